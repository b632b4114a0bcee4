"""Block Puzzle as its Start-menu shortcut starts it: pythonw.exe (no
console) running this file from the installed folder, the game's package in
pkgs/ beside it (on the embeddable Python's path through its ._pth file).

Uncaught errors are caught first (blockpuzzle/crash.py: a log beside the
settings, a message box naming it); should even that module be missing (a
damaged install), Windows' own message box says so.
"""

import sys

try:
    from blockpuzzle import crash
except BaseException:
    import ctypes
    import traceback

    ctypes.windll.user32.MessageBoxW(
        None,
        "Block Puzzle cannot start: its files are damaged. Install it again.\n\n"
        + traceback.format_exc(limit=3),
        "Block Puzzle",
        0x10,
    )
    raise SystemExit(1) from None

crash.install()
from blockpuzzle.__main__ import main  # noqa: E402 (after the hook, which must catch this too)

sys.exit(main())
