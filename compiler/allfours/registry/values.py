"""The values an author types into a statement: what each number is, and its range.

The grammar says where a number goes (`INT`); this table says what it is and which
numbers are legal there, once, for everything that needs to know: completion offers the
numbers of the range, hover says it, and the checker refuses a number outside it (with
the slot's diagnostic code). A number is found by its setting (the grammar rule of the
statement) and the word just before it. A bound is a number, or the name of a value of
the variant in force (`lowest bid`, `highest bid`, `hand size`, `pack size`, `most
players`), which `bounds` reads from the settings of the variant and its bases.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from allfours.semantic.settings import Settings
    from allfours.span import Span

Bound = int | str | None


class NumberSlot(NamedTuple):
    setting: str  # the statement's grammar rule
    after: str  # the word just before the number
    what: str  # what the number is, in a few words
    low: Bound
    high: Bound = None  # None: no upper bound that the language sets
    code: str = "E0106"  # the diagnostic of a number outside the range
    # the diagnostic of a number above it, where a check of two settings together says
    # which to change (the players and the deal against the pack: E0301)
    high_code: str = ""
    # told by a check of the statement itself, which says more (not by the generic one)
    own_check: bool = False


NUMBERS: tuple[NumberSlot, ...] = (
    NumberSlot("players", "players:", "players at the table", 2, "most players", "E0303", "E0301"),
    NumberSlot("players", "to", "the most players", 2, "most players", "E0303", "E0301"),
    NumberSlot("players", "or", "the other count of players", 2, "most players", "E0303", "E0301"),
    NumberSlot(
        "players", "with", "the count that plays in partnerships", 4, "most players", "E0702"
    ),
    NumberSlot("players", "of", "players in a partnership", 2, None, "E0702"),
    NumberSlot("pack", "pack:", "cards in the pack", 4, 54, "E0304"),
    NumberSlot("deal", "deal:", "cards dealt to each player", 1, "pack size", "E0305", "E0301"),
    NumberSlot("deal", "of", "cards in a packet", 1, "hand size", "E0305", "E0302"),
    NumberSlot("auction", "bids", "the lowest bid", 1, None, "E0401"),
    NumberSlot("auction", "bid", "the lowest bid", 1, None, "E0401"),
    NumberSlot("auction", "to", "the highest bid", 1, None, "E0401"),
    NumberSlot(
        "smudge", "of", "the bid that is a smudge", "lowest bid", "highest bid", "E0403", "", True
    ),
    NumberSlot("smudge", "scores", "what a smudge made from the hole scores", 1, None),
    NumberSlot("smudge", "as", "the set-backs a set smudge counts as", 2, None),
    NumberSlot(
        "all_pass",
        "least",
        "a stuck dealer's least bid",
        "lowest bid",
        "highest bid",
        "E0406",
    ),
    NumberSlot("all_pass", "back", "points a stuck dealer is set back", 1, None),
    NumberSlot("forced_bid", "least", "a forced bid", "lowest bid", "highest bid", "E0406"),
    NumberSlot("running", ":", "cards more for each player in a run", 1, None),
    NumberSlot("after_running", "to", "cards each player keeps", 1, "hand size", "E0709"),
    NumberSlot("refill", "to", "cards in a hand after the draw", 1, "hand size", "E0709"),
    NumberSlot("refill", "up to", "the most cards discarded", 1, "hand size"),
    NumberSlot("kitty", "kitty:", "cards in the kitty", 1, None),
    NumberSlot("kitty", "to", "cards each player keeps", 1, "hand size", "E0709"),
    NumberSlot("point", "worth", "what the point is worth", 1, None),
    NumberSlot("point", "=", "what the rank counts", 0, None),
    NumberSlot("target", "target:", "the score that wins", 1, None, "E0601"),
    NumberSlot("settle", "settle:", "chips from each player above 0", 0, None),
    NumberSlot("settle", ",", "chips from each player at 0 or below", 0, None),
    NumberSlot("setback_chips", "chips:", "chips for each set-back", 0, None),
    NumberSlot("setbacks_lose", "back", "set-backs that lose the game", 1, None),
    NumberSlot("renege", "score", "the points each opponent scores for a renege", 1, None),
    NumberSlot("renege", "or", "the points each opponent scores for a renege in trumps", 1, None),
    NumberSlot("deals", "deals", "times each player deals", 1, None),
)


def number_slot(setting: str, after: str) -> NumberSlot | None:
    """The number a statement takes after the word `after`, if the table has it."""
    return next((n for n in NUMBERS if n.setting == setting and n.after == after), None)


def slot_after(setting: str, last_two: str, last: str) -> NumberSlot | None:
    """The number a statement takes after its last two words (as a line writes them,
    `up to`, `players:`) where they name the place, else after its last word (`to`)."""
    return number_slot(setting, last_two) or number_slot(setting, last)


class Limit(NamedTuple):
    """A bound as it stands in a variant: its value, and where a named one is stated."""

    value: int
    name: str = ""  # "hand size", ...: the value of the variant it is; "" for a number
    span: Span | None = None


def bound(value: Bound, settings: Settings | None) -> Limit | None:
    """A bound of a slot in the variant in force (None: no bound, or one the variant does
    not state, such as the bids of a variant without them)."""
    if isinstance(value, int):
        return Limit(value)
    if value is None or settings is None:
        return None
    from allfours import ast
    from allfours.semantic.settings import pack_size_of

    auction, deal = settings.get(ast.Auction), settings.get(ast.Deal)
    if value == "lowest bid" and auction is not None and auction.low is not None:
        return Limit(auction.low.value, value, auction.low.span)
    if value == "highest bid" and auction is not None and auction.high is not None:
        return Limit(auction.high.value, value, auction.high.span)
    if value == "hand size" and deal is not None:
        return Limit(deal.hand_size.value, value, deal.hand_size.span)
    pack = settings.get(ast.Pack)
    if value == "pack size":
        return Limit(pack_size_of(pack), value, pack.size.span if pack else None)
    if value == "most players" and deal is not None and deal.hand_size.value > 0:
        return Limit(pack_size_of(pack) // deal.hand_size.value, value, deal.hand_size.span)
    return None


def bounds(slot: NumberSlot, settings: Settings | None) -> tuple[Limit | None, Limit | None]:
    """The lowest and the highest number the slot takes in the variant in force."""
    return bound(slot.low, settings), bound(slot.high, settings)
