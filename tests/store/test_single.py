"""One game per settings file: a second instance exits without writing."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

from blockpuzzle.store.single import SingleInstance

from ..helpers import ROOT, driver, open_window


def same_file(tmp_path, path, how: str):  # type: ignore[no-untyped-def]
    """Another name for ``path``."""
    if how == "symlink":
        link = tmp_path / "elsewhere" / "link.ini"
        link.parent.mkdir()
        link.symlink_to(path)
        return link
    if how == "dot-dot":
        (tmp_path / "sub").mkdir()
        return tmp_path / "sub" / ".." / path.name
    return path


@pytest.mark.slow
@pytest.mark.parametrize("how", ["same path", "symlink", "dot-dot"])
def test_a_second_instance_exits_without_writing(tmp_path, how, children):
    """Named the same, through a symlink or with "..": one file, one game."""
    path = tmp_path / "one.ini"
    first = children(
        [sys.executable, "-m", "tests.session_driver", str(path), "autoplay", "1"],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
    )  # fmt: skip
    try:
        assert first.stdout is not None
        assert first.stdout.readline().startswith("restored ")
        first.send_signal(signal.SIGSTOP)  # hold the first still: its file must not change
        time.sleep(0.2)
        before = path.read_bytes()
        other = same_file(tmp_path, path, how)
        second = driver(other, "print")
        assert second.returncode == 3 and second.stdout.strip() == "already running"
        assert path.read_bytes() == before
        cli = subprocess.run(
            [sys.executable, "-m", "blockpuzzle", "--settings", str(other)],
            capture_output=True, text=True, timeout=60,
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        )  # fmt: skip
        assert cli.returncode == 0 and "already running" in cli.stderr
        assert path.read_bytes() == before
    finally:
        first.send_signal(signal.SIGCONT)  # the fixture ends it


@pytest.mark.qt_log_ignore("This plugin does not support raise")  # offscreen: no stacking
def test_a_second_start_brings_the_first_window_forward(qtbot, tmp_path, children):
    """The player starts the game again while it runs minimised: the running
    window comes back (it watches its wake file, and the second start writes
    into it before exiting)."""
    path = tmp_path / "one.ini"
    win = open_window(qtbot, path)
    win.showMinimized()
    qtbot.waitUntil(win.isMinimized)
    second = children(
        [sys.executable, "-m", "blockpuzzle", "--settings", str(path)],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )  # fmt: skip
    qtbot.waitUntil(lambda: second.poll() is not None, timeout=30000)
    _, err = second.communicate()
    assert second.returncode == 0 and "already running" in err
    qtbot.waitUntil(lambda: not win.isMinimized())


def test_a_second_instance_wakes_the_first_once_and_is_refused(qtbot, tmp_path):
    first = SingleInstance(tmp_path / "s.ini")
    assert first.acquire()
    raised: list[bool] = []
    first.raiseRequested.connect(lambda: raised.append(True))
    for times in (1, 2):
        assert not SingleInstance(tmp_path / "s.ini").acquire()
        qtbot.waitUntil(lambda: len(raised) == times, timeout=5000)  # noqa: B023
        qtbot.wait(200)  # emptying the file changes it too: no second raise
        assert len(raised) == times
        assert first.wake.read_bytes() == b""


def test_an_old_wake_left_by_a_crash_does_not_raise_the_new_window(qtbot, tmp_path):
    (tmp_path / "s.ini.instance.wake").write_bytes(b"raise\n")
    first = SingleInstance(tmp_path / "s.ini")
    with qtbot.assertNotEmitted(first.raiseRequested, wait=300):
        assert first.acquire()
    assert first.wake.read_bytes() == b""


def test_a_wake_file_removed_by_hand_is_made_anew(qtbot, tmp_path):
    first = SingleInstance(tmp_path / "s.ini")
    assert first.acquire()
    with qtbot.assertNotEmitted(first.raiseRequested, wait=300):
        first.wake.unlink()
        qtbot.waitUntil(first.wake.exists, timeout=5000)
    with qtbot.waitSignal(first.raiseRequested, timeout=5000):
        assert not SingleInstance(tmp_path / "s.ini").acquire()


def test_quitting_leaves_neither_lock_nor_wake_file(qtbot, tmp_path):
    first = SingleInstance(tmp_path / "s.ini")
    assert first.acquire()
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "s.ini.instance.lock",
        "s.ini.instance.wake",
    ]
    first.release()
    assert list(tmp_path.iterdir()) == []
    assert SingleInstance(tmp_path / "s.ini").acquire()


def test_a_wake_file_that_cannot_be_written_still_lets_the_game_start(tmp_path):
    (tmp_path / "s.ini.instance.wake").mkdir()  # in its way: a folder of that name
    first = SingleInstance(tmp_path / "s.ini")
    assert first.acquire()
    assert not SingleInstance(tmp_path / "s.ini").acquire()  # the lock still holds


def test_two_hard_links_to_one_file_are_one_game(tmp_path):
    """The lock once went by the name alone: a hard link elsewhere started
    a second game on the same saved game."""
    path = tmp_path / "one.ini"
    path.write_text("[game]\nmode=classic\n")
    (tmp_path / "elsewhere").mkdir()
    link = tmp_path / "elsewhere" / "two.ini"
    os.link(path, link)
    first = SingleInstance(path)
    assert first.acquire()
    second = SingleInstance(link)
    assert not second.acquire()
    # Refused without keeping a lock of its own: its name is free for later.
    assert not (tmp_path / "elsewhere" / "two.ini.instance.lock").exists()
    first.release()
    assert second.acquire()
    assert not SingleInstance(path).acquire()
    second.release()


def test_a_hard_link_is_refused_by_the_game_itself(tmp_path, qtbot):
    path = tmp_path / "one.ini"
    path.write_text("[game]\nmode=arcade\n")
    link = tmp_path / "two.ini"
    os.link(path, link)
    win = open_window(qtbot, path)
    win.model.place(*win.model.game.legal_moves()[0])  # saved: one.ini replaced
    cli = subprocess.run(
        [sys.executable, "-m", "blockpuzzle", "--settings", str(link)],
        capture_output=True, text=True, timeout=60, cwd=ROOT,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )  # fmt: skip
    assert cli.returncode == 0 and "already running" in cli.stderr
    assert link.read_text() == "[game]\nmode=arcade\n"
