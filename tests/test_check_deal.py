"""tools/check_deal.py, the checker a player can read: it works a deal out
from the README alone, and agrees with the game for 10,000 refills of each
mode."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

import pytest

from blockpuzzle.engine import ARCADE, CLASSIC, deal, game_number

ROOT = Path(__file__).resolve().parents[1]
CHECKER = ROOT / "tools" / "check_deal.py"


def check(*args: str) -> subprocess.CompletedProcess[str]:
    # -I: isolated, so not even the current folder's game could be imported.
    return subprocess.run(
        [sys.executable, "-I", str(CHECKER), *args],
        capture_output=True, text=True, timeout=120, cwd="/",
    )  # fmt: skip


@pytest.mark.parametrize(
    ("rules", "seed"), [(CLASSIC, 246_813_579_135), (ARCADE, (1 << 40) - 2)], ids=["C", "A"]
)
def test_the_checker_agrees_with_the_game_for_10000_refills(rules, seed):
    number = game_number(rules.mode, seed)
    assert number is not None
    out = check(f"{number[:5]}-{number[5:].lower()}", "--refills", "10000")
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0] == f"{rules.mode} {seed}"
    expected = [
        f"{k + 1}: " + " ".join(p.id for p in deal(seed, k, rules.catalog)) for k in range(10_000)
    ]
    assert lines[1:] == expected


def test_the_checker_prints_what_the_game_prints():
    game = subprocess.run(
        [sys.executable, "-m", "blockpuzzle", "--deal", "C75VKRNVZ7", "--refills", "25"],
        capture_output=True, text=True, timeout=60, cwd=ROOT,
    )  # fmt: skip
    assert check("C75VKRNVZ7", "--refills", "25").stdout == game.stdout != ""


def test_the_checker_uses_nothing_but_the_standard_library():
    tree = ast.parse(CHECKER.read_text(encoding="utf-8"))
    imported = {
        alias.name.split(".")[0]
        for node in ast.walk(tree)
        if isinstance(node, ast.Import)
        for alias in node.names
    } | {
        node.module.split(".")[0]
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.module
    }
    assert imported <= set(sys.stdlib_module_names) | {"__future__"}, imported


def test_the_readme_lists_the_shapes_the_checker_and_the_game_use():
    """The checker is written from the README: its lists of shapes are the
    README's, and the game's catalogs are the same, in the same order."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    listed = {
        mode: match.group(1).split()
        for mode, match in (
            ("classic", re.search(r"Classic's 19 shapes, in order:\s*`([^`]+)`", readme)),
            ("arcade", re.search(r"Arcade adds, in order:\s*`([^`]+)`", readme)),
        )
        if match
    }
    assert listed["classic"] == [s.id for s in CLASSIC.catalog]
    assert listed["classic"] + listed["arcade"] == [s.id for s in ARCADE.catalog]
    sys.path.insert(0, str(CHECKER.parent))
    try:
        import check_deal  # type: ignore[import-not-found]
    finally:
        sys.path.remove(str(CHECKER.parent))
    assert listed["classic"] == check_deal.CLASSIC
    assert listed["classic"] + listed["arcade"] == check_deal.ARCADE


@pytest.mark.parametrize(
    ("typed", "said"),
    [
        ("C75VKRNVZ8", "a character is mistyped"),
        ("Q75VKRNVZ7", "it starts with C or A"),
        ("C75VK", "10 letters and digits"),
        ("C75VKRNVZU", "10 letters and digits"),
    ],
)
def test_the_checker_refuses_what_is_not_a_number(typed, said):
    out = check(typed)
    assert out.returncode != 0 and said in out.stderr and out.stdout == ""


@pytest.mark.parametrize("day", ["1970-01-01", "2038-01-20", "9999-12-31", "2024-02-29"])
def test_a_days_numbers_printed_by_the_checker_and_the_game_are_the_days_deals(day):
    """``check_deal.py --daily`` and ``blockpuzzle --daily`` print the same
    lines, each the game number of the seed the README's rule gives (worked
    out here with hashlib)."""
    import hashlib

    game = subprocess.run(
        [sys.executable, "-m", "blockpuzzle", "--daily", day],
        capture_output=True, text=True, timeout=60, cwd=ROOT,
    )  # fmt: skip
    checked = check("--daily", day)
    assert checked.returncode == 0 and game.returncode == 0, checked.stderr + game.stderr
    assert checked.stdout == game.stdout
    for line, mode in zip(game.stdout.splitlines(), ("classic", "arcade"), strict=True):
        seed = int.from_bytes(
            hashlib.blake2b(f"blockpuzzle-daily:{day}:{mode}".encode()).digest()[:5], "big"
        )
        number = game_number(mode, seed)
        assert number is not None
        assert line == f"{mode} {number[:5]} {number[5:]}"


def test_a_day_that_is_not_a_date_is_refused_in_one_line():
    game = subprocess.run(
        [sys.executable, "-m", "blockpuzzle", "--daily", "2026-02-30"],
        capture_output=True, text=True, timeout=60, cwd=ROOT,
    )  # fmt: skip
    assert game.returncode == 2 and game.stdout == ""
    assert game.stderr == "blockpuzzle: not a date: '2026-02-30' (YYYY-MM-DD)\n"
    assert check("--daily", "tomorrow").returncode != 0
