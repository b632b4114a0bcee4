"""Today's deal: the same game for every player on a given day.

The rule, written here, in the README and in Help ▸ How Dealing Works, so
that anyone can work it out: the seed of the day's deal of a mode is the
first 40 bits (the first five bytes, read big-endian) of the BLAKE2b digest
(64 bytes, no key) of the ASCII text ``blockpuzzle-daily:YYYY-MM-DD:mode``
— the date as the calendar writes it, four-digit year, and the mode in
lower case (``classic`` or ``arcade``).  Its game number names that seed
(:func:`~.number.game_number`), so a day's deal is checked like any other.

The date is the player's own calendar date; any date from year 1 to 9999
has its number, a clock set far into the past or the future too.
"""

from __future__ import annotations

import hashlib
from datetime import date

from .deal import NUMBERED_SEED_BITS
from .number import game_number

PREFIX = "blockpuzzle-daily"


def daily_seed(day: date, mode: str) -> int:
    """The seed of ``mode``'s deal on ``day`` (see the module)."""
    text = f"{PREFIX}:{day.isoformat()}:{mode}".encode("ascii")
    digest = hashlib.blake2b(text).digest()
    return int.from_bytes(digest[: NUMBERED_SEED_BITS // 8], "big")


def daily_number(day: date, mode: str) -> str:
    """The game number of ``mode``'s deal on ``day``."""
    number = game_number(mode, daily_seed(day, mode))
    assert number is not None  # 40 bits always have one
    return number
