"""Honest dealing: the k-th refill of a game is a pure function of (seed, k).

The pieces are drawn uniformly and independently from the catalog and the
board is never consulted.  The draw uses BLAKE2b, so it is the same on every
Python version and platform (``hash()`` and ``random`` make no such promise),
and undo can never re-roll: the same refill always holds the same pieces.
"""

from __future__ import annotations

import os
import struct

from .digest import blake2b
from .shapes import Shape

TRAY_SIZE = 3
# Seeds a saved game may hold (games from before game numbers used all 63).
SEED_BITS = 63
# New games draw 40 bits: enough for a trillion deals, and short enough to
# write as a ten-character game number (see .number).
NUMBERED_SEED_BITS = 40


_DRAWS = struct.Struct(f"<{TRAY_SIZE}Q")


def new_seed() -> int:
    """A fresh seed from the system's random source (``secrets`` would
    import OpenSSL at start for nothing)."""
    return int.from_bytes(os.urandom(8), "little") >> (64 - NUMBERED_SEED_BITS)


def deal(seed: int, index: int, catalog: tuple[Shape, ...]) -> tuple[Shape, ...]:
    """The ``TRAY_SIZE`` pieces of refill number ``index`` (0 is the first)."""
    digest = blake2b(
        f"blockpuzzle-deal:{seed}:{index}".encode("ascii"), digest_size=8 * TRAY_SIZE
    ).digest()
    # Three 64-bit little-endian draws; each reduced modulo a catalog of a
    # few dozen shapes is uniform to within 2**-58: no shape is favoured in
    # any way a player could meet.
    size = len(catalog)
    return tuple([catalog[draw % size] for draw in _DRAWS.unpack(digest)])
