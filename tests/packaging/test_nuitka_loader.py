"""The build's fix to Nuitka's loader of bytecode modules
(packaging/nuitka_modes.py): the patched loader goes into the build's own
sources, and Nuitka's installed files are never written (its build folder
links to them: the first version of the fix wrote through the link, and
the next build failed on the Nuitka it had changed)."""

from __future__ import annotations

import importlib.util
import os
import warnings
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]

# The bundle is built on Linux here (.ci/run); on Windows Nuitka copies its
# files into the build rather than linking them.
pytestmark = pytest.mark.skipif(
    os.name == "nt", reason="the bundle is built on Linux here, where Nuitka links its files"
)

EXEC = (
    "    module = PyImport_ExecCodeModuleObject("
    "module_name, (PyObject *)code_object, module_path, NULL);\n"
)
LOADER = (
    "static PyObject *loadModuleFromCodeObject(void) {\n"
    "#if PYTHON_VERSION >= 0x300\n" + EXEC + "#else\n"
    "    module = PyImport_ExecCodeModuleEx(name, code_object, path);\n"
    "#endif\n"
    "    PGO_onModuleExit(name, module == NULL);\n"
    "    return module;\n"
    "}\n"
)
HELPERS = '#include "HelpersAllocator.c"\n#include "MetaPathBasedLoader.c"\n'
FUNCTION_TYPE = '#include "CompiledMethodType.c"\n#include "CompiledCodeHelpers.c"\n'


def modes() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "nuitka_modes", ROOT / "packaging" / "nuitka_modes.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    with warnings.catch_warnings():
        # Nuitka's plugin base, where Nuitka is installed, imports "imp".
        warnings.simplefilter("ignore", DeprecationWarning)
        spec.loader.exec_module(module)
    return module


def nuitka_like(tmp_path: Path, loader: str = LOADER) -> tuple[Path, dict[str, str]]:
    """A folder like Nuitka's static_src, with its three files."""
    static = tmp_path / "nuitka" / "static_src"
    static.mkdir(parents=True)
    files = {
        "MetaPathBasedLoader.c": loader,
        "CompiledCodeHelpers.c": HELPERS,
        "CompiledFunctionType.c": FUNCTION_TYPE,
    }
    for name, text in files.items():
        (static / name).write_text(text)
    return static, files


def build_folder(tmp_path: Path, static: Path, name: str) -> Path:
    """A build's static_src as Nuitka provides it: a link to its own file."""
    folder = tmp_path / name / "static_src"
    folder.mkdir(parents=True)
    (folder / "CompiledFunctionType.c").symlink_to(static / "CompiledFunctionType.c")
    return folder


def test_the_build_compiles_a_loader_that_lets_go_of_each_modules_code(tmp_path):
    plugin = modes()
    static, files = nuitka_like(tmp_path)
    for build in ("first", "second"):  # a second build finds Nuitka as it was
        folder = build_folder(tmp_path, static, build)
        assert plugin.patch_loader(static, folder)
        compiled = folder / "CompiledFunctionType.c"
        assert not compiled.is_symlink()
        assert compiled.read_text() == FUNCTION_TYPE.replace(
            '"CompiledCodeHelpers.c"', '"blockpuzzle/CompiledCodeHelpers.c"'
        )
        # The helpers, copied beside the patched loader, include it from there.
        assert (folder / "blockpuzzle" / "CompiledCodeHelpers.c").read_text() == HELPERS
        loader = (folder / "blockpuzzle" / "MetaPathBasedLoader.c").read_text()
        released = loader.splitlines()[3]
        assert loader.splitlines()[2] == EXEC.rstrip("\n")
        assert released.startswith("    Py_DECREF(code_object);")
        assert loader.replace(released + "\n", "") == LOADER
    assert {p.name: p.read_text() for p in static.iterdir()} == files


def test_a_loader_not_as_expected_is_left_as_it_is(tmp_path):
    plugin = modes()
    for loader in (LOADER.replace(EXEC, ""), LOADER.replace(EXEC, EXEC + EXEC)):
        static, files = nuitka_like(tmp_path / str(len(loader)), loader)
        folder = build_folder(tmp_path / str(len(loader)), static, "build")
        assert not plugin.patch_loader(static, folder)
        assert (folder / "CompiledFunctionType.c").is_symlink()
        assert not (folder / "blockpuzzle").exists()
        assert {p.name: p.read_text() for p in static.iterdir()} == files


def test_the_fix_applies_to_the_nuitka_the_build_uses():
    """Where pyside6-deploy has installed Nuitka (packaging/build.py runs
    before the tests in CI), its loader still has the call the fix follows."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            from nuitka.build.SconsInterface import getSconsDataPath  # type: ignore[import-untyped]
    except ImportError:
        why = "Nuitka is not installed here (packaging/build.py installs it)"
        if os.environ.get("CI") == "true":
            pytest.fail(why + " — and CI builds the bundle first")
        pytest.skip(why)
    loader = Path(getSconsDataPath()) / "static_src" / "MetaPathBasedLoader.c"
    patched = modes().release_module_code(loader.read_text(encoding="utf-8"))
    assert patched is not None
    assert patched.count("Py_DECREF(code_object)") == 1
