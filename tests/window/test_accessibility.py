"""Every control named, and the tray's pieces described in words."""

from __future__ import annotations

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAbstractButton, QAbstractItemView

from blockpuzzle.engine import CLASSIC, Game, shape

from ..helpers import with_tray


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
