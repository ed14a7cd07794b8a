"""The rulebook as language-neutral facts: what each rule of a variant says, once.

`plan` reads the IR and returns every rule the variant has, in rulebook order, each
with its number and a typed fact: the data its sentence needs and every decision about
what it says (the dealer's privilege reaching a smudge or not, a smudge that needs every
point, a pitcher who may play without a contract). A language (a phrasebook) only puts
facts into words, one method per kind of fact, and fails on a kind it does not know.
So the English, Spanish and Polish pages and the family page say the same thing by
construction: none of them decides anything.
"""

from __future__ import annotations

from typing import Literal, NamedTuple

from allfours import ir
from allfours.registry.rules import PITCH_LAYOUT, SectionId, numbered
from allfours.runtime import model

# -- section 1: players, seats, cards ------------------------------------------------------


class Players(NamedTuple):
    players_min: int
    players_max: int
    partnership_size: int  # 1: each for themselves
    sides: tuple[tuple[int, ...], ...]  # in partnerships: each side's seats


class Seats(NamedTuple):
    """Seats are numbered clockwise, and everything goes clockwise."""


class PackOfCards(NamedTuple):
    ranks: str  # high to low, as card-code letters
    size: int
    jokers: int


class CardCodes(NamedTuple):
    jokers: bool


# -- section 2: the deal -------------------------------------------------------------------


class Dealing(NamedTuple):
    hand_size: int
    packet_size: int


class InPlay(NamedTuple):
    """A card is in play when it was dealt; undealt cards never score."""


class Rotation(NamedTuple):
    step: Literal[1, -1, 0]


# -- section 3: the auction ----------------------------------------------------------------


class NoAuction(NamedTuple):
    """No bidding: the player left of the dealer pitches, without a contract."""


class BiddingOrder(NamedTuple):
    kind: Literal["once_around", "sell"]


class Bids(NamedTuple):
    min_bid: int
    max_bid: int
    exception: str | None  # the rule that lets the dealer match (a number), if any


Privilege = Literal["none", "match", "match_except_smudge", "match_even_smudge"]


class DealersPrivilege(NamedTuple):
    # "match_except_smudge": matching, which never reaches a smudge (it cannot be taken
    # away); "match": matching, in a variant without a smudge.
    kind: Privilege


class SaleOfThePitch(NamedTuple):
    """The seller sells the pitch for the high bid, or refuses and pitches."""


class SmudgeBid(NamedTuple):
    bid: int
    dealer_may_match: bool
    needs_every_trick: bool
    privilege: bool  # the dealer has a privilege, which a smudge takes away


class AllPass(NamedTuple):
    kind: Literal[
        "stick_the_dealer", "redeal_by_next_dealer", "redeal_by_same_dealer", "eldest_pitches"
    ]
    min_bid: int


class NobodyBuys(NamedTuple):
    """Where the pitch is sold and nobody bids: the seller pitches without a contract."""


class TheContract(NamedTuple):
    kind: Literal["once_around", "sell"]


# -- section 4: the play -------------------------------------------------------------------


class Pitch(NamedTuple):
    no_auction: bool  # the pitcher is simply the player left of the dealer
    joker_trump: model.Suit | None  # the suit a pitched joker makes trump


class TrumpLead(NamedTuple):
    joker: bool  # a joker in the pack: it is the lowest trump


class PlainLead(NamedTuple):
    may_trump: bool  # a player holding the suit led may trump instead


class WinningTricks(NamedTuple):
    """The highest trump wins, else the highest card of the suit led."""


class AllTricks(NamedTuple):
    tricks: int


# -- section 5: the points -----------------------------------------------------------------


class PointOfTheHand(NamedTuple):
    point: model.Point
    jokers: bool  # the pack has a joker (which is never Low)


class PointsMade(NamedTuple):
    points: int


# -- section 6: scoring the hand -----------------------------------------------------------


class OthersScore(NamedTuple):
    countdown: bool


class SmudgeNeedsAll(NamedTuple):
    """A smudge bid equal to the points there are can only be made with all of them."""

    points: int
    bid: int
    # the card of a named point, as an example of a point that may go to no one
    example: model.TrumpCard | model.JokerCard | None


class ContractScoring(NamedTuple):
    countdown: bool
    no_auction: bool
    # the pitcher may play without a contract (a sale nobody bought, everyone passing)
    without_contract: bool
    smudge_scores_bid: int | None
    smudge_needs_all: SmudgeNeedsAll | None


class Hole(NamedTuple):
    countdown: bool
    target: int


class SetbacksRecorded(NamedTuple):
    """Each side's number of set-backs in the game is recorded."""


# -- section 7: winning the game -----------------------------------------------------------


class Target(NamedTuple):
    target: int
    countdown: bool
    sale: bool  # a sold pitch can end the game before play


class InstantWins(NamedTuple):
    smudge: model.Smudge | None  # a smudge that wins the game when made
    # what such a smudge scores when it does not win (made from the hole): its bid when
    # that is fixed (it scores the bid, or the bid is every point there is), else None
    # for the points made
    smudge_scores: int | None
    all_points: bool  # a side that takes every point wins
    countdown: bool
    target: int


class CountingOut(NamedTuple):
    mode: Literal["in_order", "higher_score"]
    pitcher_first: bool
    order: tuple[str, ...]
    countdown: bool
    target: int


class OneWinner(NamedTuple):
    """Only one side wins a game."""


# -- section 8: settlement -----------------------------------------------------------------


class Settle(NamedTuple):
    above_zero: int
    at_or_below_zero: int
    countdown: bool
    target: int


class SetbackChips(NamedTuple):
    per_setback: int


class NetChips(NamedTuple):
    """Settlement is reported per seat as net chips that sum to zero."""


# -- section 9: illegal actions ------------------------------------------------------------


class Refused(NamedTuple):
    """An illegal action is refused, naming its rule; the state is unchanged."""


class NoPenalties(NamedTuple):
    """Misdeals and revokes cannot happen, so there are no penalties for them."""


Fact = (
    Players
    | Seats
    | PackOfCards
    | CardCodes
    | Dealing
    | InPlay
    | Rotation
    | NoAuction
    | BiddingOrder
    | Bids
    | DealersPrivilege
    | SaleOfThePitch
    | SmudgeBid
    | AllPass
    | NobodyBuys
    | TheContract
    | Pitch
    | TrumpLead
    | PlainLead
    | WinningTricks
    | AllTricks
    | PointOfTheHand
    | PointsMade
    | OthersScore
    | ContractScoring
    | Hole
    | SetbacksRecorded
    | Target
    | InstantWins
    | CountingOut
    | OneWinner
    | Settle
    | SetbackChips
    | NetChips
    | Refused
    | NoPenalties
)
FACT_KINDS: tuple[type, ...] = Fact.__args__


class PlannedRule(NamedTuple):
    id: str  # a rule id of the registry, or `points.<id>`
    number: str  # "AP-3.3"
    fact: Fact

    @property
    def anchor(self) -> str:
        return self.number.lower().replace(".", "-")


class PlannedSection(NamedTuple):
    id: SectionId
    number: int
    rules: tuple[PlannedRule, ...]


class Plan(NamedTuple):
    """A variant's rulebook: its sections of numbered facts."""

    variant: ir.Variant
    sides: bool  # points and scores belong to sides of partners, not to players
    sections: tuple[PlannedSection, ...]

    def rule(self, rule_id: str) -> PlannedRule | None:
        return next((r for s in self.sections for r in s.rules if r.id == rule_id), None)

    def number(self, rule_id: str) -> str:
        found = self.rule(rule_id)
        assert found is not None, f"{self.variant.id} has no rule {rule_id}"
        return found.number


def _privilege(auction: model.Auction) -> Privilege:
    if auction.privilege == "none":
        return "none"
    if auction.smudge is None:
        return "match"
    return "match_even_smudge" if auction.smudge.dealer_may_match else "match_except_smudge"


def _sides(rules: model.Rules) -> tuple[tuple[int, ...], ...]:
    table = rules.table
    if table.partnership_size == 1:
        return ()
    sides = table.players_min // table.partnership_size
    return tuple(tuple(range(side, table.players_min, sides)) for side in range(sides))


def _smudge_needs_all(rules: model.Rules) -> SmudgeNeedsAll | None:
    auction = rules.auction
    smudge = auction.smudge if auction else None
    total = sum(point.value for point in rules.points)
    if smudge is None or smudge.needs_every_trick or smudge.bid != total:
        return None
    named = next(
        (p.select for p in rules.points if isinstance(p.select, model.TrumpCard | model.JokerCard)),
        None,
    )
    return SmudgeNeedsAll(total, smudge.bid, named)


def facts(v: ir.Variant, numbers: dict[str, str]) -> dict[str, Fact]:
    """Every rule's fact, by rule id: what the rulebook says of this variant."""
    rules = v.rules
    auction = rules.auction
    countdown = rules.scoring.direction == "down"
    target = rules.game.target
    pack = rules.pack
    jokers = bool(pack.jokers)
    total = sum(point.value for point in rules.points)
    smudge = auction.smudge if auction else None
    winning_smudge = smudge if smudge and smudge.wins_game else None
    out: dict[str, Fact] = {
        "table.players": Players(
            rules.table.players_min,
            rules.table.players_max,
            rules.table.partnership_size,
            _sides(rules),
        ),
        "table.seats": Seats(),
        "table.pack": PackOfCards(
            pack.ranks, 4 * len(pack.ranks) + len(pack.jokers), len(pack.jokers)
        ),
        "table.card_codes": CardCodes(jokers),
        "deal.deal": Dealing(rules.deal.hand_size, rules.deal.packet_size),
        "deal.in_play": InPlay(),
        "deal.rotation": Rotation(rules.deal.rotation),
        "auction.order": BiddingOrder(auction.kind) if auction else NoAuction(),
        "play.pitch": Pitch(auction is None, pack.jokers[0].pitched_trump if jokers else None),
        "play.trump_lead": TrumpLead(jokers),
        "play.plain_lead": PlainLead(rules.play.plain_lead == "follow_or_trump"),
        "play.trick": WinningTricks(),
        "play.all_tricks": AllTricks(rules.deal.hand_size),
        "points.made": PointsMade(len(rules.points)),
        "scoring.others": OthersScore(countdown),
        "scoring.contract": ContractScoring(
            countdown,
            auction is None,
            auction is not None
            and (auction.kind == "sell" or auction.all_pass == "eldest_pitches"),
            auction.smudge.bid
            if auction and auction.smudge and auction.smudge.scores_bid
            else None,
            _smudge_needs_all(rules),
        ),
        "scoring.hole": Hole(countdown, target),
        "scoring.setbacks": SetbacksRecorded(),
        "game.target": Target(target, countdown, auction is not None and auction.kind == "sell"),
        "game.instant": InstantWins(
            winning_smudge,
            winning_smudge.bid
            if winning_smudge and (winning_smudge.scores_bid or winning_smudge.bid == total)
            else None,
            rules.game.all_points_wins,
            countdown,
            target,
        ),
        "game.count_out": CountingOut(
            rules.game.count_out.mode,
            rules.game.count_out.pitcher_first,
            rules.game.count_out.order,
            countdown,
            target,
        ),
        "game.one_winner": OneWinner(),
        "settle.chips": Settle(
            rules.settlement.above_zero, rules.settlement.at_or_below_zero, countdown, target
        ),
        "settle.setbacks": SetbackChips(rules.settlement.per_setback),
        "settle.net": NetChips(),
        "errors.refused": Refused(),
        "errors.no_penalties": NoPenalties(),
    }
    for point in rules.points:
        out[f"points.{point.id}"] = PointOfTheHand(point, jokers)
    if auction is not None:
        privilege = _privilege(auction)
        out["auction.bids"] = Bids(
            auction.min_bid,
            auction.max_bid,
            numbers.get("auction.privilege") if privilege != "none" else None,
        )
        out["auction.privilege"] = DealersPrivilege(privilege)
        out["auction.sale"] = SaleOfThePitch()
        if smudge is not None:
            out["auction.smudge"] = SmudgeBid(
                smudge.bid, smudge.dealer_may_match, smudge.needs_every_trick, privilege != "none"
            )
        out["auction.all_pass"] = (
            NobodyBuys() if auction.kind == "sell" else AllPass(auction.all_pass, auction.min_bid)
        )
        out["auction.contract"] = TheContract(auction.kind)
    return out


def plan(v: ir.Variant) -> Plan:
    """The rulebook of `v`: the rules it has, in order, each numbered, each a fact."""
    rules = numbered(v.rules, v.prefix)
    numbers = {rule.id: rule.number for rule in rules}
    said = facts(v, numbers)
    sections = []
    for major, section in enumerate(PITCH_LAYOUT, start=1):
        planned = tuple(
            PlannedRule(rule.id, rule.number, said[rule.id])
            for rule in rules
            if rule.section == major
        )
        sections.append(PlannedSection(section.id, major, planned))
    return Plan(v, v.partnerships, tuple(sections))
