"""The player's language: the translators, and the mixin by which every widget
follows a change of language.  Imports only :mod:`blockpuzzle.paths` and Qt."""
