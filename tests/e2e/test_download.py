"""The one-file Linux download (``packaging/build.py --archive``): within
the size targets, unpacked as a player would, its launcher plays a whole
game on a real X server from any folder, and its menu entry points at it."""

from __future__ import annotations

import os
import subprocess
import tarfile
from pathlib import Path

import pytest

from .xsession import built, play_to_the_end, quit_with_ctrl_q, started_window

pytestmark = pytest.mark.e2e

ID = "io.github.blockpuzzle.BlockPuzzle"


def download() -> Path:
    return built("BlockPuzzle-*-linux-*.tar.xz", "python packaging/build.py --archive")


@pytest.fixture(scope="module")
def unpacked(tmp_path_factory: pytest.TempPathFactory) -> Path:
    archive = download()
    where = tmp_path_factory.mktemp("download")
    with tarfile.open(archive) as tar:
        tar.extractall(where, filter="tar")
    (folder,) = where.iterdir()
    return folder


def test_the_download_holds_the_game_its_launcher_and_its_menu_entry(unpacked):
    assert os.access(unpacked / "blockpuzzle", os.X_OK)
    assert os.access(unpacked / "install-desktop-entry", os.X_OK)
    assert os.access(unpacked / "app" / "blockpuzzle.bin", os.X_OK)
    assert (unpacked / "share" / "applications" / f"{ID}.desktop").exists()
    assert (unpacked / "share" / "metainfo" / f"{ID}.metainfo.xml").exists()
    assert (unpacked / "share" / "icons" / "hicolor" / "scalable" / "apps" / f"{ID}.svg").exists()
    # The lean bundle: no media backend, and with it no FFmpeg or QtQuick;
    # no OpenSSL; ICU's data trimmed (packaging/icu_data.py).
    files = {p.name: p.stat().st_size for p in (unpacked / "app").rglob("*") if p.is_file()}
    unused = ("libavcodec", "libQt6Quick", "libQt6Qml", "libcrypto", "libssl", "libQt6EglFS")
    assert not [n for n in files if n.startswith(unused)]
    (icu,) = (size for name, size in files.items() if name.startswith("libicudata"))
    assert icu < 5_000_000


def test_the_download_and_the_game_in_it_are_within_the_size_targets(unpacked):
    """ISSUE 17's targets: the download ≤ 45 MB, the game unpacked ≤ 90 MB."""
    assert download().stat().st_size <= 45_000_000
    unpacked_size = sum(p.stat().st_size for p in (unpacked / "app").rglob("*") if p.is_file())
    assert unpacked_size <= 90_000_000


def test_the_launcher_plays_a_whole_game_from_another_folder(xserver, unpacked, tmp_path):
    settings = tmp_path / "s.ini"
    command = [str(unpacked / "blockpuzzle"), "--settings", str(settings)]
    with started_window(command, xserver) as (proc, window, _):
        play_to_the_end(proc, window, settings, {**os.environ, "DISPLAY": xserver})
        assert quit_with_ctrl_q(proc, window, xserver) == 0
    assert settings.exists()


def test_the_menu_entry_it_installs_starts_this_copy(unpacked, tmp_path):
    data = tmp_path / "data"
    subprocess.run(
        [str(unpacked / "install-desktop-entry")],
        env={**os.environ, "XDG_DATA_HOME": str(data)}, check=True, capture_output=True,
    )  # fmt: skip
    entry = (data / "applications" / f"{ID}.desktop").read_text(encoding="utf-8")
    assert f'Exec="{unpacked / "blockpuzzle"}"' in entry.splitlines()
    assert (data / "icons" / "hicolor" / "256x256" / "apps" / f"{ID}.png").exists()
    validate = subprocess.run(
        ["desktop-file-validate", str(data / "applications" / f"{ID}.desktop")],
        capture_output=True, text=True,
    )  # fmt: skip
    assert validate.returncode == 0, validate.stdout + validate.stderr
