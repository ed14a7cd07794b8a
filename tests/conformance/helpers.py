"""Helpers for the conformance kit's tests: paths, the bundled suites, and commands.

`allfours ARGS` runs the CLI in this process from the checkout's root (implementations
under test still run as processes); `allfours_process` starts `python -m allfours` with
the checkout's compiler/ on PYTHONPATH, for the few tests about a whole process.
"""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

from allfours.conformance.modules import load_module
from allfours.conformance.records import GAME_FORMAT, Record, load_suite
from cli_runner import Run, run_cli

ROOT = Path(__file__).resolve().parents[2]
RULES_DIR = ROOT / "generated" / "rules"
SUITES_DIR = ROOT / "generated" / "conformance"
VARIANTS = sorted(path.stem for path in RULES_DIR.glob("[a-z]*.py"))
ENV = {**os.environ, "PYTHONPATH": str(ROOT / "compiler")}
SERVE = shlex.join([sys.executable, "-m", "allfours", "conformance", "serve"])


def rules_module(variant: str) -> ModuleType:
    return load_module(str(RULES_DIR / f"{variant}.py"))


def suite(variant: str) -> list[Record]:
    """The hand records of a bundled suite (its whole-game records are `games`)."""
    return [r for r in whole_suite(variant) if r["format"] != GAME_FORMAT]


def games(variant: str) -> list[Record]:
    """The whole-game records of a bundled suite."""
    return [r for r in whole_suite(variant) if r["format"] == GAME_FORMAT]


def whole_suite(variant: str) -> list[Record]:
    return load_suite(SUITES_DIR / f"{variant}.jsonl")


def allfours(*args: str) -> Run:
    """`allfours ARGS` in this process, from the checkout's root, output captured."""
    return run_cli(args, ROOT)


def allfours_process(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """`allfours ARGS` as a whole process, from the checkout's root, output captured."""
    return subprocess.run(
        [sys.executable, "-m", "allfours", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=ENV,
        timeout=timeout,
    )


def python_impl(script: Path, *args: str) -> str:
    """The shell command that runs a Python implementation script."""
    return shlex.join([sys.executable, str(script), *args])


def ids(records: Sequence[Record]) -> list[str]:
    return [record["id"] for record in records]
