"""The README's command that installs and starts the game, run as written,
in the checkout (where CI's `.venv` already stands: `python3 -m venv`
leaves it be, and pip installs the game into it again): a window shows on a
real X server, and Ctrl+Q ends the command."""

from __future__ import annotations

import pytest

from ..test_project import ROOT, readme_commands
from .xsession import quit_with_ctrl_q, started_window

pytestmark = pytest.mark.e2e


def test_the_readmes_play_command_installs_and_starts_the_game(xserver, tmp_path):
    (play,) = [c for c in readme_commands() if c.split("&&")[-1].strip().endswith("blockpuzzle")]
    env = {"XDG_CONFIG_HOME": str(tmp_path / "config"), "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
    with started_window(["bash", "-ec", play], xserver, timeout=600, env=env, cwd=ROOT) as (
        proc,
        window,
        _,
    ):
        assert quit_with_ctrl_q(proc, window, xserver) == 0
    # The game kept its files where the platform's config folder is.
    kept = sorted(p.name for p in (tmp_path / "config" / "blockpuzzle").iterdir())
    assert kept == ["blockpuzzle.history.sqlite", "blockpuzzle.ini"]
