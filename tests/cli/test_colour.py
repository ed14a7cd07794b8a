"""Terminal colour: the variant lines quoted in diagnostics are highlighted with the
variant-file lexer when asked (or on a terminal), and colour never changes the text."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ANSI = re.compile(r"\x1b\[[0-9;]*m")
HOUSE = 'variant house "House" extends auction_pitch\ntargte: 7\npoint jack: the jack of trumps\n'


def _check(folder: Path, *flags: str, env: dict[str, str] | None = None) -> str:
    (folder / "house.variant").write_text(HOUSE, encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "allfours", "check", *flags, "house.variant"],
        capture_output=True,
        text=True,
        cwd=folder,
        env={**os.environ, "PYTHONPATH": str(ROOT / "compiler"), **(env or {})},
    )
    assert result.returncode == 1
    return result.stderr


def test_colour_always_highlights_the_quoted_lines_and_changes_no_text(tmp_path: Path) -> None:
    coloured = _check(tmp_path, "--color", "always")
    plain = _check(tmp_path, "--color", "never")
    assert ANSI.search(coloured), "no colour codes"
    assert not ANSI.search(plain)
    assert ANSI.sub("", coloured) == plain
    # Only quoted source lines are coloured: messages and carets stay plain.
    for line in coloured.splitlines():
        if ANSI.search(line):
            assert re.match(r"\s*\d+ \| ", line), line


def test_no_colour_when_not_a_terminal(tmp_path: Path) -> None:
    assert not ANSI.search(_check(tmp_path))  # auto, and stderr is a pipe here
    assert not ANSI.search(_check(tmp_path, "--color", "auto", env={"NO_COLOR": "1"}))
