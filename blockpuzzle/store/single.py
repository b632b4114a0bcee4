"""One game per settings file: a second instance must not clobber the
first one's save.

The first instance holds a :class:`QLockFile` beside the settings file and
watches an empty "wake" file beside it; a second one finds the lock taken,
writes a line into the wake file (the first comes forward when it sees it),
and exits without writing anything else.  A file and Qt's file watcher,
rather than a local socket, so that the game needs no network library: a
socket server made the first frame wait ~9 ms for QtNetwork and held 3 MB.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from types import ModuleType

from PySide6.QtCore import QCoreApplication, QFileSystemWatcher, QLockFile, QObject, Signal


def canonical(settings_path: Path | str, paths: ModuleType = os.path) -> str:
    """One name for one file, however it is spelled: through a symlink, with
    "..", or in another case where the file system ignores case (Windows:
    ``paths`` is ``ntpath`` there, and in the tests that fake it)."""
    return paths.normcase(paths.realpath(settings_path))


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

    def acquire(self) -> bool:
        """True where this is the only instance (or none can be told apart,
        as in a read-only folder); False where another one runs."""
        if self.lock.tryLock(200):
            self._watch()
            return True
        if self.lock.error() != QLockFile.LockError.LockFailedError:
            return True  # no lock can be made here: saving will say so
        self._ask_other_to_raise()
        return False

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
