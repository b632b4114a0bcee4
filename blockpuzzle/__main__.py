"""``python -m blockpuzzle`` and the ``blockpuzzle`` command."""

import gc
import sys


def main() -> int:
    """Start the game: :func:`blockpuzzle.app.main`, with Python's cyclic
    garbage collector paused until the window's first frame is shown.

    While PySide6, Qt's types and the game's ~50 modules load, the collector
    ran ~56 times (~8 ms of the start) and found next to nothing: what
    start-up makes is kept.  Once the first frame is on the screen,
    :func:`blockpuzzle.app.collect_again` freezes those ~45,000 objects out
    of its view and turns it on.
    """
    if sys.argv[1:2] == ["--coach-review"]:
        # A review worked out for the window, in a process of its own: the
        # engine and the coach only, no Qt.
        from .coach.worker import main as review

        return review(sys.argv[2:])
    if sys.argv[1:2] == ["--coach-hint"]:
        # Hints on boards in danger, for the window (coach/hinter.py).
        from .coach.hinter import main as hints

        return hints(sys.argv[2:])
    gc.disable()
    try:
        from . import crash

        crash.install()
        from .app import main as start

        return start()
    finally:
        gc.enable()  # however the start ended


if __name__ == "__main__":
    sys.exit(main())
