"""The package's rooms and the directions imports may point between them:
the contracts in pyproject.toml ([tool.importlinter]), checked by
import-linter over every module (engine <- coach <- models <- store <- views
/ access <- dialogs <- window <- app; paths and lang under everything but
the engine and the coach, which never import Qt; processes under dialogs
and window); every room saying what lives there; the tests mirroring it.
"""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .helpers import LINUX_ONLY

PACKAGE = Path(__file__).resolve().parents[1] / "blockpuzzle"
ROOT = PACKAGE.parent
ROOMS = sorted(p.name for p in PACKAGE.iterdir() if (p / "__init__.py").exists())


def lint_imports(config: Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    tool = shutil.which("lint-imports", path=str(Path(sys.executable).parent))
    if tool is None:
        pytest.fail("lint-imports is missing: it comes with the test extras")
    return subprocess.run(
        [tool, "--no-cache", str(config)], cwd=cwd, capture_output=True, text=True, timeout=300,
        env={"PYTHONPATH": str(cwd), "PATH": ""},
    )  # fmt: skip


@LINUX_ONLY
def test_the_import_contracts_hold():
    run = lint_imports(ROOT / "pyproject.toml", ROOT)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-2000:]
    assert "6 kept, 0 broken" in run.stdout


@LINUX_ONLY
def test_the_contracts_see_a_wrong_import(tmp_path):
    """The check itself: the same contracts over a package whose store
    imports a view, and whose coach imports Qt: both are caught."""
    fake = tmp_path / "blockpuzzle"
    rooms = ("app", "window", "dialogs", "views", "access", "store", "models", "coach",
             "engine", "lang")  # fmt: skip
    for room in rooms:
        (fake / room).mkdir(parents=True)
        (fake / room / "__init__.py").write_text("")
    for module in ("__init__", "paths", "processes", "crash"):
        (fake / f"{module}.py").write_text("")
    (fake / "store" / "bad.py").write_text("from ..views import theme\n")
    (fake / "views" / "theme.py").write_text("")
    (fake / "coach" / "qt.py").write_text("import PySide6\n")
    config = tmp_path / "contracts.toml"
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    config.write_text(text[text.index("\n[tool.importlinter]\n") :], encoding="utf-8")
    run = lint_imports(config, tmp_path)
    assert run.returncode != 0
    assert "blockpuzzle.store.bad -> blockpuzzle.views.theme" in run.stdout
    assert "Imports point down the rooms BROKEN" in run.stdout
    assert "never import Qt, nor the game's Qt side BROKEN" in run.stdout


@pytest.mark.parametrize("room", ROOMS)
def test_every_room_says_what_lives_there_and_what_it_may_import(room):
    doc = ast.get_docstring(ast.parse((PACKAGE / room / "__init__.py").read_text("utf-8")))
    assert doc, f"blockpuzzle/{room}/__init__.py needs a docstring"
    if room not in ("engine",):
        assert "import" in doc.lower(), f"blockpuzzle/{room}: say what it may import"


def test_the_tests_mirror_the_package():
    tests = Path(__file__).resolve().parent
    for room in ROOMS:
        if room == "engine" or any((PACKAGE / room).glob("*.py")):
            assert (tests / room).is_dir(), f"tests/{room}/ is missing"
