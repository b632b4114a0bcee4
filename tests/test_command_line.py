"""The command line as a player or a script uses it: whatever is typed, a
clear message and an exit status, never a crash, a hang or a traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from blockpuzzle.store.single import SingleInstance

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str | bytes, env: dict[str, str] | None = None, timeout: float = 60):  # type: ignore[no-untyped-def]
    return subprocess.run(
        [sys.executable, "-m", "blockpuzzle", *args],
        capture_output=True, timeout=timeout, env=env, cwd=ROOT,
    )  # fmt: skip


WINDOWS = sys.platform == "win32"
UTF16 = "Windows passes arguments as UTF-16 text: none can fail to decode"


@pytest.mark.skipif(WINDOWS, reason=UTF16)
def test_an_argument_that_is_not_utf8_is_refused_not_a_segfault(tmp_path):
    out = run(b"x\xff", "--settings", str(tmp_path / "s.ini"))
    assert out.returncode == 2, out
    assert b"unrecognized arguments: x" in out.stderr
    assert b"Traceback" not in out.stderr


def test_a_qt_option_reaches_qt_and_nothing_else_does(tmp_path, qapp):
    """``-platform offscreen`` is Qt's: with no display, only Qt acting on
    it lets the game get as far as finding the other instance."""
    path = tmp_path / "s.ini"
    first = SingleInstance(path)
    assert first.acquire()
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY")}
    try:
        out = run("-platform", "offscreen", "--settings", str(path), env=env)
        assert out.returncode == 0, out.stderr[-800:]
        assert b"already running" in out.stderr
    finally:
        first.release()


@pytest.mark.skipif(WINDOWS, reason=UTF16)
def test_a_qt_option_that_is_not_utf8_is_refused_by_the_game(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY")}
    bad = run("-platform", b"off\xffscreen", "--settings", str(tmp_path / "s.ini"), env=env)
    assert bad.returncode == 2 and b"not UTF-8 text: off" in bad.stderr


@pytest.mark.parametrize("length", [208, 300])
def test_a_settings_name_too_long_is_told(tmp_path, length):
    out = run("--settings", str(tmp_path / ("a" * (length - 4) + ".ini")))
    assert out.returncode == 2
    assert b"--settings: the file name is too long: at most 207 bytes" in out.stderr
    assert b"Traceback" not in out.stderr


def test_a_settings_name_just_short_enough_is_used(tmp_path, qapp):
    path = tmp_path / ("a" * 203 + ".ini")
    first = SingleInstance(path)
    assert first.acquire()
    try:
        out = run("--settings", str(path), "-platform", "offscreen")
        assert out.returncode == 0 and b"already running" in out.stderr, out.stderr[-800:]
    finally:
        first.release()


def test_a_named_pipe_as_the_settings_file_is_refused_at_once(tmp_path):
    if not hasattr(os, "mkfifo"):
        pytest.skip("no named pipes on this system")  # pragma: no cover
    fifo = tmp_path / "pipe.ini"
    os.mkfifo(fifo)
    out = run("--settings", str(fifo), timeout=30)
    assert out.returncode == 2
    assert f"--settings: {fifo} is not a regular file".encode() in out.stderr


def test_a_folder_as_the_settings_file_is_refused(tmp_path):
    out = run("--settings", str(tmp_path))
    assert out.returncode == 2 and f"--settings: {tmp_path} is a folder".encode() in out.stderr


def test_printing_a_deal_into_a_closed_pipe_stops_quietly():
    """As ``| head -1`` does: the first line read, then the pipe closed
    while the game still writes."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "blockpuzzle", "--deal", "C75VKRNVZ7", "--refills", "200000"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT,
    )  # fmt: skip
    assert proc.stdout is not None and proc.stderr is not None
    try:
        assert proc.stdout.readline() == b"classic 246813579135" + os.linesep.encode()
        proc.stdout.close()
        assert proc.wait(timeout=60) == 0
        assert proc.stderr.read() == b""
    finally:
        proc.kill()
        proc.wait()
        proc.stderr.close()


@pytest.mark.parametrize("refills", ["10" + "0" * 22, "-1", "1000001", "many"])
def test_refills_out_of_range_are_refused_at_once(refills):
    out = run("--deal", "C75VKRNVZ7", "--refills", refills, timeout=30)
    assert out.returncode == 2 and b"argument --refills" in out.stderr
    assert out.stdout == b""


def test_the_most_refills_print_every_line():
    out = run("--deal", "C75VKRNVZ7", "--refills", "1000000", timeout=120)
    lines = out.stdout.splitlines()
    assert len(lines) == 1_000_001 and lines[-1].startswith(b"1000000: ")


@pytest.mark.parametrize(
    ("flag", "module"),
    [("--coach-review", "blockpuzzle.coach.worker"), ("--coach-hint", "blockpuzzle.coach.hinter")],
)
def test_the_coachs_flags_hand_every_argument_after_them_to_the_coach(monkeypatch, flag, module):
    """The game's own processes are started as ``blockpuzzle FLAG ...``:
    what follows the flag, all of it, is the coach's command line."""
    import importlib

    from blockpuzzle import __main__ as entry

    given: list[list[str]] = []
    coach = importlib.import_module(module)
    monkeypatch.setattr(coach, "main", lambda argv: given.append(argv) or 7)
    monkeypatch.setattr(sys, "argv", ["blockpuzzle", flag, "--serve", "x"])
    assert entry.main() == 7
    assert given == [["--serve", "x"]]


def test_the_game_starts_named_with_its_icon_and_its_window_shown(tmp_path, qapp, monkeypatch):
    """``blockpuzzle --settings FILE`` in this process, up to the event loop
    (which returns at once here): the application says who it is, carries
    the game's icon for the task bar, and shows its window."""
    from PySide6.QtWidgets import QApplication

    from blockpuzzle import app as game
    from blockpuzzle.window.mainwindow import MainWindow

    for name in ("collect_again", "hand_back_program"):  # the process's own, not this run's
        monkeypatch.setattr(game, name, lambda: None)
    monkeypatch.setattr(QApplication, "exec", lambda *_: 0)
    monkeypatch.setattr(sys, "argv", ["blockpuzzle", "--settings", str(tmp_path / "s.ini")])
    names = (qapp.applicationName(), qapp.applicationDisplayName(), qapp.desktopFileName())
    try:
        assert game.main() == 0
        assert qapp.applicationName() == "blockpuzzle"
        assert qapp.applicationDisplayName() == "Block Puzzle"
        assert qapp.desktopFileName() == "io.github.blockpuzzle.BlockPuzzle"
        icon = qapp.windowIcon()
        assert not icon.isNull() and not icon.pixmap(64, 64).isNull()
        (window,) = [
            w for w in qapp.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()
        ]
        window.close()
        window.deleteLater()
    finally:
        qapp.setApplicationName(names[0])
        qapp.setApplicationDisplayName(names[1])
        qapp.setDesktopFileName(names[2])
        from PySide6.QtGui import QIcon

        qapp.setWindowIcon(QIcon())
