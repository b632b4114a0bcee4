"""The promise catalogue (tests/PROMISES.md) is complete and true to the
tests: every bullet of the specification, every topic of the Help and
every paragraph of the README's player-facing sections is a row; every row
names the tests that pin it (or says why it is not a behaviour); every test
it names exists.  A promise added to any of the three without a row, or a
test renamed or removed under a row, fails here."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CATALOGUE = ROOT / "tests" / "PROMISES.md"
# The specification lives beside the checkout (../shared); the copy in docs/
# lets a lone clone check the catalogue against it, and is checked to be
# the same where both are at hand.
SHARED_SPEC = ROOT.parent / "shared" / "SPEC.md"
SPEC = ROOT / "docs" / "SPEC.md"
# The README's sections a player reads (the others are about building,
# packaging, testing and measuring the game, which CI runs).
README_SECTIONS = ("", "Play", "Game numbers: check the deal", "Languages, sound and preferences",
                   "Rules in short")  # fmt: skip
NOT_A_BEHAVIOUR = "not a behaviour:"


def rows() -> dict[str, tuple[str, str]]:
    """The catalogue's rows: key -> (promise, tests)."""
    found: dict[str, tuple[str, str]] = {}
    for line in CATALOGUE.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if not line.startswith("| ") or len(cells) != 3 or cells[0] in ("key", "---"):
            continue
        assert cells[0] not in found, f"{cells[0]} is listed twice"
        found[cells[0]] = (cells[1], cells[2])
    return found


def spec_keys(text: str) -> list[str]:
    """SPEC n.k: the k-th bullet of section n; SPEC 1.catalog: the table of
    shapes."""
    keys, section, count = [], 0, 0
    for line in text.splitlines():
        if m := re.match(r"## (\d+)\.", line):
            section, count = int(m.group(1)), 0
        elif section and line.startswith("- "):
            count += 1
            keys.append(f"SPEC {section}.{count}")
        elif section and line.startswith("### The catalog"):
            keys.append(f"SPEC {section}.catalog")
    return keys


def help_keys() -> list[str]:
    """Help: each topic's title, as the Help dialogs' sections() give them
    (read from the source: a self.tr("…") or a mode's name)."""
    tree = ast.parse((ROOT / "blockpuzzle" / "dialogs" / "help.py").read_text(encoding="utf-8"))
    keys = []
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and node.name == "sections":
            returned = [r.value for r in ast.walk(node) if isinstance(r, ast.Return)]
            for listed in returned:
                assert isinstance(listed, ast.List), ast.dump(listed)
                for tup in listed.elts:
                    assert isinstance(tup, ast.Tuple)
                    title = tup.elts[0]
                    assert isinstance(title, ast.Call), ast.dump(title)
                    argument = title.args[0]
                    assert isinstance(argument, ast.Constant)
                    name = str(argument.value)
                    keys.append(f"Help: {name[0].upper() + name[1:]}")
    return keys


def readme_keys(text: str) -> list[str]:
    """README <section>: <its first five words>, for each paragraph or
    bullet of a player's section (code, pictures and tables left out)."""
    keys: list[str] = []
    section, in_code, in_paragraph = "", False, False
    for line in text.splitlines()[1:]:
        if line.startswith("```"):
            in_code = not in_code
            in_paragraph = False
            continue
        if in_code:
            continue
        if m := re.match(r"#{2,3} (.*)", line):
            section, in_paragraph = m.group(1), False
            continue
        if section not in README_SECTIONS:
            continue
        if not line.strip() or line.startswith(("|", "![")):
            in_paragraph = False
            continue
        if line.startswith("- ") or not in_paragraph:
            words = re.sub(r"[*`\[\]]", "", line.removeprefix("- ")).split()[:5]
            keys.append(f"README {section or 'intro'}: {' '.join(words)}")
            in_paragraph = True
    return keys


def names_of_tests(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
            names.add(node.name)
        if isinstance(node, ast.ClassDef):
            names |= {f"{node.name}::{n.name}" for n in node.body if isinstance(n, ast.FunctionDef)}
    return names


@pytest.mark.skipif(not SHARED_SPEC.exists(), reason="no specification beside this checkout")
def test_the_copy_of_the_specification_is_the_specification():
    assert SPEC.read_bytes() == SHARED_SPEC.read_bytes()


def test_every_bullet_of_the_specification_is_a_row():
    listed = {k for k in rows() if k.startswith("SPEC ")}
    wanted = spec_keys(SPEC.read_text(encoding="utf-8"))
    assert len(wanted) > 30
    assert sorted(set(wanted) - listed) == [], "promises of the SPEC without a row"
    assert sorted(listed - set(wanted)) == [], "rows for bullets the SPEC no longer has"


def test_every_help_topic_and_readme_paragraph_is_a_row():
    listed = {k for k in rows() if not k.startswith("SPEC ")}
    wanted = help_keys() + readme_keys((ROOT / "README.md").read_text(encoding="utf-8"))
    assert len(help_keys()) > 15
    assert sorted(set(wanted) - listed) == [], "promises without a row"
    assert sorted(listed - set(wanted)) == [], "rows for promises no longer made"


def test_every_row_names_tests_that_exist_or_says_why_it_is_not_a_behaviour():
    known: dict[str, set[str]] = {}
    for key, (promise, tests) in rows().items():
        assert promise, key
        if tests.startswith(NOT_A_BEHAVIOUR):
            assert len(tests) > len(NOT_A_BEHAVIOUR) + 10, f"{key}: say why"
            continue
        named = [t.strip().strip("`") for t in tests.split(",") if t.strip()]
        assert named, f"{key} names no test"
        for test in named:
            file, _, name = test.partition("::")
            path = ROOT / "tests" / file
            assert path.is_file(), f"{key}: {file} is not a test file"
            if path not in known:
                known[path] = names_of_tests(path)  # type: ignore[index]
            assert name in known[path], f"{key}: {test} does not exist"  # type: ignore[index]


def test_the_checks_see_a_missing_row_and_a_test_that_is_gone():
    spec = "## 1. One\n\n- a\n- b\n### The catalog: x\n\n## 2. Two\n\n- c\n"
    assert spec_keys(spec) == ["SPEC 1.1", "SPEC 1.2", "SPEC 1.catalog", "SPEC 2.1"]
    readme = (
        "# T\n\nintro\nmore\n\n## Play\n\none\n\n```sh\nx\n```\n\n- a\n- b\n  c\n\n## Test\n\nz\n"
    )
    assert readme_keys(readme) == [
        "README intro: intro", "README Play: one", "README Play: a", "README Play: b",
    ]  # fmt: skip
    assert "test_the_checks_see_a_missing_row_and_a_test_that_is_gone" in names_of_tests(
        Path(__file__)
    )
    assert "test_no_such_thing" not in names_of_tests(Path(__file__))
