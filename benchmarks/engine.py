"""How fast the rules are: the figures quoted in README.

    python benchmarks/engine.py [--quick]

Prints the median time per operation over repeated runs on mid-game boards
(positions reached by random play), and random self-play games per second.
Targets on a 2-core CPython 3.11 machine: all legal placements of all 19
shapes ≤ 15 µs, place + clear + score ≤ 1.3 µs, game-over check ≤ 0.6 µs.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from blockpuzzle.engine import CLASSIC, CLASSIC_SHAPES, Game, is_stuck


def midgame_positions(n: int, rng: random.Random) -> list[Game]:
    games = []
    while len(games) < n:
        game = Game(CLASSIC, rng.randrange(2**63))
        for _ in range(rng.randrange(4, 12)):
            if game.over:
                break
            game.place(*rng.choice(game.legal_moves()))
        if not game.over and game.board.filled.bit_count() >= 12:
            games.append(game)
    return games


def per_call(fn, calls: int, repeats: int) -> float:
    """Median seconds per call of ``fn`` (which makes ``calls`` calls)."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) / calls)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repeats (a smoke run)")
    args = parser.parse_args()
    repeats = 3 if args.quick else 15
    rng = random.Random(2026)
    games = midgame_positions(300, rng)
    boards = [g.board for g in games]
    trays = [tuple(p for p in g.tray) for g in games]
    moves = []
    for g in games:
        slot, r, c = rng.choice(g.legal_moves())
        moves.append((g.board, g.tray[slot], r, c))
    filled = statistics.median(b.filled.bit_count() for b in boards)

    def all_placements() -> None:
        for board in boards:
            for piece in CLASSIC_SHAPES:
                board.legal_origins(piece)

    def place() -> None:
        for board, piece, r, c in moves:
            board.place(piece, r, c)

    def game_over() -> None:
        for board, tray in zip(boards, trays, strict=True):
            is_stuck(board, tray, False)

    legal = per_call(all_placements, len(boards), repeats)
    placed = per_call(place, len(moves), repeats)
    over = per_call(game_over, len(boards), repeats)

    def self_play() -> int:
        seeds = random.Random(7)
        n = 0
        deadline = time.perf_counter() + (0.3 if args.quick else 1.0)
        while time.perf_counter() < deadline:
            game = Game(CLASSIC, seeds.randrange(2**63))
            while not game.over:
                game.place(*seeds.choice(game.legal_moves()))
            n += 1
        return n

    rates = []
    for _ in range(3 if args.quick else 5):
        start = time.perf_counter()
        played = self_play()
        rates.append(played / (time.perf_counter() - start))

    print(
        f"Python {sys.version.split()[0]}, {len(boards)} mid-game boards, "
        f"median {filled:.0f} cells filled"
    )
    print(f"all legal placements, 19 shapes : {legal * 1e6:7.2f} µs median   (target ≤ 15)")
    print(f"place + clear + score           : {placed * 1e6:7.2f} µs median   (target ≤ 1.3)")
    print(f"game-over check, 3-piece tray   : {over * 1e6:7.2f} µs median   (target ≤ 0.6)")
    print(f"random self-play                : {statistics.median(rates):7.0f} games/s median")


if __name__ == "__main__":
    main()
