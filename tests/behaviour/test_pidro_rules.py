"""Behaviour of the generated `pidro` module, hand by hand, where Pidro differs from Cinch.

Pidro (`variants/pidro.variant`, catalogue V20 and the PID column of table 2c in
`reference/all-fours-family.md`) extends Cinch. The rules checked here are the ones it
changes, by their numbers in the module's `RULES.numbers`:

- PI-3.2, PI-3.8: bids are 6 to 14, each higher than the last, except that once 14 is bid
  a later player (the dealer too) may take it by bidding 14 again;
- PI-3.4: if all pass, the dealer must bid (at least 6);
- PI-4.1, PI-4.4: no point card (the ace, jack, ten, five and two of trumps, the Left Pedro)
  is ever discarded: a non-dealer holding seven or more trumps kills non-point trumps, and
  the robbing dealer keeps every point card;
- PI-5.7: only trumps are played; a trick is one trump from each player still holding one,
  in turn from the leader; a player without a trump is "cold" and passed over; the winner
  leads the next trick or, if cold, the first player to its left still holding a trump;
  the hand ends when nobody holds a trump; plain cards are never played;
- PI-6.1: Low (the two of trumps) goes to the player who held it when play began, even when
  the other side takes it; the other points go to the side that takes them;
- PI-6.3, PI-7.1, PI-7.2, PI-7.4, PI-7.5: each side scores the points it takes; a pitcher
  short of its bid is set back by the bid instead, and scores may go below zero;
- PI-8.1, PI-8.2: 62 wins; when both sides reach 62 in one hand, the pitcher's side wins
  if it made its bid.

As in `test_cinch_rules.py` (whose helpers are imported, not copied; a Pidro record's
expect holds the set-back counts too), each played hand is written as the six
cards each player holds after the draw (a `Script`). In Pidro every point card is always in
play (none can be discarded), so every script holds all six of them and the cards thrown
away are plain cards or non-point trumps. Each test drives the live game and replays the
same hand as an `allfours-hand/2` record, and checks that both agree with the rule. Every
expected value was worked out by hand from the rules, never copied from the engine's output.
Spades are trump: the Left Pedro is the 5C.
"""

from __future__ import annotations

from functools import partial
from types import ModuleType
from typing import Any

import pytest
from exact_hands import Hand, trick
from exact_hands import check as check_hand
from test_cinch_rules import (
    Script,
    cards,
    deal_for,
    discards,
    draw,
    eldest_bids,
    held,
    played,
    plays,
    pts,
    rest_of_pack,
    start,
)

from conftest import load_rules_module
from playing import assert_refused

# What a Pidro record's `expect` holds (as for Cinch, and the set-back counts, PI-7.5).
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
check = partial(check_hand, fields=EXPECT_FIELDS)
BIDS = tuple(f"bid {n}" for n in range(6, 15))
POINT_CARDS = "AS JS TS 5S 5C 2S"  # spades trump: High, Jack, Game, the two Pedros, Low


@pytest.fixture(scope="module")
def pi() -> ModuleType:
    return load_rules_module("pidro")


# -- helpers -----------------------------------------------------------------------------


def no_trump_left(game: Any) -> bool:
    """No one holds a spade or the 5C (the Left Pedro, spades trump)."""
    hands = [held(game, seat) for seat in range(4)]
    return not any(card[1] == "S" or card == "5C" for hand in hands for card in hand)


# -- hands used by several tests ---------------------------------------------------------

# Dealer 3, seat 0 the pitcher; 13 trumps in play (the 6S is the dealer's, thrown away).
# Seat 0's 8S takes the first trick. Seat 3's QS takes the 9S, the 5C and the JS (the Left
# Pedro and Jack to side 1); seat 2 is then cold. Seat 3 leads the 5S: seat 0 plays its
# 2S, seat 1 its KS, which wins (5 to side 1; seat 0's Low stays side 0's), and seat 2 is
# passed over. Seat 1 is then cold, and so is seat 2: seat 3 leads the TS into seat 0's AS (High
# and Game to side 0). No one holds a trump: four tricks, the plain cards never played.
# Count: side 0 3 (High, Low, Game), side 1 11 (Jack, both Pedros).
COLD = Script(
    final=(
        "AS 9S 8S 2S AH KH",
        "KS 5C 3S AD KD QD",
        "JS 4S AC KC QC JC",
        "QS TS 5S 7S QH JH",
    ),
    trump="S",
    dealer=3,
    tricks=("8S 3S 4S 7S", "9S 5C JS QS", "5S 2S KS", "TS AS"),
)
COLD_TRICKS = [
    trick(0, "8S 3S 4S 7S", 0),
    trick(0, "9S 5C JS QS", 3),
    trick(3, "5S 2S KS", 1),
    trick(3, "TS AS", 0),
]
COLD_POINTS = pts(high=0, low=0, jack=1, game=0, right_pedro=1, left_pedro=1)

# Dealer 3, seat 1 the pitcher (seat 0 passes, seat 1 bids); all 14 trumps in play. Seat
# 1's AS and KS take the first two tricks (High, and seat 2's JS: Jack); seat 2 is cold.
# Seat 1's 8S takes its partner's 5C and seat 0's 2S (the Left Pedro to side 1, Low to seat
# 0's side); seat 0 is cold. Seat 3's QS takes seat 1's 5S, and its TS is a trick alone.
# Count: side 0 1 (Low), side 1 13.
MADE = Script(
    final=(
        "2S 3S 4S AH KH QH",
        "AS KS 5S 8S AD KD",
        "JS 6S AC KC QC JC",
        "QS TS 5C 9S 7S QD",
    ),
    trump="S",
    dealer=3,
    tricks=("AS 6S 7S 4S", "KS JS 9S 3S", "8S 5C 2S", "5S QS", "TS"),
)
MADE_TRICKS = [
    trick(1, "AS 6S 7S 4S", 1),
    trick(1, "KS JS 9S 3S", 1),
    trick(1, "8S 5C 2S", 1),
    trick(1, "5S QS", 3),
    trick(3, "TS", 3),
]
MADE_POINTS = pts(high=1, low=0, jack=1, game=1, right_pedro=1, left_pedro=1)
MADE_AUCTION = ["pass", "bid 8", "pass", "pass"]

# Dealer 3, seat 0 the pitcher; all 14 trumps in play. Seat 0's AS takes seat 1's 2S and
# its partner's 5S (High and the Right Pedro, 6, to side 0; Low to seat 1's side). Seat
# 3's 8S takes the 3S, the 5C and the 4S (the Left Pedro to side 1); seats 0 and 2 are
# cold. Seat 3's JS takes seat 1's 6S (Jack); seat 1's KS takes the TS (Game to side 1),
# and seat 1 is then cold: seat 3, the first to its left holding a trump, leads its QS and
# its 9S alone. Count: side 0 6, side 1 8.
ACE = Script(
    final=(
        "AS 3S AH KH QH JH",
        "KS 6S 5C 2S AD KD",
        "5S 4S AC KC QC JC",
        "QS JS TS 9S 8S 7S",
    ),
    trump="S",
    dealer=3,
    tricks=("AS 2S 5S 7S", "3S 5C 4S 8S", "JS 6S", "TS KS", "QS", "9S"),
)
ACE_TRICKS = [
    trick(0, "AS 2S 5S 7S", 0),
    trick(0, "3S 5C 4S 8S", 3),
    trick(3, "JS 6S", 3),
    trick(3, "TS KS", 1),
    trick(3, "QS", 3),
    trick(3, "9S", 3),
]
ACE_POINTS = pts(high=0, low=1, jack=1, game=1, right_pedro=0, left_pedro=1)
# The same sixes and tricks with seat 0 the dealer, so that the dealer is the pitcher.
ACE_DEALER_0 = ACE._replace(dealer=0)

# Dealer 1: seat 2 (eldest) bids 6, spades trump. Seat 2 keeps five trumps and draws the
# 9C; seat 3 keeps four and draws the 8C and 7C; seat 0 keeps the 5S and draws the 6C, the
# 2S, the 4C, 3C and 2C. The dealer, dealt the AS and the 6S, robs the other eight cards
# (the JS among them): seventeen, of which it may discard any but the AS and the JS.
DRAWN_HANDS = [
    "5S AD KD QD JD TD 9D 8D 7D",
    "AS 6S JH TH 9H 8H 7H 6H 4H",
    "KS QS 9S 8S 7S AH KH QH 5H",
    "5C TS 4S 3S AC KC QC JC TC",
]
DRAWN_TOP = "9C 8C 7C 6C 2S 4C 3C 2C"
ROBBED = "JS 3H 2H 6D 5D 4D 3D 2D"  # the rest of the stock, in pack order (full_stock)
DEALER_THROWS = "6S 7H 6H 4H 3H 2H 6D 5D 4D 3D 2D"  # a non-point trump among them
# After the draw: seat 2 leads the KS; the dealer's AS takes it with seat 0's 2S (High to
# side 1, Low to seat 0's side, which drew it). Seat 2's QS takes the JS and seat 0's 5S
# (Jack, the Right Pedro); seats 0 and 1 are cold. Seat 3's TS takes the 9S (Game), seat
# 2's 8S the 5C (the Left Pedro); seat 2's 7S is the last trump. 6S out of play.
# Count: side 0 12 (Low, Jack, both Pedros), side 1 2 (High, Game).
DRAWN_TRICKS = [
    trick(2, "KS 3S 2S AS", 1),
    trick(1, "JS QS 4S 5S", 2),
    trick(2, "9S TS", 3),
    trick(3, "5C 8S", 2),
    trick(2, "7S", 2),
]
DRAWN_POINTS = pts(high=1, low=0, jack=0, game=1, right_pedro=0, left_pedro=0)

# Seat 0 (eldest, dealer 3) is dealt eight trumps, every point card among them, and the
# AH; seat 1 six trumps and three hearts; seats 2 and 3 no trump, and none in the stock.
KILL_HANDS = rest_of_pack([POINT_CARDS + " KS QS AH"])
KILL_FINAL = (
    POINT_CARDS,
    "9S 8S 7S 6S 4S 3S",
    "5D 4D 3D 2D AC KC",  # seat 2 draws the stock's top six
    "AD KD QD JD TD 9D",  # the dealer keeps six of its nine and the ten it robs
)


def drawn(pi: ModuleType) -> Hand:
    """The DRAWN deal, bid, named and discarded by the non-dealers: the dealer is to
    discard, holding its nine and the eight it robbed."""
    hand = Hand(pi, DRAWN_HANDS, DRAWN_TOP, dealer=1)
    hand.act("bid 6", "pass", "pass", "pass", "name S")
    hand.discard("AH", "KH", "QH", "5H")
    hand.act("done")
    hand.discard("AC", "KC", "QC", "JC", "TC")
    hand.act("done")
    hand.discard("AD", "KD", "QD", "JD", "TD", "9D", "8D", "7D")
    hand.act("done")
    return hand


# -- PI-3 the auction --------------------------------------------------------------------


def test_pi_3_2_bids_are_6_to_14_each_higher_than_the_last(pi: ModuleType) -> None:
    """PI-3.2 (table 2c, PID: "once, 6-14"): the first bidder may pass or bid 6 to 14; a
    bid of 5, 1 or 15 is refused citing PI-3.2, nothing changed. Seat 0 bids 6: seat 1 may
    bid 7 to 14 (6 refused); it bids 9; seat 2, seat 0's partner, may not bid 9 either; the
    dealer may not take the contract at 9 (refused citing PI-3.2), only bid 10 to 14 or
    pass. It passes: seat 1 is the pitcher at 9."""
    hand = Hand(pi, rest_of_pack([]), dealer=3)
    game = hand.game
    assert set(game.legal_actions()) == {"pass", *BIDS}
    for bad in ("bid 5", "bid 1", "bid 15"):
        assert_refused(pi, game, bad, "PI-3.2")
    hand.act("bid 6")
    assert set(game.legal_actions()) == {"pass", *BIDS[1:]}
    assert_refused(pi, game, "bid 6", "PI-3.2")
    hand.act("bid 9")
    assert set(game.legal_actions()) == {"pass", *BIDS[4:]}
    assert_refused(pi, game, "bid 9", "PI-3.2")
    hand.act("pass")
    assert game.to_act == 3
    assert set(game.legal_actions()) == {"pass", *BIDS[4:]}
    assert_refused(pi, game, "bid 9", "PI-3.2")
    assert_refused(pi, game, "bid 8", "PI-3.2")
    hand.act("pass")
    assert (game.phase, game.to_act) == ("naming", 1)
    hand.act("name H")
    hand.finish()
    check(hand, pitcher=1, bid=9, trump="H")


def test_pi_3_8_a_14_is_taken_by_a_later_14_the_dealers_too(pi: ModuleType) -> None:
    """PI-3.8 (E06: "Pidro lets anyone top 14 with 14"; table 2c "14 over 14"; V20): dealer
    0. Seat 1 bids 14; seat 2 may then pass or bid 14 (a 13 refused citing PI-3.2) and
    takes it; seat 3 may too, and passes; the dealer takes it from its partner with a third
    14 and is the pitcher at 14. Its side takes 6 (High, the Right Pedro) and is set back
    by 14; side 1 scores its 8 (Low, Jack, Game, the Left Pedro)."""
    hands, top = deal_for(ACE_DEALER_0.final, "S", 0)
    hand = Hand(pi, hands, top, dealer=0)
    game = hand.game
    hand.act("bid 14")
    for seat in (2, 3, 0):
        assert game.to_act == seat
        assert set(game.legal_actions()) == {"pass", "bid 14"}
        assert_refused(pi, game, "bid 13", "PI-3.2")
        hand.act("pass" if seat == 3 else "bid 14")
    assert (game.phase, game.to_act) == ("naming", 0)
    assert game.observation(1)["bid"] == 14 and game.observation(1)["pitcher"] == 0
    hand.act("name S")
    draw(hand, ACE_DEALER_0.final)
    hand.play(*ACE.tricks)
    check(
        hand,
        pitcher=0,
        bid=14,
        trump="S",
        tricks=ACE_TRICKS,
        points=ACE_POINTS,
        made=False,
        scores=[-14, 8, -14, 8],
        setbacks=[1, 0, 1, 0],
        game_over=False,
        winner=None,
    )


def test_pi_3_8_the_last_14_wins_a_partners_included(pi: ModuleType) -> None:
    """PI-3.8 (E06): dealer 3. Seat 0 passes, seat 1 bids 14, seat 2 passes and the dealer,
    seat 1's partner, bids 14 again: the dealer is the pitcher at 14, not seat 1."""
    hand = Hand(pi, rest_of_pack([]), dealer=3)
    game = hand.game
    hand.act("pass", "bid 14", "pass")
    assert set(game.legal_actions()) == {"pass", "bid 14"}
    hand.act("bid 14")
    assert (game.phase, game.to_act) == ("naming", 3)
    hand.act("name D")
    hand.finish()
    check(hand, pitcher=3, bid=14, trump="D")


def test_pi_3_4_all_pass_the_dealer_must_bid(pi: ModuleType) -> None:
    """PI-3.4 (E07: "Pidro (dealer plays 6)"; table 2c "dealer plays 6"; V20): dealer 0 and
    the three others pass: the dealer may not pass (refused citing PI-3.4, nothing changed)
    and must bid 6 to 14. It bids 6, leads and takes 6, made exactly: side 0 scores 6,
    side 1 its 8 (not Cinch's no-contract difference)."""
    hands, top = deal_for(ACE_DEALER_0.final, "S", 0)
    hand = Hand(pi, hands, top, dealer=0)
    game = hand.game
    hand.act("pass", "pass", "pass")
    assert game.to_act == 0
    assert set(game.legal_actions()) == set(BIDS)
    assert_refused(pi, game, "pass", "PI-3.4")
    assert_refused(pi, game, "bid 5", "PI-3.2")
    hand.act("bid 6")
    assert (game.phase, game.to_act) == ("naming", 0)
    hand.act("name S")
    draw(hand, ACE_DEALER_0.final)
    assert game.to_act == 0
    hand.play(*ACE.tricks)
    check(
        hand,
        pitcher=0,
        bid=6,
        trump="S",
        tricks=ACE_TRICKS,
        points=ACE_POINTS,
        made=True,
        scores=[6, 8, 6, 8],
        setbacks=[0, 0, 0, 0],
    )


def test_pi_3_4_after_a_bid_the_dealer_may_pass(pi: ModuleType) -> None:
    """PI-3.4: only a dealer facing three passes must bid; after seat 0's 6 the dealer
    (seat 3) may pass or bid 7 to 14; it passes and seat 0 is the pitcher at 6."""
    hands, top = deal_for(ACE.final, "S", 3)
    hand = Hand(pi, hands, top, dealer=3)
    hand.act("bid 6", "pass", "pass")
    assert set(hand.game.legal_actions()) == {"pass", *BIDS[1:]}
    hand.act("pass", "name S")
    draw(hand, ACE.final)
    hand.play(*ACE.tricks)
    check(hand, pitcher=0, bid=6, made=True, scores=[6, 8, 6, 8])


# -- PI-4 the draw -----------------------------------------------------------------------


def test_pi_4_1_seven_or_more_trumps_kill_only_non_point_trumps(pi: ModuleType) -> None:
    """PI-4.1 (E21: "A point card may never be killed in Pidro/Minnesota Smear"; V20 "kill"
    the excess, "which may not be point cards"; table 2c "kill excess (non-point)"): seat 0
    holds eight trumps, every point card among them, and the AH. While it holds more than
    six trumps it may discard the KS, the QS or the AH, never a point card (each refused
    citing PI-4.1, and `done`). It throws the AH: still eight trumps, so `done` is refused;
    it kills the KS, then the QS, and at six trumps, all point cards, only `done` is left.
    Seat 1, with six trumps, may discard only its hearts (a trump refused citing PI-4.1).
    The killed trumps are out of play. Seats 2 and 3 never hold a trump: every trick is seat
    0's and seat 1's. Seat 0's AS, JS and TS win; seat 1's 7S takes the 5S, its 8S the 5C,
    its 9S the 2S (which stays seat 0's): side 0 counts 4 (High, Low, Jack, Game) and is set
    back 6; side 1 scores 10."""
    hand = Hand(pi, KILL_HANDS, dealer=3)
    game = hand.game
    hand.act("bid 6", "pass", "pass", "pass", "name S")
    assert (game.phase, game.to_act) == ("discard", 0)
    assert set(game.legal_actions()) == discards("KS QS AH")
    for point in POINT_CARDS.split():
        assert_refused(pi, game, "discard " + point, "PI-4.1")
    assert_refused(pi, game, "done", "PI-4.1")
    hand.discard("AH")
    assert set(game.legal_actions()) == discards("KS QS")
    assert_refused(pi, game, "done", "PI-4.1")
    assert_refused(pi, game, "discard 2S", "PI-4.1")
    hand.discard("KS")
    assert game.legal_actions() == ("discard QS",)
    assert_refused(pi, game, "discard 5C", "PI-4.1")
    hand.discard("QS")
    assert game.legal_actions() == ("done",)
    assert_refused(pi, game, "discard AS", "PI-4.1")
    hand.act("done")
    assert held(game, 0) == cards(POINT_CARDS)
    assert game.to_act == 1
    assert set(game.legal_actions()) == discards("KH QH JH")
    assert_refused(pi, game, "discard 3S", "PI-4.1")
    draw(hand, KILL_FINAL)
    hand.play("AS 3S", "JS 4S", "TS 6S", "5S 7S", "8S 5C", "9S 2S")
    check(
        hand,
        pitcher=0,
        bid=6,
        tricks=[
            trick(0, "AS 3S", 0),
            trick(0, "JS 4S", 0),
            trick(0, "TS 6S", 0),
            trick(0, "5S 7S", 1),
            trick(1, "8S 5C", 1),
            trick(1, "9S 2S", 1),
        ],
        points=pts(high=0, low=0, jack=0, game=0, right_pedro=1, left_pedro=1),
        made=False,
        scores=[-6, 10, -6, 10],
        setbacks=[1, 0, 1, 0],
    )


def test_pi_4_4_the_robbing_dealer_keeps_every_point_card(pi: ModuleType) -> None:
    """PI-4.4 (E22: "Pidro's dealer takes the whole deck and keeps 6"; E21): the dealer (seat
    1) robs the eight cards left and holds seventeen. It may discard any of them but the
    AS, dealt to it, and the JS, robbed (each refused citing PI-4.4, nothing changed); the
    6S, a trump but not a point card, may go. `done` is refused until it holds six; then it
    is the only action, and a seventh discard is refused citing PI-4.4."""
    hand = drawn(pi)
    game = hand.game
    robbed = cards(DRAWN_HANDS[1]) | cards(ROBBED)
    assert held(game, 1) == robbed
    assert held(game, 0) == cards("5S 6C 2S 4C 3C 2C")
    assert (game.phase, game.to_act) == ("discard", 1)
    assert set(game.legal_actions()) == {"discard " + c for c in robbed - cards("AS JS")}
    for point in ("AS", "JS"):
        assert_refused(pi, game, "discard " + point, "PI-4.4")
    assert_refused(pi, game, "done", "PI-4.4")
    hand.discard(*DEALER_THROWS.split()[:-1])
    assert_refused(pi, game, "done", "PI-4.4")
    assert_refused(pi, game, "discard JS", "PI-4.4")
    hand.discard("2D")
    assert game.legal_actions() == ("done",)
    assert_refused(pi, game, "discard JH", "PI-4.4")
    assert_refused(pi, game, "discard AS", "PI-4.4")
    hand.act("done")
    assert held(game, 1) == cards("AS JS JH TH 9H 8H")
    assert (game.phase, game.to_act) == ("play", 2)
    hand.play("KS 3S 2S AS", "JS QS 4S 5S", "9S TS", "5C 8S", "7S")
    live = check(hand, pitcher=2, bid=6, tricks=DRAWN_TRICKS)
    assert live["points"]["high"] == 1 and live["points"]["jack"] == 0


# -- PI-5.7 trumps only ------------------------------------------------------------------


def test_pi_5_7_only_trumps_are_led_and_played(pi: ModuleType) -> None:
    """PI-5.7 (E14: "TPP/Pidro: trumps only"; V20 "Only trumps matter"; table 2c): the
    pitcher (seat 0) may lead only its four trumps, not the AH or KH (refused citing
    PI-5.7, nothing changed); seat 1 may answer the 8S only with a trump (its AD refused
    citing PI-5.7), seat 2 only with its JS or 4S; a seat out of turn at the first lead is
    refused citing PI-5.1."""
    hand = start(pi, COLD, eldest_bids(6))
    game = hand.game
    assert game.to_act == 0
    assert set(game.legal_actions()) == plays("AS 9S 8S 2S")
    assert_refused(pi, game, "play AH", "PI-5.7")
    assert_refused(pi, game, "play KH", "PI-5.7")
    assert_refused(pi, game, "play KS", "PI-5.1", seat=1)
    hand.play("8S")
    assert set(game.legal_actions()) == plays("KS 5C 3S")
    assert_refused(pi, game, "play AD", "PI-5.7")
    hand.play("3S")
    assert set(game.legal_actions()) == plays("JS 4S")
    assert_refused(pi, game, "play AC", "PI-5.7")
    hand.play("4S", "7S")
    assert game.to_act == 0
    assert set(game.legal_actions()) == plays("AS 9S 2S")
    hand.play(*COLD.tricks[1:])
    check(hand, tricks=COLD_TRICKS)


def test_pi_5_1_a_maker_without_a_trump_is_cold_from_the_first_lead(pi: ModuleType) -> None:
    """PI-5.1 (with PI-5.7; the generated rulebook's PI-5.1: "a maker who holds none is
    cold ... and the first player on the maker's left who holds one leads instead"): seat 0
    bids 6 holding nine hearts and draws six diamonds: no trump. Seat 1, on its left, leads
    the first trick (seat 0 playing is refused citing PI-5.7); seat 0 plays no card in the
    hand. Seat 1's six top trumps take every trick, seat 3's 2S and 5C and seat 2's 5S
    among them: all 14 points are side 1's (Low as seat 3's own), and side 0 is set back
    6."""
    hands = [
        "AH KH QH JH TH 9H 8H 7H 6H",
        "AS KS QS JS TS 9S AD KD QD",
        "8S 7S 6S 5S 4S 3S AC KC QC",
        "2S 5C 5H 4H 3H 2H JD TD 9D",
    ]
    hand = Hand(pi, hands, dealer=3)  # the stock: 8D 7D ... 2D, then JC TC ... 2C
    game = hand.game
    hand.act("bid 6", "pass", "pass", "pass", "name S")
    draw(
        hand,
        (
            "8D 7D 6D 5D 4D 3D",
            "AS KS QS JS TS 9S",
            "8S 7S 6S 5S 4S 3S",
            "2S 5C 6C 4C 3C 2C",
        ),
    )
    assert game.observation(0)["pitcher"] == 0
    assert game.to_act == 1
    assert set(game.legal_actions()) == plays("AS KS QS JS TS 9S")
    assert_refused(pi, game, "play 8D", "PI-5.7", seat=0)
    hand.play("AS 8S 2S", "KS 5S 5C", "QS 7S", "JS 6S", "TS 4S", "9S 3S")
    assert held(game, 0) == cards("8D 7D 6D 5D 4D 3D")
    check(
        hand,
        pitcher=0,
        bid=6,
        tricks=[
            trick(1, "AS 8S 2S", 1),
            trick(1, "KS 5S 5C", 1),
            trick(1, "QS 7S", 1),
            trick(1, "JS 6S", 1),
            trick(1, "TS 4S", 1),
            trick(1, "9S 3S", 1),
        ],
        points=pts(high=1, low=1, jack=1, game=1, right_pedro=1, left_pedro=1),
        made=False,
        scores=[-6, 14, -6, 14],
        setbacks=[1, 0, 1, 0],
    )


def test_pi_5_7_a_player_without_a_trump_is_passed_over(pi: ModuleType) -> None:
    """PI-5.7 (E14: players go "cold"; V20 "a player out of trumps ... is cold"): after the
    second trick seat 2 holds only clubs. Seat 3 leads the 5S, seat 0 plays the 2S, seat 1
    the KS, and the trick is over with three cards: seat 2 is passed over, and its playing
    a club in its turn, or out of turn, is refused citing PI-5.7."""
    hand = start(pi, COLD, eldest_bids(6))
    game = hand.game
    hand.play(*COLD.tricks[:2])
    assert held(game, 2) == cards("AC KC QC JC")
    assert game.to_act == 3
    hand.play("5S")
    assert_refused(pi, game, "play AC", "PI-5.7", seat=2)
    hand.play("2S")
    assert game.to_act == 1
    assert_refused(pi, game, "play AC", "PI-5.7", seat=2)
    hand.play("KS")
    assert game.observation(0)["tricks_taken"] == [1, 1, 0, 1]
    assert game.to_act != 2
    hand.play(COLD.tricks[3])
    check(hand, tricks=COLD_TRICKS)


@pytest.mark.parametrize(
    ("script", "auction", "before", "winner", "leader"),
    [(COLD, eldest_bids(6), 3, 1, 3), (ACE, eldest_bids(6), 4, 1, 3)],
    ids=["cold-after-trick-3", "cold-after-trick-4"],
)
def test_pi_5_7_a_cold_winner_passes_the_lead_to_the_left(
    pi: ModuleType,
    script: Script,
    auction: list[str],
    before: int,
    winner: int,
    leader: int,
) -> None:
    """PI-5.7 (with PI-5.5): seat 1 wins a trick with its last trump: it is cold, and so is
    seat 2, so seat 3, the first to seat 1's left still holding a trump, leads the next
    trick (seat 1 playing a plain card refused citing PI-5.7); the others holding a trump
    play to it."""
    hand = start(pi, script, auction)
    game = hand.game
    hand.play(*script.tricks[:before])
    assert game.hand_result is None
    assert game.observation(0)["tricks_taken"][winner] == 1
    assert not any(c[1] == "S" or c == "5C" for c in held(game, winner))
    assert game.to_act == leader
    assert_refused(pi, game, "play AD", "PI-5.7", seat=winner)
    hand.play(*script.tricks[before:])
    live = check(hand)
    assert live["tricks"][before - 1]["winner"] == winner
    assert live["tricks"][before]["leader"] == leader


@pytest.mark.parametrize(
    ("script", "auction", "tricks"),
    [(COLD, eldest_bids(6), COLD_TRICKS), (MADE, MADE_AUCTION, MADE_TRICKS)],
    ids=["four-tricks", "five-tricks"],
)
def test_pi_5_7_the_hand_ends_when_no_one_holds_a_trump(
    pi: ModuleType, script: Script, auction: list[str], tricks: list[dict[str, Any]]
) -> None:
    """PI-5.7: no one holds more than four (five) trumps, so after four (five) tricks no one
    holds a trump and the hand is over, the plain cards left in hand never played: the
    tricks are those of the script, of four cards, then three, two (and one) as players go
    cold."""
    hand = played(pi, script, auction)
    game = hand.game
    assert len(tricks) < 6
    assert (game.phase, game.to_act, game.legal_actions()) == ("hand_over", None, ())
    assert no_trump_left(game)
    for seat in range(4):
        six = script.final[seat].split()
        assert held(game, seat) == {c for c in six if c[1] != "S" and c != "5C"}
    check(hand, tricks=tricks)


# -- PI-6.1 Low to its holder ------------------------------------------------------------


@pytest.mark.parametrize(
    ("script", "auction", "points"),
    [
        (COLD, eldest_bids(6), COLD_POINTS),
        (MADE, MADE_AUCTION, MADE_POINTS),
        (ACE, eldest_bids(6), ACE_POINTS),
    ],
    ids=["side-0-2-taken-by-side-1", "defenders-2-taken-by-pitcher", "side-1-2-under-the-ace"],
)
def test_pi_6_1_low_to_the_player_who_held_it_the_rest_to_the_taker(
    pi: ModuleType, script: Script, auction: list[str], points: dict[str, int | None]
) -> None:
    """PI-6.1 (E03: "Pidro (the 2 "always" to its owner)"; V20 "2 = 1 "always to the player
    who owns it" (even when the trick is lost)"; table 2c "holder of the 2"): the 2S is
    taken by the other side (by seat 1 from seat 0; by the pitcher seat 1 from seat 0; by
    seat 0's AS from seat 1), yet Low scores for its holder's side. High, Jack, Game and
    the Pedros score for the side that takes them, whoever held them (seat 2's 5S taken
    by its partner's AS is side 0's; seat 2's JS taken by seat 1 is side 1's)."""
    hand = played(pi, script, auction)
    check(hand, points=points)


def test_pi_6_1_low_drawn_from_the_stock_scores_for_its_drawer(pi: ModuleType) -> None:
    """PI-6.1 (with PI-4.2, PI-4.4, PI-5.7): seat 0 draws the 2S from the stock and plays
    it under the dealer's AS: Low is side 0's, the side that held it when play began, and
    High side 1's. The AS dealt to the dealer and the JS it robbed are in play (they may
    not be thrown away) and score; the 6S the dealer threw away is in no trick. Side 0,
    the pitcher's (seat 2, bid 6), counts 12: Low, Jack, both Pedros; side 1 2: High, Game.
    Made: each scores its count."""
    hand = drawn(pi)
    hand.discard(*DEALER_THROWS.split())
    hand.act("done")
    hand.play("KS 3S 2S AS", "JS QS 4S 5S", "9S TS", "5C 8S", "7S")
    live = check(
        hand,
        pitcher=2,
        bid=6,
        trump="S",
        tricks=DRAWN_TRICKS,
        points=DRAWN_POINTS,
        made=True,
        scores=[12, 2, 12, 2],
        setbacks=[0, 0, 0, 0],
        game_over=False,
        winner=None,
    )
    assert all("6S" not in t["cards"] for t in live["tricks"])


# -- PI-6.3, PI-7 scoring the hand -------------------------------------------------------


@pytest.mark.parametrize(
    ("script", "auction", "counts", "scores"),
    [
        (ACE, eldest_bids(6), (6, 8), [6, 8, 6, 8]),  # made exactly; the defenders more
        (MADE, MADE_AUCTION, (1, 13), [1, 13, 1, 13]),  # seat 1 makes 8 with 13
    ],
    ids=["made-exactly-outscored", "made-with-13"],
)
def test_pi_7_1_made_each_side_scores_its_count(
    pi: ModuleType,
    script: Script,
    auction: list[str],
    counts: tuple[int, int],
    scores: list[int],
) -> None:
    """PI-6.3, PI-7.1, PI-7.4 (V20 "Contract made: bidders score their points ... Defenders
    keep what they take"; CI-7.3 names this the rule Cinch rejects): the bid is made when
    the pitcher's count reaches it, and then each side scores its own count (not Cinch's
    difference): 6 and 8, or 1 and 13."""
    hand = played(pi, script, auction)
    check(hand, made=True, scores=scores, setbacks=[0, 0, 0, 0], game_over=False, winner=None)
    assert hand.game.hand_result.points_made == counts


@pytest.mark.parametrize(
    ("script", "auction", "before", "scores", "setbacks"),
    [
        (COLD, eldest_bids(6), [0, 0, 0, 0], [-6, 11, -6, 11], [1, 0, 1, 0]),  # 3 of 6
        (ACE, eldest_bids(7), [0, 0, 0, 0], [-7, 8, -7, 8], [1, 0, 1, 0]),  # 6 of 7
        (MADE, ["pass", "bid 14", "pass", "pass"], [0] * 4, [1, -14, 1, -14], [0, 1, 0, 1]),
        (COLD, eldest_bids(6), [2, 30, 2, 30], [-4, 41, -4, 41], [1, 0, 1, 0]),  # below 0
        (COLD, eldest_bids(6), [-3, 30, -3, 30], [-9, 41, -9, 41], [1, 0, 1, 0]),  # deeper
    ],
    ids=["3-of-6", "6-of-7", "13-of-14", "into-the-hole", "deeper-in-the-hole"],
)
def test_pi_7_2_set_the_pitcher_loses_its_bid_the_others_keep_their_count(
    pi: ModuleType,
    script: Script,
    auction: list[str],
    before: list[int],
    scores: list[int],
    setbacks: list[int],
) -> None:
    """PI-7.1, PI-7.2, PI-7.4, PI-7.5 (V20 "Failed: minus the bid. Defenders keep what they
    take"; table 2c "set-back: -bid"): short of its bid, the pitcher's side scores minus
    the bid whatever it took (not 0 as in Cinch), the other side its own count (not Cinch's
    14 plus the shortfall); scores go below zero; each seat of the set side counts one
    set-back (seat 1's side, set at 14 with 13, too)."""
    hand = played(pi, script, auction, scores=before)
    check(hand, made=False, scores=scores, setbacks=setbacks, game_over=False, winner=None)
    assert hand.game.observation(2)["setbacks"] == setbacks


def test_pi_7_5_the_record_shows_the_set_backs(pi: ModuleType) -> None:
    """PI-7.5 (records): the record of a set hand has the Pidro expect fields, `setbacks`
    among them: seat 0's side, set at 7 with 6, counts one set-back on each of its seats."""
    hand = played(pi, ACE, eldest_bids(7))
    expect = hand.replayed()["expect"]
    assert set(expect) == EXPECT_FIELDS
    assert expect["setbacks"] == [1, 0, 1, 0]


# -- PI-8 winning the game ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("script", "bid", "before", "scores", "winner"),
    [
        (ACE, 6, [56, 40, 56, 40], [62, 48, 62, 48], 0),  # the pitcher reaches 62
        (ACE, 6, [55, 40, 55, 40], [61, 48, 61, 48], None),  # 61 is not enough
        (COLD, 6, [60, 51, 60, 51], [54, 62, 54, 62], 1),  # the defenders reach 62
        (COLD, 6, [60, 50, 60, 50], [54, 61, 54, 61], None),
        (ACE, 6, [50, 54, 50, 54], [56, 62, 56, 62], 1),  # made, but only they reach it
    ],
    ids=["pitcher-62", "pitcher-61", "defenders-62", "defenders-61", "made-defenders-62"],
)
def test_pi_8_1_the_first_side_to_62_wins(
    pi: ModuleType,
    script: Script,
    bid: int,
    before: list[int],
    scores: list[int],
    winner: int | None,
) -> None:
    """PI-8.1 (V20, table 2c: target 62): the game ends after a hand at whose end a side
    has 62 or more, and that side wins, pitcher or not; at 61 it goes on (and at 51,
    Cinch's target, too). After the game no further deal is allowed."""
    hand = played(pi, script, eldest_bids(bid), scores=before)
    check(hand, scores=scores, game_over=winner is not None, winner=winner)
    game = hand.game
    if winner is not None:
        assert game.phase == "game_over"
        with pytest.raises(pi.IllegalAction):
            game.deal()
    else:
        game.deal()
        assert game.phase == "auction"


@pytest.mark.parametrize(
    ("script", "auction", "before", "scores", "winner"),
    [
        (ACE, eldest_bids(6), [56, 55, 56, 55], [62, 63, 62, 63], 0),
        (MADE, MADE_AUCTION, [61, 49, 61, 49], [62, 62, 62, 62], 1),
        (ACE, eldest_bids(7), [60, 55, 60, 55], [53, 63, 53, 63], 1),
    ],
    ids=["pitcher-lower-wins", "level-at-62-pitcher-wins", "set-pitcher-cannot-reach"],
)
def test_pi_8_2_both_sides_reach_62_the_pitcher_wins_if_made(
    pi: ModuleType,
    script: Script,
    auction: list[str],
    before: list[int],
    scores: list[int],
    winner: int,
) -> None:
    """PI-8.2 (E09: "Pidro: tie -> higher bid"; V20 "A tie goes to the team with the highest
    bid"; table 2c count-out "tie -> higher bid"): both sides reach 62 in one hand: the
    pitcher's side, having made its bid, wins, with 62 against 63, and level at 62. Set,
    the pitcher's side goes down and only the defenders can reach 62."""
    hand = played(pi, script, auction, scores=before)
    check(hand, scores=scores, game_over=True, winner=winner)


# -- PI-9.1 bad input, records -----------------------------------------------------------


def test_pi_9_1_replay_reports_a_plain_card_played(pi: ModuleType) -> None:
    """PI-9.1 (with PI-5.7): a record whose seat 1 answers the 8S with the AD is reported at
    that step with its action and the rule it breaks, PI-5.7; the steps before keep their
    legal sets; the hand has no outcome."""
    hand = start(pi, COLD, eldest_bids(6))
    hand.play("8S")
    record = hand.record()
    record["steps"].append({"seat": 1, "action": "play AD"})
    completed = pi.replay(record)
    index = len(hand.steps)
    assert completed["error"]["step"] == index
    assert completed["error"]["rule"] == "PI-5.7"
    assert completed["error"]["action"] == "play AD"
    assert [set(step["legal"]) for step in completed["steps"][:index]] == [
        set(step["legal"]) for step in hand.steps
    ]
    assert set(completed["steps"][index]["legal"]) == plays("KS 5C 3S")
    assert "scores" not in completed["expect"] and "winner" not in completed["expect"]


def test_pi_the_record_of_a_hand(pi: ModuleType) -> None:
    """Records (`allfours-hand/2`, variant `pidro`): the nine-card hands and the stock of
    16; the steps are the four bids, the naming, the discards and each `done`, then one
    `play` for each trump in play, 13 here, not Cinch's 24; the expect's tricks have four,
    three, two cards; its fields are the Pidro ones."""
    hand = played(pi, COLD, eldest_bids(6), scores=[5, 7, 5, 7])
    completed = hand.replayed()
    assert completed["format"] == "allfours-hand/2"
    assert completed["variant"] == "pidro"
    assert [len(h) for h in completed["hands"]] == [9] * 4
    assert len(completed["stock"]) == 16
    actions = [step["action"] for step in completed["steps"]]
    assert actions[:5] == ["bid 6", "pass", "pass", "pass", "name S"]
    plays_made = [a for a in actions if a.startswith("play ")]
    assert len(plays_made) == 13
    assert actions[-13:] == plays_made
    assert actions.count("done") == 4
    check(
        hand,
        pitcher=0,
        bid=6,
        trump="S",
        tricks=COLD_TRICKS,
        points=COLD_POINTS,
        made=False,
        scores=[-1, 18, -1, 18],
        setbacks=[1, 0, 1, 0],
        game_over=False,
        winner=None,
    )
