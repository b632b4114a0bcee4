"""A history that cannot be read or written as it is: why
(:func:`diagnose`), the file checked whole before anything is written
(:func:`check_whole`), set aside byte for byte with its journal
(:func:`move_aside`), and every row that can still be read of it
(:func:`salvage`)."""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import NamedTuple

from ..engine import MODES
from .drills import COLUMNS as DRILL_COLUMNS
from .records import GAME_COLUMNS, SCHEMA, GameRecord, whole
from .settings import free_name

# What reading a damaged file can raise: SQLite's errors, and, where a
# damaged schema puts bytes that are not UTF-8 into SQLite's error message,
# Python's failure to decode that message.
UNREADABLE = (sqlite3.DatabaseError, UnicodeDecodeError)
# Where a damaged table cannot say its last row, rows are looked for one by
# one until this many in a row are missing (a damaged page holds a few dozen).
_MISSES_AT_THE_END = 5_000
# How long opening waits for another program's lock before reading the file
# as it stands; a game's write waits longer.
OPEN_WAIT, _WRITE_WAIT = 0.25, 2.0


class Damaged(Exception):
    """The database cannot be read as this module wrote it."""


class Newer(Exception):
    """A history written by a newer version: read it, never change it."""


def text_factory(data: bytes) -> str:
    # A damaged byte in a text column reads as U+FFFD instead of failing the
    # query; the record's own checks then tell the row is not a game.
    return data.decode("utf-8", "replace")


def is_unwritable(error: BaseException) -> bool:
    text = str(error).lower()
    return any(
        words in text
        for words in ("readonly", "read-only", "locked", "unable to open", "disk i/o", "full")
    )


def check_columns(db: sqlite3.Connection) -> None:
    for table, wanted in (("games", GAME_COLUMNS.split(", ")), ("carried", ["games", "best"])):
        have = {row[1] for row in db.execute(f"PRAGMA table_info({table})")}
        if not set(wanted) <= have:
            raise Damaged(f"the history's {table} table is not the one this game writes")


def uri(path: Path, mode: str) -> str:
    from urllib.parse import quote

    return f"file:{quote(str(path))}?{mode}"


@contextlib.contextmanager
def leaving_no_trace(path: Path) -> Iterator[None]:
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


def words(error: BaseException) -> str:
    return (error.strerror if isinstance(error, OSError) else None) or str(error)


def check_whole(path: Path) -> None:
    """Read the history at ``path`` without writing anything (not even its
    journal back into it): :class:`Damaged` where it is not sound,
    :class:`Newer` where a newer version wrote it; sqlite3's errors where it
    cannot be read at all (locked, say)."""
    with leaving_no_trace(path):
        _check_read_only(path)


def _check_read_only(path: Path) -> None:
    db = sqlite3.connect(uri(path, "mode=ro"), uri=True, timeout=OPEN_WAIT)
    try:
        db.text_factory = text_factory
        try:
            verdict = db.execute("PRAGMA integrity_check(1)").fetchall()
        except UNREADABLE as error:
            if is_unwritable(error):
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
            check_columns(db)
    finally:
        db.close()


def _has_games_without_journal(path: Path) -> bool:
    """Whether the file itself, its write-ahead journal left out, holds
    the games table (which the journal then took away)."""
    if not path.with_name(path.name + "-wal").exists():
        return False
    try:
        db = sqlite3.connect(uri(path, "immutable=1"), uri=True)
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
    except UNREADABLE:
        return  # nothing of it can be read
    try:
        last = db.execute(f"SELECT max(rowid) FROM {table}").fetchone()[0]
    except UNREADABLE:
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
        except UNREADABLE:
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
            except UNREADABLE:
                found = []
            if found:
                yield found[0]
                break
            misses += 1


class Salvaged(NamedTuple):
    games: Iterator[GameRecord]
    carried: list[tuple[object, ...]]
    meta: dict[str, str]
    playing: list[tuple[object, ...]]
    # Each game's old row number, and the game (mode, seed, started) it was:
    # filled as ``games`` is read, so that what the file held of a game —
    # its hints, its day as today's deal, its retries — goes with it to the
    # row it gets in the new history.
    keys: dict[int, tuple[str, int, str]]
    per_game: dict[str, list[tuple[object, ...]]]  # by table, each row's game first
    drills: list[tuple[object, ...]]  # whole, as DRILL_FIELDS
    playing_daily: list[tuple[object, ...]]


# The tables of what belongs to one game, their columns after the game's row
# number, and what each holds: checked here as they are written; read back,
# each is checked again (store/history.py).
PER_GAME = {
    "hints": ("count", (int,)),
    "dailies": ("day", (str,)),
    "retries": ("move, verdict, tries", (int, str, int)),
}
DRILL_FIELDS = DRILL_COLUMNS.removeprefix("id, ")  # the row number is the new history's
DRILL_TYPES = (str, int, int, str, int, str, str, str, int, int, int)


def _typed(row: tuple[object, ...], types: tuple[type, ...]) -> bool:
    """Whether ``row`` holds values of ``types``, its whole numbers SQLite's."""
    return len(row) == len(types) and all(
        whole(value, 0, (1 << 63) - 1) if kind is int else isinstance(value, kind)
        for value, kind in zip(row, types, strict=True)
    )


@contextlib.contextmanager
def salvage(path: Path) -> Iterator[Salvaged]:
    """What can still be read from a damaged history, while the block
    lasts: its games (streamed, however many), carried totals, import
    mark and game in progress, and what belongs to each game (hints, the
    day of today's deal, retries) and the practice positions, each checked
    as this module writes them.  Read twice, never written: as SQLite
    shares it (its journal included) and as the file alone stands (the
    journal left out, in case the journal is what is damaged); the same
    game is kept once by the table it goes into."""
    with leaving_no_trace(path), contextlib.ExitStack() as views:
        readers = []
        for mode in ("mode=ro", "immutable=1"):
            try:
                db = sqlite3.connect(uri(path, mode), uri=True, timeout=OPEN_WAIT)
            except (sqlite3.Error, UnicodeDecodeError):
                continue
            views.callback(db.close)
            db.text_factory = text_factory
            readers.append(db)
        carried: list[tuple[object, ...]] = []
        meta: dict[str, str] = {}
        playing: list[tuple[object, ...]] = []
        per_game: dict[str, list[tuple[object, ...]]] = {table: [] for table in PER_GAME}
        drills: list[tuple[object, ...]] = []
        playing_daily: list[tuple[object, ...]] = []
        for db in readers:
            for table, (columns, types) in PER_GAME.items():
                per_game[table].extend(
                    row for row in _rows(db, table, "game, " + columns)
                    if _typed(row, (int, *types))
                )  # fmt: skip
            drills.extend(row for row in _rows(db, "drills", DRILL_FIELDS)
                          if _typed(row, DRILL_TYPES))  # fmt: skip
            for row in _rows(db, "playing_daily", "day"):
                if _typed(row, (str,)) and not playing_daily:
                    playing_daily.append(row)
            for row in _rows(db, "carried", "mode, games, best, lines, score, seconds"):
                sound = row and row[0] in MODES and all(whole(v, 0, 10**15) for v in row[1:5])
                if sound and isinstance(row[5], (int, float)) and 0 <= row[5] <= 10**10:
                    carried.append(row)
            for row in _rows(db, "meta", "key, value"):
                if row and row[0] == "imported" and isinstance(row[1], str):
                    meta["imported"] = row[1]
            for row in _rows(db, "playing", "game, started, hints"):
                if row and None not in row and not playing:
                    playing.append(row)  # read again, untrusted, when resumed
        keys: dict[int, tuple[str, int, str]] = {}

        def games() -> Iterator[GameRecord]:
            for db in readers:
                for row in _rows(db, "games", "id, " + GAME_COLUMNS):
                    record = GameRecord.checked(row[1:])
                    if record is not None:
                        if isinstance(row[0], int):
                            keys[row[0]] = (record.mode, record.seed, record.started)
                        yield record

        yield Salvaged(games(), carried, meta, playing, keys, per_game, drills, playing_daily)


def move_aside(path: Path) -> Path | None:
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
