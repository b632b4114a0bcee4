"""One game per settings file: a second instance must not clobber the
first one's save.

The first instance holds a :class:`QLockFile` beside the settings file and
watches an empty "wake" file beside it; a second one finds the lock taken,
writes a line into the wake file (the first comes forward when it sees it),
and exits without writing anything else.

The lock beside the file goes by its name; a second lock goes by the file
itself (its device and inode, which Windows has too), kept in the user's
runtime folder: two hard links to one file are one game, and so are two
spellings of a name on a case-insensitive file system (macOS, Windows).
Each save replaces the file (a temporary file renamed over it), so after
the first save two hard links are two files; it is the start, when both
name the same saved game, that the second lock guards.  The lock follows
the file from inode to inode (:meth:`SingleInstance.file_saved`): an inode
a save has freed may be given to another file later, which must not find
the game already running.

A file and Qt's file watcher,
rather than a local socket, so that the game needs no network library: a
socket server made the first frame wait ~9 ms for QtNetwork and held 3 MB.
"""

from __future__ import annotations

import contextlib
import functools
import os
import sys
from pathlib import Path
from types import ModuleType

from PySide6.QtCore import QCoreApplication, QFileSystemWatcher, QLockFile, QObject, Signal


def canonical(settings_path: Path | str, paths: ModuleType = os.path) -> str:
    """One name for one file, however it is spelled: through a symlink, with
    "..", or in another case where the file system ignores case (Windows:
    ``paths`` is ``ntpath`` there, and in the tests that fake it)."""
    return str(paths.normcase(paths.realpath(settings_path)))


def identity_lock_path(settings_path: Path | str) -> Path | None:
    """Where the lock of the file at ``settings_path`` itself goes, named by
    its device and inode; None where it does not exist yet (no other name
    can lead to it) or the system gives no inode."""
    try:
        found = os.stat(settings_path)
    except OSError:
        return None
    if not found.st_ino:
        return None
    return runtime_folder() / f"blockpuzzle-{found.st_dev:x}-{found.st_ino:x}.instance.lock"


@functools.cache
def runtime_folder() -> Path:
    """The user's own folder for files that last a session (XDG_RUNTIME_DIR
    on Linux), or the temporary folder where it cannot be made; found once
    (every save asks)."""
    import warnings

    import platformdirs

    with warnings.catch_warnings():
        # Without XDG_RUNTIME_DIR platformdirs warns, and uses /tmp/runtime-UID.
        warnings.simplefilter("ignore")
        folder = platformdirs.user_runtime_path("blockpuzzle", appauthor=False)
    try:
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
    except OSError:
        import tempfile

        return Path(tempfile.gettempdir())
    return folder


class IdentityLock:
    """A lock the operating system holds for this process on a file of the
    runtime folder: ``flock`` (``msvcrt.locking`` on Windows) on a file kept
    open, so that it goes with the process however it ends (no stale lock
    to tell apart) and costs two system calls to move, which every save
    does."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd: int | None = None

    def acquire(self) -> bool | None:
        """True where it is ours now, False where another process holds it,
        None where no lock can be made here."""
        try:
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
        except OSError:
            return None
        try:
            if sys.platform == "win32":
                import msvcrt

                msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
            else:
                import fcntl

                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(fd)
            return False
        self._fd = fd
        return True

    def release(self) -> None:
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        if sys.platform != "win32":
            with contextlib.suppress(OSError):
                self.path.unlink()  # while still held: no one else locks it meanwhile
        os.close(fd)
        if sys.platform == "win32":
            with contextlib.suppress(OSError):
                self.path.unlink()


class SingleInstance(QObject):
    """Signals:
    raiseRequested(): another instance was started and asks us to show ourselves.
    """

    raiseRequested = Signal()

    def __init__(self, settings_path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        key = canonical(settings_path)
        # Not "<file>.lock": QSettings locks that one itself while it writes.
        self.lock = QLockFile(key + ".instance.lock")
        self.lock.setStaleLockTime(0)  # stale only when its process is gone
        self.wake = Path(key + ".instance.wake")
        self._watcher: QFileSystemWatcher | None = None
        self.path = Path(settings_path)
        self._held = False  # whether this instance is the one that plays
        identity = identity_lock_path(settings_path)
        self.identity_lock = None if identity is None else IdentityLock(identity)

    def acquire(self) -> bool:
        """True where this is the only instance (or none can be told apart,
        as in a read-only folder); False where another one runs."""
        if not self._take(self.lock):
            self._ask_other_to_raise()
            return False
        if self.identity_lock is not None and self.identity_lock.acquire() is False:
            # The same file by another name: the instance holding it watches
            # its own wake file, which this one cannot name; refused all the same.
            self.lock.unlock()
            return False
        self._held = True
        self._watch()
        return True

    def file_saved(self) -> None:
        """The settings file was written.  A save replaces the file (a new
        inode), and the first one makes it: the identity lock moves to the
        file as it is now, so that an inode a save freed never keeps another
        file from being played, and a hard link made later is refused."""
        if not self._held:
            return
        current = identity_lock_path(self.path)
        lock = self.identity_lock
        if current is None or (lock is not None and current == lock.path):
            return
        if lock is not None:
            lock.release()
        moved = IdentityLock(current)
        self.identity_lock = moved if moved.acquire() else None

    @staticmethod
    def _take(lock: QLockFile) -> bool:
        """Whether ``lock`` is ours now, or cannot be made at all here (a
        read-only folder: saving will say so)."""
        if lock.tryLock(200):
            return True
        return lock.error() != QLockFile.LockError.LockFailedError

    def _watch(self) -> None:
        try:
            self.wake.write_bytes(b"")  # what a crashed instance left is old news
        except OSError:
            return  # nobody could write to it either
        self._watcher = QFileSystemWatcher([str(self.wake)], self)
        self._watcher.fileChanged.connect(self._woken)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.release)

    def _woken(self, path: str) -> None:
        assert self._watcher is not None
        try:
            asked = os.path.getsize(path) > 0
        except OSError:
            asked = False  # removed (by hand): made anew below
        if asked or not os.path.exists(path):
            with contextlib.suppress(OSError):
                self.wake.write_bytes(b"")  # a change, too: seen empty and let be
        if path not in self._watcher.files():
            # Replaced or removed and made anew: a watcher drops such a file.
            self._watcher.addPath(path)
        if asked:
            self.raiseRequested.emit()

    def _ask_other_to_raise(self) -> None:
        with contextlib.suppress(OSError), self.wake.open("ab") as wake:
            wake.write(b"raise\n")

    def release(self) -> None:
        if self._watcher is not None:
            self._watcher.removePaths(self._watcher.files())
            self._watcher = None
            self.wake.unlink(missing_ok=True)
        self.lock.unlock()
        self._held = False
        if self.identity_lock is not None:
            self.identity_lock.release()
