"""Widget tests run offscreen; the end-to-end tests start their own X server."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# A test must never read or write the player's real settings.
os.environ.setdefault(
    "XDG_CONFIG_HOME", os.path.join(os.environ.get("TMPDIR", "/tmp"), "blockpuzzle-test-config")
)
