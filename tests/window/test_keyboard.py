"""Playing without a mouse: keys only."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest

from blockpuzzle.engine import CLASSIC, Board, Game, shape, tap_origin
from blockpuzzle.engine import bitboard as bb
from blockpuzzle.models.game import Ghost, Role

from ..helpers import announcements, press, walk_cursor, with_tray


def test_a_whole_game_with_the_keyboard_alone(win, qtbot):
    win.model.load_game(Game(CLASSIC, seed=12))
    win.activateWindow()
    said = announcements(win)
    rng = random.Random(12)
    placements = 0
    while not win.model.game.over:
        slot, row, col = rng.choice(win.model.game.legal_moves())
        piece = win.model.game.tray[slot]
        press(win, getattr(Qt.Key, f"Key_{slot + 1}"))
        assert win.model.selected == slot
        target = (row + piece.anchor[0], col + piece.anchor[1])
        walk_cursor(win, *target)
        score, before = win.model.score, win.model.game.board.filled
        # What the rules say this placement does, worked out here cell by
        # cell on the board as it was: the keys must do exactly that.
        filled = {(r, c) for r in range(8) for c in range(8) if before >> (r * 8 + c) & 1}
        cells = {(row + r, col + c) for r, c in piece.cells}
        after = filled | cells
        rows = [r for r in range(8) if all((r, c) in after for c in range(8))]
        cols = [c for c in range(8) if all((r, c) in after for r in range(8))]
        left = {(r, c) for r, c in after if r not in rows and c not in cols}
        lines = len(rows) + len(cols)
        press(win, Qt.Key.Key_Return)
        board = win.model.game.board.filled
        assert {(r, c) for r in range(8) for c in range(8) if board >> (r * 8 + c) & 1} == left
        assert win.model.score == score + len(cells) + 10 * lines * (lines + 1) // 2
        placements += 1
    assert placements > 5
    assert win.game_over.isVisible()
    # The end is heard once: as the focus comes to the card, which the move
    # that ended the game and the end name; no sentence says it again.
    assert win.game_over.button.hasFocus()
    name = win.game_over.accessibleName()
    assert name.startswith("Placed at row ") and name.endswith(
        f"No piece fits: game over. Final score {win.model.score}."
    )
    assert not any("game over" in s.lower() for s in said)
    # Enter on the summary starts a new board.
    press(win, Qt.Key.Key_Return)
    assert not win.game_over.isVisible() and win.model.score == 0


def test_the_preview_follows_the_keyboard_cursor(win):
    board = Board.from_text("........\n" * 7 + "111..111")
    win.model.load_game(
        with_tray(Game(CLASSIC, 1), shape("bar2h"), shape("dot"), None, board=board)
    )
    press(win, Qt.Key.Key_1)
    walk_cursor(win, 7, 3)  # the bar's first cell on (7, 3): completes row 7
    model = win.model
    cleared = sum(
        bb.bit(r, c)
        for r in range(8)
        for c in range(8)
        if model.data(model.index(r, c), Role.WILL_CLEAR)
    )
    assert cleared == bb.ROW_MASKS[7]
    assert model.preview == board.place(shape("bar2h"), 7, 3)
    text = model.data(model.index(7, 3), Qt.ItemDataRole.AccessibleTextRole)
    assert text == "row 8, column 4, empty; the piece fits here and clears row 8"
    walk_cursor(win, 7, 2)  # now over a filled cell: does not fit, outline only
    ghosts = {model.data(model.index(7, c), Role.GHOST) for c in (2, 3)}
    assert ghosts == {Ghost.BLOCKED}
    assert model.data(model.index(7, 2), Qt.ItemDataRole.AccessibleTextRole).endswith(
        "the piece does not fit here"
    )


def test_undo_new_game_statistics_help_and_quit_are_actions_with_shortcuts(win):
    for name in ("undo", "new_classic", "new_arcade", "statistics", "how_to_play", "quit",
                 "select_1", "select_2", "select_3", "place", "deselect", "rotate",
                 "cursor_up", "cursor_down", "cursor_left", "cursor_right"):  # fmt: skip
        action = win.action(name)
        assert action.text() and not action.shortcut().isEmpty(), name
    QTest.keyClick(win, Qt.Key.Key_F1)
    assert win.help_dialog.isVisible()
    assert "Each cell you place scores 1 point" in win.help_dialog.text.toPlainText()


def test_tab_goes_from_the_tray_to_the_board(win):
    win.tray_view.setFocus()
    assert win.tray_view.hasFocus()
    QTest.keyClick(win.tray_view, Qt.Key.Key_Tab)
    assert win.board_cells.hasFocus()
    assert win.model.cursor == (3, 3)  # the cursor shows as soon as the board has focus


def test_tap_origin_matches_the_keyboard_anchor():
    piece = shape("corner2_br")
    assert tap_origin(piece, 4, 4) == (4, 3)


def test_the_platforms_undo_key_undoes_and_redo_keys_do_not(win):
    """Kills Undo bound to the Redo key: Ctrl+Z (the platform's Undo) takes a
    placement back; Ctrl+Y and Ctrl+Shift+Z, Redo elsewhere, do nothing."""
    before = win.model.game.state
    win.model.place(*win.model.game.legal_moves()[0])
    placed = win.model.game.state
    win.activateWindow()
    for redo in (
        (Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier),
        (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier),
    ):
        QTest.keyClick(win, *redo)
        assert win.model.game.state is placed
    QTest.keyClick(win, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert win.model.game.state is before


Key = QKeySequence.StandardKey
Portable = QKeySequence.SequenceFormat.PortableText


def standard(key: QKeySequence.StandardKey) -> list[str]:
    return [
        k.toString(QKeySequence.SequenceFormat.PortableText) for k in QKeySequence.keyBindings(key)
    ]


def menus() -> dict[str, list[object]]:
    """Every menu as the player reads it (English), each command with its
    keys: written out by hand, so a command dropped, doubled, moved to
    another menu or given another key shows here (the platform's standard
    keys, which need the application, asked of Qt)."""
    return {
        "&Game": [
            ("New &Classic Game", standard(Key.New)),
            ("New &Arcade Game", ["Ctrl+Shift+N"]),
            ("Play Game &Number…", ["Ctrl+G"]),
            ("&Today's Classic Deal", []),
            ("Today's Arcade Dea&l", []),
            "---",
            ("&Statistics", ["Ctrl+I"]),
            ("Re&view Last Game", []),
            ("Retr&y Mistakes of the Last Game", []),
            ("&Practice", ["Ctrl+Shift+P"]),
            ("P&references…", ["Ctrl+,"]),
            "---",
            ("&Quit", ["Ctrl+Q"]),
        ],
        "&Edit": [("&Undo", standard(Key.Undo))],
        "&Piece": [
            ("Select Piece &1", ["1"]), ("Select Piece &2", ["2"]), ("Select Piece &3", ["3"]),
            ("&Place at Cursor", ["Return", "Enter", "Space"]),
            ("&Deselect", ["Esc"]),
            ("&Rotate Piece", ["R"]),
            "---",
            ("&Next Place It Fits", ["F"]),
            ("Pre&vious Place It Fits", ["Shift+F"]),
            ("&Hint", ["H"]),
            "---",
            ("Read the Ro&w", ["L"]), ("Read the Colu&mn", ["Shift+L"]), ("Read the &Tray", ["T"]),
            "---",
            ("Cursor &Up", ["Up"]), ("Cursor D&own", ["Down"]),
            ("Cursor &Left", ["Left"]), ("Cursor Ri&ght", ["Right"]),
        ],
        "&Help": [
            ("&How to Play", list(dict.fromkeys([*standard(Key.HelpContents), "F1"]))),
            ("How &Dealing Works", []),
            ("How the &Coach Judges a Move", []),
        ],
    }  # fmt: skip


def test_the_menus_hold_every_command_once_with_its_keys(win):
    found = {}
    for entry in win.menuBar().actions():
        found[entry.text()] = [
            "---" if a.isSeparator() else
            (a.text(), [k.toString(Portable) for k in a.shortcuts()])
            for a in entry.menu().actions()
        ]  # fmt: skip
    assert found == menus()


def test_the_keypads_enter_places_the_piece_as_return_does(win):
    for key, modifier in (
        (Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier),
        (Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier),
    ):
        win.model.load_game(with_tray(Game(CLASSIC, 1), shape("dot"), None, None))
        press(win, "1")
        cells = win.model.game.board.filled.bit_count()
        QTest.keyClick(win, key, modifier)
        assert win.model.game.board.filled.bit_count() == cells + 1, key


def test_rotate_is_offered_only_with_a_piece_selected_and_only_in_arcade(win):
    """Piece ▸ Rotate Piece (R) turns the selected piece: with none
    selected it is greyed out; in Classic, where nothing turns, not shown."""
    from blockpuzzle.engine import ARCADE

    rotate = win.action("rotate")
    win.model.new_game(ARCADE, seed=5)
    assert rotate.isVisible() and not rotate.isEnabled()
    win.action("select_1").trigger()
    assert rotate.isEnabled()
    win.action("deselect").trigger()
    assert not rotate.isEnabled()
    win.model.new_game(CLASSIC, seed=5)
    win.action("select_1").trigger()
    assert not rotate.isVisible() and not rotate.isEnabled()


def test_a_piece_chosen_by_an_assistive_technology_shows_the_cursor_in_an_inactive_window(
    win, qtbot
):
    """A screen reader's action (the window not the active one, so no
    focus event comes): choosing a piece the player had already picked with
    the mouse takes it back, and the board shows the keyboard's cursor all
    the same, ready for the keys."""
    from PySide6.QtWidgets import QWidget

    from ..helpers import click, slot_point

    win.model.load_game(with_tray(Game(CLASSIC, 1), shape("dot"), shape("bar2h"), None))
    click(win, slot_point(win, 0))
    assert win.model.selected == 0 and win.model.cursor is None
    other = QWidget()
    qtbot.addWidget(other)
    other.show()
    other.activateWindow()
    qtbot.waitUntil(other.isActiveWindow)
    win.action("select_1").trigger()
    assert win.model.selected == -1
    assert win.model.cursor is not None
