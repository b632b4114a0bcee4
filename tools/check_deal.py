#!/usr/bin/env python3
"""Check a Block Puzzle deal without trusting the game.

    python3 check_deal.py C75VK-RNVZ7 [--refills N]
    python3 check_deal.py --daily 2026-12-06

With ``--daily DATE`` it prints that day's deal of each mode instead, its
game number worked out from the README's words ("Today's deal").

Works out the pieces a game number deals from the README's description
alone ("Game numbers: check the deal"), with nothing but Python's standard
library: it imports nothing of the game, so a player can read every line
of it.  It prints what ``blockpuzzle --deal NUMBER --refills N`` prints:
the mode and seed, then one line a refill with its three pieces.
"""

from __future__ import annotations

import argparse
import hashlib
import struct
import sys

# Crockford's base 32: digits and capitals without I, L, O and U.
ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
# The shapes of each mode, as the README lists them, in order.
CLASSIC_LIST = (
    "dot bar2h bar3h bar4h bar5h bar2v bar3v bar4v bar5v square2 square3 "
    "corner2_tl corner2_tr corner2_bl corner2_br corner3_tl corner3_tr corner3_bl corner3_br"
)
ARCADE_ADDS = "t0 t90 t180 t270 s0 s90 z0 z90 j0 j90 j180 j270 l0 l90 l180 l270"
CLASSIC = CLASSIC_LIST.split()
ARCADE = CLASSIC + ARCADE_ADDS.split()
MODES = {"C": ("classic", CLASSIC), "A": ("arcade", ARCADE)}


def read_number(text: str) -> tuple[str, int, list[str]]:
    """(mode, seed, shapes) of a game number, or SystemExit saying why not."""
    cleaned = "".join(ch for ch in text.upper() if ch not in " -.")
    cleaned = cleaned.replace("O", "0").replace("I", "1").replace("L", "1")
    if len(cleaned) != 10 or any(ch not in ALPHABET for ch in cleaned):
        raise SystemExit(f"not a game number: {text!r} (10 letters and digits, never U)")
    if cleaned[0] not in MODES:
        raise SystemExit(f"not a game number: {text!r} (it starts with C or A)")
    values = [ALPHABET.index(ch) for ch in cleaned]
    # The check character: the first nine values weighted 1 to 9, modulo 31.
    if values[9] != sum(w * v for w, v in enumerate(values[:9], start=1)) % 31:
        raise SystemExit(f"not a game number: {text!r} (a character is mistyped)")
    seed = 0
    for value in values[1:9]:
        seed = seed * 32 + value
    mode, shapes = MODES[cleaned[0]]
    return mode, seed, shapes


def refill(seed: int, k: int, shapes: list[str]) -> list[str]:
    """Refill k (0 is the first): BLAKE2b-192 of "blockpuzzle-deal:SEED:K",
    three 64-bit little-endian numbers, each modulo the number of shapes."""
    digest = hashlib.blake2b(f"blockpuzzle-deal:{seed}:{k}".encode("ascii"), digest_size=24)
    return [shapes[n % len(shapes)] for n in struct.unpack("<3Q", digest.digest())]


def daily(day: str) -> list[str]:
    """The day's game number of each mode: the first 40 bits (five bytes,
    big-endian) of the BLAKE2b digest of "blockpuzzle-daily:YYYY-MM-DD:mode",
    written as a game number (the mode's letter, eight characters of the
    seed, the check character)."""
    numbers = []
    for letter, (mode, _shapes) in MODES.items():
        text = f"blockpuzzle-daily:{day}:{mode}".encode("ascii")
        seed = int.from_bytes(hashlib.blake2b(text).digest()[:5], "big")
        values = [ALPHABET.index(letter)] + [(seed >> (5 * i)) & 31 for i in range(7, -1, -1)]
        check = sum(w * v for w, v in enumerate(values, start=1)) % 31
        number = "".join(ALPHABET[v] for v in values) + ALPHABET[check]
        numbers.append(f"{mode} {number[:5]} {number[5:]}")
    return numbers


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Print the pieces a game number deals.")
    parser.add_argument("number", nargs="?")
    parser.add_argument("--refills", type=int, default=10)
    parser.add_argument("--daily", metavar="YYYY-MM-DD", help="print that day's game numbers")
    args = parser.parse_args(argv)
    if args.daily is not None:
        import datetime

        try:
            day = datetime.date.fromisoformat(args.daily).isoformat()
        except ValueError:
            raise SystemExit(f"not a date: {args.daily!r} (YYYY-MM-DD)") from None
        sys.stdout.write("\n".join(daily(day)) + "\n")
        return 0
    if args.number is None:
        parser.error("a game number, or --daily DATE")
    mode, seed, shapes = read_number(args.number)
    lines = [f"{mode} {seed}"]
    lines += [f"{k + 1}: " + " ".join(refill(seed, k, shapes)) for k in range(args.refills)]
    sys.stdout.write("\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
