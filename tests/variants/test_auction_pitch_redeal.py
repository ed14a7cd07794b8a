"""Auction Pitch, redeal when all pass (house rule): nobody is stuck; when everyone
passes, the cards are thrown in and the next dealer deals (catalogue E07).

Expected values are worked out by hand from generated/rulebook/auction_pitch_redeal.md.
"""

from __future__ import annotations

from types import ModuleType

import pytest
from variant_play import check_random_games

from conftest import load_rules_module
from playing import act, start

HANDS = [
    "AS KS QS JS TS 2S",
    "AH KH QH JH TH 9H",
    "AD KD QD JD TD 9D",
    "AC KC QC JC TC 9C",
]


@pytest.fixture(scope="module")
def aprd() -> ModuleType:
    return load_rules_module("auction_pitch_redeal")


@pytest.fixture(scope="module")
def ap() -> ModuleType:
    return load_rules_module("auction_pitch")


def test_aprd_3_5_all_pass_the_next_dealer_deals(aprd: ModuleType, ap: ModuleType) -> None:
    """AP-3.5 of this house rule (E07): the dealer may pass after the others; the hand is
    thrown in with no pitcher, no points and no score change, and the player left of the
    dealer deals next. In Auction Pitch the dealer is stuck (AP-3.5)."""
    game = start(aprd, HANDS, dealer=3, scores=[1, 2, 3, 4])
    act(game, "pass", "pass", "pass")
    assert game.legal_actions() == ("pass", "bid 2", "bid 3", "bid 4")
    act(game, "pass")
    result = game.hand_result
    assert result.passed_out
    assert (result.pitcher, result.bid, result.made) == (None, None, None)
    assert result.tricks == () and result.points == {}
    assert game.scores == [1, 2, 3, 4] and game.setbacks == [0, 0, 0, 0]
    assert game.to_act is None and not game.game_over
    game.deal()
    assert game.dealer == 0 and game.to_act == 1

    stuck = start(ap, HANDS, dealer=3)
    act(stuck, "pass", "pass", "pass")
    with pytest.raises(ap.IllegalAction) as refused:
        stuck.apply("pass")
    assert refused.value.rule == "AP-3.5"


def test_aprd_3_3_the_dealers_privilege_is_kept(aprd: ModuleType) -> None:
    """AP-3.3, unchanged: the dealer may still take the contract at the high bid."""
    game = start(aprd, HANDS, dealer=3)
    act(game, "bid 3", "pass", "pass")
    assert game.legal_actions() == ("pass", "bid 3", "bid 4")


def test_aprd_random_games(aprd: ModuleType) -> None:
    """AP-3.5, AP-7, AP-8.1: 200 seeded games of 2 to 7 players, with thrown-in hands, end
    with one winner (7 or more, or a smudge made from 0 or more), payouts sum to 0, the
    deal always passes left, and every hand, thrown in or played, replays exactly."""
    seen = check_random_games(aprd, games=200, target=7, smudge=4)
    assert seen["games"] == 200
    assert seen["passed out"] and seen["set back"] and seen["made"]
