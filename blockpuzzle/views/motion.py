"""Where every animation starts and ends.

Animations confirm what has already happened; they never stand between the
player and the next move.  :class:`Motion` starts one only when motion is on
(not under Reduce motion, the player's or the system's), keeps the running
ones, and :meth:`Motion.finish` jumps them all to their end — which the
window does on any press of a key or a mouse button, and the effects do on
every change of the game.
"""

from __future__ import annotations

from collections.abc import Callable, Collection

from PySide6.QtCore import QAbstractAnimation, QObject, QVariantAnimation, Signal

from ..store.prefs import Preferences


class Motion(QObject):
    """Runs animations, unless the player reduced motion.

    Signals:
        busy(bool): the first animation started (True), or the last one
            ended (False): what the window listens for keys and clicks by.
    """

    busy = Signal(bool)

    def __init__(self, prefs: Preferences, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._prefs = prefs
        self.running: list[QAbstractAnimation] = []

    @property
    def on(self) -> bool:
        return not self._prefs.reduce_motion

    def run(self, animation: QAbstractAnimation, done: Callable[[], object] | None = None) -> bool:
        """Start ``animation`` (which this object then owns) and call ``done``
        when it ends, played out or finished early.  Under Reduce motion it
        is not started: ``done`` is called at once and False returned."""
        if not self.on:
            animation.deleteLater()
            if done is not None:
                done()
            return False
        animation.setParent(self)

        def ended() -> None:
            if animation in self.running:
                self.running.remove(animation)
                if not self.running:
                    self.busy.emit(False)
            if done is not None:
                done()
            animation.deleteLater()

        animation.finished.connect(ended)
        self.running.append(animation)
        if len(self.running) == 1:
            self.busy.emit(True)
        animation.start()
        return True

    def warm_up(self) -> None:
        """Runs an animation of nothing for a millisecond, so that what the
        first real one costs once is paid now (call it when the window is
        idle): while something moves, every event passes the window's
        filter, and the first one to reach Qt's private animation timer
        makes PySide6 build the Python types of every Qt class it has
        loaded (~170 enums, ~40 ms: the first placement's stall)."""
        if self.on:
            nothing = QVariantAnimation()
            nothing.setObjectName("warm-up")
            nothing.setDuration(1)
            nothing.setStartValue(0.0)
            nothing.setEndValue(1.0)
            self.run(nothing)

    def finish(self, names: Collection[str] | None = None) -> None:
        """Every running animation (or those of these object names) to its
        last frame, now."""
        for animation in list(self.running):
            if names is not None and animation.objectName() not in names:
                continue
            if animation.state() != QAbstractAnimation.State.Stopped:
                # The last frame is painted, then it stops and says finished.
                animation.setCurrentTime(animation.totalDuration())
            if animation in self.running:
                animation.stop()
                animation.finished.emit()
