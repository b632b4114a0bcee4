"""One game per settings file: a second instance exits without writing."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest

from blockpuzzle.store.single import SingleInstance

from ..helpers import ROOT, driver, held, open_window, under_wine


def same_file(tmp_path, path, how: str):  # type: ignore[no-untyped-def]
    """Another name for ``path``."""
    if how == "symlink":
        if under_wine():
            pytest.skip("Wine 8 makes no symbolic links: CreateSymbolicLink does nothing there")
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
    assert first.stdout is not None
    assert first.stdout.readline().startswith("restored ")
    with held(first):  # the first held still: its file must not change
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
    """A settings file as the game leaves it (a game in progress), and a
    hard link to it: the game started on one, the other is refused."""
    path = tmp_path / "one.ini"
    first = open_window(qtbot, path)
    first.model.place(*first.model.game.legal_moves()[0])
    first.close()
    first.session.history.close()
    for instance in first.findChildren(SingleInstance):
        instance.release()
    link = tmp_path / "elsewhere" / "two.ini"
    link.parent.mkdir()
    os.link(path, link)
    before = link.read_bytes()
    win = open_window(qtbot, path)
    assert win.model.score > 0  # the game in progress, resumed
    cli = subprocess.run(
        [sys.executable, "-m", "blockpuzzle", "--settings", str(link)],
        capture_output=True, text=True, timeout=60, cwd=ROOT,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )  # fmt: skip
    assert cli.returncode == 0 and "already running" in cli.stderr
    assert link.read_bytes() == before


def test_the_identity_lock_follows_the_file_from_inode_to_inode(tmp_path, qtbot):
    """A save replaces the file: the lock moves to the new inode, and the
    old one, free now (a file made later may get it), is let go."""
    path = tmp_path / "one.ini"
    path.write_text("[game]\nmode=classic\n")
    first = SingleInstance(path)
    assert first.acquire()
    old_lock = str(first.identity_lock.path)
    first.file_saved()  # written in place (the same inode): the same lock
    assert str(first.identity_lock.path) == old_lock and os.path.exists(old_lock)
    replacement = tmp_path / "new.ini"
    replacement.write_text("[game]\nmode=arcade\n")
    os.replace(replacement, path)  # as QSettings saves: a new file renamed over it
    first.file_saved()
    new_lock = str(first.identity_lock.path)
    assert new_lock != old_lock and not os.path.exists(old_lock) and os.path.exists(new_lock)
    # A hard link made now, to the file as it is: refused.
    link = tmp_path / "link.ini"
    os.link(path, link)
    assert not SingleInstance(link).acquire()
    first.release()
    assert not os.path.exists(new_lock)


def test_every_write_of_the_game_moves_the_lock_along(tmp_path, qtbot):
    """Closing the window writes the file without a move (its geometry): the
    lock follows that write too, never staying on an inode now free."""
    from blockpuzzle.store.single import identity_lock_path

    path = tmp_path / "one.ini"
    win = open_window(qtbot, path)
    instance = win.findChild(SingleInstance)
    for act in (
        lambda: win.model.place(*win.model.game.legal_moves()[0]),
        lambda: win.prefs.set(__import__("blockpuzzle.store.settings").store.settings.SOUND, False),
        win.close,
    ):
        act()
        assert instance.identity_lock is not None
        assert str(instance.identity_lock.path) == str(identity_lock_path(path))


def test_the_lock_of_a_killed_game_is_gone_with_it(tmp_path, children, qtbot):
    """The identity lock is the operating system's, held by an open file:
    a game killed with -9 leaves nothing that refuses the next start."""
    path = tmp_path / "one.ini"
    path.write_text("[game]\nmode=classic\n")
    code = (
        "import sys, time\n"
        "from PySide6.QtCore import QCoreApplication\n"
        "from blockpuzzle.store.single import SingleInstance\n"
        "app = QCoreApplication([])\n"
        "held = SingleInstance(sys.argv[1])\n"
        "print(held.acquire(), flush=True)\n"
        "time.sleep(300)\n"
    )
    child = children(
        [sys.executable, "-c", code, str(path)], stdout=subprocess.PIPE, text=True, cwd=ROOT
    )
    assert child.stdout is not None and child.stdout.readline().strip() == "True"
    assert not SingleInstance(path).acquire()
    child.kill()  # kill -9; on Windows TerminateProcess
    child.wait(timeout=30)
    again = SingleInstance(path)
    assert again.acquire()
    again.release()
