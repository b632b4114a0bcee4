"""The screen-reader side of the Fairness end-to-end test.

Run with Debian's /usr/bin/python3 (gi, pyatspi), on the game's session
bus.  Opens Game ▸ Statistics through its menu item's action, selects the
Fairness page tab, waits for the table of pieces, and reads back what a
screen reader would: the page's sentence, the chart's name and
description, the table's column headers and every cell.  Prints one JSON
object.

    /usr/bin/python3 atspi_fairness.py
"""

import json
import time

import pyatspi
from atspi_client import find, find_app, walk


def wait_for(predicate, timeout=20.0):
    deadline = time.time() + timeout
    while time.time() < deadline:
        found = predicate()
        if found:
            return found
        time.sleep(0.2)
    return None


def press(node):
    actions = node.queryAction()
    actions.doAction(0)


def main():
    app = find_app("blockpuzzle")
    result = {}
    press(find(app, pyatspi.ROLE_MENU_ITEM, "Statistics"))
    tab = wait_for(lambda: find(app, pyatspi.ROLE_PAGE_TAB, "Fairness"))
    result["tab"] = tab is not None
    if tab is None:
        print(json.dumps(result), flush=True)
        return
    press(tab)

    def table_with_rows():
        table = find(app, pyatspi.ROLE_TABLE, "Pieces dealt")
        return table if table is not None and table.queryTable().nRows > 0 else None

    table = wait_for(table_with_rows)
    result["table"] = table is not None
    if table is not None:
        grid = table.queryTable()
        result["headers"] = [grid.getColumnHeader(c).name for c in range(grid.nColumns)]
        result["rows"] = [
            [grid.getAccessibleAt(r, c).name for c in range(grid.nColumns)]
            for r in range(grid.nRows)
        ]
    result["labels"] = [
        node.name
        for node in walk(app)
        if node.getRole() == pyatspi.ROLE_LABEL and node.name.startswith(("Your ", "A fresh"))
    ]
    chart = next(
        (n for n in walk(app) if n.name and n.name.startswith("Chart of the Classic pieces")),
        None,
    )
    result["chart"] = [chart.name, chart.description] if chart is not None else None
    print(json.dumps(result), flush=True)


if __name__ == "__main__":
    main()
