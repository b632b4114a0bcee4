"""How many key presses a placement takes a keyboard player, with the
arrows alone and with the jump to where the piece fits.

    python benchmarks/keypresses.py [--games N]

Offscreen.  Plays N games (default 20, seeds 1..N, Classic; the first 100
placements of each, greedy play lasts long) greedily — each placement the
one that scores most, the first in reading order on a tie —
through the window's actions only, twice: once moving the cursor with the
arrows (the shortest way), once with Next/Previous Place It Fits (whichever
gets there in fewer presses, arrows where they are shorter still).  Every
action triggered is a key press.  Prints the mean presses per placement of
each and their ratio.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtWidgets import QApplication

from blockpuzzle.app import create_window
from blockpuzzle.engine import CLASSIC, Game
from blockpuzzle.window.mainwindow import MainWindow


def greedy(game: Game) -> tuple[int, int, int]:
    return max(
        game.legal_moves(),
        key=lambda m: (game.preview(*m).points, -m[1], -m[2], -m[0]),  # type: ignore[union-attr]
    )


class Player:
    def __init__(self, window: MainWindow, jump: bool) -> None:
        self.window = window
        self.jump = jump
        self.presses = 0

    def press(self, name: str) -> None:
        self.window.action(name).trigger()
        self.presses += 1

    def walk(self, row: int, col: int) -> None:
        model = self.window.model
        if model.cursor is None:
            self.press("cursor_right")  # shows the cursor
        while model.cursor != (row, col):
            r, c = model.cursor
            if r != row:
                self.press("cursor_down" if row > r else "cursor_up")
            else:
                self.press("cursor_right" if col > c else "cursor_left")

    def place(self, slot: int, row: int, col: int) -> None:
        model = self.window.model
        piece = model.game.tray[slot]
        assert piece is not None
        target = (row + piece.anchor[0], col + piece.anchor[1])
        self.press(f"select_{slot + 1}")
        here = model.cursor
        assert here is not None
        arrows = abs(here[0] - target[0]) + abs(here[1] - target[1])
        if self.jump:
            fits = model.fit_cells(slot)
            ahead = [c for c in fits if c > here] + [c for c in fits if c <= here]
            forward = ahead.index(target) + 1
            backward = len(fits) - forward + (0 if here in fits else 1)
            if min(forward, backward) < arrows:
                name = "next_fit" if forward <= backward else "previous_fit"
                while model.cursor != target:
                    self.press(name)
        self.walk(*target)
        self.press("place")


PLACEMENTS = 100


def play(window: MainWindow, seed: int, jump: bool) -> tuple[int, int]:
    """(presses, placements) of one greedy game."""
    window.model.new_game(CLASSIC, seed)
    player = Player(window, jump)
    placements = 0
    while not window.model.game.over and placements < PLACEMENTS:
        player.place(*greedy(window.model.game))
        placements += 1
    return player.presses, placements


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args()
    QApplication(sys.argv[:1])
    window = create_window(Path(tempfile.mkdtemp(prefix="bp-keys-")) / "settings.ini")
    assert window is not None
    window.show()
    results = {}
    for jump in (False, True):
        per_game = [play(window, seed, jump) for seed in range(1, args.games + 1)]
        presses = sum(p for p, _ in per_game)
        placements = sum(n for _, n in per_game)
        results[jump] = presses / placements
        label = "with jump-to-fit" if jump else "arrows only     "
        print(
            f"{label}: {results[jump]:.2f} presses per placement "
            f"({presses} presses, {placements} placements, {args.games} games; "
            f"median game {statistics.median(p / n for p, n in per_game):.2f})"
        )
    print(f"jump-to-fit needs {results[True] / results[False]:.2f}× the presses of arrows alone")
    window.close()


if __name__ == "__main__":
    main()
