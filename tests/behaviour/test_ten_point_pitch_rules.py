"""Behaviour of the generated `ten_point_pitch` module, hand by hand, where Ten-Point Pitch
differs from Cinch and Pidro.

Ten-Point Pitch (`variants/ten_point_pitch.variant`, catalogue V13 in
`reference/all-fours-family.md`) is Oklahoma partnership Pitch. The rules checked here are
the ones it changes, by their numbers in the module's `RULES.numbers`:

- TP-1.2, TP-1.3, TP-5.5: a 54-card pack with two jokers, `HJ` and `LJ`; once trump is
  named the trumps rank A K Q J, the off-jack (the jack of the other suit of the same
  colour, a trump only, TP-5.2), HJ, LJ, 10 9 ... 2;
- TP-3.2, TP-3.4, TP-3.6: bids 4 to 10 once around, each higher, no dealer's privilege;
  all passing, the dealer must bid; after a 10 (the moon) only passes are left;
- TP-4.1 to TP-4.4: every player but the high bidder, in turn from the dealer's left,
  discards every plain card (and burns trumps down to six), then is dealt back to six; the
  high bidder, dealer or not, then takes every card left and discards down to six;
- TP-5.7: trumps only; a player out of trumps drops out;
- TP-6.1, TP-6.2, TP-6.3: High and Low to the player holding them when play began, a joker
  never Low; Jack, Off-jack, both jokers, Game (the ten) and the Trey (worth 3) to the
  taker: 10 in all;
- TP-7.1, TP-7.4, TP-8.4: each side scores its count, a pitcher short of the bid is set
  back by it; a moon made wins the game, set loses it, whatever the scores;
- TP-8.1, TP-8.2: 52 wins, the pitcher's side first when both reach it.

Each test deals the 54 cards exactly (`pitch_hand`), drives the live game and replays the
same hand as an `allfours-hand/2` record (`check`, from the Pidro tests). Every expected
value was worked out by hand from the rules, never copied from the engine's output. Spades
are trump throughout: the off-jack is the JC.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from types import ModuleType
from typing import Any

import pytest
from exact_hands import PACK, Hand, trick
from test_cinch_rules import cards, discards, draw, held, plays
from test_pidro_rules import check

from conftest import load_rules_module
from playing import assert_refused

PACK54 = (*PACK, "HJ", "LJ")
POINT_IDS = ("high", "low", "jack", "off_jack", "high_joker", "low_joker", "game", "trey")
BIDS = tuple(f"bid {n}" for n in range(4, 11))


@pytest.fixture(scope="module")
def tp() -> ModuleType:
    return load_rules_module("ten_point_pitch")


# -- helpers -----------------------------------------------------------------------------


def pitch_hand(
    module: ModuleType,
    hands: Sequence[str],
    top: str = "",
    *,
    dealer: int,
    scores: Sequence[int] | None = None,
) -> Hand:
    """An exact hand of the 54-card pack: four hands of nine, the stock of 18, `top`
    first and then the unused cards in pack order, jokers last."""
    hand = Hand(module, hands, top, dealer=dealer, scores=scores, pack=PACK54)
    assert [len(cards) for cards in hand.hands] == [9] * 4 and len(hand.stock) == 18
    return hand


def pts(**credited: int) -> dict[str, int | None]:
    """All eight point ids, None (no one) unless given a side."""
    assert set(credited) <= set(POINT_IDS)
    return {point: credited.get(point) for point in POINT_IDS}


def turns_done(hand: Hand) -> list[int]:
    """The seats that said `done`, in order: the order of the discard turns."""
    return [step["seat"] for step in hand.steps if step["action"] == "done"]


# -- hands -------------------------------------------------------------------------------

# MAIN: seat 0 the high bidder. Dealt: seat 0 the AS, HJ, 4S; seat 1 the KS, LJ, 2S; seat
# 2 the JC (the off-jack), TS, 3S; seat 3 the JS, QS, 9S; each six plain cards besides.
MAIN_HANDS = (
    "AS HJ 4S AH KH QH AD KD QD",
    "KS LJ 2S JH TH 9H JD TD 9D",
    "JC TS 3S 8H 7H 6H 8D 7D 6D",
    "JS QS 9S 5H 4H 3H 5D 4D 3D",
)
# Dealt back three each in the order 1, 2, 3 (seat 1 draws the 8S); the high bidder then
# robs the other nine (pack order): 7S 6S 5S 2H 2D 5C 4C 3C 2C, eighteen in hand.
MAIN_TOP = "8S AC KC QC TC 9C 8C 7C 6C"
MAIN_ROBBED = "7S 6S 5S 2H 2D 5C 4C 3C 2C"
MAIN_FINAL = (
    "AS HJ 7S 6S 5S 4S",
    "KS LJ 2S 8S AC KC",
    "JC TS 3S QC TC 9C",
    "JS QS 9S 8C 7C 6C",
)
# All 16 trumps are in play. Seat 0 leads the HJ: the LJ and the TS are below it (HJ, LJ,
# Game to side 0). Seat 1's KS takes the JS and the JC (Jack, Off-jack). Seat 3's QS
# takes the 3S (the Trey, 3, to side 1) with its last trump; seats 2 and 3 are out of
# trumps, so seat 0, on seat 3's left, leads its AS, taking seat 1's 2S (Low stays seat
# 1's). Seat 0's 7S and 6S are tricks alone.
# Count: side 0 4 (High, HJ, LJ, Game), side 1 6 (Low, Jack, Off-jack, Trey 3): 10.
MAIN_TRICKS_PLAYED = ("HJ LJ TS 9S", "4S KS JC JS", "8S 3S QS 5S", "AS 2S", "7S", "6S")
MAIN_TRICKS = [
    trick(0, "HJ LJ TS 9S", 0),
    trick(0, "4S KS JC JS", 1),
    trick(1, "8S 3S QS 5S", 3),
    trick(0, "AS 2S", 0),
    trick(0, "7S", 0),
    trick(0, "6S", 0),
]
MAIN_POINTS = pts(high=0, low=1, jack=1, off_jack=1, high_joker=0, low_joker=0, game=0, trey=1)

# LOW_JOKERS: seat 0, the high bidder, is dealt the AS and the TS to the 3S and robs the 2S:
# it keeps the AS and five diamonds and burns the nine low trumps. In play: the AS (seat
# 0), KS and LJ (seat 1), JC and HJ (seat 2), JS and QS (seat 3), no trump below the LJ.
LOW_JOKERS_HANDS = (
    "AS TS 9S 8S 7S 6S 5S 4S 3S",
    "KS LJ AH KH QH JH TH 9H 8H",
    "JC HJ 7H 6H 5H 4H 3H 2H AD",
    "JS QS KD QD JD TD 9D 8D 7D",
)
LOW_JOKERS_TOP = "AC KC QC TC 9C 8C 7C 6C 5C 4C 3C 2C"
LOW_JOKERS_FINAL = (
    "AS 6D 5D 4D 3D 2D",
    "KS LJ AC KC QC TC",
    "JC HJ 9C 8C 7C 6C",
    "JS QS 5C 4C 3C 2C",
)
# Seat 0's AS takes both jokers and the QS; seat 0 is then out, and seat 1, on its left,
# leads the KS, taking the JC and the JS. Low is the lowest trump in play that is not a
# joker, the JC, seat 2's: side 0 (not the LJ's holder, seat 1). Game and Trey were
# burned: no one. Count: side 0 4 (High, Low, HJ, LJ), side 1 2 (Jack, Off-jack).
LOW_JOKERS_TRICKS = [trick(0, "AS LJ HJ QS", 0), trick(1, "KS JC JS", 1)]
LOW_JOKERS_POINTS = pts(high=0, low=0, jack=1, off_jack=1, high_joker=0, low_joker=0)

# MOON: seat 0 holds the six top trumps, its partner the LJ, TS, 3S and 2S; seat 0 robs
# the 5S and 4S and burns them. Seat 0 takes every trick: all 10 points are side 0's.
MOON_HANDS = (
    "AS KS QS JS JC HJ AH KH QH",
    "9S 8S AD KD QD JD TD 9D 8D",
    "LJ TS 3S 2S JH TH 9H 8H 7H",
    "7S 6S 6H 5H 4H 3H 2H 7D 6D",
)
MOON_TOP = "AC KC QC TC 9C 8C 7C 6C 5C 4C"
MOON_FINAL = (
    "AS KS QS JS JC HJ",
    "9S 8S AC KC QC TC",
    "LJ TS 3S 2S 9C 8C",
    "7S 6S 7C 6C 5C 4C",
)
MOON_TRICKS_PLAYED = ("AS 9S LJ 7S", "KS 8S TS 6S", "QS 3S", "JS 2S", "JC", "HJ")
MOON_TRICKS = [
    trick(0, "AS 9S LJ 7S", 0),
    trick(0, "KS 8S TS 6S", 0),
    trick(0, "QS 3S", 0),
    trick(0, "JS 2S", 0),
    trick(0, "JC", 0),
    trick(0, "HJ", 0),
]
ALL_TO_SIDE_0 = pts(**dict.fromkeys(POINT_IDS, 0))


def main_hand(
    tp: ModuleType,
    auction: Sequence[str] = ("bid 4", "pass", "pass", "pass"),
    *,
    dealer: int = 3,
    top: str = MAIN_TOP,
    scores: Sequence[int] | None = None,
) -> Hand:
    """The MAIN deal, bid (seat 0 the high bidder), spades named and the draw made."""
    hand = pitch_hand(tp, MAIN_HANDS, top, dealer=dealer, scores=scores)
    hand.act(*auction, "name S")
    draw(hand, MAIN_FINAL)
    return hand


def main_played(tp: ModuleType, bid: int = 4, scores: Sequence[int] | None = None) -> Hand:
    hand = main_hand(tp, (f"bid {bid}", "pass", "pass", "pass"), scores=scores)
    hand.play(*MAIN_TRICKS_PLAYED)
    return hand


def moon_played(tp: ModuleType, scores: Sequence[int] | None = None) -> Hand:
    hand = pitch_hand(tp, MOON_HANDS, MOON_TOP, dealer=3, scores=scores)
    hand.act("bid 10", "pass", "pass", "pass", "name S")
    draw(hand, MOON_FINAL)
    hand.play(*MOON_TRICKS_PLAYED)
    return hand


# -- TP-1.2, TP-1.3, TP-5.5: the pack and the order of the trumps ------------------------


def test_tp_1_2_the_pack_has_54_cards_two_jokers(tp: ModuleType) -> None:
    """TP-1.2 (V13 "54 cards: two jokers, marked high/low"): the MAIN deal holds the 52
    cards and HJ and LJ, nine each and a stock of 18; after the draw the high bidder has
    robbed it and the stock is empty."""
    hand = pitch_hand(tp, MAIN_HANDS, MAIN_TOP, dealer=3)
    game = hand.game
    assert game.observation(0)["stock_size"] == 18
    assert held(game, 0) == cards(MAIN_HANDS[0])
    assert {"HJ", "LJ"} <= held(game, 0) | held(game, 1)
    hand.act("bid 4", "pass", "pass", "pass", "name S")
    draw(hand, MAIN_FINAL)
    assert game.observation(0)["stock_size"] == 0


def test_tp_1_3_high_joker_over_low_joker_over_ten(tp: ModuleType) -> None:
    """TP-1.3, TP-5.5 (V13 "A K Q J off-jack high joker low joker 10 9 ... 2"): seat 0 leads
    the HJ, seat 1 plays the LJ, seat 2 the TS: the HJ wins; the KS then beats the JS and
    the JC, and the JS the JC. The whole MAIN hand: tricks and points as worked out."""
    hand = main_hand(tp)
    game = hand.game
    hand.play("HJ LJ TS 9S")
    assert game.to_act == 0
    assert game.observation(1)["tricks_taken"] == [1, 0, 0, 0]
    hand.play(*MAIN_TRICKS_PLAYED[1:])
    check(hand, tricks=MAIN_TRICKS, points=MAIN_POINTS)


def test_tp_1_3_low_joker_over_ten_off_jack_over_high_joker(tp: ModuleType) -> None:
    """TP-1.3, TP-5.5, TP-6.1, TP-6.2: dealer 3, seat 0 the high bidder; it robs the KS,
    QS, JS and 7S and burns them. Seat 0 leads the 5S: seat 1's LJ beats seat 2's TS and
    seat 3's 9S. Seat 1 leads the 4S: seat 2's JC (the off-jack) beats seat 3's HJ. Seat 2
    leads the 3S: seat 0's AS takes it and seat 1's 2S. Everyone is then out of trumps:
    three tricks. High (AS) side 0, Low (2S, seat 1's) side 1, Jack burned: no one;
    Off-jack and HJ side 0 (seat 2's trick), LJ and Game side 1, Trey (3) side 0. Counts
    6 and 3 (9: the Jack is out of play); made at 4."""
    hands = (
        "AS 5S 6S AH KH QH AD KD QD",
        "LJ 4S 2S JH TH 9H JD TD 9D",
        "TS JC 3S 8H 7H 6H 8D 7D 6D",
        "HJ 9S 8S 5H 4H 3H 5D 4D 3D",
    )
    final = (
        "AS 5S 6S AH KH QH",
        "LJ 4S 2S AC KC QC",
        "TS JC 3S TC 9C 8C",
        "HJ 9S 8S 7C 6C 5C",
    )
    hand = pitch_hand(tp, hands, "AC KC QC TC 9C 8C 7C 6C 5C", dealer=3)
    game = hand.game
    hand.act("bid 4", "pass", "pass", "pass", "name S")
    draw(hand, final)
    hand.play("5S LJ TS 9S")
    assert game.to_act == 1
    hand.play("4S JC HJ 6S")
    assert game.to_act == 2
    hand.play("3S 8S AS 2S")
    check(
        hand,
        tricks=[
            trick(0, "5S LJ TS 9S", 1),
            trick(1, "4S JC HJ 6S", 2),
            trick(2, "3S 8S AS 2S", 0),
        ],
        points=pts(high=0, low=1, off_jack=0, high_joker=0, low_joker=1, game=1, trey=0),
        made=True,
        scores=[6, 3, 6, 3],
    )
    assert game.hand_result.points_made == (6, 3)


@pytest.mark.parametrize(
    ("variant", "high_joker", "scores"),
    [("ten_point_pitch", 0, [6, 3, 6, 3]), ("ten_point_pitch_jokers_held", 1, [5, 4, 5, 4])],
)
def test_jokers_to_their_holder_is_the_house_rules_difference(
    variant: str, high_joker: int, scores: list[int]
) -> None:
    """The house rule `ten_point_pitch_jokers_held` (catalogue V14's "joker points to
    their holder rather than their capturer"), on the deal of the test above: seat 3 held
    the HJ, which seat 2 takes. Ten-Point Pitch gives its point to the taker's side 0
    (6 to 3); the house rule to the holder's side 1 (5 to 4). The LJ is held and taken by
    side 1 either way."""
    module = load_rules_module(variant)
    hands = (
        "AS 5S 6S AH KH QH AD KD QD",
        "LJ 4S 2S JH TH 9H JD TD 9D",
        "TS JC 3S 8H 7H 6H 8D 7D 6D",
        "HJ 9S 8S 5H 4H 3H 5D 4D 3D",
    )
    final = (
        "AS 5S 6S AH KH QH",
        "LJ 4S 2S AC KC QC",
        "TS JC 3S TC 9C 8C",
        "HJ 9S 8S 7C 6C 5C",
    )
    hand = pitch_hand(module, hands, "AC KC QC TC 9C 8C 7C 6C 5C", dealer=3)
    hand.act("bid 4", "pass", "pass", "pass", "name S")
    draw(hand, final)
    hand.play("5S LJ TS 9S", "4S JC HJ 6S", "3S 8S AS 2S")
    check(
        hand,
        points=pts(high=0, low=1, off_jack=0, high_joker=high_joker, low_joker=1, game=1, trey=0),
        made=True,
        scores=scores,
    )


# -- TP-3 the auction --------------------------------------------------------------------


def test_tp_3_2_bids_4_to_10_each_higher_no_dealers_privilege(tp: ModuleType) -> None:
    """TP-3.1, TP-3.2 (V13 "Minimum 4 ... maximum 10"; no dealer's privilege): dealer 3.
    Seat 0 may pass or bid 4 to 10 (3 and 11 refused citing TP-3.2, nothing changed); it
    bids 5; seat 1 may bid 6 to 10 (5 and 4 refused); it bids 7; seat 2 passes; the
    dealer may not take the contract at 7 (refused citing TP-3.2), only bid 8 to 10 or
    pass. It passes: seat 1 is the high bidder at 7 and names trump. The others then
    discard in turn from the dealer's left, skipping seat 1 (0, 2, 3), and seat 1 robs
    last (TP-4.1, TP-4.4)."""
    hand = pitch_hand(tp, MAIN_HANDS, MAIN_TOP, dealer=3)
    game = hand.game
    assert set(game.legal_actions()) == {"pass", *BIDS}
    for bad in ("bid 3", "bid 11", "bid 1"):
        assert_refused(tp, game, bad, "TP-3.2")
    hand.act("bid 5")
    assert set(game.legal_actions()) == {"pass", *BIDS[2:]}
    assert_refused(tp, game, "bid 5", "TP-3.2")
    assert_refused(tp, game, "bid 4", "TP-3.2")
    hand.act("bid 7", "pass")
    assert game.to_act == 3
    assert set(game.legal_actions()) == {"pass", *BIDS[4:]}
    assert_refused(tp, game, "bid 7", "TP-3.2")
    hand.act("pass")
    assert (game.phase, game.to_act) == ("naming", 1)
    hand.act("name H")
    assert (game.phase, game.to_act) == ("discard", 0)
    hand.finish()
    assert turns_done(hand) == [0, 2, 3, 1]
    check(hand, pitcher=1, bid=7, trump="H")


def test_tp_3_4_all_pass_the_dealer_must_bid_and_robs(tp: ModuleType) -> None:
    """TP-3.4 (V13 "If all pass, the dealer must take it at 4"), TP-4.4 with the dealer the
    high bidder: the MAIN hands with seat 0 dealing. Seats 1, 2, 3 pass; the dealer may
    not pass (refused citing TP-3.4, nothing changed) and must bid 4 to 10 (3 refused
    citing TP-3.2). It bids 4; the others discard in order 1, 2, 3 and are dealt back as in
    MAIN; the dealer robs the same nine and leads; MAIN's tricks: side 0 makes 4 exactly
    and scores 4, side 1 its 6."""
    hand = pitch_hand(tp, MAIN_HANDS, MAIN_TOP, dealer=0)
    game = hand.game
    hand.act("pass", "pass", "pass")
    assert game.to_act == 0
    assert set(game.legal_actions()) == set(BIDS)
    assert_refused(tp, game, "pass", "TP-3.4")
    assert_refused(tp, game, "bid 3", "TP-3.2")
    hand.act("bid 4", "name S")
    draw(hand, MAIN_FINAL)
    assert turns_done(hand) == [1, 2, 3, 0]
    assert game.to_act == 0
    hand.play(*MAIN_TRICKS_PLAYED)
    check(
        hand,
        pitcher=0,
        bid=4,
        trump="S",
        tricks=MAIN_TRICKS,
        points=MAIN_POINTS,
        made=True,
        scores=[4, 6, 4, 6],
        game_over=False,
        winner=None,
    )


def test_tp_3_4_after_a_bid_the_dealer_may_pass(tp: ModuleType) -> None:
    """TP-3.4: only a dealer facing three passes must bid: after seat 0's 4 the dealer may
    pass or bid 5 to 10."""
    hand = pitch_hand(tp, MAIN_HANDS, MAIN_TOP, dealer=3)
    hand.act("bid 4", "pass", "pass")
    assert set(hand.game.legal_actions()) == {"pass", *BIDS[1:]}
    hand.act("pass")
    assert (hand.game.phase, hand.game.to_act) == ("naming", 0)


def test_tp_3_6_nobody_bids_after_the_moon(tp: ModuleType) -> None:
    """TP-3.6 (V13 "maximum 10 = shoot the moon"): seat 0 bids 10; seats 1, 2 and the
    dealer still take their turns, but may only pass (a 10 refused citing TP-3.6, nothing
    changed). Seat 0 is the high bidder at 10."""
    hand = pitch_hand(tp, MAIN_HANDS, MAIN_TOP, dealer=3)
    game = hand.game
    hand.act("bid 10")
    for seat in (1, 2, 3):
        assert game.to_act == seat
        assert game.legal_actions() == ("pass",)
        assert_refused(tp, game, "bid 10", "TP-3.6")
        hand.act("pass")
    assert (game.phase, game.to_act) == ("naming", 0)
    assert game.observation(2)["bid"] == 10


# -- TP-4 the discards, the draw, the high bidder robbing the pack -----------------------


@pytest.mark.parametrize(
    ("dealer", "auction", "top", "order"),
    [
        (3, ("bid 4", "pass", "pass", "pass"), MAIN_TOP, [1, 2, 3, 0]),
        (2, ("pass", "bid 4", "pass", "pass"), "8C 7C 6C 8S AC KC QC TC 9C", [3, 1, 2, 0]),
    ],
    ids=["eldest-bids-dealer-3", "second-bids-dealer-2"],
)
def test_tp_4_4_the_high_bidder_not_the_dealer_robs_the_pack(
    tp: ModuleType, dealer: int, auction: Sequence[str], top: str, order: list[int]
) -> None:
    """TP-4.1, TP-4.2, TP-4.4 (V13 "the bidder gets all remaining cards"): seat 0, not the
    dealer, is the high bidder. The others discard in turn from the dealer's left (1, 2,
    3; or 3, 1, 2 with seat 2 dealing), the dealer among them, each only its plain cards,
    and are dealt back to six in that order, from the top of the stock; seat 0 does not
    discard first: after the three `done`s it holds its nine and the nine left in the
    stock, eighteen, may discard any of them, trumps too (the HJ), and `done` is refused
    citing TP-4.4 until it holds six; at six `done` is its only action and a seventh
    discard is refused citing TP-4.4. The burned cards are in no trick."""
    hand = pitch_hand(tp, MAIN_HANDS, top, dealer=dealer)
    game = hand.game
    hand.act(*auction, "name S")
    for seat in order[:3]:
        assert (game.phase, game.to_act) == ("discard", seat)
        assert held(game, seat) == cards(MAIN_HANDS[seat])
        plain = [card for card in MAIN_HANDS[seat].split() if card not in MAIN_FINAL[seat]]
        assert set(game.legal_actions()) == discards(" ".join(plain))
        hand.discard(*plain)
        hand.act("done")
    assert game.to_act == 0
    robbed = cards(MAIN_HANDS[0]) | cards(MAIN_ROBBED)
    assert held(game, 0) == robbed and len(robbed) == 18
    for seat in (1, 2, 3):
        assert held(game, seat) == cards(MAIN_FINAL[seat])
    assert set(game.legal_actions()) == {"discard " + card for card in robbed}
    assert_refused(tp, game, "done", "TP-4.4")
    burned = sorted(robbed - cards(MAIN_FINAL[0]))
    hand.discard(*burned[:-1])
    assert_refused(tp, game, "done", "TP-4.4")
    hand.discard(burned[-1])
    assert game.legal_actions() == ("done",)
    assert_refused(tp, game, "discard HJ", "TP-4.4")
    hand.act("done")
    assert turns_done(hand) == order
    assert (game.phase, game.to_act) == ("play", 0)
    hand.play(*MAIN_TRICKS_PLAYED)
    live = check(hand, pitcher=0, bid=4, tricks=MAIN_TRICKS, points=MAIN_POINTS)
    in_tricks = {card for t in live["tricks"] for card in t["cards"]}
    assert not in_tricks & set(burned)


# PACK_TO_PARTNER: the MAIN deal; seat 0 passes the pack to seat 2, who keeps its six
# trumps; seat 0 keeps its nine's three trumps and three diamonds.
PARTNER_FINAL = (
    "AS HJ 4S AD KD QD",
    "KS LJ 2S 8S AC KC",
    "JC TS 3S 7S 6S 5S",
    "JS QS 9S 8C 7C 6C",
)
# Seat 0's AS takes the 2S, 3S and 9S (the Trey); seat 3's QS takes the HJ, LJ and TS;
# seat 1's KS takes the JS, JC and 4S. Seats 0 and 3 are then out of trumps: seat 1's 8S
# takes seat 2's 5S, and seat 2, on seat 1's left, leads its 7S and 6S alone. High (the
# AS, dealt to seat 0) and the Trey: side 0, 4; Low (the 2S, dealt to seat 1), Jack,
# Off-jack, both jokers and Game: side 1, 6. The bid of 4 is made.
PARTNER_TRICKS_PLAYED = ("AS 2S 3S 9S", "HJ LJ TS QS", "JS 4S KS JC", "8S 5S", "7S", "6S")
PARTNER_TRICKS = [
    trick(0, "AS 2S 3S 9S", 0),
    trick(0, "HJ LJ TS QS", 3),
    trick(3, "JS 4S KS JC", 1),
    trick(1, "8S 5S", 1),
    trick(2, "7S", 2),
    trick(2, "6S", 2),
]
PARTNER_POINTS = pts(high=0, low=1, jack=1, off_jack=1, high_joker=1, low_joker=1, game=1, trey=0)


def test_pack_to_partner_the_high_bidder_passes_the_pack_unseen_to_its_partner() -> None:
    """House rule `ten_point_pitch_pack_to_partner` (V13 "the bidder gets all remaining
    cards and may pass them unseen to the partner"), TP-4.4: on the MAIN deal the others
    discard their plain cards and are dealt back as in Ten-Point Pitch; then seat 0, the
    high bidder, holding its nine, chooses: `rob` or `partner`, and nothing else (a
    discard is refused citing TP-4.4). It says `partner`: seat 2, its partner, takes the
    nine left in the stock (fifteen in hand) and discards down to six, any cards; then seat
    0 discards down to six from its own nine, and the play begins with seat 0. Worked by
    hand: High and the Trey to side 0 (4), the other six points to side 1; the bid of 4
    is made, and the replayed record agrees."""
    module = load_rules_module("ten_point_pitch_pack_to_partner")
    hand = pitch_hand(module, MAIN_HANDS, MAIN_TOP, dealer=3)
    game = hand.game
    hand.act("bid 4", "pass", "pass", "pass", "name S")
    for seat in (1, 2, 3):
        plain = [card for card in MAIN_HANDS[seat].split() if card not in MAIN_FINAL[seat]]
        hand.discard(*plain)
        hand.act("done")
    assert game.to_act == 0 and held(game, 0) == cards(MAIN_HANDS[0])
    assert set(game.legal_actions()) == {"rob", "partner"}
    assert_refused(module, game, "discard AS", "TP-4.4")
    hand.act("partner")
    assert game.to_act == 2 and held(game, 2) == cards(MAIN_FINAL[2]) | cards(MAIN_ROBBED)
    assert held(game, 0) == cards(MAIN_HANDS[0])  # the pack passed unseen
    hand.discard(*sorted(held(game, 2) - cards(PARTNER_FINAL[2])))
    hand.act("done")
    assert game.to_act == 0
    hand.discard("AH", "KH", "QH")
    hand.act("done")
    for seat in range(4):
        assert held(game, seat) == cards(PARTNER_FINAL[seat])
    assert (game.phase, game.to_act) == ("play", 0)
    hand.play(*PARTNER_TRICKS_PLAYED)
    check(hand, pitcher=0, bid=4, tricks=PARTNER_TRICKS, points=PARTNER_POINTS)
    assert game.scores[:2] == [4, 6]


def test_pack_to_partner_a_bot_with_six_trumps_passes_the_pack() -> None:
    """House rule `ten_point_pitch_pack_to_partner`: the rule-based high bidder passes the
    pack when its hand already holds as many trumps as it keeps (six), and robs it
    otherwise. Worked by hand: on the MAIN deal seat 0 holds three trumps (AS HJ 4S): it
    robs; dealt the MOON hand's six top trumps it passes the pack to its partner."""
    from allfours.simulate.players.rule_based import RuleBasedPlayer

    module = load_rules_module("ten_point_pitch_pack_to_partner")
    for hands, top, choice in ((MAIN_HANDS, MAIN_TOP, "rob"), (MOON_HANDS, MOON_TOP, "partner")):
        hand = pitch_hand(module, hands, top, dealer=3)
        game = hand.game
        hand.act("bid 4", "pass", "pass", "pass", "name S")
        while game.to_act != 0:  # the others throw their plain cards and are dealt back
            legal = game.legal_actions()
            hand.act("done" if "done" in legal else legal[0])
        assert set(game.legal_actions()) == {"rob", "partner"}
        bot = RuleBasedPlayer(module, 0, random.Random(0))
        assert bot.choose(game.observation(0)) == choice


def test_tp_4_1_others_discard_only_plain_cards_off_jack_and_jokers_are_trumps(
    tp: ModuleType,
) -> None:
    """TP-4.1, TP-5.2 (V13 "The off-jack and jokers belong to the trump suit"): seat 1,
    holding the KS, LJ and 2S, may discard only its six plain cards: the LJ or the KS
    refused citing TP-4.1, and `done` refused while it holds a plain card; seat 2 may not
    discard the JC, the off-jack (refused citing TP-4.1), only its hearts and diamonds;
    at three trumps `done` is its only action."""
    hand = pitch_hand(tp, MAIN_HANDS, MAIN_TOP, dealer=3)
    game = hand.game
    hand.act("bid 4", "pass", "pass", "pass", "name S")
    assert (game.phase, game.to_act) == ("discard", 1)
    assert set(game.legal_actions()) == discards("JH TH 9H JD TD 9D")
    for bad in ("discard LJ", "discard KS", "discard 2S", "done"):
        assert_refused(tp, game, bad, "TP-4.1")
    hand.discard("JH", "TH", "9H", "JD", "TD", "9D")
    assert game.legal_actions() == ("done",)
    hand.act("done")
    assert game.to_act == 2
    assert set(game.legal_actions()) == discards("8H 7H 6H 8D 7D 6D")
    assert_refused(tp, game, "discard JC", "TP-4.1")
    assert_refused(tp, game, "discard TS", "TP-4.1")
    hand.discard("8H", "7H", "6H", "8D", "7D", "6D")
    assert game.legal_actions() == ("done",)
    assert_refused(tp, game, "discard JC", "TP-4.1")


def test_tp_4_1_more_than_six_trumps_are_burned_out_of_play(tp: ModuleType) -> None:
    """TP-4.1, TP-4.5, TP-6.2 (V13 "A player with more than 6 trumps must burn the
    excess"): seat 1 is dealt eight trumps and the KD. While it holds more than six trumps
    it may discard any card; `done` is refused citing TP-4.1 at eight and at seven. It
    burns the 3S (the Trey), throws the KD, burns the 5S: at six trumps `done` is its only
    action (discarding the KS refused citing TP-4.1). The burned cards are in no trick;
    the Trey goes to no one, and the points in play (High, Low, Jack, Off-jack, HJ, LJ,
    Game: the AS, 2S, JS, JC, HJ, LJ, TS are all held) make 7, not 10."""
    hands = (
        "AS AH KH QH JH TH 9H 8H 7H",
        "KS QS 9S 8S 7S 6S 5S 3S KD",
        "JS JC TS 4S 6H 5H 4H 3H 2H",
        "HJ LJ 2S JD TD 9D 8D 7D 6D",
    )
    hand = pitch_hand(tp, hands, dealer=3)
    game = hand.game
    hand.act("bid 4", "pass", "pass", "pass", "name S")
    assert (game.phase, game.to_act) == ("discard", 1)
    assert set(game.legal_actions()) == discards(hands[1])
    assert_refused(tp, game, "done", "TP-4.1")
    hand.discard("3S")
    assert set(game.legal_actions()) == discards("KS QS 9S 8S 7S 6S 5S KD")
    assert_refused(tp, game, "done", "TP-4.1")
    hand.discard("KD")
    assert set(game.legal_actions()) == discards("KS QS 9S 8S 7S 6S 5S")
    assert_refused(tp, game, "done", "TP-4.1")
    hand.discard("5S")
    assert game.legal_actions() == ("done",)
    assert_refused(tp, game, "discard KS", "TP-4.1")
    hand.act("done")
    # Seat 1 holds six and draws none; seat 2 draws the AD, QD; seat 3 the 5D, 4D, 3D;
    # seat 0 robs the other thirteen and keeps the AS and five hearts.
    draw(
        hand,
        (
            "AS AH KH QH JH TH",
            "KS QS 9S 8S 7S 6S",
            "JS JC TS 4S AD QD",
            "HJ LJ 2S 5D 4D 3D",
        ),
    )
    hand.finish()
    live = check(hand, pitcher=0, bid=4)
    assert live["points"]["trey"] is None
    assert all(live["points"][point] is not None for point in POINT_IDS if point != "trey")
    assert sum(game.hand_result.points_made) == 7
    assert not {card for t in live["tricks"] for card in t["cards"]} & {"3S", "5S"}


# -- TP-6 the points ---------------------------------------------------------------------


def test_tp_6_1_high_and_low_to_the_holder_ten_points_the_trey_worth_3(
    tp: ModuleType,
) -> None:
    """TP-6.1, TP-6.3 (V13 "Points (10): High, Low (the team that held the lowest trump),
    Jack, Off-jack, High joker, Low joker, 10 of trumps, 3 of trumps = 3 points"): in MAIN
    seat 0's AS takes seat 1's 2S, yet Low is side 1's, its holder's; High is seat 0's; the
    Jack and Off-jack go to seat 1, which took them from its partner and seat 2; the jokers
    and the Game to seat 0's trick; the Trey, worth 3, to seat 3's QS. Counts 4 and 6, 10
    in all: made at 4, each side scores its count."""
    hand = main_played(tp, 4)
    check(
        hand,
        pitcher=0,
        bid=4,
        trump="S",
        tricks=MAIN_TRICKS,
        points=MAIN_POINTS,
        made=True,
        scores=[4, 6, 4, 6],
        setbacks=[0, 0, 0, 0],
        game_over=False,
        winner=None,
    )
    assert hand.game.hand_result.points_made == (4, 6)


def test_tp_6_1_a_joker_is_never_low(tp: ModuleType) -> None:
    """TP-6.1, TP-6.2 (V13 jokers; variant "never low"): in LOW_JOKERS no trump below the
    LJ is in play (seat 0, robbing, burns the TS to the 2S). Low is the lowest trump in
    play that is not a joker, the JC, held by seat 2: side 0, not the LJ's holder (seat 1).
    Game and Trey, burned, go to no one. Seat 0, out of trumps after the first trick, drops
    out and seat 1, on its left, leads. Side 0 counts 4 and makes its 4; side 1 2."""
    hand = pitch_hand(tp, LOW_JOKERS_HANDS, LOW_JOKERS_TOP, dealer=3)
    game = hand.game
    hand.act("bid 4", "pass", "pass", "pass", "name S")
    draw(hand, LOW_JOKERS_FINAL)
    hand.play("AS LJ HJ QS")
    assert game.to_act == 1
    assert_refused(tp, game, "play 6D", "TP-5.7", seat=0)
    hand.play("KS JC JS")
    assert game.phase == "hand_over"
    check(
        hand,
        tricks=LOW_JOKERS_TRICKS,
        points=LOW_JOKERS_POINTS,
        made=True,
        scores=[4, 2, 4, 2],
    )
    assert game.hand_result.points_made == (4, 2)


# -- TP-5.7 trumps only ------------------------------------------------------------------


def test_tp_5_7_only_trumps_the_off_jack_and_jokers_among_them(tp: ModuleType) -> None:
    """TP-5.7, TP-5.2: the high bidder leads any of its six trumps; seat 1 may answer only
    with the KS, LJ, 2S or 8S (its AC refused citing TP-5.7, nothing changed); seat 2 with
    the JC, TS or 3S, not its clubs (the QC refused citing TP-5.7): the off-jack is a
    trump, not a club. Seat 3 takes the third trick with its last trump: seat 0, on its
    left, leads the fourth, to which only seat 1 answers; seats 2 and 3 are passed over."""
    hand = main_hand(tp)
    game = hand.game
    assert set(game.legal_actions()) == plays(MAIN_FINAL[0])
    hand.play("HJ")
    assert set(game.legal_actions()) == plays("KS LJ 2S 8S")
    assert_refused(tp, game, "play AC", "TP-5.7")
    hand.play("LJ")
    assert set(game.legal_actions()) == plays("JC TS 3S")
    assert_refused(tp, game, "play QC", "TP-5.7")
    hand.play("TS 9S", *MAIN_TRICKS_PLAYED[1:3])
    assert held(game, 2) == cards("QC TC 9C")
    assert held(game, 3) == cards("8C 7C 6C")
    assert game.to_act == 0  # seat 3 took the trick with its last trump
    assert_refused(tp, game, "play 8C", "TP-5.7", seat=3)
    hand.play("AS")
    assert game.to_act == 1  # seats 2 and 3 are passed over
    hand.play("2S", "7S", "6S")
    check(hand, tricks=MAIN_TRICKS)


# -- TP-7, TP-8.4 scoring, the moon ------------------------------------------------------


def test_tp_7_1_short_of_the_bid_set_back_by_it(tp: ModuleType) -> None:
    """TP-7.1, TP-7.2, TP-7.4: seat 0 bids 5 and its side counts 4: it is set back by 5,
    below zero; side 1 scores its 6."""
    hand = main_played(tp, 5)
    check(hand, made=False, scores=[-5, 6, -5, 6], setbacks=[1, 0, 1, 0], winner=None)


def test_tp_8_4_the_moon_made_wins_the_game(tp: ModuleType) -> None:
    """TP-3.6, TP-8.4 (V13 "Shooting the moon (bid 10): if made ..."; variant "made, it
    wins the game"): seat 0 bids 10, robs and burns the 5S and 4S, and takes every trick:
    all ten points are side 0's (Low too, held by its partner). Side 0 adds 10 and wins
    the game at once, far from 52."""
    hand = moon_played(tp, [0, 0, 0, 0])
    check(
        hand,
        pitcher=0,
        bid=10,
        tricks=MOON_TRICKS,
        points=ALL_TO_SIDE_0,
        made=True,
        scores=[10, 0, 10, 0],
        game_over=True,
        winner=0,
    )
    assert hand.game.hand_result.points_made == (10, 0)


@pytest.mark.parametrize("before", [-20, -1])
def test_tp_8_4_a_moon_made_from_the_hole_brings_the_side_back_to_0(
    tp: ModuleType, before: int
) -> None:
    """TP-8.4 (E11, catalogue V13 "moon: score jumps to 52, or 0 from negative"; variant
    "unless the bidder is in the hole, when its score goes back to 0"): the same moon made
    by a side in the hole does not win: its score goes back to 0, whatever the ten points,
    and the game goes on."""
    hand = moon_played(tp, [before, 51, before, 51])
    check(hand, made=True, scores=[0, 51, 0, 51], game_over=False, winner=None)
    assert hand.game.hand_result.points_made == (10, 0)


def test_moon_from_the_hole_house_rule_wins_even_from_below_zero() -> None:
    """The house rule `ten_point_pitch_moon_from_the_hole` ("made, it wins the game"): the
    moon made from -20 against 51 adds its 10 and wins the game at once."""
    house = load_rules_module("ten_point_pitch_moon_from_the_hole")
    hand = moon_played(house, [-20, 51, -20, 51])
    check(hand, made=True, scores=[-10, 51, -10, 51], game_over=True, winner=0)


@pytest.mark.parametrize(("before", "after"), [(-20, 0), (-1, 19), (-35, -15)])
def test_moon_from_the_hole_for_20_advances_20_instead_of_winning(before: int, after: int) -> None:
    """The house rule `ten_point_pitch_moon_from_the_hole_for_20` ("unless the bidder is in
    the hole, when it scores 20"): the moon made by a side in the hole neither wins nor
    goes back to 0: the side advances 20 (not the ten points it made), and the game goes
    on."""
    house = load_rules_module("ten_point_pitch_moon_from_the_hole_for_20")
    hand = moon_played(house, [before, 51, before, 51])
    check(hand, made=True, scores=[after, 51, after, 51], game_over=False, winner=None)
    assert hand.game.hand_result.points_made == (10, 0)


def test_moon_from_the_hole_for_20_still_wins_from_zero() -> None:
    """The same house rule: a side at exactly 0 is not in the hole, so its moon adds the ten
    points made and wins the game at once, whatever the other side's 51."""
    house = load_rules_module("ten_point_pitch_moon_from_the_hole_for_20")
    hand = moon_played(house, [0, 51, 0, 51])
    check(hand, made=True, scores=[10, 51, 10, 51], game_over=True, winner=0)


@pytest.mark.parametrize(
    ("before", "scores"),
    [([0, 0, 0, 0], [-10, 6, -10, 6]), ([45, 10, 45, 10], [35, 16, 35, 16])],
    ids=["from-0", "pitcher-far-ahead"],
)
def test_tp_8_4_the_moon_set_loses_the_game(
    tp: ModuleType, before: list[int], scores: list[int]
) -> None:
    """TP-3.6, TP-8.4 (V13 "Failing is loss of the game"; variant "set, it loses the
    game"): seat 0 bids 10 on MAIN and counts 4: set back by 10, and the other side wins
    the game at once, with 6 or 16, far from 52, even while the pitcher's side leads."""
    hand = main_played(tp, 10, before)
    check(
        hand,
        bid=10,
        points=MAIN_POINTS,
        made=False,
        scores=scores,
        setbacks=[1, 0, 1, 0],
        game_over=True,
        winner=1,
    )
    assert hand.game.phase == "game_over"


# -- TP-8 winning the game ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("bid", "before", "scores", "winner"),
    [
        (4, [48, 40, 48, 40], [52, 46, 52, 46], 0),  # the pitcher reaches 52
        (4, [47, 40, 47, 40], [51, 46, 51, 46], None),  # 51 is not enough
        (4, [40, 46, 40, 46], [44, 52, 44, 52], 1),  # the defenders reach 52
        (4, [48, 47, 48, 47], [52, 53, 52, 53], 0),  # both: the pitcher's side first
        (4, [48, 46, 48, 46], [52, 52, 52, 52], 0),  # level at 52: the pitcher's side
        (5, [50, 46, 50, 46], [45, 52, 45, 52], 1),  # set: only the defenders reach it
    ],
    ids=["pitcher-52", "pitcher-51", "defenders-52", "both-pitcher-lower", "level", "set"],
)
def test_tp_8_1_52_wins_the_pitchers_side_first(
    tp: ModuleType, bid: int, before: list[int], scores: list[int], winner: int | None
) -> None:
    """TP-8.1, TP-8.2 (V13 "Target 52. If both teams reach 52 in the same hand, the bidding
    team wins"): the MAIN hand (counts 4 and 6) from various scores."""
    hand = main_played(tp, bid, before)
    check(hand, scores=scores, game_over=winner is not None, winner=winner)
    if winner is None:
        hand.game.deal()
        assert hand.game.phase == "auction"
    else:
        with pytest.raises(tp.IllegalAction):
            hand.game.deal()


def test_tp_the_record_of_a_hand(tp: ModuleType) -> None:
    """Records (`allfours-hand/2`, variant `ten_point_pitch`): nine-card hands and a stock
    of 18, the jokers among the cards; the steps: four bids, the naming, 30 discards (six by
    each of the others, twelve by the high bidder) and four `done`s, then 16 plays."""
    hand = main_played(tp, 4)
    completed: dict[str, Any] = hand.replayed()
    assert completed["variant"] == "ten_point_pitch"
    assert [len(h) for h in completed["hands"]] == [9] * 4
    assert len(completed["stock"]) == 18
    actions = [step["action"] for step in completed["steps"]]
    assert actions[:5] == ["bid 4", "pass", "pass", "pass", "name S"]
    assert sum(a.startswith("discard ") for a in actions) == 6 + 6 + 6 + 12
    assert actions.count("done") == 4
    assert sum(a.startswith("play ") for a in actions) == 16


# -- house rules: no jick, one joker ---------------------------------------------------


@pytest.mark.parametrize(
    ("variant", "jick_is_trump"), [("ten_point_pitch", True), ("ten_point_pitch_no_jick", False)]
)
def test_no_jick_the_jack_of_the_same_colour_stays_a_plain_card(
    variant: str, jick_is_trump: bool
) -> None:
    """The house rule `ten_point_pitch_no_jick` (V14's "no Jick"): on the MAIN deal, spades
    named, seat 2 holds the JC. In Ten-Point Pitch it is the off-jack, a trump seat 2 may
    not throw away (TP-4.1); without the jick it is a plain club that seat 2 must discard
    before it may say `done`. Nine points are left, so bids run 4 to 9."""
    module = load_rules_module(variant)
    hand = pitch_hand(module, MAIN_HANDS, MAIN_TOP, dealer=3)
    game = hand.game
    top = 10 if jick_is_trump else 9
    assert game.legal_actions() == ("pass", *(f"bid {n}" for n in range(4, top + 1)))
    assert sum(p.value for p in module.RULES.points) == top
    hand.act("bid 4", "pass", "pass", "pass", "name S")
    hand.discard("JH", "TH", "9H", "JD", "TD", "9D")
    hand.act("done")
    assert game.to_act == 2
    legal = game.legal_actions()
    assert ("discard JC" in legal) is not jick_is_trump
    assert ("done" in legal) is False  # seat 2's hearts and diamonds are still to go
    hand.discard("8H", "7H", "6H", "8D", "7D", "6D")
    assert ("done" in game.legal_actions()) is jick_is_trump


# ONE_JOKER: the 53-card pack, the joker JK just above the ten. Dealer 3, seat 0 bids 4 and
# names spades; seats 1 to 3 keep their three trumps each and draw three clubs; seat 0
# robs the other eight (KS QS JS 2H 2D 4C 3C 2C) and keeps its six trumps. All 15 trumps
# are in play.
ONE_JOKER_HANDS = (
    "AS 5S 6S AH KH QH AD KD QD",
    "JK 4S 2S JH TH 9H JD TD 9D",
    "TS JC 3S 8H 7H 6H 8D 7D 6D",
    "7S 9S 8S 5H 4H 3H 5D 4D 3D",
)
ONE_JOKER_FINAL = (
    "AS KS QS JS 6S 5S",
    "JK 4S 2S AC KC QC",
    "TS JC 3S TC 9C 8C",
    "7S 9S 8S 7C 6C 5C",
)


def test_one_joker_ranks_above_the_ten_below_the_off_jack() -> None:
    """The house rule `ten_point_pitch_one_joker` (V14's "one joker"): seat 1's JK beats
    seat 2's TS (and takes Game); seat 2's JC, the off-jack, ranks above the joker's place
    and takes the 8S and 5S; seat 0's JS takes the third trick with the 3S (the Trey).
    Seats 1 to 3 are then out of trumps; seat 0's AS, KS, QS are tricks alone. High (AS)
    and Low (2S, seat 1's) to their holders; Jack, Off-jack and Trey (3) side 0, Joker and
    Game side 1: 6 to 3 of nine points, made at 4."""
    module = load_rules_module("ten_point_pitch_one_joker")
    hand = Hand(module, ONE_JOKER_HANDS, "AC KC QC TC 9C 8C 7C 6C 5C", dealer=3, pack=(*PACK, "JK"))
    assert len(hand.stock) == 17
    game = hand.game
    hand.act("bid 4", "pass", "pass", "pass", "name S")
    draw(hand, ONE_JOKER_FINAL)
    hand.play("6S JK TS 9S")
    assert game.to_act == 1
    hand.play("4S JC 8S 5S")
    assert game.to_act == 2
    hand.play("3S 7S JS 2S", "AS", "KS", "QS")
    check(
        hand,
        tricks=[
            trick(0, "6S JK TS 9S", 1),
            trick(1, "4S JC 8S 5S", 2),
            trick(2, "3S 7S JS 2S", 0),
            trick(0, "AS", 0),
            trick(0, "KS", 0),
            trick(0, "QS", 0),
        ],
        points={"high": 0, "low": 1, "jack": 0, "off_jack": 0, "joker": 1, "game": 1, "trey": 0},
        made=True,
        scores=[6, 3, 6, 3],
    )
