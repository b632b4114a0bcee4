"""The coach: an engine player that judges boards and chooses moves, for
hints and for reviewing a game.  Pure Python that imports the engine and
nothing else of the game, and never Qt (a test checks it): it runs with no
display, in a worker, in a benchmark."""
