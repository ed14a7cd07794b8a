"""Rules of the family that the language cannot state yet, and the words authors use for them.

A line that states one of these parses as nothing; the checker then names the concept
("X is not in the language yet") and the nearest form the language has, instead of only
listing the words it expected, so that an author can tell "this cannot be said yet" from
a slip of the fingers (which gets a fix instead). Each concept lists the words that give
it away, each a pattern of whole words (several words in order, anywhere on the line): an
author may say the same rule in many ways, and any of them names it. As the language
learns a concept, its entry goes (a test keeps each example from parsing).
"""

from __future__ import annotations

import re
from typing import NamedTuple


class NotYet(NamedTuple):
    concept: str  # what the rule is, as "X is not in the language yet" says it
    words: tuple[re.Pattern[str], ...]  # any of them on a line names the concept
    meanwhile: str  # the nearest form the language has
    examples: tuple[str, ...]  # lines an author might write (none of them parses)


def _words(*patterns: str) -> tuple[re.Pattern[str], ...]:
    """Each pattern's words in order, whole, anywhere on the line; `~` between two words
    lets up to three other words stand between them."""
    compiled = []
    for pattern in patterns:
        words = [w.strip() for w in pattern.split("~")]
        joined = r"\b(?:\W+\w+){0,3}?\W+".join(words)
        compiled.append(re.compile(rf"\b{joined}\b", re.IGNORECASE))
    return tuple(compiled)


_RANK = r"(?:ace|king|queen|jack|ten|nine|eight|seven|six|five|four|three|two)"

NOT_YET: tuple[NotYet, ...] = (
    NotYet(
        "a plain lead that need not be followed",
        _words(
            r"plain lead ~ (?:any|no need|need not|needn't|free)",
            r"(?:need not|needn't|never|don't|do not|not) (?:have to |need to )?follow",
        ),
        "`on a plain lead: follow suit or trump` (a trump may always be played) or `follow "
        "suit if able`",
        ("on a plain lead: any card may be played", "players need not follow a plain suit"),
    ),
    NotYet(
        "shooting the moon with outcomes of its own",
        _words(r"moon", r"shoot(?:s|ing)? ~ moon"),
        "a smudge and its clauses: `smudge: a bid of 10; made, it wins the game; set, it loses "
        "the game` (`unless the bidder is in the hole, when its score goes back to 0`)",
        ("moon: made, the bidder scores 21; set, the bidder goes back 21",),
    ),
    NotYet(
        "a first lead that must be a trump",
        _words(
            r"first lead ~ (?:must|has to|always) ~ trumps?",
            r"(?:lead|leads) (?:a )?trump first",
        ),
        "`first lead: the high bidder` (who leads any card; where the first card pitched names "
        "trump, the first lead is a trump by definition)",
        ("first lead: must be a trump",),
    ),
    NotYet(
        "a set scored as the other side's points plus the bid",
        _words(r"points? plus (?:the )?bid", r"plus (?:the|its|their) bid", r"bid plus"),
        "`contract: made when the pitcher's points reach the bid; only the side with more points "
        "scores, the difference; otherwise the other side scores all the points plus the "
        "shortfall`",
        (
            "contract: made when the pitcher's points reach the bid; otherwise the other side "
            "scores its own points plus the bid",
        ),
    ),
    NotYet(
        "a penalty paid by the side that reneges, or for a misdeal",
        _words(
            r"misdeal(?:s|t)?|misplay(?:s|ed)?",
            r"(?:renege[sd]?|reneging|revoke[sd]?|revoking) ~ (?:lose|loses|pays?|set back)",
        ),
        "`renege: allowed; the opponents score N points` (a renege stands, and each other side "
        "scores the penalty; `, or M for a renege in trumps`); a misdeal is dealt again",
        ("renege: the side that reneges loses 3 points", "misdeal: the other side scores 1 point"),
    ),
    NotYet(
        "a point worth a fraction of a point",
        _words(r"half|quarter|\d+\s*/\s*\d+|\d+\.\d+|fraction"),
        "whole numbers: `worth N` (and a target twice as high, to keep the proportions); a "
        "joker that counts half a point toward Game, to break a tie, is a clause of the point: "
        "`point game: most counting cards taken (...); a joker taken counts half a point`",
        ("point joker: the joker, worth half a point, to the player who takes it",),
    ),
    NotYet(
        "a point for two cards taken together",
        _words(
            rf"{_RANK} and (?:the )?{_RANK}",
            r"phat",
            r"together|both",
        ),
        "a point for each card: `point nine: the nine of trumps, worth 9, to the player who "
        "takes it` and `point pedro: the five of trumps, worth 5, ...`",
        ("point phat: the nine and the five of trumps taken together, worth 14",),
    ),
    NotYet(
        "a bid to play without trumps, or to take no tricks",
        _words(r"no[- ]trumps?|nullo|misere|nello"),
        "every contract has a trump suit, named by the high bidder or fixed by the pitch",
        ("auction: bids 1 to 14, or no trumps, once around",),
    ),
    NotYet(
        "burning or killing excess trumps as a rule of its own",
        _words(r"burn(?:s|ed|ing)?|kill(?:s|ed|ing)?"),
        "with `discard and draw:`, a player holding too many trumps discards trumps down to the "
        "hand size, out of play (`; no point card may be discarded` keeps the point cards)",
        ("burn: excess trumps are burned",),
    ),
)


def not_yet_in(line: str) -> NotYet | None:
    """The concept a line states that the language cannot state yet, if any."""
    code = line.split("#", 1)[0]
    return next(
        (entry for entry in NOT_YET if any(words.search(code) for words in entry.words)), None
    )
