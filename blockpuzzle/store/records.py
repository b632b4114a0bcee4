"""A game as the history keeps it: one row a game (:class:`GameRecord`),
and what a sound row is, one rule written twice only where it must run in
two places: in SQL for the queries (:data:`SOUND_GAME`) and in Python for
each record read (:meth:`GameRecord.checked`); the tables; the totals a mode
carries over from older versions; what a mode's games were dealt, and what a
sound tally of it is."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import NamedTuple

from ..engine import MODES, game_number
from ..engine.deal import SEED_BITS
from ..engine.moves import decode
from .drills import TABLE as DRILLS_TABLE

SCHEMA = 1
ENDINGS = ("over", "abandoned")
TABLES = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY,
    mode TEXT NOT NULL,
    seed INTEGER NOT NULL,
    rotation INTEGER NOT NULL,
    started TEXT NOT NULL,
    ended TEXT NOT NULL,
    score INTEGER NOT NULL,
    lines INTEGER NOT NULL,
    placements INTEGER,
    seconds REAL NOT NULL,
    ending TEXT NOT NULL,
    moves TEXT,
    UNIQUE (mode, seed, started)
);
CREATE TABLE IF NOT EXISTS carried (
    mode TEXT PRIMARY KEY,
    games INTEGER NOT NULL,
    best INTEGER NOT NULL,
    lines INTEGER NOT NULL,
    score INTEGER NOT NULL,
    seconds REAL NOT NULL
);
-- The game in progress (store/playing.py): one row at most, taken out in the
-- transaction that keeps the game in games.
CREATE TABLE IF NOT EXISTS playing (
    slot INTEGER PRIMARY KEY CHECK (slot = 1),
    game TEXT NOT NULL,
    started TEXT NOT NULL,
    hints INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS hints (game INTEGER PRIMARY KEY, count INTEGER NOT NULL);
-- Today's deal: the day of the game in progress where it is one (kept and
-- forgotten with the playing row), and of each finished game that was one.
CREATE TABLE IF NOT EXISTS playing_daily (
    slot INTEGER PRIMARY KEY CHECK (slot = 1),
    day TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS dailies (game INTEGER PRIMARY KEY, day TEXT NOT NULL);
-- The coach's own score on a deal (a cache, worked out again at will).
CREATE TABLE IF NOT EXISTS coach_scores (
    mode TEXT NOT NULL,
    seed INTEGER NOT NULL,
    version INTEGER NOT NULL,
    score INTEGER NOT NULL,
    alive INTEGER NOT NULL,
    deals INTEGER NOT NULL,
    PRIMARY KEY (mode, seed, version)
);
CREATE TABLE IF NOT EXISTS reviews (
    game INTEGER PRIMARY KEY,
    version INTEGER NOT NULL,
    review TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS retries (
    game INTEGER NOT NULL,
    move INTEGER NOT NULL,
    verdict TEXT NOT NULL,
    tries INTEGER NOT NULL,
    PRIMARY KEY (game, move)
);
CREATE TABLE IF NOT EXISTS tallies (
    game INTEGER PRIMARY KEY,
    version INTEGER NOT NULL,
    counts TEXT NOT NULL,
    deals INTEGER NOT NULL,
    dead INTEGER NOT NULL,
    chance REAL NOT NULL
);
"""
TABLES += DRILLS_TABLE
GAME_COLUMNS = (
    "mode, seed, rotation, started, ended, score, lines, placements, seconds, ending, moves"
)
# The rows GameRecord.checked takes for games, as SQL (a damaged row is in
# neither the statistics nor the list of games).
SOUND_GAME = (
    "ending IN ('over', 'abandoned') AND typeof(seed) = 'integer' AND seed >= 0 "
    "AND typeof(rotation) = 'integer' AND rotation IN (0, 1) "
    "AND typeof(score) = 'integer' AND score BETWEEN 0 AND 1000000000000 "
    "AND typeof(lines) = 'integer' AND lines BETWEEN 0 AND 1000000000000 "
    "AND (placements IS NULL OR (typeof(placements) = 'integer' "
    "AND placements BETWEEN 0 AND 1000000000000)) "
    "AND typeof(seconds) IN ('integer', 'real') AND seconds BETWEEN 0 AND 10000000000 "
    "AND typeof(started) = 'text' AND typeof(ended) = 'text' "
    "AND datetime(started) IS NOT NULL AND datetime(ended) IS NOT NULL"
)
# Counts past any a history can hold (games, hints, pieces).
MOST = 10**12
# A tally as fill_tallies writes it, as SQL ({commas}: the commas its
# counts have, one fewer than the mode's shapes): counts of digits only,
# refills, dead refills and their expected number within them; or, for a
# game whose moves cannot be played, nothing counted.  sound_tally then
# checks what SQL cannot (the counts add up to three pieces a refill).
SOUND_TALLY = (
    "(typeof(t.counts) = 'text' AND typeof(t.deals) = 'integer' "
    "AND typeof(t.dead) = 'integer' AND typeof(t.chance) IN ('integer', 'real') "
    "AND ((t.counts = '' AND t.deals = 0 AND t.dead = 0 AND t.chance = 0) OR ("
    "t.counts NOT GLOB '*[^0-9,]*' AND t.counts NOT GLOB '*,,*' "
    "AND t.counts NOT GLOB ',*' AND t.counts NOT GLOB '*,' AND length(t.counts) <= 512 "
    "AND length(t.counts) - length(replace(t.counts, ',', '')) = {commas} "
    f"AND t.deals BETWEEN 1 AND {10**12} AND t.dead BETWEEN 0 AND t.deals "
    "AND t.chance BETWEEN 0 AND t.deals)))"
)
INSERT_GAME = f"INSERT OR IGNORE INTO games ({GAME_COLUMNS}) VALUES ({', '.join('?' * 11)})"


def now() -> str:
    """The current moment in UTC, as the history writes it."""
    return datetime.now(UTC).isoformat(timespec="microseconds")


class GameRecord(NamedTuple):
    """One finished or abandoned game."""

    mode: str
    seed: int
    rotation: bool
    started: str  # ISO 8601, UTC
    ended: str
    score: int
    lines: int
    placements: int | None  # None where the moves are not known
    seconds: float
    ending: str  # "over" or "abandoned"
    moves: str | None  # engine.moves' text; None where not known

    @property
    def number(self) -> str | None:
        return game_number(self.mode, self.seed)

    @classmethod
    def checked(cls, row: tuple[object, ...]) -> GameRecord | None:
        """The record a database row holds, or None where a value is not
        what this module writes (a damaged row)."""
        try:
            (
                mode,
                seed,
                rotation,
                started,
                ended,
                score,
                lines,
                placements,
                seconds,
                ending,
                moves,
            ) = row
        except ValueError:
            return None
        if (
            mode not in MODES
            or ending not in ENDINGS
            or not whole(seed, 0, (1 << SEED_BITS) - 1)
            or rotation not in (0, 1)
            or not whole(score, 0, 10**12)
            or not whole(lines, 0, 10**12)
            or not (placements is None or whole(placements, 0, 10**12))
            or not isinstance(seconds, (int, float))
            or not (math.isfinite(seconds) and 0 <= seconds <= 10**10)
            or not (moment(started) and moment(ended))
        ):
            return None
        # A game whose moves are damaged was still played and counts: its
        # moves are unknown.
        known = None if moves is None or not moves_text(moves) else str(moves)
        return cls(
            str(mode), int(seed), bool(rotation), str(started), str(ended), int(score),  # type: ignore[call-overload]
            int(lines), None if placements is None else int(placements),  # type: ignore[call-overload]
            float(seconds), str(ending), known,
        )  # fmt: skip


def whole(value: object, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def moment(value: object) -> bool:
    if not isinstance(value, str):
        return False
    try:
        datetime.fromisoformat(value)
    except ValueError:
        return False
    return True


# What engine.moves.decode takes, as one pattern: pairs of a square (any
# character of its alphabet) and a slot with turns (one of its first 12).
# Matched in C: a list of 10,000 games is checked in a few milliseconds,
# where decoding each one took ~90.
_MOVES = re.compile(r"(?:[A-Za-z0-9_-][A-L])*")


def moves_text(value: object) -> bool:
    return isinstance(value, str) and _MOVES.fullmatch(value) is not None


def tally_row(mode: object, seed: object, rotation: object, moves: object) -> tuple[object, ...]:
    """(counts, deals, dead, chance) of the game, as the tallies table
    keeps them: what its seed and moves dealt; nothing counted where its
    moves cannot be played (a damaged row)."""
    from ..engine import rules
    from ..engine.fairness import tally

    try:
        result = tally(rules(str(mode), bool(rotation)), int(seed), decode(str(moves)))  # type: ignore[call-overload]
    except ValueError:
        return ("", 0, 0, 0.0)
    return (",".join(map(str, result.counts)), result.deals, result.dead, result.chance)


def sound_tally(
    row: tuple[object, ...], shapes: int
) -> tuple[list[int], int, int, float] | tuple[()] | None:
    """The tally of a tallies row (counts, deals, dead, chance), where it is
    one fill_tallies writes for a mode of ``shapes`` shapes: () for a game
    with nothing counted; None for anything else (no tally, or a damaged
    one)."""
    counts, deals, dead, chance = row
    if not (type(counts) is str and whole(deals, 0, MOST) and whole(dead, 0, MOST)
            and type(chance) in (int, float) and math.isfinite(chance)):  # type: ignore[arg-type]  # fmt: skip
        return None
    if counts == "" and deals == dead == 0 and chance == 0:
        return ()
    values = counts.split(",") if len(counts) <= 512 else []
    if len(values) != shapes or not all(v.isascii() and v.isdigit() for v in values):
        return None
    numbers = [int(v) for v in values]
    if (deals < 1 or sum(numbers) != 3 * deals or not dead <= deals  # type: ignore[operator]
            or not 0 <= chance <= deals):  # type: ignore[operator]  # fmt: skip
        return None
    return numbers, int(deals), int(dead), float(chance)  # type: ignore[call-overload, arg-type]


class Dealt(NamedTuple):
    """What one mode's games were dealt (see :meth:`History.dealt`)."""

    counts: tuple[int, ...]  # pieces dealt, per shape of the mode's catalog
    games: int  # games counted
    deals: int  # their refills
    dead: int  # refills with no piece that fitted anywhere on the board they met
    chance: float  # the dead refills fair deals would give on the same boards, on average
    unknown: int  # games kept without their moves, which cannot be counted


@dataclass
class ModeStats:
    """One mode's statistics."""

    games: int = 0
    best: int = 0
    lines: int = 0
    score: int = 0
    seconds: float = 0.0

    @property
    def average_score(self) -> float:
        return self.score / self.games if self.games else 0.0

    @property
    def average_lines(self) -> float:
        return self.lines / self.games if self.games else 0.0
