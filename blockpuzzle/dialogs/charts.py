"""The Scores tab's charts, their arithmetic and their axes: every game's
score (drawn from at most a thousand points that look the same), the best
so far as steps, a histogram of scores in round buckets, and axes with
round ticks that fit the room the plot has."""

from __future__ import annotations

import itertools
import math
from typing import Any

from PySide6.QtCore import QLocale, Qt


def bucket_width(best: int) -> int:
    """A round width that cuts 0..best into at most 10 bars."""
    for step in itertools.count():
        for nice in (1, 2, 2.5, 5):
            width = int(nice * 10 ** (step + 1))
            if width * 10 > best:
                return width
    raise AssertionError("unreachable")


# A chart is never this many pixels wide: more games than this are drawn
# from a line that looks the same (see outline()).
EVERY_GAME_UP_TO = 1_000


def outline(scores: list[int], buckets: int = EVERY_GAME_UP_TO // 2) -> list[tuple[int, int]]:
    """(game number, score) points whose line looks like the line through
    every game at any width up to ``2 * buckets`` pixels: every game up to
    EVERY_GAME_UP_TO games; beyond, the games cut into ``buckets`` runs,
    and of each run its first, lowest, highest and last game, in order."""
    if len(scores) <= EVERY_GAME_UP_TO:
        return list(enumerate(scores, start=1))
    points: list[tuple[int, int]] = []
    size = len(scores) / buckets
    for b in range(buckets):
        start, end = round(b * size), round((b + 1) * size)
        run = range(start, end)
        low = min(run, key=scores.__getitem__)
        high = max(run, key=scores.__getitem__)
        for i in sorted({start, low, high, end - 1}):
            points.append((i + 1, scores[i]))
    return points


def best_steps(scores: list[int]) -> list[tuple[int, int]]:
    """(game number, best so far) points of the best-so-far line: every
    game up to EVERY_GAME_UP_TO games; beyond, only its corners — the same
    staircase, every new best on it."""
    running = list(itertools.accumulate(scores, max))
    if len(scores) <= EVERY_GAME_UP_TO:
        return list(enumerate(running, start=1))
    points = [(1, running[0])]
    for n in range(1, len(running)):
        if running[n] != running[n - 1]:
            points += [(n + 1, running[n - 1]), (n + 1, running[n])]
    points.append((len(running), running[-1]))
    return points


def nice_axis(high: float, most: int = 5) -> tuple[int, int]:
    """(top, ticks) of a value axis from 0 that shows ``high``: at most
    ``most`` intervals (``most`` + 1 ticks), each a round number (1, 2, 2.5
    or 5 times a power of ten), the top one at ``high`` or above."""
    for step in itertools.count():
        for nice in (1, 2, 2.5, 5):
            interval = nice * 10**step
            if interval != int(interval):
                continue
            intervals = max(1, math.ceil(high / interval))
            if intervals <= most:
                return int(interval) * intervals, intervals + 1
    raise AssertionError("unreachable")


def histogram(scores: list[int]) -> tuple[int, list[int]]:
    """(bar width, games per bar) for ``scores``."""
    if not scores:
        return 10, []
    width = bucket_width(max(scores))
    counts = [0] * (max(scores) // width + 1)
    for score in scores:
        counts[score // width] += 1
    return width, counts


# A value axis's labels: whole numbers, which a chart made by :func:`localized`
# writes as the language writes them ("12.000"; Qt writes "%d" as "12000").
WHOLE = "%.0f"


def localized(chart: Any) -> Any:
    """``chart``, its numbers written in the language chosen (Qt's default
    locale), not as C writes them."""
    chart.setLocalizeNumbers(True)
    chart.setLocale(QLocale())
    return chart


def round_ticks(axis: Any, most: int = 5) -> None:
    """Give ``axis`` (a value axis from 0) round ticks over its highest
    value (its ``high`` property), ``most`` intervals at most."""
    top, ticks = nice_axis(axis.property("high"), most)
    # From 0, whatever the data's own range: a chart of games 1 to 4 left at
    # Qt's 1-4 with five ticks labelled "1, 2, 3, 3, 4".
    if (axis.min(), axis.max(), axis.tickCount()) != (0, top, ticks):
        axis.setRange(0, top)
        axis.setTickCount(ticks)


def fit_axes(chart: Any, plot: Any) -> None:
    """Fit each axis of ``chart`` to its side of the plot (``plot``), so
    that no label is dropped or cut to "…" (the view's accessible name and
    description still say what the chart shows):

    * a value axis gets as many round ticks as its labels have room for —
      one and a half lines of text apart up the side, two labels' width
      along the bottom — five intervals at most, one at least, the top one
      still over its highest value (the axis's ``high`` property);
    * an axis's title shows only where it is no longer than its side.

    Hiding one axis's title gives room along the other axis only, and
    fewer ticks change the labels' width by a digit at most, so each
    decision holds once made; a larger plot brings titles and ticks back."""
    from PySide6.QtGui import QFontMetricsF

    for axis in chart.axes():
        horizontal = axis.orientation() == Qt.Orientation.Horizontal
        length = plot.width() if horizontal else plot.height()
        high = axis.property("high")
        if high is not None:
            metrics = QFontMetricsF(axis.labelsFont())
            widest = QLocale().toString(nice_axis(high)[0])
            room = 2 * metrics.horizontalAdvance(widest) if horizontal else 1.5 * metrics.height()
            round_ticks(axis, max(1, min(5, int(length // room))))
        fits = QFontMetricsF(axis.titleFont()).horizontalAdvance(axis.titleText()) <= length
        if axis.isTitleVisible() != fits:
            axis.setTitleVisible(fits)


# How high a chart is at least (device-independent pixels): below it Qt
# Charts cuts the axes' labels to "…"; the charts scroll instead.
CHART_HEIGHT = 220


def moving_average(values: list[float], window: int) -> list[float]:
    """The mean of each value and the ``window - 1`` before it (fewer at
    the start, where there are fewer)."""
    means: list[float] = []
    total = 0.0
    for i, value in enumerate(values):
        total += value
        if i >= window:
            total -= values[i - window]
        means.append(total / min(i + 1, window))
    return means
