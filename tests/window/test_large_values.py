"""Values at the sizes players produce, carried through every signal and
shown whole: 40-bit seeds (every game number), scores past 2**31.

The expected seeds and deals are computed here from the README's words
alone (Crockford's base 32, BLAKE2b-192 of ``blockpuzzle-deal:s:k``), not
with the game's own decoder or dealer.
"""

from __future__ import annotations

import hashlib
import struct

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from blockpuzzle.engine import ARCADE, CLASSIC, Game, GameState
from blockpuzzle.store.history import History, history_path

from ..helpers import ALMOST_OVER

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"


def seed_of(number: str) -> int:
    """The README: the eight characters after the mode letter, base 32."""
    digits = number.replace(" ", "")[1:9]
    seed = 0
    for ch in digits:
        seed = seed * 32 + ALPHABET.index(ch)
    return seed


def number_of(letter: str, seed: int) -> str:
    """The README's number: mode letter, 8 base-32 digits, a check character
    (the first nine values weighted 1..9, modulo 31)."""
    digits = [(seed >> (5 * (7 - i))) & 31 for i in range(8)]
    values = [ALPHABET.index(letter), *digits]
    check = ALPHABET[sum(w * v for w, v in enumerate(values, start=1)) % 31]
    return letter + "".join(ALPHABET[d] for d in digits) + check


def first_refill(seed: int, mode: str) -> list[str]:
    # The catalog is data, in the order shapes.py lists it.
    catalog = [s.id for s in (CLASSIC if mode == "classic" else ARCADE).catalog]
    digest = hashlib.blake2b(f"blockpuzzle-deal:{seed}:0".encode(), digest_size=24).digest()
    return [catalog[n % len(catalog)] for n in struct.unpack("<3Q", digest)]


@pytest.mark.parametrize(
    ("typed", "mode", "seed"),
    [
        # The README's own example, as it prints it (with the space).
        ("C75VK RNVZ7", "classic", 246_813_579_135),
        # Seeds above 2**39, in both modes: 511 of 512 numbers are above 2**31.
        (number_of("A", (1 << 40) - 12_345), "arcade", (1 << 40) - 12_345),
        (number_of("C", (1 << 39) + 987_654_321), "classic", (1 << 39) + 987_654_321),
    ],
)
def test_every_game_number_plays_through_the_dialog(win, typed, mode, seed):
    assert seed_of(typed) == seed
    win.action("play_number").trigger()
    dialog = win.number_dialog
    QTest.keyClicks(dialog.ui.numberEdit, typed)
    assert dialog.play_button.isEnabled()
    QTest.keyClick(dialog.ui.numberEdit, Qt.Key.Key_Return)
    assert not dialog.isVisible()
    game = win.model.game
    assert (game.rules.mode, game.seed) == (mode, seed)
    assert [p.id for p in game.tray] == first_refill(seed, mode)
    compact = typed.replace(" ", "")
    name = "Classic" if mode == "classic" else "Arcade"
    # The number's halves never apart: joined by a no-break space.
    assert win.mode_label.text() == f"{name} · game {compact[:5]}\u00a0{compact[5:]}"


def test_play_this_deal_again_with_a_40_bit_seed(win, qtbot):
    # The largest 40-bit seed whose first refill holds a dot.
    seed = next(s for s in range((1 << 40) - 1, 0, -1) if "dot" in first_refill(s, "classic"))
    win.model.load_game(
        Game.resume(
            CLASSIC, seed, Game(CLASSIC, seed).state._replace(board=ALMOST_OVER), moves=None
        )
    )
    dot = [p.id if p else "" for p in win.model.game.tray].index("dot")
    win.model.place(dot, 0, 4)
    assert win.game_over.isVisible()
    win.game_over.again_button.click()
    assert win.model.game.seed == seed and win.model.score == 0
    assert [p.id for p in win.model.game.tray] == first_refill(seed, "classic")


def test_a_score_past_2_to_the_31_is_shown_counted_and_kept(win, qtbot):
    big = 3_000_000_000  # a score no C++ int can hold
    # A resumed game (moves unknown) whose board ends with one dot: the game
    # ends on that placement, at big + 1.
    seed = next(s for s in range(1000) if "dot" in first_refill(s, "classic"))
    start = Game(CLASSIC, seed).state
    state = GameState(ALMOST_OVER, start.tray, big, 10, start.deals, False)
    win.model.load_game(Game.resume(CLASSIC, seed, state, moves=None))
    scores: list[int] = []
    win.model.scoreChanged.connect(scores.append)
    ended: list[int] = []
    win.model.gameOver.connect(ended.append)
    dot = [p.id if p else "" for p in win.model.game.tray].index("dot")
    assert win.model.place(dot, 0, 4)
    win.motion.finish()
    assert scores[-1] == big + 1 and ended == [big + 1]
    assert win.score_label.text() == f"{big + 1:,}"  # as English writes it
    assert win.best_label.text() == f"Best: {big + 1:,}"
    assert "3,000,000,001" in win.game_over.summary.text()
    win.session.history.close()
    kept = History(history_path(win.session.settings.path)).games()
    assert [(g.seed, g.score) for g in kept][-1] == (seed, big + 1)


def test_the_header_counts_up_across_2_to_the_31(win, qtbot):
    header = win.header
    header.set_score(2**31 - 5)
    win.motion.finish()
    seen: list[int] = []
    header.score_label.setText("")
    start = 2**31 - 5
    header.set_score(start + 40)
    # Sample the count as it runs: every shown value lies between the two.
    for _ in range(20):
        qtbot.wait(15)
        seen.append(int(header.score_label.text().replace(",", "") or start))
    win.motion.finish()
    assert all(start <= v <= start + 40 for v in seen)
    assert header.score_label.text() == f"{start + 40:,}"
