"""The real game, with its real persistence, in a process of its own, for
the tests that restart or kill it.

    python -m tests.session_driver SETTINGS print
        restore, print the restored position as JSON, exit normally
    python -m tests.session_driver SETTINGS play N [arcade]
        restore (or start the mode given), place N pieces, exit normally
    python -m tests.session_driver SETTINGS autoplay SEED
        restore, then place random pieces every few milliseconds until
        killed; before each placement print "intent <position>", after it
        (saved) "state <position>"; a game that ends prints "state over"
        and a new game follows.

Positions are the saved-game fields as the settings file stores them.
"""

from __future__ import annotations

import json
import os
import random
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from blockpuzzle.app import create_window
from blockpuzzle.engine import ARCADE, Game
from blockpuzzle.store.session import game_to_settings


def position(game: Game) -> str:
    data = game_to_settings(game)
    data.pop("play_time")
    return json.dumps(data, sort_keys=True)


def main() -> int:
    path, command, *rest = sys.argv[1:]
    app = QApplication(sys.argv[:1])
    window = create_window(Path(path))
    if window is None:
        print("already running", flush=True)
        return 3
    model = window.model
    if command == "print":
        print(position(model.game), flush=True)
        window.close()
        return 0
    if command == "play":
        if rest[1:] == ["arcade"] and model.rules is not ARCADE:
            model.new_game(ARCADE)
        rng = random.Random(int(rest[0]))
        for _ in range(int(rest[0])):
            if model.game.over:
                break
            model.place(*rng.choice(model.game.legal_moves()))
        print(position(model.game), flush=True)
        window.close()
        return 0
    if command == "autoplay":
        rng = random.Random(int(rest[0]))
        print("restored " + position(model.game), flush=True)

        def step() -> None:
            game = model.game
            if game.over:
                model.new_game(game.rules)
                print("state " + position(model.game), flush=True)
                return
            move = rng.choice(game.legal_moves())
            preview = game.preview(*move)
            assert preview is not None
            copy = Game.resume(game.rules, game.seed, game.state)
            copy.place(*move)
            print("intent " + ("over" if copy.over else position(copy)), flush=True)
            model.place(*move)
            print("state " + ("over" if model.game.over else position(model.game)), flush=True)

        timer = QTimer()
        timer.timeout.connect(step)
        timer.start(2)
        return app.exec()
    raise SystemExit(f"unknown command {command}")


if __name__ == "__main__":
    sys.exit(main())
