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
    """Each banned pattern matches the mistake it was written for."""
    examples = {
        "id": ["Baris terhapus: {lines}"],
        "pt_BR": ["Nenhuma partida {mode} foi jogada ainda.", "1 hora 0 minuto"],
    }
    for language, texts in examples.items():
        for text, term in zip(texts, TERMS[language], strict=False):
            assert re.search(term["pattern"], text), (term, text)
