"""What differs between Linux, Windows and macOS, tested on any of them by
faking the platform where the code allows: where the settings (and the
history beside them) live, how the single-instance lock names a file,
which commands macOS moves into its application menu, and that shortcuts
are written so that Qt turns Ctrl into Cmd on macOS.  High-DPI drawing is
tested at device pixel ratios 1 and 2 in tests/views/test_tiles.py and at
150 % and 200 % on a real X server in tests/e2e/test_window.py.
"""

from __future__ import annotations

import ntpath
import posixpath
import sys

import pytest
from PySide6.QtGui import QAction, QKeySequence

from blockpuzzle.store import settings
from blockpuzzle.store.history import history_path
from blockpuzzle.store.single import canonical
from blockpuzzle.window.commands import COMMANDS

LOCAL = r"C:\Users\Ana\AppData\Local"


@pytest.fixture
def home(monkeypatch, tmp_path):
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    # platformdirs' own override, read before it asks Windows (no Windows here).
    monkeypatch.setenv("WIN_PD_OVERRIDE_LOCAL_APPDATA", LOCAL)
    return tmp_path


@pytest.mark.parametrize(
    ("system", "folder"),
    [
        ("linux", "{home}/.config/blockpuzzle"),
        ("win32", LOCAL + "/blockpuzzle"),  # local, not roaming: statistics stay on this PC
        ("darwin", "{home}/Library/Application Support/blockpuzzle"),
    ],
)
def test_settings_and_history_live_where_each_system_keeps_them(home, system, folder):
    path = settings.default_path(system)
    assert str(path.parent) == folder.format(home=home)
    assert path.name == "blockpuzzle.ini"
    assert history_path(path).parent == path.parent


def test_the_faked_platform_agrees_with_platformdirs_own_choice_here(home):
    """The real folder (platformdirs' choice for this machine) is the one
    the faked platform gives for this machine's sys.platform."""
    assert settings.default_path() == settings.default_path(sys.platform)


def test_windows_spellings_of_one_file_share_one_lock():
    one = canonical(r"C:\Games\Block\S.ini", ntpath)
    assert canonical("c:/games/block/s.INI", ntpath) == one
    assert canonical(r"C:\Games\Other\..\Block\S.ini", ntpath) == one
    # Linux and macOS (by default) tell case apart: two files, two games.
    assert canonical("/games/S.ini", posixpath) != canonical("/games/s.ini", posixpath)


def test_macos_moves_quit_and_preferences_and_nothing_else(qapp):
    roles = {command.name: command.role for command in COMMANDS}
    assert roles.pop("quit") == QAction.MenuRole.QuitRole
    assert roles.pop("preferences") == QAction.MenuRole.PreferencesRole
    # Qt's default would move "Statistics…"-like texts by heuristics.
    assert set(roles.values()) == {QAction.MenuRole.NoRole}


def test_the_window_gives_each_action_its_role(win):
    for command in COMMANDS:
        assert win.action(command.name).menuRole() == command.role, command.name


def test_shortcuts_are_portable_so_macos_reads_ctrl_as_cmd(qapp):
    for command in COMMANDS:
        for key in command.keys:
            if isinstance(key, str):
                # "Ctrl" in portable text is Cmd on macOS; "Meta" would be the
                # Control key there and a different key everywhere else.
                assert "Meta" not in key, command.name
                sequence = QKeySequence(key)
                assert sequence.toString(QKeySequence.SequenceFormat.PortableText) == key, key
    undo = next(c for c in COMMANDS if c.name == "undo")
    assert undo.keys == (QKeySequence.StandardKey.Undo,)  # Cmd+Z on macOS, Ctrl+Z elsewhere
