"""Table columns that give up room to a narrow window but never their
title's."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHeaderView, QStyle


def keep_title_whole(header: QHeaderView, column: int) -> None:
    """Let no section of ``header`` (a horizontal one) be narrower than
    ``column``'s title and the header's margins: a stretching column
    shrinks with its window down to that, and no further (the table
    scrolls instead); measured again whenever the model's titles change (a
    new language)."""

    def fit() -> None:
        model = header.model()
        if model is None:
            return
        title = str(model.headerData(column, Qt.Orientation.Horizontal) or "")
        margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
        header.setMinimumSectionSize(header.fontMetrics().horizontalAdvance(title) + 4 * margin)

    fit()
    model = header.model()
    if model is not None:
        model.headerDataChanged.connect(fit)
