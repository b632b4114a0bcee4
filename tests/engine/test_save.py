import copy
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from blockpuzzle.engine import ARCADE, CLASSIC, Game, InvalidSave, rotated
from blockpuzzle.engine import save as saves


def midgame(rules=CLASSIC, seed=31, moves=7) -> Game:
    game = Game(rules, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        game.place(*rng.choice(game.legal_moves()))
    assert not game.over
    return game


def test_dump_is_plain_primitives_with_a_schema_version():
    data = saves.dump(midgame())
    assert data["schema"] == saves.SCHEMA
    assert set(data) == set(saves.KEYS) | set(saves.OPTIONAL_KEYS)
    for value in data.values():
        assert isinstance(value, (int, float, str, list))


@pytest.mark.parametrize("rules", [CLASSIC, ARCADE], ids=["classic", "arcade"])
def test_round_trip_with_empty_slots_and_colours(rules):
    game = midgame(rules)
    game.place(*game.legal_moves()[0])
    assert None in game.tray
    restored = saves.load(saves.dump(game))
    assert restored.state == game.state
    assert restored.board.to_text() == game.board.to_text()
    assert not restored.can_undo


def set_(key, value):
    def mutate(d):
        d[key] = value

    return mutate


def delete(key):
    def mutate(d):
        del d[key]

    return mutate


def board_row(r, text):
    def mutate(d):
        d["board"][r] = text

    return mutate


def tray_slot(i, text):
    def mutate(d):
        d["tray"][i] = text

    return mutate


def full_row(d):
    d["board"][7] = "11111111"


def not_dealt(d):
    # A real shape, but not the one the deal put in that slot.
    slot = next(i for i, p in enumerate(d["tray"]) if p)
    d["tray"][slot] = "square3" if d["tray"][slot] != "square3" else "dot"


MUTATIONS = {
    "future schema": set_("schema", saves.SCHEMA + 1),
    "schema as text": set_("schema", "one"),
    "schema zero": set_("schema", 0),
    "unknown mode": set_("mode", "zen"),
    "mode not text": set_("mode", 3),
    "negative seed": set_("seed", -1),
    "huge seed": set_("seed", 2**64),
    "seed float": set_("seed", 1.5),
    "seed bool": set_("seed", True),
    "seed text garbage": set_("seed", "12ab"),
    "deals zero": set_("deals", 0),
    "deals negative text": set_("deals", "-4"),
    "negative score": set_("score", -10),
    "score none": set_("score", None),
    "negative lines": set_("lines", -1),
    "nan play time": set_("play_time", "nan"),
    "infinite play time": set_("play_time", float("inf")),
    "negative play time": set_("play_time", -3),
    "board short": set_("board", ["........"] * 7),
    "board not list": set_("board", 42),
    "board row too long": board_row(0, "........."),
    "board bad char": board_row(0, "....x..."),
    "board colour 9": board_row(0, "9......."),
    "board full line": full_row,
    "tray too short": set_("tray", ["dot", "dot"]),
    "tray unknown shape": tray_slot(0, "pentomino"),
    "tray not dealt": not_dealt,
    "tray all empty": set_("tray", ["", "", ""]),
    "tray not text": set_("tray", [1, 2, 3]),
    "score too low for the lines": set_("lines", 10**6),
    **{f"missing {k}": delete(k) for k in saves.KEYS},
}


@pytest.mark.parametrize("name", sorted(MUTATIONS))
def test_every_broken_save_is_rejected_with_the_engine_error(name):
    data = saves.dump(midgame())
    MUTATIONS[name](data)
    with pytest.raises(InvalidSave):
        saves.load(data)


def test_a_rotated_piece_in_arcade_is_accepted_but_not_in_classic():
    game = midgame(ARCADE)
    slot = next(i for i, p in enumerate(game.tray) if p and rotated(p.id) != p.id)
    game.rotate(slot)
    assert saves.load(saves.dump(game)).state == game.state
    classic = saves.dump(midgame(CLASSIC))
    slot = next(i for i, p in enumerate(classic["tray"]) if p and rotated(p) != p)
    classic["tray"][slot] = rotated(classic["tray"][slot])
    with pytest.raises(InvalidSave):
        saves.load(classic)


def test_not_a_mapping_is_rejected():
    for thing in (None, [], "schema=1", 42):
        with pytest.raises(InvalidSave):
            saves.load(thing)


values = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(allow_nan=True),
    st.text(max_size=20),
    st.lists(st.text(max_size=10), max_size=10),
    st.lists(st.integers(), max_size=4),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
)


@settings(max_examples=1000, deadline=None)
@given(
    st.lists(
        st.tuples(st.sampled_from([*saves.KEYS, "extra"]), st.one_of(st.just("__del__"), values)),
        min_size=1,
        max_size=4,
    ),
    st.sampled_from(["classic", "arcade"]),
)
def test_any_mutation_loads_or_raises_invalid_save_and_nothing_else(edits, mode):
    data = copy.deepcopy(saves.dump(midgame(CLASSIC if mode == "classic" else ARCADE)))
    for key, value in edits:
        if value == "__del__":
            data.pop(key, None)
        else:
            data[key] = value
    try:
        game = saves.load(data)
    except InvalidSave:
        return
    # What loads is a sound position.
    assert not game.board.has_full_line()
    assert any(game.tray)


def test_arcade_without_rotation_round_trips_and_classic_never_turns():
    from blockpuzzle.engine import rules

    game = Game(rules("arcade", rotation=False), 3)
    game.place(*game.legal_moves()[0])
    restored = saves.load(saves.dump(game))
    assert restored.rules.mode == "arcade" and not restored.rules.rotation
    assert restored.state == game.state
    data = saves.dump(midgame(CLASSIC))
    data["rotation"] = 1
    with pytest.raises(InvalidSave):
        saves.load(data)
    del data["rotation"]  # an older save without the key: the mode's own default
    assert not saves.load(data).rules.rotation
