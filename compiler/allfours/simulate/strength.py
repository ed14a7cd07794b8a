"""How strong the players are: the ladder, measured by duplicate games.

A player's strength is measured against rule-based players: it takes every other seat,
rule-based players the seats between, and the same games are played again with the two
kinds swapping seats. A game's deals depend only on its seed, never on how it is played
(`simulation.play_game`), so both games of a pair deal the same cards to the same seats:
the luck of the cards falls on each kind alike, as in duplicate bridge, and what is left
is the difference in play. A pair counts its games won by the player's kind (a game
stopped unfinished as half), over two; players as strong as the rule-based ones win half,
and the pairs, not the games, are the unit the interval is measured over.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise
from typing import NamedTuple

from allfours.simulate.simulation import GameSummary, Setup, simulate
from allfours.simulate.statistics import Estimate, mean_interval
from allfours.simulate.variants import default_players, open_spec, variant_rules

# Random, rule-based, then the search player with growing budgets (deals of the unseen
# cards tried at each choice).
LADDER = ("random", "rule", "search:4", "search:16")
REFERENCE = "rule"


class Rung(NamedTuple):
    player: str
    pairs: int  # duplicate pairs of games played
    share: Estimate  # its share of the games won against rule-based players (even: 0.5)


def arrangement(player: str, size: int, first: int) -> tuple[str, ...]:
    """`player` in the seats of the parity `first`, rule-based players between."""
    return tuple(player if seat % 2 == first else REFERENCE for seat in range(size))


def _won(game: GameSummary, seats: Sequence[str], player: str) -> float:
    if game.winner is None:
        return 0.5
    return 1.0 if seats[_first_seat_of(game.winner, game.sides, len(seats))] == player else 0.0


def _first_seat_of(side: int, sides: int, players: int) -> int:
    """A seat of the side (the table's sides alternate: seat s plays for side s % sides)."""
    return next(seat for seat in range(players) if seat % sides == side)


def played(
    variant: str, player: str, pairs: int, seed: int, workers: int = 1
) -> list[tuple[Setup, list[GameSummary]]]:
    """The two arrangements of `player` and rule-based players, each with its games."""
    rules = variant_rules(open_spec(variant))
    size = default_players(rules)
    if size % 2 or rules.table.sides(size) not in (2, size):
        raise ValueError(f"{rules.title}: duplicate games need an even table of 2 sides or none")
    runs = []
    for first in (0, 1):
        setup = Setup(variant, arrangement(player, size, first), seed)
        run = simulate(setup, pairs, workers)
        if not run.complete:
            raise RuntimeError(run.stopped)
        runs.append((setup, run.games))
    return runs


def rung_of(player: str, runs: Sequence[tuple[Setup, Sequence[GameSummary]]]) -> Rung:
    """The player's share of the games of its duplicate pairs, over the pairs."""
    pairs = min(len(games) for _, games in runs)
    scores = [0.0] * pairs
    for setup, games in runs:
        for index, game in enumerate(games[:pairs]):
            scores[index] += _won(game, setup.players, player) / len(runs)
    return Rung(player, pairs, mean_interval(scores))


def rung(variant: str, player: str, pairs: int, seed: int, workers: int = 1) -> Rung:
    """`player` against rule-based players over `pairs` duplicate pairs of games."""
    return rung_of(player, played(variant, player, pairs, seed, workers))


def ladder(
    variant: str, pairs: int, seed: int, players: Sequence[str] = LADDER, workers: int = 1
) -> list[Rung]:
    """Each player of the ladder against rule-based ones (the rule-based one itself wins
    half by construction, and is given as exactly that)."""
    return [
        Rung(p, pairs, Estimate(0.5, 0.5, 0.5, pairs))
        if p == REFERENCE
        else rung(variant, p, pairs, seed, workers)
        for p in players
    ]


def holds(rungs: Sequence[Rung]) -> bool:
    """Whether each rung is stronger than the one below it, their intervals apart."""
    return all(low.share.high < high.share.low for low, high in pairwise(rungs))
