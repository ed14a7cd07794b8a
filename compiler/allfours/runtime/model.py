"""The variant as data: the typed tree the compiler builds and the engine plays.

One type serves both sides. The compiler's `lower` builds a `Rules` from a checked
variant file; the Python backend emits the same value into each generated module, where
the engine (inlined from this package) reads it. A hand goes through its phases in the
family's order, and `Rules` holds one record per phase: the table, the pack, the deal,
the auction (or none), how trump is fixed, the play, the points, the scoring, the end
of the game and the settlement. A part that a variant may lack is a record or None,
never a set of prefixed fields; allowed values are `Literal` types, checked by mypy on
both sides.

Every record is a NamedTuple: immutable, typed, and quick to define, which matters in
a generated module that is imported once per process.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal, NamedTuple

Suit = Literal["S", "H", "D", "C"]
# Who scores a point: the player dealt its card, who took it, who played it; the
# dealer's side; each side but the dealer's (a gift).
Credit = Literal["holder", "capturer", "player", "dealer", "others"]

# The rules a rulebook states, by a stable id (the rulebook's numbers are assigned to
# them per variant: `Rules.numbers`). A point of the hand is cited as `points.<id>`.
RuleId = Literal[
    "table.players",
    "table.seats",
    "table.sides",
    "table.pack",
    "table.card_codes",
    "table.counting_cards",
    "deal.deal",
    "deal.in_play",
    "deal.rotation",
    "trump.turn_up",
    "trump.stock",
    "trump.named",
    "trump.same_colour",
    "beg.eldest",
    "beg.stand",
    "beg.beg",
    "beg.gift_limit",
    "beg.run",
    "beg.run_again",
    "beg.bunch",
    "discard.after_run",
    "discard.out_of_play",
    "draw.discard",
    "draw.refill",
    "draw.from_discards",
    "draw.rob",
    "kitty.take",
    "draw.down",
    "auction.order",
    "auction.bids",
    "auction.privilege",
    "auction.sale",
    "auction.smudge",
    "auction.all_pass",
    "auction.contract",
    "auction.retake",
    "auction.forced",
    "play.pitch",
    "play.lead",
    "play.maker_leads",
    "play.suits",
    "play.trump_lead",
    "play.plain_lead",
    "play.trick",
    "play.all_tricks",
    "play.undertrump",
    "play.draw",
    "play.trumps_only",
    "play.renege",
    "play.declare",
    "points.made",
    "points.before_play",
    "points.in_play_only",
    "points.no_trump",
    "points.count",
    "scoring.others",
    "scoring.contract",
    "scoring.hole",
    "scoring.setbacks",
    "scoring.difference",
    "scoring.set",
    "game.target",
    "game.instant",
    "game.count_out",
    "game.at_once",
    "game.one_winner",
    "game.setbacks",
    "game.going_out",
    "game.deals",
    "settle.none",
    "settle.chips",
    "settle.setbacks",
    "settle.net",
    "errors.refused",
    "errors.no_penalties",
]


class Table(NamedTuple):
    """Who plays: a range of players, each for themselves or in partnerships, and which
    way the turn goes."""

    players_min: int
    players_max: int
    # 1: each for themselves; k: sides of k partners, seat s playing for side s % sides,
    # at the player counts of `partnered` (the others play each for themselves)
    partnership_size: int = 1
    partnered: tuple[int, ...] = ()
    excluded: tuple[int, ...] = ()  # counts within the range that may not play
    turn: Literal[1, -1] = 1  # 1: the turn passes to the left (clockwise); -1: to the right

    def allows(self, players: int) -> bool:
        return self.players_min <= players <= self.players_max and players not in self.excluded

    def sides(self, players: int) -> int:
        """How many sides a table of `players` has."""
        return players // self.partnership_size if players in self.partnered else players

    def layout(self, players: int) -> list[list[int]]:
        """Each side's seats at a table of `players`, in side order (seat s plays for
        side s % sides): the `sides` of a hand record and of the protocol's `start`."""
        count = self.sides(players)
        return [list(range(side, players, count)) for side in range(count)]


class Joker(NamedTuple):
    """A joker's part in the game, once trump is known (a trump context's data)."""

    code: str  # its card code: "JK" alone; "HJ" and "LJ", the high and the low joker
    # where it ranks among the trumps: below the lowest natural one, or just above the
    # trump of rank `above` (two jokers: the high one, then the low one)
    rank: Literal["lowest", "above"]
    can_be_low: bool  # False: the lowest natural trump is Low instead
    pitched_trump: Suit | None  # the suit it makes trump when it is the first card pitched
    above: str = ""


class SameColour(NamedTuple):
    """A card of the other suit of trump's colour that belongs to trump once it is known
    (Cinch's Left Pedro, the off-jack): its rank, and the trump it ranks just below."""

    rank: str
    below: str


class Pack(NamedTuple):
    ranks: str  # the ranks of every suit, high to low, as card-code letters
    jokers: tuple[Joker, ...] = ()
    same_colour: SameColour | None = None
    # two jokers that rank alike (Smear): the one played first, or later, wins a trick
    # that holds both; "": the high joker ranks above the low one
    jokers_level: Literal["", "first", "later"] = ""


class Deal(NamedTuple):
    hand_size: int
    packet_size: int
    rotation: Literal[1, -1, 0] = 1  # +1: the deal passes left; -1: right; 0: it stays


class Smudge(NamedTuple):
    """The top bid that cannot be taken away, and what making it does."""

    bid: int
    wins_game: bool = False
    unless_in_hole: bool = False  # ... unless the bidder's side was in the hole
    scores_bid: bool = False  # made, it scores the bid instead of the points made
    needs_every_trick: bool = False  # made only with every point and every trick
    dealer_may_match: bool = False  # the dealer's privilege reaches even a smudge
    set_loses: bool = False  # set, the bidder's side loses the game (shooting the moon)
    # made from the hole, it brings the bidder's score back to the start (0)
    hole_reset: bool = False
    # made from the hole, it scores this many points instead of the points made (or None)
    hole_scores: int | None = None
    # set, it counts as this many set-backs (toward `set-backs:` and set-back chips)
    set_counts: int = 1


class ForcedBid(NamedTuple):
    """A player holding a card of `rank` and another card of its suit may not pass while
    the high bid is below `at_least`, and bids at least that (Nine-Five)."""

    rank: str
    at_least: int

    def obliges(self, hand: Sequence[str]) -> bool:
        """Whether a hand, as card codes (`9H`), holds a card of the rank and another card
        of its suit. A joker's code (`JK`, `HJ`) names no suit."""
        suits = [code[1:] for code in hand if code[:1] == self.rank and code[1:] in "SHDC"]
        return any(sum(1 for code in hand if code[1:] == suit) > 1 for suit in suits)


class Auction(NamedTuple):
    """One round of bids from the dealer's left; bids in rounds from there, a pass being
    final, until all but one have passed; or the pitch sold by the player there."""

    kind: Literal["once_around", "rounds", "sell"]
    min_bid: int
    max_bid: int
    privilege: Literal["none", "match"] = "none"  # the dealer may take it at the high bid
    smudge: Smudge | None = None
    all_pass: Literal[
        "stick_the_dealer",
        "redeal_by_next_dealer",
        "redeal_by_same_dealer",
        "eldest_pitches",
        "dealer_plays",  # the dealer plays (names trump, or pitches) without a contract
    ] = "stick_the_dealer"
    retake_top: bool = False  # a later player may take the top bid by bidding it again
    stuck_at: int = 0  # a stuck dealer's least bid (0: the lowest bid)
    forced: ForcedBid | None = None  # a bid that a player's cards oblige
    # where the pitch is sold: the others bid in rounds, a pass being final (Sancho Pedro)
    sold_in_rounds: bool = False
    # a stuck dealer may instead take a set of so many points and pass the deal (0: must bid)
    stuck_set: int = 0


class Trump(NamedTuple):
    """How the hand's trump suit is fixed: by the first card pitched; by the top card of
    the stock, turned up and offered (begging may refuse it); by the top card of a stock
    that the players draw from; or named by the high bidder (the Pedro line)."""

    kind: Literal["first_card_pitched", "turn_up", "top_of_stock", "named"] = "first_card_pitched"
    # A pitched card that does not make trump plain (a joker whose rule names no suit, a
    # card that may be the trump of the same colour): the pitcher declares trump.
    declared: bool = False

    @property
    def pitched(self) -> bool:
        """Fixed by the pitcher's first card (the auction-pitch line)."""
        return self.kind == "first_card_pitched"

    @property
    def from_stock(self) -> bool:
        """Fixed by a card of the stock (the turn-up line)."""
        return self.kind in ("turn_up", "top_of_stock")

    @property
    def named(self) -> bool:
        """Named by the high bidder once the auction is over (the Pedro line)."""
        return self.kind == "named"


class Begging(NamedTuple):
    """Eldest stands or begs the turned-up suit; the dealer gives the gift or runs the
    cards: `run_size` more each and a new turn-up, again while it shows the refused suit,
    and a bunch (the same dealer deals again) when the stock cannot serve a run."""

    gift_limit: bool = False  # no gift that would bring a side to the target
    run_size: int = 3
    discard_to: int | None = None  # after a run, each player discards down to this


class Draw(NamedTuple):
    """After each trick, the winner draws the top card of the stock, then each other
    player in turn, until the stock is gone."""

    face_up: bool  # the stock lies face up: everyone sees its top card


class Refill(NamedTuple):
    """Once trump is named, each player but the robber in turn discards every plain card
    (and trumps beyond `hand_size`); the dealer deals each of them back to `hand_size`
    from the stock, then from their discards; then the robber (the dealer, or the high
    bidder) robs the pack, taking what is left of the stock, and discards down to
    `hand_size`. With no robber, everyone discards and is dealt back, the dealer last."""

    hand_size: int
    keep_points: bool = False  # no card that a point is about may be discarded
    # who robs the pack, and discards last: the dealer, the high bidder, or no one
    robber: Literal["dealer", "pitcher", "none"] = "dealer"
    # 0: the others discard every plain card; else each may discard up to this many
    # plain cards, as it chooses, and says `done` whenever it likes (Schmier)
    at_most: int = 0
    # a trump discarded comes back to its player: only plain cards go (Nine-Five)
    returned_trumps: bool = False
    # with `at_most`: the others may discard any cards, trumps too, as they choose
    trumps_too: bool = False
    # the robber (the high bidder) may pass the pack unseen to its partner, who robs it
    # instead; the high bidder then discards down too (Ten-Point Pitch)
    partner_may_rob: bool = False


class DiscardDown(NamedTuple):
    """Once trump is named, the high bidder takes the kitty, the next `kitty` cards of the
    stock (or each player takes a packet of `kitty`, dealt face down after the hands, in
    turn from the dealer's left; or no one takes anything); then, from the high bidder in
    turn, each player holding more than `down_to` cards discards down to it: any cards,
    or, `plain_first`, a trump only when holding no other card. `before_naming`: the high
    bidder takes the kitty (a widow) and discards down as the auction ends, and only
    then names trump; the others discard after."""

    down_to: int
    kitty: int = 0  # the kitty's cards, or each packet's; 0: no kitty
    each: bool = False  # a packet for each player, not one kitty for the high bidder
    plain_first: bool = False
    # the high bidder takes the kitty (a widow) and discards down before naming trump
    before_naming: bool = False


class Play(NamedTuple):
    """Which cards may follow a lead (the pitcher, or eldest, leads the first trick)."""

    trump_lead: Literal["must_follow"] = "must_follow"
    # "free": a player holding the suit led need not follow it (only a trump lead binds)
    plain_lead: Literal["must_follow", "follow_or_trump", "free"] = "follow_or_trump"
    void: Literal["any_card", "must_trump"] = "any_card"  # holding none of the suit led
    # "only_with_only_trumps": no trump below one already in the trick, unless the
    # player holds nothing but trumps
    undertrump: Literal["allowed", "only_with_only_trumps"] = "allowed"
    # Only trumps are played: a trick is a trump from each player still holding one, and
    # a player with none left drops out of the hand (Pidro's "cold" player).
    trumps_only: bool = False
    # where the high bidder names trump: who leads the first trick
    first_lead: Literal["maker", "left_of_maker"] = "maker"
    # where the high bidder names trump: the first lead is a trump, where the leader
    # holds one (a house rule of named-trump tables)
    first_lead_trump: bool = False
    # A player may renege (fail to follow as the follow rules require); each renege is
    # found at the end of the hand and penalised. None: the follow rules are enforced.
    renege: Renege | None = None


class Renege(NamedTuple):
    """Reneging allowed, with a penalty (Trinidad's tables): a card that the follow rules
    (`trump_lead`, `plain_lead`) forbid to a player holding the suit led may be played.
    Every renege is found when the hand ends: each side but the reneger's scores the
    penalty, counted before the hand's points; it does not count toward a contract."""

    points: int  # what each other side scores for a renege
    in_trumps: int  # for a renege on a trump lead (`points` where the rules say no more)
    # the penalty in trumps only where the reneger holds a trump of the ten or higher;
    # a renege in trumps without one costs `points`
    in_trumps_holding_ten: bool = False


# -- what a point is about --------------------------------------------------------------


class HighestTrump(NamedTuple):
    """The highest trump in play."""


class LowestTrump(NamedTuple):
    """The lowest trump in play that can be Low (a joker may not)."""


class TrumpCard(NamedTuple):
    """A card of the trump suit named by its rank, such as the jack."""

    rank: str


class SameColourCard(NamedTuple):
    """The card of the other suit of trump's colour with this rank (the Left Pedro)."""

    rank: str


class JokerCard(NamedTuple):
    code: str = "JK"


class PlainCards(NamedTuple):
    """Every card of a rank in the plain suits, each scored on its own."""

    rank: str


class TurnedUp(NamedTuple):
    """A card turned up that fixes trump (the first turn-up, or a run's new suit),
    counting by its rank; a rank not listed scores nothing."""

    values: tuple[tuple[str, int], ...]


class Gift(NamedTuple):
    """The dealer's answer to a beg: a point given instead of running the cards."""


class MostCount(NamedTuple):
    """The most counting cards taken in tricks, each rank counting its value."""

    counts: tuple[tuple[str, int], ...]
    # a tie (no counting card at all included): no one; the pitcher's side if level;
    # eldest's side; no one, and the point's value is carried over to the next hand,
    # whose point is then worth its own value and every value carried (Phat's muck)
    tie: Literal["nobody", "pitcher", "eldest", "carried"] = "nobody"
    # each joker taken counts half a point toward its side's total, so that it breaks a
    # tie of whole points (the engine counts the totals in halves)
    joker_half: bool = False


class EveryTrick(NamedTuple):
    """Taking every trick of the hand (a slam): scored by the side that took them all."""


# What a point of the hand is about: a card (or the counting cards), or the tricks.
CardSelect = (
    HighestTrump | LowestTrump | TrumpCard | SameColourCard | JokerCard | PlainCards | MostCount
)
Select = CardSelect | EveryTrick
# Points scored before the play, the moment they happen (a turn-up, a gift).
Prelude = TurnedUp | Gift


class Point(NamedTuple):
    id: str
    select: Select | Prelude
    credit: Credit | None = None  # None: whoever the selection itself names (most count)
    value: int = 1  # a turned-up card's point counts by its rank instead
    at_once: bool = False  # scored the moment its card is taken, not at the hand's end
    hanged: int = 0  # if not 0: worth this when taken from an opponent of its holder

    @property
    def before_play(self) -> bool:
        """Scored by a turn-up or a gift, before the play."""
        return isinstance(self.select, TurnedUp | Gift)

    @property
    def scored_at_once(self) -> bool:
        """Scored the moment it happens (before the play, or as its card is taken), so
        that it decides the game by when it came, not by a count-out order."""
        return self.at_once or self.before_play


class Scoring(NamedTuple):
    direction: Literal["up", "down"] = "up"  # down: from the target to 0
    # "reach_bid": made when the points made reach the bid, every side scoring its points
    # and a pitcher set back by the bid. "difference": made the same way, but only the side
    # with more points scores, the difference; a set side scores nothing and the other
    # side scores every point of the hand plus the shortfall (Cinch).
    contract: Literal["reach_bid", "difference"] = "reach_bid"
    # by difference, on a set: the other side scores its own points plus the bid, instead
    # of every point of the hand plus the shortfall (they differ when a point is out of play)
    set_own_plus_bid: bool = False


class CountOut(NamedTuple):
    """Who wins when sides reach the target in the same hand."""

    # "none": only one side scores in a hand, so no two sides reach the target together;
    # "bid_out": only the pitcher's side, making its bid, can win ("bidding out")
    mode: Literal["in_order", "higher_score", "none", "bid_out"] = "in_order"
    pitcher_first: bool = True
    order: tuple[str, ...] = ()  # point ids, in the order they are credited


class GameEnd(NamedTuple):
    target: int
    count_out: CountOut = CountOut()
    all_points_wins: bool = False  # a side that takes every point wins, whatever its score
    setbacks_lose: int = 0  # a side set back so many times loses the game (0: never)
    # the pitcher's side goes out during the play: it wins the moment the points already
    # certain to be its own make the bid and reach the target (a house rule of Pitch)
    going_out: bool = False
    # once each player has dealt so many times, the highest score wins (0: no such limit)
    deals_each: int = 0


class Settlement(NamedTuple):
    above_zero: int = 1  # chips from a loser whose score is above 0 (past the start)
    at_or_below_zero: int = 2
    per_setback: int = 0
    smudge_double: bool = False  # a game a smudge wins or loses at once pays double


class Rules(NamedTuple):
    """Every setting of a variant that changes how the game is played or scored."""

    id: str
    title: str
    table: Table
    pack: Pack
    deal: Deal
    auction: Auction | None  # None: no bidding; the player left of the dealer pitches
    trump: Trump
    play: Play
    points: tuple[Point, ...]
    scoring: Scoring
    game: GameEnd
    settlement: Settlement | None  # None: no stakes ("so much a game")
    begging: Begging | None = None  # only with a turned-up trump
    draw: Draw | None = None  # only with trump fixed by the top of the stock
    refill: Refill | None = None  # only with trump named by the high bidder
    # a kitty and the discards down to the hand size (only with trump named, and no refill)
    discard_down: DiscardDown | None = None
    # The rulebook number of every rule the variant has: rule id -> "AP-3.3".
    numbers: tuple[tuple[str, str], ...] = ()

    @property
    def hand_at_play(self) -> int:
        """How many cards each hand holds when the play begins: as dealt, or as the
        discards after a refill or a kitty leave it."""
        if self.refill is not None:
            return self.refill.hand_size
        down = self.discard_down
        return down.down_to if down is not None else self.deal.hand_size

    @property
    def whole_pack_dealt(self) -> bool:
        """Every card of the pack is dealt, at every table size (Phat): no card is ever
        out of play, and no stock is left."""
        pack = 4 * len(self.pack.ranks) + len(self.pack.jokers)
        table = self.table
        sizes = [n for n in range(table.players_min, table.players_max + 1) if table.allows(n)]
        return all(n * self.deal.hand_size == pack for n in sizes)

    def cite(self, rule: RuleId) -> str:
        """A rule's number as the rulebook prints it, e.g. `AP-4.3`."""
        return dict(self.numbers)[rule]
