"""The Hint command of the board model: the coach's move for the game as it
stands, shown as the keyboard shows a move.

:class:`Hinting` is mixed into :class:`~blockpuzzle.models.game.GameModel`,
whose state and signals it uses; calm boards are answered here at once, and
boards in danger by the :class:`Coach` the window hands the model (a
process of its own), so the window never waits.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

from ..engine import Game, Move, Rules, Shape, turned

if TYPE_CHECKING:
    from ..coach.player import Player


class Coach(Protocol):
    """Works out hints on boards in danger beside the game (the window's
    :class:`~blockpuzzle.window.hints.CoachProcess`)."""

    answered: Any  # Signal(object, object): the key asked, and the moves or None

    def ask(
        self,
        game_rules: Rules,
        filled: int,
        tray: Sequence[Shape | None],
        first: int | None,
        key: object,
    ) -> bool:
        """Ask for the position's hint (answered as ``key``); False where
        it cannot be had."""
        ...


class Hinting:
    """Hints, for :class:`~blockpuzzle.models.game.GameModel` (which sets
    the attributes below and defines the commands named)."""

    if TYPE_CHECKING:
        _game: Game
        _selected: int
        _coach: Coach | None
        _players: dict[Rules, Player]
        _serial: int
        hints: int
        hinting: bool
        hinted: Any
        hintUnavailable: Any

        def rotate(self, slot: int) -> bool: ...
        def select(self, slot: int) -> bool: ...
        def set_cursor(self, row: int, col: int) -> None: ...

    def hint(self) -> Move | None:
        """The coach's move for the game as it stands, shown as the keyboard
        shows a move: for the selected piece where one is selected (its best
        place), otherwise the best next move of the whole tray; the piece
        turned as the move turns it, selected, and the cursor on the cell its
        first filled cell would cover, so that its ghost shows and Enter
        places it.  None (and hinted(-1, -1, -1)) where nothing fits.

        On a board in danger the coach weighs every plan of the tray (up to
        a second's work): where a coach is set (:meth:`set_coach`: the
        window's coach process, see :mod:`blockpuzzle.coach.hinter`), the
        hint is asked of it and None returned; it shows when the answer comes
        (:meth:`answer_hint`), with hinted() as ever."""
        game = self._game
        if game.over:
            return None
        first = self._selected if self._selected >= 0 else None
        plan = self._hint_player().calm_plan(game.board.filled, game.tray, first)
        if plan is None:
            coach = self._coach
            if coach is None:  # no window: nothing to keep responsive
                plan = self._hint_player().plan(game.board.filled, game.tray, first)
            else:
                if not coach.ask(game.rules, game.board.filled, game.tray, first, self._hint_key()):
                    self.hintUnavailable.emit()
                return None
        return self._show_hint(plan.moves)

    def answer_hint(self, key: object, moves: Sequence[Move] | None) -> None:
        """The coach's answer to the hint asked as ``key`` (see :meth:`hint`):
        shown where the game is still where it was then (the player may
        have moved on); where the coach could not answer (``moves`` None),
        hintUnavailable() — never worked out here, which would freeze the
        window for a second or more."""
        if key != self._hint_key():
            return
        if moves is None or not self._legal_hint(moves):
            self.hintUnavailable.emit()
            return
        self._show_hint(moves)

    def _legal_hint(self, moves: Sequence[Move]) -> bool:
        """Whether the first of ``moves`` can be made now (an answer is
        never trusted blindly)."""
        if not moves:
            return True  # nothing fits: said so
        move = moves[0]
        piece = self._game.tray[move.slot]
        if piece is None or (move.turns and not self._game.rules.rotation):
            return False
        return self._game.board.fits(turned(piece, move.turns), move.row, move.col)

    def set_coach(self, coach: Coach) -> None:
        """Ask hints on boards in danger of ``coach`` (see :meth:`hint`),
        whose answers come through its ``answered`` signal."""
        self._coach = coach
        coach.answered.connect(self.answer_hint)

    def _hint_key(self) -> object:
        """What a hint is asked for: this game (its serial: an object's id
        may be another game's later), as it stands, its selection."""
        return (self._serial, self._game.state, self._selected)

    def _hint_player(self) -> Player:
        rules = self._game.rules
        player = self._players.get(rules)
        if player is None:
            # Imported on the first hint, not at start: a game that never
            # asks for one never loads the coach.
            from ..coach.player import Player

            player = self._players[rules] = Player(rules, deep=True)
        return player

    def _show_hint(self, moves: Sequence[Move]) -> Move | None:
        """Show the first of ``moves`` as the hint (see :meth:`hint`)."""
        game = self._game
        self.hints += 1
        if not moves:
            self.hinted.emit(-1, -1, -1)
            return None
        move = moves[0]
        self.hinting = True
        try:
            for _ in range(move.turns):
                self.rotate(move.slot)
            if self._selected != move.slot:
                self.select(move.slot)
            piece = game.tray[move.slot]
            assert piece is not None
            cell = (move.row + piece.anchor[0], move.col + piece.anchor[1])
            self.set_cursor(*cell)
        finally:
            self.hinting = False
        self.hinted.emit(move.slot, *cell)
        return move
