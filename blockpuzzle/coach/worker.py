"""The review worked out in processes of their own, so that the game's
window never waits for it.

``blockpuzzle --coach-review`` reads the game to review from the first
line of its standard input (:func:`~.wire.game_line`: its mode, rotation,
seed and moves; a long game's moves fit on no command line) and prints the
events of :meth:`Reviewer.events`, one line each (:mod:`.wire`), as they
are found.  With ``--serve`` it then works out the tasks of the review (see
:func:`~blockpuzzle.coach.review.tasks`) it is given on the following
lines, one a line, in the order given: each task's events, then
:data:`~.wire.TASK_DONE`; a long task says it is still at work
(:data:`~.wire.BUSY`) every :data:`~.wire.BEAT` seconds; it ends when its
input does.  The window runs one such process a core and hands each its
next task as it finishes one, the deal of the move the player looks at
first (``dialogs/review.py``).  Input it cannot take (a line too long, a
game that cannot have been played, a task the game has not) ends it with
one line on its error output and exit code 2.

A thread would share Python's global interpreter lock with the window:
every call from Qt into Python (a table cell's text, a paint) then waits up
to the interpreter's switch interval for the analysis to let go, and the
window stutters (measured in ``benchmarks/review.py``).  A process shares
nothing; the window reads its lines as they come.  A worker runs at a
lower priority than the window, so that the window always has the
processor it needs at once, even when every core works on the review.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from typing import NoReturn

from ..engine import IllegalMove, rules
from . import wire
from .review import HINDSIGHT, Reviewer, blind, positions, tasks

FLAG = "--coach-review"
SERVE = "--serve"
# With this, the coach plays the game's deal itself, not knowing what comes
# (review.blind), and prints its score as a hindsight's line.
BLIND = "--blind"
# A task is a deal's index or "h": never longer than this.
MAX_TASK = 16


class OneLineParser(argparse.ArgumentParser):
    """A command line refused in one line on the error output, exit code 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message}\n")


def arguments(serve: bool = False) -> list[str]:
    """The command line of a review worker, after the game's program."""
    return [FLAG, *([SERVE] if serve else [])]


def task_line(task: int) -> str:
    """A task as a serving worker reads it: a deal's index, or ``h``."""
    return "h" if task == HINDSIGHT else str(task)


def read_task(line: bytes, count: int) -> int | None:
    """The task of ``line`` (:func:`task_line`) among ``count`` deals; None
    for any other line."""
    text = line.strip()
    if text == b"h":
        return HINDSIGHT
    if len(text) <= MAX_TASK and text.isdigit() and int(text) < count:
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


class Beat:
    """Says :data:`~.wire.BUSY` at most every :data:`~.wire.BEAT` seconds."""

    def __init__(self) -> None:
        self._last = time.monotonic()

    def __call__(self) -> None:
        now = time.monotonic()
        if now - self._last >= wire.BEAT:
            self._last = now
            wire.write(wire.BUSY)

    def reset(self) -> None:
        self._last = time.monotonic()


def main(argv: Sequence[str]) -> int:
    """Print the review of the game of the first line of input (see the
    module); 2 where the command line or the input cannot be taken."""
    parser = OneLineParser(prog=f"blockpuzzle {FLAG}", add_help=False)
    parser.add_argument(SERVE, action="store_true")
    parser.add_argument(BLIND, action="store_true")
    args = parser.parse_args(list(argv))
    if args.blind:
        return wire.serve(FLAG, score_to_beat)
    return wire.serve(FLAG, lambda: review(args.serve))


def score_to_beat() -> int:
    """The coach's own score on the deal of the game of the first line of
    input (its moves are not read), one hindsight line
    (:func:`~.review.blind`)."""
    first = next(wire.lines(sys.stdin.buffer), None)
    if first is None:
        raise wire.Refused("no game to play: its line comes first on the input")
    mode, rotation, seed, _played = wire.read_game(first)
    lower_priority()
    beat = Beat()
    wire.write(wire.event_line(blind(rules(mode, rotation), seed, tick=beat)))
    return 0


def review(serve: bool) -> int:
    stdin = sys.stdin.buffer
    lines = wire.lines(stdin)
    first = next(lines, None)
    if first is None:
        raise wire.Refused("no game to review: its line comes first on the input")
    mode, rotation, seed, played = wire.read_game(first)
    game_rules = rules(mode, rotation)
    try:
        states = positions(game_rules, seed, played)
    except IllegalMove as error:
        raise wire.Refused(str(error)) from None
    reviewer = Reviewer(game_rules)
    if not serve:
        for event in reviewer.events(seed, played):
            wire.write(wire.event_line(event))
        return 0
    lower_priority()
    count = len(tasks(states)) - 1
    beat = Beat()
    for line in lines:
        task = read_task(line, count)
        if task is None:
            raise wire.Refused(f"not a task: {wire.quoted(line)}")
        beat.reset()
        for event in reviewer.task(seed, played, states, task, beat):
            wire.write(wire.event_line(event))
            beat.reset()
        wire.write(wire.TASK_DONE)
    return 0
