"""The review's end-to-end check, shared by the source install's test
(test_atspi.py) and the bundle's (test_bundle.py): a history of finished
games, the review of the last one read over AT-SPI by a separate process
(atspi_review.py), and what it must have read — the coach's verdicts on
the same game, worked out here."""

from __future__ import annotations

import json
import os
import random
import subprocess
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from blockpuzzle.coach.review import Reviewer
from blockpuzzle.engine import CLASSIC, Game
from blockpuzzle.engine.moves import encode
from blockpuzzle.store.history import GameRecord, History

from .conftest import SYSTEM_PYTHON

CLIENT = Path(__file__).with_name("atspi_review.py")


def played_history(path: Path, count: int = 2) -> Game:
    """A history at ``path`` of ``count`` Classic games played to their end
    (random legal moves, every move stored): the last game."""
    history = History(path)
    rng = random.Random(26)
    for n in range(count):
        game = Game(CLASSIC, rng.randrange(1 << 40))
        while not game.over:
            game.place(*rng.choice(game.legal_moves()))
        moment = (datetime(2026, 11, 1, 10, tzinfo=UTC) + timedelta(days=n)).isoformat()
        history.add(
            GameRecord("classic", game.seed, False, moment, moment, game.score, game.lines,
                       len(game.moves), 60.0, "over", encode(game.moves))
        )  # fmt: skip
    history.close()
    return game


def review_read_over_atspi(session_bus: dict[str, str], display: str) -> dict[str, Any]:
    """Game ▸ Review Last Game, opened, read and stepped through by the
    AT-SPI client: what it saw."""
    client = subprocess.run(
        [SYSTEM_PYTHON, str(CLIENT)],
        capture_output=True, text=True, timeout=300,
        env={**os.environ, **session_bus, "DISPLAY": display},
    )  # fmt: skip
    assert client.returncode == 0, client.stderr[-3000:] + client.stdout
    seen: dict[str, Any] = json.loads(client.stdout.strip().splitlines()[-1])
    return seen


def check_review(seen: dict[str, Any], game: Game) -> None:
    """Every move of ``game`` told whole with the coach's verdict, the
    summary, and the steps of the keys."""
    moves = game.moves
    expected = Reviewer(CLASSIC).review(game.seed, moves)
    assert seen["table"], seen
    count = len(moves)
    assert seen["headers"] == ["Move", "Piece", "Row, column", "Points", "Verdict"]
    assert len(seen["rows"]) == count
    assert seen["verdicts"] == [j.verdict for j in expected.moves]
    for n, (text, judged) in enumerate(zip(seen["rows"], expected.moves, strict=True), 1):
        assert text.startswith(f"Move {n} of {count}: you placed "), text
        lost = max(1, round(judged.lost))
        unit = "point" if lost == 1 else "points"
        assert (
            ("Best move." in text)
            if judged.lost == 0
            else (f": {judged.verdict}, {lost:,} {unit} of value given up." in text)
        )
    assert seen["summary"].startswith(f"Score {game.score:,}.")
    # The key moments, a list a screen reader reads item by item: the three
    # mistakes or blunders that gave up most, and the deals of luck 10 or
    # under, in move order.
    losses = sorted(
        (j for j in expected.moves if j.verdict in ("mistake", "blunder")),
        key=lambda j: (-j.lost, j.number),
    )[:3]
    moments = [(j.number - 1, 0, f"Move {j.number}: {j.verdict}, one of your biggest losses")
               for j in losses]  # fmt: skip
    moments += [
        (
            lk.after,
            1,
            f"Move {lk.after + 1}: an unlucky deal, its luck {round(lk.percentile)} of 100",
        )
        for lk in expected.luck
        if lk.percentile <= 10 and lk.after < count
    ]
    assert losses, "a careless game has mistakes: the list is not empty"
    assert seen["moments"] == [text for _row, _kind, text in sorted(moments)], seen["moments"]
    assert f"Accuracy {round(expected.accuracy)} %." in seen["summary"]
    # → steps one move at a time to the last (and no further), ← one back,
    # Home to the first, End to the last; the detail line and the focused
    # cell tell the selected move whole.
    rows = [step["selected"] for step in seen["steps"]]
    assert rows == [[n] for n in range(1, count)] + [[count - 1], [count - 2], [0], [count - 1]]
    for step in seen["steps"]:
        (row,) = step["selected"]
        assert step["detail"] == seen["rows"][row]
        assert step["focused"] in (None, seen["rows"][row])
    assert any(step["focused"] == seen["rows"][step["selected"][0]] for step in seen["steps"])
