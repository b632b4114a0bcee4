"""Starting the game: the command line, the application object, the window."""

from __future__ import annotations

import argparse
import contextlib
import gc
import importlib.util
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer

from . import __version__

if TYPE_CHECKING:
    from .window.mainwindow import MainWindow


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="blockpuzzle",
        description=QCoreApplication.translate(
            "CommandLine", "Block Puzzle: place pieces on an 8×8 board, clear rows and columns."
        ),
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"%(prog)s {__version__}",
        help=QCoreApplication.translate("CommandLine", "show the version and exit"),
    )
    parser.add_argument(
        "--settings",
        metavar=QCoreApplication.translate("CommandLine", "PATH"),
        type=Path,
        help=QCoreApplication.translate(
            "CommandLine", "the settings file to use (saved game, statistics, preferences)"
        ),
    )
    parser.add_argument(
        "--deal",
        metavar=QCoreApplication.translate("CommandLine", "NUMBER"),
        help=QCoreApplication.translate(
            "CommandLine", "print the pieces a game number deals, and exit"
        ),
    )
    parser.add_argument(
        "--daily",
        nargs="?",
        const="",
        metavar=QCoreApplication.translate("CommandLine", "DATE"),
        help=QCoreApplication.translate(
            "CommandLine",
            "print the game numbers of a day's deals (YYYY-MM-DD; today's where not given), "
            "and exit",
        ),
    )
    parser.add_argument(
        "--refills",
        metavar="N",
        type=refill_count,
        default=10,
        help=QCoreApplication.translate(
            "CommandLine", "how many refills --deal prints (at most {n})"
        ).format(n=f"{MOST_REFILLS:,}"),
    )
    # Qt's own options, as Qt documents them, passed on to it; nothing else
    # ever reaches Qt (it crashed on an argument that was not UTF-8).
    for option in QT_VALUE_OPTIONS:
        parser.add_argument(
            option, f"-{option}", dest=f"qt{option}", metavar="VALUE", help=argparse.SUPPRESS
        )
    for option in QT_FLAGS:
        parser.add_argument(
            option, f"-{option}", dest=f"qt{option}", action="store_true", help=argparse.SUPPRESS
        )
    return parser


# Qt's command-line options (QGuiApplication, QApplication and the xcb
# platform's), which a player or a desktop file may give.
QT_VALUE_OPTIONS = (
    "-platform", "-platformpluginpath", "-platformtheme", "-plugin", "-qwindowgeometry",
    "-qwindowicon", "-qwindowtitle", "-style", "-stylesheet", "-session", "-display", "-name",
)  # fmt: skip
QT_FLAGS = ("-reverse", "-widgetcount", "-nograb", "-dograb", "-sync")
# --deal prints at most this many refills (a line each).
MOST_REFILLS = 1_000_000
# The longest file name (in bytes) --settings accepts: the game makes names
# beside it up to this much longer (its history's journal set aside, say).
NAME_ROOM = 48
NAME_MAX = 255


def refill_count(text: str) -> int:
    try:
        count = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            QCoreApplication.translate("CommandLine", "not a whole number: {text}").format(
                text=text
            )
        ) from None
    if not 0 <= count <= MOST_REFILLS:
        raise argparse.ArgumentTypeError(
            QCoreApplication.translate("CommandLine", "from 0 to {n}, not {text}").format(
                n=f"{MOST_REFILLS:,}", text=text
            )
        )
    return count


def qt_arguments(args: argparse.Namespace) -> list[str]:
    """The Qt options given, in the form Qt reads them."""
    passed: list[str] = []
    for option in QT_VALUE_OPTIONS:
        value = getattr(args, f"qt{option}")
        if value is not None:
            passed += [option, value]
    passed += [option for option in QT_FLAGS if getattr(args, f"qt{option}")]
    return passed


def settings_problem(path: Path) -> str | None:
    """Why ``path`` cannot be the settings file, in the player's words;
    None where it can (it may not exist yet)."""
    import stat

    name = path.name.encode("utf-8", "surrogateescape")
    if len(name) + NAME_ROOM > NAME_MAX:
        return QCoreApplication.translate(
            "CommandLine", "the file name is too long: at most {n} bytes"
        ).format(n=NAME_MAX - NAME_ROOM)
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        return None
    except OSError as error:
        return error.strerror or str(error)
    if stat.S_ISDIR(mode):
        from .lang.words import cause

        return cause("is-a-folder", path)
    if not stat.S_ISREG(mode):
        # A named pipe or a device: reading it would wait for ever.
        return QCoreApplication.translate("CommandLine", "{path} is not a regular file").format(
            path=path
        )
    return None


def print_deal(number: str, refills: int) -> int:
    """The first refills of a game number, one line each: anyone can check
    what the game deals (see README, "Check a deal")."""
    from .engine import BadNumber, deal, parse_number, rules

    try:
        mode, seed = parse_number(number)
    except BadNumber as error:
        print(f"blockpuzzle: {error}", file=sys.stderr)
        return 2
    catalog = rules(mode).catalog
    try:
        print(f"{mode} {seed}")
        for k in range(max(refills, 0)):
            print(f"{k + 1}: " + " ".join(piece.id for piece in deal(seed, k, catalog)))
        sys.stdout.flush()
    except OSError as error:
        # The reader has had enough (``| head``): stop quietly.  Windows
        # says so as "invalid argument" where the pipe closed before the
        # write began.  Python's own flush at exit must not fail again on
        # the closed pipe.
        import errno

        closed = isinstance(error, BrokenPipeError) or (
            sys.platform == "win32" and error.errno == errno.EINVAL
        )
        if not closed:
            raise
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0
    return 0


def print_daily(day: str) -> int:
    """The game number of each mode's deal on ``day`` (YYYY-MM-DD), today's
    (the local calendar's) where it is empty: anyone can check it (README,
    "Today's deal")."""
    from datetime import date

    from .engine import MODES, spaced
    from .engine.daily import daily_number

    try:
        when = date.fromisoformat(day) if day else date.today()
    except ValueError:
        print(f"blockpuzzle: not a date: {day!r} (YYYY-MM-DD)", file=sys.stderr)
        return 2
    for mode in MODES:
        print(f"{mode} {spaced(daily_number(when, mode))}")
    return 0


def default_settings() -> Path:
    from .store.settings import default_path

    return default_path()


def collect_again() -> None:
    """Python's garbage collector on again after start-up (see
    :func:`blockpuzzle.__main__.main`), the objects made until now frozen
    out of its view: no later collection walks them again.  Nothing where
    it is on already."""
    if gc.isenabled():
        return
    gc.freeze()
    gc.enable()


def program_pages(smaps: str, program: str, code: bool) -> list[tuple[int, int]]:
    """(start, length) of each mapping of ``program`` in ``smaps`` (the text
    of /proc/PID/smaps) that is still exactly the file's: private, never
    writable, no page of it copied (the data the loader relocates is, and is
    never listed); its read-only data, and with ``code`` its code too."""
    kinds = ("r--p", "r-xp") if code else ("r--p",)
    found: list[tuple[int, int]] = []
    current: tuple[int, int] | None = None
    for line in smaps.splitlines():
        fields = line.split(maxsplit=5)
        if len(fields) >= 5 and "-" in fields[0] and not fields[0].endswith(":"):
            low, _, high = fields[0].partition("-")
            mine = len(fields) == 6 and fields[5] == program and fields[1] in kinds
            current = (int(low, 16), int(high, 16) - int(low, 16)) if mine else None
        elif current is not None and fields[:1] == ["Anonymous:"]:
            if fields[1] == "0":
                found.append(current)
            current = None
    return found


def hand_back_program() -> int:
    """Hand the program's pages back to the system once the game has
    started: the kB handed back (0 where there are none, or not on Linux).

    The bundle's program carries the constants and the bytecode of every
    module it holds (~5.7 MB), all of it read as the modules load, and the
    code of its compiled modules and of Nuitka's loader (~2.4 MB), nearly
    all of it run by then.  Their pages stay counted in the game's memory
    for as long as it runs, though past start-up the game uses the objects
    made from the data, and of the code only the engine's, as it places a
    piece.  A source install reads the same data from .pyc files it then
    closes, and has no code of its own.  Handed back
    (``madvise(MADV_DONTNEED)``), the pages are the file's again, read
    again from it (from the system's cache of it) as the game next needs
    one: a placement brings back the engine's code alone.  The file of a
    running program cannot be written.  Nothing else is touched; where the
    program is a Python that runs the game, its code runs all the time and
    is left where it is."""
    if not sys.platform.startswith("linux"):
        return 0
    from .paths import bundled

    return hand_back(os.path.realpath("/proc/self/exe"), code=bundled())


def hand_back(path: str, code: bool = False) -> int:
    """Hand back this process's pages of ``path``'s mappings that are still
    the file's (:func:`program_pages`): the kB."""
    try:
        with open("/proc/self/smaps", encoding="utf-8", errors="replace") as file:
            ranges = program_pages(file.read(), path, code)
    except OSError:
        return 0
    if not ranges:
        return 0
    import ctypes
    import mmap

    madvise = ctypes.CDLL(None, use_errno=True).madvise
    madvise.argtypes = (ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int)
    handed = 0
    for start, length in ranges:
        if madvise(start, length, mmap.MADV_DONTNEED) == 0:
            handed += length // 1024
    return handed


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    if args.deal is not None:
        return print_deal(args.deal, args.refills)
    if args.daily is not None:
        return print_daily(args.daily)
    settings = Path(
        os.path.realpath(args.settings if args.settings is not None else default_settings())
    )
    problem = settings_problem(settings)
    if problem is not None:
        parser.error(f"--settings: {problem}")
    from . import crash

    crash.settings_folder(settings.parent)  # an error's log beside the settings
    qt_args = qt_arguments(args)
    for value in qt_args:
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            parser.error(
                QCoreApplication.translate("CommandLine", "not UTF-8 text: {value}").format(
                    value=value.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
                )
            )

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0], *qt_args])
    assert isinstance(app, QApplication)
    app.setApplicationName("blockpuzzle")
    app.setApplicationDisplayName(QCoreApplication.translate("MainWindow", "Block Puzzle"))
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("io.github.blockpuzzle.BlockPuzzle")
    from PySide6.QtGui import QIcon

    from .paths import resource

    app.setWindowIcon(QIcon(str(resource("icons", "blockpuzzle.svg"))))
    window = create_window(settings)
    if window is None:
        print(
            QCoreApplication.translate(
                "CommandLine", "Block Puzzle is already running with these settings."
            ),
            file=sys.stderr,
        )
        return 0
    window.firstFrameShown.connect(collect_again)
    # After the warm-up of the first idle moment (queued first).
    window.firstFrameShown.connect(lambda: QTimer.singleShot(0, hand_back_program))
    # Should no first frame come (a window started minimised), not later.
    QTimer.singleShot(3000, collect_again)
    # On the way out, the history closed (SQLite folds its write-ahead log
    # back into the file and removes it), not left to a collection at exit
    # that no longer sees it; and start-up's objects back in the
    # collector's view for Python's last collection.
    app.aboutToQuit.connect(window.session.history.close)
    app.aboutToQuit.connect(gc.unfreeze)
    window.show()
    return app.exec()


def spare_the_source_scan() -> None:
    """Tell PySide6 beforehand that no module of this game selects a
    ``__feature__`` (snake_case, true_property).

    To find out, PySide6 reads the source of every module imported after it
    (``inspect.getsource``): ~90 modules at start, 10 ms, and 3 MB of source
    lines then kept in ``linecache``.  Its table of answers is
    ``__feature__.pyside_feature_dict`` (module name → 0 for "uses PySide6",
    -1 for "does not"); a name already there is not read again.  Filled
    here with the same answers the scan would give, for the modules already
    loaded, the standard library's (none of which uses PySide6), this
    game's own and those of platformdirs (read from their folders, not
    imported).  Called as soon as PySide6 is imported, below.  Where a
    PySide6 keeps no such table, nothing is done and it reads the sources as
    before.
    """
    table = getattr(sys.modules.get("__feature__"), "pyside_feature_dict", None)
    if not isinstance(table, dict):
        return
    ours = ("PySide6", "shiboken6", "blockpuzzle")
    for name in list(sys.modules):
        table.setdefault(name, 0 if name.startswith(ours) else -1)
    for name in sys.stdlib_module_names:
        table.setdefault(name, -1)
    for package, uses_pyside in (("blockpuzzle", 0), ("platformdirs", -1)):
        for name in module_names(package):
            table.setdefault(name, uses_pyside)


def module_names(package: str) -> list[str]:
    """The names of the modules of ``package`` (itself included), listed
    from its folders, not imported; none where it is not installed."""
    names = []
    spec = importlib.util.find_spec(package)
    for folder in (spec and spec.submodule_search_locations) or ():
        # os.walk, not Path.rglob: a third of the time (0.5 ms, not 1.5)
        for here, subfolders, files in os.walk(folder):
            subfolders[:] = [f for f in subfolders if f != "__pycache__"]
            inside = os.path.relpath(here, folder)
            where = (package,) if inside == "." else (package, *inside.split(os.sep))
            for file in files:
                if file.endswith(".py"):
                    stem = file[:-3]
                    names.append(".".join(where if stem == "__init__" else (*where, stem)))
    return names


spare_the_source_scan()


def create_window(settings_path: Path | None) -> MainWindow | None:
    """The game window with its saved game and statistics restored; None
    where another instance already plays from the same settings file."""
    from .lang.translations import Translations
    from .models.game import GameModel
    from .store.history import History, history_path
    from .store.prefs import Preferences
    from .store.session import Session
    from .store.settings import LANGUAGE, THEME, Settings, default_path
    from .store.single import SingleInstance
    from .views import theme
    from .window.mainwindow import MainWindow

    # The file itself, not a symlink to it: the game writes beside it (the
    # history, backups, the lock), and an atomic write would otherwise
    # replace the link with a file.
    path = Path(os.path.realpath(settings_path if settings_path is not None else default_path()))
    with contextlib.suppress(OSError):  # the session says if saving fails
        path.parent.mkdir(parents=True, exist_ok=True)
    instance = SingleInstance(path)
    if not instance.acquire():
        return None
    settings = Settings(path)
    prefs = Preferences(settings)
    translations = Translations()

    def apply(key: str) -> None:
        if key == LANGUAGE.name:
            translations.apply(prefs.language)
        elif key == THEME.name:
            theme.apply(prefs.theme)

    prefs.changed.connect(apply)
    translations.apply(prefs.language)
    theme.apply(prefs.theme)
    model = GameModel()
    session = Session(model, settings, prefs, History(history_path(path)))
    window = MainWindow(model, session, prefs)
    translations.setParent(window)
    prefs.setParent(window)
    instance.setParent(window)
    # Every write replaces the file: the lock on its identity follows it.
    settings.on_written.append(instance.file_saved)

    def raise_window() -> None:
        window.showNormal()
        window.raise_()
        window.activateWindow()

    instance.raiseRequested.connect(raise_window)
    session.restore()
    window.place_on_screen()
    return window
