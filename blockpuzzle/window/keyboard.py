"""The keyboard's commands in the game window, as a player without a
mouse (or with a screen reader) plays: select a piece (1, 2, 3), move the
cursor, jump to the cells where it fits, turn it, ask a hint, place it with
Enter; each said by the announcer, the focus on the board.

:class:`KeyboardPath` is mixed into
:class:`~blockpuzzle.window.mainwindow.MainWindow`, whose parts it uses.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

if TYPE_CHECKING:
    from PySide6.QtGui import QAction

    from ..access.announce import Announcer
    from ..access.cells import BoardCells
    from ..models.game import GameModel
    from ..views.panels import GameOverPanel, NoticeBar


class KeyboardPath:
    """The keyboard's commands, for the game window (which sets the
    attributes below)."""

    if TYPE_CHECKING:
        model: GameModel
        announcer: Announcer
        board_cells: BoardCells
        game_over: GameOverPanel
        notice: NoticeBar

        def action(self, name: str) -> QAction: ...

    def _select(self, slot: int) -> None:
        """1, 2 or 3: the piece is selected, and the cursor and the piece's
        ghost show on the board at once, where the keyboard goes next."""
        if self.model.game.over or self.model.game.piece(slot) is None:
            # Refused: said why, and the focus stays where it is (the
            # game-over card, after the end): access's focus rule.
            self.announcer.unavailable(slot)
            return
        self._focus_board()
        if self.model.select(slot):
            self.model.show_cursor()

    def _move_cursor(self, d_row: int, d_col: int) -> None:
        # The very first arrow shows the cursor where it starts.
        before = self.model.cursor
        self.model.move_cursor(d_row, d_col)
        self._focus_board()
        if before is not None and self.model.cursor == before:
            self.announcer.edge(d_row, d_col)  # the cursor did not move: say why

    def _deselect(self) -> None:
        slot = self.model.selected
        self.model.deselect()
        self.announcer.deselected(slot)

    def _jump(self, step: int) -> None:
        places = self.model.jump_to_fit(step)
        if places:
            self._focus_board()
        self.announcer.jumped(places)

    def _hint(self) -> None:
        """The coach's move, shown as a ghost at the cursor and spoken (see
        :meth:`GameModel.hint`; on a board in danger, once the coach's
        process answers); Enter then places it."""
        if self.model.game.over:
            self.announcer.unavailable(-1)
            return
        self.model.hint()

    def _hinted(self, slot: int, _row: int, _col: int) -> None:
        if slot >= 0:
            self._focus_board()

    def _hint_unavailable(self) -> None:
        """Seen as well as heard (the announcer says it): told once."""
        text = self.announcer.hint_unavailable_text()
        if text not in self.notice.messages:
            self.notice.show_message(text)

    def _focus_board(self) -> None:
        """The keyboard's focus on the board, and the cursor shown there
        (also when the window is not the active one, as for an assistive
        technology's action)."""
        self.model.show_cursor()
        if not self.board_cells.hasFocus():
            self.board_cells.setFocus(Qt.FocusReason.OtherFocusReason)

    def _place_at_cursor(self) -> None:
        if self.game_over.isVisible():
            self.game_over.button.click()  # Enter on the summary: a new game
            return
        if not self.model.place_at_cursor():
            self.announcer.refused()

    def _rotate_selected(self) -> None:
        if self.model.selected >= 0:
            self.model.rotate(self.model.selected)

    def _update_rotate(self, *_: object) -> None:
        rotate = self.action("rotate")
        rotate.setVisible(self.model.rules.rotation)
        rotate.setEnabled(self.model.rules.rotation and self.model.selected >= 0)
