"""The variant file as written: one immutable node per statement, each with its span.

The AST mirrors the surface syntax and resolves nothing: `extends` is still a name,
defaults are not filled in. Checks read it; `lower` turns it into the IR. Nodes are
NamedTuples: typed and immutable, and quick to define (the checker imports this module
on every run, and a frozen dataclass costs several times more to create).
"""

from __future__ import annotations

from typing import Literal, NamedTuple

from allfours.registry.points import ClauseKind, PointKindName, RecipientKind
from allfours.registry.settings import BY_KEY, KEY_OF
from allfours.span import Span

FollowKind = Literal["must_follow", "follow_or_trump"]


class Name(NamedTuple):
    value: str
    span: Span


class Number(NamedTuple):
    value: int
    span: Span


class Header(NamedTuple):
    id: Name
    title: str
    base: Name | None
    span: Span


# -- statements ---------------------------------------------------------------------
# Every statement has a `key`, the setting registry's name for what it states (its
# last field, never given): two statements with the same key state the same setting,
# which is an error in one file and an override across `extends`.


class Piece(NamedTuple):
    """A named part of a declared statement's line: an alternative of its grammar (a
    clause, or a part within one), where it is written, and the numbers written in it."""

    name: str
    span: Span
    numbers: tuple[Number, ...]
    depth: int  # 0: the statement itself; 1: its clauses; 2: a part of a clause; ...


class Stated(NamedTuple):
    """A statement that the setting registry declares whole (a `Setting` with `values`):
    which alternative of its grammar rule is written, its numbers, and (for a statement of
    clauses) each part with its place. Its meaning is the registry's: `lower` writes
    `value()` into the IR."""

    key: str
    choice: str  # the name of the alternative written (a key of the setting's `values`)
    numbers: tuple[Number, ...]  # in the order they are written
    span: Span
    # the words just before each number, as the line writes them (the place of the number
    # in the values registry: `back` in `set back 3 times`)
    before: tuple[str, ...] = ()
    parts: tuple[str, ...] = ()  # every named part of the grammar the line went through
    pieces: tuple[Piece, ...] = ()  # the same parts, each with its place and numbers

    def value(self) -> object:
        """What the line writes into the IR, as the registry declares it."""
        numbers = tuple(number.value for number in self.numbers)
        parts = [(p.name, tuple(n.value for n in p.numbers)) for p in self.pieces]
        return BY_KEY[self.key].value(self.choice, numbers, parts)

    def piece(self, name: str) -> Piece | None:
        """The part of the line with this name (a clause, or a part of one), if written."""
        return next((piece for piece in self.pieces if piece.name == name), None)

    @property
    def number(self) -> Number:
        """The statement's one number."""
        return self.numbers[0]


class Description(NamedTuple):
    text: str
    span: Span
    key: str = KEY_OF["description"]


class Translation(NamedTuple):
    """`title es: "..."` or `description pl: "..."`: the title or description in another
    of the site's languages. Like `description`, it describes its own file's variant."""

    what: Literal["title", "description"]
    language: Name  # the language's code, e.g. "es"
    text: str
    span: Span

    @property
    def key(self) -> str:
        return f"{self.what} {self.language.value}"


class Numbering(NamedTuple):
    prefix: Name
    span: Span
    key: str = KEY_OF["numbering"]


class Players(NamedTuple):
    low: Number
    high: Number | None
    partnership: Number | None  # players per partnership; None: each for themselves
    seating: Literal["opposite", "alternately"] | None
    span: Span
    either: bool = False  # "2 or 4": only the two counts, not those between
    # "; with 4, in partnerships of 2": partnerships only at this count
    partnered_at: Number | None = None
    key: str = KEY_OF["players"]


class Pack(NamedTuple):
    size: Number
    lowest_rank: Name | None  # a rank word, e.g. "seven"; None: down to the two
    jokers: int  # 0, 1 or 2
    span: Span
    key: str = KEY_OF["pack"]

    @property
    def joker(self) -> bool:
        return self.jokers > 0


class Joker(NamedTuple):
    pitched_trump: str | None  # the suit word a pitched joker makes trump, e.g. "spades"
    span: Span
    # a joker placed among the trumps (or two, the high one above the low one): the
    # rank's word of the trump it ranks just above
    above: Name | None = None
    number: int = 1  # how many jokers the rule is about
    # two jokers that rank alike: which wins a trick that holds both ("": they do not)
    level: Literal["", "first", "later"] = ""
    key: str = KEY_OF["joker"]


class Deal(NamedTuple):
    hand_size: Number
    packet_size: Number
    span: Span
    from_right: bool = False  # the first packet goes to the dealer's right
    key: str = KEY_OF["deal"]


class Auction(NamedTuple):
    # bids once around; bids in rounds until all but one pass; no bidding; a sale
    kind: Literal["once_around", "rounds", "none", "sell"]
    low: Number | None  # the bid range; None when there is no bidding
    high: Number | None
    span: Span
    retake: bool = False  # a later player may take the top bid by bidding it again
    # a sale whose bids go in rounds, a pass being final (a raised bidder raises again)
    sold_in_rounds: bool = False
    key: str = KEY_OF["auction"]


class Privilege(NamedTuple):
    kind: Literal["none", "match"]
    limit: Literal["except_smudge", "even_smudge"] | None
    limit_span: Span | None
    span: Span
    key: str = KEY_OF["privilege"]


class AllPass(NamedTuple):
    kind: Literal[
        "stick_the_dealer",
        "redeal_by_next_dealer",
        "redeal_by_same_dealer",
        "eldest_pitches",
        "dealer_plays",
    ]
    span: Span
    stuck_at: Number | None = None  # a stuck dealer's least bid (None: the lowest bid)
    # a stuck dealer may instead be set back so much and pass the deal (None: must bid)
    stuck_set: Number | None = None
    key: str = KEY_OF["all_pass"]


class ForcedBid(NamedTuple):
    """A player holding a card of `rank` and another card of its suit must bid at least
    `at_least` (Nine-Five's forced nine)."""

    rank: Name  # its rank's word, e.g. "nine"
    at_least: Number
    span: Span
    key: str = KEY_OF["forced_bid"]


class Trump(NamedTuple):
    kind: Literal["first_card_pitched", "turn_up", "top_of_stock", "named"]
    span: Span
    key: str = KEY_OF["trump"]


class NoSameColour(NamedTuple):
    """`same colour: none`: a variant built on one with a card that joins trump, without it."""

    span: Span
    key: str = KEY_OF["same_colour"]


class SameColour(NamedTuple):
    """A card of the other suit of trump's colour that belongs to trump."""

    rank: Name  # its rank's word, e.g. "five"
    below: Name  # the rank of the trump it ranks just below
    span: Span
    key: str = KEY_OF["same_colour"]


class Refill(NamedTuple):
    """Discarding and drawing once trump is named, the dealer (or another) robbing the pack."""

    hand_size: Number  # every hand is brought back to this
    span: Span
    keep_points: bool = False  # no card that a point is about may be discarded
    # who robs the pack: the dealer, the high bidder, or no one (everyone draws)
    robber: Literal["dealer", "pitcher", "none"] = "dealer"
    at_most: Number | None = None  # the others may discard this many plain cards at most
    # a trump discarded comes back to its player, so only plain cards go (Nine-Five)
    returned_trumps: bool = False
    # the others may discard any cards, trumps too (up to `at_most`)
    trumps_too: bool = False
    # the high bidder may pass the pack unseen to the partner, who robs it instead
    partner_robs: Span | None = None
    key: str = KEY_OF["refill"]


class NoRefill(NamedTuple):
    """`discard and draw: none`: a variant built on one with a draw, without it."""

    span: Span
    key: str = KEY_OF["refill"]


class Kitty(NamedTuple):
    """Cards kept face down at the deal, taken once trump is named: one kitty (a widow)
    for the high bidder, or a packet for each player; then everyone discards down."""

    size: Number  # the kitty's cards, or each packet's
    each: bool  # a packet for each player, not one kitty for the high bidder
    discard_to: Number  # every hand is then discarded down to this
    span: Span
    # the high bidder takes the kitty (a widow) before naming trump, and sees it then
    before_naming: bool = False
    key: str = KEY_OF["kitty"]


class DiscardDown(NamedTuple):
    """Once trump is named, each player discards down to a hand size, plain cards first
    (Smear); without a kitty, the same discards as after taking one."""

    down_to: Number
    span: Span
    key: str = KEY_OF["kitty"]  # one setting with the kitty: a house rule replaces either


class Begging(NamedTuple):
    gift_limit: bool  # no gift that would bring a side to the target
    span: Span
    key: str = KEY_OF["begging"]


class Running(NamedTuple):
    size: Number  # cards to each player in a run
    span: Span
    key: str = KEY_OF["running"]


class AfterRunning(NamedTuple):
    discard_to: Number | None  # None: every player keeps every card
    span: Span
    key: str = KEY_OF["after_running"]


class Draw(NamedTuple):
    face_up: bool
    span: Span
    key: str = KEY_OF["draw"]


class TrumpLead(NamedTuple):
    kind: FollowKind
    span: Span
    key: str = KEY_OF["trump_lead"]


class CountValue(NamedTuple):
    rank: str
    value: Number
    span: Span


class PointCard(NamedTuple):
    kind: PointKindName  # what each kind allows: registry/points.py
    # for "trump_card", "same_colour" and "plain_cards": the rank's word, e.g. "jack";
    # for "joker" with two jokers: "high" or "low"
    rank: str | None
    counts: tuple[CountValue, ...]
    span: Span


class Recipient(NamedTuple):
    kind: RecipientKind
    span: Span


class Clause(NamedTuple):
    kind: ClauseKind
    span: Span
    value: Number | None = None  # for "hanged": what the point is then worth


class Point(NamedTuple):
    id: Name
    card: PointCard
    recipient: Recipient | None
    clauses: tuple[Clause, ...]
    span: Span
    worth: Number | None = None  # None: 1

    @property
    def key(self) -> str:
        return f"point {self.id.value}"


class NoPoint(NamedTuple):
    """`point ID: none`: a variant built on one with the point `ID`, without it."""

    id: Name
    span: Span

    @property
    def key(self) -> str:
        return f"point {self.id.value}"


class Contract(NamedTuple):
    kind: Literal["reach_bid", "difference"]
    span: Span
    key: str = KEY_OF["contract"]


class Target(NamedTuple):
    value: Number
    span: Span
    key: str = KEY_OF["target"]


class CountOut(NamedTuple):
    mode: Literal["in_order", "higher_score", "none", "bid_out"]
    pitcher_first: bool
    order: tuple[Name, ...]
    span: Span
    key: str = KEY_OF["count_out"]


class Settle(NamedTuple):
    above_zero: Number
    at_or_below_zero: Number
    span: Span
    key: str = KEY_OF["settle"]


class NoSettle(NamedTuple):
    """`settle: none`: no stakes; the game is simply won."""

    span: Span
    key: str = KEY_OF["settle"]


Statement = (
    Stated
    | Description
    | Translation
    | Numbering
    | Players
    | Pack
    | Joker
    | Deal
    | Auction
    | Privilege
    | AllPass
    | ForcedBid
    | Trump
    | SameColour
    | NoSameColour
    | Refill
    | NoRefill
    | Kitty
    | DiscardDown
    | Begging
    | Running
    | AfterRunning
    | Draw
    | TrumpLead
    | Point
    | NoPoint
    | Contract
    | Target
    | CountOut
    | Settle
    | NoSettle
)

# What describes its own file's variant and is not inherited: the description, and the
# title and description in another language. Every other statement is, until a nearer
# file states its setting again.
NOT_INHERITED = (Description, Translation)


class VariantFile(NamedTuple):
    path: str
    header: Header
    statements: tuple[Statement, ...]
    # The settings (by key) of lines that did not parse: the file meant to state them, so
    # what a base says of them is not what the variant plays.
    unread: frozenset[str] = frozenset()
