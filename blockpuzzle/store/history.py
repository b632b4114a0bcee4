"""Every game played, kept in an SQLite database beside the settings file;
the statistics are queries over it.

One row a game: its mode and deal (seed, hence its game number), when it
started and ended (UTC), score, lines, placements, play time, how it ended
(game over, or abandoned for a new game) and its moves, so that any past game
can be played again.  Each write is one transaction; the write-ahead journal
survives the process being killed at any moment.

Statistics a player had before the history existed (six numbers per mode in
the settings file) are imported once, as a carried-over total per mode.

The file is first opened read-only and checked whole (``PRAGMA
integrity_check``, which also sees a damaged index that ``quick_check``
passes), so nothing is written to a file before it is known to be sound: a
write-ahead journal left beside it by another crash is never folded into it.
A database that cannot be read is renamed aside with a timestamp, byte for
byte with its journal, every row that can still be read is carried into a
fresh one (streamed, however many), and :attr:`set_aside` says where the old
file went.  Where nothing can be written (a read-only folder, a locked or
full disk, a history from a newer version, which is left as it is) the
history is read as it stands and lives on in memory for the rest of the
session, and :attr:`write_error` with :attr:`write_cause` say why: the game
goes on.
"""

from __future__ import annotations

import contextlib
import math
import os
import re
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import NamedTuple, cast

from ..engine import MODES, game_number
from ..engine.deal import SEED_BITS
from ..engine.moves import decode
from .settings import free_name

SCHEMA = 1
ENDINGS = ("over", "abandoned")
# What reading a damaged file can raise: SQLite's errors, and, where a
# damaged schema puts bytes that are not UTF-8 into SQLite's error message,
# Python's failure to decode that message.
_UNREADABLE = (sqlite3.DatabaseError, UnicodeDecodeError)
# Where a damaged table cannot say its last row, rows are looked for one by
# one until this many in a row are missing (a damaged page holds a few dozen).
_MISSES_AT_THE_END = 5_000
# How long opening waits for another program's lock before reading the file
# as it stands; a game's write waits longer.
_OPEN_WAIT, _WRITE_WAIT = 0.25, 2.0

_TABLES = """
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
CREATE TABLE IF NOT EXISTS hints (game INTEGER PRIMARY KEY, count INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS reviews (
    game INTEGER PRIMARY KEY,
    version INTEGER NOT NULL,
    review TEXT NOT NULL
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
_GAME_COLUMNS = (
    "mode, seed, rotation, started, ended, score, lines, placements, seconds, ending, moves"
)
# The rows GameRecord.checked takes for games, as SQL (a damaged row is in
# neither the statistics nor the list of games).
_SOUND = (
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
# game whose moves cannot be played, nothing counted.  _sound_tally then
# checks what SQL cannot (the counts add up to three pieces a refill).
_SOUND_TALLY = (
    "(typeof(t.counts) = 'text' AND typeof(t.deals) = 'integer' "
    "AND typeof(t.dead) = 'integer' AND typeof(t.chance) IN ('integer', 'real') "
    "AND ((t.counts = '' AND t.deals = 0 AND t.dead = 0 AND t.chance = 0) OR ("
    "t.counts NOT GLOB '*[^0-9,]*' AND t.counts NOT GLOB '*,,*' "
    "AND t.counts NOT GLOB ',*' AND t.counts NOT GLOB '*,' AND length(t.counts) <= 512 "
    "AND length(t.counts) - length(replace(t.counts, ',', '')) = {commas} "
    f"AND t.deals BETWEEN 1 AND {10**12} AND t.dead BETWEEN 0 AND t.deals "
    "AND t.chance BETWEEN 0 AND t.deals)))"
)
_INSERT_GAME = f"INSERT OR IGNORE INTO games ({_GAME_COLUMNS}) VALUES ({', '.join('?' * 11)})"


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
            or not _whole(seed, 0, (1 << SEED_BITS) - 1)
            or rotation not in (0, 1)
            or not _whole(score, 0, 10**12)
            or not _whole(lines, 0, 10**12)
            or not (placements is None or _whole(placements, 0, 10**12))
            or not isinstance(seconds, (int, float))
            or not (math.isfinite(seconds) and 0 <= seconds <= 10**10)
            or not (_moment(started) and _moment(ended))
        ):
            return None
        # A game whose moves are damaged was still played and counts: its
        # moves are unknown.
        known = None if moves is None or not _moves(moves) else str(moves)
        return cls(
            str(mode), int(seed), bool(rotation), str(started), str(ended), int(score),  # type: ignore[call-overload]
            int(lines), None if placements is None else int(placements),  # type: ignore[call-overload]
            float(seconds), str(ending), known,
        )  # fmt: skip


def _whole(value: object, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _moment(value: object) -> bool:
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


def _moves(value: object) -> bool:
    return isinstance(value, str) and _MOVES.fullmatch(value) is not None


def _tally_row(mode: object, seed: object, rotation: object, moves: object) -> tuple[object, ...]:
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


def _sound_tally(
    row: tuple[object, ...], shapes: int
) -> tuple[list[int], int, int, float] | tuple[()] | None:
    """The tally of a tallies row (counts, deals, dead, chance), where it is
    one fill_tallies writes for a mode of ``shapes`` shapes: () for a game
    with nothing counted; None for anything else (no tally, or a damaged
    one)."""
    counts, deals, dead, chance = row
    if not (type(counts) is str and _whole(deals, 0, MOST) and _whole(dead, 0, MOST)
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


def history_path(settings_path: Path) -> Path:
    """The history beside a settings file: ``blockpuzzle.ini`` →
    ``blockpuzzle.history.sqlite``."""
    return settings_path.with_name(f"{settings_path.stem}.history.sqlite")


class Damaged(Exception):
    """The database cannot be read as this module wrote it."""


class Newer(Exception):
    """A history written by a newer version: read it, never change it."""


class History:
    """The game history at ``path`` (created if missing)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.set_aside: Path | None = None  # where a damaged file was moved
        self.damage: str | None = None  # what was wrong with it
        self.write_error: str | None = None  # why nothing can be written (the system's words)
        # The same as a kind of lang.words.cause ("" where none fits) and
        # the path that names.
        self.write_cause = ""
        self.write_where: Path = path
        self.salvaged = 0  # games carried over from a damaged file
        # Tallies worked out while the history was locked (see fill_tallies).
        self._unsaved_tallies: dict[int, tuple[object, ...]] = {}
        self._db = self._open()

    # -- opening ------------------------------------------------------------

    def _open(self) -> sqlite3.Connection:
        try:
            return self._connect()
        except Newer as error:
            self.write_cause = "newer"
            return self._in_memory(str(error))
        except Damaged as error:
            self.damage = str(error)
        except (*_UNREADABLE, OSError) as error:
            kind, where = diagnose(self.path, error)
            if kind or _is_unwritable(error):
                self.write_cause, self.write_where = kind, where
                return self._in_memory(_words(error))
            self.damage = _words(error)
        return self._start_over()

    def _start_over(self) -> sqlite3.Connection:
        """Set the damaged file aside (renamed, byte for byte, with its
        journal) and start a fresh history with every game that can still
        be read from it."""
        self.set_aside = _move_aside(self.path)
        source = self.set_aside if self.set_aside is not None else self.path
        if self.set_aside is None:
            # It cannot even be moved: leave it be and keep this session's
            # games (and what could be read of it) in memory.
            db = self._in_memory(
                f"the damaged history could not be moved aside: {self.damage}", copy=False
            )
        else:
            try:
                db = self._connect()
            except (*_UNREADABLE, Damaged, Newer, OSError) as error:
                db = self._in_memory(_words(error), copy=False)
        with _salvage(source) as (games, carried, meta), db:
            db.executemany(_INSERT_GAME, games)  # streamed: one row at a time
            db.executemany("INSERT OR REPLACE INTO carried VALUES (?, ?, ?, ?, ?, ?)", carried)
            db.executemany("INSERT OR REPLACE INTO meta VALUES (?, ?)", meta.items())
        self.salvaged = db.execute("SELECT count(*) FROM games").fetchone()[0]
        return db

    def _connect(self) -> sqlite3.Connection:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        if self.path.exists():
            _check(self.path)  # read-only: nothing is written to a damaged file
        db = sqlite3.connect(self.path, timeout=_OPEN_WAIT, isolation_level=None)
        try:
            db.isolation_level = "DEFERRED"  # transactions as `with db:` blocks
            db.text_factory = _text
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=NORMAL")
            with db:
                db.executescript("BEGIN;" + _TABLES + "COMMIT;")
                db.execute("INSERT OR IGNORE INTO meta VALUES ('schema', ?)", (str(SCHEMA),))
            schema = db.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()
            if schema is None or not str(schema[0]).isdigit():
                raise Damaged("the history has no readable version")
            _check_columns(db)
            db.execute(f"PRAGMA busy_timeout = {int(_WRITE_WAIT * 1000)}")
        except BaseException:
            db.close()
            raise
        return db

    def _in_memory(self, why: str, copy: bool = True) -> sqlite3.Connection:
        """A history in memory, with what the (sound) file holds if ``copy``:
        read as SQLite shares it, or, where another program's lock forbids
        that, as the file itself stands (``immutable``: no lock taken)."""
        self.write_error = why
        db = sqlite3.connect(":memory:", isolation_level="DEFERRED")
        db.text_factory = _text
        db.executescript(_TABLES)
        if not copy:
            return db
        with _leaving_no_trace(self.path):
            for mode in ("mode=ro", "immutable=1"):
                try:
                    source = sqlite3.connect(_uri(self.path, mode), uri=True, timeout=_OPEN_WAIT)
                    try:
                        _check_columns(source)
                        source.backup(db)
                    finally:
                        source.close()
                except (sqlite3.Error, UnicodeDecodeError, Damaged, OSError):
                    continue
                break
        # The copy replaced the schema with the file's: an older file lacks
        # the tables added since (hints, tallies).
        db.executescript(_TABLES)
        return db

    def close(self) -> None:
        with contextlib.suppress(sqlite3.Error):
            self._db.close()

    # -- writing --------------------------------------------------------------

    def _write(self, sql: str, rows: Iterable[tuple[object, ...]] = ((),)) -> bool:
        """Run ``sql`` for each of ``rows`` in one transaction.  Where the
        file refuses, the history moves to memory (:attr:`write_error` says
        why) and the write is done there; False then."""
        return self._write_all([(sql, list(rows))])

    def _write_all(self, statements: Sequence[tuple[str, Sequence[tuple[object, ...]]]]) -> bool:
        """Each (sql, rows) of ``statements``, all in one transaction."""

        def run() -> None:
            with self._db:
                for sql, rows in statements:
                    self._db.executemany(sql, rows)

        try:
            run()
            return self.write_error is None
        except sqlite3.DatabaseError as error:
            if self.write_error is not None:
                raise
            self._db.close()
            self.write_cause, self.write_where = diagnose(self.path, error)
            self._db = self._in_memory(str(error))
            run()
            return False

    def add(self, record: GameRecord, hints: int = 0) -> bool:
        """Keep a finished or abandoned game, with the number of hints shown
        while it was played (one transaction); False where it could only be
        kept in memory."""
        statements = [(_INSERT_GAME, [tuple(record)])]
        if hints:
            statements.append(
                (
                    "INSERT OR REPLACE INTO hints SELECT id, ? FROM games "
                    "WHERE mode = ? AND seed = ? AND started = ?",
                    [(hints, record.mode, record.seed, record.started)],
                )
            )
        return self._write_all(statements)

    def hinted(self) -> dict[tuple[str, int, str], int | None]:
        """The hints shown in each game that had any, by (mode, seed,
        started); None where the count kept is damaged (not a whole number
        from 1 to 10**12): unknown."""
        sql = (
            "SELECT g.mode, g.seed, g.started, CASE WHEN typeof(h.count) = 'integer' "
            f"AND h.count BETWEEN 1 AND {MOST} THEN h.count END "
            "FROM hints h JOIN games g ON g.id = h.game"
        )
        return {
            (str(mode), int(seed), str(started)): None if count is None else int(count)  # type: ignore[call-overload]
            for mode, seed, started, count in self._query(sql)
        }

    def review(self, record: GameRecord, version: int) -> str | None:
        """The coach's review of ``record`` kept by :meth:`keep_review`
        (its text), where one of ``version`` is kept: a cache, whose
        reader checks it whole before trusting any of it."""
        sql = (
            "SELECT r.review FROM reviews r JOIN games g ON g.id = r.game "
            "WHERE g.mode = ? AND g.seed = ? AND g.started = ? AND r.version = ? "
            "AND typeof(r.review) = 'text'"
        )
        # Straight to the database: a review is worked out again at will, and
        # a table not the one this game writes (a newer version's) is no
        # reason to set the history aside.
        try:
            rows = self._db.execute(
                sql, (record.mode, record.seed, record.started, version)
            ).fetchall()
        except (sqlite3.Error, UnicodeDecodeError):
            return None
        return str(rows[0][0]) if rows else None

    def keep_review(self, record: GameRecord, version: int, review: str) -> bool:
        """Keep the coach's review of ``record`` (one a game: a review of
        another version replaces it); False where it was not kept, which
        only means it is worked out again next time."""
        return self._cache_write(
            "INSERT OR REPLACE INTO reviews SELECT id, ?, ? FROM games "
            "WHERE mode = ? AND seed = ? AND started = ?",
            [(version, review, record.mode, record.seed, record.started)],
        )

    def _cache_write(self, sql: str, rows: Sequence[tuple[object, ...]]) -> bool:
        """Write what is worked out again at will (a review, the tallies):
        given up at once where another program holds the history's lock
        (the window never waits on it), and never a reason to move the
        history into memory; False where not written."""
        db = self._db
        try:
            db.execute("PRAGMA busy_timeout = 0")
            try:
                with db:
                    db.executemany(sql, rows)
            finally:
                db.execute(f"PRAGMA busy_timeout = {int(_WRITE_WAIT * 1000)}")
        except sqlite3.Error:
            return False
        return True

    def has(self, mode: str, seed: int, started: str) -> bool:
        """Whether the game of ``mode`` and ``seed`` begun at ``started`` is
        already in the history (it ended, whatever the settings file says)."""
        sql = "SELECT 1 FROM games WHERE mode = ? AND seed = ? AND started = ?"
        return bool(self._query(sql, (mode, seed, started)))

    @property
    def imported(self) -> bool:
        """Whether statistics from a settings file were imported already."""
        return bool(self._query("SELECT 1 FROM meta WHERE key = 'imported'"))

    def import_totals(self, totals: dict[str, ModeStats]) -> bool:
        """Carry over the statistics a settings file kept (once)."""
        rows = [(m, s.games, s.best, s.lines, s.score, s.seconds) for m, s in totals.items()]
        ok = self._write("INSERT OR REPLACE INTO carried VALUES (?, ?, ?, ?, ?, ?)", rows)
        return (
            self._write("INSERT OR REPLACE INTO meta VALUES (?, ?)", [("imported", now())]) and ok
        )

    def reset(self) -> Path | None:
        """Forget every game and total, after copying the database beside
        itself (the copy's path; None where it could not be made)."""
        backup = None
        if self.write_error is None:
            backup = free_name(self.path, "reset")
            try:
                target = sqlite3.connect(backup)
                try:
                    self._db.backup(target)
                finally:
                    target.close()
            except (sqlite3.Error, OSError):
                with contextlib.suppress(OSError):
                    backup.unlink()
                backup = None
        tables = ("games", "carried", "tallies", "hints", "reviews")
        self._write_all([(f"DELETE FROM {table}", [()]) for table in tables])
        self._unsaved_tallies.clear()
        return backup

    # -- what was dealt -----------------------------------------------------------

    def fill_tallies(self, seconds: float = 0.05) -> int:
        """Work out, for about ``seconds``, what the games that have no
        sound tally yet were dealt (:func:`blockpuzzle.engine.fairness.tally`,
        from each game's seed and moves) and keep it; the number of games
        still without one.  A game's tally is a fixed function of its seed
        and moves, so it is worked out once and kept beside it: the
        Fairness page then reads ten thousand games at once.  A tally kept
        that is not one this game writes (:func:`_sound_tally`: a damaged
        or edited value) is worked out again; where the history is locked
        by another program, what is worked out is kept in memory until it
        can be written."""
        import time

        from ..engine.fairness import TALLY_VERSION

        shapes = " ".join(f"WHEN '{mode}' THEN {len(r.catalog) - 1}" for mode, r in MODES.items())
        missing_sql = (
            "SELECT g.id, g.mode, g.seed, g.rotation, g.moves FROM games g "
            "LEFT JOIN tallies t ON t.game = g.id AND t.version = ? "
            "WHERE g.moves IS NOT NULL AND (t.game IS NULL OR coalesce("
            f"{_SOUND_TALLY.format(commas=f'CASE g.mode {shapes} END')}, 0) = 0) ORDER BY g.id"
        )
        rows = [r for r in self._query(missing_sql, (TALLY_VERSION,))
                if r[0] not in self._unsaved_tallies]  # fmt: skip
        done: dict[int, tuple[object, ...]] = {}
        until = time.perf_counter() + seconds
        for game_id, mode, seed, rotation, moves in rows:
            if done and time.perf_counter() > until:
                break
            done[int(game_id)] = _tally_row(mode, seed, rotation, moves)  # type: ignore[call-overload]
        self._keep_tallies(done)
        return len(rows) - len(done)

    def _keep_tallies(self, done: dict[int, tuple[object, ...]]) -> None:
        """Keep the tallies ``done`` (by game), with any kept in memory
        before: written where the history lets us at once, else in memory."""
        from ..engine.fairness import TALLY_VERSION

        self._unsaved_tallies.update(done)
        if not self._unsaved_tallies:
            return
        rows = [(g, TALLY_VERSION, *row) for g, row in self._unsaved_tallies.items()]
        if self._cache_write("INSERT OR REPLACE INTO tallies VALUES (?, ?, ?, ?, ?, ?)", rows):
            self._unsaved_tallies.clear()

    def dealt(self, mode: str) -> Dealt:
        """What the ``mode`` games kept were dealt, summed over the games
        whose tallies are worked out (:meth:`fill_tallies`).  A tally that
        is not sound (:func:`_sound_tally`) is never counted: it is worked
        out again here."""
        from ..engine import MODES
        from ..engine.fairness import TALLY_VERSION

        shapes = len(MODES[mode].catalog)
        totals = [0] * shapes
        games = deals = dead = 0
        chance = 0.0
        sql = (
            "SELECT g.id, g.seed, g.rotation, g.moves, t.counts, t.deals, t.dead, t.chance "
            "FROM games g LEFT JOIN tallies t ON g.id = t.game AND t.version = ? "
            f"WHERE g.mode = ? AND g.moves IS NOT NULL AND {_SOUND}"
        )
        redone: dict[int, tuple[object, ...]] = {}
        for game_id, seed, rotation, moves, *kept in self._query(sql, (TALLY_VERSION, mode)):
            row = self._unsaved_tallies.get(game_id) or tuple(kept)  # type: ignore[call-overload]
            tallied = _sound_tally(row, shapes)
            if tallied is None:
                row = redone[int(game_id)] = _tally_row(mode, seed, rotation, moves)  # type: ignore[call-overload]
                tallied = _sound_tally(row, shapes)
            if not tallied or not tallied[1]:
                continue  # moves that cannot be played: nothing counted
            counts, n_deals, n_dead, n_chance = tallied
            for n, count in enumerate(counts):
                totals[n] += count
            games += 1
            deals += n_deals
            dead += n_dead
            chance += n_chance
        self._keep_tallies(redone)
        ((unknown,),) = self._query(
            f"SELECT count(*) FROM games WHERE mode = ? AND moves IS NULL AND {_SOUND}", (mode,)
        )
        return Dealt(tuple(totals), games, deals, dead, chance, int(unknown))  # type: ignore[call-overload]

    # -- reading --------------------------------------------------------------

    def _query(self, sql: str, args: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
        """The rows of a query; damage found only now (a page that the
        integrity check passed) is handled as at the start, then the query
        asked again of the fresh history."""
        try:
            return self._db.execute(sql, args).fetchall()
        except _UNREADABLE as error:
            if self.write_error is not None or self.set_aside is not None:
                raise
            self.damage = str(error)
            self.close()
            self._db = self._start_over()
            return self._db.execute(sql, args).fetchall()

    def stats(self, mode: str) -> ModeStats:
        ((games, best, lines, score, seconds),) = self._query(
            "SELECT count(*), coalesce(max(score), 0), coalesce(sum(lines), 0), "
            "coalesce(sum(score), 0), coalesce(sum(seconds), 0.0) FROM games "
            f"WHERE mode = ? AND {_SOUND}",
            (mode,),
        )
        stats = ModeStats(games, best, lines, score, seconds)  # type: ignore[arg-type]
        sql = "SELECT games, best, lines, score, seconds FROM carried WHERE mode = ?"
        for carried in self._query(sql, (mode,)):
            # The carried table holds the numbers import_totals wrote.
            games, best, lines, score, seconds = cast(tuple[int, int, int, int, float], carried)
            stats.games += games
            stats.best = max(stats.best, best)
            stats.lines += lines
            stats.score += score
            stats.seconds += seconds
        return stats

    def games(self, mode: str | None = None) -> list[GameRecord]:
        """Every game kept (of ``mode``, or of every mode), oldest first."""
        where, args = (f"WHERE mode = ? AND {_SOUND}", (mode,)) if mode else (f"WHERE {_SOUND}", ())
        rows = self._query(f"SELECT {_GAME_COLUMNS} FROM games {where} ORDER BY ended, id", args)
        return [record for row in rows if (record := GameRecord.checked(row)) is not None]

    def scores(self, mode: str) -> list[tuple[int, str]]:
        """The score and the end (as :meth:`games` has it) of every game of
        ``mode`` that :meth:`games` lists, oldest first: what the Scores tab
        draws, read without the rest of each game (7,500 Classic games of
        10,000: 43 ms, median of 7, against 57 ms for all 10,000 whole, each
        checked, in the same sitting)."""
        rows = self._query(
            f"SELECT score, started, ended FROM games WHERE mode = ? AND {_SOUND} "
            "ORDER BY ended, id",
            (mode,),
        )
        # What GameRecord.checked asks of a row beyond the SQL's checks: its
        # moments as Python reads them.
        return [
            (int(score), str(ended))  # type: ignore[call-overload]
            for score, started, ended in rows
            if _moment(started) and _moment(ended)
        ]

    def last_game(self) -> GameRecord | None:
        """The game that ended last (of every mode), None where none did."""
        rows = self._query(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE {_SOUND} ORDER BY ended DESC, id DESC LIMIT 1"
        )
        return GameRecord.checked(rows[0]) if rows else None

    def export_csv(self, path: Path) -> int:
        """Every game as CSV (a header line, then one line a game); the
        number of games written.

        Written whole or not at all: into a temporary file beside ``path``,
        then renamed over it; :class:`OSError` (a folder, a missing or
        read-only folder, a full disk) leaves nothing behind.  A cell that
        begins with ``= + - @`` (or a tab or carriage return) is written
        after an apostrophe: a spreadsheet would run it as a formula."""
        import csv  # only here: not at start
        import os
        import tempfile

        games = self.games()
        handle, temporary = tempfile.mkstemp(
            prefix=f".{path.name}.", suffix=".part", dir=path.parent
        )
        try:
            with os.fdopen(handle, "w", newline="", encoding="utf-8") as f:
                out = csv.writer(f)
                out.writerow(["number", *GameRecord._fields])
                for game in games:
                    out.writerow([inert(cell) for cell in (game.number or "", *game)])
                f.flush()
                os.fsync(f.fileno())
            os.replace(temporary, path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(temporary)
            raise
        return len(games)


def inert(cell: object) -> object:
    """A CSV cell no spreadsheet runs as a formula (OWASP's advice)."""
    if isinstance(cell, str) and cell.startswith(("=", "+", "-", "@", "\t", "\r")):
        return "'" + cell
    return cell


# -- damage ---------------------------------------------------------------------


def _text(data: bytes) -> str:
    # A damaged byte in a text column reads as U+FFFD instead of failing the
    # query; the record's own checks then tell the row is not a game.
    return data.decode("utf-8", "replace")


def _is_unwritable(error: BaseException) -> bool:
    text = str(error).lower()
    return any(
        words in text
        for words in ("readonly", "read-only", "locked", "unable to open", "disk i/o", "full")
    )


def _check_columns(db: sqlite3.Connection) -> None:
    for table, wanted in (("games", _GAME_COLUMNS.split(", ")), ("carried", ["games", "best"])):
        have = {row[1] for row in db.execute(f"PRAGMA table_info({table})")}
        if not set(wanted) <= have:
            raise Damaged(f"the history's {table} table is not the one this game writes")


def _uri(path: Path, mode: str) -> str:
    from urllib.parse import quote

    return f"file:{quote(str(path))}?{mode}"


@contextlib.contextmanager
def _leaving_no_trace(path: Path) -> Iterator[None]:
    """While a read-only connection reads ``path``: SQLite makes the
    journal and shared-memory files of a write-ahead database if they are
    missing, and a read-only connection never removes them; those it made
    (empty) are removed afterwards, so the folder is left as it was."""
    made = [
        extra
        for suffix in ("-wal", "-shm")
        if not (extra := path.with_name(path.name + suffix)).exists()
    ]
    try:
        yield
    finally:
        journal = path.with_name(path.name + "-wal")
        with contextlib.suppress(OSError):
            if journal not in made or journal.stat().st_size == 0:
                for extra in made:
                    extra.unlink(missing_ok=True)


def _words(error: BaseException) -> str:
    return (error.strerror if isinstance(error, OSError) else None) or str(error)


def _check(path: Path) -> None:
    """Read the history at ``path`` without writing anything (not even its
    journal back into it): :class:`Damaged` where it is not sound,
    :class:`Newer` where a newer version wrote it; sqlite3's errors where it
    cannot be read at all (locked, say)."""
    with _leaving_no_trace(path):
        _check_read_only(path)


def _check_read_only(path: Path) -> None:
    db = sqlite3.connect(_uri(path, "mode=ro"), uri=True, timeout=_OPEN_WAIT)
    try:
        db.text_factory = _text
        try:
            verdict = db.execute("PRAGMA integrity_check(1)").fetchall()
        except _UNREADABLE as error:
            if _is_unwritable(error):
                raise
            raise Damaged(str(error)) from None
        if verdict != [("ok",)]:
            raise Damaged("the history fails its integrity check")
        tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master")}
        if "games" not in tables and _has_games_without_journal(path):
            raise Damaged("a journal beside the history does not belong to it")
        if "meta" in tables:
            schema = db.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()
            if schema is not None and str(schema[0]).isdigit() and int(schema[0]) > SCHEMA:
                raise Newer(f"the history is from a newer version (layout {schema[0]})")
        if "games" in tables:
            _check_columns(db)
    finally:
        db.close()


def _has_games_without_journal(path: Path) -> bool:
    """Whether the file itself, its write-ahead journal left out, holds
    the games table (which the journal then took away)."""
    if not path.with_name(path.name + "-wal").exists():
        return False
    try:
        db = sqlite3.connect(_uri(path, "immutable=1"), uri=True)
        try:
            sql = "SELECT 1 FROM sqlite_master WHERE name = 'games'"
            return bool(db.execute(sql).fetchall())
        finally:
            db.close()
    except (sqlite3.Error, UnicodeDecodeError):
        return False


def diagnose(path: Path, error: BaseException) -> tuple[str, Path]:
    """Why the history at ``path`` cannot be opened for writing, as a kind
    of :func:`blockpuzzle.lang.words.cause` and the path it names; ("",
    path) where nothing on the disk explains ``error``."""
    import errno
    import shutil
    import tempfile

    for parent in path.parents:
        if parent.exists():
            if not parent.is_dir():
                return "not-a-folder", parent
            break
    text = str(error).lower()
    if "locked" in text or "busy" in text:
        return "locked", path
    if isinstance(error, OSError) and error.errno in (errno.ENOSPC, errno.EDQUOT):
        return "full", path.parent
    folder = path.parent
    if not folder.is_dir():
        return "missing", folder
    try:
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as probe:
        if probe.errno in (errno.ENOSPC, errno.EDQUOT):
            return "full", folder
        return "read-only", folder
    try:
        if shutil.disk_usage(folder).free < 1 << 16:
            return "full", folder
    except OSError:
        pass
    if path.exists() and not os.access(path, os.W_OK):
        return "read-only", path
    if "readonly" in text or "read-only" in text:
        return "read-only", path
    return "", path


def _rows(db: sqlite3.Connection, table: str, columns: str) -> Iterator[tuple[object, ...]]:
    """Every row of ``table`` that can still be read, in order, streamed:
    read in one sweep, and past a damaged stretch looked for one by one
    until the sweep can go on."""
    try:
        # A query that reads no row, only the schema: where it fails (the
        # file no database, the table gone, the schema that says where
        # tables are damaged), every row asked for would fail alike, 5,000
        # times for each table (half a minute under Wine for one file).
        db.execute(f"SELECT rowid FROM {table} WHERE 0").fetchall()
    except _UNREADABLE:
        return  # nothing of it can be read
    try:
        last = db.execute(f"SELECT max(rowid) FROM {table}").fetchone()[0]
    except _UNREADABLE:
        last = None
    after = 0
    while True:
        try:
            sweep = db.execute(
                f"SELECT rowid, {columns} FROM {table} WHERE rowid > ? ORDER BY rowid", (after,)
            )
            for row in sweep:
                after = int(row[0])
                yield row[1:]
            return
        except _UNREADABLE:
            pass  # damage after ``after``: stepped over one row at a time
        misses = 0
        while True:
            after += 1
            if (last is not None and after > int(last)) or misses > _MISSES_AT_THE_END:
                return
            try:
                found = db.execute(
                    f"SELECT {columns} FROM {table} WHERE rowid = ?", (after,)
                ).fetchall()
            except _UNREADABLE:
                found = []
            if found:
                yield found[0]
                break
            misses += 1


@contextlib.contextmanager
def _salvage(
    path: Path,
) -> Iterator[tuple[Iterator[GameRecord], list[tuple[object, ...]], dict[str, str]]]:
    """What can still be read from a damaged history, while the block
    lasts: its games (streamed, however many), carried totals and import
    mark, each checked as this module writes them.  Read twice, never
    written: as SQLite shares it (its journal included) and as the file
    alone stands (the journal left out, in case the journal is what is
    damaged); the same game is kept once by the table it goes into."""
    with _leaving_no_trace(path), contextlib.ExitStack() as views:
        readers = []
        for mode in ("mode=ro", "immutable=1"):
            try:
                db = sqlite3.connect(_uri(path, mode), uri=True, timeout=_OPEN_WAIT)
            except (sqlite3.Error, UnicodeDecodeError):
                continue
            views.callback(db.close)
            db.text_factory = _text
            readers.append(db)
        carried: list[tuple[object, ...]] = []
        meta: dict[str, str] = {}
        for db in readers:
            for row in _rows(db, "carried", "mode, games, best, lines, score, seconds"):
                sound = row and row[0] in MODES and all(_whole(v, 0, 10**15) for v in row[1:5])
                if sound and isinstance(row[5], (int, float)) and 0 <= row[5] <= 10**10:
                    carried.append(row)
            for row in _rows(db, "meta", "key, value"):
                if row and row[0] == "imported" and isinstance(row[1], str):
                    meta["imported"] = row[1]
        games = (
            record
            for db in readers
            for row in _rows(db, "games", _GAME_COLUMNS)
            if (record := GameRecord.checked(row)) is not None
        )
        yield games, carried, meta


def _move_aside(path: Path) -> Path | None:
    """Rename a damaged database (and its journal) aside; its new name, or
    None where it could not be moved (or there was nothing there)."""
    if not path.exists():
        return None
    target = free_name(path, "damaged")
    try:
        path.rename(target)
    except OSError:
        return None
    for suffix in ("-wal", "-shm"):
        journal = path.with_name(path.name + suffix)
        with contextlib.suppress(OSError):
            journal.rename(target.with_name(target.name + suffix))
    return target
