"""The Statistics dialog: per mode, what was played (form: ui/statistics.ui)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QMessageBox, QWidget

from ..engine import MODES
from ..lang.retranslate import Retranslating
from ..store.session import ModeStats, Session
from .forms.statistics_ui import Ui_StatisticsDialog


def duration(seconds: float) -> str:
    """Play time as hours and minutes (a statistic, never a clock)."""
    minutes = int(seconds // 60)
    hours, minutes = divmod(minutes, 60)
    if hours:
        return StatisticsDialog.tr("{h} h {m} min").format(h=hours, m=minutes)
    if minutes:
        return StatisticsDialog.tr("{m} min").format(m=minutes)
    return StatisticsDialog.tr("{s} s").format(s=int(seconds))


class StatisticsDialog(Retranslating, QDialog):
    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.ui = Ui_StatisticsDialog()
        self.ui.setupUi(self)
        # A button of our own, not Qt's standard Close: Qt re-translates its
        # standard buttons itself, and it has no Indonesian for them.
        self.close_button = self.ui.buttonBox.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        self.ui.resetButton.clicked.connect(self.confirm_reset)
        session.statsChanged.connect(self.refresh)
        self.retranslate()

    def retranslate(self) -> None:
        self.ui.retranslateUi(self)
        self.close_button.setText(self.tr("Close"))
        self.refresh()

    def figure(self, mode: str, name: str) -> QLabel:
        label = getattr(self.ui, f"{mode}_{name}")
        assert isinstance(label, QLabel)
        return label

    def refresh(self) -> None:
        for mode in MODES:
            stats: ModeStats = self.session.stats(mode)
            locale = self.locale()
            self.figure(mode, "games").setText(locale.toString(stats.games))
            self.figure(mode, "best").setText(locale.toString(stats.best))
            self.figure(mode, "lines").setText(locale.toString(stats.lines))
            self.figure(mode, "time").setText(duration(stats.seconds))
            self.figure(mode, "average_score").setText(locale.toString(stats.average_score, "f", 1))
            self.figure(mode, "average_lines").setText(locale.toString(stats.average_lines, "f", 1))

    def confirm_reset(self) -> QMessageBox:
        """Ask before forgetting every statistic (window-modal, never
        blocking: the reset happens on the box's ``finished``)."""
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("Reset statistics?"),
            self.tr("Forget every game played, the best scores and the play time, in both modes?"),
            QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel,
            self,
        )
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.button(QMessageBox.StandardButton.Reset).setText(self.tr("Reset"))
        box.button(QMessageBox.StandardButton.Cancel).setText(self.tr("Cancel"))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def finished(result: int) -> None:
            if result == QMessageBox.StandardButton.Reset:
                self.session.reset_stats()

        box.finished.connect(finished)
        box.open()
        self.reset_box = box
        return box
