"""The teaching parts of a rulebook page, planned once for every language: the game in
brief, the table rules and the glossary.

Each part is a list of messages (`catalogs.Say`): which sentence says each step, rule or
term, with the variant's own values (its hand size, its bids, its points' cards). The
words are in the catalogs (`locales/<code>/teaching.ftl`, `cards.ftl`); the worked
example is `example_text`. Text from a variant file (a point's name) reaches the page only
through `point_name`, which escapes it.
"""

from __future__ import annotations

from allfours import ir
from allfours.backends.rulebook.language import point_name
from allfours.backends.rulebook.sentences import point_card
from allfours.catalogs import Arg, Catalog, Listed, Say, listed, say
from allfours.registry.rules import numbered
from allfours.runtime import model
from allfours.runtime.model import Point


def at_stake(v: ir.Variant) -> tuple[tuple[Point, ...], tuple[Point, ...]]:
    """The points a hand's play decides, and those scored before it (a turn-up, a gift)."""
    points = v.rules.points
    return (
        tuple(point for point in points if not point.before_play),
        tuple(point for point in points if point.before_play),
    )


def is_all_fours(points: tuple[Point, ...]) -> bool:
    """The four points the family is named for, and no other."""
    return [point.id for point in points] == ["high", "low", "jack", "game"]


# -- the game in brief, the table rules, the glossary: planned here, worded in the catalogs --


def _rule_link(v: ir.Variant, rule_id: str) -> str:
    numbers = {rule.id: rule.number for rule in numbered(v.rules, v.prefix)}
    number = numbers.get(rule_id, "")
    return f" ([{number}](#{number.lower().replace('.', '-')}))" if number else ""


def _following(v: ir.Variant) -> str:
    """A link to the rule that says which cards may be played to a trick."""
    return _rule_link(v, "play.plain_lead") or _rule_link(v, "play.trump_lead")


def _bold_points(v: ir.Variant, points: tuple[Point, ...]) -> Say | Listed:
    return listed([say("bold", text=point_name(point.id)) for point in points])


def _direction(v: ir.Variant) -> str:
    """The side of the dealer the turn passes to: "left" or "right"."""
    return "left" if v.rules.table.turn == 1 else "right"


def brief(v: ir.Variant) -> tuple[list[Say], list[Say]]:
    """The game in brief: the opening paragraph's sentences, and the steps of a hand."""
    rules = v.rules
    table = rules.table
    points, before = at_stake(v)
    # who wins: a side where every table plays in partnerships, a player or a side where
    # some do (Seven-Up: four play two against two), else a player
    who = "side" if v.partnerships else "player-or-side" if table.partnered else "player"
    target = rules.game.target
    goal = (
        say("brief-goal-count-down", who=who, target=target)
        if rules.scoring.direction == "down"
        else say("brief-goal-score", who=who, target=target)
    )
    players = (
        say("brief-players", count=table.players_min)
        if table.players_min == table.players_max
        else say("brief-players-range", min=table.players_min, max=table.players_max)
    )
    partners: Arg = ""
    if v.partnerships:
        partners = (
            say("brief-partners-two") if v.sides == 2 else say("brief-partners-many", sides=v.sides)
        )
    opening = [
        say(
            "brief-opening",
            players=players,
            partners=partners,
            goal=goal,
            stake=sum(point.value for point in points),
            points=_bold_points(v, points),
        )
    ]
    if is_all_fours(points):
        opening.append(say("brief-all-fours"))
    if before:
        opening.append(say("brief-early", early=_bold_points(v, before)))
    side = _direction(v)
    steps = [say("brief-deal", cards=rules.deal.hand_size)]
    auction, kind = rules.auction, rules.trump.kind
    if kind == "turn_up" and rules.begging is not None:
        steps.append(say("brief-turn-up-beg", run=rules.begging.run_size, side=side))
    elif kind == "turn_up":
        steps.append(say("brief-turn-up"))
    elif kind == "top_of_stock":
        steps.append(say("brief-top-of-stock"))
    if auction is not None:
        steps.append(
            say("brief-sell", side=side)
            if auction.kind == "sell"
            else say("brief-bid", min=auction.min_bid, max=auction.max_bid)
        )
    if kind == "named":
        steps.append(say("brief-name-trump"))
    discard = _discard_step(v)
    if discard is not None:
        steps.append(discard)
    leader = (
        "left-of-bidder"
        if rules.play.first_lead == "left_of_maker"
        else "bidder"
        if auction is not None
        else side
    )
    steps.append(
        say("brief-pitch", leader=leader)
        if kind == "first_card_pitched"
        else say("brief-lead", leader=leader)
    )
    steps.append(say("brief-tricks", rule=_following(v)))
    steps.append(say("brief-score"))
    if auction is not None and auction.kind != "sell":
        steps.append(
            say("brief-set-back")
            if rules.scoring.contract == "reach_bid"
            else say("brief-others-score")
        )
    return opening, steps


def _discard_step(v: ir.Variant) -> Say | None:
    """How the hands are made up after trump is named, as the variant does it: every card
    that is not a trump discarded (Cinch), up to so many (Schmier), a kitty taken, or each
    hand discarded down (Smear, where nobody draws)."""
    refill, down = v.rules.refill, v.rules.discard_down
    if refill is not None:
        robber = refill.robber
        if refill.trumps_too:
            return say(
                "brief-discard-any", most=refill.at_most, keep=refill.hand_size, robber=robber
            )
        if refill.at_most:
            return say(
                "brief-discard-up-to", most=refill.at_most, keep=refill.hand_size, robber=robber
            )
        return say("brief-discard-plain", keep=refill.hand_size, robber=robber)
    if down is None:
        return None
    kitty = "each" if down.kitty and down.each else "bidder" if down.kitty else "none"
    if down.kitty and down.before_naming:
        kitty = "seen"
    return say(
        "brief-discard-down",
        kitty=kitty,
        cards=down.kitty,
        keep=down.down_to,
        plain="yes" if down.plain_first else "no",
    )


def table_rules(v: ir.Variant) -> list[Say]:
    """The table rules for mistakes, one list item each. A revoke costs the offender the
    bid where a bid can be set back; where only one side scores a hand (Cinch: scores
    never go down), the sources give no penalty and a common one is said as such. Where a
    renege is allowed, its rule says what it costs, and the table rules leave it out."""
    rules = v.rules
    auction = rules.auction
    bidding = auction is not None and auction.kind != "sell"
    role = "maker" if rules.trump.kind == "named" else "pitcher"
    if bidding and rules.scoring.contract == "difference":
        total = sum(point.value for point in rules.points)
        revoke = say("table-revoke-difference", total=total)
    elif bidding:
        revoke = say("table-revoke-bidding", role=role)
    else:
        revoke = say("table-revoke-no-bids")
    # Where a renege is allowed, its own numbered rule says what it costs.
    revoked = [say("table-revoke", revoke=revoke)] if rules.play.renege is None else []
    return [
        say("table-first-deal"),
        say("table-misdeal"),
        *revoked,
        say("table-out-of-turn"),
        say("table-wrong-score"),
    ]


def _glossed_point(v: ir.Variant, point: Point) -> tuple[Say, Say]:
    """A point's entry: its name, and its own definition (its card, who scores it, what it
    is worth), from the variant's points, never a generic one."""
    held = (
        "played"
        if v.rules.trump.from_stock
        else "kept"
        if v.rules.refill is not None or v.rules.discard_down is not None
        else "dealt"
    )
    what = point_card(point.select)
    if isinstance(point.select, model.TurnedUp | model.Gift):
        return point_name(point.id), say("glossary-point-before-play", what=what)
    credit = point.credit or "most"
    meaning = say("glossary-point", what=what, credit=credit, held=held, value=point.value)
    return point_name(point.id), meaning


def glossary(v: ir.Variant) -> list[tuple[Say, Say]]:
    """The terms the variant uses: (term, meaning); a term's message holds its meaning as
    the attribute `means`; every point has an entry built from its own definition."""
    rules = v.rules
    terms = ["dealer", "trick", "lead", "follow-suit", "trump"]
    if rules.auction is not None:
        terms += ["bid", "maker" if rules.trump.kind == "named" else "pitcher"]
    if rules.trump.kind == "first_card_pitched":
        terms.append("pitch")
    if rules.scoring.contract == "reach_bid" and rules.auction is not None:
        terms += ["set-back", "in-the-hole"]
    said: list[tuple[Say, Say]] = [
        (say(f"glossary-{term}"), say(f"glossary-{term}.means")) for term in terms
    ]
    if rules.auction is not None and rules.auction.smudge is not None:
        smudge = say("glossary-smudge", bid=rules.auction.smudge.bid)
        said.append((smudge, Say("glossary-smudge.means", smudge.args)))
    if rules.begging is not None:
        said += [
            (say(f"glossary-{term}"), say(f"glossary-{term}.means"))
            for term in ("eldest", "stand", "beg", "run")
        ]
    if rules.game.count_out.mode == "in_order":
        said.append((say("glossary-count-out"), say("glossary-count-out.means")))
    said += [_glossed_point(v, point) for point in rules.points]
    return said


def render_brief(v: ir.Variant, words: Catalog) -> str:
    opening, steps = brief(v)
    numbered_steps = "\n".join(
        f"{i}. {words.render(step)}" for i, step in enumerate(steps, start=1)
    )
    paragraph = " ".join(words.render(sentence) for sentence in opening)
    return f"{paragraph}\n\n{words('brief-how')}\n\n{numbered_steps}"


def render_table_rules(v: ir.Variant, words: Catalog) -> str:
    items = "\n".join(f"- {words.render(rule)}" for rule in table_rules(v))
    badge, note = words("teach-table-rules-badge"), words("teach-table-rules-note")
    return f'!!! info "{badge}"\n    {note}\n\n{items}'


def render_glossary(v: ir.Variant, words: Catalog) -> str:
    return "\n".join(
        f"- **{words.render(term)}**: {words.render(meaning)}" for term, meaning in glossary(v)
    )


def teaching_titles(words: Catalog) -> dict[str, str]:
    """The headings of the teaching parts, for the page template."""
    keys = ("brief", "example", "table_rules", "glossary")
    return {key: words(f"teach-{key.replace('_', '-')}") for key in keys}
