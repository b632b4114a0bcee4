"""Today's deal: the rule from the date to the game number, worked out here
from the README's words alone ("the first 40 bits of the BLAKE2b digest of
blockpuzzle-daily:YYYY-MM-DD:mode"), for dates a clock may hold."""

from __future__ import annotations

import hashlib
from datetime import date

import pytest

from blockpuzzle.engine import game_number
from blockpuzzle.engine.daily import daily_number, daily_seed

DAYS = ("1970-01-01", "2038-01-20", "9999-12-31", "2024-02-29", "0001-01-01", "2026-12-06")


def by_the_words(day: str, mode: str) -> int:
    digest = hashlib.blake2b(f"blockpuzzle-daily:{day}:{mode}".encode()).digest()
    return int.from_bytes(digest[:5], byteorder="big")


@pytest.mark.parametrize("day", DAYS)
@pytest.mark.parametrize("mode", ["classic", "arcade"])
def test_a_days_deal_is_the_one_the_readme_describes(day, mode):
    when = date.fromisoformat(day)
    assert daily_seed(when, mode) == by_the_words(day, mode)
    assert daily_number(when, mode) == game_number(mode, by_the_words(day, mode))


def test_each_day_and_mode_has_its_own_deal():
    numbers = {daily_number(date.fromisoformat(d), m) for d in DAYS for m in ("classic", "arcade")}
    assert len(numbers) == 2 * len(DAYS)
    assert all(n.startswith(("C", "A")) and len(n) == 10 for n in numbers)
