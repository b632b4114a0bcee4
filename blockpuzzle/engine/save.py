"""A game to and from a plain dict of primitives, and back only if it is sound.

What is read back is untrusted (a hand-edited or truncated file, a newer
version of the game): :func:`load` checks every field and every relation
between them and raises :class:`InvalidSave`, and nothing else, on any
violation.  Values may arrive as strings (INI files store nothing else), so
numbers are parsed strictly: ASCII digits only, never bytes.

Format 2 keeps the game's moves: loading plays them again from the seed and
accepts the save only if they lead exactly to the position it describes, so
no score, board or tray that the deals could not have produced gets in.
Format 1 (no moves) is still read, with the checks it always had and bounds
on what its number of deals allows.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from . import bitboard as bb
from .board import Board, clear_bonus
from .deal import SEED_BITS, TRAY_SIZE, deal
from .game import Game, GameState, IllegalMove, is_stuck
from .moves import decode, encode
from .rules import MODES, rules
from .shapes import ROTATED, SHAPES, Shape

SCHEMA = 2
MAX_DEALS = 10**9
MAX_SCORE = 10**12
MAX_PLAY_TIME = 10.0**9
KEYS = ("schema", "mode", "seed", "deals", "board", "tray", "score", "lines", "play_time")
# Keys a save may leave out (older saves did): the default is the mode's own.
OPTIONAL_KEYS = ("rotation",)
# Format 2 adds the moves; "?" where they are not known (a game resumed from
# a format-1 save).
MOVES_UNKNOWN = "?"
# One placement pays at most a 3×3 (9 cells) and clears at most 6 lines.
_MOST_CELLS, _MOST_LINES = 9, 6


class InvalidSave(ValueError):
    """A saved game that cannot be restored as it stands."""


def dump(game: Game) -> dict[str, Any]:
    """The game as primitives: ints, a float, strings and lists of strings."""
    s = game.state
    return {
        "schema": SCHEMA,
        "mode": game.rules.mode,
        "seed": game.seed,
        "deals": s.deals,
        "board": s.board.to_text().splitlines(),
        "tray": [p.id if p else "" for p in s.tray],
        "score": s.score,
        "lines": s.lines,
        "play_time": round(game.play_time, 3),
        "rotation": int(game.rules.rotation),
        "moves": MOVES_UNKNOWN if game.moves is None else encode(game.moves),
    }


def _int(data: Mapping[str, Any], key: str, low: int, high: int) -> int:
    value = data[key]
    if isinstance(value, bool):
        raise InvalidSave(f"{key} is not a whole number")
    if isinstance(value, str):
        text = value.strip()
        digits = text.removeprefix("-")
        if not (digits.isascii() and digits.isdigit()) or len(text) > 25:
            raise InvalidSave(f"{key} is not a whole number: {value!r}")
        value = int(text)
    if not isinstance(value, int):
        raise InvalidSave(f"{key} is not a whole number")
    if not low <= value <= high:
        raise InvalidSave(f"{key} is out of range: {value}")
    return value


def _float(data: Mapping[str, Any], key: str, high: float) -> float:
    value = data[key]
    if isinstance(value, bool) or not isinstance(value, (str, int, float)):
        raise InvalidSave(f"{key} is not a number")
    if isinstance(value, str) and not value.isascii():
        raise InvalidSave(f"{key} is not a number: {value!r}")
    try:
        number = float(value.strip() if isinstance(value, str) else value)
    except (ValueError, OverflowError):
        raise InvalidSave(f"{key} is not a number: {value!r}") from None
    if not math.isfinite(number) or not 0 <= number <= high:
        raise InvalidSave(f"{key} is out of range: {value!r}")
    return number


def _strings(data: Mapping[str, Any], key: str, length: int) -> list[str]:
    value = data[key]
    if isinstance(value, str):
        # QSettings hands a one-element list back as a plain string.
        value = [value]
    if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
        raise InvalidSave(f"{key} is not a list of text")
    if len(value) != length:
        raise InvalidSave(f"{key} has {len(value)} entries, not {length}")
    return list(value)


def _same_piece(held: Shape, dealt: Shape, rotation: bool) -> bool:
    if not rotation:
        return held == dealt
    turned = dealt.id
    for _ in range(4):
        if turned == held.id:
            return True
        turned = ROTATED[turned]
    return False


def load(data: Mapping[str, Any]) -> Game:
    """The game :func:`dump` described, or :class:`InvalidSave`."""
    if not isinstance(data, Mapping):
        raise InvalidSave("a saved game is a mapping of keys to values")
    missing = [k for k in KEYS if k not in data]
    if missing:
        raise InvalidSave(f"missing: {', '.join(missing)}")
    try:
        return _load(data)
    except InvalidSave:
        raise
    except (ValueError, TypeError, KeyError, AttributeError, OverflowError) as error:
        # A guard against a check this module forgot: never anything else out.
        raise InvalidSave(f"unreadable saved game: {error}") from error


def _load(data: Mapping[str, Any]) -> Game:
    schema = _int(data, "schema", 0, 10**6)
    if schema > SCHEMA:
        raise InvalidSave(f"saved by a newer version of the game (format {schema})")
    if schema not in (1, 2):
        raise InvalidSave(f"unknown save format {schema}")
    if schema == 2 and "moves" not in data:
        raise InvalidSave("missing: moves")
    mode = data["mode"]
    if not isinstance(mode, str) or mode not in MODES:
        raise InvalidSave(f"unknown mode {mode!r}")
    rotation = None
    if "rotation" in data:
        rotation = bool(_int(data, "rotation", 0, 1))
        if rotation and not rules(mode).rotation:
            raise InvalidSave(f"pieces do not turn in {mode}")
    game_rules = rules(mode, rotation)
    seed = _int(data, "seed", 0, (1 << SEED_BITS) - 1)
    deals = _int(data, "deals", 1, MAX_DEALS)
    score = _int(data, "score", 0, MAX_SCORE)
    lines = _int(data, "lines", 0, MAX_SCORE)
    play_time = _float(data, "play_time", MAX_PLAY_TIME)

    try:
        board = Board.from_text("\n".join(_strings(data, "board", bb.SIZE)))
    except InvalidSave:
        raise
    except ValueError as error:
        raise InvalidSave(f"board: {error}") from None
    if board.has_full_line():
        raise InvalidSave("a full line stands on the board")

    ids = _strings(data, "tray", TRAY_SIZE)
    dealt = deal(seed, deals - 1, game_rules.catalog)
    tray: list[Shape | None] = []
    for slot, shape_id in enumerate(ids):
        if shape_id == "":
            tray.append(None)
            continue
        held = SHAPES.get(shape_id)
        if held is None:
            raise InvalidSave(f"tray slot {slot + 1}: no shape called {shape_id!r}")
        if not _same_piece(held, dealt[slot], game_rules.rotation):
            raise InvalidSave(f"tray slot {slot + 1} does not hold the piece that was dealt")
        tray.append(held)
    if all(p is None for p in tray):
        raise InvalidSave("the tray is empty")

    # Every cell on the board paid a point and every line at least 10.
    if score < board.filled.bit_count() + 10 * lines:
        raise InvalidSave("the score is lower than the board and the lines allow")

    state = GameState(
        board, tuple(tray), score, lines, deals, is_stuck(board, tuple(tray), game_rules.rotation)
    )
    # Format 1 never held moves: a save that says "1" and has them was
    # edited, and its moves are checked as a format-2 save's are, never
    # dropped.
    moves = data.get("moves", MOVES_UNKNOWN)
    if moves == MOVES_UNKNOWN:
        # Without the moves, at least nothing the deals could not have paid.
        placements = TRAY_SIZE * deals
        if lines > _MOST_LINES * placements or score > placements * (
            _MOST_CELLS + clear_bonus(_MOST_LINES)
        ):
            raise InvalidSave("the score and lines are more than the deals could have paid")
        return Game.resume(game_rules, seed, state, play_time)
    if not isinstance(moves, str):
        raise InvalidSave("moves is not text")
    try:
        replayed = Game.replay(game_rules, seed, decode(moves))
    except (ValueError, IllegalMove) as error:
        raise InvalidSave(f"the moves cannot be played: {error}") from None
    # Pieces turned since the last placement are not moves: the tray is
    # compared by its slots (each already checked to hold a turn of the
    # dealt piece) and kept as saved.
    if replayed.state._replace(tray=state.tray) != state or [p is None for p in replayed.tray] != [
        p is None for p in state.tray
    ]:
        raise InvalidSave("the moves do not lead to the position saved")
    return Game.resume(game_rules, seed, state, play_time, replayed.moves)
