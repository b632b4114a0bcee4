"""Colours: contrast of every mark against what surrounds it."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QPalette

from blockpuzzle.views import theme


@pytest.mark.parametrize(
    "palette", [theme.light_palette(), theme.dark_palette()], ids=["light", "dark"]
)
def test_contrast_of_ghost_highlight_cursor_and_text(palette: QPalette):
    empty = theme.empty_cell(palette)
    board = theme.board_background(palette)
    outline = theme.outline(palette)  # the ghost's outline and the clear hatch
    for background in (empty, board):
        assert theme.contrast(outline, background) >= 3
        assert theme.contrast(theme.cursor(palette), background) >= 3
    # A ghost that fits is filled with the piece's colour.
    for index in range(1, 9):
        assert theme.contrast(theme.piece_colour(index, palette), empty) >= 3, index
    roles = QPalette.ColorRole
    assert theme.contrast(palette.color(roles.WindowText), palette.color(roles.Window)) >= 4.5
    assert theme.contrast(palette.color(roles.Text), palette.color(roles.Base)) >= 4.5
    assert theme.contrast(QColor("#000000"), QColor("#ffffff")) == pytest.approx(21)
