"""Another revision of the game beside this one, for a benchmark to run it in
the same sitting (``git worktree``, in a temporary folder, removed after)."""

from __future__ import annotations

import contextlib
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


@contextlib.contextmanager
def checked_out(revision: str) -> Iterator[Path]:
    """The folder of a checkout of ``revision``, for as long as it is used."""
    with tempfile.TemporaryDirectory(prefix="bp-baseline-") as tmp:
        tree = Path(tmp) / "tree"
        subprocess.run(["git", "worktree", "add", "--detach", str(tree), revision],
                       cwd=ROOT, check=True, capture_output=True)  # fmt: skip
        try:
            yield tree
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(tree)],
                           cwd=ROOT, check=True, capture_output=True)  # fmt: skip
