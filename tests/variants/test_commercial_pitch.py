"""Commercial Pitch (CP), catalogue V05: the player left of the dealer sells the pitch.

The others bid once each, 1 to 4, each higher, the dealer last; the seller then sells
(scoring the price at once, and the buyer pitches bound to it) or refuses (and pitches
bound to the price). Expected values are worked out by hand from
generated/rulebook/commercial_pitch.md.
"""

from __future__ import annotations

from types import ModuleType

import pytest
from variant_play import check_random_games

from conftest import load_rules_module
from playing import act, play, start

# Four players, dealer 3: seat 0 sells, seats 1, 2 and 3 bid in that order.
# Seat 0 holds six spades: pitching, it takes every trick and all four points.
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
# takes the JS (Jack) and the three tens (Game).
SELLER_TAKES_NOTHING = [
    "5S 3H 4H 3D 4D 3C",
    "AS 2S 5H 6H 5D 6D",
    "JS TH TD TC 9C 8C",
    "9H 8H 9D 8D 2C 4C",
]
PLAY_FROM_SEAT_0 = [
    "5S 2S JS 9H",
    "TH 8H 3H 5H",
    "TD 9D 3D 5D",
    "TC 2C 3C 6H",
    "9C 4C 4H 6D",
    "8C 8D 4D AS",
]
# The same deal turned one seat round: seat 1, the buyer, takes nothing; seat 2 holds
# High and Low, seat 3 takes Jack and Game, seat 0 (the seller) nothing. The tricks are
# the same cards in the same order, led by seat 1.
BUYER_TAKES_NOTHING = SELLER_TAKES_NOTHING[-1:] + SELLER_TAKES_NOTHING[:-1]


@pytest.fixture(scope="module")
def cp() -> ModuleType:
    return load_rules_module("commercial_pitch")


def test_cp_3_1_the_seller_does_not_bid_the_others_bid_once(cp: ModuleType) -> None:
    """CP-3.1, CP-3.2 (V05): the seat left of the dealer (0) holds the pitch; bidding
    starts with seat 1, bids run 1 to 4 and each must be higher; the dealer bids last and
    has no privilege (CP-3.3); then the seller, and only the seller, must sell or refuse."""
    game = start(cp, SWEEP, dealer=3)
    assert game.to_act == 1
    assert game.legal_actions() == ("pass", "bid 1", "bid 2", "bid 3", "bid 4")
    with pytest.raises(cp.IllegalAction) as refused:
        game.apply("bid 2", seat=0)
    assert refused.value.rule == "CP-3.1"
    act(game, "bid 2")
    assert game.legal_actions() == ("pass", "bid 3", "bid 4")
    act(game, "bid 3")
    assert game.to_act == 3
    assert game.legal_actions() == ("pass", "bid 4")
    with pytest.raises(cp.IllegalAction) as refused:
        game.apply("bid 3")
    assert refused.value.rule == "CP-3.3"
    act(game, "pass")
    assert game.to_act == 0
    assert game.legal_actions() == ("sell", "refuse")
    assert game.scores == [0, 0, 0, 0]


def test_cp_3_3_sold_the_seller_scores_the_price_and_the_buyer_is_bound(cp: ModuleType) -> None:
    """CP-3.3, CP-6.2 (V05): seat 0 sells to seat 1 for 2 and scores 2 before any card is
    played; seat 1 pitches, takes nothing and is set back 2; the others score their points
    (seat 2 High and Low, seat 3 Jack and Game); the seller keeps the price."""
    game = start(cp, BUYER_TAKES_NOTHING, dealer=3)
    act(game, "bid 2", "pass", "pass", "sell")
    assert game.scores == [2, 0, 0, 0]
    assert game.to_act == 1
    assert all(action.startswith("play ") for action in game.legal_actions())
    play(game, *PLAY_FROM_SEAT_0)
    result = game.hand_result
    assert (result.pitcher, result.bid, result.made) == (1, 2, False)
    assert result.points == {"high": 2, "low": 2, "jack": 3, "game": 3}
    assert result.scores == (2, -2, 2, 2)
    assert result.setbacks == (0, 1, 0, 0)


def test_cp_3_3_refused_the_seller_pitches_bound_to_the_price(cp: ModuleType) -> None:
    """CP-3.3, CP-3.6, CP-6.2 (V05): seat 0 refuses seat 1's bid of 2 and pitches bound to
    make 2: it takes nothing and is set back 2; the bidder scores only its own points."""
    game = start(cp, SELLER_TAKES_NOTHING, dealer=3)
    act(game, "bid 2", "pass", "pass", "refuse")
    assert game.scores == [0, 0, 0, 0]
    assert game.to_act == 0
    play(game, *PLAY_FROM_SEAT_0)
    result = game.hand_result
    assert (result.pitcher, result.bid, result.made) == (0, 2, False)
    assert result.scores == (-2, 2, 2, 0)
    assert result.setbacks == (1, 0, 0, 0)


def test_cp_7_2_a_refused_four_made_does_not_win_at_once(cp: ModuleType) -> None:
    """CP-3.4, CP-7.2: there is no smudge: refusing a bid of 4 and taking all four points
    from 0 just scores 4 (a smudge would win Auction Pitch at once)."""
    game = start(cp, SWEEP, dealer=3)
    act(game, "bid 4", "pass", "pass", "refuse")
    play(game, *SWEEP_TRICKS)
    result = game.hand_result
    assert (result.pitcher, result.bid, result.made) == (0, 4, True)
    assert result.scores == (4, 0, 0, 0)
    assert not game.game_over


def test_cp_7_1_a_sale_can_end_the_game_before_play(cp: ModuleType) -> None:
    """CP-3.3, CP-7.1 (V05, E29): the price is scored at once: the seller at 5 sells for 2,
    reaches 7 and wins before a card is played; nothing can be played or dealt after."""
    game = start(cp, SWEEP, dealer=3, scores=[5, 0, 0, 0])
    act(game, "bid 2", "pass", "pass", "sell")
    assert game.game_over and game.winner == 0
    assert game.scores == [7, 0, 0, 0]
    assert game.to_act is None and game.legal_actions() == ()
    result = game.hand_result
    assert result.tricks == () and result.points == {}
    assert result.winner == 0
    assert game.payouts() == [6, -2, -2, -2]
    with pytest.raises(cp.IllegalAction) as refused:
        game.apply("play AS")
    assert refused.value.rule == "CP-7.4"


def test_cp_7_1_a_price_short_of_the_target_leaves_the_hand_to_play(cp: ModuleType) -> None:
    """CP-7.1 (E29): a sale that leaves the seller under 7 (5 + 1) ends nothing."""
    game = start(cp, SWEEP, dealer=3, scores=[5, 0, 0, 0])
    act(game, "bid 1", "pass", "pass", "sell")
    assert game.scores == [6, 0, 0, 0]
    assert not game.game_over and game.to_act == 1


def test_cp_3_5_no_bid_the_seller_pitches_without_a_contract(cp: ModuleType) -> None:
    """CP-3.5, CP-6.2 (V05, E07): nobody bids, the dealer may pass too; the seller pitches
    with no contract and, taking nothing, cannot be set back."""
    game = start(cp, SELLER_TAKES_NOTHING, dealer=3)
    act(game, "pass", "pass")
    assert "pass" in game.legal_actions()
    act(game, "pass")
    assert game.to_act == 0
    assert all(action.startswith("play ") for action in game.legal_actions())
    play(game, *PLAY_FROM_SEAT_0)
    result = game.hand_result
    assert (result.pitcher, result.bid, result.made) == (0, None, None)
    assert result.scores == (0, 2, 2, 0)
    assert result.setbacks == (0, 0, 0, 0)


def test_cp_3_3_the_seller_may_only_sell_or_refuse(cp: ModuleType) -> None:
    """CP-3.3, CP-9.1: in the sale, `pass` or a bid is refused, citing CP-3.3."""
    game = start(cp, SWEEP, dealer=3)
    act(game, "bid 2", "pass", "pass")
    for action in ("pass", "bid 3", "play AS"):
        with pytest.raises(cp.IllegalAction) as refused:
            game.apply(action)
        assert refused.value.rule == "CP-3.3"
    assert game.legal_actions() == ("sell", "refuse")


def test_cp_3_3_the_price_is_part_of_the_hand(cp: ModuleType) -> None:
    """CP-3.3, CP-7.1 (E29): the price is scored in this hand, so the hand's result shows
    the scores before the hand (before the sale) and after it."""
    game = start(cp, BUYER_TAKES_NOTHING, dealer=3)
    act(game, "bid 2", "pass", "pass", "sell")
    play(game, *PLAY_FROM_SEAT_0)
    assert game.hand_result.scores_before == (0, 0, 0, 0)
    assert game.hand_result.scores == (2, -2, 2, 2)
    game = start(cp, SWEEP, dealer=3, scores=[5, 0, 0, 0])
    act(game, "bid 2", "pass", "pass", "sell")
    assert game.hand_result.scores_before == (5, 0, 0, 0)
    assert game.hand_result.scores == (7, 0, 0, 0)


def test_cp_random_games(cp: ModuleType) -> None:
    """CP-3, CP-7.1, CP-7.4, CP-8.1: 300 seeded games of 2 to 7 players end with one
    winner at 7 or more, payouts sum to 0, every hand replays to the same result; the
    random players sell, refuse, pitch without bids, and some sales end the game."""
    seen = check_random_games(cp, games=300, target=7)
    assert seen["games"] == 300
    assert seen["sold"] and seen["sold out before play"] and seen["no contract"]
    assert seen["set back"] and seen["made"]
