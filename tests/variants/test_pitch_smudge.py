"""Pitch (Smudge), catalogue V02: the settings where it differs from Auction Pitch.

Same engine, other settings: these tests prove the variant file, not Python, decides.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any

import pytest

from conftest import load_rules_module

# Three players, dealer seat 2: seat 0 bids first. Spades will be trump.
HANDS = [
    ["AS", "2S", "KH", "QH", "3D", "4D"],  # seat 0
    ["KS", "JS", "AH", "5D", "6D", "7D"],  # seat 1
    ["TS", "3S", "2H", "8D", "9D", "TD"],  # seat 2 (dealer)
]


@pytest.fixture(scope="module")
def ps() -> ModuleType:
    return load_rules_module("pitch_smudge")


@pytest.fixture(scope="module")
def ap() -> ModuleType:
    return load_rules_module("auction_pitch")


def _game(module: ModuleType, **kwargs: Any) -> Any:
    game = module.Game(3, dealer=2, **kwargs)
    game.deal(HANDS)
    return game


def test_ps_3_3_the_dealer_has_no_privilege(ps: ModuleType, ap: ModuleType) -> None:
    """PS-3.3: the dealer must outbid; in AP-3.3 the dealer may match."""
    for module, may_match in ((ps, False), (ap, True)):
        game = _game(module)
        game.apply("bid 2")
        game.apply("pass")
        assert ("bid 2" in game.legal_actions()) is may_match
    game = _game(ps)
    game.apply("bid 2")
    game.apply("pass")
    with pytest.raises(ps.IllegalAction) as refused:
        game.apply("bid 2")
    assert refused.value.rule == "PS-3.3"


def test_ps_3_5_a_passed_out_deal_is_dealt_again_by_the_same_dealer(ps: ModuleType) -> None:
    """PS-3.5: everyone may pass, the dealer too; the same dealer deals the next hand (E07)."""
    game = _game(ps)
    for _ in range(3):
        assert "pass" in game.legal_actions()
        game.apply("pass")
    result = game.hand_result
    assert result.passed_out and result.pitcher is None and result.points == {}
    assert game.scores == [7, 7, 7]  # PS-6.3: scores count down from the target
    game.deal()
    assert game.dealer == 2


def _play_out(game: Any, plays: list[str]) -> None:
    for card in plays:
        game.apply(f"play {card}")


def test_ps_5_2_low_goes_to_the_player_who_takes_it(ps: ModuleType, ap: ModuleType) -> None:
    """PS-5.2 (E03): the 2S dealt to seat 0 is captured by seat 1's KS -> Low to seat 1 here,
    to seat 0 in Auction Pitch."""
    hands = [
        ["2S", "AD", "KH", "QH", "3D", "4D"],  # seat 0
        ["KS", "JS", "AH", "5D", "6D", "7D"],  # seat 1
        ["TS", "3S", "2H", "8D", "9D", "TD"],  # seat 2 (dealer)
    ]
    lows = {}
    for module in (ps, ap):
        game = module.Game(3, dealer=2)
        game.deal(hands)
        game.apply("pass")
        game.apply("bid 2")  # seat 1 pitches
        game.apply("pass")
        # Trick 1: seat 1 leads KS (trump spades); seat 2 must follow with a trump; seat 0 too.
        _play_out(game, ["KS", "3S", "2S"])
        while game.to_act is not None:
            game.apply(game.legal_actions()[0])
        lows[module.VARIANT["id"]] = game.hand_result.points["low"]
    assert lows["pitch_smudge"] == 1
    assert lows["auction_pitch"] == 0


def test_ps_7_2_anyone_taking_every_point_wins_at_once_even_from_the_hole(ps: ModuleType) -> None:
    """PS-7.2 (E08): a non-pitcher in the hole who takes all four points wins the game.

    PS-6.3: scores count down from 7, so "in the hole" is a score above 7.
    """
    hands = [
        ["AH", "KH", "JH", "TS", "AS", "KS"],  # seat 0, at -5
        ["2H", "3C", "4C", "5C", "6C", "7C"],  # seat 1 pitches the 2H
        ["3D", "4D", "5D", "6D", "7D", "8D"],  # seat 2, the dealer
    ]
    game = ps.Game(3, dealer=2, scores=[12, 7, 7])
    game.deal(hands)
    for action in ("pass", "bid 2", "pass"):
        game.apply(action)
    # Seat 0 captures the 2H (Low, to the taker), then wins every trick with its own cards.
    _play_out(game, ["2H", "3D", "AH"])
    for lead, others in (("KH", "3C 4D"), ("JH", "4C 5D"), ("TS", "5C 6D"), ("AS", "6C 7D")):
        _play_out(game, [lead, *others.split()])
    _play_out(game, ["KS", "7C", "8D"])
    result = game.hand_result
    assert result.points == {"high": 0, "low": 0, "jack": 0, "game": 0}
    # Seat 0 takes 4 off its 12; seat 1, set back, adds its bid of 2.
    assert result.made is False and game.scores == [8, 9, 7]
    assert result.winner == 0 and game.game_over
    assert game.scores[0] > 0  # won at once, not by counting down to 0
    assert game.payouts() == [4, -2, -2]  # both losers still at or above 7: nothing scored


def test_ps_7_2_a_made_smudge_wins_even_from_the_hole(ps: ModuleType, ap: ModuleType) -> None:
    """PS-7.2 vs AP-7.2 (E08): in the hole, a made smudge wins here, only scores 4 there."""
    hands = [
        ["AS", "JS", "TS", "2S", "AH", "KH"],  # seat 0 smudges
        ["3H", "4H", "5H", "6H", "7H", "8H"],
        ["3D", "4D", "5D", "6D", "7D", "8D"],
    ]
    winners = {}
    for module, in_the_hole in ((ps, [9, 7, 7]), (ap, [-2, 0, 0])):
        game = module.Game(3, dealer=2, scores=in_the_hole)
        game.deal(hands)
        game.apply("bid 4")
        game.apply("pass")
        game.apply("pass")
        while game.to_act is not None:
            game.apply(game.legal_actions()[0])
        assert game.hand_result.made
        winners[module.VARIANT["id"]] = (game.winner, game.scores[0])
    assert winners["pitch_smudge"] == (0, 5)  # 9 counted down by 4
    assert winners["auction_pitch"] == (None, 2)  # -2 plus 4


def test_ps_1_1_three_to_five_players(ps: ModuleType) -> None:
    """PS-1.1: the variant's player range, not Auction Pitch's 2 to 7."""
    assert ps.VARIANT["players"] == (3, 5)
    with pytest.raises(ValueError, match=r"PS-1\.1"):
        ps.Game(2)
    with pytest.raises(ValueError, match=r"PS-1\.1"):
        ps.Game(6)
