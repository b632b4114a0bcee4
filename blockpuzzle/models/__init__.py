"""The Qt models over the engine: the board and its commands (:mod:`.game`), the
tray (:mod:`.tray`), and the words they describe cells and pieces with
(:mod:`.words`).  Imports the engine, :mod:`blockpuzzle.lang` and Qt's core."""
