"""Auction Pitch, 1911 form (APB), catalogue V04: where it differs from Auction Pitch.

Bids from 1 to 4, a dealer who may match even a 4, no smudge, and when everyone passes
the player left of the dealer pitches without a contract. Expected values are worked out
by hand from generated/rulebook/auction_pitch_1911.md.
"""

from __future__ import annotations

from types import ModuleType

import pytest
from variant_play import check_random_games

from conftest import load_rules_module
from playing import act, play, start

# Four players, dealer 3: seat 0 bids first. Seat 0 holds six spades and takes every
# trick and all four points (High AS, Low 2S, Jack JS, Game).
SWEEP = [
    "AS KS QS JS TS 2S",
    "AH KH QH JH TH 9H",
    "AD KD QD JD TD 9D",
    "AC KC QC JC TC 9C",
]
SWEEP_TRICKS = [
    "AS AH AD AC",
    "KS KH KD KC",
    "QS QH QD QC",
    "JS JH JD JC",
    "TS TH TD TC",
    "2S 9H 9D 9C",
]

# Seat 0 pitches the 5S and takes nothing: seat 1 holds AS and 2S (High and Low), seat 2
# takes the JS (Jack) and the three tens (Game, 31 to seat 1's 4).
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
def apb() -> ModuleType:
    return load_rules_module("auction_pitch_1911")


@pytest.fixture(scope="module")
def ap() -> ModuleType:
    return load_rules_module("auction_pitch")


def test_apb_3_2_bids_run_from_one_to_four(apb: ModuleType, ap: ModuleType) -> None:
    """APB-3.2 (V04): a bid of 1 is allowed, unlike AP-3.2's minimum of 2; a bid of 1
    makes the contract 1."""
    game = start(apb, SWEEP, dealer=3)
    assert game.legal_actions() == ("pass", "bid 1", "bid 2", "bid 3", "bid 4")
    act(game, "bid 1", "pass", "pass", "pass")
    play(game, *SWEEP_TRICKS)
    assert (game.hand_result.pitcher, game.hand_result.bid) == (0, 1)
    game = start(ap, SWEEP, dealer=3)
    with pytest.raises(ap.IllegalAction) as refused:
        game.apply("bid 1")
    assert refused.value.rule == "AP-3.2"


def test_apb_3_3_the_dealer_may_match_even_a_four(apb: ModuleType, ap: ModuleType) -> None:
    """APB-3.3 (V04, E06): "the dealer may refuse to sell for four, by bidding four": after
    a 4 the dealer may bid 4 and pitches; in Auction Pitch a smudge cannot be taken away
    (AP-3.4)."""
    game = start(apb, SWEEP, dealer=3)
    act(game, "bid 4", "pass", "pass")
    assert game.legal_actions() == ("pass", "bid 4")
    act(game, "bid 4")
    assert game.to_act == 3
    assert game.observation(3)["pitcher"] == 3 and game.observation(3)["bid"] == 4
    game = start(ap, SWEEP, dealer=3)
    act(game, "bid 4", "pass", "pass")
    assert game.legal_actions() == ("pass",)
    with pytest.raises(ap.IllegalAction) as refused:
        game.apply("bid 4")
    assert refused.value.rule == "AP-3.4"


def test_apb_3_2_only_the_dealer_may_match(apb: ModuleType) -> None:
    """APB-3.2, APB-3.3: a player other than the dealer must bid higher than the high bid."""
    game = start(apb, SWEEP, dealer=3)
    act(game, "bid 2")
    assert game.legal_actions() == ("pass", "bid 3", "bid 4")
    with pytest.raises(apb.IllegalAction) as refused:
        game.apply("bid 2")
    assert refused.value.rule == "APB-3.2"


def test_apb_7_2_a_bid_of_four_made_does_not_win_at_once(apb: ModuleType, ap: ModuleType) -> None:
    """APB-3.4, APB-7.2 (V04): there is no smudge: a pitcher who bids 4 and takes all four
    points from 0 just scores 4; in Auction Pitch the smudge wins the game (AP-7.2)."""
    outcomes = {}
    for module in (apb, ap):
        game = start(module, SWEEP, dealer=3)
        act(game, "bid 4", "pass", "pass", "pass")
        play(game, *SWEEP_TRICKS)
        assert game.hand_result.made is True
        outcomes[module.VARIANT["id"]] = (game.scores, game.winner)
    assert outcomes["auction_pitch_1911"] == ([4, 0, 0, 0], None)
    assert outcomes["auction_pitch"] == ([4, 0, 0, 0], 0)


def test_apb_3_5_when_all_pass_eldest_pitches_without_a_contract(
    apb: ModuleType, ap: ModuleType
) -> None:
    """APB-3.5, APB-6.2 (V04, E07): the dealer may pass too; then the player left of the
    dealer pitches with no contract and, taking nothing, is not set back, while the
    others score what they make. In Auction Pitch the dealer would be stuck (AP-3.5)."""
    game = start(apb, NOTHING_FOR_SEAT_0, dealer=3, scores=[3, 1, 1, 1])
    act(game, "pass", "pass", "pass")
    assert "pass" in game.legal_actions()
    act(game, "pass")
    assert game.to_act == 0
    assert all(action.startswith("play ") for action in game.legal_actions())
    play(game, *NOTHING_FOR_SEAT_0_TRICKS)
    result = game.hand_result
    assert not result.passed_out
    assert (result.pitcher, result.bid, result.made) == (0, None, None)
    assert result.points == {"high": 1, "low": 1, "jack": 2, "game": 2}
    assert result.scores == (3, 3, 3, 1)
    assert result.setbacks == (0, 0, 0, 0)

    stuck = start(ap, NOTHING_FOR_SEAT_0, dealer=3)
    act(stuck, "pass", "pass", "pass")
    assert "pass" not in stuck.legal_actions()
    with pytest.raises(ap.IllegalAction) as refused:
        stuck.apply("pass")
    assert refused.value.rule == "AP-3.5"


def test_apb_6_2_a_pitcher_without_a_contract_scores_what_it_makes(apb: ModuleType) -> None:
    """APB-3.5, APB-6.2 (E07): with no contract the pitcher adds its points like anyone
    else: all four here, with no instant win (APB-7.2)."""
    game = start(apb, SWEEP, dealer=3)
    act(game, "pass", "pass", "pass", "pass")
    play(game, *SWEEP_TRICKS)
    result = game.hand_result
    assert (result.pitcher, result.bid, result.made) == (0, None, None)
    assert result.scores == (4, 0, 0, 0) and result.winner is None


def test_apb_6_2_a_pitcher_with_a_contract_is_still_set_back(apb: ModuleType) -> None:
    """APB-6.2: a contract, even of 1, is set back by its bid when not made."""
    game = start(apb, NOTHING_FOR_SEAT_0, dealer=3)
    act(game, "bid 1", "pass", "pass", "pass")
    play(game, *NOTHING_FOR_SEAT_0_TRICKS)
    result = game.hand_result
    assert result.made is False
    assert result.scores == (-1, 2, 2, 0) and result.setbacks == (1, 0, 0, 0)


def test_apb_1_1_four_to_seven_players(apb: ModuleType) -> None:
    """APB-1.1 (V04): four to seven players."""
    assert apb.VARIANT["players"] == (4, 7)
    with pytest.raises(ValueError, match=r"APB-1\.1"):
        apb.Game(3)
    with pytest.raises(ValueError, match=r"APB-1\.1"):
        apb.Game(8)


def test_apb_random_games(apb: ModuleType) -> None:
    """APB-7.1, APB-7.4, APB-8.1: 250 seeded games of 4 to 7 players end with one winner at
    7 or more (no smudge wins), payouts sum to 0, every hand replays to the same result;
    some hands are pitched without a contract."""
    seen = check_random_games(apb, games=250, target=7)
    assert seen["games"] == 250
    assert seen["no contract"] and seen["set back"] and seen["made"]
    assert seen["passed out"] == 0
