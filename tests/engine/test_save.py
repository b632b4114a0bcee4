import copy
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from blockpuzzle.engine import ARCADE, CLASSIC, Game, InvalidSave, rotated
from blockpuzzle.engine import save as saves
from blockpuzzle.engine.board import clear_bonus


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
    assert set(data) == set(saves.KEYS) | set(saves.OPTIONAL_KEYS) | {"moves"}
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


def full_column(d):
    d["board"] = [row[:4] + "2" + row[5:] for row in d["board"]]


def score_just_under_the_floor(d):
    # Every line paid at least 10 and every cell 1: one point short of that
    # (and far above 1 point a line).
    cells = sum(ch != "." for row in d["board"] for ch in row)
    d["lines"] = 2
    d["score"] = cells + 10 * 2 - 1


# name: (how the save is broken, the whole error message).  Each case asserts
# its own message, whole, so one check cannot hide another's absence and a
# message cannot gain or lose a word (or a slot number) unnoticed.
MUTATIONS = {
    "future schema": (
        set_("schema", saves.SCHEMA + 1),
        "saved by a newer version of the game (format 3)",
    ),
    "schema as text": (set_("schema", "one"), "schema is not a whole number: 'one'"),
    "schema zero": (set_("schema", 0), "unknown save format 0"),
    "unknown mode": (set_("mode", "zen"), "unknown mode 'zen'"),
    "mode not text": (set_("mode", 3), "unknown mode 3"),
    "negative seed": (set_("seed", -1), "seed is out of range: -1"),
    "huge seed": (set_("seed", 2**64), "seed is out of range: 18446744073709551616"),
    "seed float": (set_("seed", 1.5), "seed is not a whole number"),
    "seed bool": (set_("seed", True), "seed is not a whole number"),
    "seed text garbage": (set_("seed", "12ab"), "seed is not a whole number: '12ab'"),
    "deals zero": (set_("deals", 0), "deals is out of range: 0"),
    "deals negative text": (set_("deals", "-4"), "deals is out of range: -4"),
    "negative score": (set_("score", -10), "score is out of range: -10"),
    "score none": (set_("score", None), "score is not a whole number"),
    "negative lines": (set_("lines", -1), "lines is out of range: -1"),
    "nan play time": (set_("play_time", "nan"), "play_time is out of range: 'nan'"),
    "infinite play time": (set_("play_time", float("inf")), "play_time is out of range: inf"),
    "negative play time": (set_("play_time", -3), "play_time is out of range: -3"),
    "board short": (set_("board", ["........"] * 7), "board has 7 entries, not 8"),
    "board not list": (set_("board", 42), "board is not a list of text"),
    "board row too long": (board_row(0, "........."), "board: a board is 8 lines of 8 cells"),
    "board bad char": (board_row(0, "....x..."), "board: bad cell 'x' at row 0, column 4"),
    "board colour 9": (board_row(0, "9......."), "board: bad cell '9' at row 0, column 0"),
    "board full row": (full_row, "a full line stands on the board"),
    "board full column": (full_column, "a full line stands on the board"),
    "tray too short": (set_("tray", ["dot", "dot"]), "tray has 2 entries, not 3"),
    "tray unknown shape": (tray_slot(0, "pentomino"), "tray slot 1: no shape called 'pentomino'"),
    "tray not dealt": (not_dealt, "tray slot 2 does not hold the piece that was dealt"),
    "tray all empty": (set_("tray", ["", "", ""]), "the tray is empty"),
    "tray not text": (set_("tray", [1, 2, 3]), "tray is not a list of text"),
    "score too low for the lines": (
        score_just_under_the_floor,
        "the score is lower than the board and the lines allow",
    ),
    "schema at its limit": (
        set_("schema", 10**6),
        "saved by a newer version of the game (format 1000000)",
    ),
    "schema past its limit": (set_("schema", 10**6 + 1), "schema is out of range: 1000001"),
    "seed one past 63 bits": (set_("seed", 1 << 63), f"seed is out of range: {1 << 63}"),
    "rotation 2": (set_("rotation", 2), "rotation is out of range: 2"),
    "moves missing in format 2": (delete("moves"), "missing: moves"),
    "moves not text": (set_("moves", 5), "moves is not text"),
    **{f"missing {k}": (delete(k), f"missing: {k}") for k in saves.KEYS},
}


@pytest.mark.parametrize("name", sorted(MUTATIONS))
def test_every_broken_save_is_rejected_with_the_engine_error(name):
    data = saves.dump(midgame())
    mutate, message = MUTATIONS[name]
    mutate(data)
    with pytest.raises(InvalidSave) as error:
        saves.load(data)
    assert str(error.value) == message


def format_1(game: Game) -> dict:
    """``game`` saved as the first format did: no moves."""
    data = saves.dump(game)
    data["schema"] = 1
    del data["moves"]
    return data


def test_a_score_exactly_at_the_floor_is_accepted():
    data = format_1(midgame())
    cells = sum(ch != "." for row in data["board"] for ch in row)
    data["lines"] = 2
    data["score"] = cells + 10 * 2
    assert saves.load(data).score == data["score"]


@pytest.mark.parametrize("turns", [0, 1, 2, 3, 4, 5])
def test_an_arcade_game_in_progress_with_a_turned_piece_round_trips(turns):
    """Kills a load that accepts fewer than every turn of a dealt piece (a real
    save with a piece turned three times would be set aside)."""
    game = midgame(ARCADE)
    slot = next(
        i for i, p in enumerate(game.tray) if p and p.id.startswith(("corner", "l", "j", "t"))
    )
    for _ in range(turns):
        game.rotate(slot)
    restored = saves.load(saves.dump(game))
    assert restored.state == game.state
    assert restored.tray[slot] == game.tray[slot]


def test_a_turned_piece_is_not_accepted_in_classic():
    classic = saves.dump(midgame(CLASSIC))
    slot = next(i for i, p in enumerate(classic["tray"]) if p and rotated(p) != p)
    classic["tray"][slot] = rotated(classic["tray"][slot])
    with pytest.raises(InvalidSave, match="does not hold the piece that was dealt"):
        saves.load(classic)


def test_not_a_mapping_is_rejected():
    for thing in (None, [], "schema=1", 42):
        with pytest.raises(InvalidSave) as error:
            saves.load(thing)
        assert str(error.value) == "a saved game is a mapping of keys to values"


def test_every_missing_key_is_named():
    data = saves.dump(midgame())
    del data["mode"], data["seed"]
    with pytest.raises(InvalidSave) as error:
        saves.load(data)
    assert str(error.value) == "missing: mode, seed"


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
    with pytest.raises(InvalidSave, match="pieces do not turn in classic"):
        saves.load(data)
    del data["rotation"]  # an older save without the key: the mode's own default
    assert not saves.load(data).rules.rotation


def test_the_moves_are_saved_and_replay_to_the_same_game():
    game = midgame(ARCADE, moves=9)
    restored = saves.load(saves.dump(game))
    assert restored.moves == game.moves and len(game.moves) == 9
    assert Game.replay(ARCADE, game.seed, restored.moves).state == game.state


@pytest.mark.parametrize(
    ("field", "message"),
    [
        ("score", "the moves do not lead to the position saved"),
        ("tray", "the moves do not lead to the position saved"),
        ("board", "the moves do not lead to the position saved"),
        ("lines", "the moves do not lead to the position saved"),
        ("deals", "does not hold the piece that was dealt"),
    ],
)
def test_a_position_the_moves_do_not_lead_to_is_rejected(field, message):
    """Whatever a hand edit changes, the moves say what the position must be
    (the score raised to keep the older checks quiet where they would speak)."""
    data = saves.dump(midgame(ARCADE, moves=9))
    if field == "board":
        row = data["board"][0]
        data["board"][0] = ("1" if row[0] == "." else ".") + row[1:]
        data["score"] += 1
    elif field == "tray":
        slot = next(i for i, p in enumerate(data["tray"]) if p)
        data["tray"][slot] = ""
    elif field == "lines":
        data["lines"] += 1
        data["score"] += 10
    else:
        data[field] += 1
    whole = message.startswith("the moves")  # the other names its slot first
    with pytest.raises(InvalidSave, match=f"^{message}$" if whole else message):
        saves.load(data)


def test_moves_that_cannot_be_played_are_rejected():
    data = saves.dump(midgame(ARCADE, moves=9))
    first = data["moves"][:2]
    for broken, message in (
        (data["moves"][:-1], "moves come in pairs"),
        (data["moves"] + "A", "moves come in pairs"),
        (data["moves"][:-2] + "A~", "is not a move"),
        (data["moves"] + first, "cannot be played"),  # a placement on filled cells
    ):
        data["moves"] = broken
        with pytest.raises(InvalidSave, match=message):
            saves.load(data)


def test_a_format_1_save_still_loads_and_its_moves_are_unknown():
    game = midgame(ARCADE, moves=9)
    restored = saves.load(format_1(game))
    assert restored.state == game.state and restored.moves is None
    # Saved again, it says the moves are unknown, and loads again.
    assert saves.dump(restored)["moves"] == saves.MOVES_UNKNOWN
    assert saves.load(saves.dump(restored)).state == game.state


def test_a_format_1_save_cannot_claim_more_than_its_deals_could_pay():
    message = "the score and lines are more than the deals could have paid"
    data = format_1(midgame())
    data["score"] = 10**9  # the floor is met, but 2 refills cannot pay that
    with pytest.raises(InvalidSave) as error:
        saves.load(data)
    assert str(error.value) == message
    data = format_1(midgame())
    data["lines"] = 6 * 3 * data["deals"] + 1
    data["score"] = 10 * data["lines"] + 64
    with pytest.raises(InvalidSave) as error:
        saves.load(data)
    assert str(error.value) == message


def test_a_format_1_save_at_exactly_what_its_deals_could_pay_loads():
    """The most lines (6 a placement) and the most points (9 cells and a
    six-line clear a placement) three pieces a refill can pay: accepted."""
    data = format_1(midgame())
    placements = 3 * data["deals"]
    data["lines"] = 6 * placements
    data["score"] = placements * (9 + clear_bonus(6))
    restored = saves.load(data)
    assert (restored.score, restored.lines) == (data["score"], data["lines"])


@pytest.mark.parametrize(
    ("key", "value", "message"),
    [
        ("play_time", 10**400, "play_time is not a number"),
        ("play_time", b"1.5", "play_time is not a number"),
        ("play_time", "\u0661\u0662", "play_time is not a number"),  # Arabic-Indic digits
        ("score", "\u0661\u0662", "score is not a whole number"),
        ("seed", "\uff11\uff12", "seed is not a whole number"),  # fullwidth digits
        ("score", b"12", "score is not a whole number"),
        ("board", b"........", "board is not a list of text"),
        ("mode", b"classic", "unknown mode"),
    ],
)
def test_only_what_dump_writes_is_read(key, value, message):
    """Bytes, non-ASCII digits and numbers too large for a float are refused
    with InvalidSave, never let out as another exception."""
    data = saves.dump(midgame())
    data[key] = value
    with pytest.raises(InvalidSave, match=message):
        saves.load(data)


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**40 - 1), st.lists(st.integers(0, 99), min_size=1, max_size=60))
def test_any_arcade_game_in_progress_round_trips(seed, choices):
    """Places, turns and undos in any order, saved at any moment (mid-game,
    pieces turned since the last placement), load to the same game."""
    game = Game(ARCADE, seed)
    for choice in choices:
        if game.over:
            break
        moves = game.legal_moves()
        if choice < 15:
            game.undo()
        elif choice < 45:
            slot = choice % 3
            if game.tray[slot] is not None:
                game.rotate(slot)
        elif moves:
            game.place(*moves[choice % len(moves)])
    if game.over:
        return
    restored = saves.load(saves.dump(game))
    assert restored.state == game.state
    assert restored.moves == game.moves


def test_numbers_read_back_from_text_at_the_edges_of_what_is_accepted():
    """Kills the save check's boundary mutants found by testing/mutation.py:
    a whole number of 25 characters (the most a hand-edited file may hold)
    loads and one of 26 does not; a play time exactly at the maximum, or
    written with spaces around it as INI files keep it, loads."""
    game = midgame()
    data = saves.dump(game)
    padded = dict(data, seed=str(game.seed).rjust(25, "0"))
    assert saves.load(padded).seed == game.seed
    too_long = dict(data, seed=str(game.seed).rjust(26, "0"))
    with pytest.raises(InvalidSave, match="seed is not a whole number"):
        saves.load(too_long)
    assert saves.load(dict(data, play_time=saves.MAX_PLAY_TIME)).play_time == saves.MAX_PLAY_TIME
    assert saves.load(dict(data, play_time=" 12.5 ")).play_time == 12.5
    assert saves.load(dict(data, play_time="0")).play_time == 0
    with pytest.raises(InvalidSave, match="play_time is out of range"):
        saves.load(dict(data, play_time=saves.MAX_PLAY_TIME * 1.01))


def test_a_first_format_save_keeps_its_play_time():
    game = midgame()
    game.play_time = 75.5
    restored = saves.load(format_1(game))
    assert restored.play_time == 75.5 and restored.moves is None
