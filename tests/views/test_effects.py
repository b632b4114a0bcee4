"""Motion: every animation plays where it should, within its time, never
under Reduce motion, and never holds up a move made while it plays."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QAbstractAnimation, QAnimationGroup, QEvent, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsOpacityEffect, QStyleOptionGraphicsItem

from blockpuzzle.engine import CLASSIC, Board, Game, GameState, shape
from blockpuzzle.store.settings import MOTION
from blockpuzzle.views import theme
from blockpuzzle.views.moving import Dim, Glide, Points, Progress, Settle, Sweep

from ..helpers import (
    ALMOST_OVER,
    TWO_LINES,
    board_point,
    click,
    drag,
    load,
    move_to,
    release_at,
    slot_point,
    start_drag,
    with_tray,
)


def leaves(animation: QAbstractAnimation) -> list[QAbstractAnimation]:
    """The animations inside ``animation`` (itself, or a group's)."""
    if isinstance(animation, QAnimationGroup):
        found = []
        for i in range(animation.animationCount()):
            found += leaves(animation.animationAt(i))
        return found
    return [animation]


def playing(win) -> dict[str, int]:  # type: ignore[no-untyped-def]
    """What is animating now, by name: its duration."""
    found: dict[str, int] = {}
    for animation in win.motion.running:
        for leaf in leaves(animation):
            name = leaf.objectName()
            found[name] = max(found.get(name, 0), leaf.duration())
    return found


def items(win, kind):  # type: ignore[no-untyped-def]
    return [item for item in win.board_view.scene().items() if isinstance(item, kind)]


def two_lines(win, motion: str) -> None:  # type: ignore[no-untyped-def]
    win.prefs.set(MOTION, motion)
    load(win, with_tray(Game(CLASSIC, 1), shape("dot"), shape("dot"), None, board=TWO_LINES))


def test_a_clear_plays_its_sweep_points_and_count_within_their_times(win):
    two_lines(win, "full")
    drag(win, 0, 7.5, 8.5)  # the dot on (7, 7): a row and a column clear
    assert win.model.score == 1 + 30
    times = playing(win)
    assert 200 <= times["sweep"] <= 300
    assert 400 <= times["points"] <= 600
    # The piece's only cell is cleared: nothing is left to settle.
    assert "settle" not in times
    (points,) = items(win, Points)
    assert points.text == "+31"
    # The score counts up; whoever asks is told the final score at once.
    assert win.header.shown_score < 31
    assert 400 <= times["count"] <= 600
    assert win.score_label.accessibleName() == "Score: 31"
    (sweep,) = items(win, Sweep)
    assert len(sweep.cells) == 15
    # Outward from the placed piece: its neighbours go before the far ends.
    assert sweep.delay(7, 6) < sweep.delay(7, 3) < sweep.delay(7, 0)
    assert sweep.delay(6, 7) < sweep.delay(0, 7)
    win.motion.finish()
    assert win.motion.running == []
    assert items(win, Progress) == [] and items(win, Points) == []
    assert win.score_label.text() == "31"


def test_a_cleared_line_vanishes_in_the_colours_its_tiles_had(win):
    """The sweep shows the tiles that were there: the old ones in their own
    colours, the placed piece's in the piece's colour."""
    win.prefs.set(MOTION, "full")
    board = Board.from_text("........\n" * 7 + "345678..")
    piece = shape("bar2h")
    load(win, with_tray(Game(CLASSIC, 1), piece, shape("dot"), None, board=board))
    win.model.place_at(0, 7, 6)  # slot 0 at row 7, column 6: the row is full
    (sweep,) = items(win, Sweep)
    palette = win.board_view.palette()
    had = {(7, c): colour for c, colour in enumerate((3, 4, 5, 6, 7, 8))}
    had |= {(7, 6): piece.colour, (7, 7): piece.colour}
    assert sorted(sweep.cells) == sorted(had)
    for (row, col), colour in had.items():
        assert sweep.colour(row, col) == theme.piece_colour(colour, palette), (row, col)


def test_a_placement_settles_into_its_cells(win):
    win.prefs.set(MOTION, "full")
    load(win, with_tray(Game(CLASSIC, 1), shape("square2"), shape("dot"), None))
    drag(win, 0, 2.0, 3.5)
    assert 100 <= playing(win)["settle"] <= 150
    (settle,) = items(win, Settle)
    assert sorted(settle.cells) == sorted(
        (r, c) for r in range(8) for c in range(8) if win.model.game.board.filled >> (r * 8 + c) & 1
    )


def test_reduce_motion_creates_no_animation_at_all(win, qtbot):
    two_lines(win, "reduced")
    placed = []
    win.model.placed.connect(lambda *args: placed.append(args[-1]))
    drag(win, 0, 7.5, 8.5)
    assert [placement.lines for placement in placed] == [2]
    assert win.motion.running == []
    assert items(win, Progress) == [] and items(win, Points) == []
    assert win.score_label.text() == "31"
    # A refused drop is back in its slot at once: no glide.
    start_drag(win, 1)
    release_at(win, slot_point(win, 2))
    assert win.effects.glide is None and win.tray_view.landing == -1
    assert win.motion.running == []


def test_animations_never_hold_the_game_up(win):
    two_lines(win, "full")
    drag(win, 0, 7.5, 8.5)
    running = list(win.motion.running)
    assert running and all(a.state() == a.State.Running for a in running)
    # The model is final while the picture still moves …
    assert win.model.game.board.filled == TWO_LINES.filled & ~(0xFF << 56) & ~sum(
        1 << (r * 8 + 7) for r in range(8)
    )
    # … the next piece can be picked up and placed at once, and what was
    # playing jumped to its end.
    drag(win, 1, 2.5, 3.5)
    assert win.model.score == 32
    assert all(a not in win.motion.running for a in running)
    assert items(win, Sweep) == []


def test_a_placement_made_through_the_model_alone_finishes_the_last_ones_motion(win):
    """The model call every way of playing ends in (a screen reader's
    action makes it with no piece picked up first): the last placement's
    sweep and points jump to their end, never two at once."""
    two_lines(win, "full")
    win.model.place_at(0, 7, 7)
    first = list(win.motion.running)
    assert items(win, Sweep) and first
    win.model.place_at(1, 2, 3)
    assert all(a not in win.motion.running for a in first)
    assert items(win, Sweep) == [] and len(items(win, Points)) <= 1


@pytest.mark.parametrize("how", ["key", "click"])
def test_a_key_or_a_click_finishes_what_is_moving(win, how):
    two_lines(win, "full")
    drag(win, 0, 7.5, 8.5)
    assert win.motion.running
    if how == "key":
        QTest.keyClick(win, Qt.Key.Key_Shift)
    else:
        click(win, board_point(win, 3.5, 3.5))
    assert win.motion.running == []
    assert win.score_label.text() == "31"


@pytest.mark.parametrize(
    "key",
    [Qt.Key.Key_T, Qt.Key.Key_L, Qt.Key.Key_Left, Qt.Key.Key_Down, Qt.Key.Key_F, Qt.Key.Key_2],
    ids=["T", "L", "Left", "Down", "F", "2"],
)
def test_the_games_own_keys_finish_what_is_moving(win, key):
    """A key that is a shortcut never reaches the window as a key press (Qt
    sends it to the action): the sweep, the points and the count once kept
    running under T, L, the arrows."""
    two_lines(win, "full")
    drag(win, 0, 7.5, 8.5)
    assert win.motion.running
    QTest.keyClick(QApplication.focusWidget() or win, key)
    assert win.motion.running == []
    assert win.score_label.text() == "31"


def test_a_refused_drop_glides_back_to_its_slot(win):
    board = Board.from_text("........\n" * 3 + "...1....\n" + "........\n" * 4)
    win.prefs.set(MOTION, "full")
    load(win, with_tray(Game(CLASSIC, 1), shape("square2"), shape("dot"), None, board=board))
    start_drag(win, 0)
    over = board_point(win, 3.6, 4.6)  # on the filled cell: it does not fit
    move_to(win, over)
    release_at(win, over)
    assert win.model.game.board.filled == board.filled  # nothing happened
    assert 150 <= playing(win)["glide"] <= 200
    glide = win.effects.glide
    assert isinstance(glide, Glide) and glide.piece == shape("square2")
    assert glide.isVisible()  # over the window, in sight
    # It starts under the pointer and ends on its slot, which meanwhile
    # does not show the piece twice.
    box, _cell = glide.where()
    assert box.contains(over.toPointF())
    assert win.tray_view.landing == 0
    win.motion.finish()
    assert win.effects.glide is None and win.tray_view.landing == -1
    # The piece is in its slot, and can be dragged again at once.
    drag(win, 0, 1.0, 2.5)
    assert win.model.game.board.filled == board.filled | 0b11 | 0b11 << 8


def test_a_new_deal_slides_into_the_tray_slot_after_slot(win):
    win.prefs.set(MOTION, "full")
    load(win, with_tray(Game(CLASSIC, 1), shape("dot"), None, None))
    deals = win.model.game.state.deals
    drag(win, 0, 0.5, 1.5)  # the last piece: a new deal
    assert win.model.game.state.deals == deals + 1
    assert 200 <= playing(win)["deal"] <= 300
    tray = win.tray_view
    # The deal's own animation, stepped: below their slots at first, then
    # rising one after another, in their slots at the end.
    deal = next(
        leaf for a in win.motion.running for leaf in leaves(a) if leaf.objectName() == "deal"
    )
    deal.setCurrentTime(0)
    assert [tray.arrival(s) for s in range(3)] == [0.0, 0.0, 0.0]
    deal.setCurrentTime(deal.duration() // 2)
    assert 0 < tray.arrival(2) < tray.arrival(1) < tray.arrival(0) < 1
    win.motion.finish()
    assert [tray.arrival(s) for s in range(3)] == [1.0, 1.0, 1.0]


def test_game_over_dims_the_board_then_shows_the_card(win):
    win.prefs.set(MOTION, "full")
    load(win, with_tray(Game(CLASSIC, 1), shape("dot"), shape("bar2h"), None, board=ALMOST_OVER))
    win.model.place_at(0, 0, 4)
    # The card is there at once for the keyboard and a screen reader …
    assert win.game_over.isVisible() and win.game_over.button.hasFocus()
    times = playing(win)
    assert times["dim"] == 300 and 200 <= times["card"] <= 300
    # … while the picture first dims the board, then fades the card in.
    effect = win.game_over.graphicsEffect()
    assert isinstance(effect, QGraphicsOpacityEffect) and effect.opacity() == 0
    (dim,) = items(win, Dim)
    # Halfway through the card's 250 ms, eased out (1 - (1 - t)³ at t = ½):
    # seven eighths opaque.
    (sequence,) = [a for a in win.motion.running if a.objectName() == "game over"]
    sequence.setCurrentTime(300 + 125)
    assert dim.progress == 1.0
    assert effect.opacity() == pytest.approx(0.875, abs=0.01)
    win.motion.finish()
    assert dim.progress == 1.0 and win.game_over.graphicsEffect() is None
    card, board = win.game_over.geometry().center(), win.board_view.geometry().center()
    assert abs(card.x() - board.x()) <= 1 and abs(card.y() - board.y()) <= 1
    win.game_over.button.click()
    assert items(win, Dim) == [] and not win.game_over.isVisible()


def test_game_over_under_reduce_motion_dims_and_shows_at_once(win):
    win.prefs.set(MOTION, "reduced")
    load(win, with_tray(Game(CLASSIC, 1), shape("dot"), shape("bar2h"), None, board=ALMOST_OVER))
    win.model.place_at(0, 0, 4)
    assert win.motion.running == []
    (dim,) = items(win, Dim)
    assert dim.progress == 1.0
    assert win.game_over.isVisible() and win.game_over.graphicsEffect() is None


def test_the_game_over_dim_lies_exactly_over_the_board_panel(win):
    """The board dims, not a box round it: the dim covers the rounded
    panel the cells lie on, corners included, and nothing past it (drawn
    alone, its coverage of each pixel is the panel's, edge pixels shaded
    part way as the panel's own corners are)."""
    win.prefs.set(MOTION, "reduced")
    load(win, with_tray(Game(CLASSIC, 1), shape("dot"), shape("bar2h"), None, board=ALMOST_OVER))
    win.model.place_at(0, 0, 4)
    (dim,) = items(win, Dim)
    board = win.board_view.board
    bounds = board.boundingRect()

    def alone(item) -> QImage:  # type: ignore[no-untyped-def]
        image = QImage(bounds.size().toSize(), QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.translate(-bounds.topLeft())
        option = QStyleOptionGraphicsItem()
        option.exposedRect = bounds
        item.paint(painter, option, None)
        painter.end()
        return image

    dimmed, panel = alone(dim), alone(board)
    strongest = max(dimmed.pixelColor(x, y).alpha() for x in range(40, 60) for y in range(40, 60))
    assert strongest == round(255 * 0.4)  # the window's colour at 40 %: the board shows at 60 %
    apart = [
        abs(dimmed.pixelColor(x, y).alpha() / strongest - panel.pixelColor(x, y).alpha() / 255)
        for x in range(panel.width())
        for y in range(panel.height())
    ]
    # Antialiased, a stroke and a fill shade a corner's pixels a little
    # differently: under half a pixel apart at worst, about two pixels'
    # worth a corner in all (9 in all here; a corner radius one pixel off,
    # or hard edges, make twice that).
    assert max(apart) < 0.5 and sum(apart) < 12


def test_no_piece_can_be_picked_up_after_game_over(win):
    load(win, with_tray(Game(CLASSIC, 1), shape("dot"), shape("bar2h"), None, board=ALMOST_OVER))
    win.model.place_at(0, 0, 4)
    assert win.model.game.over
    start_drag(win, 1)
    assert win.tray_model.carried == -1
    release_at(win, board_point(win, 0.5, 0.5))
    assert win.model.selected == -1 and win.effects.glide is None


def test_keys_and_clicks_reach_python_only_while_something_moves(win, monkeypatch, qtbot):
    """The window watches every event of the application only while an
    animation runs; the rest of the time none of them costs a Python call."""
    # The window's warm-up (an animation of nothing, a millisecond) is over.
    qtbot.waitUntil(lambda: not win.motion.running)
    seen: list[QEvent.Type] = []
    watch = win.eventFilter
    monkeypatch.setattr(
        win, "eventFilter", lambda obj, ev: seen.append(ev.type()) or watch(obj, ev)
    )
    QTest.keyClick(win, Qt.Key.Key_Shift)
    assert seen == []
    two_lines(win, "full")
    drag(win, 0, 7.5, 8.5)
    assert win.motion.running
    QTest.keyClick(win, Qt.Key.Key_Shift)
    # The key's first event (a ShortcutOverride: a key may be a shortcut)
    # finished the motion, and the watch ended with it.
    assert QEvent.Type.ShortcutOverride in seen and win.motion.running == []
    seen.clear()
    QTest.keyClick(win, Qt.Key.Key_Shift)
    assert seen == []


def test_the_score_counts_up_from_where_it_was(win, qtbot):
    """The count runs from the score before the clear to the score after:
    never from 0, never past the end."""
    win.prefs.set(MOTION, "full")
    dot = shape("dot")
    load(win, Game.resume(CLASSIC, 1, GameState(TWO_LINES, (dot, dot, None), 500, 0, 1, False)))
    drag(win, 0, 7.5, 8.5)
    assert win.model.score == 531
    seen = [win.header.shown_score]
    for _ in range(12):
        qtbot.wait(20)
        seen.append(win.header.shown_score)
    assert all(500 <= shown <= 531 for shown in seen), seen
    assert seen[0] < 531 and seen == sorted(seen)
    win.motion.finish()
    assert win.header.shown_score == 531 and win.score_label.text() == "531"


def shown_best(win) -> int:  # type: ignore[no-untyped-def]
    """The best score as the header's label shows it."""
    return int(win.best_label.text().removeprefix("Best: "))


def test_a_new_best_is_reached_with_the_score_never_ahead_of_it(win, qtbot):
    """The score counts up from 500 to 531, a new best over 510: the best
    shown never runs ahead of the score shown, nor falls under the old best,
    and ends at 531 with it (the audit saw 50 beside "Best: 51")."""
    win.prefs.set(MOTION, "full")
    win.model.set_best("classic", 510)
    dot = shape("dot")
    load(win, Game.resume(CLASSIC, 1, GameState(TWO_LINES, (dot, dot, None), 500, 0, 1, False)))
    assert shown_best(win) == 510
    drag(win, 0, 7.5, 8.5)
    assert win.model.best == 531
    seen = [(int(win.score_label.text()), shown_best(win))]
    for _ in range(12):
        qtbot.wait(20)
        seen.append((int(win.score_label.text()), shown_best(win)))
    assert seen[0][0] < 531, seen
    for score, best in seen:
        assert best == max(510, score), seen
        assert win.best_label.accessibleName() == "Best: 531"
    win.motion.finish()
    assert win.best_label.text() == "Best: 531" and win.header.shown_best == 531


def _placed_clearing_nothing(win) -> None:  # type: ignore[no-untyped-def]
    load(win, with_tray(Game(CLASSIC, 1), shape("square2"), shape("dot"), None))
    drag(win, 0, 2.0, 3.5)


def _placed_clearing_two_lines(win) -> None:  # type: ignore[no-untyped-def]
    load(win, with_tray(Game(CLASSIC, 1), shape("dot"), shape("dot"), None, board=TWO_LINES))
    drag(win, 0, 7.5, 8.5)


def _placed_clearing_a_line_partly(win) -> None:  # type: ignore[no-untyped-def]
    board = Board.from_text("........\n" * 7 + "111111..")
    load(win, with_tray(Game(CLASSIC, 1), shape("square2"), shape("dot"), None, board=board))
    win.model.place_at(0, 6, 6)  # rows 6–7, columns 6–7: row 7 clears, row 6's half stays


def _refused(win) -> None:  # type: ignore[no-untyped-def]
    board = Board.from_text("........\n" * 3 + "...1....\n" + "........\n" * 4)
    load(win, with_tray(Game(CLASSIC, 1), shape("square2"), shape("dot"), None, board=board))
    start_drag(win, 0)
    over = board_point(win, 3.6, 4.6)
    move_to(win, over)
    release_at(win, over)


def _last_of_the_deal(win) -> None:  # type: ignore[no-untyped-def]
    load(win, with_tray(Game(CLASSIC, 1), shape("dot"), None, None))
    drag(win, 0, 0.5, 1.5)


def _ended(win) -> None:  # type: ignore[no-untyped-def]
    load(win, with_tray(Game(CLASSIC, 1), shape("dot"), shape("bar2h"), None, board=ALMOST_OVER))
    win.model.place_at(0, 0, 4)


def _undone(win) -> None:  # type: ignore[no-untyped-def]
    _placed_clearing_nothing(win)
    win.motion.finish()
    win.model.undo()


def _selected(win) -> None:  # type: ignore[no-untyped-def]
    load(win, with_tray(Game(CLASSIC, 1), shape("square2"), shape("dot"), None))
    click(win, slot_point(win, 1))


# DESIGN.md's motion table, event by event: what moves, and nothing else.
# (A placement's points count the score up; only a clear shows "+N" rising
# and sweeps its lines; a settle needs a placed cell left on the board.)
@pytest.mark.parametrize(
    ("event", "moving"),
    [
        (_placed_clearing_nothing, {"settle", "count"}),
        (_placed_clearing_two_lines, {"sweep", "points", "count"}),
        (_placed_clearing_a_line_partly, {"settle", "sweep", "points", "count"}),
        (_refused, {"glide"}),
        (_last_of_the_deal, {"settle", "count", "deal"}),
        (_ended, {"settle", "count", "dim", "card"}),
        (_undone, set()),
        (_selected, set()),
    ],
    ids=lambda v: v.__name__.strip("_") if callable(v) else None,
)
def test_each_event_starts_exactly_its_own_animations(win, qtbot, event, moving):
    win.prefs.set(MOTION, "full")
    qtbot.waitUntil(lambda: not win.motion.running)  # the window's warm-up
    event(win)
    assert set(playing(win)) == moving
    win.prefs.set(MOTION, "reduced")
    win.motion.finish()


class _Platform:
    """The window system Qt names (its other calls are the real ones')."""

    def __init__(self, name: str) -> None:
        self.name = name

    def platformName(self) -> str:
        return self.name


@pytest.mark.parametrize(
    ("platform", "system_animates", "choice", "moves"),
    [
        # Windows and macOS tell Qt whether the player turned animations
        # off for the whole system: "As the system asks" follows that …
        ("windows", False, "system", False),
        ("cocoa", False, "system", False),
        ("windows", True, "system", True),
        ("cocoa", True, "system", True),
        # … and the player's own choice overrides the system's either way.
        ("windows", False, "full", True),
        ("windows", True, "reduced", False),
        # Elsewhere Qt is not told (its general effect is a default, not
        # the desktop's): motion stays on unless the player reduces it.
        ("xcb", False, "system", True),
        ("wayland", False, "system", True),
        ("offscreen", False, "system", True),
    ],
)
def test_motion_follows_the_systems_animation_setting_where_qt_is_told_it(
    win, qtbot, monkeypatch, platform, system_animates, choice, moves
):
    from PySide6.QtCore import Qt as QtNames

    from blockpuzzle.store import prefs

    monkeypatch.setattr(prefs, "QGuiApplication", _Platform(platform))
    was = QApplication.isEffectEnabled(QtNames.UIEffect.UI_General)
    QApplication.setEffectEnabled(QtNames.UIEffect.UI_General, system_animates)
    try:
        qtbot.waitUntil(lambda: not win.motion.running)
        win.prefs.set(MOTION, choice)
        load(win, with_tray(Game(CLASSIC, 1), shape("square2"), shape("dot"), None))
        drag(win, 0, 2.0, 3.5)
        assert ("settle" in playing(win)) is moves
    finally:
        win.motion.finish()
        QApplication.setEffectEnabled(QtNames.UIEffect.UI_General, was)


def test_the_points_rise_and_fade_from_the_cleared_lines(win):
    """DESIGN.md: "+N" rises and fades from the cleared lines — here row 8,
    cleared by a square whose top half stays on row 7 at the right."""
    win.prefs.set(MOTION, "full")
    _placed_clearing_a_line_partly(win)
    (points,) = items(win, Points)
    cell = win.board_view.board.cell_size
    (group,) = [a for a in win.motion.running if a.objectName() == "points"]
    group.setCurrentTime(0)
    start = points.pos()
    # The middle of row 8 (cells 0–7): 4 cells in, 7.5 down.
    assert abs(start.x() - 4 * cell) <= 1 and abs(start.y() - 7.5 * cell) <= 1
    assert points.opacity() == 1.0
    # A fifth of the way (OutCubic: 49 % of the motion), it has risen and
    # is still whole; it fades over the last 40 % of the motion only …
    group.setCurrentTime(group.duration() // 5)
    assert points.pos().y() < start.y() and points.pos().x() == start.x()
    assert points.opacity() == 1.0
    group.setCurrentTime(group.duration())
    assert points.opacity() == 0.0  # … and gone at the end
    assert start.y() - points.pos().y() >= cell  # a cell or more above where it began
    win.motion.finish()


def test_the_game_over_card_rises_into_its_place(win):
    win.prefs.set(MOTION, "full")
    _ended(win)
    (sequence,) = [a for a in win.motion.running if a.objectName() == "game over"]
    sequence.setCurrentTime(301)  # the dim done, the card just begun
    begun = win.game_over.pos()
    sequence.setCurrentTime(400)
    between = win.game_over.pos()
    win.motion.finish()
    end = win.game_over.pos()
    assert begun.x() == between.x() == end.x()
    assert begun.y() > between.y() > end.y()
    assert begun.y() - end.y() >= 8
