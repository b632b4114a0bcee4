"""The standalone bundle (packaging/build.py) on a real X server: its window
appears and Ctrl+Q quits it; and a whole game played with real keys, in
Indonesian, heard through a real sound server and read by a screen
reader's AT-SPI client — from the lean bundle and from the source install,
neither of which loads FFmpeg."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from blockpuzzle.coach.player import Player
from blockpuzzle.engine import Game
from blockpuzzle.store.history import history_path
from blockpuzzle.store.playing import from_row

from ..helpers import hostile_folder, playing_row
from .conftest import SYSTEM_PYTHON, need
from .reviewing import check_review, played_history, review_read_over_atspi
from .xsession import ROOT, built, play_to_the_end, quit_with_ctrl_q, started_window

PROBE = Path(__file__).with_name("atspi_probe.py")

pytestmark = pytest.mark.e2e


def bundle() -> Path:
    return built("**/blockpuzzle.bin", "python packaging/build.py")


def installed(install: str) -> list[str]:
    """The command that starts the game as ``install`` has it: "bundle" (the
    standalone bundle in dist/) or "source" (``python -m blockpuzzle``)."""
    return [str(bundle())] if install == "bundle" else [sys.executable, "-m", "blockpuzzle"]


def program_pages(pid: int, program: str, kind: str) -> tuple[int, int]:
    """(resident kB, kB in all) of the mappings of ``program`` in the
    process ``pid`` with the permissions ``kind``: "r--p" its read-only data
    (and headers), "r-xp" its code."""
    resident = size = 0
    inside = False
    for line in Path(f"/proc/{pid}/smaps").read_text().splitlines():
        fields = line.split(maxsplit=5)
        if "-" in fields[0] and not fields[0].endswith(":"):
            inside = len(fields) == 6 and fields[1] == kind and fields[5] == program
        elif inside and fields[0] == "Size:":
            size += int(fields[1])
        elif inside and fields[0] == "Rss:":
            resident += int(fields[1])
    return resident, size


def test_the_bundle_starts_and_quits_with_ctrl_q(xserver, tmp_path):
    program = bundle()
    with started_window([str(program), "--settings", str(tmp_path / "s.ini")], xserver) as (
        proc,
        window,
        _,
    ):
        assert quit_with_ctrl_q(proc, window, xserver) == 0
    # It saved the new game on its way out, and left no lock or wake file.
    assert sorted(p.name for p in tmp_path.iterdir()) == ["s.history.sqlite", "s.ini"]


@pytest.mark.parametrize("install", ["bundle", "source"])
def test_a_whole_game_is_heard_and_in_indonesian_from_the_bundle_and_the_source(
    install, xserver, sound_server, tmp_path
):
    """The bundle, and the source install too (``python -m blockpuzzle``,
    whose PySide6 has the FFmpeg media backend: views/sound.py leaves it
    out)."""
    command = installed(install)
    settings = tmp_path / "s.ini"
    env = {
        **sound_server,
        "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1",
        "LANGUAGE": "id",
        "LANG": "id_ID.UTF-8",
    }
    keyboard = {**os.environ, **env, "DISPLAY": xserver}
    with started_window([*command, "--settings", str(settings)], xserver, env=env) as (
        proc,
        window,
        _,
    ):
        if install == "bundle":
            # Once started, its program's read-only data (every module's
            # constants and bytecode, read as they loaded) and its code
            # (Nuitka's loader and helpers, ~70-80 % of it resident by
            # then) are handed back to the system: app.hand_back_program.
            # The game then plays on, with what it runs of that code back
            # (~130-160 kB of 1,092).
            deadline = time.monotonic() + 10
            while time.monotonic() < deadline:
                data = program_pages(proc.pid, command[0], "r--p")
                code = program_pages(proc.pid, command[0], "r-xp")
                if data[0] < data[1] // 10 and code[0] < code[1] // 4:
                    break
                time.sleep(0.1)
            assert data[1] > 4000 and data[0] < data[1] // 10, data
            assert code[1] > 1000 and code[0] < code[1] // 4, code
        probe = subprocess.run(
            [SYSTEM_PYTHON, str(PROBE), "blockpuzzle"],
            capture_output=True, text=True, timeout=120, env=keyboard,
        )  # fmt: skip
        streams = play_to_the_end(proc, window, settings, keyboard)
        maps = Path(f"/proc/{proc.pid}/maps").read_text()
        assert quit_with_ctrl_q(proc, window, xserver) == 0
    # Sound: the game talked to the sound server, through no media backend.
    assert streams, "no sound reached the sound server"
    assert "libpulse" in maps
    assert "libavcodec" not in maps and "libQt6Quick" not in maps
    # Its own Indonesian, to a screen reader too (through the trimmed ICU).
    assert "blockpuzzle_id.qm" in maps
    assert probe.stdout.strip(), probe.stderr[-2000:]
    seen = json.loads(probe.stdout.strip().splitlines()[-1])
    assert seen.get("cells") == 64, probe.stdout + probe.stderr[-2000:]
    assert seen["first_cell"] == "baris 1, kolom 1, kosong"
    assert "Skor: 0" in seen["names"]


def saved_game(settings: Path) -> tuple[Game, int] | None:
    """The game in progress the history beside the settings file holds, and
    the hints it was shown; None before the game has saved a placement (a
    fresh game's first can clear no line: its board is not empty)."""
    if not history_path(settings).exists():
        return None
    try:
        row = playing_row(settings)
    except sqlite3.OperationalError:
        return None  # not made yet, or being written this moment
    if row is None:
        return None
    kept = from_row(row)
    return (kept.game, kept.hints) if kept.game.board.filled else None


@pytest.mark.parametrize("install", ["bundle", "source"])
def test_a_hint_then_enter_plays_the_coachs_move(install, xserver, tmp_path):
    """Piece ▸ Hint (H), then Enter, with real keys: the move placed is the
    engine player's best first move for that deal, worked out here, and the
    saved game counts the hint.  In the bundle the coach is compiled and
    loaded only then (models/game.py)."""
    command = installed(install)
    settings = tmp_path / "s.ini"
    env = {**os.environ, "DISPLAY": xserver}
    with started_window([*command, "--settings", str(settings)], xserver) as (proc, window, _):
        subprocess.run(["xdotool", "windowfocus", "--sync", window], env=env, check=True)
        subprocess.run(["xdotool", "key", "--delay", "300", "h", "Return"], env=env, check=True)
        deadline = time.monotonic() + 20
        while (seen := saved_game(settings)) is None:
            assert proc.poll() is None, f"the game quit (exit code {proc.poll()})"
            assert time.monotonic() < deadline, "no move was saved after H and Enter"
            time.sleep(0.2)
        assert quit_with_ctrl_q(proc, window, xserver) == 0
    played, hints = seen
    fresh = Game(played.rules, played.seed)
    best = Player(played.rules, deep=True).plan(fresh.board.filled, fresh.tray).moves[0]
    fresh.play([best])
    assert hints == 1
    assert (played.board.filled, played.score, played.tray) == (
        fresh.board.filled, fresh.score, fresh.tray,
    )  # fmt: skip


def test_the_bundle_compiles_its_coach_and_carries_the_rest_as_bytecode():
    """Nuitka's report of the build (packaging/build.py): every module of
    the coach compiled to C, every other module of the game (the engine
    too) bytecode, as the source install runs it, and platformdirs too (run
    once at start; packaging/nuitka_modes.py: the bundle's memory)."""
    import xml.etree.ElementTree as ET

    bundle()
    report = ROOT / "build" / "nuitka-report.xml"
    kinds = {
        module.get("name", ""): module.get("kind", "")
        for module in ET.parse(report).getroot().iter("module")
    }
    ours = {name: kind for name, kind in kinds.items() if name.split(".")[0] == "blockpuzzle"}
    on_disk = {
        ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        for path in (ROOT / "blockpuzzle").rglob("*.py")
    }
    assert on_disk <= set(ours), sorted(on_disk - set(ours))
    for name, kind in ours.items():
        fast = name.startswith("blockpuzzle.coach")
        if name == "blockpuzzle":
            continue  # the package itself, as Nuitka decides
        assert kind.startswith("Compiled" if fast else "Uncompiled"), (name, kind)
    folders = {name: kind for name, kind in kinds.items() if name.split(".")[0] == "platformdirs"}
    assert len(folders) > 5, sorted(folders)  # the package and its modules, all carried
    assert all(kind.startswith("Uncompiled") for kind in folders.values()), folders


def test_no_library_of_the_bundle_maps_more_than_the_file_it_was_copied_from():
    """Nuitka's longer search paths had moved the string table of 21
    libraries (PySide6's modules, libpyside6, libshiboken6, the Qt plugins,
    libffi…) to a segment of its own, read in whole at start
    (packaging/build.py, library_paths): each library the report says was
    copied maps as many segments as its original, counted by readelf.  That
    the bundle still finds them all, the other tests here show."""
    sys.path.insert(0, str(ROOT / "packaging"))
    from build import copied_libraries

    folder = bundle().parent

    def segments(path: Path) -> int:
        shown = subprocess.run(
            ["readelf", "-lW", str(path)], capture_output=True, text=True, check=True
        ).stdout
        return sum(line.split()[:1] == ["LOAD"] for line in shown.splitlines())

    compared = [
        (str(dest.relative_to(folder)), segments(dest), segments(source))
        for source, dest in copied_libraries(folder)
    ]
    names = {name for name, _, _ in compared}
    assert {"PySide6/QtCore.so", "libshiboken6.abi3.so.6.11", "libffi.so.8"} <= names, names
    assert [c for c in compared if c[1] > c[2]] == []


def test_the_program_keeps_no_copy_of_libpythons_data():
    """Built as a position-independent executable from code that was not
    position-independent, the program had its own copy of libpython's
    _PyRuntime and built-in types (copy relocations: 184 kB written at
    start, beside libpython's own; packaging/build.py builds it with
    -fPIC): it reaches them in libpython, through its GOT, and copies none."""
    program = str(bundle())

    def readelf(*options: str) -> list[str]:
        done = subprocess.run(["readelf", "-W", *options, program], capture_output=True, text=True)
        assert done.returncode == 0, done.stderr
        return done.stdout.splitlines()

    relocations = readelf("-r")
    copied = [line.split()[4] for line in relocations if "_COPY " in line]
    assert copied == []
    # It does use libpython's data, each object found where libpython has it.
    reached = {line.split()[4] for line in relocations if "_GLOB_DAT " in line}
    assert {"_PyRuntime", "PyLong_Type", "PyTuple_Type"} <= reached, sorted(reached)


# Run inside the game (tests/e2e/pending_call.c): the game's code objects
# that no function uses and that are not a function's own (a class's or a
# module's body), beside every code object of the game's that it finds,
# written as JSON; or, before the game's start-up is over (the collector
# still off, see blockpuzzle.app.collect_again), only that it is busy.
KEPT_CODE = """
import gc, json, types
if not gc.isenabled():
    open(%r, 'w').write(json.dumps({'busy': True}))
else:
    gc.unfreeze()  # the game froze its start-up's objects out of the collector's view
    ours = {x for o in gc.get_objects() if type(o) is tuple for x in o
            if type(x) is types.CodeType and '/blockpuzzle/' in x.co_filename}
    bodies = sorted(c.co_qualname for c in ours if not c.co_flags & 2)
    gc.freeze()
    open(%r, 'w').write(json.dumps({'seen': len(ours), 'bodies': bodies}))
"""


def probe_library(folder: Path) -> Path:
    """tests/e2e/pending_call.c, built into ``folder``."""
    need("gcc", packages="gcc")
    library = folder / "pending_call.so"
    subprocess.run(
        ["gcc", "-shared", "-fPIC", "-O1", "-o", str(library),
         str(Path(__file__).with_name("pending_call.c")), "-ldl", "-lpthread"],
        check=True, capture_output=True, timeout=120,
    )  # fmt: skip
    return library


def code_kept_in(window: str, display: str, out: Path) -> dict[str, object]:
    """What :data:`KEPT_CODE` finds in the game of ``window``, started with
    :func:`probe_environment`'s environment for ``out``: asked again while
    the game is still starting.  The game runs it at the first Python it
    runs after the ask: the pointer moved over its window makes it run some."""
    trigger = out.with_suffix(".go")
    env = {**os.environ, "DISPLAY": display}
    deadline = time.monotonic() + 60
    found: dict[str, object] = {"busy": True}
    while found.get("busy") and time.monotonic() < deadline:
        out.unlink(missing_ok=True)
        trigger.touch()
        for x in (20, 60, 100, 140) * 5:
            subprocess.run(["xdotool", "mousemove", "--window", window, str(x), "120"],
                           env=env, check=True, timeout=30)  # fmt: skip
            time.sleep(0.1)
            if out.exists():
                break
        if out.exists():
            found = json.loads(out.read_text())
    assert out.exists() and not found.get("busy"), found
    return found


def probe_environment(folder: Path, out: Path) -> dict[str, str]:
    """The environment that makes a game run :data:`KEPT_CODE` when asked
    (see :func:`code_kept_in`)."""
    script = out.with_suffix(".py")
    script.write_text(KEPT_CODE % (str(out), str(out)))
    return {
        "LD_PRELOAD": str(probe_library(folder)),
        "PROBE_TRIGGER": str(out.with_suffix(".go")),
        "PROBE_SCRIPT": repr(str(script)),
    }


@pytest.mark.parametrize("install", ["bundle", "source"])
def test_the_game_keeps_no_module_code_once_it_has_run(install, xserver, tmp_path):
    """Python drops a module's code once the module has run: its classes
    and functions keep what they use.  Nuitka's loader kept every bytecode
    module's code in the bundle, and with it the code of its class bodies
    (58 of the game's own at start, ~570 in all: ~0.3 MB, the bundle's
    ~3,000 more blocks of Python's memory than the source install's);
    packaging/nuitka_modes.py lets it go.  Read from inside the running
    game (tests/e2e/pending_call.c), as from the source install."""
    command = installed(install)
    out = tmp_path / "kept.json"
    with started_window(
        [*command, "--settings", str(tmp_path / "s.ini")],
        xserver,
        env=probe_environment(tmp_path, out),
    ) as (proc, window, _):
        found = code_kept_in(window, xserver, out)
        assert quit_with_ctrl_q(proc, window, xserver) == 0
    assert found["seen"] > 100, found  # the game's code is there to be seen
    assert found["bodies"] == []


def test_the_bundle_reviews_a_game_in_a_process_of_its_own_as_the_source_does(tmp_path):
    """The review window starts the bundle's own program as its worker
    (``--coach-review``, the game on its input): the bundle's review of an
    Arcade game, line by line, is the source's — the bundle started from a
    folder holding a ``random.py``, a ``json.py`` and an old
    ``blockpuzzle/``, named by ``PYTHONPATH`` too, none of which runs."""
    import random
    import sys

    from blockpuzzle.coach.wire import game_line
    from blockpuzzle.engine import ARCADE, Game
    from blockpuzzle.engine.moves import encode

    from ..engine.helpers import turn_that_helps

    program = bundle()
    rng = random.Random(28)
    game = Game(ARCADE, (1 << 40) - 28)
    while not game.over and len(game.moves) < 30:
        moves = game.legal_moves()
        if moves:
            game.place(*rng.choice(moves))
        else:
            game.rotate(turn_that_helps(game))
    asked = game_line("arcade", True, game.seed, encode(game.moves)) + "\n"
    folder, marker = hostile_folder(tmp_path)
    bundled = subprocess.run(
        [str(program), "--coach-review"], input=asked, capture_output=True, text=True,
        timeout=300, check=True, cwd=folder, env={**os.environ, "PYTHONPATH": str(folder)},
    )  # fmt: skip
    source = subprocess.run(
        [sys.executable, "-m", "blockpuzzle", "--coach-review"], input=asked,
        capture_output=True, text=True, timeout=300, check=True,
    )  # fmt: skip
    assert bundled.stdout.splitlines() == source.stdout.splitlines()
    assert len(bundled.stdout.splitlines()) > len(game.moves)
    assert not marker.exists()


def test_the_bundle_answers_hints_on_boards_in_danger_as_the_source_does():
    """The game's window asks a hint on a board in danger of its own
    program (``--coach-hint``): the bundle's answers, line by line, are the
    source's, the deep player's plan on the board of the coach's tests."""
    import sys

    from blockpuzzle.coach.hinter import FLAG, read_answer, request_line
    from blockpuzzle.coach.player import Player
    from blockpuzzle.engine import ARCADE, CLASSIC, Board, shape

    from ..coach.test_player import DANGER_ROWS, DANGER_TRAY

    board = Board.from_text("\n".join(DANGER_ROWS)).filled
    tray = tuple(shape(s) for s in DANGER_TRAY)
    asked = "".join(request_line(r, board, tray, first) + "\n"
                    for r in (CLASSIC, ARCADE) for first in (None, 2))  # fmt: skip
    bundled = subprocess.run(
        [str(bundle()), FLAG], input=asked, capture_output=True, text=True, timeout=300,
        check=True,
    )  # fmt: skip
    source = subprocess.run(
        [sys.executable, "-m", "blockpuzzle", FLAG], input=asked,
        capture_output=True, text=True, timeout=300, check=True,
    )  # fmt: skip
    assert bundled.stdout.splitlines() == source.stdout.splitlines()
    assert read_answer(bundled.stdout.splitlines()[0]) == list(
        Player(CLASSIC, deep=True).plan(board, tray).moves
    )


@pytest.mark.parametrize("install", ["bundle", "source"])
def test_the_last_game_is_reviewed_from_the_menu_of_a_game_started_in_a_hostile_folder(
    install, xserver, session_bus, tmp_path
):
    """Game ▸ Review Last Game, as a player opens it, the game started
    from a Downloads folder holding a ``random.py``, a ``json.py`` and an
    old ``blockpuzzle/`` (before, the workers ran them: "module 'random'
    has no attribute 'Random'", or the old package's code): the review
    window starts the game's own program as its worker (the bundle's, whose
    ``sys.executable`` names a ``python3`` that is not there; the source
    install's Python, isolated), and the whole review is read and stepped
    through over AT-SPI, the coach's verdicts on every move; nothing of the
    folder ran."""
    game = played_history(tmp_path / "s.history.sqlite")
    folder, marker = hostile_folder(tmp_path)
    # The command a player has: the bundle's program, or the source
    # install's `blockpuzzle` (a launcher beside this Python).
    program = str(bundle()) if install == "bundle" else str(Path(sys.executable).with_name(
        "blockpuzzle"))  # fmt: skip
    env = {**session_bus, "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1"}
    with started_window(
        [program, "--settings", str(tmp_path / "s.ini")], xserver, env=env, cwd=folder
    ) as (proc, window, _):
        seen = review_read_over_atspi(session_bus, xserver)
        assert quit_with_ctrl_q(proc, window, xserver) == 0
    check_review(seen, game)
    assert not marker.exists(), marker.read_text()


def blue_share(shot: Path) -> float:
    """The share of a screenshot's pixels in QtCharts' series blue (blue
    well above red and green): what a drawn chart covers, and a page of
    text and buttons does not."""
    from PySide6.QtGui import QImage

    image = QImage(str(shot))
    assert not image.isNull(), shot
    small = image.scaled(image.width() // 2, image.height() // 2)
    blue = 0
    for y in range(small.height()):
        for x in range(small.width()):
            pixel = small.pixelColor(x, y)
            blue += pixel.blue() > 150 and pixel.blue() - pixel.red() > 80
    return blue / (small.width() * small.height())


def test_every_dialog_opens_from_the_bundle_with_its_charts_drawn(xserver, tmp_path):
    """What Nuitka must carry beyond the game window (QtCharts, the dialogs'
    forms, the help pages), as a player opens each with its keys: each
    dialog's window appears and the game lives on; Statistics draws its
    charts on the Scores tab, which its Totals tab has none of."""
    played_history(tmp_path / "s.history.sqlite", count=12)
    env = {**os.environ, "DISPLAY": xserver}

    def xdotool(*args: str) -> str:
        done = subprocess.run(
            ["xdotool", *args], env=env, capture_output=True, text=True, timeout=30, check=True
        )
        return done.stdout.strip()

    def shown(title: str) -> str:
        """The id of the window whose title begins with ``title``, once it
        shows (xdotool's patterns miss what follows: a dash and the
        game's name)."""
        return xdotool("search", "--sync", "--onlyvisible", "--name", f"^{title}").split()[0]

    def screenshot(window: str, name: str) -> Path:
        path = tmp_path / f"{name}.png"
        subprocess.run(["import", "-window", window, str(path)], env=env, check=True, timeout=30)
        return path

    with started_window([str(bundle()), "--settings", str(tmp_path / "s.ini")], xserver) as (
        proc,
        window,
        _,
    ):
        xdotool("mousemove", "400", "300")
        for keys, title in [
            ("ctrl+i", "Statistics"),
            ("ctrl+g", "Play Game Number"),
            ("ctrl+comma", "Preferences"),
            ("F1", "How to Play"),
        ]:
            xdotool("windowfocus", "--sync", window)
            xdotool("key", keys)
            dialog = shown(title)
            if title.startswith("Statistics"):
                xdotool("windowfocus", "--sync", dialog)
                time.sleep(0.5)
                totals = screenshot(dialog, "totals")
                xdotool("key", "ctrl+Tab")  # Scores: the first use of QtCharts
                deadline = time.monotonic() + 10  # drawn within 10 s, however busy
                while True:
                    time.sleep(0.5)
                    scores = screenshot(dialog, "scores")
                    if blue_share(scores) > 0.01 or time.monotonic() > deadline:
                        break
            xdotool("windowfocus", "--sync", dialog)
            xdotool("key", "Escape")
            assert proc.poll() is None, f"the game quit with {title} open ({proc.poll()})"
        assert quit_with_ctrl_q(proc, window, xserver) == 0
    assert blue_share(totals) < 0.002, totals
    assert blue_share(scores) > 0.01, scores
