"""The family page: every bundled variant side by side, one row per variant.

Cells are short phrases for the same facts the rulebooks state in full (`facts.plan`),
so the table cannot say anything a rulebook does not; a variant built with `extends`
links to its base.
"""

from __future__ import annotations

from collections.abc import Sequence

from allfours import ir
from allfours.backends.escape import md_text
from allfours.backends.rulebook import facts as f
from allfours.runtime import model

_CREDIT = {"holder": "dealt", "capturer": "taker", "player": "player"}
_PRIVILEGE = {
    "none": "none",
    "match": "may match",
    "match_except_smudge": "may match, not a smudge",
    "match_even_smudge": "may match, even a smudge",
}
_ALL_PASS = {
    "stick_the_dealer": "dealer must bid",
    "redeal_by_next_dealer": "next dealer deals",
    "redeal_by_same_dealer": "same dealer deals again",
    "eldest_pitches": "eldest pitches, no contract",
}
COLUMNS = (
    "variant",
    "players",
    "pack",
    "deal",
    "bids",
    "dealer's privilege",
    "all pass",
    "points (to whom)",
    "Game tie",
    "target",
    "going out",
    "instant wins",
    "settlement",
)


def _players(fact: f.Players) -> str:
    if fact.sides:
        return f"{fact.players_min} ({len(fact.sides)} sides of {fact.partnership_size})"
    if fact.players_min == fact.players_max:
        return str(fact.players_min)
    return f"{fact.players_min} to {fact.players_max}"


def _pack(fact: f.PackOfCards) -> str:
    low = "" if fact.ranks.endswith("2") else f" (A to {fact.ranks[-1]})"
    joker = " with joker" if fact.jokers else ""
    return f"{fact.size}{low}{joker}"


def _bids(plan: f.Plan) -> str:
    order, bids, smudge = (
        plan.rule(r) for r in ("auction.order", "auction.bids", "auction.smudge")
    )
    if order is None or isinstance(order.fact, f.NoAuction) or bids is None:
        return "no auction"
    assert isinstance(bids.fact, f.Bids) and isinstance(order.fact, f.BiddingOrder)
    prefix = "sold by eldest; " if order.fact.kind == "sell" else ""
    made = f", smudge {smudge.fact.bid}" if smudge and isinstance(smudge.fact, f.SmudgeBid) else ""
    return f"{prefix}{bids.fact.min_bid} to {bids.fact.max_bid}{made}"


def _privilege(plan: f.Plan) -> str:
    rule = plan.rule("auction.privilege")
    return _PRIVILEGE[rule.fact.kind] if rule and isinstance(rule.fact, f.DealersPrivilege) else "—"


def _all_pass(plan: f.Plan) -> str:
    rule = plan.rule("auction.all_pass")
    if rule is None:
        return "—"
    if isinstance(rule.fact, f.NobodyBuys):
        return _ALL_PASS["eldest_pitches"]
    assert isinstance(rule.fact, f.AllPass)
    return _ALL_PASS[rule.fact.kind]


def _points(points: list[f.PointOfTheHand]) -> str:
    return ", ".join(
        f"{md_text(p.point.id)} ({_CREDIT.get(p.point.credit or '', 'most')})" for p in points
    )


def _tie(points: list[f.PointOfTheHand]) -> str:
    ties = {p.point.select.tie for p in points if isinstance(p.point.select, model.MostCount)}
    if not ties:
        return "—"
    return "pitcher" if ties == {"pitcher"} else "no point"


def _going_out(fact: f.CountingOut) -> str:
    if fact.mode == "higher_score":
        return "higher score"
    order = ", ".join(md_text(point) for point in fact.order)
    first = "pitcher first, then " if fact.pitcher_first else ""
    return f"{first}{order}"


def _instant(fact: f.InstantWins) -> str:
    wins = []
    if fact.smudge is not None:
        hole = " (not from the hole)" if fact.smudge.unless_in_hole else ""
        wins.append(f"made smudge{hole}")
    if fact.all_points:
        wins.append("all points, anyone")
    return "; ".join(wins) or "—"


def _fact(plan: f.Plan, rule_id: str) -> f.Fact:
    rule = plan.rule(rule_id)
    assert rule is not None, rule_id
    return rule.fact


def _row(v: ir.Variant) -> list[str]:
    plan = f.plan(v)
    link = f"[{md_text(v.title)}](rulebook/{v.id}.md)"
    if v.parent is not None:
        link += f" <br><small>on {md_text(v.parent.title)}</small>"
    points = [
        r.fact for s in plan.sections for r in s.rules if isinstance(r.fact, f.PointOfTheHand)
    ]
    players, pack, deal = (_fact(plan, r) for r in ("table.players", "table.pack", "deal.deal"))
    target, count_out = _fact(plan, "game.target"), _fact(plan, "game.count_out")
    instant, settle = _fact(plan, "game.instant"), _fact(plan, "settle.chips")
    chips = _fact(plan, "settle.setbacks")
    assert isinstance(players, f.Players) and isinstance(pack, f.PackOfCards)
    assert isinstance(deal, f.Dealing) and isinstance(target, f.Target)
    assert isinstance(count_out, f.CountingOut) and isinstance(instant, f.InstantWins)
    assert isinstance(settle, f.Settle) and isinstance(chips, f.SetbackChips)
    extra = f" +{chips.per_setback}/set-back" if chips.per_setback else ""
    return [
        link,
        _players(players),
        _pack(pack),
        f"{deal.hand_size} in {deal.packet_size}s",
        _bids(plan),
        _privilege(plan),
        _all_pass(plan),
        _points(points),
        _tie(points),
        f"{target.target}" + (" (counted down)" if target.countdown else ""),
        _going_out(count_out),
        _instant(instant),
        f"{settle.above_zero} / {settle.at_or_below_zero}{extra}",
    ]


def family_page(variants: Sequence[ir.Variant]) -> str:
    lines = [
        "# The family",
        "",
        "<!-- @generated by allfours from the bundled variants; do not edit by hand. -->",
        "",
        "Every bundled variant by setting. Each variant's rulebook states the same settings "
        "in full; a house rule built with `extends` names its base under its title.",
        "",
        "| " + " | ".join(COLUMNS) + " |",
        "|" + "---|" * len(COLUMNS),
    ]
    for variant in sorted(variants, key=lambda v: (v.parent is not None, v.title)):
        # Every cell is built from md_text, which escapes `|` too: no cell can split.
        lines.append("| " + " | ".join(_row(variant)) + " |")
    lines += [
        "",
        "Points go to the player who was **dealt** the card, the **taker** (the winner of the "
        "trick that holds it), or the **player** who plays it; Game goes to the **most** "
        "counting cards. Settlement is the chips paid by a loser with a score above 0 / at "
        "or below 0.",
    ]
    return "\n".join(lines) + "\n"
