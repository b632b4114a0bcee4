"""Help's pages: How to Play (F1), the rules and the controls, and How
Dealing Works, the deal exactly and how to check it; short, in the
player's language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ..engine import HISTORY_LIMIT
from ..lang.retranslate import Retranslating
from ..lang.words import mode_name, spoken
from ..views import geometry


class HelpPage(Retranslating, QDialog):
    """A page of sections, each a heading and a paragraph, read whole by a
    screen reader when it opens."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.text = QTextBrowser()
        self.text.setOpenExternalLinks(False)
        layout.addWidget(self.text)
        buttons = QDialogButtonBox()
        # Our own Close, which (unlike Qt's standard one) we can translate.
        self.close_button = buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        geometry.fit_to_screen(self, 520, 560)
        self.retranslate()

    def title(self) -> str:
        raise NotImplementedError

    def sections(self) -> list[tuple[str, str]]:
        raise NotImplementedError

    def retranslate(self) -> None:
        self.setWindowTitle(self.title())
        self.close_button.setText(QCoreApplication.translate("HelpDialog", "Close"))
        self.text.setAccessibleName(self.title())
        sections = self.sections()
        html = "".join(f"<h3>{title}</h3><p>{body}</p>" for title, body in sections)
        self.text.setHtml(html)
        # Read out when the help opens: a screen reader says a focused
        # object's description after its name.
        self.text.setAccessibleDescription(
            spoken(" ".join(f"{title}. {body}" for title, body in sections))
        )
        self.text.moveCursor(self.text.textCursor().MoveOperation.Start)
        self.setWindowModality(Qt.WindowModality.NonModal)


class HelpDialog(HelpPage):
    """Help ▸ How to Play."""

    def title(self) -> str:
        return self.tr("How to Play")

    def sections(self) -> list[tuple[str, str]]:
        return [
            (
                self.tr("The board and the tray"),
                self.tr(
                    "The board has 8 rows and 8 columns. Under it, the tray holds 3 pieces. "
                    "A piece you have used leaves its slot empty; the next 3 pieces come "
                    "only when all 3 are on the board. Pieces are dealt at random from a "
                    "fixed set, without looking at your board. In Classic, pieces never "
                    "turn: each is placed as it comes."
                ),
            ),
            (
                self.tr("Placing a piece"),
                self.tr(
                    "Drag a piece from the tray onto the board. While you carry it, it is "
                    "drawn where it would land: one row above your pointer, centred on it. "
                    "Filled means it fits; an outline only means it does not. Letting go "
                    "where it does not fit does nothing: the piece goes back to the tray. "
                    "You can also click a piece, then click a cell: the piece's first "
                    "cell, the leftmost cell of its top row, lands there."
                ),
            ),
            (
                self.tr("With the keyboard"),
                self.tr(
                    "1, 2 and 3 select a piece, and the cursor shows on the board. The "
                    "arrow keys move it; Enter or Space places the piece with its first "
                    "cell, the leftmost cell of its top row, on the cursor. F and Shift+F "
                    "jump to the next and the previous place where the piece fits. L reads "
                    "the cursor's row, Shift+L its column, T the tray. Esc deselects the "
                    "piece; it stays in the tray. In Arcade, R turns it."
                ),
            ),
            (
                self.tr("Hints"),
                self.tr(
                    "Piece ▸ Hint (H) shows the coach's move: the best place for the "
                    "selected piece, or, with none selected, the best next move. The piece "
                    "is selected and its ghost shown at the cursor; Enter places it. The "
                    "coach weighs the points a move scores and how much room it leaves for "
                    "the pieces that may come; it never knows the next deal. Statistics "
                    "shows how many hints each game had."
                ),
            ),
            (
                self.tr("Clearing lines"),
                self.tr(
                    "A full row or a full column is emptied at once. Before you place a "
                    "piece, the rows and columns it would complete light up."
                ),
            ),
            (
                self.tr("Score"),
                self.tr(
                    "Each cell you place scores 1 point. Clearing lines with one piece "
                    "adds 10 for one line, 30 for two, 60 for three, 100 for four, and so "
                    "on. A row and a column cleared together count as two lines."
                ),
            ),
            (
                self.tr("Undo and the end of a game"),
                self.tr(
                    "Undo is free, takes back up to {limit} placements, and never changes "
                    "the pieces you get. The game ends when no piece left in the tray fits "
                    "anywhere; its card then offers a new game, the same deal again, or "
                    "the coach's review of the game. Your best score and your statistics "
                    "are kept."
                ).format(limit=QLocale().toString(HISTORY_LIMIT)),
            ),
            (
                mode_name("arcade"),
                self.tr(
                    "Arcade adds the T, S, Z, J and L pieces. Double-click a piece or "
                    "press R to turn it. When a row is cleared, the cells above it fall "
                    "down one row."
                ),
            ),
            (
                self.tr("Game numbers"),
                self.tr(
                    "Every game has a number of 10 letters and digits, shown above the "
                    "board. The same number deals the same pieces in the same order, on "
                    "any computer: Game ▸ Play Game Number… plays it again."
                ),
            ),
        ]


class DealingDialog(HelpPage):
    """Help ▸ How Dealing Works: the README's description of the deal, why
    undo never re-rolls, and how anyone can check a deal."""

    def title(self) -> str:
        return self.tr("How Dealing Works")

    def sections(self) -> list[tuple[str, str]]:
        return [
            (
                self.tr("The game number"),
                self.tr(
                    "Every game has a number, such as C75VK RNVZ7. Its first letter is the "
                    "mode: C for Classic, A for Arcade. The next eight characters are the "
                    "game's seed, a number written in Crockford's base 32. The last one is "
                    "a check character, which catches a mistyped one."
                ),
            ),
            (
                self.tr("How the pieces are drawn"),
                self.tr(
                    "The pieces come three at a time; refill 0 is the first three. Refill k "
                    "of the game with seed s comes from the text blockpuzzle-deal:s:k alone: "
                    "its BLAKE2b digest of 24 bytes is cut into three 64-bit numbers, read "
                    "little-endian. Each number, divided by the number of shapes of the "
                    "mode (19 in Classic, 35 in Arcade), leaves a remainder, which picks one "
                    "shape in the order of the game's list of shapes. Every shape is as "
                    "likely as any other, every time."
                ),
            ),
            (
                self.tr("It never looks at your board"),
                self.tr(
                    "Nothing else goes into the deal: not your board, your score, your "
                    "best or how you played. A deal that looked at your board could hand "
                    "you the piece you need, or keep it from you; this one cannot. The "
                    "same number deals the same pieces on every computer, whatever is "
                    "played."
                ),
            ),
            (
                self.tr("Why undo never re-rolls"),
                self.tr(
                    "Every refill of a game is fixed the moment it starts. Undo takes a "
                    "placement back, and the tray gets the very same pieces again: undoing "
                    "in the hope of better pieces gains nothing."
                ),
            ),
            (
                self.tr("Check it yourself"),
                self.tr(
                    "Game ▸ Play Game Number… ▸ Show the Deal lists the pieces of any "
                    "number; the command blockpuzzle --deal prints them. The script "
                    "tools/check_deal.py, which uses nothing of the game, works them out "
                    "from this description alone. Statistics ▸ Fairness sets the pieces "
                    "your own games were dealt beside what a fair deal gives."
                ),
            ),
            (
                self.tr("Today's deal"),
                self.tr(
                    "Game ▸ Today's Classic Deal and Today's Arcade Deal play the same game "
                    "for everyone on a given day. The day's seed of a mode is the first 40 "
                    "bits of the BLAKE2b digest of the text blockpuzzle-daily:YYYY-MM-DD:mode, "
                    "with your calendar's date and the mode in lower case, and its number is "
                    "that seed's game number: blockpuzzle --daily and tools/check_deal.py "
                    "--daily print it. The first game of a day's deal is that day's result, "
                    "the others replays; Copy result on the card puts a text that anyone can "
                    "check on the clipboard. There are no streaks and nothing is lost by "
                    "missing a day."
                )
                + " "
                + self.tr(
                    "As the deal starts, the coach plays it too, seeing no deal before it "
                    "comes: its score, the same for everyone, is the one to beat, on the "
                    "card beside yours. Statistics ▸ Daily lists every day's deal you played."
                ),
            ),
        ]


class CoachDialog(HelpPage):
    """Help ▸ How the Coach Judges a Move: what the review's verdicts, luck
    and hindsight mean (the thresholds of :mod:`blockpuzzle.coach.review`)."""

    def title(self) -> str:
        return self.tr("How the Coach Judges a Move")

    def sections(self) -> list[tuple[str, str]]:
        from ..coach.review import BEST, GOOD, INACCURACY, LUCK_SAMPLES, MISTAKE
        from ..store.drills import AGAIN, STEPS

        return [
            (
                self.tr("Reviewing a game"),
                self.tr(
                    "Game ▸ Review Last Game, Review this game on the game-over card, or "
                    "Review in Statistics ▸ Games replays a game move by move. The Left and "
                    "Right arrow keys step through it, Home and End go to its first and last "
                    "move. Your "
                    "move is drawn as the piece's ghost; the coach's best move, where it "
                    "differs, as a dotted outline."
                )
                + " "
                + self.tr(
                    "Under the board the tray is as it was: the piece you placed is "
                    "ringed, and the coach's piece, where it would play another, is ringed "
                    "with dots. Each verdict has its sign beside its word: ✓ best, ?! "
                    "inaccuracy, ? mistake, ?? blunder."
                )
                + " "
                + self.tr(
                    "Above the board a graph shows the room each move left: the places "
                    "where the game's pieces fit. Your three biggest losses are marked "
                    "with triangles and the unluckiest deals (luck 10 or under) with "
                    "squares; the Key moments list beside the moves holds the same, and "
                    "choosing one, or clicking the graph, goes to that move."
                ),
            ),
            (
                self.tr("The value of a move"),
                self.tr(
                    "The coach values a move as the points it scores plus what the other "
                    "pieces in the tray can make of the board it leaves: their best "
                    "placing, the cells still filled (1.5 points each), ragged and lone "
                    "empty cells, the share of shapes that would fit nowhere, and the "
                    "share of sampled next deals the board could take whole. A plan that "
                    "leaves a piece with no place loses 2,000 for it: the game ends there. "
                    "One point of value is one point of score."
                ),
            ),
            (
                self.tr("Verdicts"),
                self.tr(
                    "Your move is compared with the coach's best move in the same "
                    "position. Giving up at most {best} is best, at most {good} good, at "
                    "most {inaccuracy} an inaccuracy, at most {mistake} a mistake, and "
                    "more a blunder. A move after which the other pieces in the tray fit "
                    "nowhere, in any order, while the best move kept the game going, is "
                    "always a blunder. Accuracy is the share of your moves that were best "
                    "or good."
                ).format(
                    best=int(BEST), good=int(GOOD), inaccuracy=int(INACCURACY), mistake=int(MISTAKE)
                ),
            ),
            (
                self.tr("Luck"),
                self.tr(
                    "Each deal is valued on the board it met, the same way, beside {n} "
                    "other deals drawn fairly for that board. Its luck is where it stands "
                    "among them, out of 100: 50 is an average deal, 90 one better than "
                    "nine in ten. The game's luck is the average over its deals."
                ).format(n=LUCK_SAMPLES),
            ),
            (
                self.tr("Hindsight"),
                self.tr(
                    "The coach also plays the same deals, as many as your game had, "
                    "knowing each next deal before it comes: what it reaches shows how "
                    "much a deal could give. It never sees the future when it gives a hint "
                    "or judges your moves."
                ),
            ),
            (
                self.tr("Learning from a game"),
                self.tr(
                    "Play On from Here (Ctrl+P in a review) goes on with the game from the "
                    "move shown, in the game window, as a practice game: it says so over "
                    "the board and on its card, and it is never counted in your statistics "
                    "or your best score."
                )
                + " "
                + self.tr(
                    "Retry My Mistakes, in a review or on the game-over card, brings back "
                    "each of the game's mistakes and blunders as the board and the tray "
                    "were before it. Place a piece as in any game: the coach judges it "
                    "with the same verdicts and says whether it is as good as its own "
                    "move, better than in the game, or still a mistake. Show the Coach's "
                    "Move shows its move, and a retry after it is not kept; Try Again and "
                    "Undo begin the retry again, Next Mistake goes on. The review tells "
                    "each retried move's last verdict."
                ),
            ),
            (
                self.tr("Practice"),
                self.tr(
                    "Every mistake and blunder of a game you review becomes a practice "
                    "position, with its theme: the order of the pieces matters, two lines "
                    "at once, keep room for the 3×3, no single holes, the big piece first, "
                    "or keep room for the next pieces. Game ▸ Practice brings back up to "
                    "ten of those due, the longest due first, and you place a piece as in "
                    "a retry. A position is solved when the coach calls your move best or "
                    "good: it then comes back after {steps} days, one step further each "
                    "time you solve it again in a row. Not solved, it comes back {again} "
                    "minutes later and its run starts over. Statistics ▸ Progress draws "
                    "the accuracy and luck of each reviewed game over time and counts "
                    "your practice by theme; resetting the statistics keeps your practice "
                    "positions unless you tick the box to forget them too."
                ).format(steps=", ".join(str(d) for d in STEPS), again=AGAIN)
                + " "
                + self.tr(
                    "Your past games are analysed in the background, one at a time and "
                    "never while you play, so that Practice has the mistakes of all of "
                    "them; Preferences turns it off."
                ),
            ),
        ]
