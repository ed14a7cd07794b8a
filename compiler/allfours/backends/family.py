"""The family page: every bundled variant side by side, one page per language.

Cells are short phrases for the same facts the rulebooks state in full (`facts.plan`),
so the table cannot say anything a rulebook does not. The page is read as the family's
lines: each base game (a variant that extends none) with the house rules built on it, in
two narrow tables (the table and the deal; the points and the game), and only the
columns that differ within a line shown: what every game of a line shares is said once
above its tables. In a house rule's row a setting as in its base shows as "=", and a
setting it changes is highlighted, so "Auction Pitch to 11" is its target and nothing
else. Base games with no house rule share one last section.

A rule card shows the same phrases (`glance`), so the family page and the cards cannot
disagree. Point names, section titles and the game's terms are the rulebook languages'
own (`point_title`, the catalogs' glossary); the short phrases here are the table's.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple, assert_never

from allfours import ir
from allfours.backends.escape import md_text
from allfours.backends.rulebook import LANGUAGES, Language, page_name
from allfours.backends.rulebook import facts as f
from allfours.catalogs import Words, catalog
from allfours.runtime import model

_MINUS = "\N{MINUS SIGN}"  # the formulas' minus, as the reference rules print it

# A setting's column: its key, and the rule whose number a card cites for it.
_TABLE_COLUMNS = (
    ("players", "table.players"),
    ("pack", "table.pack"),
    ("deal", "deal.deal"),
    ("trump", ""),
    ("play", "play.plain_lead"),
    ("bids", "auction.bids"),
    ("privilege", "auction.privilege"),
    ("all_pass", "auction.all_pass"),
    ("draw", ""),
)
_GAME_COLUMNS = (
    ("points", ""),
    ("tie", ""),
    ("scored", ""),
    ("target", "game.target"),
    ("going_out", "game.count_out"),
    ("instant", ""),
    ("settlement", "settle.chips"),
)
COLUMNS = tuple(key for key, _ in (*_TABLE_COLUMNS, *_GAME_COLUMNS))


class Cell(NamedTuple):
    column: str  # a key of COLUMNS
    text: str  # Markdown, escaped where it holds variant text
    rule: str  # the number of the rule the cell sums up ("AP-3.2"), or ""


def _rank(rank: str) -> str:
    return "10" if rank == "T" else rank


def _players(fact: f.Players, w: Words) -> str:
    counts = [n for n in range(fact.players_min, fact.players_max + 1) if n not in fact.excluded]
    alone = [n for n in counts if n not in fact.partnered]
    sides = ""
    if fact.sides:
        sides = w.fmt("sides", sides=len(fact.sides), size=fact.partnership_size)
        seats = fact.sides[0]
        table = len(fact.sides) * fact.partnership_size
        if len(seats) > 1 and seats[1] - seats[0] == table // fact.partnership_size:
            sides += w["opposite"] if fact.partnership_size == 2 else w["alternate"]
    if fact.sides and not alone:
        return f"{fact.players_min}: {sides}"
    if len(counts) == 1:
        said = str(counts[0])
    elif fact.excluded:
        said = w["or"].join(str(n) for n in counts)
    else:
        said = w.fmt("to", a=fact.players_min, b=fact.players_max)
    if fact.sides:
        said += f" ({w['or'].join(str(n) for n in fact.partnered)}: {sides})"
    return said


def _pack(fact: f.PackOfCards, w: Words) -> str:
    low = "" if fact.ranks.endswith("2") else w.fmt("low_rank", rank=_rank(fact.ranks[-1]))
    joker = {0: "", 1: w["joker"]}.get(fact.jokers, w.fmt("jokers", n=fact.jokers))
    return f"{fact.size - fact.jokers}{low}{joker}"  # "52 + joker": the size counts it


def _trump(plan: f.Plan, w: Words) -> str:
    facts = plan.facts()
    if any(isinstance(fact, f.TurnUp) for fact in facts):
        return w["turned_up"]
    if any(isinstance(fact, f.StockTrump) for fact in facts):
        draws = [fact for fact in facts if isinstance(fact, f.Drawing)]
        seen = "" if not draws else w["face_up"] if draws[0].face_up else w["face_down"]
        return w["stock"] + seen
    if any(isinstance(fact, f.NamedTrump) for fact in facts):
        joined = [fact for fact in facts if isinstance(fact, f.SameColourTrump)]
        placed = [fact.placed for fact in facts if isinstance(fact, f.TrumpLead) and fact.placed]
        jokers = "" if not placed else w["and_jokers" if placed[0].number == 2 else "and_joker"]
        also = w.fmt("same_colour", rank=_rank(joined[0].card.rank)) + jokers if joined else ""
        only = w["trumps_only"] if any(isinstance(fact, f.TrumpsOnly) for fact in facts) else ""
        return w["named"] + also + only
    declared = any(isinstance(fact, f.DeclaredPitch) for fact in facts)
    return w["pitched"] + (w["declared"] if declared else "")


def _play(plan: f.Plan, w: Words) -> str:
    """What a player must play to a plain lead (where plain suits are played)."""
    rule = plan.rule("play.plain_lead")
    if rule is None or not isinstance(rule.fact, f.PlainLead):
        return w["none"]
    fact = rule.fact
    said = w["free" if fact.free else "follow_or_trump" if fact.may_trump else "follow"]
    return said + (w["void_trump"] if fact.void == "must_trump" else "") + _renege(plan, w)


def _renege(plan: f.Plan, w: Words) -> str:
    """A renege allowed, and what it costs (in trumps, and only with a high trump)."""
    rule = plan.rule("play.renege")
    if rule is None or not isinstance(rule.fact, f.RenegePenalty):
        return ""
    fact = rule.fact
    if fact.holding_ten:
        return w.fmt("renege_ten", points=fact.points, trumps=fact.in_trumps)
    if fact.in_trumps != fact.points:
        return w.fmt("renege_trumps", points=fact.points, trumps=fact.in_trumps)
    return w.fmt("renege", points=fact.points)


def _bids(plan: f.Plan, w: Words) -> str:
    order, bids, smudge, forced = (
        plan.rule(r) for r in ("auction.order", "auction.bids", "auction.smudge", "auction.forced")
    )
    if order is None or isinstance(order.fact, f.NoAuction) or bids is None:
        return w["no_auction"]
    assert isinstance(bids.fact, f.Bids) and isinstance(order.fact, f.BiddingOrder)
    prefix = w["sold"] if order.fact.kind == "sell" else ""
    made = ""
    if smudge and isinstance(smudge.fact, f.SmudgeBid):
        made = w.fmt("smudge", bid=smudge.fact.bid)
    top = bids.fact.max_bid
    again = w.fmt("retake", top=top) if bids.fact.retake else ""
    rounds = order.fact.kind == "rounds" or order.fact.sold_in_rounds
    bid_range = w.fmt("to", a=bids.fact.min_bid, b=top) + (w["rounds"] if rounds else "")
    if forced and isinstance(forced.fact, f.ForcedBid):
        again += w.fmt("forced", bid=forced.fact.at_least)
    return prefix + bid_range + made + again


def _privilege(plan: f.Plan, w: Words) -> str:
    rule = plan.rule("auction.privilege")
    if rule is None or not isinstance(rule.fact, f.DealersPrivilege) or rule.fact.kind == "none":
        return w["none"]
    return w[rule.fact.kind]


def _all_pass(plan: f.Plan, w: Words) -> str:
    rule = plan.rule("auction.all_pass")
    if rule is None:
        return w["none"]
    if isinstance(rule.fact, f.NobodyBuys):
        return w["eldest_pitches"]
    assert isinstance(rule.fact, f.AllPass)
    # a stuck dealer's other choice: a set, and the deal passes
    choice = w.fmt("stuck_set", n=rule.fact.stuck_set) if rule.fact.stuck_set else ""
    if rule.fact.kind == "stick_the_dealer":
        bids = plan.rule("auction.bids")
        if bids and isinstance(bids.fact, f.Bids) and rule.fact.min_bid > bids.fact.min_bid:
            return w.fmt("stuck_at", bid=rule.fact.min_bid) + choice
    return w[rule.fact.kind] + choice


def _begging(plan: f.Plan, w: Words) -> str:
    facts = plan.facts()
    refills = [fact for fact in facts if isinstance(fact, f.DealBack)]
    if refills:
        kept = any(isinstance(fact, f.DiscardPlain) and fact.kept for fact in facts)
        robber = refills[0].robber
        any_cards = [x for x in facts if isinstance(x, f.DiscardPlain) and x.trumps_too]
        if any_cards:  # up to so many cards of any suit, trumps too
            most, keep = any_cards[0].at_most, refills[0].keep
            said = (
                w.fmt("refill_any_none", most=most, keep=keep)
                if robber == "none"
                else w.fmt("refill_any", most=most, keep=keep, robber=w[f"robber_{robber}"])
            )
        elif robber == "none":  # everyone is dealt back, and no one takes the rest
            said = w.fmt("refill_none", keep=refills[0].keep)
        else:
            said = w.fmt("refill", keep=refills[0].keep, robber=w[f"robber_{robber}"])
        passed = any(isinstance(fact, f.RobThePack) and fact.partner for fact in facts)
        return said + (w["pack_to_partner"] if passed else "") + (w["points_kept"] if kept else "")
    downs = [fact for fact in facts if isinstance(fact, f.DownTo)]
    if downs:
        kitties = [fact for fact in facts if isinstance(fact, f.KittyTaken) and fact.size]
        first = w["plain_first"] if downs[0].plain_first else ""
        if not kitties:
            return w.fmt("down_to", keep=downs[0].keep) + first
        kitty = kitties[0]
        if kitty.before_naming:  # the widow taken and discarded before naming trump
            return w.fmt("kitty_seen", n=kitty.size, keep=downs[0].keep)
        taken = w.fmt("packet_each" if kitty.each else "widow", n=kitty.size)
        return w.fmt("kitty", taken=taken, keep=downs[0].keep) + first
    gifts = [fact for fact in facts if isinstance(fact, f.GiftPoint)]
    runs = [fact for fact in facts if isinstance(fact, f.Run)]
    if not gifts or not runs:
        return w["none"]
    discards = [fact for fact in facts if isinstance(fact, f.DiscardAfterRun)]
    kept_run = w.fmt("discard_to", keep=discards[0].keep) if discards else w["keep_run"]
    limit = w["gift_limit"] if gifts[0].limit else ""
    return w.fmt("beg", value=gifts[0].value, size=runs[0].size) + kept_run + limit


_Point = f.PointOfTheHand | f.TurnedUpPoint | f.GiftPoint | f.EveryTrickPoint


def _point(fact: _Point, language: Language, w: Words) -> str:
    match fact:
        case f.TurnedUpPoint(point_id=point_id, values=values):
            worth = " / ".join(f"{_rank(rank)} {value}" for rank, value in values)
            said = w.fmt("turn_up_point", worth=worth)
            return f"{language.point_title(point_id)} ({said})"
        case f.GiftPoint(point_id=point_id, value=value):
            said = w.fmt("gift_point", value=value)
            return f"{language.point_title(point_id)} ({said})"
        case f.EveryTrickPoint(point=point):
            parts = [w["every_trick"], *([f"{point.value}"] if point.value != 1 else [])]
            return f"{language.point_title(point.id)} ({', '.join(parts)})"
        case f.PointOfTheHand(point=point, in_play=in_play):
            parts = [_whom(point, in_play, w)]
            if point.value != 1:
                parts.append(f"{point.value}")
            if point.hanged:
                parts.append(w.fmt("hanged", n=point.hanged))
            if point.at_once:
                parts.append(w["at_once"])
            if isinstance(point.select, model.MostCount) and point.select.joker_half:
                parts.append(w["joker_half"])
            return f"{language.point_title(point.id)} ({', '.join(parts)})"


def _whom(point: model.Point, in_play: f.InPlayKind, w: Words) -> str:
    """Who scores a point of the hand, in the table's words. A credit with no words here
    fails the build: a page never guesses ("most") for one it does not know."""
    match point.credit:
        case None:  # whoever the selection names: the most counting cards taken
            return w["most"]
        case "holder":
            return w["holder" if in_play == "dealt" else "held"]
        case "capturer" | "player":
            return w[point.credit]
        case "dealer" | "others":  # only a turn-up's or a gift's (the checker: E0706)
            raise ValueError(f"the family page has no words for a point of the hand {point}")
        case unknown:
            assert_never(unknown)


def _tie(points: list[_Point], w: Words) -> str:
    ties = {
        p.tie
        for p in points
        if isinstance(p, f.PointOfTheHand) and isinstance(p.select, model.MostCount)
    }
    if not ties:
        return w["none"]
    said = {"eldest_if_level": "eldest"}
    return " / ".join(sorted({w[f"tie_{said.get(tie, tie)}"] for tie in ties}))


def _scored(plan: f.Plan, w: Words) -> str:
    facts = plan.facts()
    sets = [fact for fact in facts if isinstance(fact, f.SetSide)]
    if sets and any(isinstance(fact, f.ByDifference) for fact in facts):
        if sets[0].own_plus_bid:
            return w["difference_own"]
        return w.fmt("difference", total=sets[0].total, minus=_MINUS)
    contract = [fact for fact in facts if isinstance(fact, f.ContractScoring)]
    if contract:
        smudge = contract[0].smudge_scores_bid
        made = w.fmt("smudge_scores", n=smudge) if smudge is not None else ""
        return w["contract"] + made
    return w["made"]


def _going_out(fact: f.CountingOut, language: Language, w: Words) -> str:
    if fact.mode == "higher_score":
        return w["higher_score"]
    if fact.mode == "bid_out":
        return w["bid_out"]
    if fact.mode == "none":
        return w["one_side"]
    order = ", ".join(language.point_title(point) for point in fact.order)
    return (w["pitcher_first"] if fact.pitcher_first else "") + order


def _instant(plan: f.Plan, language: Language, w: Words) -> str:
    wins = []
    for fact in plan.facts():
        match fact:
            case f.InstantWins(smudge=smudge, all_points=all_points, set_loses=set_loses):
                if smudge is not None and smudge.hole_scores is not None:
                    wins.append(w["made_smudge"] + w.fmt("hole_scores", n=smudge.hole_scores))
                elif smudge is not None:
                    wins.append(
                        w["made_smudge"] + (w["not_in_hole"] if smudge.unless_in_hole else "")
                    )
                if set_loses is not None:
                    wins.append(w["set_smudge"])
                if all_points:
                    wins.append(w["all_points"])
            case f.AtOnce(before_play=before, on_capture=on_capture, never=never):
                can = [p for p in (*before, *on_capture) if p not in dict(never)]
                if can:
                    titles = ", ".join(language.point_title(p) for p in can)
                    wins.append(w.fmt("points_at_once", points=titles))
            case f.SetbacksLose(times=times) if times:
                wins.append(w.fmt("setbacks_lose", n=times) + _smudge_counts(plan, w))
    return "; ".join(wins) or w["none"]


def _settlement(plan: f.Plan, w: Words) -> str:
    settle, chips = plan.rule("settle.chips"), plan.rule("settle.setbacks")
    if settle is None or not isinstance(settle.fact, f.Settle):
        return w["no_stakes"]
    fact = settle.fact
    if fact.countdown:  # scores count down to 0: the target is the start
        good, bad = w.fmt("at_most", n=fact.target - 1), w.fmt("at_least", n=fact.target)
    else:
        good, bad = w.fmt("at_least", n=1), w.fmt("at_most", n=0)
    said = w.fmt("settle", above=fact.above_zero, good=good, below=fact.at_or_below_zero, bad=bad)
    if plan.sides:
        said += w["settle_sides"]
    if fact.smudge_double:
        said += w["smudge_double"]
    if chips is not None and isinstance(chips.fact, f.SetbackChips) and chips.fact.per_setback:
        said += w.fmt("per_setback", n=chips.fact.per_setback) + _smudge_counts(plan, w)
    return said


def _smudge_counts(plan: f.Plan, w: Words) -> str:
    """How many set-backs a set smudge counts as, where more than one."""
    recorded = plan.rule("scoring.setbacks")
    if recorded is None or not isinstance(recorded.fact, f.SetbacksRecorded):
        return ""
    counts = recorded.fact.smudge_counts
    return w.fmt("smudge_counts", n=counts) if recorded.fact.smudge else ""


def _fact(plan: f.Plan, rule_id: str) -> f.Fact:
    rule = plan.rule(rule_id)
    assert rule is not None, rule_id
    return rule.fact


def _fixed_deals(plan: f.Plan, w: Words) -> str:
    """A game of a fixed number of deals, beside its target: how often each player deals."""
    fact = plan.rule("game.deals")
    return (
        w.fmt("fixed_deals", n=fact.fact.times)
        if fact and isinstance(fact.fact, f.FixedDeals)
        else ""
    )


def glance(v: ir.Variant, language: Language) -> tuple[Cell, ...]:
    """Every setting of `v` as a short phrase in `language`, with the number of the rule
    it sums up: a row of the family table, and the card's summary."""
    w = Words(catalog(language.code), "family")
    plan = f.plan(v)
    points = [fact for fact in plan.facts() if isinstance(fact, _Point)]
    players, pack, deal = (_fact(plan, r) for r in ("table.players", "table.pack", "deal.deal"))
    target, count_out = _fact(plan, "game.target"), _fact(plan, "game.count_out")
    assert isinstance(players, f.Players) and isinstance(pack, f.PackOfCards)
    assert isinstance(deal, f.Dealing) and isinstance(target, f.Target)
    assert isinstance(count_out, f.CountingOut)
    dealt = w.fmt("deal_cells", hand=deal.hand_size, packet=deal.packet_size)
    texts: dict[str, str] = {
        "players": _players(players, w),
        "pack": _pack(pack, w),
        "deal": dealt + (w["right"] if deal.direction == "right" else ""),
        "trump": _trump(plan, w),
        "play": _play(plan, w),
        "bids": _bids(plan, w),
        "privilege": _privilege(plan, w),
        "all_pass": _all_pass(plan, w),
        "draw": _begging(plan, w),
        "points": ", ".join(_point(point, language, w) for point in points),
        "tie": _tie(points, w),
        "scored": _scored(plan, w),
        "target": f"{target.target}"
        + (w["counted_down"] if target.countdown else "")
        + _fixed_deals(plan, w),
        "going_out": _going_out(count_out, language, w)
        + (w["in_play"] if any(isinstance(x, f.GoingOut) for x in plan.facts()) else ""),
        "instant": _instant(plan, language, w),
        "settlement": _settlement(plan, w),
    }
    rules = dict((*_TABLE_COLUMNS, *_GAME_COLUMNS))
    cells = []
    for column in COLUMNS:
        found = plan.rule(rules[column]) if rules[column] else None
        cells.append(Cell(column, texts[column], found.number if found else ""))
    return tuple(cells)


def column_title(column: str, language: Language) -> str:
    return Words(catalog(language.code), "family")[column]


def column_words(language: Language) -> tuple[str, str]:
    """How a setting a house rule drops is said ("none"), and the cell of a setting a
    game does not have ("—")."""
    w = Words(catalog(language.code), "family")
    return w["dropped"], w["none"]


# --- the page --------------------------------------------------------------------------


def _root(v: ir.Variant) -> ir.Variant:
    while v.parent is not None:
        v = v.parent
    return v


def _tree(root: ir.Variant, children: dict[str, list[ir.Variant]]) -> list[ir.Variant]:
    """A base game, then each house rule followed by the house rules built on it."""
    found = [root]
    for child in sorted(children.get(root.id, []), key=lambda c: c.title):
        found += _tree(child, children)
    return found


def _lines(variants: Sequence[ir.Variant]) -> list[tuple[ir.Variant | None, list[ir.Variant]]]:
    """The family's lines: each base game with its house rules, base games by title; then
    (None) the base games that have no house rule."""
    known = {v.id: v for v in variants}
    children: dict[str, list[ir.Variant]] = {}
    for v in variants:
        if v.parent is not None and v.parent.id in known:
            children.setdefault(v.parent.id, []).append(known[v.id])
    roots = sorted(
        (v for v in variants if v.parent is None or v.parent.id not in known),
        key=lambda v: v.title,
    )
    lines: list[tuple[ir.Variant | None, list[ir.Variant]]] = [
        (root, _tree(root, children)) for root in roots if root.id in children
    ]
    alone = [root for root in roots if root.id not in children]
    if alone:
        lines.append((None, alone))
    return lines


def _table(
    rows: list[tuple[ir.Variant, dict[str, str]]],
    columns: list[str],
    language: Language,
    link: Callable[[ir.Variant], str],
) -> list[str]:
    w = Words(catalog(language.code), "family")
    cells = dict(rows)
    known = {v.id for v, _ in rows}
    head = [w["game"], *(w[c] for c in columns)]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for v, texts in rows:
        parent = v.parent if v.parent is not None and v.parent.id in known else None
        name = link(v)
        if parent is not None:
            name += (
                f"<br><small>{w.fmt('on', base=md_text(parent.title_in(language.code)))}</small>"
            )
        shown = [name]
        for column in columns:
            text = texts[column]
            if parent is None:
                shown.append(text)
            elif text == cells[parent][column]:
                shown.append(f'<span class="same" title="{w["same"]}">=</span>')
            else:
                shown.append(f"<mark>{w['dropped'] if text == w['none'] else text}</mark>")
        # Every cell is built from md_text, which escapes `|` too: no cell can split.
        lines.append("| " + " | ".join(shown) + " |")
    return lines


def family_page(variants: Sequence[ir.Variant], language: Language | None = None) -> str:
    """The family page in `language` (the site's first language by default)."""
    language = language or LANGUAGES[0]
    w = Words(catalog(language.code), "family")

    def link(v: ir.Variant) -> str:
        page = page_name(v.id, LANGUAGES[0], LANGUAGES[0])  # the i18n plugin localises it
        return f"[{md_text(v.title_in(language.code))}](rulebook/{page})"

    lines = [
        "---",
        "hide:",
        "  - toc",
        "---",
        "",
        f"# {w['title']}",
        "",
        "<!-- @generated by allfours from the bundled variants; do not edit by hand. -->",
        "",
        w["intro"],
        "",
    ]
    for base, members in _lines(variants):
        heading = (
            w.fmt("line", base=md_text(base.title_in(language.code)))
            if base is not None
            else w["others"]
        )
        rows = [(v, {c.column: c.text for c in glance(v, language)}) for v in members]
        lines += [f"## {heading}", ""]
        shared = [c for c in COLUMNS if len({texts[c] for _, texts in rows}) == 1]
        if len(rows) > 1 and shared:
            said = "; ".join(
                f"{w[c]}: {rows[0][1][c]}" for c in shared if rows[0][1][c] != w["none"]
            )
            lines += [f"{w['shared'] if base is not None else w['shared_others']} {said}.", ""]
        for part, keys in (("table_part", _TABLE_COLUMNS), ("game_part", _GAME_COLUMNS)):
            columns = [key for key, _ in keys if len(rows) == 1 or key not in shared]
            if not columns:
                continue
            lines += [f"### {w[part]}", "", '<div class="family-table" markdown>', ""]
            lines += _table(rows, columns, language, link)
            lines += ["", "</div>", ""]
    lines += [w["legend"]]
    return "\n".join(lines) + "\n"
