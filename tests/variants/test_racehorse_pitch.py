"""Racehorse Pitch (RP), catalogue V23: Auction Pitch with a 32-card pack, ace down to
seven, played to 11 by at most five players. Expected values are worked out by hand from
generated/rulebook/racehorse_pitch.md.
"""

from __future__ import annotations

from types import ModuleType

import pytest
from variant_play import check_random_games

from conftest import load_rules_module
from playing import act, finish, start

SHORT_PACK = {rank + suit for suit in "SHDC" for rank in "AKQJT987"}

# Three players, dealer 2: seat 0 pitches the AS at a bid of 2 and takes every trick
# (High, Game). The 7S is not dealt: the lowest trump in play, Low, is seat 1's 8S.
EIGHT_LOW = [
    "AS KH QH JH TH 9H",
    "8S 7D 8D 9D TD JD",
    "9S 7C 8C 9C TC JC",
]
# The same with the 7S dealt to seat 2 instead of the 9S: Low is the 7S.
SEVEN_LOW = [*EIGHT_LOW[:2], "7S 7C 8C 9C TC JC"]


@pytest.fixture(scope="module")
def rp() -> ModuleType:
    return load_rules_module("racehorse_pitch")


@pytest.fixture(scope="module")
def ap() -> ModuleType:
    return load_rules_module("auction_pitch")


def test_rp_1_3_a_32_card_pack_ace_down_to_seven(rp: ModuleType) -> None:
    """RP-1.3 (V23): random deals use the 32 cards A K Q J 10 9 8 7 of each suit, and no
    other: five players take 30 of them."""
    assert rp.VARIANT["pack"] == 32
    seen: set[str] = set()
    for seed in range(40):
        game = rp.Game(5, seed=seed)
        game.deal()
        dealt = [card for seat in range(5) for card in game.observation(seat)["hand"]]
        assert len(dealt) == len(set(dealt)) == 30
        seen.update(dealt)
    assert seen == SHORT_PACK


@pytest.mark.parametrize("card", ["2S", "6H", "JK"])
def test_rp_1_4_a_card_outside_the_short_pack_is_refused(rp: ModuleType, card: str) -> None:
    """RP-1.3, RP-1.4 (V23): a 2 (or a 6, or a joker) is not a card of this pack: a deal
    holding one is refused, while the same deal with the 7S is accepted."""
    hands = [*EIGHT_LOW[:2], f"{card} 7C 8C 9C TC JC"]
    with pytest.raises(ValueError, match=r"RP-1\.4"):
        start(rp, hands, dealer=2)
    start(rp, SEVEN_LOW, dealer=2)


@pytest.mark.parametrize(("hands", "low"), [(EIGHT_LOW, 1), (SEVEN_LOW, 2)])
def test_rp_5_2_low_is_the_lowest_trump_in_play(rp: ModuleType, hands: list[str], low: int) -> None:
    """RP-5.2 (V23, E02): with no 2 in the pack, Low is the lowest trump dealt: the 8S
    (seat 1) when the 7S is not dealt, else the 7S (seat 2); it goes to its holder, even
    though seat 0 takes it."""
    game = start(rp, hands, dealer=2)
    act(game, "bid 2", "pass", "pass")
    finish(game)
    result = game.hand_result
    assert result.trump == "S"
    assert all(trick.winner == 0 for trick in result.tricks)
    assert result.points == {"high": 0, "low": low, "jack": None, "game": 0}


def test_rp_7_1_the_target_is_eleven(rp: ModuleType, ap: ModuleType) -> None:
    """RP-7.1 (V23): the pitcher on 6 makes 2: 8 ends Auction Pitch (target 7) but not
    Racehorse Pitch; from 9, 11 wins Racehorse Pitch."""
    for module, winner in ((rp, None), (ap, 0)):
        game = start(module, EIGHT_LOW, dealer=2, scores=[6, 0, 0])
        act(game, "bid 2", "pass", "pass")
        finish(game)
        assert game.scores == [8, 1, 0]
        assert game.winner == winner
    game = start(rp, EIGHT_LOW, dealer=2, scores=[9, 0, 0])
    act(game, "bid 2", "pass", "pass")
    finish(game)
    assert game.scores == [11, 1, 0] and game.winner == 0
    assert game.payouts() == [3, -1, -2]


def test_rp_1_1_two_to_five_players(rp: ModuleType) -> None:
    """RP-1.1 (V23): two to five players (six would need 36 of the 32 cards)."""
    assert rp.VARIANT["players"] == (2, 5)
    rp.Game(2)
    with pytest.raises(ValueError, match=r"RP-1\.1"):
        rp.Game(6)


def test_rp_random_games(rp: ModuleType) -> None:
    """RP-7.1, RP-7.2, RP-7.4, RP-8.1: 250 seeded games of 2 to 5 players end with one
    winner (11 or more, or a smudge made from 0 or more), payouts sum to 0, and every
    hand replays to the same result."""
    seen = check_random_games(rp, games=250, target=11, smudge=4)
    assert seen["games"] == 250
    assert seen["set back"] and seen["made"] and seen["smudge win"]
