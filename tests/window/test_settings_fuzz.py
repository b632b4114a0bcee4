"""Every key of the settings file given random bytes, read by the game as it
starts (``create_window``: the window's geometry restored, the game
resumed): it starts, a bad value is set aside once and mended, and nothing
else the player had is lost."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest

from blockpuzzle.app import create_window
from blockpuzzle.engine import CLASSIC, Game
from blockpuzzle.store.history import history_path
from blockpuzzle.store.settings import DECLARED, WINDOW, Settings

from ..helpers import game_position, open_window


def played_file(tmp_path: Path, qtbot) -> tuple[Path, dict[str, str], dict]:  # type: ignore[no-untyped-def]
    """A settings file as a player leaves it (a game in progress, the
    window's geometry), with two finished games in the history."""
    path = tmp_path / "played" / "blockpuzzle.ini"
    path.parent.mkdir()
    win = open_window(qtbot, path, Game(CLASSIC, seed=(1 << 40) - 77))
    rng = random.Random(3)
    for _ in range(2):
        while not win.model.game.over:
            win.model.place(*rng.choice(win.model.game.legal_moves()))
        win.model.new_game(CLASSIC, seed=(1 << 39) + 5)
    for _ in range(4):
        win.model.place(*rng.choice(win.model.game.legal_moves()))
    position = game_position(win.model.game)
    stats = vars(win.session.stats("classic")).copy()
    win.close()
    win.session.history.close()
    assert Settings(path).get(WINDOW) != ""
    return path, position, stats


def with_value(text: str, name: str, value: bytes) -> bytes:
    """The file with ``name``'s line holding ``value`` (added to its
    section where the file has no such line)."""
    section, _, key = name.rpartition("/")
    lines = text.splitlines()
    out: list[bytes] = []
    current, done = "", False
    for line in lines:
        if line.startswith("["):
            current = line[1:-1]
        if current == section and line.split("=", 1)[0] == key:
            out.append(key.encode() + b"=" + value)
            done = True
        else:
            out.append(line.encode())
    if not done:
        out += [f"[{section}]".encode(), key.encode() + b"=" + value]
    return b"\n".join(out) + b"\n"


def random_value(rng: random.Random) -> bytes:
    """Bytes on one line, quotes, backslashes and non-UTF-8 included."""
    alphabet = [b for b in range(256) if b not in (10, 13)]
    common = list(b'"\\\xc3\xa9\xff,=[]%@')
    return bytes(rng.choice(alphabet + common * 8) for _ in range(rng.randrange(1, 24)))


def start(path: Path, qtbot):  # type: ignore[no-untyped-def]
    window = create_window(path)
    assert window is not None
    qtbot.addWidget(window)
    window.show()
    return window


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(DECLARED))
def test_random_bytes_in_any_key_start_the_game_and_are_mended_once(name, tmp_path, qtbot):
    path, position, stats = played_file(tmp_path, qtbot)
    text = path.read_text()
    history = history_path(path).read_bytes()
    rng = random.Random(name)
    for round_ in range(3):
        data = with_value(text, name, random_value(rng))
        folder = tmp_path / f"r{round_}"
        folder.mkdir()
        bad = folder / "blockpuzzle.ini"
        bad.write_bytes(data)
        history_path(bad).write_bytes(history)
        win = start(bad, qtbot)  # no exception: the game starts
        settings = win.session.settings
        assert vars(win.session.stats("classic")) == stats, data
        if settings.problems:
            # Set aside once, byte for byte, before anything was written.
            assert [b.read_bytes() for b in settings.backups] == [data]
        else:
            assert not settings.backups
        # The game in progress is the history's: no key of this file (an
        # earlier version's saved game's included) can cost it.
        assert game_position(win.model.game) == position, (name, data)
        win.close()
        win.session.history.close()
        # The next start is silent: the bad value was mended.
        again_folder = tmp_path / f"again{round_}"
        again_folder.mkdir()
        again = again_folder / "blockpuzzle.ini"
        shutil.copy(bad, again)
        shutil.copy(history_path(bad), history_path(again))
        second = start(again, qtbot)
        assert second.session.settings.problems == [], (name, data)
        assert vars(second.session.stats("classic")) == stats
        second.close()
        second.session.history.close()


def test_a_damaged_window_geometry_starts_the_game_and_is_mended(tmp_path, qtbot):
    """``geometry=é`` made every start fail with UnicodeEncodeError."""
    path = tmp_path / "bp.ini"
    path.write_bytes(b"[window]\ngeometry=\xc3\xa9\n")
    win = start(path, qtbot)
    assert win.isVisible() and win.width() > 200
    assert win.session.settings.problems == ["window/geometry: 'é' is out of range"]
    assert [b.read_bytes() for b in win.session.settings.backups] == [
        b"[window]\ngeometry=\xc3\xa9\n"
    ]
    win.close()
    win.session.history.close()
    assert Settings(path).problems == []
