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
import sqlite3
from collections.abc import Iterable, Sequence
from datetime import datetime
from pathlib import Path
from typing import NamedTuple, cast

from .damage import (
    DRILL_FIELDS,
    OPEN_WAIT,
    PER_GAME,
    UNREADABLE,
    Damaged,
    Newer,
    check_columns,
    check_whole,
    diagnose,
    is_unwritable,
    leaving_no_trace,
    move_aside,
    salvage,
    text_factory,
    uri,
    words,
)
from .drills import COLUMNS as DRILL_COLUMNS
from .drills import Drill, schedule
from .records import (
    GAME_COLUMNS,
    INSERT_GAME,
    MOST,
    SCHEMA,
    SOUND_GAME,
    TABLES,
    Dealt,
    GameRecord,
    ModeStats,
    moment,
    now,
)
from .settings import free_name
from .tallies import Tallies

__all__ = ["SCHEMA", "Dealt", "GameRecord", "History", "ModeStats", "history_path", "now"]

# How long a game's write waits for another program's lock before the
# history moves into memory (opening waits OPEN_WAIT).
_WRITE_WAIT = 2.0
_FORGET_PLAYING: list[tuple[str, Sequence[tuple[object, ...]]]] = [
    ("DELETE FROM playing", [()]),
    ("DELETE FROM playing_daily", [()]),
]
# SQLite's codes for a lock held elsewhere (SQLITE_BUSY, SQLITE_LOCKED).
_BUSY = (5, 6)


def history_path(settings_path: Path) -> Path:
    """The history beside a settings file: ``blockpuzzle.ini`` →
    ``blockpuzzle.history.sqlite``."""
    return settings_path.with_name(f"{settings_path.stem}.history.sqlite")


def _is_day(text: str) -> bool:
    """Whether ``text`` is a calendar date as YYYY-MM-DD."""
    from datetime import date

    try:
        return date.fromisoformat(text).isoformat() == text
    except ValueError:
        return False


class DailyRow(NamedTuple):
    """A game of a day's deal, as Statistics ▸ Daily lists it."""

    record: GameRecord
    day: str
    coach: int | None  # the coach's own score on the deal, where kept
    review: str | None  # its review's text, where kept (untrusted)


class History(Tallies):
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
        self.closed = False
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
        except (*UNREADABLE, OSError) as error:
            kind, where = diagnose(self.path, error)
            if kind or is_unwritable(error):
                self.write_cause, self.write_where = kind, where
                return self._in_memory(words(error))
            self.damage = words(error)
        return self._start_over()

    def _start_over(self) -> sqlite3.Connection:
        """Set the damaged file aside (renamed, byte for byte, with its
        journal) and start a fresh history with every game that can still
        be read from it."""
        self.set_aside = move_aside(self.path)
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
            except (*UNREADABLE, Damaged, Newer, OSError) as error:
                db = self._in_memory(words(error), copy=False)
        with salvage(source) as found, db:
            db.executemany(INSERT_GAME, found.games)  # streamed: one row at a time
            db.executemany(
                "INSERT OR REPLACE INTO carried VALUES (?, ?, ?, ?, ?, ?)", found.carried
            )
            db.executemany("INSERT OR REPLACE INTO meta VALUES (?, ?)", found.meta.items())
            db.executemany("INSERT OR REPLACE INTO playing VALUES (1, ?, ?, ?)", found.playing)
            if found.playing:  # the day goes with its game in progress, never alone
                db.executemany("INSERT OR REPLACE INTO playing_daily VALUES (1, ?)",
                               found.playing_daily)  # fmt: skip
            # What belongs to a game goes to the row that game has now.
            ids = {
                (str(mode), int(seed), str(started)): int(game)
                for game, mode, seed, started in db.execute(
                    "SELECT id, mode, seed, started FROM games"
                )
            }
            for table, (columns, _types) in PER_GAME.items():
                db.executemany(
                    f"INSERT OR IGNORE INTO {table} (game, {columns}) "
                    f"VALUES ({', '.join('?' * (columns.count(',') + 2))})",
                    (
                        (new, *row[1:])
                        for row in found.per_game[table]
                        if isinstance(row[0], int)
                        and (key := found.keys.get(row[0])) is not None
                        and (new := ids.get(key)) is not None
                    ),
                )
            db.executemany(
                f"INSERT OR IGNORE INTO drills ({DRILL_FIELDS}) VALUES ({', '.join('?' * 11)})",
                found.drills,
            )
        self.salvaged = db.execute("SELECT count(*) FROM games").fetchone()[0]
        return db

    def _connect(self) -> sqlite3.Connection:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        if self.path.exists():
            check_whole(self.path)  # read-only: nothing is written to a damaged file
        db = sqlite3.connect(self.path, timeout=OPEN_WAIT, isolation_level=None)
        try:
            db.isolation_level = "DEFERRED"  # transactions as `with db:` blocks
            db.text_factory = text_factory
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=NORMAL")
            with db:
                db.executescript("BEGIN;" + TABLES + "COMMIT;")
                db.execute("INSERT OR IGNORE INTO meta VALUES ('schema', ?)", (str(SCHEMA),))
            schema = db.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()
            if schema is None or not str(schema[0]).isdigit():
                raise Damaged("the history has no readable version")
            check_columns(db)
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
        db.text_factory = text_factory
        db.executescript(TABLES)
        if not copy:
            return db
        with leaving_no_trace(self.path):
            for mode in ("mode=ro", "immutable=1"):
                try:
                    source = sqlite3.connect(uri(self.path, mode), uri=True, timeout=OPEN_WAIT)
                    try:
                        check_columns(source)
                        source.backup(db)
                    finally:
                        source.close()
                except (sqlite3.Error, UnicodeDecodeError, Damaged, OSError):
                    continue
                break
        # The copy replaced the schema with the file's: an older file lacks
        # the tables added since (hints, tallies).
        db.executescript(TABLES)
        return db

    def close(self) -> None:
        """Close the file (at quit); later writes are not kept."""
        self.closed = True
        with contextlib.suppress(sqlite3.Error):
            self._db.close()

    # -- writing --------------------------------------------------------------

    def _write(self, sql: str, rows: Iterable[tuple[object, ...]] = ((),)) -> bool:
        """Run ``sql`` for each of ``rows`` in one transaction.  Where the
        file refuses, the history moves to memory (:attr:`write_error` says
        why) and the write is done there; False then."""
        return self._write_all([(sql, list(rows))])

    def _write_all(
        self, statements: Sequence[tuple[str, Sequence[tuple[object, ...]]]], wait: bool = True
    ) -> bool:
        """Each (sql, rows) of ``statements``, all in one transaction.
        Without ``wait``, a write another program's lock forbids is given up
        at once (False), the history staying on disk."""

        def run() -> None:
            with self._db:
                for sql, rows in statements:
                    self._db.executemany(sql, rows)

        if self.closed:
            return False  # the game is quitting: nothing is kept after this
        try:
            if wait:
                run()
            else:
                self._db.execute("PRAGMA busy_timeout = 0")
                try:
                    run()
                finally:
                    self._db.execute(f"PRAGMA busy_timeout = {int(_WRITE_WAIT * 1000)}")
            return self.write_error is None
        except sqlite3.DatabaseError as error:
            if self.write_error is not None:
                raise
            if not wait and getattr(error, "sqlite_errorcode", None) in _BUSY:
                return False
            self._db.close()
            self.write_cause, self.write_where = diagnose(self.path, error)
            self._db = self._in_memory(str(error))
            run()
            return False

    def add(self, record: GameRecord, hints: int = 0, daily: str = "") -> bool:
        """Keep a finished or abandoned game, with the number of hints shown
        while it was played and, for a day's deal, its day, and take it out
        as the game in progress (one transaction); False where it could
        only be kept in memory."""
        statements = [(INSERT_GAME, [tuple(record)]), *_FORGET_PLAYING]
        if daily:
            statements.append(
                (
                    "INSERT OR REPLACE INTO dailies SELECT id, ? FROM games "
                    "WHERE mode = ? AND seed = ? AND started = ?",
                    [(daily, record.mode, record.seed, record.started)],
                )
            )
        if hints:
            statements.append(
                (
                    "INSERT OR REPLACE INTO hints SELECT id, ? FROM games "
                    "WHERE mode = ? AND seed = ? AND started = ?",
                    [(hints, record.mode, record.seed, record.started)],
                )
            )
        return self._write_all(statements)

    # -- the game in progress (see .playing) -----------------------------------

    def playing(self) -> tuple[object, ...] | None:
        """The row of the game in progress, (game, started, hints) as
        :meth:`keep_playing` wrote it (untrusted: :func:`.playing.from_row`
        reads it); None where none is kept, or the table is not one this
        game writes (a newer version's)."""
        try:
            rows = self._db.execute("SELECT game, started, hints FROM playing").fetchall()
        except (sqlite3.Error, UnicodeDecodeError):
            return None
        return tuple(rows[0]) if rows else None

    def keep_playing(self, row: tuple[str, str, int], daily: str = "") -> bool:
        """Keep ``row`` (:func:`.playing.to_row`) as the game in progress, in
        place of any before it, with its day where it is a day's deal.
        Written at every move, so it never waits on another program's lock
        (the next move writes it again); False where it was not written to
        disk."""
        try:
            rows: list[tuple[object, ...]] = [row]
            day: list[tuple[object, ...]] = [(daily,)] if daily else [()]
            return self._write_all(
                [
                    ("INSERT OR REPLACE INTO playing VALUES (1, ?, ?, ?)", rows),
                    (
                        "INSERT OR REPLACE INTO playing_daily VALUES (1, ?)"
                        if daily
                        else "DELETE FROM playing_daily",
                        day,
                    ),
                ],
                wait=False,
            )
        except sqlite3.Error:
            return False  # a table not the one this game writes, in memory

    def playing_daily(self) -> str:
        """The day of the game in progress where it is a day's deal ("" where
        not, or not soundly kept)."""
        try:
            rows = self._db.execute("SELECT day FROM playing_daily").fetchall()
        except (sqlite3.Error, UnicodeDecodeError):
            return ""
        day = rows[0][0] if rows else ""
        return day if isinstance(day, str) and _is_day(day) else ""

    def daily_played(self, day: str, mode: str) -> bool:
        """Whether a game of ``mode``'s deal of ``day`` was finished or left
        already: another is a replay."""
        sql = (
            "SELECT 1 FROM dailies d JOIN games g ON g.id = d.game "
            "WHERE d.day = ? AND g.mode = ? LIMIT 1"
        )
        return bool(self._query(sql, (day, mode)))

    def dailies(self) -> dict[tuple[str, int, str], str]:
        """The day of each game that was a day's deal, by (mode, seed,
        started)."""
        sql = "SELECT g.mode, g.seed, g.started, d.day FROM dailies d JOIN games g ON g.id = d.game"
        return {
            (str(mode), int(seed), str(started)): str(day)  # type: ignore[call-overload]
            for mode, seed, started, day in self._query(sql)
            if isinstance(day, str) and _is_day(day)
        }

    def coach_score(self, mode: str, seed: int, version: int) -> tuple[int, bool] | None:
        """The coach's own score on the deal of ``mode`` and ``seed`` kept by
        :meth:`keep_coach_score` for ``version``: (score, alive); None where
        none is kept soundly."""
        sql = (
            "SELECT score, alive FROM coach_scores WHERE mode = ? AND seed = ? AND version = ? "
            f"AND typeof(score) = 'integer' AND score BETWEEN 0 AND {MOST} "
            "AND alive IN (0, 1)"
        )
        try:
            rows = self._db.execute(sql, (mode, seed, version)).fetchall()
        except (sqlite3.Error, UnicodeDecodeError):
            return None
        return (int(rows[0][0]), bool(rows[0][1])) if rows else None

    def keep_coach_score(
        self, mode: str, seed: int, version: int, score: int, alive: bool, deals: int
    ) -> bool:
        """Keep the coach's own score on a deal (a cache: given up at once
        where the history is busy)."""
        return self._cache_write(
            "INSERT OR REPLACE INTO coach_scores VALUES (?, ?, ?, ?, ?, ?)",
            [(mode, seed, version, score, int(alive), deals)],
        )

    def daily_games(self, blind_version: int, review_version: int) -> list[DailyRow]:
        """Every game that was a day's deal, the latest first: its record,
        its day, the coach's own score on the deal where kept, and its
        review's text where kept (a cache, read untrusted)."""
        sql = (
            f"SELECT {', '.join('g.' + c for c in GAME_COLUMNS.split(', '))}, d.day, "
            "c.score, r.review FROM dailies d "
            f"JOIN (SELECT * FROM games WHERE {SOUND_GAME}) g ON g.id = d.game "
            "LEFT JOIN coach_scores c ON c.mode = g.mode AND c.seed = g.seed "
            "AND c.version = ? AND typeof(c.score) = 'integer' "
            "LEFT JOIN reviews r ON r.game = g.id AND r.version = ? "
            "AND typeof(r.review) = 'text' "
            "WHERE typeof(d.day) = 'text' ORDER BY d.day DESC, g.ended DESC"
        )
        found = []
        for row in self._query(sql, (blind_version, review_version)):
            record = GameRecord.checked(row[:-3])
            day, coach, review = row[-3:]
            if record is None or not isinstance(day, str) or not _is_day(day):
                continue
            found.append(
                DailyRow(
                    record,
                    day,
                    coach if type(coach) is int else None,
                    review if isinstance(review, str) else None,
                )
            )
        return found

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

    def reviews(self, mode: str, version: int) -> list[tuple[str, str]]:
        """The reviews of ``version`` kept for ``mode``'s games, (when the
        game ended, the review's text), in the order the games ended: a
        cache, whose reader checks each before trusting it."""
        sql = (
            "SELECT g.ended, r.review FROM reviews r JOIN games g ON g.id = r.game "
            f"WHERE g.mode = ? AND r.version = ? AND typeof(r.review) = 'text' AND {SOUND_GAME} "
            "ORDER BY g.ended, g.id"
        )
        try:
            rows = self._db.execute(sql, (mode, version)).fetchall()
        except (sqlite3.Error, UnicodeDecodeError):
            return []
        return [(str(ended), str(review)) for ended, review in rows]

    def keep_review(self, record: GameRecord, version: int, review: str) -> bool:
        """Keep the coach's review of ``record`` (one a game: a review of
        another version replaces it); False where it was not kept, which
        only means it is worked out again next time."""
        return self._cache_write(
            "INSERT OR REPLACE INTO reviews SELECT id, ?, ? FROM games "
            "WHERE mode = ? AND seed = ? AND started = ?",
            [(version, review, record.mode, record.seed, record.started)],
        )

    def retries(self, record: GameRecord) -> dict[int, tuple[str, int]]:
        """The mistakes of ``record`` the player retried (:meth:`keep_retry`):
        by move (from 1), the verdict of the last retry and how many there
        were.  Rows a hand or another version wrote otherwise are left out."""
        sql = (
            "SELECT r.move, r.verdict, r.tries FROM retries r JOIN games g ON g.id = r.game "
            "WHERE g.mode = ? AND g.seed = ? AND g.started = ? "
            "AND typeof(r.move) = 'integer' AND r.move >= 1 AND typeof(r.verdict) = 'text' "
            f"AND typeof(r.tries) = 'integer' AND r.tries BETWEEN 1 AND {MOST}"
        )
        try:
            rows = self._db.execute(sql, (record.mode, record.seed, record.started)).fetchall()
        except (sqlite3.Error, UnicodeDecodeError):
            return {}
        return {int(move): (str(verdict), int(tries)) for move, verdict, tries in rows}

    def keep_retry(self, record: GameRecord, move: int, verdict: str) -> bool:
        """Keep the verdict on a retry of move ``move`` (from 1) of
        ``record``, counting the tries; False where it was not kept."""
        return self._write_all(
            [
                (
                    "INSERT INTO retries SELECT id, ?, ?, 1 FROM games "
                    "WHERE mode = ? AND seed = ? AND started = ? "
                    "ON CONFLICT (game, move) DO UPDATE SET verdict = excluded.verdict, "
                    f"tries = MIN(tries + 1, {MOST})",
                    [(move, verdict, record.mode, record.seed, record.started)],
                )
            ],
            wait=False,
        )

    # -- practice positions (see .drills) -------------------------------------

    def add_drills(self, drills: Sequence[tuple[str, bool, int, str, int, str, str]]) -> bool:
        """Keep new practice positions, each (mode, rotation, seed, started,
        move, moves, theme), due at once; one already kept (the same game
        and move) keeps its schedule."""
        due = now()
        return self._write_all(
            [
                (
                    "INSERT OR IGNORE INTO drills (mode, rotation, seed, started, move, moves, "
                    "theme, due) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    [(*drill, due) for drill in drills],
                )
            ],
            wait=False,
        )

    def due_drills(self, at: str, limit: int) -> list[Drill]:
        """The practice positions due at ``at`` (UTC), the longest due
        first, at most ``limit``; rows a hand or another version wrote
        otherwise are left out."""
        sql = (
            f"SELECT {DRILL_COLUMNS} FROM drills WHERE due <= ? AND typeof(due) = 'text' "
            "AND typeof(seed) = 'integer' AND typeof(move) = 'integer' AND move >= 1 "
            "AND typeof(moves) = 'text' AND typeof(streak) = 'integer' "
            "ORDER BY due, id LIMIT ?"
        )
        try:
            rows = self._db.execute(sql, (at, limit)).fetchall()
        except (sqlite3.Error, UnicodeDecodeError):
            return []
        kinds = (int, str, bool, int, str, int, str, str, str, int, int, int)
        found = []
        for row in rows:
            try:
                found.append(Drill(*(kind(value) for kind, value in zip(kinds, row, strict=True))))
            except (TypeError, ValueError):
                continue  # a damaged count: the row is left out
        return found

    def next_drill(self) -> str | None:
        """When the next practice position is due (UTC); None without any."""
        rows = self._query("SELECT MIN(due) FROM drills WHERE typeof(due) = 'text'")
        return str(rows[0][0]) if rows and rows[0][0] is not None else None

    def drill_results(self) -> dict[str, tuple[int, int, int]]:
        """By theme: the practice positions kept, the tries, and the tries
        solved."""
        sql = (
            "SELECT theme, COUNT(*), SUM(tries), SUM(solved) FROM drills "
            "WHERE typeof(theme) = 'text' GROUP BY theme"
        )
        return {
            str(theme): (int(count), int(tries or 0), int(solved or 0))  # type: ignore[call-overload]
            for theme, count, tries, solved in self._query(sql)
        }

    def keep_drill(self, drill: int, solved: bool, at: datetime) -> datetime | None:
        """A try at the practice position ``drill``, solved or not, at
        ``at``: its schedule moves on (:func:`.drills.schedule`); when it
        comes back, or None where that could not be kept."""
        rows = self._query("SELECT streak FROM drills WHERE id = ?", (drill,))
        if not rows:
            return None
        streak = rows[0][0] if type(rows[0][0]) is int else 0
        streak, due = schedule(int(streak), solved, at)
        kept = self._write_all(
            [
                (
                    "UPDATE drills SET streak = ?, due = ?, tries = tries + 1, "
                    "solved = solved + ? WHERE id = ?",
                    [(streak, due.isoformat(timespec="microseconds"), int(solved), drill)],
                )
            ],
            wait=False,
        )
        return due if kept else None

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

    def reset(self, drills: bool = False) -> Path | None:
        """Forget every game and total, after copying the database beside
        itself (the copy's path; None where it could not be made); the
        practice positions too where ``drills`` says so."""
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
        tables: tuple[str, ...] = (
            "games", "carried", "tallies", "hints", "reviews", "retries", "dailies",
        )  # fmt: skip
        if drills:
            tables += ("drills",)
        self._write_all([(f"DELETE FROM {table}", [()]) for table in tables])
        self._unsaved_tallies.clear()
        return backup

    # -- reading --------------------------------------------------------------

    def _query(self, sql: str, args: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
        """The rows of a query; damage found only now (a page that the
        integrity check passed) is handled as at the start, then the query
        asked again of the fresh history."""
        try:
            return self._db.execute(sql, args).fetchall()
        except UNREADABLE as error:
            if self.write_error is not None or self.set_aside is not None:
                raise
            self.damage = str(error)
            with contextlib.suppress(sqlite3.Error):
                self._db.close()
            self._db = self._start_over()
            return self._db.execute(sql, args).fetchall()

    def stats(self, mode: str) -> ModeStats:
        ((games, best, lines, score, seconds),) = self._query(
            "SELECT count(*), coalesce(max(score), 0), coalesce(sum(lines), 0), "
            "coalesce(sum(score), 0), coalesce(sum(seconds), 0.0) FROM games "
            f"WHERE mode = ? AND {SOUND_GAME}",
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
        where, args = (
            (f"WHERE mode = ? AND {SOUND_GAME}", (mode,)) if mode else (f"WHERE {SOUND_GAME}", ())
        )
        rows = self._query(f"SELECT {GAME_COLUMNS} FROM games {where} ORDER BY ended, id", args)
        return [record for row in rows if (record := GameRecord.checked(row)) is not None]

    def scores(self, mode: str) -> list[tuple[int, str]]:
        """The score and the end (as :meth:`games` has it) of every game of
        ``mode`` that :meth:`games` lists, oldest first: what the Scores tab
        draws, read without the rest of each game (7,500 Classic games of
        10,000: 43 ms, median of 7, against 57 ms for all 10,000 whole, each
        checked, in the same sitting)."""
        rows = self._query(
            f"SELECT score, started, ended FROM games WHERE mode = ? AND {SOUND_GAME} "
            "ORDER BY ended, id",
            (mode,),
        )
        # What GameRecord.checked asks of a row beyond the SQL's checks: its
        # moments as Python reads them.
        return [
            (int(score), str(ended))  # type: ignore[call-overload]
            for score, started, ended in rows
            if moment(started) and moment(ended)
        ]

    def last_game(self) -> GameRecord | None:
        """The game that ended last (of every mode), None where none did."""
        rows = self._query(
            f"SELECT {GAME_COLUMNS} FROM games WHERE {SOUND_GAME} "
            "ORDER BY ended DESC, id DESC LIMIT 1"
        )
        return GameRecord.checked(rows[0]) if rows else None

    def unreviewed(self, version: int, limit: int) -> tuple[list[GameRecord], int, int]:
        """The games with their moves and no review of ``version`` kept, the
        latest first, at most ``limit``; how many games have their moves,
        and how many of them have no such review (what a background
        analysis works through)."""
        sound = SOUND_GAME  # of the games' columns alone: no other table has them
        missing = (
            "FROM games g LEFT JOIN reviews r ON r.game = g.id AND r.version = ? "
            f"WHERE r.game IS NULL AND typeof(g.moves) = 'text' AND g.moves != '' AND {sound}"
        )
        rows = self._query(
            f"SELECT {', '.join('g.' + c for c in GAME_COLUMNS.split(', '))} {missing} "
            "ORDER BY g.ended DESC, g.id DESC LIMIT ?",
            (version, limit),
        )
        left = self._query(f"SELECT COUNT(*) {missing}", (version,))
        total = self._query(
            f"SELECT COUNT(*) FROM games g WHERE typeof(g.moves) = 'text' AND g.moves != '' "
            f"AND {sound}"
        )
        found = [record for row in rows if (record := GameRecord.checked(row)) is not None]
        return found, int(total[0][0]), int(left[0][0])  # type: ignore[call-overload]

    def export_csv(self, path: Path) -> int:
        """Every game as CSV (:func:`.export.export_csv`), a day's deal with
        its day; the number of games written."""
        from .export import export_csv

        return export_csv(self.games(), path, self.dailies())
