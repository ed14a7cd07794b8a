"""Every player kind plays whole games of every bundled variant, only ever legally, from
its own observation alone."""

from __future__ import annotations

import random
from types import ModuleType
from typing import Any

import pytest

from allfours.simulate.players import RuleBasedPlayer, SearchPlayer, maker_of
from allfours.simulate.players.search import can_rebuild
from allfours.simulate.simulation import play_game
from allfours.simulate.variants import default_players, open_spec, variant_rules
from allfours.sources import bundled_ids

VARIANTS = bundled_ids()
KINDS = ("random", "rule", "search:1")


def module(variant: str) -> ModuleType:
    return open_spec(variant)


class Watched:
    """Checks each of a player's choices against the legal actions it was shown."""

    def __init__(self, player: Any) -> None:
        self.player = player
        self.name = player.name
        self.choices = 0

    def choose(self, observation: dict[str, Any]) -> str:
        action: str = self.player.choose(observation)
        assert action in observation["legal"], (action, observation["legal"])
        self.choices += 1
        return action


class Watching:
    """Makes the players of a kind, each watched."""

    def __init__(self, kind: str) -> None:
        self.maker = maker_of(kind)
        self.watched: list[Watched] = []

    def __call__(self, module: ModuleType, seat: int, rng: random.Random) -> Watched:
        self.watched.append(Watched(self.maker(module, seat, rng)))
        return self.watched[-1]


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_kind_plays_a_whole_game_legally(variant: str) -> None:
    rules_module = module(variant)
    seats = default_players(variant_rules(rules_module))
    for kind in KINDS:
        make = Watching(kind)
        # One search player among rule-based ones: it is the slow kind.
        others = Watching("rule") if kind.startswith("search") else make
        makers = [make] + [others] * (seats - 1)
        summary = play_game(rules_module, makers, [kind] * seats, seed=11, max_hands=30)
        assert make.watched[0].choices > 0
        if kind != "random":  # random bids can sink a game below zero for ever
            assert summary.winner is not None, f"{variant}: {kind} players never ended the game"


def test_the_search_player_does_not_read_the_cards_it_cannot_see() -> None:
    """Two games that differ only in the other seats' cards show seat 0 the same
    observation; with the same random source, it makes the same choice."""
    rules_module = module("auction_pitch")
    hand = ["AS", "KS", "2S", "9H", "4D", "3C"]
    others = [c for c in variant_rules_codes(rules_module) if c not in hand]
    choices = []
    for shuffle_seed in (1, 2):
        rest = list(others)
        random.Random(shuffle_seed).shuffle(rest)
        game = rules_module.Game(4, dealer=3)
        game.deal(hands=[hand, rest[0:6], rest[6:12], rest[12:18]])
        game.apply("bid 2", 0)
        for seat in (1, 2):
            game.apply("pass", seat)
        game.apply("pass", 3)  # seat 0 pitches
        player = SearchPlayer(rules_module, 0, random.Random(5), worlds=3)
        choices.append(player.choose(game.observation(0)))
    assert choices[0] == choices[1]


def variant_rules_codes(rules_module: ModuleType) -> list[str]:
    ranks = variant_rules(rules_module).pack.ranks
    return [rank + suit for suit in "SHDC" for rank in ranks]


def test_search_rebuilds_only_what_the_observation_can_tell() -> None:
    assert can_rebuild(variant_rules(module("auction_pitch")))
    assert can_rebuild(variant_rules(module("partnership_pitch")))
    assert not can_rebuild(variant_rules(module("seven_up")))  # who begged is not shown
    assert not can_rebuild(variant_rules(module("cinch")))  # the others' discards are hidden


def test_the_rule_based_player_bids_a_strong_hand_and_passes_a_weak_one() -> None:
    rules_module = module("auction_pitch")
    rest = [c for c in variant_rules_codes(rules_module)]

    def first_bid(hand: list[str]) -> str:
        others = [c for c in rest if c not in hand]
        game = rules_module.Game(4, dealer=3)
        game.deal(hands=[hand, others[0:6], others[6:12], others[12:18]])
        return RuleBasedPlayer(rules_module, 0, random.Random(1)).choose(game.observation(0))

    assert first_bid(["AS", "KS", "JS", "2S", "TS", "3H"]).startswith("bid ")
    assert first_bid(["9H", "8D", "7C", "6S", "5H", "9D"]) == "pass"


def test_the_rule_based_player_names_its_long_suit() -> None:
    rules_module = module("cinch")
    hand = ["AH", "KH", "QH", "JH", "5H", "5D", "2S", "3C", "4C"]
    others = [c for c in variant_rules_codes(rules_module) if c not in hand]
    game = rules_module.Game(4, dealer=3)
    game.deal(hands=[hand, others[0:9], others[9:18], others[18:27]], stock=others[27:])
    player = RuleBasedPlayer(rules_module, 0, random.Random(1))
    while game.to_act != 0 or game.phase != "naming":
        seat = game.to_act
        game.apply("bid 7" if seat == 0 and game.phase == "auction" else "pass", seat)
    assert player.choose(game.observation(0)) == "name H"
