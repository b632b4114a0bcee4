"""Opens every dialog of the game as the player does and prints, as one JSON
object, each one's frame and its screen's available area (run in a process
of its own, at the QT_SCALE_FACTOR the test sets)."""

from __future__ import annotations

import json
import random
import sys
import tempfile
from pathlib import Path

from PySide6.QtWidgets import QApplication

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
        frame, available = dialog.frameGeometry(), dialog.screen().availableGeometry()
        found[action] = {
            "frame": [frame.x(), frame.y(), frame.width(), frame.height()],
            "available": [available.x(), available.y(), available.width(), available.height()],
            "minimum": [dialog.minimumSizeHint().width(), dialog.minimumSizeHint().height()],
        }
        dialog.close()
        app.processEvents()
    print(json.dumps(found))


if __name__ == "__main__":
    main()
