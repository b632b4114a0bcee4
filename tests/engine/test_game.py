import random

import pytest

from blockpuzzle.engine import (
    ARCADE,
    CLASSIC,
    HISTORY_LIMIT,
    Board,
    Game,
    GameState,
    IllegalMove,
    UnknownMode,
    deal,
    is_stuck,
    new_seed,
    rotated,
    rules,
    shape,
)

from .helpers import play_randomly


def test_a_new_game_deals_three_pieces_on_an_empty_board():
    game = Game(CLASSIC, seed=7)
    assert len(game.tray) == 3 and all(game.tray)
    assert game.tray == deal(7, 0, CLASSIC.catalog)
    assert game.board.filled == 0
    assert (game.score, game.lines, game.over, game.can_undo) == (0, 0, False, False)


def test_used_slots_stay_empty_until_all_three_are_placed():
    game = Game(CLASSIC, seed=11)
    first = game.tray
    game.place(0, 0, 0)
    assert game.tray == (None, first[1], first[2])
    game.place(2, 5, 5)
    assert game.tray == (None, first[1], None)
    game.place(1, *next((r, c) for s, r, c in game.legal_moves() if s == 1))
    assert game.tray == deal(11, 1, CLASSIC.catalog)
    assert game.state.deals == 2


def test_placing_from_an_empty_slot_or_where_it_does_not_fit_is_illegal_and_changes_nothing():
    game = Game(CLASSIC, seed=3)
    game.place(0, 0, 0)
    before = game.state
    with pytest.raises(IllegalMove):
        game.place(0, 4, 4)  # empty slot
    with pytest.raises(IllegalMove):
        game.place(1, 0, 0)  # overlaps
    with pytest.raises(IllegalMove):
        game.place(1, 8, 8)  # off the board
    with pytest.raises(IllegalMove):
        game.place(5, 0, 0)  # no such slot
    assert game.state is before
    assert game.history_depth == 1


def test_the_game_ends_when_no_tray_piece_fits_and_not_before():
    # A board with only scattered single holes: nothing but a dot fits.
    holes = {(r, (r * 3) % 8) for r in range(8)}
    text = "\n".join("".join("." if (r, c) in holes else "1" for c in range(8)) for r in range(8))
    board = Board.from_text(text)
    assert not board.has_full_line()
    bars = (shape("bar2h"), shape("square2"), None)
    assert is_stuck(board, bars, rotation=False)
    assert not is_stuck(board, (*bars[:2], shape("dot")), rotation=False)


def test_rotation_counts_when_the_rules_let_pieces_turn():
    # The only two neighbouring holes are (0, 0) over (1, 0): a vertical gap.
    holes = {(0, 0), (1, 0), (2, 3), (2, 7), (3, 1), (4, 5), (5, 2), (6, 6), (7, 4)}
    board = Board.from_text(
        "\n".join("".join("." if (r, c) in holes else "1" for c in range(8)) for r in range(8))
    )
    assert not board.has_full_line()
    tray = (shape("bar2h"), None, None)
    assert is_stuck(board, tray, rotation=False)
    assert not is_stuck(board, tray, rotation=True)


def test_random_games_end_exactly_when_nothing_fits():
    rng = random.Random(1)
    for seed in range(30):
        game = Game(CLASSIC, seed)
        play_randomly(game, rng)
        assert game.over
        assert game.legal_moves() == []
        assert any(game.tray)
        with pytest.raises(IllegalMove):
            game.place(0, 0, 0)


def test_undo_restores_everything_including_cleared_lines():
    board = Board.from_text("........\n" * 7 + "3333.333")
    game = Game(CLASSIC, seed=99)
    dot_slot = 0
    game.state = GameState(board, (shape("dot"), shape("bar2h"), shape("bar2h")), 50, 4, 5, False)
    before = game.state
    placement = game.place(dot_slot, 7, 4)
    assert placement.rows == (7,)
    assert game.score == 50 + 11 and game.lines == 5
    assert game.board.filled == 0
    assert game.undo()
    assert game.state == before
    assert game.board.to_text() == board.to_text()  # colours too
    assert not game.undo()  # nothing more to undo
    assert game.state == before


def test_undo_never_rerolls():
    game = Game(CLASSIC, seed=5)
    rng = random.Random(5)
    for _ in range(40):
        if game.over:
            break
        move = rng.choice(game.legal_moves())
        game.place(*move)
        after = game.state
        if game.over:
            break
        game.undo()
        game.place(*move)
        assert game.state == after


def test_same_deals_whatever_the_moves():
    a, b = Game(CLASSIC, seed=17), Game(CLASSIC, seed=17)
    rng_a, rng_b = random.Random(1), random.Random(2)
    refills_a, refills_b = [], []
    for game, rng, refills in ((a, rng_a, refills_a), (b, rng_b, refills_b)):
        while not game.over and game.state.deals < 6:
            deals = game.state.deals
            game.place(*rng.choice(game.legal_moves()))
            if game.state.deals != deals:
                refills.append(game.tray)
    n = min(len(refills_a), len(refills_b))
    assert n >= 2
    assert refills_a[:n] == refills_b[:n]
    assert a.board != b.board


def test_history_keeps_the_last_2000_placements():
    assert HISTORY_LIMIT == 2000
    game = Game(CLASSIC, seed=1)
    # Dots on an 8-row board clear lines forever: a game that never ends.
    dot = shape("dot")
    placed = 0
    while placed < HISTORY_LIMIT + 25:
        game.state = GameState(game.board, (dot, dot, dot), game.score, game.lines, 1, False)
        for slot in range(3):
            r, c = next((r, c) for s, r, c in game.legal_moves() if s == slot)
            game.place(slot, r, c)
            placed += 1
    assert game.history_depth == HISTORY_LIMIT
    undone = 0
    while game.undo():
        undone += 1
    assert undone == HISTORY_LIMIT


def test_no_undo_once_the_game_is_over():
    rng = random.Random(3)
    game = Game(CLASSIC, seed=3)
    play_randomly(game, rng)
    assert game.over and game.history_depth > 0
    assert not game.can_undo
    end = game.state
    assert not game.undo()
    assert game.state is end


def test_rotate_in_arcade_not_in_classic():
    game = Game(ARCADE, seed=8)
    piece = game.tray[0]
    turned = game.rotate(0)
    assert turned.cells != piece.cells or piece.id in {"dot", "square2", "square3"}
    for _ in range(3):
        game.rotate(0)
    assert game.tray[0] == piece
    classic = Game(CLASSIC, seed=8)
    with pytest.raises(IllegalMove):
        classic.rotate(0)


def test_arcade_plays_with_gravity():
    board = Board.from_text("..1.....\n" + "........\n" * 6 + "3333.333")
    game = Game(ARCADE, seed=2)
    game.state = GameState(board, (shape("dot"), shape("dot"), shape("dot")), 20, 1, 1, False)
    game.place(0, 7, 4)
    assert game.board.colour_at(1, 2) == 1 and game.board.colour_at(0, 2) == 0


def test_repr_and_str_are_readable():
    game = Game(CLASSIC, seed=4)
    assert "classic" in repr(game) and "seed=4" in repr(game)
    assert str(game).splitlines() == ["........"] * 8


def test_legal_moves_are_every_fit_of_every_tray_piece():
    from . import oracle

    rng = random.Random(21)
    for seed in range(25):
        game = Game(CLASSIC, seed)
        for _ in range(rng.randrange(0, 12)):
            if game.over:
                break
            game.place(*rng.choice(game.legal_moves()))
        grid = oracle.grid_of(game.board)
        expected = {
            (slot, r, c)
            for slot, piece in enumerate(game.tray)
            if piece is not None and not game.over
            for r, c in oracle.legal_origins(grid, list(piece.cells))
        }
        assert set(game.legal_moves()) == expected
        assert len(game.legal_moves()) == len(expected)


@pytest.mark.parametrize(
    ("board", "cell", "lines"),
    [
        ("....1...\n" * 7 + "........", (7, 4), 1),  # a column alone
        ("........\n" * 7 + "1111.111", (7, 4), 1),  # a row alone
        ("....1...\n" * 7 + "1111.111", (7, 4), 2),  # both at once
    ],
    ids=["column", "row", "row and column"],
)
def test_the_games_line_count_counts_rows_and_columns(board, cell, lines):
    """Kills a line count that ignores columns (``lines + len(rows)``)."""
    game = Game(CLASSIC, 1)
    game.state = GameState(
        Board.from_text(board), (shape("dot"), shape("dot"), None), 40, 3, 1, False
    )
    game.place(0, *cell)
    assert game.lines == 3 + lines
    assert game.score == 40 + 1 + 10 * lines * (lines + 1) // 2
    game.undo()
    assert game.lines == 3


def test_refused_moves_say_why():
    """Kills the IllegalMove(None) and message mutants of rotate and
    _why_not found by testing/mutation.py: each refusal names its reason."""
    classic = Game(CLASSIC, seed=3)
    with pytest.raises(IllegalMove, match=r"^pieces do not turn in classic$"):
        classic.rotate(0)
    bar = Game.resume(CLASSIC, 3, GameState(Board(), (shape("bar2h"), None, None), 0, 0, 1, False))
    with pytest.raises(IllegalMove, match=r"^the piece of slot 0 does not fit at row 7, column 7$"):
        bar.place(0, 7, 7)  # its second cell would be off the board
    arcade = Game(ARCADE, seed=3)
    arcade.place(*next(m for m in arcade.legal_moves() if m[0] == 0))
    with pytest.raises(IllegalMove, match=r"^tray slot 0 holds no piece$"):
        arcade.rotate(0)
    s = arcade.state
    arcade = Game.resume(ARCADE, 3, GameState(s.board, s.tray, s.score, s.lines, s.deals, True))
    slot = 1  # still holds its piece
    for refused in (lambda: arcade.rotate(slot), lambda: arcade.place(slot, 0, 0)):
        with pytest.raises(IllegalMove, match=r"^the game is over$"):
            refused()


def test_no_preview_once_the_game_is_over_and_arcade_previews_fall_as_they_will():
    s = Game(ARCADE, seed=5).state
    game = Game.resume(ARCADE, 5, GameState(s.board, s.tray, 0, 0, 1, True))
    assert game.piece(0) is not None
    assert all(game.preview(0, r, c) is None for r in range(8) for c in range(8))
    # Row 7 lacks one cell; a block sits on row 5 over an empty row 6: the
    # dot clears row 7 and, in Arcade, what is above falls.
    board = Board.from_text("........\n" * 5 + "...1....\n........\n1111111.")
    tray = (shape("dot"), None, None)
    game = Game.resume(ARCADE, 5, GameState(board, tray, 0, 0, 1, False))
    preview = game.preview(0, 7, 7)
    placed = game.place(0, 7, 7)
    assert preview.board == placed.board == game.state.board
    assert preview.board != Board.from_text("........\n" * 5 + "...1....\n........\n........")


def test_a_resumed_game_starts_its_clock_at_zero_and_shows_itself():
    state = Game(CLASSIC, seed=9).state
    game = Game.resume(CLASSIC, 9, state)
    assert game.play_time == 0.0
    text = repr(game)
    assert text.startswith("<Game classic seed=9 deals=1 score=0 lines=0 tray=[")
    assert text.endswith("]>") and " over" not in text
    assert repr([p.id for p in state.tray])[1:-1] in text
    play_randomly(game, random.Random(9))
    assert repr(game).endswith("] over>")


def test_an_unknown_mode_is_named():
    with pytest.raises(UnknownMode, match=r"^no game mode called 'blitz'$"):
        rules("blitz")


def test_new_seeds_are_forty_random_bits():
    """Game numbers hold 40 bits: new seeds use all of them, and differ."""
    seeds = [new_seed() for _ in range(2000)]
    assert all(0 <= s < 2**40 for s in seeds)
    assert max(seeds) >= 2**39 and len(set(seeds)) > 1990


def test_no_slot_past_the_third():
    game = Game(CLASSIC, 1)
    assert game.piece(3) is None and game.piece(-1) is None
    with pytest.raises(IllegalMove, match=r"^tray slot 3 holds no piece$"):
        game.place(3, 0, 0)


def test_turns_count_only_where_pieces_turn():
    classic = Game(CLASSIC, 1)
    assert [classic.turns(s) for s in range(3)] == [0, 0, 0]
    # An Arcade deal with a piece of four distinct turns (a corner, a T...).
    arcade, slot = next(
        (game, k)
        for game in (Game(ARCADE, seed) for seed in range(100))
        for k, piece in enumerate(game.tray)
        if piece is not None and len({rotated(rotated(piece.id)), piece.id}) == 2
    )
    for _ in range(3):
        arcade.rotate(slot)
    other = (slot + 1) % 3
    arcade.place(other, *next(m for m in arcade.legal_moves() if m[0] == other)[1:])
    assert arcade.turns(slot) == 3 and arcade.turns(other) == 0  # a used slot: none
