"""Blind All Fours, or Pitch without an auction (BAF), catalogue V06.

No bidding: the player left of the dealer leads and the first card led is trump; nobody
has a contract, so nobody is ever set back; several players reaching the target count
out in point order, with no pitcher first. Expected values are worked out by hand from
generated/rulebook/blind_all_fours.md.
"""

from __future__ import annotations

from types import ModuleType

import pytest
from variant_play import check_random_games

from conftest import load_rules_module
from playing import act, play, start

# Three players, dealer 2: seat 0 leads. Spades trump (the AS led): seat 0 holds High
# (AS) and takes every trick (Game, 40); seat 1 holds Low (the 2S, taken by seat 0).
HIGH_AND_GAME = [
    "AS TH TD TC KH KD",
    "2S 3H 4H 5D 6D 7C",
    "3C 4C 5C 6C 8C 9C",
]
HIGH_AND_GAME_TRICKS = [
    "AS 2S 3C",
    "TH 3H 4C",
    "TD 5D 5C",
    "TC 7C 6C",
    "KH 4H 8C",
    "KD 6D 9C",
]

# Seat 0 leads the 5S and takes nothing (seat 1: High AS, Low 2S; seat 2: Jack, Game).
NOTHING_FOR_SEAT_0 = [
    "5S 3H 4H 3D 4D 3C",
    "AS 2S 5H 6H 5D 6D",
    "JS TH TD TC 9C 8C",
    "9H 8H 9D 8D 2C 4C",
]
NOTHING_FOR_SEAT_0_TRICKS = [
    "5S 2S JS 9H",
    "TH 8H 3H 5H",
    "TD 9D 3D 5D",
    "TC 2C 3C 6H",
    "9C 4C 4H 6D",
    "8C 8D 4D AS",
]


@pytest.fixture(scope="module")
def baf() -> ModuleType:
    return load_rules_module("blind_all_fours")


@pytest.fixture(scope="module")
def ap() -> ModuleType:
    return load_rules_module("auction_pitch")


def test_baf_3_1_no_auction_the_player_left_of_the_dealer_leads(baf: ModuleType) -> None:
    """BAF-3.1, BAF-4.1 (V06): right after the deal the player left of the dealer (seat 1
    with dealer 0) is to lead any card; there is nothing to bid or pass."""
    hands = ["2C 3C 4C 5C 6C 7C", "AH 3D 4S 5S 6S 7S", "8C 9C TC JC QC KC"]
    game = start(baf, hands, dealer=0)
    assert game.to_act == 1
    assert set(game.legal_actions()) == {f"play {card}" for card in hands[1].split()}
    for action in ("pass", "bid 2"):
        with pytest.raises(baf.IllegalAction) as refused:
            game.apply(action)
        assert refused.value.rule == "BAF-3.1"
    assert game.observation(1)["pitcher"] == 1 and game.observation(1)["bid"] is None


def test_baf_4_1_the_first_card_led_is_trump(baf: ModuleType) -> None:
    """BAF-4.1, BAF-4.2 (V06): seat 1 leads the 3D, so diamonds are trump: seat 2 must
    follow with its only diamond, the KD; seat 0, holding none, may play any card."""
    game = start(baf, ["2C 3C 4C 5C 6C 7C", "AH 3D 4S 5S 6S 7S", "8C 9C TC JC QC KD"], dealer=0)
    play(game, "3D")
    assert game.observation(2)["trump"] == "D"
    assert game.legal_actions() == ("play KD",)  # seat 2 must follow the trump lead
    play(game, "KD")
    assert len(game.legal_actions()) == 6
    play(game, "2C")
    assert game.observation(0)["tricks_taken"] == [0, 0, 1]  # the KD wins


def test_baf_3_6_nobody_is_ever_set_back(baf: ModuleType) -> None:
    """BAF-3.1, BAF-6.1 (V06): the leader has no contract: taking nothing, it keeps its
    score and no set-back is recorded; the others add what they make."""
    game = start(baf, NOTHING_FOR_SEAT_0, dealer=3, scores=[2, 2, 2, 2])
    play(game, *NOTHING_FOR_SEAT_0_TRICKS)
    result = game.hand_result
    assert (result.pitcher, result.bid, result.made) == (0, None, None)
    assert result.points == {"high": 1, "low": 1, "jack": 2, "game": 2}
    assert result.scores == (2, 4, 4, 2)
    assert result.setbacks == (0, 0, 0, 0)


def test_baf_7_2_all_four_points_do_not_win_at_once(baf: ModuleType) -> None:
    """BAF-3.1, BAF-6.1: no bid, so no smudge: the leader taking all four points from 0
    scores 4."""
    hands = [
        "AS KS QS JS TS 2S",
        "AH KH QH JH TH 9H",
        "AD KD QD JD TD 9D",
        "AC KC QC JC TC 9C",
    ]
    game = start(baf, hands, dealer=3)
    play(game, "AS AH AD AC", "KS KH KD KC", "QS QH QD QC", "JS JH JD JC", "TS TH TD TC")
    play(game, "2S 9H 9D 9C")
    assert game.hand_result.points == {"high": 0, "low": 0, "jack": 0, "game": 0}
    assert game.scores == [4, 0, 0, 0] and not game.game_over


def test_baf_7_3_count_out_in_point_order_without_the_pitcher_first(
    baf: ModuleType, ap: ModuleType
) -> None:
    """BAF-7.3 (V06, E09): seat 0 (5, High and Game) and seat 1 (6, Low, held: BAF-5.2)
    both reach 7. Counting High, Low, Jack, Game: High takes seat 0 to 6, Low seat 1 to 7,
    so seat 1 wins. In Auction Pitch the same hand, pitched by seat 0 at 2, is won by
    the pitcher, whose points count first (AP-7.3)."""
    game = start(baf, HIGH_AND_GAME, dealer=2, scores=[5, 6, 0])
    play(game, *HIGH_AND_GAME_TRICKS)
    result = game.hand_result
    assert result.points == {"high": 0, "low": 1, "jack": None, "game": 0}
    assert result.scores == (7, 7, 0)
    assert result.winner == 1 and game.winner == 1
    assert game.payouts() == [-1, 3, -2]

    pitched = start(ap, HIGH_AND_GAME, dealer=2, scores=[5, 6, 0])
    act(pitched, "bid 2", "pass", "pass")
    play(pitched, *HIGH_AND_GAME_TRICKS)
    assert pitched.hand_result.scores == (7, 7, 0)
    assert pitched.winner == 0


def test_baf_random_games(baf: ModuleType) -> None:
    """BAF-3, BAF-7.1, BAF-7.4, BAF-8.1: 300 seeded games of 2 to 7 players: every hand is
    played without a contract, nobody is ever set back, the game ends with one winner at
    7 or more, payouts sum to 0, and every hand replays to the same result."""
    seen = check_random_games(baf, games=300, target=7)
    assert seen["games"] == 300
    assert seen["set back"] == seen["made"] == seen["passed out"] == 0
    assert seen["no contract"] > 300 and seen["count out"]
