"""The fit scan, written out once per shape.

Given the empty cells of a board (a bitboard, 0 ≤ empty < 2**64), a shape's
scan returns every origin where the shape fits: origin ``o`` is legal when
each cell ``o + offset`` of the shape is empty, for all 64 origins at once.
Written generically that is a loop of one shift and one AND per cell.  Here
each shape gets a straight-line function, compiled at import from its cells
(the way :mod:`dataclasses` writes ``__init__``), that also shares work
between cells: a row of k cells side by side is one *run* mask of length k
("k empty cells from here to the right"), and runs double — a run of 4 is a
run of 2 and the run of 2 two cells on — so a 3×3 square takes 9 operations
rather than 18, and no loop runs.  Rows or columns, whichever is cheaper.

:func:`plain_scan` is the definition, kept for the tests that hold every
compiled scan to it.
"""

from __future__ import annotations

from collections.abc import Callable

from .bitboard import SIZE

Scan = Callable[[int], int]


def plain_scan(origins: int, offsets: tuple[int, ...], empty: int) -> int:
    """The legal origins by the definition: one shift and AND per cell."""
    for offset in offsets:
        origins &= empty >> offset
    return origins


def _runs(cells: list[tuple[int, int]]) -> list[tuple[int, int, int]]:
    """(line, start, length) of each maximal run of neighbours along a line,
    for cells given as (line, position)."""
    runs: list[tuple[int, int, int]] = []
    for line, pos in sorted(cells):
        if runs and runs[-1][0] == line and runs[-1][1] + runs[-1][2] == pos:
            runs[-1] = (line, runs[-1][1], runs[-1][2] + 1)
        else:
            runs.append((line, pos, 1))
    return runs


def _plan(cells: list[tuple[int, int]], step: int, stride: int) -> tuple[list[str], list[str]]:
    """Statements building the run masks, and the terms to AND, for cells as
    (line, position): ``step`` is the bit distance between neighbours along a
    line (1 in a row, 8 in a column), ``stride`` between lines."""
    built = {1: "e"}
    statements: list[str] = []

    def run(length: int) -> str:
        if length not in built:
            if length % 2 == 0:
                half = run(length // 2)
                text = f"{half} & {half} >> {length // 2 * step}"
            else:
                shorter = run(length - 1)
                text = f"{shorter} & e >> {(length - 1) * step}"
            statements.append(f"r{length} = {text}")
            built[length] = f"r{length}"
        return built[length]

    terms = []
    for line, start, length in _runs(cells):
        name, shift = run(length), line * stride + start * step
        terms.append(f"{name} >> {shift}" if shift else name)
    return statements, terms


def source(origins: int, cells: tuple[tuple[int, int], ...]) -> str:
    """The Python source of the scan of a shape with these (row, col) cells."""
    by_rows = _plan(list(cells), 1, SIZE)
    by_cols = _plan([(c, r) for r, c in cells], SIZE, 1)
    statements, terms = min(by_rows, by_cols, key=lambda p: len(p[0]) + len(p[1]))
    if any(c for _, c in cells):
        # A shape one column wide needs no mask: shifting a board of 64
        # bits right never brings a cell in from beyond its last row, and a
        # single column cannot wrap round into the next row.
        terms.insert(0, f"{origins:#x}")
    last = statements[-1].partition(" = ") if statements else ("", "", "")
    if [t.split(" ")[0] for t in terms].count(last[0]) == 1 and last[0] in terms:
        # The longest run, used once and unshifted, is computed in place.
        statements.pop()
        terms[terms.index(last[0])] = last[2]
    body = "".join(f"    {s}\n" for s in statements)
    return f"def scan(e):\n{body}    return {' & '.join(terms)}\n"


def compile_scan(origins: int, cells: tuple[tuple[int, int], ...]) -> Scan:
    namespace: dict[str, Scan] = {}
    exec(source(origins, cells), namespace)  # our own text, made from the cells
    return namespace["scan"]
