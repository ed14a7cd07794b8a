"""The rulebook as language-neutral facts: what each rule of a variant says, once.

`plan` reads the IR and returns every rule the variant has, in rulebook order, each
with its number and a typed fact: the data its sentence needs and every decision about
what it says (the dealer's privilege reaching a smudge or not, a smudge that needs every
point, a pitcher who may play without a contract, who receives a gift at each table). A
language (a phrasebook) only puts facts into words, one method per kind of fact, and
fails on a kind it does not know. So the English, Spanish and Polish pages and the
family page say the same thing by construction: none of them decides anything.

A variant is numbered by its line's layout (`registry.rules.layout_of`): the
auction-pitch line's, the turn-up line's (Seven-Up, All Fours, ...) or the Pedro line's,
where the high bidder names trump (Cinch). Most facts serve every line; a few carry what
differs between them (a card is in play when it was dealt, once it is played to a trick,
or when it is still held after the draw; eldest is named, or the player left of the
dealer is; the contract is played by a pitcher or by a maker), and a few what a game of
the line changes (Pidro: a top bid taken by bidding it again, point cards that are never
discarded, only trumps played). Every fact says what the engine does
(`runtime/engine.py`, `phases.py`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal, NamedTuple

from allfours import ir
from allfours.registry.rules import SectionId, layout_of, numbered
from allfours.runtime import model

# Which way the turn goes, as the rulebook says it: to the dealer's left, or right.
Direction = Literal["left", "right"]
# who robs the pack in a draw: the maker, as "pitcher"; "none": everyone discards and draws
Robber = Literal["dealer", "pitcher", "none"]
# Where a card that never reaches a trick lies: left in the stock, turned up for trump
# (or set aside by a run), or discarded (after a run, or before a draw).
Place = Literal["stock", "turned_up", "discarded"]
# When a card is in play: when it was dealt (every dealt card is played); once it is
# played to a trick (cards reach a hand after the deal, or never do); or when it is in a
# hand at the first lead (after discarding and drawing, every card held is played; where
# only trumps are played, every trump held, and the other cards never are).
InPlayKind = Literal["dealt", "played", "kept"]


class Joined(NamedTuple):
    """The card of the other suit of trump's colour that joins trump (Cinch's Left Pedro,
    the off-jack): its rank, and the point whose card it is, if one is."""

    rank: str
    point: str | None


# -- section 1: players, seats, cards ------------------------------------------------------


class Players(NamedTuple):
    players_min: int
    players_max: int
    partnership_size: int  # 1: each for themselves
    sides: tuple[tuple[int, ...], ...]  # in partnerships: each side's seats
    # the player counts at which they play in partnerships (the others: each alone)
    partnered: tuple[int, ...]
    excluded: tuple[int, ...]  # counts within the range that may not play
    sides_rule: bool  # a rule of its own says that sides share their points


class SeatNumbering(NamedTuple):
    """How the rules module and the hand records number the seats (0 to n-1 clockwise)
    and the sides: a note for implementers, stated once, at the end of the last rule of
    section 1 that speaks of seats (the players' text never numbers a seat)."""

    direction: Direction  # the player the turn passes to: seat (dealer + 1) or (dealer - 1)
    sides: bool  # the rulebook speaks of sides (a rule says sides share their points)
    lone: tuple[int, ...]  # the player counts at which each seat is a side of its own
    # the counts with partnerships, each with every side's seats
    partnered: tuple[tuple[int, tuple[tuple[int, ...], ...]], ...]


class Seats(NamedTuple):
    """The turn goes to the dealer's left or right (seats are numbered clockwise)."""

    direction: Direction
    eldest: bool  # the rulebook names the player the turn passes to from the dealer
    bidding: bool  # there is an auction (in the eldest wording: what goes round)
    running: bool  # the dealer may run the cards, a packet to each player in turn
    discarding: bool  # players discard in turn (after a run, or before a draw)
    # the seat numbering, when this rule states it (no rule of its own names the sides)
    numbering: SeatNumbering | None = None


class TheSides(NamedTuple):
    """Points and the game are won by sides: a lone player, or partners."""

    lone: tuple[int, ...]  # the player counts at which each plays alone
    # the counts with partnerships, each with every side's seats
    partnered: tuple[tuple[int, tuple[tuple[int, ...], ...]], ...]
    numbering: SeatNumbering | None = None  # the seat numbering, stated here


class PackOfCards(NamedTuple):
    ranks: str  # high to low, as card-code letters
    size: int
    jokers: int


class CardCodes(NamedTuple):
    jokers: bool
    codes: tuple[str, ...] = ()  # the jokers' codes: "JK" alone; the high one's, the low's


class PlacedJokers(NamedTuple):
    """Jokers ranked among the trumps just above one of them: one joker, or two (the high
    one above the low one)."""

    above: str  # the rank of the trump they rank just above; "": below every trump
    number: int  # how many: one, or two
    level: Literal["", "first", "later"] = ""  # two that rank alike: which wins a trick


class SameColourTrump(NamedTuple):
    """Once trump is known, a card of the other suit of its colour is a trump, ranked just
    below one of the trump suit, and no longer a card of its printed suit."""

    card: Joined
    below: str  # the rank of the trump it ranks just below
    below_point: str | None  # the point whose card that trump is, if one is
    ranks: str  # every suit's ranks, high to low: the trump order is these, the card added
    placed: PlacedJokers | None = None  # jokers placed among the trumps, in the order

    @property
    def trumps(self) -> int:
        """How many cards the trump suit has: its own, the joined card, the jokers."""
        return len(self.ranks) + 1 + (self.placed.number if self.placed else 0)

    def order(
        self,
        joined: str,
        jokers: str,
        below_note: str = "",
        rank: Callable[[str], str] = lambda code: "10" if code == "T" else code,
        between: str = " ",
    ) -> str:
        """The trump order, high to low, as every language's rulebook writes it: runs of
        ranks, the joined card where it ranks, the jokers where they rank, `below_note`
        after the trump the joined card ranks just below. The words for the joined card,
        the jokers and each rank (`rank`, by its card code; `between` two ranks of a run)
        are the language's."""

        parts: list[str] = []
        run: list[str] = []  # the ranks since the last card that is not a rank
        above = self.placed.above if self.placed else None
        for code in self.ranks:
            if code == above:
                parts += [between.join(run), jokers] if run else [jokers]
                run = []
            run.append(rank(code))
            if code == self.below:
                parts += [between.join(run) + below_note, joined]
                run = []
        out = [*parts, between.join(run)] if run else parts
        return ", ".join([*out, jokers] if above == "" else out)  # a joker below them all


class CountingCards(NamedTuple):
    """The counting cards of a most-counting-cards point, stated once at the table."""

    point_id: str
    counts: tuple[tuple[str, int], ...]
    rule: str  # the point's own rule


# -- section 2: the deal (and, turned up, trump) ---------------------------------------------


class Dealing(NamedTuple):
    hand_size: int
    packet_size: int
    direction: Direction  # the first packet goes to the player on this side of the dealer
    eldest: bool  # the rulebook calls that player eldest
    stock: bool  # the undealt cards are a stock the hand takes cards from
    face_up: bool  # that stock lies face up (one drawn from, face up)
    whole: bool = False  # every card of the pack is dealt: nothing is left over


class InPlay(NamedTuple):
    """When a card is in play (`InPlayKind`), and where the others lie."""

    kind: InPlayKind
    out: tuple[Place, ...]  # where a card of the pack may lie without ever being played
    discards: str | None  # the rules of the discards, when there are any ("CI-4.1, CI-4.4")
    # the discards fill a hand back from the stock (a draw), and trumps may be among
    # them: the page says that those are out of play too
    trumps_discarded: bool
    points: tuple[str, ...]  # the points found among the cards in play
    # only trumps are played: the rule that says so (a card in play is a trump held at the
    # first lead; the cards of other suits are never played)
    trumps_only: str | None = None
    # no point card is ever out of play: none may be discarded, and every one is a trump
    # (so played, where only trumps are)
    points_kept: bool = False
    whole: bool = False  # every card of the pack is dealt, so every card is in play


class Rotation(NamedTuple):
    step: Literal[1, -1, 0]
    bunch: str | None  # the rule of a bunch, after which the same dealer deals again


class TurnUp(NamedTuple):
    """The top card of the stock is turned up: its suit is trump, or offered as trump."""

    begging: str | None  # the rule where eldest stands or begs, if the suit is offered


class StockTrump(NamedTuple):
    """The top card of the stock fixes trump and stays there, to be drawn."""

    draw: str | None  # the rule of drawing from the stock
    face_up: bool  # the whole stock lies face up, its top card with it


class TurnedUpPoint(NamedTuple):
    """A point the dealer's side scores for the card turned up, by its rank, at once."""

    point_id: str
    values: tuple[tuple[str, int], ...]  # rank -> value; a rank not listed scores nothing
    begging: bool  # its suit may still be refused: it scores whatever becomes of it
    run: str | None  # the rule of a run, whose new turn-up scores it again


# -- section 3: the auction ----------------------------------------------------------------


class NoAuction(NamedTuple):
    """No bidding: the player the turn passes to from the dealer pitches, without a
    contract."""

    direction: Direction


class BiddingOrder(NamedTuple):
    kind: Literal["once_around", "rounds", "sell"]
    direction: Direction
    sold_in_rounds: bool = False  # a sale whose bids go in rounds, a pass being final


class Bids(NamedTuple):
    min_bid: int
    max_bid: int
    # the rule that lets the dealer match (a number), if any: "" where this rule says it
    exception: str | None
    partners: bool  # partners play at some table: a partner's bid must be topped too
    # once around, with no dealer's privilege and no smudge: after the top bid, the later
    # players can only pass (a smudge's rule says so where there is one)
    top_ends: bool
    # the rule that lets a later player take the top bid by bidding it again, if any
    retake: str | None = None


Privilege = Literal["none", "match", "match_except_smudge", "match_even_smudge"]


class DealersPrivilege(NamedTuple):
    # "match_except_smudge": matching, which never reaches a smudge (it cannot be taken
    # away); "match": matching, in a variant without a smudge.
    kind: Privilege
    # without a privilege, the top bid the dealer may still bid again once it is bid, and
    # the rule that lets a later player do so (else 0 and None)
    top: int = 0
    retake: str | None = None


class RetakeTopBid(NamedTuple):
    """A later player, the dealer included, may take the top bid by bidding it again; the
    last to bid it is the highest bidder."""

    top: int
    contract: str  # the rule of the contract, which the highest bidder plays
    partners: bool  # partners play: a partner may take the top bid from a partner too


class SaleOfThePitch(NamedTuple):
    """The seller sells the pitch for the high bid, or refuses and pitches."""


class SmudgeBid(NamedTuple):
    bid: int
    dealer_may_match: bool
    needs_every_trick: bool
    privilege: bool  # the dealer has a privilege, which a smudge takes away


class AllPass(NamedTuple):
    kind: Literal[
        "stick_the_dealer",
        "redeal_by_next_dealer",
        "redeal_by_same_dealer",
        "eldest_pitches",
        "dealer_plays",
    ]
    min_bid: int
    direction: Direction
    # "dealer_plays" where the hand is scored by difference: the rule that scores it as a
    # bid of 0, always made
    scored: str | None
    stuck_set: int = 0  # a stuck dealer may instead take a set of so many points


class ForcedBid(NamedTuple):
    """A player holding a card of `rank` and another card of its suit may not pass, nor bid
    below `at_least`, while the high bid is below it (engine: the `auction.forced`
    constraint)."""

    rank: str
    at_least: int


class NobodyBuys(NamedTuple):
    """Where the pitch is sold and nobody bids: the seller pitches without a contract."""


class TheContract(NamedTuple):
    kind: Literal["once_around", "rounds", "sell"]
    privilege: bool  # the dealer may take the contract at an equal bid (the privilege)
    maker: bool  # the highest bidder names trump: the maker, whose side is the bidding side


class NamedTrump(NamedTuple):
    """The maker names any suit trump."""


# -- section 4 of the Pedro line: discarding and drawing ---------------------------------------


class KeptCards(NamedTuple):
    """The cards that points are about, which may never be discarded, in the order of the
    points: the ranks of the trumps named (the ace of trumps), of the cards of the other
    suit of trump's colour, and whether the joker is one."""

    trumps: tuple[str, ...]
    same_colour: tuple[str, ...]
    joker: bool
    joined: Joined | None  # the card of trump's colour that joins trump, named by its point
    rule: str  # the rule of the points ("PI-6.1")


class DiscardPlain(NamedTuple):
    """Each player but the dealer in turn discards every plain card, and trumps beyond the
    hand size while holding more; `done` ends the turn."""

    keep: int
    direction: Direction
    kept: KeptCards | None = None  # the point cards that may never be discarded
    robber: Robber = "dealer"  # who robs the pack, and so does not discard with the others
    at_most: int = 0  # each may discard up to this many plain cards (0: must discard all)
    returned: bool = False  # a discarded trump is returned to its player (Nine-Five)
    trumps_too: bool = False  # each may discard any cards, trumps too (with `at_most`)


class DealBack(NamedTuple):
    """The dealer deals each player but the robber back to the hand size from the stock."""

    keep: int
    direction: Direction
    robber: Robber = "dealer"


class KittyTaken(NamedTuple):
    """Once trump is named, the maker takes the kitty (the stock's top cards), or each
    player the packet dealt face down after the hands."""

    size: int  # the kitty's cards, or each packet's
    each: bool  # a packet for each player
    direction: Direction
    before_naming: bool = False  # the maker takes (and sees) the widow before naming trump


class DownTo(NamedTuple):
    """Once trump is named (and the kitty taken), from the maker in turn, each player over
    the hand size discards down to it: any cards, or plain cards first."""

    keep: int
    direction: Direction
    plain_first: bool = False  # a trump only from a hand with no other card left
    after_kitty: bool = False  # the discards follow the taking of a kitty


class FromDiscards(NamedTuple):
    """When the stock runs out, the dealer deals on from the discards, in their order."""

    # for each player count: the most trumps the players before the dealer may keep
    # between them for the stock to run out (-1: it never does)
    runs_out: tuple[tuple[int, int], ...]
    keep: int  # the hand size: a player who discards trumps keeps so many

    @property
    def happens(self) -> list[tuple[int, int]]:
        """The player counts at which the stock can run out, each with the most trumps
        kept between them for it to happen."""
        return [(players, kept) for players, kept in self.runs_out if kept >= 0]

    @property
    def never(self) -> list[int]:
        """The player counts at which the stock never runs out."""
        return [players for players, kept in self.runs_out if kept < 0]

    @property
    def trump_dealt_again(self) -> bool:
        """Whether a discarded trump can be dealt again (only a player holding more than
        the hand size discards trumps, and then the others kept too many to run out)."""
        return not all(kept < self.keep for _, kept in self.runs_out)


class RobThePack(NamedTuple):
    """The dealer takes what is left of the stock, then discards down to the hand size."""

    keep: int
    kept: str | None = None  # the rule that names the point cards, which never go
    robber: Robber = "dealer"  # the dealer, or the high bidder (the maker)
    partner: bool = False  # the maker may pass the pack unseen to its partner instead


# -- section 3 of the turn-up line: standing, begging, running the cards -----------------------


class BegOrStand(NamedTuple):
    """Eldest alone decides, once: stand or beg."""


class Stand(NamedTuple):
    """Standing, the turned-up suit is trump and play begins."""

    play: str  # the rule of the first lead


class Beg(NamedTuple):
    """To a beg, the dealer gives the gift or runs the cards."""

    gift: str  # the rule of the gift
    run: str  # the rule of a run


# Who receives the gift at a table: the one opponent (eldest) or each of the dealer's
# opponents playing alone; eldest's side, or each side but the dealer's, in partnerships.
GiftReceivers = Literal["eldest", "each_opponent", "eldest_side", "each_other_side"]


class GiftPoint(NamedTuple):
    """The dealer gives: each side but the dealer's scores the gift, and the turned-up
    suit is trump."""

    point_id: str
    value: int
    receivers: tuple[tuple[int, GiftReceivers], ...]  # for each player count
    limit: str | None  # the rule that forbids a gift reaching the target, if any
    at_once: str  # the rule of points that win at once


class GiftLimit(NamedTuple):
    """No gift that would bring a receiving side to the target: the dealer must run."""

    target: int
    countdown: bool


class Run(NamedTuple):
    """The dealer runs the cards: a packet more each, a new turn-up; a new suit is trump."""

    size: int
    direction: Direction
    again: str  # the rule of running again on the refused suit
    turned_up: tuple[str, ...]  # the points a new suit's turn-up scores again
    discard: str | None  # the rule of the discards that follow, if any


class RunAgain(NamedTuple):
    """A turn-up of the refused suit is set aside, and the dealer runs again."""

    turned_up: tuple[str, ...]  # the points a set-aside card does not score


class Bunch(NamedTuple):
    """A run the stock cannot serve: the cards are bunched; the same dealer deals again."""

    size: int
    runs: tuple[tuple[int, int], ...]  # for each player count, the runs the stock allows
    turned_up: tuple[str, ...]  # the points already scored by a turn-up, which stand


# -- section 4 of the turn-up line: discarding -----------------------------------------------


class DiscardAfterRun(NamedTuple):
    """After a run, each player in turn from eldest discards down to the hand size."""

    keep: int
    direction: Direction


class DiscardsOut(NamedTuple):
    """Discarded cards are out of play."""

    in_play: str  # the rule that says what is in play


# -- section 4: the play -------------------------------------------------------------------


class Pitch(NamedTuple):
    no_auction: bool  # the pitcher is simply the player the turn passes to from the dealer
    joker_trump: model.Suit | None  # the suit a pitched joker makes trump
    direction: Direction


class DeclaredPitch(NamedTuple):
    """A pitch that does not make trump plain: the pitcher declares trump before anyone
    plays to the trick (any suit for a joker that names none; for a card of the joined
    card's rank, its own suit or the other of its colour)."""

    jokers: Literal["none", "one", "two"]  # the jokers that name no suit when pitched
    joined: Joined | None  # the card that may be the trump of the same colour


class FirstLead(NamedTuple):
    """Eldest leads to the first trick."""


class MakerLeads(NamedTuple):
    """The maker leads to the first trick, any card (or, by a house rule, a trump where they
    hold one); where only trumps are played, a trump, or, holding none, the first player
    from the maker who holds one leads."""

    trumps_only: str | None = None  # the rule of trumps-only play
    direction: Direction = "left"
    left_of_maker: bool = False  # the player on the maker's left leads instead (Nine-Five)
    trump_first: bool = False  # the first card led is a trump where the leader holds one


class CardSuits(NamedTuple):
    """In the play a card belongs to its printed suit, except the card that joined trump."""

    card: Joined


class TrumpLead(NamedTuple):
    joker: bool  # a joker in the pack: it is the lowest trump
    first_trick: bool  # the first trick is always a trump lead (the pitch names trump)
    joined: Joined | None  # a card of trump's colour that is a trump: it is followed as one
    trumps_only: str | None = None  # only trumps are played: every lead is a trump lead
    placed: PlacedJokers | None = None  # jokers ranked just above a trump


class PlainLead(NamedTuple):
    may_trump: bool  # a player holding the suit led may trump instead
    void: Literal["any_card", "must_trump"]  # holding none of the suit led
    joined: Joined | None  # holding it is not holding its printed suit
    free: bool = False  # a player holding the suit led need not follow it (a house rule)


class WinningTricks(NamedTuple):
    """The highest trump wins, else the highest card of the suit led."""

    order: str | None  # the rule that gives the trumps' order, where it is not the pack's
    trumps_only: str | None = None  # only trumps are played: every trick holds trumps only


class AllTricks(NamedTuple):
    tricks: int
    # drawing from the stock: the hand lasts until every card is played, so many tricks
    # for each player count (else empty, and every player plays `tricks` cards)
    drawn: tuple[tuple[int, int], ...]
    # running the cards without discarding after: each run adds so many tricks (else 0)
    per_run: int
    run: str | None  # the rule of a run, when one adds tricks
    # only trumps are played: the hand lasts as long as some player holds a trump, at most
    # `tricks` tricks (the rule that says so)
    trumps_only: str | None = None


class TrumpsOnly(NamedTuple):
    """Only trumps are played: a trick is a trump from each player still holding one, a
    player without one drops out of the hand, a lead passes over them, and the hand ends
    when nobody holds a trump."""

    direction: Direction


class NoUndertrump(NamedTuple):
    """No trump below one already in a trick on a plain lead, unless holding only trumps."""


class RenegePenalty(NamedTuple):
    """A player holding the suit led may play a card the follow rules forbid (a renege):
    the card stands; every renege is found as the hand ends, and each other side scores
    the penalty, counted out before the hand's points and never toward a contract."""

    follow_rules: tuple[str, ...]  # the numbers of the follow rules a renege breaks
    points: int  # for a renege
    in_trumps: int  # for a renege on a trump lead
    holding_ten: bool  # in trumps only where the reneger holds a trump of the ten or higher


class Drawing(NamedTuple):
    """After each trick the winner draws from the stock, then the others in turn."""

    face_up: bool
    direction: Direction


# -- section 5: the points -----------------------------------------------------------------

# How a most-counting-cards point goes when sides tie: to no one; to the pitcher's side
# if it is one of them; to eldest's side, always; to eldest's side if it is one of them
# (a pitcher's tie where there is no pitcher but eldest, who plays first); to no one,
# its value carried over to the next hand's point.
Tie = Literal["nobody", "pitcher", "eldest", "eldest_if_level", "carried"]


class PointOfTheHand(NamedTuple):
    point: model.Point  # its id, credit, value, at_once, hanged
    select: model.CardSelect  # what its card is (the point's own `select`)
    jokers: bool  # the pack has a joker (which is never Low)
    in_play: InPlayKind  # as InPlay
    out: tuple[Place, ...]  # where a card may lie out of play (its point going to no one)
    counting: str | None  # the rule that lists the counting cards, if one does
    tie: Tie  # a most-counting-cards tie
    eldest: bool  # the rulebook names eldest (else: the player on the dealer's left or right)
    direction: Direction
    at_once: str | None  # scored the moment its trick is taken: the rule of such points
    # its sentence says that it goes to no one when its card is not in play (else a rule
    # of its own, `points.in_play_only`, says so of every point at once)
    missing: bool
    two_jokers: bool = False  # two jokers, a high and a low, neither of them ever Low
    # two jokers that rank alike: where they are the highest trumps in play, High is the
    # one played first, or later, as a trick holding both goes (the engine's _level_joker)
    level: Literal["", "first", "later"] = ""
    # cards are drawn after the discards (else, Smear, the players only discard down)
    drawn: bool = True
    whole: bool = False  # every card of the pack is dealt: a card is never missing


class EveryTrickPoint(NamedTuple):
    """A point for taking every trick of the hand (a slam), to the side that took them
    all; no one scores it where the tricks are shared."""

    point: model.Point  # its id and value


class PointsMade(NamedTuple):
    points: int  # the points counted at the end of the hand
    valued: bool  # some point is worth more than 1
    at_once: tuple[str, ...]  # points scored the moment they happen: not part of it


class BeforePlay(NamedTuple):
    """Which points are scored before the play, the moment they happen, and which after."""

    before: tuple[tuple[str, tuple[str, ...]], ...]  # each point and the rules that score it
    twice: tuple[str, ...]  # the points that can score twice in a hand (a run's turn-up)
    on_capture: tuple[str, ...]  # points scored the moment their trick is taken
    after: tuple[str, ...]  # the points counted after the play
    worth_one: bool  # every point is worth 1


class InPlayOnly(NamedTuple):
    """The points of trumps are found among the cards in play only."""

    points: tuple[str, ...]
    out: tuple[Place, ...]
    in_play: str  # the rule that says what is in play
    kind: InPlayKind
    # no point card is ever out of play: the rules that keep them from the discards
    kept: tuple[str, ...] = ()
    total: int = 0  # the value of every point of the hand


class SideCount(NamedTuple):
    """A side's count for the hand: the value of the points it won."""

    total: int  # the value of every point of the hand


class NoTrumpInPlay(NamedTuple):
    """No trump in play: no one scores the points of trumps."""

    points: tuple[str, ...]


# -- section 6: scoring the hand -----------------------------------------------------------


class OthersScore(NamedTuple):
    countdown: bool
    # there is an auction, so a pitcher whose points a contract decides (else every
    # point simply scores: no bid, no contract, no set-back)
    contract: bool
    # only one side scores a hand, by difference: scores never go down
    difference: bool
    count_rule: str | None = None  # what a side made is its count: the rule that defines it


class ByDifference(NamedTuple):
    """Made (B >= b), the side with the higher count scores the difference; level, no one
    scores. Without a contract the bid counts as 0, so the hand is always made."""

    without_contract: str | None  # the rule where a hand is played without a contract


class SetSide(NamedTuple):
    """Set (B < b), the bidding side scores 0 and the other side every point of the hand
    plus the shortfall: total + b - B; or, by a house rule, its own points plus the bid:
    O + b."""

    total: int  # the value of every point of the hand
    own_plus_bid: bool = False  # the other side scores its own points plus the bid


class SmudgeNeedsAll(NamedTuple):
    """A smudge bid equal to the points there are can only be made with all of them."""

    points: int
    bid: int
    # the card of a named point, as an example of a point that may go to no one
    example: model.TrumpCard | model.JokerCard | None


class ContractScoring(NamedTuple):
    """Stated only where there is an auction (registry: `scoring.contract`)."""

    countdown: bool
    # the pitcher may play without a contract (a sale nobody bought, everyone passing)
    without_contract: bool
    smudge_scores_bid: int | None
    smudge_needs_all: SmudgeNeedsAll | None
    count_rule: str | None = None  # what a side made is its count: the rule that defines it


class Hole(NamedTuple):
    countdown: bool
    target: int


class SetbacksRecorded(NamedTuple):
    """Whether the players keep count of each side's set-backs in the game, and why: they
    cost chips at settlement, or so many lose the game; where neither, a set-back costs
    only its bid and nobody need count them (the engine still keeps the count, for its
    records, but that is no rule of the table)."""

    costs: bool  # a set-back costs chips at settlement
    settlement: str  # the rule of the set-back chips ("" without a settlement)
    loses: int = 0  # a side set back so many times loses the game (0: never)
    losing: str = ""  # the rule of that loss
    contract: str = ""  # the rule by which a set-back costs the bid
    # a smudge (its bid) that, set, counts as `smudge_counts` set-backs (0: none such)
    smudge: int = 0
    smudge_counts: int = 1


# -- section 7: winning the game -----------------------------------------------------------


class Target(NamedTuple):
    target: int
    countdown: bool
    sale: bool  # a sold pitch can end the game before play
    at_once: str | None  # the rule of points that win at once, during a hand
    bid_out: bool = False  # only the pitcher's side, making its bid, ends the game
    going_out: str | None = None  # the rule of the pitcher's side going out during the play


class InstantWins(NamedTuple):
    smudge: model.Smudge | None  # a smudge that wins the game when made
    # what such a smudge scores when it does not win (made from the hole): the number its
    # hole exception gives (`when it scores N`), else its bid when that is fixed (it scores
    # the bid, or the bid is every point there is), else None for the points made
    smudge_scores: int | None
    all_points: bool  # a side that takes every point wins
    countdown: bool
    target: int
    count_out: str  # the rule of counting out, which still decides a smudge from the hole
    # the points counted at the end of the hand: a side wins by all points only when
    # every one of them went to it (one that goes to no one means no side took them all)
    every: tuple[str, ...]
    # the card of a named point, as an example of a point that may go to no one
    example: model.TrumpCard | model.JokerCard | None
    set_loses: int | None = None  # the bid of a smudge that, set, loses the game


class AtOnce(NamedTuple):
    """Points scored the moment they happen; one that brings a side to the target wins
    the game there and then."""

    before_play: tuple[str, ...]  # scored by a turn-up or a gift
    on_capture: tuple[str, ...]  # scored the moment their trick is taken
    # those that never can win (the rule that keeps them below the target)
    never: tuple[tuple[str, str], ...]
    # a gift that brings more than one side to the target: the first from eldest wins
    first_from_eldest: bool
    # what is left undone when such a point wins: "run" (the cards), "discard", "play"
    undone: tuple[Literal["run", "discard", "play"], ...]
    target: int
    countdown: bool


# When a point of the hand becomes certain during the play, for going out: once the top
# (or bottom) trump of the pack is played, once its card is taken, or played (it goes to the
# player dealt it, or who plays it), once the counting cards left can no longer catch up,
# or only at the end of the hand.
CertainWhen = Literal["top", "bottom", "taken", "played", "count", "end"]


class GoingOut(NamedTuple):
    """The pitcher's side goes out during the play: it wins the moment the points certain
    to be its own make its bid and reach the target."""

    target: int
    countdown: bool
    # the points counted at the end of the hand, each with when it becomes certain
    points: tuple[tuple[str, CertainWhen], ...]
    smudge: int | None  # a smudge bid decided only at the end of the hand (or None)


class CountingOut(NamedTuple):
    mode: Literal["in_order", "higher_score", "none", "bid_out"]
    pitcher_first: bool
    order: tuple[str, ...]
    countdown: bool
    target: int
    at_once: tuple[str, ...]  # points already in the scores the count starts from
    # a sold pitch's price is scored before the play, and the count starts from the
    # scores when the play began (the engine's `_play_from`), the price included
    sale: bool
    # "none": the rules by which only one side scores a hand (and nothing is scored during
    # it, the checks say, so no side reaches the target before the last trick)
    scoring: tuple[str, ...]
    # a pitcher may be set back: its points are not credited in the count-out (the
    # engine's `_winner` skips them), and only the others can count out
    set_back: bool = False
    # two sides at every table: two level scores always include the pitcher's side
    two_sides: bool = False


class OneWinner(NamedTuple):
    """Only one side wins a game."""


class SetbacksLose(NamedTuple):
    """A side set back so many times in a game loses it at once."""

    times: int


class FixedDeals(NamedTuple):
    """A game of a fixed number of deals: once each player has dealt so many times, the
    best score wins (the highest; counted down, the lowest); a tie plays on, deal by deal."""

    times: int
    countdown: bool


# -- section 8: settlement -----------------------------------------------------------------


class NoStakes(NamedTuple):
    """No settlement: the game is played for so much a game; no chips, no payouts."""


class Settle(NamedTuple):
    above_zero: int
    at_or_below_zero: int
    countdown: bool
    target: int
    smudge_double: bool = False  # a game a smudge wins or loses at once pays double


class SetbackChips(NamedTuple):
    per_setback: int


class NetChips(NamedTuple):
    """Settlement is net: the winners' gains are the losers' losses (the rules module
    reports it per seat)."""


# -- section 9: illegal actions ------------------------------------------------------------


class Refused(NamedTuple):
    """An illegal action is taken back (the rules module refuses it, naming its rule; the
    state is unchanged)."""

    # the rule says what the rules module does itself; False when the misdeals' rule shares
    # its number and says it for both, at the end of the rule
    noted: bool = True
    bidding: bool = True  # there are bids to take back
    discarding: bool = True  # there are discards to take back


class NoPenalties(NamedTuple):
    """Misdeals and revokes are put right, at no cost: the rulebook sets no penalties (the
    rules module refuses every illegal action, so neither can happen there). Players may
    adopt the page's table rules instead."""

    refused: str | None = None  # the rule of refused actions, when it has its own number
    renege: str | None = None  # the rule of a renege and its penalty, where one is allowed


Fact = (
    Players
    | Seats
    | TheSides
    | PackOfCards
    | CardCodes
    | SameColourTrump
    | CountingCards
    | Dealing
    | InPlay
    | Rotation
    | TurnUp
    | StockTrump
    | TurnedUpPoint
    | NoAuction
    | BiddingOrder
    | Bids
    | DealersPrivilege
    | RetakeTopBid
    | SaleOfThePitch
    | SmudgeBid
    | AllPass
    | ForcedBid
    | NobodyBuys
    | TheContract
    | NamedTrump
    | DiscardPlain
    | DealBack
    | FromDiscards
    | RobThePack
    | KittyTaken
    | DownTo
    | BegOrStand
    | Stand
    | Beg
    | GiftPoint
    | GiftLimit
    | Run
    | RunAgain
    | Bunch
    | DiscardAfterRun
    | DiscardsOut
    | Pitch
    | DeclaredPitch
    | FirstLead
    | MakerLeads
    | CardSuits
    | TrumpLead
    | PlainLead
    | WinningTricks
    | AllTricks
    | NoUndertrump
    | TrumpsOnly
    | RenegePenalty
    | Drawing
    | PointOfTheHand
    | EveryTrickPoint
    | PointsMade
    | BeforePlay
    | InPlayOnly
    | SideCount
    | NoTrumpInPlay
    | OthersScore
    | ByDifference
    | SetSide
    | ContractScoring
    | Hole
    | SetbacksRecorded
    | Target
    | InstantWins
    | AtOnce
    | CountingOut
    | GoingOut
    | OneWinner
    | SetbacksLose
    | FixedDeals
    | NoStakes
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
    """A variant's rulebook: its sections of numbered facts (a section without a rule is
    left out; its number stays unused)."""

    variant: ir.Variant
    # points and scores belong to sides of partners, at every table or at some of them
    sides: bool
    sections: tuple[PlannedSection, ...]
    # the highest bidder names trump and plays the contract as the maker (else, where
    # there is a contract, as the pitcher)
    maker: bool

    def rule(self, rule_id: str) -> PlannedRule | None:
        return next((r for s in self.sections for r in s.rules if r.id == rule_id), None)

    def number(self, rule_id: str) -> str:
        found = self.rule(rule_id)
        assert found is not None, f"{self.variant.id} has no rule {rule_id}"
        return found.number

    def facts(self) -> tuple[Fact, ...]:
        return tuple(r.fact for s in self.sections for r in s.rules)


def _privilege(auction: model.Auction) -> Privilege:
    if auction.privilege == "none":
        return "none"
    if auction.smudge is None:
        return "match"
    return "match_even_smudge" if auction.smudge.dealer_may_match else "match_except_smudge"


def _counts(table: model.Table) -> tuple[int, ...]:
    """Every number of players the table allows."""
    return tuple(n for n in range(table.players_min, table.players_max + 1) if table.allows(n))


def _seats_of_sides(table: model.Table, players: int) -> tuple[tuple[int, ...], ...]:
    sides = table.sides(players)
    return tuple(tuple(range(side, players, sides)) for side in range(sides))


def _sides(rules: model.Rules) -> tuple[tuple[int, ...], ...]:
    """Each side's seats at the table that plays in partnerships (the largest, if several)."""
    table = rules.table
    partnered = [n for n in _counts(table) if n in table.partnered]
    if table.partnership_size == 1 or not partnered:
        return ()
    return _seats_of_sides(table, partnered[-1])


def _named_card(rules: model.Rules) -> model.TrumpCard | model.JokerCard | None:
    """The card of a named point (the jack of trumps): one that may not be dealt."""
    return next(
        (p.select for p in rules.points if isinstance(p.select, model.TrumpCard | model.JokerCard)),
        None,
    )


def _smudge_needs_all(rules: model.Rules) -> SmudgeNeedsAll | None:
    auction = rules.auction
    smudge = auction.smudge if auction else None
    total = sum(point.value for point in rules.points)
    if smudge is None or smudge.needs_every_trick or smudge.bid != total:
        return None
    return SmudgeNeedsAll(total, smudge.bid, _named_card(rules))


def _direction(turn: Literal[1, -1]) -> Direction:
    return "left" if turn == 1 else "right"


def _out_of_play(rules: model.Rules) -> tuple[Place, ...]:
    """Where a card of the pack may lie and never be played (engine: a point's card that
    was not played to a trick goes to no one)."""
    if rules.trump.pitched:
        return ()  # undealt cards: the deal's own rule says so
    if rules.trump.named:
        # where someone robs the pack nothing stays in the stock, but the discards
        refill, down = rules.refill, rules.discard_down
        if down is not None:
            left = any(_stock_left(rules, players) for players in _counts(rules.table))
            return ("stock", "discarded") if left else ("discarded",)
        if refill is None:
            return ()
        return ("stock", "discarded") if refill.robber == "none" else ("discarded",)
    out: list[Place] = []
    if rules.draw is None:
        out.append("stock")  # a drawn stock comes into play to its last card
    if rules.trump.kind == "turn_up":
        out.append("turned_up")
    if rules.begging is not None and rules.begging.discard_to is not None:
        out.append("discarded")
    return tuple(out)


def _gift_receivers(table: model.Table, players: int) -> GiftReceivers:
    """Who the engine's gift goes to at a table of `players` (each side but the dealer's)."""
    others = table.sides(players) - 1
    if players in table.partnered:
        return "eldest_side" if others == 1 else "each_other_side"
    return "eldest" if others == 1 else "each_opponent"


def _runs(rules: model.Rules, begging: model.Begging) -> tuple[tuple[int, int], ...]:
    """For each player count, how many runs the stock can serve: after the deal and the
    first turn-up, each run takes a packet per player and a card to turn up."""
    pack = 4 * len(rules.pack.ranks) + len(rules.pack.jokers)
    out = []
    for players in _counts(rules.table):
        stock = pack - players * rules.deal.hand_size - 1
        out.append((players, max(stock, 0) // (players * begging.run_size + 1)))
    return tuple(out)


def _drawn_tricks(rules: model.Rules) -> tuple[tuple[int, int], ...]:
    if rules.draw is None:
        return ()
    pack = _pack_size(rules.pack)
    return tuple((players, pack // players) for players in _counts(rules.table))


def _tie(rules: model.Rules, select: model.Select) -> Tie:
    if not isinstance(select, model.MostCount):
        return "nobody"
    if select.tie == "pitcher" and rules.trump.from_stock:
        return "eldest_if_level"  # the engine's pitcher, where nobody pitches, is eldest
    return select.tie


def _is_trump_point(select: model.Select | model.Prelude) -> bool:
    """A point whose card is a trump found in play: High, Low, a trump, the card of
    trump's colour that joins it, or the joker."""
    return isinstance(
        select,
        model.HighestTrump
        | model.LowestTrump
        | model.TrumpCard
        | model.SameColourCard
        | model.JokerCard,
    )


def _in_play_kind(rules: model.Rules) -> InPlayKind:
    """When a card is in play: see `InPlayKind`."""
    if rules.trump.from_stock:
        return "played"
    return "kept" if rules.refill is not None or rules.discard_down is not None else "dealt"


def _jokers_in_order(rules: model.Rules) -> PlacedJokers | None:
    """Every joker among the trumps, for the trump order: placed above a trump, or (one)
    below them all."""
    placed = _placed_jokers(rules)
    lowest = [joker for joker in rules.pack.jokers if joker.rank == "lowest"]
    return placed or (PlacedJokers("", len(lowest)) if lowest else None)


def _placed_jokers(rules: model.Rules) -> PlacedJokers | None:
    """Jokers ranked just above a trump; None for no joker, or one ranked the lowest trump."""
    above = [joker.above for joker in rules.pack.jokers if joker.rank == "above"]
    return PlacedJokers(above[0], len(above), rules.pack.jokers_level) if above else None


def _joined(rules: model.Rules) -> Joined | None:
    """The card of trump's colour that joins trump, and the point whose card it is."""
    same = rules.pack.same_colour
    if same is None:
        return None
    point = next(
        (
            p.id
            for p in rules.points
            if isinstance(p.select, model.SameColourCard) and p.select.rank == same.rank
        ),
        None,
    )
    return Joined(same.rank, point)


def _is_a_trump(rules: model.Rules, select: model.Select | model.Prelude) -> bool:
    """Whether a point's card is always a trump once trump is known (its card, or the
    highest or lowest trump in play); a card of the other suit of trump's colour is one
    when it joins trump."""
    if isinstance(select, model.SameColourCard):
        same = rules.pack.same_colour
        return same is not None and same.rank == select.rank
    return isinstance(
        select, model.HighestTrump | model.LowestTrump | model.TrumpCard | model.JokerCard
    )


def _points_kept(rules: model.Rules) -> bool:
    """No point's card is ever out of play: none may be discarded, every point is about a
    trump, and every trump held at the first lead is played (where only trumps are, or
    where every card held is)."""
    refill = rules.refill
    return (
        refill is not None
        and refill.keep_points
        and all(_is_a_trump(rules, p.select) for p in rules.points)
    )


def _kept_cards(rules: model.Rules, numbers: dict[str, str]) -> KeptCards:
    """The cards points are about, which may never be discarded (engine: the refill's
    `point_cards`), in the order of the points."""
    named = [
        p
        for p in rules.points
        if isinstance(p.select, model.TrumpCard | model.SameColourCard | model.JokerCard)
    ]
    rules_of = dict.fromkeys(numbers[f"points.{p.id}"] for p in named)
    return KeptCards(
        tuple(p.select.rank for p in named if isinstance(p.select, model.TrumpCard)),
        tuple(p.select.rank for p in named if isinstance(p.select, model.SameColourCard)),
        any(isinstance(p.select, model.JokerCard) for p in named),
        _joined(rules),
        ", ".join(rules_of),
    )


def _trump_point(rules: model.Rules, rank: str) -> str | None:
    """The point whose card is the trump of `rank`, if one is."""
    return next(
        (
            p.id
            for p in rules.points
            if isinstance(p.select, model.TrumpCard) and p.select.rank == rank
        ),
        None,
    )


def _pack_size(pack: model.Pack) -> int:
    return 4 * len(pack.ranks) + len(pack.jokers)


def _stock_left(rules: model.Rules, players: int) -> int:
    """The cards left in the stock once the hands and the kitty are dealt."""
    down = rules.discard_down
    taken = 0 if down is None else down.kitty * (players if down.each else 1)
    return _pack_size(rules.pack) - players * rules.deal.hand_size - taken


def _runs_out(rules: model.Rules, keep: int) -> tuple[tuple[int, int], ...]:
    """For each player count, the most trumps the players dealt back may keep between
    them for the stock to run out before they are all dealt back to `keep` (-1: it never
    runs out). They keep only trumps, and the stock is what the deal left."""
    out = []
    robbed = rules.refill is not None and rules.refill.robber != "none"
    at_most = rules.refill.at_most if rules.refill is not None else 0
    for players in _counts(rules.table):
        stock = _pack_size(rules.pack) - players * rules.deal.hand_size
        drawing = players - 1 if robbed else players
        if at_most and stock >= drawing * at_most:  # they cannot discard more than the stock
            out.append((players, -1))
            continue
        needed = drawing * keep
        out.append((players, max(needed - stock - 1, -1)))
    return tuple(out)


def _table_facts(v: ir.Variant, numbers: dict[str, str]) -> dict[str, Fact]:
    rules = v.rules
    table, pack = rules.table, rules.pack
    counts = _counts(table)
    counting = next(
        (p for p in rules.points if isinstance(p.select, model.MostCount)),
        None,
    )
    lone = tuple(n for n in counts if n not in table.partnered)
    partnered = tuple((n, _seats_of_sides(table, n)) for n in counts if n in table.partnered)
    numbering = SeatNumbering(
        _direction(table.turn), "table.sides" in numbers or bool(partnered), lone, partnered
    )
    out: dict[str, Fact] = {
        "table.players": Players(
            table.players_min,
            table.players_max,
            table.partnership_size,
            _sides(rules),
            tuple(n for n in counts if n in table.partnered),
            table.excluded,
            "table.sides" in numbers,
        ),
        "table.seats": Seats(
            _direction(table.turn),
            rules.trump.from_stock,
            rules.auction is not None,
            rules.begging is not None,
            (rules.begging is not None and rules.begging.discard_to is not None)
            or rules.refill is not None
            or rules.discard_down is not None,
            None if "table.sides" in numbers else numbering,
        ),
        "table.sides": TheSides(lone, partnered, numbering),
        "table.pack": PackOfCards(pack.ranks, _pack_size(pack), len(pack.jokers)),
        "table.card_codes": CardCodes(bool(pack.jokers), tuple(j.code for j in pack.jokers)),
    }
    joined, same = _joined(rules), pack.same_colour
    if joined is not None and same is not None:
        out["trump.same_colour"] = SameColourTrump(
            joined, same.below, _trump_point(rules, same.below), pack.ranks, _jokers_in_order(rules)
        )
    if counting is not None and isinstance(counting.select, model.MostCount):
        out["table.counting_cards"] = CountingCards(
            counting.id,
            counting.select.counts,
            numbers.get(f"points.{counting.id}", ""),
        )
    return out


def _deal_facts(v: ir.Variant, numbers: dict[str, str]) -> dict[str, Fact]:
    rules = v.rules
    turned = rules.trump.from_stock
    direction = _direction(rules.table.turn)
    begging = rules.begging
    rules_of_discards = [
        numbers[rule]
        for rule in ("discard.after_run", "draw.discard", "draw.rob", "draw.down")
        if rule in numbers
    ]
    discards = ", ".join(dict.fromkeys(rules_of_discards)) or None
    out: dict[str, Fact] = {
        "deal.deal": Dealing(
            rules.deal.hand_size,
            rules.deal.packet_size,
            direction,
            turned,
            turned or rules.refill is not None or rules.discard_down is not None,
            rules.draw is not None and rules.draw.face_up,
            rules.whole_pack_dealt,
        ),
        "deal.in_play": InPlay(
            _in_play_kind(rules),
            _out_of_play(rules),
            discards if "discarded" in _out_of_play(rules) else None,
            # where a discarded trump is returned to its player, no trump is ever discarded
            rules.refill is not None and not rules.refill.returned_trumps,
            tuple(
                p.id for p in rules.points if not isinstance(p.select, model.TurnedUp | model.Gift)
            ),
            numbers.get("play.trumps_only") if rules.play.trumps_only else None,
            _points_kept(rules),
            rules.whole_pack_dealt,
        ),
        "deal.rotation": Rotation(rules.deal.rotation, numbers.get("beg.bunch")),
        "trump.turn_up": TurnUp(numbers.get("beg.eldest")),
        "trump.stock": StockTrump(
            numbers.get("play.draw"), rules.draw is not None and rules.draw.face_up
        ),
    }
    for point in rules.points:
        if isinstance(point.select, model.TurnedUp):
            out[f"points.{point.id}"] = TurnedUpPoint(
                point.id, point.select.values, begging is not None, numbers.get("beg.run")
            )
    return out


def _cited(numbers: dict[str, str], cited: str, citing: str) -> str:
    """The number of the rule `cited`, as the rule `citing` cites it: "" where both are
    said in one rule (a layout with a named trump numbers the bids and the dealer's
    privilege alike), so that no rule cites itself."""
    number = numbers.get(cited, "")
    return "" if number == numbers.get(citing) else number


def _auction_facts(v: ir.Variant, numbers: dict[str, str]) -> dict[str, Fact]:
    rules = v.rules
    auction = rules.auction
    direction = _direction(rules.table.turn)
    out: dict[str, Fact] = {
        "auction.order": (
            BiddingOrder(auction.kind, direction, auction.sold_in_rounds)
            if auction
            else NoAuction(direction)
        )
    }
    if auction is None:
        return out
    privilege = _privilege(auction)
    smudge = auction.smudge
    retake = numbers.get("auction.retake") if auction.retake_top else None
    out["auction.bids"] = Bids(
        auction.min_bid,
        auction.max_bid,
        _cited(numbers, "auction.privilege", "auction.bids") if privilege != "none" else None,
        bool(rules.table.partnered),
        auction.kind != "sell" and privilege == "none" and smudge is None and not retake,
        retake,
    )
    out["auction.privilege"] = (
        DealersPrivilege(privilege, auction.max_bid, retake)
        if retake and privilege == "none"
        else DealersPrivilege(privilege)
    )
    if retake:
        out["auction.retake"] = RetakeTopBid(
            auction.max_bid, numbers["auction.contract"], bool(rules.table.partnered)
        )
    out["auction.sale"] = SaleOfThePitch()
    if smudge is not None:
        out["auction.smudge"] = SmudgeBid(
            smudge.bid, smudge.dealer_may_match, smudge.needs_every_trick, privilege != "none"
        )
    out["auction.all_pass"] = (
        NobodyBuys()
        if auction.kind == "sell"
        else AllPass(
            auction.all_pass,
            auction.stuck_at or auction.min_bid,  # the least a stuck dealer may bid
            direction,
            numbers.get("scoring.difference") if auction.all_pass == "dealer_plays" else None,
            auction.stuck_set if auction.all_pass == "stick_the_dealer" else 0,
        )
    )
    if auction.forced is not None:
        out["auction.forced"] = ForcedBid(auction.forced.rank, auction.forced.at_least)
    out["auction.contract"] = TheContract(auction.kind, privilege != "none", rules.trump.named)
    out["trump.named"] = NamedTrump()
    return out


def _draw_facts(v: ir.Variant, numbers: dict[str, str]) -> dict[str, Fact]:
    rules = v.rules
    refill, down = rules.refill, rules.discard_down
    if down is not None:
        direction = _direction(rules.table.turn)
        return {
            "kitty.take": KittyTaken(down.kitty, down.each, direction, down.before_naming),
            "draw.down": DownTo(down.down_to, direction, down.plain_first, down.kitty > 0),
        }
    if refill is None:
        return {}
    keep, direction = refill.hand_size, _direction(rules.table.turn)
    kept = _kept_cards(rules, numbers) if refill.keep_points else None
    robber = refill.robber
    return {
        "draw.discard": DiscardPlain(
            keep, direction, kept, robber, refill.at_most, refill.returned_trumps, refill.trumps_too
        ),
        "draw.refill": DealBack(keep, direction, robber),
        "draw.from_discards": FromDiscards(_runs_out(rules, keep), keep),
        "draw.rob": RobThePack(
            keep, numbers.get("draw.discard") if kept else None, robber, refill.partner_may_rob
        ),
    }


def _begging_facts(v: ir.Variant, numbers: dict[str, str]) -> dict[str, Fact]:
    rules = v.rules
    begging = rules.begging
    if begging is None:
        return {}
    table = rules.table
    direction = _direction(table.turn)
    turned_up = tuple(p.id for p in rules.points if isinstance(p.select, model.TurnedUp))
    out: dict[str, Fact] = {
        "beg.eldest": BegOrStand(),
        "beg.stand": Stand(numbers["play.lead"]),
        "beg.gift_limit": GiftLimit(rules.game.target, rules.scoring.direction == "down"),
        "beg.run": Run(
            begging.run_size,
            direction,
            numbers["beg.run_again"],
            turned_up,
            numbers.get("discard.after_run"),
        ),
        "beg.run_again": RunAgain(turned_up),
        "beg.bunch": Bunch(begging.run_size, _runs(rules, begging), turned_up),
        "discard.out_of_play": DiscardsOut(numbers["deal.in_play"]),
    }
    gifts = [p for p in rules.points if isinstance(p.select, model.Gift)]
    if gifts:
        out["beg.beg"] = Beg(numbers[f"points.{gifts[0].id}"], numbers["beg.run"])
    for point in gifts:
        out[f"points.{point.id}"] = GiftPoint(
            point.id,
            point.value,
            tuple((n, _gift_receivers(table, n)) for n in _counts(table)),
            numbers.get("beg.gift_limit"),
            numbers["game.at_once"],
        )
    if begging.discard_to is not None:
        out["discard.after_run"] = DiscardAfterRun(begging.discard_to, direction)
    return out


_FOLLOW_RULES = ("play.trump_lead", "play.plain_lead")  # what a renege breaks


def _play_facts(v: ir.Variant, numbers: dict[str, str]) -> dict[str, Fact]:
    rules = v.rules
    pack = rules.pack
    jokers = bool(pack.jokers)
    pitched = rules.trump.pitched
    direction = _direction(rules.table.turn)
    begging = rules.begging
    # The play lasts until the hands are empty: a run whose cards are kept adds tricks.
    kept = begging.run_size if begging is not None and begging.discard_to is None else 0
    joined = _joined(rules)
    only = numbers.get("play.trumps_only") if rules.play.trumps_only else None
    out: dict[str, Fact] = {
        "play.pitch": Pitch(
            rules.auction is None, pack.jokers[0].pitched_trump if jokers else None, direction
        ),
        "play.lead": FirstLead(),
        "play.maker_leads": MakerLeads(
            only,
            direction,
            left_of_maker=rules.play.first_lead == "left_of_maker",
            trump_first=rules.play.first_lead_trump,
        ),
        "play.trump_lead": TrumpLead(jokers, pitched, joined, only, _placed_jokers(rules)),
        "play.plain_lead": PlainLead(
            rules.play.plain_lead == "follow_or_trump",
            rules.play.void,
            joined,
            free=rules.play.plain_lead == "free",
        ),
        "play.trick": WinningTricks(numbers.get("trump.same_colour"), only),
        "play.all_tricks": AllTricks(
            rules.hand_at_play,
            _drawn_tricks(rules),
            kept,
            numbers.get("beg.run") if kept else None,
            only,
        ),
        "play.undertrump": NoUndertrump(),
        "play.trumps_only": TrumpsOnly(direction),
    }
    renege = rules.play.renege
    if renege is not None:
        breaks = ("play.trump_lead",) if rules.play.plain_lead == "free" else _FOLLOW_RULES
        out["play.renege"] = RenegePenalty(
            tuple(dict.fromkeys(numbers[rule] for rule in breaks)),
            renege.points,
            renege.in_trumps,
            renege.in_trumps_holding_ten,
        )
    if rules.draw is not None:
        out["play.draw"] = Drawing(rules.draw.face_up, direction)
    if joined is not None:
        out["play.suits"] = CardSuits(joined)
    if pitched and rules.trump.declared:
        unsuited = sum(joker.pitched_trump is None for joker in pack.jokers)
        out["play.declare"] = DeclaredPitch(
            "two" if unsuited > 1 else "one" if unsuited else "none", joined
        )
    return out


def _point_facts(v: ir.Variant, numbers: dict[str, str]) -> dict[str, Fact]:
    rules = v.rules
    turned = rules.trump.from_stock
    kind = _in_play_kind(rules)
    out_of_play = _out_of_play(rules)
    prelude = [p for p in rules.points if isinstance(p.select, model.TurnedUp | model.Gift)]
    on_capture = tuple(p.id for p in rules.points if p.at_once and p not in prelude)
    at_once = {p.id for p in prelude} | set(on_capture)
    after = tuple(p.id for p in rules.points if p.id not in at_once)
    trump_points = tuple(p.id for p in rules.points if _is_trump_point(p.select))
    out: dict[str, Fact] = {}
    for point in rules.points:
        select = point.select
        if isinstance(select, model.TurnedUp | model.Gift):
            continue  # their own facts: the turn-up's and the gift's
        if isinstance(select, model.EveryTrick):
            out[f"points.{point.id}"] = EveryTrickPoint(point)
            continue
        counting = (
            numbers.get("table.counting_cards") if isinstance(select, model.MostCount) else None
        )
        out[f"points.{point.id}"] = PointOfTheHand(
            point,
            select,
            bool(rules.pack.jokers),
            kind,
            out_of_play,
            counting,
            _tie(rules, select),
            turned,
            _direction(rules.table.turn),
            numbers.get("game.at_once") if point.at_once else None,
            kind != "kept",
            len(rules.pack.jokers) == 2,
            rules.pack.jokers_level if len(rules.pack.jokers) == 2 else "",
            rules.refill is not None or rules.draw is not None,
            rules.whole_pack_dealt,
        )
    valued = any(
        p.value != 1 or p.hanged for p in rules.points if not isinstance(p.select, model.TurnedUp)
    ) or any(
        value != 1
        for p in rules.points
        if isinstance(p.select, model.TurnedUp)
        for _, value in p.select.values
    )
    out["points.made"] = PointsMade(
        len(after), valued, tuple(p.id for p in rules.points if p.id in at_once)
    )
    twice = (
        tuple(p.id for p in prelude if isinstance(p.select, model.TurnedUp))
        if rules.begging is not None
        else ()
    )
    out["points.before_play"] = BeforePlay(
        tuple(
            (
                p.id,
                tuple(
                    n
                    for n in (
                        numbers.get(f"points.{p.id}"),
                        numbers.get("beg.run") if p.id in twice else None,
                    )
                    if n
                ),
            )
            for p in prelude
        ),
        twice,
        on_capture,
        after,
        not valued,
    )
    kept_by = (
        tuple(numbers[r] for r in ("draw.discard", "draw.rob") if r in numbers)
        if _points_kept(rules)
        else ()
    )
    out["points.in_play_only"] = InPlayOnly(
        trump_points,
        out_of_play,
        numbers["deal.in_play"],
        kind,
        tuple(dict.fromkeys(kept_by)),
        sum(p.value for p in rules.points),
    )
    out["points.no_trump"] = NoTrumpInPlay(trump_points)
    out["points.count"] = SideCount(sum(p.value for p in rules.points))
    return out


def _certain_when(rules: model.Rules) -> tuple[tuple[str, CertainWhen], ...]:
    """Each point counted at the end of the hand, and when it becomes certain during the
    play (the engine's `_certain_points`)."""
    out: list[tuple[str, CertainWhen]] = []
    for point in rules.points:
        if point.scored_at_once:
            continue
        when: CertainWhen
        match point.select:
            case model.HighestTrump():
                when = "top"
            case model.LowestTrump():
                when = "bottom"
            case model.MostCount():
                when = "count"
            case model.EveryTrick():
                when = "end"
            case _:
                when = "played" if point.credit in ("holder", "player") else "taken"
        out.append((point.id, when))
    return tuple(out)


def _smudge_decided_at_the_end(smudge: model.Smudge | None) -> int | None:
    """A smudge's bid where going out waits for the end of the hand: it needs every trick,
    or scores other than the points made (the engine's `go_out`)."""
    if smudge is None:
        return None
    special = smudge.needs_every_trick or smudge.scores_bid or smudge.hole_reset
    return smudge.bid if special or smudge.hole_scores is not None else None


def _game_facts(v: ir.Variant, numbers: dict[str, str]) -> dict[str, Fact]:
    rules = v.rules
    auction = rules.auction
    countdown = rules.scoring.direction == "down"
    target = rules.game.target
    total = sum(point.value for point in rules.points)
    smudge = auction.smudge if auction else None
    winning_smudge = smudge if smudge and smudge.wins_game else None
    prelude = [p for p in rules.points if isinstance(p.select, model.TurnedUp | model.Gift)]
    on_capture = tuple(p.id for p in rules.points if p.at_once and p not in prelude)
    limit = numbers.get("beg.gift_limit")
    never = tuple(
        (p.id, limit) for p in prelude if isinstance(p.select, model.Gift) and limit is not None
    )
    table = rules.table
    gift_to_several = any(table.sides(n) > 2 for n in _counts(table)) and any(
        isinstance(p.select, model.Gift) for p in prelude
    )
    begging = rules.begging
    undone: list[Literal["run", "discard", "play"]] = []
    if prelude and begging is not None:
        undone.append("run")
        if begging.discard_to is not None:
            undone.append("discard")
    undone.append("play")
    at_once_ids = (*(p.id for p in prelude), *on_capture)
    difference = auction is not None and rules.scoring.contract == "difference"
    count = numbers.get("points.count")
    # the rule of refused actions, when it does not share its number with the misdeals'
    refused = numbers.get("errors.refused")
    if refused == numbers.get("errors.no_penalties"):
        refused = None
    out: dict[str, Fact] = {
        "scoring.others": OthersScore(
            countdown, not rules.trump.from_stock and auction is not None, difference, count
        ),
        "scoring.difference": ByDifference(
            numbers.get("auction.all_pass")
            if auction is not None and auction.all_pass == "dealer_plays"
            else None
        ),
        "scoring.set": SetSide(total, rules.scoring.set_own_plus_bid),
        "scoring.contract": ContractScoring(
            countdown,
            auction is not None
            and (auction.kind == "sell" or auction.all_pass in ("eldest_pitches", "dealer_plays")),
            auction.smudge.bid
            if auction and auction.smudge and auction.smudge.scores_bid
            else None,
            _smudge_needs_all(rules),
            count,
        ),
        "scoring.hole": Hole(countdown, target),
        "scoring.setbacks": SetbacksRecorded(
            rules.settlement is not None and rules.settlement.per_setback > 0,
            numbers.get("settle.setbacks", ""),
            rules.game.setbacks_lose,
            numbers.get("game.setbacks", ""),
            numbers.get("scoring.contract", ""),
            smudge.bid if smudge and smudge.set_counts > 1 else 0,
            smudge.set_counts if smudge else 1,
        ),
        "game.target": Target(
            target,
            countdown,
            auction is not None and auction.kind == "sell",
            numbers.get("game.at_once"),
            rules.game.count_out.mode == "bid_out",
            numbers.get("game.going_out"),
        ),
        "game.instant": InstantWins(
            winning_smudge,
            winning_smudge.hole_scores
            if winning_smudge and winning_smudge.hole_scores is not None
            else winning_smudge.bid
            if winning_smudge and (winning_smudge.scores_bid or winning_smudge.bid == total)
            else None,
            rules.game.all_points_wins,
            countdown,
            target,
            numbers.get("game.count_out", ""),
            tuple(p.id for p in rules.points if not p.scored_at_once),
            _named_card(rules),
            smudge.bid if smudge and smudge.set_loses else None,
        ),
        "game.at_once": AtOnce(
            tuple(p.id for p in prelude),
            on_capture,
            never,
            gift_to_several and limit is None,
            tuple(undone),
            target,
            countdown,
        ),
        "game.count_out": CountingOut(
            rules.game.count_out.mode,
            rules.game.count_out.pitcher_first,
            rules.game.count_out.order,
            countdown,
            target,
            at_once_ids,
            auction is not None and auction.kind == "sell",
            tuple(numbers[r] for r in ("scoring.difference", "scoring.set") if r in numbers),
            auction is not None,
            all(table.sides(n) <= 2 for n in _counts(table)),
        ),
        "game.going_out": GoingOut(
            target, countdown, _certain_when(rules), _smudge_decided_at_the_end(smudge)
        ),
        "game.one_winner": OneWinner(),
        "game.setbacks": SetbacksLose(rules.game.setbacks_lose),
        "game.deals": FixedDeals(rules.game.deals_each, countdown),
        "settle.none": NoStakes(),
        "errors.refused": Refused(
            refused is not None,
            auction is not None,
            (begging is not None and begging.discard_to is not None)
            or rules.refill is not None
            or rules.discard_down is not None,
        ),
        "errors.no_penalties": NoPenalties(refused, numbers.get("play.renege")),
    }
    settlement = rules.settlement
    if settlement is not None:
        out["settle.chips"] = Settle(
            settlement.above_zero,
            settlement.at_or_below_zero,
            countdown,
            target,
            settlement.smudge_double,
        )
        out["settle.setbacks"] = SetbackChips(settlement.per_setback)
        out["settle.net"] = NetChips()
    return out


def facts(v: ir.Variant, numbers: dict[str, str]) -> dict[str, Fact]:
    """Every rule's fact, by rule id: what the rulebook says of this variant. (Facts of
    rules the variant does not have may be among them; only its rules are planned.)"""
    out: dict[str, Fact] = {}
    for part in (
        _table_facts,
        _deal_facts,
        _auction_facts,
        _draw_facts,
        _play_facts,
        _point_facts,
        _game_facts,
    ):
        out.update(part(v, numbers))
    # The begging facts read the numbers of the play and of the points: made last.
    out.update(_begging_facts(v, numbers))
    return out


def plan(v: ir.Variant) -> Plan:
    """The rulebook of `v`: the rules it has, in order, each numbered, each a fact."""
    rules = numbered(v.rules, v.prefix)
    numbers = {rule.id: rule.number for rule in rules}
    said = facts(v, numbers)
    sections = []
    for major, section in enumerate(layout_of(v.rules), start=1):
        planned = tuple(
            PlannedRule(rule.id, rule.number, said[rule.id])
            for rule in rules
            if rule.section == major
        )
        if planned:
            sections.append(PlannedSection(section.id, major, planned))
    return Plan(v, bool(v.rules.table.partnered), tuple(sections), v.rules.trump.named)
