"""Uncaught errors (blockpuzzle/crash.py): written to a log beside the
settings, and, where no console shows them, the player told once in a
message box naming the log — never a silent exit.  Errors are forced here
by hand; the Windows installer's test forces one in the installed game."""

from __future__ import annotations

import subprocess
import sys
import threading

import pytest

from blockpuzzle import crash


class Told(list):  # type: ignore[type-arg]
    """The messages shown; ``passed_on``, the errors handed to Python's hook."""

    passed_on: list[BaseException]


@pytest.fixture
def hooked(tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    """The hook installed for the test (the log in ``tmp_path``), with no
    console, the message boxes it would show listed instead; Python's own
    hooks back afterwards."""
    told = Told()
    passed_on: list[BaseException] = []
    # Python's own hook (pytest-qt's, in a test): what it is handed is kept.
    monkeypatch.setattr(sys, "excepthook", lambda _kind, error, _trace: passed_on.append(error))
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    monkeypatch.setattr(crash, "tell", told.append)
    crash.install(tmp_path)
    monkeypatch.setattr(crash, "has_console", lambda: False)
    told.passed_on = passed_on
    return told


def raise_and_report(error: BaseException) -> None:
    try:
        raise error
    except BaseException as caught:
        sys.excepthook(type(caught), caught, caught.__traceback__)


def test_an_uncaught_error_is_logged_beside_the_settings_and_told_once(hooked, tmp_path):
    raise_and_report(RuntimeError("the board is on fire"))
    # Still written to the error output, where there is one.
    assert [str(e) for e in hooked.passed_on] == ["the board is on fire"]
    log = (tmp_path / "blockpuzzle-error.log").read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in log
    assert "RuntimeError: the board is on fire" in log and "raise_and_report" in log
    assert hooked == [
        "Block Puzzle met an error it did not expect, and may not go on: RuntimeError: the "
        "board is on fire\n\nWhat happened is written in "
        f"{tmp_path / 'blockpuzzle-error.log'}; please send that file with a report."
    ]
    # A second error (a repaint's, every frame): logged, not asked about again.
    raise_and_report(ValueError("again"))
    assert "ValueError: again" in (tmp_path / "blockpuzzle-error.log").read_text("utf-8")
    assert len(hooked) == 1


def test_an_error_in_another_thread_is_caught_too(hooked, tmp_path):
    worker = threading.Thread(target=lambda: 1 / 0)
    worker.start()
    worker.join()
    assert "ZeroDivisionError" in (tmp_path / "blockpuzzle-error.log").read_text("utf-8")
    assert len(hooked) == 1 and "ZeroDivisionError" in hooked[0]


def test_the_log_follows_the_settings_file_and_a_log_that_cannot_be_written_is_not_named(
    hooked, tmp_path
):
    elsewhere = tmp_path / "elsewhere"
    crash.settings_folder(elsewhere)
    raise_and_report(OSError("disk"))
    assert (elsewhere / "blockpuzzle-error.log").exists()
    blocked = tmp_path / "a file"
    blocked.write_text("")
    crash.settings_folder(blocked)  # a folder that cannot be made
    crash.install(blocked)
    raise_and_report(KeyError("k"))
    assert hooked[-1] == (
        "Block Puzzle met an error it did not expect, and may not go on: KeyError: 'k'"
    )


@pytest.mark.skipif(
    sys.platform == "win32",
    reason="Windows shows the message box, which waits for a player: "
    "tests/e2e/test_installer.py answers it under Wine",
)
def test_a_game_that_cannot_load_its_modules_leaves_its_reason_in_the_log(tmp_path):
    """Started with no console (stderr gone, as under pythonw) and a module
    of the game's that cannot load: the error is in the log beside the
    default settings, the exit code 1, not a silent success."""
    code = (
        "import sys; sys.stderr = None; sys.modules['blockpuzzle.app'] = None; "
        "sys.argv = ['blockpuzzle']; from blockpuzzle.__main__ import main; sys.exit(main())"
    )
    run = subprocess.run(
        [sys.executable, "-c", code],
        env={"XDG_CONFIG_HOME": str(tmp_path), "PATH": "", "LOCALAPPDATA": str(tmp_path)},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 1
    log = (tmp_path / "blockpuzzle" / "blockpuzzle-error.log").read_text(encoding="utf-8")
    assert "ModuleNotFoundError" in log or "ImportError" in log
    assert "Block Puzzle 0." in log


def test_a_log_past_a_mebibyte_is_started_afresh_and_one_under_it_kept(hooked, tmp_path):
    """A repeated error in a long session never fills the disk: past 1 MiB
    (1,048,576 bytes) the log starts again; under it, it grows."""
    log = tmp_path / "blockpuzzle-error.log"
    log.write_text("x" * 1_048_576 + "\n", encoding="utf-8")  # one byte past
    raise_and_report(RuntimeError("first"))
    text = log.read_text(encoding="utf-8")
    assert text.startswith("--- ") and "RuntimeError: first" in text and "xxx" not in text
    log.write_text("kept\n" + "y" * 1_000_000, encoding="utf-8")
    raise_and_report(RuntimeError("second"))
    text = log.read_text(encoding="utf-8")
    assert text.startswith("kept\n") and "RuntimeError: second" in text


def test_a_long_error_is_told_by_its_first_three_hundred_characters():
    exact = crash.message(ValueError("v" * 288), None)  # "ValueError: " + 288 = 300
    assert "ValueError: " + "v" * 288 in exact and "…" not in exact
    long = crash.message(ValueError("w" * 1000), None)
    assert "ValueError: " + "w" * 287 + "…" in long and "w" * 288 not in long


@pytest.mark.parametrize(
    ("local", "xdg", "folder"),
    [("/w/AppData/Local", None, "/w/AppData/Local"), (None, "/x/.config", "/x/.config"),
     (None, None, None)],
    ids=["windows", "xdg", "home"],
)  # fmt: skip
def test_without_platformdirs_the_log_goes_where_the_environment_keeps_settings(
    monkeypatch, local, xdg, folder
):
    """A damaged install that cannot load platformdirs still writes its log
    where that system keeps a program's settings."""
    from pathlib import Path

    monkeypatch.setitem(sys.modules, "platformdirs", None)  # import fails
    for name, value in (("LOCALAPPDATA", local), ("XDG_CONFIG_HOME", xdg)):
        if value is None:
            monkeypatch.delenv(name, raising=False)
        else:
            monkeypatch.setenv(name, value)
    expected = Path(folder) if folder else Path.home() / ".config"
    assert crash.default_folder() == expected / "blockpuzzle"


def test_a_long_error_is_cut_from_its_301st_character() -> None:
    told = crash.message(ValueError("v" * 289), None)  # "ValueError: " + 289 = 301
    assert "ValueError: " + "v" * 287 + "…" in told and "v" * 288 not in told
