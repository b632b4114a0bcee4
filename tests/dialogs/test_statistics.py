"""The Statistics dialog: totals per mode, the chart and its words, the games
table, CSV export and Reset."""

from __future__ import annotations

import contextlib
import csv
import random

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from blockpuzzle.dialogs.charts import bucket_width
from blockpuzzle.dialogs.games import SORT_ROLE, GamesModel
from blockpuzzle.dialogs.statistics import GAMES_TAB, SCORES_TAB
from blockpuzzle.engine import ARCADE, CLASSIC
from blockpuzzle.store.history import History, history_path

from ..helpers import finish, full_disk, read_only_folder


def play(win, games: int = 4, seed: int = 4) -> list[int]:
    """Finish ``games`` Classic games in the window; their scores."""
    rng = random.Random(seed)
    scores = []
    for n in range(games):
        win.model.new_game(CLASSIC, seed=500 + n)
        finish(win.model, rng)
        scores.append(win.model.score)
    return scores


def test_the_totals_per_mode_with_names_a_screen_reader_can_use(win):
    scores = play(win)
    win.action("statistics").trigger()
    dialog = win.statistics_dialog
    assert dialog.isVisible()
    assert dialog.figure("classic", "games").text() == "4"
    assert dialog.figure("classic", "best").text() == str(max(scores))
    assert dialog.figure("arcade", "games").text() == "0"
    assert dialog.figure("classic", "average_score").text() == f"{sum(scores) / 4:.1f}"
    label = dialog.figure("classic", "best")
    assert label.accessibleName() == f"Classic, Best score: {max(scores)}"
    # A mode with no game: no play time and no averages — a dash shown,
    # words spoken, never "under a second" or "0.0".
    for name in ("time", "average_score", "average_lines"):
        empty = dialog.figure("arcade", name)
        assert empty.text() == "—"
        assert empty.accessibleName().startswith("Arcade, ")
        assert empty.accessibleName().endswith(": none yet")
    assert dialog.figure("arcade", "best").text() == "0"
    # It opens on the figures, never on the destructive Reset.
    assert dialog.focusWidget() is not dialog.ui.resetButton
    assert not dialog.ui.resetButton.isDefault() and dialog.close_button.isDefault()


def test_the_chart_shows_every_score_and_the_best_so_far_and_says_so(win):
    scores = play(win, games=12)
    win.action("statistics").trigger()
    dialog = win.statistics_dialog
    assert dialog.chart_views == []  # not built before its tab is shown
    dialog.ui.tabs.setCurrentIndex(SCORES_TAB)
    line, bars = (view.chart() for view in dialog.chart_views)
    each, best = line.series()
    assert [p.y() for p in each.points()] == scores
    running = [max(scores[: i + 1]) for i in range(len(scores))]
    assert [p.y() for p in best.points()] == running
    # Both drawn against the game (across) and the score (up): the best
    # score lies at the top tick's height or under it, never off the chart.
    for series in (each, best):
        assert sorted(a.titleText() for a in series.attachedAxes()) == ["Game", "Score"]
        top = line.mapToPosition(QPointF(1, max(scores)), series).y()
        assert line.plotArea().top() - 1 <= top <= line.plotArea().bottom()
    (bar_series,) = bars.series()
    # Worked out here: the first round width that cuts 0..best into at most
    # ten bars, then the games in each.
    width = next(w for w in (10, 20, 25, 50, 100, 200, 250, 500, 1000) if w * 10 > max(scores))
    counts = [
        sum(i * width <= s < (i + 1) * width for s in scores)
        for i in range(max(scores) // width + 1)
    ]
    bar_set = bar_series.barSets()[0]
    assert [bar_set.at(i) for i in range(bar_set.count())] == counts and sum(counts) == 12
    recent = round(sum(scores[-10:]) / 10)
    text = dialog.ui.trendLabel.text()
    assert text.startswith(f"Classic: 12 games played. The last 10 average {recent}; the best, ")
    assert f"the best, {max(scores)}, was on " in text
    assert dialog.chart_views[0].accessibleDescription() == text
    dialog.ui.modeCombo.setCurrentIndex(dialog.ui.modeCombo.findData("arcade"))
    assert dialog.ui.trendLabel.text() == "No Arcade game has been played yet."


def test_the_trend_names_the_day_the_best_was_first_reached(win):
    """Two games share the best score: the sentence names the day of the
    first (the record set), never the later tie; the average is of the
    last ten games only."""
    win.action("statistics").trigger()
    dialog = win.statistics_dialog
    games = [(20, f"2026-01-{day:02d}T12:00:00+00:00") for day in range(1, 11)]
    games[1] = (80, "2026-01-02T12:00:00+00:00")
    games += [(80, "2026-03-20T12:00:00+00:00")]
    text = dialog.trend("classic", games)
    assert text.startswith("Classic: 11 games played. The last 10 average ")
    assert "average 32;" in text  # (80 + 8 × 20 + 80) / 10, by hand
    assert "the best, 80, was on " in text
    assert "January 2, 2026" in text and "March" not in text


def test_the_chart_open_on_the_screen_takes_in_each_game_that_ends(win):
    """The Scores tab keeps each mode's scores while it is open, and reads
    them again once a game ends (or the history is reset)."""
    scores = play(win, games=3)
    win.action("statistics").trigger()
    dialog = win.statistics_dialog
    dialog.ui.tabs.setCurrentIndex(SCORES_TAB)
    scores += play(win, games=2, seed=9)
    each = dialog.chart_views[0].chart().series()[0]
    assert [p.y() for p in each.points()] == scores
    assert dialog.ui.trendLabel.text().startswith("Classic: 5 games played.")


@pytest.mark.parametrize(
    ("best", "width"),
    [(0, 10), (99, 10), (100, 20), (240, 25), (450, 50), (540, 100), (999, 100), (2400, 250),
     (4500, 500)],
)  # fmt: skip
def test_histogram_bars_have_round_widths_and_at_most_ten_of_them(best, width):
    assert bucket_width(best) == width
    assert best // width + 1 <= 10


def test_the_games_table_sorts_and_passes_the_model_tester(win, qtmodeltester):
    scores = play(win, games=5)
    win.model.new_game(ARCADE, seed=9)
    finish(win.model, random.Random(1))
    win.action("statistics").trigger()
    dialog = win.statistics_dialog
    dialog.ui.tabs.setCurrentIndex(GAMES_TAB)
    qtmodeltester.check(dialog.games_model)
    table = dialog.ui.gamesTable
    proxy = table.model()
    assert proxy.rowCount() == 6
    first = proxy.index(0, 1).data()
    assert first == "Arcade"  # the latest first
    table.sortByColumn(3, Qt.SortOrder.DescendingOrder)  # by score
    shown = [proxy.index(r, 3).data(SORT_ROLE) for r in range(6)]
    assert shown == sorted([*scores, win.model.score], reverse=True)
    numbers = {proxy.index(r, 2).data() for r in range(6)}
    assert all(len(n) == 11 and n[5] == " " for n in numbers)  # "C1234 56789"
    # A game counted while the table is open shows up.
    win.model.new_game(CLASSIC, seed=77)
    finish(win.model, random.Random(2))
    assert proxy.rowCount() == 7


def test_the_games_model_alone_passes_the_model_tester(qtmodeltester, tmp_path):
    history = History(history_path(tmp_path / "s.ini"))
    model = GamesModel(history.games())
    qtmodeltester.check(model)
    assert model.rowCount() == 0 and model.headerData(0, Qt.Orientation.Horizontal) == "Date"


def test_export_writes_every_game_as_csv(win, tmp_path):
    play(win, games=3)
    win.action("statistics").trigger()
    dialog = win.statistics_dialog
    dialog.ui.tabs.setCurrentIndex(GAMES_TAB)
    dialog.ui.exportButton.click()
    files = dialog.export_dialog
    assert files.isVisible()  # non-blocking: the dialog waits for a name
    target = tmp_path / "mine.csv"
    files.fileSelected.emit(str(target))
    with target.open(encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == 3 and all(r["mode"] == "classic" for r in rows)


@pytest.mark.parametrize("where", ["folder", "missing", "file-parent", "read-only", "full"])
def test_an_export_that_cannot_be_written_says_why_and_leaves_nothing(win, tmp_path, where):
    """A failed export once raised out of the slot (a traceback, no word to
    the player) and could leave a partial file."""
    play(win, games=2)
    win.action("statistics").trigger()
    dialog = win.statistics_dialog
    with contextlib.ExitStack() as stack:
        if where == "folder":
            target = tmp_path / "games"
            target.mkdir()
            why = f"{target} is a folder"
        elif where == "missing":
            target = tmp_path / "nowhere" / "games.csv"
            why = f"the folder {target.parent} does not exist"
        elif where == "file-parent":
            (tmp_path / "afile").write_text("")
            target = tmp_path / "afile" / "games.csv"
            why = f"{tmp_path / 'afile'} is a file, not a folder"
        elif where == "read-only":
            target = stack.enter_context(read_only_folder(tmp_path)) / "games.csv"
            why = f"{target.parent} cannot be written to"
        else:
            target = stack.enter_context(full_disk(tmp_path)) / "games.csv"
            why = "the disk is full"
        before = sorted(target.parent.iterdir()) if target.parent.is_dir() else None
        dialog.ui.exportButton.click()
        dialog.export_dialog.fileSelected.emit(str(target))  # no exception escapes
        box = dialog.export_error_box
        assert box.isVisible() and box.windowTitle() == "Export failed"
        assert box.text() == f"The games could not be exported to {target}: {why}."
        if before is not None:
            assert sorted(target.parent.iterdir()) == before  # nothing left behind
        box.buttons()[0].click()


def test_reset_asks_keeps_a_copy_and_forgets(win, tmp_path):
    play(win, games=2)
    win.action("statistics").trigger()
    dialog = win.statistics_dialog
    dialog.ui.resetButton.click()  # asks first, and Cancel keeps everything
    dialog.reset_box.button(QMessageBox.StandardButton.Cancel).click()
    assert dialog.figure("classic", "games").text() == "2"
    dialog.ui.resetButton.click()
    box = dialog.reset_box
    assert box.isVisible() and box.defaultButton() is box.button(QMessageBox.StandardButton.Cancel)
    box.button(QMessageBox.StandardButton.Reset).click()
    assert dialog.figure("classic", "games").text() == "0"
    assert win.model.best == win.model.score  # the live best is this game's again
    copies = list(tmp_path.glob("settings.history.*.reset.sqlite"))
    assert len(copies) == 1 and len(History(copies[0]).games()) == 2


def test_ten_thousand_games_are_drawn_from_a_line_that_looks_the_same():
    """Beyond a thousand games the score line keeps, of every stretch of
    games, its first, lowest, highest and last; the best-so-far line keeps
    every corner of its staircase: read at any game, it gives that game's
    best so far, worked out here from every score."""
    from blockpuzzle.dialogs.charts import EVERY_GAME_UP_TO, best_steps, outline

    rng = random.Random(10)
    scores = [int(rng.paretovariate(1.5) * 100) for _ in range(10_000)]
    points = outline(scores)
    assert len(points) <= 4 * (EVERY_GAME_UP_TO // 2) < len(scores)
    numbers = [n for n, _ in points]
    assert numbers == sorted(set(numbers)) and numbers[0] == 1 and numbers[-1] == 10_000
    assert all(scores[n - 1] == s for n, s in points)
    # Every stretch of twenty games keeps its lowest and its highest score.
    kept = dict(points)
    for start in range(0, 10_000, 20):
        stretch = scores[start : start + 20]
        inside = [s for n, s in kept.items() if start < n <= start + 20]
        assert min(inside) == min(stretch) and max(inside) == max(stretch)
    steps = best_steps(scores)
    best = 0
    for n, score in enumerate(scores, start=1):
        best = max(best, score)
        at = [s for m, s in steps if m <= n][-1]  # the staircase read at game n
        assert at == best
    assert len(steps) < 100
    # A short history: every game, as it was.
    few = scores[:EVERY_GAME_UP_TO]
    assert outline(few) == list(enumerate(few, start=1))


@pytest.mark.parametrize(
    ("scores", "steps"),
    [([5, 10] + [3] * 999, [(1, 5), (2, 5), (2, 10), (1001, 10)]),
     ([7] * 1000 + [9], [(1, 7), (1001, 7), (1001, 9), (1001, 9)]),
     ([1, 2, 3], [(1, 1), (2, 2), (3, 3)])],
)  # fmt: skip
def test_the_best_so_far_line_by_hand(scores, steps):
    """Worked out by hand: up to 1,000 games every game's best so far;
    beyond, the staircase's corners only, from the first game's score."""
    from blockpuzzle.dialogs.charts import best_steps

    assert best_steps(scores) == steps


@pytest.mark.parametrize(
    ("high", "top", "ticks"),
    [(0, 1, 2), (1, 1, 2), (4, 4, 5), (7, 8, 5), (177, 200, 5), (224, 250, 6), (251, 300, 4),
     (999, 1000, 6), (1001, 1250, 6), (3_000_000_001, 4_000_000_000, 5)],
)  # fmt: skip
def test_value_axes_end_on_a_round_tick_over_the_highest_value(high, top, ticks):
    """Worked out by hand: the fewest round intervals (1, 2, 2.5, 5 × 10ⁿ),
    five at most, from 0 to the first tick at or over the value."""
    from blockpuzzle.dialogs.charts import nice_axis

    assert nice_axis(high) == (top, ticks)


@pytest.mark.parametrize(
    ("high", "most", "top", "ticks"),
    [(124, 3, 150, 4), (124, 2, 200, 3), (124, 1, 200, 2), (224, 1, 250, 2), (6, 2, 10, 3),
     (6, 1, 10, 2), (0, 1, 1, 2), (9_999, 2, 10_000, 3)],
)  # fmt: skip
def test_a_short_axis_has_fewer_round_ticks_still_over_the_highest_value(high, most, top, ticks):
    """Worked out by hand, as above, with at most ``most`` intervals."""
    from blockpuzzle.dialogs.charts import nice_axis

    assert nice_axis(high, most) == (top, ticks)


def test_charts_of_any_size_show_every_label_and_title_they_keep(win, qtbot):
    """Squeezed, the charts keep only ticks their labels have room for
    (1.5 lines apart up the side, two labels' width along the bottom),
    still over the highest value, and drop the titles longer than their
    side; grown again, they get their five intervals and titles back."""
    from PySide6.QtGui import QFontMetricsF

    scores = play(win, games=6, seed=9)
    win.action("statistics").trigger()
    dialog = win.statistics_dialog
    dialog.ui.tabs.setCurrentIndex(SCORES_TAB)
    line, bars = (view.chart() for view in dialog.chart_views)
    highest = {(line, Qt.Orientation.Vertical): max(scores), (line, Qt.Orientation.Horizontal): 6}

    def axes_fit() -> list:  # the axes of both charts, checked
        seen = []
        for chart in (line, bars):
            plot = chart.plotArea()
            for axis in chart.axes():
                horizontal = axis.orientation() == Qt.Orientation.Horizontal
                length = plot.width() if horizontal else plot.height()
                title = QFontMetricsF(axis.titleFont()).horizontalAdvance(axis.titleText())
                assert axis.isTitleVisible() == (title <= length), axis.titleText()
                if (chart, axis.orientation()) not in highest:
                    continue
                metrics = QFontMetricsF(axis.labelsFont())
                room = 2 * metrics.horizontalAdvance(str(int(axis.max()))) if horizontal else (
                    1.5 * metrics.height())  # fmt: skip
                intervals = axis.tickCount() - 1
                assert intervals == 1 or length / intervals >= room, (axis.titleText(), length)
                assert axis.max() >= highest[chart, axis.orientation()]
                step = axis.max() / intervals
                assert step == int(step)
                seen.append((intervals, axis.isTitleVisible()))
        return seen

    dialog.resize(900, 1000)
    qtbot.wait(50)
    assert axes_fit() == [(3, True), (5, True)]  # 6 games: 0, 2, 4, 6; scores: five steps
    dialog.resize(dialog.minimumSizeHint().width(), dialog.minimumSizeHint().height())
    qtbot.wait(50)
    squeezed = axes_fit()
    assert squeezed[1][0] < 5  # fewer ticks up the side
    dialog.resize(900, 1000)
    qtbot.wait(50)
    assert axes_fit() == [(3, True), (5, True)]


def test_the_charts_axes_show_the_best_score_and_bars_named_by_where_they_start(win):
    scores = play(win, games=6, seed=9)
    win.action("statistics").trigger()
    dialog = win.statistics_dialog
    dialog.ui.tabs.setCurrentIndex(SCORES_TAB)
    line, bars = (view.chart() for view in dialog.chart_views)
    # Six games: ticks at games 0, 2, 4 and 6 (one a game number, none
    # repeated: with five ticks over 1-6 "%d" read 1, 2, 3, 4, 6).
    x_axis = line.axes(Qt.Orientation.Horizontal)[0]
    assert (x_axis.min(), x_axis.max(), x_axis.tickCount()) == (0, 6, 4)
    y_axis = line.axes(Qt.Orientation.Vertical)[0]
    assert y_axis.max() >= max(scores)
    step = y_axis.max() / (y_axis.tickCount() - 1)
    assert step == int(step) and y_axis.max() - step < max(scores)
    categories = bars.axes(Qt.Orientation.Horizontal)[0].categories()
    width = next(w for w in (10, 20, 25, 50, 100, 200, 250, 500, 1000) if w * 10 > max(scores))
    assert categories == [str(i * width) for i in range(max(scores) // width + 1)]
    assert bars.axes(Qt.Orientation.Horizontal)[0].titleText() == f"Score, in steps of {width}"


def test_the_games_table_sorts_by_each_column_both_ways(qapp):
    """Four games whose values differ in every column but the mode: each
    column sorts them as a player expects, up and down (a game from before
    game numbers, a 63-bit seed, has none: it comes first going up)."""
    from blockpuzzle.engine import game_number
    from blockpuzzle.store.history import GameRecord

    def record(mode, seed, day, score, lines, seconds, ending):  # type: ignore[no-untyped-def]
        started = f"2026-11-0{day}T09:00:00+00:00"
        ended = f"2026-11-0{day}T10:00:00+00:00"
        return GameRecord(mode, seed, mode == "arcade", started, ended, score, lines, None,
                          seconds, ending, None)  # fmt: skip

    games = {
        "A": record("classic", 5, 1, 300, 70, 600.0, "over"),
        "B": record("arcade", 2**62 + 3, 3, 120, 9, 60.0, "abandoned"),
        "C": record("classic", 123_456_789, 2, 950, 20, 1800.0, "over"),
        "D": record("arcade", (1 << 40) - 1, 4, 40, 2, 30.0, "over"),
    }
    hints = {"A": 0, "B": 2, "C": 5, "D": 1}
    model = GamesModel(
        list(games.values()),
        hints={(g.mode, g.seed, g.started): hints[k] for k, g in games.items() if hints[k]},
    )
    assert game_number("arcade", 2**62 + 3) is None
    numbered = sorted("ACD", key=lambda k: game_number(games[k].mode, games[k].seed) or "")
    expected = {
        "date": "ACBD", "number": "B" + "".join(numbered), "score": "DBAC",
        "lines": "DBCA", "time": "DBAC", "hints": "ADBC",
    }  # fmt: skip
    name = {g.seed: k for k, g in games.items()}
    for column, order in expected.items():
        index = GamesModel.COLUMNS.index(column)
        for direction, wanted in ((Qt.SortOrder.AscendingOrder, order),
                                  (Qt.SortOrder.DescendingOrder, order[::-1])):  # fmt: skip
            model.sort(index, direction)
            shown = "".join(name[model.game(r).seed] for r in range(4))
            assert shown == wanted, (column, direction)
    model.sort(GamesModel.COLUMNS.index("hints"), Qt.SortOrder.AscendingOrder)
    hints_shown = [model.index(r, GamesModel.COLUMNS.index("hints")).data() for r in range(4)]
    assert hints_shown == ["none", "1", "2", "5"]


def test_the_chosen_mode_stays_chosen_when_the_language_changes(win, qtbot):
    """Arcade chosen on the Scores and the Fairness tabs; the player switches
    to Indonesian and back: both still show Arcade, among the modes in the
    new words (Indonesian keeps the word "Arcade"; Classic is "Klasik")."""
    from PySide6.QtWidgets import QApplication

    from blockpuzzle.dialogs.statistics import FAIRNESS_TAB
    from blockpuzzle.store.settings import LANGUAGE

    play(win, games=2)
    win.action("statistics").trigger()
    dialog = win.statistics_dialog
    combos = (dialog.ui.modeCombo, dialog.ui.fairnessModeCombo)
    for tab, combo in zip((SCORES_TAB, FAIRNESS_TAB), combos, strict=True):
        dialog.ui.tabs.setCurrentIndex(tab)
        combo.setCurrentIndex(combo.findData("arcade"))
    for language, classic in (("id", "Klasik"), ("en", "Classic")):
        win.prefs.set(LANGUAGE, language)
        QApplication.processEvents()
        assert [(c.currentData(), c.currentText()) for c in combos] == [("arcade", "Arcade")] * 2
        assert [c.itemText(c.findData("classic")) for c in combos] == [classic] * 2
    assert dialog.ui.trendLabel.text() == "No Arcade game has been played yet."


def test_every_tick_of_the_scores_chart_is_a_whole_number_of_its_own(win, qtbot):
    """However many games (1 to 9), each tick of the score chart's axes
    stands on a whole number, none labelled twice (four games once read
    "1, 2, 3, 3, 4": Qt's own range from game 1, five ticks)."""
    win.action("statistics").trigger()
    dialog = win.statistics_dialog
    for games in range(1, 10):
        play(win, games=1, seed=games)
        dialog.ui.tabs.setCurrentIndex(SCORES_TAB)
        QApplication.processEvents()
        line, _bars = (view.chart() for view in dialog.chart_views)
        for axis in line.axes():
            ticks = axis.tickCount()
            at = [axis.min() + i * (axis.max() - axis.min()) / (ticks - 1) for i in range(ticks)]
            assert all(t == int(t) for t in at), (games, axis.orientation(), at)
            assert len({round(t) for t in at}) == ticks, (games, at)
        dialog.ui.tabs.setCurrentIndex(0)
