"""Game ▸ Play Game Number…: a typed number plays its exact deal."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from blockpuzzle.engine import ARCADE, CLASSIC, Game, deal, game_number

from ..helpers import finish


def test_a_typed_number_plays_that_deal(win, qtbot):
    number = game_number("arcade", 424242)
    win.action("play_number").trigger()
    dialog = win.number_dialog
    assert dialog.isVisible() and not dialog.play_button.isEnabled()
    QTest.keyClicks(dialog.ui.numberEdit, f"{number[:5].lower()} {number[5:]}")
    assert dialog.ui.problemLabel.text() == "" and dialog.play_button.isEnabled()
    QTest.keyClick(dialog.ui.numberEdit, Qt.Key.Key_Return)
    assert not dialog.isVisible()
    assert win.model.rules.mode == "arcade" and win.model.game.seed == 424242
    assert win.model.game.tray == deal(424242, 0, ARCADE.catalog)
    assert win.mode_label.text() == f"Arcade · game {number[:5]}\u00a0{number[5:]}"


def test_what_is_not_a_number_is_told_and_cannot_be_played(win, qtbot):
    win.action("play_number").trigger()
    dialog = win.number_dialog
    edit = dialog.ui.numberEdit
    for typed, said in (
        ("C123", "A game number has 10 characters; this has 4."),
        # Spaces and hyphens, as the game writes a number, are not counted.
        ("C12 3-45", "A game number has 10 characters; this has 6."),
        ("C1234U6789", "Only digits and letters make a game number, and never U."),
        ("Q123456789", "A game number starts with C (Classic) or A (Arcade)."),
        ("C123456789", "A character is mistyped: this is not a game number."),
    ):
        edit.setText(typed)
        assert dialog.ui.problemLabel.text() == said and edit.accessibleDescription() == said
        assert not dialog.play_button.isEnabled()
        dialog.accept()  # Enter does nothing either
        assert dialog.isVisible()
    seed_before = win.model.game.seed
    dialog.cancel_button.click()
    assert win.model.game.seed == seed_before


def test_a_game_in_progress_is_abandoned_only_if_the_player_says_so(win):
    win.model.place(*win.model.game.legal_moves()[0])
    number = game_number("classic", 99)
    win.action("play_number").trigger()
    win.number_dialog.ui.numberEdit.setText(number)
    win.number_dialog.play_button.click()
    win.abandon_box.button(QMessageBox.StandardButton.No).click()
    assert win.model.game.seed != 99 and win.model.score > 0
    win.action("play_number").trigger()
    win.number_dialog.ui.numberEdit.setText(number)
    win.number_dialog.play_button.click()
    win.abandon_box.button(QMessageBox.StandardButton.Yes).click()
    assert win.model.game.seed == 99 and win.model.score == 0


def test_the_game_over_card_plays_the_same_deal_again(win, qtbot):
    win.model.new_game(CLASSIC, seed=31337)
    rng = random.Random(5)
    finish(win.model, rng)
    first = win.model.game
    number = game_number("classic", 31337)
    assert f"Game number: {number[:5]}\u00a0{number[5:]}" in win.game_over.summary.text()
    assert win.game_over.again_button.isVisible()
    win.game_over.again_button.click()
    again = win.model.game
    assert again is not first and again.seed == 31337 and again.score == 0
    assert again.tray == Game(CLASSIC, 31337).tray
    # The same moves give the same game: undo-free replay of the deal.
    assert Game.replay(CLASSIC, 31337, first.moves).state == first.state


def test_show_the_deal_lists_the_first_refills_of_any_number(win, qtbot):
    """The same pieces as ``blockpuzzle --deal``, worked out here from the
    README's description with hashlib."""
    import hashlib
    import struct

    from blockpuzzle.models.piece_names import describe

    seed = (1 << 40) - 99
    number = game_number("arcade", seed)
    win.action("play_number").trigger()
    dialog = win.number_dialog
    button, listing = dialog.ui.showDealButton, dialog.ui.dealList
    assert not button.isEnabled() and not listing.isVisible()
    QTest.keyClicks(dialog.ui.numberEdit, number)
    assert button.isEnabled()
    button.click()
    assert listing.isVisible() and listing.count() == 10
    # The dialog grew to hold it: the buttons never cover the list.
    dialog.layout().activate()
    assert not listing.geometry().intersects(dialog.ui.buttonBox.geometry())
    assert dialog.height() >= dialog.layout().totalMinimumHeightForWidth(dialog.width())
    for k in range(10):
        text = f"blockpuzzle-deal:{seed}:{k}".encode()
        draws = struct.unpack("<3Q", hashlib.blake2b(text, digest_size=24).digest())
        pieces = [ARCADE.catalog[n % 35] for n in draws]
        assert listing.item(k).text() == f"Refill {k + 1}: " + "; ".join(map(describe, pieces))
    assert listing.accessibleName() == f"The first 10 refills of game {number[:5]} {number[5:]}"
    # A number mistyped hides it; mended, it shows that number's deal.
    QTest.keyClick(dialog.ui.numberEdit, Qt.Key.Key_Backspace)
    assert not listing.isVisible() and not button.isEnabled()
    dialog.ui.numberEdit.setText("C75VK RNVZ7")
    assert listing.isVisible() and listing.item(0).text().startswith("Refill 1: ")
    first = [
        CLASSIC.catalog[n % 19]
        for n in struct.unpack(
            "<3Q", hashlib.blake2b(b"blockpuzzle-deal:246813579135:0", digest_size=24).digest()
        )
    ]
    assert listing.item(0).text() == "Refill 1: " + "; ".join(map(describe, first))
    button.click()  # and hides again
    assert not listing.isVisible()
    # Playing is still Enter.
    QTest.keyClick(dialog.ui.numberEdit, Qt.Key.Key_Return)
    assert win.model.game.seed == 246_813_579_135


def test_how_dealing_works_is_in_the_help_menu(win):
    action = win.action("how_dealing_works")
    assert action.text() == "How &Dealing Works"
    assert action in win.menuBar().actions()[-1].menu().actions()
    action.trigger()
    dialog = win.dealing_dialog
    assert dialog.isVisible() and dialog.windowTitle() == "How Dealing Works"
    text = dialog.text.toPlainText()
    for needed in (
        "blockpuzzle-deal:s:k",
        "BLAKE2b digest of 24 bytes",
        "little-endian",
        "19 in Classic, 35 in Arcade",
        "Undo takes a placement back, and the tray gets the very same pieces again",
        "tools/check_deal.py",
        "Statistics ▸ Fairness",
    ):
        assert needed in text, needed
    assert dialog.text.accessibleName() == "How Dealing Works"
    assert dialog.text.accessibleDescription().startswith("The game number. Every game has")


def test_the_deal_fits_on_a_small_screen_at_200_percent(tmp_path):
    """adjustSize stops at two thirds of the screen: at 200 % on a small
    screen (the offscreen one, 400 × 300 at that scale) the buttons once
    covered the list.  In a process of its own, for the scale factor."""
    import os
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from blockpuzzle.dialogs.gamenumber import GameNumberDialog\n"
        "d = GameNumberDialog(); d.show()\n"
        "d.ui.numberEdit.setText('C75VK RNVZ7'); d.ui.showDealButton.click()\n"
        "app.processEvents(); d.layout().activate()\n"
        "print(d.ui.dealList.geometry().intersects(d.ui.buttonBox.geometry()))\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "QT_SCALE_FACTOR": "2"}
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, env=env
    )
    assert out.stdout.strip().splitlines()[-1] == "False", out.stderr[-2000:]


def test_each_help_page_has_its_headings_in_order(win):
    """What the player skims: each help page's headings, one after another
    (written out here), with text under each."""
    pages = {
        "how_to_play": ("help_dialog", [
            "The board and the tray", "Placing a piece", "With the keyboard", "Hints",
            "Clearing lines", "Score", "Undo and the end of a game", "Arcade", "Game numbers",
        ]),
        "how_dealing_works": ("dealing_dialog", [
            "The game number", "How the pieces are drawn", "It never looks at your board",
            "Why undo never re-rolls", "Check it yourself", "Today's deal",
        ]),
        "how_the_coach_judges": ("coach_dialog", [
            "Reviewing a game", "The value of a move", "Verdicts", "Luck", "Hindsight",
            "Learning from a game", "Practice",
        ]),
    }  # fmt: skip
    for command, (attribute, headings) in pages.items():
        win.action(command).trigger()
        document = getattr(win, attribute).text.document()
        found, under = [], []
        block = document.begin()
        while block.isValid():
            if block.blockFormat().headingLevel() == 3:
                found.append(block.text())
                under.append(len(block.next().text()))
            block = block.next()
        assert found == headings, command
        assert all(n > 40 for n in under), (command, under)
