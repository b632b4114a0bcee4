"""The game history: every game kept, statistics as queries, old statistics
imported once, and a damaged, read-only or locked database never costing a
game that can still be read."""

from __future__ import annotations

import contextlib
import csv
import errno
import os
import random
import sqlite3
import subprocess
from pathlib import Path

import pytest

from blockpuzzle.engine import ARCADE, CLASSIC, Game, rules
from blockpuzzle.engine.moves import decode
from blockpuzzle.models.game import GameModel
from blockpuzzle.store.history import SCHEMA, GameRecord, History, ModeStats, history_path
from blockpuzzle.store.session import Session

from ..helpers import (
    WINDOWS,
    driver,
    finish,
    game_position,
    games_played,
    make_session,
    on_disk,
    readme_number,
    session_at,
    told,
    under_wine,
    valid_file,
)


def played(tmp_path: Path, games: int = 6) -> tuple[GameModel, Session]:
    """A session that finished ``games`` games (both modes) and abandoned one."""
    model, session = games_played(tmp_path / "s.ini", games, lambda n: 1000 + n, random.Random(4))
    model.new_game(CLASSIC, seed=2000)
    model.place(*model.game.legal_moves()[0])
    model.new_game(CLASSIC, seed=2001)  # the one before is abandoned
    return model, session


def test_every_game_is_kept_with_its_moves_and_replays_to_its_score(tmp_path, qtbot):
    _model, session = played(tmp_path)
    games = session.history.games()
    assert [g.ending for g in games] == ["over"] * 6 + ["abandoned"]
    assert [g.seed for g in games] == [*range(1000, 1006), 2000]
    for game in games:
        assert game.number is not None and len(game.number) == 10
        assert game.started <= game.ended
        assert game.placements == len(decode(game.moves or ""))
        replayed = Game.replay(rules(game.mode, game.rotation), game.seed, decode(game.moves or ""))
        assert (replayed.score, replayed.lines) == (game.score, game.lines)
        assert replayed.over == (game.ending == "over")


def test_statistics_are_queries_over_the_history(tmp_path, qtbot):
    _model, session = played(tmp_path)
    games = session.history.games()
    for mode in ("classic", "arcade"):
        mine = [g for g in games if g.mode == mode]
        stats = session.stats(mode)
        assert stats.games == len(mine)
        assert stats.best == max(g.score for g in mine)
        assert stats.lines == sum(g.lines for g in mine)
        assert stats.score == sum(g.score for g in mine)
        assert stats.seconds == pytest.approx(sum(g.seconds for g in mine))


def test_a_game_is_kept_once_however_often_it_is_written(tmp_path):
    history = History(tmp_path / "h.sqlite")
    record = GameRecord("classic", 5, False, "2026-11-30T08:00:00+00:00",
                        "2026-11-30T08:05:00+00:00", 50, 2, 12, 300.0, "over", None)  # fmt: skip
    assert history.add(record) and history.add(record)
    assert history.games() == [record] and history.stats("classic").games == 1
    assert history.has("classic", 5, "2026-11-30T08:00:00+00:00")
    assert not history.has("classic", 5, "2026-11-30T08:00:01+00:00")


LEGACY = """[game]
mode=classic

[meta]
schema=1

[prefs]
sound=false

[stats]
arcade\\best=77
arcade\\games=2
arcade\\lines=3
arcade\\score=120
arcade\\seconds=61.5
classic\\best=540
classic\\games=12
classic\\lines=40
classic\\score=2400
classic\\seconds=3600.0
"""
LEGACY_STATS = {
    "classic": ModeStats(12, 540, 40, 2400, 3600.0),
    "arcade": ModeStats(2, 77, 3, 120, 61.5),
}


@pytest.mark.parametrize(
    "damage",
    ["", '[game]\nmode="classic', "[game]\nmode=classic\\"],
    ids=["sound", "unbalanced quote", "trailing backslash"],
)
def test_statistics_of_an_older_file_are_imported_once(tmp_path, qtbot, damage):
    """An older file's six numbers a mode become carried-over totals, even
    where a damaged line above them hides them from QSettings."""
    path = tmp_path / "old.ini"
    path.write_text(LEGACY.replace("[game]\nmode=classic", damage) if damage else LEGACY)
    model, session = session_at(path)
    for mode, stats in LEGACY_STATS.items():
        assert session.stats(mode) == stats, mode
    assert model.best == 540
    assert "[stats]" not in path.read_text() and "best=540" not in path.read_text()
    assert session.prefs.sound is False
    # A game played now adds to them; the next start imports nothing again.
    finish(model, random.Random(1))
    score, lines = model.score, model.game.lines
    session.history.close()
    _model, again = session_at(path)
    assert again.stats("classic").games == 13
    assert again.stats("classic").score == 2400 + score
    assert again.stats("classic").lines == LEGACY_STATS["classic"].lines + lines
    # The best is the better of the two, never their sum.
    assert again.stats("classic").best == max(540, score)
    assert again.stats("arcade") == LEGACY_STATS["arcade"]


def test_an_import_that_cannot_reach_the_disk_leaves_the_old_file_as_it_was(tmp_path, qtbot):
    path = tmp_path / "old.ini"
    path.write_text(LEGACY)
    history_path(path).mkdir()  # a folder where the database should be
    _model, session = session_at(path)
    assert session.stats("classic") == LEGACY_STATS["classic"]  # counted, in memory
    assert "classic\\best=540" in path.read_text()  # still in the file for next time


def test_kill_at_the_moment_a_game_ends_counts_it_once(tmp_path):
    """The process dies the moment the history has the game: it is no
    longer the game in progress either (one transaction), so the next start
    neither resumes it nor counts it twice."""
    path = tmp_path / "s.ini"
    started = driver(path, "play", "3")
    assert started.returncode == 0, started.stderr
    crashed = driver(path, "finish", "7", env={**os.environ, "BP_CRASH_AFTER_HISTORY": "1"})
    assert crashed.returncode == 9 and "crashed after" in crashed.stdout, crashed.stderr
    assert on_disk(path) is None  # the game in progress went with it …
    games = driver(path, "history").stdout.splitlines()
    assert len(games) == 1
    restored = driver(path, "print")  # … but it is not played on
    assert '"score": "0"' in restored.stdout and '"deals": "1"' in restored.stdout
    assert len(driver(path, "history").stdout.splitlines()) == 1


# -- damage ------------------------------------------------------------------------------


def readable_rows(path: Path) -> list[GameRecord]:
    """Every game sqlite itself can still read from ``path``, row by row,
    that is a game this module could have written."""
    found = []
    with contextlib.suppress(sqlite3.Error):
        db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        # A damaged byte in a text column reads as U+FFFD, as the history
        # reads it (not a UnicodeDecodeError out of the query).
        db.text_factory = lambda data: data.decode("utf-8", "replace")
        try:
            for rowid in range(1, 40):
                # A damaged schema's name in an error message may not be
                # text either.
                with contextlib.suppress(sqlite3.Error, UnicodeDecodeError):
                    for row in db.execute(
                        "SELECT mode, seed, rotation, started, ended, score, lines, placements,"
                        " seconds, ending, moves FROM games WHERE rowid = ?", (rowid,)
                    ):  # fmt: skip
                        record = GameRecord.checked(row)
                        if record is not None:
                            found.append(record)
        finally:
            db.close()
    return found


def damaged_databases(original: bytes, rng: random.Random):
    for _ in range(60):
        yield "truncated", original[: rng.randrange(len(original))]
    for _ in range(80):
        data = bytearray(original)
        for _ in range(rng.randrange(1, 8)):
            data[rng.randrange(len(data))] = rng.randrange(256)
        yield "byte flips", bytes(data)
    for _ in range(30):
        # A whole page overwritten.
        data = bytearray(original)
        page = rng.randrange(len(data) // 4096) * 4096
        data[page : page + 4096] = bytes(rng.randrange(256) for _ in range(4096))
        yield "page garbage", bytes(data)
    for _ in range(20):
        yield "all garbage", bytes(rng.randrange(256) for _ in range(rng.randrange(0, 9000)))
    for header_byte in range(0, 100, 10):
        data = bytearray(original)
        data[header_byte] ^= 0xFF
        yield "header", bytes(data)


@pytest.mark.slow
def test_two_hundred_damaged_databases_never_crash_and_keep_every_readable_game(tmp_path, qtbot):
    files = valid_file(tmp_path)
    rng = random.Random(13)
    tried = set_aside = kept = resumed = 0
    for n, (name, data) in enumerate(damaged_databases(files.history, rng)):
        folder = tmp_path / f"d{n}"
        folder.mkdir()
        settings = folder / "settings.ini"
        settings.write_bytes(files.settings)
        history_path(settings).write_bytes(data)
        readable = readable_rows(history_path(settings))
        model, session = make_session(settings)
        said = told(session)
        session.restore()  # no exception escapes
        tried += 1
        history = session.history
        # The game in progress comes back exactly, or a new game begins and
        # the player is told so.
        lost = [s for s in said if s.startswith("The game you were playing could not be read")]
        said = [s for s in said if s not in lost]
        if model.score:
            assert not lost and game_position(model.game) == files.position, name
        if history.set_aside is not None:
            set_aside += 1
            assert history.set_aside.read_bytes() == data, name  # kept, whole
            assert len(said) == 1 and str(history.set_aside) in said[0], (name, said)
        else:
            assert said == [], (name, said)
        resumed += bool(model.score)
        games = history.games()
        for record in readable:
            assert record in games, (name, record)
            kept += 1
        # The statistics are the games kept, counted here.
        for mode in ("classic", "arcade"):
            mine = [g for g in games if g.mode == mode]
            stats = history.stats(mode)
            assert (stats.games, stats.score) == (len(mine), sum(g.score for g in mine)), name
        # The game goes on and is kept.
        finish(model, random.Random(n))
        seed, score = model.game.seed, model.score
        model.new_game(CLASSIC)
        last = history.games()[-1]
        assert (last.seed, last.score, last.ending) == (seed, score, "over"), name
        history.close()
    print(
        f"{tried} damaged histories, {set_aside} set aside, {kept} readable games kept, "
        f"{resumed} games in progress resumed"
    )
    assert tried >= 200 and set_aside > 50 and kept > 100 and resumed > 50


def assert_kept_anew(path: Path, model, session) -> None:  # type: ignore[no-untyped-def]
    """The saved game, finished after its history was set aside, is kept in
    the new history: the next start counts it and says nothing."""
    finish(model, random.Random(3))
    session.history.close()
    _model, again = make_session(path)
    said = told(again)
    again.restore()
    assert said == [] and again.stats("arcade").games == 1


def test_a_damaged_database_is_set_aside_and_the_player_told_once(tmp_path, qtbot):
    files = valid_file(tmp_path)
    path = tmp_path / "s.ini"
    path.write_bytes(files.settings)
    history_path(path).write_bytes(b"SQLite format 3\x00" + b"\x00" * 50)
    model, session = make_session(path)
    said = told(session)
    session.restore()
    aside = session.history.set_aside
    assert aside is not None and aside.exists() and aside.name.endswith(".damaged.sqlite")
    assert said == [
        f"Your game history could not be read and was set aside in {aside}. "
        "0 games could still be read and were kept."  # %n: no plural in English for 0
    ]
    assert_kept_anew(path, model, session)


def schema_damaged(history: bytes) -> bytes:
    """A history whose schema (the table of tables, on its first page) no
    longer parses: every query SQLite is asked fails, whatever its table."""
    at = history.index(b"CREATE TABLE games")
    return history[:at] + b"CREATE TABLX games" + history[at + 18 :]


@pytest.mark.parametrize(
    "damage",
    [schema_damaged, lambda history: history[:29]],
    ids=["schema no longer parses", "cut after 29 bytes"],
)
def test_a_history_of_which_nothing_can_be_read_is_given_up_on_at_once(
    tmp_path, qtbot, monkeypatch, damage
):
    """Where no row of any table can be read, the game does not ask for
    the rows one by one before it starts (it asked for 30,000 by number,
    each failing alike: 1.8 s here, over 30 s under Wine)."""
    files = valid_file(tmp_path)
    path = tmp_path / "s.ini"
    path.write_bytes(files.settings)
    damaged = damage(files.history)
    history_path(path).write_bytes(damaged)
    with contextlib.closing(sqlite3.connect(":memory:")) as db:
        db.deserialize(damaged)
        with pytest.raises(sqlite3.DatabaseError):  # SQLite itself reads nothing of it
            db.execute("SELECT * FROM games").fetchall()
    asked: list[str] = []

    class Counting(sqlite3.Connection):
        def execute(self, sql, *args):  # type: ignore[no-untyped-def,override]
            asked.append(sql)
            return super().execute(sql, *args)

    connect = sqlite3.connect
    monkeypatch.setattr(sqlite3, "connect", lambda *a, **k: connect(*a, factory=Counting, **k))
    model, session = make_session(path)
    said = told(session)
    session.restore()
    assert len(asked) < 100, f"{len(asked)} queries, {len(set(asked))} different"
    aside = session.history.set_aside
    assert aside is not None and aside.read_bytes() == damaged
    assert len(said) == 1 and "0 games could still be read" in said[0]
    assert_kept_anew(path, model, session)


def test_a_history_whose_games_table_is_not_ours_is_set_aside(tmp_path, qtbot):
    """A database of the same name with a games table of other columns (a
    program of another make, a hand-made file): it is set aside and the
    player told, and the games played now are kept in a new one."""
    files = valid_file(tmp_path)
    path = tmp_path / "s.ini"
    path.write_bytes(files.settings)
    with contextlib.closing(sqlite3.connect(history_path(path))) as db, db:
        db.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
        db.execute("INSERT INTO meta VALUES ('schema', ?)", (str(SCHEMA),))  # this version's
        db.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, player TEXT, points INTEGER)")
        db.execute("INSERT INTO games VALUES (1, 'ana', 120)")
    model, session = make_session(path)
    said = told(session)
    session.restore()
    aside = session.history.set_aside
    assert aside is not None and aside.exists()
    assert len(said) == 1 and said[0].startswith(
        f"Your game history could not be read and was set aside in {aside}."
    )
    assert_kept_anew(path, model, session)


@contextlib.contextmanager
def read_only_file(path: Path):  # type: ignore[no-untyped-def]
    """``path`` made unwritable, even for root (the immutable attribute)."""
    root = not WINDOWS and os.geteuid() == 0  # Windows honours the attribute for all
    if root:
        subprocess.run(["chattr", "+i", str(path)], check=True)
    else:
        path.chmod(0o444)
    try:
        if under_wine():
            try:
                path.open("ab").close()
            except PermissionError:
                pass
            else:
                pytest.skip("Wine, run as root, lets a read-only file be written")
        yield path
    finally:
        if root:
            subprocess.run(["chattr", "-i", str(path)], check=True)
        path.chmod(0o644)


def history_unsaved(why: str) -> str:
    """The notice of a history that cannot be written, whole."""
    return (
        f"Your game history cannot be saved ({why}). The games you play now count until you quit."
    )


def test_a_read_only_history_lets_the_game_go_on_and_says_so_once(tmp_path, qtbot):
    files = valid_file(tmp_path)
    path = tmp_path / "s.ini"
    path.write_bytes(files.settings)
    history_path(path).write_bytes(files.history)
    with read_only_file(history_path(path)):
        model, session = make_session(path)
        said = told(session)
        session.restore()
        assert said == [history_unsaved(f"{history_path(path)} cannot be written to")]
        assert vars(session.stats("classic")) == files.stats["classic"]  # still read
        finish(model, random.Random(2))
        model.new_game(CLASSIC)
        assert session.stats("arcade").games == files.stats["arcade"]["games"] + 1
        assert len(said) == 1
        session.history.close()
    assert history_path(path).read_bytes() == files.history


def test_a_locked_history_lets_the_game_go_on_and_says_so_once(tmp_path, qtbot):
    model, session = session_at(tmp_path / "s.ini")
    said = told(session)
    locker = sqlite3.connect(history_path(tmp_path / "s.ini"), isolation_level=None)
    locker.execute("BEGIN EXCLUSIVE")
    try:
        finish(model, random.Random(2))
        model.new_game(CLASSIC)
        finish(model, random.Random(3))
    finally:
        locker.execute("ROLLBACK")
        locker.close()
    assert said == [history_unsaved(f"another program is using {history_path(tmp_path / 's.ini')}")]
    assert "locked" in str(session.history.write_error)
    assert session.stats("classic").games == 2  # both counted, in memory


def open_files() -> set[str]:
    """The files this process holds open (Linux's /proc; none known else)."""
    found = set()
    folder = Path("/proc/self/fd")
    for entry in folder.iterdir() if folder.is_dir() else ():
        with contextlib.suppress(OSError):  # closed while we looked
            found.add(os.readlink(entry))
    return found


def test_reset_keeps_a_copy_of_the_history(tmp_path, qtbot):
    _model, session = played(tmp_path)
    before = session.history.games()
    backup = session.history.reset()
    assert backup is not None and backup.name.endswith(".reset.sqlite")
    # The copy is let go at once: the player may move or delete it while
    # the game runs (Windows refuses for a file a program holds open).
    assert str(backup) not in open_files()
    assert session.stats("classic") == ModeStats()
    assert History(backup).games() == before


def test_the_history_exports_every_column_of_every_game(tmp_path, qtbot):
    """The CSV against the database read directly: every column of every
    row, compared whole."""
    _model, session = played(tmp_path)
    out = tmp_path / "games.csv"
    assert session.history.export_csv(out) == 7
    db = sqlite3.connect(history_path(tmp_path / "s.ini"))
    db.row_factory = sqlite3.Row
    rows = db.execute("SELECT * FROM games ORDER BY ended, id").fetchall()
    db.close()
    expected = [
        "number,mode,seed,rotation,started,ended,score,lines,placements,seconds,ending,moves,daily"
    ]
    for row in rows:
        cells = [readme_number(row["mode"], row["seed"]), row["mode"], str(row["seed"])]
        cells += [str(bool(row["rotation"])), row["started"], row["ended"]]
        cells += [str(row[k]) for k in ("score", "lines", "placements", "seconds", "ending")]
        moves = row["moves"]
        cells.append("'" + moves if moves[0] in "=+-@" else moves)
        cells.append("")  # none of them a day's deal
        expected.append(",".join(cells))
    assert len(expected) == 8
    assert out.read_text(encoding="utf-8").splitlines() == expected


def test_a_cell_a_spreadsheet_would_run_is_made_inert(tmp_path, qtbot):
    """Moves start with "-" when the first piece stands on row 8, column 7:
    a spreadsheet would run the cell as a formula."""
    model, session = session_at(tmp_path / "s.ini")
    model.new_game(CLASSIC, seed=3)
    model.place(2, 7, 6)
    model.new_game(CLASSIC, seed=6)
    model.place(1, 7, 7)
    model.new_game(CLASSIC, seed=7)  # both abandoned: kept
    out = tmp_path / "games.csv"
    assert session.history.export_csv(out) == 2
    with out.open(encoding="utf-8", newline="") as f:
        moves = [row["moves"] for row in csv.DictReader(f)]
    # Two characters a move (moves.py): the cell row * 8 + col, then
    # slot * 4 + turns, in the URL-safe base-64 alphabet: 62 is "-", 63 "_".
    assert moves == ["'-I", "_E"]


@pytest.mark.parametrize(
    ("cell", "written"),
    [
        # OWASP's list of what a spreadsheet reads as the start of a formula.
        ("=1+1", "'=1+1"), ("+1", "'+1"), ("-I", "'-I"), ("@SUM(A1)", "'@SUM(A1)"),
        ("\tcmd", "'\tcmd"), ("\rcmd", "'\rcmd"),
        # Anything else as it is; numbers are numbers, even negative ones.
        ("classic", "classic"), ("_E", "_E"), (" =1", " =1"), ("", ""), (-5, -5), (2.5, 2.5),
    ],
)  # fmt: skip
def test_each_cell_a_spreadsheet_would_run_gets_an_apostrophe_and_no_other(cell, written):
    from blockpuzzle.store.export import not_a_formula

    assert not_a_formula(cell) == written


def test_an_export_that_fails_leaves_the_old_file_and_nothing_else(tmp_path, qtbot, monkeypatch):
    _model, session = played(tmp_path)
    folder = tmp_path / "out"
    folder.mkdir()
    target = folder / "games.csv"
    target.write_text("what was there\n")

    def failing_replace(src, dst):  # type: ignore[no-untyped-def]
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "replace", failing_replace)
    with pytest.raises(OSError):
        session.history.export_csv(target)
    monkeypatch.undo()
    assert sorted(p.name for p in folder.iterdir()) == ["games.csv"]
    assert target.read_text() == "what was there\n"


def test_a_review_is_kept_per_game_and_version_and_a_foreign_table_costs_nothing(tmp_path):
    """The coach's review of a game, kept beside it; another version's is not
    read; a newer version's table of another shape is neither read nor a
    reason to set the history aside."""
    import sqlite3

    from blockpuzzle.store.history import GameRecord, History

    path = tmp_path / "h.sqlite"
    history = History(path)
    one = GameRecord("classic", 5, False, "2026-01-01T00:00:00+00:00",
                     "2026-01-01T00:01:00+00:00", 10, 0, 2, 60.0, "over", "AAAE")  # fmt: skip
    other = one._replace(seed=6, started="2026-01-02T00:00:00+00:00")
    history.add(one)
    history.add(other)
    assert history.review(one, 1) is None
    assert history.keep_review(one, 1, "first")
    assert history.keep_review(other, 1, "second")
    assert history.review(one, 1) == "first" and history.review(other, 1) == "second"
    assert history.review(one, 2) is None
    assert history.keep_review(one, 2, "newer")  # one a game: the newer replaces it
    assert history.review(one, 1) is None and history.review(one, 2) == "newer"
    # A game not in the history keeps nothing.
    history.keep_review(one._replace(seed=7), 1, "nowhere")
    assert history.review(one._replace(seed=7), 1) is None
    history.reset()
    assert history.review(other, 1) is None
    history.close()
    db = sqlite3.connect(path)
    with db:
        db.execute("DROP TABLE reviews")
        db.execute("CREATE TABLE reviews (game INTEGER, frames BLOB)")
    db.close()
    history = History(path)
    history.add(one)
    assert history.review(one, 1) is None and not history.keep_review(one, 1, "x")
    assert history.set_aside is None and history.write_error is None
    assert len(history.games()) == 1
    history.close()


def test_the_moves_a_game_row_may_hold_are_exactly_those_the_engine_reads():
    """The history's quick check of a row's moves agrees with decoding them,
    on every pair of characters and on damaged texts."""
    import itertools
    import random

    from blockpuzzle.engine.moves import ALPHABET, decode
    from blockpuzzle.store.records import moves_text as _moves

    def decodes(text: str) -> bool:
        try:
            decode(text)
        except ValueError:
            return False
        return True

    characters = ALPHABET + "=+/ .\\\"'\u00e9\n"
    for a, b in itertools.product(characters, repeat=2):
        assert _moves(a + b) == decodes(a + b), a + b
    rng = random.Random(3)
    for _ in range(2_000):
        text = "".join(rng.choice(characters) for _ in range(rng.randrange(0, 9)))
        assert _moves(text) == decodes(text), text
    assert _moves("") and not _moves(None) and not _moves(b"AA") and not _moves("AAA")


# A row as the history stores it, and each field at the edge of what a game
# can hold: the largest value kept, and the first one set aside as damage.
ROW = {
    "mode": "classic", "seed": 123, "rotation": 0, "started": "2026-12-02T10:00:00+00:00",
    "ended": "2026-12-02T10:05:00+00:00", "score": 1460, "lines": 80, "placements": 240,
    "seconds": 300.5, "ending": "over", "moves": None,
}  # fmt: skip
EDGES = [
    ("seed", 2**63 - 1, 2**63),
    ("score", 10**12, 10**12 + 1),
    ("lines", 10**12, 10**12 + 1),
    ("placements", 10**12, 10**12 + 1),
    ("seconds", 10**10, 10**10 + 1),
    ("score", 0, -1),
    ("lines", 0, -1),
    ("placements", 0, -1),
    ("seconds", 0, -0.5),
    ("rotation", 1, 2),
    ("placements", None, "240"),
    ("score", 1460, True),
    ("seconds", 300, float("nan")),
    ("ending", "abandoned", "won"),
    ("mode", "arcade", "Classic"),
    ("ended", "2026-12-02T10:05:00", "yesterday"),
]


@pytest.mark.parametrize(("field", "kept", "damaged"), EDGES)
def test_a_rows_values_are_kept_to_their_edge_and_no_further(field, kept, damaged):
    """A hand-edited or damaged history row: kept whole up to the largest
    value a game can hold, set aside (not counted, never a crash) past it."""
    record = GameRecord.checked(tuple({**ROW, field: kept}.values()))
    assert record is not None
    assert getattr(record, field) == kept
    assert GameRecord.checked(tuple({**ROW, field: damaged}.values())) is None


def test_the_scores_tab_reads_the_games_the_list_of_games_holds(tmp_path):
    """History.scores (what the Scores tab draws, read without the rest of
    each game) holds the games of one mode that History.games lists, in its
    order: every sound game, none of the damaged rows — those set aside at
    each field's edge above, and an end SQLite reads as a moment that
    Python does not ('now')."""
    history = History(tmp_path / "history.sqlite")
    rng = random.Random(7)
    kept: dict[str, list[tuple[int, str]]] = {"classic": [], "arcade": []}
    for n in range(40):
        mode = rng.choice(["classic", "arcade"])
        ended = f"2026-12-{1 + rng.randrange(28):02d}T{rng.randrange(24):02d}:{n:02d}:00+00:00"
        score = rng.randrange(0, 3000)
        seed = rng.randrange(1 << 40)  # as a new game draws it
        row = {**ROW, "mode": mode, "seed": seed, "ended": ended, "score": score}
        assert history.add(GameRecord(**row))  # type: ignore[arg-type]
        kept[mode].append((score, ended))
    # Each damaged value as SQLite keeps it: where it cannot (2**63, NaN in a
    # NOT NULL column) or turns it into another (True into 1, "240" into
    # 240: sound values), there is no such row to read.
    damaged = [(field, value) for field, _, value in EDGES] + [("ended", "now")]
    with sqlite3.connect(history.path) as db:
        for n, (field, value) in enumerate(damaged):
            row = {**ROW, "seed": 5000 + n, "started": f"2026-11-01T00:{n:02d}:00+00:00"}
            row[field] = value
            with contextlib.suppress(OverflowError, sqlite3.IntegrityError):
                db.execute(
                    f"INSERT INTO games ({', '.join(row)}) VALUES ({', '.join('?' * len(row))})",
                    tuple(row.values()),
                )
                (back,) = db.execute(f"SELECT {field} FROM games WHERE seed = ?", (5000 + n,))
                if type(back[0]) is not type(value) or back[0] != value:
                    db.execute("DELETE FROM games WHERE seed = ?", (5000 + n,))
    for mode, games in kept.items():
        expected = sorted(games, key=lambda game: game[1])  # by their end
        assert history.scores(mode) == expected
        assert [(g.score, g.ended) for g in history.games(mode)] == expected
    history.close()


def test_reset_after_an_upgrade_forgets_the_totals_carried_over_for_good(tmp_path, qtbot):
    """Statistics an older version kept are carried into the history; Reset
    Statistics forgets them with everything else — shown as none now and at
    every later start (the older file is not read again)."""
    path = tmp_path / "old.ini"
    path.write_text(LEGACY)
    model, session = session_at(path)
    assert session.stats("classic").games == 12
    session.reset_stats()
    none = ModeStats(0, 0, 0, 0, 0.0)
    assert (session.stats("classic"), session.stats("arcade")) == (none, none)
    assert model.kept_best("classic") == 0
    session.history.close()
    db = sqlite3.connect(f"file:{history_path(path)}?mode=ro", uri=True)
    assert db.execute("SELECT count(*) FROM carried").fetchone() == (0,)
    db.close()
    again, restarted = session_at(path)
    assert (restarted.stats("classic"), restarted.stats("arcade")) == (none, none)
    assert again.kept_best("classic") == 0
    restarted.history.close()


@pytest.mark.parametrize("mode", ["classic", "arcade"])
def test_the_next_start_continues_in_the_mode_last_played(tmp_path, qtbot, mode):
    """A game of ``mode`` played to its end, the game quit on the card: the
    next start deals a new game of that mode (the settings file says which,
    read here with configparser)."""
    import configparser

    path = tmp_path / "s.ini"
    model, session = session_at(path)
    model.new_game(ARCADE if mode == "arcade" else CLASSIC, seed=31)
    finish(model, random.Random(31))
    session.history.close()
    ini = configparser.ConfigParser(interpolation=None)
    ini.read(path, encoding="utf-8")
    assert ini["game"]["mode"] == mode
    again, restarted = session_at(path)
    assert again.rules.mode == mode and again.score == 0 and again.game.moves == []
    restarted.history.close()
