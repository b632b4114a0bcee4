"""Every finished translation keeps to its language's term list
(resources/translations/terms.json): no banned variant anywhere."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

FOLDER = Path(__file__).resolve().parents[2] / "resources" / "translations"
TERMS = json.loads((FOLDER / "terms.json").read_text(encoding="utf-8"))


def translations(language: str) -> list[str]:
    root = ET.parse(FOLDER / f"blockpuzzle_{language}.ts").getroot()
    found = []
    for translation in root.iter("translation"):
        forms = [f.text or "" for f in translation.iter("numerusform")]
        found += forms or [translation.text or ""]
    return found


@pytest.mark.parametrize("language", ["id", "pt_BR"])
def test_no_translation_uses_a_banned_term(language):
    texts = translations(language)
    assert len(texts) > 200
    for term in TERMS[language]:
        pattern = re.compile(term["pattern"])
        offending = [text for text in texts if pattern.search(text)]
        assert not offending, (term["why"], offending)


def test_the_term_list_catches_what_it_bans():
    """Each banned pattern matches the mistake it was written for, and only
    a banned pattern does: the words that replaced it pass."""
    fixed = {
        "id": "Ulangi permainan ini. Pembagian keping yang adil. Set keping berikutnya mendarat "
        "di kotak yang masih terisi; permainan berakhir. Aktifkan suara. JALUR",
        "pt_BR": "Cada casa preenchida vale 1 ponto, na linha de cima; um quadrado de 2 por 2. "
        "Partida no modo {mode}: 0 segundos, foi {day}. Repetir estas peças.",
    }
    for language, terms in TERMS.items():
        if language in ("about", "glossary"):
            continue
        assert terms
        for term in terms:
            assert re.search(term["pattern"], term["example"]), term
            assert not re.search(term["pattern"], fixed[language]), term


@pytest.mark.parametrize("language", ["id", "pt_BR"])
def test_each_word_of_the_glossary_is_the_one_in_use(language):
    """The glossary names the word each language uses for each thing the
    game names; each is used (in any case), so the list is the game's."""
    text = "\n".join(translations(language)).lower()
    for thing, words in TERMS["glossary"].items():
        if thing == "about":
            continue
        assert words[language].lower() in text, (thing, words[language])
