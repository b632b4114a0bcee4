"""The project's own promises: README's commands, the CLI, lint and types."""

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from .helpers import LINUX_ONLY

# Subprocesses (the CLI, mypy, ruff, the form compiler): no mutant can
# change what they check, so mutation runs leave them out.
pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[1]


def readme_commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return re.findall(r"```sh\n(.+?)\n```", text, flags=re.S)


def test_readme_test_command_is_what_ci_runs():
    test_command = next(c for c in readme_commands() if "pytest" in c)
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert test_command in ci.splitlines()


def test_the_readme_has_a_play_command_that_installs_then_starts_the_game():
    """Its shape only: tests/e2e/test_readme.py runs it."""
    play = next(c for c in readme_commands() if "blockpuzzle" in c.split("&&")[-1])
    assert "pip install" in play and play.strip().endswith("blockpuzzle")


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "blockpuzzle", *args], capture_output=True, text=True, timeout=60
    )


def test_version_and_help():
    from blockpuzzle import __version__

    out = run_cli("--version")
    assert out.returncode == 0 and out.stdout.strip() == f"blockpuzzle {__version__}"
    out = run_cli("--help")
    assert out.returncode == 0
    assert "--settings PATH" in out.stdout and "--version" in out.stdout


@LINUX_ONLY
def test_the_whole_package_is_mypy_strict_clean():
    """Where PySide6's stubs are wrong, a narrow cast or ignore says why
    (lang/context.py, models/signals.py, the pixmap cache, the D-Bus slot)."""
    out = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "blockpuzzle"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert out.returncode == 0, out.stdout


@LINUX_ONLY
def test_ruff_is_clean():
    out = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "blockpuzzle", "tests", "benchmarks"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stdout


def test_many_signal_emissions_do_not_abort_the_interpreter():
    # PySide6 6.12.0 loses a reference to True on each emission and aborts
    # after a few thousand ("bool_dealloc"): pyproject.toml excludes it.
    code = (
        "from PySide6.QtCore import QObject, Signal, QCoreApplication\n"
        "app = QCoreApplication([])\n"
        "class O(QObject):\n"
        "    s = Signal(bool)\n"
        "o = O()\n"
        "for _ in range(20000):\n"
        "    o.s.emit(True)\n"
        "print('ok')\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0 and out.stdout.strip() == "ok", out.stderr[-500:]


@LINUX_ONLY
def test_compiled_forms_match_their_designer_files():
    out = subprocess.run(
        [sys.executable, "tools/build_forms.py", "--check"],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert out.returncode == 0, out.stdout + out.stderr


def test_anyone_can_print_the_deal_of_a_game_number():
    """README's "Check a deal": the command prints what the number deals."""
    import json

    table = json.loads((ROOT / "tests" / "engine" / "game_numbers.json").read_text())
    number, refills = sorted(table.items())[3]
    out = run_cli("--deal", number.lower(), "--refills", "5")
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert [line.split(": ")[1].split() for line in lines[1:]] == refills
    bad = run_cli("--deal", number[:-1] + ("0" if number[-1] != "0" else "1"))
    assert bad.returncode == 2 and "mistyped" in bad.stderr


def test_coverage_floors_are_checked_on_every_whole_run_ci_or_a_release_makes():
    from .coverage_floors import whole_run

    paths = ["tests"]
    assert whole_run("", "", ["tests"], paths)  # the README's, CI's
    assert whole_run("not e2e", "", ["tests"], paths)  # the release workflow's
    assert not whole_run("e2e", "", ["tests"], paths)
    assert not whole_run("not slow", "", ["tests"], paths)
    assert not whole_run("", "hint", ["tests"], paths)
    assert not whole_run("", "", ["tests/coach"], paths)


@pytest.mark.parametrize("ci", ["true", ""])
def test_coverage_is_measured_where_ci_runs_the_tests_and_not_in_a_plain_local_run(ci, tmp_path):
    """The README's command measures coverage under CI=true (.ci/run,
    GitHub's runners): the floors need it; a local run skips it (3x faster
    for the engine's tests).  The run keeps its data apart (COVERAGE_FILE)
    and is not measured by a run measuring this one (testing/mutation.py's
    map), which the two would otherwise spoil for each other."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("COVERAGE")}
    env.update(CI=ci, COVERAGE_FILE=str(tmp_path / "coverage"))
    out = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--cov-report=term",
         "tests/engine/test_number.py"],
        capture_output=True, text=True, timeout=300, cwd=ROOT, env=env,
    )  # fmt: skip
    assert out.returncode == 0, out.stdout + out.stderr
    measured = re.search(r"blockpuzzle[\\/]engine[\\/]number\.py", out.stdout) is not None
    assert measured == (ci == "true"), out.stdout
