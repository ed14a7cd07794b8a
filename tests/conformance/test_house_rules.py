"""The kit on house rules of #26, each written on a bundled base and built in memory.

For each, a suite is generated from the house rule's own module; the module passes it,
and the same engine with that one rule read the base's way (a one-rule mutant, as a
careless port would code it) fails it on a record tagged with the rule's number and the case
that shows it.
"""

from __future__ import annotations

from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from allfours.conformance.engine_adapter import Engine, EngineImplementation
from allfours.conformance.generate import ILLEGAL_TAG, generate
from allfours.conformance.rulebook import rulebook_of
from allfours.conformance.runner import run_in_process
from conftest import built_in_memory

# (house rule, its base, the IR field it sets (its path in the rules), the base's value
# there, the rule, the case)
HOUSE_RULES = [
    (
        "first card led: a trump if able",
        "cinch",
        ("play", "first_lead_trump"),
        False,
        "play.maker_leads",
        ILLEGAL_TAG,  # a refusal the engine declares: the kit finds it, no case lists it
    ),
    (
        "on a plain lead: play any card",
        "auction_pitch",
        ("play", "plain_lead"),
        "must_follow",
        "play.plain_lead",
        "plain-lead-not-followed",
    ),
    (
        "on a set: the other side scores its own points plus the bid",
        "cinch",
        ("scoring", "set_own_plus_bid"),
        False,
        "scoring.set",
        "set-with-a-point-out-of-play",
    ),
    (
        "smudge: a bid of 10; made, it wins the game unless the bidder is in the hole, when it "
        "scores 20; set, it loses the game",
        "ten_point_pitch",
        ("auction", "smudge", "hole_scores"),
        None,  # scores the points made from the hole, as `unless the bidder is in the hole`
        "game.instant",
        "smudge-made-from-the-hole",
    ),
    (
        "smudge: a bid of 4; made, it wins the game unless the bidder is in the hole; set, it "
        "counts as 2 set-backs",
        "auction_pitch_setback_payouts",
        ("auction", "smudge", "set_counts"),
        1,  # a set smudge is one set-back, as any set bid
        "scoring.setbacks",
        "smudge-set-counts-setbacks",
    ),
    (
        "kitty: 4 cards, to the high bidder before trump is named; then each player discards "
        "down to 6 cards",
        "cinch_widow",
        ("discard_down", "before_naming"),
        False,  # the widow taken, unseen, once trump is named
        "kitty.take",
        "maker-sees-the-widow-before-naming",
    ),
    (
        "discard and draw: to 6 cards; each player may discard up to 6 cards, trumps too, then "
        "is dealt back from the stock",
        "nine_five",
        ("refill", "trumps_too"),
        False,  # only plain cards go
        "draw.discard",
        "trump-discarded-before-the-draw",
    ),
    (
        "discard and draw: to 6 cards; each player but the high bidder discards every plain "
        "card, then is dealt back from the stock; the high bidder robs the pack, or passes it "
        "unseen to the partner",
        "ten_point_pitch",
        ("refill", "partner_may_rob"),
        False,  # the high bidder always robs the pack
        "draw.rob",
        "pack-passed-to-the-partner",
    ),
    (
        "smudge chips: double for a game a smudge decides",
        "auction_pitch",
        ("settlement", "smudge_double"),
        False,
        "settle.chips",
        "payout-after-a-smudge",
    ),
    (
        "going out: the pitcher's side wins as soon as its points reach the target",
        "auction_pitch_to_11",
        ("game", "going_out"),
        False,  # the pitcher's side reaches the target only at the end of a hand
        "game.going_out",
        "gone-out-in-the-play",
    ),
    (
        "renege: allowed; the opponents score 1 point, or 14 for a renege in trumps while holding "
        "a trump ten or higher",
        "trinidad_all_fours",
        ("play", "renege"),
        None,  # the follow rules enforced: a renege refused, as every other engine does
        "play.renege",
        "renege-found",
    ),
    (
        "deals: each player deals 2 times, then the highest score wins; a tie plays on, one "
        "deal at a time",
        "auction_pitch_to_11",
        ("game", "deals_each"),
        0,  # the game goes on until a side reaches the target
        "game.deals",
        "game-ends-after-the-deals",  # a game record: a hand never lasts the deals
    ),
    (
        "if everyone passes: the dealer must bid, or be set back 2 and pass the deal",
        "auction_pitch",
        ("auction", "stuck_set"),
        0,  # the stuck dealer must bid
        "auction.all_pass",
        "stuck-dealer-takes-the-set",
    ),
    (
        # A jack may be the off-jack: pitched, its own suit or the other of its colour.
        "same colour: the jack of the other suit of the same colour is a trump, just below "
        "the jack of trumps\nunclear pitch: the pitcher declares trump",
        "auction_pitch",
        ("trump", "declared"),
        False,  # the jack's printed suit is trump, as where the pitcher does not declare
        "play.declare",
        "pitch-declared",
    ),
]


def _module(tmp_path: Path, base: str, line: str) -> ModuleType:
    path = tmp_path / "house.variant"
    path.write_text(f'variant house "House" extends {base}\n{line}\n', "utf-8")
    module, _, _ = built_in_memory(path)
    return module


def _replaced(record: Any, path: tuple[str, ...], value: Any) -> Any:
    """`record` (a NamedTuple of the rules) with the field at `path` replaced."""
    name, *rest = path
    inner = value if not rest else _replaced(getattr(record, name), tuple(rest), value)
    return record._replace(**{name: inner})


def _mutant(module: ModuleType, path: tuple[str, ...], value: Any) -> EngineImplementation:
    """The house rule's engine with one field of its rules put back the base's way."""
    rules = _replaced(module.RULES, path, value)
    engine = Engine(
        lambda players, **kw: module.Engine(rules, players, **kw),
        module.IllegalAction,
        module.expect_of,
    )
    return EngineImplementation({module.VARIANT["id"]: engine}, name="mutant")


@pytest.mark.parametrize(
    ("line", "base", "where", "before", "rule", "case"),
    HOUSE_RULES,
    ids=[line for line, *_ in HOUSE_RULES],
)
def test_the_suite_of_a_house_rule_fails_the_engine_that_misses_it(
    tmp_path: Path,
    line: str,
    base: str,
    where: tuple[str, ...],
    before: object,
    rule: str,
    case: str,
) -> None:
    module = _module(tmp_path, base, line)
    suite = generate(module, random_count=4)
    number = dict(module.RULES.numbers)[rule]  # the suite tags a rule by its number
    if case == ILLEGAL_TAG:  # a record of the refusal, its step refused by the rule
        assert any(
            case in r["tags"] and r.get("error", {}).get("rule") == number for r in suite.records
        ), [r["id"] for r in suite.records if case in r["tags"]]
    else:  # a case of a hand, or of a whole game
        shown = {tag for record in suite.records for tag in record["tags"]}
        assert case in shown and case not in suite.missed
    stated: Any = module.RULES
    for name in where:
        stated = getattr(stated, name)
    control = run_in_process(suite.records, lambda: _mutant(module, where, stated))
    assert control.ok, control.render_text()
    report = run_in_process(
        suite.records,
        lambda: _mutant(module, where, before),
        rulebooks={module.VARIANT["id"]: rulebook_of(module)},  # the kit blames by it
    )
    tagged = [o for o in report.failures if number in o.tags and case in o.tags]
    assert tagged, [(o.id, o.tags) for o in report.failures[:5]]
    assert tagged[0].kind in ("refused", "accepted", "differs"), tagged[0].explain()
    ranked = [rule for rule, _, _ in report.by_rule()]  # the kit names the rule first
    assert ranked[0] == number, ranked


def _point_mutant(module: ModuleType, point_id: str, **select: Any) -> EngineImplementation:
    """The module's engine with one field of one point's selection changed."""
    points = tuple(
        p._replace(select=p.select._replace(**select)) if p.id == point_id else p
        for p in module.RULES.points
    )
    rules = module.RULES._replace(points=points)
    engine = Engine(
        lambda players, **kw: module.Engine(rules, players, **kw),
        module.IllegalAction,
        module.expect_of,
    )
    return EngineImplementation({module.VARIANT["id"]: engine}, name="mutant")


# (a bundled variant, its point, the selection's field and the base's value there, the case)
POINT_RULES = [
    ("phat", "muck", "tie", "nobody", "game-muck-tie-carried-over"),
    (
        "auction_pitch_joker_breaks_game_ties",
        "game",
        "joker_half",
        False,
        "game-tie-broken-by-a-joker",
    ),
]


@pytest.mark.parametrize(
    ("variant", "point", "field", "before", "case"), POINT_RULES, ids=[v for v, *_ in POINT_RULES]
)
def test_the_suite_of_a_point_rule_fails_the_engine_that_misses_it(
    variant: str, point: str, field: str, before: object, case: str
) -> None:
    """Phat's muck carried over on a tie (PHAT-5.9) shows only between deals: the suite's
    game record of a tie followed by a muck scored fails the engine that scores a tie as
    nothing. The joker's half point (APJ-5.4) shows on a hand where it breaks a tie for
    Game. Each fails its one-rule mutant, and the kit names the point's rule first."""
    module, _, _ = built_in_memory(Path(__file__).parents[2] / "variants" / f"{variant}.variant")
    suite = generate(module, random_count=4)
    assert case not in suite.missed
    number = dict(module.RULES.numbers)[f"points.{point}"]
    stated = getattr(next(p for p in module.RULES.points if p.id == point).select, field)
    assert run_in_process(suite.records, lambda: _point_mutant(module, point, **{field: stated})).ok
    report = run_in_process(
        suite.records,
        lambda: _point_mutant(module, point, **{field: before}),
        rulebooks={module.VARIANT["id"]: rulebook_of(module)},
    )
    tagged = [o for o in report.failures if number in o.tags and case in o.tags]
    assert tagged, [(o.id, o.tags) for o in report.failures[:5]]
    ranked = [rule for rule, _, _ in report.by_rule()]
    assert ranked[0] == number, ranked
