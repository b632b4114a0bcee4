"""Game numbers: a short code, safe to read aloud and to type, that names one
game's deal — its mode and its seed — so that anyone can play it again or
check it.

The code is Crockford's base 32 (digits and capitals without I, L, O and U),
read back case-insensitively with O as 0 and I or L as 1.  Ten characters:
the mode's letter (``C`` Classic, ``A`` Arcade), eight for the seed (40
bits), and a check character: the sum of the first nine values weighted 1..9,
modulo 31.  It catches any one mistyped character and any two neighbours
swapped, except ``0`` for ``Z`` and back (their values differ by 31).

Numbers only ever get longer, never change: the number of a game, the deal
it names (:func:`blockpuzzle.engine.deal`) and this spelling are fixed for
every later version (a table of numbers and their first refills is a test).
"""

from __future__ import annotations

import re

from .deal import NUMBERED_SEED_BITS

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_VALUE = {ch: i for i, ch in enumerate(ALPHABET)} | {"O": 0, "I": 1, "L": 1}
MODE_LETTERS = {"classic": "C", "arcade": "A"}
_MODES = {letter: mode for mode, letter in MODE_LETTERS.items()}
SEED_CHARS = NUMBERED_SEED_BITS // 5
LENGTH = 1 + SEED_CHARS + 1
_SEPARATORS = re.compile(r"[\s\-.]+")


class BadNumber(ValueError):
    """Text that is not a game number; the message says what is wrong."""


def _check(values: list[int]) -> str:
    return ALPHABET[sum(w * v for w, v in enumerate(values, start=1)) % 31]


def game_number(mode: str, seed: int) -> str | None:
    """The number of the game of ``mode`` dealt from ``seed``; None for a
    seed too large to have one (games begun before numbers existed)."""
    if mode not in MODE_LETTERS or not 0 <= seed < 1 << NUMBERED_SEED_BITS:
        return None
    digits = [(seed >> (5 * i)) & 31 for i in reversed(range(SEED_CHARS))]
    values = [_VALUE[MODE_LETTERS[mode]], *digits]
    return MODE_LETTERS[mode] + "".join(ALPHABET[d] for d in digits) + _check(values)


def parse_number(text: str) -> tuple[str, int]:
    """(mode, seed) of a game number as a person may type it: any case,
    with spaces or dashes, O for 0, I or L for 1.  :class:`BadNumber` says
    why anything else is not one."""
    cleaned = _SEPARATORS.sub("", text).upper()
    if len(cleaned) != LENGTH:
        raise BadNumber(f"a game number has {LENGTH} characters, not {len(cleaned)}")
    unknown = sorted({ch for ch in cleaned if ch not in _VALUE})
    if unknown:
        raise BadNumber(f"not in a game number: {' '.join(unknown)}")
    mode = _MODES.get(cleaned[0])
    if mode is None:
        raise BadNumber("a game number starts with C (Classic) or A (Arcade)")
    values = [_VALUE[ch] for ch in cleaned]
    if ALPHABET[values[-1]] != _check(values[:-1]):
        raise BadNumber("a character is mistyped (the check character does not match)")
    seed = 0
    for value in values[1:-1]:
        seed = seed * 32 + value
    return mode, seed


def spaced(number: str) -> str:
    """The number in two groups of five, as the game shows it."""
    return f"{number[:5]} {number[5:]}"
