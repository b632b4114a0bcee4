"""What a player's kept games were dealt: worked out once per game and kept
beside it, summed per mode.  The expected counts are recounted here from
the README's description of the deal (hashlib), not by the engine."""

from __future__ import annotations

import hashlib
import random
import sqlite3
import struct
from pathlib import Path

import pytest

from blockpuzzle.engine import ARCADE, CLASSIC, rules
from blockpuzzle.engine.fairness import tally
from blockpuzzle.engine.moves import decode
from blockpuzzle.store.history import GameRecord, History, history_path

from ..helpers import games_played


def recount(mode: str, seed: int, placements: int) -> list[int]:
    catalog = (CLASSIC if mode == "classic" else ARCADE).catalog
    counts = [0] * len(catalog)
    for k in range(1 + placements // 3):
        digest = hashlib.blake2b(f"blockpuzzle-deal:{seed}:{k}".encode(), digest_size=24).digest()
        for n in struct.unpack("<3Q", digest):
            counts[n % len(catalog)] += 1
    return counts


def played(tmp_path: Path, games: int = 9) -> History:
    seed = lambda n: (1 << 39) + 17 * n  # noqa: E731
    return games_played(tmp_path / "s.ini", games, seed, random.Random(8))[1].history


def test_every_piece_of_every_kept_game_is_counted(tmp_path, qtbot):
    history = played(tmp_path)
    assert history.fill_tallies(seconds=10) == 0
    for mode in ("classic", "arcade"):
        games = [g for g in history.games(mode)]
        expected = [0] * len((CLASSIC if mode == "classic" else ARCADE).catalog)
        for game in games:
            assert game.placements is not None
            for n, count in enumerate(recount(mode, game.seed, game.placements)):
                expected[n] += count
        dealt = history.dealt(mode)
        assert list(dealt.counts) == expected
        assert dealt.games == len(games) == (6 if mode == "classic" else 3)
        assert dealt.deals == sum(1 + g.placements // 3 for g in games)  # type: ignore[operator]
        assert dealt.unknown == 0
        # The dead deals and their fair chance: the sums of each game's own
        # tally (the engine's, tested against its description there).
        tallies = [tally(rules(mode, g.rotation), g.seed, decode(g.moves or "")) for g in games]
        assert dealt.dead == sum(t.dead for t in tallies)
        assert dealt.chance == pytest.approx(sum(t.chance for t in tallies))


def test_tallies_are_worked_out_a_little_at_a_time_and_kept(tmp_path, qtbot):
    history = played(tmp_path)
    left = history.fill_tallies(seconds=0.0)  # one game at least, every call
    assert left == 8
    while left:
        before = left
        left = history.fill_tallies(seconds=0.0)
        assert left == before - 1
    whole = history.dealt("classic")
    history.close()
    again = History(history_path(tmp_path / "s.ini"))
    assert again.fill_tallies(seconds=0.0) == 0  # kept: nothing to work out again
    assert again.dealt("classic") == whole


def test_games_without_their_moves_are_told_apart_not_counted(tmp_path, qtbot):
    history = History(tmp_path / "h.sqlite")
    old = GameRecord("classic", 5, False, "2026-01-01T00:00:00+00:00",
                     "2026-01-01T00:05:00+00:00", 50, 2, None, 300.0, "over", None)  # fmt: skip
    history.add(old)
    assert history.fill_tallies() == 0
    dealt = history.dealt("classic")
    assert (dealt.games, dealt.unknown, sum(dealt.counts)) == (0, 1, 0)


def test_a_tally_of_an_older_kind_is_worked_out_again(tmp_path, qtbot):
    history = played(tmp_path, games=3)
    history.fill_tallies(seconds=10)
    whole = history.dealt("classic")
    history.close()
    db = sqlite3.connect(history_path(tmp_path / "s.ini"))
    with db:
        db.execute("UPDATE tallies SET version = 0, counts = '1,2,3'")
    db.close()
    again = History(history_path(tmp_path / "s.ini"))
    # Not read as it stands: worked out again there and then.
    assert again.dealt("classic") == whole
    assert again.fill_tallies(seconds=10) == 0
    assert again.dealt("classic") == whole


def test_reset_forgets_what_was_dealt(tmp_path, qtbot):
    history = played(tmp_path, games=3)
    history.fill_tallies(seconds=10)
    history.reset()
    assert history.dealt("classic").games == 0 and sum(history.dealt("classic").counts) == 0


def test_a_game_whose_moves_cannot_be_played_is_not_counted_as_a_game(tmp_path, qtbot):
    """A kept game whose moves are sound text but could never have been
    played (edited by hand: the same cell twice) adds nothing: not its
    pieces, not a game, not a deal."""
    from blockpuzzle.engine import Game, Move
    from blockpuzzle.engine.moves import encode

    history = History(tmp_path / "h.sqlite")
    game = Game(CLASSIC, 77)
    first = game.legal_moves()[0]
    game.place(*first)
    good = GameRecord("classic", 77, False, "2026-01-01T00:00:00+00:00",
                      "2026-01-01T00:05:00+00:00", game.score, 0, 1, 300.0, "abandoned",
                      encode(game.moves))  # fmt: skip
    slot, row, col = first
    twice = Move(slot, 0, row, col)
    again = Move((slot + 1) % 3, 0, row, col)
    bad = good._replace(seed=78, ended="2026-01-01T00:06:00+00:00",
                        moves=encode([twice, again]), placements=2)  # fmt: skip
    history.add(good)
    history.add(bad)
    assert history.fill_tallies(seconds=10) == 0
    dealt = history.dealt("classic")
    assert (dealt.games, dealt.deals, dealt.unknown) == (1, 1, 0)
    assert list(dealt.counts) == recount("classic", 77, 1)
