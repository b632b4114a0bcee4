"""A Windows shortcut (.lnk) read as Windows reads it, for the installer's
test to start the game exactly as the Start menu does: the program, its
arguments, the folder it starts in and its icon ([MS-SHLLINK], the Shell
Link Binary File Format: a header, an optional item list, an optional
link-info block holding the target's path, then counted strings)."""

from __future__ import annotations

import struct
from pathlib import Path
from typing import NamedTuple

HEADER_SIZE = 0x4C
LINK_CLSID = bytes.fromhex("0114020000000000c000000000000046")
HAS_ID_LIST, HAS_LINK_INFO, HAS_NAME, HAS_RELATIVE_PATH = 0x1, 0x2, 0x4, 0x8
HAS_WORKING_DIR, HAS_ARGUMENTS, HAS_ICON, IS_UNICODE = 0x10, 0x20, 0x40, 0x80


class Shortcut(NamedTuple):
    target: str  # the program, a Windows path
    arguments: str
    working_dir: str
    icon: str
    name: str  # the description


def read(path: Path) -> Shortcut:
    data = path.read_bytes()
    size, clsid, flags = struct.unpack_from("<I16sI", data, 0)
    if size != HEADER_SIZE or clsid != LINK_CLSID:
        raise ValueError(f"{path} is not a shell link")
    at = HEADER_SIZE
    if flags & HAS_ID_LIST:
        (length,) = struct.unpack_from("<H", data, at)
        at += 2 + length
    target = ""
    if flags & HAS_LINK_INFO:
        (info_size,) = struct.unpack_from("<I", data, at)
        _header, info_flags, _volume, base, _network, suffix = struct.unpack_from(
            "<IIIIII", data, at + 4
        )
        if info_flags & 1:  # VolumeIDAndLocalBasePath
            target = _ansi(data, at + base) + _ansi(data, at + suffix)
        at += info_size
    strings = {}
    wide = bool(flags & IS_UNICODE)
    for bit in (HAS_NAME, HAS_RELATIVE_PATH, HAS_WORKING_DIR, HAS_ARGUMENTS, HAS_ICON):
        if flags & bit:
            (count,) = struct.unpack_from("<H", data, at)
            at += 2
            width = 2 if wide else 1
            raw = data[at : at + count * width]
            strings[bit] = raw.decode("utf-16-le" if wide else "latin-1", "replace").rstrip("\0")
            at += count * width
    return Shortcut(
        target,
        strings.get(HAS_ARGUMENTS, ""),
        strings.get(HAS_WORKING_DIR, ""),
        strings.get(HAS_ICON, ""),
        strings.get(HAS_NAME, ""),
    )


def _ansi(data: bytes, at: int) -> str:
    end = data.index(b"\0", at)
    return data[at:end].decode("latin-1")
