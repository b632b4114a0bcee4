"""A scroll area's viewport made in Python, as Qt would make it.

PySide6 meets a widget that Qt made in C++ (the viewport a scroll area makes
for itself, as ``viewport()`` first returns it) by testing it against every
class of QtWidgets to find the one to wrap it in, and so creates them all,
with their Python enums: 53 enum classes and ~5 ms at start, for three
views that only needed a QWidget.  A widget made here is wrapped already.
"""

from __future__ import annotations

from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QAbstractScrollArea, QWidget


def viewport_made_here(area: QAbstractScrollArea) -> None:
    """Give ``area`` a new viewport set up as QAbstractScrollArea sets up its
    own (name, background)."""
    viewport = QWidget()
    viewport.setObjectName("qt_scrollarea_viewport")
    viewport.setBackgroundRole(QPalette.ColorRole.Base)
    viewport.setAutoFillBackground(True)
    area.setViewport(viewport)
