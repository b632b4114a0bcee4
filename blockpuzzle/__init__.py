"""Block Puzzle: an 8×8 board, a tray of three pieces, rows and columns clear.

``blockpuzzle.engine`` holds the rules and never imports Qt.  The Qt desktop
game is built on it in rooms whose imports point one way (engine ← models ←
store ← views, access ← dialogs ← window ← app): each room's ``__init__``
says what lives there and what it may import, and ``tests/test_layout.py``
holds every module to it.
"""

__version__ = "0.1.0"
