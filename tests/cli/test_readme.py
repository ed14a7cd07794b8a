"""The README's examples run clean: every command of its shell blocks, and its Python
block, run as a reader runs them, in order, from a copy of the checkout (the README is
read at the top of one), and none ends in a traceback or an unexpected exit status.

Commands that install from the network, serve until stopped or run for minutes are left
out, each for a reason said here (`LEFT_OUT`); a test checks that what is left out is
no more than that.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")
_BLOCK = re.compile(r"^```(\w*)\n(.*?)\n```$", re.S | re.M)
# Not part of a reader's checkout: caches, the environment, what builds write.
_NOT_COPIED = shutil.ignore_patterns(
    ".git", ".venv", "site", "__pycache__", ".*_cache", "dist", "build", "node_modules"
)

LEFT_OUT: dict[str, Callable[[str], bool]] = {
    "it installs from the network": lambda line: line.startswith("python3 -m venv"),
    "it serves until stopped": lambda line: line.startswith("mkdocs serve"),
    "it runs for minutes": lambda line: (
        line.startswith("allfours simulate") and "--check" not in line
    ),
}


def _blocks(language: str) -> list[str]:
    return [body for lang, body in _BLOCK.findall(README) if lang == language]


def _is_variant_file(block: str) -> bool:
    lines = [line for line in block.splitlines() if line.strip() and not line.startswith("#")]
    return bool(lines) and lines[0].startswith("variant ")


def _left_out(line: str) -> str | None:
    return next((why for why, applies in LEFT_OUT.items() if applies(line)), None)


VARIANT_FILES = [block for block in _blocks("") if _is_variant_file(block)]
COMMANDS = [
    line
    for block in _blocks("")
    if not _is_variant_file(block)
    for line in block.splitlines()
    if line.strip()
]
RUN = [line for line in COMMANDS if _left_out(line) is None]


def test_what_is_left_out_is_only_what_must_be() -> None:
    left_out = [line for line in COMMANDS if _left_out(line) is not None]
    assert len(left_out) <= 7 and len(RUN) >= 12, (left_out, RUN)


def test_the_readme_commands_run_clean(tmp_path: Path) -> None:
    checkout = tmp_path / "allfours"
    shutil.copytree(ROOT, checkout, ignore=_NOT_COPIED)
    scratch = tmp_path / "tmp"  # where `allfours preview` writes, by default
    scratch.mkdir()
    # The commands as a reader types them: `allfours`, `python3` and `mkdocs` from the
    # environment the README's set-up made (this one's).
    bin_dir = str(Path(sys.executable).parent)
    env = {**os.environ, "PATH": bin_dir + os.pathsep + os.environ["PATH"], "TMPDIR": str(scratch)}
    env.pop("PYTHONPATH", None)
    node = shutil.which("node", path=env["PATH"])
    (example,) = VARIANT_FILES  # a variant file as the README shows it: it checks
    name = re.search(r"^variant (\w+)", example, re.M)
    assert name is not None
    (checkout / f"{name[1]}.variant").write_text(example + "\n", encoding="utf-8")
    for line in [f"allfours check {name[1]}.variant", *RUN]:
        if line.startswith("allfours conformance run") and "node " in line and node is None:
            continue  # the README says it needs Node.js
        done = subprocess.run(
            ["bash", "-c", line],
            cwd=checkout,
            env=env,
            stdin=subprocess.DEVNULL,  # `allfours play`: the reader leaves at once
            capture_output=True,
            text=True,
            timeout=600,
            check=False,
        )
        said = done.stdout + done.stderr
        assert "Traceback" not in said and "internal error" not in said, (line, said[-3000:])
        assert done.returncode == 0, (line, said[-3000:])
    (python,) = _blocks("python")
    done = subprocess.run(
        [sys.executable, "-c", python],
        cwd=checkout,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    assert done.stdout.strip(), "the example prints the hand's points and scores"
