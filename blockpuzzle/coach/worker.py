"""The review worked out in a process of its own, so that the game's window
never waits for it: ``blockpuzzle --coach-review MODE ROTATION SEED MOVES``
prints the events of :meth:`Reviewer.events`, one JSON line each, as they
are found.

A thread would share Python's global interpreter lock with the window:
every call from Qt into Python (a table cell's text, a paint) then waits up
to the interpreter's switch interval for the analysis to let go, and the
window stutters (measured in ``benchmarks/review.py``).  A process shares
nothing; the window reads its lines as they come.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence

from ..engine import Move, rules
from ..engine.moves import decode
from .review import Hindsight, Judged, Luck, Reviewer, positions

FLAG = "--coach-review"


def event_line(event: Judged | Luck | Hindsight) -> str:
    if isinstance(event, Judged):
        return json.dumps(["j", event.number, *event.move, event.shape, event.points, *event.best,
                           event.best_shape, event.lost, event.verdict, event.fatal, event.room,
                           event.best_room, event.best_points])  # fmt: skip
    if isinstance(event, Luck):
        return json.dumps(["l", *event])
    return json.dumps(["h", *event])


def read_event(line: str | bytes) -> Judged | Luck | Hindsight | None:
    """The event of one line :func:`event_line` wrote; None for any other."""
    try:
        data = json.loads(line)
        kind, rest = data[0], data[1:]
        if kind == "j":
            return Judged(rest[0], Move(*rest[1:5]), rest[5], rest[6], Move(*rest[7:11]),
                          *rest[11:18])  # fmt: skip
        if kind == "l":
            return Luck(int(rest[0]), int(rest[1]), float(rest[2]))
        if kind == "h":
            return Hindsight(int(rest[0]), bool(rest[1]), int(rest[2]))
    except (ValueError, TypeError, IndexError, KeyError):
        return None
    return None


def arguments(mode: str, rotation: bool, seed: int, moves: str) -> list[str]:
    return [FLAG, mode, "1" if rotation else "0", str(seed), moves]


def main(argv: Sequence[str]) -> int:
    """Print the review of the game the arguments name (see
    :func:`arguments`); 2 where they name none."""
    try:
        mode, rotation, seed, moves = argv
        game_rules = rules(mode, rotation == "1")
        played = decode(moves)
        number = int(seed)
        positions(game_rules, number, played)  # IllegalMove, a ValueError
    except ValueError as error:
        print(f"blockpuzzle {FLAG}: {error}", file=sys.stderr)
        return 2
    for event in Reviewer(game_rules).events(number, played):
        sys.stdout.write(event_line(event) + "\n")
        sys.stdout.flush()
    return 0
