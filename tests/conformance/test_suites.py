"""The committed suites under generated/conformance/: fresh, deterministic, complete.

Like `allfours build --check`, the freshness test regenerates every suite in memory and
compares it with the committed file: a change of rules that changes the records fails
here, naming the first record and field that changed and the command to regenerate.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from allfours.conformance.cases import catalogue
from allfours.conformance.coverage import measure
from allfours.conformance.generate import generate
from allfours.conformance.modules import rules_of
from allfours.conformance.records import dumps_suite, parse_suite
from allfours.conformance.suites import REGENERATE, staleness, suite_files
from allfours.conformance.trace import trace

from .helpers import ROOT, SUITES_DIR, VARIANTS, ids, rules_module, suite

KEBAB = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")


def test_every_bundled_variant_has_a_suite_and_a_coverage_report() -> None:
    assert VARIANTS, "no generated rules modules"
    expected = {f"{v}.jsonl" for v in VARIANTS} | {f"{v}.coverage.md" for v in VARIANTS}
    assert {path.name for path in SUITES_DIR.iterdir()} == expected


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_committed_suite_is_fresh(variant: str) -> None:
    """Regenerated in memory, the suite and its report equal the committed files."""
    files = suite_files(rules_module(variant), Path("generated/conformance"))
    for path, text in ((files.suite, files.suite_text), (files.report, files.report_text)):
        why = staleness(ROOT / path, text)
        assert why is None, f"{why}\nthe rules changed the records: run `{REGENERATE}`"


def test_staleness_names_the_record_and_the_field_that_changed(tmp_path: Path) -> None:
    records = suite("auction_pitch")
    fresh = dumps_suite(records)
    changed = [dict(r) for r in records]
    victim = changed[5]
    victim["expect"] = {**victim["expect"], "winner": 6}
    stale = tmp_path / "auction_pitch.jsonl"
    stale.write_text(dumps_suite(changed), encoding="utf-8")
    why = staleness(stale, fresh)
    assert why is not None
    assert victim["id"] in why and "expect.winner" in why
    stale.write_text(fresh, encoding="utf-8")
    assert staleness(stale, fresh) is None
    assert "missing" in (staleness(tmp_path / "nothing.jsonl", fresh) or "")


def test_generation_is_deterministic_and_depends_on_the_seed() -> None:
    module = rules_module("pitch_smudge")
    first = dumps_suite(generate(module, seed=7, random_count=3).records)
    again = dumps_suite(generate(module, seed=7, random_count=3).records)
    other = dumps_suite(generate(module, seed=8, random_count=3).records)
    assert first == again
    assert first != other


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_suite_is_small_and_its_ids_unique_and_stable(variant: str) -> None:
    records = suite(variant)
    assert 30 <= len(records) <= 300
    assert len(set(ids(records))) == len(records)
    prefix = variant.replace("_", "-") + "-"
    for record in records:
        assert KEBAB.match(record["id"]) and record["id"].startswith(prefix), record["id"]
        assert record["format"] == "allfours-hand/1" and record["variant"] == variant
        assert all("legal" in step for step in record["steps"]), record["id"]


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_edge_case_of_the_variant_is_exercised(variant: str) -> None:
    """Coverage is measured from the records, and nothing a record can show is missing."""
    module = rules_module(variant)
    coverage = measure(suite(variant), module)
    assert coverage.missing() == [], coverage.render_text()
    exercised = {item.name for item in coverage.cases if item.exercised}
    assert exercised == {case.id for case in catalogue(rules_of(module))}


@pytest.mark.parametrize("variant", VARIANTS)
def test_each_targeted_record_shows_its_case_and_tags_are_facts(variant: str) -> None:
    """A targeted record's id names its case; its tags are what the detectors find."""
    module = rules_module(variant)
    rules = rules_of(module)
    number_of = dict(rules.numbers)
    cases = {case.id: case for case in catalogue(rules)}
    prefix = variant.replace("_", "-") + "-"
    for record in suite(variant):
        case_id = record["id"][len(prefix) :]
        traced = trace(record, module)
        found = {case.id for case in cases.values() if case.detect(traced)}
        tags = set(record["tags"])
        assert found <= tags, (record["id"], found - tags)
        if case_id in cases:
            assert case_id in found, record["id"]
            for rule in cases[case_id].rules:
                assert number_of[rule] in tags
        else:
            assert case_id.startswith("random-") and "random" in tags


@pytest.mark.parametrize("variant", VARIANTS)
def test_rule_tags_are_rules_of_the_variants_rulebook(variant: str) -> None:
    """The kit's rule layout matches the rulebook page the compiler wrote."""
    module = rules_module(variant)
    page = (ROOT / "generated" / "rulebook" / f"{variant}.md").read_text(encoding="utf-8")
    prefix = module.VARIANT["rule_prefix"]
    numbers = set(re.findall(rf'<a id="[a-z]+-\d+-\d+"></a>\*\*({prefix}-\d+\.\d+)\*\*', page))
    assert numbers == {number for _, number in rules_of(module).numbers}
    for record in suite(variant):
        for tag in record["tags"]:
            assert tag in numbers or KEBAB.match(tag), (record["id"], tag)


def test_an_illegal_step_ends_its_record() -> None:
    """Replay stops at the first illegal step, so a suite never holds steps after it."""
    for variant in VARIANTS:
        for record in suite(variant):
            if "error" in record:
                assert record["error"]["step"] == len(record["steps"]) - 1, record["id"]


def test_the_suite_text_is_canonical() -> None:
    text = (SUITES_DIR / "auction_pitch.jsonl").read_text(encoding="utf-8")
    records = parse_suite(text)
    assert dumps_suite(records) == text
    first = json.loads(text.splitlines()[0])
    assert list(first)[:5] == ["format", "id", "variant", "description", "tags"]
