"""The game with the real screen reader, Orca, as a blind player hears it:
real key presses on a real X server, and what Orca decided to speak read
from its log.  Each event must be spoken, and spoken once — whatever the
Orca (Debian 12's 43 listens for notifications only, later ones for
announcements too)."""

from __future__ import annotations

import os

import pytest

from .screenreader import Orca, missing
from .xsession import App

pytestmark = pytest.mark.e2e

EMPTY = "........"
# Row 8 full but for column 5.
LAST_ROW_GAP = "\n".join([EMPTY] * 7 + ["1111.111"])
# Only scattered single holes: a dot fits, then nothing fits.
HOLES = {(r, (r * 3) % 8) for r in range(8)} | {(0, 4)}
ALMOST_OVER = "\n".join(
    "".join("." if (r, c) in HOLES else "1" for c in range(8)) for r in range(8)
)
# Two holes in every row and every column, none side by side: two dots fit
# without clearing anything, and then a horizontal bar fits nowhere.
PAIRS = {(r, c) for r in range(8) for c in (r, (r + 4) % 8)}
TWO_DOTS_LEFT = "\n".join(
    "".join("." if (r, c) in PAIRS else "1" for c in range(8)) for r in range(8)
)


@pytest.fixture
def orca(xserver, tmp_path):
    lacking = missing()
    if lacking:
        why = f"the Orca test needs {', '.join(lacking)} (the apt-get line in .ci/run)"
        if os.environ.get("CI") == "true":
            pytest.fail(why + " — and CI must run it")
        pytest.skip(why)
    reader = Orca(xserver, tmp_path / "orca")
    try:
        yield reader
    finally:
        reader.stop()


def heard(said: list[str], fragment: str) -> int:
    """How many times a line with ``fragment`` was spoken."""
    return sum(fragment in line for line in said)


def start(orca: Orca, xserver: str, tmp_path, scenario: dict) -> App:  # type: ignore[no-untyped-def]
    app = App(xserver, scenario, tmp_path, env=orca.app_env)
    orca.activate(orca.window_of())
    # Keys only once Orca has met the window and its focus: a key pressed
    # while it still works through the window's first events is lost to it.
    orca.wait_for("Classic game")
    orca.settle()
    return app


def test_orca_speaks_every_move_of_a_keyboard_game_once(orca, xserver, tmp_path):
    app = start(orca, xserver, tmp_path, {"tray": ["dot", None, None], "board": LAST_ROW_GAP})
    try:
        said = orca.wait_for("Classic game, score 0.")
        assert heard(said, "Classic game, score 0. Pieces: 1, a single cell; 2, used") == 1

        mark = len(orca.spoken())
        orca.key("1")
        said = orca.settle(mark)
        # The piece in words, and the cursor's cell with what it would do.
        assert heard(said, "Piece 1 selected: a single cell. The piece fits here.") == 1
        assert heard(said, "row 4, column 4, empty; the piece fits here") == 1

        mark = len(orca.spoken())
        orca.key("Down")
        said = orca.settle(mark)
        # The one cell, not its whole row, and not "not selected".
        assert said == ["row 5, column 4, empty; the piece fits here."], said

        orca.key("Down", "Down", "Down", "Right")
        mark = len(orca.spoken())
        orca.key("l")
        said = orca.settle(mark)
        assert heard(said, "Row 8: columns 1, 2, 3, 4, 6, 7 and 8 filled.") == 1

        mark = len(orca.spoken())
        orca.key("Return")
        said = orca.settle(mark)
        assert heard(said, "Placed at row 8, column 5: a single cell. Cleared row 8.") == 1
        assert heard(said, "11 points, score 11. New pieces dealt. Pieces: 1, ") == 1
        assert app.wait_state(lambda s: s["score"] == 11)["score"] == 11

        # A new game asked for mid-game: the question is heard, its title
        # and its text once, and Escape keeps the game.
        mark = len(orca.spoken())
        orca.key("ctrl+n")
        said = orca.settle(mark)
        assert heard(said, "Abandon this game?") == 1, said
        assert heard(said, "The board you are playing will be lost.") == 1, said
        orca.key("Escape")
        orca.settle(len(orca.spoken()))
        assert app.wait_state(lambda s: s["score"] == 11)["score"] == 11

        mark = len(orca.spoken())
        orca.key("ctrl+z")
        said = orca.settle(mark)
        assert heard(said, "Undid the placement at row 8, column 5: a single cell") == 1
        assert heard(said, "is back as piece 1; score 0.") == 1
    finally:
        app.close()


def test_orca_speaks_the_end_of_a_game_and_the_card_can_be_read_again(orca, xserver, tmp_path):
    app = start(orca, xserver, tmp_path, {"tray": ["dot", "bar2h", None], "board": ALMOST_OVER,
                                          "score": 120, "lines": 6})  # fmt: skip
    try:
        orca.wait_for("Classic game, score 120.")
        orca.key("1")
        mark = len(orca.spoken())
        orca.key("f")
        said = orca.settle(mark)
        # The first place after the cursor, in reading order, and what it clears.
        assert heard(said, "Fits at row 5, column 5, clears row 5; 9 places.") == 1
        orca.key("Up", "Up", "Up", "Up")  # row 1, column 5: it clears nothing there
        orca.settle(len(orca.spoken()))
        mark = len(orca.spoken())
        orca.key("Return")
        said = orca.settle(mark)
        # The move and the end, once, in that order, as the focus comes to
        # the card (named by them), then the card's New Game button.
        assert heard(said, "Placed at row 1, column 5: a single cell. 1 point, score 121.") == 1
        assert heard(said, "No piece fits: game over. Final score 121.") == 1
        assert heard(said, "game over") == 1
        ended = next(i for i, line in enumerate(said) if "game over" in line)
        assert ended < next(i for i, line in enumerate(said) if "New Game" in line)
        assert app.wait_state(lambda s: s["over"])["over"]
        # The card's Review this game (Alt+R): the review's window is named
        # as it opens.
        mark = len(orca.spoken())
        orca.hold("alt", "r")
        orca.wait_for("Review of Game", since=mark)
        said = orca.settle(mark)
        assert heard(said, "Review of Game") == 1, said
        named = next(i for i, line in enumerate(said) if "Review of Game" in line)
        assert named < len(said) - 1, said  # then what has the focus
        # Closed, and opened again from the menu: Game ▸ Review Last Game.
        orca.key("Escape")
        orca.settle(len(orca.spoken()))
        orca.hold("alt", "g")
        orca.settle(len(orca.spoken()))
        mark = len(orca.spoken())
        orca.key("v")
        said = orca.settle(mark)
        assert heard(said, "Review of Game") == 1, said
        assert "Review of Game" not in said[-1], said
    finally:
        app.close()


def test_orca_says_todays_deals_result_was_copied_once(orca, xserver, tmp_path):
    """Today's deal ended: the card's Copy result (Alt+C) puts the result on
    the clipboard and Orca says so, once, with the result itself."""
    from datetime import date

    from blockpuzzle.engine.daily import daily_number

    app = start(orca, xserver, tmp_path, {"seed": "daily", "tray": ["dot", "bar2h", None],
                                          "board": ALMOST_OVER, "score": 120})  # fmt: skip
    try:
        orca.wait_for("Classic game, score 120.")
        orca.key("1", "f", "Up", "Up", "Up", "Up")
        orca.settle(len(orca.spoken()))
        orca.key("Return")
        orca.wait_for("game over")
        orca.settle(len(orca.spoken()))
        assert app.wait_state(lambda s: s["over"])["over"]
        mark = len(orca.spoken())
        orca.hold("alt", "c")
        orca.wait_for("Copied to the clipboard", since=mark)
        said = orca.settle(mark)
        number = daily_number(date.today(), "classic")
        result = (f"Block Puzzle, deal of {date.today().isoformat()}, Classic, "
                  f"game {number[:5]} {number[5:]}: 121 points.")  # fmt: skip
        copied = app.wait_state(lambda s: s["clipboard"])["clipboard"]
        assert copied.startswith(result), copied
        assert heard(said, "Copied to the clipboard: " + result) == 1, said
    finally:
        app.close()


def test_orca_names_each_dialog_as_it_opens(orca, xserver, tmp_path):
    """F1, Ctrl+, Ctrl+I and Ctrl+G open How to Play, Preferences,
    Statistics and Play Game Number, and the Help menu How Dealing Works
    and How the Coach Judges a Move, Statistics' Alt+R its question before
    a reset: each one's name is heard as it opens,
    before what has the focus (Statistics was heard only as "Totals page
    tab.": access/speech.py's built_unheard says why)."""
    app = start(orca, xserver, tmp_path, {"tray": ["dot", None, None], "board": LAST_ROW_GAP})
    try:
        orca.wait_for("Classic game, score 0.")
        for keys, name in (("F1", "How to Play dialog"), ("ctrl+comma", "Preferences dialog"),
                           ("ctrl+i", "Statistics dialog"), ("ctrl+g", "Play Game Number dialog"),
                           ("alt+h d", "How Dealing Works dialog"),
                           ("alt+h c", "How the Coach Judges a Move dialog")):  # fmt: skip
            *menu, last = keys.split()
            for key in menu:  # the menu opened and heard first
                orca.hold(*key.split("+"))
                orca.settle(len(orca.spoken()))
            mark = len(orca.spoken())
            orca.key(last)
            # Its name awaited first: on a busy machine a dialog may open
            # after Orca has been quiet for longer than settle's second.
            orca.wait_for(name, since=mark)
            said = orca.settle(mark)
            # The name once, then what has the focus.
            assert heard(said, name) == 1, (keys, said)
            named = next(i for i, line in enumerate(said) if name in line)
            assert named < len(said) - 1, (keys, said)
            orca.key("Escape")
            orca.settle(len(orca.spoken()))
        # Statistics ▸ Reset Statistics… (Alt+R): the question heard, title
        # and text once; Escape answers Cancel, and then closes Statistics.
        # As a player does, Alt+R once the dialog is heard (on a busy
        # machine it may open after Orca has gone quiet for a second).
        mark = len(orca.spoken())
        orca.hold("ctrl", "i")
        orca.wait_for("Statistics dialog", since=mark)
        orca.settle(len(orca.spoken()))
        mark = len(orca.spoken())
        orca.hold("alt", "r")
        orca.wait_for("Reset statistics?", since=mark)
        said = orca.settle(mark)
        assert heard(said, "Reset statistics?") == 1, said
        assert heard(said, "Forget every game played") == 1, said
        orca.key("Escape")
        orca.settle(len(orca.spoken()))
        orca.key("Escape")
        orca.settle(len(orca.spoken()))
    finally:
        app.close()


def test_a_whole_game_is_heard_each_event_once_in_order(orca, xserver, tmp_path):
    """Everything Orca said over a whole game, from the first word to the
    card: each event said once, in the order it happened, and never the
    word "notification" (Orca 43 says a notification's role unless a status
    bar holds it: access/speech.py)."""
    app = start(orca, xserver, tmp_path, {"tray": ["dot", "dot", "bar2h"], "board": TWO_DOTS_LEFT,
                                          "score": 120, "lines": 6})  # fmt: skip
    try:
        orca.wait_for("Classic game, score 120.")
        for piece in ("1", "2"):  # each dot where it first fits, then the end
            orca.key(piece)
            orca.settle(len(orca.spoken()))
            orca.key("f")
            orca.settle(len(orca.spoken()))
            orca.key("Return")
            orca.settle(len(orca.spoken()))
        assert app.wait_state(lambda s: s["over"])["over"]
        said = orca.spoken()
        # The first hole after the cursor (row 4, column 4) in reading order
        # is row 4's other one; then row 5's first.  Two dots, no line full.
        events = [
            "Classic game, score 120. Pieces: 1, a single cell; 2, a single cell; 3, ",
            "Piece 1 selected: a single cell.",
            "row 4, column 8, empty; the piece fits here.",
            "Fits at row 4, column 8; 16 places.",
            "Placed at row 4, column 8: a single cell. 1 point, score 121.",
            "Piece 2 selected: a single cell. The piece does not fit here.",
            "row 5, column 1, empty; the piece fits here.",
            "Fits at row 5, column 1; 15 places.",
            "Placed at row 5, column 1: a single cell. 1 point, score 122. "
            "No piece fits: game over. Final score 122.",
            "New Game push button.",
        ]
        where = [[i for i, line in enumerate(said) if event in line] for event in events]
        assert [len(found) for found in where] == [1] * len(events), said
        assert [found[0] for found in where] == sorted(found[0] for found in where), said
        assert heard(said, "game over") == 1
        assert len(set(said)) == len(said), said  # nothing said twice
        assert not [line for line in said if line.lower().startswith("notification")], said
    finally:
        app.close()
