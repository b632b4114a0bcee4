"""The game window and its commands: every command declared once
(:mod:`.commands`) and turned into a QAction by the main window, which puts
the board, tray, panels, announcer, sound and effects together.  May import
every other room; only :mod:`blockpuzzle.app` imports it."""
