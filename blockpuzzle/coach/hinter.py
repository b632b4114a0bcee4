"""Hints on a board in danger, worked out in a process of their own.

Most hints take a few milliseconds and are worked out in the game's own
process (:meth:`Player.calm_plan`).  On a board in danger the hint's player
weighs every plan of the tray by its board's exact risk, up to a second's
work, which would freeze the window: the game hands those to
``blockpuzzle --coach-hint``, which answers each position it reads on its
standard input, one JSON line each (:func:`request_line`), with the moves
of the deep player's plan (:func:`answer_line`), in the order asked, until
its input ends.  It runs below the window's priority, as the review's
workers do, and keeps its players (and their last plans) between hints.
A line that asks no position of the game (too long, not JSON, a piece of
another mode) ends it with one line on its error output and exit code 2.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from functools import cache

from ..engine import MODES, ROTATED, SHAPES, Move, Rules, Shape, rules
from . import wire
from .player import Player
from .worker import OneLineParser, lower_priority

FLAG = "--coach-hint"
# A position is a hundred bytes or so.
MAX_REQUEST = 4096


def request_line(
    game_rules: Rules, filled: int, tray: Sequence[Shape | None], first: int | None
) -> str:
    """The position a hint is asked for, as the hinter reads it."""
    pieces = [None if piece is None else piece.id for piece in tray]
    return json.dumps([game_rules.mode, game_rules.rotation, filled, pieces, first])


@cache
def pieces_of(game_rules: Rules) -> frozenset[str]:
    """The ids of the pieces a tray of ``game_rules`` can hold: its
    catalog's, and where pieces turn, each of their turns."""
    found = {shape.id for shape in game_rules.catalog}
    if game_rules.rotation:
        for piece in list(found):
            turned = ROTATED[piece]
            while turned != piece:
                found.add(turned)
                turned = ROTATED[turned]
    return frozenset(found)


def read_request(line: str | bytes) -> tuple[Rules, int, list[Shape | None], int | None] | None:
    """The position of one :func:`request_line`; None for any other line."""
    try:
        data = wire.parse(line, MAX_REQUEST)
        if type(data) is not list or len(data) != 5:
            return None
        mode, rotation, filled, pieces, first = data
        if mode not in MODES or type(pieces) is not list or len(pieces) != 3:
            return None
        game_rules = rules(mode, wire.flag(rotation))
        wire.whole(filled, 0, (1 << 64) - 1)
        allowed = pieces_of(game_rules)
        if not all(p is None or (type(p) is str and p in allowed) for p in pieces):
            return None
        tray = [None if piece is None else SHAPES[piece] for piece in pieces]
        if first is not None and (type(first) is not int or first not in range(3)
                                  or tray[first] is None):  # fmt: skip
            return None
        return game_rules, filled, tray, first
    except wire.Refused:
        return None


def answer_line(moves: Sequence[Move]) -> str:
    return json.dumps([list(move) for move in moves])


def read_answer(line: str | bytes) -> list[Move] | None:
    """The moves of one :func:`answer_line`; None for any other line."""
    try:
        data = wire.parse(line, MAX_REQUEST)
    except wire.Refused:
        return None
    if type(data) is not list or len(data) > 3:
        return None
    if not all(type(m) is list and len(m) == 4 for m in data):
        return None
    try:
        return [wire.move(m) for m in data]
    except wire.Refused:  # a field out of its range
        return None


def main(argv: Sequence[str]) -> int:
    """Answer the hints asked on standard input; 2 at a line that asks none."""
    parser = OneLineParser(prog=f"blockpuzzle {FLAG}", add_help=False)
    parser.parse_args(list(argv))
    return wire.serve(FLAG, answer)


def answer() -> int:
    lower_priority()
    players: dict[Rules, Player] = {}
    for line in wire.lines(sys.stdin.buffer, MAX_REQUEST):
        request = read_request(line)
        if request is None:
            raise wire.Refused(f"not a position: {wire.quoted(line)}")
        game_rules, filled, tray, first = request
        player = players.get(game_rules)
        if player is None:
            player = players[game_rules] = Player(game_rules, deep=True)
        wire.write(answer_line(player.plan(filled, tray, first).moves))
    return 0
