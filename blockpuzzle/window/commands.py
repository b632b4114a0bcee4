"""Every command of the game, declared once: its name, menu, text and keys.

The window turns each into a :class:`QAction` and connects it by name; the
texts are marked for Qt Linguist here and translated whenever the language
changes.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QAction, QKeySequence

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
    Command("new_classic", "game", QT_TRANSLATE_NOOP("Commands", "New &Classic Game"), (Key.New,)),
    Command(
        "new_arcade", "game", QT_TRANSLATE_NOOP("Commands", "New &Arcade Game"), ("Ctrl+Shift+N",)
    ),
    Command(
        "play_number",
        "game",
        QT_TRANSLATE_NOOP("Commands", "Play Game &Number…"),
        ("Ctrl+G",),
    ),
    Command("statistics", "game", QT_TRANSLATE_NOOP("Commands", "&Statistics"), ("Ctrl+I",), True),
    Command("review_last", "game", QT_TRANSLATE_NOOP("Commands", "Re&view Last Game")),
    Command(
        "preferences",
        "game",
        QT_TRANSLATE_NOOP("Commands", "P&references…"),
        ("Ctrl+,",),
        role=Role.PreferencesRole,
    ),
    Command(
        "quit", "game", QT_TRANSLATE_NOOP("Commands", "&Quit"), ("Ctrl+Q",), True, Role.QuitRole
    ),
    Command("undo", "edit", QT_TRANSLATE_NOOP("Commands", "&Undo"), (Key.Undo,)),
    Command("select_1", "piece", QT_TRANSLATE_NOOP("Commands", "Select Piece &1"), ("1",)),
    Command("select_2", "piece", QT_TRANSLATE_NOOP("Commands", "Select Piece &2"), ("2",)),
    Command("select_3", "piece", QT_TRANSLATE_NOOP("Commands", "Select Piece &3"), ("3",)),
    Command(
        "place",
        "piece",
        QT_TRANSLATE_NOOP("Commands", "&Place at Cursor"),
        ("Return", "Enter", "Space"),
    ),
    Command("deselect", "piece", QT_TRANSLATE_NOOP("Commands", "&Deselect"), ("Esc",)),
    Command("rotate", "piece", QT_TRANSLATE_NOOP("Commands", "&Rotate Piece"), ("R",)),
    Command(
        "next_fit",
        "piece",
        QT_TRANSLATE_NOOP("Commands", "&Next Place It Fits"),
        ("F",),
        True,
    ),
    Command(
        "previous_fit",
        "piece",
        QT_TRANSLATE_NOOP("Commands", "Pre&vious Place It Fits"),
        ("Shift+F",),
    ),
    Command("hint", "piece", QT_TRANSLATE_NOOP("Commands", "&Hint"), ("H",)),
    Command("read_row", "piece", QT_TRANSLATE_NOOP("Commands", "Read the Ro&w"), ("L",), True),
    Command(
        "read_column", "piece", QT_TRANSLATE_NOOP("Commands", "Read the Colu&mn"), ("Shift+L",)
    ),
    Command("read_tray", "piece", QT_TRANSLATE_NOOP("Commands", "Read the &Tray"), ("T",)),
    Command("cursor_up", "piece", QT_TRANSLATE_NOOP("Commands", "Cursor &Up"), ("Up",), True),
    Command("cursor_down", "piece", QT_TRANSLATE_NOOP("Commands", "Cursor D&own"), ("Down",)),
    Command("cursor_left", "piece", QT_TRANSLATE_NOOP("Commands", "Cursor &Left"), ("Left",)),
    Command("cursor_right", "piece", QT_TRANSLATE_NOOP("Commands", "Cursor Ri&ght"), ("Right",)),
    Command(
        "how_to_play",
        "help",
        QT_TRANSLATE_NOOP("Commands", "&How to Play"),
        (Key.HelpContents, "F1"),
    ),
    Command("how_dealing_works", "help", QT_TRANSLATE_NOOP("Commands", "How &Dealing Works")),
    Command(
        "how_the_coach_judges",
        "help",
        QT_TRANSLATE_NOOP("Commands", "How the &Coach Judges a Move"),
    ),
)


def menu_title(text: object) -> str:
    return QCoreApplication.translate("Commands", str(text))
