"""The standalone bundle (packaging/build.py) starts on a real X server:
its window appears, and Ctrl+Q quits with exit code 0."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from .xsession import ROOT, started_window

pytestmark = pytest.mark.e2e


def bundle() -> Path:
    found = sorted((ROOT / "dist").glob("**/blockpuzzle.bin"))
    if not found:
        why = "no bundle in dist/: build it with `python packaging/build.py`"
        if os.environ.get("CI") == "true":
            pytest.fail(why + " — .ci/run builds it before the tests")
        pytest.skip(why)
    return found[0]


def test_the_bundle_starts_and_quits_with_ctrl_q(xserver, tmp_path):
    program = bundle()
    with started_window([str(program), "--settings", str(tmp_path / "s.ini")], xserver) as (
        proc,
        window,
        _,
    ):
        subprocess.run(
            ["xdotool", "windowfocus", "--sync", window, "key", "--clearmodifiers", "ctrl+q"],
            env={**os.environ, "DISPLAY": xserver}, check=True, timeout=30,
        )  # fmt: skip
        assert proc.wait(timeout=30) == 0
    assert (tmp_path / "s.ini").exists()  # it saved the new game on its way out
