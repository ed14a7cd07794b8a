"""The random player: any legal action, uniformly."""

from __future__ import annotations

import random
from types import ModuleType

from allfours.simulate.players.base import Observation, honest


class RandomPlayer:
    name = "random"

    def __init__(self, module: ModuleType, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng

    def choose(self, observation: Observation) -> str:
        return self.rng.choice(honest(observation))
