"""Game ▸ Today's Deal: the day's deal of each mode (its seed worked out here
from the README's words), the first game of it the day's result and any
other a replay, labelled so; the result copied as a short text anyone can
check; the day kept with a game in progress past midnight and a restart; a
number typed for another day simply a game number."""

from __future__ import annotations

import hashlib
import random
from datetime import date

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QClipboard, QGuiApplication

from blockpuzzle.engine import game_number, spaced

from ..helpers import announcements, finish, open_window, session_at


def seed_of(day: str, mode: str) -> int:
    digest = hashlib.blake2b(f"blockpuzzle-daily:{day}:{mode}".encode()).digest()
    return int.from_bytes(digest[:5], "big")


@pytest.mark.parametrize(("mode", "command", "name"), [
    ("classic", "daily_classic", "Classic"), ("arcade", "daily_arcade", "Arcade"),
])  # fmt: skip
def test_todays_deal_is_the_days_result_then_a_replay_and_its_result_is_copied(
    win, qtbot, mode, command, name
):
    today = date.today().isoformat()
    seed = seed_of(today, mode)
    number = spaced(game_number(mode, seed))
    said = announcements(win)
    win.action(command).trigger()
    model = win.model
    assert model.game.seed == seed and model.rules.mode == mode and model.daily == today
    assert model.score == 0 and model.game.board.filled == 0
    label = win.header.mode_label.text()
    header_number = number.replace(" ", "\u00a0")  # never split across lines
    assert label.startswith("Deal of ") and label.endswith(f" · {name} · game {header_number}")
    assert "replay" not in label
    finish(model, random.Random(5))
    card = win.game_over
    assert card.summary.text().splitlines()[0].endswith(": the day's result.")
    assert card.copy_button.isVisibleTo(card)
    card.copy_button.click()
    text = f"Block Puzzle, deal of {today}, {name}, game {number}: {model.score:,} points."
    assert QGuiApplication.clipboard().text() == text
    assert card.copied.text() == f"Copied to the clipboard: {text}"
    assert said[-1] == f"Copied to the clipboard: {text}"
    # Again the same day: allowed, and a replay.
    win.action(command).trigger()
    assert model.game.seed == seed and model.score == 0
    assert ", replay · " in win.header.mode_label.text()
    finish(model, random.Random(6))
    assert "a replay" in card.summary.text().splitlines()[0]
    card.copy_button.click()
    assert QGuiApplication.clipboard().text().endswith(" points. (A replay.)")


def test_a_days_deal_in_progress_stays_that_days_game_after_a_restart(qtbot, tmp_path):
    path = tmp_path / "settings.ini"
    win = open_window(qtbot, path)
    win.action("daily_classic").trigger()
    day = win.model.daily
    win.model.place(*win.model.game.legal_moves()[0])
    state = win.model.game.state
    win.close()
    model, _session = session_at(path)
    assert model.daily == day and model.game.state == state


def test_a_number_typed_for_another_day_is_just_a_game_number(win):
    tomorrow = date.fromordinal(date.today().toordinal() + 1).isoformat()
    seed = seed_of(tomorrow, "classic")
    assert win.play_deal("classic", seed)
    assert win.model.daily == "" and win.model.game.seed == seed
    assert not win.header.mode_label.text().startswith("Deal of ")
    finish(win.model, random.Random(1))
    assert not win.game_over.copy_button.isVisibleTo(win.game_over)


def test_a_clipboard_that_cannot_be_written_is_said(win, monkeypatch):
    monkeypatch.setattr(QClipboard, "setText", lambda self, text, mode=None: None)
    QGuiApplication.clipboard().clear()
    win.action("daily_arcade").trigger()
    finish(win.model, random.Random(2))
    assert not win.copy_result()
    assert win.game_over.copied.text().startswith(
        "The result could not be put on the clipboard: Block Puzzle, deal of "
    )


def test_the_coach_plays_the_days_deal_beside_the_player_and_its_score_is_the_benchmarks(
    win, qtbot
):
    """As the deal starts the coach plays it in a process of its own, seeing
    no deal before it comes; its score — the one benchmarks/coach.py's
    player makes on that seed, 100 refills at most — is on the card and in
    the copied result, and kept for the next time."""
    from benchmarks.coach import Coach, play
    from blockpuzzle.engine import CLASSIC, Game

    today = date.today()
    seed = seed_of(today.isoformat(), "classic")
    expected, _risk = play(Coach(CLASSIC), Game(CLASSIC, seed), 100, [])
    win.action("daily_classic").trigger()
    qtbot.waitUntil(lambda: win.coach_score is not None, timeout=120_000)
    alive = not expected.over and expected.state.deals > 100
    assert win.coach_score == (expected.score, alive)
    finish(win.model, random.Random(7))
    words = win.game_over.summary.text().splitlines()[1]
    assert words.startswith(f"The coach, seeing no deal before it came: {expected.score:,}")
    win.game_over.copy_button.click()
    assert QGuiApplication.clipboard().text().endswith(f" The coach: {expected.score:,}.")
    # Kept in the history: the next game of the same deal has it at once.
    from blockpuzzle.coach.review import BLIND_VERSION

    assert win.session.history.coach_score("classic", seed, BLIND_VERSION) == (
        expected.score,
        alive,
    )
    win.action("daily_classic").trigger()
    assert win.coach_score == (expected.score, alive)


def test_statistics_lists_each_days_deal_sortable_and_the_csv_names_its_day(win, qtbot, tmp_path):
    import csv

    from blockpuzzle.dialogs.statistics import DAILY_TAB

    win.action("statistics").trigger()
    dialog = win.statistics_dialog
    dialog.ui.tabs.setCurrentIndex(DAILY_TAB)
    page = dialog.daily
    assert dialog.ui.tabs.tabText(DAILY_TAB) == "Dail&y"
    assert page.empty.isVisibleTo(dialog) and not page.table.isVisibleTo(dialog)
    assert page.empty.text().startswith("No day's deal played yet: Game ▸ Today's Classic Deal")
    dialog.close()
    today = date.today().isoformat()
    scores = []
    for command, rng in (("daily_classic", 1), ("daily_arcade", 2), ("daily_classic", 3)):
        win.action(command).trigger()
        qtbot.waitUntil(lambda: win.coach_score is not None, timeout=120_000)
        finish(win.model, random.Random(rng))
        scores.append((win.model.rules.mode, win.model.score, win.coach_score[0]))
    win.model.new_game()  # and one game that is no day's deal
    finish(win.model, random.Random(4))
    win.action("statistics").trigger()
    dialog.ui.tabs.setCurrentIndex(DAILY_TAB)
    table = page.table
    assert table.rowCount() == 3 and table.isVisibleTo(dialog)
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert headers == ["Day", "Mode", "Game number", "Score", "The coach", "Accuracy"]
    rows = [[table.item(r, c).text() for c in range(6)] for r in range(3)]
    names = {"classic": "Classic", "arcade": "Arcade"}
    expected = [
        [
            names[mode],
            spaced(game_number(mode, seed_of(today, mode))),
            f"{score:,}",
            f"{coach:,}",
            "",
        ]
        for mode, score, coach in scores
    ]
    assert sorted(row[1:] for row in rows) == sorted(expected)
    assert all(row[0] == rows[0][0] and row[0] for row in rows)  # the day, in words
    # Sorted by the score, as numbers.
    table.sortItems(3, Qt.SortOrder.DescendingOrder)
    shown = [int(table.item(r, 3).text().replace(",", "")) for r in range(3)]
    assert shown == sorted((s for _m, s, _c in scores), reverse=True)
    dialog.close()
    # The CSV: a day's deal's day in its last column, empty for the other game.
    out = tmp_path / "games.csv"
    assert win.session.history.export_csv(out) == 4
    with out.open(encoding="utf-8", newline="") as f:
        days = [row["daily"] for row in csv.DictReader(f)]
    assert days == [today, today, today, ""]


def test_the_review_of_any_game_gives_the_coachs_score_on_its_deal(win, qtbot):
    from PySide6.QtCore import Qt as _Qt

    from benchmarks.coach import Coach, play
    from blockpuzzle.engine import CLASSIC, Game

    seed = (1 << 40) - 555
    win.model.load_game(Game(CLASSIC, seed))  # not a day's deal: any game
    finish(win.model, random.Random(8))
    expected, _risk = play(Coach(CLASSIC), Game(CLASSIC, seed), 100, [])
    qtbot.mouseClick(win.game_over.review_button, _Qt.MouseButton.LeftButton)
    review = win.review_window
    qtbot.waitUntil(lambda: review.coach_score is not None, timeout=120_000)
    assert review.coach_score[0] == expected.score
    sentence = f"Seeing no deal before it came, the coach scored {expected.score:,} on this deal."
    qtbot.waitUntil(lambda: sentence in review.summary.text(), timeout=5_000)
    review.close()


def test_a_coach_whose_process_cannot_start_is_said_on_the_card(win, monkeypatch):
    """The coach's process cannot be had (no program to start): the card
    says the score could not be worked out, never waits for it."""
    from blockpuzzle import processes

    monkeypatch.setattr(processes, "command", lambda arguments: ("/nonexistent/python", []))
    win.action("daily_classic").trigger()
    finish(win.model, random.Random(9))
    from PySide6.QtCore import QCoreApplication

    for _ in range(50):
        QCoreApplication.processEvents()
        if win.coach_failed:
            break
    assert win.coach_failed and win.coach_score is None
    assert "The coach's score on this deal could not be worked out." in (
        win.game_over.summary.text()
    )
