"""Practice positions from the player's own games, and when each comes back.

A *drill* is a mistake or a blunder of a reviewed game: the game's rules,
seed and moves up to and including the mistake (so it stands on its own and
survives a reset of the statistics, where the player chooses), the theme the
coach gives it (:mod:`blockpuzzle.coach.themes`) and its schedule.

**The schedule** (a simpler rule than SM-2, written here and in Help): a new
drill is due at once.  Solved — the coach calls the player's placement best
or good — it comes back after ``STEPS`` days, one step further each time it
is solved again in a row: 1, 3, 7, 14, 30, then every 60 days.  Not solved,
it comes back ``AGAIN`` minutes later and its run starts over.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import NamedTuple

STEPS = (1, 3, 7, 14, 30, 60)  # days
AGAIN = 10  # minutes

TABLE = """
CREATE TABLE IF NOT EXISTS drills (
    id INTEGER PRIMARY KEY,
    mode TEXT NOT NULL,
    rotation INTEGER NOT NULL,
    seed INTEGER NOT NULL,
    started TEXT NOT NULL,
    move INTEGER NOT NULL,
    moves TEXT NOT NULL,
    theme TEXT NOT NULL,
    due TEXT NOT NULL,
    streak INTEGER NOT NULL DEFAULT 0,
    tries INTEGER NOT NULL DEFAULT 0,
    solved INTEGER NOT NULL DEFAULT 0,
    UNIQUE (mode, seed, started, move)
);
CREATE INDEX IF NOT EXISTS drills_due ON drills (due);
"""


class Drill(NamedTuple):
    """One practice position (see the module's text)."""

    id: int
    mode: str
    rotation: bool
    seed: int
    started: str  # when its game began (UTC)
    move: int  # the mistake's number in its game, from 1
    moves: str  # the game's moves up to and including the mistake (engine.moves.encode)
    theme: str
    due: str  # UTC
    streak: int  # solved this many times in a row
    tries: int
    solved: int


COLUMNS = "id, mode, rotation, seed, started, move, moves, theme, due, streak, tries, solved"


def schedule(streak: int, solved: bool, at: datetime) -> tuple[int, datetime]:
    """The run of solves after a try (``solved`` or not) at ``at``, and when
    the drill comes back."""
    if not solved:
        return 0, at + timedelta(minutes=AGAIN)
    streak += 1
    return streak, at + timedelta(days=STEPS[min(streak, len(STEPS)) - 1])
