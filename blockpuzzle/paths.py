"""Where the game's data files are: in the installed package
(``blockpuzzle/resources``) or, run from a source checkout, ``resources/``."""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def resources() -> Path:
    for candidate in (_PACKAGE / "resources", _PACKAGE.parent / "resources"):
        if (candidate / "sounds").is_dir():
            return candidate
    raise FileNotFoundError("the game's resources folder is missing")


def resource(*parts: str) -> Path:
    return resources().joinpath(*parts)
