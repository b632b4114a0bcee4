import collections
import math
import subprocess
import sys

import pytest

from blockpuzzle.engine import ARCADE_SHAPES, CLASSIC_SHAPES, deal

# Pinned once: the deal must never change between Python versions,
# platforms or releases of the game (a saved game replays it).
GOLDEN = [
    (0, 0, ["bar4v", "square2", "bar5v"], ["bar5v", "bar5h", "l180"]),
    (0, 1, ["bar3v", "bar4v", "corner3_tr"], ["corner2_bl", "bar2v", "corner3_tl"]),
    (1, 0, ["bar5v", "square2", "square2"], ["z90", "bar4h", "dot"]),
    (2**63 - 1, 7, ["bar4h", "corner2_tl", "bar3v"], ["l90", "t0", "square2"]),
    (123456789, 1000, ["corner2_bl", "corner3_tr", "bar3h"], ["j270", "l0", "dot"]),
]


@pytest.mark.parametrize(("seed", "k", "classic", "arcade"), GOLDEN)
def test_deal_is_a_fixed_function_of_seed_and_index(seed, k, classic, arcade):
    assert [s.id for s in deal(seed, k, CLASSIC_SHAPES)] == classic
    assert [s.id for s in deal(seed, k, ARCADE_SHAPES)] == arcade


def test_deal_is_the_same_in_a_fresh_interpreter_with_another_hash_seed():
    code = (
        "from blockpuzzle.engine import deal, CLASSIC_SHAPES;"
        "print([s.id for s in deal(42, 3, CLASSIC_SHAPES)])"
    )
    outputs = {
        subprocess.run(
            [sys.executable, "-c", code],
            env={"PYTHONHASHSEED": str(h), "PATH": ""},
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        for h in (1, 2, 3)
    }
    assert outputs == {str([s.id for s in deal(42, 3, CLASSIC_SHAPES)]) + "\n"}


def test_three_pieces_per_refill():
    assert len(deal(5, 0, CLASSIC_SHAPES)) == 3


@pytest.mark.parametrize("catalog", [CLASSIC_SHAPES, ARCADE_SHAPES], ids=["classic", "arcade"])
def test_deal_is_uniform_over_the_catalog(catalog):
    counts = collections.Counter()
    for seed in range(200):
        for k in range(100):
            counts.update(s.id for s in deal(seed, k, catalog))
    n = sum(counts.values())
    expected = n / len(catalog)
    assert set(counts) == {s.id for s in catalog}
    chi2 = sum((counts[s.id] - expected) ** 2 / expected for s in catalog)
    # Far beyond the 99.9th percentile of chi-square with 18 or 34 degrees of
    # freedom only if some shape were favoured.
    df = len(catalog) - 1
    assert chi2 < df + 6 * math.sqrt(2 * df)


def test_slots_are_independent():
    # Each slot alone is uniform, and the pair (slot 0, slot 1) shows no
    # dependence: every ordered pair of shapes turns up.
    pairs = collections.Counter()
    for seed in range(300):
        for k in range(60):
            a, b, _ = deal(seed, k, CLASSIC_SHAPES)
            pairs[a.id, b.id] += 1
    assert len(pairs) == 19 * 19
