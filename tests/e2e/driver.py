"""Runs the real game window for the end-to-end tests, on a real X server.

    python -m tests.e2e.driver SCENARIO.json

The scenario sets the position (mode, seed, board, tray).  Once the window
is up, the driver prints one JSON line describing where things are on the
screen (board cells, tray slots) and the colours in use, then answers each
line on stdin: ``state`` prints the game as JSON; ``painted`` repaints the
window, waits until the X server has the pixels and prints ``{}`` (the
moment to take a screenshot); ``quit`` ends.
"""

from __future__ import annotations

import json
import sys
import threading
from datetime import date
from pathlib import Path

from PySide6.QtCore import QObject, QPoint, QPointF, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QPixmap
from PySide6.QtWidgets import QApplication

from blockpuzzle.app import create_window
from blockpuzzle.engine import Board, Game, GameState, rules, shape
from blockpuzzle.engine.daily import daily_seed
from blockpuzzle.store.settings import MOTION, THEME
from blockpuzzle.views import theme, tiles


def position(scenario: dict) -> Game:
    """The scenario's game: its mode and seed ("seed": "daily" for today's
    deal of the mode), and where it gives one, its tray, board, score and
    lines."""
    mode = scenario.get("mode", "classic")
    seed = scenario.get("seed", 1)
    if seed == "daily":
        seed = daily_seed(date.today(), mode)
    game = Game(rules(mode), seed)
    if "tray" in scenario:
        tray = tuple(shape(i) if i else None for i in scenario["tray"])
        board = Board.from_text(scenario["board"]) if "board" in scenario else game.board
        score, lines = scenario.get("score", 0), scenario.get("lines", 0)
        game.state = GameState(board, tray, score, lines, 1, False)
    return game


class Lines(QObject):
    read = Signal(str)

    def forward(self) -> None:
        while True:
            line = sys.stdin.readline()
            self.read.emit(line)
            if not line:
                return


def main() -> None:
    scenario = json.loads(Path(sys.argv[1]).read_text(encoding="utf-8"))
    app = QApplication(sys.argv[:1])
    app.setApplicationName("blockpuzzle")
    # As the game builds its window, with its settings in the test's own
    # XDG_CONFIG_HOME.
    win = create_window(None)
    assert win is not None
    # Optional preferences: "theme" (light, dark, contrast), "motion".
    for key, name in ((THEME, "theme"), (MOTION, "motion")):
        if name in scenario:
            win.prefs.set(key, scenario[name])
    daily = date.today().isoformat() if scenario.get("seed") == "daily" else ""
    win.model.load_game(position(scenario), daily=daily)
    if not scenario.get("placed by the game"):
        win.resize(480, 640)
        win.move(0, 0)
    win.show()

    def geometry() -> dict:
        view = win.board_view
        cell = view.board.cell_size
        origin = view.viewport().mapToGlobal(
            view.mapFromScene(view.board.mapToScene(QPointF(0, 0)))
        )
        slots = [
            win.tray_view.viewport().mapToGlobal(win.tray_view.slot_rect(i).center())
            for i in range(3)
        ]
        palette = view.palette()
        ratio = win.devicePixelRatioF()
        size = round(cell)
        flat = theme.is_flat(palette)
        line = max(2.0, round(size / 16))

        def middle(art: QPixmap) -> str:
            image = art.toImage()
            return image.pixelColor(image.width() // 2, image.height() // 2).name()

        tray = win.tray_view
        tray_rect = QRect(tray.mapToGlobal(QPoint(0, 0)), tray.size())
        board_rect = QRect(view.mapToGlobal(QPoint(0, 0)), view.size())
        screen = win.screen().availableGeometry()
        return {
            "tray_rect": [tray_rect.x(), tray_rect.y(), tray_rect.width(), tray_rect.height()],
            "board_rect": [board_rect.x(), board_rect.y(), board_rect.width(), board_rect.height()],
            "screen": [screen.x(), screen.y(), screen.width(), screen.height()],
            "ratio": win.devicePixelRatio(),
            "board": [origin.x(), origin.y()],
            "cell": cell,
            "slots": [[p.x(), p.y()] for p in slots],
            # What the middle of a cell shows: the centre pixel of its art.
            "colours": {
                "empty": middle(tiles.slot(theme.board_background(palette), size, ratio, flat)),
                "outline": theme.outline(palette).name(),
                "pieces": {
                    str(i): middle(tiles.tile(theme.piece_colour(i, palette), size, ratio, flat))
                    for i in range(1, 9)
                },
            },
            # Where a ghost's outline runs: its stroke's middle, this far in
            # from the cell's edge, this wide, straight between the corners.
            "outline_inset": tiles.gap(size, ratio) / 2 + line / 2,
            "outline_width": line,
            "corner": tiles.RADIUS * size,
        }

    def state() -> dict:
        game = win.model.game
        return {
            "board": game.board.to_text(),
            "score": game.score,
            "tray": [p.id if p else None for p in game.tray],
            "selected": win.model.selected,
            "over": game.over,
            "aim": list(win.model.aim_origin) if win.model.aim_origin else None,
            "carried": win.tray_model.carried,
            "moving": bool(win.motion.running),
            "clipboard": QGuiApplication.clipboard().text(),
        }

    def command(line: str) -> None:
        if not line or line.strip() == "quit":
            app.quit()
            return
        if line.strip() == "state":
            print(json.dumps(state()), flush=True)
        elif line.strip() == "painted":
            app.processEvents()
            win.repaint()
            QGuiApplication.sync()
            print("{}", flush=True)

    # Lines read in a thread of their own and handed to Qt's (a socket
    # notifier on a pipe works on Unix only).
    lines = Lines()
    lines.read.connect(command, Qt.ConnectionType.QueuedConnection)
    threading.Thread(target=lines.forward, daemon=True).start()

    def ready() -> None:
        print(json.dumps(geometry()), flush=True)

    # Report once the window is really mapped and painted.
    QTimer.singleShot(300, ready)
    sys.exit(app.exec())


if __name__ == "__main__":
    main()
