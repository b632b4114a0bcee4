"""The screen-reader side of the retry and practice end-to-end test.

Run with Debian's /usr/bin/python3 (gi, pyatspi), on the game's session
bus.  Listens to the game's announcements; chooses Game ▸ Retry Mistakes
of the Last Game through its menu item's action and waits for the retry
bar's words; places a piece with real keys (1, F, Enter) and waits for
the verdict; reads the bar's buttons; then chooses Game ▸ Practice and
waits for its first position (answering the question it asks first:
the retry's board is a game in progress).  Prints one JSON object.

    /usr/bin/python3 atspi_practice.py
"""

import json
import subprocess
import time

import pyatspi
from atspi_client import find, find_app, walk
from atspi_review import label_starting
from gi.repository import GLib

KEYSYMS = {"1": 0x31, "f": 0x66, "Return": 0xFF0D}
VERDICTS = ("As good as the coach's move.", "Better than in the game:", "Still a ")


def pump_until(predicate, timeout):
    """Let the announcements in (GLib's loop) until ``predicate`` holds."""
    context = GLib.MainContext.default()
    deadline = time.time() + timeout
    while time.time() < deadline:
        found = predicate()
        if found:
            return found
        context.iteration(False)
        time.sleep(0.05)
    return None


def main():
    app = find_app("blockpuzzle")
    result = {}
    heard = []

    def listen(event):
        heard.append(str(event.any_data))

    pyatspi.Registry.registerEventListener(listen, "object:announcement")
    find(app, pyatspi.ROLE_MENU_ITEM, "Retry Mistakes of the Last Game").queryAction().doAction(0)
    # The review opens, analyses the game, and the retrying begins.
    result["prompt"] = pump_until(lambda: label_starting(app, "Retry 1 of "), 240)
    if result["prompt"] is None:
        result["heard"] = heard
        print(json.dumps(result), flush=True)
        return
    pump_until(lambda: any(h.startswith("Retry 1 of ") for h in heard), 10)
    bar = find(app, pyatspi.ROLE_PANEL, "Retry my mistakes")
    result["buttons"] = [
        node.name for node in walk(bar) if node.getRole() == pyatspi.ROLE_PUSH_BUTTON
    ] if bar is not None else None  # fmt: skip
    # The game window gets the keyboard (there is no window manager).
    subprocess.run(
        ["xdotool", "search", "--sync", "--name", "^Block Puzzle$", "windowfocus", "--sync"],
        check=True, timeout=30,
    )  # fmt: skip
    for key in ("1", "f", "Return"):
        pyatspi.Registry.generateKeyboardEvent(KEYSYMS[key], None, pyatspi.KEY_SYM)
        time.sleep(0.3)
    result["after"] = pump_until(
        lambda: next((h for h in heard if h.startswith("Retry 1 of ") and any(
            v in h for v in VERDICTS)), None), 30
    )  # fmt: skip
    result["label_after"] = label_starting(app, "Retry 1 of ")
    find(app, pyatspi.ROLE_MENU_ITEM, "Practice").queryAction().doAction(0)
    # The retry's board is a game in progress: the game asks first.
    answer = pump_until(lambda: find(app, pyatspi.ROLE_PUSH_BUTTON, "Practise"), 10)
    result["asked"] = answer is not None
    if answer is not None:
        answer.queryAction().doAction(0)
    result["practice"] = pump_until(lambda: label_starting(app, "Practice 1 of "), 30)
    pump_until(lambda: any(h.startswith("Practice 1 of ") for h in heard), 10)
    pyatspi.Registry.deregisterEventListener(listen, "object:announcement")
    result["heard"] = heard
    print(json.dumps(result), flush=True)


if __name__ == "__main__":
    main()
