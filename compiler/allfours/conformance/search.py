"""The pool: seeded random hands of a variant, each played and traced once.

Hand `i` of a variant's pool is a random table (players, dealer, scores and set-backs
before the hand, often near the target or in the hole) played by cautious random
players, from its own `random.Random` seeded by the seed, the variant and `i`: the pool
is the same on every machine, and is made only as far as it is read. Each hand is
played and traced in one pass, and its record holds every legal set and the `expect`
the reference gives, as `replay` would complete it.

The generator reads the pool for everything it looks for: the first hand that shows
each edge case, the refusals at the steps of the hands it keeps, and a hand that tells
each mutant of the rules from the reference.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from allfours.conformance.records import Record
from allfours.conformance.scenarios import Chooser, Ctx, Scenario, cautious_choice, play_traced
from allfours.conformance.trace import Trace

SIZE = 1000  # hands read at most for the edge cases; the rarer ones have builders (`targets`)


@dataclass(frozen=True, slots=True)
class Hand:
    """A hand of the pool: its scenario, its completed record and its trace."""

    index: int
    scenario: Scenario
    record: Record  # deal, steps with their legal sets, expect (no id, tags, format)
    trace: Trace

    @property
    def description(self) -> str:
        return (
            f"random legal play: {self.scenario.players} players, "
            f"dealer seat {self.scenario.dealer}"
        )


def random_scenario(ctx: Ctx, rng: random.Random) -> Scenario:
    """A random table: players, dealer, and often scores near the target or in the hole
    (and set-backs, where they are counted)."""
    players, dealer = ctx.table(rng)
    scenario = Scenario(players, dealer)
    sides, target = ctx.sides(players), ctx.rules.game.target
    if ctx.keeps_stock and not ctx.sets_back:  # scores that never fall, and no set-backs
        roll = rng.random()
        if roll < 0.35:
            scenario.progress = [rng.randint(max(0, target - 4), target - 1) for _ in range(sides)]
        elif roll < 0.6:
            scenario.progress = [rng.randint(0, target - 1) for _ in range(sides)]
        return scenario
    roll = rng.random()
    if roll < 0.35:
        scenario.progress = [rng.randint(target - 4, target - 1) for _ in range(sides)]
    elif roll < 0.5:
        scenario.progress = [rng.randint(-4, 3) for _ in range(sides)]
    if rng.random() < 0.3:
        scenario.setbacks = [rng.choice((0, 0, 1, 2)) for _ in range(players)]
    return scenario


class Pool:
    """A variant's pool of hands for one seed, made as far as it is read."""

    def __init__(self, ctx: Ctx, seed: int) -> None:
        self.ctx = ctx
        self.seed = seed
        self.variant: str = ctx.module.VARIANT["id"]
        self._hands: list[Hand] = []

    def __getitem__(self, index: int) -> Hand:
        while len(self._hands) <= index:
            self._hands.append(self._play(len(self._hands)))
        return self._hands[index]

    def __len__(self) -> int:
        """How many hands have been made (read) so far."""
        return len(self._hands)

    def hands(self, count: int, start: int = 0) -> Iterator[Hand]:
        """Hands `start` to `count - 1`, in order."""
        for index in range(start, count):
            yield self[index]

    def _play(self, index: int) -> Hand:
        ctx = self.ctx
        rng = random.Random(f"{self.seed}/{self.variant}/random/{index}")
        scenario = random_scenario(ctx, rng)
        played = play_traced(ctx, scenario, rng, _random_player(rng))
        assert played is not None, "a random scenario always deals"
        record, traced = played
        return Hand(index, scenario, record, traced)


def _random_player(rng: random.Random) -> Chooser:
    """`cautious`, who in a discard keeps its trumps while it holds more than the hand
    keeps: it throws its plain cards away first (a hand of too many trumps then comes
    down to them, and must bring them down to the hand size)."""

    def choose(game: Any, legal: tuple[str, ...]) -> str:
        if game.phase == "discard" and not game.context_unknown:
            suit_of, trump = game.suit_of, game.trump_suit
            hand = game.hands[game.to_act]
            if sum(1 for card in hand if suit_of[card] == trump) > game.rules.hand_at_play:
                card_of = game.cards.card_of_discard
                plain = [a for a in legal if a in card_of and suit_of[card_of[a]] != trump]
                if plain:
                    return rng.choice(plain)
        return cautious_choice(game.phase, legal, rng)

    return choose
