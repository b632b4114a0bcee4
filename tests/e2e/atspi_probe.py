"""What a screen reader finds of a running game, read once: the board's
cells and the score's name.  Run with Debian's /usr/bin/python3 (gi and
pyatspi) on the game's session bus; prints one JSON object (or, from
find_app, an error object).

    /usr/bin/python3 atspi_probe.py APPLICATION-NAME
"""

import json
import sys

import pyatspi
from atspi_client import find_app, walk  # beside this file


def main():
    app = find_app(sys.argv[1], timeout=30)
    found = {"cells": 0, "first_cell": None, "names": []}
    for node in walk(app):
        try:
            role, name = node.getRole(), node.name
        except Exception:
            continue
        if role == pyatspi.ROLE_LIST and node.childCount == 64:
            found["cells"] = 64
            found["first_cell"] = node.getChildAtIndex(0).name
        if name:
            found["names"].append(name)
    print(json.dumps(found))


if __name__ == "__main__":
    main()
