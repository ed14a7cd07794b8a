"""How many points a hand can win with a given trump, estimated from the variant's points.

Each point of the play (RULES.points) is weighed by what it selects and whom it credits:
the highest or lowest trump in play is the holder's when no opponent holds a trump beyond
it, a named card (a jack, a Pedro, a joker) is kept by a holder strong in trumps and
seldom taken by one who is not, a most-count point follows the trumps and counting cards
held. The numbers are rough on purpose: they only rank bids and suits.
"""

from __future__ import annotations

from functools import cache
from typing import Any, NamedTuple

from allfours.runtime import model
from allfours.simulate.cards import CardSense, rank_of


class HandView:
    """Who sits where: enough to say how many cards the opponents and partners hold."""

    def __init__(self, rules: model.Rules, players: int) -> None:
        self.players = players
        self.sides = rules.table.sides(players)
        self.partners = players // self.sides - 1  # seats of my side besides mine

    @property
    def opponents(self) -> int:
        return self.players - 1 - self.partners


def trump_power(trumps: int, masters: int) -> float:
    """The share of the tricks that matter a hand takes, from its trumps and its top ones."""
    return min(0.95, 0.1 + 0.14 * trumps + 0.12 * masters)


class _Plan(NamedTuple):
    """What `estimate` reads of the variant's points once trump is known, worked out once
    per variant and trump: a bid weighs every suit of every hand against it."""

    trumps: tuple[str, ...]  # the trumps, as the engine orders them
    no_low: frozenset[str]  # jokers that cannot be the low trump
    # Per point of the play, in the rules' order: (kind, value, to the capturer, detail),
    # the detail being a most-count point's counts, a plain card's rank or a named card.
    points: tuple[tuple[str, int, bool, Any], ...]


@cache
def _plan(sense: CardSense, trump: str) -> _Plan:
    points: list[tuple[str, int, bool, Any]] = []
    for point in sense.play_points:
        select, value = point.select, point.value
        capturer = point.credit in ("capturer", None)
        if isinstance(select, model.HighestTrump):
            points.append(("high", value, capturer, None))
        elif isinstance(select, model.LowestTrump):
            points.append(("low", value, capturer, None))
        elif isinstance(select, model.MostCount):
            points.append(("most", value, capturer, sense.counts_of(point)))
        elif isinstance(select, model.PlainCards):
            points.append(("plain", value, capturer, select.rank))
        elif select is not None and not point.before_play:
            named = sense.named_card(point, trump)
            if named is not None:
                points.append(("named", value, capturer, named))
    no_low = frozenset(code for code, joker in sense.jokers.items() if not joker.can_be_low)
    return _Plan(sense.order(trump).trumps, no_low, tuple(points))


def estimate(
    sense: CardSense, view: HandView, hand: list[str], trump: str, unseen: frozenset[str]
) -> float:
    """The points `hand` can expect to win for its side with `trump`."""
    order = sense.order(trump)
    strength = order.strength
    suit_of = order.suit
    plan = _plan(sense, trump)
    trumps = [c for c in hand if suit_of[c] == trump]
    unseen_strengths = [strength[c] for c in plan.trumps if c in unseen]
    top_unseen = max(unseen_strengths, default=0)
    masters = sum([1 for c in trumps if strength[c] > top_unseen])
    # The share of the unseen cards the opponents hold.
    opponent_share = min(1.0, view.opponents * len(hand) / max(len(unseen), 1))
    partner_share = min(1.0, view.partners * len(hand) / max(len(unseen), 1))
    power = trump_power(len(trumps), masters)
    total = 0.0
    jokers = sense.jokers
    for kind, value, capturer, detail in plan.points:
        if kind == "high":
            if not trumps:
                continue
            mine = max([strength[c] for c in trumps])
            beyond = sum([1 for s in unseen_strengths if s > mine])
            total += value * (1.0 - opponent_share) ** beyond
        elif kind == "low":
            no_low = plan.no_low
            candidates = [c for c in trumps if c not in no_low]
            if not candidates:
                continue
            mine = min([strength[c] for c in candidates])
            beyond = sum(
                [1 for c in plan.trumps if c in unseen and strength[c] < mine and c not in no_low]
            )
            chance = (1.0 - opponent_share) ** beyond
            if capturer:
                chance *= min(1.0, 0.35 + power)
            total += value * chance
        elif kind == "most":
            counting = sum([detail.get(c[0], 0) for c in hand if c not in jokers])
            total += value * min(0.9, 0.1 + 0.8 * power + 0.01 * counting + 0.1 * view.partners)
        elif kind == "plain":
            held = sum(
                [
                    1
                    for c in hand
                    if suit_of[c] != trump and c not in jokers and rank_of(c) == detail
                ]
            )
            total += value * (held * (0.3 + 0.5 * power) + 0.5 * power)
        elif detail in hand:  # a named card
            if not capturer:
                total += value
                continue
            above = sum([1 for s in unseen_strengths if s > strength[detail]])
            total += value * max((1.0 - opponent_share) ** above, min(0.9, power + 0.2))
        elif detail in unseen and capturer:
            in_play = opponent_share + partner_share
            total += value * in_play * power * 0.5
    return total


def best_suit(
    sense: CardSense,
    view: HandView,
    hand: list[str],
    unseen: frozenset[str],
    suits: tuple[str, ...],
) -> tuple[str, float]:
    """The trump suit among `suits` that the hand makes the most of, and that estimate."""
    scored = [(estimate(sense, view, hand, suit, unseen), suit) for suit in suits]
    value, suit = max(scored)
    return suit, value
