"""Helpers for the conformance kit's tests: paths, the bundled suites, and commands.

Commands run `python -m allfours` with the checkout's compiler/ on PYTHONPATH, from the
checkout's root, whether or not the package is installed.
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
from allfours.conformance.records import Record, load_suite

ROOT = Path(__file__).resolve().parents[2]
RULES_DIR = ROOT / "generated" / "rules"
SUITES_DIR = ROOT / "generated" / "conformance"
VARIANTS = sorted(path.stem for path in RULES_DIR.glob("*.py"))
ENV = {**os.environ, "PYTHONPATH": str(ROOT / "compiler")}
SERVE = shlex.join([sys.executable, "-m", "allfours", "conformance", "serve"])


def rules_module(variant: str) -> ModuleType:
    return load_module(str(RULES_DIR / f"{variant}.py"))


def suite(variant: str) -> list[Record]:
    return load_suite(SUITES_DIR / f"{variant}.jsonl")


def allfours(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """`allfours ARGS` from the checkout's root, output captured."""
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
