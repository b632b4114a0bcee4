"""Makes the README's screenshots: the real window under Xvfb, mid-game,
with a piece held over the board (ghost and line preview showing), in the
light and the dark theme.

    python tools/screenshot.py            # docs/screenshot-light.png, -dark.png
    python tools/screenshot.py --theme dark OUTPUT.png
    python tools/screenshot.py --review   # docs/review.png: the coach's review
    python tools/screenshot.py --retry    # docs/retry.png: a mistake retried
    python tools/screenshot.py --practice # docs/practice.png: Game ▸ Practice

Needs Xvfb, xdotool and ImageMagick's import.
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from blockpuzzle.engine import CLASSIC, Game  # noqa: E402
from blockpuzzle.engine import bitboard as bb  # noqa: E402
from tests.e2e.xsession import App, Xvfb  # noqa: E402


def midgame() -> dict:
    """A position a few moves in where the held piece would clear a line."""
    for seed in range(1, 500):
        game = Game(CLASSIC, seed)
        rng = random.Random(seed)
        for _ in range(10):
            if game.over:
                break
            game.place(*rng.choice(game.legal_moves()))
        if game.over:
            continue
        for slot, piece in enumerate(game.tray):
            if piece is None:
                continue
            for r, c in bb.cells(game.board.legal_origins(piece)):
                placement = game.board.place(piece, r, c)
                if placement and placement.lines:
                    return {
                        "score": game.score,
                        "lines": game.lines,
                        "board": game.board.to_text(),
                        "tray": [p.id if p else None for p in game.tray],
                        "slot": slot,
                        "origin": [r, c],
                        "width": piece.width,
                        "height": piece.height,
                    }
    raise SystemExit("no suitable position found")


def shoot(theme: str, out: Path) -> None:
    scenario = {**midgame(), "theme": theme, "motion": "reduced"}
    server = Xvfb("800x700x24")
    try:
        with tempfile.TemporaryDirectory() as tmp:
            app = App(server.display, scenario, Path(tmp))
            try:
                row, col = scenario["origin"]
                # The pointer that the lift rule turns into that origin.
                x = col + scenario["width"] / 2
                y = row + scenario["height"] + 0.5
                start = app.slot_xy(scenario["slot"])
                app.move(*start)
                app.xdotool("mousedown", 1)
                app.glide(start, app.board_xy(x, y))
                _, shot = app.screenshot_when(lambda s: s["aim"] is not None, Path(tmp) / "s.png")
                app.xdotool("mouseup", 1)
            finally:
                app.close()
            subprocess.run(
                ["convert", str(shot), "-crop", "480x640+0+0", "+repage", str(out)], check=True
            )
    finally:
        server.stop()
    print(out)


def half_coached(game: Game | None = None, place=None) -> Game:  # type: ignore[no-untyped-def]
    """A Classic game played now as the coach would, now greedily (the most
    points), to 60 placements or its end; ``place`` makes each placement
    (the game's own, where not given)."""
    from blockpuzzle.coach.player import Player

    rng = random.Random(3)
    game = game if game is not None else Game(CLASSIC, (1 << 40) - 7_778)
    place = place or game.place
    coach = Player(CLASSIC)
    while not game.over and len(game.moves or ()) < 60:
        if rng.random() < 0.6:
            move = coach.plan(game.board.filled, game.tray).moves[0]
            place(move.slot, move.row, move.col)
        else:
            moves = game.legal_moves()
            place(*max(moves, key=lambda m: (game.preview(*m).points, rng.random())))
    return game


def retry(out: Path, practice: bool = False) -> None:
    """The game window retrying a mistake of the game the review shows: the
    bar over the board with the game's move played again, judged; with
    ``practice``, Game ▸ Practice's first position instead, the game's
    mistakes having become practice positions."""
    import os
    import tempfile

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    QApplication.instance() or QApplication(sys.argv)
    from blockpuzzle.app import create_window

    with tempfile.TemporaryDirectory() as tmp:
        window = create_window(Path(tmp) / "settings.ini")
        assert window is not None
        window.resize(520, 760)
        window.show()
        model = window.model
        model.load_game(Game(CLASSIC, (1 << 40) - 7_778))
        half_coached(model.game, model.place)
        model.new_game(CLASSIC)  # the game above counted (abandoned, or over)
        window.show_review(window.session.history.games()[0])
        review_window = window.review_window
        review_window.retry_mistakes()
        loop = QEventLoop()
        timer = QTimer(interval=50)
        timer.timeout.connect(lambda: window.retry_bar.active and loop.quit())
        timer.start()
        loop.exec()
        review_window.hide()
        bar = window.retry_bar
        if practice:
            model.load_game(Game(CLASSIC))
            window.start_practice()
        else:
            move = bar.current.judged.move
            model.place(move.slot, move.row, move.col)
        settle = QEventLoop()
        QTimer.singleShot(1_000, settle.quit)  # the score counted up, the piece settled
        settle.exec()
        window.grab().save(str(out))
        review_window.close()
        window.close()
    print(out)


def review(out: Path) -> None:
    """The review window of a game played now as the coach would, now
    greedily (the most points), on a move the coach calls a mistake, its
    best move drawn."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QEventLoop
    from PySide6.QtWidgets import QApplication

    from blockpuzzle.dialogs.review import ReviewWindow
    from blockpuzzle.engine.moves import encode
    from blockpuzzle.store.history import GameRecord

    app = QApplication.instance() or QApplication(sys.argv)
    from blockpuzzle.lang.translations import Translations

    Translations(app).apply("en")  # "1 more place", as the game says it
    game = half_coached()
    record = GameRecord("classic", game.seed, False, "2026-12-01T10:00:00+00:00",
                        "2026-12-01T10:06:00+00:00", game.score, game.lines,
                        len(game.moves or ()), 360.0, "over", encode(game.moves or []))  # fmt: skip
    window = ReviewWindow(record, None)
    window.resize(900, 560)
    window.show()
    model = window.moves_model
    assert model is not None
    if not model.complete:
        loop = QEventLoop()
        model.finished.connect(loop.quit)
        loop.exec()
    shown = [r for r, j in enumerate(model.judged) if j is not None and j.verdict == "mistake"]
    window.go(shown[len(shown) // 2] if shown else 0)
    app.processEvents()
    window.grab().save(str(out))
    window.close()
    print(out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--theme", choices=("light", "dark", "contrast"))
    parser.add_argument("--review", action="store_true", help="the review window")
    parser.add_argument("--retry", action="store_true", help="a mistake retried")
    parser.add_argument("--practice", action="store_true", help="Game ▸ Practice")
    parser.add_argument("output", nargs="?", type=Path)
    args = parser.parse_args()
    if args.review:
        review(args.output or ROOT / "docs" / "review.png")
        return
    if args.retry:
        retry(args.output or ROOT / "docs" / "retry.png")
        return
    if args.practice:
        retry(args.output or ROOT / "docs" / "practice.png", practice=True)
        return
    if args.theme:
        shoot(args.theme, args.output or ROOT / "docs" / f"screenshot-{args.theme}.png")
        return
    for theme in ("light", "dark"):
        shoot(theme, ROOT / "docs" / f"screenshot-{theme}.png")


if __name__ == "__main__":
    main()
