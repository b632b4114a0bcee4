"""A screen reader's view of the game, through AT-SPI, in a separate process.

The game runs on Xvfb (xcb) with accessibility on, on a private D-Bus
session; Debian's /usr/bin/python3 with pyatspi plays the screen reader.
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from .conftest import SYSTEM_PYTHON
from .reviewing import check_review, played_history, review_read_over_atspi
from .xsession import App

pytestmark = pytest.mark.e2e

CLIENT = Path(__file__).with_name("atspi_client.py")


def test_a_screen_reader_finds_selects_moves_places_and_reads_the_score(
    xserver, session_bus, tmp_path
):
    board = "\n".join(["........"] * 8)
    app = App(
        xserver,
        {"tray": ["square2", "dot", None], "board": board},
        tmp_path,
        env={**session_bus, "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1"},
    )
    try:
        # Keyboard focus on the game window (there is no window manager).
        app.move(*app.board_xy(4, 4))
        app.xdotool("search", "--sync", "--name", "Block Puzzle", "windowfocus", "--sync")
        client = subprocess.run(
            [SYSTEM_PYTHON, str(CLIENT), "Right,Right,Down"],
            capture_output=True, text=True, timeout=120,
            env={**os.environ, **session_bus, "DISPLAY": xserver},
        )  # fmt: skip
        assert client.returncode == 0, client.stderr[-3000:] + client.stdout
        seen = json.loads(client.stdout.strip().splitlines()[-1])
        state = app.wait_state(lambda s: s["score"] > 0)
    finally:
        app.close()
    assert seen["tray"][0] == "Piece 1: a 2 by 2 square"
    assert seen["board"] == {"cells": 64}
    assert seen["cell_2_4"] == "row 3, column 5, empty"
    assert seen["unnamed"] == []
    assert seen["tray_after_select"][0] == "Piece 1: a 2 by 2 square, selected"
    # Selecting shows the cursor on (3, 3); right, right, down puts the
    # square's first cell on (4, 5).
    filled = {
        (r, c)
        for r, line in enumerate(state["board"].splitlines())
        for c, ch in enumerate(line)
        if ch != "."
    }
    assert filled == {(4, 5), (4, 6), (5, 5), (5, 6)}
    assert state["score"] == 4
    assert seen["score_text"] == "Score: 4"
    # The placement was announced through the accessibility bus itself.
    assert any(
        text.startswith("Placed at row 5, column 6: a 2 by 2 square. 4 points, score 4.")
        for text in seen["announcements"]
    ), seen["announcements"]


FAIRNESS = Path(__file__).with_name("atspi_fairness.py")


def test_a_screen_reader_reads_the_fairness_page_and_its_table(xserver, session_bus, tmp_path):
    """Statistics ▸ Fairness over a history of 30 played games: the
    sentence, the chart's name and description and every cell of the table,
    read over AT-SPI by a separate process.  The counts are recounted here
    from the README's description of the deal."""
    import hashlib
    import random
    import struct

    from blockpuzzle.engine import CLASSIC, Game
    from blockpuzzle.engine.moves import encode
    from blockpuzzle.store.history import GameRecord, History

    folder = tmp_path / "config" / "blockpuzzle"
    folder.mkdir(parents=True)
    history = History(folder / "blockpuzzle.history.sqlite")
    rng = random.Random(30)
    counts = [0] * 19
    for n in range(30):
        seed = rng.randrange(1 << 40)
        game = Game(CLASSIC, seed)
        while not game.over:
            game.place(*rng.choice(game.legal_moves()))
        moment = f"2026-11-{1 + n % 28:02d}T10:00:00+00:00"
        history.add(
            GameRecord("classic", seed, False, moment, moment, game.score, game.lines,
                       len(game.moves), 60.0, "over", encode(game.moves))
        )  # fmt: skip
        for k in range(1 + len(game.moves) // 3):
            text = f"blockpuzzle-deal:{seed}:{k}".encode()
            for draw in struct.unpack("<3Q", hashlib.blake2b(text, digest_size=24).digest()):
                counts[draw % 19] += 1
    history.close()
    app = App(xserver, {}, tmp_path, env={**session_bus, "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1"})
    try:
        client = subprocess.run(
            [SYSTEM_PYTHON, str(FAIRNESS)],
            capture_output=True, text=True, timeout=120,
            env={**os.environ, **session_bus, "DISPLAY": xserver},
        )  # fmt: skip
    finally:
        app.close()
    assert client.returncode == 0, client.stderr[-3000:] + client.stdout
    seen = json.loads(client.stdout.strip().splitlines()[-1])
    assert seen["tab"] and seen["table"], seen
    assert seen["headers"] == ["Piece", "Dealt", "Fair share", "Fair range (95 %)"]
    assert [row[1] for row in seen["rows"]] == [f"{c:,}" for c in counts]
    assert seen["rows"][0][0] == "A single cell"
    assert {row[2] for row in seen["rows"]} == {f"{sum(counts) / 19:.1f}"}
    verdict = next(text for text in seen["labels"] if text.startswith("Your "))
    assert verdict.startswith(f"Your {sum(counts):,} Classic pieces are ")
    assert any(text.startswith("A fresh deal had no piece") for text in seen["labels"])
    assert seen["chart"] == ["Chart of the Classic pieces dealt", verdict]


def test_a_screen_reader_steps_through_a_whole_review(xserver, session_bus, tmp_path):
    """Game ▸ Review Last Game on a history of two games: the last one's
    review, every move told whole in the move list's first column, and the
    whole game stepped through with real keys, each step read back over
    AT-SPI by a separate process.  The verdicts are the coach's on the same
    game, worked out here."""
    folder = tmp_path / "config" / "blockpuzzle"
    folder.mkdir(parents=True)
    game = played_history(folder / "blockpuzzle.history.sqlite")
    app = App(xserver, {}, tmp_path, env={**session_bus, "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1"})
    try:
        seen = review_read_over_atspi(session_bus, xserver)
    finally:
        app.close()
    check_review(seen, game)


PRACTICE = Path(__file__).with_name("atspi_practice.py")


def test_a_screen_reader_retries_a_mistake_by_keys_and_practises(xserver, session_bus, tmp_path):
    """Game ▸ Retry Mistakes of the Last Game on a history of one careless
    game, chosen through its menu item's action by a separate AT-SPI
    process: the bar's words are heard whole, a piece placed with real keys
    is heard placed and then judged, the bar's buttons are named; Game ▸
    Practice then brings the game's mistakes back, heard too.  The mistakes
    are the coach's on the same game, worked out here."""
    from blockpuzzle.coach.review import Reviewer
    from blockpuzzle.engine import CLASSIC

    folder = tmp_path / "config" / "blockpuzzle"
    folder.mkdir(parents=True)
    game = played_history(folder / "blockpuzzle.history.sqlite", count=1)
    review = Reviewer(CLASSIC).review(game.seed, game.moves)
    mistakes = [j for j in review.moves if j.verdict in ("mistake", "blunder")]
    assert mistakes, "a careless game has mistakes"
    app = App(xserver, {}, tmp_path, env={**session_bus, "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1"})
    try:
        client = subprocess.run(
            [SYSTEM_PYTHON, str(PRACTICE)],
            capture_output=True, text=True, timeout=400,
            env={**os.environ, **session_bus, "DISPLAY": xserver},
        )  # fmt: skip
        assert client.returncode == 0, client.stderr[-3000:] + client.stdout
        seen = json.loads(client.stdout.strip().splitlines()[-1])
    finally:
        app.close()
    first = mistakes[0]
    prompt = f"Retry 1 of {len(mistakes)}, move {first.number}: in the game you placed "
    assert (seen["prompt"] or "").startswith(prompt), seen
    heard = seen["heard"]
    assert seen["prompt"] in heard, heard  # the bar's words, heard whole
    assert seen["buttons"] == [
        "Show the Coach's Move",
        "Try Again",
        "Next Mistake",
        "Stop Retrying",
    ]
    # Placed by keys: heard placed, then judged, in that order.
    after = seen["after"]
    assert after is not None and after == seen["label_after"], seen
    placed = next(i for i, h in enumerate(heard) if h.startswith("Placed at row "))
    assert placed < heard.index(after)
    assert seen["asked"]  # the retry's board would be lost: asked first
    assert seen["practice"].startswith(f"Practice 1 of {min(len(mistakes), 10)}, ")
    assert f", move {first.number}. There you placed " in seen["practice"]
    assert seen["practice"] in heard
