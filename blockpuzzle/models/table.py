"""What every table model of the game shares: its columns by name, a row
count, and the columns' titles in the current language (the move list of a
review, the games of Statistics, the pieces dealt of Fairness)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

Index = QModelIndex | QPersistentModelIndex


class ColumnTable(QAbstractTableModel):
    """A flat table whose columns are named by :attr:`COLUMNS`; a subclass
    says how many rows it has (:meth:`rows`) and what each column is called
    (:meth:`titles`); where :attr:`NUMBERED`, its rows are numbered from 1
    in the vertical header."""

    COLUMNS: tuple[str, ...] = ()
    NUMBERED = False

    def rows(self) -> int:
        raise NotImplementedError

    def titles(self) -> dict[str, str]:
        """Each column's title, by its name, in the current language."""
        raise NotImplementedError

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.rows()

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Vertical:
            return section + 1 if self.NUMBERED and 0 <= section < self.rows() else None
        return self.titles()[self.COLUMNS[section]] if 0 <= section < len(self.COLUMNS) else None
