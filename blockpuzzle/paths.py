"""Where the game's data files are: in the installed package
(``blockpuzzle/resources``) or, run from a source checkout, ``resources/``."""

from __future__ import annotations

import os
import sys
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def resources() -> Path:
    for candidate in (_PACKAGE / "resources", _PACKAGE.parent / "resources"):
        if (candidate / "sounds").is_dir():
            return candidate
    raise FileNotFoundError("the game's resources folder is missing")


def resource(*parts: str) -> Path:
    return resources().joinpath(*parts)


def own_program() -> str | None:
    """The program file of a bundle (Nuitka's, or a freezer's), which is the
    game itself; None where a Python runs the game.

    Nuitka marks its compiled main module with ``__compiled__``; the game's
    own modules can't tell (only the coach is compiled), and
    its ``sys.executable`` names a ``python3`` beside the program that is
    not there, so the program is asked of ``__compiled__`` instead."""
    compiled = getattr(sys.modules.get("__main__"), "__compiled__", None)
    if compiled is not None:
        return str(getattr(compiled, "process_exe", None) or os.path.abspath(sys.argv[0]))
    if getattr(sys, "frozen", False):
        return sys.executable
    return None


def bundled() -> bool:
    """Whether the game runs as a bundle, whose program is the game itself
    rather than a Python that runs it."""
    return own_program() is not None
