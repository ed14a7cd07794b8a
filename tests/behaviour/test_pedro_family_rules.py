"""Behaviour of the generated `sancho_pedro`, `dom_pedro` and `snoozer` modules where they
differ from Auction Pitch (Snoozer, V17, is Dom Pedro with a joker worth 15: its test is
last).

Sancho Pedro (`variants/sancho_pedro.variant`, catalogue V16 in
`reference/all-fours-family.md`) extends `auction_pitch`; Dom Pedro
(`variants/dom_pedro.variant`, catalogue V17, Parlett's form) extends Sancho Pedro. The
rules checked here are the ones they change, by their numbers in the modules'
`RULES.numbers` (SP-x.y and DP-x.y, stated in `generated/rulebook/sancho_pedro.md` and
`dom_pedro.md`):

- SP/DP-3.1, 3.2, 3.3, 3.5, 3.6: the player left of the dealer sells the pitch; the others
  bid once around, 1 to 18 (21 in Dom Pedro), each higher than the last, with no dealer's
  privilege and no stuck dealer; the seller sells (scoring the price at once, the buyer
  pitching bound to the bid) or refuses (pitching bound to the price); if nobody bids the
  seller pitches without a contract;
- SP-5.1 to 5.6, DP-5.7: High, Low, Jack, Game (the ten of trumps), Pedro (the five of
  trumps, 5), Sancho (the nine, 9) and Dom (the three, 3) go to the player who takes them;
  a card not dealt scores no one;
- SP-5.7, SP-6.2: a contract is made with the points' values; a pitcher short of it is set
  back by the bid; SP-7.2: no bid wins the game at once;
- SP-7.1, SP-7.3: 50 wins; when two players reach it in one hand the pitcher who made the
  bid wins, else the points count out High, Low, Jack, Game, (Dom,) Pedro, Sancho, from
  the scores when play began (the sale's price already scored); a seller whose price takes
  them to 50 wins at once.

As in `test_pidro_rules.py`, each test deals exact hands (`exact_hands.Hand`), drives the
live game and replays the same hand as an `allfours-hand/2` record, and checks that both
agree with the rule. Every expected value was worked out by hand from the rules, never
copied from the engine's output. Four players throughout; with dealer 3 seat 0 is the
seller and seats 1, 2, 3 bid in that order.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any

import pytest
from exact_hands import PACK, Hand, trick
from exact_hands import check as check_hand

from conftest import load_rules_module

EXPECT_FIELDS = {
    "pitcher",
    "bid",
    "trump",
    "tricks",
    "points",
    "made",
    "scores",
    "setbacks",
    "game_over",
    "winner",
}


@pytest.fixture(scope="module")
def sp() -> ModuleType:
    return load_rules_module("sancho_pedro")


@pytest.fixture(scope="module")
def dp() -> ModuleType:
    return load_rules_module("dom_pedro")


@pytest.fixture(scope="module", params=["sancho_pedro", "dom_pedro"])
def pedro(request: pytest.FixtureRequest) -> ModuleType:
    """Either variant: a rule Dom Pedro inherits from Sancho Pedro holds in both."""
    return load_rules_module(request.param)


# -- helpers -----------------------------------------------------------------------------


def is_dom(module: ModuleType) -> bool:
    return bool(module.VARIANT["id"] == "dom_pedro")


def pts(module: ModuleType, **owners: int | None) -> dict[str, int | None]:
    """Every point of the variant, None unless given (Dom only in Dom Pedro)."""
    ids = ["high", "low", "jack", "game", "pedro", "sancho"] + (["dom"] if is_dom(module) else [])
    assert set(owners) <= set(ids), owners
    return {point: owners.get(point) for point in ids}


def check(hand: Hand, *, made_counts: list[int] | None = None, **expected: Any) -> None:
    """The shared check with this family's fields (no payouts: SP-7.4, and no settlement
    live); `made_counts`, the points made per seat (SP-5.7), checked live."""
    check_hand(hand, fields=EXPECT_FIELDS, **expected)
    if made_counts is not None:
        assert list(hand.game.hand_result.points_made) == made_counts
    assert hand.game.payouts() is None


def tricks_of(leaders_and_winners: list[tuple[int, str, int]]) -> list[dict[str, Any]]:
    return [trick(leader, cards, winner) for leader, cards, winner in leaders_and_winners]


def refused(module: ModuleType, hand: Hand, action: str, rule: str) -> None:
    """`action` is refused live, citing `rule`, leaving the game as it was; and a record
    of the hand so far with `action` as its next step reports the same rule there."""
    game = hand.game
    before = (game.to_act, game.legal_actions(), list(game.scores))
    with pytest.raises(module.IllegalAction) as error:
        game.apply(action, seat=game.to_act)
    assert error.value.rule == rule, error.value
    assert (game.to_act, game.legal_actions(), list(game.scores)) == before
    record = hand.record()
    record["steps"].append({"seat": game.to_act, "action": action})
    completed = module.replay(record)
    assert completed["error"]["step"] == len(hand.steps)
    assert completed["error"]["rule"] == rule


def bids(low: int, high: int) -> list[str]:
    return [f"bid {n}" for n in range(low, high + 1)]


# -- hands used by several tests ---------------------------------------------------------

# Seat 1 pitches spades (with dealer 3 it buys; with dealer 0 it is the seller). Seat 1's
# QS is taken by seat 0's AS, with seat 2's 5S and seat 3's 2S: High, Low and Pedro (7) to
# seat 0, though it was dealt neither the 2S nor the 5S. Seat 3's JS overtrumps seat 1's 9S
# on seat 0's AH: Jack and Sancho (10) to seat 3. Seat 1's KS takes seat 2's TS: Game (1)
# to seat 1, though seat 0 takes the most count (17 to seat 1's 16, seat 3's 5). The 3S is
# not dealt (no Dom in Dom Pedro).
CAPTURE = [
    "AS AH AD KD AC KC",
    "QS KS 9S 4H 4D 4C",
    "5S TS 3H 3D 3C 6D",
    "2S JS 2H 2D 2C 7D",
]
CAPTURE_PLAY = [
    (1, "QS 5S 2S AS", 0),
    (0, "AH 9S 3H JS", 3),  # seat 1 trumps holding a heart (SP-4.3), seat 3 overtrumps
    (3, "2C KC KS TS", 1),
    (1, "4D 3D 2D AD", 0),
    (0, "KD 4H 6D 7D", 0),
    (0, "AC 4C 3C 2H", 0),
]
CAPTURE_MADE = [7, 1, 0, 10]


def capture_points(module: ModuleType) -> dict[str, int | None]:
    return pts(module, high=0, low=0, jack=3, game=1, pedro=0, sancho=3)


# Seat 1 pitches its KS, the only trump it holds, and takes seat 2's 9S and seat 3's 5S:
# Pedro and Sancho, 14, to seat 1. Seat 2's AS then trumps a heart and takes seat 3's 2S:
# High and Low to seat 2. The JS, TS and 3S are not dealt: no Jack, no Game (although seat
# 0 takes nearly all the count), no Dom.
FOURTEEN = [
    "AH KH QH AD KD QD",
    "KS 4H 4D 4C 3C 2C",
    "AS 9S 3H 3D 5C 6C",
    "5S 2S 2H 2D 7C 8C",
]
FOURTEEN_PLAY = [
    (1, "KS 9S 5S AH", 1),
    (1, "4H AS 2S KH", 2),
    (2, "3H 2H QH 2C", 0),
    (0, "AD 4D 3D 2D", 0),
    (0, "KD 3C 5C 7C", 0),
    (0, "QD 4C 6C 8C", 0),
]


def fourteen_points(module: ModuleType) -> dict[str, int | None]:
    return pts(module, high=2, low=2, pedro=1, sancho=1)


# Seat 1 pitches its 4S, its only trump; seat 2's AS takes it with seat 3's 3S (High, and
# Low: the 2S is not dealt; Dom too in Dom Pedro). Seat 2 leads the 5S and seat 3's 6S
# takes it: Pedro to seat 3. Seat 1 takes nothing. The JS, TS and 9S are not dealt: no
# Jack, Game or Sancho.
DOM = [
    "AH KH QH AD KD QD",
    "4S 4H 4D 4C 3C 2C",
    "AS 5S 3H 3D 5C 6C",
    "3S 6S 2H 2D 7C 8C",
]
DOM_PLAY = [
    (1, "4S AS 3S AH", 2),
    (2, "5S 6S KH 4H", 3),
    (3, "2H QH 2C 3H", 0),
    (0, "AD 4D 3D 2D", 0),
    (0, "KD 3C 5C 7C", 0),
    (0, "QD 4C 6C 8C", 0),
]

# Seat 1 holds six trumps and the others one each (5S, 3S, 2S): seat 1 takes every trick
# and every point, 18 in Sancho Pedro, 21 in Dom Pedro.
SWEEP = [
    "2S AC KC QC JC TC",
    "AS KS QS JS TS 9S",
    "5S AH KH QH JH TH",
    "3S AD KD QD JD TD",
]
SWEEP_PLAY = [
    (1, "AS 5S 3S 2S", 1),
    (1, "KS AH AD AC", 1),
    (1, "QS KH KD KC", 1),
    (1, "JS QH QD QC", 1),
    (1, "TS JH JD JC", 1),
    (1, "9S TH TD TC", 1),
]
# The same with the 6S dealt to seat 2 instead of the 5S: no Pedro.
SWEEP_NO_PEDRO = [SWEEP[0], SWEEP[1], SWEEP[2].replace("5S", "6S"), SWEEP[3]]
SWEEP_NO_PEDRO_PLAY = [(lead, cards.replace("5S", "6S"), win) for lead, cards, win in SWEEP_PLAY]


def play_out(hand: Hand, play: list[tuple[int, str, int]]) -> None:
    hand.play(*(cards for _, cards, _ in play))


# -- SP-3 / DP-3 the sale of the pitch ---------------------------------------------------


def test_seller_sits_out_the_bidding_and_bids_run_1_to_18(sp: ModuleType) -> None:
    """SP-3.1, SP-3.2, SP-3.3 (catalogue V16: "the eldest hand sells as in Auction Pitch";
    Foster "if a player's first bid is raised he may raise again in his proper turn";
    Parlett "bids 1-18"): with dealer 3, seat 0 (left of the dealer) never bids; seats 1,
    2, 3 bid in turn, 1 to 18, each higher than the last, the dealer with no right to take
    an equal bid. Seat 1, raised, bids again; a pass is final, and the seller, skipped in
    every round, alone may `sell` or `refuse` once all but the high bidder have passed."""
    hand = Hand(sp, CAPTURE, dealer=3)
    assert hand.game.to_act == 1
    assert list(hand.game.legal_actions()) == ["pass", *bids(1, 18)]
    hand.act("bid 3")
    assert hand.game.to_act == 2
    assert list(hand.game.legal_actions()) == ["pass", *bids(4, 18)]
    hand.act("bid 5")
    assert hand.game.to_act == 3
    assert list(hand.game.legal_actions()) == ["pass", *bids(6, 18)]  # no "bid 5"
    hand.act("pass")
    assert hand.game.to_act == 1  # raised: it may raise again; the seller is skipped
    assert list(hand.game.legal_actions()) == ["pass", *bids(6, 18)]
    hand.act("bid 6")
    assert hand.game.to_act == 2  # seat 3 passed: it is out
    hand.act("pass")
    assert hand.game.to_act == 0
    assert set(hand.game.legal_actions()) == {"sell", "refuse"}
    hand.act("sell")
    assert hand.game.scores == [6, 0, 0, 0]
    assert hand.game.to_act == 1  # the buyer pitches
    hand.finish()
    assert [step["seat"] for step in hand.steps[:6]] == [1, 2, 3, 1, 2, 0]
    check(hand, pitcher=1, bid=6)


def test_bids_run_1_to_21_in_dom_pedro(dp: ModuleType) -> None:
    """DP-3.2 (catalogue V17, Parlett: Dom Pedro's "highest bid 21"): bids are 1 to 21;
    after a bid of 18, 19 to 21 remain."""
    hand = Hand(dp, SWEEP, dealer=3)
    assert list(hand.game.legal_actions()) == ["pass", *bids(1, 21)]
    hand.act("bid 18")
    assert list(hand.game.legal_actions()) == ["pass", *bids(19, 21)]
    hand.act("bid 21")
    assert list(hand.game.legal_actions()) == ["pass"]
    hand.act("pass")  # the dealer
    assert hand.game.to_act == 1 and list(hand.game.legal_actions()) == ["pass"]
    hand.act("pass", "refuse")
    hand.finish()
    check(hand, pitcher=0, bid=21)


def test_bid_above_the_top_is_refused(pedro: ModuleType) -> None:
    """SP-3.2 / DP-3.2, SP-9.1: a bid above 18 (21) is refused citing the bids rule, live
    and in a replayed record; after 18 (21) only a pass is left."""
    prefix, top = ("DP", 21) if is_dom(pedro) else ("SP", 18)
    hand = Hand(pedro, CAPTURE, dealer=3)
    refused(pedro, hand, f"bid {top + 1}", f"{prefix}-3.2")
    refused(pedro, hand, "bid 0", f"{prefix}-3.2")
    hand.act(f"bid {top}")
    assert list(hand.game.legal_actions()) == ["pass"]
    refused(pedro, hand, f"bid {top}", f"{prefix}-3.2")


def test_seller_must_sell_or_refuse(sp: ModuleType) -> None:
    """SP-3.3, SP-9.1: facing a bid, the seller may only `sell` or `refuse`; a pass or a
    bid is refused citing the sale rule."""
    hand = Hand(sp, CAPTURE, dealer=3)
    hand.act("bid 2", "pass", "pass")
    refused(sp, hand, "pass", "SP-3.3")
    refused(sp, hand, "bid 3", "SP-3.3")


def test_sold_pitch_scores_the_price_and_the_buyer_pitches(pedro: ModuleType) -> None:
    """SP-3.3, SP-3.6, SP-6.1, SP-6.2 (catalogue V16, the eldest hand sells): seat 1 buys
    the CAPTURE pitch at 1 and seat 0 scores 1 at once; seat 1 makes 1 (Game) and adds it;
    seat 0 adds its 7 to the price: 8; seat 3 10."""
    hand = Hand(pedro, CAPTURE, dealer=3)
    hand.act("bid 1", "pass", "pass", "sell")
    assert hand.game.scores == [1, 0, 0, 0]
    play_out(hand, CAPTURE_PLAY)
    check(
        hand,
        pitcher=1,
        bid=1,
        trump="S",
        tricks=tricks_of(CAPTURE_PLAY),
        points=capture_points(pedro),
        made=True,
        scores=[8, 1, 0, 10],
        setbacks=[0, 0, 0, 0],
        game_over=False,
        winner=None,
        made_counts=CAPTURE_MADE,
    )


def test_refused_pitch_binds_the_seller_to_the_price(pedro: ModuleType) -> None:
    """SP-3.3, SP-3.6, SP-6.2 (set back by the bid): dealer 0, so seat 1 sells and seats
    2, 3, 0 bid. Seat 3 bids 8 and seat 1 refuses: seat 1 pitches bound to 8, makes 1
    (Game) and is set back 8 to -8, its point not counted; no price is scored; the others
    add theirs (seat 0 7, seat 3 10)."""
    hand = Hand(pedro, CAPTURE, dealer=0)
    assert hand.game.to_act == 2
    hand.act("pass", "bid 8", "pass")
    assert hand.game.to_act == 1
    hand.act("refuse")
    assert hand.game.scores == [0, 0, 0, 0]
    assert hand.game.to_act == 1
    play_out(hand, CAPTURE_PLAY)
    check(
        hand,
        pitcher=1,
        bid=8,
        points=capture_points(pedro),
        made=False,
        scores=[7, -8, 0, 10],
        setbacks=[0, 1, 0, 0],
        winner=None,
        made_counts=CAPTURE_MADE,
    )


def test_refused_pitch_made_at_the_price(sp: ModuleType) -> None:
    """SP-3.3, SP-6.2: seat 1 refuses a bid of 1 and makes 1: it adds its point."""
    hand = Hand(sp, CAPTURE, dealer=0)
    hand.act("bid 1", "pass", "pass", "refuse")
    play_out(hand, CAPTURE_PLAY)
    check(hand, pitcher=1, bid=1, made=True, scores=[7, 1, 0, 10], setbacks=[0, 0, 0, 0])


def test_nobody_bids_the_seller_pitches_without_a_contract(sp: ModuleType) -> None:
    """SP-3.5, SP-6.2 (not AP-3.5's stuck dealer): dealer 0 may pass after seats 2 and 3;
    seat 1 then pitches with no contract and no sale; it takes nothing in the DOM deal and
    is not set back; seat 2 scores High and Low (2), seat 3 Pedro (5)."""
    hand = Hand(sp, DOM, dealer=0)
    hand.act("pass", "pass")
    assert "pass" in hand.game.legal_actions()  # the dealer is not stuck
    hand.act("pass")
    assert hand.game.to_act == 1
    assert all(action.startswith("play ") for action in hand.game.legal_actions())
    play_out(hand, DOM_PLAY)
    check(
        hand,
        pitcher=1,
        bid=None,
        points=pts(sp, high=2, low=2, pedro=3),
        made=None,
        scores=[0, 0, 2, 5],
        setbacks=[0, 0, 0, 0],
        made_counts=[0, 0, 2, 5],
    )


# -- SP-5 / DP-5 the points, to the taker ------------------------------------------------


def test_points_go_to_the_taker_not_the_holder(pedro: ModuleType) -> None:
    """SP-5.2, SP-5.5, SP-5.6 (catalogue V16: "everything counts to the player winning
    it"): in CAPTURE seat 0 takes the 2S dealt to seat 3 (Low) and the 5S dealt to seat 2
    (Pedro, 5), and seat 3 takes seat 1's 9S (Sancho, 9); seat 0's AS takes its own trick
    (High, SP-5.1). Points made: seat 0 1+1+5 = 7, seat 3 1+9 = 10 (SP-5.7). Seat 1,
    bought at 2, makes 1 and is set back 2."""
    sold = Hand(pedro, CAPTURE, dealer=3)
    sold.act("bid 2", "pass", "pass", "sell")
    play_out(sold, CAPTURE_PLAY)
    check(
        sold,
        points=capture_points(pedro),
        made=False,  # seat 1 made 1 of its 2
        scores=[2 + 7, -2, 0, 10],
        setbacks=[0, 1, 0, 0],
        made_counts=CAPTURE_MADE,
    )


def test_game_is_the_ten_of_trumps_not_the_most_count(pedro: ModuleType) -> None:
    """SP-5.4 (catalogue V16: "Game = the player who wins the ten of trumps"): in CAPTURE
    seat 0 takes 17 of count (AS, QS, AD, KD, AC), seat 1 16 (KS, TS, KC), yet Game is seat
    1's, which took the TS."""
    hand = Hand(pedro, CAPTURE, dealer=3)
    hand.act("bid 1", "pass", "pass", "sell")
    play_out(hand, CAPTURE_PLAY)
    check(hand, points=capture_points(pedro))
    assert hand.game.hand_result.points["game"] == 1


def test_cards_not_dealt_score_no_one(pedro: ModuleType) -> None:
    """SP-5.3, SP-5.4 (catalogue V16: "if that card is not in play there is no Game"),
    DP-5.7: in FOURTEEN the JS, TS and 3S are not dealt: no Jack, no Game though seat 0
    takes almost all the count, no Dom; seat 1 makes 14, seat 2 2."""
    hand = Hand(pedro, FOURTEEN, dealer=3)
    hand.act("bid 1", "pass", "pass", "sell")
    play_out(hand, FOURTEEN_PLAY)
    check(
        hand,
        tricks=tricks_of(FOURTEEN_PLAY),
        points=fourteen_points(pedro),
        made=True,
        scores=[1, 14, 2, 0],
        made_counts=[0, 14, 2, 0],
    )


def test_pedro_not_dealt_scores_no_one_and_18_cannot_be_made(sp: ModuleType) -> None:
    """SP-5.5, SP-6.2: the 5S not dealt, seat 1 sweeps the other five points (13): a bid of
    18, sold, is set back 18; seat 0 has the price."""
    hand = Hand(sp, SWEEP_NO_PEDRO, dealer=3)
    hand.act("bid 18", "pass", "pass", "sell")
    play_out(hand, SWEEP_NO_PEDRO_PLAY)
    check(
        hand,
        points=pts(sp, high=1, low=1, jack=1, game=1, sancho=1),
        made=False,
        scores=[18, -18, 0, 0],
        setbacks=[0, 1, 0, 0],
        made_counts=[0, 13, 0, 0],
    )


def test_sancho_not_dealt_scores_no_one(sp: ModuleType) -> None:
    """SP-5.6, SP-5.2: in the DOM deal the 9S is not dealt (no Sancho) and the 3S, the
    lowest trump in play, is Low: to seat 2, which took it from seat 3. Seat 1 bought at 1
    and took nothing: set back 1."""
    hand = Hand(sp, DOM, dealer=3)
    hand.act("bid 1", "pass", "pass", "sell")
    play_out(hand, DOM_PLAY)
    check(
        hand,
        points=pts(sp, high=2, low=2, pedro=3),
        made=False,
        scores=[1, -1, 2, 5],
        setbacks=[0, 1, 0, 0],
        made_counts=[0, 0, 2, 5],
    )


def test_dom_is_the_three_of_trumps_worth_3_to_the_taker(dp: ModuleType) -> None:
    """DP-5.7 (catalogue V17, Parlett: "3 for the trump 3 (Dom)"): seat 2's AS takes seat
    3's 3S: Dom (3), High and Low to seat 2, 5 in all; seat 3 Pedro 5."""
    hand = Hand(dp, DOM, dealer=3)
    hand.act("bid 1", "pass", "pass", "sell")
    play_out(hand, DOM_PLAY)
    check(
        hand,
        tricks=tricks_of(DOM_PLAY),
        points=pts(dp, high=2, low=2, dom=2, pedro=3),
        made=False,
        scores=[1, -1, 5, 5],
        setbacks=[0, 1, 0, 0],
        made_counts=[0, 0, 5, 5],
    )


# -- SP-5.7, SP-6 contracts made with the points' values --------------------------------


def test_bid_14_made_by_pedro_and_sancho(pedro: ModuleType) -> None:
    """SP-5.7, SP-6.2 (catalogue V16: the five and nine "count their pip value"): seat 1
    bids 14, the pitch sold, and takes only Pedro and Sancho, 5 + 9 = 14: made, it adds 14.
    Seat 0 has the price, 14; seat 2 its High and Low."""
    hand = Hand(pedro, FOURTEEN, dealer=3)
    hand.act("bid 14", "pass", "pass", "sell")
    play_out(hand, FOURTEEN_PLAY)
    check(
        hand,
        pitcher=1,
        bid=14,
        points=fourteen_points(pedro),
        made=True,
        scores=[14, 14, 2, 0],
        setbacks=[0, 0, 0, 0],
        winner=None,
        made_counts=[0, 14, 2, 0],
    )


def test_bid_15_with_pedro_and_sancho_is_set_back_15(pedro: ModuleType) -> None:
    """SP-6.2: the same hand bid at 15: 14 is short, so seat 1 is set back 15 and its 14
    are not counted; seat 0 has the price, 15."""
    hand = Hand(pedro, FOURTEEN, dealer=3)
    hand.act("bid 15", "pass", "pass", "sell")
    play_out(hand, FOURTEEN_PLAY)
    check(hand, made=False, scores=[15, -15, 2, 0], setbacks=[0, 1, 0, 0])


def test_sweep_makes_18_in_sancho_pedro_and_21_in_dom_pedro(pedro: ModuleType) -> None:
    """SP-3.2, SP-5.7 / DP-3.2, DP-5.8 (catalogue V16 "18 per deal", V17 "highest bid 21"):
    seat 1 takes every point; a top bid (18; 21) is made and scored in full."""
    top = 21 if is_dom(pedro) else 18
    everything = {"high": 1, "low": 1, "jack": 1, "game": 1, "pedro": 1, "sancho": 1}
    if is_dom(pedro):
        everything["dom"] = 1
    hand = Hand(pedro, SWEEP, dealer=3)
    hand.act(f"bid {top}", "pass", "pass", "sell")
    play_out(hand, SWEEP_PLAY)
    check(
        hand,
        points=pts(pedro, **everything),
        made=True,
        scores=[top, top, 0, 0],
        made_counts=[0, top, 0, 0],
        winner=None,
    )


def test_no_bid_wins_the_game_at_once(sp: ModuleType) -> None:
    """SP-7.2 (no smudge, unlike AP-3.4 and AP-7.2): a bid of 4 does not close the auction,
    and a bid of 4 made (seat 1's 14 in FOURTEEN) just scores."""
    hand = Hand(sp, FOURTEEN, dealer=3)
    hand.act("bid 4")
    assert list(hand.game.legal_actions()) == ["pass", *bids(5, 18)]
    hand.act("pass", "pass", "sell")
    play_out(hand, FOURTEEN_PLAY)
    check(hand, made=True, scores=[4, 14, 2, 0], game_over=False, winner=None)


# -- SP-7 winning the game ---------------------------------------------------------------


def test_49_is_not_enough_and_50_wins(pedro: ModuleType) -> None:
    """SP-7.1 (catalogue V16: "target 50"): seat 3 at 39 takes 10 to 49: play goes on; at
    40 it reaches 50 and, alone there, wins."""
    short = Hand(pedro, CAPTURE, dealer=3, scores=[0, 0, 0, 39])
    short.act("bid 1", "pass", "pass", "sell")
    play_out(short, CAPTURE_PLAY)
    check(short, scores=[8, 1, 0, 49], game_over=False, winner=None)
    out = Hand(pedro, CAPTURE, dealer=3, scores=[0, 0, 0, 40])
    out.act("bid 1", "pass", "pass", "sell")
    play_out(out, CAPTURE_PLAY)
    check(out, scores=[8, 1, 0, 50], game_over=True, winner=3)


def test_pitcher_who_makes_the_bid_counts_out_first(pedro: ModuleType) -> None:
    """SP-7.3, the pitcher first (catalogue V16, as in Auction Pitch): seat 2 at 48 takes
    High and Low (first in the order) to 50, but seat 1, at 36, makes its bid of 14 to 50
    too: the pitcher wins."""
    hand = Hand(pedro, FOURTEEN, dealer=3, scores=[0, 36, 48, 0])
    hand.act("bid 14", "pass", "pass", "sell")
    play_out(hand, FOURTEEN_PLAY)
    check(hand, made=True, scores=[14, 50, 50, 0], game_over=True, winner=1)


def test_count_out_pedro_before_sancho_from_the_sold_score(pedro: ModuleType) -> None:
    """SP-7.3 / DP-7.3 (catalogue V16: "Counting order: High, Low, Jack, Ten (Game), Five,
    Nine"): CAPTURE with seat 0 at 42 and seat 3 at 45; seat 1 buys at 1 and makes it but
    is far from 50. Seat 0 starts the play at 43 (the price scored) and counts High 44, Low
    45, Pedro 50; seat 3 Jack 46, then Sancho, after Pedro. Seat 0 wins with 50, though
    seat 3 ends on 55. (Counted from 42, seat 0 would reach only 49 at Pedro and seat 3
    would win; counted in reverse, Sancho first, seat 3 would win.)"""
    hand = Hand(pedro, CAPTURE, dealer=3, scores=[42, 0, 0, 45])
    hand.act("bid 1", "pass", "pass", "sell")
    assert hand.game.scores == [43, 0, 0, 45]
    play_out(hand, CAPTURE_PLAY)
    check(hand, made=True, scores=[50, 1, 0, 55], game_over=True, winner=0)


def test_count_out_low_before_sancho(pedro: ModuleType) -> None:
    """SP-7.3: CAPTURE with seat 0 at 47 (48 after the price of 1) and seat 3 at 41: seat
    0's High (49) and Low (50) count before seat 3's Jack (42) and Sancho (51): seat 0
    wins on 55, seat 3 ending on 51."""
    hand = Hand(pedro, CAPTURE, dealer=3, scores=[47, 0, 0, 41])
    hand.act("bid 1", "pass", "pass", "sell")
    play_out(hand, CAPTURE_PLAY)
    check(hand, scores=[55, 1, 0, 51], game_over=True, winner=0)


def test_count_out_jack_before_pedro(pedro: ModuleType) -> None:
    """SP-7.3: CAPTURE with seat 0 at 44 (45 after the price) and seat 3 at 49: seat 0
    counts High 46, Low 47, then seat 3's Jack takes it to 50, before seat 0's Pedro (52):
    seat 3 wins, though seat 0 ends on 52 and seat 3 on 59."""
    hand = Hand(pedro, CAPTURE, dealer=3, scores=[44, 0, 0, 49])
    hand.act("bid 1", "pass", "pass", "sell")
    play_out(hand, CAPTURE_PLAY)
    check(hand, scores=[52, 1, 0, 59], game_over=True, winner=3)


def test_count_out_dom_before_pedro(dp: ModuleType) -> None:
    """DP-7.3 (catalogue V17: "Counting order: High, Low, Jack, Ten (Game), Three, Five,
    Nine"): DOM with seats 2 and 3 at 45 and 46; seat 1 is set back. Seat 2 counts High 46,
    Low 47, Dom 50; seat 3's Pedro (51) comes after Dom: seat 2 wins on 50, seat 3 ending
    on 51."""
    hand = Hand(dp, DOM, dealer=3, scores=[0, 0, 45, 46])
    hand.act("bid 1", "pass", "pass", "sell")
    play_out(hand, DOM_PLAY)
    check(hand, made=False, scores=[1, -1, 50, 51], setbacks=[0, 1, 0, 0], game_over=True, winner=2)


def test_seller_whose_price_reaches_50_wins_at_once(pedro: ModuleType) -> None:
    """SP-3.3, SP-7.1 ("a sold pitch can end it before play"): seat 0 at 44 sells for 6:
    it reaches 50 and wins before a card is played; nothing is left to do."""
    hand = Hand(pedro, CAPTURE, dealer=3, scores=[44, 0, 0, 0])
    hand.act("bid 6", "pass", "pass", "sell")
    assert hand.game.to_act is None
    assert list(hand.game.legal_actions()) == []
    check(hand, pitcher=1, bid=6, tricks=[], scores=[50, 0, 0, 0], game_over=True, winner=0)


def test_seller_short_of_50_plays_on(pedro: ModuleType) -> None:
    """SP-3.3, SP-7.1: seat 0 at 44 sells for 5: 49, so play goes on; it takes 7 and, alone
    over 50, wins at the end of the hand; seat 1 makes 1 of its 5 and is set back."""
    hand = Hand(pedro, CAPTURE, dealer=3, scores=[44, 0, 0, 0])
    hand.act("bid 5", "pass", "pass", "sell")
    assert hand.game.scores == [49, 0, 0, 0]
    assert hand.game.to_act == 1
    play_out(hand, CAPTURE_PLAY)
    check(hand, made=False, scores=[56, -5, 0, 10], game_over=True, winner=0)


def test_refusing_seller_scores_no_price(pedro: ModuleType) -> None:
    """SP-3.3: seat 1 (dealer 0) at 45 refuses a bid of 6 instead of reaching 51: no price
    is scored; it pitches at 6, makes 1 and is set back to 39."""
    hand = Hand(pedro, CAPTURE, dealer=0, scores=[0, 45, 0, 0])
    hand.act("bid 6", "pass", "pass", "refuse")
    assert hand.game.scores == [0, 45, 0, 0]
    play_out(hand, CAPTURE_PLAY)
    check(hand, pitcher=1, bid=6, made=False, scores=[7, 39, 0, 10], game_over=False)


# -- Snoozer (V17): Dom Pedro with the joker, the lowest trump, worth 15 -----------------

SNOOZER_HANDS = [
    "AS 4D 9C 8C 7C 6C",
    "JK 4S AH KH QH JH",
    "2S AD KD QD JD TD",
    "3S AC KC QC 5C 4C",
]


def test_snoozer_wins_a_plain_trick_and_is_never_low() -> None:
    """SN-1.3, SN-4.2, SN-5.2, SN-5.8 (V17 "the Joker, or Snoozer, counts fifteen"; "the deuce of
    trumps will win it, but it will win any trick in plain suits"; Parlett "does not count
    as Low"): nobody bids, so seat 0, the seller, pitches the AS without a contract and
    takes seat 1's 4S, seat 2's 2S and seat 3's 3S: High, Low (the 2S, the lowest trump
    that is not the joker) and Dom (3) to seat 0. On seat 0's 4D lead seat 1 trumps with
    the snoozer and wins it over the AD: 15 to seat 1. Jack, Game, Pedro and Sancho were
    not dealt. Seat 0 makes 5, seat 1 15."""
    sn = load_rules_module("snoozer")
    hand = Hand(sn, SNOOZER_HANDS, dealer=3, pack=(*PACK, "JK"))
    hand.act("pass", "pass", "pass")
    hand.play("AS 4S 2S 3S", "4D JK AD 5C")
    assert hand.game.to_act == 1
    hand.finish()
    points = {"high": 0, "low": 0, "jack": None, "game": None, "pedro": None, "sancho": None}
    check(
        hand,
        made_counts=[5, 15, 0, 0],
        points={**points, "dom": 0, "snoozer": 1},
        scores=[5, 15, 0, 0],
        made=None,
    )
    assert sum(point.value for point in sn.RULES.points) == 36
