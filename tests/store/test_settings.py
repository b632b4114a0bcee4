"""The settings file: bad, future-version and unwritable files never crash or lose data."""

from __future__ import annotations

import contextlib
import os
import random
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from blockpuzzle.models.game import GameModel
from blockpuzzle.store.session import Session
from blockpuzzle.store.settings import STATS, Settings

from ..helpers import session_at, valid_file


def mutations(original: bytes, rng: random.Random):
    """(name, bytes, lines left intact) — about a thousand bad files."""
    lines = original.decode().splitlines()
    for _ in range(150):
        cut = rng.randrange(len(original))
        yield "truncated", original[:cut], None
    for _ in range(150):
        data = bytearray(original)
        for _ in range(rng.randrange(1, 6)):
            data[rng.randrange(len(data))] = rng.randrange(256)
        yield "byte flips", bytes(data), None
    for _ in range(100):
        junk = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 200)))
        at = rng.randrange(len(original))
        yield "garbage", original[:at] + junk + original[at:], None
    for _ in range(50):
        yield "all garbage", bytes(rng.randrange(256) for _ in range(rng.randrange(0, 400))), None
    values = [
        "abc",
        "-5",
        "1e999",
        "nan",
        "",
        "99999999999999999999999",
        "@Variant(\\0)",
        "1,2",
        "0x10",
    ]
    for i, line in enumerate(lines):
        if "=" not in line:
            continue
        key = line.split("=", 1)[0]
        for value in values:
            changed = [*lines[:i], f"{key}={value}", *lines[i + 1 :]]
            yield "wrong value", "\n".join(changed).encode(), set(lines) - {line}
        yield "missing key", "\n".join(lines[:i] + lines[i + 1 :]).encode(), set(lines) - {line}
    for extra in ("x=1", "stats\\classic\\colour=blue", "[extra]\nfoo=bar", "save\\extra=1"):
        yield "extra key", ("\n".join(lines) + "\n" + extra).encode(), set(lines)
    for group in ("meta", "save"):
        section, changed = "", []
        for line in lines:
            section = line if line.startswith("[") else section
            changed.append("schema=7" if section == f"[{group}]" and line == "schema=1" else line)
        assert changed != lines
        yield f"future {group} schema", "\n".join(changed).encode(), set(lines) - {"schema=1"}
    for _ in range(400):
        # Several line edits at once.
        picked = list(lines)
        for _ in range(rng.randrange(1, 4)):
            j = rng.randrange(len(picked))
            if "=" in picked[j]:
                key = picked[j].split("=", 1)[0]
                picked[j] = f"{key}={rng.choice([*values, str(rng.randrange(-9, 10**6))])}"
        yield "line edits", "\n".join(picked).encode(), None


def stat_line(mode: str, field: str, value) -> str:
    key = getattr(STATS[mode], field).name.split("/", 1)[1].replace("/", "\\")
    text = repr(round(value, 3)) if isinstance(value, float) else str(value)
    return f"{key}={text}"


@pytest.mark.slow
def test_a_thousand_bad_files_never_crash_and_never_lose_data(tmp_path, qtbot):
    _path, original, stats = valid_file(tmp_path, qtbot)
    rng = random.Random(8)
    tried = backed_up = survived = 0
    kinds: dict[str, int] = {}
    for n, (name, data, intact) in enumerate(mutations(original, rng)):
        folder = tmp_path / f"m{n}"
        folder.mkdir()
        bad = folder / "settings.ini"
        bad.write_bytes(data)
        model, session = session_at(bad, qtbot)  # no exception escapes
        tried += 1
        assert not model.game.board.has_full_line()
        # Nothing is ever deleted: the file as it was is still there, or
        # copied aside before anything was written over it.
        kept = [bad.read_bytes()] + [b.read_bytes() for b in session.settings.backups]
        if session.settings.problems:
            assert data in kept[1:], (name, session.settings.problems)
            backed_up += 1
        else:
            assert not session.settings.backups
        if intact is not None:
            # Statistics whose lines were left alone survive as they were.
            for mode, figures in stats.items():
                for field, value in figures.items():
                    if stat_line(mode, field, value) in intact and "[stats]" in intact:
                        assert getattr(session.stats(mode), field) == value, (name, mode, field)
                        survived += 1
        if name in ("wrong value", "future meta schema", "future save schema"):
            # Every one of these values is wrong for its key: it is noticed.
            assert session.settings.problems, (name, data)
        kinds[name] = kinds.get(name, 0) + 1
    print(f"{tried} mutated files, {backed_up} backed up, {survived} statistics checked: {kinds}")
    assert tried >= 1000
    assert survived > 1000
    assert backed_up > 300


def test_a_future_version_file_is_kept_aside(tmp_path, qtbot):
    _, original, stats = valid_file(tmp_path, qtbot)
    # A new path: QSettings caches a file it wrote itself in this process.
    path = tmp_path / "future.ini"
    path.write_bytes(original.replace(b"[meta]\nschema=1", b"[meta]\nschema=2"))
    _model, session = session_at(path, qtbot)
    assert any("newer version" in p for p in session.settings.problems)
    assert session.settings.backups[0].read_bytes().count(b"schema=2") == 1
    assert vars(session.stats("classic")) == stats["classic"]


def test_an_unwritable_location_plays_on_and_says_so_once(tmp_path, qtbot):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the settings folder should be")
    model = GameModel()
    session = Session(model, Settings(blocker / "settings.ini"))
    with qtbot.waitSignal(session.notice) as notice:
        session.restore()
    assert "cannot be saved" in notice.args[0]
    with qtbot.assertNotEmitted(session.notice):
        model.place(0, *next(iter(model.game.legal_moves()))[1:])
        model.undo()
    assert model.score == 0


@contextlib.contextmanager
def read_only_folder(tmp_path: Path) -> Iterator[Path]:
    """A folder this process cannot create files in, even as root (CI runs
    as root): permissions for a user, the immutable attribute for root."""
    folder = tmp_path / "ro"
    folder.mkdir()
    if os.geteuid() == 0:
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
            why = f"cannot make a read-only folder here ({done.stderr.strip() if done else ''})"
            if os.environ.get("CI") == "true":
                pytest.fail(why)
            pytest.skip(why)
        yield folder
    finally:
        if undo:
            subprocess.run(undo, check=True)
        folder.chmod(0o755)


def test_a_read_only_folder_plays_on_and_says_so_once(tmp_path, qtbot):
    with read_only_folder(tmp_path) as folder:
        model = GameModel()
        session = Session(model, Settings(folder / "s.ini"))
        with qtbot.waitSignal(session.notice) as notice:
            session.restore()
        assert "cannot be saved" in notice.args[0]
        with qtbot.assertNotEmitted(session.notice):
            model.place(*model.game.legal_moves()[0])
        assert model.score > 0
        assert not (folder / "s.ini").exists()
