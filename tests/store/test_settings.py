"""The settings file: bad, future-version and unwritable files never crash or lose data."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from blockpuzzle.engine import CLASSIC
from blockpuzzle.store.history import history_path
from blockpuzzle.store.settings import MOTION, ROTATION, SCHEMA, SOUND, THEME

from ..helpers import (
    finish,
    game_position,
    make_session,
    read_only_folder,
    session_at,
    told,
    valid_file,
)

PREF_KEYS = {key.name: key for key in (SOUND, MOTION, THEME, ROTATION)}


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
    for extra in ("x=1", "prefs\\colour=blue", "[extra]\nfoo=bar", "save\\extra=1"):
        yield "extra key", ("\n".join(lines) + "\n" + extra).encode(), set(lines)
    for group in ("meta", "save"):
        section, changed = "", []
        for line in lines:
            section = line if line.startswith("[") else section
            future = section == f"[{group}]" and line.startswith("schema=")
            changed.append("schema=7" if future else line)
        if changed == lines:
            continue  # no such group (this version's files have no [save])
        yield f"future {group} schema", "\n".join(changed).encode(), set(changed) & set(lines)
    for _ in range(400):
        # Several line edits at once.
        picked = list(lines)
        for _ in range(rng.randrange(1, 4)):
            j = rng.randrange(len(picked))
            if "=" in picked[j]:
                key = picked[j].split("=", 1)[0]
                picked[j] = f"{key}={rng.choice([*values, str(rng.randrange(-9, 10**6))])}"
        yield "line edits", "\n".join(picked).encode(), None


def read_back(folder: Path, data: bytes, history: bytes):  # type: ignore[no-untyped-def]
    """A session started over ``data`` as its settings file, with the
    history beside it intact."""
    bad = folder / "settings.ini"
    bad.write_bytes(data)
    history_path(bad).write_bytes(history)
    return bad, *session_at(bad)


@pytest.mark.slow
def test_a_thousand_bad_settings_files_never_crash_and_never_lose_data(tmp_path, qtbot):
    """Files as an earlier version left them, the game in progress in them
    (this version's keep none): whatever is wrong, the statistics and the
    preferences on intact lines are kept, the file is copied aside whole,
    and the game comes back exactly or not at all."""
    files = valid_file(tmp_path)
    rng = random.Random(8)
    tried = backed_up = prefs_checked = restored = silent_again = 0
    kinds: dict[str, int] = {}
    for n, (name, data, intact) in enumerate(mutations(files.legacy_settings, rng)):
        folder = tmp_path / f"m{n}"
        folder.mkdir()
        # No exception escapes.
        bad, model, session = read_back(folder, data, files.legacy_history)
        tried += 1
        kinds[name] = kinds.get(name, 0) + 1
        assert not model.game.board.has_full_line()
        # The statistics are in the history: no byte of this file touches them.
        for mode, figures in files.stats.items():
            assert vars(session.stats(mode)) == figures, (name, mode)
        # Nothing is ever deleted: the file as it was is copied aside, whole,
        # before anything is written over it (or the game carried out of it).
        backups = [b.read_bytes() for b in session.settings.backups]
        if session.settings.problems:
            assert backups == [data], name
            backed_up += 1
        else:
            assert backups in ([], [data]), name
        # A game comes back exactly as saved, or not at all: never another one.
        if model.score:
            assert game_position(model.game) == files.position, name
            restored += 1
        # A preference whose line is intact keeps its value.
        if intact is not None:
            for key, value in files.prefs.items():
                line = f"{key.split('/')[1]}={str(value).lower()}"
                if line in intact and "[prefs]" in intact:
                    assert session.prefs.get(PREF_KEYS[key]) == value, (name, key)
                    prefs_checked += 1
        if name in ("wrong value", "future meta schema", "future save schema"):
            assert session.settings.problems, (name, data)
        if n % 10 == 0:
            # Told once: the file was mended, the next start says nothing.
            session.history.close()
            _model, again = session_at(bad)
            assert not again.settings.problems, (name, again.settings.problems)
            silent_again += 1
        session.history.close()
    print(
        f"{tried} mutated files, {backed_up} backed up, {restored} games restored whole, "
        f"{prefs_checked} preferences checked, {silent_again} restarted silently: {kinds}"
    )
    assert tried >= 1000 and backed_up > 300 and prefs_checked > 300 and restored > 100


def test_damage_to_the_settings_file_never_touches_the_game_in_progress(tmp_path, qtbot):
    """This version keeps the game in progress in the history: a hundred
    damaged settings files later, it comes back exactly every time."""
    files = valid_file(tmp_path)
    rng = random.Random(9)
    every = list(mutations(files.settings, rng))
    for n, (name, data, _intact) in enumerate(rng.sample(every, 100)):
        folder = tmp_path / f"m{n}"
        folder.mkdir()
        _bad, model, session = read_back(folder, data, files.history)
        assert game_position(model.game) == files.position, name
        session.history.close()


def test_a_cut_tray_line_is_not_a_game_with_a_piece_missing(tmp_path, qtbot):
    """An earlier version's file cut just after a comma of ``tray=`` once
    lost a piece silently: the checksum sets the game aside instead."""
    files = valid_file(tmp_path)
    text = files.legacy_settings.decode()
    cut = text.index(",", text.index("tray=")) + 1
    _bad, model, session = read_back(tmp_path, text[:cut].encode(), files.legacy_history)
    assert model.score == 0
    # Where Qt writes the tray last (Unix) the checksum notices; where the
    # board comes after it (Windows), the board is missing.
    assert any("checksum" in p or "missing" in p for p in session.settings.problems)
    assert session.settings.backups[0].read_bytes() == text[:cut].encode()


def test_an_unbalanced_quote_loses_nothing_after_it(tmp_path, qtbot):
    """One unbalanced quote makes QSettings swallow the rest of the file: every
    preference on a later line is still read, and written back mended."""
    files = valid_file(tmp_path)
    text = files.settings.decode()
    # A quote opened in the [game] group, before every preference.
    broken = text.replace("[game]\nmode=", '[game]\nmode="', 1)
    assert broken != text
    bad, _model, session = read_back(tmp_path, broken.encode(), files.history)
    assert session.settings.backups and session.settings.backups[0].read_text() == broken
    for key, value in files.prefs.items():
        assert session.prefs.get(PREF_KEYS[key]) == value, key
    session.history.close()
    _model, again = session_at(bad)
    assert not again.settings.problems
    for key, value in files.prefs.items():
        assert again.prefs.get(PREF_KEYS[key]) == value, key


def test_an_unbalanced_quote_above_the_saved_game_keeps_the_game(tmp_path, qtbot):
    """In an earlier version's file, ``note="x`` under [game] made QSettings
    drop every later line, the saved game included, while the notice said all that could be read was
    kept: the saved game is read from its own lines and comes back whole.
    (The quote goes under the file's first group: Qt on Windows writes the
    groups in another order, [meta] and [save] before [game].)"""
    files = valid_file(tmp_path)
    text = files.legacy_settings.decode()
    first_group = text[: text.index("\n") + 1]
    broken = text.replace(first_group, first_group + 'note="x\n', 1)
    assert broken != text and broken.index('note="x') < broken.index("[save]")
    bad, model, session = read_back(tmp_path, broken.encode(), files.legacy_history)
    assert game_position(model.game) == files.position
    assert model.game.moves is not None and len(model.game.moves) == 4
    assert session.settings.backups[0].read_bytes() == broken.encode()
    # Carried into the history, the file mended: the next start restores it
    # again, silently.
    session.history.close()
    again_model, again = session_at(bad)
    assert not again.settings.problems
    assert game_position(again_model.game) == files.position


def test_a_bad_preference_is_told_once_then_mended(tmp_path, qtbot):
    files = valid_file(tmp_path)
    broken = files.settings.replace(b"sound=false", b"sound=maybe")
    assert broken != files.settings
    bad, _model, session = read_back(tmp_path, broken, files.history)
    assert session.settings.problems == ["prefs/sound: 'maybe' is not true or false"]
    assert len(session.settings.backups) == 1
    session.history.close()
    _model, again = session_at(bad)
    assert not again.settings.problems and not again.settings.backups
    assert again.prefs.sound is True  # its default, now written


def test_a_future_version_file_is_kept_aside(tmp_path, qtbot):
    files = valid_file(tmp_path)
    future = files.settings.replace(
        f"[meta]\nschema={SCHEMA}".encode(), f"[meta]\nschema={SCHEMA + 1}".encode()
    )
    assert future != files.settings
    _bad, _model, session = read_back(tmp_path, future, files.history)
    assert any("newer version" in p for p in session.settings.problems)
    assert session.settings.backups[0].read_bytes() == future
    assert vars(session.stats("classic")) == files.stats["classic"]


def test_an_unwritable_location_plays_on_and_says_so_once(tmp_path, qtbot):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the settings folder should be")
    model, session = make_session(blocker / "settings.ini")
    said = told(session)
    session.restore()
    assert sorted(said) == [
        f"Your game history cannot be saved ({blocker} is a file, not a folder). The games you "
        "play now count until you quit.",
        f"Your progress cannot be saved ({blocker} is a file, not a folder). You can keep playing.",
    ]
    finish(model, random.Random(2))  # a whole game: counted, in memory
    model.new_game(CLASSIC)
    assert len(said) == 2
    assert session.stats("classic").games == 1


def test_a_read_only_folder_plays_on_and_says_so_once(tmp_path, qtbot):
    with read_only_folder(tmp_path) as folder:
        model, session = make_session(folder / "s.ini")
        said = told(session)
        session.restore()
        assert sorted(said) == [
            f"Your game history cannot be saved ({folder} cannot be written to). "
            "The games you play now count until you quit.",
            f"Your progress cannot be saved ({folder} cannot be written to). You can keep playing.",
        ]
        model.place(*model.game.legal_moves()[0])
        assert model.score > 0 and len(said) == 2
        assert not (folder / "s.ini").exists()


def test_a_folder_where_the_file_should_be_is_never_said_to_be_set_aside(tmp_path, qtbot):
    path = tmp_path / "settings.ini"
    path.mkdir()
    model, session = make_session(path)
    said = told(session)
    session.restore()
    assert session.settings.backups == []
    assert all("set aside in" not in text for text in said), said
    assert any("cannot be read" in p for p in session.settings.problems)
    # Nothing was even tried (a folder is no file to copy): no reason but that.
    assert session.settings.backup_error is None
    assert said == [
        f"Some saved data in {path} could not be read, and the file could not be copied "
        "aside (unreadable). It is left as it was: nothing will be saved to it, but you "
        "can keep playing."
    ]
    model.place(*model.game.legal_moves()[0])  # the game goes on
    assert path.is_dir()
