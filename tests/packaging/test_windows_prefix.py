"""packaging/windows.py makes a Wine prefix again when Wine's first boot of
it fails (seen once in CI with status 53), and says Wine's words when the
second fails too.  Wine itself is replaced by a script that fails as told."""

from __future__ import annotations

import os
import stat
from pathlib import Path
from types import ModuleType

import pytest

from ..helpers import LINUX_ONLY, packaging_script

ROOT = Path(__file__).resolve().parents[2]


def windows(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failures: int) -> ModuleType:
    module = packaging_script("windows")
    monkeypatch.setattr(module, "HOME", tmp_path / "windows")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    count = tmp_path / "boots"
    # wineboot writes a half prefix, then fails its first FAILURES times.
    script = f"""#!/bin/sh
if [ "$1" = wineboot ]; then
  [ -e "$WINEPREFIX/half" ] && exit 99  # booted again over a half prefix
  mkdir -p "$WINEPREFIX"; echo half > "$WINEPREFIX/half"
  echo x >> {count}
  if [ "$(wc -l < {count})" -le {failures} ]; then echo "wine: could not boot" >&2; exit 53; fi
  echo reg > "$WINEPREFIX/system.reg"
fi
exit 0
"""
    for tool in ("wine", "wineserver"):
        path = bin_dir / tool
        path.write_text(script if tool == "wine" else "#!/bin/sh\nexit 0\n")
        path.chmod(path.stat().st_mode | stat.S_IEXEC)
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
    return module


@LINUX_ONLY
def test_a_failed_first_boot_is_tried_again_from_nothing(tmp_path, monkeypatch):
    module = windows(tmp_path, monkeypatch, failures=1)
    module.make_prefix("prefix-x")
    prefix = tmp_path / "windows" / "prefix-x"
    assert (prefix / "system.reg").read_text() == "reg\n"
    assert (tmp_path / "boots").read_text().count("x") == 2


@LINUX_ONLY
def test_two_failed_boots_say_what_wine_said(tmp_path, monkeypatch):
    module = windows(tmp_path, monkeypatch, failures=2)
    with pytest.raises(RuntimeError, match=r"status 53.*could not boot"):
        module.make_prefix("prefix-x")
    assert not (tmp_path / "windows" / "prefix-x").exists()
