"""The mutation check: the auction_pitch, seven_up, cinch, pidro and ten_point_pitch suites
fail every implementation that gets one rule wrong, and fail it on a record tagged with
that rule.

A mutant is the reference engine with one rule changed (tests/conformance/mutants.py);
the control is the same engine unchanged, which must pass everything, so a failure can
only come from the changed rule.
"""

from __future__ import annotations

import pytest

from allfours.conformance.engine_adapter import module_implementation
from allfours.conformance.records import read_suite
from allfours.conformance.rulebook import RULE_NUMBER
from allfours.conformance.runner import run_in_process

from .helpers import SUITES_DIR, rules_module, whole_suite
from .mutants import (
    BLAME_MUTANTS,
    CINCH_MUTANTS,
    MUTANTS,
    NINE_FIVE_MUTANTS,
    PIDRO_MUTANTS,
    SEVEN_UP_MUTANTS,
    TEN_POINT_MUTANTS,
    Mutant,
)


@pytest.mark.parametrize(
    "variant", ["auction_pitch", "seven_up", "cinch", "pidro", "ten_point_pitch", "nine_five"]
)
def test_the_control_passes_the_whole_suite(variant: str) -> None:
    report = run_in_process(whole_suite(variant), module_implementation([rules_module(variant)]))
    assert report.ok, report.render_text()


@pytest.mark.parametrize("mutants", [MUTANTS, SEVEN_UP_MUTANTS], ids=["pitch", "seven-up"])
def test_there_are_at_least_twelve_mutants_each_of_a_different_edge_case(
    mutants: tuple[Mutant, ...],
) -> None:
    assert len(mutants) >= 12
    assert len({m.name for m in mutants}) == len(mutants)
    assert len({m.case for m in mutants}) == len(mutants)


@pytest.mark.parametrize(
    "mutants",
    [CINCH_MUTANTS, PIDRO_MUTANTS, TEN_POINT_MUTANTS, NINE_FIVE_MUTANTS],
    ids=["cinch", "pidro", "ten-point", "nine-five"],
)
def test_the_pedro_line_mutants_are_each_of_a_different_edge_case(
    mutants: tuple[Mutant, ...],
) -> None:
    assert len(mutants) >= 3
    assert len({m.name for m in mutants}) == len(mutants)
    assert len({m.case for m in mutants}) == len(mutants)


@pytest.mark.parametrize(
    "mutant",
    [
        *MUTANTS,
        *BLAME_MUTANTS,
        *SEVEN_UP_MUTANTS,
        *CINCH_MUTANTS,
        *PIDRO_MUTANTS,
        *TEN_POINT_MUTANTS,
        *NINE_FIVE_MUTANTS,
    ],
    ids=lambda m: f"{m.variant}-{m.name}",
)
def test_the_suite_fails_the_mutant_on_a_record_tagged_with_the_rule(mutant: Mutant) -> None:
    suite = read_suite(SUITES_DIR / f"{mutant.variant}.jsonl")
    records, rulebooks = suite.records, suite.rulebooks
    module = rules_module(mutant.variant)
    report = run_in_process(records, lambda: mutant.implementation(module), rulebooks=rulebooks)
    failures = report.failures
    assert failures, f"{mutant.name} passed the whole suite: no record shows {mutant.rule}"
    tagged = [o for o in failures if mutant.rule in o.tags and mutant.case in o.tags]
    assert tagged, (
        f"{mutant.name} failed only records without {mutant.rule} and {mutant.case}: "
        + ", ".join(f"{o.id} {o.rule_tags}" for o in failures[:5])
    )
    # The verdict names a field and both values, as the runner promises.
    first = tagged[0]
    assert first.kind in ("differs", "refused", "accepted"), first.explain()
    assert first.where and first.expected != first.got
    # The tally by rule shows the rule as failing.
    assert report.by_tag()[mutant.rule][1] > 0
    # The summary names the changed rule first, by its number.
    ranked = [rule for rule, _, _ in report.by_rule()]
    assert ranked[0] == mutant.rule, ranked
    assert report.suspects()[0].startswith(f"{mutant.rule} "), report.suspects()
    # Every difference names the rule that decides it, by its number in the rulebook,
    # never by an internal id; and the rule's sentence is in the suite.
    book = rulebooks[mutant.variant]
    for outcome in failures:
        for diff in outcome.differences:
            if diff.kind == "error":  # a reply that is no answer: no rule decides it
                continue
            assert RULE_NUMBER.match(diff.rule), (outcome.id, diff.where, diff.rule)
            assert book.text(diff.rule), (outcome.id, diff.rule)
