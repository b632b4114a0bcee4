"""What the coach's processes and the history's review cache say, and how
it is read back: one JSON value a line, each read strictly.

The coach's processes (:mod:`.worker`, :mod:`.hinter`) are the game itself
started again, and the history database is a file anyone can edit: nothing
they say is trusted unchecked.  A line is refused where it is longer than
its limit, nested deeper than a message ever is, not JSON, holds NaN or an
infinity, or has a field of the wrong type or out of its range — the same
checks for a line a worker prints and for a review kept in the history
(:func:`dumps`, :func:`loads`).  Whether a well-formed event fits the game
it is said of is :func:`.review.fits`.

One event a list, its kind first:

* ``["j", number, slot, turns, row, col, shape, points, best slot, best
  turns, best row, best col, best shape, lost, verdict, fatal, room, best
  room, best points]``: a :class:`~.review.Judged` move;
* ``["l", deal, after, percentile]``: a deal's :class:`~.review.Luck`;
* ``["h", score, alive, deals]``: the :class:`~.review.Hindsight`;
* ``["p"]``: still at work (a long task says so at least every
  :data:`BEAT` seconds, so that the window can tell a busy worker from
  one that stopped answering);
* ``["t"]``: the task asked is done.
"""

from __future__ import annotations

import json
import math
import os
import sys
from collections.abc import Callable, Iterator
from typing import BinaryIO

from ..engine import MODES, SHAPES, Move
from ..engine.deal import SEED_BITS
from ..engine.moves import decode
from .review import VERDICTS, Hindsight, Judged, Luck, Review

# The longest line a process reads or writes, in bytes, newline included:
# a game of a million placements, with room to spare.
MAX_LINE = 4 << 20
# Numbers past any a game can reach (a score, a count of places).
MOST = 10**15
# How often a long task says it is still at work, in seconds.
BEAT = 0.5

TASK_DONE = '["t"]'
BUSY = '["p"]'

Event = Judged | Luck | Hindsight


class Refused(ValueError):
    """A line or value that is not what it should be; its message says
    what, in a line."""


def _no_constant(name: str) -> float:
    raise Refused(f"{name} is not a number")


def parse(text: str | bytes, limit: int = MAX_LINE) -> object:
    """The JSON value of ``text``; :class:`Refused` where it is longer than
    ``limit``, not JSON, holds NaN or an infinity, or nests so deep that
    Python's parser gives up (100,000 brackets: a RecursionError, caught
    here; the readers of each message then refuse any value nested deeper
    than the message is)."""
    if len(text) > limit:
        raise Refused(f"longer than {limit:,} bytes")
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise Refused("not UTF-8 text") from None
    try:
        return json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError) as error:
        raise Refused(str(error).splitlines()[0] if str(error) else "not JSON") from None


# -- fields ----------------------------------------------------------------------------


def whole(value: object, low: int = 0, high: int = MOST) -> int:
    """``value`` where it is a whole number (not a bool) from ``low`` to
    ``high``; :class:`Refused` otherwise."""
    if type(value) is not int or not low <= value <= high:
        raise Refused(f"not a whole number from {low} to {high}: {_short(value)}")
    return value


def real(value: object, low: float = 0.0, high: float = MOST) -> float:
    """``value`` as a float, where it is a finite number from ``low`` to ``high``."""
    # An int is compared as it is: a float of 400 digits overflows.
    finite = type(value) is int or (type(value) is float and math.isfinite(value))
    if not finite or not low <= value <= high:  # type: ignore[operator]
        raise Refused(f"not a number from {low} to {high}: {_short(value)}")
    return float(value)  # type: ignore[arg-type]


def flag(value: object) -> bool:
    if type(value) is not bool:
        raise Refused(f"not true or false: {_short(value)}")
    return value


def shape_id(value: object) -> str:
    if type(value) is not str or value not in SHAPES:
        raise Refused(f"not a piece: {_short(value)}")
    return value


def move(values: list[object]) -> Move:
    slot, turns, row, col = values
    return Move(whole(slot, 0, 2), whole(turns, 0, 3), whole(row, 0, 7), whole(col, 0, 7))


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


# -- events ----------------------------------------------------------------------------


def encode_event(event: Event) -> list[object]:
    """``event`` as the list :func:`decode_event` reads."""
    if isinstance(event, Judged):
        return ["j", event.number, *event.move, event.shape, event.points, *event.best,
                event.best_shape, event.lost, event.verdict, event.fatal, event.room,
                event.best_room, event.best_points]  # fmt: skip
    if isinstance(event, Luck):
        return ["l", *event]
    return ["h", *event]


def decode_event(data: object) -> Event:
    """The event of a list :func:`encode_event` made; :class:`Refused` for
    anything else (a field of the wrong type or out of its range)."""
    if type(data) is not list or not data:
        raise Refused("not an event")
    kind, *rest = data
    if kind == "j" and len(rest) == 18:
        verdict = rest[13]
        if verdict not in VERDICTS:
            raise Refused(f"not a verdict: {_short(verdict)}")
        return Judged(
            whole(rest[0], 1), move(rest[1:5]), shape_id(rest[5]), whole(rest[6]),
            move(rest[7:11]), shape_id(rest[11]), real(rest[12]), verdict, flag(rest[14]),
            whole(rest[15]), whole(rest[16]), whole(rest[17]),
        )  # fmt: skip
    if kind == "l" and len(rest) == 3:
        return Luck(whole(rest[0]), whole(rest[1]), real(rest[2], 0.0, 100.0))
    if kind == "h" and len(rest) == 3:
        return Hindsight(whole(rest[0]), flag(rest[1]), whole(rest[2]))
    raise Refused(f"not an event: {_short(data)}")


def event_line(event: Event) -> str:
    return json.dumps(encode_event(event), separators=(",", ":"))


def read_event(line: str | bytes) -> Event | None:
    """The event of one :func:`event_line`; None for any other line."""
    try:
        return decode_event(parse(line))
    except Refused:
        return None


# -- the review kept in the history ------------------------------------------------------


def dumps(review: Review) -> str:
    """The review as JSON text, to keep (see :func:`loads`): its events, as
    a worker prints them."""
    events: list[Event] = [*review.moves, *review.luck]
    if review.hindsight is not None:
        events.append(review.hindsight)
    return json.dumps([encode_event(e) for e in events], separators=(",", ":"))


def loads(text: str) -> Review | None:
    """The review :func:`dumps` wrote; None for anything else: a damaged or
    foreign value is worked out again, never trusted.  Whether it is the
    review of a given game is :func:`.review.fits`'s to say."""
    try:
        data = parse(text, limit=MAX_LINE * 4)
        if type(data) is not list:
            raise Refused("not a list of events")
        return Review.collect(decode_event(item) for item in data)
    except Refused:
        return None


# -- the game a worker reviews ---------------------------------------------------------------


def game_line(mode: str, rotation: bool, seed: int, moves: str) -> str:
    """The game a review worker is asked about, as its first line of input."""
    return json.dumps({"mode": mode, "rotation": rotation, "seed": seed, "moves": moves})


def read_game(line: bytes) -> tuple[str, bool, int, list[Move]]:
    """(mode, rotation, seed, moves) of a :func:`game_line`;
    :class:`Refused` for any other line."""
    data = parse(line)
    if type(data) is not dict or set(data) != {"mode", "rotation", "seed", "moves"}:
        raise Refused("not a game: it names its mode, rotation, seed and moves")
    mode = data["mode"]
    if mode not in MODES:
        raise Refused(f"no game mode called {_short(mode)}")
    rotation = flag(data["rotation"])
    seed = whole(data["seed"], 0, (1 << SEED_BITS) - 1)
    if type(data["moves"]) is not str:
        raise Refused("the moves are not text")
    try:
        moves = decode(data["moves"])
    except ValueError as error:
        raise Refused(str(error)) from None
    return mode, rotation, seed, moves


# -- a process's lines ---------------------------------------------------------------------


def lines(stream: BinaryIO, limit: int = MAX_LINE) -> Iterator[bytes]:
    """The lines of ``stream`` without their ends, until it ends;
    :class:`Refused` at one longer than ``limit``."""
    while True:
        line = stream.readline(limit + 1)
        if not line:
            return
        if len(line) > limit:
            raise Refused(f"a line longer than {limit:,} bytes")
        yield line.rstrip(b"\r\n")


def quoted(line: bytes) -> str:
    """A line as an error message quotes it: its start, never all of it."""
    text = line.decode("utf-8", "replace")
    return repr(text) if len(text) <= 60 else repr(text[:57] + "...")


def serve(name: str, work: Callable[[], int]) -> int:
    """Run ``work`` as the process ``name`` (its command-line flag): where
    it refuses its input, one line on the error output and exit code 2;
    where whoever reads its output has gone (the game closed the pipe), a
    quiet end."""
    try:
        return work()
    except Refused as error:
        print(f"blockpuzzle {name}: {error}", file=sys.stderr)
        return 2
    except (BrokenPipeError, ConnectionResetError):
        pass
    except OSError as error:
        import errno

        # Windows says "invalid argument" where the pipe closed before a write.
        if not (sys.platform == "win32" and error.errno == errno.EINVAL):
            raise
    # Python's own flush at exit must not fail again on the closed pipe.
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    return 0


def write(text: str) -> None:
    """One line out, at once (the game reads it as it comes)."""
    sys.stdout.write(text + "\n")
    sys.stdout.flush()
