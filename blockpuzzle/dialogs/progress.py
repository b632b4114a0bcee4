"""Statistics ▸ Progress: are you getting better?  The accuracy and the luck
of every reviewed game of a mode, in the order played, with their moving
averages, and how the practice positions of each theme went.

Built the first time the tab is shown, and again when the history changes
(a game counted, a review kept, a practice position tried) or the mode.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QLocale, QPointF, Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..coach import wire
from ..coach.review import VERSION
from ..coach.themes import THEMES
from ..lang.retranslate import Retranslating
from ..lang.words import show_words, spoken
from ..models.practice import theme_name
from ..store.history import History
from ..views import theme
from .charts import CHART_HEIGHT, WHOLE, fit_axes, localized, moving_average, round_ticks
from .games import name_modes

# The games the moving averages are taken over.
WINDOW = 10


def progress(reviews: list[tuple[str, str]]) -> list[tuple[float, float]]:
    """(accuracy, luck), each in per cent, of each kept review that is a
    review at all (a damaged one is left out), in the order given."""
    found = []
    for _ended, text in reviews:
        review = wire.loads(text)
        if review is None:
            continue
        accuracy, luck = review.accuracy, review.luck_percentile
        if accuracy is not None and luck is not None:
            found.append((accuracy, luck))
    return found


class ProgressPage(Retranslating, QWidget):
    """The Progress tab."""

    def __init__(self, history: History, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("progress")
        self.history = history
        # Everything scrolls where the dialog is short (a small screen at a
        # large scale), as the Scores tab's charts do.
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        inner = QWidget()
        scroll.setWidget(inner)
        scroll.viewport().setAutoFillBackground(False)
        inner.setAutoFillBackground(False)
        outer.addWidget(scroll)
        layout = QVBoxLayout(inner)
        top = QHBoxLayout()
        self.mode_label = QLabel()
        self.mode_combo = QComboBox()
        self.mode_label.setBuddy(self.mode_combo)
        top.addWidget(self.mode_label)
        top.addWidget(self.mode_combo)
        top.addStretch(1)
        layout.addLayout(top)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.summary)
        self.chart_holder = QVBoxLayout()
        layout.addLayout(self.chart_holder, 1)
        self.chart_view: Any = None
        self.themes_label = QLabel()
        layout.addWidget(self.themes_label)
        self.themes = QTableWidget(0, 4)
        self.themes.setObjectName("themes")
        self.themes.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.themes.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.themes.verticalHeader().hide()
        self.themes.setTabKeyNavigation(False)
        header = self.themes.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.themes_label.setBuddy(self.themes)
        layout.addWidget(self.themes)
        self._shown: list[tuple[float, float]] | None = None
        self._stale = True  # the chart is not drawn from what is shown
        self.mode_combo.currentIndexChanged.connect(lambda _i: self.refresh())
        self.retranslate()

    def mode(self) -> str:
        return str(self.mode_combo.currentData() or "classic")

    def retranslate(self) -> None:
        self.mode_label.setText(self.tr("Mo&de:"))
        self.themes_label.setText(self.tr("Practice &by theme"))
        self.themes.setAccessibleName(self.tr("Practice by theme"))
        self.themes.setHorizontalHeaderLabels(
            [self.tr("Theme"), self.tr("Positions"), self.tr("Tries"), self.tr("Solved")]
        )
        name_modes(self.mode_combo)
        self.refresh()

    def refresh(self) -> None:
        """Everything again from the history."""
        games = progress(self.history.reviews(self.mode(), VERSION))
        self._shown = games
        show_words(self.summary, self.summary_text(games))
        self._show_themes()
        self._stale = True
        if self.isVisible():
            self._show_chart(games)

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        if self._shown is not None and self._stale:
            self._show_chart(self._shown)

    def summary_text(self, games: list[tuple[float, float]]) -> str:
        """The trend in words: what a screen reader reads for the chart."""
        if not games:
            return self.tr(
                "No reviewed game yet: open a game's review (Game ▸ Review Last Game) and its "
                "accuracy and luck are drawn here."
            )
        locale = QLocale()
        recent = games[-WINDOW:]
        accuracy = sum(a for a, _ in recent) / len(recent)
        luck = sum(lk for _, lk in recent) / len(recent)
        text = self.tr(
            "%Ln games reviewed. The last {count}: accuracy {accuracy} %, luck {luck} of 100.",
            "",
            len(games),
        ).format(
            count=len(recent),
            accuracy=locale.toString(round(accuracy)),
            luck=locale.toString(round(luck)),
        )
        before = games[-2 * WINDOW : -WINDOW]
        if before:
            earlier = sum(a for a, _ in before) / len(before)
            text += " " + self.tr("The {count} before: accuracy {accuracy} %.").format(
                count=len(before), accuracy=locale.toString(round(earlier))
            )
        return text

    def _show_themes(self) -> None:
        results = self.history.drill_results()
        known = [t for t in THEMES if t in results]
        table = self.themes
        table.setRowCount(len(known))
        locale = QLocale()
        for row, name in enumerate(known):
            positions, tries, solved = results[name]
            share = self.tr("{percent} %").format(
                percent=locale.toString(round(100 * solved / tries)) if tries else "–"
            )
            for column, text in enumerate(
                (theme_name(name), locale.toString(positions), locale.toString(tries), share)
            ):
                item = QTableWidgetItem(text)
                if spoken(text) != text:  # "keep room for the 3 by 3"
                    item.setData(Qt.ItemDataRole.AccessibleTextRole, spoken(text))
                if column:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                table.setItem(row, column, item)

    def _show_chart(self, games: list[tuple[float, float]]) -> None:
        from PySide6.QtCharts import QChart, QChartView, QLineSeries, QScatterSeries, QValueAxis
        from PySide6.QtGui import QPainter

        if self.chart_view is not None:
            self.chart_view.setParent(None)
            self.chart_view.deleteLater()
        chart = localized(QChart())
        dark = theme.is_dark(self.palette())
        chart.setTheme(
            QChart.ChartTheme.ChartThemeDark if dark else QChart.ChartTheme.ChartThemeLight
        )
        chart.setTitle(self.tr("Accuracy and luck of each reviewed game"))
        each = QScatterSeries()
        each.setName(self.tr("Accuracy"))
        each.setMarkerSize(6)
        accuracy = [a for a, _ in games]
        luck = [lk for _, lk in games]
        each.replace([QPointF(n, a) for n, a in enumerate(accuracy, start=1)])
        trend = QLineSeries()
        trend.setName(self.tr("Accuracy, average of {n}").format(n=WINDOW))
        trend.replace(
            [QPointF(n, a) for n, a in enumerate(moving_average(accuracy, WINDOW), start=1)]
        )
        lucky = QLineSeries()
        lucky.setName(self.tr("Luck, average of {n}").format(n=WINDOW))
        lucky.replace([QPointF(n, a) for n, a in enumerate(moving_average(luck, WINDOW), start=1)])
        x_axis, y_axis = QValueAxis(), QValueAxis()
        x_axis.setTitleText(self.tr("Reviewed game"))
        x_axis.setLabelFormat(WHOLE)
        x_axis.setProperty("high", max(len(games), 1))
        y_axis.setTitleText(self.tr("Per cent"))
        y_axis.setLabelFormat(WHOLE)
        y_axis.setProperty("high", 100)
        chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
        for series in (each, trend, lucky):
            chart.addSeries(series)
            series.attachAxis(x_axis)
            series.attachAxis(y_axis)
        for axis in (x_axis, y_axis):
            round_ticks(axis)
        view = QChartView(chart)
        view.setRenderHint(QPainter.RenderHint.Antialiasing)
        view.setMinimumHeight(CHART_HEIGHT)
        view.setAccessibleName(self.tr("Chart of the accuracy and luck of each reviewed game"))
        view.setAccessibleDescription(spoken(self.summary.text()))
        chart.plotAreaChanged.connect(
            lambda _plot: QTimer.singleShot(0, view, lambda: fit_axes(chart, chart.plotArea()))
        )
        self.chart_holder.addWidget(view)
        self.chart_view = view
        self._stale = False
