"""The engine never imports Qt: it must run, be tested and be benchmarked
with no display and no Qt at all."""

import subprocess
import sys


def test_importing_the_engine_loads_no_qt_module():
    code = (
        "import sys; from blockpuzzle.engine import Game, bitboard, save;"
        "g = Game(); g.place(0, *next(bitboard.cells(g.board.legal_origins(g.tray[0]))));"
        "save.load(save.dump(g));"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in "
        "{'PySide6', 'shiboken6', 'PyQt5', 'PyQt6', 'PySide2'}))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
