"""The game window: score, board, tray, the menus, and the end of a game.

Every command is a :class:`QAction` (menu, shortcut, and the name a test or
an assistive technology finds it by) and every one of them ends in a
:class:`GameModel` method.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from .announce import Announcer
from .boardview import BoardView
from .engine import ARCADE, CLASSIC, Rules
from .gamemodel import GameModel
from .session import Session
from .traymodel import TrayModel
from .trayview import TrayView


class GameOverPanel(QFrame):
    """The in-window summary of a game that has ended.

    Signals:
        newGameRequested(): the player asked for a new board.
    """

    newGameRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameOver")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setAccessibleName(self.tr("Game over"))
        layout = QVBoxLayout(self)
        self.title = QLabel(self.tr("No piece fits: game over"))
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.title.setFont(font)
        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.button = QPushButton(self.tr("&New game"))
        self.button.setDefault(True)
        self.button.clicked.connect(self.newGameRequested)
        for widget in (self.title, self.summary, self.button):
            layout.addWidget(widget, 0, Qt.AlignmentFlag.AlignHCenter)
        self.hide()

    def show_result(self, score: int, best: int, lines: int) -> None:
        self.summary.setText(
            self.tr("Final score: {score}\nBest score: {best}\nLines cleared: {lines}").format(
                score=score, best=best, lines=lines
            )
        )
        self.adjustSize()
        self.show()
        self.raise_()
        self.button.setFocus()


class NoticeBar(QFrame):
    """A message the player is told once, in the window, without a dialog."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("notice")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAccessibleName(self.tr("Notice"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 4, 4)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        close = QToolButton()
        close.setText("×")
        close.setAccessibleName(self.tr("Dismiss"))
        close.setAutoRaise(True)
        close.clicked.connect(self.hide)
        layout.addWidget(self.label, 1)
        layout.addWidget(close, 0, Qt.AlignmentFlag.AlignTop)
        self.hide()

    def show_message(self, text: str) -> None:
        self.label.setText(text)
        self.show()


class MainWindow(QMainWindow):
    def __init__(
        self,
        model: GameModel | None = None,
        session: Session | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.model = model if model is not None else GameModel(parent=self)
        self.session = session
        self.tray_model = TrayModel(self.model, self)
        self.setWindowTitle(self.tr("Block Puzzle"))

        central = QWidget(self)
        layout = QVBoxLayout(central)
        self.notice = NoticeBar(central)
        layout.addWidget(self.notice)
        header = QHBoxLayout()
        self.mode_label = QLabel()
        self.score_label = QLabel()
        self.best_label = QLabel()
        for label in (self.score_label, self.best_label):
            font = label.font()
            font.setPointSizeF(font.pointSizeF() * 1.25)
            font.setBold(True)
            label.setFont(font)
        header.addWidget(self.mode_label)
        header.addStretch(1)
        header.addWidget(self.score_label)
        header.addSpacing(24)
        header.addWidget(self.best_label)
        layout.addLayout(header)
        self.board_view = BoardView(self.model, central)
        layout.addWidget(self.board_view, 3)
        self.tray_view = TrayView(self.tray_model, self.board_view.cell_coords, central)
        layout.addWidget(self.tray_view, 1)
        self.setCentralWidget(central)
        self.game_over = GameOverPanel(self.board_view)
        self.game_over.newGameRequested.connect(self._new_same_mode)

        self._actions: dict[str, QAction] = {}
        self._build_actions()
        self.announcer = Announcer(self.model, self, self)
        self.setTabOrder(self.tray_view, self.board_view.table)

        self.model.scoreChanged.connect(self._show_score)
        self.model.bestChanged.connect(self._show_score)
        self.model.gameStarted.connect(self._started)
        self.model.gameOver.connect(self._ended)
        self.model.undoAvailable.connect(self.action("undo").setEnabled)
        self.model.trayChanged.connect(self._update_rotate)
        self.model.selectionChanged.connect(self._update_rotate)
        if session is not None:
            session.notice.connect(self.notice.show_message)
        self._started(self.model.rules.mode)
        self._show_score()
        self.action("undo").setEnabled(self.model.game.can_undo)
        self.resize(500, 700)

    # -- actions ------------------------------------------------------------

    def action(self, name: str) -> QAction:
        return self._actions[name]

    def _add(self, name: str, text: str, shortcut: QKeySequence | str | None = None) -> QAction:
        action = QAction(text, self)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        self.addAction(action)
        self._actions[name] = action
        return action

    def _build_actions(self) -> None:
        game_menu = self.menuBar().addMenu(self.tr("&Game"))
        new_classic = self._add(
            "new_classic", self.tr("New &Classic Game"), QKeySequence.StandardKey.New
        )
        new_classic.triggered.connect(lambda: self.new_game(CLASSIC))
        new_arcade = self._add("new_arcade", self.tr("New &Arcade Game"), "Ctrl+Shift+N")
        new_arcade.triggered.connect(lambda: self.new_game(ARCADE))
        game_menu.addAction(new_classic)
        game_menu.addAction(new_arcade)
        game_menu.addSeparator()
        statistics = self._add("statistics", self.tr("&Statistics"), "Ctrl+I")
        statistics.triggered.connect(self.show_statistics)
        statistics.setEnabled(self.session is not None)
        game_menu.addAction(statistics)
        game_menu.addSeparator()
        quit_action = self._add("quit", self.tr("&Quit"), "Ctrl+Q")
        quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        quit_action.triggered.connect(self.close)
        game_menu.addAction(quit_action)

        edit_menu = self.menuBar().addMenu(self.tr("&Edit"))
        undo = self._add("undo", self.tr("&Undo"), QKeySequence.StandardKey.Undo)
        undo.triggered.connect(self.model.undo)
        edit_menu.addAction(undo)

        piece_menu = self.menuBar().addMenu(self.tr("&Piece"))
        for slot in range(3):
            select = self._add(
                f"select_{slot + 1}", self.tr("Select Piece &{n}").format(n=slot + 1), str(slot + 1)
            )
            select.triggered.connect(lambda _=False, s=slot: self._select(s))
            piece_menu.addAction(select)
        place = self._add("place", self.tr("&Place at Cursor"), "Return")
        place.setShortcuts([QKeySequence("Return"), QKeySequence("Enter"), QKeySequence("Space")])
        place.triggered.connect(self._place_at_cursor)
        piece_menu.addAction(place)
        deselect = self._add("deselect", self.tr("&Deselect"), "Esc")
        deselect.triggered.connect(self.model.deselect)
        piece_menu.addAction(deselect)
        rotate = self._add("rotate", self.tr("&Rotate Piece"), "R")
        rotate.triggered.connect(self._rotate_selected)
        piece_menu.addAction(rotate)
        piece_menu.addSeparator()
        moves = (
            ("cursor_up", self.tr("Cursor &Up"), "Up", -1, 0),
            ("cursor_down", self.tr("Cursor D&own"), "Down", 1, 0),
            ("cursor_left", self.tr("Cursor &Left"), "Left", 0, -1),
            ("cursor_right", self.tr("Cursor Ri&ght"), "Right", 0, 1),
        )
        for name, text, key, d_row, d_col in moves:
            move = self._add(name, text, key)
            move.triggered.connect(lambda _=False, r=d_row, c=d_col: self._move_cursor(r, c))
            piece_menu.addAction(move)

        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        how = self._add(
            "how_to_play", self.tr("&How to Play"), QKeySequence.StandardKey.HelpContents
        )
        how.triggered.connect(self.show_help)
        help_menu.addAction(how)

    def show_statistics(self) -> None:
        if self.session is None:
            return
        from .statsdialog import StatisticsDialog

        dialog = StatisticsDialog(self.session, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        self.statistics_dialog = dialog

    def show_help(self) -> None:
        from .helpdialog import HelpDialog

        dialog = HelpDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        self.help_dialog = dialog

    def _select(self, slot: int) -> None:
        if self.model.game.piece(slot) is not None:
            self.model.select(slot)

    def _move_cursor(self, d_row: int, d_col: int) -> None:
        self.model.move_cursor(d_row, d_col)
        if not self.board_view.table.hasFocus():
            self.board_view.table.setFocus(Qt.FocusReason.OtherFocusReason)

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

    # -- games --------------------------------------------------------------

    def in_progress(self) -> bool:
        """A game worth asking about: something placed, and not over."""
        game = self.model.game
        return not game.over and (game.score > 0 or game.can_undo)

    def confirm_abandon(self) -> bool:
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Abandon this game?"),
            self.tr("Start a new game? The board you are playing will be lost."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.button(QMessageBox.StandardButton.Yes).setText(self.tr("New Game"))
        box.button(QMessageBox.StandardButton.No).setText(self.tr("Keep Playing"))
        return box.exec() == QMessageBox.StandardButton.Yes

    def new_game(self, rules: Rules) -> bool:
        if self.in_progress() and not self.confirm_abandon():
            return False
        self.model.new_game(rules)
        return True

    def _new_same_mode(self) -> None:
        self.new_game(self.model.rules)

    def _started(self, mode: str) -> None:
        self.game_over.hide()
        names = {"classic": self.tr("Classic"), "arcade": self.tr("Arcade")}
        self.mode_label.setText(names.get(mode, mode))
        self._update_rotate()
        self._show_score()

    def _show_score(self, *_: object) -> None:
        self.score_label.setText(self.tr("Score: {n}").format(n=self.model.score))
        self.best_label.setText(self.tr("Best: {n}").format(n=self.model.best))

    def _ended(self, score: int) -> None:
        self.game_over.show_result(score, self.model.best, self.model.game.lines)
        self._place_panel()

    def _place_panel(self) -> None:
        panel = self.game_over
        area = self.board_view.rect()
        panel.adjustSize()
        panel.move(area.center().x() - panel.width() // 2, area.center().y() - panel.height() // 2)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_panel()

    def changeEvent(self, event: QEvent) -> None:
        # Play time runs only while the window is active and not minimised.
        if self.session is not None and event.type() in (
            QEvent.Type.ActivationChange,
            QEvent.Type.WindowStateChange,
        ):
            self.session.set_active(self.isActiveWindow() and not self.isMinimized())
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.session is not None:
            self.session.set_active(False)
            self.session.save()
        event.accept()
