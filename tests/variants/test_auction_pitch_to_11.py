"""Auction Pitch to 11 (house rule): auction_pitch with a target of 11 instead of 7.

Expected values are worked out by hand from generated/rulebook/auction_pitch_to_11.md.
"""

from __future__ import annotations

from types import ModuleType

import pytest
from variant_play import check_random_games

from conftest import load_rules_module
from playing import act, play, start

# Three players, dealer 2: seat 0 pitches the AS at a bid of 2 and takes every trick:
# High and Game to seat 0, Low (the 8S, the lowest spade dealt) to its holder, seat 1.
TWO_FOR_THE_PITCHER = [
    "AS KH QH JH TH 9H",
    "8S 7D 8D 9D TD JD",
    "9S 7C 8C 9C TC JC",
]
TRICKS = ["AS 8S 9S", "KH 7D 7C", "QH 8D 8C", "JH 9D 9C", "TH TD TC", "9H JD JC"]
# Seat 0 holds six spades: a smudge (bid 4) takes all four points.
SWEEP = [
    "AS KS QS JS TS 2S",
    "AH KH QH JH TH 9H",
    "AD KD QD JD TD 9D",
]
SWEEP_TRICKS = ["AS AH AD", "KS KH KD", "QS QH QD", "JS JH JD", "TS TH TD", "2S 9H 9D"]


@pytest.fixture(scope="module")
def ap11() -> ModuleType:
    return load_rules_module("auction_pitch_to_11")


@pytest.fixture(scope="module")
def ap() -> ModuleType:
    return load_rules_module("auction_pitch")


def test_ap11_7_1_seven_is_not_enough(ap11: ModuleType, ap: ModuleType) -> None:
    """AP-7.1 of this house rule: the pitcher on 6 making 2 reaches 8, which wins Auction
    Pitch but not the game to 11; from 9 it reaches 11 and wins."""
    assert ap11.VARIANT["target"] == 11
    for module, winner in ((ap11, None), (ap, 0)):
        game = start(module, TWO_FOR_THE_PITCHER, dealer=2, scores=[6, 0, 0])
        act(game, "bid 2", "pass", "pass")
        play(game, *TRICKS)
        assert game.scores == [8, 1, 0]
        assert game.winner == winner
    game = start(ap11, TWO_FOR_THE_PITCHER, dealer=2, scores=[9, 10, 0])
    act(game, "bid 2", "pass", "pass")
    play(game, *TRICKS)
    assert game.scores == [11, 11, 0]
    assert game.winner == 0  # AP-7.3: the pitcher who made the bid counts first


def test_ap11_7_2_a_made_smudge_still_wins_at_once(ap11: ModuleType) -> None:
    """AP-7.2 (E08), unchanged by the house rule: a smudge made from 0 wins the game with
    a score of 4, far from 11."""
    game = start(ap11, SWEEP, dealer=2)
    act(game, "bid 4", "pass", "pass")
    play(game, *SWEEP_TRICKS)
    assert game.scores == [4, 0, 0]
    assert game.winner == 0


def test_ap11_random_games(ap11: ModuleType) -> None:
    """AP-7.1, AP-7.2, AP-7.4, AP-8.1: 200 seeded games of 2 to 7 players end with one
    winner (11 or more, or a smudge made from 0 or more), payouts sum to 0, and every
    hand replays to the same result."""
    seen = check_random_games(ap11, games=200, target=11, smudge=4)
    assert seen["games"] == 200
    assert seen["set back"] and seen["made"] and seen["smudge win"]
