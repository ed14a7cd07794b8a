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


@pytest.mark.parametrize("variant", ["auction_pitch", "seven_up", "cinch"])
def test_a_module_replays_every_record_of_its_own_suite(variant: str) -> None:
    """Hand records and whole-game records alike: the module completes each as its suite
    holds it (the README's example), and exits 0."""
    suite = ROOT / "generated" / "conformance" / f"{variant}.jsonl"
    header, *records = [json.loads(line) for line in suite.read_text("utf-8").splitlines()]
    assert header["format"] == "allfours-suite/1"  # the rulebook it quotes, not a record
    assert any(r["format"] == "allfours-game/1" for r in records)
    done = subprocess.run(
        [sys.executable, str(ROOT / "generated" / "rules" / f"{variant}.py"), "replay", suite],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert (done.returncode, done.stderr) == (0, "")
    assert [json.loads(line) for line in done.stdout.splitlines()] == records


def test_a_game_record_whose_deal_does_not_finish_ends_there(auction_pitch: ModuleType) -> None:
    game = next(
        json.loads(line)
        for line in SUITE.read_text("utf-8").splitlines()
        if json.loads(line)["format"] == "allfours-game/1"
    )
    first = game["deals"][0]
    # The first deal cut after its first step, then a second deal: it cannot be played.
    cut = {**game, "deals": [{**first, "steps": first["steps"][:1]}, game["deals"][1]]}
    with pytest.raises(auction_pitch.RecordError, match="deal 2 follows a deal that did not"):
        auction_pitch.replay(cut)
    # Cut after the first deal, it is a game record of one finished deal, its own `expect`
    # the deal's outcome.
    alone = auction_pitch.replay({**game, "deals": [first]})
    assert alone["expect"]["deals"] == 1
    assert alone["expect"]["scores"] == first["expect"]["scores"]
    illegal = {**first, "steps": [{**first["steps"][0], "action": "bid 99"}]}
    refused = auction_pitch.replay({**game, "deals": [illegal]})
    assert refused["deals"][0]["error"]["step"] == 0
    assert "expect" not in refused


@pytest.mark.parametrize(
    ("deal", "complaint"),
    [
        ("north", "deal 1: a deal is a JSON object"),
        ({"hands": "AS"}, "deal 1's 'hands' must be a list"),
        ({"hands": [], "steps": {}}, "deal 1: the deal's 'steps' must be a list"),
    ],
)
def test_a_malformed_game_record_is_told_in_plain_words(
    auction_pitch: ModuleType, deal: object, complaint: str
) -> None:
    record = {"format": "allfours-game/1", "players": 4, "dealer": 0, "deals": [deal]}
    out, err = io.StringIO(), io.StringIO()
    assert runtime_of(auction_pitch).replay_lines(
        auction_pitch.RULES, [json.dumps(record).encode()], out, err
    )
    assert complaint in err.getvalue(), err.getvalue()


@pytest.mark.parametrize("source", ["/dev/zero", "-"])
def test_a_line_longer_than_any_record_stops_the_replay_before_it_is_read(source: str) -> None:
    """`replay /dev/zero` has no end of line: the reader stops at the limit, at once, with
    one line that says why, and the records read before it are replayed."""
    stdin = None if source != "-" else GOOD + b"\n" + b"7" * 50_000_000 + b"\n" + GOOD + b"\n"
    done = subprocess.run(
        [sys.executable, str(MODULE), "replay", source],
        input=stdin,
        capture_output=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 100
    said = done.stderr.decode()
    line = 1 if source == "/dev/zero" else 2
    assert said == (
        f"cannot read {source}: line {line} is longer than any record (1,048,576 bytes or "
        "more); the rest is not read\n"
    )
    assert len(done.stdout.splitlines()) == line - 1
