"""ICU's data cut down to what Qt asks of it in this game (Linux bundles).

Qt Core from the PySide6 wheels links ICU, whose data library
(``libicudata.so.73``, 31 MB) is the largest file in the bundle.  Qt calls
four parts of ICU (``nm -D --undefined-only libQt6Core.so.6``): case mapping
(``u_strToUpper``; its tables are compiled into libicuuc), collation
(``ucol_*``: ``coll/``), time zones and their names (``ucal_*``: the zone
tables and ``zone/``) and converters for legacy encodings (``ucnv_*``: the
``.cnv`` tables, which the game never asks for).  So the data keeps the
locale-independent tables, collation, and the locale and zone-name resources
of the game's languages (English, Indonesian, Portuguese); break iterators,
transliterators, spelled-out numbers, currency/language/region/unit names,
legacy converters and other locales' resources go.  ICU falls back to the
root locale for a locale it does not find, so a player whose system speaks
another language still gets working collation and English zone names.

This is ICU's own filtering (``icupkg -r``, from Debian's icu-devtools) on
the data the wheel ships, rebuilt as a library with the same name and the one
symbol libicuuc looks for (``icudt73_dat``); nothing else in the bundle is
touched.  Windows and macOS wheels carry no ICU data, so there is nothing to
do there.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

LANGUAGES = frozenset({"root", "en", "id", "in", "pt"})  # "in": ICU's old code for Indonesian
UNUSED_FOLDERS = frozenset({"brkitr", "curr", "lang", "rbnf", "region", "unit", "translit"})
UNUSED_KINDS = frozenset({"cnv", "dict", "cfu", "spp"})
UNUSED_FILES = frozenset({"unames.icu"})
LOCALE = re.compile(r"^[a-z]{2,3}(_\w*)?$")
TOOLS = ("objcopy", "icupkg", "cc")


def keep(item: str) -> bool:
    """Whether an item of ICU's data package (``coll/pt.res``) stays."""
    folder, _, name = item.rpartition("/")
    stem, _, kind = name.rpartition(".")
    if folder in UNUSED_FOLDERS or kind in UNUSED_KINDS or name in UNUSED_FILES:
        return False
    if kind == "res" and stem != "res_index" and LOCALE.match(stem):
        return stem.split("_")[0] in LANGUAGES
    return True


def missing_tools() -> list[str]:
    return [tool for tool in TOOLS if shutil.which(tool) is None]


def trim(bundle: Path) -> tuple[int, int] | None:
    """Replaces the bundle's ICU data library by a trimmed one; returns the
    sizes before and after, or None when there is nothing to trim or the
    tools are missing (then it says so and the bundle keeps the full data)."""
    found = sorted(bundle.glob("libicudata.so.*"))
    if not found:
        return None
    if missing := missing_tools():
        print(f"ICU data kept whole: {', '.join(missing)} not found", file=sys.stderr)
        return None
    library = found[0]
    version = library.name.rpartition(".so.")[2].split(".")[0]
    package = f"icudt{version}{'l' if sys.byteorder == 'little' else 'b'}"
    before = library.stat().st_size
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        whole = work / "whole" / f"{package}.dat"
        whole.parent.mkdir()
        # The data is the library's only read-only section: one symbol.
        run("objcopy", "-O", "binary", "--only-section=.rodata", library, whole)
        items = run("icupkg", "-l", whole).split()
        unused = work / "unused.txt"
        unused.write_text("".join(f"{i}\n" for i in items if not keep(i)), encoding="utf-8")
        trimmed = work / f"{package}.dat"
        run("icupkg", "-r", unused, whole, trimmed)
        source = work / "data.S"
        source.write_text(ASSEMBLY.format(symbol=f"icudt{version}_dat", data=trimmed.name))
        built = work / library.name
        run("cc", "-shared", "-nostdlib", f"-Wl,-soname,{library.name}", "-o", built, source,
            cwd=work)  # fmt: skip
        shutil.copyfile(built, library)
    return before, library.stat().st_size


ASSEMBLY = """\
    .section .rodata
    .globl {symbol}
    .type {symbol}, @object
    .balign 16
{symbol}:
    .incbin "{data}"
    .size {symbol}, . - {symbol}
    .section .note.GNU-stack,"",@progbits
"""


def run(*args: object, cwd: Path | None = None) -> str:
    done = subprocess.run(
        [str(a) for a in args], cwd=cwd, capture_output=True, text=True, check=False
    )
    if done.returncode != 0:
        raise RuntimeError(f"{args[0]} failed: {done.stderr.strip() or done.stdout.strip()}")
    return done.stdout


if __name__ == "__main__":
    print(trim(Path(sys.argv[1])))
