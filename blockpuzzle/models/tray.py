"""The tray's three slots as a Qt list model, following the game model.

A used slot stays in place, empty, until the next three arrive.  The slot
being carried by a drag is marked so the view can show it lifted.
"""

from __future__ import annotations

import enum
from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, Qt

from ..engine import TRAY_SIZE, Shape
from .game import GameModel
from .piece_names import describe
from .table import Index


class TrayRole(enum.IntEnum):
    SHAPE = Qt.ItemDataRole.UserRole + 1  # the engine Shape, or None for a used slot
    SELECTED = enum.auto()  # bool
    CARRIED = enum.auto()  # bool: lifted by a drag right now


class TrayModel(QAbstractListModel):
    """Three rows, one per tray slot, read from a :class:`GameModel`."""

    def __init__(self, game: GameModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = game
        self._carried = -1
        game.trayChanged.connect(self._all_changed)
        game.selectionChanged.connect(self._all_changed)
        game.modelReset.connect(self._all_changed)

    @property
    def game(self) -> GameModel:
        return self._game

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else TRAY_SIZE

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        if self.piece(index.row()) is None:
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def piece(self, slot: int) -> Shape | None:
        return self._game.game.piece(slot)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < TRAY_SIZE:
            return None
        slot = index.row()
        piece = self.piece(slot)
        if role == TrayRole.SHAPE:
            return piece
        if role == TrayRole.SELECTED:
            return slot == self._game.selected
        if role == TrayRole.CARRIED:
            return slot == self._carried
        if role in (
            Qt.ItemDataRole.DisplayRole,
            Qt.ItemDataRole.AccessibleTextRole,
            Qt.ItemDataRole.ToolTipRole,
        ):
            return self.text(slot, piece)
        return None

    def text(self, slot: int, piece: Shape | None) -> str:
        if piece is None:
            return self.tr("Piece {n}: used").format(n=slot + 1)
        if slot == self._game.selected:
            return self.tr("Piece {n}: {shape}, selected").format(n=slot + 1, shape=describe(piece))
        return self.tr("Piece {n}: {shape}").format(n=slot + 1, shape=describe(piece))

    def set_carried(self, slot: int) -> None:
        """Mark ``slot`` as lifted by a drag (-1: none)."""
        if slot != self._carried:
            self._carried = slot
            self._all_changed()

    def retranslate(self) -> None:
        self._all_changed()

    @property
    def carried(self) -> int:
        return self._carried

    def _all_changed(self, *_: object) -> None:
        self.dataChanged.emit(self.index(0), self.index(TRAY_SIZE - 1))
