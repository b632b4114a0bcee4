"""A pytest plugin for testing/mutation.py's map of which tests run which lines:
the lines the game's own processes run (the coach's review workers and its
hinter, ``python -m blockpuzzle`` in a test) count for the test that started
them.

Coverage measures such a process where a ``.pth`` file calls
``coverage.process_startup()`` and ``COVERAGE_PROCESS_START`` names a
configuration (testing/mutation.py writes both for its run); the
configuration's context is ``${BLOCKPUZZLE_TEST_CONTEXT}``, which this
plugin sets to each test's name, as pytest-cov names the test's own lines,
before the test begins.  A process started by a test inherits it.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

VARIABLE = "BLOCKPUZZLE_TEST_CONTEXT"


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item: pytest.Item) -> Iterator[None]:
    os.environ[VARIABLE] = f"{item.nodeid}|run"
    try:
        return (yield)
    finally:
        os.environ.pop(VARIABLE, None)
