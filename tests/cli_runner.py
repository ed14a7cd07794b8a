"""`allfours ARGS` run in the test's own process, the way most CLI tests run it.

A subprocess costs a Python start-up and an import of the compiler, about a tenth of a
second, per command; the CLI cases run through `main(argv)` instead, from a given
folder and with their output captured. A few smoke tests in each folder still start a
real process, for what only a process shows (the entry point, exit statuses).
"""

from __future__ import annotations

import io
import json
import os
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, redirect_stderr, redirect_stdout
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from allfours.cli import main

ROOT = Path(__file__).resolve().parents[1]


@dataclass(frozen=True)
class Run:
    exit_code: int
    stdout: str
    stderr: str

    def diagnostics(self) -> list[dict[str, Any]]:
        payload: dict[str, Any] = json.loads(self.stdout)
        assert payload["version"] == 1
        diagnostics: list[dict[str, Any]] = payload["diagnostics"]
        return diagnostics


@contextmanager
def working_folder(folder: Path) -> Iterator[None]:
    previous = os.getcwd()
    os.chdir(folder)
    try:
        yield
    finally:
        os.chdir(previous)


def run_cli(args: Sequence[str | Path], cwd: Path = ROOT) -> Run:
    """`allfours ARGS` run in this process from `cwd`, with its output captured. A bug
    in allfours shows as one line and exit status 3 (the CLI's own guard), so a test
    that looks at the exit status sees it."""
    out, err = io.StringIO(), io.StringIO()
    with working_folder(cwd), redirect_stdout(out), redirect_stderr(err):
        try:
            code = main([str(arg) for arg in args])
        except SystemExit as stop:  # argparse: --help, --version, usage errors
            code = stop.code if isinstance(stop.code, int) else 1
    return Run(code, out.getvalue(), err.getvalue())
