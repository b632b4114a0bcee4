"""A deliberately plain implementation of the rules, for cross-checking.

Lists of lists, loops over every cell, no bit tricks: slow, and obviously
right by reading it against SPEC §2–3 and §7.  The engine must agree with it
on every board and every shape.
"""

from __future__ import annotations

N = 8

Grid = list[list[int]]  # 0 empty, otherwise a colour


def grid_of(board) -> Grid:  # type: ignore[no-untyped-def]
    return [[board.colour_at(r, c) for c in range(N)] for r in range(N)]


def fits(grid: Grid, cells: list[tuple[int, int]], row: int, col: int) -> bool:
    for dr, dc in cells:
        r, c = row + dr, col + dc
        if not (0 <= r < N and 0 <= c < N):
            return False
        if grid[r][c] != 0:
            return False
    return True


def legal_origins(grid: Grid, cells: list[tuple[int, int]]) -> set[tuple[int, int]]:
    return {(r, c) for r in range(-1, N + 1) for c in range(-1, N + 1) if fits(grid, cells, r, c)}


def place(grid: Grid, cells: list[tuple[int, int]], colour: int, row: int, col: int, gravity: bool):  # type: ignore[no-untyped-def]
    """(new grid, full rows, full columns, points) — or None if it does not fit."""
    if not fits(grid, cells, row, col):
        return None
    g = [line[:] for line in grid]
    for dr, dc in cells:
        g[row + dr][col + dc] = colour
    rows = [r for r in range(N) if all(g[r][c] != 0 for c in range(N))]
    cols = [c for c in range(N) if all(g[r][c] != 0 for r in range(N))]
    for r in rows:
        for c in range(N):
            g[r][c] = 0
    for c in cols:
        for r in range(N):
            g[r][c] = 0
    if gravity and rows:
        kept = [g[r] for r in range(N) if r not in rows]
        g = [[0] * N for _ in rows] + kept
    n = len(rows) + len(cols)
    points = len(cells)
    for k in range(1, n + 1):
        points += 10 * k  # 10 + 20 + … + 10n = 10·n·(n+1)/2
    return g, rows, cols, points
