"""Driving the real window in widget tests: positions and mouse gestures.

Drags use the QWindow form of the mouse calls (window coordinates), so the
press lands on the tray and the moves and the release go wherever Qt sends
them, exactly as for a person's mouse.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from blockpuzzle.engine import Game, GameState, Shape
from blockpuzzle.mainwindow import MainWindow


def board_point(win: MainWindow, x: float, y: float) -> QPoint:
    """Window coordinates of the point (x, y) in board cells."""
    view = win.board_view
    cell = view.board.cell_size
    scene = view.board.mapToScene(QPointF(x * cell, y * cell))
    return view.viewport().mapTo(win, view.mapFromScene(scene))


def slot_point(win: MainWindow, slot: int) -> QPoint:
    tray = win.tray_view
    return tray.viewport().mapTo(win, tray.slot_rect(slot).center())


def press_slot(win: MainWindow, slot: int) -> None:
    QTest.mousePress(win.windowHandle(), Qt.MouseButton.LeftButton, pos=slot_point(win, slot))


def move_to(win: MainWindow, point: QPoint) -> None:
    QTest.mouseMove(win.windowHandle(), point)


def release_at(win: MainWindow, point: QPoint) -> None:
    QTest.mouseRelease(win.windowHandle(), Qt.MouseButton.LeftButton, pos=point)


def start_drag(win: MainWindow, slot: int) -> QPoint:
    """Press on a tray piece and move sideways far enough to lift it; the
    point where it was lifted (still over the tray)."""
    press_slot(win, slot)
    start = slot_point(win, slot)
    move_to(win, start + QPoint(4, 0))
    lifted = start + QPoint(20, 0)
    move_to(win, lifted)
    return lifted


def drag(win: MainWindow, slot: int, x: float, y: float, steps: int = 4) -> None:
    """A whole drag: press the tray piece, carry it in steps, release at (x, y)."""
    start = start_drag(win, slot)
    end = board_point(win, x, y)
    for i in range(1, steps + 1):
        move_to(win, start + (end - start) * i / steps)
    release_at(win, end)


def click(win: MainWindow, point: QPoint) -> None:
    QTest.mouseClick(win.windowHandle(), Qt.MouseButton.LeftButton, pos=point)


def with_tray(game: Game, *pieces: Shape | None, board=None) -> Game:  # type: ignore[no-untyped-def]
    """``game`` with the given tray (and board), for setting up a position."""
    s = game.state
    game.state = GameState(board or s.board, tuple(pieces), s.score, s.lines, s.deals, False)
    return game
