"""What a screen reader is given, in each language: every sentence the game
announces and every name and description of everything a screen reader can
reach (the window and each of its dialogs, their lists, tables and cells),
gathered as a player goes through the game — playing by keys, the end, the
statistics' every tab, the help, a game number typed wrong, a review
stepped through, mistakes retried and positions practised.

None relies on a sign a screen reader reads as a symbol's name, or skips:
▸, ←, →, ×, · — nor breaks off on an ellipsis.  The one ellipsis allowed is the
platform's own mark on a command that opens a dialog ("Preferences…"),
which screen readers pass over.  And a score over 999 is written and said
as the language writes it ("1,234", "1.234"), never "1234"."""

from __future__ import annotations

import datetime
import random
import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QApplication

from blockpuzzle.access.speech import Speaker
from blockpuzzle.engine import CLASSIC, SHAPES, Game, GameState
from blockpuzzle.lang.words import spoken
from blockpuzzle.store.settings import LANGUAGE

from ..helpers import ALMOST_OVER, finish, open_window, played_positions

LANGUAGES = ["en", "id", "pt_BR"]
SIGNS = "▸←→×·"
# Roles whose names are commands: a closing "…" is the platform's mark of a
# command that opens a dialog, which screen readers pass over.
COMMANDS = {"Button", "MenuItem", "PushButton", "CheckBox", "RadioButton", "PageTab"}
# A score over 999 as each language writes it.
SCORE = 12_345
WRITTEN = {"en": "12,345", "id": "12.345", "pt_BR": "12.345"}


def walk(interface: QAccessibleInterface | None, found: list[tuple[str, str]]) -> None:
    """Every name and description under ``interface``, as an AT-SPI client
    reads them, with the role of what carries it."""
    if interface is None or not interface.isValid():
        return
    role = interface.role().name
    for kind in (QAccessible.Text.Name, QAccessible.Text.Description):
        text = interface.text(kind)
        if text:
            found.append((role, text))
    for i in range(interface.childCount()):
        walk(interface.child(i), found)


def everything_shown(found: list[tuple[str, str]]) -> None:
    QApplication.processEvents()  # the sentences said, which go after the event
    for widget in QApplication.topLevelWidgets():
        if widget.isVisible():
            walk(QAccessible.queryAccessibleInterface(widget), found)


def faults(heard: list[tuple[str, str]]) -> list[tuple[str, str]]:
    bad = []
    for role, text in heard:
        signs = [s for s in SIGNS if s in text]
        ellipsis = text.count("…")
        allowed = 1 if role in COMMANDS and text.endswith("…") else 0
        if signs or ellipsis > allowed:
            bad.append((role, text))
    return bad


@pytest.fixture
def said(monkeypatch) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    """Every sentence a speaker (the window's, a review's) sends to
    assistive technology, as an announcement or a notification."""
    QAccessible.setActive(True)  # as under a screen reader
    sentences: list[tuple[str, str]] = []
    send = Speaker.send

    def recording(self: Speaker, text: str) -> None:
        sentences.append(("Announcement", text))
        send(self, text)

    monkeypatch.setattr(Speaker, "send", recording)
    return sentences


def play_by_keys(win) -> None:  # type: ignore[no-untyped-def]
    """A few moves as a keyboard player makes them, with every reading,
    jumping and hint key, and the edges."""
    for name in ("select_1", "read_tray", "read_row", "read_column", "next_fit",
                 "previous_fit", "hint", "place", "undo", "select_2", "cursor_up",
                 "cursor_left", "read_row", "deselect", "deselect", "select_3", "next_fit",
                 "place", "read_tray"):  # fmt: skip
        win.action(name).trigger()
        QApplication.processEvents()
    for _ in range(8):
        win.action("select_1").trigger()
        win.action("cursor_up").trigger()
        win.action("cursor_left").trigger()
    win.announcer.edge(1, 0)
    win.announcer.edge(0, 1)


def game_over_with_a_big_score(win) -> None:  # type: ignore[no-untyped-def]
    """A game ending with a score over 999: a single cell fits the one
    hole it may go in, and then nothing fits."""
    game = Game(CLASSIC, 5)
    dot, bar = SHAPES["dot"], SHAPES["bar2h"]
    game.state = GameState(ALMOST_OVER, (dot, bar, None), SCORE - 1, 200, 300, False)
    win.model.load_game(game)
    QApplication.processEvents()
    assert win.model.place(0, 0, 4)
    QApplication.processEvents()
    assert win.model.game.over


@pytest.fixture(scope="module")
def scenes() -> Iterator[None]:
    yield


def test_nothing_heard_relies_on_a_sign_in_any_language(qtbot, tmp_path, said):
    win = open_window(qtbot, tmp_path / "settings.ini", Game(CLASSIC, (1 << 40) - 77))
    # A game of the history to review, retry and practise: played to its end.
    played_positions(win.model, random.Random(3))
    record = win.session.history.last_game()
    assert record is not None
    win.show_review(record)
    review = win.review_window
    qtbot.waitUntil(lambda: review.moves_model is not None and review.moves_model.complete,
                    timeout=120_000)  # fmt: skip
    assert review.retry_button.isEnabled(), "a game played at random has mistakes"
    bar = win.retry_bar
    heard: dict[str, list[tuple[str, str]]] = {}
    for language in LANGUAGES:
        win.prefs.set(LANGUAGE, language)
        QApplication.processEvents()
        assert language == "en" or QCoreApplication.translate("Commands", "&Game") != "&Game"
        found: list[tuple[str, str]] = []
        # The review, stepped through.
        for row in range(review.moves_model.rowCount()):
            review.go(row)
        everything_shown(found)
        # Its mistakes retried: each one tried, the coach's move shown, and
        # the end of them.
        review.retry_button.click()
        qtbot.waitUntil(lambda: bar.active, timeout=60_000)
        everything_shown(found)
        bar.show_coach()
        everything_shown(found)
        for _ in bar.mistakes:
            win.model.place(*win.model.game.legal_moves()[0])
            everything_shown(found)
            bar.next_mistake()
        # A practice position of each theme.
        themes = ("order", "lines", "square", "holes", "big", "room")
        mistakes = [bar.mistakes[i % len(bar.mistakes)]._replace(
                        theme=theme, drill=1, started=record.started)
                    for i, theme in enumerate(themes)]  # fmt: skip
        bar.start_practice(mistakes)
        for _ in mistakes:
            everything_shown(found)
            win.model.place(*win.model.game.legal_moves()[-1])
            everything_shown(found)
            bar.next_mistake()
        bar.stop()
        # Playing, by keys; the end of a game.
        win.model.load_game(Game(CLASSIC, 5))
        play_by_keys(win)
        everything_shown(found)
        # Today's deal, played to its end: its card and the coach's score.
        game_over_with_a_big_score(win)  # no game in progress to ask about
        win.action("daily_classic").trigger()
        QApplication.processEvents()
        assert win.model.daily
        finish(win.model, random.Random(5))
        everything_shown(found)
        game_over_with_a_big_score(win)
        everything_shown(found)
        written = WRITTEN[language]
        assert win.game_over.score.text() == written
        qtbot.waitUntil(lambda: win.header.shown_score == SCORE)  # counted up to it
        assert win.header.score_label.text() == written
        assert f"{SCORE:,}".replace(",", written[2]) == written
        assert [t for _, t in found if written in t], "the score heard as written"
        # Practice, from the menu: the positions the review kept.
        win.action("practice").trigger()
        everything_shown(found)
        bar.stop()
        game_over_with_a_big_score(win)
        # Every dialog, every tab of Statistics.
        win.show_statistics()
        tabs = win.statistics_dialog.ui.tabs
        for tab in range(tabs.count()):
            tabs.setCurrentIndex(tab)
            QApplication.processEvents()
            everything_shown(found)
        # The charts' numbers as the language writes them too: the bars
        # named by the score they start at, the axes' labels.
        line, bars = (view.chart() for view in win.statistics_dialog.chart_views)
        starts = bars.axes(Qt.Orientation.Horizontal)[0].categories()
        separator = written[2]
        assert max(len(c) for c in starts) > 3
        assert starts == [f"{int(c.replace(separator, '')):,}".replace(",", separator)
                          for c in starts]  # fmt: skip
        for chart in (line, bars):
            assert chart.localizeNumbers() and chart.locale() == QLocale()
        win.statistics_dialog.close()
        win.show_preferences()
        win.show_help()
        win.show_dealing()
        win.show_coach_help()
        win.show_play_number()
        win.number_dialog.ui.numberEdit.setText("C75VK")
        everything_shown(found)
        win.number_dialog.ui.numberEdit.setText("C75VK RNVZ8")
        everything_shown(found)
        win.number_dialog.ui.numberEdit.setText("C75VK RNVZ7")
        win.number_dialog.ui.showDealButton.setChecked(True)
        everything_shown(found)
        for dialog in (win.number_dialog, win.preferences_dialog, win.help_dialog,
                       win.dealing_dialog, win.coach_dialog):  # fmt: skip
            dialog.close()
        heard[language] = found + said
        said.clear()
    # No number over 999 without the language's separator: the score, the
    # best, the lines, counts of games and moves (a year, "2026", is not one).
    raw = re.compile(r"(?<![\w.,:-])\d{4,}(?!\w|[.,:-]\d)")
    years = {str(datetime.date.today().year + d) for d in (-1, 0, 1)}
    unwritten = [(language, text) for language, texts in heard.items() for _, text in texts
                 if set(raw.findall(text)) - years]  # fmt: skip
    assert not unwritten, unwritten
    bad = {language: sorted(set(faults(texts))) for language, texts in heard.items()}
    assert not any(bad.values()), "\n".join(
        f"{language} {role}: {text}" for language, texts in bad.items() for role, text in texts
    )


@pytest.mark.parametrize(
    ("language", "shown", "said"),
    [
        ("en", "Game ▸ Play Game Number… ▸ Show the Deal lists the pieces.",
         "Game, then Play Game Number, then Show the Deal lists the pieces."),
        ("en", "keep room for the 3×3", "keep room for the 3 by 3"),
        ("en", "Practice · Classic · game C75VK RNVZ7, from move 12",
         "Practice, Classic, game C75VK RNVZ7, from move 12"),
        ("id", "“Permainan ▸ Latihan” menghadirkan", "“Permainan, lalu Latihan” menghadirkan"),
        ("id", "sisakan ruang untuk 3×3", "sisakan ruang untuk 3 kali 3"),
        ("pt_BR", "“Jogo ▸ Revisar Última Partida”, “Revisar…” em “Estatísticas ▸ Partidas”",
         "“Jogo, depois Revisar Última Partida”, “Revisar” em “Estatísticas, depois Partidas”"),
        ("pt_BR", "um tabuleiro 8×8", "um tabuleiro 8 por 8"),
    ],
)  # fmt: skip
def test_signs_are_said_in_the_languages_words(win, language, shown, said):
    win.prefs.set(LANGUAGE, language)
    assert spoken(shown) == said
    win.prefs.set(LANGUAGE, "en")
