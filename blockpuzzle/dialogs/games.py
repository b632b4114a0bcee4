"""The games of the history as a Qt table: one row a game, sortable by any
column, in the Statistics dialog's Games tab.  The model sorts itself (a
proxy asking Python for every cell of 10,000 rows to compare them would take
a second)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QDateTime,
    QLocale,
    QObject,
    Qt,
)
from PySide6.QtWidgets import QComboBox

from ..engine import MODES, spaced
from ..lang.words import duration, mode_name
from ..models.table import ColumnTable, Index
from ..store.history import GameRecord

SORT_ROLE = Qt.ItemDataRole.UserRole + 1


def name_modes(combo: QComboBox) -> None:
    """Fill ``combo`` with the modes' names in the current language (each
    with its mode as data), keeping its choice and telling no one."""
    index = max(combo.currentIndex(), 0)
    combo.blockSignals(True)
    combo.clear()
    for mode in MODES:
        combo.addItem(mode_name(mode), mode)
    combo.setCurrentIndex(index)
    combo.blockSignals(False)


def local_moment(iso: str) -> QDateTime:
    """A UTC moment the history wrote, in the player's time zone."""
    return QDateTime.fromSecsSinceEpoch(int(datetime.fromisoformat(iso).timestamp())).toLocalTime()


class GamesModel(ColumnTable):
    """The games, oldest first; ``SORT_ROLE`` gives each cell's raw value."""

    COLUMNS = ("date", "mode", "number", "score", "lines", "time", "ending", "hints")

    def __init__(
        self,
        games: list[GameRecord],
        parent: QObject | None = None,
        hints: dict[tuple[str, int, str], int | None] | None = None,
    ) -> None:
        super().__init__(parent)
        self._games = list(games)
        self._hints = dict(hints or {})  # by (mode, seed, started): games that had any
        self._order: tuple[int, Qt.SortOrder] | None = None

    def set_games(
        self, games: list[GameRecord], hints: dict[tuple[str, int, str], int | None] | None = None
    ) -> None:
        self.beginResetModel()
        self._games = list(games)
        self._hints = dict(hints or {})
        if self._order is not None:
            self._sort_rows(*self._order)
        self.endResetModel()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if not 0 <= column < len(self.COLUMNS):
            return
        self.layoutAboutToBeChanged.emit()
        persistent = self.persistentIndexList()
        before = [self._games[i.row()] for i in persistent]
        self._sort_rows(column, order)
        self._order = (column, order)
        where = {id(game): row for row, game in enumerate(self._games)}
        self.changePersistentIndexList(
            persistent,
            [self.index(where[id(g)], i.column()) for g, i in zip(before, persistent, strict=True)],
        )
        self.layoutChanged.emit()

    def _sort_rows(self, column: int, order: Qt.SortOrder) -> None:
        name = self.COLUMNS[column]
        self._games.sort(
            key=lambda g: self._raw(g, name), reverse=order == Qt.SortOrder.DescendingOrder
        )

    def game(self, row: int) -> GameRecord | None:
        """The game shown on ``row``."""
        return self._games[row] if 0 <= row < len(self._games) else None

    def rows(self) -> int:
        return len(self._games)

    def titles(self) -> dict[str, str]:
        return {
            "date": QCoreApplication.translate("GamesModel", "Date"),
            "mode": QCoreApplication.translate("GamesModel", "Mode"),
            "number": QCoreApplication.translate("GamesModel", "Game number"),
            "score": QCoreApplication.translate("GamesModel", "Score"),
            "lines": QCoreApplication.translate("GamesModel", "Lines"),
            "time": QCoreApplication.translate("GamesModel", "Time"),
            "ending": QCoreApplication.translate("GamesModel", "Ended"),
            "hints": QCoreApplication.translate("GamesModel", "Hints"),
        }

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._games):
            return None
        game = self._games[index.row()]
        column = self.COLUMNS[index.column()]
        if role == SORT_ROLE:
            return self._raw(game, column)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (
            "score",
            "lines",
            "time",
            "hints",
        ):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return None
        locale = QLocale()
        if column == "date":
            return locale.toString(local_moment(game.ended), QLocale.FormatType.ShortFormat)
        if column == "mode":
            return mode_name(game.mode)
        if column == "number":
            return spaced(game.number) if game.number else "—"
        if column == "score":
            return locale.toString(game.score)
        if column == "lines":
            return locale.toString(game.lines)
        if column == "time":
            return duration(game.seconds)
        if column == "hints":
            hints = self._hint_count(game)
            if hints is None:  # a damaged count in the history
                return QCoreApplication.translate("GamesModel", "unknown")
            return (
                locale.toString(hints)
                if hints
                else QCoreApplication.translate("GamesModel", "none")
            )
        return (
            QCoreApplication.translate("GamesModel", "game over")
            if game.ending == "over"
            else QCoreApplication.translate("GamesModel", "abandoned")
        )

    def _hint_count(self, game: GameRecord) -> int | None:
        """The hints shown in ``game``; None where the count kept is damaged."""
        return self._hints.get((game.mode, game.seed, game.started), 0)

    def _raw(self, game: GameRecord, column: str) -> Any:
        """The value a column sorts by."""
        if column == "hints":
            hints = self._hint_count(game)
            return -1 if hints is None else hints  # unknown: before none
        if column == "date":
            return game.ended
        if column == "number":
            return game.number or ""
        if column == "time":
            return game.seconds
        return getattr(game, column)

    def retranslate(self) -> None:
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self.COLUMNS) - 1)
        if self._games:
            last = self.index(len(self._games) - 1, len(self.COLUMNS) - 1)
            self.dataChanged.emit(self.index(0, 0), last)
