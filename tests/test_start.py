"""What starting the game loads: only what its first window needs (issue
16).  Checked in a fresh process, as the player starts it."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from .helpers import ROOT

START = """
import json, linecache, os, sys
from blockpuzzle import app as start  # first, as `python -m blockpuzzle` does
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

first_frame = {}
collect_again = start.collect_again

def at_first_frame():  # what start-up loaded: the window is on the screen
    first_frame["modules"] = sorted(sys.modules)
    first_frame["widget classes"] = sorted(vars(sys.modules["PySide6.QtWidgets"]))
    collect_again()

start.collect_again = at_first_frame

def warmed():  # the first idle moment's warm-up has run (MainWindow._warm_up)
    return any(getattr(w, "warmed", False) for w in QApplication.topLevelWidgets())

def report():
    # Not yet the first frame (Windows' offscreen: at 3 s), or not yet the
    # warm-up queued after it (a busy machine: the first frame came just
    # before this look).
    if "modules" not in first_frame or not warmed():
        QTimer.singleShot(100, report)
        return
    print(json.dumps({
        "read": sorted(linecache.cache),
        "modules": sorted(sys.modules),
        "at first frame": first_frame["modules"],
        "ours": sorted(m for m in sys.modules if m.startswith("blockpuzzle")),
        "widget classes": first_frame["widget classes"],
    }), flush=True)
    os._exit(0)  # seen; no need to quit (test_quitting_… quits)

app = QApplication([])
QTimer.singleShot(500, report)  # the window long shown
sys.exit(start.main(["--settings", sys.argv[1]]))
"""


def probed(tmp_path, probe: str = START) -> dict:  # type: ignore[no-untyped-def,type-arg]
    """What ``probe`` printed last (JSON), having started the game in a
    fresh process with a settings file in ``tmp_path``."""
    # The game alone: no coverage started in it (testing/mutation.py measures
    # the game's processes), which would load modules of its own (hashlib).
    env = {k: v for k, v in os.environ.items() if k != "COVERAGE_PROCESS_START"}
    done = subprocess.run(
        [sys.executable, "-c", probe, str(tmp_path / "s.ini")],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
        env={**env, "QT_QPA_PLATFORM": "offscreen"},
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.splitlines()[-1])  # type: ignore[no-any-return]


NETWORK = {"PySide6.QtNetwork", "ssl", "_hashlib", "_ssl"}


def test_starting_reads_no_source_and_loads_no_network_or_tls(tmp_path):
    seen = probed(tmp_path)
    assert len(seen["ours"]) > 30  # the window was built from them
    # PySide6 reads every module's source to look for `from __feature__`
    # unless told (app.spare_the_source_scan): ~90 files, 3 MB kept in
    # linecache.  Left: the few read while PySide6 itself is imported.
    read = [f for f in seen["read"] if f.endswith(".py")]
    assert len(read) < 10, read
    assert not [f for f in read if "blockpuzzle" in f and not f.endswith("__init__.py")]
    # Nor sound (QtMultimedia, which imports QtNetwork) before the first
    # frame: it is opened in the first idle moment after it, so that the
    # first placement does not wait for it (views/sound.py).
    assert not (NETWORK | {"PySide6.QtMultimedia"}) & set(seen["at first frame"])
    assert "PySide6.QtMultimedia" in seen["modules"]


def test_the_coach_is_loaded_by_the_first_hint_not_at_start(tmp_path):
    """The engine player (and its search) is the hint's and the review's:
    a game that asks for neither never loads it, not even once idle."""
    seen = probed(tmp_path)
    assert "blockpuzzle.engine" in seen["ours"]
    assert not [m for m in seen["modules"] if m.startswith("blockpuzzle.coach")]


def test_with_sound_off_no_sound_or_network_library_is_ever_loaded(tmp_path):
    (tmp_path / "s.ini").write_text("[meta]\nschema=1\n\n[prefs]\nsound=false\n")
    seen = probed(tmp_path)
    assert "blockpuzzle.window.mainwindow" in seen["ours"]
    assert not (NETWORK | {"PySide6.QtMultimedia"}) & set(seen["modules"])


def test_starting_makes_only_the_widget_classes_the_window_uses(tmp_path):
    """PySide6 creates a class (and its Python enums) on first use; wrapping
    a widget Qt made itself creates all ~180 (views/viewport.py).  Until the
    first frame: the rest are made in the first idle moment after it (see
    the next test)."""
    made = probed(tmp_path)["widget classes"]
    assert "QGraphicsView" in made and "QListView" in made
    assert not {"QWizard", "QCalendarWidget", "QMdiArea"} & set(made)
    # Nor QStyle (eleven enums): the tray asks the view about focus, and the
    # system's colours are an empty palette, not the style's.  Nor the box
    # that asks before a game is abandoned, until it is needed.
    assert "QStyle" not in made and "QMessageBox" not in made


FIRST_PLACEMENT = """
import enum, json, os, sys, time
from blockpuzzle import app as start
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

made = []
create = enum.EnumType._create_

def counted(cls, class_name, *args, **kwargs):
    made.append(class_name)
    return create(cls, class_name, *args, **kwargs)

def place():
    try:
        window = next(w for w in QApplication.topLevelWidgets() if hasattr(w, "model"))
        before = len(made)  # the window is shown and was idle
        model = window.model
        cells = model.game.board.filled.bit_count()
        model.place(*model.game.legal_moves()[0])
        end = time.monotonic() + 5
        while (window.motion.running or time.monotonic() < end - 4.5) and time.monotonic() < end:
            QApplication.processEvents()
        print(json.dumps({"idle": before, "placement": made[before:],
                          "moved": model.game.board.filled.bit_count() > cells}), flush=True)
    finally:
        os._exit(0)

enum.EnumType._create_ = counted
app = QApplication([])
QTimer.singleShot(1500, place)
sys.exit(start.main(["--settings", sys.argv[1]]))
"""


def test_the_first_placement_leaves_nothing_for_pyside6_to_build(tmp_path):
    """The first placement of a session is as quick as the later ones
    (issue 32; benchmarks/first_move.py): what PySide6 builds on first use
    (the Python types of every Qt class it has loaded, ~170 enums, ~40 ms
    the first time an animation's events pass the window's filter) is built
    in the first idle moment after the window shows, not on the first move."""
    seen = probed(tmp_path, FIRST_PLACEMENT)
    assert seen["moved"]
    assert seen["idle"] > 100  # built, while idle
    assert seen["placement"] == []


def test_with_motion_reduced_nothing_moves_to_warm_up(tmp_path):
    (tmp_path / "s.ini").write_text("[meta]\nschema=1\n\n[prefs]\nmotion=reduced\n")
    seen = probed(tmp_path, FIRST_PLACEMENT)
    assert seen["moved"]
    # Nothing moves, so no event passes the window's filter: nothing is
    # built on the first move either.
    assert seen["placement"] == []


# For a probe: import what it needs, and wait, in a thread of its own (so
# that nothing is imported before the game starts), until start-up is over:
# its objects frozen.
STARTED = """
import gc, json, os, sys, threading, time
from pathlib import Path

frozen_before = gc.get_freeze_count()  # 0, but for Windows' embeddable Python

def wait_for_start():
    end = time.monotonic() + 60
    while gc.get_freeze_count() == frozen_before and time.monotonic() < end:
        time.sleep(0.05)
"""

COLLECTOR = (
    STARTED
    + """
seen = {"during start": 0}

def counted(phase, info):
    # Before start-up's objects are frozen, a collection is one of the start.
    if phase == "start" and gc.get_freeze_count() == 0:
        seen["during start"] += 1

def report():
    wait_for_start()
    time.sleep(0.2)
    seen["enabled"] = gc.isenabled()
    seen["frozen"] = gc.get_freeze_count()
    print(json.dumps(seen), flush=True)
    os._exit(0)

sys.argv = ["blockpuzzle", "--settings", sys.argv[1]]
from blockpuzzle.__main__ import main  # as the `blockpuzzle` command does
threading.Thread(target=report, daemon=True).start()
gc.callbacks.append(counted)
sys.exit(main())
"""
)


def test_no_garbage_collection_while_the_window_is_built_and_as_usual_after(tmp_path):
    """The collector is paused from before PySide6 and the game's modules
    are imported until the first frame is shown: ~56 collections (~8 ms) of
    the start, finding next to nothing.  Then start-up's objects are frozen
    out of its view and it runs again."""
    seen = probed(tmp_path, COLLECTOR)
    assert seen["during start"] == 0
    assert seen["enabled"] is True
    assert seen["frozen"] > 10_000  # the modules, classes and widgets of start-up


def test_the_modules_spared_the_scan_are_the_packages_modules():
    """The names app.spare_the_source_scan tells PySide6 about, listed from
    the folders without importing: those the import system knows."""
    import pkgutil

    import blockpuzzle
    from blockpuzzle.app import module_names

    known = {"blockpuzzle"} | {
        found.name for found in pkgutil.walk_packages(blockpuzzle.__path__, "blockpuzzle.")
    }
    assert sorted(module_names("blockpuzzle")) == sorted(known)
    assert "platformdirs.unix" in module_names("platformdirs")
    assert module_names("no_such_package_here") == []


def test_the_collector_is_on_again_even_if_no_first_frame_comes(tmp_path):
    """A window that is never exposed (started minimised) does not leave
    the collector off for the whole game: it is on after 3 s regardless."""
    never_exposed = COLLECTOR.replace(
        "from blockpuzzle.__main__ import main",
        "from blockpuzzle.__main__ import main\n"
        "from blockpuzzle.window import mainwindow\n"
        "mainwindow.FirstFrame.eventFilter = lambda self, watched, event: False",
    )
    seen = probed(tmp_path, never_exposed)
    assert seen["enabled"] is True
    assert seen["frozen"] > 10_000


def test_turning_the_collector_on_again_leaves_one_that_is_on_alone():
    import gc

    from blockpuzzle.app import collect_again

    assert gc.isenabled()
    frozen = gc.get_freeze_count()
    collect_again()
    assert gc.isenabled() and gc.get_freeze_count() == frozen


QUITTER = (
    STARTED
    + """
settings = Path(sys.argv[1])

def quit_when_started():
    wait_for_start()
    from PySide6.QtCore import QCoreApplication, QMetaObject, Qt
    queued = Qt.ConnectionType.QueuedConnection  # from this thread to Qt's
    QMetaObject.invokeMethod(QCoreApplication.instance(), "quit", queued)

sys.argv = ["blockpuzzle", "--settings", str(settings)]
from blockpuzzle.__main__ import main
threading.Thread(target=quit_when_started, daemon=True).start()
code = main()
print(json.dumps({"code": code, "left": sorted(p.name for p in settings.parent.iterdir())}))
"""
)


@pytest.mark.skipif(
    sys.platform == "win32",
    reason="Qt's offscreen platform on Windows never returns from the last window's closing "
    "(seen under Wine): packaging/windows.py quits the real window instead",
)
def test_quitting_closes_the_history_and_leaves_no_log_beside_it(tmp_path):
    """The history's database is closed on the way out, not left to a
    garbage collection at exit (which no longer sees start-up's objects):
    no -wal or -shm file is left beside it."""
    seen = probed(tmp_path, QUITTER)
    assert seen["code"] == 0
    assert seen["left"] == ["s.history.sqlite", "s.ini"]
