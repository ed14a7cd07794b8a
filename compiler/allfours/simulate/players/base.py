"""What a player is: something that, shown its own observation, chooses a legal action.

A player never sees the game itself, only `Game.observation(seat)`: its hand, the bids,
the table, the tricks, the scores, and the legal actions when it is to act.
"""

from __future__ import annotations

import random
from types import ModuleType
from typing import Any, Protocol

Observation = dict[str, Any]


def honest(observation: Observation) -> list[str]:
    """The legal actions but a renege. The bots never renege on purpose: every renege is
    found when the hand ends and costs its penalty, so it can only lose them points."""
    legal: list[str] = observation["legal"]
    reneges = observation.get("reneges")
    if not reneges:
        return legal
    return [action for action in legal if action not in reneges]


class Player(Protocol):
    """A seat's decision maker."""

    name: str

    def choose(self, observation: Observation) -> str:
        """One of `observation["legal"]`."""
        ...


class PlayerMaker(Protocol):
    """Makes a seat's player for a generated rules module, with its own random source."""

    def __call__(self, module: ModuleType, seat: int, rng: random.Random) -> Player: ...
