"""Block Puzzle: an 8×8 board, a tray of three pieces, rows and columns clear.

``blockpuzzle.engine`` holds the rules and never imports Qt; everything else
in this package is the Qt desktop game built on it.
"""

__version__ = "0.1.0"
