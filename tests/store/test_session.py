"""Saves and statistics: restored exactly, counted once, never lost."""

from __future__ import annotations

import errno
import json
import random
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from blockpuzzle.engine import ARCADE, CLASSIC, Game, InvalidSave
from blockpuzzle.engine import save as saves
from blockpuzzle.store.history import history_path
from blockpuzzle.store.legacy import checksum, game_from_settings
from blockpuzzle.store.settings import LEGACY_SAVE

from ..helpers import (
    KILLED,
    ROOT,
    Children,
    driver,
    finish,
    game_position,
    legacy_ini,
    legacy_save,
    make_session,
    on_disk,
    read_only_folder,
    session_at,
    told,
    valid_file,
)


def fresh(position: dict) -> bool:
    return position["score"] == "0" and position["deals"] == "1" and "1" not in position["board"]


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["classic", "arcade"])
def test_a_game_restores_exactly_in_a_new_process(tmp_path, mode):
    path = tmp_path / "settings.ini"
    played = driver(path, "play", "4", *(["arcade"] if mode == "arcade" else []))
    assert played.returncode == 0, played.stderr
    restored = driver(path, "print")
    assert restored.returncode == 0, restored.stderr
    before, after = json.loads(played.stdout), json.loads(restored.stdout)
    assert after == before
    assert after["mode"] == mode
    assert after["tray"].count(",") == 2 and "" in after["tray"].split(",")  # empty slots kept
    assert after["board"] != "/".join(["........"] * 8)


def test_restore_gives_board_colours_tray_score_and_an_empty_history(tmp_path, qtbot):
    path = tmp_path / "s.ini"
    model, session = session_at(path)
    model.new_game(ARCADE, seed=6)
    rng = random.Random(6)
    for _ in range(5):
        model.place(*rng.choice(model.game.legal_moves()))
    square = ("dot", "square2", "square3")
    while not any(p and p.id not in square for p in model.game.tray):
        model.place(*rng.choice(model.game.legal_moves()))
    turnable = next(i for i, p in enumerate(model.game.tray) if p and p.id not in square)
    model.rotate(turnable)  # a turned piece is saved turned
    model.game.play_time = 61.5
    session.save()
    model2, _ = session_at(path)
    assert model2.game.state == model.game.state
    assert model2.game.board.to_text() == model.game.board.to_text()
    assert len(set(model2.game.board.to_text()) - {".", "\n"}) > 1  # several colours
    assert model2.game.play_time == 61.5
    assert not model2.game.can_undo


def saved(path: Path) -> dict[str, str]:
    kept = on_disk(path)
    assert kept is not None, "no game in progress on disk"
    return kept.position


def test_every_move_undo_and_turn_is_on_disk_at_once(tmp_path, qtbot):
    """Kills an undo that is not saved and a turn that is not saved: nothing
    here calls save(); the session must write after each by itself."""
    path = tmp_path / "s.ini"
    model, _session = session_at(path)
    model.new_game(ARCADE, seed=6)
    rng = random.Random(6)
    for _ in range(3):
        model.place(*rng.choice(model.game.legal_moves()))
        assert saved(path) == game_position(model.game)
    model.undo()
    assert saved(path) == game_position(model.game)
    turnable = next(
        i for i, p in enumerate(model.game.tray) if p and p.id not in ("dot", "square2", "square3")
    )
    before = saved(path)["tray"]
    model.rotate(turnable)
    assert saved(path) == game_position(model.game)
    assert saved(path)["tray"] != before


@pytest.mark.slow
def test_kill_9_at_random_moments_never_loses_a_completed_placement(tmp_path, children):
    path = tmp_path / "crash.ini"
    rng = random.Random(2026)
    allowed: list[dict | str] | None = None
    kills = 0
    placements = 0
    # At least 50 kills and 100 placements finished between them, however
    # fast this machine plays (a slow one needs more cycles, never fewer).
    cycle = -1
    while kills < 50 or placements <= 100:
        cycle += 1
        assert cycle < 400, (kills, placements)
        proc = children(
            [sys.executable, "-m", "tests.session_driver", str(path), "autoplay", str(cycle)],
            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
        )  # fmt: skip
        assert proc.stdout is not None
        first = proc.stdout.readline()
        assert first.startswith("restored "), (cycle, first)
        restored = json.loads(first.removeprefix("restored "))
        if allowed is not None:
            ok = any((a == "over" and fresh(restored)) or a == restored for a in allowed)
            assert ok, (cycle, restored, allowed)
        time.sleep(rng.uniform(0.02, 0.3))
        proc.kill()  # kill -9; on Windows TerminateProcess
        # The rest from the same buffered reader as the first line: lines it
        # had read ahead are not lost (communicate() reads the raw pipe).
        out = proc.stdout.read()
        proc.wait(timeout=30)
        kills += 1
        last_state: dict | str = restored
        intent: dict | str | None = None
        for line in out.splitlines():
            kind, _, payload = line.partition(" ")
            if not line.endswith(("}", "over")):
                break  # cut by the kill mid-line
            value = payload if payload == "over" else json.loads(payload)
            if kind == "intent":
                intent = value
            elif kind == "state":
                last_state, intent = value, None
                placements += 1
        allowed = [last_state] + ([intent] if intent is not None else [])
    print(f"{kills} kills, {placements} placements completed between them")
    assert kills >= 50 and placements > 100


def damage_the_game_in_progress(path: Path, sql: str, *args: object) -> None:
    db = sqlite3.connect(history_path(path))
    with db:
        db.execute(sql, args)
    db.close()


@pytest.mark.parametrize(
    "damage",
    [
        # Each what another program (or a bad disk) could leave in its row.
        ('UPDATE playing SET game = replace(game, \'"tray":[\', \'"tray":["square3",\')',),
        ("UPDATE playing SET game = substr(game, 1, length(game) / 2)",),
        ("UPDATE playing SET game = ?", "[" * 100_000),
        ("UPDATE playing SET game = ?", b"\xff\xfe"),
        ("UPDATE playing SET game = 42, started = 7, hints = 'many'",),
        ("UPDATE playing SET game = '{}'",),
        ("UPDATE playing SET game = ?", "x" * (1 << 23)),
    ],
    ids=["impossible-tray", "cut", "brackets", "bytes", "numbers", "empty", "huge"],
)
def test_a_damaged_game_in_progress_is_told_once_a_new_game_begun_and_stats_kept(
    tmp_path, qtbot, damage
):
    files = valid_file(tmp_path)
    path = tmp_path / "broken.ini"
    path.write_bytes(files.settings)
    history_path(path).write_bytes(files.history)
    damage_the_game_in_progress(path, *damage)
    model, session = make_session(path)
    said = told(session)
    session.restore()
    assert said == [
        "The game you were playing could not be read, so a new game has begun. "
        "Your statistics are kept."
    ]
    assert model.score == 0 and model.game.board.filled == 0  # a fresh game …
    assert vars(session.stats("classic")) == files.stats["classic"]  # … and the statistics kept
    assert vars(session.stats("arcade")) == files.stats["arcade"]
    # The fresh game is the one on disk now, so it is told once only.
    assert saved(path) == game_position(model.game)
    session.history.close()
    _model, again = make_session(path)
    said = told(again)
    again.restore()
    assert said == []


def test_hints_and_start_of_a_damaged_row_fall_back_alone(tmp_path, qtbot):
    """A row whose game is sound but whose start or hints count is not keeps
    its game: the start becomes unknown (the game is dated when resumed),
    the hints none."""
    files = valid_file(tmp_path)
    path = tmp_path / "s.ini"
    path.write_bytes(files.settings)
    history_path(path).write_bytes(files.history)
    damage_the_game_in_progress(path, "UPDATE playing SET started = 'yesterday', hints = -5")
    model, session = make_session(path)
    said = told(session)
    session.restore()
    assert said == [] and game_position(model.game) == files.position
    assert model.hints == 0
    kept = on_disk(path)
    assert kept is not None and kept.hints == 0 and kept.started != "yesterday"
    session.history.close()


def test_a_file_that_cannot_be_copied_aside_is_left_as_it_was(tmp_path, qtbot, monkeypatch):
    """Where no backup can be made (a full disk, say), the damaged file is
    not written over, no partial copy is left, and the notice says so —
    never "set aside"."""
    files = valid_file(tmp_path)
    broken = files.settings.replace(b"sound=false", b"sound=maybe")
    path = tmp_path / "full.ini"
    path.write_bytes(broken)

    def disk_full(source, target, **_kw):  # type: ignore[no-untyped-def]
        Path(target).write_bytes(b"")  # it began, then the disk was full
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("blockpuzzle.store.settings.shutil.copy2", disk_full)
    model, session = make_session(path)
    said = told(session)
    session.restore()
    model.place(*model.game.legal_moves()[0])
    assert path.read_bytes() == broken
    assert sorted(p.name for p in tmp_path.glob("full.*.ini")) == []
    assert said == [
        f"Some saved data in {session.settings.path} could not be read, and the file could "
        "not be copied aside (No space left on device). It is left as it was: nothing will "
        "be saved to it, but you can keep playing."
    ]  # once, though the placement's save failed too; never "set aside"


def test_the_end_of_a_game_is_on_disk_at_once(tmp_path, qtbot):
    """The last placement ends the game: at once the history holds it, and
    no longer as a game to resume (a crash right after the end leaves
    nothing that looks like a game in progress)."""
    path = tmp_path / "s.ini"
    model, _session = session_at(path)
    model.new_game(ARCADE, seed=8)
    finish(model, random.Random(8))
    assert model.game.over
    assert on_disk(path) is None
    db = sqlite3.connect(f"file:{history_path(path)}?mode=ro", uri=True)
    assert db.execute("SELECT mode, seed, score FROM games").fetchall() == [
        ("arcade", 8, model.score)
    ]
    db.close()


def test_a_game_counts_when_it_ends_or_is_abandoned_after_a_placement(tmp_path, qtbot):
    model, session = session_at(tmp_path / "s.ini")
    rng = random.Random(3)
    model.new_game(CLASSIC, seed=103)  # nothing placed: not counted
    assert session.stats("classic").games == 0
    model.place(*rng.choice(model.game.legal_moves()))
    score, lines = model.score, model.game.lines
    model.new_game(CLASSIC, seed=104)  # abandoned after a placement: counted
    assert vars(session.stats("classic")) | {"seconds": 0} == {
        "games": 1, "best": score, "lines": lines, "score": score, "seconds": 0,
    }  # fmt: skip
    finish(model, rng)
    assert session.stats("classic").games == 2
    model.new_game(ARCADE, seed=105)  # the ended game is not counted twice
    assert session.stats("classic").games == 2
    assert session.stats("arcade").games == 0


def test_best_score_is_per_mode_and_live(tmp_path, qtbot):
    model, _session = session_at(tmp_path / "s.ini")
    rng = random.Random(11)
    finish(model, rng)
    best = model.score
    model.new_game(CLASSIC, seed=106)
    assert model.best == best
    model.new_game(ARCADE, seed=107)
    assert model.best == 0
    with qtbot.waitSignal(model.bestChanged):
        model.place(*rng.choice(model.game.legal_moves()))
    assert model.best == model.score


@pytest.fixture
def clock(monkeypatch):
    """The session's monotonic clock, moved by hand: ``clock[0] += s``."""
    now = [1000.0]
    monkeypatch.setattr("blockpuzzle.store.session.time.monotonic", lambda: now[0])
    return now


def test_play_time_runs_only_while_active_and_in_progress(tmp_path, qtbot, clock):
    model, session = session_at(tmp_path / "s.ini")
    session.set_active(True)
    clock[0] += 30
    session.set_active(False)  # inactive or minimised
    clock[0] += 500
    session.set_active(True)
    clock[0] += 10
    session.save()
    assert model.game.play_time == pytest.approx(40)
    finish(model, random.Random(1))
    assert session.stats("classic").seconds == pytest.approx(40)
    clock[0] += 100  # the game is over: nothing runs
    session.save()
    assert session.stats("classic").seconds == pytest.approx(40)


def test_a_game_abandoned_keeps_its_time_up_to_the_moment_it_is_left(tmp_path, qtbot, clock):
    model, session = session_at(tmp_path / "s.ini")
    session.set_active(True)
    clock[0] += 5
    model.place(*model.game.legal_moves()[0])  # saved: 5 s so far
    clock[0] += 25  # thinking, then New Game
    model.new_game(CLASSIC, seed=108)
    assert session.stats("classic").games == 1
    assert session.stats("classic").seconds == pytest.approx(30)
    assert model.game.play_time == 0  # the new game starts its own clock


def test_an_earlier_versions_save_keys_load_and_refuse_any_change(tmp_path):
    game = Game(ARCADE, 5)
    game.place(0, *next(iter(game.legal_moves()))[1:])
    values = legacy_save(game, "2026-11-30T08:00:00+00:00")
    assert set(values) == set(LEGACY_SAVE)
    restored, started = game_from_settings(values)
    assert restored.state == game.state and started == "2026-11-30T08:00:00+00:00"
    for key in values:
        if key == "checksum":
            continue
        changed = dict(values, **{key: values[key] + "0"})
        with pytest.raises(InvalidSave):
            game_from_settings(changed)
    with pytest.raises(InvalidSave, match="no checksum"):
        game_from_settings({k: v for k, v in values.items() if k != "checksum"})


def test_a_save_from_the_first_version_still_restores(tmp_path, qtbot):
    """Format 1 had no moves, no start time and no checksum."""
    game = Game(CLASSIC, 2**50)  # seeds were 63 bits then: no game number
    game.place(*game.legal_moves()[0])
    data = saves.dump(game)
    values = {
        "schema": "1", "mode": "classic", "seed": str(game.seed), "deals": "1",
        "board": "/".join(data["board"]), "tray": ",".join(data["tray"]),
        "score": str(game.score), "lines": "0", "play_time": "12.5", "rotation": "0",
    }  # fmt: skip
    restored, started = game_from_settings(values)
    assert restored.state == game.state and restored.moves is None and started == ""
    # A start time added to it by hand and read back as a list (it had a
    # comma) is no start time at all.
    assert game_from_settings(dict(values, started=["2026", "11"]))[1] == ""


# A save as the last version to keep it in the settings file wrote it (an
# Arcade game: a turned piece placed, another turned in the tray), kept byte
# for byte: a player's saved game must load in this version, checksum and all.
SAVED = {
    "schema": "2", "mode": "arcade", "seed": "5", "deals": "1",
    "board": "4444..../66....../.6....../.6....../......../......../......../........",
    "tray": ",,j270", "score": "8", "lines": "0", "play_time": "12.25", "rotation": "1",
    "moves": "ABIE", "started": "2026-11-30T08:00:00+00:00", "checksum": "84b2e501d2ce7652",
}  # fmt: skip


def test_a_save_an_earlier_version_wrote_loads_whole():
    game = Game(ARCADE, 5)
    game.rotate(0)
    game.place(0, 0, 0)
    game.place(1, 1, 0)
    game.rotate(2)
    game.play_time = 12.25
    assert legacy_save(game, SAVED["started"]) == SAVED  # the layout the tests write
    restored, started = game_from_settings(SAVED)
    assert restored.state == game.state and restored.moves == game.moves
    assert restored.play_time == 12.25 and started == SAVED["started"]


@pytest.mark.parametrize("key", sorted(set(SAVED) - {"checksum"}))
def test_a_changed_save_is_refused_by_its_checksum(key):
    changed = dict(SAVED, **{key: SAVED[key] + "0"})
    with pytest.raises(InvalidSave, match=r"^the saved game does not match its checksum$"):
        game_from_settings(changed)
    no_sum = {k: v for k, v in SAVED.items() if k != "checksum"}
    with pytest.raises(InvalidSave, match=r"^the saved game has no checksum$"):
        game_from_settings(no_sum)


def test_a_save_relabelled_as_the_first_format_is_still_held_to_its_checksum():
    """Format 1 had no checksum; a save that has one is checked, whatever
    its schema says (an edit cannot switch the check off)."""
    with pytest.raises(InvalidSave, match=r"^the saved game does not match its checksum$"):
        game_from_settings(dict(SAVED, schema="1"))


def test_a_save_relabelled_as_the_first_format_with_its_checksum_redone_keeps_its_moves():
    """An edit to ``schema=1`` with the checksum recomputed once loaded as a
    format-1 save and dropped the moves (no undo, no review): the moves are
    played and kept whatever the schema says."""
    values = dict(SAVED, schema="1")
    values["checksum"] = checksum(values)
    restored, _started = game_from_settings(values)
    game = Game(ARCADE, 5)
    game.rotate(0)
    game.place(0, 0, 0)
    game.place(1, 1, 0)
    assert restored.moves == game.moves and len(restored.moves) == 2
    # And moves that do not lead to the saved position still refuse it.
    wrong = dict(values, moves="ABIF")
    wrong["checksum"] = checksum(wrong)
    with pytest.raises(InvalidSave, match="moves"):
        game_from_settings(wrong)


def test_a_board_that_is_not_text_is_refused_by_name():
    """QSettings reads a value with commas as a list: a hand-edited board."""
    with pytest.raises(InvalidSave, match=r"^board is not text$"):
        game_from_settings(dict(SAVED, board=["4444....", "........"]))


@pytest.mark.parametrize("key", ["board", "tray"])
def test_a_saved_game_without_its_board_or_tray_says_which_is_missing(key):
    """A file cut before the board (Qt on Windows writes it after the
    tray) once said "board is not text"."""
    without = {k: v for k, v in SAVED.items() if k != key}
    with pytest.raises(InvalidSave, match=rf"^{key} is missing$"):
        game_from_settings(without)


def test_an_earlier_versions_game_in_progress_is_resumed_once_and_its_file_kept_aside(
    tmp_path, qtbot
):
    """An earlier version kept the game in progress in the settings file:
    the first start of this one resumes it exactly (hints and start time
    too), keeps the file as it was beside it, and tells nothing; the file
    then holds no game, and the next start resumes the game from the
    history."""
    game = Game(ARCADE, 2**39 + 12345)
    rng = random.Random(4)
    for _ in range(6):
        game.place(*rng.choice(game.legal_moves()))
    game.play_time = 95.5
    began = "2026-11-30T08:00:00+00:00"
    path = tmp_path / "s.ini"
    text = legacy_ini(legacy_save(game, began), hints=3, mode="arcade")
    path.write_text(text)
    model, session = make_session(path)
    said = told(session)
    session.restore()
    assert said == []
    assert game_position(model.game) == game_position(game)
    assert model.game.moves == game.moves and model.game.play_time == 95.5
    assert model.hints == 3
    (copy,) = tmp_path.glob("s.*.saved-game.ini")
    assert copy.read_text() == text
    assert "[save]" not in path.read_text() and "hints" not in path.read_text()
    kept = on_disk(path)
    assert kept is not None and (kept.started, kept.hints) == (began, 3)
    session.history.close()
    again, restarted = make_session(path)
    said = told(restarted)
    restarted.restore()
    assert said == [] and again.game.moves == game.moves and again.hints == 3
    assert list(tmp_path.glob("s.*.saved-game.ini")) == [copy]
    finish(again, random.Random(5))
    assert restarted.history.games()[-1].started == began
    restarted.history.close()


def test_an_earlier_versions_game_the_history_already_counted_is_not_resumed(tmp_path, qtbot):
    """An earlier version stopped after its history had the ended game and
    before its settings file heard of it: this version's first start begins
    a new game rather than resume one already counted, and counts it once."""
    path = tmp_path / "s.ini"
    model, session = session_at(path)
    model.new_game(CLASSIC, seed=42)
    model.place(*model.game.legal_moves()[0])
    began = on_disk(path).started  # type: ignore[union-attr]
    values = legacy_save(model.game, began)
    session._count(model.game, "over")  # the history has it ...
    session.history.close()
    path.write_text(legacy_ini(values))  # ... and the old file still holds the save
    again, restarted = make_session(path)
    said = told(restarted)
    restarted.restore()
    assert said == []
    assert again.game.moves == [] and again.score == 0 and again.game.board.filled == 0
    assert restarted.stats("classic").games == 1  # and it is not counted twice
    assert "[save]" not in path.read_text()
    restarted.history.close()


def test_an_earlier_versions_damaged_save_is_set_aside_and_told_once(tmp_path, qtbot):
    game = Game(CLASSIC, 77)
    game.place(*game.legal_moves()[0])
    values = dict(legacy_save(game, ""), tray="square3,square3,square3")
    path = tmp_path / "s.ini"
    text = legacy_ini(values)
    path.write_text(text)
    model, session = make_session(path)
    said = told(session)
    session.restore()
    backups = session.settings.backups
    assert len(backups) == 1 and backups[0].read_text() == text
    assert said == [
        f"Some saved data could not be read and was set aside in {backups[0]}. "
        "Everything that could be read was kept."
    ]
    assert model.score == 0 and "[save]" not in path.read_text()
    session.history.close()


def test_an_earlier_versions_save_stays_in_its_file_while_the_history_cannot_hold_it(
    tmp_path, qtbot
):
    """Where the history cannot be written (a folder in its place), the old
    save is resumed from the settings file, and left there for next time."""
    game = Game(CLASSIC, 78)
    game.place(*game.legal_moves()[0])
    path = tmp_path / "s.ini"
    path.write_text(legacy_ini(legacy_save(game, "")))
    history_path(path).mkdir()
    model, session = make_session(path)
    session.restore()
    assert game_position(model.game) == game_position(game)
    assert "[save]" in path.read_text()
    assert list(tmp_path.glob("s.*.saved-game.ini")) == []
    session.history.close()


def test_a_game_left_after_a_single_point_is_counted(tmp_path, qtbot):
    """Every placement scores, the smallest one point (a dot): a game left
    then is a game played."""
    model, session = session_at(tmp_path / "s.ini")
    model.new_game(CLASSIC, seed=6)  # its first tray holds a dot
    slot = [p.id if p else None for p in model.game.tray].index("dot")
    model.place(slot, 0, 0)
    assert model.score == 1
    model.new_game(CLASSIC, seed=7)
    assert session.stats("classic").games == 1 and session.stats("classic").best == 1


def test_the_best_scores_come_back_at_the_next_start(tmp_path, qtbot):
    path = tmp_path / "s.ini"
    model, session = session_at(path)
    model.new_game(CLASSIC, seed=8)
    finish(model, random.Random(1))
    classic = model.score
    model.new_game(ARCADE, seed=9)
    finish(model, random.Random(2))
    arcade = model.score
    session.history.close()
    again, _session = make_session(path)  # the header shows them before any game
    assert (again.kept_best("classic"), again.kept_best("arcade")) == (classic, arcade)


def test_reset_statistics_shows_no_best_any_more(tmp_path, qtbot):
    model, session = session_at(tmp_path / "s.ini")
    model.new_game(CLASSIC, seed=8)
    finish(model, random.Random(1))
    model.new_game(CLASSIC, seed=10)
    session.reset_stats()
    assert (model.kept_best("classic"), model.kept_best("arcade"), model.best) == (0, 0, 0)


def test_a_game_keeps_its_play_time_to_the_millisecond(tmp_path, qtbot, clock):
    model, session = session_at(tmp_path / "s.ini")
    session.set_active(True)
    clock[0] += 61.2345
    finish(model, random.Random(1))
    seconds = session.history.games()[-1].seconds
    assert seconds == pytest.approx(61.2345, abs=0.001) and seconds != 61


def test_a_resumed_game_keeps_the_time_it_began(tmp_path, qtbot):
    """The history dates a game from its start, also when it was finished
    after a restart."""
    path = tmp_path / "s.ini"
    model, session = session_at(path)
    model.new_game(CLASSIC, seed=12)
    model.place(*model.game.legal_moves()[0])
    kept = on_disk(path)
    assert kept is not None and kept.started
    began = kept.started
    session.history.close()
    again, restarted = session_at(path)
    finish(again, random.Random(3))
    assert restarted.history.games()[-1].started == began


def test_an_empty_value_missing_from_the_file_still_matches_the_checksum():
    """The checksum reads a missing value as empty: a save whose empty value
    was lost (a hand edit, a tool that drops empty keys) still loads."""
    game = Game(CLASSIC, 5)
    values = legacy_save(game, "")
    assert values["started"] == "" and values["moves"] == ""
    restored, started = game_from_settings({k: v for k, v in values.items() if k != "started"})
    assert restored.state == game.state and started == ""


def writes(monkeypatch) -> list[Path]:  # type: ignore[no-untyped-def]
    """The settings files written from now on, one entry per write."""
    from blockpuzzle.store import settings as module

    written: list[Path] = []
    sync = module.QSettings.sync

    def counted(qs):  # type: ignore[no-untyped-def]
        before = Path(qs.fileName()).stat().st_ino if Path(qs.fileName()).exists() else None
        sync(qs)
        after = Path(qs.fileName()).stat().st_ino if Path(qs.fileName()).exists() else None
        if after != before:  # written atomically: a new file renamed over the old
            written.append(Path(qs.fileName()))

    monkeypatch.setattr(module.QSettings, "sync", counted)
    return written


def test_a_start_writes_the_settings_file_only_when_something_changed(tmp_path, qtbot, monkeypatch):
    """A first start writes the settings file once; a move never does (the
    game in progress is the history's), nor a start with nothing new to
    keep (each write is a temporary file, a flush to the disk and a rename,
    before the window shows); a new game of another mode does."""
    path = tmp_path / "s.ini"
    written = writes(monkeypatch)
    model, session = session_at(path)
    assert written == [path]
    model.place(*model.game.legal_moves()[0])
    assert written == [path]
    session.history.close()
    before = path.read_bytes()
    written.clear()
    again, resumed = session_at(path)
    assert again.game.state == model.game.state
    again.place(*again.game.legal_moves()[0])
    assert written == [] and path.read_bytes() == before
    again.new_game(ARCADE, seed=3)
    assert written == [path]
    resumed.history.close()


def test_a_saved_game_in_a_folder_made_read_only_is_resumed_and_told_once(tmp_path, qtbot):
    """The history says so at once (it cannot even open for writing) and
    the game in progress is still resumed from it; nothing of the settings
    file is written at start, so its first write is where it shows."""

    def a_game_in(folder: Path) -> None:
        model, session = session_at(folder / "s.ini")
        model.place(*model.game.legal_moves()[0])
        session.history.close()

    with read_only_folder(tmp_path, fill=a_game_in) as folder:
        model, session = make_session(folder / "s.ini")
        said = told(session)
        session.restore()
        assert model.score > 0
        assert said == [
            f"Your game history cannot be saved ({folder} cannot be written to). "
            "The games you play now count until you quit."
        ]
        model.new_game(ARCADE, seed=1)  # a change for the settings file: told too
        assert said[1:] == [
            f"Your progress cannot be saved ({folder} cannot be written to). You can keep playing."
        ]
        session.history.close()


def test_a_child_left_running_by_a_test_is_ended():
    """What the ``children`` fixture does when a test fails with a child
    still running (a killed cycle of the test above once left an autoplay
    process running for ever)."""
    kept = Children()
    proc = kept.start(
        [sys.executable, "-c", "import sys, time; print('up', flush=True); time.sleep(300)"],
        stdout=subprocess.PIPE, text=True,
    )  # fmt: skip
    assert proc.stdout is not None and proc.stdout.readline() == "up\n"
    kept.end_all()
    assert proc.returncode == KILLED
