"""The board's face for the keyboard and for assistive technology.

A transparent list of the 64 cells in reading order, laid exactly over the
drawn board (it follows the board view's ``boardPlaced``).  It paints nothing
and lets the mouse through; what it adds is one accessible item per cell
("row 3, column 5, empty; the piece fits here and clears row 3") and the
keyboard focus that follows the cursor.

A list, not a table: screen readers read a whole table row, and say "not
selected", on every Up and Down (Orca does by default), where a player wants
the one cell the cursor moved to.  Each item names its own row and column.

Cells tell assistive technology when their text changes (a placement, a
clear, the aim moving): a screen reader that keeps what it read never reads
a stale cell.  It is the board view's sibling, not its child: a scroll area
shows assistive technology only its viewport, never its other children.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QItemSelectionModel,
    QModelIndex,
    QObject,
    QRect,
    QSize,
    Qt,
    QTimer,
)
from PySide6.QtGui import QAccessible, QAccessibleEvent, QFocusEvent, QPaintEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QListView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from ..engine import bitboard as bb
from ..lang.retranslate import Retranslating
from ..models.game import GameModel
from ..models.table import Index


class CellsModel(QAbstractListModel):
    """The board model's 8 × 8 cells as one list, row by row."""

    def __init__(self, game: GameModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = game
        game.dataChanged.connect(self._changed)
        game.modelReset.connect(self._reset)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else bb.CELLS

    def cell(self, row: int) -> QModelIndex:
        """The board model's index of list row ``row``."""
        return self._game.index(row // bb.SIZE, row % bb.SIZE)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < bb.CELLS:
            return None
        return self._game.data(self.cell(index.row()), role)

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def _changed(self, top_left: QModelIndex, bottom_right: QModelIndex, roles: Any = ()) -> None:
        for row in range(top_left.row(), bottom_right.row() + 1):
            first = row * bb.SIZE + top_left.column()
            last = row * bb.SIZE + bottom_right.column()
            self.dataChanged.emit(self.index(first), self.index(last))

    def _reset(self) -> None:
        self.dataChanged.emit(self.index(0), self.index(bb.CELLS - 1))


class _CellSize(QStyledItemDelegate):
    """Every item is exactly one cell of the grid (and paints nothing)."""

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        view = self.parent()
        return view.gridSize() if isinstance(view, QListView) else QSize(1, 1)


class BoardCells(Retranslating, QListView):
    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Made here, not by Qt: see views/viewport.py (drawn by nothing).
        self.setViewport(QWidget())
        self._game = model
        self.cells = CellsModel(model, self)
        self.setModel(self.cells)
        self.setItemDelegate(_CellSize(self))
        self.setObjectName("boardCells")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setStyleSheet("QListView { background: transparent; border: none; }")
        self.viewport().setAutoFillBackground(False)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFlow(QListView.Flow.LeftToRight)
        self.setWrapping(True)
        self.setUniformItemSizes(True)
        self.setMovement(QListView.Movement.Static)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # The cursor's cell is the one selected: a screen reader then says
        # the cell alone, not "not selected" after it.
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._texts = [self._text(i) for i in range(bb.CELLS)]
        self.cells.dataChanged.connect(self._tell_changed_names)
        self.retranslate()
        model.cursorChanged.connect(self._follow_cursor)
        self.selectionModel().currentChanged.connect(self._current_changed)

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Board"))
        self.setAccessibleDescription(
            self.tr(
                "8 rows of 8 cells. Arrow keys move, Enter places the selected piece, "
                "F jumps to the next place where it fits."
            )
        )

    def paintEvent(self, event: QPaintEvent) -> None:
        # The board scene draws every cell; painting nothing here also spares
        # a repaint of 64 items (and their data() calls) on every pointer move.
        event.accept()

    def place_over(self, rect: QRect, cell: int) -> None:
        """Lie exactly over the drawn board: ``rect`` in the parent's
        coordinates, ``cell`` pixels a cell."""
        # One pixel wider: QListView wraps a row when its items would reach
        # the last pixel, so 8 cells need 8 × cell + 1 to stand in one row.
        self.setGeometry(rect.adjusted(0, 0, 1, 0))
        self.setGridSize(QSize(cell, cell))
        self.raise_()

    def cell_index(self, row: int, col: int) -> QModelIndex:
        return self.cells.index(row * bb.SIZE + col)

    def _text(self, row: int) -> str:
        return str(self.cells.data(self.cells.index(row), Qt.ItemDataRole.AccessibleTextRole))

    def _tell_changed_names(self, top_left: QModelIndex, bottom_right: QModelIndex) -> None:
        """A NameChanged event from each cell whose words changed."""
        active = QAccessible.isActive()
        for row in range(top_left.row(), bottom_right.row() + 1):
            text = self._text(row)
            if text == self._texts[row]:
                continue
            self._texts[row] = text
            if active:
                event = QAccessibleEvent(self, QAccessible.Event.NameChanged)
                event.setChild(row)
                QAccessible.updateAccessibility(event)

    def _follow_cursor(self, row: int, col: int) -> None:
        index = self.cell_index(row, col)
        if self.currentIndex() != index:
            self.selectionModel().setCurrentIndex(
                index, QItemSelectionModel.SelectionFlag.ClearAndSelect
            )

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if current.isValid():
            self._game.set_cursor(current.row() // bb.SIZE, current.row() % bb.SIZE)

    def focusInEvent(self, event: QFocusEvent) -> None:
        self._game.show_cursor()
        super().focusInEvent(event)
        # Said after the board itself, so the cursor's cell is read too (on
        # the first key, and when a dialog gives the focus back).
        QTimer.singleShot(0, self._tell_current)

    def _tell_current(self) -> None:
        current = self.currentIndex()
        if self.hasFocus() and current.isValid() and QAccessible.isActive():
            event = QAccessibleEvent(self, QAccessible.Event.Focus)
            event.setChild(current.row())
            QAccessible.updateAccessibility(event)
