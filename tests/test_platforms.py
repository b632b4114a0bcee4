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
from pathlib import Path

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
    monkeypatch.setenv("USERPROFILE", str(tmp_path))  # "~" on Windows
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
    # As paths: Windows spells the faked systems' folders with backslashes.
    assert path.parent == Path(folder.format(home=home))
    assert path.name == "blockpuzzle.ini"
    assert history_path(path).parent == path.parent


def test_the_faked_platform_agrees_with_platformdirs_own_choice_here(home):
    """The real folder (platformdirs' choice for this machine) is the one
    the faked platform gives for this machine's sys.platform."""
    assert settings.default_path() == settings.default_path(sys.platform)


@pytest.mark.skipif(
    sys.platform != "win32", reason="asks Windows itself (run by packaging/windows.py, under Wine)"
)
def test_on_windows_the_settings_are_in_the_local_application_data_folder(monkeypatch):
    """The folder Windows names for local application data, asked of
    Windows itself (not of platformdirs, which the game uses)."""
    import ctypes
    import uuid

    monkeypatch.delenv("WIN_PD_OVERRIDE_LOCAL_APPDATA", raising=False)

    class Guid(ctypes.Structure):
        _fields_ = [("one", ctypes.c_ulong), ("two", ctypes.c_ushort),
                    ("three", ctypes.c_ushort), ("four", ctypes.c_ubyte * 8)]  # fmt: skip

    local_app_data = uuid.UUID("F1B32785-6FBA-4FCF-9D55-7B8E7F157091")  # FOLDERID_LocalAppData
    one, two, three, *_ = local_app_data.fields
    guid = Guid(one, two, three, (ctypes.c_ubyte * 8)(*local_app_data.bytes[8:]))
    found = ctypes.c_wchar_p()
    windll = ctypes.windll  # type: ignore[attr-defined]
    asked = windll.shell32.SHGetKnownFolderPath(ctypes.byref(guid), 0, None, ctypes.byref(found))
    assert asked == 0  # S_OK
    folder = Path(found.value or "")
    windll.ole32.CoTaskMemFree(found)
    assert folder.is_absolute()
    assert settings.default_path() == folder / "blockpuzzle" / "blockpuzzle.ini"
    assert history_path(settings.default_path()).parent == folder / "blockpuzzle"


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
