"""Cards as small integers, with lookup tables for everything the engine asks of a card.

A pack is the four suits from the ace down to a lowest rank, plus an optional joker.
A card is `suit * len(ranks) + order`, order 0 for the ace, so within a suit a smaller
order is a higher card; the joker comes last and has no natural suit.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

SUIT_CODES = "SHDC"
SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")
NO_SUIT = 4  # the joker's natural suit: it takes the trump suit once trump is known
JOKER_CODE = "JK"
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


@dataclass(frozen=True, slots=True)
class Pack:
    ranks: str  # rank codes, high to low, e.g. "AKQJT98765432"
    codes: tuple[str, ...]  # card -> card code ("AS", "TD", "JK")
    suit_of: tuple[int, ...]  # card -> natural suit, NO_SUIT for the joker
    order_of: tuple[int, ...]  # card -> 0 for the highest rank; the joker is lowest of all
    card_of: dict[str, int]  # card code -> card
    play_actions: tuple[str, ...]  # card -> "play XX"
    card_of_play: dict[str, int]  # "play XX" -> card
    joker: int  # the joker's card number, -1 when the pack has none

    @property
    def size(self) -> int:
        return len(self.codes)

    def suit_cards(self, suit: int) -> range:
        """The natural cards of a suit, highest first."""
        start = suit * len(self.ranks)
        return range(start, start + len(self.ranks))

    def card(self, rank: str, suit: int) -> int:
        return suit * len(self.ranks) + self.ranks.index(rank)

    def name(self, card: int) -> str:
        if card == self.joker:
            return "joker"
        rank = self.ranks[self.order_of[card]]
        return f"{RANK_NAMES[rank]} of {SUIT_NAMES[self.suit_of[card]]}"


@cache
def build_pack(ranks: str, jokers: int) -> Pack:
    codes = [rank + suit for suit in SUIT_CODES for rank in ranks]
    suit_of = [card // len(ranks) for card in range(len(codes))]
    order_of = [card % len(ranks) for card in range(len(codes))]
    joker = -1
    if jokers:
        joker = len(codes)
        codes.append(JOKER_CODE)
        suit_of.append(NO_SUIT)
        order_of.append(len(ranks))
    plays = tuple(f"play {code}" for code in codes)
    return Pack(
        ranks=ranks,
        codes=tuple(codes),
        suit_of=tuple(suit_of),
        order_of=tuple(order_of),
        card_of={code: card for card, code in enumerate(codes)},
        play_actions=plays,
        card_of_play={action: card for card, action in enumerate(plays)},
        joker=joker,
    )
