"""Words the game builds from numbers, in the player's language."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .context import Context

if TYPE_CHECKING:
    from PySide6.QtWidgets import QLabel


def whole_number(n: int) -> str:
    """A whole number as the player's language writes it: "12,345" in
    English, "12.345" in Indonesian and Portuguese (the language chosen,
    Qt's default locale, not the system's)."""
    from PySide6.QtCore import QLocale

    return QLocale().toString(n)


class Modes(Context):
    """The translation context of the modes' names."""


def mode_name(mode: str) -> str:
    """A mode's name in the player's language (its key where unknown)."""
    names = {"classic": Modes.tr("Classic"), "arcade": Modes.tr("Arcade")}
    return names.get(mode, mode)


class Durations(Context):
    """The translation context of play times (a class, so that they get
    their plural forms)."""


def duration(seconds: float) -> str:
    """Play time as hours and minutes (a statistic, never a clock), in whole
    words: a screen reader spells an abbreviation out letter by letter."""
    minutes = int(seconds // 60)
    hours, minutes = divmod(minutes, 60)
    # Zero never goes through a plural: Qt's Portuguese puts 0 with 1
    # ("0 segundo"); exact hours say no minutes at all.
    if hours and minutes:
        # A whole sentence, joined as each language joins (Portuguese with
        # "e": "1 hora e 5 minutos").
        return Durations.tr("{hours} {minutes}", "hours then minutes").format(
            hours=Durations.tr("%n hours", "", hours),
            minutes=Durations.tr("%n minutes", "", minutes),
        )
    if hours:
        return Durations.tr("%n hours", "", hours)
    if minutes:
        return Durations.tr("%n minutes", "", minutes)
    if int(seconds):
        return Durations.tr("%n seconds", "", int(seconds))
    return Durations.tr("under a second")


class Causes(Context):
    """The translation context of why a file could not be written or read."""


def cause(kind: str, path: object = "", detail: str = "") -> str:
    """Why something failed, in the player's words: ``kind`` is one of
    :func:`os_cause`'s (or the history's) names; ``detail`` the system's
    own words, for any other kind."""
    texts = {
        "full": Causes.tr("the disk is full"),
        "read-only": Causes.tr("{path} cannot be written to"),
        "not-a-folder": Causes.tr("{path} is a file, not a folder"),
        "missing": Causes.tr("the folder {path} does not exist"),
        "is-a-folder": Causes.tr("{path} is a folder"),
        "locked": Causes.tr("another program is using {path}"),
        "too-long": Causes.tr("the name {path} is too long"),
        "newer": Causes.tr("it was written by a newer version of Block Puzzle"),
    }
    text = texts.get(kind)
    return detail or kind if text is None else text.format(path=path)


def os_cause(error: OSError) -> str:
    """The :func:`cause` kind of an operating-system error ("" for none)."""
    import errno

    return {
        errno.ENOSPC: "full",
        errno.EDQUOT: "full",
        errno.EACCES: "read-only",
        errno.EPERM: "read-only",
        errno.EROFS: "read-only",
        errno.ENOTDIR: "not-a-folder",
        errno.ENOENT: "missing",
        errno.EISDIR: "is-a-folder",
        errno.ENAMETOOLONG: "too-long",
    }.get(error.errno or 0, "")


def local_day(iso: str) -> str:
    """The day of a UTC moment the history wrote, in the player's time zone
    and language ("Sunday, 6 December 2026"); the text itself where it is
    not a moment."""
    from datetime import datetime

    from PySide6.QtCore import QDate, QLocale

    try:
        moment = datetime.fromisoformat(iso).astimezone()
    except (ValueError, OverflowError, OSError):
        return iso
    day = QDate(moment.year, moment.month, moment.day)
    return QLocale().toString(day, QLocale.FormatType.LongFormat)


def local_moment_text(iso: str) -> str:
    """A UTC moment the history wrote, in the player's time zone and
    language, day and time; the text itself where it is not a moment."""
    from datetime import datetime

    from PySide6.QtCore import QDateTime, QLocale

    try:
        moment = datetime.fromisoformat(iso)
    except (ValueError, OverflowError):
        return iso
    local = QDateTime.fromSecsSinceEpoch(int(moment.timestamp())).toLocalTime()
    return QLocale().toString(local, QLocale.FormatType.ShortFormat)


def day_text(day: str) -> str:
    """A calendar date kept as YYYY-MM-DD, as the player's language writes
    it in full; the text itself where it is not one."""
    from PySide6.QtCore import QDate, QLocale, Qt

    when = QDate.fromString(day, Qt.DateFormat.ISODate)
    if not when.isValid():
        return day
    return QLocale().toString(when, QLocale.FormatType.LongFormat)


class Spoken(Context):
    """The translation context of the words said for signs."""


_TIMES = re.compile(r"(\d)\s*×\s*(\d)")
_PATH = re.compile(r"\s*▸\s*")
_DOT = re.compile(r"\s*·\s*")
# A command's own mark inside a sentence ("Play Game Number… ▸ Show the
# Deal"), or an ellipsis after the last word.
_ELLIPSIS = re.compile(r"(?<=\w)…")


def spoken(text: str) -> str:
    """``text`` as a screen reader is to say it: the signs that it would
    read as a symbol's name, or pass over, in words — "3×3" as "3 by 3", a
    menu path "Game ▸ Practice" as "Game, then Practice", a middle dot as a
    pause — and without the ellipsis that marks a command that opens a
    dialog, which would sound like a sentence broken off."""
    text = _TIMES.sub(lambda m: m.group(1) + Spoken.tr(" by ", "3×3 said") + m.group(2), text)
    text = _PATH.sub(Spoken.tr(", then ", "a path through menus and tabs, said"), text)
    text = _DOT.sub(", ", text)  # "Classic · game C75VK RNVZ7"
    return _ELLIPSIS.sub("", text)


def show_words(label: QLabel, text: str) -> None:
    """Show ``text`` in ``label``; where a sign in it would be read as a
    symbol, the label is named by its :func:`spoken` words (otherwise by
    its text, as Qt names a label)."""
    label.setText(text)
    words = spoken(text)
    label.setAccessibleName(words if words != text else "")
