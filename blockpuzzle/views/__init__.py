"""What the player sees and hears: the board scene and view, the tray view, the
colours, the in-window panels, the animations and the sounds.  Imports the
engine, the models, the store, :mod:`blockpuzzle.lang` and
:mod:`blockpuzzle.paths`; never accessibility, a dialog or the window."""
