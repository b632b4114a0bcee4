"""The game for assistive technology: the board as an accessible table of
cells, and the sentences a screen reader is told.  Imports the engine, the
models and :mod:`blockpuzzle.lang`; never a view, a dialog or the window."""
