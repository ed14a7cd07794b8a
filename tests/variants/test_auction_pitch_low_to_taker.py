"""Auction Pitch, Low to the taker (house rule): Low goes to the player who wins the
trick holding the lowest trump, not to the player dealt it (catalogue E03).

Expected values are worked out by hand from generated/rulebook/auction_pitch_low_to_taker.md.
"""

from __future__ import annotations

from types import ModuleType

import pytest
from variant_play import check_random_games

from conftest import load_rules_module
from playing import act, play, start

# Three players, dealer 2: seat 0 pitches the AS at a bid of 2; seat 1 must follow with
# its 2S, the lowest trump in play, which seat 0 takes. Seat 0 takes every trick.
TAKEN_LOW = [
    "AS KH QH JH TH 9H",
    "2S 7D 8D 9D TD JD",
    "3C 7C 8C 9C TC JC",
]
TRICKS = ["AS 2S 3C", "KH 7D 7C", "QH 8D 8C", "JH 9D 9C", "TH TD TC", "9H JD JC"]


@pytest.fixture(scope="module")
def aplt() -> ModuleType:
    return load_rules_module("auction_pitch_low_to_taker")


@pytest.fixture(scope="module")
def ap() -> ModuleType:
    return load_rules_module("auction_pitch")


def test_aplt_5_2_low_goes_to_the_taker(aplt: ModuleType, ap: ModuleType) -> None:
    """AP-5.2 of this house rule (E03): seat 1's 2S, taken by seat 0: Low to seat 0, which
    scores 3; in Auction Pitch Low stays with seat 1, who was dealt it."""
    lows = {}
    for module in (aplt, ap):
        game = start(module, TAKEN_LOW, dealer=2)
        act(game, "bid 2", "pass", "pass")
        play(game, *TRICKS)
        lows[module.VARIANT["id"]] = (game.hand_result.points["low"], game.scores)
    assert lows["auction_pitch_low_to_taker"] == (0, [3, 0, 0])
    assert lows["auction_pitch"] == (1, [2, 1, 0])


def test_aplt_5_2_low_kept_by_its_holder_when_it_wins(aplt: ModuleType) -> None:
    """AP-5.2 of this house rule: a lone trump wins its own trick, so its holder is also
    its taker: the single trump in play is High and Low for the pitcher (E01)."""
    hands = ["2S KH QH JH TH 9H", "7D 8D 9D TD JD QD", "3C 7C 8C 9C TC JC"]
    game = start(aplt, hands, dealer=2)
    act(game, "bid 2", "pass", "pass")
    play(game, "2S 7D 3C")
    assert game.observation(0)["tricks_taken"] == [1, 0, 0]
    while game.to_act is not None:
        game.apply(game.legal_actions()[0])
    assert game.hand_result.points["high"] == game.hand_result.points["low"] == 0


def test_aplt_random_games(aplt: ModuleType) -> None:
    """AP-7, AP-8.1: 200 seeded games of 2 to 7 players end with one winner (7 or more, or
    a smudge made from 0 or more), payouts sum to 0, every hand replays exactly."""
    seen = check_random_games(aplt, games=200, target=7, smudge=4)
    assert seen["games"] == 200
    assert seen["set back"] and seen["made"]
