"""A Nuitka plugin (``--user-plugin``, packaging/build.py): which of the
game's modules are compiled to C, and which go into the bundle as bytecode;
and a fix to Nuitka's loader of bytecode modules (below).

Compiled: the coach, where the bundle's speed is (a review plays thousands
of deals through its search).  Bytecode, as the source install runs them:
the Qt side (windows, dialogs, views, models, settings), whose time is
Qt's, and the engine, which runs once a move (the shapes' scans, where the
coach spends its time in the engine, are made at import from source,
compiled or not: engine/scan.py).  Compiled code costs the bundle's memory
even where it is never run: it is spread through the program, and Nuitka
walks the whole of its constants blob as it loads modules, so nearly all of
the program was resident as the window showed (9.6 MB of its 11.9).
Compiled only where it pays, the program is 7.3 MB, the bundle 84 MB
instead of 90, and it starts 3 MB lighter (benchmarks/startup.py).  The
engine as bytecode: the program 7.3 MB instead of 7.9, and a 100-placement
review in the bundle as fast (4.8-5.3 s against 4.6-5.6, 3 runs each, the
same events).  platformdirs, which Nuitka compiled, is bytecode too: it is
called once, to find the settings' folder, and compiled its 11 modules had
made the program's code 2.56 MB instead of 1.74 and the game 0.26 MB
heavier at start (median of 5 starts, /proc/PID/smaps).  Nuitka's own code,
PySide6's Python side and Python's standard library (bytecode) are as
Nuitka decides.
"""

from __future__ import annotations

import shutil
from pathlib import Path

COMPILED = ("blockpuzzle.coach",)
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


# Nuitka's loader runs a bytecode module's code object and keeps it: it
# reads the object from its blob (a new reference), passes it to
# PyImport_ExecCodeModuleObject (which does not take that reference) and
# never lets go of it.  CPython drops a module's code once it has run;
# kept, each module's code holds its constants, its class bodies' code and
# the code of the functions made from them and since replaced (~570 code
# objects at start: the bundle's ~3,000 more blocks of Python's memory than
# the source install's, ~0.3 MB).  Nuitka 4.3.3 and 4.3.5 alike.
EXEC_CODE = (
    "    module = PyImport_ExecCodeModuleObject("
    "module_name, (PyObject *)code_object, module_path, NULL);\n"
)
RELEASED = EXEC_CODE + "    Py_DECREF(code_object); /* Block Puzzle: the module's code has run */\n"
HELPERS_INCLUDE = '#include "CompiledCodeHelpers.c"\n'
PATCHED = "blockpuzzle"  # a folder of the build's static_src: not compiled on its own


def release_module_code(loader: str) -> str | None:
    """Nuitka's MetaPathBasedLoader.c with the reference to each bytecode
    module's code let go once the module has run, or None where the call is
    not there exactly once as expected (another Nuitka: left as it is)."""
    if loader.count(EXEC_CODE) != 1 or "Py_DECREF(code_object)" in loader:
        return None
    return loader.replace(EXEC_CODE, RELEASED)


def patch_loader(static_src: Path, build_static_src: Path) -> bool:
    """Have the build compile the patched loader: Nuitka's
    CompiledFunctionType.c, copied into the build's static_src, includes
    CompiledCodeHelpers.c, which includes MetaPathBasedLoader.c from its own
    folder first; both are copied into a folder of their own there (the
    loader patched) and the copy's include pointed at it.  False, and the
    build left as it is, where the files are not as expected."""
    function_type = build_static_src / "CompiledFunctionType.c"
    loader = release_module_code((static_src / "MetaPathBasedLoader.c").read_text(encoding="utf-8"))
    if not function_type.is_file() or loader is None:
        return False
    text = function_type.read_text(encoding="utf-8")
    if text.count(HELPERS_INCLUDE) != 1:
        return False
    folder = build_static_src / PATCHED
    folder.mkdir(exist_ok=True)
    shutil.copyfile(static_src / "CompiledCodeHelpers.c", folder / "CompiledCodeHelpers.c")
    (folder / "MetaPathBasedLoader.c").write_text(loader, encoding="utf-8")
    # Nuitka's copy is a symbolic link to its own file (off Windows): a file
    # of the build's own takes its place, never written through the link.
    function_type.unlink()
    function_type.write_text(
        text.replace(HELPERS_INCLUDE, f'#include "{PATCHED}/CompiledCodeHelpers.c"\n'),
        encoding="utf-8",
    )
    return True


try:
    from nuitka.plugins.PluginBase import NuitkaPluginBase  # type: ignore[import-untyped]
except ImportError:  # read by the tests, without Nuitka
    pass
else:

    class NuitkaPluginBlockPuzzleModes(NuitkaPluginBase):  # type: ignore[misc]
        plugin_name = "blockpuzzle-modes"
        plugin_desc = "The game's coach compiled, the rest bytecode; module code released."

        def decideCompilation(self, module_name: object) -> str | None:
            return mode(str(module_name))

        def onGeneratedSourceCode(self, source_dir: str, onefile: bool) -> None:
            if onefile:
                return  # the one-file download's unpacker: no Python in it
            from nuitka.build.SconsInterface import getSconsDataPath  # type: ignore[import-untyped]

            static_src = Path(getSconsDataPath()) / "static_src"
            if patch_loader(static_src, Path(source_dir) / "static_src"):
                self.info("each bytecode module's code released once it has run")
            else:
                self.warning("Nuitka's loader is not as expected: left as it is")
