"""The board as an accessible table of cells, lying over the picture."""

from __future__ import annotations

from PySide6.QtGui import QAccessible


def test_the_board_is_a_table_of_cells_for_assistive_technology(win):
    table = QAccessible.queryAccessibleInterface(win.board_table)
    assert table.role() == QAccessible.Role.Table
    assert table.text(QAccessible.Text.Name) == "Board"
    names = {table.child(i).text(QAccessible.Text.Name) for i in range(table.childCount())}
    assert "row 3, column 5, empty" in names
    assert {f"Row {n}" for n in range(1, 9)} <= names
    # The cells lie exactly over the drawn board.
    cell = win.board_view.board.cell_size
    assert win.board_table.width() == 8 * cell and win.board_table.columnWidth(0) == cell
