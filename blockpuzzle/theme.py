"""Colours, taken from the palette so light and dark both look right.

Piece hues are fixed (a piece keeps its colour), in a lighter or darker
variant to suit the palette; everything else comes from palette roles.
Colour is never the only signal: the ghost also differs by fill versus
outline, and cells on a line about to clear are marked with a pattern.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette

# One hue per piece colour index 1..8 (0 is empty): (light theme, dark theme).
_PIECES = (
    ("#d9433b", "#ff7a70"),  # red
    ("#2f6fd6", "#79a8ff"),  # blue
    ("#2a9d55", "#6fd693"),  # green
    ("#c7831a", "#ffc061"),  # amber
    ("#8a4fd1", "#bb93ff"),  # violet
    ("#1b9aa8", "#5fd6e3"),  # teal
    ("#c2417f", "#ff8cc2"),  # pink
    ("#6b7a1c", "#c4d65a"),  # olive
)


def is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def piece_colour(index: int, palette: QPalette) -> QColor:
    """The colour of piece colour ``index`` (1-based)."""
    light, dark = _PIECES[(index - 1) % len(_PIECES)]
    return QColor(dark if is_dark(palette) else light)


def board_background(palette: QPalette) -> QColor:
    return palette.color(QPalette.ColorRole.Base)


def empty_cell(palette: QPalette) -> QColor:
    base = palette.color(QPalette.ColorRole.Base)
    return base.darker(112) if not is_dark(palette) else base.lighter(135)


def grid_line(palette: QPalette) -> QColor:
    return palette.color(QPalette.ColorRole.Mid)


def outline(palette: QPalette) -> QColor:
    """The ghost's outline and the cursor: the text colour, the strongest
    contrast the palette has against the board."""
    return palette.color(QPalette.ColorRole.Text)


def will_clear(palette: QPalette) -> QColor:
    colour = QColor(palette.color(QPalette.ColorRole.Highlight))
    colour.setAlpha(150)
    return colour


def contrast(a: QColor, b: QColor) -> float:
    """WCAG contrast ratio of two opaque colours."""

    def luminance(c: QColor) -> float:
        def channel(v: float) -> float:
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

        return (
            0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())
        )

    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)
