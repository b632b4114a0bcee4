import pytest

from blockpuzzle.engine import (
    ARCADE_SHAPES,
    CLASSIC_SHAPES,
    ROTATED,
    SHAPES,
    TETROMINOES,
    UnknownShape,
    rotated,
    shape,
)

# SPEC §1, cell for cell: every row of the bounding box, "#" a cell.
CLASSIC_PICTURES = {
    "dot": ["#"],
    "bar2h": ["##"],
    "bar3h": ["###"],
    "bar4h": ["####"],
    "bar5h": ["#####"],
    "bar2v": ["#"] * 2,
    "bar3v": ["#"] * 3,
    "bar4v": ["#"] * 4,
    "bar5v": ["#"] * 5,
    "square2": ["##", "##"],
    "square3": ["###", "###", "###"],
    "corner2_tl": ["##", "#."],
    "corner2_tr": ["##", ".#"],
    "corner2_bl": ["#.", "##"],
    "corner2_br": [".#", "##"],
    "corner3_tl": ["###", "#..", "#.."],
    "corner3_tr": ["###", "..#", "..#"],
    "corner3_bl": ["#..", "#..", "###"],
    "corner3_br": ["..#", "..#", "###"],
}

TETROMINO_PICTURES = {
    "t0": ["###", ".#."],
    "t90": [".#", "##", ".#"],
    "t180": [".#.", "###"],
    "t270": ["#.", "##", "#."],
    "s0": [".##", "##."],
    "s90": ["#.", "##", ".#"],
    "z0": ["##.", ".##"],
    "z90": [".#", "##", "#."],
    "j0": [".#", ".#", "##"],
    "j90": ["#..", "###"],
    "j180": ["##", "#.", "#."],
    "j270": ["###", "..#"],
    "l0": ["#.", "#.", "##"],
    "l90": ["###", "#.."],
    "l180": ["##", ".#", ".#"],
    "l270": ["..#", "###"],
}


def test_classic_catalog_is_exactly_the_19_shapes():
    assert len(CLASSIC_SHAPES) == 19
    assert {s.id for s in CLASSIC_SHAPES} == set(CLASSIC_PICTURES)


@pytest.mark.parametrize("shape_id", sorted(CLASSIC_PICTURES) + sorted(TETROMINO_PICTURES))
def test_every_shape_cell_for_cell(shape_id):
    expected = {**CLASSIC_PICTURES, **TETROMINO_PICTURES}[shape_id]
    piece = shape(shape_id)
    assert str(piece).splitlines() == expected
    assert piece.height == len(expected)
    assert piece.width == len(expected[0])
    assert piece.size == sum(line.count("#") for line in expected)


def test_classic_sizes_match_spec():
    sizes = {s.id: s.size for s in CLASSIC_SHAPES}
    assert sizes["dot"] == 1
    assert [sizes[f"bar{n}h"] for n in range(2, 6)] == [2, 3, 4, 5]
    assert sizes["square2"] == 4 and sizes["square3"] == 9
    assert all(sizes[f"corner2_{k}"] == 3 for k in ("tl", "tr", "bl", "br"))
    assert all(sizes[f"corner3_{k}"] == 5 for k in ("tl", "tr", "bl", "br"))


def test_arcade_adds_the_tetrominoes_in_every_orientation():
    assert {s.id for s in TETROMINOES} == set(TETROMINO_PICTURES)
    assert ARCADE_SHAPES[: len(CLASSIC_SHAPES)] == CLASSIC_SHAPES
    assert len(ARCADE_SHAPES) == 19 + 16
    # No two shapes in a catalog are the same cells.
    assert len({s.cells for s in ARCADE_SHAPES}) == len(ARCADE_SHAPES)


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("dot", "dot"),
        ("bar3h", "bar3v"),
        ("bar5v", "bar5h"),
        ("square3", "square3"),
        ("corner2_tl", "corner2_tr"),
        ("corner2_tr", "corner2_br"),
        ("corner2_br", "corner2_bl"),
        ("corner2_bl", "corner2_tl"),
        ("corner3_tl", "corner3_tr"),
        ("t0", "t90"),
        ("t270", "t0"),
        ("s90", "s0"),
        ("l0", "l90"),
        ("j270", "j0"),
    ],
)
def test_rotation_turns_clockwise(before, after):
    assert rotated(before) == after


def test_four_turns_are_the_identity_and_keep_the_colour():
    for s in ARCADE_SHAPES:
        turned = s.id
        for _ in range(4):
            turned = ROTATED[turned]
            assert SHAPES[turned].colour == s.colour
            assert SHAPES[turned].size == s.size
        assert turned == s.id


def test_anchor_is_the_first_filled_cell_in_reading_order():
    assert shape("corner2_br").anchor == (0, 1)
    assert shape("corner3_br").anchor == (0, 2)
    assert shape("t180").anchor == (0, 1)
    assert shape("square3").anchor == (0, 0)


def test_unknown_ids_raise_the_engine_error():
    with pytest.raises(UnknownShape):
        shape("pentomino_x")
    with pytest.raises(UnknownShape):
        rotated(None)  # type: ignore[arg-type]


def test_repr_round_trips():
    for s in ARCADE_SHAPES:
        assert eval(repr(s), {"shape": shape}) == s


@pytest.mark.parametrize(
    "cells",
    [((1, 0), (1, 1)), ((0, 1), (1, 1)), ((1, 1),), ()],
    ids=["a row down", "a column right", "both", "no cells"],
)
def test_a_shape_off_its_corner_is_refused_by_name(cells):
    """Kills the __post_init__ mutants ('and' for 'or', a message of None)
    that testing/mutation.py found once it rechecked import-time code."""
    from blockpuzzle.engine.shapes import Shape

    with pytest.raises(ValueError) as error:
        Shape("odd", 1, cells)
    assert str(error.value) == "shape 'odd' is not normalised to (0, 0)"
