"""Starting the game: the command line, the application object, the window."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from . import __version__


def _tr(text: str) -> str:
    return QCoreApplication.translate("CommandLine", text)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="blockpuzzle",
        description=_tr("Block Puzzle: place pieces on an 8×8 board, clear rows and columns."),
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"%(prog)s {__version__}",
        help=_tr("show the version and exit"),
    )
    parser.add_argument(
        "--settings",
        metavar=_tr("PATH"),
        type=Path,
        help=_tr("the settings file to use (saved game, statistics, preferences)"),
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args, qt_args = build_parser().parse_known_args(sys.argv[1:] if argv is None else argv)

    from PySide6.QtWidgets import QApplication

    from .mainwindow import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0], *qt_args])
    assert isinstance(app, QApplication)
    app.setApplicationName("blockpuzzle")
    app.setApplicationDisplayName(QCoreApplication.translate("MainWindow", "Block Puzzle"))
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("io.github.blockpuzzle.BlockPuzzle")
    window = MainWindow()
    window.settings_path = args.settings
    window.show()
    return app.exec()
