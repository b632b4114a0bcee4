"""Statistics ▸ Fairness, as a player opens it: the sentence, the table and
the chart of every piece their games were dealt.  Expected counts are
recounted here from the README's description of the deal (hashlib)."""

from __future__ import annotations

import hashlib
import random
import sqlite3
import struct

import pytest
from PySide6.QtCore import Qt

from blockpuzzle.dialogs.fairness import PiecesModel, p_text
from blockpuzzle.dialogs.statistics import FAIRNESS_TAB
from blockpuzzle.engine import ARCADE, CLASSIC
from blockpuzzle.engine.fairness import chi_square, p_value
from blockpuzzle.store.history import Dealt, history_path

from ..helpers import finish


def recount(mode: str, games) -> list[int]:  # type: ignore[no-untyped-def]
    catalog = (CLASSIC if mode == "classic" else ARCADE).catalog
    counts = [0] * len(catalog)
    for game in games:
        for k in range(1 + game.placements // 3):
            text = f"blockpuzzle-deal:{game.seed}:{k}".encode()
            for n in struct.unpack("<3Q", hashlib.blake2b(text, digest_size=24).digest()):
                counts[n % len(catalog)] += 1
    return counts


def play(win, games: int, rules=CLASSIC, seed: int = 3) -> None:  # type: ignore[no-untyped-def]
    rng = random.Random(seed)
    for _ in range(games):
        win.model.new_game(rules, seed=rng.randrange(1 << 40))
        finish(win.model, rng)


def open_fairness(win, qtbot):  # type: ignore[no-untyped-def]
    win.action("statistics").trigger()
    dialog = win.statistics_dialog
    dialog.ui.tabs.setCurrentIndex(FAIRNESS_TAB)
    qtbot.waitUntil(lambda: not dialog.fairness.timer.isActive(), timeout=20_000)
    return dialog


def table_rows(table) -> list[list[str]]:  # type: ignore[no-untyped-def]
    model = table.model()
    return [
        [model.index(r, c).data() for c in range(model.columnCount())]
        for r in range(model.rowCount())
    ]


def test_the_page_counts_every_piece_and_says_whether_it_was_fair(win, qtbot):
    play(win, games=12)
    dialog = open_fairness(win, qtbot)
    games = win.session.history.games("classic")
    counts = recount("classic", games)
    total = sum(counts)
    p = p_value(chi_square(counts), 18)
    assert p > 0.05  # the game's own deal: fair
    assert dialog.ui.verdictLabel.text() == (
        f"Your {total:,} Classic pieces are what a fair deal gives: p = {p_text(p)}."
    )
    rows = table_rows(dialog.ui.piecesTable)
    assert [row[1] for row in rows] == [f"{c:,}" for c in counts]
    assert rows[0][0] == "A single cell" and rows[-1][0].startswith("A large corner of 5 cells")
    assert {row[2] for row in rows} == {f"{total / 19:.1f}"}
    assert dialog.ui.piecesTable.accessibleName() == "Pieces dealt"
    chart = dialog.fairness.chart_view
    assert chart.accessibleName() == "Chart of the Classic pieces dealt"
    assert chart.accessibleDescription() == dialog.ui.verdictLabel.text()
    bars = chart.chart().series()[0].barSets()[0]
    assert [int(bars.at(i)) for i in range(bars.count())] == counts
    deals = sum(1 + g.placements // 3 for g in games)
    assert (
        dialog.ui.deadLabel.text().startswith("A fresh deal had no piece that fitted anywhere ")
        and f" times in {deals} deals." in dialog.ui.deadLabel.text()
    )


def test_arcade_has_its_own_page(win, qtbot):
    play(win, games=4, rules=ARCADE)
    play(win, games=2)
    dialog = open_fairness(win, qtbot)
    dialog.ui.fairnessModeCombo.setCurrentIndex(1)
    counts = recount("arcade", win.session.history.games("arcade"))
    rows = table_rows(dialog.ui.piecesTable)
    assert len(rows) == 35 and [row[1] for row in rows] == [str(c) for c in counts]
    assert f"Your {sum(counts)} Arcade pieces" in dialog.ui.verdictLabel.text()


def test_a_biased_history_is_called_unlikely_to_be_fair(win, qtbot):
    """A history whose kept tallies were dealt by a dealer that gave the big
    square half as often as the others: the page says so."""
    play(win, games=3)
    history = win.session.history
    history.fill_tallies(seconds=10)
    rng = random.Random(4)
    counts = [0] * 19
    while sum(counts) < 6000 or sum(counts) % 3:
        n = rng.randrange(19)
        if n == 10 and rng.random() < 0.5:  # square3, the 11th shape
            continue
        counts[n] += 1
    db = sqlite3.connect(history_path(win.session.settings.path))
    with db:
        first = db.execute("SELECT min(game) FROM tallies").fetchone()[0]
        # Whole: three pieces a refill, as every tally kept is.
        db.execute(
            "UPDATE tallies SET counts = ?, deals = ? WHERE game = ?",
            (",".join(map(str, counts)), sum(counts) // 3, first),
        )
        db.execute("DELETE FROM tallies WHERE game != ?", (first,))
    db.close()
    # The other games' tallies were removed: they are worked out again, and
    # the biased one is the history's own now.
    dialog = open_fairness(win, qtbot)
    text = dialog.ui.verdictLabel.text()
    assert "are unlikely to come from a fair deal: p = " in text
    p = p_value(chi_square(counts), 18)
    assert p < 0.001


def test_many_games_are_recounted_while_a_progress_bar_shows(win, qtbot, monkeypatch):
    play(win, games=6)
    monkeypatch.setattr("blockpuzzle.dialogs.fairness.SLICE_SECONDS", 0.0)
    win.action("statistics").trigger()
    dialog = win.statistics_dialog
    dialog.ui.tabs.setCurrentIndex(FAIRNESS_TAB)
    bar = dialog.ui.fairnessProgress
    assert bar.isVisible() and bar.maximum() == 5  # one done at once, five to go
    assert dialog.ui.verdictLabel.text() == "Recounting the deals of 5 games…"
    qtbot.waitUntil(lambda: not bar.isVisible(), timeout=10_000)
    counts = recount("classic", win.session.history.games("classic"))
    assert [row[1] for row in table_rows(dialog.ui.piecesTable)] == [str(c) for c in counts]


def test_no_game_yet(win, qtbot):
    dialog = open_fairness(win, qtbot)
    assert dialog.ui.verdictLabel.text() == (
        "No Classic game with its moves kept has been played yet."
    )
    assert table_rows(dialog.ui.piecesTable) == [] and dialog.ui.deadLabel.text() == ""
    # An empty chart and table would say it again, worse: only the sentence.
    assert not dialog.ui.piecesTable.isVisible() and not dialog.fairness.chart_view.isVisible()
    assert dialog.ui.verdictLabel.isVisible()


@pytest.mark.parametrize(
    ("p", "text"), [(0.4213, "0.42"), (0.05, "0.05"), (0.0042, "0.0042"), (0.00001, "< 0.0001")]
)
def test_p_is_written_as_a_person_reads_it(p, text):
    assert p_text(p) == text


def test_the_pieces_model_passes_qt_model_tests(qtmodeltester):
    model = PiecesModel()
    model.set_counts("classic", tuple(range(19)))
    qtmodeltester.check(model)
    assert model.headerData(3, Qt.Orientation.Horizontal) == "Fair range (95 %)"
    # 171 pieces among 19 shapes: 9 each on average, 95 % of fair deals 3 to 15.
    assert model.index(0, 3).data() == "3 to 15"
    # A row as the player reads it: the piece's name on the left, the
    # figures lined up on the right.
    row = [model.index(18, c).data() for c in range(4)]
    name = "A large corner of 5 cells, its bend at the bottom-right"
    assert row == [name, "18", "9.0", "3 to 15"]
    right = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    aligned = [model.index(18, c).data(Qt.ItemDataRole.TextAlignmentRole) for c in range(4)]
    assert aligned == [None, right, right, right]


def test_the_sentence_follows_p_across_its_thresholds(win, qtbot):
    """Counts of 100 a shape but two, d above and d below: chi-square is
    d² / 50, and p crosses 0.05 and 0.001 as d grows."""
    dialog = open_fairness(win, qtbot)
    seen = set()
    for d in range(0, 70):
        counts = [100] * 19
        counts[0] += d
        counts[1] -= d
        p = p_value(d * d / 50, 18)
        dealt = Dealt(tuple(counts), 10, 1, 0, 0.0, 0)
        text = dialog.fairness.verdict(dealt, "classic")
        if p < 0.001:
            expected = (
                f"Your 1,900 Classic pieces are unlikely to come from a fair deal: p = {p_text(p)}."
            )
        elif p < 0.05:
            expected = (
                f"Your 1,900 Classic pieces are more uneven than most fair deals give (p = "
                f"{p_text(p)}), as about one fair history in twenty is."
            )
        else:
            expected = f"Your 1,900 Classic pieces are what a fair deal gives: p = {p_text(p)}."
        assert text == expected, d
        seen.add(expected.split(" ")[5])
    assert seen == {"unlikely", "more", "what"}


def test_too_few_pieces_for_the_test_are_said_to_be(win, qtbot):
    """Pearson's test needs about 5 pieces a shape (95 in Classic): below
    that, no p is given."""
    play(win, games=1)
    dialog = open_fairness(win, qtbot)
    total = sum(recount("classic", win.session.history.games("classic")))
    assert total < 95
    assert dialog.ui.verdictLabel.text() == (
        f"Your {total} Classic pieces are too few yet for the test to tell a fair deal from "
        "a biased one: it needs 95."
    )
    assert dialog.ui.piecesTable.isVisible()  # the counts themselves are shown


def test_the_piece_columns_title_stays_whole_in_a_new_language(win, qtbot):
    """With the page open, the language changes to Indonesian: the table's
    title "Keping" (wider than "Piece") is measured again, so no column,
    the stretching piece column included, can be narrower than it."""
    from blockpuzzle.store.settings import LANGUAGE

    play(win, games=2)
    dialog = open_fairness(win, qtbot)
    header = dialog.ui.piecesTable.horizontalHeader()
    english = header.minimumSectionSize()
    assert english >= header.fontMetrics().horizontalAdvance("Piece")
    win.prefs.set(LANGUAGE, "id")
    assert header.model().headerData(0, Qt.Orientation.Horizontal) == "Keping"
    # Measured again once the dialog hears of the change (Qt posts it).
    needed = header.fontMetrics().horizontalAdvance("Keping")
    qtbot.waitUntil(lambda: header.minimumSectionSize() >= needed, timeout=2000)
    assert header.minimumSectionSize() > english
    win.prefs.set(LANGUAGE, "en")


def shown(dialog) -> tuple:  # type: ignore[no-untyped-def, type-arg]
    """What the Fairness page shows: its sentences, its table, its chart's bars."""
    chart = dialog.fairness.chart_view
    bars = chart.chart().series()[0].barSets()[0] if chart is not None else None
    return (
        dialog.ui.verdictLabel.text(),
        dialog.ui.deadLabel.text(),
        table_rows(dialog.ui.piecesTable),
        [bars.at(i) for i in range(bars.count())] if bars is not None else None,
        chart is not None and chart.isVisibleTo(dialog),
    )


# Damage a tally row may meet: (column, SQL value).
TALLY_DAMAGE = [
    ("counts", "'-1900,' || substr(counts, instr(counts, ',') + 1)"),
    ("counts", "'abc'"),
    ("counts", "substr(counts, instr(counts, ',') + 1)"),  # 18 counts
    ("counts", "counts || ',7'"),  # 20 counts
    ("counts", "'1' || counts"),  # a count that no longer adds up
    ("counts", "replace(hex(zeroblob(300)), '0', '9')"),  # 600 digits
    ("counts", "x'00ff'"),
    ("counts", "'[' || replace(hex(zeroblob(500)), '0', '[')"),
    ("deals", "-5"),
    ("deals", "'many'"),
    ("deals", "1e20"),
    ("deals", "deals + 1"),
    ("dead", "deals + 1"),
    ("dead", "2.5"),
    ("chance", "'NaN'"),
    ("chance", "-0.5"),
    ("chance", "1e300"),
    ("chance", "deals + 1"),
    ("version", "99"),
]


@pytest.mark.parametrize(("column", "value"), TALLY_DAMAGE, ids=lambda v: str(v)[:24])
def test_a_damaged_tally_is_worked_out_again_and_the_page_shows_the_truth(
    win, qtbot, column, value
):
    """One game's kept tally damaged (a hand edit, a bad disk): the page
    shows exactly what it shows with every tally sound — the counts
    recounted here from the deal's description — with its chart, and the
    sound tally is kept again; after the damage is undone too."""
    play(win, games=6)
    dialog = open_fairness(win, qtbot)
    games = win.session.history.games("classic")
    counts = recount("classic", games)
    truth = shown(dialog)
    assert [row[1] for row in truth[2]] == [f"{c:,}" for c in counts] and truth[4]
    path = history_path(win.session.settings.path)
    with sqlite3.connect(path) as db:
        kept = db.execute("SELECT * FROM tallies ORDER BY game").fetchall()
        db.execute(f"UPDATE tallies SET {column} = {value} WHERE game = "
                   "(SELECT min(game) FROM tallies)")  # fmt: skip
    dialog.fairness.show()
    qtbot.waitUntil(lambda: not dialog.fairness.timer.isActive(), timeout=20_000)
    assert shown(dialog) == truth
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT * FROM tallies ORDER BY game").fetchall() == kept
    dialog.fairness.show()
    assert shown(dialog) == truth


@pytest.mark.parametrize("seed", range(3))
def test_random_damage_to_every_tally_never_breaks_the_page(win, qtbot, seed):
    """Every tally of the history damaged at random at once (random JSON,
    wrong types, NaN, huge, deep, cut short): the page opens and shows the
    truth, again and again."""
    play(win, games=4, seed=seed + 10)
    dialog = open_fairness(win, qtbot)
    truth = shown(dialog)
    rng = random.Random(seed)
    junk = ["'[[[[[[[[[[[[[[[[[[[['", "'{\"a\": NaN}'", "-1", "1e400", "'Infinity'", "x'ff'",
            "''", "0", "'1,2,3'", "3.5", "substr(counts, 1, length(counts) / 2)",
            "replace(counts, ',', ',,')", "counts || counts"]  # fmt: skip
    path = history_path(win.session.settings.path)
    for _ in range(6):
        with sqlite3.connect(path) as db:
            for (game,) in db.execute("SELECT game FROM tallies").fetchall():
                column = rng.choice(["counts", "deals", "dead", "chance"])
                value = rng.choice(junk)
                if column != "counts" and "counts" in value:
                    value = "-7"
                db.execute(f"UPDATE tallies SET {column} = {value} WHERE game = ?", (game,))
        dialog.fairness.show()
        qtbot.waitUntil(lambda: not dialog.fairness.timer.isActive(), timeout=20_000)
        assert shown(dialog) == truth


def test_a_history_another_program_locks_still_gets_its_page_and_keeps_the_tallies_later(
    win, qtbot
):
    """Another program holds the history's write lock while the page
    recounts: the page still ends, showing the truth (the tallies kept in
    memory, never waited for, the history not moved into memory), and once
    the lock goes they are written."""
    play(win, games=5)
    path = history_path(win.session.settings.path)
    with sqlite3.connect(path) as db:
        db.execute("DELETE FROM tallies")
    locker = sqlite3.connect(path, isolation_level=None)
    locker.execute("BEGIN EXCLUSIVE")
    try:
        dialog = open_fairness(win, qtbot)
        counts = recount("classic", win.session.history.games("classic"))
        assert [row[1] for row in table_rows(dialog.ui.piecesTable)] == [str(c) for c in counts]
        assert win.session.history.write_error is None
    finally:
        locker.execute("ROLLBACK")
        locker.close()
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT count(*) FROM tallies").fetchone() == (0,)
    dialog.fairness.show()  # the next look: written now
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT count(*) FROM tallies").fetchone() == (5,)
    assert [row[1] for row in table_rows(dialog.ui.piecesTable)] == [str(c) for c in counts]


@pytest.mark.parametrize(
    ("unknown", "said"),
    [
        (0, ""),
        (1, " 1 game kept without its moves cannot be recounted and is left out."),
        (2, " 2 games kept without their moves cannot be recounted and are left out."),
    ],
)
def test_games_kept_without_their_moves_are_said_to_be_left_out_one_or_many(
    win, qtbot, unknown, said
):
    page = open_fairness(win, qtbot).fairness
    dealt = Dealt((3,) * 19, 19, 19, 2, 0.5, unknown)
    assert page.dead_text(dealt) == (
        "A fresh deal had no piece that fitted anywhere 2 times in 19 deals. On the same "
        "boards, fair deals would do that 0.5 times on average." + said
    )


@pytest.mark.parametrize("language", ["id", "pt_BR"])
def test_p_is_written_with_the_languages_decimal_comma(win, language):
    """Indonesian and Portuguese write a decimal comma (the reader's review
    of 2026-12): the game's language, not the system's, decides."""
    from blockpuzzle.store.settings import LANGUAGE

    win.prefs.set(LANGUAGE, language)
    try:
        assert [p_text(p) for p in (0.4213, 0.0042, 0.00001)] == ["0,42", "0,0042", "< 0,0001"]
    finally:
        win.prefs.set(LANGUAGE, "en")
    assert p_text(0.4213) == "0.42"
