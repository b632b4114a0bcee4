"""Words the game builds from numbers, in the player's language."""

from __future__ import annotations

from PySide6.QtCore import QObject


class Durations(QObject):
    """The translation context of play times (a class, so that they get
    their plural forms)."""


def duration(seconds: float) -> str:
    """Play time as hours and minutes (a statistic, never a clock), in whole
    words: a screen reader spells an abbreviation out letter by letter."""
    minutes = int(seconds // 60)
    hours, minutes = divmod(minutes, 60)
    if hours:
        return Durations.tr("%n hours", "", hours) + " " + Durations.tr("%n minutes", "", minutes)
    if minutes:
        return Durations.tr("%n minutes", "", minutes)
    return Durations.tr("%n seconds", "", int(seconds))
