"""Every persisted value, declared once, and the file that holds them.

The file is a ``QSettings`` INI file at a ``platformdirs`` path (or the one
given with ``--settings``): the preferences and the window's state.  (The
statistics and the game in progress live in the game history beside it,
:mod:`.history`; older files kept them here, and they are imported from here
once, :mod:`.legacy`.)

Everything read from it is untrusted: values are read as raw text and parsed
strictly here, never with ``QSettings``' own conversions (which turn garbage
into 0).  Whatever does not parse is reported and its default used; before
anything is written, the file as it was is copied aside, and the bad values
are then written over with their defaults, so the next start is silent.  A
file that cannot be copied aside is never written over.
"""

from __future__ import annotations

import contextlib
import math
import re
import shutil
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, Generic, NamedTuple, TypeVar

import platformdirs
from PySide6.QtCore import QSettings

from ..engine import MODES

T = TypeVar("T")

SCHEMA = 3  # the layout of the settings file as a whole (2: statistics moved out;
# 3: the game in progress moved out)
APP_NAME = "blockpuzzle"


class Key(NamedTuple, Generic[T]):
    """One persisted value: where it lives, its type, default and meaning.

    ``check`` rejects values of the right type that are still wrong
    (a negative count, an unknown mode).
    """

    name: str
    type: type[T]
    default: T
    doc: str
    check: Callable[[T], bool] = lambda _: True


def _non_negative(value: float) -> bool:
    # The upper bound is far past anything played (10**15 points, 300 years)
    # and catches numbers no game could have written.
    return 0 <= value <= 10**15 if isinstance(value, int) else 0 <= value <= 10**10


_BASE64 = re.compile(r"[A-Za-z0-9+/]*={0,2}")


def _geometry(value: str) -> bool:
    """A saved place and size: Qt's saveGeometry in base64, of a sane length."""
    return len(value) <= 4096 and _BASE64.fullmatch(value) is not None


# -- the table --------------------------------------------------------------

FILE_SCHEMA = Key("meta/schema", int, SCHEMA, "layout version of this file", _non_negative)
LAST_MODE = Key("game/mode", str, "classic", "the mode of the next new game", lambda m: m in MODES)

# Preferences.
# The choices of the preferences, each declared here once (the dialog names
# them, dialogs/preferences.py).
MOTIONS = ("system", "full", "reduced")
LANGUAGES = ("system", "en", "id", "pt_BR")
THEMES = ("system", "light", "dark", "contrast")  # views/theme.py makes each
SOUND = Key("prefs/sound", bool, True, "play sounds")
MOTION = Key(
    "prefs/motion", str, "system", "animations: system, full or reduced",
    lambda v: v in MOTIONS,
)  # fmt: skip
LANGUAGE = Key("prefs/language", str, "system", "interface language", lambda v: v in LANGUAGES)
THEME = Key(
    "prefs/theme", str, "system", "colours: system, light, dark or contrast (high contrast)",
    lambda v: v in THEMES,
)  # fmt: skip
ROTATION = Key("prefs/rotation", bool, True, "pieces turn in new Arcade games")
ANALYSIS = Key("prefs/analysis", bool, True, "review past games in the background, for Practice")
WINDOW = Key(
    "window/geometry", str, "", "the window's place, size and state (Qt's saveGeometry, base64)",
    _geometry,
)  # fmt: skip
# Where the player left each dialog that can be moved and resized.
DIALOGS = ("help", "dealing", "coach", "statistics", "review")
DIALOG_PLACES = {
    name: Key(
        f"dialogs/{name}", str, "", f"the {name} dialog's place and size (saveGeometry, base64)",
        _geometry,
    )
    for name in DIALOGS
}  # fmt: skip

# The game in progress as earlier versions kept it (the history keeps it
# now, store/playing.py): the engine's dump, one key per field (see
# engine.save).  Read once and carried into the history (store/legacy.py).
SAVE_SCHEMA = Key("save/schema", str, "", "saved game: format version")
SAVE_MODE = Key("save/mode", str, "", "saved game: mode")
SAVE_SEED = Key("save/seed", str, "", "saved game: seed of its deals")
SAVE_DEALS = Key("save/deals", str, "", "saved game: refills dealt so far")
SAVE_BOARD = Key("save/board", str, "", "saved game: 8 rows of 8 cells, '/' between rows")
SAVE_TRAY = Key("save/tray", str, "", "saved game: the 3 slots' shape ids, ',' between")
SAVE_SCORE = Key("save/score", str, "", "saved game: score")
SAVE_LINES = Key("save/lines", str, "", "saved game: lines cleared")
SAVE_PLAY_TIME = Key("save/play_time", str, "", "saved game: seconds played")
SAVE_ROTATION = Key("save/rotation", str, "", "saved game: whether its pieces turn")
SAVE_MOVES = Key("save/moves", str, "", "saved game: its moves from the start ('?': unknown)")
# Not the engine's: when the game began (UTC), which tells it apart in the
# history, and a checksum of every saved-game value, which tells a damaged
# file from a sound one.
SAVE_STARTED = Key("save/started", str, "", "saved game: when it began, UTC")
SAVE_CHECKSUM = Key("save/checksum", str, "", "saved game: BLAKE2b of its other values")
# Not in the checksum (older saves have none): how many hints the game in
# progress has had.
LEGACY_SAVE_HINTS = Key("save/hints", int, 0, "saved game: hints shown so far", _non_negative)
LEGACY_SAVE = {
    "schema": SAVE_SCHEMA,
    "mode": SAVE_MODE,
    "seed": SAVE_SEED,
    "deals": SAVE_DEALS,
    "board": SAVE_BOARD,
    "tray": SAVE_TRAY,
    "score": SAVE_SCORE,
    "lines": SAVE_LINES,
    "play_time": SAVE_PLAY_TIME,
    "rotation": SAVE_ROTATION,
    "moves": SAVE_MOVES,
    "started": SAVE_STARTED,
    "checksum": SAVE_CHECKSUM,
}


class StatKeys(NamedTuple):
    games: Key[int]
    best: Key[int]
    lines: Key[int]
    score: Key[int]
    seconds: Key[float]


def _stat_keys(mode: str) -> StatKeys:
    return StatKeys(
        games=Key(
            f"stats/{mode}/games", int, 0, "games played to the end or abandoned", _non_negative
        ),
        best=Key(f"stats/{mode}/best", int, 0, "best score", _non_negative),
        lines=Key(f"stats/{mode}/lines", int, 0, "lines cleared in counted games", _non_negative),
        score=Key(f"stats/{mode}/score", int, 0, "total score of counted games", _non_negative),
        seconds=Key(f"stats/{mode}/seconds", float, 0.0, "seconds played", _non_negative),
    )


# Statistics as files before the history kept them: read once, imported into
# the history, then removed.
LEGACY_STATS: dict[str, StatKeys] = {mode: _stat_keys(mode) for mode in MODES}


DECLARED: dict[str, Key[Any]] = {
    key.name: key
    for key in (
        FILE_SCHEMA, LAST_MODE, SOUND, MOTION, LANGUAGE, THEME, ROTATION, ANALYSIS, WINDOW,
        *DIALOG_PLACES.values(),
        *LEGACY_SAVE.values(), LEGACY_SAVE_HINTS,
        *(key for stats in LEGACY_STATS.values() for key in stats),
    )
}  # fmt: skip


def default_path(system: str | None = None) -> Path:
    """Where the game keeps its settings (the history sits beside them):
    Linux ``$XDG_CONFIG_HOME/blockpuzzle/``, Windows ``%LOCALAPPDATA%\\
    blockpuzzle\\``, macOS ``~/Library/Application Support/blockpuzzle/``.
    ``system``, a ``sys.platform`` value, fakes the platform (tests)."""
    kind: Callable[..., platformdirs.PlatformDirsABC] = platformdirs.PlatformDirs
    if system is not None:
        from platformdirs.macos import MacOS
        from platformdirs.unix import Unix
        from platformdirs.windows import Windows

        kind = {"win32": Windows, "darwin": MacOS}.get(system, Unix)
    return kind(APP_NAME, appauthor=False).user_config_path / f"{APP_NAME}.ini"


# -- parsing -----------------------------------------------------------------


class BadValue(ValueError):
    pass


def parse(key: Key[T], raw: object) -> T:
    """``raw`` (as QSettings hands it back) as the key's type, or BadValue."""
    if not isinstance(raw, str):
        # Lists, byte arrays and the like: never what this game writes.
        raise BadValue(f"{key.name}: not a single value")
    text = raw.strip()
    value: Any
    if key.type is bool:
        if text.lower() not in ("true", "false"):
            raise BadValue(f"{key.name}: {raw!r} is not true or false")
        value = text.lower() == "true"
    elif key.type is int:
        if not text.lstrip("-").isdigit() or not text.isascii() or len(text) > 18:
            raise BadValue(f"{key.name}: {raw!r} is not a whole number")
        value = int(text)
    elif key.type is float:
        try:
            value = float(text)
        except ValueError:
            raise BadValue(f"{key.name}: {raw!r} is not a number") from None
        if not math.isfinite(value):
            raise BadValue(f"{key.name}: {raw!r} is not a finite number")
    else:
        value = raw
    if not key.check(value):
        raise BadValue(f"{key.name}: {raw!r} is out of range")
    return value  # type: ignore[no-any-return]


def unparse(key: Key[T], value: T) -> str:
    if key.type is bool:
        return "true" if value else "false"
    if key.type is float:
        return repr(round(float(value), 3))  # type: ignore[arg-type]
    return str(value)


class Settings:
    """The settings file: typed reads through :class:`Key`, a backup before
    the first write to a file that had anything wrong with it, and a record
    of whether writing works at all."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else default_path()
        self.problems: list[str] = []
        self.backups: list[Path] = []
        self.backup_error: str | None = None  # why the file could not be copied aside
        self.write_error = False
        self._unreadable = False
        self._bad: dict[str, Key[Any]] = {}  # keys whose values did not parse
        self._lines: dict[str, str] | None = None  # the file read line by line
        self._removed: set[str] = set()
        # Called after every write that reached the disk (the file may be a
        # new one then: QSettings writes a temporary file and renames it).
        self.on_written: list[Callable[[], object]] = []
        with contextlib.suppress(OSError):  # reported when the first write fails
            self.path.parent.mkdir(parents=True, exist_ok=True)
        if self.path.exists():
            try:
                self.path.read_bytes().decode("utf-8")
            except UnicodeDecodeError:
                self.problems.append("the settings file is not valid text")
            except OSError as error:
                self.problems.append(f"the settings file cannot be read: {error.strerror}")
                self._unreadable = True
        self._qs = QSettings(str(self.path), QSettings.Format.IniFormat)
        if self._qs.status() != QSettings.Status.NoError:
            self.problems.append("the settings file is damaged")
        lost = [n for n in self._text_keys() if n in DECLARED and not self._qs.contains(n)]
        if lost:
            self.problems.append(f"the settings file is damaged before {lost[0]}")
        for key in DECLARED.values():
            self.get(key)  # every bad value is known (and told) from the start
        schema = self.get(FILE_SCHEMA)
        if schema > SCHEMA:
            self.problems.append(f"the settings file is from a newer version (layout {schema})")

    # -- reading and writing ------------------------------------------------

    def raw(self, key: Key[Any]) -> object:
        return self._qs.value(key.name)

    def has(self, key: Key[Any]) -> bool:
        return self._qs.contains(key.name)

    def present(self, key: Key[Any]) -> bool:
        """Whether the file holds ``key``: for QSettings, or on a line of its
        own that a damaged line above hid from QSettings."""
        return self.has(key) or (key.name not in self._removed and self.text_value(key) is not None)

    def raw_or_text(self, key: Key[Any]) -> object:
        """``key``'s raw value; its line's text where QSettings lost it."""
        if self.has(key) or key.name in self._removed:
            return self.raw(key)
        return self.text_value(key)

    def get(self, key: Key[T]) -> T:
        """The value of ``key``; its default where it is missing or does not
        parse (and the latter is noted in :attr:`problems`)."""
        raw = self._qs.value(key.name)
        if raw is None:
            if self._qs.contains(key.name) or key.name in self._removed:
                if self._qs.contains(key.name):
                    self._note_bad(key, f"{key.name}: unreadable")
                return key.default
            # QSettings lost it to a damaged line above, but its own line
            # may still hold it (and sync() writes it back).
            raw = self.text_value(key)
            if raw is None:
                return key.default
        try:
            return parse(key, raw)
        except BadValue as error:
            self._note_bad(key, str(error))
            return key.default

    def text_value(self, key: Key[Any]) -> str | None:
        """``key``'s value as the file's text has it, read line by line
        without QSettings: one unbalanced quote or trailing backslash makes
        QSettings drop everything after it, but each later line still holds
        its value."""
        return self._text_keys().get(key.name)

    def _text_keys(self) -> dict[str, str]:
        if self._lines is None:
            self._lines = {}
            section = ""
            try:
                text = self.path.read_text(encoding="utf-8", errors="replace")
            except OSError:
                text = ""
            for line in text.splitlines():
                line = line.strip()
                if line.startswith("[") and line.endswith("]"):
                    section = line[1:-1]
                elif "=" in line and section:
                    name, _, value = line.partition("=")
                    group = "" if section == "General" else section + "/"
                    self._lines[group + name.strip().replace("\\", "/")] = _unquoted(value.strip())
        return self._lines

    def _note_bad(self, key: Key[Any], problem: str) -> None:
        if key.name not in self._bad:
            self._bad[key.name] = key
            self.problems.append(problem)

    def set(self, key: Key[T], value: T) -> None:
        text = unparse(key, value)
        if self._qs.value(key.name) == text:
            return  # already so: nothing for sync() to write
        self._qs.setValue(key.name, text)
        self._bad.pop(key.name, None)  # a new value mends a bad one

    def remove(self, key: Key[Any]) -> None:
        self._qs.remove(key.name)
        self._removed.add(key.name)
        self._bad.pop(key.name, None)

    def sync(self) -> bool:
        """Write to disk (atomically: a temporary file, then a rename).
        False where that failed, or where a file with problems could not be
        copied aside first (it is then left as it is)."""
        must_copy = self.problems and not self.backups and self.path.exists()
        if must_copy and (self._unreadable or self.backup("damaged") is None):
            self.write_error = True
            return False
        for key in list(self._bad.values()):
            if self.has(key):
                self.set(key, key.default)  # told once, backed up: now mended
        for name in self._text_keys():
            declared = DECLARED.get(name)
            if declared is not None and name not in self._removed and not self._qs.contains(name):
                self.set(declared, self.get(declared))  # what a damaged line above hid, kept
        if self.problems:
            # Written whole even where no value changed: what was wrong in
            # the file (a line that is not text, say) goes with the rewrite.
            self._qs.setValue(FILE_SCHEMA.name, unparse(FILE_SCHEMA, SCHEMA))
        else:
            self.set(FILE_SCHEMA, SCHEMA)
        self._qs.sync()
        self.write_error = self._qs.status() == QSettings.Status.AccessError
        if not self.write_error:
            for written in self.on_written:
                written()
        return not self.write_error

    def backup(self, reason: str) -> Path | None:
        """Copy the file as it is on disk to a timestamped file beside it;
        its path, or None (and :attr:`backup_error`) where that failed —
        never a partial copy left behind."""
        if not self.path.is_file():
            return None
        target = free_name(self.path, reason)
        try:
            shutil.copy2(self.path, target)
        except OSError as error:
            self.backup_error = error.strerror or str(error)
            with contextlib.suppress(OSError):
                target.unlink()
            return None
        self.backups.append(target)
        return target


def _unquoted(value: str) -> str:
    """A value as QSettings wrote it on its line: a value with a comma or a
    quote is written in quotes, with ``\\"`` and ``\\\\`` inside."""
    if len(value) >= 2 and value[0] == value[-1] == '"':
        return re.sub(r'\\(["\\])', r"\1", value[1:-1])
    return value


def free_name(path: Path, reason: str) -> Path:
    """A name beside ``path`` for a copy of it, stamped with the time and
    ``reason``, that no file has yet."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.{stamp}.{reason}{path.suffix}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.stem}.{stamp}-{n}.{reason}{path.suffix}")
    return target
