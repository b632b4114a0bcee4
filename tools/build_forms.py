"""Compiles every Qt Designer form in ui/ to blockpuzzle/dialogs/forms/<name>_ui.py.

    python tools/build_forms.py [--check]

The generated modules are committed so the game runs without build tools;
``--check`` (and tests/test_project.py) fails when one is out of date.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FORMS = ROOT / "ui"
OUT = ROOT / "blockpuzzle" / "dialogs" / "forms"


def uic() -> str:
    found = shutil.which("pyside6-uic") or str(Path(sys.executable).parent / "pyside6-uic")
    if not Path(found).exists():
        raise SystemExit("pyside6-uic not found (it comes with PySide6-Essentials)")
    return found


def compile_form(form: Path) -> str:
    out = subprocess.run(
        [uic(), "--no-autoconnection", str(form.relative_to(ROOT))],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    # The generator stamps its own version in a comment; keep files stable.
    lines = [line for line in out.stdout.splitlines() if not line.startswith("## Created by")]
    text = "\n".join(lines).rstrip() + "\n"
    # Typed, so that mypy --strict accepts the calls to them: every form's
    # top widget is a dialog.
    text = re.sub(
        r"def (setupUi|retranslateUi)\(self, (\w+)\):",
        r"def \1(self, \2: QDialog) -> None:",
        text,
    )
    return text.replace("\nclass Ui_", "\nfrom PySide6.QtWidgets import QDialog\n\nclass Ui_", 1)


def targets() -> dict[Path, str]:
    return {OUT / f"{form.stem}_ui.py": compile_form(form) for form in sorted(FORMS.glob("*.ui"))}


def main() -> int:
    check = "--check" in sys.argv[1:]
    stale = []
    for path, text in targets().items():
        current = path.read_text(encoding="utf-8") if path.exists() else None
        if current != text:
            stale.append(path)
            if not check:
                path.write_text(text, encoding="utf-8")
    if check and stale:
        print("out of date:", *(str(p.relative_to(ROOT)) for p in stale))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
