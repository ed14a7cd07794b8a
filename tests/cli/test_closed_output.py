"""Output read by a reader that goes away (`... | head`), and records that are not there:
one clear line or none, never a Python traceback.

Each command writes to a pipe whose reading end is closed before it starts, so that its
first write fails every time (with `| head` it would depend on how fast head is).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "generated" / "rules"
SUITE = ROOT / "generated" / "conformance" / "auction_pitch.jsonl"
EXIT_BROKEN_PIPE = 141
ALLFOURS = [sys.executable, "-m", "allfours"]


def _run_into_closed_pipe(command: list[str], stdin: str = "") -> tuple[int, str]:
    """The command's exit status and its standard error, with its standard output a pipe
    nobody reads."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        done = subprocess.run(
            command,
            cwd=ROOT,
            stdout=write_end,
            stderr=subprocess.PIPE,
            input=stdin,
            text=True,
            timeout=120,
            check=False,
        )
    finally:
        os.close(write_end)
    return done.returncode, done.stderr


COMMANDS = {
    "play": (
        [*ALLFOURS, "play", "auction_pitch", "--seat", "0", "--bots", "rule", "--seed", "7"],
        "1\n" * 200,
    ),
    "simulate": ([*ALLFOURS, "simulate", "auction_pitch", "--games", "5"], ""),
    "conformance run": (
        [
            *ALLFOURS,
            "conformance",
            "run",
            str(SUITE),
            "--impl",
            f"{sys.executable} -m allfours conformance serve auction_pitch",
        ],
        "",
    ),
    "explain": ([*ALLFOURS, "explain", "E0301"], ""),
    "module play": ([sys.executable, str(RULES / "auction_pitch.py"), "play", "--seed", "3"], ""),
    "module replay": (
        [sys.executable, str(RULES / "auction_pitch.py"), "replay", str(SUITE)],
        "",
    ),
}


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_a_closed_output_stops_the_command_quietly(name: str) -> None:
    command, stdin = COMMANDS[name]
    status, stderr = _run_into_closed_pipe(command, stdin)
    assert "Traceback" not in stderr and "BrokenPipe" not in stderr, stderr
    # The status of a process that SIGPIPE stopped, as a shell shows it, and not the
    # replay's "the records could not be read" (100): it was the output that closed.
    assert status == EXIT_BROKEN_PIPE, (status, stderr)


def _module(*args: str | Path, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(RULES / "auction_pitch.py"), *map(str, args)],
        capture_output=True,
        text=True,
        input=stdin,
        timeout=60,
        check=False,
    )


def test_replaying_a_missing_file_says_so_in_one_line(tmp_path: Path) -> None:
    missing = tmp_path / "no_such_records.jsonl"
    done = _module("replay", missing)
    assert done.returncode == 100
    assert done.stderr == f"cannot read {missing}: no such file or directory\n"
    assert done.stdout == ""


def test_running_a_missing_suite_says_so_in_one_line(tmp_path: Path) -> None:
    missing = tmp_path / "no_such_suite.jsonl"
    done = subprocess.run(
        [*ALLFOURS, "conformance", "run", str(missing), "--impl", "true"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode != 0 and "Traceback" not in done.stderr
    assert f"cannot read {missing}: no such file or directory" in done.stderr
    assert "Errno" not in done.stderr


@pytest.mark.parametrize(
    ("record", "complaint"),
    [
        (
            {"players": "four", "dealer": 0, "hands": [], "steps": []},
            "'players' must be a whole number",
        ),
        ({"players": 4, "dealer": 0, "hands": {}, "steps": []}, "'hands' must be a list"),
        ({"players": 4, "hands": [], "steps": []}, "has no 'dealer': it needs one, a whole number"),
    ],
)
def test_a_record_of_the_wrong_shape_is_told_in_plain_words(
    record: dict[str, object], complaint: str
) -> None:
    done = _module("replay", "-", stdin=json.dumps(record) + "\n")
    assert done.returncode == 1
    assert complaint in done.stderr, done.stderr
    assert " a int" not in done.stderr and " a dict" not in done.stderr
