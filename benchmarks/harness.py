"""What every benchmark shares: the figures of a sample (median, p99), and
a figure printed beside its target.

Quantiles are the nearest rank: the value at rank ``q × (n - 1)`` of the
sample in order (p99 of 100 frames is the second largest), never an
interpolation between two frames that both happened.
"""

from __future__ import annotations

import statistics
from collections.abc import Iterable


def quantile(values: Iterable[float], q: float) -> float:
    """The nearest-rank quantile ``q`` (0..1) of ``values``; NaN for none."""
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def p99(values: Iterable[float]) -> float:
    return quantile(values, 0.99)


def median(values: Iterable[float]) -> float:
    return statistics.median(values)


def against(figure: str, target: str, met: bool) -> str:
    """``figure`` with its target beside it, and whether it is met."""
    return f"{figure} (target {target}) {'ok' if met else 'BELOW TARGET'}"
