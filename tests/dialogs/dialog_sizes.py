"""Opens every dialog of the game as the player does and prints, as one JSON
object, each one's frame, its screen's available area and every text the
dialog gives less room than its font needs (run in a process of its own,
at the QT_SCALE_FACTOR the test sets).

A text is cut where its font's advance is wider than the room it is given:
a label's (its height too, where it wraps), a button's, a tab's, a table
header section's, and a chart's axis titles and category labels (each
category gets its share of the plot's width).  Every page of a dialog with
tabs is shown in turn, so each page is laid out as the player sees it."""

from __future__ import annotations

import json
import os
import random
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QHeaderView,
    QLabel,
    QTabWidget,
    QWidget,
)

from blockpuzzle.app import create_window
from blockpuzzle.engine import CLASSIC, Game

DIALOGS = [
    ("how_to_play", "help_dialog"),
    ("how_dealing_works", "dealing_dialog"),
    ("how_the_coach_judges", "coach_dialog"),
    ("statistics", "statistics_dialog"),
    ("preferences", "preferences_dialog"),
    ("play_number", "number_dialog"),
    ("review_last", "review_window"),
]


def shown(text: str) -> str:
    """``text`` as drawn: a single "&" marks the shortcut letter, "&&" is one "&"."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def cut_texts(dialog: QWidget) -> list[str]:
    """What of ``dialog``'s visible texts lacks the room its font needs."""
    cut: list[str] = []
    for label in dialog.findChildren(QLabel):
        if (
            not label.isVisibleTo(dialog)
            or not label.text()
            or label.textFormat() == Qt.TextFormat.RichText
        ):
            continue
        if label.pixmap() is not None and not label.pixmap().isNull():
            continue
        room = label.contentsRect()
        metrics = label.fontMetrics()
        text = shown(label.text())
        if label.wordWrap():
            needed = metrics.boundingRect(room, int(Qt.TextFlag.TextWordWrap), text)
            if needed.height() > room.height() + 1:
                cut.append(f"label {label.text()!r}: {needed.height()} of {room.height()} px high")
        else:
            widest = max(metrics.horizontalAdvance(line) for line in text.splitlines())
            if widest > room.width() + 1:
                cut.append(f"label {label.text()!r}: {widest} of {room.width()} px")
    for button in dialog.findChildren(QAbstractButton):
        least = button.minimumSizeHint().width()
        if button.isVisibleTo(dialog) and button.text() and button.width() < least:
            cut.append(f"button {button.text()!r}: {button.width()} of {least} px")
    for tabs in dialog.findChildren(QTabWidget):
        bar = tabs.tabBar()
        for index in range(bar.count()):
            text = shown(bar.tabText(index))
            if bar.tabRect(index).width() < bar.fontMetrics().horizontalAdvance(text):
                cut.append(f"tab {text!r}: {bar.tabRect(index).width()} px")
    for header in dialog.findChildren(QHeaderView):
        if not header.isVisibleTo(dialog) or header.orientation() != Qt.Orientation.Horizontal:
            continue
        model = header.model()
        for section in range(header.count()):
            if header.isSectionHidden(section):
                continue
            text = str(model.headerData(section, Qt.Orientation.Horizontal) or "")
            # The section's own margins and its sort arrow's room.
            needed = header.fontMetrics().horizontalAdvance(text)
            seen = header.sectionViewportPosition(section) + header.sectionSize(section)
            # Past the table's edge only where a scroll bar brings it in.
            table = header.parentWidget()
            hidden = seen > header.viewport().width() + 1 and not (
                table is not None and table.horizontalScrollBar().isVisibleTo(dialog)
            )
            if header.sectionSize(section) < needed or hidden:
                cut.append(f"column {text!r}: {header.sectionSize(section)} of {needed} px, "
                           f"ends at {seen} of {header.viewport().width()}")  # fmt: skip
    for view in dialog.findChildren(QWidget):
        if type(view).__name__ != "QChartView" or not view.isVisibleTo(dialog):
            continue
        chart = view.chart()
        plot = chart.plotArea()
        for axis in chart.axes():
            from PySide6.QtGui import QFontMetricsF

            horizontal = axis.orientation() == Qt.Orientation.Horizontal
            length = plot.width() if horizontal else plot.height()
            if axis.isTitleVisible() and axis.titleText():
                needed = QFontMetricsF(axis.titleFont()).horizontalAdvance(axis.titleText())
                if needed > length:
                    cut.append(f"axis title {axis.titleText()!r}: {needed:.0f} of {length:.0f} px")
            categories = getattr(axis, "categories", None)
            if categories is not None and axis.labelsVisible() and categories():
                share = length / len(categories())
                metrics = QFontMetricsF(axis.labelsFont())
                for category in categories():
                    if metrics.horizontalAdvance(category) > share:
                        cut.append(f"category {category!r}: {share:.0f} px")
    return cut


def main() -> None:
    app = QApplication(sys.argv[:1])
    folder = tempfile.mkdtemp()
    window = create_window(Path(folder) / "s.ini")
    assert window is not None
    window.show()
    game = Game(CLASSIC, 7)
    rng = random.Random(7)
    window.model.load_game(game)
    while not window.model.game.over:
        window.model.place(*rng.choice(window.model.game.legal_moves()))
    found = {}
    for action, attribute in DIALOGS:
        window.action(action).trigger()
        app.processEvents()
        dialog = getattr(window, attribute)
        cut: list[str] = []
        for tabs in dialog.findChildren(QTabWidget) or [None]:
            for index in range(tabs.count()) if tabs is not None else [None]:
                if tabs is not None and index is not None:
                    tabs.setCurrentIndex(index)
                app.processEvents()
                cut += [c for c in cut_texts(dialog) if c not in cut]
        frame, available = dialog.frameGeometry(), dialog.screen().availableGeometry()
        found[action] = {
            "frame": [frame.x(), frame.y(), frame.width(), frame.height()],
            "available": [available.x(), available.y(), available.width(), available.height()],
            "minimum": [dialog.minimumSizeHint().width(), dialog.minimumSizeHint().height()],
            "cut": cut,
        }
        dialog.close()
        app.processEvents()
    Path(sys.argv[1]).write_text(json.dumps(found), encoding="utf-8")
    # Done: no need to wait for Qt's goodbyes (on Windows' offscreen
    # platform an interpreter leaving with a window open never ends).
    os._exit(0)


if __name__ == "__main__":
    main()
