"""Game ▸ Play Game Number… (form: ui/gamenumber.ui): type a game's number,
see at once whether it is one, see the pieces it deals (Show the Deal, the
same as ``blockpuzzle --deal``), and play that exact deal."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QWidget

from ..engine import BadNumber, deal, game_number, parse_number, rules, spaced
from ..lang.retranslate import Retranslating
from ..models.piece_names import describe
from ..models.signals import INT64
from .forms.gamenumber_ui import Ui_GameNumberDialog
from .wrapping import TallEnough

# Refills Show the Deal lists.
SHOWN_REFILLS = 10


class GameNumberDialog(Retranslating, QDialog):
    """Signals:
    dealChosen(str, qint64): the mode and seed of the number the player
        chose (a seed has 40 bits: a C++ int would overflow).
    """

    dealChosen = Signal(str, INT64)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_GameNumberDialog()
        self.ui.setupUi(self)
        TallEnough(self)
        # Our own buttons, which (unlike Qt's standard ones) we can translate.
        box = self.ui.buttonBox
        self.play_button = box.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.cancel_button = box.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        self.play_button.setDefault(True)
        self.ui.numberEdit.textChanged.connect(self._check)
        self.ui.showDealButton.toggled.connect(self._show_deal)
        self.retranslate()

    def retranslate(self) -> None:
        self.ui.retranslateUi(self)
        self.play_button.setText(self.tr("&Play"))
        self.cancel_button.setText(self.tr("Cancel"))
        self._check()

    def deal(self) -> tuple[str, int] | None:
        """(mode, seed) of what is typed, if it is a game number."""
        try:
            return parse_number(self.ui.numberEdit.text())
        except BadNumber:
            return None

    def _check(self) -> None:
        text = self.ui.numberEdit.text()
        problem = ""
        if text.strip():
            try:
                parse_number(text)
            except BadNumber as error:
                problem = self._say(error)
        self.ui.problemLabel.setText(problem)
        self.ui.numberEdit.setAccessibleDescription(problem)
        valid = self.deal() is not None
        self.play_button.setEnabled(valid)
        self.ui.showDealButton.setEnabled(valid)
        self._show_deal(self.ui.showDealButton.isChecked() and valid)

    def _show_deal(self, shown: bool) -> None:
        """The pieces of the number's first refills, one refill a line; the
        dialog grows to hold them, and shrinks back when they go."""
        listing = self.ui.dealList
        listing.clear()
        deal_of = self.deal() if shown else None
        listing.setVisible(deal_of is not None)
        if deal_of is not None:
            mode, seed = deal_of
            catalog = rules(mode).catalog
            for k in range(SHOWN_REFILLS):
                pieces = "; ".join(describe(p) for p in deal(seed, k, catalog))
                listing.addItem(self.tr("Refill {n}: {pieces}").format(n=k + 1, pieces=pieces))
            number = game_number(mode, seed)
            listing.setAccessibleName(
                self.tr("The first {n} refills of game {number}").format(
                    n=SHOWN_REFILLS, number=spaced(number) if number else ""
                )
            )
        self.adjustSize()  # TallEnough keeps the wrapped texts whole at its width

    def _say(self, error: BadNumber) -> str:
        """The engine's reason, in the player's words and language."""
        reason = str(error)
        if "characters, not" in reason:
            count = len("".join(self.ui.numberEdit.text().split()).replace("-", ""))
            return self.tr("A game number has 10 characters; this has %n.", "", count)
        if reason.startswith("not in a game number"):
            return self.tr("Only digits and letters make a game number, and never U.")
        if "starts with" in reason:
            return self.tr("A game number starts with C (Classic) or A (Arcade).")
        return self.tr("A character is mistyped: this is not a game number.")

    def accept(self) -> None:
        deal = self.deal()
        if deal is None:
            return
        super().accept()
        self.dealChosen.emit(*deal)
