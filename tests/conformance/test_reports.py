"""Reports by rule (issue 12, items 1 and 2): every difference of a record tied to the rule
that decides it, where in the hand it happened, the summary's ranking of rules, records
that only repeat an earlier difference, JUnit output, and the hello's capabilities."""

from __future__ import annotations

import json
from collections.abc import Mapping
from types import ModuleType
from typing import Any
from xml.etree import ElementTree

from allfours.conformance.blame import situations
from allfours.conformance.engine_adapter import Engine, EngineImplementation, module_implementation
from allfours.conformance.protocol import Message
from allfours.conformance.records import Record
from allfours.conformance.rulebook import known_rulebook
from allfours.conformance.runner import run_in_process, start_request

from .helpers import SERVE, SUITES_DIR, allfours, rules_module, suite, whole_suite
from .mutants import CINCH_MUTANTS, MUTANTS, PIDRO_MUTANTS


def _low_mutant(module: ModuleType) -> EngineImplementation:
    low = next(m for m in MUTANTS if m.name == "low-to-the-capturer")
    return low.implementation(module)


def test_low_to_the_captor_is_named_first_by_its_rule(
    auction_pitch_suite: list[Record], auction_pitch_module: ModuleType
) -> None:
    report = run_in_process(auction_pitch_suite, lambda: _low_mutant(auction_pitch_module))
    rule, failed, carried = report.by_rule()[0]
    assert rule == "AP-5.2" and failed > 40 and carried >= failed
    text = report.render_text()
    assert "failures concentrate on rule AP-5.2 " in text
    fails = [line for line in text.splitlines() if line.startswith("FAIL ")]
    assert fails and all("[AP-5.2] expect.points.low" in line for line in fails)
    assert all("; at the result, pitcher seat " in line for line in fails)
    # The scores that follow from Low are listed, marked as following from it.
    assert "(follows from the above)" in text
    # Only the first record is a new failure; the others repeat its difference.
    repeats = [o for o in report.failures if o.repeats]
    assert len(repeats) == len(report.failures) - 1
    assert "consequence: the same difference as " in text


class _BidsFromOne(EngineImplementation):
    """Offers `bid 1` wherever `bid 2` is legal (and, with Low's mutant, gives Low away)."""

    def handle(self, request: Mapping[str, Any]) -> Message:
        reply = super().handle(request)
        legal = reply.get("legal")
        if request.get("op") == "legal" and isinstance(legal, list) and "bid 2" in legal:
            reply = {**reply, "legal": ["bid 1", *legal]}
        return reply


def test_an_engine_whose_bids_start_at_one_still_gets_its_other_deviations_reported(
    auction_pitch_suite: list[Record], auction_pitch_module: ModuleType
) -> None:
    def make() -> EngineImplementation:
        low = _low_mutant(auction_pitch_module)
        return _BidsFromOne(low.engines, name="bids from one")

    report = run_in_process(auction_pitch_suite, make)
    ranked = {rule: failed for rule, failed, _ in report.by_rule()}
    assert ranked.get("AP-3.2", 0) > 40 and ranked.get("AP-5.2", 0) > 40, ranked
    both = [o for o in report.failures if {"AP-3.2", "AP-5.2"} <= set(o.failed_rules())]
    assert both, "no record shows both the opening bid and Low"
    first = both[0]
    assert first.differences[0].phase == "auction"
    assert first.differences[0].context.startswith("seat ")
    # An illegal-action record's only difference is the opening bid: a repeat.
    illegal = [o for o in report.failures if "illegal" in o.id]
    assert illegal and any(o.repeats for o in illegal if len(o.differences) == 1)


def test_a_wrong_seat_to_act_is_reported_as_the_seat_not_the_legal_set(
    auction_pitch_suite: list[Record], auction_pitch_module: ModuleType
) -> None:
    trumps = next(m for m in MUTANTS if m.name == "trumps-do-not-win-plain-tricks")
    report = run_in_process(
        auction_pitch_suite, lambda: trumps.implementation(auction_pitch_module)
    )
    assert report.by_rule()[0][0] == "AP-4.4"
    seats = [o for o in report.failures if o.where.endswith(".seat")]
    assert seats
    context = seats[0].differences[0].context
    assert "lead" in context and "trump " in context and "so far: none" in context
    # The refused step that follows is a consequence of the wrong seat.
    assert all(d.consequence for o in seats for d in o.differences[1:])


def test_nothing_ran_names_no_rule(auction_pitch_suite: list[Record]) -> None:
    def broken() -> Any:
        raise RuntimeError("no engine here")

    report = run_in_process(auction_pitch_suite[:5], broken)
    assert not report.ok and report.suspects() == [] and report.by_rule() == []
    assert "concentrate" not in report.render_text()
    assert report.to_json()["suspects"] == [] and report.to_json()["by_rule"] == []


def test_json_carries_every_difference_with_its_rule(
    auction_pitch_suite: list[Record], auction_pitch_module: ModuleType
) -> None:
    report = run_in_process(auction_pitch_suite, lambda: _low_mutant(auction_pitch_module))
    data = json.loads(report.render_json())
    failed = [r for r in data["records"] if not r["passed"]]
    assert failed and all(r["rule"] == "AP-5.2" for r in failed)
    differences = failed[0]["differences"]
    assert len(differences) >= 2
    assert differences[0]["rule"] == "AP-5.2" and differences[0]["rule_id"] == "points.low"
    assert all({"rule", "phase", "context", "consequence"} <= set(d) for d in differences)
    assert data["by_rule"][0] == {
        "rule": "AP-5.2",
        "failed": report.by_rule()[0][1],
        "carried": report.by_rule()[0][2],
    }


def test_junit_output_parses_as_xml(
    auction_pitch_suite: list[Record], auction_pitch_module: ModuleType
) -> None:
    report = run_in_process(auction_pitch_suite, lambda: _low_mutant(auction_pitch_module))
    root = ElementTree.fromstring(report.render_junit())
    assert root.tag == "testsuite"
    cases = root.findall("testcase")
    assert len(cases) == len(auction_pitch_suite)
    failures = root.findall("testcase/failure")
    assert len(failures) == len(report.failures) == int(root.get("failures", "-1"))
    assert all(f.get("rule") == "AP-5.2" for f in failures)
    assert all("expect.points.low" in (f.text or "") for f in failures)


def test_the_cli_writes_junit() -> None:
    path = SUITES_DIR / "auction_pitch.jsonl"
    result = allfours("conformance", "run", str(path), "--impl", SERVE, "--format", "junit")
    assert result.exit_code == 0, result.stderr
    root = ElementTree.fromstring(result.stdout)
    assert int(root.get("tests", "0")) == len(whole_suite("auction_pitch"))
    assert root.get("failures") == "0"


class _FourPlayersOnly(EngineImplementation):
    def handle(self, request: Mapping[str, Any]) -> Message:
        reply = super().handle(request)
        if request.get("op") == "hello":
            reply = {**reply, "players": [4], "formats": ["allfours-hand/1"]}
        return reply


def test_records_outside_the_hellos_capabilities_are_skipped_not_failed(
    auction_pitch_suite: list[Record], auction_pitch_module: ModuleType
) -> None:
    engines = module_implementation([auction_pitch_module]).engines

    def make() -> EngineImplementation:
        return _FourPlayersOnly(engines)

    report = run_in_process(auction_pitch_suite, make)
    four = [r for r in auction_pitch_suite if r["players"] == 4]
    assert report.ok and not report.failures
    assert len(report.skipped) == len(auction_pitch_suite) - len(four)
    assert all("with [4] players" in o.detail for o in report.skipped)
    summary = report.summary()
    assert f"{len(four)} passed, 0 failed, {len(report.skipped)} skipped" in summary
    assert "SKIP " in report.render_text(verbose=True)
    root = ElementTree.fromstring(report.render_junit())
    assert int(root.get("skipped", "0")) == len(report.skipped)
    # --strict: the skipped records fail the run.
    strict = run_in_process(auction_pitch_suite, make)
    strict.strict = True
    assert not strict.ok


def test_a_format_the_implementation_does_not_read_is_skipped(
    auction_pitch_module: ModuleType,
) -> None:
    engines = module_implementation([auction_pitch_module]).engines
    records = [dict(r, format="allfours-hand/2") for r in suite("auction_pitch")[:3]]
    report = run_in_process(records, lambda: _FourPlayersOnly(engines))
    assert len(report.skipped) == 3 and report.ok


def test_start_carries_the_tables_sides() -> None:
    partnership = suite("partnership_pitch")[0]
    assert start_request(partnership)["sides"] == [[0, 2], [1, 3]]
    cutthroat = next(r for r in suite("auction_pitch") if r["players"] == 3)
    assert start_request(cutthroat)["sides"] == [[0], [1], [2]]
    # A record's own layout wins.
    assert start_request({**cutthroat, "sides": [[0, 1], [2]]})["sides"] == [[0, 1], [2]]


def test_engine_adapter_hand_has_the_sides(auction_pitch_module: ModuleType) -> None:
    seen: list[Any] = []

    class Spy(EngineImplementation):
        def start(self, hand: Any) -> None:
            seen.append(hand.sides)
            super().start(hand)

    engines: dict[str, Engine] = module_implementation([auction_pitch_module]).engines
    record = suite("auction_pitch")[0]
    run_in_process([record], lambda: Spy(engines))
    assert seen == [[[0], [1]]]


def test_start_up_is_measured_apart_from_records_per_second() -> None:
    path = SUITES_DIR / "auction_pitch.jsonl"
    result = allfours("conformance", "run", str(path), "--impl", SERVE, "--format", "json")
    data = json.loads(result.stdout)
    assert data["startup_seconds"] > 0
    assert "start-up " in data["summary"] and "records/s" in data["summary"]
    help_text = allfours("conformance", "run", "--help").stdout
    assert "default: 30" in help_text


def _cinch_mutant(name: str) -> EngineImplementation:
    mutant = next(m for m in CINCH_MUTANTS if m.name == name)
    return mutant.implementation(rules_module("cinch"))


def test_a_left_pedro_that_is_no_trump_is_blamed_on_its_rules_in_the_discards_and_the_play() -> (
    None
):
    """The Pedro line's phases are reported like the others: a discard shows the seat,
    the phase and trump; a difference only about the Left Pedro names the rule that makes
    it a trump (CI-1.3) in the discards, the rule of its suit (CI-5.2) in the play."""
    records = suite("cinch")
    report = run_in_process(records, lambda: _cinch_mutant("left-pedro-not-a-trump"))
    assert report.by_rule()[0][0] == "CI-1.3"
    firsts = [o.differences[0] for o in report.failures]
    discards = [d for d in firsts if d.phase == "discard"]
    assert discards and all(d.rule == "CI-1.3" for d in discards)
    assert all(", discarding, trump " in d.context for d in discards)
    plays = [d for o in report.failures for d in o.differences if d.phase == "play"]
    assert any(d.rule == "CI-5.2" for d in plays), [d.rule for d in plays]


def test_naming_and_the_dealers_discards_are_phases_of_their_own() -> None:
    records = suite("cinch")
    report = run_in_process(records, lambda: _cinch_mutant("all-pass-thrown-in"))
    named = [o.differences[0] for o in report.failures if o.differences[0].phase == "naming"]
    assert named and all(d.rule == "CI-3.4" for d in named)
    assert all("naming trump, no contract" in d.context for d in named)
    # The dealer says done holding more than the hand keeps (CI-4.4): refused.
    record = next(r for r in records if "error" in r and r["error"]["rule"] == "CI-4.4")
    last = situations(record, known_rulebook(record["variant"]))[-1]
    assert last.phase == "discard" and last.role == "the dealer's discards"
    assert last.trump == record["expect"]["trump"]


def _pidro_mutant(name: str) -> EngineImplementation:
    mutant = next(m for m in PIDRO_MUTANTS if m.name == name)
    return mutant.implementation(rules_module("pidro"))


def test_tricks_of_fewer_cards_are_read_off_the_record() -> None:
    """Where only trumps are played a trick holds a card from each player still holding
    a trump: the situations split the steps into the record's own tricks, and name the
    players passed over and those without a trump."""
    records = suite("pidro")
    short = [r for r in records if any(len(t["cards"]) < 4 for t in r["expect"]["tricks"])]
    assert short
    for record in short:
        plays = [
            s
            for s, step in zip(
                situations(record, known_rulebook(record["variant"])), record["steps"], strict=True
            )
            if step["action"].startswith("play ")
        ]
        sizes = [len(t["cards"]) for t in record["expect"]["tricks"]]
        assert [sum(1 for s in plays if s.trick_number == k) for k in range(len(sizes))] == sizes
        leads = [s for s in plays if not s.trick]
        assert len(leads) == len(sizes), record["id"]
    passed = next(r for r in records if r["id"] == "pidro-cold-player-passed-over")
    skipping = [
        s
        for s in situations(passed, known_rulebook(passed["variant"]))
        if s.phase == "play" and s.passed
    ]
    assert skipping and all(set(s.passed) <= set(s.out) for s in skipping)
    assert "passed over" in skipping[0].describe()


def test_a_cold_player_given_the_turn_is_blamed_on_trumps_only() -> None:
    report = run_in_process(suite("pidro"), lambda: _pidro_mutant("cold-players-not-skipped"))
    assert report.by_rule()[0][0] == "PI-5.7"
    seats = [o.differences[0] for o in report.failures if o.where.endswith(".seat")]
    assert seats and all(d.rule == "PI-5.7" for d in seats)
    assert all("without a trump" in d.context for d in seats)


def test_a_plain_card_offered_is_blamed_on_trumps_only() -> None:
    report = run_in_process(suite("pidro"), lambda: _pidro_mutant("plain-cards-played"))
    assert report.by_rule()[0][0] == "PI-5.7"
    plays = [o.differences[0] for o in report.failures if o.differences[0].phase == "play"]
    assert plays and all(d.rule == "PI-5.7" for d in plays)


def test_a_top_bid_that_cannot_be_bid_again_is_blamed_on_its_rule() -> None:
    report = run_in_process(suite("pidro"), lambda: _pidro_mutant("top-bid-not-retakeable"))
    assert [rule for rule, _, _ in report.by_rule()] == ["PI-3.8"]


class _OneTrickShort(EngineImplementation):
    """Reports one trick fewer than it played, as if the hand ended a trick too soon."""

    def result(self) -> Mapping[str, Any]:
        out = dict(super().result())
        if out.get("tricks"):
            out["tricks"] = out["tricks"][:-1]
        return out


def test_the_tricks_of_a_result_are_blamed_on_trumps_only() -> None:
    engines = module_implementation([rules_module("pidro")]).engines
    played = [r for r in suite("pidro") if "error" not in r]
    report = run_in_process(played[:5], lambda: _OneTrickShort(engines))
    firsts = [o.differences[0] for o in report.failures]
    assert firsts and all(d.where == "expect.tricks" and d.rule == "PI-5.7" for d in firsts)
