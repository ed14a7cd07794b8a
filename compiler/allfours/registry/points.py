"""The kinds of point a variant may score, each declared once: what it allows and what it is.

A point's line names its card (`point ID: CARD[, worth N][, RECIPIENT][; CLAUSE]...`), and
the card's grammar alternative says which kind of point it is. What a kind allows (who
may be named to score it, which clauses it takes, whether it is one card that may not
have been dealt, when it is scored) and the part of the IR it lowers to are declared
here and read by the parser's transformer, the checker, lowering and the family page;
nothing else spells a kind's name. The engine plays the IR class (`runtime.model`), and a
new IR class that some part of the engine or a backend does not handle fails `mypy
--strict` at its `assert_never`.

Adding a kind of point is its grammar alternative, its declaration here, its IR class and
the engine's award, and its sentence in the catalogs.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Literal, NamedTuple

from allfours.ir import JOKER_CODE, JOKER_CODES, RANK_WORDS
from allfours.runtime import model

PointKindName = Literal[
    "highest_trump",
    "lowest_trump",
    "trump_card",
    "same_colour",
    "joker",
    "most_count",
    "plain_cards",
    "turned_up",
    "gift",
    "every_trick",
]
RecipientKind = Literal["holder", "capturer", "player", "dealer", "others"]
ClauseKind = Literal[
    "not_dealt_nobody",
    "tie_nobody",
    "tie_pitcher",
    "tie_eldest",
    "tie_carried",
    "joker_half",
    "at_once",
    "hanged",
]
# When a point is scored: only at the end of the hand; as its card is taken if the line
# says so (`; scored as soon as it is taken`); always as each card is taken (the line must
# say so); or before the play, by the rules (a turn-up, a gift).
Timing = Literal["at_the_end", "may_be_at_once", "at_once", "before_play"]

# Who may be named to score a card's point, and the two sides the rules name.
_PLAYERS: frozenset[RecipientKind] = frozenset({"holder", "capturer", "player"})
_TIES: frozenset[ClauseKind] = frozenset({"tie_nobody", "tie_pitcher", "tie_eldest", "tie_carried"})


class Written(NamedTuple):
    """What a point's line says about its card, as lowering hands it over: the rank's word
    (`jack`; for two jokers, `high` or `low`), the counting cards' values by rank code, and
    the kinds of the clauses written."""

    rank: str | None
    counts: tuple[tuple[str, int], ...]
    clauses: frozenset[str]


Lowered = model.Select | model.Prelude


class PointKind(NamedTuple):
    name: PointKindName
    # the grammar alternatives of `point_card` that write this kind, each with the rank
    # word it fixes (the high and the low joker) or None (the rank written, if any)
    alternatives: Mapping[str, str | None]
    lower: Callable[[Written], Lowered]  # the IR the line stands for
    # who may be named to score it; empty: nobody may be (the point itself says who)
    recipients: frozenset[RecipientKind]
    clauses: frozenset[ClauseKind]  # the clauses it may carry
    timing: Timing
    # one card of the pack, which may not have been dealt (`if it was not dealt, ...`)
    one_card: bool = False
    # where nobody may be named: who scores it, as the checker says it
    scorer: str = ""
    # where it is not one card: why `if it was not dealt, no one scores it` does not apply
    not_one_card: str = ""

    @property
    def by_rule(self) -> bool:
        """Scored by the rules to a side the dealer names, not by a card's player."""
        return bool(self.recipients) and not self.recipients & _PLAYERS


def _trump_card(written: Written) -> Lowered:
    assert written.rank is not None, "the grammar writes a rank"
    return model.TrumpCard(RANK_WORDS[written.rank])


def _same_colour(written: Written) -> Lowered:
    assert written.rank is not None, "the grammar writes a rank"
    return model.SameColourCard(RANK_WORDS[written.rank])


def _plain_cards(written: Written) -> Lowered:
    assert written.rank is not None, "the grammar writes a rank"
    return model.PlainCards(RANK_WORDS[written.rank])


def _most_count(written: Written) -> Lowered:
    tie: Literal["nobody", "pitcher", "eldest", "carried"] = (
        "pitcher"
        if "tie_pitcher" in written.clauses
        else "eldest"
        if "tie_eldest" in written.clauses
        else "carried"
        if "tie_carried" in written.clauses
        else "nobody"
    )
    return model.MostCount(written.counts, tie, joker_half="joker_half" in written.clauses)


_TRUMP_IN_PLAY = "is a trump in play, so it was always dealt"
POINT_KINDS: tuple[PointKind, ...] = (
    PointKind(
        "highest_trump",
        {"highest_trump": None},
        lambda _: model.HighestTrump(),
        _PLAYERS,
        frozenset(),
        "at_the_end",
        not_one_card=_TRUMP_IN_PLAY,
    ),
    PointKind(
        "lowest_trump",
        {"lowest_trump": None},
        lambda _: model.LowestTrump(),
        _PLAYERS,
        frozenset(),
        "at_the_end",
        not_one_card=_TRUMP_IN_PLAY,
    ),
    PointKind(
        "trump_card",
        {"trump_card": None},
        _trump_card,
        _PLAYERS,
        frozenset({"not_dealt_nobody", "at_once", "hanged"}),
        "may_be_at_once",
        one_card=True,
    ),
    PointKind(
        "same_colour",
        {"same_colour_card": None},
        _same_colour,
        _PLAYERS,
        frozenset({"not_dealt_nobody"}),
        "at_the_end",
        one_card=True,
    ),
    PointKind(
        "joker",
        {"joker_card": None, "high_joker_card": "high", "low_joker_card": "low"},
        lambda written: model.JokerCard(JOKER_CODES.get(written.rank or "", JOKER_CODE)),
        _PLAYERS,
        frozenset({"not_dealt_nobody", "at_once", "hanged"}),
        "may_be_at_once",
        one_card=True,
    ),
    PointKind(
        "plain_cards",
        {"plain_cards": None},
        _plain_cards,
        _PLAYERS,
        frozenset({"at_once"}),
        "at_once",
        not_one_card="scores each card of its rank as it is taken, and a card not dealt is "
        "never taken",
    ),
    PointKind(
        "turned_up",
        {"turned_up": None},
        lambda written: model.TurnedUp(written.counts),
        frozenset({"dealer"}),
        frozenset(),
        "before_play",
        not_one_card="is the card turned up, which was always dealt",
    ),
    PointKind(
        "gift",
        {"gift": None},
        lambda _: model.Gift(),
        frozenset({"others"}),
        frozenset(),
        "before_play",
        not_one_card="is the dealer's gift, not a card",
    ),
    PointKind(
        "every_trick",
        {"every_trick": None},
        lambda _: model.EveryTrick(),
        frozenset(),
        frozenset(),
        "at_the_end",
        scorer="the side that takes every trick",
        not_one_card="is decided by the tricks taken, not by one card",
    ),
    PointKind(
        "most_count",
        {"most_count": None},
        _most_count,
        frozenset(),
        _TIES | {"joker_half"},
        "at_the_end",
        scorer="whoever takes the most counting cards",
        not_one_card="is decided by the counting cards taken, not by one card",
    ),
)

POINT_KIND: Mapping[str, PointKind] = {kind.name: kind for kind in POINT_KINDS}
# The kind each grammar alternative of `point_card` writes, and the rank word it fixes.
BY_ALTERNATIVE: Mapping[str, tuple[PointKind, str | None]] = {
    alternative: (kind, rank)
    for kind in POINT_KINDS
    for alternative, rank in kind.alternatives.items()
}
TIE_CLAUSES = _TIES
