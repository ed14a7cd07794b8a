"""Where a rule matters: the same hands played under a house rule and under its base.

The base's games are played hand by hand; before each hand, the table as it stands
(the dealer, the scores, the set-backs) and the cards just dealt are given to a game of
the house rule as well, and both hands are played by the same players, made afresh and
seeded alike for the hand. Whatever differs between the two hands' logs (a bid, a card,
a point, a score, the game won) is the rule's doing. The share of hands where anything
differs says how often the rule matters at a table; one such hand, shown side by side
up to the first step where they part, shows how.

Only variants whose packs and deals agree can share a hand: a house rule that adds a
joker, or deals another number of cards, has no hand in common with its base.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from types import ModuleType
from typing import Any, NamedTuple

from allfours.simulate.players import maker_of
from allfours.simulate.simulation import MAX_HANDS, Setup, game_seed, opened
from allfours.simulate.statistics import Estimate, wilson
from allfours.simulate.variants import variant_rules


class HandPlayed(NamedTuple):
    actions: tuple[tuple[int, str], ...]  # (seat, action) in order
    events: tuple[Any, ...]  # the hand's log, the deal left out
    result: Any  # the engine's HandResult


class Example(NamedTuple):
    """One hand that the rule changes, as both versions played it."""

    game: int
    hand: int  # the hand's number in its game, from 0
    first_difference: int  # the index, in both logs, of the first event that differs
    base: dict[str, Any]  # a hand record (allfours-hand) of the base's version
    house: dict[str, Any]  # ... and of the house rule's
    base_events: tuple[Any, ...]
    house_events: tuple[Any, ...]


class Divergence(NamedTuple):
    hands: int  # the hands played both ways
    changed: int  # ... in which anything differed
    scored: int  # ... in which the scores after the hand, or the game's end, differed
    # The first hand (in game order) in which a player acts otherwise and the scores
    # differ after it: the hand best shown; else the first hand that differs at all.
    shown: Example | None
    first: Example | None

    @property
    def share(self) -> Estimate:
        return wilson(self.changed, self.hands)

    @property
    def example(self) -> Example | None:
        return self.shown or self.first


def merge(parts: Sequence[Divergence]) -> Divergence:
    """Divergences of consecutive ranges of games, in game order, as one."""
    return Divergence(
        sum(p.hands for p in parts),
        sum(p.changed for p in parts),
        sum(p.scored for p in parts),
        next((p.shown for p in parts if p.shown is not None), None),
        next((p.first for p in parts if p.first is not None), None),
    )


def diverge_specs(base: Setup, house: Setup, start: int, stop: int) -> Divergence:
    """`diverge` for a worker process: the two variants by their specs."""
    return diverge(opened(base), opened(house), base.players, base.seed, range(start, stop))


def comparable(base: ModuleType, house: ModuleType, players: int) -> str:
    """Why the two variants cannot share a hand ("" when they can)."""
    a, b = variant_rules(base), variant_rules(house)
    if not (a.table.allows(players) and b.table.allows(players)):
        return "table"
    if (a.pack, a.deal.hand_size) != (b.pack, b.deal.hand_size):
        return "pack"
    return ""


def _play_hand(game: Any, bots: Sequence[Any]) -> tuple[tuple[int, str], ...]:
    actions: list[tuple[int, str]] = []
    while game.to_act is not None:
        seat = game.to_act
        legal = game.legal_actions()
        action = legal[0] if len(legal) == 1 else bots[seat].choose(game.observation(seat))
        game.apply(action, seat)
        actions.append((seat, action))
    return tuple(actions)


def _bots(module: ModuleType, specs: Sequence[str], seed: int) -> list[Any]:
    rng = random.Random(seed)
    return [
        maker_of(spec)(module, seat, random.Random(rng.getrandbits(64)))
        for seat, spec in enumerate(specs)
    ]


def _events_and_result(game: Any) -> tuple[tuple[Any, ...], Any]:
    return tuple(game.events[1:]), game.hand_result  # the Dealt event is shared


def diverge(
    base: ModuleType, house: ModuleType, players: Sequence[str], seed: int, games: range
) -> Divergence:
    """Play the hands of the base's games `games` both ways."""
    hands = changed = scored = 0
    example: Example | None = None
    fallback: Example | None = None
    count = len(players)
    for index in games:
        rng = random.Random(game_seed(seed, index))
        game = base.Game(count, dealer=index % count, seed=rng.getrandbits(64))
        number = 0
        while not game.game_over and number < MAX_HANDS:
            setbacks = list(game.setbacks)
            game.deal()
            dealt = game.events[0]
            hand_seed = game_seed(seed, index * MAX_HANDS + number)
            other = house.Game(
                count, dealer=dealt.dealer, scores=list(dealt.scores), setbacks=setbacks
            )
            try:
                other.deal(hands=dealt.hands, stock=dealt.stock or None)
            except ValueError:  # a deal the house rule cannot take (a stock it needs)
                return Divergence(hands, changed, scored, example, fallback)
            base_actions = _play_hand(game, _bots(base, players, hand_seed))
            house_actions = _play_hand(other, _bots(house, players, hand_seed))
            base_events, base_result = _events_and_result(game)
            house_events, house_result = _events_and_result(other)
            hands += 1
            outcome = (base_result.scores, base_result.winner) != (
                house_result.scores,
                house_result.winner,
            )
            if base_events != house_events or outcome:
                changed += 1
                scored += outcome
                first = next(
                    (
                        i
                        for i, (a, b) in enumerate(zip(base_events, house_events, strict=False))
                        if a != b
                    ),
                    min(len(base_events), len(house_events)),
                )
                if example is None or fallback is None:
                    found = Example(
                        index,
                        number,
                        first,
                        _record(base, dealt, setbacks, base_actions),
                        _record(house, dealt, setbacks, house_actions),
                        base_events,
                        house_events,
                    )
                    # Best shown: a hand whose players act differently, and whose scores
                    # differ after it; else the first hand that differs at all.
                    acted = _acts(base_events[first : first + 1] + house_events[first : first + 1])
                    if example is None and acted and outcome:
                        example = found
                    fallback = fallback or found
            number += 1
    return Divergence(hands, changed, scored, example, fallback)


_ACTIONS = ("Bid", "SaleAnswered", "Begged", "Discarded", "Played", "TrumpFixed")


def _acts(events: Sequence[Any]) -> bool:
    """The differing events are a player's doing (a bid, a card), not the score's."""
    return any(type(e).__name__ in _ACTIONS for e in events)


def _record(
    module: ModuleType, dealt: Any, setbacks: list[int], actions: Sequence[tuple[int, str]]
) -> dict[str, Any]:
    """The hand as a hand record, completed by the module's own replay (`expect`)."""
    record: dict[str, Any] = {
        "variant": module.VARIANT["id"],
        "players": len(dealt.hands),
        "sides": variant_rules(module).table.layout(len(dealt.hands)),
        "dealer": dealt.dealer,
        "scores": list(dealt.scores),
        "setbacks": setbacks,
        "hands": [list(hand) for hand in dealt.hands],
        "steps": [{"seat": seat, "action": action} for seat, action in actions],
    }
    if dealt.stock:
        record["format"] = "allfours-hand/2"
        record["stock"] = list(dealt.stock)
    completed: dict[str, Any] = module.replay(record)
    for step in completed["steps"]:
        step.pop("legal", None)  # the module gives them again on replay
    return completed


def event_json(event: Any) -> list[Any]:
    """An event as JSON: its kind, then its fields (tuples as lists)."""

    def plain(value: Any) -> Any:
        if isinstance(value, tuple | list):
            return [plain(item) for item in value]
        return value

    return [type(event).__name__, *(plain(field) for field in event)]
