"""Bugs written by hand into the game's code, each with the tests that must
catch it (``python testing/mutation.py --named``): the quiet kind a tired
developer makes — an off-by-one in a number a player reads, a condition
dropped, two similar fields swapped — beside the random mutants of
:mod:`mutate`.  Each names the exact text it replaces (once in its file; a
stale one is reported as such)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Named:
    """A bug put into the code by hand, and the tests that must catch it."""

    name: str
    file: str
    old: str
    new: str
    tests: tuple[str, ...]

    @property
    def room(self) -> str:
        parts = self.file.split("/")
        return parts[1] if parts[0] == "blockpuzzle" and len(parts) > 2 else "top"


NAMED = (
    Named(
        "undo is not saved",
        "blockpuzzle/models/game.py",
        "        if not self._game.undo():\n            return False\n        self._after_move()\n",
        # Everything _after_move does but the positionChanged that saves.
        "        if not self._game.undo():\n            return False\n"
        "        self._selected = -1\n        self._aim = None\n        self._preview = None\n"
        "        self._ghost = 0\n        self._cells_changed(bb.FULL)\n"
        "        self.scoreChanged.emit(self._game.score)\n        self._emit_best()\n"
        "        self.trayChanged.emit()\n        self.selectionChanged.emit(-1)\n"
        "        self.previewChanged.emit()\n"
        "        self.undoAvailable.emit(self._game.can_undo)\n",
        ("tests/store/test_session.py",),
    ),
    Named(
        "a turn is not saved",
        "blockpuzzle/models/game.py",
        "        self.trayChanged.emit()\n        self.positionChanged.emit()\n"
        "        if self._aim is not None and self._aim[0] == slot:",
        "        self.trayChanged.emit()\n"
        "        if self._aim is not None and self._aim[0] == slot:",
        ("tests/store/test_session.py",),
    ),
    Named(
        "Undo on the Redo key",
        "blockpuzzle/window/commands.py",
        '"&Undo"), (Key.Undo,)',
        '"&Undo"), (Key.Redo,)',
        ("tests/window/test_keyboard.py",),
    ),
    Named(
        "the line count ignores columns",
        "blockpuzzle/engine/game.py",
        "s.lines + len(placement.rows) + len(placement.cols),",
        "s.lines + len(placement.rows),",
        ("tests/engine",),
    ),
    Named(
        "a full line needs a row and a column",
        "blockpuzzle/engine/board.py",
        "bb.full_rows(self.filled) or bb.full_cols(self.filled)",
        "bb.full_rows(self.filled) and bb.full_cols(self.filled)",
        ("tests/engine",),
    ),
    Named(
        "the score floor is 1 a line",
        "blockpuzzle/engine/save.py",
        "10 * lines",
        "1 * lines",
        ("tests/engine",),
    ),
    Named(
        "a saved piece may be turned three times at most",
        "blockpuzzle/engine/save.py",
        "    for _ in range(4):\n        if turned == held.id:",
        "    for _ in range(3):\n        if turned == held.id:",
        ("tests/engine",),
    ),
    Named(
        "the keyboard places the top-left on the cursor",
        "blockpuzzle/models/cursor.py",
        "return self.place_at(self._selected, *self._cursor)",
        "return self.place(self._selected, *self._cursor)",
        ("tests/window/test_keyboard.py",),
    ),
    Named(
        "the tray model signals a row that is not there",
        "blockpuzzle/models/tray.py",
        "self.dataChanged.emit(self.index(0), self.index(TRAY_SIZE - 1))",
        "self.dataChanged.emit(self.index(0), self.index(TRAY_SIZE))",
        ("tests/models",),
    ),
    Named(
        "a refused drop leaves its ghost on the board",
        "blockpuzzle/views/tray.py",
        "                game.clear_aim()  # back to its slot",
        "                pass  # back to its slot",
        ("tests/e2e/test_play.py",),
    ),
    Named(
        "the wheel leaves the compiled forms out",
        "pyproject.toml",
        '    "blockpuzzle.dialogs.forms",\n',
        "",
        ("tests/packaging/test_wheel.py",),
    ),
    # -- quiet bugs, written by hand as a tired developer would (issue 54) --
    # engine
    Named(
        "the clear bonus grows as n squared",
        "blockpuzzle/engine/board.py",
        "return 5 * lines * (lines + 1)",
        "return 5 * lines * lines + 5",
        ("tests/engine/test_board.py",),
    ),
    Named(
        "the lift rule rounds half to even",
        "blockpuzzle/engine/aim.py",
        "left = math.floor(x - shape.width / 2 + 0.5)",
        "left = round(x - shape.width / 2)",
        ("tests/engine/test_aim.py",),
    ),
    Named(
        "a tap's anchor has its row and column swapped",
        "blockpuzzle/engine/aim.py",
        "return row - anchor_row, col - anchor_col",
        "return row - anchor_col, col - anchor_row",
        ("tests/engine/test_aim.py",),
    ),
    Named(
        "undo keeps one placement fewer than promised",
        "blockpuzzle/engine/game.py",
        "HISTORY_LIMIT = 2000",
        "HISTORY_LIMIT = 1999",
        ("tests/engine/test_game.py",),
    ),
    Named(
        "undo past the end of a game",
        "blockpuzzle/engine/game.py",
        "return bool(self._history) and not self.state.over",
        "return bool(self._history)",
        ("tests/engine/test_game.py",),
    ),
    # coach
    Named(
        "a move that gave up one point is not best",
        "blockpuzzle/coach/review.py",
        "BEST = 1.0",
        "BEST = 0.5",
        ("tests/coach/test_review.py",),
    ),
    Named(
        "accuracy counts inaccuracies as good",
        "blockpuzzle/coach/review.py",
        'sum(v in ("best", "good") for v in verdicts)',
        'sum(v in ("best", "good", "inaccuracy") for v in verdicts)',
        ("tests/coach/test_review.py",),
    ),
    Named(
        "hindsight plans with the deal already in the tray",
        "blockpuzzle/coach/review.py",
        "future = deal(seed, game.state.deals, self.rules.catalog)",
        "future = deal(seed, game.state.deals - 1, self.rules.catalog)",
        ("tests/coach/test_review.py",),
    ),
    Named(
        "the blunder rule ignores whether another move kept the game going",
        "blockpuzzle/coach/review.py",
        "fatal = best_alive and not alive",
        "fatal = not alive",
        ("tests/coach/test_review.py",),
    ),
    # models
    Named(
        "the best score leaves out the game being played",
        "blockpuzzle/models/game.py",
        "return max(self._best.get(self.rules.mode, 0), self._game.score)",
        "return self._best.get(self.rules.mode, 0)",
        ("tests/models",),
    ),
    Named(
        "a tie with the best is called a new best",
        "blockpuzzle/models/game.py",
        "self.new_best = self._game.score > self.kept_best(self.rules.mode)",
        "self.new_best = self._game.score >= self.kept_best(self.rules.mode)",
        ("tests/window/test_mainwindow.py",),
    ),
    Named(
        "an empty cell's column is said from 0",
        "blockpuzzle/models/game.py",
        '"row {row}, column {col}, empty").format(row=row + 1, col=col + 1)',
        '"row {row}, column {col}, empty").format(row=row + 1, col=col)',
        ("tests/models",),
    ),
    Named(
        "the cursor may leave the board by a row",
        "blockpuzzle/models/cursor.py",
        "row = min(max(row, 0), bb.SIZE - 1)",
        "row = min(max(row, 0), bb.SIZE)",
        ("tests/models",),
    ),
    Named(
        "the move list shows the move before's points",
        "blockpuzzle/models/review.py",
        "return self.states[row + 1].score - self.states[row].score",
        "return self.states[row].score - self.states[row - 1].score if row else 0",
        ("tests/models",),
    ),
    # store
    Named(
        "a game left after one point is not counted",
        "blockpuzzle/store/session.py",
        "if not game.over and game.score > 0:",
        "if not game.over and game.score > 1:",
        ("tests/store/test_session.py",),
    ),
    Named(
        "play time runs while the window is inactive",
        "blockpuzzle/store/session.py",
        "if self._since is not None and self._active and not game.over:",
        "if self._since is not None and not game.over:",
        ("tests/store/test_session.py",),
    ),
    Named(
        "a game that ends stays the game in progress",
        "blockpuzzle/store/history.py",
        "statements = [(INSERT_GAME, [tuple(record)]), *_FORGET_PLAYING]",
        "statements = [(INSERT_GAME, [tuple(record)])]",
        ("tests/store/test_session.py", "tests/store/test_history.py"),
    ),
    Named(
        "Reset keeps the totals carried over from an older version",
        "blockpuzzle/store/history.py",
        'tables = ("games", "carried", "tallies", "hints", "reviews")',
        'tables = ("games", "tallies", "hints", "reviews")',
        ("tests/store/test_history.py",),
    ),
    Named(
        "an older version's counted game is resumed again",
        "blockpuzzle/store/legacy.py",
        "if not history.has(game.rules.mode, game.seed, started):",
        "if True:",
        ("tests/store/test_session.py",),
    ),
    # access
    Named(
        "the tray's slots are said from 0",
        "blockpuzzle/access/announce.py",
        'self.tr("{n}, {piece}").format(n=slot + 1, piece=what)',
        'self.tr("{n}, {piece}").format(n=slot, piece=what)',
        ("tests/access",),
    ),
    # dialogs
    Named(
        "the histogram's bars may number eleven",
        "blockpuzzle/dialogs/charts.py",
        "if width * 10 > best:",
        "if width * 10 >= best:",
        ("tests/dialogs/test_statistics.py",),
    ),
    Named(
        "a review takes every core, the window's too",
        "blockpuzzle/dialogs/analysis.py",
        "return max(1, min(MAX_WORKERS, cores() - 1))",
        "return max(1, min(MAX_WORKERS, cores()))",
        ("tests/dialogs/test_review.py",),
    ),
    # access
    Named(
        "the top and bottom edges are said the other way round",
        "blockpuzzle/access/announce.py",
        '(-1, 0): self.tr("Top edge."),\n            (1, 0): self.tr("Bottom edge."),',
        '(-1, 0): self.tr("Bottom edge."),\n            (1, 0): self.tr("Top edge."),',
        ("tests/access",),
    ),
    Named(
        "a jump says the cursor's column from 0",
        "blockpuzzle/access/announce.py",
        'where = self.tr("Fits at row {row}, column {col}").format(row=row + 1, col=col + 1)',
        'where = self.tr("Fits at row {row}, column {col}").format(row=row + 1, col=col)',
        ("tests/access",),
    ),
    Named(
        "new pieces are announced on the move that ends the game",
        "blockpuzzle/access/announce.py",
        "if all(p is not None for p in game.tray) and not game.over:",
        "if all(p is not None for p in game.tray):",
        ("tests/access",),
    ),
    Named(
        "an undo says the piece's slot from 0",
        "blockpuzzle/access/announce.py",
        "piece=describe(piece), n=slot + 1, score=model.score",
        "piece=describe(piece), n=slot, score=model.score",
        ("tests/access",),
    ),
    Named(
        "Esc says the piece's slot from 0",
        "blockpuzzle/access/announce.py",
        '"Piece {n} left in the tray.").format(n=slot + 1)',
        '"Piece {n} left in the tray.").format(n=slot)',
        ("tests/access",),
    ),
    Named(
        "a used slot is said from 0",
        "blockpuzzle/access/announce.py",
        '"Piece {n} is used.").format(n=slot + 1)',
        '"Piece {n} is used.").format(n=slot)',
        ("tests/access",),
    ),
    Named(
        "the end says the best score for the final one",
        "blockpuzzle/access/announce.py",
        'return self.tr("No piece fits: game over. Final score {score}.").format(score=score)',
        'return self.tr("No piece fits: game over. Final score {score}.").format('
        "score=self._model.best)",
        ("tests/access", "tests/window"),
    ),
    # views
    Named(
        "a placement settles twice as slowly",
        "blockpuzzle/views/effects.py",
        "SETTLE_MS = 140",
        "SETTLE_MS = 280",
        ("tests/views/test_effects.py",),
    ),
    Named(
        "a drop places the aim of another slot",
        "blockpuzzle/views/tray.py",
        "if aim is not None and aim[0] == slot and game.preview is not None:",
        "if aim is not None and game.preview is not None:",
        ("tests/views/test_tray.py",),
    ),
    # window
    Named(
        "a hint for the first piece leaves the keyboard off the board",
        "blockpuzzle/window/keyboard.py",
        "        if slot >= 0:\n            self._focus_board()",
        "        if slot > 0:\n            self._focus_board()",
        ("tests/window/test_hint.py",),
    ),
    Named(
        "R turns no first piece",
        "blockpuzzle/window/keyboard.py",
        "        if self.model.selected >= 0:\n            self.model.rotate(self.model.selected)",
        "        if self.model.selected > 0:\n            self.model.rotate(self.model.selected)",
        ("tests/views/test_tray.py", "tests/window"),
    ),
    Named(
        "Rotate is on with nothing selected",
        "blockpuzzle/window/keyboard.py",
        "rotate.setEnabled(self.model.rules.rotation and self.model.selected >= 0)",
        "rotate.setEnabled(self.model.rules.rotation)",
        ("tests/window", "tests/views/test_tray.py"),
    ),
    # dialogs
    Named(
        "a p under 0.01 is already called unlikely to be fair",
        "blockpuzzle/dialogs/fairness.py",
        "        if p < 0.001:\n            text = ",
        "        if p < 0.01:\n            text = ",
        ("tests/dialogs/test_fairness.py",),
    ),
    Named(
        "the trend averages nine games, not ten",
        "blockpuzzle/dialogs/statistics.py",
        "RECENT = 10",
        "RECENT = 9",
        ("tests/dialogs/test_statistics.py",),
    ),
    # lang
    Named(
        "play time rounds to the nearest minute",
        "blockpuzzle/lang/words.py",
        "minutes = int(seconds // 60)",
        "minutes = round(seconds / 60)",
        ("tests/lang",),
    ),
    Named(
        "an hour and some minutes says the hours alone",
        "blockpuzzle/lang/words.py",
        "    if hours and minutes:\n",
        "    if hours and minutes > 1:\n",
        ("tests/lang",),
    ),
    # coach
    Named(
        "luck weighs 14 fair deals, not 15",
        "blockpuzzle/coach/review.py",
        "LUCK_SAMPLES = 15",
        "LUCK_SAMPLES = 14",
        ("tests/coach/test_review.py",),
    ),
    Named(
        "the coach's evaluation weighs holes less than documented",
        "blockpuzzle/coach/evaluate.py",
        "HOLES = 4.0",
        "HOLES = 3.0",
        ("tests/coach",),
    ),
)
