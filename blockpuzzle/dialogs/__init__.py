"""The dialogs (How to Play, Preferences, Statistics) and the Python compiled
from their Qt Designer forms (:mod:`.forms`, built from ``ui/`` by
``tools/build_forms.py``).  Imports the engine, the coach, the models, the
store, the views, :mod:`blockpuzzle.processes` (the review's workers) and
:mod:`blockpuzzle.lang`; never the window."""
