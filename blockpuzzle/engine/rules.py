"""A rule set is data: which shapes are dealt, whether they turn, whether
rows collapse.  Classic and Arcade are two values of it; one engine plays both."""

from __future__ import annotations

from dataclasses import dataclass, replace

from .shapes import ARCADE_SHAPES, CLASSIC_SHAPES, Shape


class UnknownMode(ValueError):
    """A mode name that is not a rule set."""


@dataclass(frozen=True, slots=True)
class Rules:
    """``mode`` is the stable name saves and statistics use."""

    mode: str
    catalog: tuple[Shape, ...]
    rotation: bool
    gravity: bool

    def __repr__(self) -> str:
        return f"rules({self.mode!r})"


CLASSIC = Rules("classic", CLASSIC_SHAPES, rotation=False, gravity=False)
ARCADE = Rules("arcade", ARCADE_SHAPES, rotation=True, gravity=True)

MODES: dict[str, Rules] = {r.mode: r for r in (CLASSIC, ARCADE)}


def rules(mode: str, rotation: bool | None = None) -> Rules:
    """The rule set called ``mode``, or :class:`UnknownMode`.

    ``rotation`` False plays a mode whose pieces turn without turning (the
    player's choice); it never lets Classic pieces turn.
    """
    try:
        found = MODES[mode]
    except (KeyError, TypeError):
        raise UnknownMode(f"no game mode called {mode!r}") from None
    if rotation is False and found.rotation:
        return replace(found, rotation=False)
    return found
