"""The kit's search: the pool of random hands, the engine's refusals at their steps, and
the one-field mutants of the rules that a record tells apart.

Each test holds the search to something that does not come from it: the reference's own
replay, the engine's observation, the engine's table of constraints, the runner's
verdict on an implementation, or a field that cannot matter to a record.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from allfours.conformance.cases import catalogue
from allfours.conformance.engine_adapter import Engine, EngineImplementation
from allfours.conformance.modules import rules_of
from allfours.conformance.mutation import Mutant, kills, mutants
from allfours.conformance.records import is_game
from allfours.conformance.refusals import bids_of, refused_offers
from allfours.conformance.runner import run_in_process
from allfours.conformance.scenarios import Ctx, _view
from allfours.conformance.search import Pool
from allfours.conformance.trace import DiscardStep, PlayStep, trace
from allfours.runtime.phases import (
    BegPhase,
    Constraint,
    auction_constraints,
    play_constraints,
)
from allfours.sources import open_variant

from .helpers import SUITES_DIR, VARIANTS, rules_module, suite, whole_suite

# One variant of each line of the family, and of each way of discarding.
LINES = ("auction_pitch", "seven_up", "cinch", "pidro", "smear", "california_jack", "nine_five")


@pytest.mark.parametrize("variant", LINES)
def test_a_pool_hand_is_what_the_reference_replays(variant: str) -> None:
    """The pool plays and traces a hand in one pass: its record is what `replay` makes of
    the hand's deal and steps, and its trace is the trace of that record."""
    module = open_variant(variant).module
    pool = Pool(Ctx(module), seed=5)
    for hand in pool.hands(12):
        replayed = module.replay({**hand.record, "format": "allfours-hand/2"})
        for key in ("steps", "expect", "hands", "scores", "dealer", "players"):
            assert hand.record[key] == replayed[key], (hand.index, key)
        again = trace(hand.record, module)
        assert again.plays == hand.trace.plays and again.bids == hand.trace.bids
        assert again.discards == hand.trace.discards and again.won_by == hand.trace.won_by


def test_the_pool_depends_on_the_seed_alone() -> None:
    module = open_variant("pitch_smudge").module
    first = [h.record for h in Pool(Ctx(module), seed=3).hands(5)]
    again = [h.record for h in Pool(Ctx(module), seed=3).hands(5)]
    other = [h.record for h in Pool(Ctx(module), seed=4).hands(5)]
    assert first == again and first != other


@pytest.mark.parametrize("variant", LINES)
def test_a_trace_reads_what_the_observation_shows(variant: str) -> None:
    """The trace reads each step off the engine's state; the engine's own observation of
    the seat says the same hand, trick, trump and tricks played."""
    module = rules_module(variant)
    for record in suite(variant)[:15]:
        traced = trace(record, module)
        game = module.Engine(
            module.RULES,
            record["players"],
            dealer=record["dealer"],
            scores=record.get("scores"),
            setbacks=record.get("setbacks"),
        )
        game.deal(record["hands"], record.get("stock"))
        noted_steps: list[PlayStep | DiscardStep] = [*traced.plays, *traced.discards]
        steps = {step.index: step for step in noted_steps}
        for index, step in enumerate(record["steps"]):
            if "error" in record and index == record["error"]["step"]:
                break
            seen = game.observation(step["seat"])
            if index in steps:
                noted = steps[index]
                assert list(noted.hand) == seen["hand"], (record["id"], index)
                assert noted.trump == seen["trump"], (record["id"], index)
            if index in steps and hasattr(steps[index], "trick"):
                play: Any = steps[index]
                assert [{"seat": s, "card": c} for s, c in play.trick] == seen["trick"]
                assert play.tricks_done == sum(seen["tricks_taken"])
            game.apply(step["action"], step["seat"])


@pytest.mark.parametrize("variant", LINES)
def test_a_policy_sees_what_the_observation_shows(variant: str) -> None:
    """A scenario's policies see the game through a view read off the engine's state: it
    says what the player's own observation says."""
    module = rules_module(variant)
    ctx = Ctx(module)
    for record in suite(variant)[:10]:
        game = module.Engine(
            module.RULES,
            record["players"],
            dealer=record["dealer"],
            scores=record.get("scores"),
            setbacks=record.get("setbacks"),
        )
        game.deal(record["hands"], record.get("stock"))
        for step in record["steps"]:
            if game.to_act is None or step["seat"] != game.to_act:
                break
            seen = game.observation(game.to_act)
            view = _view(game, ctx, random.Random(0), record["players"], record["dealer"])
            assert (view.phase, view.hand, view.trump) == (
                seen["phase"],
                tuple(seen["hand"]),
                seen["trump"],
            )
            assert view.trick == tuple((t["seat"], t["card"]) for t in seen["trick"])
            assert (view.high_bid, view.bids_made, view.pitcher) == (
                seen["high_bid"] or 0,
                len(seen["bids"]),
                seen["pitcher"],
            )
            assert view.tricks_done == sum(seen["tricks_taken"])
            assert view.turnups == tuple(seen.get("turnups", ()))
            assert view.scores == tuple(seen["scores"])
            try:
                game.apply(step["action"], step["seat"])
            except module.IllegalAction:
                break


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_constraint_the_engine_declares_is_refused_in_the_suite(variant: str) -> None:
    """The engine's table of constraints for the variant (the auction's, the play's, the
    begging's) is read here on its own: each constraint's rule is the rule of some record
    whose illegal step the reference refuses."""
    rules = rules_of(rules_module(variant))
    declared: list[Constraint[Any]] = [c for c in play_constraints(rules.play) if c.when]
    if rules.play.trumps_only:  # it refuses every plain card first: no follow rule is left
        declared = [c for c in declared if c.rule not in ("play.trump_lead", "play.plain_lead")]
    if rules.play.renege is not None and rules.play.void == "any_card":
        # a renege allowed: a player holding the suit led may play any card, a void one too
        declared = [c for c in declared if c.rule not in ("play.trump_lead", "play.plain_lead")]
    if rules.auction is not None:
        declared += [c for c in auction_constraints(rules) if c.when]
    if rules.begging is not None:
        declared += [c for c in BegPhase(rules).constraints if c.when]
    numbers = dict(rules.numbers)
    refused = {record["error"]["rule"] for record in suite(variant) if "error" in record}
    # A constraint of a rule the variant does not have never refuses anything (a plain
    # lead's, where every trick is led in trumps).
    missing = [c.rule for c in declared if c.rule in numbers and numbers[c.rule] not in refused]
    assert not missing, f"no record shows a refusal by {missing}"


@pytest.mark.parametrize("variant", ["auction_pitch", "cinch", "seven_up"])
def test_refused_offers_are_refused(variant: str) -> None:
    """Every action offered as a refusal at a step is one the reference refuses there,
    and leaves the game as it was."""
    module = rules_module(variant)
    bids = bids_of(rules_of(module))
    for record in suite(variant)[:6]:
        game, _ = module.play_record({**record, "steps": []})
        for step in record["steps"]:
            before = game.observation(step["seat"])
            for seat, action in refused_offers(game, record["dealer"], bids):
                with pytest.raises(module.IllegalAction):
                    game.apply(action, seat)
            assert game.observation(step["seat"]) == before
            try:
                game.apply(step["action"], step["seat"])
            except module.IllegalAction:
                break


@pytest.mark.parametrize("variant", ["auction_pitch", "seven_up", "cinch", "pidro"])
def test_the_reference_is_no_mutant_of_itself(variant: str) -> None:
    """Played again under its own RULES, no record of the suite (hands, illegal steps,
    whole games) is told apart: a kill is a change of the rules, never of the replay."""
    module = rules_module(variant)
    records = whole_suite(variant)
    assert any(is_game(r) for r in records) and any("error" in r for r in records)
    assert not [r["id"] for r in records if kills(module, module.RULES, r)]


def test_mutants_come_from_the_types_of_the_ir() -> None:
    labels = {m.label for m in mutants(rules_module("auction_pitch"))}
    assert "auction.privilege = none" in labels  # the other member of a Literal
    assert "game.all_points_wins = True" in labels  # a flag flipped
    assert {"game.target = 8", "game.target = 6"} <= labels  # a number one more, one less
    assert "auction.smudge = none" in labels  # an optional part taken away
    assert "points[game].select.tie = eldest" in labels  # a point's field, by its id
    assert "pack.ranks = 23456789TJQKA" in labels  # the ranks the other way up
    assert not [label for label in labels if label.startswith(("id ", "title ", "numbers"))]
    cinch = {m.label for m in mutants(rules_module("cinch"))}
    assert "settlement = Settlement()" in cinch  # a part the variant lacks, with its defaults


def _engine(module: Any, mutant: Mutant) -> Engine:
    rules = mutant.rules(module)
    return Engine(
        lambda players, **kw: module.Engine(rules, players, **kw),
        module.IllegalAction,
        module.expect_of,
    )


@pytest.mark.parametrize(
    ("variant", "label"),
    [
        ("auction_pitch", "auction.privilege = none"),
        ("auction_pitch", "points[low].credit = capturer"),
        ("seven_up", "begging.gift_limit = False"),
        ("cinch", "play.plain_lead = must_follow"),
        ("pidro", "refill.keep_points = False"),
    ],
)
def test_a_record_tells_a_mutant_apart_exactly_when_the_runner_fails_it(
    variant: str, label: str
) -> None:
    """Two ways of telling the mutant apart, record by record: playing the record again
    under the changed rules, and running the changed engine as an implementation."""
    module = rules_module(variant)
    mutant = next(m for m in mutants(module) if m.label == label)
    records = [r for r in whole_suite(variant) if not is_game(r)]
    report = run_in_process(
        records, lambda: EngineImplementation({variant: _engine(module, mutant)}, name=label)
    )
    failed = {outcome.id for outcome in report.failures}
    told = {r["id"] for r in records if kills(module, mutant.rules(module), r)}
    assert told and failed == told


def test_a_field_no_record_can_show_is_reported_equivalent() -> None:
    """A record gives each hand, so the size of the deal's packets cannot change a replay:
    the coverage report lists its mutants as equivalent, and the dealer's privilege not."""
    report = (SUITES_DIR / "auction_pitch.coverage.md").read_text(encoding="utf-8")
    equivalent = report.split("## Equivalent mutants")[1].split("\n## ")[0]
    assert "`deal.packet_size = 4`" in equivalent
    assert "auction.privilege" not in equivalent


def test_every_detector_fires_in_some_bundled_suite() -> None:
    """A case the search reaches in no bundled variant is a detector that cannot fire (or
    a builder that cannot build): every kind of case of every catalogue (a point's case
    for any point) shows in some suite."""
    shown: set[str] = set()
    every: set[str] = set()
    for variant in VARIANTS:
        rules = rules_of(rules_module(variant))
        points = sorted((p.id.replace("_", "-") for p in rules.points), key=len, reverse=True)

        cases = catalogue(rules)
        every.update(_kind(case.id, points) for case in cases)
        for record in suite(variant):
            shown.update(_kind(case.id, points) for case in cases if case.id in record["tags"])
    assert sorted(every - shown) == []


def _kind(case_id: str, points: list[str]) -> str:
    """A case's id with the variant's point ids as POINT (`POINT-not-in-play`)."""
    for point in points:
        case_id = case_id.replace(point, "POINT")
    return case_id
