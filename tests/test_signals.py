"""Every signal that carries a seed, a score or points carries it whole at
the sizes players produce: a 40-bit seed (every game number) and scores
past 2**31.  A signal declared with ``int`` is a C++ int: PySide6 raises
OverflowError past 2**31 - 1 and the slot never runs."""

from __future__ import annotations

import pytest

from blockpuzzle.dialogs.gamenumber import GameNumberDialog
from blockpuzzle.models.game import GameModel

BIG = (1 << 40) + 7  # past any 32-bit int, inside a 64-bit one


@pytest.mark.parametrize(
    ("owner", "name", "args"),
    [
        (GameModel, "scoreChanged", (BIG,)),
        (GameModel, "bestChanged", (BIG,)),
        (GameModel, "gameOver", (BIG,)),
        (GameModel, "placed", (2, 7, 6, BIG, None)),
        (GameModel, "linesCleared", ([7], [6], BIG)),
        (GameNumberDialog, "dealChosen", ("arcade", (1 << 40) - 1)),
    ],
)
def test_a_signal_carries_a_64_bit_value_whole(qtbot, owner, name, args):
    sender = owner()
    if owner is GameNumberDialog:
        qtbot.addWidget(sender)
    got: list[tuple[object, ...]] = []
    getattr(sender, name).connect(lambda *values: got.append(values))
    getattr(sender, name).emit(*args)
    assert got == [args]
