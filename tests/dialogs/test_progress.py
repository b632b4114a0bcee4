"""Statistics ▸ Progress: each reviewed game's accuracy and luck over time
with their moving averages, said in words, and the practice positions by
theme.  Accuracy and luck are counted here from the coach's own reviews of
the games (run by the test): the share of best and good verdicts, the mean
of the deals' percentiles."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt

from blockpuzzle.coach.review import Reviewer, positions
from blockpuzzle.coach.themes import theme
from blockpuzzle.dialogs.charts import moving_average
from blockpuzzle.dialogs.statistics import PROGRESS_TAB
from blockpuzzle.engine import CLASSIC

from ..helpers import finish


def test_the_moving_average_takes_the_window_before_each_game():
    assert moving_average([10, 20, 30, 40, 90], 2) == [10, 15, 25, 35, 65]
    assert moving_average([10, 20, 30], 10) == [10, 15, 20]
    assert moving_average([], 3) == []


def test_progress_draws_each_reviewed_game_and_says_the_trend(win, qtbot):
    win.action("statistics").trigger()
    dialog = win.statistics_dialog
    dialog.ui.tabs.setCurrentIndex(PROGRESS_TAB)
    page = dialog.progress
    assert dialog.ui.tabs.tabText(PROGRESS_TAB) == "&Progress"
    assert page.summary.text().startswith("No reviewed game yet")
    dialog.close()
    expected, themes = [], {}
    for seed in (31, 32, 33):
        win.model.new_game(CLASSIC, seed)
        finish(win.model, random.Random(seed))
        moves = list(win.model.game.moves)
        if seed == 33:
            continue  # played, never reviewed: not drawn
        qtbot.mouseClick(win.game_over.review_button, Qt.MouseButton.LeftButton)
        review = win.review_window
        qtbot.waitUntil(lambda r=review: r.moves_model.complete, timeout=120_000)
        review.close()
        coach = Reviewer(CLASSIC).review(seed, moves)
        good = sum(j.verdict in ("best", "good") for j in coach.moves)
        expected.append(
            (
                100 * good / len(coach.moves),
                sum(lk.percentile for lk in coach.luck) / len(coach.luck),
            )
        )
        states = positions(CLASSIC, seed, moves)
        for j in coach.moves:
            if j.verdict in ("mistake", "blunder"):
                name = theme(CLASSIC, states[j.number - 1], j)
                themes[name] = themes.get(name, 0) + 1
    win.action("statistics").trigger()
    dialog.ui.tabs.setCurrentIndex(PROGRESS_TAB)
    accuracy = round(sum(a for a, _ in expected) / 2)
    luck = round(sum(lk for _, lk in expected) / 2)
    assert page.summary.text() == (
        f"2 games reviewed. The last 2: accuracy {accuracy} %, luck {luck} of 100."
    )
    qtbot.waitUntil(lambda: page.chart_view is not None)
    series = page.chart_view.chart().series()
    points = [[(p.x(), round(p.y(), 6)) for p in s.points()] for s in series]
    first, second = expected
    assert points[0] == [(1, round(first[0], 6)), (2, round(second[0], 6))]
    assert points[1] == [(1, round(first[0], 6)), (2, round((first[0] + second[0]) / 2, 6))]
    assert points[2] == [(1, round(first[1], 6)), (2, round((first[1] + second[1]) / 2, 6))]
    assert page.chart_view.accessibleDescription() == page.summary.text()
    # Practice by theme: each theme's positions, none tried yet.
    table = page.themes
    rows = {
        table.item(r, 0).text(): [table.item(r, c).text() for c in (1, 2, 3)]
        for r in range(table.rowCount())
    }
    names = {
        "order": "the order of the pieces matters", "lines": "two lines at once",
        "square": "keep room for the 3×3", "holes": "no single holes",
        "big": "the big piece first", "room": "keep room for the next pieces",
    }  # fmt: skip
    assert rows == {names[t]: [str(n), "0", "– %"] for t, n in themes.items()}
    dialog.close()
