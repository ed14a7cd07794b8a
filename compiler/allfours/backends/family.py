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

_MINUS = "\N{MINUS SIGN}"  # the formulas' minus, as the reference rules print it

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
    "dealer_plays": "dealer plays, no contract",
}
_TIE = {"nobody": "no point", "pitcher": "pitcher", "eldest": "eldest", "eldest_if_level": "eldest"}
COLUMNS = (
    "variant",
    "players",
    "pack",
    "deal",
    "trump",
    "bids",
    "dealer's privilege",
    "all pass",
    "begging / draw",
    "points (to whom)",
    "Game tie",
    "hand scored",
    "target",
    "going out",
    "instant wins",
    "settlement",
)


def _players(fact: f.Players) -> str:
    counts = [n for n in range(fact.players_min, fact.players_max + 1) if n not in fact.excluded]
    alone = [n for n in counts if n not in fact.partnered]
    if fact.sides and not alone:
        return f"{fact.players_min} ({len(fact.sides)} sides of {fact.partnership_size})"
    if len(counts) == 1:
        said = str(counts[0])
    elif fact.excluded:
        said = " or ".join(str(n) for n in counts)
    else:
        said = f"{fact.players_min} to {fact.players_max}"
    if fact.sides:
        at = " or ".join(str(n) for n in fact.partnered)
        said += f" ({at}: {len(fact.sides)} sides of {fact.partnership_size})"
    return said


def _pack(fact: f.PackOfCards) -> str:
    low = "" if fact.ranks.endswith("2") else f" (A to {fact.ranks[-1]})"
    joker = {0: "", 1: " with joker"}.get(fact.jokers, f" with {fact.jokers} jokers")
    return f"{fact.size}{low}{joker}"


def _trump(plan: f.Plan) -> str:
    facts = plan.facts()
    if any(isinstance(fact, f.TurnUp) for fact in facts):
        return "turned up"
    if any(isinstance(fact, f.StockTrump) for fact in facts):
        draws = [fact for fact in facts if isinstance(fact, f.Drawing)]
        seen = "" if not draws else " (face up)" if draws[0].face_up else " (face down)"
        return f"top of the stock{seen}, drawn"
    if any(isinstance(fact, f.NamedTrump) for fact in facts):
        joined = [fact for fact in facts if isinstance(fact, f.SameColourTrump)]
        rank = joined[0].card.rank if joined else ""
        placed = [fact.placed for fact in facts if isinstance(fact, f.TrumpLead) and fact.placed]
        jokers = (
            "" if not placed else " and the jokers" if placed[0].number == 2 else " and the joker"
        )
        also = f" (+ the {'10' if rank == 'T' else rank} of its colour{jokers})" if joined else ""
        only = "; trumps only" if any(isinstance(fact, f.TrumpsOnly) for fact in facts) else ""
        return f"named by the high bidder{also}{only}"
    return "pitched"


def _bids(plan: f.Plan) -> str:
    order, bids, smudge = (
        plan.rule(r) for r in ("auction.order", "auction.bids", "auction.smudge")
    )
    if order is None or isinstance(order.fact, f.NoAuction) or bids is None:
        return "no auction"
    assert isinstance(bids.fact, f.Bids) and isinstance(order.fact, f.BiddingOrder)
    prefix = "sold by eldest; " if order.fact.kind == "sell" else ""
    made = f", smudge {smudge.fact.bid}" if smudge and isinstance(smudge.fact, f.SmudgeBid) else ""
    top = bids.fact.max_bid
    again = f"; {top} over {top}" if bids.fact.retake else ""
    return f"{prefix}{bids.fact.min_bid} to {top}{made}{again}"


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


def _begging(plan: f.Plan) -> str:
    facts = plan.facts()
    refills = [fact for fact in facts if isinstance(fact, f.DealBack)]
    if refills:
        points_kept = any(isinstance(fact, f.DiscardPlain) and fact.kept for fact in facts)
        robber = {"pitcher": "high bidder", "dealer": "dealer", "none": "no one"}[refills[0].robber]
        return f"discard plain cards, draw to {refills[0].keep}; {robber} robs the pack" + (
            "; point cards kept" if points_kept else ""
        )
    downs = [fact for fact in facts if isinstance(fact, f.DownTo)]
    if downs:
        kitties = [fact for fact in facts if isinstance(fact, f.KittyTaken) and fact.size]
        first = "; plain cards first" if downs[0].plain_first else ""
        if not kitties:
            return f"everyone discards to {downs[0].keep} once trump is named{first}"
        kitty = kitties[0]
        taken = f"a packet of {kitty.size} each" if kitty.each else f"widow of {kitty.size}"
        return f"{taken} once trump is named; everyone discards to {downs[0].keep}{first}"
    gifts = [fact for fact in facts if isinstance(fact, f.GiftPoint)]
    runs = [fact for fact in facts if isinstance(fact, f.Run)]
    if not gifts or not runs:
        return "—"
    discards = [fact for fact in facts if isinstance(fact, f.DiscardAfterRun)]
    kept = f", discard to {discards[0].keep}" if discards else ", keep the run"
    limit = "; no gift to the target" if gifts[0].limit else ""
    return f"gift {gifts[0].value} or run {runs[0].size}{kept}{limit}"


def _point(fact: f.PointOfTheHand | f.TurnedUpPoint | f.GiftPoint) -> str:
    match fact:
        case f.TurnedUpPoint(point_id=point_id, values=values):
            worth = " / ".join(f"{'10' if rank == 'T' else rank} {value}" for rank, value in values)
            return f"{md_text(point_id)} (turn-up: {worth})"
        case f.GiftPoint(point_id=point_id, value=value):
            return f"{md_text(point_id)} (gift {value})"
        case f.PointOfTheHand(point=point, in_play=in_play):
            credit = point.credit or ""
            whom = "held" if credit == "holder" and in_play != "dealt" else _CREDIT.get(credit)
            said = [whom or "most"]
            if point.value != 1:
                said.append(f"{point.value}")
            if point.hanged:
                said.append(f"{point.hanged} hanged")
            if point.at_once:
                said.append("at once")
            return f"{md_text(point.id)} ({', '.join(said)})"


def _points(points: list[f.PointOfTheHand | f.TurnedUpPoint | f.GiftPoint]) -> str:
    return ", ".join(_point(point) for point in points)


def _tie(points: list[f.PointOfTheHand | f.TurnedUpPoint | f.GiftPoint]) -> str:
    ties = {
        p.tie
        for p in points
        if isinstance(p, f.PointOfTheHand) and isinstance(p.select, model.MostCount)
    }
    if not ties:
        return "—"
    return " / ".join(sorted({_TIE[tie] for tie in ties}))


def _scored(plan: f.Plan) -> str:
    """How a hand is scored: every point as made, a pitcher set back by the bid; or only
    the side ahead, by the difference."""
    facts = plan.facts()
    sets = [fact for fact in facts if isinstance(fact, f.SetSide)]
    if sets and any(isinstance(fact, f.ByDifference) for fact in facts):
        return f"by difference; set: {sets[0].total} + bid {_MINUS} count"
    contract = [fact for fact in facts if isinstance(fact, f.ContractScoring)]
    if contract:
        smudge = contract[0].smudge_scores_bid
        made = f"; smudge scores {smudge}" if smudge is not None else ""
        return f"points made; set back by the bid{made}"
    return "points made"


def _going_out(fact: f.CountingOut) -> str:
    if fact.mode == "higher_score":
        return "higher score"
    if fact.mode == "bid_out":
        return "bid out: only the pitcher's side, making its bid"
    if fact.mode == "none":
        return "— (one side scores a hand)"
    order = ", ".join(md_text(point) for point in fact.order)
    first = "pitcher first, then " if fact.pitcher_first else ""
    return f"{first}{order}"


def _instant(plan: f.Plan) -> str:
    wins = []
    for fact in plan.facts():
        match fact:
            case f.InstantWins(smudge=smudge, all_points=all_points, set_loses=set_loses):
                if smudge is not None:
                    hole = " (not from the hole)" if smudge.unless_in_hole else ""
                    wins.append(f"made smudge{hole}")
                if set_loses is not None:
                    wins.append("set smudge loses")
                if all_points:
                    wins.append("all points, anyone")
            case f.AtOnce(before_play=before, on_capture=on_capture, never=never):
                can = [p for p in (*before, *on_capture) if p not in dict(never)]
                if can:
                    wins.append(", ".join(md_text(p) for p in can) + " at once")
    return "; ".join(wins) or "—"


def _settlement(plan: f.Plan) -> str:
    settle, chips = plan.rule("settle.chips"), plan.rule("settle.setbacks")
    if settle is None:
        return "none"
    assert isinstance(settle.fact, f.Settle)
    extra = ""
    if chips is not None and isinstance(chips.fact, f.SetbackChips) and chips.fact.per_setback:
        extra = f" +{chips.fact.per_setback}/set-back"
    return f"{settle.fact.above_zero} / {settle.fact.at_or_below_zero}{extra}"


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
        fact
        for fact in plan.facts()
        if isinstance(fact, f.PointOfTheHand | f.TurnedUpPoint | f.GiftPoint)
    ]
    players, pack, deal = (_fact(plan, r) for r in ("table.players", "table.pack", "deal.deal"))
    target, count_out = _fact(plan, "game.target"), _fact(plan, "game.count_out")
    assert isinstance(players, f.Players) and isinstance(pack, f.PackOfCards)
    assert isinstance(deal, f.Dealing) and isinstance(target, f.Target)
    assert isinstance(count_out, f.CountingOut)
    return [
        link,
        _players(players),
        _pack(pack),
        f"{deal.hand_size} in {deal.packet_size}s"
        + (", to the right" if deal.direction == "right" else ""),
        _trump(plan),
        _bids(plan),
        _privilege(plan),
        _all_pass(plan),
        _begging(plan),
        _points(points),
        _tie(points),
        _scored(plan),
        f"{target.target}" + (" (counted down)" if target.countdown else ""),
        _going_out(count_out),
        _instant(plan),
        _settlement(plan),
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
        "Trump is **pitched** (the suit of the first card led), **turned up** from the stock "
        "(eldest may beg it away), the **top of the stock**, which the players draw from "
        "after every trick, or **named by the high bidder**; **+ the 5 of its colour**: the "
        "card of that rank in the other suit of trump's colour is a trump too (Cinch's Left "
        "Pedro); **trumps only**: only trumps are played, and a player with none left drops "
        "out of the hand; **and the jokers**: two jokers, a high and a low, are trumps too. "
        "A bid of **n over n**: a later player may take the top bid, n, by "
        "bidding it again. To **discard plain cards** and **draw**: once trump is named, each "
        "player but the dealer discards every card that is not a trump and is dealt back from "
        "the stock to the hand size; the dealer then **robs the pack**, taking the rest of the "
        "stock and discarding down (or the **high bidder**, who does not discard with the "
        "others); **point cards kept**: no card that scores a point may be "
        "discarded. Points go to the player who was **dealt** the card, the one who "
        "**held** and played it (where cards reach a hand after the deal), the **taker** (the "
        "winner of the trick that holds it), or the **player** who plays it; Game goes to the "
        "**most** counting cards. A **turn-up** point scores the dealer's side for the card "
        "turned up, by its rank; the **gift** scores each side but the dealer's when the dealer "
        "gives. A value after the recipient is what a point is worth when not 1; **hanged**, "
        "what it is worth when an opponent of its holder takes it; **at once**, scored the "
        "moment it happens, so it can win the game in the middle of a hand. A hand is scored "
        "as the **points made** by each side, a pitcher who falls short **set back by the "
        "bid**; or **by difference**: only the side with the higher count scores, the "
        "difference, and a side that falls short of its bid scores nothing while the other "
        "scores every point of the hand (the number given) plus the shortfall, so that only "
        "one side scores a hand and no one counts out. Settlement is the "
        "chips each losing player pays each winning player (in partnerships, every player "
        "of a losing side pays every player of the winning side): the first number when the "
        "loser's final score has moved on from the start, the second when it has not: 1 or "
        "more / 0 or less, or, where scores count down from the target, below the target / "
        "at or above it; **+n/set-back**, n chips more for each time the loser was set back; "
        "**none**, no stakes.",
    ]
    return "\n".join(lines) + "\n"
