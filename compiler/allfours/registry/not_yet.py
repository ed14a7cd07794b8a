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
        "a slam (a point or a bonus for taking every trick)",
        _words(r"slam(?:s|med)?"),
        "a smudge that needs every point and every trick (`smudge: a bid of 5; it needs "
        "every point and every trick`)",
        "point slam: every trick taken by one side",
    ),
    NotYet(
        "penalties for a revoke or a misplay",
        _words(r"revoke[sd]?|renege[sd]?|penalt(?:y|ies)"),
        "the engine refuses a card the rules do not allow, so a revoke never happens in play",
        "revoke: the side that revokes is set back 2",
    ),
    NotYet(
        "a bid to play without trumps, or to take no tricks",
        _words(r"no[- ]trumps?|nullo|misere"),
        "every contract has a trump suit, named by the high bidder or fixed by the pitch",
        "auction: bids 1 to 14, or no trumps, once around",
    ),
)


def not_yet_in(line: str) -> NotYet | None:
    """The concept a line states that the language cannot state yet, if any."""
    return next((entry for entry in NOT_YET if entry.words.search(line)), None)
