"""A Nuitka plugin (``--user-plugin``, packaging/build.py): which of the
game's modules are compiled to C, and which go into the bundle as bytecode.

Compiled: the engine and the coach, where the bundle's speed is (a review
plays thousands of deals).  Bytecode, as the source install runs them: the
Qt side (windows, dialogs, views, models, settings), whose time is Qt's.
Compiled code costs the bundle's memory even where it is never run: it is
spread through the program, and Nuitka walks the whole of its constants
blob as it loads modules, so nearly all of the program was resident as the
window showed (9.6 MB of its 11.9).  Compiled only where it pays, the program is 8.6 MB,
the bundle 86 MB instead of 90, and it starts 3 MB lighter
(benchmarks/startup.py).  platformdirs, which Nuitka compiled, is bytecode
too: it is called once, to find the settings' folder, and compiled its 11
modules had made the program's code 2.56 MB instead of 1.74 and the game
0.26 MB heavier at start (median of 5 starts, /proc/PID/smaps).  Nuitka's
own code, PySide6's Python side and Python's standard library (bytecode)
are as Nuitka decides.
"""

from __future__ import annotations

COMPILED = ("blockpuzzle.engine", "blockpuzzle.coach")
# Not the game's, but bytecode all the same: run once at start.
AS_BYTECODE = ("platformdirs",)


def mode(name: str) -> str | None:
    """For the module ``name``: "compiled", "bytecode", or None (as Nuitka decides)."""
    if name.split(".")[0] in AS_BYTECODE:
        return "bytecode"
    if name == "blockpuzzle" or not name.startswith("blockpuzzle."):
        return None
    if name in COMPILED or name.startswith(tuple(f"{package}." for package in COMPILED)):
        return "compiled"
    return "bytecode"


try:
    from nuitka.plugins.PluginBase import NuitkaPluginBase  # type: ignore[import-untyped]
except ImportError:  # read by the tests, without Nuitka
    pass
else:

    class NuitkaPluginBlockPuzzleModes(NuitkaPluginBase):  # type: ignore[misc]
        plugin_name = "blockpuzzle-modes"
        plugin_desc = "The game's engine and coach compiled, its Qt side as bytecode."

        def decideCompilation(self, module_name: object) -> str | None:
            return mode(str(module_name))
