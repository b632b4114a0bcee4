"""Which review windows are analysing a game now.

The analysis of past games in the background
(:mod:`blockpuzzle.window.background`) waits while one is: the review the
player is watching has the cores (a review takes one process a core but
one; with the background's process beside them, every core was busy and
the review came later).  Light on purpose: the window follows it from the
start, before anything of the coach is loaded.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal


class Analysing(QObject):
    """Signals:
    changed(bool): whether some review is analysing, as that changes.
    """

    changed = Signal(bool)

    def __init__(self) -> None:
        super().__init__()
        self._keys: set[int] = set()

    @property
    def busy(self) -> bool:
        return bool(self._keys)

    def begin(self, key: int) -> None:
        """The review ``key`` (its window's ``id``) has begun analysing."""
        was = self.busy
        self._keys.add(key)
        if not was:
            self.changed.emit(True)

    def end(self, key: int) -> None:
        """The review ``key`` analyses no more (whole, stopped, failed or
        closed); a key never begun, or ended already, changes nothing."""
        if key in self._keys:
            self._keys.discard(key)
            if not self._keys:
                self.changed.emit(False)


_analysing: Analysing | None = None


def analysing() -> Analysing:
    """The one record of the reviews analysing, for the application."""
    global _analysing
    if _analysing is None:
        _analysing = Analysing()
    return _analysing
