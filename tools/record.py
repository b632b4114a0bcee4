"""Makes docs/play.gif: the real window under Xvfb, recorded while a real
pointer (xdotool) drags a piece into a gap, then a second that clears a row
and a column at once and ends the game: the settle, the sweep, the points,
the score counting up, the board dimming and the card.

    python tools/record.py [OUTPUT.gif]

The frames are read from the X server (QScreen.grabWindow in this process,
a client of the same Xvfb), about 20 a second, and put together by
ImageMagick's convert.  Needs Xvfb, xdotool and ImageMagick.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.e2e.xsession import App, Xvfb  # noqa: E402

FPS = 20
WIDTH, HEIGHT = 480, 640
# Full but for a few single holes, a gap of four on row 2, row 7 and
# column 7 one cell short each: the bar goes into the gap, the dot clears
# row 7 and column 7 at once, and then no 3×3 square fits anywhere: game
# over.
HOLES = {(0, 3), (0, 4), (1, 6), (3, 5), (4, 2), (5, 1), (5, 5), (6, 0)}
BOARD = "\n".join(
    "".join(
        "." if (r, c) in HOLES or (r == 2 and 1 <= c <= 4) or (r, c) == (7, 7)
        else "1234567"[(r + c) % 7]
        for c in range(8)
    )
    for r in range(8)
)  # fmt: skip
SCENARIO = {"tray": ["bar3h", "dot", "square3"], "board": BOARD, "motion": "full", "score": 212}


def gestures(app: App, done: threading.Event) -> None:
    """What the player does, at a person's pace."""
    try:
        time.sleep(0.8)
        for slot, (x, y) in ((0, (2.5, 3.5)), (1, (7.5, 8.5))):
            start = app.slot_xy(slot)
            app.move(*start)
            time.sleep(0.3)
            app.xdotool("mousedown", 1)
            app.glide(start, app.board_xy(x, y), steps=24)
            time.sleep(0.35)
            app.xdotool("mouseup", 1)
            time.sleep(1.1)
        time.sleep(1.2)
    finally:
        done.set()


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "play.gif"
    server = Xvfb("800x700x24")
    try:
        os.environ["DISPLAY"] = server.display
        os.environ["QT_QPA_PLATFORM"] = "xcb"
        from PySide6.QtGui import QGuiApplication

        qt = QGuiApplication(sys.argv[:1])
        with tempfile.TemporaryDirectory() as tmp:
            app = App(server.display, SCENARIO, Path(tmp))
            frames = []
            try:
                done = threading.Event()
                worker = threading.Thread(target=gestures, args=(app, done))
                worker.start()
                screen = qt.primaryScreen()
                while not done.is_set():
                    begin = time.perf_counter()
                    frames.append(screen.grabWindow(0, 0, 0, WIDTH, HEIGHT).toImage())
                    time.sleep(max(0.0, 1 / FPS - (time.perf_counter() - begin)))
                worker.join()
                state = app.state()
                assert state["over"], f"the recording did not end the game: {state}"
            finally:
                app.close()
            names = []
            for i, frame in enumerate(frames):
                name = str(Path(tmp) / f"frame{i:04d}.png")
                frame.save(name)
                names.append(name)
            subprocess.run(
                ["convert", "-delay", str(100 // FPS), "-loop", "0", *names,
                 "-resize", "75%", "-fuzz", "2%", "-layers", "Optimize", str(out)],
                check=True,
            )  # fmt: skip
    finally:
        server.stop()
    print(f"{out}: {len(frames)} frames, {out.stat().st_size / 1e6:.2f} MB")


if __name__ == "__main__":
    main()
