"""The wheel: everything the game loads at run time is inside it, and it
installs and starts in a fresh virtual environment."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from ..helpers import LINUX_ONLY

# Built with pip, which Windows' embeddable Python lacks: the same wheel
# on every system.
pytestmark = LINUX_ONLY

ROOT = Path(__file__).resolve().parents[2]

CHECK = r"""
import json, sys
from pathlib import Path
from PySide6.QtWidgets import QApplication
app = QApplication([])
import blockpuzzle
from blockpuzzle.app import create_window
from blockpuzzle.paths import resources
from blockpuzzle.store.settings import LANGUAGE
from PySide6.QtGui import QIcon
window = create_window(Path(sys.argv[1]))
window.prefs.set(LANGUAGE, "pt_BR")
app.processEvents()
# The dialogs are built from the compiled Designer forms: open each one.
window.action("statistics").trigger()
window.action("preferences").trigger()
app.processEvents()
print(json.dumps({
    "package": str(Path(blockpuzzle.__file__).parent),
    "resources": str(resources()),
    "sounds": sorted(p.name for p in (resources() / "sounds").glob("*.wav")),
    "title": window.action("undo").text(),
    "icon": not QIcon(str(resources() / "icons" / "blockpuzzle.svg")).isNull(),
    "statistics": window.statistics_dialog.windowTitle(),
    "preferences": window.preferences_dialog.windowTitle(),
    "forms": sorted(m for m in sys.modules if m.startswith("blockpuzzle.dialogs.forms.")),
}))
window.close()
"""


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(out), str(ROOT)],
        check=True, capture_output=True, timeout=600,
    )  # fmt: skip
    (found,) = out.glob("blockpuzzle-*.whl")
    return found


def test_the_wheel_holds_every_runtime_file(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    expected = {
        "blockpuzzle/resources/icons/blockpuzzle.svg",
        "blockpuzzle/resources/translations/blockpuzzle_en.qm",
        "blockpuzzle/resources/translations/blockpuzzle_id.qm",
        "blockpuzzle/resources/translations/blockpuzzle_pt_BR.qm",
        "blockpuzzle/dialogs/forms/statistics_ui.py",
        "blockpuzzle/dialogs/forms/preferences_ui.py",
        "blockpuzzle/py.typed",
        *(
            f"blockpuzzle/resources/sounds/{n}.wav"
            for n in ("place", "clear1", "clear2", "clear3", "gameover")
        ),
    }
    assert expected <= names
    assert not any(n.startswith(("tests/", "tools/")) for n in names)


def test_the_wheel_installs_and_starts_in_a_fresh_venv(wheel, tmp_path):
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=120)
    pip = venv / "bin" / "pip"
    subprocess.run(
        [str(pip), "install", "-q", str(wheel)], check=True, capture_output=True, timeout=900
    )
    version = subprocess.run(
        [str(venv / "bin" / "blockpuzzle"), "--version"], capture_output=True, text=True, timeout=60
    )
    assert version.returncode == 0 and version.stdout.startswith("blockpuzzle ")
    run = subprocess.run(
        [str(venv / "bin" / "python"), "-c", CHECK, str(tmp_path / "s.ini")],
        cwd=tmp_path,  # never the source tree
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": ""},
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert run.returncode == 0, run.stderr[-3000:]
    seen = json.loads(run.stdout.strip().splitlines()[-1])
    assert seen["package"].startswith(str(venv))
    assert seen["resources"] == str(Path(seen["package"]) / "resources")
    assert seen["sounds"] == ["clear1.wav", "clear2.wav", "clear3.wav", "gameover.wav", "place.wav"]
    assert seen["title"] == "&Desfazer"  # the Portuguese .qm loaded from the wheel
    assert seen["icon"]
    # Both dialogs opened from the wheel's own compiled forms, in Portuguese.
    assert seen["statistics"] == "Estatísticas" and seen["preferences"] == "Preferências"
    assert seen["forms"] == [
        "blockpuzzle.dialogs.forms.preferences_ui",
        "blockpuzzle.dialogs.forms.statistics_ui",
    ]
