"""The Flatpak manifest (packaging/flatpak/…yml), checked the ways this
machine can: flatpak-builder reads it without a warning (it exits 0 even on
an unknown key, so its warnings are what count), and what it names exists
here, with the same id as the desktop entry and metainfo.  Building it needs
the KDE runtime and the PySide base app from Flathub, which CI cannot
download.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import tempfile
import tomllib
from pathlib import Path

import pytest

from ..helpers import LINUX_ONLY

pytestmark = LINUX_ONLY

ROOT = Path(__file__).resolve().parents[2]
APP_ID = "io.github.blockpuzzle.BlockPuzzle"
MANIFEST = ROOT / "packaging" / "flatpak" / f"{APP_ID}.yml"


def show(path: Path) -> subprocess.CompletedProcess[str]:
    builder = shutil.which("flatpak-builder")
    if builder is None:
        why = "flatpak-builder is not installed (apt-get install flatpak-builder)"
        if os.environ.get("CI") == "true":
            pytest.fail(why + " — and CI must run it")
        pytest.skip(why)
    # It keeps a state folder (.flatpak-builder/) where it runs: not in the clone.
    with tempfile.TemporaryDirectory() as elsewhere:
        return subprocess.run(
            [builder, "--show-manifest", str(path)],
            capture_output=True, text=True, check=False, cwd=elsewhere,
        )  # fmt: skip


def problems(run: subprocess.CompletedProcess[str]) -> list[str]:
    return [line for line in run.stderr.splitlines() if "WARNING" in line or "rror" in line]


@pytest.fixture(scope="module")
def manifest() -> dict:
    run = show(MANIFEST)
    assert run.returncode == 0 and not problems(run), run.stderr
    return json.loads(run.stdout)


def test_flatpak_builder_reads_it_cleanly_and_would_flag_a_mistake(manifest, tmp_path):
    text = MANIFEST.read_text(encoding="utf-8")
    for good, bad in (
        ("buildsystem: simple", "buildsystm: simple"),
        ("finish-args:", "finish-args: 3"),
    ):
        broken = tmp_path / MANIFEST.name
        broken.write_text(text.replace(good, bad, 1), encoding="utf-8")
        assert problems(show(broken)), bad


def test_the_app_is_the_one_the_desktop_files_describe(manifest):
    assert manifest["id"] == APP_ID
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert manifest["command"] in scripts["gui-scripts"]
    desktop = (ROOT / "packaging" / "linux" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    assert re.search(rf"^Exec={manifest['command']}\b", desktop, re.M)
    metainfo = (ROOT / "packaging" / "linux" / f"{APP_ID}.metainfo.xml").read_text("utf-8")
    assert f"<id>{APP_ID}</id>" in metainfo
    assert f'<launchable type="desktop-id">{APP_ID}.desktop</launchable>' in metainfo


def test_every_file_it_installs_is_in_the_repository(manifest):
    game = manifest["modules"][-1]
    (source,) = game["sources"]
    assert (MANIFEST.parent / source["path"]).resolve() == ROOT
    for command in game["build-commands"]:
        for word in command.split():
            if word.startswith("packaging/"):
                assert (ROOT / word).exists(), word


def test_the_sandbox_gives_sound_and_a_window_and_nothing_more(manifest):
    assert set(manifest["finish-args"]) == {
        "--share=ipc", "--socket=wayland", "--socket=fallback-x11", "--socket=pulseaudio",
        "--device=dri",
    }  # fmt: skip


def test_python_dependencies_are_pinned_by_hash_and_meet_pyproject(manifest):
    wanted = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    pinned = {}
    for module in manifest["modules"][:-1]:
        for source in module["sources"]:
            assert source["url"].startswith("https://files.pythonhosted.org/")
            assert re.fullmatch(r"[0-9a-f]{64}", source["sha256"])
            name, version = Path(source["url"]).name.split("-")[:2]
            assert any(name in cmd for cmd in module["build-commands"])
            pinned[name] = tuple(int(p) for p in version.split("."))
    # PySide6 comes from the base app; everything else the game needs is pinned.
    for requirement in wanted["dependencies"]:
        name, _, low = re.match(r"([\w-]+)(>=([\d.]+))?", requirement).groups()
        if not name.startswith("PySide6"):
            assert name in pinned, name
            assert pinned[name] >= tuple(int(p) for p in low.split(".")), name
