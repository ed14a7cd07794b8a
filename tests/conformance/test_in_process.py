"""The second path for Python implementations: objects answering the protocol in process,
the helpers that assert on them, the pytest plugin, and `serve` for a ready adapter."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from allfours.conformance import (
    Hand,
    HandImplementation,
    Refused,
    assert_conforms,
    assert_suite,
    check_record,
    run_in_process,
    serve,
)
from allfours.conformance.engine_adapter import module_implementation
from allfours.conformance.records import Record, read_suite

from .helpers import ROOT, SUITES_DIR, rules_module, suite, whole_suite
from .mutants import MUTANTS


def test_the_reference_passes_in_process(
    auction_pitch_suite: list[Record], auction_pitch_module: ModuleType
) -> None:
    report = assert_suite(auction_pitch_suite, module_implementation([auction_pitch_module]))
    assert report.ok and len(report.outcomes) == len(auction_pitch_suite)


def test_assert_conforms_fails_with_the_verdict(
    auction_pitch_suite: list[Record], auction_pitch_module: ModuleType
) -> None:
    record = next(r for r in auction_pitch_suite if r["id"].endswith("low-taken-by-another"))
    assert_conforms(record, module_implementation([auction_pitch_module]))
    wrong = next(m for m in MUTANTS if m.name == "low-to-the-capturer")
    with pytest.raises(AssertionError) as failed:
        assert_conforms(record, wrong.implementation(auction_pitch_module))
    message = str(failed.value)
    assert message.startswith(f"FAIL {record['id']}: [AP-5.2] expect.points.low: expected ")
    assert "AP-5.2" in message


class Flaky:
    """Raises on its third `start`: the in-process runner reports a crash and makes a new one."""

    starts = 0

    def __init__(self, inner: Any) -> None:
        self.inner = inner

    def handle(self, request: Mapping[str, Any]) -> dict[str, Any]:
        if request.get("op") == "start":
            Flaky.starts += 1
            if Flaky.starts == 3:
                raise KeyError("the dealer's chair")
        reply: dict[str, Any] = self.inner.handle(request)
        return reply


def test_an_exception_is_a_crash_of_that_record_only(
    auction_pitch_suite: list[Record], auction_pitch_module: ModuleType
) -> None:
    Flaky.starts = 0
    records = auction_pitch_suite[:6]
    report = run_in_process(records, lambda: Flaky(module_implementation([auction_pitch_module])))
    assert [o.kind for o in report.outcomes] == ["pass", "pass", "crash", "pass", "pass", "pass"]
    crash = report.outcomes[2]
    assert "KeyError" in crash.detail and "the dealer's chair" in crash.detail
    assert "(start)" in crash.detail
    assert report.restarts == 1


class Dummy(HandImplementation):
    """Plays nothing: every legal set empty, every action refused, no result."""

    name = "dummy"
    variants = ("auction_pitch",)

    def start(self, hand: Hand) -> None:
        if hand.players > 6:
            raise ValueError("too many players for the dummy")

    def legal(self) -> tuple[int | None, Sequence[str]]:
        return None, []

    def apply(self, seat: int, action: str) -> None:
        raise Refused("the dummy refuses everything", "AP-9.1")

    def result(self) -> Mapping[str, Any]:
        return {}


def test_hand_implementation_answers_the_protocol() -> None:
    dummy = Dummy()
    hello = dummy.handle({"op": "hello", "protocol": "allfours-conformance/1"})
    assert hello == {
        "ok": True,
        "protocol": "allfours-conformance/1",
        "implementation": "dummy",
        "variants": ["auction_pitch"],
    }
    start = {"op": "start", "variant": "x", "players": 7, "dealer": 0}
    assert dummy.handle({**start, "scores": [0] * 7, "setbacks": [0] * 7, "hands": []}) == {
        "ok": False,
        "error": "ValueError: too many players for the dummy",
    }
    assert dummy.handle({"op": "start"})["ok"] is False  # a request missing its fields
    assert dummy.handle({"op": "apply", "seat": 0, "action": "pass"}) == {
        "ok": True,
        "accepted": False,
        "message": "the dummy refuses everything",
        "rule": "AP-9.1",
    }
    assert dummy.handle({"op": "dance"}) == {"ok": False, "error": "unknown op 'dance'"}


def test_a_wrong_implementation_fails_where_it_is_wrong(auction_pitch_suite: list[Record]) -> None:
    outcome = check_record(auction_pitch_suite[0], Dummy())
    assert not outcome.passed
    # The seat to act is compared first: the dummy names no one.
    assert (outcome.kind, outcome.where) == ("differs", "steps[0].seat")
    assert outcome.got is None and outcome.expected == auction_pitch_suite[0]["steps"][0]["seat"]


def test_serve_answers_lines_and_survives_garbage(auction_pitch_module: ModuleType) -> None:
    requests = (
        '{"id": 1, "op": "hello", "protocol": "allfours-conformance/1"}\n'
        "this is not json\n"
        '{"id": 2, "op": "legal"}\n'
        '{"id": 3, "op": "bye"}\n'
        '{"id": 4, "op": "hello"}\n'
    )
    out = io.StringIO()
    assert serve(module_implementation([auction_pitch_module]), io.StringIO(requests), out) == 0
    replies = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [r["id"] for r in replies] == [1, None, 2, 3]  # nothing after bye
    assert replies[0]["variants"] == ["auction_pitch"]
    assert replies[1]["ok"] is False and "not JSON" in replies[1]["error"]
    assert replies[2] == {"id": 2, "ok": False, "error": "ValueError: no hand was started"}


PLUGIN_TEST = """
import pytest
from allfours.conformance import assert_conforms
from allfours.conformance.engine_adapter import module_implementation
from allfours.conformance.modules import load_module
from mutants import MUTANTS

MODULE = load_module({module!r})
WRONG = next(m for m in MUTANTS if m.name == "low-to-the-capturer")


@pytest.mark.allfours_suite({suite!r})
def test_reference(allfours_record):
    assert_conforms(allfours_record, module_implementation([MODULE]))


@pytest.mark.allfours_suite({suite!r})
def test_wrong(allfours_record):
    assert_conforms(allfours_record, WRONG.implementation(MODULE))


def test_unmarked(allfours_record):
    assert allfours_record["variant"] == "pitch_smudge"
"""


def test_the_pytest_plugin_makes_each_record_a_test(
    tmp_path: Path, auction_pitch_suite: list[Record], auction_pitch_module: ModuleType
) -> None:
    """Each record is a test named by its id; unmarked tests take --allfours-suite."""
    suite = SUITES_DIR / "auction_pitch.jsonl"
    module = ROOT / "generated" / "rules" / "auction_pitch.py"
    (tmp_path / "test_my_game.py").write_text(
        PLUGIN_TEST.format(suite=str(suite), module=str(module)), encoding="utf-8"
    )
    (tmp_path / "mutants.py").write_text(
        (Path(__file__).parent / "mutants.py").read_text(encoding="utf-8"), encoding="utf-8"
    )
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(ROOT / "compiler"), str(tmp_path)]),
        "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1",
    }
    smudge = SUITES_DIR / "pitch_smudge.jsonl"
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-p",
            "allfours.conformance.plugin",
            "-q",
            "-p",
            "no:cacheprovider",
            "--rootdir",
            str(tmp_path),
            "-c",
            os.devnull,
            "--allfours-suite",
            str(smudge),
            "-W",
            "ignore::DeprecationWarning",
            str(tmp_path / "test_my_game.py"),
        ],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=env,
        timeout=120,
    )
    out = result.stdout
    assert result.returncode == 1, out + result.stderr
    smudge_records = len(read_suite(smudge).records)  # its header is no record
    mutant = next(m for m in MUTANTS if m.name == "low-to-the-capturer")
    records = whole_suite("auction_pitch")  # the plugin runs every record of the file
    wrong = run_in_process(records, lambda: mutant.implementation(auction_pitch_module))
    failed, passed = len(wrong.failures), 2 * len(records) - len(wrong.failures)
    assert f"{failed} failed, {passed + smudge_records} passed" in out, out[-2000:]
    assert "test_wrong[auction-pitch-low-taken-by-another]" in out
    assert "test_reference[" not in out.split("short test summary")[-1]


def test_the_package_exports_what_it_lists() -> None:
    import allfours.conformance as kit

    for name in kit.__all__:
        assert getattr(kit, name) is not None, name
    with pytest.raises(AttributeError):
        _ = kit.no_such_name


def test_the_start_request_carries_the_whole_deal() -> None:
    """A record's stock (format 2), and any other field of its deal, go to `start`."""
    from allfours.conformance.runner import start_request

    pitch = suite("auction_pitch")[0]
    assert "stock" not in start_request(pitch)
    seven_up = suite("seven_up")[0]
    start = start_request(seven_up)
    assert start["stock"] == seven_up["stock"] and start["hands"] == seven_up["hands"]
    assert start["setbacks"] == [0] * seven_up["players"]  # sent, though the record has none
    assert not {"steps", "expect", "tags", "id", "format"} & set(start)
    kitty = start_request({**seven_up, "kitty": ["AS"]})
    assert kitty["kitty"] == ["AS"]


class Recorder(HandImplementation):
    """Keeps the hand it was asked to start."""

    hand: Hand | None = None

    def start(self, hand: Hand) -> None:
        Recorder.hand = hand

    def legal(self) -> tuple[int | None, Sequence[str]]:
        return None, []

    def apply(self, seat: int, action: str) -> None:
        raise Refused("no")

    def result(self) -> Mapping[str, Any]:
        return {}


def test_a_hand_implementation_is_given_the_stock() -> None:
    record = suite("seven_up")[0]
    check_record(record, Recorder())
    hand = Recorder.hand
    assert hand is not None and hand.stock == record["stock"] and hand.more == {}
    check_record(suite("auction_pitch")[0], Recorder())
    assert Recorder.hand is not None and Recorder.hand.stock is None


class StockUpsideDown:
    """The reference, dealt the stock bottom first: a wrong reading of `stock`."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner

    def handle(self, request: Mapping[str, Any]) -> dict[str, Any]:
        if request.get("op") == "start":
            request = {**request, "stock": list(reversed(request["stock"]))}
        reply: dict[str, Any] = self.inner.handle(request)
        return reply


@pytest.mark.parametrize("variant", ["seven_up", "all_fours"])
def test_the_turn_up_suites_pass_the_reference_and_fail_a_misread_stock(variant: str) -> None:
    records = suite(variant)
    module = rules_module(variant)
    assert_suite(records, module_implementation([module]))
    wrong = run_in_process(records, lambda: StockUpsideDown(module_implementation([module])))
    assert len(wrong.failures) > len(records) // 2
    first = wrong.failures[0]
    assert first.where.startswith(("expect.turnups", "steps[")), first.explain()
