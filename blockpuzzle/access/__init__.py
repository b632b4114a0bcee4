"""The game for assistive technology: the board as an accessible table of
cells, and the sentences a screen reader is told.  Imports the engine, the
models and :mod:`blockpuzzle.lang`; never a view, a dialog or the window.

The focus rule, which the window follows and ``tests/access`` pins:

* A command that is refused never moves the keyboard's focus and is
  always answered with one sentence saying why: a piece that does not fit
  at the cursor, Enter with no piece selected, 1, 2 or 3 for a used slot,
  an arrow at the board's edge, Esc with nothing selected, a jump with no
  place to go.
* A command that acts on the board (1, 2 or 3, an arrow, a jump, a hint)
  brings the focus to the board, where its result is heard.
* When a game ends, the focus goes to the game-over card's New Game
  button, which is named by the last move and the end; it stays there: 1,
  2, 3 and the hint are refused there, said as "The game is over: press
  Enter for a new game."; an arrow still reads the final board (it takes
  the focus there).
"""
