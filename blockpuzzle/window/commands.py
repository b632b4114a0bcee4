"""Every command of the game, declared once: its name, menu, text, keys
and what it does.

The window turns each into a :class:`QAction` and connects it to what it
does; the
texts are marked for Qt Linguist here and translated whenever the language
changes.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QAction, QKeySequence

from ..engine import ARCADE, CLASSIC

Key = QKeySequence.StandardKey
Role = QAction.MenuRole


class Command(NamedTuple):
    name: str
    menu: str
    # Untranslated, as QT_TRANSLATE_NOOP marks it (typed there as object);
    # see title().
    text: object
    keys: tuple[QKeySequence.StandardKey | str, ...] = ()
    separator_before: bool = False
    # Where macOS puts it: Quit and Preferences in the application menu;
    # every other command stays in its own menu whatever its translated
    # text (Qt's default, TextHeuristicRole, moves anything that reads
    # like "Settings", "Options", "About" or "Exit").
    role: QAction.MenuRole = Role.NoRole
    # What it does: the window's method (a dotted path from the window,
    # as "model.undo") and what it is called with.
    does: str = ""
    args: tuple[object, ...] = ()

    def title(self) -> str:
        return QCoreApplication.translate("Commands", str(self.text))

    def shortcuts(self) -> list[QKeySequence]:
        found: list[QKeySequence] = []
        for key in self.keys:
            if isinstance(key, str):
                found.append(QKeySequence(key))
            else:
                found.extend(QKeySequence.keyBindings(key))
        unique: list[QKeySequence] = []
        for sequence in found:
            if not sequence.isEmpty() and sequence not in unique:
                unique.append(sequence)
        return unique


MENUS = (
    ("game", QT_TRANSLATE_NOOP("Commands", "&Game")),
    ("edit", QT_TRANSLATE_NOOP("Commands", "&Edit")),
    ("piece", QT_TRANSLATE_NOOP("Commands", "&Piece")),
    ("help", QT_TRANSLATE_NOOP("Commands", "&Help")),
)

COMMANDS = (
    Command(
        "new_classic",
        "game",
        QT_TRANSLATE_NOOP("Commands", "New &Classic Game"),
        (Key.New,),
        does="new_game",
        args=(CLASSIC,),
    ),
    Command(
        "new_arcade",
        "game",
        QT_TRANSLATE_NOOP("Commands", "New &Arcade Game"),
        ("Ctrl+Shift+N",),
        does="new_game",
        args=(ARCADE,),
    ),
    Command(
        "play_number",
        "game",
        QT_TRANSLATE_NOOP("Commands", "Play Game &Number…"),
        ("Ctrl+G",),
        does="show_play_number",
    ),
    Command(
        "daily_classic",
        "game",
        QT_TRANSLATE_NOOP("Commands", "&Today's Classic Deal"),
        does="play_daily",
        args=("classic",),
    ),
    Command(
        "daily_arcade",
        "game",
        QT_TRANSLATE_NOOP("Commands", "Today's Arcade Dea&l"),
        does="play_daily",
        args=("arcade",),
    ),
    Command(
        "statistics",
        "game",
        QT_TRANSLATE_NOOP("Commands", "&Statistics"),
        ("Ctrl+I",),
        True,
        does="show_statistics",
    ),
    Command(
        "review_last",
        "game",
        QT_TRANSLATE_NOOP("Commands", "Re&view Last Game"),
        does="review_last_game",
    ),
    Command(
        "retry_last",
        "game",
        QT_TRANSLATE_NOOP("Commands", "Retr&y Mistakes of the Last Game"),
        does="retry_last_game",
    ),
    Command(
        "practice",
        "game",
        QT_TRANSLATE_NOOP("Commands", "&Practice"),
        ("Ctrl+Shift+P",),
        does="start_practice",
    ),
    Command(
        "preferences",
        "game",
        QT_TRANSLATE_NOOP("Commands", "P&references…"),
        ("Ctrl+,",),
        role=Role.PreferencesRole,
        does="show_preferences",
    ),
    Command(
        "quit",
        "game",
        QT_TRANSLATE_NOOP("Commands", "&Quit"),
        ("Ctrl+Q",),
        True,
        Role.QuitRole,
        does="close",
    ),
    Command("undo", "edit", QT_TRANSLATE_NOOP("Commands", "&Undo"), (Key.Undo,), does="model.undo"),
    Command(
        "select_1",
        "piece",
        QT_TRANSLATE_NOOP("Commands", "Select Piece &1"),
        ("1",),
        does="_select",
        args=(0,),
    ),
    Command(
        "select_2",
        "piece",
        QT_TRANSLATE_NOOP("Commands", "Select Piece &2"),
        ("2",),
        does="_select",
        args=(1,),
    ),
    Command(
        "select_3",
        "piece",
        QT_TRANSLATE_NOOP("Commands", "Select Piece &3"),
        ("3",),
        does="_select",
        args=(2,),
    ),
    Command(
        "place",
        "piece",
        QT_TRANSLATE_NOOP("Commands", "&Place at Cursor"),
        ("Return", "Enter", "Space"),
        does="_place_at_cursor",
    ),
    Command(
        "deselect", "piece", QT_TRANSLATE_NOOP("Commands", "&Deselect"), ("Esc",), does="_deselect"
    ),
    Command(
        "rotate",
        "piece",
        QT_TRANSLATE_NOOP("Commands", "&Rotate Piece"),
        ("R",),
        does="_rotate_selected",
    ),
    Command(
        "next_fit",
        "piece",
        QT_TRANSLATE_NOOP("Commands", "&Next Place It Fits"),
        ("F",),
        True,
        does="_jump",
        args=(1,),
    ),
    Command(
        "previous_fit",
        "piece",
        QT_TRANSLATE_NOOP("Commands", "Pre&vious Place It Fits"),
        ("Shift+F",),
        does="_jump",
        args=(-1,),
    ),
    Command("hint", "piece", QT_TRANSLATE_NOOP("Commands", "&Hint"), ("H",), does="_hint"),
    Command(
        "read_row",
        "piece",
        QT_TRANSLATE_NOOP("Commands", "Read the Ro&w"),
        ("L",),
        True,
        does="announcer.read_row",
    ),
    Command(
        "read_column",
        "piece",
        QT_TRANSLATE_NOOP("Commands", "Read the Colu&mn"),
        ("Shift+L",),
        does="announcer.read_column",
    ),
    Command(
        "read_tray",
        "piece",
        QT_TRANSLATE_NOOP("Commands", "Read the &Tray"),
        ("T",),
        does="announcer.read_tray",
    ),
    Command(
        "cursor_up",
        "piece",
        QT_TRANSLATE_NOOP("Commands", "Cursor &Up"),
        ("Up",),
        True,
        does="_move_cursor",
        args=(-1, 0),
    ),
    Command(
        "cursor_down",
        "piece",
        QT_TRANSLATE_NOOP("Commands", "Cursor D&own"),
        ("Down",),
        does="_move_cursor",
        args=(1, 0),
    ),
    Command(
        "cursor_left",
        "piece",
        QT_TRANSLATE_NOOP("Commands", "Cursor &Left"),
        ("Left",),
        does="_move_cursor",
        args=(0, -1),
    ),
    Command(
        "cursor_right",
        "piece",
        QT_TRANSLATE_NOOP("Commands", "Cursor Ri&ght"),
        ("Right",),
        does="_move_cursor",
        args=(0, 1),
    ),
    Command(
        "how_to_play",
        "help",
        QT_TRANSLATE_NOOP("Commands", "&How to Play"),
        (Key.HelpContents, "F1"),
        does="show_help",
    ),
    Command(
        "how_dealing_works",
        "help",
        QT_TRANSLATE_NOOP("Commands", "How &Dealing Works"),
        does="show_dealing",
    ),
    Command(
        "how_the_coach_judges",
        "help",
        QT_TRANSLATE_NOOP("Commands", "How the &Coach Judges a Move"),
        does="show_coach_help",
    ),
)


def menu_title(text: object) -> str:
    return QCoreApplication.translate("Commands", str(text))
