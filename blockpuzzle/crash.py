"""Errors nobody caught: written down, and the player told.

A game started from the Windows Start menu has no console (``pythonw``, a
bundle built as a windowed program): an error that reached the top would
end it without a word, or vanish from a slot with nothing seen.
:func:`install` makes every uncaught error — in the main thread, in any
other, or in code Qt calls — write what happened to
``blockpuzzle-error.log`` beside the settings file, and, where no console
shows it, tell the player in a message box naming that file (once a
session: an error in a repaint would otherwise ask again at every frame).
Where there is an error output, it still gets the error as Python writes it.

Only the standard library is used until the message is shown: the error
may be that the game's own modules, or Qt, cannot be loaded.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

LOG_NAME = "blockpuzzle-error.log"
# A log that grows past this is started afresh (a repeated error in a
# long session).
MOST_LOG = 1 << 20


class _Hook:
    def __init__(self, folder: Path | None) -> None:
        self.folder = folder
        self.told = False
        # Python's own hook, to show the error where a console is (not a
        # hook of ours installed before: the launcher's, then the game's).
        before = sys.excepthook
        self.python_hook: Callable[..., object] = (
            before.python_hook if isinstance(before, _Hook) else before
        )

    def log_path(self) -> Path:
        return (self.folder or default_folder()) / LOG_NAME

    def __call__(
        self,
        kind: type[BaseException],
        error: BaseException,
        trace: TracebackType | None,
    ) -> None:
        if issubclass(kind, KeyboardInterrupt):
            self.python_hook(kind, error, trace)
            return
        import traceback

        text = "".join(traceback.format_exception(kind, error, trace))
        path = self.write(text)
        if sys.stderr is not None:
            self.python_hook(kind, error, trace)  # for whatever reads it
        if has_console():
            return
        if not self.told:
            self.told = True
            tell(message(error, path))

    def write(self, text: str) -> Path | None:
        """Add ``text`` to the log; its path, None where it cannot be written."""
        path = self.log_path()
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            mode = "w" if path.exists() and path.stat().st_size > MOST_LOG else "a"
            import datetime

            from . import __version__

            with open(path, mode, encoding="utf-8", errors="replace") as log:
                moment = datetime.datetime.now().astimezone().isoformat(timespec="seconds")
                log.write(f"--- {moment}, Block Puzzle {__version__}, Python "
                          f"{sys.version.split()[0]} on {sys.platform}\n{text}\n")  # fmt: skip
        except OSError:
            return None
        return path


_hook: _Hook | None = None


def has_console() -> bool:
    """Whether the player sees Python's error output: on Windows, whether
    the game has a console window (pythonw has none, whatever its output
    handles are); elsewhere, whether it has an error output at all."""
    if sys.platform == "win32":
        import ctypes

        return bool(ctypes.windll.kernel32.GetConsoleWindow())  # type: ignore[attr-defined]
    return sys.stderr is not None


def default_folder() -> Path:
    """The folder of the default settings file (see
    :func:`blockpuzzle.store.settings.default_path`); from the
    environment where platformdirs cannot be loaded."""
    try:
        import platformdirs

        return Path(platformdirs.PlatformDirs("blockpuzzle", appauthor=False).user_config_path)
    except Exception:  # a damaged install: the environment's own folders
        base = os.environ.get("LOCALAPPDATA") or os.environ.get("XDG_CONFIG_HOME")
        return Path(base or Path.home() / ".config") / "blockpuzzle"


def install(folder: Path | None = None) -> None:
    """Catch every uncaught error from now on (see the module); the log
    goes into ``folder`` (by default the default settings file's)."""
    global _hook
    _hook = _Hook(folder)
    sys.excepthook = _hook

    import threading

    def in_thread(args: threading.ExceptHookArgs) -> None:
        assert _hook is not None
        _hook(args.exc_type, args.exc_value or args.exc_type(), args.exc_traceback)

    threading.excepthook = in_thread


def settings_folder(folder: Path) -> None:
    """The log goes beside the settings file the game uses, in ``folder``
    (one given with ``--settings``)."""
    if _hook is not None:
        _hook.folder = folder


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for translation without loading Qt."""
    return text


MET = QT_TRANSLATE_NOOP(
    "Crash", "Block Puzzle met an error it did not expect, and may not go on: {error}"
)
WRITTEN = QT_TRANSLATE_NOOP(
    "Crash", "What happened is written in {path}; please send that file with a report."
)


def message(error: BaseException, path: Path | None) -> str:
    """What the player is told of ``error``, in their language where the
    game's translations are loaded."""
    what = f"{type(error).__name__}: {error}" if str(error) else type(error).__name__
    if len(what) > 300:
        what = what[:299] + "…"
    translate: Callable[[str, str], str] = QT_TRANSLATE_NOOP
    try:
        from PySide6.QtCore import QCoreApplication

        translate = QCoreApplication.translate
    except Exception:  # Qt itself may be what failed to load
        pass
    text = translate("Crash", MET).format(error=what)
    if path is None:
        return text
    return text + "\n\n" + translate("Crash", WRITTEN).format(path=path)


def tell(text: str) -> None:
    """Show ``text`` in a message box: Windows' own (it needs nothing
    loaded), elsewhere Qt's where a Qt application runs."""
    title = "Block Puzzle"
    if sys.platform == "win32":
        import ctypes

        error_icon, topmost = 0x10, 0x40000
        ctypes.windll.user32.MessageBoxW(None, text, title, error_icon | topmost)  # type: ignore[attr-defined]
        return
    try:
        from PySide6.QtWidgets import QApplication, QMessageBox

        if QApplication.instance() is not None:
            QMessageBox.critical(None, title, text)
    except Exception:  # nothing more can be done: the log has it
        pass
