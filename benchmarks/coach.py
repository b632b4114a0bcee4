"""How strong and how fast the coach's player is, against a reference.

    python benchmarks/coach.py [--seeds 1000-1029] [--refills 100] [--mode classic]

The reference is the luck-vs-skill study's "strong" player, written here
from its description (sher-shen/block-blast-luck-vs-skill): an in-hand beam
search over the order and the cells of the tray's pieces, beam 12, each
board valued at the points scored plus ``-filled - 0.5 * fragmentation``
(fragmentation: each side of an empty cell that meets a filled cell or the
edge).  Both play the same seeds (the same deals) to the end of the game or
``--refills`` deals, a whole tray at a time; the times are per tray, the
two players taking turns game by game, so a slow spell of the machine falls
on both.

Targets (issue 26): the coach's player survives ≥ 27 of the 30 games (the
reference about 18) and scores ≥ 1.2× the reference's mean, at a median
time per tray ≤ 2× the reference's; and (issue 55) a mean time per tray —
what analysing a whole history pays, crises included — ≤ 3× the
reference's.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from blockpuzzle.coach.player import Player
from blockpuzzle.engine import Game, Move, Rules, rules
from blockpuzzle.engine.board import land

FULL = (1 << 64) - 1
NOT_COL0 = FULL & ~0x0101010101010101
NOT_COL7 = FULL & ~(0x0101010101010101 << 7)


def fragmentation(filled: int) -> int:
    empty = FULL & ~filled
    open_sides = sum(
        (empty & neighbour).bit_count()
        for neighbour in (
            (empty << 1) & NOT_COL0,
            (empty >> 1) & NOT_COL7,
            (empty << 8) & FULL,
            empty >> 8,
        )
    )
    return 4 * empty.bit_count() - open_sides


class Reference:
    """The study's strong player: beam 12 over the tray, points plus
    -filled - 0.5 * fragmentation."""

    beam = 12

    def __init__(self, game_rules) -> None:  # type: ignore[no-untyped-def]
        self.rules = game_rules

    def value(self, points: int, filled: int) -> float:
        return points - filled.bit_count() - 0.5 * fragmentation(filled)

    def plan(self, filled: int, tray) -> list[Move]:  # type: ignore[no-untyped-def]
        pieces = [(slot, piece) for slot, piece in enumerate(tray) if piece is not None]
        beam = [(self.value(0, filled), 0, filled, tuple(s for s, _ in pieces), [])]
        for _ in range(len(pieces)):
            children = {}
            for _v, points, board, left, moves in beam:
                empty = FULL & ~board
                for slot, piece in pieces:
                    if slot not in left:
                        continue
                    origins = piece.scan(empty)
                    while origins:
                        low = origins & -origins
                        square = low.bit_length() - 1
                        origins ^= low
                        after, paid = land(board, piece.mask << square, self.rules.gravity)
                        rest = tuple(s for s in left if s != slot)
                        value = self.value(points + paid, after)
                        if (after, rest) not in children or children[(after, rest)][0] < value:
                            move = Move(slot, 0, square >> 3, square & 7)
                            children[(after, rest)] = (
                                value, points + paid, after, rest, [*moves, move]
                            )  # fmt: skip
            if not children:
                break
            beam = sorted(children.values(), key=lambda c: c[0], reverse=True)[: self.beam]
        return beam[0][4]


class Coach:
    def __init__(self, game_rules) -> None:  # type: ignore[no-untyped-def]
        self.player = Player(game_rules, deep=True)

    def plan(self, filled: int, tray) -> list[Move]:  # type: ignore[no-untyped-def]
        return list(self.player.plan(filled, tray).moves)


def exact_share(player: Player, filled: int) -> float:
    """The chance that a uniform deal of three pieces can be placed whole on
    the board ``filled``: one less :meth:`Player.risk` (every set of the
    catalog's pieces, searched exhaustively, weighted by its chance; held to
    a cell-by-cell count in tests/coach/test_player.py)."""
    return 1.0 - player.risk(filled)


def play(  # type: ignore[no-untyped-def]
    player, game: Game, refills: int, times: list[float], judge: Player | None = None
) -> tuple[Game, float]:
    """``game`` played to its end or ``refills`` deals, and, with ``judge``,
    the chance it had of being lost: one less the product, over every
    board a deal met, of the exact share of deals that board takes whole."""
    kept = 1.0
    while not game.over and game.state.deals <= refills:
        if judge is not None and game.tray.count(None) == 0:
            kept *= exact_share(judge, game.board.filled)
        begin = time.perf_counter()
        moves = player.plan(game.board.filled, game.tray)
        times.append(time.perf_counter() - begin)
        if not moves:
            break
        game.play(moves)
    if judge is not None and game.over and game.tray.count(None) == 0:
        kept *= exact_share(judge, game.board.filled)  # the deal that ended it
    return game, 1.0 - kept


def games(description: str, *options: str) -> tuple[range, int, Rules, argparse.Namespace]:
    """The seeds, the refills at most and the rules the command line asks
    for (--seeds FIRST-LAST, --refills, --mode), and the flags ``options``
    names."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--seeds", default="1000-1029")
    parser.add_argument("--refills", type=int, default=100)
    parser.add_argument("--mode", default="classic")
    for option in options:
        parser.add_argument(option, action="store_true")
    args = parser.parse_args()
    first, last = map(int, args.seeds.split("-"))
    return range(first, last + 1), args.refills, rules(args.mode), args


def main() -> None:
    seeds, refills, game_rules, args = games(__doc__.splitlines()[0], "--hazard")
    players = {"reference": Reference(game_rules), "coach": Coach(game_rules)}
    results: dict[str, list[tuple[bool, int]]] = {name: [] for name in players}
    times: dict[str, list[float]] = {name: [] for name in players}
    risks: dict[str, list[float]] = {name: [] for name in players}
    judge = Player(game_rules) if args.hazard else None
    for seed in seeds:
        for name, player in players.items():
            game, risk = play(player, Game(game_rules, seed), refills, times[name], judge)
            alive = not game.over and game.state.deals > refills
            results[name].append((alive, game.score))
            risks[name].append(risk)
        line = "  ".join(
            f"{name} {'alive' if results[name][-1][0] else 'over '} {results[name][-1][1]:>6}"
            for name in players
        )
        print(f"seed {seed}: {line}", flush=True)
    print()
    summary = {}
    for name in players:
        alive = sum(a for a, _ in results[name])
        mean = statistics.mean(s for _, s in results[name])
        per_tray = statistics.median(times[name])
        mean_tray = statistics.mean(times[name])
        slowest = max(times[name])
        summary[name] = (alive, mean, per_tray, mean_tray)
        print(f"{name:>9}: survived {alive} of {len(results[name])} games "
              f"({refills} refills), mean score {mean:,.0f}, "
              f"time per tray: median {per_tray * 1e3:.1f} ms, mean {mean_tray * 1e3:.1f} ms, "
              f"slowest {slowest * 1e3:.0f} ms, of {len(times[name])} trays")  # fmt: skip
        if judge is not None:
            lost = sum(risks[name])
            spread = statistics.stdev(risks[name]) * len(seeds) ** 0.5 if len(seeds) > 1 else 0.0
            print(f"{'':>9}  games it could have lost, the exact chance summed: {lost:.1f} "
                  f"(± {spread:.1f}), that is {len(seeds) - lost:.1f} survived")  # fmt: skip
    ref, coach = summary["reference"], summary["coach"]
    count = len(seeds)
    print(f"coach / reference: survival {coach[0]} vs {ref[0]} of {count} "
          f"(target ≥ {0.9 * count:.0f}: 27 of 30), "
          f"mean score {coach[1] / ref[1]:.2f}× (target ≥ 1.2×), "
          f"time per tray: median {coach[2] / ref[2]:.2f}× (target ≤ 2×), "
          f"mean {coach[3] / ref[3]:.2f}× (target ≤ 3×)")  # fmt: skip


if __name__ == "__main__":
    main()
