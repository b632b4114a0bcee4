"""Statistics ▸ Fairness: was the deal fair to *this* player?

Every piece the player's kept games were dealt, per mode, recounted from
each game's seed and moves (:meth:`History.fill_tallies`): the count of
each shape beside the uniform expectation, as a chart (bars, the expected
level and the band 95 % of fair deals stay within) and as a table a screen
reader reads; Pearson's chi-square test of those counts in one sentence,
with what its p means in another; and how often a fresh deal had no piece
that fitted anywhere on the board it met, beside how often fair deals
would on the same boards.

Tallies a game does not have yet (games from before this page, or every
game of a history that was set aside and mended) are worked out a slice at
a time while a progress bar shows it; the page is drawn when they are all
there.  Each is kept in the history, so the page opens at once after that.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import (
    QLocale,
    QObject,
    Qt,
    QTimer,
)
from PySide6.QtWidgets import QHeaderView

from ..engine import MODES
from ..engine.fairness import band, chi_square, p_value
from ..lang.words import mode_name
from ..models.piece_names import describe
from ..models.table import ColumnTable, Index
from ..store.history import Dealt
from .charts import WHOLE, localized
from .columns import keep_title_whole
from .games import name_modes

# Pearson's test holds where every shape's fair share is at least this many.
FEWEST_EXPECTED = 5
# One slice of tallies worked out between two turns of the event loop.
SLICE_SECONDS = 0.04


def p_text(p: float) -> str:
    """p as a person reads it, in the language's own digits and decimal
    mark ("0,42" in Indonesian and Portuguese): two significant figures,
    never "0"."""
    locale = QLocale()
    if p < 0.0001:
        return "< " + locale.toString(0.0001, "f", 4)
    return locale.toString(p, "g", 2) if p < 0.01 else locale.toString(p, "f", 2)


class PiecesModel(ColumnTable):
    """One row a shape of the mode's catalog: its name, how many were
    dealt, how many a fair deal gives on average, and the range 95 % of
    fair deals stay within."""

    NUMBERED = True
    COLUMNS = ("piece", "dealt", "expected", "range")

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._mode = "classic"
        self._counts: tuple[int, ...] = ()

    def retranslate(self) -> None:
        """The column titles in the current language."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self.COLUMNS) - 1)

    def set_counts(self, mode: str, counts: tuple[int, ...]) -> None:
        self.beginResetModel()
        self._mode, self._counts = mode, counts
        self.endResetModel()

    def rows(self) -> int:
        return len(self._counts)

    def titles(self) -> dict[str, str]:
        return {
            "piece": self.tr("Piece"),
            "dealt": self.tr("Dealt"),
            "expected": self.tr("Fair share"),
            "range": self.tr("Fair range (95 %)"),
        }

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self._counts):
            return None
        column = self.COLUMNS[index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole and column != "piece":
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return None
        locale = QLocale()
        total, shapes = sum(self._counts), len(self._counts)
        if column == "piece":
            text = describe(MODES[self._mode].catalog[index.row()])
            return text[:1].upper() + text[1:]
        if column == "dealt":
            return locale.toString(self._counts[index.row()])
        if column == "expected":
            return locale.toString(total / shapes, "f", 1)
        low, high = band(total, shapes)
        return self.tr("{low} to {high}").format(
            low=locale.toString(low, "f", 0), high=locale.toString(high, "f", 0)
        )


class FairnessPage(QObject):
    """The Fairness tab of :class:`StatisticsDialog` (its ``ui`` widgets)."""

    def __init__(self, dialog: Any) -> None:
        super().__init__(dialog)
        self.dialog = dialog
        self.ui = dialog.ui
        self.history = dialog.session.history
        self.model = PiecesModel(self)
        table = self.ui.piecesTable
        table.setModel(self.model)
        header = table.horizontalHeader()
        for column, name in enumerate(PiecesModel.COLUMNS):
            header.setSectionResizeMode(
                column,
                QHeaderView.ResizeMode.Stretch
                if name == "piece"
                else QHeaderView.ResizeMode.ResizeToContents,
            )
        keep_title_whole(header, PiecesModel.COLUMNS.index("piece"))
        self.ui.fairnessModeCombo.currentIndexChanged.connect(lambda _i: self.show())
        self.timer = QTimer(self)
        self.timer.setInterval(0)
        self.timer.timeout.connect(self._fill_some)
        self.chart_view: Any = None

    def mode(self) -> str:
        return str(self.ui.fairnessModeCombo.currentData() or "classic")

    def retranslate(self) -> None:
        name_modes(self.ui.fairnessModeCombo)
        self.model.retranslate()
        self.ui.piecesTable.setAccessibleName(self.tr("Pieces dealt"))
        self.ui.meaningLabel.setText(
            self.tr(
                "p is the chance that a fair deal gives counts at least this uneven. Fair deals "
                "give every p between 0 and 1 equally often, so a small one now and then is to "
                "be expected; only a very small one, below 0.001, points to a biased deal."
            )
        )

    def show(self) -> None:
        """Draw the page; tallies still missing are worked out first."""
        if self.timer.isActive():
            return
        left = self.history.fill_tallies(SLICE_SECONDS)
        if left:
            bar = self.ui.fairnessProgress
            bar.setRange(0, left)
            bar.setValue(0)
            bar.setFormat(self.tr("Recounting the deals of %Ln games…", "", left))
            bar.setVisible(True)
            self.ui.verdictLabel.setText(bar.format())
            self.timer.start()
            return
        self._draw()

    def _fill_some(self) -> None:
        left = self.history.fill_tallies(SLICE_SECONDS)
        bar = self.ui.fairnessProgress
        bar.setValue(bar.maximum() - left)
        if left == 0:
            self.timer.stop()
            bar.setVisible(False)
            self._draw()

    def verdict(self, dealt: Dealt, mode: str) -> str:
        """The test of the counts, in one sentence."""
        total = sum(dealt.counts)
        if dealt.games == 0:
            return self.tr("No {mode} game with its moves kept has been played yet.").format(
                mode=mode_name(mode)
            )
        need = FEWEST_EXPECTED * len(dealt.counts)
        if total < need:
            # Below about 5 pieces a shape the chi-square test is not valid.
            return self.tr(
                "Your {n} {mode} pieces are too few yet for the test to tell a fair deal from "
                "a biased one: it needs {need}."
            ).format(n=QLocale().toString(total), mode=mode_name(mode), need=need)
        p = p_value(chi_square(dealt.counts), len(dealt.counts) - 1)
        values = {"n": QLocale().toString(total), "mode": mode_name(mode), "p": p_text(p)}
        if p < 0.001:
            text = self.tr("Your {n} {mode} pieces are unlikely to come from a fair deal: p = {p}.")
        elif p < 0.05:
            text = self.tr(
                "Your {n} {mode} pieces are more uneven than most fair deals give (p = {p}), "
                "as about one fair history in twenty is."
            )
        else:
            text = self.tr("Your {n} {mode} pieces are what a fair deal gives: p = {p}.")
        return text.format(**values)

    def dead_text(self, dealt: Dealt) -> str:
        if dealt.deals == 0:
            return ""
        locale = QLocale()
        text = self.tr(
            "A fresh deal had no piece that fitted anywhere {dead} times in %Ln deals. On the "
            "same boards, fair deals would do that {chance} times on average.",
            "",
            dealt.deals,
        ).format(dead=locale.toString(dealt.dead), chance=locale.toString(dealt.chance, "f", 1))
        if dealt.unknown:
            text += " " + self.tr(
                "%Ln games kept without their moves cannot be recounted and are left out.",
                "",
                dealt.unknown,
            )
        return text

    def _draw(self) -> None:
        mode = self.mode()
        dealt = self.history.dealt(mode)
        self.model.set_counts(mode, dealt.counts if dealt.games else ())
        verdict = self.verdict(dealt, mode)
        self.ui.verdictLabel.setText(verdict)
        self.ui.deadLabel.setText(self.dead_text(dealt))
        self._chart(mode, dealt, verdict)
        # Nothing counted yet: the sentence says so, and an empty chart and
        # table would only say it again, worse.
        for widget in (self.ui.meaningLabel, self.chart_view, self.ui.piecesTable):
            if widget is not None:
                widget.setVisible(dealt.games > 0)

    def _chart(self, mode: str, dealt: Dealt, verdict: str) -> None:
        from PySide6.QtCharts import (
            QBarSeries,
            QBarSet,
            QCategoryAxis,
            QChart,
            QChartView,
            QLineSeries,
            QValueAxis,
        )
        from PySide6.QtCore import QPointF
        from PySide6.QtGui import QColor, QPainter, QPen

        from ..views import theme

        if self.chart_view is not None:
            # Forgotten at once: should the new chart fail, no later draw
            # reaches the old view's deleted C++ object.
            old, self.chart_view = self.chart_view, None
            old.setParent(None)
            old.deleteLater()
        chart = localized(QChart())
        dark = theme.is_dark(self.dialog.palette())
        themes = QChart.ChartTheme
        chart.setTheme(themes.ChartThemeDark if dark else themes.ChartThemeLight)
        chart.setTitle(self.tr("Pieces dealt, by shape"))
        counts = dealt.counts if dealt.games else ()
        bars = QBarSet(self.tr("Dealt"))
        for count in counts:
            bars.append(count)
        series = QBarSeries()
        series.append(bars)
        chart.addSeries(series)
        shapes = len(counts)
        # The shapes by their numbers in the table, on a value axis: a bar
        # category axis elides labels long before they stop fitting.
        categories = QCategoryAxis()
        categories.setLabelsPosition(QCategoryAxis.AxisLabelsPosition.AxisLabelsPositionOnValue)
        categories.setRange(-0.5, max(shapes, 1) - 0.5)
        step = 1 if shapes <= 12 else 2 if shapes <= 24 else 5
        for n in range(shapes):
            if n == 0 or (n + 1) % step == 0:
                categories.append(str(n + 1), n)
        categories.setGridLineVisible(False)
        value_axis = QValueAxis()
        value_axis.setLabelFormat(WHOLE)
        total = sum(counts)
        low, high = band(total, shapes) if shapes else (0.0, 0.0)
        top = max([*counts, high, 1]) * 1.08
        if top < 8:
            # Few pieces: whole numbers only, each once.
            value_axis.setRange(0, math.ceil(top))
            value_axis.setTickCount(math.ceil(top) + 1)
        else:
            value_axis.setRange(0, top)
            value_axis.applyNiceNumbers()
        chart.addAxis(categories, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(value_axis, Qt.AlignmentFlag.AlignLeft)
        series.attachAxis(categories)
        series.attachAxis(value_axis)
        share, grey = QColor(bars.color()).darker(170), QColor("#888888")
        mean = total / shapes if shapes else 0.0
        for name, level, style, colour in (
            (self.tr("Fair share"), mean, Qt.PenStyle.SolidLine, share),
            (self.tr("95 % of fair deals"), low, Qt.PenStyle.DashLine, grey),
            ("", high, Qt.PenStyle.DashLine, grey),
        ):
            line = QLineSeries()
            line.setName(name)
            line.replace([QPointF(-0.5, level), QPointF(shapes - 0.5, level)])
            pen = QPen(colour)
            pen.setStyle(style)
            pen.setWidthF(2)
            line.setPen(pen)
            chart.addSeries(line)
            line.attachAxis(categories)
            line.attachAxis(value_axis)
        markers = chart.legend().markers()
        if markers:
            markers[-1].setVisible(False)  # the band's upper line: one entry is enough
        view = QChartView(chart, self.ui.fairnessChartHolder)
        view.setRenderHint(QPainter.RenderHint.Antialiasing)
        view.setMinimumHeight(150)
        view.setAccessibleName(
            self.tr("Chart of the {mode} pieces dealt").format(mode=mode_name(mode))
        )
        view.setAccessibleDescription(verdict)
        self.ui.fairnessChartHolder.layout().addWidget(view)
        self.chart_view = view
