"""One game: the tray, the score, dealing, the end, and free undo.

Every position is an immutable :class:`GameState`; a move makes a new one and
undo simply goes back to the previous one, so a step back restores board,
colours, tray, score and lines exactly.  The deals are fixed by the seed, so
undo never re-rolls, and the list of moves replays the game (:meth:`Game.replay`).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from typing import NamedTuple

from . import bitboard as bb
from .board import EMPTY, Board, Placement
from .deal import TRAY_SIZE, deal, new_seed
from .moves import Move
from .rules import CLASSIC, Rules
from .scan import Scan
from .shapes import SHAPES, Shape, orientations, turned

HISTORY_LIMIT = 2000

Tray = tuple[Shape | None, ...]


class IllegalMove(ValueError):
    """A move the rules do not allow: an empty or unknown slot, a piece that
    does not fit there, a turn in a mode without rotation, a game that is over."""


class GameState(NamedTuple):
    """A position: everything undo restores.

    ``deals`` counts the refills dealt so far; the tray holds pieces of
    refill ``deals - 1``, and the next refill is ``deal(seed, deals)``.
    A named tuple: one is built on every placement, and a frozen dataclass
    costs five times as much to build.
    """

    board: Board
    tray: Tray
    score: int
    lines: int
    deals: int
    over: bool


_EMPTY_TRAY = (None,) * TRAY_SIZE


def _with_slot(tray: Tray, slot: int, piece: Shape | None) -> Tray:
    return (*tray[:slot], piece, *tray[slot + 1 :])


def _turns(piece_id: str) -> tuple[Scan, ...]:
    """The fit scans of a piece's distinct orientations, as dealt first."""
    return tuple(s.scan for _, s in orientations(SHAPES[piece_id]))


# Built once at import, for every shape: its turns, for the game-over check
# where pieces turn.
_TURNING = {shape_id: _turns(shape_id) for shape_id in SHAPES}


# is_stuck() reads the tray's slots by name.
assert TRAY_SIZE == 3, "is_stuck() names three slots"


def is_stuck(board: Board, tray: Tray, rotation: bool) -> bool:
    """Whether no piece still in the tray fits anywhere (turned, where the
    rules let pieces turn): the one way a game ends.

    The board knows its empty cells; each piece's scan tries it on all 64
    origins at once, and the first fit ends it.
    """
    empty = board.empty
    if not rotation:
        # The three slots by name: a loop over them costs a tenth of the
        # check, and one expression of them all (not a or b or c) 7 %.
        first, second, third = tray
        if first is not None and first.scan(empty):
            return False
        if second is not None and second.scan(empty):
            return False
        return third is None or not third.scan(empty)
    for piece in tray:
        if piece is not None:
            for scan in _TURNING[piece.id]:
                if scan(empty):
                    return False
    return True


# Legal moves are read a row of origins at a time: for each tray slot, row
# and byte of origins, the (slot, row, col) moves it holds.  A byte's moves
# are its lowest bit's move before those of the byte without that bit, so
# each tuple is one concatenation of two already built.  A slot's table is
# built the first time its moves are listed (not at start: the window does
# not need it to show).
RowMoves = tuple[tuple[tuple[tuple[int, int, int], ...], ...], ...]


def _slot_moves(slot: int) -> RowMoves:
    rows = []
    for row in range(bb.SIZE):
        table: list[tuple[tuple[int, int, int], ...]] = [()]
        for byte in range(1, 256):
            low = byte & -byte
            table.append(((slot, row, low.bit_length() - 1), *table[byte ^ low]))
        rows.append(tuple(table))
    _ROW_MOVES[slot] = moves = tuple(rows)
    return moves


_ROW_MOVES: list[RowMoves | None] = [None] * TRAY_SIZE


class Game:
    """A game in progress (or just ended) under one rule set and one seed.

    ``play_time`` (seconds) belongs to the game but not to its positions:
    undo does not give time back.  ``moves`` are the placements from the
    start that led here (undone ones taken out); None where they are not
    known (a game resumed from a save that did not keep them).
    """

    def __init__(self, rules: Rules = CLASSIC, seed: int | None = None) -> None:
        self.rules = rules
        self.seed = new_seed() if seed is None else seed
        tray = deal(self.seed, 0, rules.catalog)
        self._state = GameState(EMPTY, tray, 0, 0, 1, is_stuck(EMPTY, tray, rules.rotation))
        self.play_time = 0.0
        self.moves: list[Move] | None = []
        self._history: deque[GameState] = deque(maxlen=HISTORY_LIMIT)

    @classmethod
    def resume(
        cls,
        rules: Rules,
        seed: int,
        state: GameState,
        play_time: float = 0.0,
        moves: list[Move] | None = None,
    ) -> Game:
        """A game continued from ``state``, with an empty undo history."""
        game = cls(rules, seed)
        game._state = state
        game.play_time = play_time
        game.moves = moves
        return game

    def play(self, moves: Iterable[Move]) -> None:
        """Make ``moves``, each as it was made: its piece turned, then
        placed; :class:`IllegalMove` at one that could not have been (a
        move after the end among them).  The one way a game is played back
        from its moves: a replay, a review, the coach's plans."""
        for move in moves:
            for _ in range(move.turns):
                self.rotate(move.slot)
            self.place(move.slot, move.row, move.col)

    @classmethod
    def replay(cls, rules: Rules, seed: int, moves: Iterable[Move]) -> Game:
        """The game of ``rules`` and ``seed`` after ``moves`` (:meth:`play`),
        with no undo back into them."""
        game = cls(rules, seed)
        game.play(moves)
        game._history.clear()
        return game

    def __repr__(self) -> str:
        s = self.state
        return (
            f"<Game {self.rules.mode} seed={self.seed} deals={s.deals} score={s.score} "
            f"lines={s.lines} tray={[p.id if p else None for p in s.tray]}"
            f"{' over' if s.over else ''}>"
        )

    def __str__(self) -> str:
        return str(self.state.board)

    # -- reading the position ---------------------------------------------

    @property
    def state(self) -> GameState:
        return self._state

    @state.setter
    def state(self, state: GameState) -> None:
        """Put the game in ``state`` (a position set up from outside, as a
        test or an editor does): the moves that led there are not known."""
        self._state = state
        self.moves = None

    @property
    def board(self) -> Board:
        return self.state.board

    @property
    def tray(self) -> Tray:
        return self.state.tray

    @property
    def score(self) -> int:
        return self.state.score

    @property
    def lines(self) -> int:
        return self.state.lines

    @property
    def over(self) -> bool:
        return self.state.over

    @property
    def can_undo(self) -> bool:
        return bool(self._history) and not self.state.over

    @property
    def history_depth(self) -> int:
        return len(self._history)

    def piece(self, slot: int) -> Shape | None:
        """The piece in a tray slot, None when the slot is used (or not a slot)."""
        if not 0 <= slot < TRAY_SIZE:
            return None
        return self.state.tray[slot]

    def legal_moves(self) -> list[tuple[int, int, int]]:
        """Every (slot, row, col) where a tray piece fits as it stands; none
        once the game is over."""
        state = self._state
        if state.over:
            return []
        empty = state.board.empty
        moves: list[tuple[int, int, int]] = []
        for slot, piece in enumerate(state.tray):
            if piece is None:
                continue
            legal = piece.scan(empty)
            rows = _ROW_MOVES[slot] or _slot_moves(slot)
            row = 0
            while legal:
                if legal & 0xFF:
                    moves += rows[row][legal & 0xFF]
                legal >>= 8
                row += 1
        return moves

    def preview(self, slot: int, row: int, col: int) -> Placement | None:
        """What placing the piece of ``slot`` at (row, col) would do, computed
        by the real placement on the (immutable) board; None where it would
        not happen."""
        piece = self.piece(slot)
        if piece is None or self.state.over:
            return None
        return self.state.board.place(piece, row, col, self.rules.gravity)

    # -- moves -------------------------------------------------------------

    def place(self, slot: int, row: int, col: int) -> Placement:
        """Place the piece of ``slot`` with its top-left at (row, col)."""
        s = self._state
        piece = s.tray[slot] if 0 <= slot < TRAY_SIZE and not s.over else None
        placement = None if piece is None else s.board.place(piece, row, col, self.rules.gravity)
        if placement is None:
            raise IllegalMove(self._why_not(slot, row, col))
        tray = _with_slot(s.tray, slot, None)
        deals = s.deals
        if tray == _EMPTY_TRAY:  # all three placed: the next three
            tray = deal(self.seed, deals, self.rules.catalog)
            deals += 1
        self._history.append(s)
        if self.moves is not None:
            turns = self.turns(slot) if self.rules.rotation else 0
            self.moves.append(Move(slot, turns, row, col))
        board = placement.board
        self._state = GameState(
            board,
            tray,
            s.score + placement.points,
            s.lines + len(placement.rows) + len(placement.cols),
            deals,
            is_stuck(board, tray, self.rules.rotation),
        )
        return placement

    def _why_not(self, slot: int, row: int, col: int) -> str:
        if self.state.over:
            return "the game is over"
        if self.piece(slot) is None:
            return f"tray slot {slot} holds no piece"
        return f"the piece of slot {slot} does not fit at row {row}, column {col}"

    def rotate(self, slot: int) -> Shape:
        """Turn the piece of ``slot`` 90° clockwise (where the rules allow it)."""
        piece = self.piece(slot)
        if not self.rules.rotation:
            raise IllegalMove(f"pieces do not turn in {self.rules.mode}")
        if piece is None or self.state.over:
            raise IllegalMove(self._why_not(slot, 0, 0))
        now = turned(piece, 1)
        s = self.state
        self._state = GameState(
            s.board, _with_slot(s.tray, slot, now), s.score, s.lines, s.deals, s.over
        )
        return now

    def turns(self, slot: int) -> int:
        """How many quarter turns the piece of ``slot`` has had since it was
        dealt (the fewest that give its shape)."""
        piece = self.piece(slot)
        if piece is None or not self.rules.rotation:
            return 0
        dealt = deal(self.seed, self.state.deals - 1, self.rules.catalog)[slot]
        for turns, shape in orientations(dealt):
            if shape.id == piece.id:
                return turns
        raise AssertionError("a tray piece is always a turn of the dealt one")

    def undo(self) -> bool:
        """One step back; False (and nothing changes) when there is none."""
        if not self.can_undo:
            return False
        self._state = self._history.pop()
        if self.moves:
            self.moves.pop()
        return True
