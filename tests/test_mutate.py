"""testing/mutate.py, the mutants of the rooms mutmut cannot afford: each is
one real change, tables included, and nothing that is no bug is mutated."""

from __future__ import annotations

import ast
import collections
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "testing"))

from mutate import mutants  # noqa: E402

SOURCE = '''"""A module's docstring."""
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from os import PathLike

__all__ = ["ALPHABET", "name"]

ALPHABET = "0123456789"
SIZES = {"small": 1, "large": 3}
ORDER = ("dot", "bar", "square")


def name(count: int, when: "PathLike[str] | None" = None) -> str:
    """How many, in words."""
    if count < 2 and not when:
        print(f"{count + 1} seen")
        return "one"
    return ALPHABET[count % 10]
'''


def changed_statements(text: str) -> list[str]:
    """The module's statements that differ from SOURCE's, unparsed."""
    before = [ast.unparse(s) for s in ast.parse(SOURCE).body]
    after = [ast.unparse(s) for s in ast.parse(text).body]
    return [a for a, b in zip(after, before, strict=True) if a != b]


def test_every_mutant_is_one_change_that_compiles_and_is_named_once() -> None:
    found = list(mutants("room/module.py", SOURCE))
    assert len({m.name for m in found}) == len(found)
    for mutant in found:
        compile(mutant.text, "module.py", "exec")
        assert len(changed_statements(mutant.text)) == 1, mutant
        assert mutant.text.replace(mutant.after, mutant.before, 1) == SOURCE


def test_the_tables_are_mutated_entry_by_entry() -> None:
    tables = {m.kind: [] for m in mutants("m.py", SOURCE) if m.kind.startswith("table")}
    for mutant in mutants("m.py", SOURCE):
        if mutant.kind.startswith("table"):
            namespace: dict[str, object] = {}
            exec(compile(mutant.text, "m.py", "exec"), namespace)
            tables[mutant.kind].append((namespace["SIZES"], namespace["ORDER"]))
    assert sorted(tables["table entry dropped"], key=repr) == sorted(
        [
            ({"large": 3}, ("dot", "bar", "square")),
            ({"small": 1}, ("dot", "bar", "square")),
            ({"small": 1, "large": 3}, ("bar", "square")),
            ({"small": 1, "large": 3}, ("dot", "square")),
            ({"small": 1, "large": 3}, ("dot", "bar")),
        ],
        key=repr,
    )
    assert ({"small": 3, "large": 1}, ("dot", "bar", "square")) in tables["table values swapped"]
    assert ({"small": 1, "large": 3}, ("bar", "dot", "square")) in tables["table entries swapped"]
    assert ({"small": 1, "large": 3}, ("dot", "dot", "bar", "square")) in tables[
        "table entry duplicated"
    ]


def test_what_is_no_bug_is_left_alone() -> None:
    found = list(mutants("m.py", SOURCE))
    touched = {line for m in found for line in range(m.line, m.line + m.before.count("\n") + 1)}
    lines = SOURCE.splitlines()
    for number, text in enumerate(lines, start=1):
        if "docstring" in text or "in words" in text or "PathLike" in text or "__all__" in text:
            assert number not in touched or "def name" in text, text
    # The annotation of `when` is a string: a string constant, not mutated.
    assert not any("PathLike" in m.before for m in found)
    assert not any(m.before == "count + 1" for m in found)  # inside an f-string


def test_the_code_is_mutated_as_a_bug_would_be() -> None:
    changes = {(m.kind, m.before, m.after) for m in mutants("m.py", SOURCE)}
    assert ("compare", "count < 2", "(count <= 2)") in changes
    assert ("boolean", "count < 2 and not when", "(count < 2 or not when)") in changes
    assert ("not", "not when", "(when)") in changes
    assert ("arithmetic", "count % 10", "(count // 10)") in changes
    assert ("constant", "10", "(11)") in changes
    assert ("constant", '"one"', "('XXoneXX')") in changes
    assert ("return None", 'return "one"', "return None") in changes
    assert ("call dropped", 'print(f"{count + 1} seen")', "pass") in changes


def test_each_mutant_knows_the_first_line_of_its_statement() -> None:
    """Coverage counts a statement at its first line: a mutant on the third
    line of a call is run with the tests that ran the call."""
    text = "total = sum(\n    [1,\n     2 + 3],\n)\nif total:\n    print(total < 9)\n"
    found = {(m.before, m.line, m.statement) for m in mutants("m.py", text)}
    assert ("2 + 3", 3, 1) in found
    assert ("total < 9", 6, 6) in found
    assert ("print(total < 9)", 6, 6) in found


def test_a_form_feed_in_the_source_moves_no_mutant():
    """Python's syntax tree counts lines at newlines only."""
    text = 'PAGE = "a\x0cb"\n\nx = 1 + 2\n'
    found = {(m.before, m.line) for m in mutants("m.py", text)}
    assert ("1 + 2", 3) in found
    assert all(m.text.replace(m.after, m.before, 1) == text for m in mutants("m.py", text))


def test_a_change_is_the_lines_it_added_or_changed_in_the_package(tmp_path: Path) -> None:
    """``testing/mutation.py --changed REV`` mutates the lines changed since
    REV, committed or not, and no others: the forms and files outside the
    package are left out, and a module added whole counts whole."""
    import shutil
    import subprocess

    import pytest
    from mutation import changed_lines, room_of

    if shutil.which("git") is None:
        pytest.skip("no git here (Windows' own Python under Wine): the tool runs where git is")

    def git(*args: str) -> None:
        subprocess.run(
            ["git", "-c", "user.name=t", "-c", "user.email=t@t", *args],
            cwd=tmp_path, check=True, capture_output=True,
        )  # fmt: skip

    package = tmp_path / "blockpuzzle"
    (package / "engine").mkdir(parents=True)
    (package / "dialogs" / "forms").mkdir(parents=True)
    old = [f"line{n} = {n}" for n in range(1, 21)]
    (package / "engine" / "rules.py").write_text("\n".join(old) + "\n")
    (package / "dialogs" / "forms" / "a_ui.py").write_text("x = 1\n")
    (tmp_path / "README.md").write_text("read me\n")
    git("init", "-q")
    git("add", "-A")
    git("commit", "-q", "-m", "first")
    new = list(old)
    new[2] = "line3 = 33"  # changed: line 3
    del new[5]  # removed: nothing to mutate where line 6 was
    new[8:8] = ["added = 1", "added_too = 2"]  # lines 9 and 10 of the new file
    (package / "engine" / "rules.py").write_text("\n".join(new) + "\n")
    git("commit", "-q", "-am", "second")
    new[-1] = "last = 0"  # not committed: line 21 of the new file
    (package / "engine" / "rules.py").write_text("\n".join(new) + "\n")
    (package / "app.py").write_text("a = 1\nb = 2\n")  # new, not even added
    git("add", "blockpuzzle/app.py")
    (package / "dialogs" / "forms" / "a_ui.py").write_text("x = 2\n")
    (tmp_path / "README.md").write_text("read me again\n")
    assert changed_lines("HEAD~1", tmp_path) == {
        "blockpuzzle/engine/rules.py": {3, 9, 10, 21},
        "blockpuzzle/app.py": {1, 2},
    }
    assert changed_lines("HEAD", tmp_path) == {
        "blockpuzzle/engine/rules.py": {21},
        "blockpuzzle/app.py": {1, 2},
    }
    assert [room_of(n) for n in ("blockpuzzle/engine/rules.py", "blockpuzzle/app.py")] == [
        "engine",
        "top",
    ]


def test_a_statement_of_the_module_itself_is_run_with_every_test_of_its_module() -> None:
    """A constant of the module runs where the module is imported: in a
    process a test started, or first inside one test.  Its mutant is run
    with the tests that ran any line of the module, the room's own first,
    not with that one test alone; a statement of a function with the tests
    that ran it."""
    from mutation import ROOT as TOOL_ROOT
    from mutation import tests_for

    name = "blockpuzzle/coach/bounds.py"
    text = (TOOL_ROOT / name).read_text(encoding="utf-8")
    lines = text.splitlines()
    constant = lines.index("FULL = (1 << 64) - 1") + 1
    inside = next(n for n, line in enumerate(lines, 1) if "(r + 1, c) in cells" in line)
    found = list(mutants(name, text))
    full = next(m for m in found if m.line == constant and m.before == "(1 << 64) - 1")
    pair = next(m for m in found if m.line == inside and m.before == "r + 1")
    worker = "tests/dialogs/test_review.py::test_a_review_runs_in_the_workers"
    crowded = "tests/coach/test_bounds.py::test_crowded_origins"
    ran = {name: {constant: {worker}, inside: {worker}, inside + 20: {crowded}}}
    assert tests_for(full, "coach", ran) == [crowded, worker]
    assert tests_for(pair, "coach", ran) == [worker]
    # Run only at import, in no test: the same.
    assert tests_for(full, "coach", {name: {constant: {""}, inside + 20: {crowded}}}) == [crowded]
    # A function's line run at import (a table made) and in a worker: the
    # module's tests too.
    ran[name][inside] = {"", worker}
    assert tests_for(pair, "coach", ran) == [crowded, worker]
    # Run by no test at all: not run.
    assert tests_for(full, "coach", {name: {inside + 20: {crowded}}}) is None


def test_every_hand_written_mutant_names_code_that_is_there_once_and_a_test_that_exists():
    """testing/named_mutants.py stays true to the code: each bug's text is
    in its file exactly once (a stale one would never be run), its tests
    exist, and no two bugs are the same."""
    from named_mutants import NAMED

    seen = set()
    for mutant in NAMED:
        text = (ROOT / mutant.file).read_text(encoding="utf-8")
        assert text.count(mutant.old) == 1, mutant.name
        assert mutant.old != mutant.new and (mutant.file, mutant.old) not in seen, mutant.name
        seen.add((mutant.file, mutant.old))
        for test in mutant.tests:
            assert (ROOT / test).exists(), (mutant.name, test)
    # Ten bugs a room at least (issue 54), the top-level modules one room.
    rooms = {p.name for p in (ROOT / "blockpuzzle").iterdir() if (p / "__init__.py").exists()}
    counts = collections.Counter(mutant.room for mutant in NAMED)
    assert set(counts) == rooms | {"top"}, counts
    assert min(counts.values()) >= 10, counts
