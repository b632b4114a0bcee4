"""The review worked out in processes of their own, so that the game's
window never waits for it.

``blockpuzzle --coach-review MODE ROTATION SEED MOVES`` prints the events
of :meth:`Reviewer.events`, one JSON line each, as they are found.  With
``--serve`` after them, it works out the tasks of the review (see
:func:`~blockpuzzle.coach.review.tasks`) it is given on its standard
input, one a line, in the order given: each task's events, then
:data:`TASK_DONE`; it ends when its input does.  The window runs one such
process a core and hands each its next task as it finishes one, the deal
of the move the player looks at first (``dialogs/review.py``).

A thread would share Python's global interpreter lock with the window:
every call from Qt into Python (a table cell's text, a paint) then waits up
to the interpreter's switch interval for the analysis to let go, and the
window stutters (measured in ``benchmarks/review.py``).  A process shares
nothing; the window reads its lines as they come.  A worker runs at a
lower priority than the window, so that the window always has the
processor it needs at once, even when every core works on the review.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence

from ..engine import Move, rules
from ..engine.moves import decode
from .review import HINDSIGHT, Hindsight, Judged, Luck, Reviewer, positions, tasks

FLAG = "--coach-review"
SERVE = "--serve"
# What a serving worker prints once a task's events are all out.
TASK_DONE = '["t"]'


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


def arguments(mode: str, rotation: bool, seed: int, moves: str, serve: bool = False) -> list[str]:
    return [FLAG, mode, "1" if rotation else "0", str(seed), moves, *([SERVE] if serve else [])]


def task_line(task: int) -> str:
    """A task as a serving worker reads it: a deal's index, or ``h``."""
    return "h" if task == HINDSIGHT else str(task)


def read_task(line: str, count: int) -> int | None:
    """The task of ``line`` (:func:`task_line`) among ``count`` deals; None
    for any other line."""
    text = line.strip()
    if text == "h":
        return HINDSIGHT
    if text.isascii() and text.isdigit() and int(text) < count:
        return int(text)
    return None


def lower_priority() -> None:
    """Run this process below the window's priority (best effort: where
    the system refuses, at the same)."""
    try:
        if sys.platform == "win32":
            import ctypes

            below_normal = 0x4000  # BELOW_NORMAL_PRIORITY_CLASS
            kernel = ctypes.windll.kernel32  # type: ignore[attr-defined]
            kernel.SetPriorityClass(kernel.GetCurrentProcess(), below_normal)
        else:
            import os

            os.nice(10)
    except (OSError, AttributeError):
        pass


def main(argv: Sequence[str]) -> int:
    """Print the review of the game the arguments name (see
    :func:`arguments`); 2 where they name none."""
    try:
        mode, rotation, seed, moves, *rest = argv
        if rest not in ([], [SERVE]):
            raise ValueError(f"unknown arguments: {' '.join(rest)}")
        game_rules = rules(mode, rotation == "1")
        played = decode(moves)
        number = int(seed)
        states = positions(game_rules, number, played)  # IllegalMove, a ValueError
    except ValueError as error:
        print(f"blockpuzzle {FLAG}: {error}", file=sys.stderr)
        return 2
    reviewer = Reviewer(game_rules)
    if not rest:
        for event in reviewer.events(number, played):
            sys.stdout.write(event_line(event) + "\n")
            sys.stdout.flush()
        return 0
    lower_priority()
    count = len(tasks(states)) - 1
    for line in sys.stdin:
        task = read_task(line, count)
        if task is None:
            print(f"blockpuzzle {FLAG}: not a task: {line.strip()!r}", file=sys.stderr)
            return 2
        for event in reviewer.task(number, played, states, task):
            sys.stdout.write(event_line(event) + "\n")
            sys.stdout.flush()
        sys.stdout.write(TASK_DONE + "\n")
        sys.stdout.flush()
    return 0
