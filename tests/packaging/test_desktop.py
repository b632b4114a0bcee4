"""Linux desktop integration files validate, and the icons exist in every size."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from ..helpers import LINUX_ONLY

pytestmark = LINUX_ONLY

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
APP_ID = "io.github.blockpuzzle.BlockPuzzle"


def tool(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        why = f"{name} is not installed (apt-get install desktop-file-utils appstream)"
        if os.environ.get("CI") == "true":
            pytest.fail(why + " — and CI must run it")
        pytest.skip(why)
    return found


def test_desktop_entry_validates():
    out = subprocess.run(
        [tool("desktop-file-validate"), str(LINUX / f"{APP_ID}.desktop")],
        capture_output=True,
        text=True,
    )
    assert out.returncode == 0 and not out.stdout.strip(), out.stdout + out.stderr


def test_appstream_metainfo_validates():
    out = subprocess.run(
        [tool("appstreamcli"), "validate", "--no-net", str(LINUX / f"{APP_ID}.metainfo.xml")],
        capture_output=True, text=True,
    )  # fmt: skip
    assert out.returncode == 0, out.stdout + out.stderr


def test_icons_for_every_platform_come_from_the_one_svg():
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        png = LINUX / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        data = png.read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n"
        assert int.from_bytes(data[16:20], "big") == size  # the PNG's width
    assert (ROOT / "packaging" / "blockpuzzle.ico").read_bytes()[:4] == b"\x00\x00\x01\x00"
    assert (ROOT / "packaging" / "blockpuzzle.icns").read_bytes()[:4] == b"icns"
    svg = LINUX / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    assert svg.read_bytes() == (ROOT / "resources" / "icons" / "blockpuzzle.svg").read_bytes()
