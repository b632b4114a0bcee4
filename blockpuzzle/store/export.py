"""The history as CSV, for a spreadsheet."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Mapping, Sequence
from pathlib import Path

from .records import GameRecord


def not_a_formula(cell: object) -> object:
    """A CSV cell no spreadsheet runs as a formula (OWASP's advice)."""
    if isinstance(cell, str) and cell.startswith(("=", "+", "-", "@", "\t", "\r")):
        return "'" + cell
    return cell


def export_csv(
    games: Sequence[GameRecord],
    path: Path,
    dailies: Mapping[tuple[str, int, str], str] | None = None,
) -> int:
    """``games`` as CSV (a header line, then one line a game, the last
    column the day of a day's deal, by (mode, seed, started) in
    ``dailies``, empty for another game); the number of games written.

    Written whole or not at all: into a temporary file beside ``path``,
    then renamed over it; :class:`OSError` (a folder, a missing or
    read-only folder, a full disk) leaves nothing behind.  A cell that
    begins with ``= + - @`` (or a tab or carriage return) is written
    after an apostrophe: a spreadsheet would run it as a formula."""
    import csv  # only here: not at start
    import tempfile

    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=path.parent)
    try:
        with os.fdopen(handle, "w", newline="", encoding="utf-8") as f:
            out = csv.writer(f)
            out.writerow(["number", *GameRecord._fields, "daily"])
            days = dailies or {}
            for game in games:
                day = days.get((game.mode, game.seed, game.started), "")
                out.writerow([not_a_formula(cell) for cell in (game.number or "", *game, day)])
            f.flush()
            os.fsync(f.fileno())
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    return len(games)
