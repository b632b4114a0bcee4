"""Statistics ▸ Daily: every game of a day's deal, the latest first — its
day, mode, number, score, the coach's own score on the deal and the game's
accuracy where it was reviewed — in a table that sorts by any column; an
empty history says how to start one."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..engine import spaced
from ..lang.retranslate import Retranslating
from ..lang.words import day_text, mode_name, show_words
from ..store.history import History


class Cell(QTableWidgetItem):
    """A cell shown as text and sorted by its value (a day as YYYY-MM-DD,
    a score as a number; none below any)."""

    def __init__(self, text: str, value: object) -> None:
        super().__init__(text)
        self.value = value

    def __lt__(self, other: Any) -> bool:
        mine, theirs = self.value, getattr(other, "value", None)
        if mine is None or theirs is None:
            return mine is None and theirs is not None
        return bool(mine < theirs)


class DailyPage(Retranslating, QWidget):
    """The Daily tab."""

    COLUMNS = 6

    def __init__(self, history: History, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("daily")
        self.history = history
        layout = QVBoxLayout(self)
        self.empty = QLabel()
        self.empty.setWordWrap(True)
        layout.addWidget(self.empty)
        table = self.table = QTableWidget(0, self.COLUMNS)
        table.setObjectName("dailyTable")
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.verticalHeader().hide()
        table.setTabKeyNavigation(False)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(table, 1)
        # Filled when the tab is shown (refresh): the dialog opens at once.
        self.retranslate()

    def retranslate(self) -> None:
        self.table.setAccessibleName(self.tr("Days' deals played"))
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Day"),
                self.tr("Mode"),
                self.tr("Game number"),
                self.tr("Score"),
                self.tr("The coach"),
                self.tr("Accuracy"),
            ]
        )
        show_words(
            self.empty,
            self.tr(
                "No day's deal played yet: Game ▸ Today's Classic Deal or Today's Arcade Deal "
                "starts one."
            ),
        )
        if self.isVisible():
            self.refresh()  # the words of each row in the new language

    def refresh(self) -> None:
        """The list again from the history."""
        from ..coach import wire
        from ..coach.review import BLIND_VERSION, VERSION

        rows = self.history.daily_games(BLIND_VERSION, VERSION)
        locale = QLocale()
        table = self.table
        table.setSortingEnabled(False)
        table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            record = row.record
            review = wire.loads(row.review) if row.review is not None else None
            accuracy = review.accuracy if review is not None else None
            cells = (
                Cell(day_text(row.day), row.day),
                Cell(mode_name(record.mode), record.mode),
                Cell(spaced(record.number) if record.number else "", record.number or ""),
                Cell(locale.toString(record.score), record.score),
                Cell("" if row.coach is None else locale.toString(row.coach), row.coach),
                Cell(
                    ""
                    if accuracy is None
                    else self.tr("{percent} %").format(percent=locale.toString(round(accuracy))),
                    accuracy,
                ),
            )
            for c, cell in enumerate(cells):
                if c >= 3:
                    cell.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                table.setItem(r, c, cell)
        table.setSortingEnabled(True)
        self.empty.setVisible(not rows)
        table.setVisible(bool(rows))
