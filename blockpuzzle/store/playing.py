"""The game in progress, as the history keeps it.

One row (``playing``), written at every move and taken out in the same
transaction that keeps the game once it ends or is left: no crash can leave
a game both counted and still to be resumed, and nothing has to reconcile
two files at the next start.  The row holds the engine's save
(:func:`blockpuzzle.engine.save.dump`) as JSON, when the game began and the
hints shown so far; it is untrusted when read back, like any file: the
engine's :func:`~blockpuzzle.engine.save.load` plays the moves again and
accepts only a position they lead to.
"""

from __future__ import annotations

import json
from typing import NamedTuple

from ..engine import Game, InvalidSave
from ..engine import save as saves
from .records import MOST, moment, whole

# Far past the text of any game played (10,000 placements take ~20 KB), and
# short enough to refuse at once what no game wrote.
LONGEST = 1 << 22


class Playing(NamedTuple):
    """A game in progress read back: the game, when it began (UTC; "" where
    the row did not say soundly) and the hints shown in it so far."""

    game: Game
    started: str
    hints: int


def to_row(game: Game, started: str, hints: int) -> tuple[str, str, int]:
    """The row that keeps ``game``: (its save as JSON, started, hints)."""
    return json.dumps(saves.dump(game), separators=(",", ":")), started, hints


def from_row(row: tuple[object, ...]) -> Playing:
    """The game a row holds; :class:`InvalidSave` where it is not one this
    game wrote (its start and hints fall back to unknown and none alone)."""
    text, started, hints = row
    if not isinstance(text, str) or len(text) > LONGEST:
        raise InvalidSave("the game in progress is not a saved game")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise InvalidSave("the game in progress is not a saved game") from None
    if not isinstance(data, dict):
        raise InvalidSave("the game in progress is not a saved game")
    game = saves.load(data)
    return Playing(
        game,
        started if isinstance(started, str) and moment(started) else "",
        hints if whole(hints, 0, MOST) else 0,  # type: ignore[arg-type]
    )
