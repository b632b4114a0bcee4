"""What is kept between launches: the settings table and its file, the
preferences, the saved game and statistics (the session), and the lock that
keeps one game per file.  Imports the engine, the models and
:mod:`blockpuzzle.lang`; never a view, an accessibility class or a dialog."""
