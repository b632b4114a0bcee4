"""BLAKE2b, the one hash the game uses (deals and the save's checksum),
taken from CPython's own ``_blake2``.

``hashlib`` is the same function, but importing it loads OpenSSL's libcrypto
(3–4 MB resident, a few milliseconds at start) for hashes the game never
uses; the standalone bundle leaves OpenSSL out altogether.
"""

from __future__ import annotations

try:
    from _blake2 import blake2b
except ImportError:  # pragma: no cover - a Python built without it
    from hashlib import blake2b

__all__ = ["blake2b"]
