"""What the Windows installer keeps (packaging/installer.py): the DLLs and
extensions the game was measured to load, Python code, the interpreters,
Qt's translations of the game's own languages — and nothing of Qt's other
modules, tools or languages, nor Python's extensions the game never loads.
Files named here by hand, as they stand in PySide6's and python.org's
Windows packages."""

from __future__ import annotations

from pathlib import Path

import pytest

from ..helpers import packaging_script

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def installer():  # type: ignore[no-untyped-def]
    return packaging_script("installer")


@pytest.mark.parametrize(
    ("path", "kept"),
    [
        ("pkgs/PySide6/Qt6Core.dll", True),
        ("pkgs/PySide6/QtWidgets.pyd", True),
        ("pkgs/PySide6/plugins/platforms/qwindows.dll", True),
        ("pkgs/PySide6/plugins/platforms/qoffscreen.dll", False),
        ("pkgs/PySide6/plugins/imageformats/qjpeg.dll", False),
        ("pkgs/PySide6/plugins/multimedia/ffmpegmediaplugin.dll", False),
        ("pkgs/PySide6/Qt6WebEngineCore.dll", False),
        ("pkgs/PySide6/Qt6Quick.dll", False),
        ("pkgs/PySide6/opengl32sw.dll", False),
        ("pkgs/PySide6/designer.exe", False),
        ("pkgs/PySide6/QtCore.pyi", False),
        ("pkgs/PySide6/include/pyside.h", False),
        ("pkgs/PySide6/__init__.py", True),
        ("pkgs/PySide6/support/deprecated.py", True),
        ("pkgs/PySide6/scripts/pyside_tool.py", False),
        ("pkgs/PySide6/translations/qtbase_pt_BR.qm", True),
        ("pkgs/PySide6/translations/qtbase_de.qm", False),
        ("pkgs/PySide6/translations/designer_pt_BR.qm", False),
        ("pkgs/shiboken6/shiboken6.abi3.dll", True),
        ("pkgs/shiboken6/vcomp140.dll", False),
        ("pkgs/platformdirs/windows.py", True),
        ("python/pythonw.exe", True),
        ("python/python.exe", True),
        ("python/python312.zip", True),
        ("python/python312._pth", True),
        ("python/_sqlite3.pyd", True),
        ("python/sqlite3.dll", True),
        ("python/_ssl.pyd", False),
        ("python/libcrypto-3.dll", False),
        ("python/_asyncio.pyd", False),
        ("python/python.cat", False),
    ],
)
def test_the_installer_keeps_what_the_game_loads_and_nothing_else(installer, path, kept):
    assert installer.kept(path, installer.loaded()) is kept


def test_the_measured_list_names_the_games_qt_and_its_python():
    lines = (ROOT / "packaging/windows/loaded.txt").read_text(encoding="utf-8").splitlines()
    names = {line for line in lines if line and not line.startswith("#")}
    needed = {"pkgs/pyside6/qt6core.dll", "pkgs/pyside6/qt6widgets.dll",
              "pkgs/pyside6/qt6charts.dll", "pkgs/pyside6/qt6multimedia.dll",
              "pkgs/pyside6/plugins/platforms/qwindows.dll", "python/python312.dll"}  # fmt: skip
    assert needed <= names
    # Never a stand-in made for Wine (packaging/windows.py's ICU stub).
    assert "pkgs/pyside6/icuuc.dll" not in names
    assert names == {name.lower() for name in names}
