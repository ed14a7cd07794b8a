"""Shared fixtures: the generated rules modules and the oracle, loaded by file path.

The generated modules (generated/rules/*.py, with the engine they share beside them) are
standard-library Python; they are imported here as the kit imports them, under unique
module names, so that tests do not depend on how the checkout is installed.
"""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Callable
from functools import cache
from pathlib import Path
from types import ModuleType

import pytest

import sampling

ROOT = Path(__file__).resolve().parents[1]
GENERATED_RULES = ROOT / "generated" / "rules"
ORACLE = ROOT / "tests" / "oracle" / "auction_pitch_oracle.py"
SEVEN_UP_ORACLE = ROOT / "tests" / "oracle" / "seven_up_oracle.py"
CINCH_ORACLE = ROOT / "tests" / "oracle" / "cinch_oracle.py"


def _load(path: Path, module_name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(module_name, path)
    assert spec is not None and spec.loader is not None, path
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module  # dataclasses look their module up while being built
    try:
        spec.loader.exec_module(module)
    except BaseException:
        del sys.modules[module_name]
        raise
    return module


@cache
def load_rules_module(name: str) -> ModuleType:
    """Import `generated/rules/<name>.py` under a unique module name (cached)."""
    from allfours.conformance.modules import load_module

    path = GENERATED_RULES / f"{name}.py"
    if not path.is_file():
        raise FileNotFoundError(f"no generated rules module {path}")
    return load_module(str(path))


@cache
def load_oracle() -> ModuleType:
    """The independent Auction Pitch oracle (tests/oracle/auction_pitch_oracle.py)."""
    return _load(ORACLE, "_allfours_auction_pitch_oracle")


@cache
def load_seven_up_oracle() -> ModuleType:
    """The independent Seven-Up and All Fours oracle (tests/oracle/seven_up_oracle.py)."""
    return _load(SEVEN_UP_ORACLE, "_allfours_seven_up_oracle")


@cache
def load_cinch_oracle() -> ModuleType:
    """The independent Cinch oracle (tests/oracle/cinch_oracle.py)."""
    return _load(CINCH_ORACLE, "_allfours_cinch_oracle")


@pytest.fixture(scope="session")
def rules_module() -> Callable[[str], ModuleType]:
    """A loader: `rules_module("auction_pitch")` returns the generated module."""
    return load_rules_module


@pytest.fixture(scope="session")
def auction_pitch() -> ModuleType:
    return load_rules_module("auction_pitch")


@pytest.fixture(scope="session")
def auction_pitch_setback_payouts() -> ModuleType:
    return load_rules_module("auction_pitch_setback_payouts")


@pytest.fixture(scope="session")
def oracle() -> ModuleType:
    return load_oracle()


# -- the default run and the full one ------------------------------------------------------


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--full",
        action="store_true",
        default=False,
        help="play every case of the tests that the default run samples (the cases marked "
        "`exhaustive`): the nightly run",
    )
    parser.addoption(
        "--variant-files",
        type=int,
        default=None,
        metavar="N",
        help="how many variant files the property test of accepted variants generates "
        "(tests/property/test_accepted_variants_work.py; default: a bounded run)",
    )


def pytest_configure(config: pytest.Config) -> None:
    sampling.FULL = bool(config.getoption("--full"))


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Without --full, the cases marked `exhaustive` are left out: each sampled test
    keeps a few representative cases in the default run (see tests/sampling.py)."""
    if config.getoption("--full"):
        return
    kept: list[pytest.Item] = []
    left: list[pytest.Item] = []
    for item in items:
        (left if item.get_closest_marker("exhaustive") else kept).append(item)
    if left:
        config.hook.pytest_deselected(items=left)
        items[:] = kept


@pytest.fixture(scope="session")
def full(request: pytest.FixtureRequest) -> bool:
    """Whether this is the full run (`--full`): a test that samples plays everything."""
    return bool(request.config.getoption("--full"))


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """The figures a test reported with `record_property("summary", ...)`, one line each,
    after the run (with several workers too: the reports carry them)."""
    for report in terminalreporter.getreports("passed") + terminalreporter.getreports("failed"):
        for name, value in getattr(report, "user_properties", ()):
            if name == "summary" and report.when == "call":
                terminalreporter.write_line(f"{report.nodeid}: {value}")


def built_in_memory(variant_file: Path) -> tuple[ModuleType, ModuleType, dict[str, str]]:
    """A variant file checked and built in memory as `allfours build` builds it: its rules
    module (run with the engine the build writes beside it, which it imports), that
    engine, and every file of the build by its path under the output folder."""
    from allfours.backends.python import RUNTIME_NAME
    from allfours.build import RULES_DIR, plan_build
    from allfours.pipeline import check_variant
    from allfours.semantic.resolve import Loader

    checked = check_variant(variant_file, Loader())
    assert checked.ok and checked.variant is not None, [
        d.message for d in checked.diagnostics if d.is_error
    ]
    files = dict(plan_build([checked.variant], Path("unused")).files)
    engine = run_source(f"_built{RUNTIME_NAME}", files[f"{RULES_DIR}/{RUNTIME_NAME}.py"])
    before = sys.modules.get(RUNTIME_NAME)
    sys.modules[RUNTIME_NAME] = engine
    try:
        source = files[f"{RULES_DIR}/{checked.variant.id}.py"]
        module = run_source(f"_built_{checked.variant.id}", source)
    finally:
        if before is None:
            del sys.modules[RUNTIME_NAME]
        else:
            sys.modules[RUNTIME_NAME] = before
    return module, engine, files


def run_source(name: str, source: str) -> ModuleType:
    """`source` run as a module named `name` (registered while it runs: dataclasses look
    their module up while they are built)."""
    module = ModuleType(name)
    sys.modules[name] = module
    try:
        exec(compile(source, name, "exec"), module.__dict__)
    finally:
        del sys.modules[name]
    return module
