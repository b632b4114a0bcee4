"""A practice game: a game of the history played on from one of its
positions (the review's "Play on from here", a retried mistake).

A practice game is played on the game's own board and tray, with undo and
hints, but it is never a game of the player's: it is not counted in the
statistics, never raises the best score, and is not kept as the game in
progress (:class:`~blockpuzzle.store.session.Session`).  What it began from
is kept here, so that it can begin again.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..engine import Game, GameState, Move, Rules

if TYPE_CHECKING:  # nothing of the coach loads with the game's model
    from ..coach.review import Judged


class Practice(NamedTuple):
    """Where a practice game began: the position before move ``move``
    (from 1) of the game of ``rules`` and ``seed``, which ``moves`` led to."""

    rules: Rules
    seed: int
    move: int
    start: GameState
    moves: tuple[Move, ...]

    def game(self) -> Game:
        """A new game from the practice's start (no undo back into the
        moves before it)."""
        return Game.resume(self.rules, self.seed, self.start, moves=list(self.moves))


def practice_at(
    rules: Rules, seed: int, moves: Sequence[Move], states: Sequence[GameState], row: int
) -> Practice:
    """The practice from the position before move ``row`` (from 0) of the
    game whose moves are ``moves`` and positions ``states``."""
    return Practice(rules, seed, row + 1, states[row], tuple(moves[:row]))


class Mistake(NamedTuple):
    """A move to retry: where it was played, and the review's verdict on it;
    for a practice position of the history (Game ▸ Practice), its id, its
    theme and when its game began."""

    practice: Practice
    judged: Judged
    drill: int = 0
    theme: str = ""
    started: str = ""


# What each theme of coach.themes is called.
THEME_NAMES = {
    "order": QT_TRANSLATE_NOOP("Themes", "the order of the pieces matters"),
    "lines": QT_TRANSLATE_NOOP("Themes", "two lines at once"),
    "square": QT_TRANSLATE_NOOP("Themes", "keep room for the 3×3"),
    "holes": QT_TRANSLATE_NOOP("Themes", "no single holes"),
    "big": QT_TRANSLATE_NOOP("Themes", "the big piece first"),
    "room": QT_TRANSLATE_NOOP("Themes", "keep room for the next pieces"),
}


def theme_name(theme: str) -> str:
    """The theme's name in the current language; an unknown one (a newer
    version's) as it is kept."""
    if theme not in THEME_NAMES:
        return theme
    return QCoreApplication.translate("Themes", str(THEME_NAMES[theme]))


def mistakes_of(
    judged: Sequence[Judged | None], practice: Callable[[int], Practice | None]
) -> list[Mistake]:
    """The mistakes and blunders among a review's ``judged`` moves (by
    row, None where not judged), in the order played, each with the
    practice game from the position before it."""
    found = []
    for row, verdict in enumerate(judged):
        if verdict is None or verdict.verdict not in ("mistake", "blunder"):
            continue
        start = practice(row)
        if start is not None:
            found.append(Mistake(start, verdict))
    return found
