"""Pieces in words: what a screen reader says for each shape, in English and
in the players' other languages."""

from __future__ import annotations

import pytest

from blockpuzzle.engine import SHAPES
from blockpuzzle.lang.translations import Translations
from blockpuzzle.models.piece_names import describe

# Each written from the shape's picture in engine/shapes.py, not from the
# function: "bend" is where the two arms meet; a T "points" where its stem
# does; a J or L is "upright" as first drawn, then turned clockwise.
ENGLISH = {
    "dot": "a single cell",
    "bar2h": "a horizontal bar of 2 cells",
    "bar3h": "a horizontal bar of 3 cells",
    "bar4h": "a horizontal bar of 4 cells",
    "bar5h": "a horizontal bar of 5 cells",
    "bar2v": "a vertical bar of 2 cells",
    "bar3v": "a vertical bar of 3 cells",
    "bar4v": "a vertical bar of 4 cells",
    "bar5v": "a vertical bar of 5 cells",
    "square2": "a 2 by 2 square",
    "square3": "a 3 by 3 square",
    "corner2_tl": "a small corner of 3 cells, its bend at the top-left",
    "corner2_tr": "a small corner of 3 cells, its bend at the top-right",
    "corner2_bl": "a small corner of 3 cells, its bend at the bottom-left",
    "corner2_br": "a small corner of 3 cells, its bend at the bottom-right",
    "corner3_tl": "a large corner of 5 cells, its bend at the top-left",
    "corner3_tr": "a large corner of 5 cells, its bend at the top-right",
    "corner3_bl": "a large corner of 5 cells, its bend at the bottom-left",
    "corner3_br": "a large corner of 5 cells, its bend at the bottom-right",
    "t0": "a T of 4 cells, pointing down",
    "t90": "a T of 4 cells, pointing left",
    "t180": "a T of 4 cells, pointing up",
    "t270": "a T of 4 cells, pointing right",
    "s0": "an S of 4 cells, lying flat",
    "s90": "an S of 4 cells, standing up",
    "z0": "a Z of 4 cells, lying flat",
    "z90": "a Z of 4 cells, standing up",
    "j0": "a J of 4 cells, upright",
    "j90": "a J of 4 cells, lying flat",
    "j180": "a J of 4 cells, upside down",
    "j270": "a J of 4 cells, lying flat, turned back",
    "l0": "an L of 4 cells, upright",
    "l90": "an L of 4 cells, lying flat",
    "l180": "an L of 4 cells, upside down",
    "l270": "an L of 4 cells, lying flat, turned back",
}

# One of each kind, as the Indonesian file (resources/translations) words it.
INDONESIAN = {
    "dot": "satu kotak",
    "bar2h": "batang mendatar berisi 2 kotak",
    "bar3v": "batang tegak berisi 3 kotak",
    "square2": "persegi 2 kali 2",
    "square3": "persegi 3 kali 3",
    "corner2_tl": "siku kecil berisi 3 kotak, sudutnya di kiri atas",
    "corner3_br": "siku besar berisi 5 kotak, sudutnya di kanan bawah",
    "s0": "bentuk S berisi 4 kotak, mendatar",
    "z90": "bentuk Z berisi 4 kotak, berdiri",
    "t0": "bentuk T berisi 4 kotak, menghadap ke bawah",
    "t90": "bentuk T berisi 4 kotak, menghadap ke kiri",
    "j0": "bentuk J berisi 4 kotak, tegak",
    "j180": "bentuk J berisi 4 kotak, terbalik",
    "l270": "bentuk L berisi 4 kotak, mendatar, menghadap sebaliknya",
}


@pytest.fixture
def language(qapp):
    translations = Translations()
    yield translations.apply
    translations.apply("en")


def test_every_piece_is_described_exactly(language):
    language("en")
    assert {shape_id: describe(shape) for shape_id, shape in SHAPES.items()} == ENGLISH


def test_pieces_are_described_in_indonesian(language):
    """Every phrase, and every part of a phrase (the corner, the way a piece
    lies), comes from the translation: a wrong context leaves English."""
    language("id")
    assert {k: describe(SHAPES[k]) for k in INDONESIAN} == INDONESIAN
    every = [describe(shape) for shape in SHAPES.values()]
    assert len(set(every)) == len(SHAPES)  # no two pieces sound alike
    for text in every:
        assert not {"cell", "cells", "corner", "bar", "lying", "pointing"} & set(
            text.replace(",", "").split()
        ), text


def test_pieces_are_described_in_brazilian_portuguese(language):
    language("pt_BR")
    assert describe(SHAPES["bar2h"]) == "uma barra deitada de 2 casas"
    assert describe(SHAPES["corner2_tl"]) == (
        "um canto pequeno de 3 casas, com o vértice no alto, à esquerda"
    )
    assert describe(SHAPES["t0"]) == "um T de 4 casas, apontando para baixo"
