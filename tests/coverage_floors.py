"""Coverage floors per part of the package, checked at the end of every run
that measures coverage: the README's test command where ``CI=true`` (as
``.ci/run`` and GitHub's runners set), or any run given ``--cov``.  A local
run measures nothing unless asked, and is the faster for it.

pytest-cov has one floor for the whole; the engine and the Qt side have
their own: the engine, pure rules, must be covered almost entirely; the Qt
side (its generated forms excluded) a little less.  Lines and branches count
together, as coverage.py's total does with branch measurement on.
"""

from __future__ import annotations

import io
import os

import pytest

# part: (files, floor in percent)
FLOORS = {
    "engine": (["blockpuzzle/engine/*"], 95.0),
    "Qt side": (["blockpuzzle/*"], 85.0),
}
OMIT = {"Qt side": ["blockpuzzle/engine/*", "blockpuzzle/dialogs/forms/*_ui.py"]}
# The release workflow's run, without a real X server: the end-to-end tests
# run the game in processes of their own, which coverage does not measure
# anyway, so the floors hold (and are checked) without them too.
WITHOUT_X = "not e2e"


@pytest.hookimpl(wrapper=True)
def pytest_load_initial_conftests(early_config, parser, args):  # type: ignore[no-untyped-def]
    """Where CI runs the tests, measure the package, lines and branches,
    with no report but the floors': as ``--cov=blockpuzzle --cov-branch
    --cov-report=`` would, set before pytest-cov reads its options (a
    wrapper runs before every plain implementation)."""
    options = early_config.known_args_namespace
    if os.environ.get("CI") == "true" and not options.cov_source and not options.no_cov:
        options.cov_source = ["blockpuzzle"]
        options.cov_branch = True
        if not options.cov_report:
            options.cov_report = {"": None}  # what --cov-report= (nothing) stores
    return (yield)


def whole_run(markers: str, keywords: str, args: list[str], testpaths: list[str]) -> bool:
    """Whether a run's coverage speaks for the whole package: every test
    (the README's command, CI's), or every test but the end-to-end ones
    (the release workflow's)."""
    return markers in ("", WITHOUT_X) and not keywords and args == testpaths


def percentages(cov) -> dict[str, float]:  # type: ignore[no-untyped-def]
    found = {}
    for part, (include, _floor) in FLOORS.items():
        found[part] = cov.report(include=include, omit=OMIT.get(part), file=io.StringIO())
    return found


@pytest.hookimpl(hookwrapper=True, tryfirst=True)
def pytest_runtestloop(session):  # type: ignore[no-untyped-def]
    # Outermost wrapper: this runs after pytest-cov has stopped and combined.
    yield
    plugin = session.config.pluginmanager.getplugin("_cov")
    controller = getattr(plugin, "cov_controller", None)
    if controller is None or session.config.option.collectonly:
        return
    config = session.config
    if not whole_run(
        config.getoption("-m"),
        config.getoption("-k"),
        config.args,
        [str(a) for a in config.getini("testpaths")],
    ):
        return  # a partial run: its coverage says nothing about the floors
    reporter = session.config.pluginmanager.getplugin("terminalreporter")
    figures = percentages(controller.cov)
    line = ", ".join(
        f"{part} {value:.1f} % (floor {FLOORS[part][1]:.0f} %)" for part, value in figures.items()
    )
    reporter.write("\n")
    reporter.write_line(f"coverage, lines and branches: {line}")
    for part, value in figures.items():
        if value < FLOORS[part][1]:
            reporter.write_line(
                f"ERROR: {part} coverage {value:.1f} % is under its floor", red=True
            )
            session.testsfailed += 1
