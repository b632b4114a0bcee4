"""The coach's hint process (coach/hinter.py): each position it is asked
answered with the deep player's plan, in order; what is not a position
refused with a clear message.  Expected plans come from the player in this
process."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest

from blockpuzzle.coach.hinter import FLAG, read_answer, read_request, request_line
from blockpuzzle.coach.player import Player
from blockpuzzle.engine import ARCADE, CLASSIC, Board, Game, shape

from .test_player import DANGER_ROWS, DANGER_TRAY, random_position


def test_the_hinter_answers_each_position_with_the_deep_players_plan_in_order():
    rng = random.Random(41)
    asked = [(CLASSIC, Board.from_text("\n".join(DANGER_ROWS)).filled,
              tuple(shape(s) for s in DANGER_TRAY), None)]  # fmt: skip
    for game_rules in (CLASSIC, ARCADE, CLASSIC):
        game = random_position(game_rules, rng)
        slots = [s for s, p in enumerate(game.tray) if p is not None]
        asked.append((game_rules, game.board.filled, game.tray, None))
        asked.append((game_rules, game.board.filled, game.tray, slots[-1]))
    lines = "".join(request_line(*position) + "\n" for position in asked)
    out = subprocess.run(
        [sys.executable, "-m", "blockpuzzle", FLAG], input=lines, capture_output=True,
        text=True, timeout=120, check=True,
    ).stdout.splitlines()  # fmt: skip
    expected = [list(Player(r, deep=True).plan(f, t, first).moves) for r, f, t, first in asked]
    assert [read_answer(line) for line in out] == expected
    assert expected[0] and all(m.slot == asked[2][3] for m in expected[2][:1])


def test_the_hinter_refuses_what_is_not_a_position():
    good = request_line(CLASSIC, 0, Game(CLASSIC, 5).tray, None)
    assert read_request(good) is not None
    for bad in (
        "", "[]", "{", '["classic", false, -1, ["dot", null, null], null]',
        f'["classic", false, {1 << 64}, ["dot", null, null], null]',
        '["classic", false, 0, ["dot", null], null]',  # two slots
        '["classic", false, 0, ["dot", null, null], 1]',  # the first piece in an empty slot
        '["classic", false, 0, ["nonagon", null, null], null]',
        '["chess", false, 0, ["dot", null, null], null]',
    ):  # fmt: skip
        assert read_request(bad) is None, bad
    for junk in ("", "{", "[[1, 2]]", '[["a", 0, 0, 0]]'):
        assert read_answer(junk) is None
    run = subprocess.run(
        [sys.executable, "-m", "blockpuzzle", FLAG], input=good + "\nnot a position\n",
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert run.returncode == 2 and "not a position: 'not a position'" in run.stderr
    assert len(run.stdout.splitlines()) == 1  # the good one, answered before


def test_the_hinter_runs_below_the_window():
    """The coach's hint gives way to the game's window wherever both want a
    core, as the review's workers do."""
    import os

    if not hasattr(os, "getpriority"):
        pytest.skip("Windows sets a priority class, which os.getpriority does not read")
    with subprocess.Popen(
        [sys.executable, "-m", "blockpuzzle", FLAG], stdin=subprocess.PIPE,
        stdout=subprocess.PIPE, text=True,
    ) as hinter:  # fmt: skip
        try:
            assert hinter.stdin is not None and hinter.stdout is not None
            hinter.stdin.write(request_line(CLASSIC, 0, Game(CLASSIC, 5).tray, None) + "\n")
            hinter.stdin.flush()
            assert read_answer(hinter.stdout.readline())  # at work: its priority is set
            mine = os.getpriority(os.PRIO_PROCESS, 0)
            assert os.getpriority(os.PRIO_PROCESS, hinter.pid) == min(mine + 10, 19)
            hinter.stdin.close()
            assert hinter.wait(timeout=30) == 0
        finally:
            if hinter.poll() is None:
                hinter.kill()
