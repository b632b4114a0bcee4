"""Properties over thousands of random games (hypothesis)."""

from __future__ import annotations

import itertools
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from blockpuzzle.engine import MODES, ROTATED, SHAPES, Game, Shape, clear_bonus
from blockpuzzle.engine import save as saves

UNDO = -1
ROTATE = -2

actions = st.lists(
    st.one_of(st.integers(0, 10**6), st.sampled_from([UNDO, ROTATE])), min_size=1, max_size=120
)
games = st.tuples(st.sampled_from(["classic", "arcade"]), st.integers(0, 2**63 - 1), actions)

GAMES = settings(max_examples=1000, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def any_turn_fits_piece(game: Game, piece: Shape) -> bool:
    for _ in range(4 if game.rules.rotation else 1):
        if game.board.fits_anywhere(piece):
            return True
        piece = SHAPES[ROTATED[piece.id]]
    return False


def any_turn_fits(game: Game) -> bool:
    return any(p is not None and any_turn_fits_piece(game, p) for p in game.tray)


def play(mode, seed, script):
    """Play ``script`` and check every invariant on the way; the moves made."""
    rules = MODES[mode]
    game = Game(rules, seed)
    made = []  # the effective moves, for the replay
    points = [0]  # score after each placement still in the history
    # The drawn script first, then random moves (with some undos) from the
    # seed until the game ends, so every example is a whole game.
    rng = random.Random(seed)
    tail = (UNDO if rng.random() < 0.1 else rng.randrange(10**6) for _ in range(2000))
    for action in itertools.chain(script, tail):
        if game.over:
            break
        if action == UNDO:
            before = game.state
            depth = game.history_depth
            last = made[-1] if made else None
            if game.undo():
                # Undo takes back the last placement and any turn after it.
                while made.pop()[0] != "place":
                    pass
                points.pop()
                assert game.history_depth == depth - 1
                assert game.score == points[-1]
                # Repeat the very same move: the very same position.
                if last is not None and last[0] == "place":
                    game.place(*last[1:])
                    assert game.state == before
                    game.undo()
            else:
                assert game.state == before
            continue
        if action == ROTATE:
            slots = [i for i, p in enumerate(game.tray) if p]
            if rules.rotation:
                game.rotate(slots[0])
                made.append(("rotate", slots[0]))
            continue
        moves = game.legal_moves()
        if not moves:
            # Not over, yet nothing fits as it stands: only a turn can help.
            assert rules.rotation, "a game that is not over has a move"
            slot = next(i for i, p in enumerate(game.tray) if p and any_turn_fits_piece(game, p))
            game.rotate(slot)
            made.append(("rotate", slot))
            continue
        slot, row, col = moves[action % len(moves)]
        piece = game.tray[slot]
        score = game.score
        placement = game.place(slot, row, col)
        # Score = the cells placed + the clear bonuses, nothing else.
        assert placement.points == piece.size + clear_bonus(placement.lines)
        assert game.score == score + placement.points
        # No full line survives a placement.
        assert not game.board.has_full_line()
        # The game is over exactly when no tray piece fits anywhere.
        assert game.over == (not any_turn_fits(game))
        made.append(("place", slot, row, col))
        points.append(game.score)
    assert game.score == points[-1]
    assert game.over
    return game, made


def replay(mode, seed, made):
    game = Game(MODES[mode], seed)
    for move in made:
        if move[0] == "place":
            game.place(*move[1:])
        else:
            game.rotate(move[1])
    return game


@GAMES
@given(games)
def test_random_games_keep_every_invariant(case):
    mode, seed, script = case
    game, made = play(mode, seed, script)
    # Same seed + same moves ⇒ same game.
    assert replay(mode, seed, made).state == game.state


@settings(max_examples=500, deadline=None)
@given(games)
def test_save_and_load_round_trip(case):
    mode, seed, script = case
    game, _ = play(mode, seed, script)
    game.play_time = 12.5
    restored = saves.load(saves.dump(game))
    assert restored.state == game.state
    assert (restored.rules.mode, restored.seed, restored.play_time) == (mode, seed, 12.5)
    assert restored.history_depth == 0
    # Values read back as strings (an INI file) load the same.
    as_text = {
        k: [str(x) for x in v] if isinstance(v, list) else str(v)
        for k, v in saves.dump(game).items()
    }
    assert saves.load(as_text).state == game.state
