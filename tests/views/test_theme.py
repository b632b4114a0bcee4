"""Colours: contrast of every mark and every text against what surrounds
it, in each theme (≥ 3:1 for marks, ≥ 4.5:1 for text)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QColor, QPalette

from blockpuzzle.paths import resource
from blockpuzzle.views import theme

THEMES = {
    "light": theme.light_palette(),
    "dark": theme.dark_palette(),
    "contrast": theme.contrast_palette(),
}
roles = QPalette.ColorRole


@pytest.fixture(params=list(THEMES), ids=list(THEMES))
def palette(request, qapp) -> QPalette:  # type: ignore[no-untyped-def]
    return THEMES[request.param]


def pieces(palette: QPalette) -> list[QColor]:
    return [theme.piece_colour(i, palette) for i in range(1, 9)]


def test_marks_on_the_board_stand_out_from_the_cells_around_them(palette):
    slot = theme.empty_cell(palette)
    board = theme.board_background(palette)
    for background in (slot, board):
        # The ghost's outline and the keyboard cursor.
        assert theme.contrast(theme.outline(palette), background) >= 3
        assert theme.contrast(theme.cursor(palette), background) >= 3
    # A tile (a placed piece, or a ghost that fits) against an empty slot.
    for index, colour in enumerate(pieces(palette), 1):
        assert theme.contrast(colour, slot) >= 3, index


def test_the_will_clear_hatch_stands_out_on_every_cell_it_marks(palette):
    for under in [theme.empty_cell(palette), *pieces(palette)]:
        lines = theme.hatch(under, palette)
        assert theme.contrast(lines, theme.veiled(under, palette)) >= 3, under.name()
    # The ghost's own cells keep their colour under the hatch.
    for under in pieces(palette):
        lines = theme.hatch(under, palette, veiled_too=False)
        assert theme.contrast(lines, under) >= 3, under.name()


def test_text_reads_at_4_5_to_1(palette):
    pairs = {
        "window": (palette.color(roles.WindowText), palette.color(roles.Window)),
        "board": (palette.color(roles.Text), palette.color(roles.Base)),
        # "+N" is drawn in the outline colour with a halo of the board's.
        "points": (theme.outline(palette), theme.board_background(palette)),
        "badge": (palette.color(roles.HighlightedText), theme.badge(palette)),
    }
    for name, (text, background) in pairs.items():
        assert theme.contrast(text, background) >= 4.5, name


def test_the_best_score_trophy_stands_out_from_the_window(palette):
    svg = resource("icons", "best.svg").read_text(encoding="utf-8")
    fill = QColor(re.search(r'fill="(#[0-9a-f]{6})"', svg).group(1))
    rim = QColor(re.search(r'stroke="(#[0-9a-f]{6})"', svg).group(1))
    window = palette.color(roles.Window)
    # Its outline against a light window, its gold against a dark one.
    assert max(theme.contrast(fill, window), theme.contrast(rim, window)) >= 3


def test_high_contrast_is_flat_and_the_others_are_not():
    assert theme.is_flat(theme.contrast_palette())
    assert not theme.is_flat(theme.light_palette())
    assert not theme.is_flat(theme.dark_palette())
    assert theme.palette_for("system") is None
    assert theme.palette_for("contrast").color(roles.Window) == QColor("#000000")


def test_the_ratio_itself():
    assert theme.contrast(QColor("#000000"), QColor("#ffffff")) == pytest.approx(21)
    assert theme.contrast(QColor("#777777"), QColor("#ffffff")) == pytest.approx(4.48, abs=0.01)


def test_the_systems_colours_are_the_platforms_and_not_forced(qapp):
    theme.apply("dark")
    assert qapp.palette().color(roles.Window) == theme.dark_palette().color(roles.Window)
    theme.apply("system")
    # Nothing set: a palette the desktop changes later still reaches the game.
    assert qapp.palette().resolveMask() == 0
    standard = qapp.style().standardPalette()
    assert all(qapp.palette().color(r) == standard.color(r) for r in (roles.Window, roles.Text))


def test_every_text_the_widgets_draw_reads_at_4_5_to_1(palette):
    """Buttons, tooltips, selected rows, links and the hint in an empty
    field: each text role against the background it is drawn on."""
    pairs = {
        "button": (roles.ButtonText, roles.Button),
        "tooltip": (roles.ToolTipText, roles.ToolTipBase),
        "selection": (roles.HighlightedText, roles.Highlight),
        "link": (roles.Link, roles.Base),
        "alternate rows": (roles.Text, roles.AlternateBase),
        "placeholder": (roles.PlaceholderText, roles.Base),
    }
    for name, (text, background) in pairs.items():
        ratio = theme.contrast(palette.color(text), palette.color(background))
        assert ratio >= 4.5, (name, ratio)


def test_high_contrast_is_white_on_black_with_yellow_highlights(qapp):
    """DESIGN.md: a black board, white outlines; the selection in yellow."""
    palette = theme.contrast_palette()
    black, white, yellow = QColor("#000000"), QColor("#ffffff"), QColor("#ffff00")
    backgrounds = (roles.Window, roles.Base, roles.AlternateBase, roles.Button, roles.ToolTipBase)
    texts = (roles.WindowText, roles.Text, roles.ButtonText, roles.ToolTipText)
    lines = (roles.Mid, roles.Light, roles.Dark, roles.Shadow)
    assert {r.name: palette.color(r) for r in backgrounds} == {r.name: black for r in backgrounds}
    assert {r.name: palette.color(r) for r in texts} == {r.name: white for r in texts}
    assert {r.name: palette.color(r) for r in lines} == {r.name: white for r in lines}
    assert palette.color(roles.Highlight) == yellow
    assert palette.color(roles.HighlightedText) == black
    assert palette.color(roles.BrightText) == yellow


@pytest.mark.parametrize(
    ("a", "b", "ratio"),
    [("#000000", "#ffffff", 21.0), ("#767676", "#ffffff", 4.54), ("#0a0a0a", "#000000", 1.0607),
     ("#777777", "#ffffff", 4.48)],
)  # fmt: skip
def test_contrast_is_wcags_ratio(a, b, ratio):
    """WCAG's ratio, (L1 + 0.05) / (L2 + 0.05), against values worked out
    by hand and WCAG's own examples: #767676 is the lightest grey that
    passes 4.5:1 on white, #777777 the first that fails; #0a0a0a (10/255,
    on the straight part of sRGB's curve: 0.0392 / 12.92 = 0.00304) on
    black is 1.0607."""
    assert theme.contrast(QColor(a), QColor(b)) == pytest.approx(ratio, abs=0.005)
    assert theme.contrast(QColor(b), QColor(a)) == pytest.approx(ratio, abs=0.005)


@pytest.mark.parametrize(
    ("under", "veil", "seen"),
    [("#000000", QColor(255, 255, 255, 110), "#6e6e6e"), ("#ff0000", QColor(255, 255, 255, 110),
     "#ff6e6e"), ("#000000", QColor(255, 255, 255, 70), "#464646"),
     ("#ffffff", QColor(0, 0, 255, 128), "#7f7fff"), ("#336699", QColor(0, 0, 0, 0), "#336699"),
     ("#336699", QColor(255, 255, 255, 110), "#8ba8c5")],
)  # fmt: skip
def test_a_cell_under_the_veil_is_the_veil_laid_over_it(qapp, under, veil, seen):
    """Worked out by hand, channel by channel: under × (1 − a) + veil × a
    (white at 110/255 over black: 110 = #6e; over red, red stays 255;
    blue at 128/255 over white: 255 × 127/255 = 127 = #7f, and blue 255;
    white at 110/255 over #336699: 51 × 145/255 + 110 = 139 = #8b, 102 → 168
    = #a8, 153 → 197 = #c5)."""
    assert theme.veiled(QColor(under), theme.light_palette(), veil).name() == seen
