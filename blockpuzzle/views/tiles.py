"""The art of a cell: a piece's tile, an empty slot, the board's panel.

A tile reads as a block you could pick up: rounded corners, a gradient from
a lighter top to a darker bottom, a one-pixel light edge along its top and a
darker rim.  An empty cell is a slot, a little darker than the board with a
faint shadow under its top edge.  In the high-contrast colours all of it is
flat: pure hues, white rims, no gradients.

Every tile is painted once per (colour, size, device pixel ratio, style)
into a pixmap of exactly that many device pixels and kept in Qt's
QPixmapCache; painting the board then only copies pixmaps.  Sizes are whole
device pixels, so nothing is ever scaled.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPixmapCache,
)

# Proportions of a cell (DESIGN.md).
GAP = 0.06
RADIUS = 0.18
PANEL_RADIUS = 0.3
PANEL_PADDING = 0.25


def gap(cell: int, ratio: float) -> float:
    """The gap between tiles, in logical pixels: 6 % of a cell, at least one
    device pixel, always a whole number of device pixels."""
    return max(1, round(cell * GAP * ratio)) / ratio


def _pixmap(cell: int, ratio: float) -> QPixmap:
    pixels = round(cell * ratio)
    pixmap = QPixmap(pixels, pixels)
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    return pixmap


def _shape(cell: int, ratio: float) -> tuple[QRectF, float]:
    inset = gap(cell, ratio) / 2
    rect = QRectF(inset, inset, cell - 2 * inset, cell - 2 * inset)
    return rect, RADIUS * cell


Draw = Callable[[QPainter, QPainterPath, QRectF, float], None]


def _cell_art(key: str, cell: int, ratio: float, draw: Draw) -> QPixmap:
    """The pixmap cached under ``key``, or a new one: a cell's rounded shape
    handed to ``draw`` (painter, path, rect, radius), then kept."""
    # PySide6 returns the pixmap (or None); its stubs know C++'s out-parameter only.
    found: QPixmap | None = QPixmapCache.find(key)  # type: ignore[call-overload]
    if found is not None:
        return found
    pixmap = _pixmap(cell, ratio)
    rect, radius = _shape(cell, ratio)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    draw(painter, path, rect, radius)
    painter.end()
    QPixmapCache.insert(key, pixmap)
    return pixmap


def tile(colour: QColor, cell: int, ratio: float, flat: bool = False) -> QPixmap:
    """A piece's tile of ``colour``, ``cell`` logical pixels a side."""

    def draw(painter: QPainter, path: QPainterPath, rect: QRectF, radius: float) -> None:
        line = max(1.0, round(cell * 0.05 * ratio)) / ratio
        if flat:
            painter.fillPath(path, colour)
            painter.setPen(QPen(QColor("#ffffff"), line))
        else:
            gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
            gradient.setColorAt(0.0, colour.lighter(112))
            gradient.setColorAt(1.0, colour.darker(110))
            painter.fillPath(path, gradient)
            # The light top edge: one whole row of device pixels, the first
            # wholly inside the rim (the rim may start between two).
            painter.setPen(QPen(colour.lighter(140), 1 / ratio))
            top = (math.ceil((rect.top() + line) * ratio - 1e-9) + 0.5) / ratio
            painter.drawLine(
                QPointF(rect.left() + radius, top), QPointF(rect.right() - radius, top)
            )
            painter.setPen(QPen(colour.darker(130), line))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        half = line / 2
        painter.drawRoundedRect(rect.adjusted(half, half, -half, -half), radius, radius)

    key = f"bp-tile:{colour.name(QColor.NameFormat.HexArgb)}:{cell}:{ratio}:{int(flat)}"
    return _cell_art(key, cell, ratio, draw)


def slot(board: QColor, cell: int, ratio: float, flat: bool = False) -> QPixmap:
    """An empty cell: a slot a little darker than the board under it (or,
    on a dark board, a little lighter)."""

    def draw(painter: QPainter, path: QPainterPath, rect: QRectF, radius: float) -> None:
        painter.fillPath(path, slot_colour(board, flat))
        if flat:
            painter.setPen(QPen(QColor("#ffffff"), max(1.0, ratio) / ratio))
            painter.drawPath(path)
            return
        # A faint shadow under the top edge: the slot is sunk into the board.
        shadow = QLinearGradient(rect.topLeft(), QPointF(rect.left(), rect.top() + cell * 0.25))
        shadow.setColorAt(0.0, QColor(0, 0, 0, 40))
        shadow.setColorAt(1.0, QColor(0, 0, 0, 0))
        painter.fillPath(path, shadow)

    return _cell_art(f"bp-slot:{board.name()}:{cell}:{ratio}:{int(flat)}", cell, ratio, draw)


def panel(size: QSizeF, cell: float, fill: QColor, rim: QColor, ratio: float) -> QPixmap:
    """The board's panel: a rounded rectangle of ``fill`` with a one-device-
    pixel ``rim``, ``size`` logical pixels."""
    key = f"bp-panel:{size.width()}x{size.height()}:{cell}:{fill.name()}:{rim.name()}:{ratio}"
    # PySide6 returns the pixmap (or None); its stubs know C++'s out-parameter only.
    found: QPixmap | None = QPixmapCache.find(key)  # type: ignore[call-overload]
    if found is not None:
        return found
    pixmap = QPixmap(round(size.width() * ratio), round(size.height() * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    half = 0.5 / ratio
    radius = PANEL_RADIUS * cell
    painter.setPen(QPen(rim, 1 / ratio))
    painter.setBrush(fill)
    painter.drawRoundedRect(
        QRectF(half, half, size.width() - 2 * half, size.height() - 2 * half), radius, radius
    )
    painter.end()
    QPixmapCache.insert(key, pixmap)
    return pixmap


def slot_colour(board: QColor, flat: bool = False) -> QColor:
    """The colour of an empty cell on a board of colour ``board``."""
    if flat:
        return QColor("#000000")
    return board.darker(112) if board.lightness() >= 128 else board.lighter(170)


def crisp_cell(size: float, ratio: float) -> int:
    """The largest cell size ≤ ``size`` whose side is a whole number of
    device pixels at ``ratio`` (at 1.25 a multiple of 4, at 1.5 of 2)."""
    step = next((m for m in range(1, 9) if abs(m * ratio - round(m * ratio)) < 1e-6), 1)
    return max(step, int(size // step) * step)
