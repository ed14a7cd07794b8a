"""Partnership Pitch to 21 (PP), catalogue V12's longer game: partnership_pitch with a
target of 21. Expected values are worked out by hand from
generated/rulebook/partnership_pitch_21.md.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any

import pytest
from variant_play import check_random_games

from conftest import load_rules_module
from playing import act, play, start

# Dealer 3. Seat 0 pitches the 2S at a bid of 2; seat 1's AS takes it: High and Low to
# side 1. Seat 0 then takes every trick: Jack and Game to side 0. Each side makes 2.
SPLIT = [
    "2S JS TH TD TC KH",
    "AS 3H 4H 5D 6D 7C",
    "3C 4C 5C 6C 8C 9C",
    "3D 4D 7D 8D 9D 2C",
]
SPLIT_TRICKS = [
    "2S AS 3C 3D",
    "3H 4C 4D TH",
    "JS 4H 5C 7D",
    "TD 5D 6C 8D",
    "TC 7C 8C 2C",
    "KH 6D 9C 9D",
]


@pytest.fixture(scope="module")
def pp21() -> ModuleType:
    return load_rules_module("partnership_pitch_21")


@pytest.fixture(scope="module")
def pp() -> ModuleType:
    return load_rules_module("partnership_pitch")


def _split(module: ModuleType, scores: list[int], auction: str = "bid 2") -> Any:
    game = start(module, SPLIT, dealer=3, scores=scores)
    act(game, auction, "pass", "pass", "pass")
    play(game, *SPLIT_TRICKS)
    return game


def test_pp21_7_1_eleven_is_not_enough(pp21: ModuleType, pp: ModuleType) -> None:
    """PP-7.1 (V12): both sides go from 10 to 12: the game to 11 is over, the game to 21
    goes on."""
    assert pp21.VARIANT["target"] == 21
    short, long = _split(pp, [10] * 4), _split(pp21, [10] * 4)
    assert short.scores == long.scores == [12, 12, 12, 12]
    assert short.winner == 0
    assert long.winner is None and not long.game_over


def test_pp21_7_3_at_21_the_bidding_side_counts_out_first(pp21: ModuleType) -> None:
    """PP-7.1, PP-7.3 (E09): both sides go from 19 to 21; side 0 bid and made 2, so it
    wins although side 1's High comes first in point order; payouts by side (PP-8.1)."""
    game = _split(pp21, [19] * 4)
    assert game.scores == [21, 21, 21, 21]
    assert game.winner == 0
    assert game.payouts() == [2, -2, 2, -2]


def test_pp21_7_3_a_set_bidding_side_cannot_win(pp21: ModuleType) -> None:
    """PP-6.2, PP-7.3 (E09): side 0 bids 3 and makes 2: set back from 19 to 16, while side 1
    reaches 21 and wins."""
    game = _split(pp21, [19] * 4, auction="bid 3")
    assert game.scores == [16, 21, 16, 21]
    assert game.winner == 1
    assert game.payouts() == [-2, 2, -2, 2]


def test_pp21_random_games(pp21: ModuleType) -> None:
    """PP-7.1, PP-7.4, PP-8: 200 seeded four-player games to 21 end with one winning side
    at 21 or more, payouts by side summing to 0, and every hand replays exactly."""
    seen = check_random_games(pp21, games=200, target=21, partnership_size=2)
    assert seen["games"] == 200
    assert seen["set back"] and seen["made"]
