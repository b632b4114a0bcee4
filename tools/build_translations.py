"""Qt Linguist files: update the .ts from the sources, build the .qm.

English is the source language, but its sentences with a count still need
their singular ("1 point") and plural ("2 points"): blockpuzzle_en.ts holds
only those (lupdate -pluralonly).

    python tools/build_translations.py          # lupdate, then lrelease
    python tools/build_translations.py --check  # fail if anything is stale,
                                                # unfinished or vanished

The .ts files in resources/translations are the translations' source; the
.qm files next to them are built from them and shipped.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TRANSLATIONS = ROOT / "resources" / "translations"
LANGUAGES = ("en", "id", "pt_BR")


def tool(name: str) -> str:
    found = shutil.which(name) or str(Path(sys.executable).parent / name)
    if not Path(found).exists():
        raise SystemExit(f"{name} not found (it comes with PySide6-Essentials)")
    return found


def sources() -> list[str]:
    files = [
        p for p in sorted((ROOT / "blockpuzzle").rglob("*.py")) if not p.name.endswith("_ui.py")
    ]
    files += sorted((ROOT / "ui").glob("*.ui"))
    return [str(p.relative_to(ROOT)) for p in files]


def lupdate(ts_files: list[Path]) -> None:
    for ts in ts_files:
        plurals = ["-pluralonly"] if ts.stem.endswith("_en") else []
        subprocess.run(
            [tool("pyside6-lupdate"), "-no-obsolete", "-locations", "none", *plurals,
             *sources(), "-ts", str(ts)],
            cwd=ROOT, check=True, capture_output=True, text=True,
        )  # fmt: skip


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run(
        [tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)],
        cwd=ROOT, check=True, capture_output=True, text=True,
    )  # fmt: skip


# Qt's own texts the game shows, for the languages Qt itself has none of.
QT_OWN = ("id",)


def qt_own_path(language: str) -> Path:
    return TRANSLATIONS / f"qt_{language}.ts"


def ts_path(language: str) -> Path:
    return TRANSLATIONS / f"blockpuzzle_{language}.ts"


def problems(ts: Path) -> list[str]:
    text = ts.read_text(encoding="utf-8")
    found = []
    for kind in ("unfinished", "vanished", "obsolete"):
        count = len(re.findall(rf'type="{kind}"', text))
        if count:
            found.append(f"{ts.name}: {count} {kind}")
    empty = len(re.findall(r"<translation>\s*</translation>|<translation/>", text))
    if empty:
        found.append(f"{ts.name}: {empty} empty")
    return found


def check() -> int:
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        copies = []
        for language in LANGUAGES:
            copy = Path(tmp) / ts_path(language).name
            shutil.copy(ts_path(language), copy)
            copies.append(copy)
        lupdate(copies)
        for language, copy in zip(LANGUAGES, copies, strict=True):
            failures += problems(copy)
            if copy.read_text(encoding="utf-8") != ts_path(language).read_text(encoding="utf-8"):
                failures.append(f"{ts_path(language).name} is not up to date with the sources")
            qm = Path(tmp) / f"blockpuzzle_{language}.qm"
            lrelease(ts_path(language), qm)
            shipped = TRANSLATIONS / qm.name
            if not shipped.exists() or shipped.read_bytes() != qm.read_bytes():
                failures.append(f"{qm.name} is not built from its .ts")
        for language in QT_OWN:
            qm = Path(tmp) / f"qt_{language}.qm"
            lrelease(qt_own_path(language), qm)
            shipped = TRANSLATIONS / qm.name
            if not shipped.exists() or shipped.read_bytes() != qm.read_bytes():
                failures.append(f"{qm.name} is not built from its .ts")
    for failure in failures:
        print(failure)
    return 1 if failures else 0


def main() -> int:
    if "--check" in sys.argv[1:]:
        return check()
    TRANSLATIONS.mkdir(parents=True, exist_ok=True)
    lupdate([ts_path(language) for language in LANGUAGES])
    for language in LANGUAGES:
        lrelease(ts_path(language), TRANSLATIONS / f"blockpuzzle_{language}.qm")
        for problem in problems(ts_path(language)):
            print(problem)
    for language in QT_OWN:
        lrelease(qt_own_path(language), TRANSLATIONS / f"qt_{language}.qm")
    return 0


if __name__ == "__main__":
    sys.exit(main())
