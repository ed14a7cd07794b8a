"""Rules of the family that the language cannot state yet, and how to recognise them.

An author who writes one of these gets a syntax error, since no statement has its words;
the checker then names the concept instead of only listing the words it expected, so the
author learns that the rule is not mistyped but not yet in the language. Each entry is
the concept, the words that give it away (whole words, in order, anywhere on the line),
and what the language offers meanwhile.
"""

from __future__ import annotations

import re
from typing import NamedTuple


class NotYet(NamedTuple):
    concept: str
    words: re.Pattern[str]
    meanwhile: str
    example: str  # a line an author might write for it (a test checks it does not parse)


def _words(pattern: str) -> re.Pattern[str]:
    return re.compile(rf"\b(?:{pattern})\b", re.IGNORECASE)


NOT_YET: tuple[NotYet, ...] = (
    NotYet(
        "burning or killing excess trumps as a rule of its own",
        _words("burn(?:s|ed|ing)?|kill(?:s|ed|ing)?"),
        "with `discard and draw:`, a player holding too many trumps discards trumps down "
        "to the hand size, out of play (`; no point card may be discarded` keeps the point "
        "cards)",
        "burn: excess trumps are burned",
    ),
    NotYet(
        "forced bids (a bid a player's cards oblige them to make)",
        _words(r"forced|obliged|overcall"),
        "a dealer stuck with a bid (`if everyone passes: the dealer must bid`), and bids in "
        "rounds (`auction: bids 1 to 18, in rounds, starting left of the dealer; a player "
        "who passes is out`)",
        "auction: bids 1 to 18, once around; a player holding a nine and another card of "
        "its suit is forced to bid 9",
    ),
    NotYet(
        "discarded trumps returned to their player",
        _words("returned|given back"),
        "discards are out of play",
        "discarded trumps are returned to their player",
    ),
    NotYet(
        "a first lead by anyone but the high bidder",
        _words(r"left of the bidder|leads first"),
        "the high bidder leads the first trick",
        "the player left of the bidder leads first",
    ),
)


def not_yet_in(line: str) -> NotYet | None:
    """The concept a line states that the language cannot state yet, if any."""
    return next((entry for entry in NOT_YET if entry.words.search(line)), None)
