"""The screen-reader side of the review's end-to-end test.

Run with Debian's /usr/bin/python3 (gi, pyatspi), on the game's session
bus.  Opens Game ▸ Review Last Game through its menu item's action, waits
for the move list and for the analysis to finish, reads every row's first
cell (the whole move in words), the summary and the key moments, then steps through the
whole game with real key events (→ to the end, ← once, Home, End), reading
after each key which row is selected, which cell has the focus and the
detail line.  Prints one JSON object.

    /usr/bin/python3 atspi_review.py
"""

import json
import subprocess
import time

import pyatspi
from atspi_client import find, find_app, walk

KEYSYMS = {"Left": 0xFF51, "Right": 0xFF53, "Home": 0xFF50, "End": 0xFF57}


def wait_for(predicate, timeout=60.0):
    deadline = time.time() + timeout
    while time.time() < deadline:
        found = predicate()
        if found:
            return found
        time.sleep(0.2)
    return None


def label_starting(app, prefix):
    for node in walk(app):
        if node.getRole() == pyatspi.ROLE_LABEL and node.name.startswith(prefix):
            return node.name
    return None


def focused_cell(table):
    for i in range(table.childCount):
        cell = table.getChildAtIndex(i)
        if cell is not None and cell.getState().contains(pyatspi.STATE_FOCUSED):
            return cell.name
    return None


def main():
    app = find_app("blockpuzzle")
    result = {}
    find(app, pyatspi.ROLE_MENU_ITEM, "Review Last Game").queryAction().doAction(0)

    def table_with_rows():
        table = find(app, pyatspi.ROLE_TABLE, "Moves")
        return table if table is not None and table.queryTable().nRows > 0 else None

    table = wait_for(table_with_rows)
    result["table"] = table is not None
    if table is None:
        print(json.dumps(result), flush=True)
        return
    result["summary"] = wait_for(
        lambda: (label_starting(app, "Score ") or "") if "Knowing every deal" in (
            label_starting(app, "Score ") or "") else None
    )  # fmt: skip
    moments = find(app, pyatspi.ROLE_LIST, "Key moments")
    result["moments"] = (
        [moments.getChildAtIndex(i).name for i in range(moments.childCount)]
        if moments is not None
        else None
    )
    grid = table.queryTable()
    rows = grid.nRows
    result["headers"] = [grid.getColumnHeader(c).name for c in range(grid.nColumns)]
    result["rows"] = [grid.getAccessibleAt(r, 0).name for r in range(rows)]
    result["verdicts"] = [grid.getAccessibleAt(r, 4).name for r in range(rows)]
    # The review's own window gets the keyboard (there is no window manager).
    subprocess.run(
        ["xdotool", "search", "--sync", "--name", "^Review of ", "windowfocus", "--sync"],
        check=True, timeout=30,
    )  # fmt: skip
    steps = []
    keys = ["Right"] * (rows - 1) + ["Right", "Left", "Home", "End"]
    for key in keys:
        pyatspi.Registry.generateKeyboardEvent(KEYSYMS[key], None, pyatspi.KEY_SYM)
        time.sleep(0.25)
        selected = list(grid.getSelectedRows())
        steps.append(
            {
                "key": key,
                "selected": selected,
                "focused": focused_cell(table),
                "detail": label_starting(app, "Move "),
            }
        )
    result["steps"] = steps
    print(json.dumps(result), flush=True)


if __name__ == "__main__":
    main()
