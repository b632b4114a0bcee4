"""The board's face for the keyboard and for assistive technology.

A transparent :class:`QTableView` over the same :class:`GameModel`, laid
exactly over the drawn board (it follows the board view's ``boardPlaced``).
It is the board view's sibling, not its child: a scroll area shows assistive
technology only its viewport, never its other children.  It paints nothing
and lets the mouse through; what it adds is a real table of 8 × 8 cells to
assistive technology (rows, columns, each cell's state and the aim, through
Qt's own table accessibility) and the focus that follows the keyboard cursor.
"""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, QModelIndex, QRect, Qt
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHeaderView,
    QTableView,
    QWidget,
)

from ..lang.retranslate import Retranslating
from ..models.game import GameModel


class BoardTable(Retranslating, QTableView):
    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self.setModel(model)
        self.setObjectName("boardTable")
        self.retranslate()
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setStyleSheet("QTableView { background: transparent; border: none; }")
        self.viewport().setAutoFillBackground(False)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setShowGrid(False)
        self.setCornerButtonEnabled(False)
        self.horizontalHeader().hide()
        self.verticalHeader().hide()
        for header in (self.horizontalHeader(), self.verticalHeader()):
            header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
            header.setMinimumSectionSize(1)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setTabKeyNavigation(False)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        model.cursorChanged.connect(self._follow_cursor)
        self.selectionModel().currentChanged.connect(self._current_changed)

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Board"))
        self.setAccessibleDescription(
            self.tr("8 rows by 8 columns. Arrow keys move, Enter places the selected piece.")
        )

    def paintEvent(self, event: QPaintEvent) -> None:
        # The board scene draws every cell; painting nothing here also spares
        # a table repaint (and its many data() calls) on every pointer move.
        event.accept()

    def place_over(self, rect: QRect, cell: int) -> None:
        """Lie exactly over the drawn board: ``rect`` in the parent's
        coordinates, ``cell`` pixels a cell."""
        self.setGeometry(rect)
        self.horizontalHeader().setDefaultSectionSize(cell)
        self.verticalHeader().setDefaultSectionSize(cell)
        self.raise_()

    def _follow_cursor(self, row: int, col: int) -> None:
        index = self._model.index(row, col)
        if self.currentIndex() != index:
            self.selectionModel().setCurrentIndex(index, QItemSelectionModel.SelectionFlag.NoUpdate)

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if current.isValid():
            self._model.set_cursor(current.row(), current.column())

    def focusInEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        if self._model.cursor is None:
            self._model.set_cursor(0, 0)
        super().focusInEvent(event)
