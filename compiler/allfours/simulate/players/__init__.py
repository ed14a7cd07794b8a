"""The players: `random`, `rule` (rule-based) and `search` (determinized search).

A player is named on the command line by its kind, the search player optionally with its
budget: `search:24` tries 24 deals of the unseen cards at each card it plays.
"""

from __future__ import annotations

import functools
import random
from types import ModuleType

from allfours.simulate.players.base import Observation, Player, PlayerMaker
from allfours.simulate.players.random_player import RandomPlayer
from allfours.simulate.players.rule_based import RuleBasedPlayer
from allfours.simulate.players.search import DEFAULT_WORLDS, SearchPlayer

KINDS = ("random", "rule", "search")
MAX_WORLDS = 4096  # a search budget beyond this would take hours a game

__all__ = [
    "KINDS",
    "Observation",
    "Player",
    "PlayerMaker",
    "RandomPlayer",
    "RuleBasedPlayer",
    "SearchPlayer",
    "maker_of",
]


def _search(worlds: int, module: ModuleType, seat: int, rng: random.Random) -> Player:
    return SearchPlayer(module, seat, rng, worlds=worlds)


def maker_of(spec: str) -> PlayerMaker:
    """The player a spec names (`random`, `rule`, `search`, `search:N`); ValueError else."""
    kind, _, budget = spec.strip().partition(":")
    if kind == "random" and not budget:
        return RandomPlayer
    if kind == "rule" and not budget:
        return RuleBasedPlayer
    if kind == "search":
        if not budget:
            return functools.partial(_search, DEFAULT_WORLDS)
        if budget.isdigit() and len(budget) <= 6 and 1 <= int(budget) <= MAX_WORLDS:
            return functools.partial(_search, int(budget))
        raise ValueError(
            f"a search budget is a whole number of deals from 1 to {MAX_WORLDS}, "
            f"not {budget[:20]!r}"
        )
    raise ValueError(
        f"unknown player {spec[:40]!r}: choose from {', '.join(KINDS)} (search:N for a budget)"
    )
