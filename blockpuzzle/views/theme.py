"""Colours, taken from the palette so light, dark and high contrast all
look right.

Piece hues are fixed (a piece keeps its colour), in a variant to suit the
palette: darker on a light board, lighter on a dark one, pure and bright on
the high-contrast black.  Everything else comes from palette roles.  Colour
is never the only signal: the ghost also differs by fill versus outline, and
cells on a line about to clear are marked with a pattern.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from . import tiles

# One hue per piece colour index 1..8 (0 is empty):
# (light theme, dark theme, high contrast).
_PIECES = (
    ("#d9433b", "#ff7a70", "#ff4d4d"),  # red
    ("#2f6fd6", "#79a8ff", "#4da6ff"),  # blue
    ("#258c4c", "#6fd693", "#33e633"),  # green
    ("#a46c15", "#ffc061", "#ffd11a"),  # amber
    ("#8a4fd1", "#bb93ff", "#c080ff"),  # violet
    ("#178490", "#5fd6e3", "#1ae6e6"),  # teal
    ("#c2417f", "#ff8cc2", "#ff66cc"),  # pink
    ("#6b7a1c", "#c4d65a", "#bfff00"),  # olive
)


def is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def is_flat(palette: QPalette) -> bool:
    """High contrast: a black window with white text (ours, or a system's
    high-contrast scheme).  Drawn flat: pure hues, white rims, no gradients."""
    window = palette.color(QPalette.ColorRole.Window)
    text = palette.color(QPalette.ColorRole.WindowText)
    return window.lightness() < 16 and text.lightness() > 240


def piece_colour(index: int, palette: QPalette) -> QColor:
    """The colour of piece colour ``index`` (1-based)."""
    light, dark, contrasting = _PIECES[(index - 1) % len(_PIECES)]
    if is_flat(palette):
        return QColor(contrasting)
    return QColor(dark if is_dark(palette) else light)


def board_background(palette: QPalette) -> QColor:
    """The board's panel.  It recedes: the base colour (white on a light
    window, darker than the window on a dark one)."""
    return palette.color(QPalette.ColorRole.Base)


def panel_rim(palette: QPalette) -> QColor:
    """The panel's frame: a fine line between the window and the board."""
    if is_flat(palette):
        return palette.color(QPalette.ColorRole.WindowText)
    return palette.color(QPalette.ColorRole.Mid)


def empty_cell(palette: QPalette) -> QColor:
    """An empty cell: a slot a little darker than the board (lighter on a
    dark board); black in high contrast, where a white rim marks it."""
    return tiles.slot_colour(board_background(palette), is_flat(palette))


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


def badge(palette: QPalette) -> QColor:
    """Behind the highlighted text of a badge ("New best!"): the highlight
    colour, darkened (or lightened) until that text reads at least 4.5:1."""
    colour = QColor(palette.color(QPalette.ColorRole.Highlight))
    text = palette.color(QPalette.ColorRole.HighlightedText)
    lighter = text.lightness() < 128
    for _ in range(20):
        if contrast(colour, text) >= 4.6:
            break
        colour = colour.lighter(112) if lighter else colour.darker(112)
    return colour


def will_clear(palette: QPalette) -> QColor:
    """A veil that brightens the cells of a line about to clear (under the
    hatch that marks them without colour); none on flat high contrast."""
    if is_flat(palette):
        return QColor(255, 255, 255, 0)
    return QColor(255, 255, 255, 70 if is_dark(palette) else 110)


def veiled(under: QColor, palette: QPalette, veil: QColor | None = None) -> QColor:
    """``under`` as it looks through the will-clear veil."""
    veil = will_clear(palette) if veil is None else veil
    a = veil.alphaF()
    return QColor.fromRgbF(
        under.redF() * (1 - a) + veil.redF() * a,
        under.greenF() * (1 - a) + veil.greenF() * a,
        under.blueF() * (1 - a) + veil.blueF() * a,
    )


def hatch(under: QColor, palette: QPalette, veiled_too: bool = True) -> QColor:
    """The lines that mark a cell about to clear: black or white, whichever
    stands out more from the cell (under the veil, unless it is the ghost's
    own, which keeps its colour)."""
    cell = veiled(under, palette) if veiled_too else under
    black, white = QColor("#000000"), QColor("#ffffff")
    return black if contrast(black, cell) >= contrast(white, cell) else white


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
    "Text": "#000000", "Button": "#efefef", "ButtonText": "#000000", "Highlight": "#2a6fb0",
    "HighlightedText": "#ffffff", "Mid": "#b8b8b8", "PlaceholderText": "#5c5c5c",
    "ToolTipBase": "#ffffdc", "ToolTipText": "#000000", "Link": "#0000ff",
}  # fmt: skip
_DARK = {
    "Window": "#2b2b2b", "WindowText": "#f0f0f0", "Base": "#1e1e1e", "AlternateBase": "#262626",
    "Text": "#f0f0f0", "Button": "#353535", "ButtonText": "#f0f0f0", "Highlight": "#2f74bb",
    "HighlightedText": "#ffffff", "Mid": "#5a5a5a", "PlaceholderText": "#a0a0a0",
    "ToolTipBase": "#353535", "ToolTipText": "#f0f0f0", "Link": "#6fb3ff",
}  # fmt: skip


_CONTRAST = {
    "Window": "#000000", "WindowText": "#ffffff", "Base": "#000000", "AlternateBase": "#000000",
    "Text": "#ffffff", "Button": "#000000", "ButtonText": "#ffffff", "Highlight": "#ffff00",
    "HighlightedText": "#000000", "Mid": "#ffffff", "PlaceholderText": "#d0d0d0",
    "ToolTipBase": "#000000", "ToolTipText": "#ffffff", "Link": "#80c0ff",
    "Light": "#ffffff", "Dark": "#ffffff", "Shadow": "#ffffff", "BrightText": "#ffff00",
}  # fmt: skip


def light_palette() -> QPalette:
    """A light palette, whatever the platform's (the Light theme)."""
    return _palette(_LIGHT)


def dark_palette() -> QPalette:
    """A dark palette, whatever the platform's (the Dark theme)."""
    return _palette(_DARK)


def contrast_palette() -> QPalette:
    """White on black, yellow highlights (the High contrast theme)."""
    return _palette(_CONTRAST)


def palette_for(choice: str) -> QPalette | None:
    """The palette of a theme; None for the platform's own."""
    makers = {"light": light_palette, "dark": dark_palette, "contrast": contrast_palette}
    maker = makers.get(choice)
    return maker() if maker is not None else None


def apply(choice: str) -> None:
    """Set the application's colours: "light", "dark", "contrast", or the
    platform's own."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    palette = palette_for(choice)
    # An empty palette sets nothing: the platform's (and style's) own colours.
    app.setPalette(palette if palette is not None else QPalette())
