"""Types for signals that PySide6's stubs cannot name."""

from __future__ import annotations

from typing import cast

# A 64-bit integer argument: seeds of 40 bits and scores past 2**31 (a C++
# int would overflow).  PySide6 takes the C++ type's name; its stubs type a
# Signal's arguments as Python types only.
INT64 = cast(type, "qint64")
