"""Cards as small integers, and a trump context for each trump suit.

A pack is the four suits from the ace down to a lowest rank, plus its jokers. A card is
`suit * len(ranks) + order` (order 0 for the ace); the jokers come last and have no
natural suit. Once trump is known, a `TrumpContext` gives every card its effective suit
and rank, so that a joker or a card of the same colour that joins trump (Cinch's Left
Pedro, the off-jack) is data, not a special case.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:  # for types only: the checker reads the card words without the model
    from .model import Joker, Pack, Suit

SUIT_CODES: tuple[Suit, ...] = ("S", "H", "D", "C")
SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")
NO_SUIT = 4  # a joker's natural suit: it takes the trump suit once trump is known
SAME_COLOUR = (3, 2, 1, 0)  # each suit's partner of the same colour: S-C, H-D
RANK_NAMES = {
    "A": "ace",
    "K": "king",
    "Q": "queen",
    "J": "jack",
    "T": "ten",
    "9": "nine",
    "8": "eight",
    "7": "seven",
    "6": "six",
    "5": "five",
    "4": "four",
    "3": "three",
    "2": "two",
}


class TrumpContext(NamedTuple):
    """Every card's part once `trump` (a suit number) is known."""

    trump: int
    suit: tuple[int, ...]  # card -> the suit it follows and wins tricks in
    rank: tuple[int, ...]  # card -> its order within that suit, 0 the highest
    trumps: tuple[int, ...]  # every trump, highest first
    can_be_low: tuple[bool, ...]  # card -> whether, a trump, it can be the Low trump


class Cards:
    """A pack's cards: codes, natural suits and ranks, and the trump contexts."""

    __slots__ = (
        "_contexts",
        "card_of",
        "card_of_discard",
        "card_of_play",
        "codes",
        "discard_actions",
        "every_card",
        "jokers",
        "jokers_level",
        "play_actions",
        "rank_of",
        "ranks",
        "same_colour",
        "suit_of",
    )

    def __init__(self, pack: Pack) -> None:
        ranks = pack.ranks
        self.ranks = ranks
        self.same_colour = pack.same_colour
        self.jokers_level = pack.jokers_level
        codes = [rank + suit for suit in SUIT_CODES for rank in ranks]
        suit_of = [card // len(ranks) for card in range(len(codes))]
        rank_of = [card % len(ranks) for card in range(len(codes))]
        self.jokers: dict[int, Joker] = {}
        for joker in pack.jokers:
            self.jokers[len(codes)] = joker
            codes.append(joker.code)
            suit_of.append(NO_SUIT)
            rank_of.append(len(ranks))
        self.codes = tuple(codes)
        self.suit_of = tuple(suit_of)
        self.rank_of = tuple(rank_of)
        self.card_of = {code: card for card, code in enumerate(codes)}
        self.every_card = frozenset(range(len(codes)))
        self.play_actions = tuple(f"play {code}" for code in codes)
        self.card_of_play = {action: card for card, action in enumerate(self.play_actions)}
        self.discard_actions = tuple(f"discard {code}" for code in codes)
        self.card_of_discard = {action: card for card, action in enumerate(self.discard_actions)}
        self._contexts = tuple(self._context(trump) for trump in range(len(SUIT_CODES)))

    @property
    def size(self) -> int:
        return len(self.codes)

    def card(self, rank: str, suit: int) -> int:
        return suit * len(self.ranks) + self.ranks.index(rank)

    def name(self, card: int) -> str:
        if card in self.jokers:
            return "joker"
        rank = self.ranks[self.rank_of[card]]
        return f"{RANK_NAMES[rank]} of {SUIT_NAMES[self.suit_of[card]]}"

    def context(self, trump: int) -> TrumpContext:
        return self._contexts[trump]

    def same_colour_card(self, rank: str, trump: int) -> int:
        """The card of `rank` in the other suit of trump's colour."""
        return self.card(rank, SAME_COLOUR[trump])

    def pitched_suits(self, card: int, declared: bool) -> tuple[int, ...]:
        """The suits a card may make trump when it is the first card pitched: its own, or
        for a joker the one its rule names. Where the pitcher declares an unclear pitch, a
        joker that names none may make any suit trump, and a card of the same-colour
        trump's rank either suit of its colour (it may be that trump): one suit is plain,
        more are the pitcher's to declare."""
        joker = self.jokers.get(card)
        if joker is not None:
            if joker.pitched_trump is not None:
                return (SUIT_CODES.index(joker.pitched_trump),)
            assert declared, "checked: a joker that can be pitched says which suit it makes"
            return tuple(range(len(SUIT_CODES)))
        suit = self.suit_of[card]
        same = self.same_colour
        if declared and same is not None and self.ranks[self.rank_of[card]] == same.rank:
            return (suit, SAME_COLOUR[suit])
        return (suit,)

    def _context(self, trump: int) -> TrumpContext:
        suit, rank = list(self.suit_of), list(self.rank_of)
        low = [True] * self.size
        trumps = [trump * len(self.ranks) + order for order in range(len(self.ranks))]
        same = self.same_colour
        if same is not None:  # it leaves its printed suit for trump, just below `below`
            card = self.same_colour_card(same.rank, trump)
            suit[card] = trump
            trumps.insert(trumps.index(self.card(same.below, trump)) + 1, card)
        for card, joker in self.jokers.items():
            suit[card] = trump
            low[card] = joker.can_be_low
            match joker.rank:
                case "lowest":  # below the lowest natural trump
                    trumps.append(card)
                case "above":  # just above a natural trump, below any joker already there
                    trumps.insert(trumps.index(self.card(joker.above, trump)), card)
        for order, card in enumerate(trumps):  # a trump's rank is its place among trumps
            rank[card] = order
        if self.jokers_level and len(self.jokers) == 2:  # level jokers share the high one's
            high_joker, low_joker = self.jokers
            rank[low_joker] = rank[high_joker]
        return TrumpContext(trump, tuple(suit), tuple(rank), tuple(trumps), tuple(low))


@cache
def cards_of(pack: Pack) -> Cards:
    """The cards of a pack, built once per pack (a module plays one)."""
    return Cards(pack)
