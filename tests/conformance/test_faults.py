"""The runner's verdict under faults: an implementation that fails on the third hand of
every process, whatever the record, fails the suite; so does one that hangs, one killed
by a process it started, one whose helper keeps its pipes open, and one that answers
with a reply nested 200,000 deep or 64 MiB long. The runner comes back within its time
limits, leaves no process of the implementation behind, and never deadlocks on a long
record or breaks on a hostile suite file."""

from __future__ import annotations

import json
import subprocess
import time
from pathlib import Path
from typing import Any

import pytest

from allfours.conformance.protocol import Hand, HandImplementation
from allfours.conformance.records import Record, dumps_suite
from allfours.conformance.runner import KIND_WORDS, run_in_process, run_suite
from allfours.conformance.transport import Subprocess

from .helpers import ENV, ROOT, SERVE, allfours, python_impl, rules_module, suite

FAULTY = Path(__file__).parent / "impls" / "faulty.py"
TIMEOUT = 1.0  # a hang is met at this limit: short, so that the test is quick
# Every other fault must be seen for what it is, not as a hang, however busy the machine
# (writing a 64 MiB line can take longer than a second): a limit it never reaches.
GENEROUS = 60.0
FAULT_KINDS = {
    "crash": "crash",
    "hang": "timeout",
    "grandchild-kills": "crash",
    "session-grandchild": "crash",
    "deep-reply": "garbage",
    "huge-reply": "garbage",
}


@pytest.fixture(scope="module")
def nine(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[Record]]:
    """Nine auction_pitch records: three processes' worth for an implementation that
    fails on its third hand."""
    records = suite("auction_pitch")[:9]
    path = tmp_path_factory.mktemp("faults") / "nine.jsonl"
    path.write_text(dumps_suite(records), encoding="utf-8")
    return path, records


def _leftover_helpers() -> list[str]:
    listing = subprocess.run(["ps", "-eo", "pid,args"], capture_output=True, text=True)
    return [line for line in listing.stdout.splitlines() if "while True: time.sleep" in line]


@pytest.mark.parametrize("mode", sorted(FAULT_KINDS))
def test_a_fault_on_the_third_hand_of_every_process_fails_the_suite(
    nine: tuple[Path, list[Record]], mode: str
) -> None:
    path, records = nine
    timeout = TIMEOUT if FAULT_KINDS[mode] == "timeout" else GENEROUS
    began = time.monotonic()
    result = allfours(
        "conformance",
        "run",
        str(path),
        "--impl",
        python_impl(FAULTY, mode),
        "--timeout",
        str(timeout),
        "--format",
        "json",
    )
    elapsed = time.monotonic() - began
    assert result.exit_code == 1, result.stderr
    report: dict[str, Any] = json.loads(result.stdout)
    failed = [r for r in report["records"] if not r["passed"]]
    # Every process plays two hands and fails the third, which passes alone.
    assert len(failed) >= 2, report["summary"]
    assert len(report["records"]) == len(records)
    assert {r["kind"] for r in failed} == {FAULT_KINDS[mode]}
    assert all(r["retry"]["passed"] for r in failed), failed
    assert (
        f"{len(failed)} failed ({len(failed)} {KIND_WORDS[FAULT_KINDS[mode]]})"
        in (report["summary"])
    )
    # Each fault costs at most two time limits: met in the suite, met again one at a time
    # (a bound far above what any run takes, that only a runner waiting forever breaks).
    assert elapsed < len(failed) * 2 * (timeout + 1) + 60, elapsed
    if FAULT_KINDS[mode] == "garbage":
        # A garbled reply is met when it comes, not when the time limit runs out: the
        # whole run, its faults met twice each, within one limit.
        assert elapsed < timeout, elapsed
    assert _leftover_helpers() == []


def test_the_text_report_shows_the_retry_beside_the_failure(
    nine: tuple[Path, list[Record]],
) -> None:
    path, _ = nine
    result = allfours("conformance", "run", str(path), "--impl", python_impl(FAULTY, "crash"))
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    fail = next(i for i, line in enumerate(lines) if line.startswith("FAIL "))
    assert "crash: the implementation exited with status 3" in lines[fail]
    assert "crashing on the third hand" in lines[fail]  # its last words on stderr
    assert lines[fail + 2].strip() == "run again alone: pass"


class _ThirdHandRaises(HandImplementation):
    """In process: the reference, until the third hand it is given."""

    def __init__(self) -> None:
        self.reference = rules_module("auction_pitch")
        self.hands = 0
        self.game: Any = None

    def start(self, hand: Hand) -> None:
        self.hands += 1
        if self.hands == 3:
            raise RuntimeError("third hand")
        self.game = self.reference.Game(hand.players, dealer=hand.dealer, scores=hand.scores)
        self.game.deal(hand.hands)

    def legal(self) -> tuple[int | None, list[str]]:
        return self.game.to_act, list(self.game.legal_actions())

    def apply(self, seat: int, action: str) -> None:
        self.game.apply(action, seat)

    def result(self) -> dict[str, Any]:
        raise NotImplementedError


def test_in_process_a_raise_on_the_third_hand_fails_too() -> None:
    records = [
        {k: v for k, v in r.items() if k != "expect"}
        for r in suite("auction_pitch")
        if "error" not in r
    ][:6]
    report = run_in_process(records, _ThirdHandRaises)  # a class: a fresh one per start
    failed = report.failures
    assert [o.kind for o in failed] == ["crash"] * len(failed) and len(failed) >= 2
    assert all(o.retry is not None and o.retry.passed for o in failed)


def test_a_record_longer_than_the_pipes_does_not_deadlock(tmp_path: Path) -> None:
    """Thousands of requests at once: the runner writes while it reads the replies."""
    record = dict(suite("auction_pitch")[0])
    extra = [{"seat": 0, "action": "play AS"}] * 5_000
    record["steps"] = [*record["steps"], *extra]
    record.pop("expect")
    transport = Subprocess(SERVE, env=ENV, cwd=ROOT)
    began = time.monotonic()
    report = run_suite([record], transport, timeout=30)
    assert time.monotonic() - began < 30
    (outcome,) = report.outcomes
    assert outcome.kind == "refused", outcome.explain()  # the hand was over: refused


HOSTILE_SUITES = {
    "deep": ('{"id": "x", "v": ' + "[" * 5_000 + "]" * 5_000 + "}", "nested far too deep"),
    "deep-but-parses": ('{"id": "x", "v": ' + "[" * 50 + "]" * 50 + "}", "nested more than"),
    "many-digits": ('{"id": "x", "players": ' + "9" * 5_000 + "}", "5,000 digits"),
    "a-trillion-players": ('{"id": "x", "variant": "v", "players": 1000000000000}', "players"),
    "300-million-players": ('{"id": "x", "variant": "v", "players": 300000000}', "players"),
    "too-many-steps": (
        json.dumps(
            {
                "id": "x",
                "variant": "auction_pitch",
                "players": 4,
                "dealer": 0,
                "hands": [[], [], [], []],
                "steps": [{"action": "pass"}] * 20_000,
            }
        ),
        "20,000 steps",
    ),
}


@pytest.mark.parametrize("name", sorted(HOSTILE_SUITES))
def test_a_hostile_suite_file_is_refused_in_one_line(tmp_path: Path, name: str) -> None:
    line, complaint = HOSTILE_SUITES[name]
    path = tmp_path / "hostile.jsonl"
    path.write_text(line + "\n", encoding="utf-8")
    began = time.monotonic()
    result = allfours("conformance", "run", str(path), "--impl", SERVE)
    assert time.monotonic() - began < 30
    assert result.exit_code == 2
    assert "Traceback" not in result.stderr
    assert f"{path}:1: " in result.stderr and complaint in result.stderr, result.stderr
    assert len(result.stderr.splitlines()) == 1


def test_control_characters_from_an_implementation_never_reach_the_terminal(
    tmp_path: Path,
) -> None:
    """An error reply or a description with an escape sequence is printed escaped; a
    tag with one is not a tag the format allows: the suite is refused, the tag shown
    escaped."""
    record = dict(suite("auction_pitch")[0])
    record["description"] = "a hand \x1b[2J"
    path = tmp_path / "escapes.jsonl"
    path.write_text(dumps_suite([record]), encoding="utf-8")
    script = tmp_path / "refuses.py"
    script.write_text(
        "import json, sys\n"
        "for line in sys.stdin:\n"
        "    r = json.loads(line)\n"
        "    reply = {'id': r['id'], 'ok': True, 'protocol': 'allfours-conformance/1'}\n"
        "    if r['op'] == 'start':\n"
        "        reply = {'id': r['id'], 'ok': False, 'error': 'no \\x1b[31mred\\x1b[0m'}\n"
        "    print(json.dumps(reply), flush=True)\n",
        encoding="utf-8",
    )
    result = allfours("conformance", "run", str(path), "--impl", python_impl(script))
    assert result.exit_code == 1
    assert "\x1b" not in result.stdout and "\x07" not in result.stdout
    assert "\\x1b[31mred" in result.stdout and "a hand \\x1b[2J" in result.stdout
    record["tags"] = ["\x1b]0;pwned\x07", "AP-1.1"]
    path.write_text(dumps_suite([record]), encoding="utf-8")
    refused = allfours("conformance", "run", str(path), "--impl", python_impl(script))
    assert refused.exit_code == 2
    assert "\x1b" not in refused.stderr and "\x07" not in refused.stderr
    assert "tags[0] '\\x1b]0;pwned\\x07' is not of the form" in refused.stderr
