"""One game per settings file: a second instance must not clobber the
first one's save.

The first instance holds a :class:`QLockFile` beside the settings file and
listens on a local socket; a second one finds the lock taken, asks the
first to come forward, and exits without writing anything.
"""

from __future__ import annotations

import os
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

from PySide6.QtCore import QLockFile, QObject, QTimer, Signal

from ..engine.digest import blake2b

if TYPE_CHECKING:
    from PySide6.QtNetwork import QLocalServer


def canonical(settings_path: Path | str, paths: ModuleType = os.path) -> str:
    """One name for one file, however it is spelled: through a symlink, with
    "..", or in another case where the file system ignores case (Windows:
    ``paths`` is ``ntpath`` there, and in the tests that fake it)."""
    return paths.normcase(paths.realpath(settings_path))


def server_name(key: str) -> str:
    """The local socket's name: short, because macOS keeps the socket in a
    temporary folder ($TMPDIR is already ~50 characters) and a socket path
    may not exceed 104; Windows makes a pipe ``\\\\.\\pipe\\`` of it."""
    return f"blockpuzzle-{blake2b(key.encode(), digest_size=8).hexdigest()}"


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
        self.name = server_name(key)
        self._server: QLocalServer | None = None

    def acquire(self) -> bool:
        """True where this is the only instance (or none can be told apart,
        as in a read-only folder); False where another one runs."""
        if self.lock.tryLock(200):
            # Listening can wait for the window: the lock already keeps a
            # second instance out, and QtNetwork costs the first frame ~6 ms.
            QTimer.singleShot(0, self, self._listen)
            return True
        if self.lock.error() != QLockFile.LockError.LockFailedError:
            return True  # no lock can be made here: saving will say so
        self._ask_other_to_raise()
        return False

    def _listen(self) -> None:
        from PySide6.QtNetwork import QLocalServer

        QLocalServer.removeServer(self.name)
        self._server = QLocalServer(self)
        self._server.newConnection.connect(self._connected)
        self._server.listen(self.name)

    def _connected(self) -> None:
        assert self._server is not None
        while (socket := self._server.nextPendingConnection()) is not None:
            socket.disconnected.connect(socket.deleteLater)
            self.raiseRequested.emit()

    def _ask_other_to_raise(self) -> None:
        from PySide6.QtNetwork import QLocalSocket

        socket = QLocalSocket()
        socket.connectToServer(self.name)
        if socket.waitForConnected(1000):
            socket.write(b"raise\n")
            socket.waitForBytesWritten(1000)
            socket.disconnectFromServer()

    def release(self) -> None:
        if self._server is not None:
            self._server.close()
        self.lock.unlock()
