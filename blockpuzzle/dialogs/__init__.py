"""The dialogs (How to Play, Preferences, Statistics) and the Python compiled
from their Qt Designer forms (:mod:`.forms`, built from ``ui/`` by
``tools/build_forms.py``).  Imports the engine, the models, the store, the
views and :mod:`blockpuzzle.lang`; never the window."""
