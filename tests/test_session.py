"""Saves and statistics: restored exactly, counted once, never lost."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from blockpuzzle.engine import ARCADE, CLASSIC, Game
from blockpuzzle.gamemodel import GameModel
from blockpuzzle.mainwindow import MainWindow
from blockpuzzle.session import Session, game_from_settings, game_to_settings
from blockpuzzle.settings import SAVE_KEYS, STATS, Settings

from .engine.helpers import turn_that_helps

ROOT = Path(__file__).resolve().parents[1]


def driver(path: Path, *args: str, **kw) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tests.session_driver", str(path), *args],
        cwd=ROOT, capture_output=True, text=True, timeout=60, **kw,
    )  # fmt: skip


def session_at(path: Path, qtbot) -> tuple[GameModel, Session]:
    model = GameModel()
    session = Session(model, Settings(path))
    session.restore()
    return model, session


def finish(model: GameModel, rng: random.Random) -> None:
    """Random moves to the end of the game, turning pieces where that helps."""
    while not model.game.over:
        moves = model.game.legal_moves()
        if moves:
            model.place(*rng.choice(moves))
        else:
            model.rotate(turn_that_helps(model.game))


# -- round trips through a new process ------------------------------------------


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
    model, session = session_at(path, qtbot)
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
    model2, _ = session_at(path, qtbot)
    assert model2.game.state == model.game.state
    assert model2.game.board.to_text() == model.game.board.to_text()
    assert len(set(model2.game.board.to_text()) - {".", "\n"}) > 1  # several colours
    assert model2.game.play_time == 61.5
    assert not model2.game.can_undo


# -- crash safety ---------------------------------------------------------------------


def fresh(position: dict) -> bool:
    return position["score"] == "0" and position["deals"] == "1" and "1" not in position["board"]


def test_kill_9_at_random_moments_never_loses_a_completed_placement(tmp_path):
    path = tmp_path / "crash.ini"
    rng = random.Random(2026)
    allowed: list[dict | str] | None = None
    kills = 0
    placements = 0
    for cycle in range(50):
        proc = subprocess.Popen(
            [sys.executable, "-m", "tests.session_driver", str(path), "autoplay", str(cycle)],
            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )  # fmt: skip
        assert proc.stdout is not None
        first = proc.stdout.readline()
        assert first.startswith("restored "), proc.stderr.read() if proc.stderr else ""
        restored = json.loads(first.removeprefix("restored "))
        if allowed is not None:
            ok = any((a == "over" and fresh(restored)) or a == restored for a in allowed)
            assert ok, (cycle, restored, allowed)
        time.sleep(rng.uniform(0.02, 0.3))
        os.kill(proc.pid, signal.SIGKILL)
        out, _ = proc.communicate(timeout=30)
        kills += 1
        last_state: dict | str = restored
        intent: dict | str | None = None
        for line in out.splitlines():
            kind, _, payload = line.partition(" ")
            value = payload if payload == "over" else json.loads(payload)
            if kind == "intent":
                intent = value
            elif kind == "state":
                last_state, intent = value, None
                placements += 1
        allowed = [last_state] + ([intent] if intent is not None else [])
    print(f"{kills} kills, {placements} placements completed between them")
    assert kills == 50 and placements > 100


# -- bad files --------------------------------------------------------------------------


def valid_file(tmp_path: Path, qtbot) -> tuple[Path, bytes, dict]:
    """A settings file with a game in progress and statistics in both modes."""
    path = tmp_path / "good.ini"
    model, session = session_at(path, qtbot)
    rng = random.Random(5)
    for rules in (ARCADE, CLASSIC, CLASSIC):
        model.new_game(rules, seed=101)
        finish(model, rng)
    model.new_game(ARCADE, seed=102)
    for _ in range(4):
        model.place(*rng.choice(model.game.legal_moves()))
    stats = {mode: vars(session.stats(mode)).copy() for mode in ("classic", "arcade")}
    assert stats["classic"]["games"] == 2 and stats["arcade"]["games"] == 1
    return path, path.read_bytes(), stats


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


def test_a_broken_saved_game_is_set_aside_the_player_told_once_and_stats_kept(tmp_path, qtbot):
    _, original, stats = valid_file(tmp_path, qtbot)
    text = original.decode().replace("tray=", "tray=square3,square3,square3\nold_tray=")
    path = tmp_path / "broken.ini"
    path.write_text(text)
    model = GameModel()
    session = Session(model, Settings(path))
    with qtbot.waitSignal(session.notice) as notice:
        session.restore()
    assert "set aside" in notice.args[0]
    backups = session.settings.backups
    assert len(backups) == 1 and backups[0].read_text() == text
    assert str(backups[0]) in notice.args[0]
    assert model.score == 0  # a fresh game …
    assert vars(session.stats("classic")) == stats["classic"]  # … and the statistics kept
    assert vars(session.stats("arcade")) == stats["arcade"]
    # The broken game is gone from the live file, so it is reported once only.
    again = Session(GameModel(), Settings(path))
    with qtbot.assertNotEmitted(again.notice):
        again.restore()


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


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes to read-only folders anyway")
def test_a_read_only_folder(tmp_path, qtbot):
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        model = GameModel()
        session = Session(model, Settings(folder / "s.ini"))
        with qtbot.waitSignal(session.notice):
            session.restore()
    finally:
        folder.chmod(0o755)


def test_a_second_instance_exits_without_writing(tmp_path):
    path = tmp_path / "one.ini"
    first = subprocess.Popen(
        [sys.executable, "-m", "tests.session_driver", str(path), "autoplay", "1"],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        assert first.stdout is not None
        assert first.stdout.readline().startswith("restored ")
        first.send_signal(signal.SIGSTOP)  # hold the first still: its file must not change
        time.sleep(0.2)
        before = path.read_bytes()
        second = driver(path, "print")
        assert second.returncode == 3 and second.stdout.strip() == "already running"
        assert path.read_bytes() == before
        cli = subprocess.run(
            [sys.executable, "-m", "blockpuzzle", "--settings", str(path)],
            capture_output=True, text=True, timeout=60,
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        )  # fmt: skip
        assert cli.returncode == 0 and "already running" in cli.stderr
        assert path.read_bytes() == before
    finally:
        first.send_signal(signal.SIGCONT)
        first.kill()
        first.communicate()


# -- statistics -------------------------------------------------------------------------


def test_a_game_counts_when_it_ends_or_is_abandoned_after_a_placement(tmp_path, qtbot):
    model, session = session_at(tmp_path / "s.ini", qtbot)
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
    model, _session = session_at(tmp_path / "s.ini", qtbot)
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


def test_play_time_runs_only_while_active_and_in_progress(tmp_path, qtbot, monkeypatch):
    clock = [1000.0]
    monkeypatch.setattr("blockpuzzle.session.time.monotonic", lambda: clock[0])
    model, session = session_at(tmp_path / "s.ini", qtbot)
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


def test_the_statistics_dialog_shows_what_was_played_and_resets(tmp_path, qtbot):
    model, session = session_at(tmp_path / "s.ini", qtbot)
    window = MainWindow(model, session)
    qtbot.addWidget(window)
    rng = random.Random(4)
    finish(model, rng)
    first = model.score
    model.new_game(CLASSIC, seed=108)
    finish(model, rng)
    window.action("statistics").trigger()
    dialog = window.statistics_dialog
    assert dialog.isVisible()
    assert dialog.figure("classic", "games").text() == "2"
    assert dialog.figure("classic", "best").text() == str(max(first, model.score))
    assert dialog.figure("arcade", "games").text() == "0"
    average = (first + model.score) / 2
    assert dialog.figure("classic", "average_score").text() == f"{average:.1f}"

    def confirm():
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        box.button(QMessageBox.StandardButton.Reset).click()

    QTimer.singleShot(0, confirm)
    assert dialog.confirm_reset()
    assert dialog.figure("classic", "games").text() == "0"
    assert model.best == model.score  # the live best is this game's again
    assert Settings(tmp_path / "s.ini").get(STATS["classic"].games) == 0


def test_save_keys_hold_text_the_engine_loads(tmp_path):
    game = Game(ARCADE, 5)
    game.place(0, *next(iter(game.legal_moves()))[1:])
    values = game_to_settings(game)
    assert set(values) == set(SAVE_KEYS)
    assert game_from_settings(values).state == game.state


def test_the_window_runs_the_play_clock_only_while_active_and_not_minimised(tmp_path, qtbot):
    model, session = session_at(tmp_path / "s.ini", qtbot)
    window = MainWindow(model, session)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: session._active)
    window.showMinimized()
    qtbot.waitUntil(lambda: not session._active)
