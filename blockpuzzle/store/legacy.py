"""What older versions kept in the settings file, carried into the history
once: the statistics (before the history existed) and the game in progress
(before the history kept it, :mod:`.playing`).

Each is taken out of the settings file only once the history holds it on
disk; until then the file keeps it and the next start tries again.  The
file as it was before the game in progress left it is copied aside
(``….saved-game.ini``); the player is told nothing unless what it held could
not be read, which is then a bad value of the file like any other (set
aside and told once, by the session).
"""

from __future__ import annotations

from typing import Any

from ..engine import Game, InvalidSave
from ..engine import save as saves
from ..engine.digest import blake2b
from .history import History, ModeStats
from .playing import to_row
from .settings import LEGACY_SAVE, LEGACY_SAVE_HINTS, LEGACY_STATS, Key, Settings

# The saved-game values the checksum covered: all but itself.
_CHECKED = tuple(k for k in LEGACY_SAVE if k != "checksum")


def checksum(values: dict[str, str]) -> str:
    """The checksum older versions wrote beside their saved game."""
    text = "\n".join(f"{k}={values.get(k, '')}" for k in _CHECKED)
    return blake2b(text.encode("utf-8"), digest_size=8).hexdigest()


def game_from_settings(values: dict[str, Any]) -> tuple[Game, str]:
    """The saved game and when it began, from the file's text;
    :class:`InvalidSave` if anything is unsound."""
    data = dict(values)
    for key in ("board", "tray"):
        if key not in data:
            raise InvalidSave(f"{key} is missing")
        if not isinstance(data[key], str):
            raise InvalidSave(f"{key} is not text")
    if "checksum" in data or data.get("schema") != "1":
        # Every save since format 2 has one; only a format-1 save may not.
        if not isinstance(data.get("checksum"), str) or any(
            not isinstance(data.get(k, ""), str) for k in _CHECKED
        ):
            raise InvalidSave("the saved game has no checksum")
        if data["checksum"] != checksum(data):
            raise InvalidSave("the saved game does not match its checksum")
    started = data.pop("started", "")
    data.pop("checksum", None)
    data["board"] = data["board"].split("/")
    data["tray"] = data["tray"].split(",")
    return saves.load(data), started if isinstance(started, str) else ""


def import_stats(settings: Settings, history: History) -> list[str]:
    """Statistics the settings file kept: into the history once, then out
    of the file (only once the history has them on disk).  The modes whose
    totals were carried over."""
    keys = [key for stats in LEGACY_STATS.values() for key in stats]
    present = [key for key in keys if settings.has(key) or settings.text_value(key)]
    totals = {}
    if not history.imported:
        for mode, stat_keys in LEGACY_STATS.items():
            if any(key in present for key in stat_keys):
                totals[mode] = ModeStats(
                    games=settings.get(stat_keys.games),
                    best=settings.get(stat_keys.best),
                    lines=settings.get(stat_keys.lines),
                    score=settings.get(stat_keys.score),
                    seconds=settings.get(stat_keys.seconds),
                )
        if not history.import_totals(totals):
            return list(totals)  # kept in memory only: the file keeps them too
    for key in present:
        settings.remove(key)
    return list(totals)


def import_save(settings: Settings, history: History) -> None:
    """The game in progress the settings file kept: into the history as the
    game in progress (unless the history counted it already: an older
    version stopped between the two files), the file copied aside, then
    out of the file."""
    keys: list[Key[Any]] = [*LEGACY_SAVE.values(), LEGACY_SAVE_HINTS]
    if not any(settings.present(key) for key in keys):
        return
    # Each value from its own line where a damaged line above hid it from
    # QSettings: one stray quote must not cost the saved game.
    values = {
        k: settings.raw_or_text(key) for k, key in LEGACY_SAVE.items() if settings.present(key)
    }
    try:
        game, started = game_from_settings(values)
    except InvalidSave as error:
        settings.problems.append(f"saved game: {error}")
    else:
        if not history.has(game.rules.mode, game.seed, started):
            row = to_row(game, started, settings.get(LEGACY_SAVE_HINTS))
            if not history.keep_playing(row):
                return  # the file keeps it until the history can
            settings.backup("saved-game")
    for key in keys:
        settings.remove(key)
