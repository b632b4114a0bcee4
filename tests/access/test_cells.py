"""The board for assistive technology: 64 named cells lying over the picture,
each telling when its words change."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from blockpuzzle.engine import CLASSIC, Board, Game, shape

from ..helpers import with_tray


def test_the_board_is_a_list_of_64_named_cells(win):
    board = QAccessible.queryAccessibleInterface(win.board_cells)
    assert board.role() == QAccessible.Role.List
    assert board.text(QAccessible.Text.Name) == "Board"
    assert board.childCount() == 64
    names = [board.child(i).text(QAccessible.Text.Name) for i in range(64)]
    assert names[0] == "row 1, column 1, empty"
    assert names[2 * 8 + 4] == "row 3, column 5, empty"
    assert names[63] == "row 8, column 8, empty"


def test_the_cells_lie_exactly_over_the_drawn_board(win):
    """Where a screen reader (or a magnifier) shows a cell is where it is
    drawn — at every size of the window, the window resized as a player
    would."""
    view = win.board_view
    cells = win.board_cells
    for width, height in ((480, 640), (900, 700), (300, 520), (640, 1000)):
        win.resize(width, height)
        QApplication.processEvents()
        cell = round(view.board.cell_size)
        assert cells.geometry().topLeft() == view.board_rect().topLeft()
        for row, col in ((0, 0), (3, 5), (7, 7)):
            rect = cells.visualRect(cells.cell_index(row, col))
            assert (rect.x(), rect.y(), rect.width(), rect.height()) == (
                col * cell, row * cell, cell, cell,
            ), (width, height)  # fmt: skip


def test_a_cell_a_screen_reader_moves_to_brings_the_cursor_there(win):
    """Orca's review keys or a tap on a Braille display move the current
    cell of the list: the game's cursor follows, so Enter places there."""
    cells = win.board_cells
    for row, col in ((2, 6), (7, 0)):
        cells.setCurrentIndex(cells.cell_index(row, col))
        assert win.model.cursor == (row, col)


class Heard(QObject):
    """The accessibility events of one widget, as an assistive technology
    would receive them (QAccessible's update handler, chained)."""


def test_a_cell_says_when_its_words_change(win, monkeypatch):
    board = Board.from_text("........\n" * 7 + "1111.111")
    win.model.load_game(with_tray(Game(CLASSIC, 1), shape("dot"), shape("dot"), None, board=board))
    events: list[tuple[int, str]] = []

    def heard(event):  # type: ignore[no-untyped-def]
        if event.type() == QAccessible.Event.NameChanged and event.object() is win.board_cells:
            iface = QAccessible.queryAccessibleInterface(win.board_cells).child(event.child())
            events.append((event.child(), iface.text(QAccessible.Text.Name)))

    monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: True))
    monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(heard))
    win.model.place_at(0, 7, 4)  # completes row 8: every cell of it changes
    changed = dict(events)
    assert set(changed) == {56 + c for c in range(8)} - {60}  # 60 was empty and is again
    assert changed[56] == "row 8, column 1, empty"
    events.clear()
    win.model.place_at(1, 0, 0)
    assert events == [(0, "row 1, column 1, filled")]
    events.clear()
    win.model.retranslate()  # the same words: nothing to tell
    assert events == []


def test_the_first_arrow_shows_the_cursor_where_it_is(win):
    from PySide6.QtTest import QTest

    win.activateWindow()
    assert win.model.cursor is None
    QTest.keyClick(win, Qt.Key.Key_Right)
    assert win.model.cursor == (3, 3) and win.board_cells.hasFocus()
    QTest.keyClick(win.board_cells, Qt.Key.Key_Right)
    assert win.model.cursor == (3, 4)
