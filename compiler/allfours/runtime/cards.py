"""Cards as small integers, with lookup tables for everything the engine asks of a card.

A card is `suit * 13 + rank`, with rank 0 for the ace down to 12 for the two (AP-1.3),
so within a suit a smaller number is a higher card.
"""

from __future__ import annotations

RANK_CODES = "AKQJT98765432"
SUIT_CODES = "SHDC"
SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")
RANK_NAMES = (
    "ace",
    "king",
    "queen",
    "jack",
    "ten",
    "nine",
    "eight",
    "seven",
    "six",
    "five",
    "four",
    "three",
    "two",
)
PACK_SIZE = 52

CARD_CODES: tuple[str, ...] = tuple(rank + suit for suit in SUIT_CODES for rank in RANK_CODES)
CARD_OF_CODE: dict[str, int] = {code: card for card, code in enumerate(CARD_CODES)}
SUIT_OF: tuple[int, ...] = tuple(card // 13 for card in range(PACK_SIZE))
RANK_OF: tuple[int, ...] = tuple(card % 13 for card in range(PACK_SIZE))
PLAY_ACTIONS: tuple[str, ...] = tuple(f"play {code}" for code in CARD_CODES)
CARD_OF_PLAY: dict[str, int] = {action: card for card, action in enumerate(PLAY_ACTIONS)}


def card_name(card: int) -> str:
    return f"{RANK_NAMES[RANK_OF[card]]} of {SUIT_NAMES[SUIT_OF[card]]}"
