"""Colours, taken from the palette so light and dark both look right.

Piece hues are fixed (a piece keeps its colour), in a lighter or darker
variant to suit the palette; everything else comes from palette roles.
Colour is never the only signal: the ghost also differs by fill versus
outline, and cells on a line about to clear are marked with a pattern.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

# One hue per piece colour index 1..8 (0 is empty): (light theme, dark theme).
_PIECES = (
    ("#d9433b", "#ff7a70"),  # red
    ("#2f6fd6", "#79a8ff"),  # blue
    ("#258c4c", "#6fd693"),  # green
    ("#a46c15", "#ffc061"),  # amber
    ("#8a4fd1", "#bb93ff"),  # violet
    ("#178490", "#5fd6e3"),  # teal
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


def cursor(palette: QPalette) -> QColor:
    """The keyboard cursor: the highlight colour, darkened (or lightened on
    a dark board) until it stands out at least 3:1 from an empty cell."""
    colour = QColor(palette.color(QPalette.ColorRole.Highlight))
    cell = empty_cell(palette)
    for _ in range(20):
        if contrast(colour, cell) >= 3.2:
            break
        colour = colour.lighter(115) if is_dark(palette) else colour.darker(115)
    return colour


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


def _palette(colours: dict[str, str]) -> QPalette:
    palette = QPalette()
    for role, colour in colours.items():
        palette.setColor(getattr(QPalette.ColorRole, role), QColor(colour))
    return palette


_LIGHT = {
    "Window": "#efefef", "WindowText": "#000000", "Base": "#ffffff", "AlternateBase": "#f7f7f7",
    "Text": "#000000", "Button": "#efefef", "ButtonText": "#000000", "Highlight": "#308cc6",
    "HighlightedText": "#ffffff", "Mid": "#b8b8b8", "PlaceholderText": "#5c5c5c",
    "ToolTipBase": "#ffffdc", "ToolTipText": "#000000", "Link": "#0000ff",
}  # fmt: skip
_DARK = {
    "Window": "#2b2b2b", "WindowText": "#f0f0f0", "Base": "#1e1e1e", "AlternateBase": "#262626",
    "Text": "#f0f0f0", "Button": "#353535", "ButtonText": "#f0f0f0", "Highlight": "#3d8fd6",
    "HighlightedText": "#ffffff", "Mid": "#5a5a5a", "PlaceholderText": "#a0a0a0",
    "ToolTipBase": "#353535", "ToolTipText": "#f0f0f0", "Link": "#6fb3ff",
}  # fmt: skip


def light_palette() -> QPalette:
    """A light palette, whatever the platform's (the Light theme)."""
    return _palette(_LIGHT)


def dark_palette() -> QPalette:
    """A dark palette, whatever the platform's (the Dark theme)."""
    return _palette(_DARK)


def apply(choice: str) -> None:
    """Set the application's colours: "light", "dark", or the platform's own."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    if choice == "light":
        app.setPalette(light_palette())
    elif choice == "dark":
        app.setPalette(dark_palette())
    else:
        app.setPalette(app.style().standardPalette())
