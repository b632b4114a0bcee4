"""The history's damage, as players' files meet it: a damaged index, a long
history with one bad page, a stray journal from another crash, another
program's lock, a newer version's file, a full disk.  Every expected figure
is counted here from the file with sqlite3 directly, never by the history
under test."""

from __future__ import annotations

import os
import random
import shutil
import sqlite3
from pathlib import Path

import pytest

from blockpuzzle.store.history import GameRecord, History, history_path

from ..helpers import full_disk, make_session, session_at, told

COLUMNS = "mode, seed, rotation, started, ended, score, lines, placements, seconds, ending, moves"


def records(count: int, seed: int = 1) -> list[GameRecord]:
    """``count`` distinct games as a player's history holds them."""
    rng = random.Random(seed)
    games = []
    for n in range(count):
        day, second = divmod(n, 86_400)
        clock = f"{second // 3600:02d}:{second // 60 % 60:02d}:{second % 60:02d}"
        moment = f"20{26 + day // 365:02d}-01-01T{clock}+00:00"
        games.append(
            GameRecord(
                "arcade" if n % 4 == 3 else "classic", rng.randrange(1 << 40), n % 4 == 3,
                moment, moment, rng.randrange(10, 3000), rng.randrange(0, 80), None,
                float(rng.randrange(30, 900)), "over", None,
            )
        )  # fmt: skip
    return games


def write_history(path: Path, games: list[GameRecord]) -> None:
    """A history as the game writes it, filled in one transaction."""
    History(path).close()
    db = sqlite3.connect(path)
    with db:
        db.executemany(f"INSERT INTO games ({COLUMNS}) VALUES ({', '.join('?' * 11)})", games)
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()
    for suffix in ("-wal", "-shm"):
        path.with_name(path.name + suffix).unlink(missing_ok=True)


def readable(path: Path, upto: int) -> set[GameRecord]:
    """Every game sqlite can read from ``path`` by its row number, one by one."""
    found = set()
    db = sqlite3.connect(f"file:{path}?immutable=1", uri=True)
    for rowid in range(1, upto + 1):
        try:
            rows = db.execute(f"SELECT {COLUMNS} FROM games WHERE rowid = ?", (rowid,)).fetchall()
        except sqlite3.DatabaseError:
            continue
        found.update(r for row in rows if (r := GameRecord.checked(row)) is not None)
    db.close()
    return found


def page_size(data: bytes) -> int:
    size = int.from_bytes(data[16:18], "big")
    return 65536 if size == 1 else size


def btree_leaves(data: bytes, root: int) -> list[int]:
    """The leaf pages of the b-tree rooted at page ``root`` (SQLite's file
    format: an interior page's cells each start with a child page number,
    and its header holds the right-most child)."""
    size = page_size(data)
    start = (root - 1) * size
    header = start + (100 if root == 1 else 0)
    kind = data[header]
    if kind in (0x0A, 0x0D):
        return [root]
    cells = int.from_bytes(data[header + 3 : header + 5], "big")
    children = [int.from_bytes(data[header + 8 : header + 12], "big")]
    for i in range(cells):
        at = start + int.from_bytes(data[header + 12 + 2 * i : header + 14 + 2 * i], "big")
        children.append(int.from_bytes(data[at : at + 4], "big"))
    return [leaf for child in children for leaf in btree_leaves(data, child)]


def root_page(path: Path, name: str) -> int:
    db = sqlite3.connect(path)
    (page,) = db.execute("SELECT rootpage FROM sqlite_master WHERE name = ?", (name,)).fetchone()
    db.close()
    return int(page)


def damage_the_games_index(path: Path, db: sqlite3.Connection) -> bytes:
    """``path``'s history (``db``, closed here, all of it in the file) with
    a page of its games' index damaged as quick_check does not see: "classic"
    spelt "clbssic" in its keys.  The file's bytes."""
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()
    for suffix in ("-wal", "-shm"):
        path.with_name(path.name + suffix).unlink(missing_ok=True)
    data = bytearray(path.read_bytes())
    leaf = btree_leaves(bytes(data), root_page(path, "sqlite_autoindex_games_1"))[0]
    size = page_size(bytes(data))
    page = data[(leaf - 1) * size : leaf * size]
    assert page.count(b"classic") > 10
    data[(leaf - 1) * size : leaf * size] = page.replace(b"classic", b"clbssic")
    path.write_bytes(bytes(data))
    return bytes(data)


def test_a_damaged_index_is_found_and_no_game_goes_uncounted(tmp_path, qtbot):
    """A damaged index page passed quick_check, and the statistics then
    undercounted through it; integrity_check finds it, and the table's
    every row is kept, with the totals carried over from an older version's
    file (12 Classic games, 2,400 points)."""
    path = tmp_path / "s.ini"
    games = records(600)
    write_history(history_path(path), games)
    db = sqlite3.connect(history_path(path))
    with db:
        db.execute("INSERT INTO carried VALUES ('classic', 12, 540, 31, 2400, 3600.0)")
    data = damage_the_games_index(history_path(path), db)
    # quick_check, which the game once trusted, sees nothing wrong:
    db = sqlite3.connect(history_path(path))
    assert db.execute("PRAGMA quick_check").fetchall() == [("ok",)]
    db.close()
    _model, session = make_session(path)
    said = told(session)
    session.restore()
    classic = [g for g in games if g.mode == "classic"]
    assert session.stats("classic").games == len(classic) + 12 == 462
    assert session.stats("classic").score == sum(g.score for g in classic) + 2400
    assert session.stats("arcade").games == 150
    aside = session.history.set_aside
    assert aside is not None and aside.read_bytes() == bytes(data)
    assert said == [
        f"Your game history could not be read and was set aside in {aside}. "
        "600 games could still be read and were kept."
    ]


@pytest.mark.slow
def test_a_long_history_with_one_bad_page_keeps_every_readable_game(tmp_path, qtbot):
    """Only the first 20,000 rows were once carried over from a damaged
    history, while the notice said they were all that could be read."""
    path = tmp_path / "s.ini"
    games = records(30_000)
    write_history(history_path(path), games)
    data = bytearray(history_path(path).read_bytes())
    leaves = btree_leaves(bytes(data), root_page(history_path(path), "games"))
    size = page_size(bytes(data))
    bad = leaves[len(leaves) // 2]
    data[(bad - 1) * size + 8 : bad * size] = random.Random(1).randbytes(size - 8)
    history_path(path).write_bytes(bytes(data))
    expected = readable(history_path(path), 30_000)
    assert 29_000 < len(expected) < 30_000
    _model, session = make_session(path)
    said = told(session)
    session.restore()
    kept = session.history.games()
    assert set(kept) == expected
    assert said == [
        f"Your game history could not be read and was set aside in {session.history.set_aside}. "
        f"{len(expected)} games could still be read and were kept."
    ]


def stray_journal(path: Path) -> bytes:
    """A write-ahead journal as another history's crash leaves it."""
    other = path.with_name("other.sqlite")
    History(other).close()
    db = sqlite3.connect(other)
    db.execute("PRAGMA wal_autocheckpoint=0")
    with db:
        db.executemany(
            f"INSERT INTO games ({COLUMNS}) VALUES ({', '.join('?' * 11)})", records(3, seed=9)
        )
    journal = other.with_name(other.name + "-wal").read_bytes()
    db.close()
    return journal


def test_a_stray_journal_is_never_folded_into_a_history_set_aside(tmp_path, qtbot):
    """A -wal from another crash beside an intact history was replayed into
    it on close: the file set aside shrank and was malformed, "0 games could
    still be read".  Now both are set aside byte for byte, and every game of
    the history is kept."""
    path = tmp_path / "s.ini"
    games = records(200)
    write_history(history_path(path), games)
    original = history_path(path).read_bytes()
    journal = stray_journal(history_path(path))
    history_path(path).with_name(history_path(path).name + "-wal").write_bytes(journal)
    _model, session = make_session(path)
    said = told(session)
    session.restore()
    aside = session.history.set_aside
    assert aside is not None
    session.history.close()
    assert aside.read_bytes() == original
    assert aside.with_name(aside.name + "-wal").read_bytes() == journal
    kept = set(History(history_path(path)).games())
    assert set(games) <= kept
    assert f"{len(kept)} games could still be read and were kept." in said[0]


def test_a_history_left_with_its_own_journal_after_a_crash_opens_whole(tmp_path, qtbot):
    """The game killed while its history was open: the file and its
    write-ahead journal, which holds the last games, are left together.
    That is no damage: the next start opens them as they are, every game
    there, nothing set aside."""
    path = tmp_path / "h.sqlite"
    games = records(30)
    earlier = History(path)  # an earlier session: its games are in the file itself
    for game in games[:10]:
        earlier.add(game)
    earlier.close()
    first = History(path)
    for game in games[10:]:
        first.add(game)
    journal = path.with_name(path.name + "-wal")
    assert journal.exists() and journal.stat().st_size > 0  # the games are in it yet
    crashed = tmp_path / "crashed"
    crashed.mkdir()
    for name in (path.name, journal.name):  # as the disk held them at the kill
        shutil.copyfile(tmp_path / name, crashed / name)
    first.close()
    again = History(crashed / path.name)
    assert again.set_aside is None and again.damage is None
    assert set(again.games()) == set(games)
    again.close()


def test_a_history_locked_by_another_program_is_read_as_it_stands(tmp_path, qtbot):
    """A history in another program's exclusive locking mode showed 0 games
    after a 7 s start."""
    path = tmp_path / "s.ini"
    games = records(151)
    write_history(history_path(path), games)
    locker = sqlite3.connect(history_path(path), isolation_level=None)
    locker.execute("PRAGMA locking_mode=EXCLUSIVE")
    locker.execute("BEGIN EXCLUSIVE")
    try:
        model, session = make_session(path)
        said = told(session)
        session.restore()
        assert set(session.history.games()) == set(games)
        assert session.stats("classic").games == 114 and session.stats("arcade").games == 37
        assert said == [
            f"Your game history cannot be saved (another program is using {history_path(path)}). "
            "The games you play now count until you quit."
        ]
        model.place(*model.game.legal_moves()[0])
        model.new_game(model.rules)  # abandoned: counted, in memory
        assert session.stats("classic").games + session.stats("arcade").games == 152
    finally:
        locker.execute("ROLLBACK")
        locker.close()


def test_a_history_from_a_newer_version_is_shown_and_left_as_it_is(tmp_path, qtbot):
    """It was called unreadable and moved aside, so the newer version later
    found it replaced."""
    path = tmp_path / "s.ini"
    games = records(40)
    write_history(history_path(path), games)
    db = sqlite3.connect(history_path(path))
    with db:
        db.execute("UPDATE meta SET value = '2' WHERE key = 'schema'")
        db.execute("CREATE TABLE replays (game INTEGER, frames BLOB)")  # what 2 might add
    db.close()
    before = history_path(path).read_bytes()
    model, session = make_session(path)
    said = told(session)
    session.restore()
    assert session.history.set_aside is None
    assert set(session.history.games()) == set(games)
    assert said == [
        f"Your game history ({history_path(path)}) was written by a newer version of Block "
        "Puzzle. It is shown as it is and left unchanged; the games you play now count until "
        "you quit."
    ]
    model.place(*model.game.legal_moves()[0])
    model.new_game(model.rules)
    assert len(session.history.games()) == 41
    session.history.close()
    assert history_path(path).read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["s.history.sqlite", "s.ini"]


def test_a_full_disk_is_told_as_a_full_disk(tmp_path, qtbot):
    """It was told as "disk I/O error"."""
    games = records(30)
    source = tmp_path / "h.sqlite"
    write_history(source, games)
    with full_disk(tmp_path, lambda f: shutil.copy(source, history_path(f / "s.ini"))) as folder:
        model, session = make_session(folder / "s.ini")
        said = told(session)
        session.restore()
        assert set(session.history.games()) == set(games)
        assert sorted(said) == [
            "Your game history cannot be saved (the disk is full). The games you play now "
            "count until you quit.",
            "Your progress cannot be saved (the disk is full). You can keep playing.",
        ]
        session.history.close()
        del model, session


def test_a_disk_that_fills_up_mid_game_is_told_at_the_move_that_could_not_be_saved(tmp_path, qtbot):
    """The game in progress is written at every move: the first move the
    disk cannot take says so at once, not at the end of the game."""
    opened: list = []

    def start(folder: Path) -> None:
        model, session = make_session(folder / "s.ini")
        session.restore()
        model.place(*model.game.legal_moves()[0])  # saved: the disk had room
        opened.append((model, session, told(session)))

    with full_disk(tmp_path, start):
        model, session, said = opened[0]
        assert said == []
        for _ in range(3):  # a write may still fit in the journal's own pages
            if said or model.game.over:
                break
            model.place(*model.game.legal_moves()[0])
        assert not model.game.over
        assert said and said[0].startswith("Your game history cannot be saved (the disk is full)")
        session.history.close()


def test_a_history_whose_folder_is_a_file_names_it(tmp_path, qtbot):
    """It was told as "File exists"."""
    blocker = tmp_path / "games"
    blocker.write_text("")
    history = History(blocker / "deeper" / "h.sqlite")
    assert history.write_cause == "not-a-folder" and history.write_where == blocker
    _model, session = session_at(blocker / "deeper" / "s.ini")
    assert session.history.write_where == blocker
    assert os.path.isfile(blocker)


def test_a_schema_damaged_into_bytes_that_are_not_text_is_set_aside(tmp_path, qtbot):
    """A damaged byte in the schema's own text made SQLite's error message
    undecodable: a UnicodeDecodeError, not a database error, escaped and the
    game could not start (found by the fuzz test below, now and then)."""
    path = tmp_path / "s.ini"
    games = records(20)
    write_history(history_path(path), games)
    data = bytearray(history_path(path).read_bytes())
    # sqlite_master's row for the table: its type, name and table name side
    # by side ("tablegamesgames"), then its page and its CREATE statement.
    at = data.index(b"tablegamesgames")
    data[at + len("tablega")] = 0xF6  # its name: "ga\xf6es"
    history_path(path).write_bytes(bytes(data))
    with pytest.raises(UnicodeDecodeError):  # what sqlite3 itself does with it
        db = sqlite3.connect(history_path(path))
        try:
            db.execute("SELECT count(*) FROM games").fetchall()
        finally:
            db.close()
    _model, session = make_session(path)
    said = told(session)
    session.restore()
    aside = session.history.set_aside
    assert aside is not None and aside.read_bytes() == bytes(data)
    assert len(said) == 1 and said[0].startswith(
        f"Your game history could not be read and was set aside in {aside}."
    )


OLD_TABLES = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE games (
    id INTEGER PRIMARY KEY, mode TEXT NOT NULL, seed INTEGER NOT NULL,
    rotation INTEGER NOT NULL, started TEXT NOT NULL, ended TEXT NOT NULL,
    score INTEGER NOT NULL, lines INTEGER NOT NULL, placements INTEGER,
    seconds REAL NOT NULL, ending TEXT NOT NULL, moves TEXT, UNIQUE (mode, seed, started)
);
CREATE TABLE carried (
    mode TEXT PRIMARY KEY, games INTEGER NOT NULL, best INTEGER NOT NULL,
    lines INTEGER NOT NULL, score INTEGER NOT NULL, seconds REAL NOT NULL
);
INSERT INTO meta VALUES ('schema', '1');
"""


def test_an_older_history_read_as_it_stands_has_what_this_version_adds(tmp_path, qtbot):
    """A history of the previous version (no hints, no tallies), locked by
    another program: read as it stands, the Fairness page and the hints
    still work on it, in memory."""
    import random as _random

    from blockpuzzle.engine import CLASSIC, Game
    from blockpuzzle.engine.moves import encode

    path = tmp_path / "h.sqlite"
    db = sqlite3.connect(path)
    db.executescript(OLD_TABLES)
    rng = _random.Random(1)
    game = Game(CLASSIC, 5)
    while not game.over:
        game.place(*rng.choice(game.legal_moves()))
    record = GameRecord("classic", 5, False, "2026-01-01T00:00:00+00:00",
                        "2026-01-01T00:09:00+00:00", game.score, game.lines,
                        len(game.moves), 540.0, "over", encode(game.moves))  # fmt: skip
    with db:
        db.execute(f"INSERT INTO games ({COLUMNS}) VALUES ({', '.join('?' * 11)})", record)
    db.execute("PRAGMA locking_mode=EXCLUSIVE")
    db.execute("BEGIN EXCLUSIVE")
    try:
        history = History(path)
        assert history.write_cause == "locked" and history.games() == [record]
        assert history.fill_tallies(seconds=10) == 0
        assert history.dealt("classic").games == 1
        later = record._replace(seed=6, started="2026-01-02T00:00:00+00:00")
        assert not history.add(later, hints=2)  # in memory only
        assert history.hinted() == {("classic", 6, "2026-01-02T00:00:00+00:00"): 2}
    finally:
        db.execute("ROLLBACK")
        db.close()


@pytest.mark.parametrize(
    ("error", "kind"),
    [
        # The system's words for a read-only mount, on a folder that still
        # takes files (an overlay, a network share): what the error says.
        (OSError(30, "Read-only file system"), "read-only"),
        (sqlite3.OperationalError("attempt to write a readonly database"), "read-only"),
        (sqlite3.OperationalError("database is locked"), "locked"),
        # Nothing on the disk explains it: no cause is made up.
        (sqlite3.OperationalError("disk I/O error"), ""),
    ],
)
def test_why_a_history_cannot_be_written_is_what_the_disk_says(tmp_path, error, kind):
    from blockpuzzle.store.damage import diagnose

    path = tmp_path / "s.history.sqlite"
    path.write_bytes(b"")
    assert diagnose(path, error) == (kind, path)


@pytest.mark.parametrize(("free", "kind"), [(1_000, "full"), (65_535, "full"), (65_536, "")])
def test_a_disk_with_almost_no_room_left_is_a_full_disk(tmp_path, monkeypatch, free, kind):
    """Under 64 KiB free, SQLite cannot grow its journal: told as full."""
    from blockpuzzle.store.damage import diagnose

    usage = shutil.disk_usage(tmp_path)
    monkeypatch.setattr(shutil, "disk_usage", lambda _p: usage._replace(free=free))
    path = tmp_path / "s.history.sqlite"
    found = diagnose(path, sqlite3.OperationalError("disk I/O error"))
    assert found == (kind, tmp_path if kind else path)


def test_what_belongs_to_each_game_and_the_practice_positions_survive_the_damage(tmp_path, qtbot):
    """A damaged history set aside keeps, of every game it could still
    read, the hints it had, its day as today's deal and its retried moves —
    each with its own game, which has a new row number in the new history —
    and every practice position with its schedule."""
    path = tmp_path / "s.ini"
    games = records(600)
    write_history(history_path(path), games)
    db = sqlite3.connect(history_path(path))
    rows = dict(db.execute("SELECT id, mode || ' ' || seed || ' ' || started FROM games"))
    hints = {rows[i]: i % 5 + 1 for i in rows if i % 7 == 0}
    days = {rows[i]: f"2026-11-{i % 28 + 1:02d}" for i in rows if i % 11 == 0}
    retried = {(rows[i], i % 30 + 1): ("best" if i % 2 else "mistake", i % 4 + 1)
               for i in rows if i % 13 == 0}  # fmt: skip
    drills = [(g.mode, int(g.rotation), g.seed, g.started, n % 40 + 1, "AAAB", "holes",
               f"2026-12-{n % 28 + 1:02d}T08:00:00+00:00", n % 3, n % 5, n % 2)
              for n, g in enumerate(games[:25])]  # fmt: skip
    with db:
        ids = {key: i for i, key in rows.items()}
        db.executemany("INSERT INTO hints VALUES (?, ?)", [(ids[k], n) for k, n in hints.items()])
        db.executemany("INSERT INTO dailies VALUES (?, ?)", [(ids[k], d) for k, d in days.items()])
        db.executemany("INSERT INTO retries VALUES (?, ?, ?, ?)",
                       [(ids[k], m, v, t) for (k, m), (v, t) in retried.items()])  # fmt: skip
        db.executemany(
            "INSERT INTO drills (mode, rotation, seed, started, move, moves, theme, due, streak, "
            "tries, solved) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", drills
        )  # fmt: skip
        # The games' rows numbered apart from how a new history numbers them.
        db.execute("UPDATE games SET id = id + 1000")
        for table in ("hints", "dailies", "retries"):
            db.execute(f"UPDATE {table} SET game = game + 1000")
    damage_the_games_index(history_path(path), db)
    _model, session = make_session(path)
    session.restore()
    assert session.history.set_aside is not None
    session.history.close()
    kept = sqlite3.connect(history_path(path))
    key = "g.mode || ' ' || g.seed || ' ' || g.started"
    assert (
        dict(kept.execute(f"SELECT {key}, h.count FROM hints h JOIN games g ON g.id = h.game"))
        == hints
    )
    assert (
        dict(kept.execute(f"SELECT {key}, d.day FROM dailies d JOIN games g ON g.id = d.game"))
        == days
    )
    assert {
        (k, m): (v, t)
        for k, m, v, t in kept.execute(
            f"SELECT {key}, r.move, r.verdict, r.tries FROM retries r JOIN games g ON g.id = r.game"
        )
    } == retried
    assert sorted(kept.execute(
        "SELECT mode, rotation, seed, started, move, moves, theme, due, streak, tries, solved "
        "FROM drills"
    )) == sorted(drills)  # fmt: skip
    kept.close()
