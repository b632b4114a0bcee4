"""What the history's games were dealt (the Fairness page's counts),
worked out once a game from its seed and moves and kept beside it
(:class:`Tallies`, a part of :class:`~.history.History`)."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence

from ..engine import MODES
from .records import SOUND_GAME, SOUND_TALLY, Dealt, sound_tally, tally_row


class Tallies:
    """The tallies of a :class:`~.history.History`: its database, its
    queries and its cache writes are the history's."""

    _db: sqlite3.Connection
    # Tallies worked out while the history was locked (see fill_tallies).
    _unsaved_tallies: dict[int, tuple[object, ...]]

    def _query(self, sql: str, args: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
        raise NotImplementedError

    def _cache_write(self, sql: str, rows: Sequence[tuple[object, ...]]) -> bool:
        raise NotImplementedError

    def fill_tallies(self, seconds: float = 0.05) -> int:
        """Work out, for about ``seconds``, what the games that have no
        sound tally yet were dealt (:func:`blockpuzzle.engine.fairness.tally`,
        from each game's seed and moves) and keep it; the number of games
        still without one.  A game's tally is a fixed function of its seed
        and moves, so it is worked out once and kept beside it: the
        Fairness page then reads ten thousand games at once.  A tally kept
        that is not one this game writes (:func:`sound_tally`: a damaged
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
            f"{SOUND_TALLY.format(commas=f'CASE g.mode {shapes} END')}, 0) = 0) ORDER BY g.id"
        )
        rows = [r for r in self._query(missing_sql, (TALLY_VERSION,))
                if r[0] not in self._unsaved_tallies]  # fmt: skip
        done: dict[int, tuple[object, ...]] = {}
        until = time.perf_counter() + seconds
        for game_id, mode, seed, rotation, moves in rows:
            if done and time.perf_counter() > until:
                break
            done[int(game_id)] = tally_row(mode, seed, rotation, moves)  # type: ignore[call-overload]
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
        is not sound (:func:`sound_tally`) is never counted: it is worked
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
            f"WHERE g.mode = ? AND g.moves IS NOT NULL AND {SOUND_GAME}"
        )
        redone: dict[int, tuple[object, ...]] = {}
        for game_id, seed, rotation, moves, *kept in self._query(sql, (TALLY_VERSION, mode)):
            row = self._unsaved_tallies.get(game_id) or tuple(kept)  # type: ignore[call-overload]
            tallied = sound_tally(row, shapes)
            if tallied is None:
                row = redone[int(game_id)] = tally_row(mode, seed, rotation, moves)  # type: ignore[call-overload]
                tallied = sound_tally(row, shapes)
            if not tallied:
                continue  # moves that cannot be played: nothing counted (sound_tally's ())
            counts, n_deals, n_dead, n_chance = tallied
            for n, count in enumerate(counts):
                totals[n] += count
            games += 1
            deals += n_deals
            dead += n_dead
            chance += n_chance
        self._keep_tallies(redone)
        ((unknown,),) = self._query(
            f"SELECT count(*) FROM games WHERE mode = ? AND moves IS NULL AND {SOUND_GAME}", (mode,)
        )
        return Dealt(tuple(totals), games, deals, dead, chance, int(unknown))  # type: ignore[call-overload]
