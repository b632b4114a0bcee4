"""The words in every language: unique shortcuts, labels that fit, sentences
that speak well, plurals, and a help that says what the game does."""

from __future__ import annotations

import errno
import os
import re

import pytest
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QPoint, QRect, QTranslator
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QMenu, QTabWidget

from blockpuzzle.engine import ARCADE_SHAPES, CLASSIC, Game, shape
from blockpuzzle.lang.words import cause, duration, os_cause
from blockpuzzle.models.piece_names import describe
from blockpuzzle.store.settings import LANGUAGE

from ..helpers import ALMOST_OVER, ROOT, with_tray

LANGUAGES = ["en", "id", "pt_BR"]


@pytest.fixture(params=LANGUAGES)
def speaking(request, win, qtbot):
    """The window, switched to a language (and back to English after)."""
    win.prefs.set(LANGUAGE, request.param)
    qtbot.waitUntil(lambda: QCoreApplication.translate("Commands", "&Game") != "" and True)
    QApplication.processEvents()
    yield win, request.param
    win.prefs.set(LANGUAGE, "en")
    QApplication.processEvents()


def mnemonic(text: str) -> str | None:
    found = re.search(r"&([^&])", text.replace("&&", ""))
    return found.group(1).lower() if found else None


def assert_unique(texts: list[str], where: str) -> None:
    keys = [(mnemonic(t), t) for t in texts if mnemonic(t)]
    letters = [k for k, _ in keys]
    clashes = {k for k in letters if letters.count(k) > 1}
    assert not clashes, (where, [t for k, t in keys if k in clashes])


def test_every_menu_and_the_window_have_unique_shortcut_letters(speaking):
    win, language = speaking
    bar = win.menuBar()
    titles = [a.text() for a in bar.actions()]
    # Alt+letter in the window: the menus and the game-over card's buttons.
    card = [win.game_over.button.text(), win.game_over.again_button.text()]
    assert_unique(titles + card, f"{language}: menu bar and card")
    for action in bar.actions():
        menu = action.menu()
        assert isinstance(menu, QMenu)
        assert_unique([a.text() for a in menu.actions() if not a.isSeparator()],
                      f"{language}: {action.text()}")  # fmt: skip


def dialog_texts(dialog) -> list[str]:  # type: ignore[no-untyped-def]
    texts = [b.text() for b in dialog.findChildren(QAbstractButton) if b.isVisibleTo(dialog)]
    texts += [label.text() for label in dialog.findChildren(QLabel) if label.buddy()]
    for tabs in dialog.findChildren(QTabWidget):
        texts += [tabs.tabText(i) for i in range(tabs.count())]
    return texts


def test_every_dialog_has_unique_shortcut_letters(speaking):
    win, language = speaking
    win.show_preferences()
    win.show_statistics()
    win.show_play_number()
    for dialog in (win.preferences_dialog, win.statistics_dialog, win.number_dialog):
        assert_unique(dialog_texts(dialog), f"{language}: {dialog.windowTitle()}")


def visible_labels_and_buttons(widget):  # type: ignore[no-untyped-def]
    for label in widget.findChildren(QLabel):
        if label.isVisibleTo(widget) and not label.wordWrap() and label.text():
            yield label
    for button in widget.findChildren(QAbstractButton):
        if button.isVisibleTo(widget) and button.text():
            yield button


def test_every_label_fits_its_widget_at_the_default_size(speaking, qtbot):
    win, language = speaking
    win.model.load_game(
        with_tray(Game(CLASSIC, 1), shape("dot"), shape("bar2h"), None, board=ALMOST_OVER)
    )
    win.model.place_at(0, 0, 4)  # game over: the card shows too
    assert win.game_over.isVisible()
    QApplication.processEvents()
    widgets = [win]
    for show in (win.show_preferences, win.show_statistics, win.show_play_number):
        show()
    widgets += [win.preferences_dialog, win.statistics_dialog, win.number_dialog]
    for top in widgets:
        QApplication.processEvents()
        for widget in visible_labels_and_buttons(top):
            needed = widget.sizeHint().width()
            what = (language, type(widget).__name__, widget.text(), widget.width(), needed)
            assert widget.width() >= needed - 1, what
    # The card lies within the board, whatever the length of its title.
    card, board = win.game_over.geometry(), win.board_view.geometry()
    assert board.left() <= card.left() and card.right() <= board.right(), (language, card)


def test_every_dialog_is_whole_at_its_narrowest(speaking, qtbot):
    """Each dialog made as small as the player can make it, in each
    language: no label or button cut (its text's own width at least)."""
    win, language = speaking
    for show in (win.show_preferences, win.show_statistics, win.show_play_number):
        show()
    for dialog in (win.preferences_dialog, win.statistics_dialog, win.number_dialog):
        dialog.resize(1, 1)
        QApplication.processEvents()
        for widget in visible_labels_and_buttons(dialog):
            needed = widget.sizeHint().width()
            what = (language, type(dialog).__name__, widget.text(), widget.width(), needed)
            assert widget.width() >= needed - 1, what
        for label in dialog.findChildren(QLabel):
            if label.isVisibleTo(dialog) and label.wordWrap() and label.text():
                # A wrapped label is as tall as its lines at its width.
                what = (language, label.text(), label.height())
                assert label.height() >= label.heightForWidth(label.width()), what
        dialog.close()


def test_a_narrow_dialog_stays_whole_when_the_language_changes_under_it(win, qtbot):
    """Made as narrow as it goes in English, Statistics then switched to
    Indonesian and Portuguese, whose words are longer: still nothing cut."""
    win.show_statistics()
    dialog = win.statistics_dialog
    dialog.resize(1, 1)
    QApplication.processEvents()
    for language in ("id", "pt_BR"):
        win.prefs.set(LANGUAGE, language)

        def every_wrapped_label_whole(language: str = language) -> None:
            for label in dialog.findChildren(QLabel):
                if label.isVisibleTo(dialog) and label.wordWrap() and label.text():
                    what = (language, label.text(), label.height())
                    assert label.height() >= label.heightForWidth(label.width()), what

        # The dialog grows over a few rounds of layout and window geometry
        # events: the first frames the player sees, later on a busy machine.
        qtbot.waitUntil(every_wrapped_label_whole, timeout=3000)
    win.prefs.set(LANGUAGE, "en")
    dialog.close()


def test_the_game_over_card_is_whole_at_the_narrowest_window(speaking, qtbot):
    """As narrow as the player can make the window: every button and label
    of the card whole, and the card within the board."""
    win, language = speaking
    win.model.load_game(
        with_tray(Game(CLASSIC, 1), shape("dot"), shape("bar2h"), None, board=ALMOST_OVER)
    )
    win.model.place_at(0, 0, 4)
    assert win.game_over.isVisible()
    win.resize(1, 1)
    QApplication.processEvents()
    narrowest = win.width()
    card = win.game_over
    wrapped = [
        label for label in card.findChildren(QLabel)
        if label.isVisibleTo(card) and label.wordWrap() and label.text()
    ]  # fmt: skip
    assert wrapped, "the title wraps on a narrow board"
    for widget in [*visible_labels_and_buttons(card), *wrapped]:
        # Inside the card: nothing pushed out past its edge.
        place = QRect(widget.mapTo(card, QPoint(0, 0)), widget.size())
        assert card.rect().contains(place), (language, widget.text(), place, card.rect())
        needed = widget.sizeHint().width()
        if isinstance(widget, QLabel) and widget.wordWrap():
            needed = min(needed, widget.minimumSizeHint().width())
            assert widget.height() >= widget.heightForWidth(widget.width()), (
                language,
                widget.text(),
            )
        assert widget.width() >= needed - 1, (
            language,
            narrowest,
            widget.text(),
            widget.width(),
            needed,
        )
    card, board = win.game_over.geometry(), win.board_view.geometry()
    assert board.left() <= card.left() and card.right() <= board.right(), (language, card, board)
    win.resize(480, 640)


def test_the_card_stays_whole_when_the_language_changes_under_it(win, qtbot):
    win.model.load_game(
        with_tray(Game(CLASSIC, 1), shape("dot"), shape("bar2h"), None, board=ALMOST_OVER)
    )
    win.model.place_at(0, 0, 4)
    win.resize(1, 1)
    QApplication.processEvents()
    for language in ("pt_BR", "id"):
        win.prefs.set(LANGUAGE, language)

        def card_whole(language: str = language) -> None:
            # The play time in the new language's words too, not the old one's.
            time = DURATIONS[language][0]
            summary = win.game_over.summary.text()
            assert time in summary.splitlines()[2], summary
            for widget in visible_labels_and_buttons(win.game_over):
                if not (isinstance(widget, QLabel) and widget.wordWrap()):
                    needed = widget.sizeHint().width()
                    assert widget.width() >= needed - 1, (language, widget.text(), widget.width())

        # Laid out again over a few rounds of events: on a busy machine, later.
        qtbot.waitUntil(card_whole, timeout=3000)
    win.prefs.set(LANGUAGE, "en")
    win.resize(480, 640)


ABBREVIATIONS = re.compile(r"(?<!\w)(j|mnt|dtk|min|seg|hr|h|s|qtd|nº)(?!\w)")


def test_spoken_sentences_have_no_signs_or_abbreviations(speaking):
    win, language = speaking
    sentences = [describe(piece) for piece in ARCADE_SHAPES]
    sentences += [duration(s) for s in (5, 60, 61, 3600, 3725, 7322)]
    said: list[str] = []
    win.announcer.announced.connect(said.append)
    win.model.load_game(Game(CLASSIC, 5))
    win.model.place(*win.model.game.legal_moves()[0])
    win.model.undo()
    win.announcer.read_tray()
    sentences += said
    for sentence in sentences:
        assert "×" not in sentence, (language, sentence)
        assert not ABBREVIATIONS.search(sentence), (language, sentence)


@pytest.mark.parametrize(
    ("language", "one", "two"),
    [
        ("en", "1 point, score", "2 points, score"),
        ("id", "1 poin, skor", "2 poin, skor"),
        ("pt_BR", "1 ponto, pontuação", "2 pontos, pontuação"),
    ],
)
def test_counts_agree_with_their_nouns(win, qtbot, language, one, two):
    win.prefs.set(LANGUAGE, language)
    said: list[str] = []
    win.announcer.announced.connect(said.append)
    win.model.load_game(with_tray(Game(CLASSIC, 1), shape("dot"), shape("bar2h"), None))
    win.model.place_at(0, 0, 0)
    assert one in said[-1], said
    win.model.place_at(1, 2, 0)
    assert two in said[-1], said
    win.prefs.set(LANGUAGE, "en")


HELP_RULE = {
    "en": "the leftmost cell of its top row",
    "id": "kotak paling kiri di baris teratasnya",
    "pt_BR": "a mais à esquerda da linha de cima",
}


def test_the_help_says_where_a_piece_lands_as_the_game_does(speaking):
    """How to Play's rule for a tap and for Enter — the leftmost cell of the
    piece's top row lands on the cell — is the engine's, for every shape."""
    win, language = speaking
    win.show_help()
    text = win.help_dialog.text.toPlainText()
    assert text.count(HELP_RULE[language]) == 2, (language, text)  # click, and keyboard
    assert "top-left cell" not in text
    for piece in ARCADE_SHAPES:
        top_row = [col for row, col in piece.cells if row == 0]
        assert (0, min(top_row)) == piece.anchor, piece.id


def test_qt_own_words_are_indonesian_too(speaking):
    _win, language = speaking
    if language != "id":
        return
    assert QCoreApplication.translate("QLineEdit", "&Copy") == "&Salin"
    assert QCoreApplication.translate("QWidgetTextControl", "Select All") == "Pilih Semua"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Batal"


def test_the_text_fields_own_menu_has_unique_shortcut_letters(speaking):
    """The menu Qt gives a text field (Play Game Number's, Statistics'
    search) in the window's language: Indonesian's Cut and Paste both took T."""
    from PySide6.QtWidgets import QLineEdit, QTextEdit

    _win, language = speaking
    for field in (QLineEdit("CZZZZ"), QTextEdit("CZZZZ")):
        menu = field.createStandardContextMenu()
        texts = [action.text() for action in menu.actions() if not action.isSeparator()]
        assert len(texts) >= 6, texts
        assert_unique(texts, f"{language} {type(field).__name__}")
        menu.deleteLater()
        field.deleteLater()


def test_the_qt_words_we_translate_are_words_qt_uses():
    """Every (context, source) in qt_id.ts is one Qt translates itself (its
    Brazilian Portuguese file knows it): a typo there would never show."""
    import xml.etree.ElementTree as ET

    qt = QTranslator()
    assert qt.load("qtbase_pt_BR", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    root = ET.parse(ROOT / "resources" / "translations" / "qt_id.ts").getroot()
    for context in root.iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            source = message.findtext("source")
            assert qt.translate(name, source), (name, source)
            assert (message.findtext("translation") or "").strip(), (name, source)


DURATIONS = {
    # seconds: what each language says, written out by hand.
    "en": {0: "under a second", 0.6: "under a second", 1: "1 second", 59: "59 seconds",
           60: "1 minute", 61: "1 minute", 120: "2 minutes", 3600: "1 hour",
           3660: "1 hour 1 minute", 7200: "2 hours", 7322: "2 hours 2 minutes",
           36000: "10 hours"},
    "id": {0: "kurang dari sedetik", 1: "1 detik", 59: "59 detik", 60: "1 menit",
           3600: "1 jam", 3660: "1 jam 1 menit", 7200: "2 jam", 7322: "2 jam 2 menit"},
    "pt_BR": {0: "menos de um segundo", 0.6: "menos de um segundo", 1: "1 segundo",
              59: "59 segundos", 60: "1 minuto", 120: "2 minutos", 3600: "1 hora",
              3660: "1 hora e 1 minuto", 7200: "2 horas", 7322: "2 horas e 2 minutos"},
}  # fmt: skip


@pytest.mark.parametrize("language", sorted(DURATIONS))
def test_play_times_read_right_at_zero_one_and_exact_hours(win, language):
    """Qt's Portuguese plural puts 0 with 1 ("0 segundo"): zero has its
    own words, and an exact hour says no minutes ("1 hora 0 minuto")."""
    win.prefs.set(LANGUAGE, language)
    try:
        assert {s: duration(s) for s in DURATIONS[language]} == DURATIONS[language]
    finally:
        win.prefs.set(LANGUAGE, "en")


def test_portuguese_names_a_mode_after_the_word_for_it(win, qtbot):
    """ "partida Clássico" clashes in gender: the mode is named "no modo
    Clássico" in what Statistics shows and says (charts included)."""
    win.prefs.set(LANGUAGE, "pt_BR")
    try:
        win.model.load_game(Game(CLASSIC, 5))
        while not win.model.game.over:
            win.model.place(*win.model.game.legal_moves()[0])
        win.action("statistics").trigger()
        dialog = win.statistics_dialog
        texts = []
        for mode in range(dialog.ui.modeCombo.count()):
            dialog.ui.tabs.setCurrentIndex(1)
            dialog.ui.modeCombo.setCurrentIndex(mode)
            texts.append(dialog.ui.trendLabel.text())
            texts += [view.accessibleName() for view in dialog.chart_views]
        assert "Nenhuma partida no modo Arcade foi jogada ainda." in texts, texts
        assert any("no modo Clássico" in text for text in texts), texts
        assert not [t for t in texts if re.search(r"partidas? (Clássico|Arcade)", t)], texts
        dialog.close()
    finally:
        win.prefs.set(LANGUAGE, "en")


def test_the_help_tells_undos_real_limit_and_that_classic_pieces_never_turn(win):
    """The audit: the help called undo "unlimited" (it keeps 2,000
    placements), never said Classic pieces do not turn, and said "a new
    board starts" where the player presses New Game."""
    from blockpuzzle.dialogs.help import HelpDialog
    from blockpuzzle.engine import HISTORY_LIMIT

    dialog = HelpDialog(win)
    text = dialog.text.toPlainText()
    dialog.close()
    assert f"takes back up to {HISTORY_LIMIT:,} placements" in text
    assert "In Classic, pieces never turn" in text
    assert "unlimited" not in text and "new board starts" not in text
    assert "a new game, the same deal again, or the coach's review" in text


# What the player reads when a file cannot be written or read, for each
# error the system gives, written out by hand (the .ts files hold the
# Indonesian; a wrong errno mapping, a dropped kind or a changed sentence
# each shows here).
CAUSES = {
    "en": {
        errno.ENOSPC: "the disk is full",
        errno.EDQUOT: "the disk is full",
        errno.EACCES: "/home/ana/s.ini cannot be written to",
        errno.EPERM: "/home/ana/s.ini cannot be written to",
        errno.EROFS: "/home/ana/s.ini cannot be written to",
        errno.ENOTDIR: "/home/ana/s.ini is a file, not a folder",
        errno.ENOENT: "the folder /home/ana/s.ini does not exist",
        errno.EISDIR: "/home/ana/s.ini is a folder",
        errno.ENAMETOOLONG: "the name /home/ana/s.ini is too long",
    },
    "id": {
        errno.ENOSPC: "disk penuh",
        errno.EROFS: "/home/ana/s.ini tidak dapat ditulisi",
        errno.ENOTDIR: "/home/ana/s.ini adalah berkas, bukan folder",
        errno.ENOENT: "folder /home/ana/s.ini tidak ada",
        errno.EISDIR: "/home/ana/s.ini adalah folder",
        errno.ENAMETOOLONG: "nama /home/ana/s.ini terlalu panjang",
    },
}


@pytest.mark.parametrize("language", sorted(CAUSES))
def test_each_system_error_is_told_in_the_players_words(win, language):
    win.prefs.set(LANGUAGE, language)
    try:
        told = {
            number: cause(os_cause(OSError(number, os.strerror(number))), "/home/ana/s.ini")
            for number in CAUSES[language]
        }
        assert told == CAUSES[language]
        newer = {"en": "it was written by a newer version of Block Puzzle",
                 "id": "ditulis oleh versi Block Puzzle yang lebih baru"}[language]  # fmt: skip
        assert cause("newer") == newer
        assert cause("locked", "h.db") == {
            "en": "another program is using h.db", "id": "program lain sedang memakai h.db"
        }[language]  # fmt: skip
    finally:
        win.prefs.set(LANGUAGE, "en")


def test_an_error_of_no_known_kind_is_told_in_the_systems_words():
    assert os_cause(OSError(errno.EIO, "Input/output error")) == ""
    assert os_cause(OSError("no number")) == ""
    assert cause("", "/x", "Input/output error") == "Input/output error"
    assert cause("database is locked up") == "database is locked up"


def test_every_menu_title_shows_at_the_narrowest_window(speaking):
    """As narrow as the player can make the window, in each language: every
    menu's title is whole in the menu bar, none pushed behind its » button,
    and so is everything the header and the tray show."""
    win, language = speaking
    win.resize(1, 1)
    QApplication.processEvents()
    bar = win.menuBar()
    for entry in bar.actions():
        place = bar.actionGeometry(entry)
        wanted = bar.fontMetrics().horizontalAdvance(entry.text().replace("&", ""))
        assert place.width() >= wanted and place.right() < bar.width(), (language, entry.text())
    for widget in visible_labels_and_buttons(win.header):
        if not (isinstance(widget, QLabel) and widget.wordWrap()):
            assert widget.width() >= widget.sizeHint().width(), (language, widget.text())


def menu_words(language: str) -> dict[str, str]:
    """The menus' words (context "Commands") as the language's .ts file
    gives them, read here with a plain XML parser: English source → shown."""
    import xml.etree.ElementTree as ET

    path = ROOT / "resources" / "translations" / f"blockpuzzle_{language}.ts"
    found = {}
    for context in ET.parse(path).getroot().iter("context"):
        if context.findtext("name") == "Commands":
            for message in context.iter("message"):
                found[message.findtext("source") or ""] = message.findtext("translation") or ""
    return found


def test_every_menu_and_command_is_in_the_players_language(speaking):
    """Each menu title and each command, in the menus, reads as the
    language's translation file says for its English words: a command whose
    words are looked up under another name stays in English."""
    win, language = speaking
    words = menu_words("id")  # the sources: every language translates the same ones
    assert len(words) >= 20
    wanted = menu_words(language) if language != "en" else {s: s for s in words}
    shown = []
    for title in win.menuBar().actions():
        shown.append(title.text())
        shown += [a.text() for a in title.menu().actions() if not a.isSeparator()]
    expected_titles = [wanted[s] for s in ("&Game", "&Edit", "&Piece", "&Help")]
    assert [t.text() for t in win.menuBar().actions()] == expected_titles
    # Every source word of the menus is shown, translated, once.
    assert sorted(shown) == sorted(wanted[s] for s in words), language
    if language != "en":
        assert not set(shown) & set(words), "left in English"
