"""What the widget tests share: the window as the game builds it, positions
and mouse gestures, keys, and sessions over a settings file.

Drags use the QWindow form of the mouse calls (window coordinates), so the
press lands on the tray and the moves and the release go wherever Qt sends
them, exactly as for a person's mouse.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from blockpuzzle.app import create_window
from blockpuzzle.engine import ARCADE, CLASSIC, Board, Game, GameState, Shape
from blockpuzzle.engine import bitboard as bb
from blockpuzzle.engine import save as saves
from blockpuzzle.models.game import GameModel, Role
from blockpuzzle.store.history import History, history_path
from blockpuzzle.store.prefs import Preferences
from blockpuzzle.store.session import Session
from blockpuzzle.store.settings import MOTION, ROTATION, SOUND, THEME, Settings
from blockpuzzle.window.mainwindow import MainWindow

from .engine.helpers import turn_that_helps

# Row 7 and column 7 each one cell short, sharing the missing corner.
TWO_LINES = Board.from_text(".......1\n" * 7 + "1111111.")


# Only scattered single holes: a dot fits on (0, 4), clears nothing, and
# then nothing in a tray of a 2-bar fits: the game ends.
_HOLES = {(r, (r * 3) % 8) for r in range(8)} | {(0, 4)}
ALMOST_OVER = Board.from_text(
    "\n".join("".join("." if (r, c) in _HOLES else "1" for c in range(8)) for r in range(8))
)


def open_window(qtbot, path: Path, game: Game | None = None) -> MainWindow:  # type: ignore[no-untyped-def]
    """The window exactly as ``blockpuzzle --settings PATH`` builds it,
    shown at 480×640, playing ``game`` where one is given."""
    window = create_window(path)
    assert window is not None, "another instance holds this settings file"
    qtbot.addWidget(window)
    if game is not None:
        window.model.load_game(game)
    window.resize(480, 640)
    window.show()
    qtbot.waitExposed(window)
    # Active, as a window the player just opened is: shortcuts (1, 2, 3…)
    # reach only the active window, and a loaded machine activates late.
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    # And idle, as the player first meets it: the warm-up after the first
    # frame (an animation of nothing, a millisecond) has ended.
    qtbot.waitUntil(lambda: window.warmed and not window.motion.running, timeout=5000)
    return window


def board_point(win: MainWindow, x: float, y: float) -> QPoint:
    """Window coordinates of the point (x, y) in board cells."""
    view = win.board_view
    cell = view.board.cell_size
    scene = view.board.mapToScene(QPointF(x * cell, y * cell))
    return view.viewport().mapTo(win, view.mapFromScene(scene))


def slot_point(win: MainWindow, slot: int) -> QPoint:
    tray = win.tray_view
    return tray.viewport().mapTo(win, tray.slot_rect(slot).center())


def press_slot(win: MainWindow, slot: int) -> None:
    QTest.mousePress(win.windowHandle(), Qt.MouseButton.LeftButton, pos=slot_point(win, slot))


def move_to(win: MainWindow, point: QPoint) -> None:
    QTest.mouseMove(win.windowHandle(), point)


def release_at(win: MainWindow, point: QPoint) -> None:
    QTest.mouseRelease(win.windowHandle(), Qt.MouseButton.LeftButton, pos=point)


def start_drag(win: MainWindow, slot: int) -> QPoint:
    """Press on a tray piece and move sideways far enough to lift it; the
    point where it was lifted (still over the tray)."""
    press_slot(win, slot)
    start = slot_point(win, slot)
    move_to(win, start + QPoint(4, 0))
    lifted = start + QPoint(20, 0)
    move_to(win, lifted)
    return lifted


def drag(win: MainWindow, slot: int, x: float, y: float, steps: int = 4) -> None:
    """A whole drag: press the tray piece, carry it in steps, release at (x, y)."""
    start = start_drag(win, slot)
    end = board_point(win, x, y)
    for i in range(1, steps + 1):
        move_to(win, start + (end - start) * i / steps)
    release_at(win, end)


def click(win: MainWindow, point: QPoint) -> None:
    QTest.mouseClick(win.windowHandle(), Qt.MouseButton.LeftButton, pos=point)


def with_tray(game: Game, *pieces: Shape | None, board=None) -> Game:  # type: ignore[no-untyped-def]
    """``game`` with the given tray (and board), for setting up a position."""
    s = game.state
    game.state = GameState(board or s.board, tuple(pieces), s.score, s.lines, s.deals, False)
    return game


KEYS = {
    (-1, 0): Qt.Key.Key_Up,
    (1, 0): Qt.Key.Key_Down,
    (0, -1): Qt.Key.Key_Left,
    (0, 1): Qt.Key.Key_Right,
}


def press(win, key, text=""):
    QTest.keyClick(QApplication.focusWidget() or win, key)


def walk_cursor(win, row: int, col: int) -> None:
    """Arrow keys until the cursor is on (row, col)."""
    if win.model.cursor is None:
        press(win, Qt.Key.Key_Right)
    while win.model.cursor != (row, col):
        r, c = win.model.cursor
        step = ((row > r) - (row < r), 0) if row != r else (0, (col > c) - (col < c))
        press(win, KEYS[step])


def announcements(win):
    said = []
    win.announcer.announced.connect(said.append)
    return said


def ghost(win, kind):
    model = win.model
    bits = 0
    for r in range(8):
        for c in range(8):
            if model.data(model.index(r, c), Role.GHOST) == kind:
                bits |= bb.bit(r, c)
    return bits


def load(win, game):
    win.model.load_game(game)
    QApplication.processEvents()


ROOT = Path(__file__).resolve().parents[1]


def driver(path: Path, *args: str, **kw) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tests.session_driver", str(path), *args],
        cwd=ROOT, capture_output=True, text=True, timeout=60, **kw,
    )  # fmt: skip


def make_session(path: Path) -> tuple[GameModel, Session]:
    """A board model kept by a session over the settings file at ``path``
    and the history beside it, not yet restored."""
    model = GameModel()
    settings = Settings(path)
    return model, Session(model, settings, Preferences(settings), History(history_path(path)))


def session_at(path: Path) -> tuple[GameModel, Session]:  # type: ignore[no-untyped-def]
    """As :func:`make_session`, restored as at a start."""
    model, session = make_session(path)
    session.restore()
    return model, session


def games_played(
    path: Path, games: int, seed: Callable[[int], int], rng: random.Random
) -> tuple[GameModel, Session]:
    """A session over ``path`` that played ``games`` games to their end
    with ``rng``'s moves, every third in Arcade, the n-th dealt from
    ``seed(n)``; a new Classic game has begun after them."""
    model, session = session_at(path)
    for n in range(games):
        model.new_game(ARCADE if n % 3 == 2 else CLASSIC, seed=seed(n))
        finish(model, rng)
    model.new_game(CLASSIC)
    return model, session


def told(session: Session) -> list[str]:
    """The notices ``session`` gives from now on."""
    said: list[str] = []
    session.notice.connect(said.append)
    return said


def finish(model: GameModel, rng: random.Random) -> None:
    """Random moves to the end of the game, turning pieces where that helps."""
    while not model.game.over:
        moves = model.game.legal_moves()
        if moves:
            model.place(*rng.choice(moves))
        else:
            model.rotate(turn_that_helps(model.game))


def played_positions(model: GameModel, rng: random.Random) -> list[GameState]:
    """``model``'s game played to its end with ``rng``'s moves (in Arcade a
    random piece turned until one fits); the position before each
    placement, as the board showed it before any piece was turned for it."""
    seen = []
    while not model.game.over:
        seen.append(model.game.state)
        while not model.game.legal_moves():
            model.rotate(rng.choice([s for s, p in enumerate(model.game.tray) if p is not None]))
        assert model.place(*rng.choice(model.game.legal_moves()))
    return seen


def as_position(dump: dict[str, object]) -> dict[str, str]:
    """An engine save (:func:`saves.dump`) as text, less its play time:
    what two equal positions share, whatever their clocks say."""
    text = {k: str(v) for k, v in dump.items() if k not in ("board", "tray", "play_time")}
    text["board"] = "/".join(dump["board"])  # type: ignore[call-overload]
    text["tray"] = ",".join(dump["tray"])  # type: ignore[call-overload]
    return text


def game_position(game: Game) -> dict[str, str]:
    return as_position(saves.dump(game))


@dataclass
class OnDisk:
    """The game in progress as the history on disk holds it."""

    position: dict[str, str]
    play_time: float
    started: str
    hints: int


def playing_row(settings_path: Path) -> tuple[str, str, int] | None:
    """The row of the game in progress the history beside ``settings_path``
    holds on disk, read with sqlite3 alone (read-only: the game's own
    connection may answer from what it has not written); None where it
    holds none."""
    db = sqlite3.connect(f"file:{history_path(settings_path)}?mode=ro", uri=True)
    try:
        rows = db.execute("SELECT game, started, hints FROM playing").fetchall()
    finally:
        db.close()
    return rows[0] if rows else None


def on_disk(settings_path: Path) -> OnDisk | None:
    """The game in progress on disk (:func:`playing_row`), as text."""
    row = playing_row(settings_path)
    if row is None:
        return None
    game, started, hints = row
    dump = json.loads(game)
    return OnDisk(as_position(dump), dump["play_time"], started, hints)


# The keys, in their order, of the game in progress as versions before the
# history kept it wrote it into the settings file's [save] section; all but
# the last are in its checksum (BLAKE2b, 8 bytes, of "key=value" lines).
LEGACY_KEYS = (
    "schema", "mode", "seed", "deals", "board", "tray", "score", "lines", "play_time",
    "rotation", "moves", "started", "checksum",
)  # fmt: skip


def legacy_save(game: Game, started: str) -> dict[str, str]:
    """``game`` as an earlier version wrote it into the settings file,
    worked out here from its documented layout (not by the game)."""
    dump = saves.dump(game)
    values = {k: str(v) for k, v in dump.items() if k not in ("board", "tray")}
    values["board"] = "/".join(dump["board"])
    values["tray"] = ",".join(dump["tray"])
    values["started"] = started
    text = "\n".join(f"{k}={values.get(k, '')}" for k in LEGACY_KEYS[:-1])
    values["checksum"] = hashlib.blake2b(text.encode(), digest_size=8).hexdigest()
    return values


def legacy_ini(values: dict[str, str], hints: int | None = None, mode: str = "classic") -> str:
    """A settings file as an earlier version left it, with ``values`` as its
    game in progress (QSettings' quoting: a value with a comma in quotes)."""

    def quoted(value: str) -> str:
        return f'"{value}"' if "," in value else value

    lines = ["[game]", f"mode={mode}", "", "[meta]", "schema=2", "", "[save]"]
    lines += [f"{k}={quoted(v)}" for k, v in values.items()]
    if hints is not None:
        lines.append(f"hints={hints}")
    return "\n".join(lines) + "\n"


@dataclass
class ValidFiles:
    """A settings file with preferences, and the history beside it with
    games in both modes and a game in progress — and what they hold."""

    path: Path
    settings: bytes
    history: bytes
    stats: dict[str, dict[str, object]]
    prefs: dict[str, object]
    position: dict[str, str]
    # The same as an earlier version left them: the game in progress in the
    # settings file's [save] section, none in the history.
    legacy_settings: bytes
    legacy_history: bytes


PREFS = {SOUND: False, MOTION: "reduced", THEME: "dark", ROTATION: False}


def valid_file(tmp_path: Path) -> ValidFiles:
    path = tmp_path / "good.ini"
    model, session = session_at(path)
    rng = random.Random(5)
    for rules in (ARCADE, CLASSIC, CLASSIC):
        model.new_game(rules, seed=101)
        finish(model, rng)
    model.new_game(ARCADE, seed=102)
    for _ in range(4):
        model.place(*rng.choice(model.game.legal_moves()))
    for key, value in PREFS.items():
        session.prefs.set(key, value)
    stats = {mode: vars(session.stats(mode)).copy() for mode in ("classic", "arcade")}
    assert stats["classic"]["games"] == 2 and stats["arcade"]["games"] == 1
    kept = on_disk(path)
    assert kept is not None
    session.history.close()
    history = history_path(path).read_bytes()
    position = game_position(model.game)
    # With Unix line ends, as the tests edit it (Qt writes Windows' there):
    # QSettings reads either.
    settings = path.read_bytes().replace(b"\r\n", b"\n")
    old = tmp_path / "legacy.sqlite"
    old.write_bytes(history)
    db = sqlite3.connect(old)
    with db:
        db.execute("DELETE FROM playing")
    db.close()
    save = legacy_ini(legacy_save(model.game, kept.started), hints=0).split("[save]\n")[1]
    legacy_settings = settings.replace(b"schema=3", b"schema=2") + b"\n[save]\n" + save.encode()
    return ValidFiles(
        path, settings, history, stats, {k.name: v for k, v in PREFS.items()}, position,
        legacy_settings, old.read_bytes(),
    )  # fmt: skip


CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"


def readme_number(mode: str, seed: int) -> str:
    """A game's number as the README describes it, computed here and not by
    the game: the mode's letter, the 40-bit seed as 8 base-32 characters,
    and a check character (the nine values weighted 1..9, modulo 31)."""
    letter = {"classic": "C", "arcade": "A"}[mode]
    digits = [(seed >> (5 * (7 - i))) & 31 for i in range(8)]
    values = [CROCKFORD.index(letter), *digits]
    check = CROCKFORD[sum(w * v for w, v in enumerate(values, start=1)) % 31]
    return letter + "".join(CROCKFORD[d] for d in digits) + check


WINDOWS = sys.platform == "win32"
# What a process killed outright returns: kill -9 on Unix, TerminateProcess
# (Popen.kill) on Windows.
KILLED = 1 if WINDOWS else -signal.SIGKILL

# A test of the source tree, the packaging for Linux or Linux's screen reader,
# with tools only the Linux run has: the same files on every system.
LINUX_ONLY = pytest.mark.skipif(
    WINDOWS, reason="checks the source or Linux's packaging with Linux's tools (the Linux run's)"
)


def under_wine() -> bool:
    """Windows' Python run by Wine (packaging/windows.py), not Windows."""
    if not WINDOWS:
        return False
    import ctypes

    return hasattr(ctypes.WinDLL("ntdll"), "wine_get_version")


@contextlib.contextmanager
def held(proc: subprocess.Popen) -> Iterator[None]:  # type: ignore[type-arg]
    """``proc`` stopped while inside (SIGSTOP; on Windows every thread of it
    suspended), running again after."""
    if WINDOWS:
        import ctypes

        ntdll = ctypes.WinDLL("ntdll")
        handle = ctypes.c_void_p(int(proc._handle))  # type: ignore[attr-defined]
        assert ntdll.NtSuspendProcess(handle) == 0
        try:
            yield
        finally:
            ntdll.NtResumeProcess(handle)
        return
    proc.send_signal(signal.SIGSTOP)
    try:
        yield
    finally:
        proc.send_signal(signal.SIGCONT)


def cannot_here(why: str) -> None:
    """Skip for a tool this machine lacks, except in CI, where a missing
    dependency fails the run."""
    if os.environ.get("CI") == "true":
        pytest.fail(why)
    pytest.skip(why)


@contextlib.contextmanager
def read_only_folder(tmp_path: Path, fill: Callable[[Path], None] | None = None) -> Iterator[Path]:
    """A folder this process cannot create files in, even as root (CI runs
    as root): permissions for a user, the immutable attribute for root.
    ``fill`` puts files in it first."""
    folder = tmp_path / "ro"
    folder.mkdir()
    if fill is not None:
        fill(folder)
    if WINDOWS:
        # Windows ignores a folder's read-only attribute: its access list
        # refuses everyone the writing instead.
        everyone = "*S-1-1-0"
        done = subprocess.run(["icacls", str(folder), "/deny", f"{everyone}:(W)"],
                              capture_output=True, text=True)  # fmt: skip
        undo = ["icacls", str(folder), "/remove:d", everyone]
    elif os.geteuid() == 0:
        done = subprocess.run(["chattr", "+i", str(folder)], capture_output=True, text=True)
        undo = ["chattr", "-i", str(folder)]
    else:
        folder.chmod(0o555)
        done, undo = None, None
    try:
        try:
            (folder / "probe").touch()
        except PermissionError:
            pass
        else:
            (folder / "probe").unlink()
            if under_wine():
                pytest.skip("Wine does not enforce Windows' access lists: no read-only folder")
            cannot_here(
                f"cannot make a read-only folder here ({done.stderr.strip() if done else ''})"
            )
        yield folder
    finally:
        if undo:
            subprocess.run(undo, check=True, capture_output=True)
        folder.chmod(0o755)


@contextlib.contextmanager
def full_disk(tmp_path: Path, fill: Callable[[Path], None] | None = None) -> Iterator[Path]:
    """A folder on a disk with no space left: a small tmpfs, filled (CI
    runs as root, which may mount one).  ``fill`` puts files in it first."""
    if WINDOWS:
        pytest.skip("Windows mounts no small disk in a folder: the Linux run checks a full disk")
    folder = tmp_path / "full"
    folder.mkdir()
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", str(folder)],
        capture_output=True, text=True,
    )  # fmt: skip
    if done.returncode != 0:
        cannot_here(f"cannot mount a small disk here ({done.stderr.strip()})")
    try:
        if fill is not None:
            fill(folder)
        with (folder / "filler").open("wb", buffering=0) as filler, contextlib.suppress(OSError):
            while True:
                filler.write(b"\0" * 4096)
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=True)


class Children:
    """The child processes a test starts, each ended (killed and waited
    for) by :meth:`end_all` if it still runs."""

    def __init__(self) -> None:
        self.started: list[subprocess.Popen] = []

    def start(self, *args, **kwargs) -> subprocess.Popen:  # type: ignore[no-untyped-def]
        try:
            proc = subprocess.Popen(*args, **kwargs)
        except OSError as error:
            # Wine's CreateProcess now and then fails with "Internal error"
            # (1359) in a test that starts hundreds of processes (seen once
            # in 29 kill -9 cycles): Wine's, not the game's; tried once more.
            if not (under_wine() and getattr(error, "winerror", None) == 1359):
                raise
            proc = subprocess.Popen(*args, **kwargs)
        self.started.append(proc)
        return proc

    def end_all(self) -> None:
        for proc in self.started:
            if proc.poll() is None:
                with contextlib.suppress(OSError):
                    proc.kill()
            with contextlib.suppress(subprocess.TimeoutExpired, ValueError, OSError):
                proc.communicate(timeout=30)


def hostile_folder(tmp_path: Path) -> tuple[Path, Path]:
    """A Downloads folder holding a ``random.py``, a ``json.py`` and an old
    ``blockpuzzle/`` package, each of which, imported, notes its name in a
    marker file and ends the process: (the folder, the marker).  The
    game's own processes must never run any of it."""
    folder = tmp_path / "Downloads"
    (folder / "blockpuzzle").mkdir(parents=True)
    marker = folder / "ran"
    package = folder / "blockpuzzle"
    for path in (folder / "random.py", folder / "json.py", folder / "startup.py",
                 package / "__init__.py", package / "__main__.py"):  # fmt: skip
        path.write_text(
            f"open({str(marker)!r}, 'a').write({path.name!r} + '\\n')\nraise SystemExit(9)\n",
            encoding="utf-8",
        )
    return folder, marker


def packaging_script(name: str) -> ModuleType:
    """``packaging/NAME.py`` (a script, not a package's module), loaded."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(name, ROOT / "packaging" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
