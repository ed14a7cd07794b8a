"""A pytest plugin: every record of a conformance suite as a test of your implementation.

Installed with allfours (entry point `pytest11`), or enabled with
`-p allfours.conformance.plugin`. Mark a test with the suites to run and take the
`allfours_record` fixture; the test runs once per record, named by the record's id:

    import pytest
    from allfours.conformance import assert_conforms
    from my_game import MyImplementation   # has handle(request) -> reply

    @pytest.mark.allfours_suite("generated/conformance/auction_pitch.jsonl")
    def test_auction_pitch(allfours_record):
        assert_conforms(allfours_record, MyImplementation())

A relative path is looked up from pytest's root folder, then from the test's folder.
`--allfours-suite PATH` gives the suites for tests that are not marked.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

MARKER = "allfours_suite"
FIXTURE = "allfours_record"


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("allfours", "allfours conformance suites")
    group.addoption(
        "--allfours-suite",
        action="append",
        default=[],
        metavar="PATH",
        help="a conformance suite (JSON Lines) for tests that take `allfours_record`",
    )


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        f"{MARKER}(*paths): run the test once per record of these conformance suites "
        f"(it takes the `{FIXTURE}` fixture)",
    )


def _find(path: str, config: pytest.Config, test_file: Path) -> Path:
    candidate = Path(path)
    if candidate.is_absolute():
        return candidate
    for base in (config.rootpath, test_file.parent):
        if (base / candidate).is_file():
            return base / candidate
    return config.rootpath / candidate


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if FIXTURE not in metafunc.fixturenames:
        return
    from allfours.conformance.records import SuiteError, read_suite
    from allfours.conformance.rulebook import remember

    marker = metafunc.definition.get_closest_marker(MARKER)
    paths: list[Any] = list(marker.args) if marker else metafunc.config.getoption("allfours_suite")
    if not paths:
        raise pytest.UsageError(
            f"{metafunc.definition.nodeid} takes `{FIXTURE}` but names no suite: mark it "
            f"@pytest.mark.{MARKER}(PATH) or give --allfours-suite PATH"
        )
    records = []
    for path in paths:
        try:
            suite = read_suite(_find(str(path), metafunc.config, metafunc.definition.path))
        except SuiteError as error:
            raise pytest.UsageError(str(error)) from None
        records.extend(suite.records)
        # The records reach `assert_conforms` through the test: their suite's rulebook
        # is remembered for the run, so that failures name the rules by number.
        for book in suite.rulebooks.values():
            remember(book)
    metafunc.parametrize(FIXTURE, records, ids=[record["id"] for record in records])
