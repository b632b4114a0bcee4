"""What a screen reader is told: placements, clears, new deals, undo,
refusals, the end, and the answers of the reading and jumping keys."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from blockpuzzle.access.speech import Listeners
from blockpuzzle.engine import ARCADE, CLASSIC, Board, Game, shape

from ..helpers import announcements, press, walk_cursor, with_tray

LAST_ROW_GAP = Board.from_text("........\n" * 7 + "3333.333")


def test_esc_deselects_and_enter_without_a_fit_is_announced(win):
    board = Board.from_text("11......\n" + "........\n" * 7)
    win.model.load_game(
        with_tray(Game(CLASSIC, 1), shape("square2"), shape("dot"), None, board=board)
    )
    said = announcements(win)
    press(win, Qt.Key.Key_Return)
    assert said[-1] == "Select a piece first: press 1, 2 or 3."
    press(win, Qt.Key.Key_1)
    # Selected, the cursor shows at once, and the sentence says what it would do.
    assert said[-1] == "Piece 1 selected: a 2 by 2 square. The piece fits here."
    assert win.model.cursor == (3, 3) and win.board_cells.hasFocus()
    walk_cursor(win, 0, 0)
    before = win.model.game.state
    press(win, Qt.Key.Key_Space)
    assert said[-1] == "The piece does not fit there."
    assert win.model.game.state is before and win.model.selected == 0
    press(win, Qt.Key.Key_Escape)
    assert win.model.selected == -1


def test_placements_clears_and_new_deals_are_announced_where_first(win):
    win.model.load_game(with_tray(Game(CLASSIC, 1), shape("dot"), None, None, board=LAST_ROW_GAP))
    said = announcements(win)
    press(win, Qt.Key.Key_1)
    walk_cursor(win, 7, 4)
    press(win, Qt.Key.Key_Return)
    text = said[-1]
    assert text.startswith(
        "Placed at row 8, column 5: a single cell. Cleared row 8. 11 points, score 11."
    )
    assert "New pieces dealt. Pieces: 1, " in text and "; 2, " in text and "; 3, " in text


def test_one_point_is_one_point(win):
    win.model.load_game(with_tray(Game(CLASSIC, 1), shape("dot"), shape("dot"), None))
    said = announcements(win)
    win.model.place_at(0, 0, 0)
    assert said[-1] == "Placed at row 1, column 1: a single cell. 1 point, score 1."


def test_undo_is_announced_with_what_came_back(win):
    win.model.load_game(Game(CLASSIC, 7))
    said = announcements(win)
    slot, row, col = win.model.game.legal_moves()[0]
    piece = win.model.game.tray[slot]
    win.model.place(slot, row, col)
    win.action("undo").trigger()
    first_row, first_col = row + piece.anchor[0] + 1, col + piece.anchor[1] + 1
    assert said[-1].startswith(f"Undid the placement at row {first_row}, column {first_col}: ")
    assert said[-1].endswith(f"is back as piece {slot + 1}; score 0.")


def test_jumping_to_where_the_piece_fits(win):
    # Row 8 full but one gap: a dot fits on 63 cells, and the gap clears row 8.
    win.model.load_game(with_tray(Game(CLASSIC, 1), shape("dot"), None, None, board=LAST_ROW_GAP))
    said = announcements(win)
    press(win, Qt.Key.Key_F)
    assert said[-1] == "Select a piece first: press 1, 2 or 3."
    press(win, Qt.Key.Key_1)  # the cursor shows on (3, 3)
    press(win, Qt.Key.Key_F)
    assert win.model.cursor == (3, 4)
    assert said[-1] == "Fits at row 4, column 5; 57 places."
    QTestKeys.shift(win, Qt.Key.Key_F)
    QTestKeys.shift(win, Qt.Key.Key_F)
    assert win.model.cursor == (3, 2)
    for _ in range(57):
        press(win, Qt.Key.Key_F)
        if win.model.cursor == (7, 4):
            break
    assert said[-1] == "Fits at row 8, column 5, clears row 8; 57 places."
    press(win, Qt.Key.Key_F)
    assert win.model.cursor == (0, 0)  # round the board, in reading order


def test_a_piece_that_fits_nowhere_says_so(win):
    full = Board.from_text("\n".join(["1.1.1.1."] * 8))
    win.model.load_game(
        with_tray(Game(CLASSIC, 1), shape("square2"), shape("dot"), None, board=full)
    )
    said = announcements(win)
    press(win, Qt.Key.Key_1)
    cursor = win.model.cursor
    press(win, Qt.Key.Key_F)
    assert said[-1] == "The piece fits nowhere on the board." and win.model.cursor == cursor


class QTestKeys:
    @staticmethod
    def shift(win, key):  # type: ignore[no-untyped-def]
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QApplication

        QTest.keyClick(QApplication.focusWidget() or win, key, Qt.KeyboardModifier.ShiftModifier)


def test_reading_the_row_the_column_and_the_tray(win):
    board = Board.from_text("........\n" * 3 + "11....1.\n" + "........\n" * 4)
    win.model.load_game(
        with_tray(Game(CLASSIC, 1), shape("dot"), None, shape("bar3v"), board=board)
    )
    said = announcements(win)
    win.model.set_cursor(3, 0)
    press(win, Qt.Key.Key_L)
    assert said[-1] == "Row 4: columns 1, 2 and 7 filled."
    QTestKeys.shift(win, Qt.Key.Key_L)
    assert said[-1] == "Column 1: row 4 filled."
    win.model.set_cursor(0, 3)
    press(win, Qt.Key.Key_L)
    assert said[-1] == "Row 1: empty."
    press(win, Qt.Key.Key_T)
    assert said[-1] == "Pieces: 1, a single cell; 2, used; 3, a vertical bar of 3 cells."


def test_the_game_is_said_when_the_window_first_shows(qtbot, tmp_path):
    from ..helpers import open_window

    said: list[str] = []
    from blockpuzzle.access.announce import Announcer

    original = Announcer.say

    def listen(self, text):  # type: ignore[no-untyped-def]
        said.append(text)
        original(self, text)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Announcer, "say", listen)
        open_window(qtbot, tmp_path / "s.ini", Game(ARCADE, 3))
        qtbot.waitUntil(lambda: any(s.startswith("Arcade game, score 0.") for s in said))


@pytest.mark.parametrize(
    ("events", "sent"),
    [
        ({("a", "Object:Announcement:")}, ["announcement"]),  # Orca 45 and later
        ({("a", "Object:StateChanged:Showing")}, ["notification"]),  # Orca 43
        (None, ["announcement", "notification"]),  # the registry could not be read
    ],
    ids=["announcements heard", "notifications only", "unknown"],
)
def test_each_screen_reader_gets_the_sentence_once(win, qtbot, monkeypatch, events, sent):
    speaker = win.announcer.speaker
    monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: True))
    monkeypatch.setattr("blockpuzzle.access.speech.announces_on_linux", lambda: True)
    monkeypatch.setattr(Listeners, "read", lambda self: None)
    speaker.listeners.events = events
    win.announcer.say("Hello.")
    qtbot.waitUntil(lambda: speaker.sent == sent)
    notifier = speaker.notifier
    if "notification" in sent:
        assert notifier.isVisible() and notifier.accessibleName() == "Hello."
        iface = QAccessible.queryAccessibleInterface(notifier)
        assert iface.role() == QAccessible.Role.Notification


def test_listeners_come_and_go(win):
    listeners = win.announcer.speaker.listeners
    listeners.events = {(":1.3", "Object:StateChanged:Showing")}
    assert listeners.announcements() is False
    listeners.registered(":1.3", "Object:Announcement:")
    assert listeners.announcements() is True
    listeners.deregistered(":1.3", "Object:Announcement:")
    assert listeners.announcements() is False


def test_esc_and_an_arrow_at_the_edge_are_never_silent(win):
    """Esc and Down on the bottom row said nothing (issue 29)."""
    said = announcements(win)
    press(win, Qt.Key.Key_Escape)
    assert said[-1] == "No piece is selected."
    press(win, Qt.Key.Key_2)
    press(win, Qt.Key.Key_Escape)
    assert said[-1] == "Piece 2 left in the tray." and win.model.selected == -1
    walk_cursor(win, 7, 0)
    for key, text in (
        (Qt.Key.Key_Down, "Bottom edge."),
        (Qt.Key.Key_Left, "Left edge."),
    ):
        count = len(said)
        press(win, key)
        assert said[count:] == [text] and win.model.cursor == (7, 0)
    walk_cursor(win, 0, 7)
    for key, text in ((Qt.Key.Key_Up, "Top edge."), (Qt.Key.Key_Right, "Right edge.")):
        count = len(said)
        press(win, key)
        assert said[count:] == [text] and win.model.cursor == (0, 7)
    # A step that moves says nothing of edges.
    count = len(said)
    press(win, Qt.Key.Key_Down)
    assert not any("edge" in text for text in said[count:])


def test_after_the_end_1_2_3_leave_the_focus_on_the_game_over_card(win, qtbot):
    """Pressing 1, 2 or 3 after game over moved the focus to the board
    before the selection was refused: the card lost the focus, and nothing
    said the game was over (issue 29)."""
    from ..helpers import ALMOST_OVER

    game = with_tray(Game(CLASSIC, 1), shape("dot"), shape("bar2h"), None, board=ALMOST_OVER)
    win.model.load_game(game)
    win.model.place(0, 0, 4)
    assert win.model.game.over and win.game_over.isVisible()
    win.game_over.button.setFocus()
    qtbot.waitUntil(win.game_over.button.hasFocus)
    said = announcements(win)
    for key in (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_H):
        press(win, key)
        assert win.game_over.button.hasFocus() and not win.board_cells.hasFocus()
        assert win.model.selected == -1
        # Refused, and said why (the focus rule: blockpuzzle/access).
        assert said[-1] == "The game is over: press Enter for a new game."
    assert len(said) == 4


def test_a_used_slot_is_said_to_be_and_the_focus_stays(win, qtbot):
    """2 and 3 on a tray that holds only piece 1: nothing selected, the
    focus where it was, and the sentence says so and what is left."""
    win.model.load_game(with_tray(Game(CLASSIC, 1), shape("dot"), None, None))
    press(win, Qt.Key.Key_1)
    assert win.board_cells.hasFocus() and win.model.selected == 0
    press(win, Qt.Key.Key_Escape)
    said = announcements(win)
    for key, n in ((Qt.Key.Key_2, 2), (Qt.Key.Key_3, 3)):
        press(win, key)
        assert win.model.selected == -1 and win.board_cells.hasFocus()
        assert said[-1] == f"Piece {n} is used. Pieces: 1, a single cell; 2, used; 3, used."
    assert len(said) == 2


def test_the_end_is_said_once_where_the_focus_cannot_say_it(win, monkeypatch):
    """With the window active the game-over card's focus says the last move
    and the end (tests/window/test_keyboard.py); where the window does not
    have the keyboard, the moving focus is not heard: the sentence is said."""
    from ..helpers import ALMOST_OVER

    said = announcements(win)
    monkeypatch.setattr(win.announcer.speaker, "target_active", lambda: False)
    win.model.load_game(
        with_tray(Game(CLASSIC, 1), shape("dot"), shape("bar2h"), None, board=ALMOST_OVER)
    )
    win.model.place_at(0, 0, 4)
    assert win.model.game.over
    assert said[-1:] == [
        "Placed at row 1, column 5: a single cell. 1 point, score 1. "
        "No piece fits: game over. Final score 1."
    ]
    assert sum("game over" in s for s in said) == 1


def test_a_game_restored_over_names_its_card_by_the_end_alone(win):
    from ..helpers import ALMOST_OVER

    game = with_tray(Game(CLASSIC, 1), shape("dot"), shape("bar2h"), None, board=ALMOST_OVER)
    game.place(0, 0, 4)
    assert game.over
    win.model.load_game(game)
    assert win.game_over.isVisible()
    assert win.game_over.accessibleName() == "No piece fits: game over. Final score 1."


def test_notifications_sit_in_a_status_bar_that_takes_no_room(win):
    """Orca before 45 says a notification's role before its sentence
    ("notification Placed at …") unless a status bar holds it."""
    notifier = win.announcer.speaker.notifier
    interface = QAccessible.queryAccessibleInterface(notifier)
    assert interface.role() == QAccessible.Role.Notification
    parent = interface.parent()
    assert parent.role() == QAccessible.Role.StatusBar
    assert parent.rect().isEmpty()
    assert win.announcer.speaker.bar.isVisible()


def test_a_refill_that_ends_the_game_is_said_as_the_end_with_the_final_score(win, monkeypatch):
    """The last piece of a tray placed, the next three come and none fits:
    the sentence says the move and the end — the final score, not the best
    kept from before — and no new deal to play."""
    from blockpuzzle.engine.deal import deal

    from ..helpers import ALMOST_OVER

    # A deal whose second refill has no single cell: nothing of it fits
    # on the board's lone holes.
    seed = next(
        s for s in range(1, 1000) if "dot" not in [p.id for p in deal(s, 1, CLASSIC.catalog)]
    )
    said = announcements(win)
    monkeypatch.setattr(win.announcer.speaker, "target_active", lambda: False)
    win.model.set_best("classic", 500)
    win.model.load_game(with_tray(Game(CLASSIC, seed), shape("dot"), None, None, board=ALMOST_OVER))
    win.model.place_at(0, 0, 4)
    assert win.model.game.over and all(p is not None for p in win.model.game.tray)
    assert said[-1:] == [
        "Placed at row 1, column 5: a single cell. 1 point, score 1. "
        "No piece fits: game over. Final score 1."
    ]


# Written by hand, as a speaker of each language says them: one and many.
SPOKEN = {
    "en": {
        "row, one": "Row 4: column 7 filled.",
        "row, many": "Row 5: columns 1, 2 and 7 filled.",
        "column, one": "Column 1: row 5 filled.",
        "column, many": "Column 7: rows 4 and 5 filled.",
        "empty": "Row 1: empty.",
        "one place": "; 1 place.",
        "places": "; 22 places.",
    },
    "id": {
        "row, one": "Baris 4: kolom 7 terisi.",
        "row, many": "Baris 5: kolom 1, 2 dan 7 terisi.",
        "column, one": "Kolom 1: baris 5 terisi.",
        "column, many": "Kolom 7: baris 4 dan 5 terisi.",
        "empty": "Baris 1: kosong.",
        "one place": "; 1 tempat.",
        "places": "; 22 tempat.",
    },
    "pt_BR": {
        "row, one": "Linha 4: coluna 7 preenchida.",
        "row, many": "Linha 5: colunas 1, 2 e 7 preenchidas.",
        "column, one": "Coluna 1: linha 5 preenchida.",
        "column, many": "Coluna 7: linhas 4 e 5 preenchidas.",
        "empty": "Linha 1: vazia.",
        "one place": "; 1 lugar.",
        "places": "; 22 lugares.",
    },
}


@pytest.mark.parametrize("language", sorted(SPOKEN))
def test_the_reading_keys_say_one_and_many_in_each_language(win, language):
    from blockpuzzle.store.settings import LANGUAGE

    expected = SPOKEN[language]
    win.prefs.set(LANGUAGE, language)
    try:
        board = Board.from_text("........\n" * 3 + "......1.\n" + "11....1.\n" + "........\n" * 3)
        win.model.load_game(
            with_tray(Game(CLASSIC, 1), shape("square3"), shape("dot"), None, board=board)
        )
        said = announcements(win)
        win.model.set_cursor(3, 0)
        press(win, Qt.Key.Key_L)
        assert said[-1] == expected["row, one"]
        win.model.set_cursor(4, 0)
        press(win, Qt.Key.Key_L)
        assert said[-1] == expected["row, many"]
        QTestKeys.shift(win, Qt.Key.Key_L)
        assert said[-1] == expected["column, one"]
        win.model.set_cursor(4, 6)
        QTestKeys.shift(win, Qt.Key.Key_L)
        assert said[-1] == expected["column, many"]
        win.model.set_cursor(0, 3)
        press(win, Qt.Key.Key_L)
        assert said[-1] == expected["empty"]
        # A 3×3 square: 36 top-left corners, less those whose square
        # would cover (3, 6), (4, 0), (4, 1) or (4, 6) — counted by hand
        # in the test below — leaves 22 … and on a board with one 3×3 hole, 1.
        press(win, Qt.Key.Key_1)
        press(win, Qt.Key.Key_F)
        assert said[-1].endswith(expected["places"]), said[-1]
        hole = Board.from_text(
            "\n".join(("...11111" if r < 3 else "11111111") for r in range(7)) + "\n1111111."
        )
        win.model.load_game(
            with_tray(Game(CLASSIC, 1), shape("square3"), shape("dot"), None, board=hole)
        )
        press(win, Qt.Key.Key_1)
        press(win, Qt.Key.Key_F)
        assert said[-1].endswith(expected["one place"]), said[-1]
    finally:
        win.prefs.set(LANGUAGE, "en")


def test_the_22_places_of_a_square_among_four_filled_cells_counted_by_hand():
    filled = {(3, 6), (4, 0), (4, 1), (4, 6)}
    corners = [
        (r, c)
        for r in range(6)
        for c in range(6)
        if not any((r + i, c + j) in filled for i in range(3) for j in range(3))
    ]
    assert len(corners) == 22
