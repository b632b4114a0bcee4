"""The Statistics dialog (form: ui/statistics.ui): per mode the totals, a
chart of every game's score with the best so far and a histogram of scores,
a sortable table of the games, which can be exported as CSV, and whether
the pieces dealt were fair (:mod:`.fairness`).

The chart's text alternative is the table and a sentence on the trend, which
is also the chart's accessible description.  The charts and the table are
built the first time their tab is shown: the dialog opens at once whatever
the length of the history.
"""

from __future__ import annotations

from operator import itemgetter
from pathlib import Path
from typing import Any

from PySide6.QtCore import QLocale, QPoint, QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QMenu,
    QMessageBox,
    QWidget,
)

from ..engine import MODES
from ..lang.retranslate import Retranslating
from ..lang.words import cause, duration, mode_name, os_cause
from ..store.history import GameRecord
from ..store.session import Session
from ..views import geometry, theme
from .charts import (
    CHART_HEIGHT,
    WHOLE,
    best_steps,
    fit_axes,
    histogram,
    localized,
    outline,
    round_ticks,
)
from .daily import DailyPage
from .fairness import FairnessPage
from .forms.statistics_ui import Ui_StatisticsDialog
from .games import GamesModel, local_moment, name_modes
from .progress import ProgressPage
from .wrapping import TallEnough

SCORES_TAB, GAMES_TAB, FAIRNESS_TAB, PROGRESS_TAB, DAILY_TAB = 1, 2, 3, 4, 5
# What a figure shows where there is none (a mode with no game yet).
NONE_SHOWN = "—"
RECENT = 10  # games the trend sentence averages


class StatisticsDialog(Retranslating, QDialog):
    """Signals:
    playOnRequested(object): a review opened from the Games list asked to
        play on from one of its moves (a :class:`Practice`).
    retryRequested(object, object): a review opened from the Games list
        asked to retry its game's mistakes (the record, the mistakes).
    """

    playOnRequested = Signal(object)
    retryRequested = Signal(object, object)

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.ui = Ui_StatisticsDialog()
        self.ui.setupUi(self)
        TallEnough(self)
        # Room for the charts' titles and labels, as much as the screen has.
        geometry.fit_to_screen(self, 760, 620)
        # The charts scroll where the dialog is short, on the page's own
        # background (a scroll area fills its view and its widget).
        self.ui.chartScroll.viewport().setAutoFillBackground(False)
        self.ui.chartHolder.setAutoFillBackground(False)
        # A button of our own, not Qt's standard Close: Qt re-translates its
        # standard buttons itself, and it has no Indonesian for them.
        self.close_button = self.ui.buttonBox.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        self.close_button.setDefault(True)
        self.ui.resetButton.clicked.connect(self.confirm_reset)
        self.ui.exportButton.clicked.connect(self.ask_export)
        self.ui.reviewButton.clicked.connect(self.review_selected)
        table = self.ui.gamesTable
        table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        table.customContextMenuRequested.connect(self._games_menu)
        table.activated.connect(lambda index: self.review(index.row()))
        self.review_action = QAction(self)
        self.review_action.triggered.connect(self.review_selected)
        self.ui.tabs.currentChanged.connect(self._show_tab)
        self.ui.modeCombo.currentIndexChanged.connect(lambda _i: self._show_charts())
        self._games: list[GameRecord] | None = None
        # Each mode's scores, as the Scores tab draws them (History.scores).
        self._scores: dict[str, list[tuple[int, str]]] = {}
        self.games_model: GamesModel | None = None
        self.chart_views: list[Any] = []
        self.fairness = FairnessPage(self)
        # Are you getting better? (built here, in code: a page of its own)
        self.progress = ProgressPage(session.history)
        self.ui.tabs.insertTab(PROGRESS_TAB, self.progress, "")
        # Every day's deal played (filled when shown).
        self.daily = DailyPage(session.history)
        self.ui.tabs.insertTab(DAILY_TAB, self.daily, "")
        session.statsChanged.connect(self.refresh)
        self.retranslate()
        # The figures first: never the destructive button.
        self.ui.tabs.setFocus(Qt.FocusReason.OtherFocusReason)

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        self.ui.tabs.setFocus(Qt.FocusReason.OtherFocusReason)

    def retranslate(self) -> None:
        self.ui.retranslateUi(self)
        # The list of games, as a screen reader names it (in English the
        # same words as the count of games; other languages need two).
        self.ui.gamesTable.setAccessibleName(self.tr("Games played", "the list of games"))
        self.close_button.setText(self.tr("Close"))
        self.review_action.setText(self.tr("&Review This Game"))
        name_modes(self.ui.modeCombo)
        self.fairness.retranslate()
        self.ui.tabs.setTabText(PROGRESS_TAB, self.tr("&Progress"))
        self.ui.tabs.setTabText(DAILY_TAB, self.tr("Dail&y"))
        if self.games_model is not None:
            self.games_model.retranslate()
        self.refresh()

    # -- the totals ----------------------------------------------------------------

    def figure(self, mode: str, name: str) -> QLabel:
        label = getattr(self.ui, f"{mode}_{name}")
        assert isinstance(label, QLabel)
        return label

    def refresh(self) -> None:
        """Every figure again (a game was counted, the history was reset)."""
        locale = self.locale()
        headings = {
            "games": self.ui.gamesLabel.text(),
            "best": self.ui.bestLabel.text(),
            "lines": self.ui.linesLabel.text(),
            "time": self.ui.timeLabel.text(),
            "average_score": self.ui.average_scoreLabel.text(),
            "average_lines": self.ui.average_linesLabel.text(),
        }
        for mode in MODES:
            stats = self.session.stats(mode)
            texts = {
                "games": locale.toString(stats.games),
                "best": locale.toString(stats.best),
                "lines": locale.toString(stats.lines),
                "time": duration(stats.seconds),
                "average_score": locale.toString(stats.average_score, "f", 1),
                "average_lines": locale.toString(stats.average_lines, "f", 1),
            }
            if not stats.games:
                # Nothing played: no time and no average, not "under a
                # second" and "0.0" (a dash shown, words spoken).
                for name in ("time", "average_score", "average_lines"):
                    texts[name] = NONE_SHOWN
            for name, text in texts.items():
                label = self.figure(mode, name)
                label.setText(text)
                spoken = self.tr("none yet") if text == NONE_SHOWN else text
                # Read alone, a number says nothing: tie it to its mode and row.
                label.setAccessibleName(
                    self.tr("{mode}, {heading}: {value}").format(
                        mode=mode_name(mode), heading=headings[name], value=spoken
                    )
                )
        self._games = None
        self._scores.clear()
        self._show_tab(self.ui.tabs.currentIndex())

    def games(self) -> list[GameRecord]:
        if self._games is None:
            self._games = self.session.history.games()
        return self._games

    def _show_tab(self, index: int) -> None:
        if index == SCORES_TAB:
            self._show_charts()
        elif index == GAMES_TAB:
            self._show_table()
        elif index == FAIRNESS_TAB:
            self.fairness.show()
        elif index == PROGRESS_TAB:
            self.progress.refresh()
        elif index == DAILY_TAB:
            self.daily.refresh()

    # -- the table -----------------------------------------------------------------

    def _show_table(self) -> None:
        if self.games_model is None:
            self.games_model = GamesModel(self.games(), self, self.session.history.hinted())
            table = self.ui.gamesTable
            table.setModel(self.games_model)
            table.sortByColumn(0, Qt.SortOrder.DescendingOrder)  # the latest first
            table.horizontalHeader().setResizeContentsPrecision(100)
            table.resizeColumnsToContents()  # measured on the first 100 rows
            table.selectionModel().currentRowChanged.connect(
                lambda now, _was: self.ui.reviewButton.setEnabled(now.isValid())
            )
        else:
            self.games_model.set_games(self.games(), self.session.history.hinted())

    def review(self, row: int) -> None:
        """The coach's review of the game on ``row`` of the table."""
        record = self.games_model.game(row) if self.games_model is not None else None
        if record is None:
            return
        from .review import ReviewWindow

        window = ReviewWindow(record, self.session.history, self)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.playOnRequested.connect(self.playOnRequested)
        window.retryRequested.connect(self.retryRequested)
        window.show()
        self.review_window = window

    def review_selected(self) -> None:
        self.review(self.ui.gamesTable.currentIndex().row())

    def _games_menu(self, pos: QPoint) -> None:
        table = self.ui.gamesTable
        index = table.indexAt(pos)
        if not index.isValid():
            return
        table.setCurrentIndex(index)
        menu = QMenu(self)
        menu.addAction(self.review_action)
        menu.popup(table.viewport().mapToGlobal(pos))
        self.games_menu = menu

    # -- the charts ----------------------------------------------------------------

    def chart_mode(self) -> str:
        return str(self.ui.modeCombo.currentData() or "classic")

    def trend(self, mode: str, games: list[tuple[int, str]]) -> str:
        """The chart in a sentence: ``games``, the score and the end of each
        game of ``mode``, oldest first (History.scores)."""
        if not games:
            return self.tr("No {mode} game has been played yet.").format(mode=mode_name(mode))
        recent = games[-RECENT:]
        best, ended = max(games, key=itemgetter(0))  # the first of equals
        locale = QLocale()
        day = locale.toString(local_moment(ended).date(), QLocale.FormatType.LongFormat)
        average = round(sum(score for score, _ in recent) / len(recent))
        played = self.tr("{mode}: %Ln games played.", "", len(games)).format(mode=mode_name(mode))
        lately = self.tr(
            "The last %n average {average}; the best, {best}, was on {day}.", "", len(recent)
        ).format(average=locale.toString(average), best=locale.toString(best), day=day)
        return f"{played} {lately}"

    def _show_charts(self) -> None:
        if self.ui.tabs.currentIndex() != SCORES_TAB:
            return
        from PySide6.QtCharts import (  # the first use pays for QtCharts, not the start
            QBarCategoryAxis,
            QBarSeries,
            QBarSet,
            QChart,
            QChartView,
            QLineSeries,
            QValueAxis,
        )
        from PySide6.QtGui import QPainter

        mode = self.chart_mode()
        played = self._scores.get(mode)
        if played is None:
            played = self._scores[mode] = self.session.history.scores(mode)
        scores = [score for score, _ in played]
        text = self.trend(mode, played)
        self.ui.trendLabel.setText(text)
        holder = self.ui.chartHolder
        layout = self.ui.chartLayout
        for view in self.chart_views:
            view.setParent(None)
            view.deleteLater()
        dark = theme.is_dark(self.palette())
        chart_theme = (
            QChart.ChartTheme.ChartThemeDark if dark else QChart.ChartTheme.ChartThemeLight
        )

        line = localized(QChart())
        line.setTheme(chart_theme)
        line.setTitle(self.tr("Score of every game"))
        each, best = QLineSeries(), QLineSeries()
        each.setName(self.tr("Score"))
        best.setName(self.tr("Best so far"))
        each.replace([QPointF(n, s) for n, s in outline(scores)])
        best.replace([QPointF(n, s) for n, s in best_steps(scores)])
        x_axis, y_axis = QValueAxis(), QValueAxis()
        x_axis.setTitleText(self.tr("Game"))
        x_axis.setLabelFormat(WHOLE)
        # Round ticks from 0 too: a tick a game number, never one repeated
        # (fit_axes sets them as the plot's size allows).
        x_axis.setProperty("high", len(scores))
        y_axis.setTitleText(self.tr("Score"))
        y_axis.setLabelFormat(WHOLE)
        # Round ticks, the top one over the best score: every score drawn
        # lies under a label.
        y_axis.setProperty("high", max(scores, default=0))
        line.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
        line.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
        for series in (each, best):
            line.addSeries(series)
            series.attachAxis(x_axis)
            series.attachAxis(y_axis)

        bars = localized(QChart())
        bars.setTheme(chart_theme)
        bars.setTitle(self.tr("How often each score"))
        width, counts = histogram(scores)
        games = QBarSet(self.tr("Games"))
        for count in counts:
            games.append(count)
        bar_series = QBarSeries()
        bar_series.append(games)
        bars.addSeries(bar_series)
        categories = QBarCategoryAxis()
        # Each bar named by the score it starts at: short enough never to be
        # cut to "…"; the axis title says how wide a bar is.
        locale = QLocale()
        categories.append([locale.toString(i * width) for i in range(len(counts))])
        categories.setTitleText(
            self.tr("Score, in steps of {width}").format(width=locale.toString(width))
        )
        count_axis = QValueAxis()
        count_axis.setLabelFormat(WHOLE)
        count_axis.setProperty("high", max(counts, default=0))
        count_axis.setTitleText(self.tr("Games"))
        bars.addAxis(categories, Qt.AlignmentFlag.AlignBottom)
        bars.addAxis(count_axis, Qt.AlignmentFlag.AlignLeft)
        bar_series.attachAxis(categories)
        bar_series.attachAxis(count_axis)
        bars.legend().hide()

        self.chart_views = []
        for chart, name in (
            (line, self.tr("Chart of the score of every {mode} game")),
            (bars, self.tr("Histogram of {mode} scores")),
        ):
            view = QChartView(chart, holder)
            view.setRenderHint(QPainter.RenderHint.Antialiasing)
            view.setMinimumHeight(CHART_HEIGHT)
            view.setAccessibleName(name.format(mode=mode_name(mode)))
            view.setAccessibleDescription(text)
            for axis in chart.axes():
                if axis.property("high") is not None:
                    round_ticks(axis)  # the most, until the plot's size is known
            # Once the chart's layout is done (an axis changed inside it
            # crashes Qt Charts), and never after the view is gone.
            chart.plotAreaChanged.connect(
                lambda _plot, chart=chart, view=view: QTimer.singleShot(
                    0, view, lambda: fit_axes(chart, chart.plotArea())
                )
            )
            layout.addWidget(view, 1)  # the two charts share the height
            self.chart_views.append(view)

    # -- export and reset ----------------------------------------------------------

    def export_to(self, path: Path) -> int | None:
        """Write the history as CSV; the number of games written, or None
        where it could not be (the player is told why, and no partial file
        is left)."""
        try:
            return self.session.history.export_csv(path)
        except OSError as error:
            # What the disk shows first: Windows says "access denied" for a
            # folder of that name and "not found" for a path under a file.
            in_the_way = next((p for p in path.parents if p.is_file()), None)
            if path.is_dir():
                kind = "is-a-folder"
            elif in_the_way is not None:
                kind = "not-a-folder"
            else:
                kind = os_cause(error)
            where = path if kind in ("is-a-folder", "too-long") else path.parent
            if in_the_way is not None:
                where = in_the_way
            why = cause(kind, where, error.strerror or str(error))
            box = QMessageBox(
                QMessageBox.Icon.Warning,
                self.tr("Export failed"),
                self.tr("The games could not be exported to {file}: {why}.").format(
                    file=path, why=why
                ),
                QMessageBox.StandardButton.NoButton,
                self,
            )
            # Our own button: Qt's standard ones have no Indonesian.
            box.addButton(self.tr("OK"), QMessageBox.ButtonRole.AcceptRole)
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()
            self.export_error_box = box
            return None

    def ask_export(self) -> QFileDialog:
        """Ask where to export (non-blocking: exports on the file's choice)."""
        files = QFileDialog(self, self.tr("Export the games as CSV"))
        files.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        files.setDefaultSuffix("csv")
        files.setNameFilter(self.tr("CSV files (*.csv)"))
        files.selectFile("blockpuzzle-games.csv")
        files.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        files.fileSelected.connect(lambda name: self.export_to(Path(name)))
        files.open()
        self.export_dialog = files
        return files

    def confirm_reset(self) -> QMessageBox:
        """Ask before forgetting every statistic (window-modal, never
        blocking: the reset happens on the box's ``finished``), and whether
        the practice positions go too (not unless ticked).  The history is
        copied aside first."""
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("Reset statistics?"),
            self.tr("Forget every game played, the best scores and the play time, in both modes?"),
            QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel,
            self,
        )
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.button(QMessageBox.StandardButton.Reset).setText(self.tr("Reset"))
        box.button(QMessageBox.StandardButton.Cancel).setText(self.tr("Cancel"))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        # Practice positions stand on their own: kept unless the player
        # says otherwise.
        forget = QCheckBox(self.tr("Forget my practice positions too"))
        box.setCheckBox(forget)

        def finished(result: int) -> None:
            if result == QMessageBox.StandardButton.Reset:
                self.session.reset_stats(drills=forget.isChecked())

        box.finished.connect(finished)
        box.open()
        self.reset_box = box
        return box
