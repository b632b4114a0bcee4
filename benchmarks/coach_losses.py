"""Why the coach's player loses the games it loses: for each, the deal that
ended it, and how likely that board was to meet such a deal.

    python benchmarks/coach_losses.py [--seeds 1000-1029] [--refills 100] [--mode classic]

The player plays each seed as ``benchmarks/coach.py`` plays it.  For every
game it loses, this prints the deal that ended it, whether any order and
cells of its pieces fitted on the board it met (an exhaustive search, not
the beam's), and the *exact* share of all possible deals that board takes
whole: every multiset of three shapes of the catalog, weighted by its
chance under the uniform deal (the player itself only samples 64 deals).
Beside it, the same exact share for each of the boards the player weighed
for its last choice (the ``LOOK`` best plans) and the share it estimated
from its samples: whether a better-placed board was on offer and missed.
Seeds 1000-1029 take ~80 s in all (the player looks two deals ahead where
its board is in danger); a board's exact share is ~20 ms.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.coach import exact_share, games
from blockpuzzle.coach.player import Player
from blockpuzzle.engine import Game, Rules, Shape


class Watched(Player):
    """The player benchmarks/coach.py plays, keeping the boards its last
    choice weighed and the share of sampled deals it gave each."""

    def __init__(self, rules_: Rules) -> None:
        super().__init__(rules_, deep=True)
        self.weighed: list[tuple[int, float]] = []

    def survival(self, filled: int, deals: list[list[list[Shape]]]) -> float:
        share = super().survival(filled, deals)
        self.weighed.append((filled, share))
        return share


def main() -> None:
    seeds, refills, game_rules, _ = games(__doc__.splitlines()[0])
    player = Watched(game_rules)
    lost = 0
    for seed in seeds:
        game = Game(game_rules, seed)
        weighed: list[tuple[int, float]] = []
        while not game.over and game.state.deals <= refills:
            board, tray = game.board.filled, tuple(game.tray)
            player.weighed = []
            plan = player.plan(board, tray)
            if player.weighed:  # a whole tray placed: its boards were weighed
                weighed = player.weighed
            if not plan.moves:
                break
            game.play(plan.moves)
        if not game.over:
            continue
        lost += 1
        pieces = [s.id for s in tray if s is not None]
        fits = player.fits_all(board, tray)
        print(f"seed {seed}: lost at deal {game.state.deals}, score {game.score}, "
              f"on the deal {', '.join(pieces)} (any order fitting: {'yes' if fits else 'no'}); "
              f"the board it met took {exact_share(player, board):.2%} of all deals")  # fmt: skip
        for filled, share in weighed:
            mark = "  <- chosen" if filled == board else ""
            print(f"    a board weighed for the choice before: {exact_share(player, filled):.2%} "
                  f"of all deals (estimated from the samples: {share:.1%}){mark}")  # fmt: skip
    print(f"{lost} of {len(seeds)} games lost")


if __name__ == "__main__":
    main()
