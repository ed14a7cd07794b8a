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

from allfours.runtime.model import RuleId, Rules

SectionId = Literal[
    "table", "deal", "auction", "play", "points", "scoring", "game", "settlement", "errors"
]
POINT_RULE = "points."  # a point's rule id is this and the point's id: `points.jack`


class Rule(NamedTuple):
    id: RuleId
    topic: str  # what it is about, in a few words (coverage reports)
    applies: Callable[[Rules], bool] = lambda rules: True  # whether a variant has it
    unobservable: str = ""  # why a record of one hand can never show it, if it cannot


def _bidding(rules: Rules) -> bool:
    return rules.auction is not None


RULES: tuple[Rule, ...] = (
    Rule("table.players", "players and sides"),
    Rule("table.seats", "seats and turn order"),
    Rule("table.pack", "the pack"),
    Rule("table.card_codes", "card codes"),
    Rule("deal.deal", "the deal"),
    Rule("deal.in_play", "cards in play"),
    Rule(
        "deal.rotation",
        "the next dealer",
        unobservable="a record holds one hand, so who deals the next one never shows",
    ),
    Rule("auction.order", "the order of the auction"),
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
    Rule("auction.contract", "the contract", _bidding),
    Rule("play.pitch", "the pitch names trump"),
    Rule("play.trump_lead", "following a trump lead"),
    Rule("play.plain_lead", "following a plain lead"),
    Rule("play.trick", "winning a trick"),
    Rule("play.all_tricks", "every trick is played"),
    Rule("points.made", "points made"),
    Rule("scoring.others", "scoring the other players"),
    Rule("scoring.contract", "the contract made or set back"),
    Rule("scoring.hole", "scores below zero"),
    Rule("scoring.setbacks", "set-backs are counted"),
    Rule("game.target", "the target"),
    Rule("game.instant", "winning at once"),
    Rule("game.count_out", "counting out"),
    Rule("game.one_winner", "one winner"),
    Rule("settle.chips", "settlement"),
    Rule("settle.setbacks", "set-back chips"),
    Rule("settle.net", "net chips"),
    Rule("errors.refused", "illegal actions are refused"),
    Rule(
        "errors.no_penalties",
        "no misdeals or revokes",
        unobservable="a statement about penalties, with nothing to play",
    ),
)
BY_ID: dict[str, Rule] = {rule.id: rule for rule in RULES}
assert set(BY_ID) == set(get_args(RuleId)), "every rule id of the engine is registered"

# A slot holds one rule, or rules of which a variant has at most one (the dealer's
# privilege, or the sale of the pitch); or "points": one rule per point of the variant,
# in the order they are defined.
Slot = tuple[RuleId, ...] | Literal["points"]


class Section(NamedTuple):
    id: SectionId
    slots: tuple[Slot, ...]


# The layout of rules/auction-pitch.md, which every variant of the auction-pitch line uses.
PITCH_LAYOUT: tuple[Section, ...] = (
    Section(
        "table",
        (("table.players",), ("table.seats",), ("table.pack",), ("table.card_codes",)),
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
        ),
    ),
    Section("points", ("points", ("points.made",))),
    Section(
        "scoring",
        (("scoring.others",), ("scoring.contract",), ("scoring.hole",), ("scoring.setbacks",)),
    ),
    Section(
        "game", (("game.target",), ("game.instant",), ("game.count_out",), ("game.one_winner",))
    ),
    Section("settlement", (("settle.chips",), ("settle.setbacks",), ("settle.net",))),
    Section("errors", (("errors.refused",), ("errors.no_penalties",))),
)


def point_rule(point_id: str) -> str:
    return f"{POINT_RULE}{point_id}"


class Numbered(NamedTuple):
    """A rule of a variant and its number."""

    id: str  # a RuleId, or `points.<id>`
    number: str  # "AP-3.3"
    section: int  # the section's number


def numbered(rules: Rules, prefix: str) -> tuple[Numbered, ...]:
    """Every rule the variant has, in rulebook order, with its number."""
    out: list[Numbered] = []
    for major, section in enumerate(PITCH_LAYOUT, start=1):
        minor = 0
        for slot in section.slots:
            if slot == "points":
                for point in rules.points:
                    minor += 1
                    out.append(Numbered(point_rule(point.id), f"{prefix}-{major}.{minor}", major))
                continue
            minor += 1
            present = [rule for rule in slot if BY_ID[rule].applies(rules)]
            assert len(present) <= 1, f"a variant has at most one of {slot}"
            if present:
                out.append(Numbered(present[0], f"{prefix}-{major}.{minor}", major))
    return tuple(out)


def topic(rules: Rules, rule_id: str) -> str:
    rule = BY_ID.get(rule_id)
    return rule.topic if rule is not None else f"the point {rule_id.removeprefix(POINT_RULE)}"


def unobservable(rule_id: str) -> str:
    rule = BY_ID.get(rule_id)
    return rule.unobservable if rule is not None else ""


def layout_number(rule_id: str) -> str:
    """A rule's number in the layout, without a prefix ("3.3"): for the language reference,
    which speaks of every variant at once."""
    for major, section in enumerate(PITCH_LAYOUT, start=1):
        for minor, slot in enumerate(section.slots, start=1):
            if slot != "points" and rule_id in slot:
                return f"{major}.{minor}"
    raise KeyError(rule_id)
