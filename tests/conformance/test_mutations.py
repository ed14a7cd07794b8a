"""The mutation check: the auction_pitch suite fails every implementation that gets one
rule wrong, and fails it on a record tagged with that rule.

A mutant is the reference engine with one rule changed (tests/conformance/mutants.py);
the control is the same engine unchanged, which must pass everything, so a failure can
only come from the changed rule.
"""

from __future__ import annotations

from types import ModuleType

import pytest

from allfours.conformance.engine_adapter import module_implementation
from allfours.conformance.records import Record
from allfours.conformance.runner import run_in_process

from .mutants import MUTANTS, Mutant


def test_the_control_passes_the_whole_suite(
    auction_pitch_suite: list[Record], auction_pitch_module: ModuleType
) -> None:
    report = run_in_process(auction_pitch_suite, module_implementation([auction_pitch_module]))
    assert report.ok, report.render_text()


def test_there_are_at_least_twelve_mutants_each_of_a_different_edge_case() -> None:
    assert len(MUTANTS) >= 12
    assert len({m.name for m in MUTANTS}) == len(MUTANTS)
    assert len({m.case for m in MUTANTS}) == len(MUTANTS)


@pytest.mark.parametrize("mutant", MUTANTS, ids=lambda m: m.name)
def test_the_suite_fails_the_mutant_on_a_record_tagged_with_the_rule(
    mutant: Mutant, auction_pitch_suite: list[Record], auction_pitch_module: ModuleType
) -> None:
    report = run_in_process(
        auction_pitch_suite, lambda: mutant.implementation(auction_pitch_module)
    )
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
