"""The values an author types into a statement: what each number is, and its range.

The grammar says where a number goes (`INT`); this table says what it is and which
numbers make sense there, for completion and hover. A number is found by its setting
(the grammar rule of the statement) and the word just before it. A bound is a number, or
the name of a value of the variant in force (`lowest bid`, `highest bid`, `hand size`,
`pack size`), which completion reads from the settings of the variant and its bases.
"""

from __future__ import annotations

from typing import NamedTuple

Bound = int | str | None


class NumberSlot(NamedTuple):
    setting: str  # the statement's grammar rule
    after: str  # the word just before the number
    what: str  # what the number is, in a few words
    low: Bound
    high: Bound = None  # None: no upper bound that the language sets


NUMBERS: tuple[NumberSlot, ...] = (
    NumberSlot("players", "players:", "players at the table", 2, 10),
    NumberSlot("players", "to", "the most players", 2, 10),
    NumberSlot("players", "or", "the other count of players", 2, 10),
    NumberSlot("players", "with", "the count that plays in partnerships", 4, 10),
    NumberSlot("players", "of", "players in a partnership", 2, 5),
    NumberSlot("pack", "pack:", "cards in the pack", 4, 54),
    NumberSlot("deal", "deal:", "cards dealt to each player", 1, "pack size"),
    NumberSlot("deal", "of", "cards in a packet", 1, "hand size"),
    NumberSlot("auction", "bids", "the lowest bid", 1, None),
    NumberSlot("auction", "bid", "the lowest bid", 1, None),
    NumberSlot("auction", "to", "the highest bid", 1, None),
    NumberSlot("smudge", "of", "the bid that is a smudge", "lowest bid", "highest bid"),
    NumberSlot("all_pass", "least", "the least the stuck dealer bids", "lowest bid", "highest bid"),
    NumberSlot(
        "forced_bid", "least", "the least a forced player bids", "lowest bid", "highest bid"
    ),
    NumberSlot("running", ":", "cards more for each player", 1, None),
    NumberSlot("after_running", "to", "cards each player keeps", 1, "hand size"),
    NumberSlot("refill", "to", "cards in a hand after the draw", 1, "hand size"),
    NumberSlot("refill", "up", "the most cards discarded", 1, "hand size"),
    NumberSlot("kitty", "kitty:", "cards in the kitty", 1, None),
    NumberSlot("kitty", "to", "cards each player keeps", 1, "hand size"),
    NumberSlot("point", "worth", "what the point is worth", 1, None),
    NumberSlot("point", "=", "what the rank counts", 0, None),
    NumberSlot("target", "target:", "the score that wins", 1, None),
    NumberSlot("settle", "settle:", "chips from each player above 0", 0, None),
    NumberSlot("settle", ",", "chips from each player at 0 or below", 0, None),
    NumberSlot("setback_chips", "chips:", "chips for each set-back", 0, None),
    NumberSlot("setbacks_lose", "back", "set-backs that lose the game", 1, None),
)


def number_slot(setting: str, after: str) -> NumberSlot | None:
    """The number a statement takes after the word `after`, if the table has it."""
    return next((n for n in NUMBERS if n.setting == setting and n.after == after), None)
