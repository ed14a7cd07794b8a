"""The rule registry: every rule a rulebook can state, by its stable id, and its number.

A rule is named by a stable id (`auction.privilege`, `points.jack`): the engine cites
rules by id, and so do the rulebook's facts, the conformance kit's edge cases and the
coverage reports. A variant's numbers come from its layout: a table of sections whose
slots hold the rules, so that a rule keeps its number (AP-3.3) in every variant of the
line that has it. A variant has only some of the rules (no smudge rule without a
smudge); it prints those, and the others leave their numbers unused, so that a number
never moves from one rule to another.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal, NamedTuple, get_args

from allfours.runtime.model import Gift, MostCount, RuleId, Rules, TurnedUp

SectionId = Literal[
    "table",
    "deal",
    "auction",
    "begging",
    "discard",
    "draw",
    "play",
    "points",
    "scoring",
    "game",
    "settlement",
    "records",
    "errors",
]
POINT_RULE = "points."  # a point's rule id is this and the point's id: `points.jack`


class Rule(NamedTuple):
    id: RuleId
    topic: str  # what it is about, in a few words (coverage reports)
    applies: Callable[[Rules], bool] = lambda rules: True  # whether a variant has it
    unobservable: str = ""  # why a record of one hand can never show it, if it cannot


def _bidding(rules: Rules) -> bool:
    return rules.auction is not None


def _pitched(rules: Rules) -> bool:
    """Trump is fixed by the pitcher's first card (the auction-pitch line)."""
    return rules.trump.pitched


def _turned(rules: Rules) -> bool:
    """Trump is fixed by a card of the stock (the turn-up line)."""
    return rules.trump.from_stock


def _named(rules: Rules) -> bool:
    """Trump is named by the high bidder (the Pedro line)."""
    return rules.trump.named


def _not_pitched(rules: Rules) -> bool:
    return not rules.trump.pitched


def _refill(rules: Rules) -> bool:
    return rules.refill is not None


def _kitty(rules: Rules) -> bool:
    return rules.discard_down is not None and rules.discard_down.kitty > 0


def _discard_down(rules: Rules) -> bool:
    return rules.discard_down is not None


def _robbed(rules: Rules) -> bool:
    return rules.refill is not None and rules.refill.robber != "none"


def _same_colour(rules: Rules) -> bool:
    return rules.pack.same_colour is not None


def _by_difference(rules: Rules) -> bool:
    return rules.auction is not None and rules.scoring.contract == "difference"


def _begging(rules: Rules) -> bool:
    return rules.begging is not None


def _gift_limit(rules: Rules) -> bool:
    return rules.begging is not None and rules.begging.gift_limit


def _discarding(rules: Rules) -> bool:
    return rules.begging is not None and rules.begging.discard_to is not None


def _before_play(rules: Rules) -> bool:
    return any(point.before_play for point in rules.points)


def _at_once(rules: Rules) -> bool:
    return any(point.scored_at_once for point in rules.points)


def _counting(rules: Rules) -> bool:
    return any(isinstance(point.select, MostCount) for point in rules.points)


def _contract(rules: Rules) -> bool:
    """There is an auction, so a pitcher with a contract who may be set back by the bid
    (not where the player left of the dealer simply pitches, nor where a set side only
    scores nothing)."""
    return not _turned(rules) and _bidding(rules) and rules.scoring.contract == "reach_bid"


def _instant(rules: Rules) -> bool:
    """A game can be won at once by a bid (or said not to be), or by taking every point."""
    return _contract(rules) or (_pitched(rules) and rules.game.all_points_wins)


RULES: tuple[Rule, ...] = (
    Rule("table.players", "players and sides"),
    Rule("table.seats", "seats and turn order"),
    Rule("table.sides", "sides share their points", _not_pitched),
    Rule("table.pack", "the pack"),
    Rule("table.card_codes", "card codes"),
    Rule(
        "table.counting_cards",
        "counting cards for game",
        lambda r: _not_pitched(r) and _counting(r),
    ),
    Rule("deal.deal", "the deal"),
    Rule("deal.in_play", "cards in play"),
    Rule("deal.rotation", "the next dealer"),  # shown by whole-game records
    Rule("trump.turn_up", "the turn-up", lambda r: r.trump.kind == "turn_up"),
    Rule("trump.stock", "the stock fixes trump", lambda r: r.trump.kind == "top_of_stock"),
    Rule("trump.named", "the high bidder names trump", _named),
    Rule("trump.same_colour", "the trump of the same colour", _same_colour),
    Rule("beg.eldest", "standing or begging", _begging),
    Rule("beg.stand", "standing", _begging),
    Rule("beg.beg", "begging", _begging),
    Rule("beg.gift_limit", "no gift that ends the game", _gift_limit),
    Rule("beg.run", "running the cards", _begging),
    Rule("beg.run_again", "running again on the same suit", _begging),
    Rule("beg.bunch", "the stock runs out", _begging),
    Rule("discard.after_run", "discarding after a run", _discarding),
    Rule("discard.out_of_play", "discards are out of play", _discarding),
    Rule("draw.discard", "discarding plain cards", _refill),
    Rule("draw.refill", "dealing back from the stock", _refill),
    Rule("draw.from_discards", "dealing on from the discards", _refill),
    Rule("draw.rob", "robbing the pack", _robbed),
    Rule("kitty.take", "taking the kitty", _kitty),
    Rule("draw.down", "discarding down once trump is named", _discard_down),
    Rule("auction.order", "the order of the auction", lambda r: _pitched(r) or _named(r)),
    Rule("auction.bids", "bids", _bidding),
    Rule(
        "auction.privilege",
        "the dealer's privilege",
        lambda r: r.auction is not None and r.auction.kind == "once_around",
    ),
    Rule("auction.sale", "the sale", lambda r: r.auction is not None and r.auction.kind == "sell"),
    Rule(
        "auction.smudge",
        "the smudge",
        lambda r: r.auction is not None and r.auction.smudge is not None,
    ),
    Rule("auction.all_pass", "when nobody bids", _bidding),
    Rule(
        "auction.forced",
        "forced bids",
        lambda r: r.auction is not None and r.auction.forced is not None,
    ),
    Rule("auction.contract", "the contract", _bidding),
    Rule(
        "auction.retake",
        "taking the top bid again",
        lambda r: r.auction is not None and r.auction.retake_top,
    ),
    Rule("play.pitch", "the pitch names trump", _pitched),
    Rule("play.lead", "eldest leads", _turned),
    Rule("play.maker_leads", "the high bidder leads", _named),
    Rule("play.suits", "the suit of the same-colour trump", _same_colour),
    Rule("play.trump_lead", "following a trump lead"),
    Rule("play.plain_lead", "following a plain lead", lambda r: not r.play.trumps_only),
    Rule("play.trick", "winning a trick"),
    Rule("play.all_tricks", "every trick is played"),
    Rule("play.undertrump", "no undertrumping", lambda r: r.play.undertrump != "allowed"),
    Rule("play.draw", "drawing from the stock", lambda r: r.draw is not None),
    Rule("play.trumps_only", "only trumps are played", lambda r: r.play.trumps_only),
    Rule("play.renege", "a renege and its penalty", lambda r: r.play.renege is not None),
    Rule(
        "play.declare",
        "the pitcher declares an unclear pitch's suit",
        lambda r: r.trump.pitched and r.trump.declared,
    ),
    Rule("points.made", "points made", _pitched),
    Rule("points.before_play", "points before the play", _before_play),
    Rule("points.in_play_only", "only cards in play score", _not_pitched),
    Rule("points.no_trump", "no trump in play", _turned),
    Rule("points.count", "a side's count", _named),
    Rule("scoring.others", "scoring the other players"),
    Rule("scoring.contract", "the contract made or set back", _contract),
    Rule("scoring.hole", "scores below zero", _contract),
    Rule("scoring.setbacks", "set-backs are counted", _contract),
    Rule("scoring.difference", "the difference is scored", _by_difference),
    Rule("scoring.set", "a set side scores nothing", _by_difference),
    Rule("game.target", "the target"),
    Rule("game.instant", "winning at once", _instant),
    Rule("game.count_out", "counting out"),
    Rule("game.at_once", "points that win at once", _at_once),
    Rule("game.one_winner", "one winner"),
    Rule("game.setbacks", "set back too often", lambda r: r.game.setbacks_lose > 0),
    Rule("game.going_out", "going out during the play", lambda r: r.game.going_out),
    Rule("game.deals", "a fixed number of deals", lambda r: r.game.deals_each > 0),
    Rule("settle.none", "no stakes", lambda r: r.settlement is None),
    Rule("settle.chips", "settlement", lambda r: r.settlement is not None),
    Rule(
        "settle.setbacks",
        "set-back chips",
        lambda r: r.settlement is not None and _bidding(r),
    ),
    Rule("settle.net", "net chips", lambda r: r.settlement is not None),
    Rule("errors.refused", "illegal actions are refused"),
    Rule(
        "errors.no_penalties",
        "no misdeals or revokes",
        unobservable="a statement about penalties, with nothing to play",
    ),
)
BY_ID: dict[str, Rule] = {rule.id: rule for rule in RULES}
assert set(BY_ID) == set(get_args(RuleId)), "every rule id of the engine is registered"

# A slot holds the rules that share a number (the dealer's privilege or the sale of the
# pitch, of which a variant has one; the pack and its card codes); a point's rule is
# `points.<id>`. "points" holds one rule for each point of the variant not placed in a
# slot of its own, in the order they are defined; "points:all" holds all of those under
# one number; "points:turn_up" and "points:gift" hold the points scored by a turn-up and
# by a gift.
Slot = tuple[str, ...] | Literal["points", "points:all", "points:turn_up", "points:gift"]
_EVERY_POINT = ("points", "points:all")


class Section(NamedTuple):
    id: SectionId
    slots: tuple[Slot, ...]


# The settlement's section, the same in every layout that has one at its end.
_SETTLEMENT = Section("settlement", (("settle.chips",), ("settle.setbacks",), ("settle.net",)))

# The layout of rules/auction-pitch.md, which every variant of the auction-pitch line uses.
# A rule the Pedro line brought (a trump of the same colour, scoring by difference) is
# numbered as it is there, after the rules of the section that were here before it, or
# shares the number of the rule it replaces.
PITCH_LAYOUT: tuple[Section, ...] = (
    Section(
        "table",
        (
            ("table.players",),
            ("table.seats",),
            ("table.pack",),
            ("table.card_codes",),
            ("trump.same_colour",),
        ),
    ),
    Section("deal", (("deal.deal",), ("deal.in_play",), ("deal.rotation",))),
    Section(
        "auction",
        (
            ("auction.order",),
            ("auction.bids",),
            ("auction.privilege", "auction.sale"),
            ("auction.smudge",),
            ("auction.all_pass",),
            ("auction.contract",),
            ("auction.retake",),  # rules the auction-pitch line added later: numbered last
            ("auction.forced",),
        ),
    ),
    Section(
        "play",
        (
            ("play.pitch",),
            ("play.trump_lead",),
            ("play.plain_lead",),
            ("play.trick",),
            ("play.all_tricks",),
            ("play.undertrump",),  # rules the auction-pitch line added later: numbered last
            ("play.draw",),
            ("play.suits",),
            ("play.renege",),
            ("play.declare",),
        ),
    ),
    Section("points", ("points", ("points.made",))),
    Section(
        "scoring",
        (
            ("scoring.others",),
            ("scoring.contract", "scoring.difference"),  # a variant scores one way
            ("scoring.hole", "scoring.set"),
            ("scoring.setbacks",),
        ),
    ),
    Section(
        "game",
        (
            ("game.target",),
            ("game.instant",),
            ("game.count_out",),
            ("game.one_winner", "settle.none"),
            ("game.at_once",),
            ("game.setbacks",),
            ("game.going_out",),  # numbered last: the numbers before it stay as they were
            ("game.deals",),  # numbered last: the numbers before it stay as they were
        ),
    ),
    _SETTLEMENT,
    Section("errors", (("errors.refused",), ("errors.no_penalties",))),
)

# The layout of rules/seven-up.md, which every variant with a turned-up trump uses.
# Section 8 of that page is about records, not play: its numbers stay unused here.
TURN_UP_LAYOUT: tuple[Section, ...] = (
    Section(
        "table",
        (
            ("table.players",),
            ("table.seats",),
            ("table.sides",),
            ("table.pack", "table.card_codes"),
            ("table.counting_cards",),
            ("trump.same_colour",),
        ),
    ),
    Section(
        "deal",
        (
            ("deal.deal",),
            ("trump.turn_up", "trump.stock"),
            "points:turn_up",
            ("deal.in_play",),
            ("deal.rotation",),
        ),
    ),
    Section(
        "begging",
        (
            ("beg.eldest",),
            ("beg.stand",),
            ("beg.beg",),
            "points:gift",
            ("beg.gift_limit",),
            ("beg.run",),
            ("beg.run_again",),
            ("beg.bunch",),
        ),
    ),
    Section("discard", (("discard.after_run",), ("discard.out_of_play",))),
    Section(
        "play",
        (
            ("play.lead", "play.all_tricks"),
            ("play.trump_lead",),
            ("play.plain_lead",),
            ("play.trick",),
            ("play.undertrump",),
            ("play.draw",),
            ("play.suits",),
            ("play.renege",),
        ),
    ),
    Section(
        "points",
        (
            ("points.before_play",),
            ("points.in_play_only",),
            ("points.high",),
            ("points.low",),
            ("points.jack",),
            ("points.no_trump",),
            ("points.game",),
            "points",
        ),
    ),
    Section(
        "game",
        (
            ("game.target", "scoring.others"),
            ("game.at_once",),
            ("game.count_out",),
            ("game.one_winner", "settle.none"),
            ("game.deals",),  # numbered last: the numbers before it stay as they were
        ),
    ),
    Section("records", ()),
    Section("errors", (("errors.refused", "errors.no_penalties"),)),
    _SETTLEMENT,  # a house rule's stakes, after the sections of the Seven-Up rules
)


# The layout of rules/cinch.md, which every variant whose high bidder names trump uses.
# Section 10 of that page is about records, and CI-7.3 explains a choice: their numbers
# stay unused here. Rules the line's other games add are numbered after Cinch's.
NAMED_LAYOUT: tuple[Section, ...] = (
    Section(
        "table",
        (
            ("table.players", "table.seats", "table.sides"),
            ("table.pack", "table.card_codes"),
            ("trump.same_colour",),
            ("table.counting_cards",),
        ),
    ),
    Section("deal", (("deal.deal",), ("deal.rotation",))),
    Section(
        "auction",
        (
            ("auction.order",),
            ("auction.bids", "auction.privilege"),
            ("auction.contract",),
            ("auction.all_pass",),
            ("trump.named",),
            ("auction.smudge",),
            ("auction.sale",),
            ("auction.retake",),
            ("auction.forced",),  # numbered last: the numbers before it stay as they were
        ),
    ),
    Section(
        "draw",
        (
            ("draw.discard", "kitty.take"),  # a variant has a refill or a kitty, not both
            ("draw.refill", "draw.down"),  # likewise, a refill or discards down
            ("draw.from_discards",),
            ("draw.rob",),
            ("deal.in_play",),
        ),
    ),
    Section(
        "play",
        (
            ("play.maker_leads",),
            ("play.suits",),
            ("play.trump_lead",),
            ("play.plain_lead",),
            ("play.trick", "play.all_tricks"),
            ("play.undertrump",),
            ("play.trumps_only",),
            ("play.renege",),
        ),
    ),
    Section("points", ("points:all", ("points.in_play_only",), ("points.count",))),
    Section(
        "scoring",
        (
            ("scoring.difference", "scoring.contract"),
            ("scoring.set", "scoring.hole"),
            (),
            ("scoring.others",),
            ("scoring.setbacks",),
        ),
    ),
    Section(
        "game",
        (
            ("game.target",),
            ("game.count_out",),
            ("game.one_winner", "settle.none"),
            ("game.instant",),
            ("game.at_once",),
            ("game.setbacks",),
            ("game.going_out",),  # numbered last: the numbers before it stay as they were
            ("game.deals",),  # numbered last: the numbers before it stay as they were
        ),
    ),
    Section("errors", (("errors.refused", "errors.no_penalties"),)),
    Section("records", ()),
    _SETTLEMENT,
)


def layout_of(rules: Rules) -> tuple[Section, ...]:
    """The layout a variant is numbered by: its line's reference page."""
    if rules.trump.pitched:
        return PITCH_LAYOUT
    return TURN_UP_LAYOUT if rules.trump.from_stock else NAMED_LAYOUT


def point_rule(point_id: str) -> str:
    return f"{POINT_RULE}{point_id}"


class Numbered(NamedTuple):
    """A rule of a variant and its number."""

    id: str  # a RuleId, or `points.<id>`
    number: str  # "AP-3.3"
    section: int  # the section's number


def _has(rules: Rules, rule_id: str) -> bool:
    rule = BY_ID.get(rule_id)
    if rule is not None:
        return rule.applies(rules)
    return any(point_rule(point.id) == rule_id for point in rules.points)


def _grouped_points(rules: Rules, slot: str) -> list[str]:
    kind = {"points:turn_up": TurnedUp, "points:gift": Gift}[slot]
    return [point_rule(p.id) for p in rules.points if isinstance(p.select, kind)]


def numbered(rules: Rules, prefix: str) -> tuple[Numbered, ...]:
    """Every rule the variant has, in rulebook order, with its number. A rule the variant
    has that its layout has no place for is a mistake of the registry: it fails here."""
    layout = layout_of(rules)
    placed = {
        rule
        for section in layout
        for slot in section.slots
        if slot not in _EVERY_POINT
        for rule in (_grouped_points(rules, slot) if isinstance(slot, str) else slot)
    }
    out: list[Numbered] = []
    for major, section in enumerate(layout, start=1):
        minor = 0
        for slot in section.slots:
            if slot in _EVERY_POINT:
                shared = slot == "points:all"
                minor += shared
                for point in rules.points:
                    if point_rule(point.id) not in placed:
                        minor += not shared
                        number = f"{prefix}-{major}.{minor}"
                        out.append(Numbered(point_rule(point.id), number, major))
                continue
            minor += 1
            rules_here = _grouped_points(rules, slot) if isinstance(slot, str) else slot
            for rule in rules_here:
                if _has(rules, rule):
                    out.append(Numbered(rule, f"{prefix}-{major}.{minor}", major))
    missing = {rule.id for rule in RULES if rule.applies(rules)} - {n.id for n in out}
    assert not missing, f"the layout has no place for {sorted(missing)}"
    return tuple(out)


def topic(rules: Rules, rule_id: str) -> str:
    rule = BY_ID.get(rule_id)
    return rule.topic if rule is not None else f"the point {rule_id.removeprefix(POINT_RULE)}"


def unobservable(rule_id: str) -> str:
    rule = BY_ID.get(rule_id)
    return rule.unobservable if rule is not None else ""


def layout_number(rule_id: str, layout: tuple[Section, ...] = PITCH_LAYOUT) -> str:
    """A rule's number in a layout, without a prefix ("3.3"): for the language reference,
    which speaks of every variant of a line at once."""
    for major, section in enumerate(layout, start=1):
        for minor, slot in enumerate(section.slots, start=1):
            if not isinstance(slot, str) and rule_id in slot:
                return f"{major}.{minor}"
    raise KeyError(rule_id)
