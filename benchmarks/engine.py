"""How fast the rules are, as ratios to a plain reference engine measured in
the same run, on the same boards (absolute times differ up to 3× between
machines of one kind; ratios travel).

    python benchmarks/engine.py [--quick] [--baseline REV]

The reference is the common design of fast pure-Python block-puzzle
engines: per shape, the list of its placement masks; a fit is one AND, a
placement one OR, and a clear a loop over the 16 line masks; occupancy only.
It lives in this file (``Reference``) and is checked against ours before
anything is timed.

Self-play (random legal moves to the end of the game, Classic) is compared
with the engine of ``--baseline`` (default: the previous release,
``cc92a44``), checked out with ``git worktree`` and run in a process of its
own beside ours.  Targets: all placements ≥ 6×, place + clear + score
≥ 2.5×, game-over check ≥ 3×, the legal moves of a tray ≥ 2×, self-play ≥ 2×
the previous release.
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.checkout import checked_out  # noqa: E402
from blockpuzzle.engine import CLASSIC, CLASSIC_SHAPES, Game, Shape, is_stuck  # noqa: E402
from blockpuzzle.engine.board import land  # noqa: E402

PREVIOUS_RELEASE = "cc92a44"

LINES = tuple([0xFF << (8 * r) for r in range(8)] + [0x0101010101010101 << c for c in range(8)])


class Reference:
    """The plain engine: lists of placement masks, OR, a loop over lines."""

    def __init__(self, shapes: tuple[Shape, ...]) -> None:
        self.placements: dict[str, list[tuple[int, int, int]]] = {}
        for shape in shapes:
            masks = []
            for row in range(9 - shape.height):
                for col in range(9 - shape.width):
                    mask = 0
                    for r, c in shape.cells:
                        mask |= 1 << ((row + r) * 8 + col + c)
                    masks.append((row, col, mask))
            self.placements[shape.id] = masks
        self.masks = {sid: [m for _, _, m in ms] for sid, ms in self.placements.items()}

    def count(self, board: int, shape: Shape) -> int:
        return sum(1 for mask in self.masks[shape.id] if not board & mask)

    def place(self, board: int, shape: Shape, row: int, col: int) -> tuple[int, int] | None:
        mask = 0
        for r, c in shape.cells:
            mask |= 1 << ((row + r) * 8 + col + c)
        if board & mask:
            return None
        board |= mask
        full = 0
        lines = 0
        for line in LINES:
            if board & line == line:
                full |= line
                lines += 1
        return board & ~full, shape.size + 5 * lines * (lines + 1)

    def stuck(self, board: int, tray: tuple[Shape | None, ...]) -> bool:
        for piece in tray:
            if piece is not None and any(not board & m for m in self.masks[piece.id]):
                return False
        return True

    def legal_moves(self, board: int, tray: tuple[Shape | None, ...]) -> list[tuple[int, int, int]]:
        return [
            (slot, row, col)
            for slot, piece in enumerate(tray)
            if piece is not None
            for row, col, mask in self.placements[piece.id]
            if not board & mask
        ]


def midgame_positions(n: int, rng: random.Random) -> list[Game]:
    games = []
    while len(games) < n:
        game = Game(CLASSIC, rng.randrange(2**40))
        for _ in range(rng.randrange(4, 12)):
            if game.over:
                break
            game.place(*rng.choice(game.legal_moves()))
        if not game.over and game.board.filled.bit_count() >= 12:
            games.append(game)
    return games


def per_call(ours, theirs, calls: int, repeats: int) -> tuple[float, float]:  # type: ignore[no-untyped-def]
    """Median seconds per call of ``ours`` and of ``theirs`` (each makes
    ``calls`` calls), timed in turns so that a slow spell of the machine
    falls on both alike."""
    times: tuple[list[float], list[float]] = ([], [])
    for _ in range(repeats):
        for fn, found in zip((ours, theirs), times, strict=True):
            start = time.perf_counter()
            fn()
            found.append((time.perf_counter() - start) / calls)
    return statistics.median(times[0]), statistics.median(times[1])


SELF_PLAY = """
import random, statistics, sys, time
from blockpuzzle.engine import CLASSIC, Game
seconds, runs = float(sys.argv[1]), int(sys.argv[2])
rates = []
for run in range(runs):
    seeds = random.Random(7 + run)
    n, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        game = Game(CLASSIC, seeds.randrange(2**40))
        while not game.over:
            game.place(*seeds.choice(game.legal_moves()))
        n += 1
    rates.append(n / (time.perf_counter() - start))
print(statistics.median(rates))
"""


def self_play(tree: Path, seconds: float, runs: int) -> float:
    """Games per second of random self-play with the engine in ``tree``."""
    out = subprocess.run(
        [sys.executable, "-c", SELF_PLAY, str(seconds), str(runs)],
        cwd=tree, env={"PYTHONPATH": str(tree), "PATH": ""},
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    return float(out.stdout.strip())


def drop(filled: int, shape: Shape, row: int, col: int) -> tuple[int, int] | None:
    """Ours, as the coach and self-play place a piece on occupancy alone:
    the shape's cells at that origin (a table), the fit test, land()."""
    piece = shape.at[row][col]
    return None if filled & piece else land(filled, piece)


def check(reference: Reference, games: list[Game]) -> None:
    """The reference must play by the same rules before it is timed."""
    for game in games[:50]:
        filled = game.board.filled
        for shape in CLASSIC_SHAPES:
            assert reference.count(filled, shape) == game.board.legal_origins(shape).bit_count()
        assert reference.stuck(filled, game.tray) == is_stuck(game.board, game.tray, False)
        assert sorted(reference.legal_moves(filled, game.tray)) == sorted(game.legal_moves())
        for slot, row, col in game.legal_moves()[:10]:
            shape = game.tray[slot]
            assert shape is not None
            assert reference.place(filled, shape, row, col) == drop(filled, shape, row, col)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repeats (a smoke run)")
    parser.add_argument("--baseline", default=PREVIOUS_RELEASE, help="git revision to compare")
    args = parser.parse_args()
    repeats = 3 if args.quick else 15
    rng = random.Random(2026)
    games = midgame_positions(500, rng)
    reference = Reference(CLASSIC_SHAPES)
    check(reference, games)
    boards = [g.board for g in games]
    filled_boards = [b.filled for b in boards]
    trays = [g.tray for g in games]
    moves = []
    for g in games:
        slot, r, c = rng.choice(g.legal_moves())
        moves.append((g.board, g.tray[slot], r, c))
    raw_moves = [(b.filled, p, r, c) for b, p, r, c in moves]
    played = [Game.resume(CLASSIC, g.seed, g.state) for g in games]

    def count_ours() -> None:
        for board in boards:
            for shape in CLASSIC_SHAPES:
                board.legal_origins(shape).bit_count()

    def count_theirs() -> None:
        for filled in filled_boards:
            for shape in CLASSIC_SHAPES:
                reference.count(filled, shape)

    def place_ours() -> None:
        for filled, piece, r, c in raw_moves:
            drop(filled, piece, r, c)

    def place_theirs() -> None:
        for filled, piece, r, c in raw_moves:
            reference.place(filled, piece, r, c)

    def over_ours() -> None:
        for board, tray in zip(boards, trays, strict=True):
            is_stuck(board, tray, False)

    def over_theirs() -> None:
        for filled, tray in zip(filled_boards, trays, strict=True):
            reference.stuck(filled, tray)

    def moves_ours() -> None:
        for game in played:
            game.legal_moves()

    def moves_theirs() -> None:
        for filled, tray in zip(filled_boards, trays, strict=True):
            reference.legal_moves(filled, tray)

    pairs = {
        "count every placement, 19 shapes": (count_ours, count_theirs, 6.0),
        "place + clear + score": (place_ours, place_theirs, 2.5),
        "game-over check, 3-piece tray": (over_ours, over_theirs, 3.0),
        "legal moves of a tray": (moves_ours, moves_theirs, 2.0),
    }
    cells = statistics.median(b.bit_count() for b in filled_boards)
    print(
        f"Python {sys.version.split()[0]}, {len(games)} mid-game boards, median {cells:.0f} filled"
    )
    for name, (ours, theirs, target) in pairs.items():
        mine, plain = per_call(ours, theirs, len(games), repeats)
        ratio = plain / mine
        mark = "ok" if ratio >= target else "BELOW TARGET"
        print(f"{name:34s}: ours {mine * 1e6:6.2f} µs, reference {plain * 1e6:6.2f} µs, "
              f"{ratio:4.1f}× faster (target ≥ {target:g}×) {mark}")  # fmt: skip

    seconds, runs = (0.3, 3) if args.quick else (1.0, 5)
    ours_rate = self_play(ROOT, seconds, runs)
    with checked_out(args.baseline) as tree:
        theirs_rate = self_play(tree, seconds, runs)
    ratio = ours_rate / theirs_rate
    mark = "ok" if ratio >= 2 else "BELOW TARGET"
    print(f"random self-play                  : {ours_rate:6.0f} games/s, {args.baseline} "
          f"{theirs_rate:6.0f} games/s, {ratio:4.2f}× (target ≥ 2×) {mark}")  # fmt: skip


if __name__ == "__main__":
    main()
