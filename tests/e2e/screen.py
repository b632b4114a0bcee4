"""Where the board's cells and the tray's pieces are on a screenshot of the
game, found from the pixels alone, as a player's eye finds them: for a game
started as a player starts it (the Windows installer's), which has no test
driver inside to say where it drew them.

The board's empty cells are light grey tiles, neither white (the board
under them, the window) nor coloured (pieces); on an empty board they stand
in 8 columns and 8 rows of equal steps.  The tray's pieces are the coloured
pixels below the board, in three slots each a third of the board's width.
"""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple


class Layout(NamedTuple):
    columns: list[float]  # the screen x of each column's centre, left to right
    rows: list[float]  # the screen y of each row's centre, top to bottom
    pieces: dict[int, tuple[int, int]]  # a point on each slot's piece, by slot

    @property
    def cell(self) -> float:
        return (self.columns[-1] - self.columns[0]) / 7

    def point(self, x: float, y: float) -> tuple[int, int]:
        """The screen point at (x, y) in cell units from the board's top-left."""
        left = self.columns[0] - self.cell / 2
        top = self.rows[0] - self.cell / 2
        return round(left + x * self.cell), round(top + y * self.cell)

    def centre(self, row: int, col: int) -> tuple[int, int]:
        return round(self.columns[col]), round(self.rows[row])


def _pixels(png: Path) -> tuple[int, int, bytes]:
    from PySide6.QtGui import QImage

    image = QImage(str(png)).convertToFormat(QImage.Format.Format_RGB888)
    width, height, stride = image.width(), image.height(), image.bytesPerLine()
    data = bytes(image.constBits())
    rows = b"".join(data[y * stride : y * stride + width * 3] for y in range(height))
    return width, height, rows


def _runs(counts: list[int], least: int) -> list[tuple[int, int]]:
    """(start, end) of each run of positions whose count is at least ``least``."""
    runs, start = [], None
    for at, count in enumerate([*counts, 0]):
        if count >= least and start is None:
            start = at
        elif count < least and start is not None:
            runs.append((start, at))
            start = None
    return runs


def _cell_grey(r: int, g: int, b: int) -> bool:
    return max(r, g, b) - min(r, g, b) <= 6 and 195 <= r <= 236


def _coloured(r: int, g: int, b: int) -> bool:
    return max(r, g, b) - min(r, g, b) >= 60


def layout(png: Path) -> Layout:
    """The layout of an empty board and its tray on the screenshot ``png``."""
    width, height, rgb = _pixels(png)
    by_x, by_y = [0] * width, [0] * height
    for y in range(height):
        line = rgb[y * width * 3 : (y + 1) * width * 3]
        for x in range(width):
            r, g, b = line[3 * x], line[3 * x + 1], line[3 * x + 2]
            if _cell_grey(r, g, b):
                by_x[x] += 1
                by_y[y] += 1
    # A column of cells holds 8 tiles' worth of grey: much more than a
    # menu's or a frame's few pixels.
    # and a tile is as wide as the others, not a line one pixel thick.
    columns, rows = _runs(by_x, max(by_x) // 2), _runs(by_y, max(by_y) // 2)
    columns = [(a, b) for a, b in columns if b - a >= max(e - s for s, e in columns) // 2]
    rows = [(a, b) for a, b in rows if b - a >= max(e - s for s, e in rows) // 2]
    if len(columns) != 8 or len(rows) != 8:
        raise ValueError(f"no empty board of 8 by 8 cells on {png}: {columns} {rows}")
    centre_x = [(a + b - 1) / 2 for a, b in columns]
    centre_y = [(a + b - 1) / 2 for a, b in rows]
    left, right, bottom = columns[0][0], columns[-1][1], rows[-1][1]
    third = (right - left) / 3
    found: dict[int, list[tuple[int, int]]] = {}
    for y in range(bottom + 4, height):
        line = rgb[y * width * 3 : (y + 1) * width * 3]
        for x in range(left, right):
            if _coloured(line[3 * x], line[3 * x + 1], line[3 * x + 2]):
                found.setdefault(min(2, int((x - left) // third)), []).append((x, y))
    pieces = {}
    for slot, points in found.items():
        mx = sum(p[0] for p in points) / len(points)
        my = sum(p[1] for p in points) / len(points)
        pieces[slot] = min(points, key=lambda p: (p[0] - mx) ** 2 + (p[1] - my) ** 2)
    return Layout(centre_x, centre_y, pieces)
