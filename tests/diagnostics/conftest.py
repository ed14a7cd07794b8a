"""Pytest wiring for the diagnostics tests: `--update-golden`, the `case` parameter, caching.

The fixtures and their expectations are described in diagnostic_cases.py. Golden files are
rewritten with `pytest tests/diagnostics --update-golden`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from .diagnostic_cases import CASES, Case, run_case


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--update-golden",
        action="store_true",
        default=False,
        help="rewrite tests/diagnostics/golden/*.txt from the checker's current output",
    )


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "case" in metafunc.fixturenames:
        metafunc.parametrize("case", CASES, ids=[case.name for case in CASES])


@pytest.fixture
def update_golden(request: pytest.FixtureRequest) -> bool:
    return bool(request.config.getoption("--update-golden", default=False))


@pytest.fixture(scope="session")
def diagnostics_of(
    tmp_path_factory: pytest.TempPathFactory,
) -> Callable[[Case], list[dict[str, Any]]]:
    """The JSON diagnostics of a case, computed once per session."""
    cache: dict[str, list[dict[str, Any]]] = {}

    def get(case: Case) -> list[dict[str, Any]]:
        if case.name not in cache:
            run = run_case(case, tmp_path_factory.mktemp(case.name), "json")
            assert run.exit_code == 1, (case.name, run)
            cache[case.name] = run.diagnostics()
        return cache[case.name]

    return get
