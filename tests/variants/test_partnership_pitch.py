"""Partnership Pitch, or Setback (PP), catalogue V12: where it differs from Auction Pitch.

Four players in two sides (seats 0 and 2 against 1 and 3); points go to sides; Low to
the side that takes it; a smudge is a bid of 5 that needs every point and every trick and
scores 5; the bidding side counts out first; target 11; payouts by side. Expected values
are worked out by hand from generated/rulebook/partnership_pitch.md.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any

import pytest
from variant_play import check_random_games

from conftest import load_rules_module
from playing import act, finish, play, start

# Dealer 3: seat 0 bids first. Spades trump (the AS pitched). Seats 0 and 2 take every
# trick (seat 2 the last one with the AD) and all four points: Low, the 2S dealt to
# seat 2, is taken by its partner.
SMUDGE = [
    "AS KS QS JS AH 2D",
    "4H 5H 6H 7H 8H 9H",
    "TS 2S AD KD QD JD",
    "4C 5C 6C 7C 8C 9C",
]
SMUDGE_TRICKS = [
    "AS 4H 2S 4C",
    "KS 5H TS 5C",
    "QS 6H JD 6C",
    "JS 7H QD 7C",
    "AH 8H KD 8C",
    "2D 9H AD 9C",  # seat 2's AD wins
]
# Seat 0 takes all four points (High AS, Low 2S, Jack, Game 20 to 0), but seat 1's 9H
# takes the last trick (no counting card in it).
ONE_TRICK_SHORT = [
    "AS KS QS JS 2S 2H",
    "4H 5H 6H 7H 8H 9H",
    "TS 3D 4D 5D 6D 7D",
    "4C 5C 6C 7C 8C 9C",
]
ONE_TRICK_SHORT_TRICKS = [
    "AS 4H TS 4C",
    "KS 5H 3D 5C",
    "QS 6H 4D 6C",
    "JS 7H 5D 7C",
    "2S 8H 6D 8C",
    "2H 9H 7D 9C",  # seat 1's 9H wins
]
# Every trick to seats 0 and 2, but the jack of spades is not dealt (9S instead).
NO_JACK = ["AS KS QS 9S AH 2D", *SMUDGE[1:]]
NO_JACK_TRICKS = [trick.replace("JS", "9S") for trick in SMUDGE_TRICKS]

# Seat 0 pitches the 2S; seat 1's AS (its only trump) takes it: High (held) and Low
# (taken) to side 1. Seat 0 then takes every trick: Jack and Game (34 to 4) to side 0.
SPLIT = [
    "2S JS TH TD TC KH",
    "AS 3H 4H 5D 6D 7C",
    "3C 4C 5C 6C 8C 9C",
    "3D 4D 7D 8D 9D 2C",
]
SPLIT_TRICKS = [
    "2S AS 3C 3D",  # seat 1 wins
    "3H 4C 4D TH",  # seat 1 leads; seat 0's TH wins
    "JS 4H 5C 7D",
    "TD 5D 6C 8D",
    "TC 7C 8C 2C",
    "KH 6D 9C 9D",
]


@pytest.fixture(scope="module")
def pp() -> ModuleType:
    return load_rules_module("partnership_pitch")


@pytest.fixture(scope="module")
def ap() -> ModuleType:
    return load_rules_module("auction_pitch")


def _hand(
    module: ModuleType, hands: list[str], auction: str, tricks: list[str], **kw: list[int]
) -> Any:
    """Deal `hands` (dealer 3), bid `auction` (comma-separated) and play `tricks`."""
    game = start(module, hands, dealer=3, **kw)
    act(game, *auction.split(", "))
    play(game, *tricks)
    return game


def test_pp_1_1_four_players_in_two_sides(pp: ModuleType) -> None:
    """PP-1.1 (V12): exactly four players; seat s plays for side s % 2 (0 & 2, 1 & 3)."""
    assert pp.VARIANT["players"] == (4, 4) and pp.VARIANT["partnership_size"] == 2
    for players in (3, 5):
        with pytest.raises(ValueError, match=r"PP-1\.1"):
            pp.Game(players)
    game = pp.Game(4)
    assert [game.observation(seat)["side"] for seat in range(4)] == [0, 1, 0, 1]


def test_pp_5_points_are_credited_to_sides(pp: ModuleType) -> None:
    """PP-5.1, PP-5.2, PP-1.1: seat 3 holds High (AS) and takes Low (the 2S pitched by
    seat 0): both points are credited to side 1 (named by its lowest seat), and partners
    always hold the same score."""
    hands = [
        "2S 3H 4H 5H 6H 7H",
        "8D 9D TD JD QD KD",
        "3C 4C 5C 6C 7C 8C",
        "AS 9H TH JH QH KH",
    ]
    game = start(pp, hands, dealer=3, scores=[3, 1, 3, 1])
    act(game, "bid 2", "pass", "pass", "pass")
    play(game, "2S 8D 3C AS")
    finish(game)
    result = game.hand_result
    assert result.points["high"] == 1 and result.points["low"] == 1
    assert result.scores[0] == result.scores[2] and result.scores[1] == result.scores[3]
    assert result.setbacks[0] == result.setbacks[2] and result.setbacks[1] == result.setbacks[3]


def test_pp_5_2_low_goes_to_the_side_that_takes_it(pp: ModuleType, ap: ModuleType) -> None:
    """PP-5.2 (V12, E03): seat 0's 2S is taken by seat 1's AS: Low to side 1. Auction
    Pitch gives Low to the player dealt it (AP-5.2): seat 0."""
    game = _hand(pp, SPLIT, "bid 2, pass, pass, pass", SPLIT_TRICKS)
    assert game.hand_result.points == {"high": 1, "low": 1, "jack": 0, "game": 0}
    assert game.hand_result.points_made == (2, 2)
    game = _hand(ap, SPLIT, "bid 2, pass, pass, pass", SPLIT_TRICKS)
    assert game.hand_result.points["low"] == 0


def test_pp_6_2_a_made_smudge_takes_every_trick_and_scores_five(pp: ModuleType) -> None:
    """PP-3.4, PP-6.2 (V12, E27): side 0 bids 5 and takes all six tricks (one of them by
    seat 2) and all four points: the smudge is made and scores 5 for both partners; it
    does not win the game at once (PP-7.2)."""
    game = _hand(pp, SMUDGE, "bid 5, pass, pass, pass", SMUDGE_TRICKS)
    result = game.hand_result
    assert result.tricks[-1].winner == 2
    assert result.points == {"high": 0, "low": 0, "jack": 0, "game": 0}
    assert result.made is True
    assert result.scores == (5, 0, 5, 0)
    assert not game.game_over


def test_pp_3_4_a_smudge_missing_one_trick_is_set_back(pp: ModuleType, ap: ModuleType) -> None:
    """PP-3.4, PP-6.2 (V12, E27): seat 0 takes all four points but seat 1 takes the last
    trick: the smudge of 5 fails and side 0 is set back 5 (both partners, one set-back
    each). In Auction Pitch, where a smudge is 4 and needs only the points, the same hand
    is a made smudge that wins the game (AP-3.4, AP-7.2)."""
    game = _hand(pp, ONE_TRICK_SHORT, "bid 5, pass, pass, pass", ONE_TRICK_SHORT_TRICKS)
    result = game.hand_result
    assert result.tricks[-1].winner == 1
    assert result.points == {"high": 0, "low": 0, "jack": 0, "game": 0}
    assert result.made is False
    assert result.scores == (-5, 0, -5, 0)
    assert result.setbacks == (1, 0, 1, 0)
    seed_smudge = _hand(ap, ONE_TRICK_SHORT, "bid 4, pass, pass, pass", ONE_TRICK_SHORT_TRICKS)
    assert seed_smudge.hand_result.made is True and seed_smudge.winner == 0


def test_pp_7_2_a_bid_of_four_with_every_point_just_scores(pp: ModuleType) -> None:
    """PP-3.2, PP-6.2, PP-7.2: a bid of 4 is no smudge here: made, it scores the 4 points,
    and nothing is won at once."""
    game = _hand(pp, ONE_TRICK_SHORT, "bid 4, pass, pass, pass", ONE_TRICK_SHORT_TRICKS)
    assert game.hand_result.made is True
    assert game.scores == [4, 0, 4, 0] and not game.game_over


def test_pp_3_4_a_smudge_cannot_be_made_without_the_jack(pp: ModuleType) -> None:
    """PP-3.4, PP-5.3 (V12, E04): with the jack of trumps not dealt there is no Jack point,
    so taking every trick is not enough: the smudge is set back 5."""
    game = _hand(pp, NO_JACK, "bid 5, pass, pass, pass", NO_JACK_TRICKS)
    result = game.hand_result
    assert all(trick.winner in (0, 2) for trick in result.tricks)
    assert result.points == {"high": 0, "low": 0, "jack": None, "game": 0}
    assert result.made is False
    assert result.scores == (-5, 0, -5, 0)


def test_pp_3_3_the_dealer_may_steal_but_not_a_smudge(pp: ModuleType) -> None:
    """PP-3.3, PP-3.4 (V12, E06): the dealer (seat 3) may take a 4 at 4, but after a smudge
    of 5 nobody may bid; a player may outbid a partner."""
    game = start(pp, SMUDGE, dealer=3)
    act(game, "bid 4", "pass", "pass")
    assert game.legal_actions() == ("pass", "bid 4", "bid 5")
    act(game, "bid 4")
    assert game.to_act == 3 and game.observation(3)["pitcher"] == 3
    game = start(pp, SMUDGE, dealer=3)
    act(game, "bid 5")
    for _ in range(3):
        assert game.legal_actions() == ("pass",)
        act(game, "pass")
    game = start(pp, SMUDGE, dealer=3)
    act(game, "bid 5", "pass", "pass")
    with pytest.raises(pp.IllegalAction) as refused:
        game.apply("bid 5")
    assert refused.value.rule == "PP-3.4"
    game = start(pp, SMUDGE, dealer=3)
    act(game, "bid 2", "pass")
    assert "bid 3" in game.legal_actions()  # seat 2 over its partner


def test_pp_3_5_the_dealer_is_stuck(pp: ModuleType) -> None:
    """PP-3.5 (V12, E07): when the first three pass, the dealer must bid 2 or more."""
    game = start(pp, SMUDGE, dealer=3)
    act(game, "pass", "pass", "pass")
    assert game.legal_actions() == ("bid 2", "bid 3", "bid 4", "bid 5")
    with pytest.raises(pp.IllegalAction) as refused:
        game.apply("pass")
    assert refused.value.rule == "PP-3.5"


def test_pp_7_3_the_bidding_side_counts_out_first(pp: ModuleType) -> None:
    """PP-7.3 (V12, E09): both sides go from 10 to 12. Counted in point order, side 1
    would reach 11 first (High); but side 0 bid and made 2, so it wins. Each losing player
    (on 12) pays each winner one chip (PP-8.1)."""
    game = _hand(pp, SPLIT, "bid 2, pass, pass, pass", SPLIT_TRICKS, scores=[10] * 4)
    assert game.hand_result.made is True
    assert game.scores == [12, 12, 12, 12]
    assert game.winner == 0 and game.hand_result.winner == 0
    assert game.payouts() == [2, -2, 2, -2]


def test_pp_7_3_a_set_bidding_side_leaves_the_game_to_the_defenders(pp: ModuleType) -> None:
    """PP-6.2, PP-7.3, PP-8.1 (E09, E10): side 0 bids 3, makes 2 and is set back to 7;
    side 1 reaches 12 and wins. Each loser pays each of the two winners 1 chip."""
    game = _hand(pp, SPLIT, "bid 3, pass, pass, pass", SPLIT_TRICKS, scores=[10] * 4)
    assert game.hand_result.made is False
    assert game.scores == [7, 12, 7, 12]
    assert game.winner == 1
    assert game.payouts() == [-2, 2, -2, 2]


def test_pp_8_1_losers_at_zero_or_below_pay_two_chips_to_each_winner(pp: ModuleType) -> None:
    """PP-8.1, PP-8.3 (E10): side 0, set back from 0 to -3, pays two chips per player to
    each of the two winners: 4 chips a player."""
    game = _hand(pp, SPLIT, "bid 3, pass, pass, pass", SPLIT_TRICKS, scores=[0, 10, 0, 10])
    assert game.scores == [-3, 12, -3, 12]
    assert game.winner == 1
    assert game.payouts() == [-4, 4, -4, 4]


def test_pp_7_1_the_target_is_eleven(pp: ModuleType) -> None:
    """PP-7.1 (V12): a side on 8 making 2 reaches 10 and plays on; at 11 it wins."""
    game = _hand(pp, SPLIT, "bid 2, pass, pass, pass", SPLIT_TRICKS, scores=[8, 0, 8, 0])
    assert game.scores == [10, 2, 10, 2] and not game.game_over
    game = _hand(pp, SPLIT, "bid 2, pass, pass, pass", SPLIT_TRICKS, scores=[9, 0, 9, 0])
    assert game.scores == [11, 2, 11, 2] and game.winner == 0


def test_pp_random_games(pp: ModuleType) -> None:
    """PP-7.1, PP-7.4, PP-8: 250 seeded four-player games end with one winning side at 11
    or more, partners level throughout, payouts by side summing to 0, and every hand
    replays to the same result."""
    seen = check_random_games(pp, games=250, target=11, partnership_size=2)
    assert seen["games"] == 250
    assert seen["set back"] and seen["made"] and seen["count out"]
    assert seen["passed out"] == seen["no contract"] == 0


# -- the house rule `partnership_pitch_bid_out` (V12's "you must bid out") ---------------


@pytest.fixture(scope="module")
def bid_out() -> ModuleType:
    return load_rules_module("partnership_pitch_bid_out")


def test_bid_out_a_side_reaching_eleven_while_defending_plays_on(
    pp: ModuleType, bid_out: ModuleType
) -> None:
    """PP-7.1, PP-7.3 of the house rule: side 0 bids 3, makes 2 and is set back to 7;
    side 1 reaches 12 while defending. In Partnership Pitch that wins (PP-7.3); bidding
    out, nobody wins, the scores stand and the next hand is dealt by seat 0."""
    game = _hand(pp, SPLIT, "bid 3, pass, pass, pass", SPLIT_TRICKS, scores=[10] * 4)
    assert game.winner == 1
    game = _hand(bid_out, SPLIT, "bid 3, pass, pass, pass", SPLIT_TRICKS, scores=[10] * 4)
    assert game.hand_result.made is False
    assert game.scores == [7, 12, 7, 12]
    assert game.winner is None and not game.game_over and game.payouts() is None
    game.deal()
    assert game.dealer == 0 and game.scores == [7, 12, 7, 12]


def test_bid_out_the_pitchers_side_making_its_bid_wins_over_a_higher_score(
    bid_out: ModuleType,
) -> None:
    """PP-7.3 of the house rule: side 1 is on 12 from defending; side 0 bids 2 from 9 and
    makes it: 11 against 14, and side 0 wins, the only side that may go out. Each loser
    (on 14, above 0) pays each winner one chip (PP-8.1)."""
    game = _hand(bid_out, SPLIT, "bid 2, pass, pass, pass", SPLIT_TRICKS, scores=[9, 12, 9, 12])
    assert game.hand_result.made is True
    assert game.scores == [11, 14, 11, 14]
    assert game.winner == 0 and game.game_over
    assert game.payouts() == [2, -2, 2, -2]


def test_bid_out_making_the_bid_short_of_eleven_plays_on(bid_out: ModuleType) -> None:
    """PP-7.1 of the house rule: side 0 makes its 2 from 8 (10) while side 1 goes from
    12 to 14: no one has bid out yet."""
    game = _hand(bid_out, SPLIT, "bid 2, pass, pass, pass", SPLIT_TRICKS, scores=[8, 12, 8, 12])
    assert game.scores == [10, 14, 10, 14] and game.winner is None


# -- the house rule `partnership_pitch_three_setbacks` ("three set-backs and the side loses")


def test_three_setbacks_the_third_set_back_loses_the_game(pp: ModuleType) -> None:
    """PP-7.6 of the house rule: side 0, set back twice already, bids 3, makes 2 and is set
    back a third time: side 1 wins on 2 points to side 0's -3. In Partnership Pitch the
    game goes on; a side on two set-backs that makes its bid plays on too."""
    house = load_rules_module("partnership_pitch_three_setbacks")
    kw = {"scores": [0, 0, 0, 0], "setbacks": [2, 0, 2, 0]}
    game = _hand(house, SPLIT, "bid 3, pass, pass, pass", SPLIT_TRICKS, **kw)
    assert game.hand_result.made is False and list(game.setbacks) == [3, 0, 3, 0]
    assert game.scores == [-3, 2, -3, 2] and game.winner == 1 and game.game_over
    base = _hand(pp, SPLIT, "bid 3, pass, pass, pass", SPLIT_TRICKS, **kw)
    assert base.winner is None and not base.game_over
    made = _hand(house, SPLIT, "bid 2, pass, pass, pass", SPLIT_TRICKS, **kw)
    assert made.hand_result.made is True and made.winner is None
