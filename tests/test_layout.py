"""The package's rooms and the directions imports may point between them.

engine <- coach <- models <- store <- views / access <- dialogs <- window <- app:
every import of one room from another points down this list (views and
access are siblings that never import each other).  ``paths`` and ``lang``
lie under everything but the engine, which imports nothing of ours at all.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "blockpuzzle"

BASE = {"paths", "lang"}
ALLOWED: dict[str, set[str]] = {
    "engine": set(),
    "coach": {"engine"},
    "paths": set(),
    "lang": {"paths"},
    "models": {"engine", "coach", "lang"},
    # The game's own processes (the coach's), started and spoken to.
    "processes": {"engine", "coach", "paths"},
    "store": {"engine", "coach", "models", "lang", "paths"},
    "access": {"engine", "coach", "models"} | BASE,
    "views": {"engine", "coach", "models", "store"} | BASE,
    "dialogs": {"engine", "coach", "models", "store", "views", "access", "processes"} | BASE,
    "window": {"engine", "coach", "models", "store", "views", "access", "dialogs", "processes"}
    | BASE,
    "app": {
        "engine",
        "coach",
        "models",
        "store",
        "views",
        "access",
        "dialogs",
        "window",
        "__init__",
        "crash",
    }
    | BASE,
    # Uncaught errors told: the standard library alone (Qt may be what failed).
    "crash": {"__init__"},
    "__main__": {"app", "coach", "crash"},  # the review worker: the coach alone, no Qt
    "__init__": set(),
}
ROOMS = sorted(p.name for p in PACKAGE.iterdir() if (p / "__init__.py").exists())


def room_of(module: Path) -> str:
    parts = module.relative_to(PACKAGE).with_suffix("").parts
    return parts[0]


def imported_rooms(module: Path) -> set[str]:
    """The rooms of the package that ``module`` imports, at any depth in it."""
    here = module.relative_to(PACKAGE).with_suffix("").parts
    found: set[str] = set()
    for node in ast.walk(ast.parse(module.read_text(encoding="utf-8"))):
        names: list[str] = []
        if isinstance(node, ast.ImportFrom):
            if node.level:
                package = here[: len(here) - node.level]
                target = [*package, *(node.module.split(".") if node.module else [])]
                # `from . import x` at the top: x is the room.
                names = [target[0]] if target else [alias.name for alias in node.names]
            elif node.module and node.module.split(".")[0] == "blockpuzzle":
                rest = node.module.split(".")[1:]
                names = rest[:1] if rest else [alias.name for alias in node.names]
        elif isinstance(node, ast.Import):
            for alias in node.names:
                parts = alias.name.split(".")
                if parts[0] == "blockpuzzle" and len(parts) > 1:
                    names.append(parts[1])
        found.update("__init__" if n == "__version__" else n for n in names)
    return found


def modules() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts)


@pytest.mark.parametrize("module", modules(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_imports_point_down_the_layers(module):
    room = room_of(module)
    assert room in ALLOWED, f"{room}: a room this test does not know; give it its place"
    wrong = imported_rooms(module) - ALLOWED[room] - {room}
    assert not wrong, f"{module.relative_to(PACKAGE)} ({room}) imports {sorted(wrong)}"


@pytest.mark.parametrize("room", ROOMS)
def test_every_room_says_what_lives_there_and_what_it_may_import(room):
    doc = ast.get_docstring(ast.parse((PACKAGE / room / "__init__.py").read_text("utf-8")))
    assert doc, f"blockpuzzle/{room}/__init__.py needs a docstring"
    if room not in ("engine",):
        assert "import" in doc.lower(), f"blockpuzzle/{room}: say what it may import"


def test_the_layer_check_sees_a_wrong_import(tmp_path, monkeypatch):
    """The check itself: a store module importing a view is caught."""
    fake = tmp_path / "blockpuzzle"
    (fake / "store").mkdir(parents=True)
    bad = fake / "store" / "bad.py"
    bad.write_text("from ..views import theme\nfrom blockpuzzle.window import commands\n")
    monkeypatch.setattr(__import__(__name__, fromlist=["PACKAGE"]), "PACKAGE", fake)
    assert imported_rooms(bad) == {"views", "window"}
    with pytest.raises(AssertionError, match="imports"):
        test_imports_point_down_the_layers(bad)


def test_the_tests_mirror_the_package():
    tests = Path(__file__).resolve().parent
    for room in ROOMS:
        if room == "engine" or any((PACKAGE / room).glob("*.py")):
            assert (tests / room).is_dir(), f"tests/{room}/ is missing"
