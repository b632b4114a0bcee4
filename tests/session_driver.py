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
    python -m tests.session_driver SETTINGS finish SEED
        restore, then play random pieces to the end of the game; with
        BP_CRASH_AFTER_HISTORY=1 in the environment the process dies
        (os._exit) the moment the history has the game.
    python -m tests.session_driver SETTINGS history
        print the history's games as JSON lines (mode, seed, started, score).

Positions are the engine's save as text (tests.helpers.game_position), less
the play time.
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
from blockpuzzle.store.history import GameRecord, History, history_path
from tests.helpers import game_position


def position(game: Game) -> str:
    return json.dumps(game_position(game), sort_keys=True)


def main() -> int:
    path, command, *rest = sys.argv[1:]
    app = QApplication(sys.argv[:1])
    if command == "history":
        for game in History(history_path(Path(path))).games():
            print(json.dumps([game.mode, game.seed, game.started, game.score, game.ending]))
        return 0
    if os.environ.get("BP_CRASH_AFTER_HISTORY") == "1":
        add = History.add

        def add_then_die(
            self: History, record: GameRecord, hints: int = 0, daily: str = ""
        ) -> bool:
            add(self, record, hints, daily)
            print(f"crashed after {record.score}", flush=True)
            if sys.platform == "win32":
                # Dead at once, as kill -9 (os._exit lets Qt's libraries
                # finish, and one aborts with exit status 3).
                import ctypes

                kernel32 = ctypes.WinDLL("kernel32")
                kernel32.GetCurrentProcess.restype = ctypes.c_void_p
                kernel32.TerminateProcess(ctypes.c_void_p(kernel32.GetCurrentProcess()), 9)
            os._exit(9)

        History.add = add_then_die  # type: ignore[method-assign]
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
    if command == "finish":
        rng = random.Random(int(rest[0]))
        while not model.game.over:
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
            copy = Game.resume(
                game.rules,
                game.seed,
                game.state,
                moves=None if game.moves is None else [*game.moves],
            )
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
