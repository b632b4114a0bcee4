"""Every control named, and the tray's pieces described in words."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAbstractButton, QAbstractItemView

from blockpuzzle.engine import CLASSIC, Game, shape

from ..helpers import ALMOST_OVER, with_tray


def test_tray_pieces_describe_their_shape_and_state(win):
    win.model.load_game(with_tray(Game(CLASSIC, 1), shape("corner3_tl"), None, shape("bar4v")))
    tray = QAccessible.queryAccessibleInterface(win.tray_view)
    assert tray.role() == QAccessible.Role.List and tray.text(QAccessible.Text.Name) == "Tray"
    names = [tray.child(i).text(QAccessible.Text.Name) for i in range(3)]
    assert names == [
        "Piece 1: a large corner of 5 cells, its bend at the top-left",
        "Piece 2: used",
        "Piece 3: a vertical bar of 4 cells",
    ]
    win.model.select(2)
    assert tray.child(2).text(QAccessible.Text.Name).endswith(", selected")


def test_every_control_has_an_accessible_name(win):
    win.model.load_game(with_tray(Game(CLASSIC, 1), shape("dot"), None, None))
    widgets = win.findChildren(QAbstractButton) + win.findChildren(QAbstractItemView)
    win.game_over.show()
    win.notice.show()
    for widget in widgets:
        if not widget.isVisibleTo(win):
            continue
        iface = QAccessible.queryAccessibleInterface(widget)
        assert iface.text(QAccessible.Text.Name), widget


def test_the_selected_piece_is_selected_for_assistive_technology(win):
    win.model.load_game(with_tray(Game(CLASSIC, 1), shape("dot"), shape("bar2h"), shape("dot")))
    tray = QAccessible.queryAccessibleInterface(win.tray_view)
    selected = [tray.child(i).state().selected for i in range(3)]
    assert selected == [False, False, False]
    win.model.select(1)
    assert [tray.child(i).state().selected for i in range(3)] == [False, True, False]
    win.model.deselect()
    assert not any(tray.child(i).state().selected for i in range(3))
    # A click on the tray selects through the game model, never by itself.
    from PySide6.QtTest import QTest

    from ..helpers import slot_point

    QTest.mouseClick(win.windowHandle(), Qt.MouseButton.LeftButton, pos=slot_point(win, 2))
    assert win.model.selected == 2 and tray.child(2).state().selected


def test_the_game_over_card_can_be_found_and_read_again(win, qtbot):
    win.model.load_game(
        with_tray(Game(CLASSIC, 1), shape("dot"), shape("bar2h"), None, board=ALMOST_OVER)
    )
    win.model.place_at(0, 0, 4)
    assert win.game_over.isVisible()
    window = QAccessible.queryAccessibleInterface(win)

    def texts(iface, depth=0):  # type: ignore[no-untyped-def]
        yield iface.text(QAccessible.Text.Name)
        for i in range(iface.childCount()):
            child = iface.child(i)
            if child is not None and depth < 12:
                yield from texts(child, depth + 1)

    seen = list(texts(window))
    # The card is named by the move that ended the game and the end: what a
    # screen reader says as the focus comes in, once, in that order.
    assert (
        "Placed at row 1, column 5: a single cell. 1 point, score 1. "
        "No piece fits: game over. Final score 1."
    ) in seen
    assert "No piece fits: game over" in seen
    assert any(t.startswith("Final score: 1") for t in seen if t)
