"""The committed suites under generated/conformance/: fresh, deterministic, complete.

Like `allfours build --check`, the freshness test regenerates every suite in memory and
compares it with the committed file: a change of rules that changes the records fails
here, naming the first record and field that changed and the command to regenerate.
"""

from __future__ import annotations

import importlib.util
import itertools
import json
import re
import sys
from pathlib import Path
from typing import Any

import pytest

from allfours.backends.python import render_module
from allfours.conformance.coverage import measure
from allfours.conformance.generate import generate
from allfours.conformance.modules import rules_of
from allfours.conformance.records import Record, dumps_suite, read_suite_text
from allfours.conformance.suites import REGENERATE, staleness, suite_files
from allfours.conformance.trace import trace
from allfours.pipeline import check_variant
from allfours.runtime.replay import format_of
from allfours.semantic.resolve import Loader
from allfours.sources import open_variant
from sampling import REPRESENTATIVE_VARIANTS, sampled

from .helpers import ROOT, SUITES_DIR, VARIANTS, ids, rules_module, suite, whole_suite

KEBAB = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")


def test_every_bundled_variant_has_a_suite_and_a_coverage_report() -> None:
    assert VARIANTS, "no generated rules modules"
    expected = {f"{v}.jsonl" for v in VARIANTS} | {f"{v}.coverage.md" for v in VARIANTS}
    assert {path.name for path in SUITES_DIR.iterdir()} == expected


@pytest.mark.parametrize("variant", sampled(VARIANTS, REPRESENTATIVE_VARIANTS))
def test_the_committed_suite_is_fresh_and_shows_what_its_search_found(variant: str) -> None:
    """Regenerated in memory, the suite and its report equal the committed files (every
    suite: `allfours conformance generate --all --check`, a step of .ci/run); and the
    committed records, traced again and run past every detector, show every edge case,
    rule, refusal and setting the search found a hand for (coverage reads the records, not
    what the generator noted while it kept them)."""
    opened = open_variant(variant)
    files = suite_files(opened.module, Path("generated/conformance"), variant_ir=opened.variant)
    for path, text in ((files.suite, files.suite_text), (files.report, files.report_text)):
        why = staleness(ROOT / path, text)
        assert why is None, f"{why}\nthe rules changed the records: run `{REGENERATE}`"
    coverage = measure(whole_suite(variant), opened.module, files.reach)
    assert coverage.missing() == [], coverage.render_text()
    shown = {item.name for item in coverage.cases if item.exercised}
    assert shown == files.reach.cases


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
    record_format = format_of(rules_of(rules_module(variant)))
    for record in records:
        assert KEBAB.match(record["id"]) and record["id"].startswith(prefix), record["id"]
        assert record["format"] == record_format and record["variant"] == variant
        assert all("legal" in step for step in record["steps"]), record["id"]


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_deal_from_the_stock_holds_every_card_of_the_pack_once(variant: str) -> None:
    """Format 2 records carry the stock in order; format 1 records carry none; the
    turn-up line has no set-backs to carry, nor has the Pedro line but where a side that
    falls short is set back by its bid (Pidro); only the turn-up line turns cards up."""
    module = rules_module(variant)
    rules = rules_of(module)
    pack = [r + s for s in "SHDC" for r in rules.pack.ranks] + [j.code for j in rules.pack.jokers]
    uses_stock = rules.trump.kind != "first_card_pitched"
    counted = "scoring.setbacks" in dict(rules.numbers)
    for record in suite(variant):
        assert ("stock" in record) == uses_stock, record["id"]
        if uses_stock:
            dealt = [card for hand in record["hands"] for card in hand] + record["stock"]
            assert sorted(dealt) == sorted(pack), record["id"]
            assert ("setbacks" in record) == counted, record["id"]
            over = "points" in record["expect"]
            assert ("setbacks" in record["expect"]) == (counted and over), record["id"]
            assert ("turnups" in record["expect"]) == rules.trump.from_stock, record["id"]


SEVEN_UP_CASES = (
    "eldest-stands",
    "dealer-gives",
    "gift-to-each-opponent",
    "gift-refused-near-the-target",
    "run-to-a-new-suit",
    "run-again-on-the-same-suit",
    "turned-jack-at-the-deal",
    "turned-jack-wins-at-once",
    "turned-jack-by-a-run",
    "turned-jack-set-aside",
    "cards-bunched",
    "bunched-after-turned-jack",
    "discards-after-a-run",
    "discarded-trump-not-in-play",
    "turned-up-trump-not-in-play",
    "trump-lead-must-follow",
    "follow-suit-or-trump",
    "low-taken-by-another",
    "jack-not-in-play",
    "game-tie",
    "game-without-counting-cards",
    "count-out-by-order",
    "players-2",
    "players-3",
    "players-4",
)


def _showing(records: list[Record], case: str) -> Record:
    """The first record tagged with an edge case (a tag is what its detector found)."""
    found = [record for record in records if case in record["tags"]]
    assert found, f"no record shows {case}"
    return found[0]


def _refused(records: list[Record], rule: str, message: str) -> Record:
    """The first record whose illegal step is refused by `rule` with `message`."""
    found = [
        r
        for r in records
        if "error" in r and r["error"]["rule"] == rule and message in r["error"]["message"]
    ]
    assert found, f"no record is refused by {rule}: {message}"
    return found[0]


def test_the_seven_up_suite_has_a_record_for_each_rule_of_the_turn_up() -> None:
    records = suite("seven_up")
    for case in SEVEN_UP_CASES:
        _showing(records, case)
    at_once = _showing(records, "turned-jack-wins-at-once")
    assert at_once["steps"] == [] and at_once["expect"]["game_over"] is True
    assert _showing(records, "cards-bunched")["expect"]["redeal"] is True
    refused = _showing(records, "gift-refused-near-the-target")
    assert ["run"] in [step["legal"] for step in refused["steps"]]
    gift = [r["expect"]["points"]["gift"] for r in records if "gift-to-each-opponent" in r["tags"]]
    assert any(isinstance(g, list) and len(g) == 2 for g in gift)
    _refused(records, "SU-3.5", "the gift would bring a side to the target")
    _refused(records, "SU-4.1", "discard a card you hold")
    _refused(records, "SU-5.1", "turn")  # a lead out of turn
    for record in records:
        assert "pitcher" not in record["expect"] and "payouts" not in record["expect"]


def test_all_fours_gives_a_tied_game_to_eldest() -> None:
    records = suite("all_fours")
    for case in ("game-tie", "game-without-counting-cards"):
        for record in [r for r in records if case in r["tags"]]:
            eldest = (record["dealer"] + 1) % record["players"]
            assert record["expect"]["points"]["game"] == eldest % 2, case
    _showing(records, "gift-wins-the-game")
    assert not [r for r in records if "gift-refused-near-the-target" in r["tags"]]  # no limit


CINCH_CASES = {  # the targeted records of rules/cinch.md, with the numbers they show
    "same-colour-follows-a-trump-lead": ("CI-5.2", "CI-5.3"),
    "same-colour-led-is-a-trump-lead": ("CI-5.2", "CI-5.3"),
    "same-colour-is-not-of-its-suit": ("CI-5.2", "CI-5.4"),
    "same-colour-below-the-five": ("CI-1.3", "CI-5.5"),
    "trump-while-able-to-follow": ("CI-5.4",),
    "discard-every-plain-card": ("CI-4.1",),
    "discard-trumps-down-to-the-hand-size": ("CI-4.1",),
    "dealer-robs-the-pack": ("CI-4.4",),
    "dealer-discards-a-trump": ("CI-4.4",),
    "dealt-from-the-discards": ("CI-4.2", "CI-4.3"),
    "discarded-point-scores-nothing": ("CI-4.5", "CI-6.2"),
    "made-scores-the-difference": ("CI-7.1", "CI-6.3"),
    "counts-tie": ("CI-7.1",),
    "set": ("CI-7.2",),
    "set-with-a-point-out-of-play": ("CI-7.2", "CI-6.2"),
    "all-pass-dealer-plays": ("CI-3.4", "CI-7.1"),
    "top-bid-leaves-only-pass": ("CI-3.2",),
    "target-reached": ("CI-8.1",),
}
CINCH_ILLEGAL = {  # the refusals of rules/cinch.md: the rule, and what the engine says
    "CI-3.2": "a bid must be higher than",
    "CI-3.1": "the auction is not over",
    "CI-3.5": "the high bidder names trump first",
    "CI-4.1": "discard every plain card first",
    "CI-4.4": "the dealer discards down to 6 cards first",
    "CI-5.3": "trump was led; play a trump while you hold one",
}


def test_the_cinch_suite_has_a_record_for_each_rule_one_hand_can_show() -> None:
    module = rules_module("cinch")
    records = suite("cinch")
    for case, numbers in CINCH_CASES.items():
        record = _showing(records, case)
        assert set(numbers) <= set(record["tags"]), (case, record["tags"])
    for rule, message in CINCH_ILLEGAL.items():
        record = _refused(records, rule, message)
        assert rule in record["tags"] and "illegal-action" in record["tags"], rule
    _refused(records, "CI-4.1", "discard trumps down to 6 first")  # holding 7 trumps, done
    for record in records:
        assert record["format"] == "allfours-hand/2" and len(record["stock"]) == 16
        expect = record["expect"]
        assert not {"turnups", "setbacks", "payouts"} & set(expect), record["id"]
        if "error" not in record:
            assert len(expect["tricks"]) == 6 and all(
                len(t["cards"]) == 4 for t in expect["tricks"]
            )

    def gains(record: Record) -> list[int]:
        return [a - b for a, b in zip(record["expect"]["scores"], record["scores"], strict=True)]

    # CI-7.1: a tie of counts scores for no one; CI-3.4: everyone passed, no contract.
    assert gains(_showing(records, "counts-tie")) == [0, 0, 0, 0]
    passed = _showing(records, "all-pass-dealer-plays")
    assert passed["expect"]["pitcher"] == passed["dealer"]
    assert passed["expect"]["bid"] is None and passed["expect"]["made"] is None
    # CI-7.2: set, the other side scores 14 + b - B, and the bidding side nothing.
    for case in ("set", "set-with-a-point-out-of-play"):
        record = _showing(records, case)
        expect, values = record["expect"], {p.id: p.value for p in rules_of(module).points}
        side = expect["pitcher"] % 2
        count = sum(values[p] for p, s in expect["points"].items() if s == side)
        assert expect["made"] is False and gains(record)[side] == 0
        assert gains(record)[1 - side] == 14 + expect["bid"] - count, case
    out_of_play = _showing(records, "set-with-a-point-out-of-play")["expect"]["points"]
    assert None in out_of_play.values()
    # CI-3.2: after a bid of 14 only `pass` is left.
    steps = _showing(records, "top-bid-leaves-only-pass")["steps"]
    top = next(i for i, step in enumerate(steps) if step["action"] == "bid 14")
    assert all(step["legal"] == ["pass"] for step in steps[top + 1 : 4])
    # CI-4.3: the stock ran out and the last non-dealer was dealt back from the discards.
    assert trace(_showing(records, "dealt-from-the-discards"), module).redealt
    # CI-8.1: 51 ends the game.
    won = _showing(records, "target-reached")["expect"]
    assert won["game_over"] is True and max(won["scores"]) >= 51


PIDRO_CASES = {  # the targeted records of Pidro (catalogue V20), with the numbers they show
    "top-bid-retaken": ("PI-3.8", "PI-3.3"),
    "dealer-retakes-the-top-bid": ("PI-3.8", "PI-3.3"),
    "everyone-passes-to-the-dealer": ("PI-3.4",),
    "kill-excess-trumps-but-no-point": ("PI-4.1",),
    "dealer-keeps-the-point-cards": ("PI-4.4",),
    "killed-trump-out-of-play": ("PI-4.5",),
    "only-trumps-are-led": ("PI-5.7",),
    "cold-player-passed-over": ("PI-5.7", "PI-1.1"),
    "lead-passes-from-a-cold-winner": ("PI-5.7", "PI-5.5"),
    "hand-ends-when-trumps-run-out": ("PI-5.7", "PI-5.5"),
    "low-taken-by-another": ("PI-6.1",),
    "contract-made-exactly": ("PI-7.1", "PI-6.3"),
    "set-back": ("PI-7.1", "PI-7.5"),
    "into-the-hole": ("PI-7.2",),
    "count-out-pitcher-first": ("PI-8.2", "PI-8.3"),
}
PIDRO_ILLEGAL = (  # the refusals of Pidro's own rules: the rule, and what the engine says
    ("PI-3.2", "a bid must be higher than 14, or 14 again"),
    ("PI-3.4", "everyone else passed, so the dealer must bid"),
    ("PI-4.1", "a card that scores a point may not be discarded"),
    ("PI-4.4", "a card that scores a point may not be discarded"),
    ("PI-4.1", "a trump may be discarded only while holding more than 6"),
    ("PI-5.7", "only trumps are played"),
    ("PI-5.7", "turn"),  # a player passed over for holding no trump
)


def test_the_pidro_suite_has_a_record_for_each_rule_of_its_own() -> None:
    """PI-3.8 (a 14 over a 14), PI-3.4 (the dealer stuck), PI-4.1 and PI-4.4 (no point
    card discarded), PI-5.7 (trumps only), Low to the player dealt it, the set back, and
    the pitcher's side counting out first at 62."""
    module = rules_module("pidro")
    records = suite("pidro")
    for case, numbers in PIDRO_CASES.items():
        record = _showing(records, case)
        assert set(numbers) <= set(record["tags"]), (case, record["tags"])
    for rule, message in PIDRO_ILLEGAL:
        record = _refused(records, rule, message)
        assert rule in record["tags"], (rule, message)

    def auction(record: Record) -> list[dict[str, Any]]:
        return [s for s in record["steps"] if s["action"] == "pass" or s["action"][:4] == "bid "]

    # PI-3.8: after a 14, only `pass` or another 14; the last to bid it plays it.
    for case, by_dealer in (("top-bid-retaken", False), ("dealer-retakes-the-top-bid", True)):
        record = _showing(records, case)
        bids = [s for s in auction(record) if s["action"] == "bid 14"]
        assert bids[-1]["legal"] == ["pass", "bid 14"], case
        expect = record["expect"]
        assert expect["pitcher"] == bids[-1]["seat"] and expect["bid"] == 14, case
        assert (bids[-1]["seat"] == record["dealer"]) == by_dealer, case
    # PI-3.4: everyone passed, and the dealer may not: any bid from 6.
    stuck = auction(_showing(records, "everyone-passes-to-the-dealer"))[3]
    assert stuck["legal"][0] == "bid 6" and "pass" not in stuck["legal"]
    # PI-5.7: only trumps are played, a trump from each player holding one; fewer cards
    # where a player is cold, fewer tricks once nobody holds a trump.
    for record in records:
        traced = trace(record, module)
        for trick in record["expect"].get("tricks", []):
            assert 1 <= len(trick["cards"]) <= 4, record["id"]
            assert all(traced.is_trump(card) for card in trick["cards"]), record["id"]
    tricks = _showing(records, "cold-player-passed-over")["expect"]["tricks"]
    assert any(len(t["cards"]) < 4 for t in tricks)
    passed = _showing(records, "lead-passes-from-a-cold-winner")["expect"]["tricks"]
    assert any(b["leader"] != a["winner"] for a, b in itertools.pairwise(passed))
    assert len(_showing(records, "hand-ends-when-trumps-run-out")["expect"]["tricks"]) < 6
    # PI-6.1: Low to the player dealt it, though the other side took it.
    low = _showing(records, "low-taken-by-another")
    traced = trace(low, module)
    two = f"2{low['expect']['trump']}"
    assert traced.side(traced.holder[two]) != traced.side(traced.capturer[two])
    assert low["expect"]["points"]["low"] == traced.side(traced.holder[two])

    # PI-7.2: the pitcher set back by the bid, below zero.
    def gains(record: Record) -> list[int]:
        return [a - b for a, b in zip(record["expect"]["scores"], record["scores"], strict=True)]

    hole = _showing(records, "into-the-hole")
    pitcher, expect = hole["expect"]["pitcher"], hole["expect"]
    assert expect["made"] is False and gains(hole)[pitcher] == -expect["bid"]
    assert hole["scores"][pitcher] >= 0 > expect["scores"][pitcher]
    assert expect["setbacks"][pitcher] == hole["setbacks"][pitcher] + 1
    # PI-8.2: both sides reach 62; the pitcher's side counts first and wins.
    out = _showing(records, "count-out-pitcher-first")["expect"]
    assert min(out["scores"]) >= 62 and out["winner"] == out["pitcher"] % 2


@pytest.mark.parametrize("variant", VARIANTS)
def test_rule_tags_are_rules_of_the_variants_rulebook(variant: str) -> None:
    """The kit's rule layout matches the rulebook page the compiler wrote."""
    module = rules_module(variant)
    path = ROOT / "generated" / "rulebook" / f"{variant}.md"
    if not path.is_file():
        pytest.skip(f"no rulebook page {path.name} has been built yet")
    page = path.read_text(encoding="utf-8")
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
    suite = read_suite_text(text)
    assert dumps_suite(suite.records, suite.rulebooks["auction_pitch"]) == text
    header, first = (json.loads(line) for line in text.splitlines()[:2])
    assert list(header) == ["format", "variant", "title", "rules", "facts"]
    assert list(first)[:6] == ["format", "id", "variant", "description", "tags", "players"]
    assert list(first)[6] == "sides"


EIGHT = """\
variant eight_pitch "Eight-hand Pitch" extends auction_pitch
players: 2 to 8, each for themselves
"""


def test_a_suite_for_eight_players_generates(tmp_path: Path) -> None:
    """A table of eight (more sides than the settlement case had scores for) is planned
    like any other: generation used to fail with an IndexError for most seeds."""
    (tmp_path / "eight_pitch.variant").write_text(EIGHT, encoding="utf-8")
    checked = check_variant(tmp_path / "eight_pitch.variant", Loader())
    assert checked.variant is not None, [d.message for d in checked.diagnostics]
    path = tmp_path / "eight_pitch.py"
    path.write_text(render_module(checked.variant, standalone=True), encoding="utf-8")
    spec = importlib.util.spec_from_file_location("_eight_pitch", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    generated = generate(module, seed=2, random_count=2)  # seeds 2 to 10 all failed
    assert not generated.missed
    assert max(record["players"] for record in generated.records) == 8


@pytest.mark.parametrize(
    "case", ["all-points-to-one-side", "top-bid-is-no-smudge", "all-points-without-a-smudge"]
)
def test_every_point_to_the_pitcher_when_the_point_cards_outnumber_a_hand(case: str) -> None:
    """Dom Pedro's seven point cards (21 points) do not fit a hand of six: the pitcher
    is dealt six, the next seat the seventh as its only trump, which it must play under
    the pitcher's trump lead; every point of the hand goes to the pitcher."""
    module = rules_module("dom_pedro")
    record = _showing(suite("dom_pedro"), case)
    traced = trace(record, module)
    pitcher = traced.pitcher
    assert pitcher is not None
    assert set(traced.points.values()) == {traced.side(pitcher)}
    assert len(traced.points) == 7 > len(record["hands"][pitcher])
    if case == "top-bid-is-no-smudge":
        assert traced.contract == 21 and record["expect"]["made"] is True
