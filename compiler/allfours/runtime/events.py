"""The event log: what happened in a game, in order, as the engine did it.

The engine appends one event for each thing that happens: a deal, a bid, trump fixed,
a card played, a trick won, a point scored, a set-back, the end of a hand or of the
game. Replay, the conformance kit's traces and the observations players get all read
this log; none of them works out again what the engine already decided. Cards are
codes ("AS", "JK"); a side is named by its lowest seat.
"""

from __future__ import annotations

from typing import Literal, NamedTuple


class Dealt(NamedTuple):
    dealer: int
    hands: tuple[tuple[str, ...], ...]  # each seat's cards, in seat order
    stock: tuple[str, ...]  # the undealt cards, top first
    scores: tuple[int, ...]  # each seat's score before the hand


class Bid(NamedTuple):
    seat: int
    action: str  # "pass" or "bid N"


class SaleAnswered(NamedTuple):
    seat: int  # the seller
    action: Literal["sell", "refuse"]
    price: int


class Contract(NamedTuple):
    """Who pitches, and the bid to make (None: no contract)."""

    pitcher: int
    bid: int | None


class ThrownIn(NamedTuple):
    """Everyone passed and the cards were thrown in: the hand is not played."""


class CardTurnedUp(NamedTuple):
    """A card turned up from the stock for trump (the refused suit again: set aside)."""

    card: str
    set_aside: bool


BegAction = Literal["stand", "beg", "give", "run"]


class Begged(NamedTuple):
    """Eldest's `stand` or `beg`, or the dealer's `give` or `run`."""

    seat: int
    action: BegAction


class RunDealt(NamedTuple):
    """The cards run: one more packet to each seat, in seat order."""

    cards: tuple[tuple[str, ...], ...]


class Bunched(NamedTuple):
    """The stock ran out while running the cards: the same dealer deals again."""


class Discarded(NamedTuple):
    seat: int
    card: str


class DiscardsDone(NamedTuple):
    """A player's `done`: their discarding is over."""

    seat: int


class Drew(NamedTuple):
    seat: int
    card: str


class TrumpFixed(NamedTuple):
    suit: str
    seat: int  # the player whose card (or choice) fixed it; the dealer for a turn-up
    how: Literal["first_card_pitched", "turn_up", "top_of_stock", "named"]


class Played(NamedTuple):
    seat: int
    card: str


class TrickWon(NamedTuple):
    leader: int
    cards: tuple[str, ...]  # in play order, from the leader
    winner: int


class PointScored(NamedTuple):
    point: str
    side: int | None  # None: no one scores it
    value: int
    at_once: bool = False  # scored the moment it happened (a turn-up, a gift, a capture)


class Reneged(NamedTuple):
    """A renege found as the hand ends (where the rules allow one, with a penalty): the
    seat that failed to follow, the card it played, in which trick (0 the first), and
    what each other side scores for it."""

    seat: int
    card: str
    trick: int
    penalty: int


class SetBack(NamedTuple):
    side: int
    amount: int


class HandScored(NamedTuple):
    scores: tuple[int, ...]  # per seat, after the hand
    made: bool | None  # whether the pitcher made the contract (None: no contract)


# How a game was won: the only side to reach the target; among several, the pitcher's
# counting first, the points credited in order, or the higher score; the pitcher's side
# bidding out; a made smudge; every point of a hand; the price of a sold pitch; a side
# set back once too often losing; the highest score once each player has dealt as often
# as a game of a fixed number of deals lasts ("deals").
# A point scored the moment it happened can end the game at once ("at_once"); the
# pitcher's side can go out during the play ("going_out").
GameEndedBy = Literal[
    "target",
    "pitcher_first",
    "count_out",
    "higher_score",
    "bid_out",
    "setbacks",
    "smudge",
    "all_points",
    "sale",
    "at_once",
    "going_out",
    "deals",
]


class GameWon(NamedTuple):
    side: int
    by: GameEndedBy


Event = (
    Dealt
    | Bid
    | SaleAnswered
    | Contract
    | ThrownIn
    | CardTurnedUp
    | Begged
    | RunDealt
    | Bunched
    | Discarded
    | DiscardsDone
    | Drew
    | TrumpFixed
    | Played
    | TrickWon
    | PointScored
    | Reneged
    | SetBack
    | HandScored
    | GameWon
)
