"""The program's pages handed back to the system after start-up
(app.hand_back_program): the memory goes, what the pages hold stays, code
handed back still runs — and a page the process changed is never handed
back."""

from __future__ import annotations

import ctypes
import math
import mmap
import os
import random
import shutil
import sys
from pathlib import Path

import pytest

from blockpuzzle.app import hand_back

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="Linux's /proc and madvise only"
)

SIZE = 2 << 20  # 2 MB, as much of a data file as the bundle's is of its program


def resident_kb(start: int) -> int:
    """The resident kB of this process's mapping that begins at ``start``."""
    inside = False
    for line in Path("/proc/self/smaps").read_text().splitlines():
        fields = line.split()
        if "-" in fields[0] and not fields[0].endswith(":"):
            inside = int(fields[0].split("-")[0], 16) == start
        elif inside and fields[0] == "Rss:":
            return int(fields[1])
    raise AssertionError(f"no mapping at {start:#x}")


def address(mapping: mmap.mmap) -> int:
    return ctypes.addressof(ctypes.c_char.from_buffer(mapping))


@pytest.fixture
def data(tmp_path):
    path = tmp_path / "program data"  # a space, as in a player's folder
    content = random.Random(5).randbytes(SIZE)
    path.write_bytes(content)
    return str(path), content


def test_read_only_pages_are_handed_back_and_read_again_from_the_file(data):
    path, content = data
    with open(path, "rb") as file:
        mapping = mmap.mmap(file.fileno(), 0, flags=mmap.MAP_PRIVATE, prot=mmap.PROT_READ)
    # A read-only mapping has no writable buffer for ctypes: find it by path.
    start = next(
        int(line.split("-")[0], 16)
        for line in Path("/proc/self/maps").read_text().splitlines()
        if line.endswith(" " + path)
    )
    assert mapping[:] == content  # every page read: all of it resident
    assert resident_kb(start) == SIZE // 1024
    assert hand_back(path) == SIZE // 1024
    assert resident_kb(start) == 0
    assert mapping[:] == content  # read again, from the file
    mapping.close()


def test_a_page_the_process_changed_is_never_handed_back(data):
    """Private pages written, then made read-only (as the loader does with
    the program's relocated data): handing them back would bring back the
    file's bytes in place of the process's."""
    path, content = data
    with open(path, "rb") as file:
        mapping = mmap.mmap(
            file.fileno(), 0, flags=mmap.MAP_PRIVATE, prot=mmap.PROT_READ | mmap.PROT_WRITE
        )
    start = address(mapping)
    mapping[:4096] = bytes(4096)  # one page changed
    libc = ctypes.CDLL(None, use_errno=True)
    libc.mprotect.argtypes = (ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int)
    assert libc.mprotect(start, SIZE, mmap.PROT_READ) == 0, os.strerror(ctypes.get_errno())
    assert "r--p" in next(
        line for line in Path("/proc/self/maps").read_text().splitlines() if line.endswith(path)
    )
    assert hand_back(path) == 0
    assert mapping[:4096] == bytes(4096) and mapping[4096:] == content[4096:]
    libc.mprotect(start, SIZE, mmap.PROT_READ | mmap.PROT_WRITE)
    mapping.close()


def test_writable_pages_are_never_handed_back(data):
    path, content = data
    with open(path, "rb") as file:
        mapping = mmap.mmap(
            file.fileno(), 0, flags=mmap.MAP_PRIVATE, prot=mmap.PROT_READ | mmap.PROT_WRITE
        )
    assert mapping[:] == content
    assert hand_back(path) == 0
    assert resident_kb(address(mapping)) == SIZE // 1024
    mapping.close()


def mapped(path: str) -> dict[str, int]:
    """The start of each of this process's mappings of ``path``, by its
    permissions."""
    found = {}
    for line in Path("/proc/self/maps").read_text().splitlines():
        fields = line.split(maxsplit=5)
        if len(fields) == 6 and fields[5] == path:
            found.setdefault(fields[1], int(fields[0].split("-")[0], 16))
    return found


@pytest.fixture
def library(tmp_path):
    """A copy of the C maths library that Python has loaded, loaded anew
    from a folder of its own: code of which nothing else holds a page."""
    original = next(
        line.split(maxsplit=5)[5]
        for line in Path("/proc/self/maps").read_text().splitlines()
        if "/libm.so" in line or "/libm-" in line
    )
    copy = tmp_path / "game code" / Path(original).name
    copy.parent.mkdir()
    shutil.copy(original, copy)
    lib = ctypes.CDLL(str(copy))
    lib.cos.restype = ctypes.c_double
    lib.cos.argtypes = (ctypes.c_double,)
    return str(copy), lib


def test_code_is_handed_back_only_when_asked_and_still_runs_after(library):
    path, lib = library
    values = [lib.cos(x / 10) for x in range(100)]
    assert values == [math.cos(x / 10) for x in range(100)]
    code = mapped(path)["r-xp"]
    assert resident_kb(code) > 0
    # Without code (a source install: Python's own code runs all the time),
    # the code stays; with it, all of it goes, the data too.
    hand_back(path)
    assert resident_kb(code) > 0
    assert hand_back(path, code=True) > 0
    assert resident_kb(code) == 0
    assert resident_kb(mapped(path)["r--p"]) == 0  # its first read-only part, the headers
    # Run again: read back from the file, the same results.
    assert [lib.cos(x / 10) for x in range(100)] == values
    assert resident_kb(code) > 0
