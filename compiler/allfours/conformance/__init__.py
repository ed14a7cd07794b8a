"""The conformance kit: test records generated from a variant, and a runner for any
implementation of the game.

- `generate` makes a suite of hand records (format `allfours-hand/1`, or `/2` for the
  games with a stock: a turned-up trump, begging, runs, discards, draws) from a variant's
  rules module: a header quoting the variant's rulebook (`rulebook`), a targeted record
  per edge case, tagged with its rule numbers, then seeded random hands; `coverage` says
  what a suite exercises and what it leaves out.
- `runner` drives an implementation through the protocol `allfours-conformance/1`
  (`protocol`), as a subprocess (`transport.Subprocess`) or in process
  (`run_in_process`, `assert_conforms`, and the pytest plugin in `plugin`).
- `engine_adapter` makes a generated module an implementation, the reference the
  suites are proven against.

docs/implementers.md is the guide for people testing their own implementation. The
names below are imported when first used: the `allfours` command loads this package to
build its parser, and must stay quick for every other command.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from allfours.conformance.protocol import (
        PROTOCOL,
        Hand,
        HandImplementation,
        Implementation,
        Refused,
        serve,
    )
    from allfours.conformance.records import (
        RECORD_FORMAT,
        RECORD_FORMAT_2,
        Suite,
        SuiteError,
        load_suite,
        parse_suite,
        read_suite,
    )
    from allfours.conformance.runner import (
        Outcome,
        Report,
        assert_conforms,
        assert_suite,
        check_record,
        run_in_process,
        run_suite,
    )

_HOMES = {
    "protocol": ("PROTOCOL", "Hand", "HandImplementation", "Implementation", "Refused", "serve"),
    "records": (
        "RECORD_FORMAT",
        "RECORD_FORMAT_2",
        "Suite",
        "SuiteError",
        "load_suite",
        "parse_suite",
        "read_suite",
    ),
    "runner": (
        "Outcome",
        "Report",
        "assert_conforms",
        "assert_suite",
        "check_record",
        "run_in_process",
        "run_suite",
    ),
}
_HOME_OF = {name: module for module, names in _HOMES.items() for name in names}

__all__ = [
    "PROTOCOL",
    "RECORD_FORMAT",
    "RECORD_FORMAT_2",
    "Hand",
    "HandImplementation",
    "Implementation",
    "Outcome",
    "Refused",
    "Report",
    "Suite",
    "SuiteError",
    "assert_conforms",
    "assert_suite",
    "check_record",
    "load_suite",
    "parse_suite",
    "read_suite",
    "run_in_process",
    "run_suite",
    "serve",
]


def __getattr__(name: str) -> Any:
    home = _HOME_OF.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{home}"), name)
