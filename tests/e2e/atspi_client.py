"""The screen-reader side of the AT-SPI end-to-end test.

Run with Debian's /usr/bin/python3 (which has gi and pyatspi), as a separate
process on the same session bus as the game.  It finds the game's window,
tray and board by role and name, selects piece 1 through its menu action,
moves the board cursor and places the piece with real key events, and reads
the score back from the accessible tree.  Prints one JSON object.

    /usr/bin/python3 atspi_client.py KEYS
        KEYS: the arrow keys to press, e.g. "Right,Right,Down"
"""

import json
import sys
import time

import pyatspi
from gi.repository import GLib

INTERACTIVE = {
    pyatspi.ROLE_PUSH_BUTTON,
    pyatspi.ROLE_TOGGLE_BUTTON,
    pyatspi.ROLE_CHECK_BOX,
    pyatspi.ROLE_MENU_ITEM,
    pyatspi.ROLE_LIST_ITEM,
    pyatspi.ROLE_TABLE,
    pyatspi.ROLE_LIST,
    pyatspi.ROLE_MENU,
}


def walk(node, depth=0):
    if node is None or depth > 40:
        return
    yield node
    try:
        count = node.childCount
    except Exception:
        return
    for i in range(min(count, 500)):
        try:
            child = node.getChildAtIndex(i)
        except Exception:
            continue
        yield from walk(child, depth + 1)


def find_app(name, timeout=20):
    desktop = pyatspi.Registry.getDesktop(0)
    deadline = time.time() + timeout
    while time.time() < deadline:
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is not None and app.name == name:
                return app
        time.sleep(0.2)
    names = [desktop.getChildAtIndex(i).name for i in range(desktop.childCount)]
    raise SystemExit(json.dumps({"error": f"no application {name!r} among {names}"}))


def find(app, role, name):
    for node in walk(app):
        if node.getRole() == role and node.name == name:
            return node
    return None


KEYSYMS = {"Left": 0xFF51, "Up": 0xFF52, "Right": 0xFF53, "Down": 0xFF54, "Return": 0xFF0D}


def press(name):
    """A real key press and release, synthesised by the AT-SPI registry."""
    pyatspi.Registry.generateKeyboardEvent(KEYSYMS[name], None, pyatspi.KEY_SYM)
    time.sleep(0.15)


def main():
    keys = [k for k in sys.argv[1].split(",") if k]
    app = find_app("blockpuzzle")
    result = {"app": app.name}
    tray = find(app, pyatspi.ROLE_LIST, "Tray")
    board = find(app, pyatspi.ROLE_LIST, "Board")
    result["tray"] = (
        [tray.getChildAtIndex(i).name for i in range(tray.childCount)] if tray else None
    )
    result["board"] = None
    if board is not None:
        result["board"] = {"cells": board.childCount}
        result["cell_2_4"] = board.getChildAtIndex(2 * 8 + 4).name
    unnamed = []
    for node in walk(app):
        states = node.getState()
        if (
            node.getRole() in INTERACTIVE
            and states.contains(pyatspi.STATE_SHOWING)
            and not node.name
        ):
            unnamed.append(node.getRoleName())
    result["unnamed"] = unnamed
    # Select piece 1 through its action (the menu item's "press").
    item = find(app, pyatspi.ROLE_MENU_ITEM, "Select Piece 1")
    actions = item.queryAction()
    names = [actions.getName(i) for i in range(actions.nActions)]
    actions.doAction(0)
    result["select_actions"] = names
    time.sleep(0.5)
    result["tray_after_select"] = [tray.getChildAtIndex(i).name for i in range(tray.childCount)]
    heard = []

    def listen(event):
        heard.append(str(event.any_data))

    pyatspi.Registry.registerEventListener(listen, "object:announcement")
    for key in keys:
        press(key)
    press("Return")
    context = GLib.MainContext.default()
    deadline = time.time() + 5
    while time.time() < deadline and not any("Placed" in h for h in heard):
        context.iteration(False)
        time.sleep(0.02)
    pyatspi.Registry.deregisterEventListener(listen, "object:announcement")
    result["announcements"] = heard
    deadline = time.time() + 5
    while True:
        labels = [
            n.name
            for n in walk(app)
            if n.getRole() == pyatspi.ROLE_LABEL and n.name.startswith("Score: ")
        ]
        if (labels and labels[0] != "Score: 0") or time.time() > deadline:
            break
        time.sleep(0.1)
    result["score_text"] = labels[0] if labels else None
    print(json.dumps(result), flush=True)


if __name__ == "__main__":
    main()
