"""`python generated/rules/ID.py replay FILE`: every malformed record gets one line that
names it and says what is wrong, the next line is replayed as if nothing had happened,
and the exit status counts the bad records."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from allfours.conformance.modules import runtime_of

ROOT = Path(__file__).resolve().parents[2]
MODULE = ROOT / "generated" / "rules" / "auction_pitch.py"
SUITE = ROOT / "generated" / "conformance" / "auction_pitch.jsonl"
GOOD = SUITE.read_bytes().splitlines()[1]  # the first record, after the suite's header

MALFORMED: dict[str, tuple[bytes, str]] = {
    # name: (the line, what the complaint must say)
    "deep-list": (
        b'{"id": "deep", "players": 4, "dealer": 0, "hands": '
        + b"[" * 600
        + b"]" * 600
        + b', "steps": []}',
        "'hands[0][0][0]",
    ),
    "far-too-deep": (b'{"x": ' + b"[" * 200_000 + b"]" * 200_000 + b"}", "nested far too deep"),
    "huge-number": (b'{"players": ' + b"7" * 5_000 + b"}", "5,000 digits"),
    "not-utf8": (b'{"id": "caf\xe9"}', "not UTF-8 text (byte 0xe9 at column 12)"),
    "not-json": (b"players: 4", "not JSON"),
    "not-an-object": (b"[1, 2]", "a record is a JSON object"),
    "huge-table": (
        b'{"id": "wide", "players": 300000000, "dealer": 0, "hands": [], "steps": []}',
        "record 'wide'): Auction Pitch is for 2 to 7 players",
    ),
    "bad-field": (
        b'{"id": "seats", "players": 4, "dealer": "north", "hands": [], "steps": []}',
        "record 'seats'): the record's 'dealer' must be a whole number",
    ),
}


@pytest.mark.parametrize("name", sorted(MALFORMED))
def test_a_malformed_record_is_named_and_the_next_one_replayed(
    auction_pitch: ModuleType, name: str
) -> None:
    line, complaint = MALFORMED[name]
    out, err = io.StringIO(), io.StringIO()
    bad = runtime_of(auction_pitch).replay_lines(auction_pitch.RULES, [line, GOOD], out, err)
    assert bad == 1
    (said,) = err.getvalue().splitlines()
    assert said.startswith("line 1") and complaint in said, said
    (replayed,) = out.getvalue().splitlines()
    assert json.loads(replayed)["id"] == json.loads(GOOD)["id"]


def _script(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(MODULE), *args], capture_output=True, text=True, timeout=60
    )


def test_the_exit_status_counts_the_bad_records(tmp_path: Path) -> None:
    records = tmp_path / "records.jsonl"
    lines = [MALFORMED[name][0] for name in sorted(MALFORMED)]
    records.write_bytes(b"\n".join([GOOD, *lines, GOOD]) + b"\n")
    result = _script("replay", str(records))
    assert result.returncode == len(MALFORMED), result.stderr
    assert len(result.stderr.splitlines()) == len(MALFORMED)
    assert len(result.stdout.splitlines()) == 2
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize("target", ["missing.jsonl", "."])
def test_records_that_cannot_be_read_are_one_line(tmp_path: Path, target: str) -> None:
    result = subprocess.run(
        [sys.executable, str(MODULE), "replay", target],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=tmp_path,
    )
    assert result.returncode == 100
    assert result.stderr.startswith(f"cannot read {target}: ")
    assert len(result.stderr.splitlines()) == 1


def test_a_mistaken_command_line_has_its_own_status() -> None:
    result = _script("replya", "x.jsonl")
    assert result.returncode == 101
    assert "invalid choice" in result.stderr
