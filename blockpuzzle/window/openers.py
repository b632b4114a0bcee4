"""The dialogs the game window opens, each on its command: Statistics,
a game's review, Play Game Number, Preferences and the Help topics.  Each is
imported on its first opening (nothing of it loads before), and the window
keeps where the player left those that can be moved (:mod:`.places`).

:class:`DialogOpeners` is mixed into
:class:`~blockpuzzle.window.mainwindow.MainWindow`, whose parts it uses.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar, cast

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from ..access.speech import built_unheard
from ..store.history import GameRecord

if TYPE_CHECKING:
    from ..dialogs.statistics import StatisticsDialog
    from ..models.practice import Mistake, Practice
    from ..store.prefs import Preferences
    from ..store.session import Session
    from .places import DialogPlaces


W = TypeVar("W", bound=QWidget)


class DialogOpeners:
    """The window's dialogs, for the game window (which sets the
    attributes below)."""

    if TYPE_CHECKING:
        session: Session
        prefs: Preferences
        places: DialogPlaces
        statistics_dialog: StatisticsDialog | None

        def play_deal(self, mode: str, seed: int) -> bool: ...
        def play_on(self, practice: Practice) -> bool: ...
        def start_retry(self, record: GameRecord, mistakes: list[Mistake]) -> bool: ...

    def _window(self) -> QWidget:
        """The window itself, as the dialogs' parent."""
        return cast("QWidget", self)

    def show_statistics(self) -> None:
        from ..dialogs.statistics import StatisticsDialog

        # One Statistics for the window's life, hidden when closed and shown
        # again: built anew on each opening, it was heard the first time
        # only, now and then (Orca took the new dialog's objects for dead
        # ones, "Event is from potentially-defunct source", and said nothing
        # of it or of its Reset question).  It follows the history and the
        # language while hidden.
        dialog = self.statistics_dialog
        if dialog is None:
            with built_unheard():
                dialog = StatisticsDialog(self.session, self._window())
            self.places.keep(dialog, "statistics")
            dialog.playOnRequested.connect(self.play_on)
            dialog.retryRequested.connect(self.start_retry)
            self.statistics_dialog = dialog
        dialog.open()

    def _shown(self, dialog: W, place: str | None = None) -> W:
        """``dialog`` shown, let go when closed, and where the player left
        it last where it has a ``place`` (:mod:`.places`)."""
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        if place is not None:
            self.places.keep(dialog, place)
        dialog.show()
        return dialog

    def show_review(self, record: GameRecord) -> None:
        from ..dialogs.review import ReviewWindow

        window = ReviewWindow(record, self.session.history, self._window())
        window.playOnRequested.connect(self.play_on)
        window.retryRequested.connect(self.start_retry)
        self.review_window = self._shown(window, "review")

    def show_play_number(self) -> None:
        from ..dialogs.gamenumber import GameNumberDialog

        dialog = GameNumberDialog(self._window())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.dealChosen.connect(self.play_deal)
        dialog.open()  # window-modal, unlike the others
        self.number_dialog = dialog

    def show_preferences(self) -> None:
        from ..dialogs.preferences import PreferencesDialog

        self.preferences_dialog = self._shown(PreferencesDialog(self.prefs, self._window()))

    def show_help(self) -> None:
        from ..dialogs.help import HelpDialog

        self.help_dialog = self._shown(HelpDialog(self._window()), "help")

    def show_dealing(self) -> None:
        from ..dialogs.help import DealingDialog

        self.dealing_dialog = self._shown(DealingDialog(self._window()), "dealing")

    def show_coach_help(self) -> None:
        from ..dialogs.help import CoachDialog

        self.coach_dialog = self._shown(CoachDialog(self._window()), "coach")
