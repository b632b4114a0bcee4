import pytest

from blockpuzzle.engine import CLASSIC, Game
from blockpuzzle.models.game import GameModel


@pytest.fixture
def model(qtbot):
    """A board model over a fresh Classic game from seed 1."""
    return GameModel(Game(CLASSIC, seed=1))
