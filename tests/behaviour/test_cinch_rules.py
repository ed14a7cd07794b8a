"""Behaviour of the generated `cinch` module (and its three house-rule variants), hand by
hand, against `rules/cinch.md`.

Every test deals an exact pack (four hands of nine and the stock of sixteen, top first,
holding the 52 cards once), drives the hand through `Game.apply` and then replays the same
hand as an `allfours-hand/2` record, checking that the live game and the replay agree with
what the rule says. Each docstring names the rule of `rules/cinch.md` (CI-x.y) it checks.
The expected values were worked out by hand from the rules, never copied from the engine's
output.

Most played hands are written as the six cards each player holds after the draw (a
`Script`); `deal_for` turns them into a deal of nine each and a stock in which each
non-dealer keeps its trumps and draws its plain cards, and the dealer throws away
everything but its six; `draw` makes those discards and checks that every player ends the
draw holding exactly its six (CI-4.1, CI-4.2, CI-4.4). Every card that is not in one of
the four sixes is therefore out of play (CI-4.5). Spades are trump unless said otherwise:
the Left Pedro is then the 5C.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import partial
from itertools import chain, groupby
from types import ModuleType
from typing import Any, NamedTuple

import pytest
from exact_hands import PACK, Hand, full_stock, trick
from exact_hands import check as check_hand

from conftest import load_rules_module
from playing import assert_refused

POINT_IDS = ("high", "low", "jack", "game", "right_pedro", "left_pedro")
# CI-10.3: what a record's `expect` holds for a Cinch hand.
EXPECT_FIELDS = {
    "pitcher",
    "bid",
    "trump",
    "tricks",
    "points",
    "made",
    "scores",
    "game_over",
    "winner",
}
check = partial(check_hand, fields=EXPECT_FIELDS)
BIDS = tuple(f"bid {n}" for n in range(1, 15))
SAME_COLOUR = {"S": "C", "C": "S", "H": "D", "D": "H"}


@pytest.fixture(scope="module")
def ci() -> ModuleType:
    return load_rules_module("cinch")


# -- helpers -----------------------------------------------------------------------------


def trumps_of(suit: str) -> set[str]:
    """CI-1.3: the fourteen trumps once `suit` is named: its thirteen and the Left Pedro."""
    return {rank + suit for rank in "AKQJT98765432"} | {"5" + SAME_COLOUR[suit]}


def cards(codes: str) -> set[str]:
    return set(codes.split())


def plays(codes: str) -> set[str]:
    return {"play " + card for card in codes.split()}


def discards(codes: str) -> set[str]:
    return {"discard " + card for card in codes.split()}


def held(game: Any, seat: int) -> set[str]:
    return set(game.observation(seat)["hand"])


def pts(**credited: int) -> dict[str, int | None]:
    """All six point ids, None (no one) unless given a side."""
    assert set(credited) <= set(POINT_IDS)
    return {point: credited.get(point) for point in POINT_IDS}


def rest_of_pack(first: Sequence[str]) -> list[str]:
    """Four hands of nine: the given ones, then the unused cards in pack order."""
    used = set(" ".join(first).split())
    spare = [card for card in PACK if card not in used]
    hands = list(first)
    while len(hands) < 4:
        hands.append(" ".join(spare[:9]))
        spare = spare[9:]
    return hands


def deal_for(final: Sequence[str], trump: str, dealer: int) -> tuple[list[str], str]:
    """Hands of nine and the top of the stock such that, `trump` named, each player ends the
    draw holding its six cards of `final`. Each non-dealer is dealt its trumps of `final`
    and plain cards to throw away, and draws its plain cards of `final` from the stock, in
    turn from the dealer's left; the dealer is dealt its six and three cards to throw away,
    and robs the rest of the stock, which it throws away too. The cards thrown away are the
    unused ones in pack order, plain ones to the non-dealers."""
    trumps = trumps_of(trump)
    sixes = [hand.split() for hand in final]
    assert [len(six) for six in sixes] == [6] * 4
    used = {card for six in sixes for card in six}
    assert len(used) == 24
    spare = [card for card in PACK if card not in used]
    plain = [card for card in spare if card not in trumps]
    hands = [""] * 4
    top: list[str] = []
    for offset in (1, 2, 3):
        seat = (dealer + offset) % 4
        kept = [card for card in sixes[seat] if card in trumps]
        junk, plain = plain[: 9 - len(kept)], plain[9 - len(kept) :]
        assert len(junk) == 9 - len(kept), "not enough plain cards to throw away"
        hands[seat] = " ".join(kept + junk)
        top += [card for card in sixes[seat] if card not in trumps]
    assert len(top) <= 16, "the stock would run out"
    thrown = set(" ".join(hands).split())
    rest = [card for card in spare if card not in thrown]
    hands[dealer] = " ".join(sixes[dealer] + rest[:3])
    return hands, " ".join(top)


def draw(hand: Hand, final: Sequence[str]) -> None:
    """The discards, each player in turn throwing away every card not in its six of
    `final`, then `done`; each then holds exactly its six."""
    game = hand.game
    while game.phase == "discard":
        seat = game.to_act
        keep = final[seat].split()
        hand.discard(*[card for card in game.observation(seat)["hand"] if card not in keep])
        hand.act("done")
    assert [held(game, seat) for seat in range(4)] == [cards(six) for six in final]
    assert game.phase == "play"


class Script(NamedTuple):
    """A hand from the end of the draw: each seat's six, the trump, the dealer and the six
    tricks, each the cards in play order from its leader."""

    final: tuple[str, str, str, str]
    trump: str
    dealer: int
    tricks: tuple[str, ...]


def start(
    module: ModuleType, script: Script, auction: Sequence[str], scores: list[int] | None = None
) -> Hand:
    """The script's deal, bid and named, its draw made: the first lead is next."""
    hands, top = deal_for(script.final, script.trump, script.dealer)
    hand = Hand(module, hands, top, dealer=script.dealer, scores=scores)
    hand.act(*auction, f"name {script.trump}")
    draw(hand, script.final)
    return hand


def played(
    module: ModuleType, script: Script, auction: Sequence[str], scores: list[int] | None = None
) -> Hand:
    """The script's hand, played to the end."""
    hand = start(module, script, auction, scores)
    hand.play(*script.tricks)
    return hand


def eldest_bids(bid: int) -> list[str]:
    """An auction in which the first bidder (the dealer's left) bids and the others pass."""
    return [f"bid {bid}", "pass", "pass", "pass"]


# -- hands used by several tests ---------------------------------------------------------

# Dealer 3, seat 0 the maker. The AS and the 5S are not in play (the dealer throws them
# away). Seat 0 leads the AC: seat 1, holding the Left Pedro and no club, is void in clubs
# and trumps with the 5C, which takes the trick (5 to side 1). The AH takes a heart trick;
# seat 2's JS takes the 9S and seat 3's 2S (Jack and Low to side 0), its TS the 4S (Game
# to side 0); seat 3's QC wins a club trick, seat 0's 8S a diamond one. Count: side 0 3
# (Low, Jack, Game), side 1 5 (the Left Pedro); High and the Right Pedro go to no one.
PEDRO_ON_A_CLUB = Script(
    final=(
        "AC 4S 8S 9S AH KH",
        "5C 2H 3H 4H 7D 8D",
        "2C 3C JS TS 6H 3D",
        "KC QC 2S 7H 9D TD",
    ),
    trump="S",
    dealer=3,
    tricks=(
        "AC 5C 2C KC",
        "2H 6H 7H AH",
        "9S 3H JS 2S",
        "TS 9D 4S 4H",
        "3C QC KH 7D",
        "TD 8S 8D 3D",
    ),
)
PEDRO_ON_A_CLUB_TRICKS = [
    trick(0, "AC 5C 2C KC", 1),
    trick(1, "2H 6H 7H AH", 0),
    trick(0, "9S 3H JS 2S", 2),
    trick(2, "TS 9D 4S 4H", 2),
    trick(2, "3C QC KH 7D", 3),
    trick(3, "TD 8S 8D 3D", 0),
]
PEDRO_ON_A_CLUB_POINTS = pts(low=0, jack=0, game=0, left_pedro=1)

# Dealer 3, seat 0 the maker, holding the six top trumps but the Right Pedro. Seat 0 leads
# the Left Pedro: seat 1 must play its only trump, the 5S (not a club), which beats it;
# seat 2, with clubs and no trump, may play anything; seat 3's 4S is below both. Seat 0
# then takes every trick: High, Jack, Game (3) to side 0, both Pedros (10) to side 1; the
# 2S is not in play.
PEDRO_LED = Script(
    final=(
        "5C AS KS QS JS TS",
        "5S KC QC 2H 3H 4H",
        "AC JC 5H 6H 7H 8H",
        "4S AD KD QD JD TD",
    ),
    trump="S",
    dealer=3,
    tricks=(
        "5C 5S AC 4S",
        "KC JC TD AS",
        "KS 2H 5H JD",
        "QS 3H 6H QD",
        "JS 4H 7H KD",
        "TS QC 8H AD",
    ),
)
PEDRO_LED_TRICKS = [
    trick(0, "5C 5S AC 4S", 1),
    trick(1, "KC JC TD AS", 0),
    trick(0, "KS 2H 5H JD", 0),
    trick(0, "QS 3H 6H QD", 0),
    trick(0, "JS 4H 7H KD", 0),
    trick(0, "TS QC 8H AD", 0),
]
PEDRO_LED_POINTS = pts(high=0, jack=0, game=0, right_pedro=1, left_pedro=1)

# Dealer 3, seat 0 the maker. Seat 0 leads the 2S into seat 1's lone AS; seat 3 drops the
# 5S on its partner's trick: High, Low and the Right Pedro, 7, to side 1. Seat 0 then
# trumps a heart with the JS, and takes the TS and the 5C tricks: Jack, Game and the Left
# Pedro, 7, to side 0. Every point is in play; the count is 7 all.
TIE = Script(
    final=(
        "2S 5C JS TS AD KD",
        "AS KH QH 2C 3C 4C",
        "3S 2H 3H 4D 5D 6D",
        "5S 4H 5H 7C 8C 9C",
    ),
    trump="S",
    dealer=3,
    tricks=(
        "2S AS 3S 5S",
        "KH 2H 4H JS",
        "TS 2C 4D 5H",
        "5C 3C 5D 7C",
        "AD 4C 6D 8C",
        "KD QH 3H 9C",
    ),
)
TIE_TRICKS = [
    trick(0, "2S AS 3S 5S", 1),
    trick(1, "KH 2H 4H JS", 0),
    trick(0, "TS 2C 4D 5H", 0),
    trick(0, "5C 3C 5D 7C", 0),
    trick(0, "AD 4C 6D 8C", 0),
    trick(0, "KD QH 3H 9C", 0),
]
TIE_POINTS = pts(high=1, low=1, right_pedro=1, jack=0, game=0, left_pedro=0)

# Dealer 3, seat 2 the maker (not eldest), with the six top trumps: side 0 takes every
# trick and all fourteen points, seat 0's Pedros and Low included.
SWEEP = Script(
    final=(
        "5S 5C 2S AD KD QD",
        "4S 3S AC KC QC JC",
        "AS KS QS JS TS 9S",
        "8S 7S 6S AH KH QH",
    ),
    trump="S",
    dealer=3,
    tricks=(
        "AS 8S 2S 4S",
        "KS 7S 5C 3S",
        "QS 6S 5S AC",
        "JS AH AD KC",
        "TS KH KD QC",
        "9S QH QD JC",
    ),
)
SWEEP_POINTS = pts(high=0, low=0, jack=0, game=0, right_pedro=0, left_pedro=0)
SWEEP_AUCTION = ["bid 2", "bid 3", "bid 4", "pass"]  # seat 2 outbids seat 1 and its partner

# Dealer 0, who leads after all four pass (spades named). The 4S led draws seat 1's Left
# Pedro, seat 2's 3S and seat 3's Right Pedro, which wins: 10 to side 1. Side 0 then takes
# Game (the TS trumping a heart), High, Jack (seat 2's QS over the JS) and Low (the 2S
# under seat 2's KS): 4. Every point is in play.
DEALER_PLAYS = Script(
    final=(
        "4S AS JS TS 2S KD",
        "5C 2H 3H 4H 5H 6H",
        "3S KS QS 9S 8S QD",
        "5S AH 7H 8H 9H TH",
    ),
    trump="S",
    dealer=0,
    tricks=(
        "4S 5C 3S 5S",
        "AH TS 2H 8S",
        "AS 3H 9S 7H",
        "JS 4H QS 8H",
        "KS 9H 2S 5H",
        "QD TH KD 6H",
    ),
)
DEALER_PLAYS_TRICKS = [
    trick(0, "4S 5C 3S 5S", 3),
    trick(3, "AH TS 2H 8S", 0),
    trick(0, "AS 3H 9S 7H", 0),
    trick(0, "JS 4H QS 8H", 2),
    trick(2, "KS 9H 2S 5H", 2),
    trick(2, "QD TH KD 6H", 0),
]
DEALER_PLAYS_POINTS = pts(high=0, low=0, jack=0, game=0, right_pedro=1, left_pedro=1)

# Hearts trump, so the Left Pedro is the 5D. Dealer 3, seat 0 the maker. The 4H led
# draws seat 1's 5D, seat 2's 3H and seat 3's 2H: the Left Pedro wins (5 and Low to side
# 1). Seat 1 leads the Right Pedro and seat 2's 6H takes it (5 to side 0); seat 2 takes the
# rest with its AH, KH, QH, JH (High, Jack). The TH is not in play. Count 7 to 6.
HEARTS = Script(
    final=(
        "4H AS KS QS JS TS",
        "5D 5H 2S 3S 4S 6S",
        "3H 6H AH KH QH JH",
        "2H AC KC QC JC TC",
    ),
    trump="H",
    dealer=3,
    tricks=(
        "4H 5D 3H 2H",
        "5H 6H AC AS",
        "AH KC KS 2S",
        "KH QC QS 3S",
        "QH JC JS 4S",
        "JH TC TS 6S",
    ),
)
HEARTS_TRICKS = [
    trick(0, "4H 5D 3H 2H", 1),
    trick(1, "5H 6H AC AS", 2),
    trick(2, "AH KC KS 2S", 2),
    trick(2, "KH QC QS 3S", 2),
    trick(2, "QH JC JS 4S", 2),
    trick(2, "JH TC TS 6S", 2),
]
HEARTS_POINTS = pts(high=0, low=1, jack=0, right_pedro=0, left_pedro=1)


# -- CI-1 players, sides, cards ----------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 5, 6])
def test_ci_1_1_four_players_only(ci: ModuleType, players: int) -> None:
    """CI-1.1: Cinch is for four players; any other table is refused citing CI-1.1."""
    with pytest.raises(ValueError, match=r"CI-1\.1"):
        ci.Game(players)


def test_ci_1_1_partners_opposite_share_one_score(ci: ModuleType) -> None:
    """CI-1.1 (with CI-7.4): side 0 is seats 0 and 2, side 1 seats 1 and 3. Seat 2's JS
    takes Jack, Low (seat 3's 2S) and Game for side 0, credited to side 0, not seat 2; the
    Left Pedro taken by seat 1 is side 1's. Made at 3 against 5, side 1 scores 2, and both
    its seats show it; side 0's seats stay at their shared 10."""
    hand = played(ci, PEDRO_ON_A_CLUB, eldest_bids(3), scores=[10, 20, 10, 20])
    game = hand.game
    assert [game.observation(seat)["side"] for seat in range(4)] == [0, 1, 0, 1]
    check(
        hand,
        points=PEDRO_ON_A_CLUB_POINTS,
        scores=[10, 22, 10, 22],
        made=True,
        game_over=False,
        winner=None,
    )
    assert all(game.observation(seat)["scores"] == [10, 22, 10, 22] for seat in range(4))


def test_ci_1_1_everything_goes_clockwise_from_the_dealers_left(ci: ModuleType) -> None:
    """CI-1.1: dealer 1. The auction goes 2, 3, 0, 1; the non-dealers discard in the order
    2, 3, 0 and the dealer last; each trick is played clockwise from its leader, the maker
    (seat 3) leading the first."""
    hand = Hand(ci, rest_of_pack([]), dealer=1)
    hand.act("pass", "bid 1", "pass", "pass", "name H")
    hand.finish()
    live = check(hand, pitcher=3, bid=1, trump="H")
    seats = [step["seat"] for step in hand.steps]
    assert seats[:5] == [2, 3, 0, 1, 3]
    discarders = [step["seat"] for step in hand.steps[5:-24]]
    assert [seat for seat, _ in groupby(discarders)] == [2, 3, 0, 1]
    play = seats[-24:]
    leaders = [t["leader"] for t in live["tricks"]]
    assert leaders[0] == 3
    for n, leader in enumerate(leaders):
        assert play[4 * n : 4 * n + 4] == [(leader + i) % 4 for i in range(4)]


def test_ci_1_2_a_deal_is_the_52_cards_once(ci: ModuleType) -> None:
    """CI-1.2: one 52-card pack, no jokers: a card code outside it (a `1S`, a joker), a card
    dealt twice, or hands and stock leaving a card out, are refused citing CI-1.2, and the
    game is still waiting for a deal."""
    hands = [hand.split() for hand in rest_of_pack([])]
    stock = full_stock(rest_of_pack([]))
    game = ci.Game(4)
    for bad in ("1S", "JK", "AX"):
        with pytest.raises(ValueError, match=r"CI-1\.2"):
            game.deal([[bad, *hands[0][1:]], *hands[1:]], [hands[0][0], *stock])
    with pytest.raises(ValueError, match=r"CI-1\.2"):
        game.deal([[hands[1][0], *hands[0][1:]], *hands[1:]], [hands[0][0], *stock])
    with pytest.raises(ValueError, match=r"CI-1\.2"):
        game.deal(hands, stock[1:])
    assert game.phase == "waiting"
    game.deal(hands, stock)
    assert game.phase == "auction"


@pytest.mark.parametrize(
    ("script", "auction", "winners"),
    [
        (HEARTS, eldest_bids(7), [1, 2]),
        (PEDRO_LED, eldest_bids(2), [1]),
        (DEALER_PLAYS, ["pass"] * 4, [3]),
    ],
    ids=["left-above-four-six-above-right", "right-above-left", "right-left-four-three"],
)
def test_ci_1_3_the_left_pedro_ranks_between_the_right_pedro_and_the_four(
    ci: ModuleType, script: Script, auction: list[str], winners: list[int]
) -> None:
    """CI-1.3 (with CI-5.5): trumps rank A K Q J 10 9 8 7 6, 5 (Right Pedro), Left Pedro,
    4 3 2. Hearts trump: 4H, 5D, 3H, 2H is won by the 5D (seat 1), and 5H, 6H by the six
    (seat 2). Spades trump: 5C, 5S, 4S by the 5S (seat 1); 4S, 5C, 3S, 5S by the 5S
    (seat 3)."""
    hand = played(ci, script, auction)
    live = check(hand, trump=script.trump)
    assert [t["winner"] for t in live["tricks"][: len(winners)]] == winners


def test_ci_1_3_with_hearts_trump_the_5d_is_a_trump(ci: ModuleType) -> None:
    """CI-1.3 (with CI-5.2, CI-5.3): hearts trump. On the 4H led, seat 1 must play a trump:
    its 5D or 5H, not a spade; seat 3 its only trump, the 2H. Once the 5D is gone, seat 1
    leading the 5H makes seat 2 trump too. Every point is credited as the script works out:
    High and Jack (seat 2), the Right Pedro (taken by seat 2's 6H) to side 0, the Left Pedro
    and Low to side 1; Game (TH) is not in play. Made at 7 against 6: side 0 scores 1."""
    hand = start(ci, HEARTS, eldest_bids(7))
    game = hand.game
    hand.play("4H")
    assert set(game.legal_actions()) == plays("5D 5H")
    assert_refused(ci, game, "play 2S", "CI-5.3")
    hand.play("5D 3H")
    assert game.legal_actions() == ("play 2H",)
    hand.play("2H")
    assert game.to_act == 1
    hand.play(*HEARTS.tricks[1:])
    check(
        hand,
        trump="H",
        tricks=HEARTS_TRICKS,
        points=HEARTS_POINTS,
        made=True,
        scores=[1, 0, 1, 0],
    )
    assert game.hand_result.points_made == (7, 6)


# -- CI-2 the deal -----------------------------------------------------------------------


@pytest.mark.parametrize("seed", [0, 1, 7])
def test_ci_2_1_nine_each_in_threes_from_the_dealers_left_and_a_stock_of_16(
    ci: ModuleType, seed: int
) -> None:
    """CI-2.1: a random deal gives nine cards to each seat, the other sixteen are the
    stock, the pack once. The shuffled pack (the engine documents that a seed deals what
    `random.Random(seed).sample` draws) is dealt three at a time: cards 1-3 to the
    dealer's left, 4-6 to the next, ..., 10-12 to the dealer, then round again twice; the
    stock is the last sixteen, top first. So the next dealer's deal of the same shuffle
    gives every packet to the next seat."""
    order = [PACK[i] for i in random.Random(seed).sample(range(52), 52)]
    first: list[list[str]] = []
    for dealer in range(4):
        game = ci.Game(4, dealer=dealer, seed=seed)
        game.deal()
        hands = [game.observation(seat)["hand"] for seat in range(4)]
        stock = [game.codes[card] for card in game.stock]
        assert [len(hand) for hand in hands] == [9] * 4
        assert game.observation(0)["stock_size"] == 16
        assert sorted([*chain(*hands), *stock]) == sorted(PACK)
        for offset in range(1, 5):
            seat = (dealer + offset) % 4
            packets = [order[12 * r + 3 * (offset - 1) :][:3] for r in range(3)]
            assert hands[seat] == list(chain(*packets))
        assert stock == order[36:]
        assert game.to_act == (dealer + 1) % 4
        if dealer == 0:
            first = hands
        else:
            assert hands == [first[(seat - dealer) % 4] for seat in range(4)]


def test_ci_2_1_a_given_deal_needs_nine_cards_each_and_its_stock(ci: ModuleType) -> None:
    """CI-2.1: a hand of eight (with its card put in the stock), or a deal without its
    stock, is refused citing CI-2.1."""
    hands = [hand.split() for hand in rest_of_pack([])]
    stock = full_stock(rest_of_pack([]))
    game = ci.Game(4)
    with pytest.raises(ValueError, match=r"CI-2\.1"):
        game.deal([hands[0][1:], *hands[1:]], [hands[0][0], *stock])
    with pytest.raises(ValueError, match=r"CI-2\.1"):
        game.deal(hands)
    assert game.phase == "waiting"


def test_ci_2_2_the_deal_passes_to_the_left(ci: ModuleType) -> None:
    """CI-2.2: after the hand dealt by seat 3, the next deal is seat 0's (seat 1 bids
    first), and after that seat 1's (seat 2 first)."""
    hand = played(ci, PEDRO_ON_A_CLUB, eldest_bids(3))
    check(hand, scores=[0, 2, 0, 2], game_over=False)
    game = hand.game
    for dealer in (0, 1):
        game.deal()
        assert game.dealer == dealer
        assert game.observation(2)["dealer"] == dealer
        assert (game.phase, game.to_act) == ("auction", (dealer + 1) % 4)
        assert [len(game.observation(seat)["hand"]) for seat in range(4)] == [9] * 4
        while game.to_act is not None:
            game.apply(game.legal_actions()[0])
        assert not game.game_over


# -- CI-3 the auction and the trump ------------------------------------------------------


def test_ci_3_1_one_turn_each_from_the_dealers_left_the_dealer_last(ci: ModuleType) -> None:
    """CI-3.1: dealer 1, so seat 2 bids first, then 3, 0 and the dealer, `pass` or `bid N`.
    A seat bidding out of turn is refused citing CI-3.1, nothing changed. After the
    dealer's turn the auction is over: the maker names trump, and no one may bid again."""
    hand = Hand(ci, rest_of_pack([]), dealer=1)
    game = hand.game
    assert game.to_act == 2
    assert set(game.legal_actions()) == {"pass", *BIDS}
    for seat in (0, 1, 3):
        assert_refused(ci, game, "bid 1", "CI-3.1", seat=seat)
        assert_refused(ci, game, "pass", "CI-3.1", seat=seat)
    order = []
    for action in ("bid 2", "pass", "bid 3", "pass"):
        order.append(game.to_act)
        if game.to_act != 0:
            assert_refused(ci, game, "bid 13", "CI-3.1", seat=0)
        hand.act(action)
    assert order == [2, 3, 0, 1]
    assert (game.phase, game.to_act) == ("naming", 0)
    assert game.observation(0)["bids"] == [
        {"seat": 2, "action": "bid 2"},
        {"seat": 3, "action": "pass"},
        {"seat": 0, "action": "bid 3"},
        {"seat": 1, "action": "pass"},
    ]
    for seat in (2, 3):
        assert_refused(ci, game, "bid 4", None, seat=seat)
    assert_refused(ci, game, "bid 4", None)
    hand.act("name D")
    hand.finish()
    check(hand, pitcher=0, bid=3, trump="D")


def test_ci_3_2_each_bid_tops_every_earlier_one_and_the_dealer_may_not_equal(
    ci: ModuleType,
) -> None:
    """CI-3.2: bids are 1 to 14. Seat 0 bids 5: seat 1 may bid 6 to 14; seat 2, seat 0's
    partner, must top it too (5 and 4 refused citing CI-3.2); seat 2 bids 9 and the dealer
    (seat 3) may not take the contract at 9, only bid 10 to 14; a bid of 0 or 15 is refused.
    The dealer passes: seat 2 is the maker at 9."""
    hand = Hand(ci, rest_of_pack([]), dealer=3)
    game = hand.game
    assert set(game.legal_actions()) == {"pass", *BIDS}
    for bad in ("bid 0", "bid 15"):
        assert_refused(ci, game, bad, "CI-3.2")
    hand.act("bid 5")
    assert set(game.legal_actions()) == {"pass", *BIDS[5:]}
    assert_refused(ci, game, "bid 5", "CI-3.2")
    hand.act("pass")
    assert set(game.legal_actions()) == {"pass", *BIDS[5:]}
    assert_refused(ci, game, "bid 5", "CI-3.2")
    assert_refused(ci, game, "bid 4", "CI-3.2")
    hand.act("bid 9")
    assert game.to_act == 3
    assert set(game.legal_actions()) == {"pass", *BIDS[9:]}
    assert_refused(ci, game, "bid 9", "CI-3.2")
    assert_refused(ci, game, "bid 8", "CI-3.2")
    hand.act("pass")
    assert (game.phase, game.to_act) == ("naming", 2)
    hand.act("name C")
    hand.finish()
    check(hand, pitcher=2, bid=9, trump="C")


def test_ci_3_2_the_dealer_may_overbid(ci: ModuleType) -> None:
    """CI-3.2: the dealer, facing a 9, bids 10 and is the maker."""
    hand = Hand(ci, rest_of_pack([]), dealer=3)
    hand.act("bid 5", "pass", "bid 9", "bid 10")
    assert (hand.game.phase, hand.game.to_act) == ("naming", 3)
    hand.act("name S")
    hand.finish()
    check(hand, pitcher=3, bid=10, trump="S")


def test_ci_3_2_after_a_bid_of_14_the_others_can_only_pass(ci: ModuleType) -> None:
    """CI-3.2: seat 1 bids 14; seat 2 and the dealer may only pass (a 14 refused citing
    CI-3.2); seat 1 is the maker at 14."""
    hand = Hand(ci, rest_of_pack([]), dealer=3)
    game = hand.game
    hand.act("pass", "bid 14")
    for _ in range(2):
        assert game.legal_actions() == ("pass",)
        assert_refused(ci, game, "bid 14", "CI-3.2")
        hand.act("pass")
    assert (game.phase, game.to_act) == ("naming", 1)
    hand.act("name H")
    hand.finish()
    check(hand, pitcher=1, bid=14, trump="H")


def test_ci_3_3_the_high_bidder_is_the_maker_for_its_side(ci: ModuleType) -> None:
    """CI-3.3: seat 0 bids 2, seat 1 3, seat 2 4, the dealer passes: seat 2 is the maker,
    4 the contract, side 0 the bidding side. Seat 2 names and leads; side 0 takes all 14
    and makes its 4: it scores 14 (had seat 1 been the maker, side 1 would have been set
    and side 0 scored 14 + 3 = 17)."""
    hand = start(ci, SWEEP, SWEEP_AUCTION)
    game = hand.game
    view = game.observation(0)
    assert (view["pitcher"], view["bid"], view["high_bid"], view["trump"]) == (2, 4, 4, "S")
    assert game.to_act == 2
    hand.play(*SWEEP.tricks)
    check(
        hand,
        pitcher=2,
        bid=4,
        made=True,
        points=SWEEP_POINTS,
        scores=[14, 0, 14, 0],
        game_over=False,
    )


def test_ci_3_4_all_pass_the_dealer_plays_without_a_contract(ci: ModuleType) -> None:
    """CI-3.4 (with CI-7.1): all four pass; the dealer (seat 0) names and leads with no
    contract: `bid` and `made` are null. Scored as a bid of 0 it is made, so the higher
    count scores the difference: side 1, 10 to 4, scores 6 (a set would give it 14 + 0 - 4
    = 10; a redeal nothing)."""
    hands, top = deal_for(DEALER_PLAYS.final, "S", 0)
    hand = Hand(ci, hands, top, dealer=0)
    game = hand.game
    hand.act("pass", "pass", "pass")
    assert game.to_act == 0
    assert "pass" in game.legal_actions()
    hand.act("pass")
    assert (game.phase, game.to_act) == ("naming", 0)
    view = game.observation(1)
    assert (view["pitcher"], view["bid"], view["high_bid"]) == (0, None, None)
    hand.act("name S")
    draw(hand, DEALER_PLAYS.final)
    assert game.to_act == 0
    hand.play(*DEALER_PLAYS.tricks)
    check(
        hand,
        pitcher=0,
        bid=None,
        made=None,
        trump="S",
        tricks=DEALER_PLAYS_TRICKS,
        points=DEALER_PLAYS_POINTS,
        scores=[0, 6, 0, 6],
        game_over=False,
        winner=None,
    )


# The maker's nine (seat 0, dealer 3): the four fives, the four aces and the 2S.
FIVES_AND_ACES = "5S 5C 5H 5D AS AH AD AC 2S"


@pytest.mark.parametrize(
    ("suit", "plain"),
    [
        ("S", "5H 5D AH AD AC"),
        ("H", "5S 5C AS AD AC 2S"),
        ("D", "5S 5C AS AH AC 2S"),
        ("C", "5H 5D AS AH AD 2S"),
    ],
)
def test_ci_3_5_the_maker_names_any_suit(ci: ModuleType, suit: str, plain: str) -> None:
    """CI-3.5 (with CI-1.3, CI-4.1): the maker (seat 0) names any of S H D C; `name X`, a
    bid, or another seat naming, is refused citing CI-3.5. The named suit and the five of
    the same colour are then the trumps: seat 0, holding the four fives, the four aces and
    the 2S, may discard only its plain cards."""
    hand = Hand(ci, rest_of_pack([FIVES_AND_ACES]), dealer=3)
    game = hand.game
    hand.act("bid 1", "pass", "pass", "pass")
    assert set(game.legal_actions()) == {"name S", "name H", "name D", "name C"}
    for bad in ("name X", "name N", "name", "bid 2", "pass"):
        assert_refused(ci, game, bad, "CI-3.5")
    assert_refused(ci, game, f"name {suit}", "CI-3.5", seat=1)
    hand.act(f"name {suit}")
    assert [game.observation(seat)["trump"] for seat in range(4)] == [suit] * 4
    assert (game.phase, game.to_act) == ("discard", 0)
    assert set(game.legal_actions()) == discards(plain)
    hand.finish()
    check(hand, pitcher=0, bid=1, trump=suit)


# -- CI-4 the draw -----------------------------------------------------------------------

# Spades trump (dealer 3, seat 0 the maker, bid 1): seat 0 holds three trumps (the Left
# Pedro one of them), seat 1 eight trumps and the AH, seat 2 three trumps.
DISCARDS = [
    "JS 5C 2S KH QH JD TD 9C 8C",
    "AS KS QS TS 9S 8S 7S 6S AH",
    "5S 4S 3S 2H 3H 4H 5H 6H 7H",
    "8H 9H TH JH QD KD AD 2D 3D",
]


def test_ci_4_1_only_plain_cards_while_six_trumps_or_fewer(ci: ModuleType) -> None:
    """CI-4.1: seat 0, with three trumps, may discard only its six plain cards: the JS, the
    5C (the Left Pedro, a trump), a card it does not hold, and `done` with a plain card
    left, are refused citing CI-4.1. Its plain cards gone, `done` is the only legal action
    (a trump discard still refused), and it ends seat 0's turn."""
    hand = Hand(ci, DISCARDS, dealer=3)
    game = hand.game
    hand.act("bid 1", "pass", "pass", "pass", "name S")
    assert (game.phase, game.to_act) == ("discard", 0)
    assert set(game.legal_actions()) == discards("KH QH JD TD 9C 8C")
    for bad in ("discard JS", "discard 5C", "discard 2S", "discard AS", "done"):
        assert_refused(ci, game, bad, "CI-4.1")
    hand.discard("9C", "KH", "TD", "QH")
    assert set(game.legal_actions()) == discards("JD 8C")
    assert_refused(ci, game, "done", "CI-4.1")
    hand.discard("JD", "8C")
    assert game.legal_actions() == ("done",)
    assert_refused(ci, game, "discard 2S", "CI-4.1")
    hand.act("done")
    assert game.to_act == 1
    assert held(game, 0) == cards("JS 5C 2S")
    hand.finish()
    check(hand, pitcher=0, bid=1, trump="S")


def test_ci_4_1_any_card_while_more_than_six_trumps(ci: ModuleType) -> None:
    """CI-4.1: seat 1, with eight trumps and the AH, may discard any card while it holds
    more than six trumps, and `done` is refused. After the AS and the KS it holds six
    trumps and the AH: only the AH may go (a trump refused citing CI-4.1, and `done`); then
    `done` only."""
    hand = Hand(ci, DISCARDS, dealer=3)
    game = hand.game
    hand.act("bid 1", "pass", "pass", "pass", "name S")
    hand.discard("KH", "QH", "JD", "TD", "9C", "8C")
    hand.act("done")
    assert game.to_act == 1
    assert set(game.legal_actions()) == discards(DISCARDS[1])
    assert_refused(ci, game, "done", "CI-4.1")
    hand.discard("AS")
    assert set(game.legal_actions()) == discards("KS QS TS 9S 8S 7S 6S AH")
    assert_refused(ci, game, "done", "CI-4.1")
    hand.discard("KS")
    assert game.legal_actions() == ("discard AH",)
    assert_refused(ci, game, "discard QS", "CI-4.1")
    assert_refused(ci, game, "done", "CI-4.1")
    hand.discard("AH")
    assert game.legal_actions() == ("done",)
    hand.act("done")
    assert game.to_act == 2
    assert held(game, 1) == cards("QS TS 9S 8S 7S 6S")
    hand.finish()
    check(hand, pitcher=0, trump="S")


def test_ci_4_1_seven_trumps_and_no_plain_card_discard_a_trump(ci: ModuleType) -> None:
    """CI-4.1: seat 1 throws its AH first: eight trumps and no plain card, yet `done` is
    refused (more than six); it discards two trumps of its choice, the 6S and the 7S, and
    then `done` is the only action."""
    hand = Hand(ci, DISCARDS, dealer=3)
    game = hand.game
    hand.act("bid 1", "pass", "pass", "pass", "name S")
    hand.discard("KH", "QH", "JD", "TD", "9C", "8C")
    hand.act("done")
    hand.discard("AH")
    assert set(game.legal_actions()) == discards("AS KS QS TS 9S 8S 7S 6S")
    assert_refused(ci, game, "done", "CI-4.1")
    hand.discard("6S", "7S")
    assert game.legal_actions() == ("done",)
    hand.act("done")
    assert held(game, 1) == cards("AS KS QS TS 9S 8S")
    hand.finish()
    check(hand, trump="S")


# Dealer 1: the non-dealers are seats 2, 3 and 0, in that order. Spades trump (seat 2
# bids 1): seat 2 keeps AS KS and draws four, seat 3 keeps QS JS TS and draws three, seat
# 0 keeps the 9S and draws five; the dealer robs the last four.
REFILL = [
    "9S AD KD QD JD TD 9D 8D 7D",
    "6D 5D 4D 3D 2D 8S 7S 6S 5S",
    "AS KS AH KH QH JH TH 9H 8H",
    "QS JS TS 7H 6H 5H 4H 3H 2H",
]
REFILL_TOP = "AC 5C KC QC JC TC 9C 2S 8C 7C 6C 4C"
ROBBED = "4S 3S 3C 2C"  # the stock's last four, in pack order (exact_hands.full_stock)


def refilled(ci: ModuleType) -> Hand:
    """The REFILL hand, its non-dealers' discards made: the dealer is to discard."""
    hand = Hand(ci, REFILL, REFILL_TOP, dealer=1)
    game = hand.game
    hand.act("bid 1", "pass", "pass", "pass", "name S")
    assert game.to_act == 2
    hand.discard("AH", "KH", "QH", "JH", "TH", "9H", "8H")
    hand.act("done")
    # No one is dealt a card before every non-dealer has discarded.
    assert held(game, 2) == cards("AS KS")
    assert game.observation(2)["stock_size"] == 16
    assert game.to_act == 3
    hand.discard("7H", "6H", "5H", "4H", "3H", "2H")
    hand.act("done")
    assert held(game, 3) == cards("QS JS TS")
    assert game.to_act == 0
    hand.discard("AD", "KD", "QD", "JD", "TD", "9D", "8D", "7D")
    hand.act("done")
    return hand


def test_ci_4_2_each_non_dealer_in_turn_is_dealt_back_to_six_from_the_top(
    ci: ModuleType,
) -> None:
    """CI-4.2: once seats 2, 3 and 0 have discarded, the dealer gives seat 2 the stock's top
    four, then seat 3 the next three, then seat 0 the next five, each to six. A drawn trump
    (seat 2's 5C, the Left Pedro; seat 0's 2S) is kept and is in play (CI-4.5): its point
    is scored by a side."""
    hand = refilled(ci)
    game = hand.game
    assert held(game, 2) == cards("AS KS AC 5C KC QC")
    assert held(game, 3) == cards("QS JS TS JC TC 9C")
    assert held(game, 0) == cards("9S 2S 8C 7C 6C 4C")
    assert (game.phase, game.to_act) == ("discard", 1)
    hand.finish()
    live = check(hand, pitcher=2, bid=1, trump="S")
    assert live["points"]["left_pedro"] in (0, 1)
    assert live["points"]["low"] in (0, 1)


def test_ci_4_3_when_the_stock_runs_out_the_discards_are_dealt_in_order(ci: ModuleType) -> None:
    """CI-4.3: spades trump and no non-dealer holds one: they discard all 27 cards (seat 0
    throwing the 7H and 9H first) and need 18. Seat 0 gets the stock's top six, seat 1 the
    next six, seat 2 the last four, then the first two discards, the 7H and the 9H. The
    dealer robs an empty stock and discards three of its nine."""
    hands = [
        "AH KH QH JH TH 9H 8H 7H 6H",
        "5H 4H 3H 2H AD KD QD JD TD",
        "9D 8D 7D 6D 5D 4D 3D 2D AC",
        "KC QC JC TC 9C 8C 7C 6C 4C",
    ]
    hand = Hand(ci, hands, dealer=3)  # the stock: AS KS ... 2S, then 5C 3C 2C
    game = hand.game
    hand.act("bid 1", "pass", "pass", "pass", "name S")
    hand.discard("7H", "9H", "AH", "KH", "QH", "JH", "TH", "8H", "6H")
    hand.act("done")
    hand.discard(*hands[1].split())
    hand.act("done")
    hand.discard(*hands[2].split())
    hand.act("done")
    assert held(game, 0) == cards("AS KS QS JS TS 9S")
    assert held(game, 1) == cards("8S 7S 6S 5S 4S 3S")
    assert held(game, 2) == cards("2S 5C 3C 2C 7H 9H")
    assert held(game, 3) == cards(hands[3])
    assert game.observation(3)["stock_size"] == 0
    assert (game.phase, game.to_act) == ("discard", 3)
    assert set(game.legal_actions()) == discards(hands[3])
    hand.discard("KC", "QC", "JC")
    assert game.legal_actions() == ("done",)
    hand.act("done")
    hand.finish()
    check(hand, pitcher=0, bid=1, trump="S")


def test_ci_4_4_the_dealer_robs_the_pack_and_discards_any_cards_to_six(ci: ModuleType) -> None:
    """CI-4.4 (with CI-4.5): the dealer (seat 1) takes the four cards left in the stock
    into its nine: thirteen, any of which it may discard, trumps included; `done` is
    refused citing CI-4.4 until it holds six, and then it is the only action (a seventh
    discard refused citing CI-4.4). It throws away the 5S, the Right Pedro, which is then
    out of play: no one scores it. The maker (seat 2) then leads."""
    hand = refilled(ci)
    game = hand.game
    robbed = cards(REFILL[1]) | cards(ROBBED)
    assert held(game, 1) == robbed
    assert game.observation(1)["stock_size"] == 0
    assert set(game.legal_actions()) == {"discard " + card for card in robbed}
    assert_refused(ci, game, "done", "CI-4.4")
    hand.discard("5S", "6D", "5D", "4D", "3D", "2D")
    assert_refused(ci, game, "done", "CI-4.4")
    hand.discard("3C")
    assert game.legal_actions() == ("done",)
    assert_refused(ci, game, "discard 8S", "CI-4.4")
    hand.act("done")
    assert held(game, 1) == cards("8S 7S 6S 4S 3S 2C")
    assert (game.phase, game.to_act) == ("play", 2)
    hand.finish()
    live = check(hand, pitcher=2, trump="S")
    assert live["points"]["right_pedro"] is None


def test_ci_4_5_a_trump_discarded_by_a_non_dealer_is_out_of_play(ci: ModuleType) -> None:
    """CI-4.5 (with CI-6.2): seat 1, holding eight trumps, discards the AS: it is out of
    play, and High scores for no one, whoever takes the tricks; the other five points are
    dealt and kept, so they are in play and each scores for a side."""
    hand = Hand(ci, DISCARDS, dealer=3)
    hand.act("bid 1", "pass", "pass", "pass", "name S")
    hand.discard("KH", "QH", "JD", "TD", "9C", "8C")
    hand.act("done")
    hand.discard("AS", "KS", "AH")
    hand.act("done")
    hand.discard("2H", "3H", "4H", "5H", "6H", "7H")
    hand.act("done")
    hand.finish()
    live = check(hand, pitcher=0, bid=1, trump="S")
    assert live["points"]["high"] is None
    assert all(live["points"][point] in (0, 1) for point in POINT_IDS if point != "high")


# -- CI-5 the play -----------------------------------------------------------------------


def test_ci_5_1_the_maker_leads_not_eldest(ci: ModuleType) -> None:
    """CI-5.1: seat 2 is the maker; it leads the first trick, any of its six; seat 0
    (eldest) leading is refused citing CI-5.1."""
    hand = start(ci, SWEEP, SWEEP_AUCTION)
    game = hand.game
    assert (game.phase, game.to_act) == ("play", 2)
    assert set(game.legal_actions()) == plays(SWEEP.final[2])
    assert_refused(ci, game, "play 5S", "CI-5.1", seat=0)
    hand.play(*SWEEP.tricks)
    check(hand, tricks=[trick(2, t, 2) for t in SWEEP.tricks])


def test_ci_5_1_the_maker_leads_any_card(ci: ModuleType) -> None:
    """CI-5.1: seat 0, the maker, may lead any of its six, plain (the AC) or trump."""
    hand = start(ci, PEDRO_ON_A_CLUB, eldest_bids(3))
    assert set(hand.game.legal_actions()) == plays(PEDRO_ON_A_CLUB.final[0])
    hand.play(*PEDRO_ON_A_CLUB.tricks)
    check(hand, tricks=PEDRO_ON_A_CLUB_TRICKS)


def test_ci_5_2_the_left_pedro_is_not_a_club(ci: ModuleType) -> None:
    """CI-5.2 (with CI-5.4, CI-5.5): spades trump, the AC led. Seat 1 holds the 5C and no
    other club: it is void in clubs and may play any card; it plays the 5C, a trump, which
    wins the trick over the KC and the AC. Seat 2, holding clubs, must follow or trump:
    its 2C 3C JS TS."""
    hand = start(ci, PEDRO_ON_A_CLUB, eldest_bids(3))
    game = hand.game
    hand.play("AC")
    assert set(game.legal_actions()) == plays(PEDRO_ON_A_CLUB.final[1])
    hand.play("5C")
    assert set(game.legal_actions()) == plays("2C 3C JS TS")
    hand.play("2C KC")
    assert game.to_act == 1
    assert game.observation(0)["tricks_taken"] == [0, 1, 0, 0]
    hand.play(*PEDRO_ON_A_CLUB.tricks[1:])
    live = check(hand, tricks=PEDRO_ON_A_CLUB_TRICKS)
    assert live["points"]["left_pedro"] == 1


def test_ci_5_3_a_trump_lead_including_the_left_pedro_must_be_trumped(ci: ModuleType) -> None:
    """CI-5.3 (with CI-5.2): seat 0 leads the 5C, a trump lead. Seat 1, holding the KC, QC
    and one trump, must play the trump, the 5S: a club does not follow (refused citing
    CI-5.3). Seat 2, with clubs and no trump, may play anything. Seat 3 must play its 4S.
    On the KS led later, seat 1, out of trumps, plays any card."""
    hand = start(ci, PEDRO_LED, eldest_bids(2))
    game = hand.game
    hand.play("5C")
    assert game.legal_actions() == ("play 5S",)
    assert_refused(ci, game, "play KC", "CI-5.3")
    assert_refused(ci, game, "play 2H", "CI-5.3")
    hand.play("5S")
    assert set(game.legal_actions()) == plays(PEDRO_LED.final[2])
    hand.play("AC")
    assert game.legal_actions() == ("play 4S",)
    assert_refused(ci, game, "play AD", "CI-5.3")
    hand.play("4S", "KC JC TD AS", "KS")
    assert set(game.legal_actions()) == plays("QC 2H 3H 4H")
    hand.play(*PEDRO_LED.tricks[2].split()[1:])
    hand.play(*PEDRO_LED.tricks[3:])
    check(hand, tricks=PEDRO_LED_TRICKS, points=PEDRO_LED_POINTS)


def test_ci_5_4_a_plain_lead_is_followed_or_trumped_and_a_void_plays_anything(
    ci: ModuleType,
) -> None:
    """CI-5.4: on the AC led, seat 2 (holding clubs) may play a club or a trump, not its
    6H or 3D (refused citing CI-5.4); seat 3 its KC, QC or 2S. On the 2H led, seat 0 plays
    a heart or a trump. On the 3C led, seat 0, void in clubs, may play anything: the 8S or
    the KH."""
    hand = start(ci, PEDRO_ON_A_CLUB, eldest_bids(3))
    game = hand.game
    hand.play("AC 5C")
    assert set(game.legal_actions()) == plays("2C 3C JS TS")
    assert_refused(ci, game, "play 6H", "CI-5.4")
    assert_refused(ci, game, "play 3D", "CI-5.4")
    hand.play("2C")
    assert set(game.legal_actions()) == plays("KC QC 2S")
    assert_refused(ci, game, "play 9D", "CI-5.4")
    hand.play("KC", "2H 6H 7H")
    assert set(game.legal_actions()) == plays("AH KH 4S 8S 9S")
    hand.play("AH", *PEDRO_ON_A_CLUB.tricks[2:4], "3C QC")
    assert set(game.legal_actions()) == plays("8S KH")
    hand.play("KH 7D", PEDRO_ON_A_CLUB.tricks[5])
    check(hand, tricks=PEDRO_ON_A_CLUB_TRICKS)


def test_ci_5_5_the_best_trump_or_the_best_of_the_suit_led_wins_and_leads(
    ci: ModuleType,
) -> None:
    """CI-5.5: the 5C (a trump) takes the AC; the AH the hearts; the JS the 9S and 2S;
    the TS the 4S; the QC the 3C (the KH, another suit, does not win); the 8S the
    diamonds. Each winner leads next (seat 0 leading trick 2 is refused citing CI-5.5),
    all six tricks are played, and then no one holds a card."""
    hand = start(ci, PEDRO_ON_A_CLUB, eldest_bids(3))
    game = hand.game
    hand.play(PEDRO_ON_A_CLUB.tricks[0])
    assert game.to_act == 1
    assert_refused(ci, game, "play 9S", "CI-5.5", seat=0)
    for n, codes in enumerate(PEDRO_ON_A_CLUB.tricks[1:], start=1):
        assert game.to_act == PEDRO_ON_A_CLUB_TRICKS[n]["leader"]
        hand.play(codes)
    assert (game.phase, game.to_act, game.legal_actions()) == ("hand_over", None, ())
    assert [game.observation(seat)["hand"] for seat in range(4)] == [[]] * 4
    assert game.observation(0)["tricks_taken"] == [2, 1, 2, 1]
    check(hand, tricks=PEDRO_ON_A_CLUB_TRICKS)


# -- CI-6 points -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("script", "auction", "points"),
    [
        (PEDRO_ON_A_CLUB, eldest_bids(3), PEDRO_ON_A_CLUB_POINTS),
        (PEDRO_LED, eldest_bids(2), PEDRO_LED_POINTS),
        (TIE, eldest_bids(7), TIE_POINTS),
        (SWEEP, SWEEP_AUCTION, SWEEP_POINTS),
    ],
    ids=["low-taken-by-seat-2", "left-pedro-lost", "low-lost", "sweep"],
)
def test_ci_6_1_each_point_to_the_side_that_takes_its_card(
    ci: ModuleType, script: Script, auction: list[str], points: dict[str, int | None]
) -> None:
    """CI-6.1: High, Low, Jack, Game, the Right Pedro and the Left Pedro go to the side that
    wins the trick with their card, whoever held it: seat 3's 2S taken by seat 2 is side
    0's; seat 0's 5C taken by seat 1's 5S is side 1's; seat 0's 2S taken by seat 1's AS is
    side 1's; seat 0's Pedros and Low, taken by its partner, are side 0's."""
    hand = played(ci, script, auction)
    check(hand, points=points)


def test_ci_6_2_a_point_not_in_play_goes_to_no_one(ci: ModuleType) -> None:
    """CI-6.2 (with CI-4.4, CI-4.5): the AS is dealt to the dealer and the 5S robbed by it,
    and both thrown away: High and the Right Pedro are credited to no one (null), the
    other four to the sides that take them."""
    hand = played(ci, PEDRO_ON_A_CLUB, eldest_bids(3))
    live = check(hand, points=PEDRO_ON_A_CLUB_POINTS)
    assert live["points"]["high"] is None and live["points"]["right_pedro"] is None


@pytest.mark.parametrize(
    ("script", "auction", "counts"),
    [
        (SWEEP, SWEEP_AUCTION, (14, 0)),
        (TIE, eldest_bids(7), (7, 7)),
        (PEDRO_ON_A_CLUB, eldest_bids(3), (3, 5)),
        (PEDRO_LED, eldest_bids(2), (3, 10)),
        (DEALER_PLAYS, ["pass"] * 4, (4, 10)),
        (HEARTS, eldest_bids(7), (7, 6)),
    ],
    ids=["all-14", "7-7", "3-5", "3-10", "4-10", "7-6"],
)
def test_ci_6_3_a_sides_count_is_the_value_of_its_points(
    ci: ModuleType, script: Script, auction: list[str], counts: tuple[int, int]
) -> None:
    """CI-6.3: the count is the value of the points a side won, 1 each for High, Low, Jack
    and Game, 5 each for the Pedros: 0 to 14, and at most 14 between the two sides."""
    hand = played(ci, script, auction)
    check(hand)
    assert hand.game.hand_result.points_made == counts


# -- CI-7 scoring the hand ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("script", "bid", "scores"),
    [
        (TIE, 7, [0, 0, 0, 0]),  # 7 all: made, and no one scores
        (PEDRO_LED, 2, [0, 7, 0, 7]),  # made with 3, but side 1 has 10: it scores 7
        (PEDRO_ON_A_CLUB, 3, [0, 2, 0, 2]),  # made with 3 (exactly), side 1 has 5
        (HEARTS, 7, [1, 0, 1, 0]),  # made with 7 against 6: side 0 scores 1
    ],
    ids=["tie", "made-outscored", "made-exactly", "made-by-one"],
)
def test_ci_7_1_made_the_higher_count_scores_the_difference(
    ci: ModuleType, script: Script, bid: int, scores: list[int]
) -> None:
    """CI-7.1: the bid is made when the bidding side's count reaches it; then the side
    with the higher count scores the difference (even when that is the other side), the
    other 0, and a tie of counts scores no one."""
    hand = played(ci, script, eldest_bids(bid))
    check(hand, pitcher=0, bid=bid, made=True, scores=scores, game_over=False, winner=None)


def test_ci_7_1_a_sweep_at_14_scores_14(ci: ModuleType) -> None:
    """CI-7.1 (with CI-3.2): seat 2 bids 14 and its side takes all 14: made, 14 - 0."""
    hand = played(ci, SWEEP, ["pass", "pass", "bid 14", "pass"])
    check(hand, pitcher=2, bid=14, made=True, scores=[14, 0, 14, 0])


@pytest.mark.parametrize(
    ("script", "bid", "scores"),
    [
        (TIE, 8, [0, 15, 0, 15]),  # 7 of 8, all in play: 14 + 8 - 7 = 15 (= O + b)
        (PEDRO_ON_A_CLUB, 4, [0, 15, 0, 15]),  # 3 of 4, 3 points out: 15, not O + b = 9
        (PEDRO_LED, 4, [0, 15, 0, 15]),  # 3 of 4, Low out: 15, not O + b = 14
        (HEARTS, 8, [0, 15, 0, 15]),  # 7 of 8, Game out: 15, not O + b = 14
    ],
    ids=["all-in-play", "three-out", "low-out", "game-out"],
)
def test_ci_7_2_set_the_others_score_14_plus_the_shortfall(
    ci: ModuleType, script: Script, bid: int, scores: list[int]
) -> None:
    """CI-7.2: short of its bid, the bidding side is set: it scores 0 and the other side
    14 + b - B, also when points were out of play (then more than the other side's count
    plus the bid)."""
    hand = played(ci, script, eldest_bids(bid))
    check(hand, pitcher=0, bid=bid, made=False, scores=scores)


@pytest.fixture(scope="module")
def own_plus_bid() -> ModuleType:
    """The house rule `on a set: the other side scores its own points plus the bid`."""
    return load_rules_module("cinch_own_points_plus_bid")


@pytest.mark.parametrize(
    ("script", "bid", "scores"),
    [
        (TIE, 8, [0, 15, 0, 15]),  # 7 of 8, all in play: O + b = 7 + 8, as 14 + b - B
        (PEDRO_ON_A_CLUB, 4, [0, 9, 0, 9]),  # 3 of 4; side 1 took the Left Pedro: 5 + 4
        (PEDRO_LED, 4, [0, 14, 0, 14]),  # 3 of 4; side 1 took both Pedros: 10 + 4
        (HEARTS, 8, [0, 14, 0, 14]),  # 7 of 8; side 1 took Low and the Left Pedro: 6 + 8
    ],
    ids=["all-in-play", "three-out", "low-out", "game-out"],
)
def test_ci_7_2_by_the_house_rule_the_others_score_their_count_plus_the_bid(
    own_plus_bid: ModuleType, script: Script, bid: int, scores: list[int]
) -> None:
    """CI-7.2 of `cinch_own_points_plus_bid`: short of its bid, the bidding side scores 0
    and the other side its own count plus the bid, O + b; with a point out of play that is
    less than Cinch's 14 + b - B (15 in each of these hands)."""
    hand = played(own_plus_bid, script, eldest_bids(bid))
    check(hand, pitcher=0, bid=bid, made=False, scores=scores)


@pytest.mark.parametrize(
    ("script", "bid", "scores"),
    [(PEDRO_LED, 2, [0, 7, 0, 7]), (HEARTS, 7, [1, 0, 1, 0])],
    ids=["made-outscored", "made-by-one"],
)
def test_ci_7_1_the_house_rule_leaves_a_made_bid_as_it_was(
    own_plus_bid: ModuleType, script: Script, bid: int, scores: list[int]
) -> None:
    """CI-7.1 of `cinch_own_points_plus_bid`: a made bid still scores the difference."""
    hand = played(own_plus_bid, script, eldest_bids(bid))
    check(hand, pitcher=0, bid=bid, made=True, scores=scores)


def test_ci_7_3_by_the_house_rule_a_set_adds_to_the_scores_before(
    own_plus_bid: ModuleType,
) -> None:
    """CI-7.3 of `cinch_own_points_plus_bid`: side 0 at 40 bids 4 and makes 3: it stays at
    40; side 1 goes from 10 to 10 + 5 + 4 = 19 (Cinch would give it 25)."""
    hand = played(own_plus_bid, PEDRO_ON_A_CLUB, eldest_bids(4), scores=[40, 10, 40, 10])
    check(hand, points=PEDRO_ON_A_CLUB_POINTS, made=False, scores=[40, 19, 40, 19])


def test_ci_7_3_a_set_side_keeps_nothing_of_its_count(ci: ModuleType) -> None:
    """CI-7.3: 7 all against a bid of 8, from 20 to 30: side 0 is set and scores nothing
    (neither its 7 nor minus its bid, as in Pedro); side 1 scores 14 + 8 - 7 = 15, not its
    own 7."""
    hand = played(ci, TIE, eldest_bids(8), scores=[20, 30, 20, 30])
    check(hand, tricks=TIE_TRICKS, points=TIE_POINTS, made=False, scores=[20, 45, 20, 45])


def test_ci_7_4_scores_never_go_down_and_partners_show_one_score(ci: ModuleType) -> None:
    """CI-7.4: side 0 at 40 is set: it stays at 40 on both its seats; side 1 goes from 10
    to 25 on both of its."""
    hand = played(ci, PEDRO_ON_A_CLUB, eldest_bids(4), scores=[40, 10, 40, 10])
    check(hand, made=False, scores=[40, 25, 40, 25], game_over=False)
    for seat in range(4):
        assert hand.game.observation(seat)["scores"] == [40, 25, 40, 25]


# -- CI-8 winning the game ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("script", "auction", "scores", "final", "winner"),
    [
        (SWEEP, SWEEP_AUCTION, [37, 10, 37, 10], [51, 10, 51, 10], 0),
        (SWEEP, SWEEP_AUCTION, [36, 50, 36, 50], [50, 50, 50, 50], None),
        (PEDRO_ON_A_CLUB, eldest_bids(4), [45, 36, 45, 36], [45, 51, 45, 51], 1),
        (PEDRO_ON_A_CLUB, eldest_bids(4), [45, 35, 45, 35], [45, 50, 45, 50], None),
    ],
    ids=["makers-reach-51", "both-below-51", "setters-reach-51", "setters-reach-50"],
)
def test_ci_8_1_the_first_side_to_51_wins(
    ci: ModuleType,
    script: Script,
    auction: list[str],
    scores: list[int],
    final: list[int],
    winner: int | None,
) -> None:
    """CI-8.1: the game ends after a hand at whose end a side has 51 or more, and that
    side (a side number) wins, the makers or the side that set them; at 50 and 50 it goes
    on. After the game no further deal is allowed."""
    hand = played(ci, script, auction, scores=scores)
    check(hand, scores=final, game_over=winner is not None, winner=winner)
    game = hand.game
    if winner is not None:
        assert game.phase == "game_over"
        with pytest.raises(ci.IllegalAction):
            game.deal()
    else:
        game.deal()
        assert game.phase == "auction"


def test_ci_8_2_no_one_goes_out_during_the_play(ci: ModuleType) -> None:
    """CI-8.2: all at 50. Side 0 takes Low, Jack and Game in tricks 3 and 4, but nothing is
    scored until the sixth trick: the scores stay at 50 and the game goes on. Then side 0
    makes its 3 but side 1 has 5: only side 1 scores, 2, and wins at 52; side 0 stays at
    50."""
    hand = start(ci, PEDRO_ON_A_CLUB, eldest_bids(3), scores=[50] * 4)
    game = hand.game
    for codes in PEDRO_ON_A_CLUB.tricks[:5]:
        hand.play(codes)
        assert game.scores == [50] * 4
        assert not game.game_over and game.winner is None and game.to_act is not None
    hand.play(PEDRO_ON_A_CLUB.tricks[5])
    check(hand, made=True, scores=[50, 52, 50, 52], game_over=True, winner=1)


def test_ci_8_3_no_settlement(ci: ModuleType) -> None:
    """CI-8.3: the game won, there are no stakes: `payouts()` is None and the record's
    expect carries no `payouts` (nor set-backs)."""
    hand = played(ci, SWEEP, SWEEP_AUCTION, scores=[40, 0, 40, 0])
    check(hand, scores=[54, 0, 54, 0], game_over=True, winner=0)
    assert hand.game.payouts() is None
    completed = hand.replayed()
    assert "payouts" not in completed["expect"] and "setbacks" not in completed["expect"]


# -- CI-9 bad input ----------------------------------------------------------------------


def test_ci_9_1_refusals_name_their_rule_and_change_nothing(ci: ModuleType) -> None:
    """CI-9.1: at every stage an illegal action is refused with the rule it breaks and the
    state unchanged, and the right action still works afterwards."""
    hands, top = deal_for(PEDRO_ON_A_CLUB.final, "S", 3)
    hand = Hand(ci, hands, top, dealer=3)
    game = hand.game
    assert_refused(ci, game, "nonsense", None)
    assert_refused(ci, game, "bid 15", "CI-3.2")
    assert_refused(ci, game, "pass", "CI-3.1", seat=2)
    assert_refused(ci, game, "name S", None)
    hand.act("bid 3")
    assert_refused(ci, game, "bid 3", "CI-3.2")
    hand.act("pass", "pass", "pass")
    assert_refused(ci, game, "name X", "CI-3.5")
    assert_refused(ci, game, "play AC", "CI-3.5")
    hand.act("name S")
    assert_refused(ci, game, "discard 4S", "CI-4.1")  # a trump, seat 0 holding three
    assert_refused(ci, game, "discard 5C", "CI-4.1")  # seat 1's
    assert_refused(ci, game, "play AC", "CI-4.1")
    assert_refused(ci, game, "done", "CI-4.1")
    assert_refused(ci, game, "discard " + hands[1].split()[-1], "CI-4.1", seat=1)
    while game.to_act != 3:
        seat = game.to_act
        keep = PEDRO_ON_A_CLUB.final[seat].split()
        hand.discard(*[card for card in game.observation(seat)["hand"] if card not in keep])
        hand.act("done")
    assert_refused(ci, game, "done", "CI-4.4")
    assert_refused(ci, game, "play KC", "CI-4.4")
    draw(hand, PEDRO_ON_A_CLUB.final)
    assert_refused(ci, game, "play 5C", None)  # seat 1's card
    assert_refused(ci, game, "nonsense", "CI-9.1")
    assert_refused(ci, game, "bid 4", "CI-3.1")
    assert_refused(ci, game, "discard AC", "CI-4.1")
    hand.play(*PEDRO_ON_A_CLUB.tricks)
    assert_refused(ci, game, "play AC", None)
    check(hand, tricks=PEDRO_ON_A_CLUB_TRICKS, scores=[0, 2, 0, 2])


def test_ci_9_1_a_card_played_in_the_auction_is_refused(ci: ModuleType) -> None:
    """CI-9.1: `play XX` offered during the auction, by the seat to act and holding the
    card, is an illegal action like any other: refused (IllegalAction), nothing changed."""
    hands, top = deal_for(PEDRO_ON_A_CLUB.final, "S", 3)
    hand = Hand(ci, hands, top, dealer=3)
    assert_refused(ci, hand.game, "play AC", None)
    hand.act("bid 3", "pass", "pass", "pass", "name S")
    draw(hand, PEDRO_ON_A_CLUB.final)
    hand.play(*PEDRO_ON_A_CLUB.tricks)
    check(hand, scores=[0, 2, 0, 2])


def test_ci_9_1_replay_reports_an_illegal_step(ci: ModuleType) -> None:
    """CI-9.1 (with CI-5.4): a record whose seat 2 answers the AC with the 6H while holding
    clubs is reported at that step with its action and rule; the steps before keep their
    legal sets; the hand has no outcome; the record is not changed."""
    hands, top = deal_for(PEDRO_ON_A_CLUB.final, "S", 3)
    hand = start(ci, PEDRO_ON_A_CLUB, eldest_bids(3))
    hand.play("AC 5C")
    record = hand.record()
    record["steps"].append({"seat": 2, "action": "play 6H"})
    record["steps"].append({"seat": 2, "action": "play 2C"})
    original = repr(record)
    completed = ci.replay(record)
    index = len(hand.steps)
    assert completed["error"]["step"] == index
    assert completed["error"]["rule"] == "CI-5.4"
    assert completed["error"]["action"] == "play 6H"
    assert [set(step["legal"]) for step in completed["steps"][:index]] == [
        set(step["legal"]) for step in hand.steps
    ]
    assert set(completed["steps"][index]["legal"]) == plays("2C 3C JS TS")
    assert completed["expect"]["trump"] == "S"
    assert completed["expect"]["pitcher"] == 0 and completed["expect"]["bid"] == 3
    assert "scores" not in completed["expect"] and "winner" not in completed["expect"]
    assert repr(record) == original
    assert record["hands"] == [h.split() for h in hands]
    assert record["stock"] == full_stock(hands, top)


# -- CI-10 records -----------------------------------------------------------------------


def test_ci_10_the_record_of_a_hand(ci: ModuleType) -> None:
    """CI-10.1 to CI-10.3: the record is `allfours-hand/2`, variant `cinch`, four players,
    the nine-card hands and the stock of 16; its steps are the four auction steps, the
    naming, each non-dealer's discards and `done`, the dealer's, then 24 plays (no step
    for the refill or the robbing); the expect has exactly pitcher, bid, trump, tricks,
    points (side or null), made, scores, game_over and winner."""
    hand = played(ci, PEDRO_ON_A_CLUB, eldest_bids(3), scores=[5, 7, 5, 7])
    completed = hand.replayed()
    assert completed["format"] == "allfours-hand/2"
    assert completed["variant"] == "cinch"
    assert completed["players"] == 4
    assert [len(h) for h in completed["hands"]] == [9] * 4
    assert len(completed["stock"]) == 16
    assert "setbacks" not in completed and "payouts" not in completed
    actions = [step["action"] for step in completed["steps"]]
    assert actions[:5] == ["bid 3", "pass", "pass", "pass", "name S"]
    draw_steps = actions[5:-24]
    assert all(a.startswith("discard ") or a == "done" for a in draw_steps)
    assert draw_steps.count("done") == 4
    assert [step["seat"] for step in completed["steps"] if step["action"] == "done"] == [
        0,
        1,
        2,
        3,
    ]
    assert all(a.startswith("play ") for a in actions[-24:])
    assert set(completed["expect"]) == EXPECT_FIELDS
    check(
        hand,
        pitcher=0,
        bid=3,
        trump="S",
        tricks=PEDRO_ON_A_CLUB_TRICKS,
        points=PEDRO_ON_A_CLUB_POINTS,
        made=True,
        scores=[5, 9, 5, 9],
        game_over=False,
        winner=None,
    )


# -- the house-rule variants -------------------------------------------------------------


@pytest.mark.parametrize(
    ("variant", "game_over", "winner"),
    [("cinch_to_42", True, 0), ("cinch", False, None)],
)
def test_cinch_to_42_ends_at_42(variant: str, game_over: bool, winner: int | None) -> None:
    """cinch_to_42 (CI-8.1 changed: target 42): side 0 at 28 sweeps the 14: at 42 it has
    won in Cinch to 42; in Cinch (51) the game goes on."""
    module = load_rules_module(variant)
    hand = played(module, SWEEP, SWEEP_AUCTION, scores=[28, 30, 28, 30])
    check(hand, scores=[42, 30, 42, 30], game_over=game_over, winner=winner)


@pytest.mark.parametrize(
    ("variant", "scores"),
    [("cinch_stick_the_dealer", [0, 15, 0, 15]), ("cinch", [0, 6, 0, 6])],
)
def test_cinch_stick_the_dealer_must_bid_after_three_passes(
    variant: str, scores: list[int]
) -> None:
    """cinch_stick_the_dealer (CI-3.4 changed): the first three pass; the dealer (seat 0)
    may not pass (refused) and must bid 1 to 14: it bids 5 and, with 4 against 10, is set:
    side 1 scores 14 + 5 - 4 = 15. In Cinch the dealer may pass and plays without a
    contract: made at 0, side 1 scores the difference, 6."""
    module = load_rules_module(variant)
    hands, top = deal_for(DEALER_PLAYS.final, "S", 0)
    hand = Hand(module, hands, top, dealer=0)
    game = hand.game
    hand.act("pass", "pass", "pass")
    assert game.to_act == 0
    if variant == "cinch":
        assert set(game.legal_actions()) == {"pass", *BIDS}
        hand.act("pass")
    else:
        assert set(game.legal_actions()) == set(BIDS)
        assert_refused(module, game, "pass", "CI-3.4")
        hand.act("bid 5")
    hand.act("name S")
    draw(hand, DEALER_PLAYS.final)
    hand.play(*DEALER_PLAYS.tricks)
    stuck = variant != "cinch"
    check(
        hand,
        pitcher=0,
        bid=5 if stuck else None,
        made=False if stuck else None,
        tricks=DEALER_PLAYS_TRICKS,
        points=DEALER_PLAYS_POINTS,
        scores=scores,
    )


def test_cinch_stick_the_dealer_may_pass_after_a_bid() -> None:
    """cinch_stick_the_dealer: only a dealer facing three passes is stuck; after seat 1's
    bid of 1 the dealer may pass or bid 2 to 14; it bids 5 and is set as above."""
    module = load_rules_module("cinch_stick_the_dealer")
    hands, top = deal_for(DEALER_PLAYS.final, "S", 0)
    hand = Hand(module, hands, top, dealer=0)
    hand.act("bid 1", "pass", "pass")
    assert set(hand.game.legal_actions()) == {"pass", *BIDS[1:]}
    hand.act("bid 5", "name S")
    draw(hand, DEALER_PLAYS.final)
    hand.play(*DEALER_PLAYS.tricks)
    check(hand, pitcher=0, bid=5, made=False, scores=[0, 15, 0, 15])


def test_cinch_stuck_at_two_a_stuck_dealer_may_not_bid_one() -> None:
    """cinch_stuck_at_two (CI-3.4 changed: "a bid of 1 not allowed to a stuck dealer"):
    after three passes the dealer's bids run from 2 (`bid 1` refused, citing CI-3.4, the
    game unchanged); after a bid it may pass as in Cinch with the dealer stuck."""
    module = load_rules_module("cinch_stuck_at_two")
    hands, top = deal_for(DEALER_PLAYS.final, "S", 0)
    hand = Hand(module, hands, top, dealer=0)
    hand.act("pass", "pass", "pass")
    game = hand.game
    assert set(game.legal_actions()) == set(BIDS[1:])
    refused = assert_refused(module, game, "bid 1", "CI-3.4")
    assert "2 or more" in refused.reason
    hand.act("bid 5", "name S")
    draw(hand, DEALER_PLAYS.final)
    hand.play(*DEALER_PLAYS.tricks)
    check(hand, pitcher=0, bid=5, made=False, scores=[0, 15, 0, 15])
    again = Hand(module, hands, top, dealer=0)
    again.act("bid 1", "pass", "pass")
    assert set(again.game.legal_actions()) == {"pass", *BIDS[1:]}


def test_cinch_must_trump_void_players_must_trump(ci: ModuleType) -> None:
    """cinch_must_trump (CI-5.4 changed: void in the suit led, trump if able): on the AC
    led, seat 1, void in clubs, must play its 5C (in Cinch any card); on the 3C led, seat
    0, void in clubs, must trump with the 8S (the KH refused citing CI-5.4; in Cinch either
    card). The 8S then takes that trick and seat 0 leads the KH to the last; the points
    are the same and side 1 scores 5 - 3 = 2."""
    mt = load_rules_module("cinch_must_trump")
    base = start(ci, PEDRO_ON_A_CLUB, eldest_bids(3))
    hand = start(mt, PEDRO_ON_A_CLUB, eldest_bids(3))
    base.play("AC")
    hand.play("AC")
    assert set(base.game.legal_actions()) == plays(PEDRO_ON_A_CLUB.final[1])
    assert hand.game.legal_actions() == ("play 5C",)
    assert_refused(mt, hand.game, "play 2H", "CI-5.4")
    hand.play("5C 2C KC", *PEDRO_ON_A_CLUB.tricks[1:4], "3C QC")
    base.play("5C 2C KC", *PEDRO_ON_A_CLUB.tricks[1:4], "3C QC")
    assert set(base.game.legal_actions()) == plays("8S KH")
    assert hand.game.legal_actions() == ("play 8S",)
    assert_refused(mt, hand.game, "play KH", "CI-5.4")
    base.play("KH 7D", PEDRO_ON_A_CLUB.tricks[5])
    hand.play("8S 7D", "KH 8D 3D TD")
    check(base, tricks=PEDRO_ON_A_CLUB_TRICKS, scores=[0, 2, 0, 2])
    check(
        hand,
        tricks=[
            *PEDRO_ON_A_CLUB_TRICKS[:4],
            trick(2, "3C QC 8S 7D", 0),
            trick(0, "KH 8D 3D TD", 0),
        ],
        points=PEDRO_ON_A_CLUB_POINTS,
        made=True,
        scores=[0, 2, 0, 2],
    )


# -- Cut-throat Cinch: everyone discards and draws, no one robs the pack ----------------

# Three players, dealer 2, spades trump (the Left Pedro is the 5C). Each keeps its trumps
# and is dealt back to six from the top of the stock, seat 0 first and the dealer last:
# seat 0 draws 7S 6S, seat 1 4S 3S 9H, seat 2 8H 7H 6H; 17 cards stay in the stock.
CUT_THROAT_HANDS = (
    "AS KS 5S 5C AH KH QH JH TH",
    "QS JS TS AD KD QD JD TD 9D",
    "9S 8S 2S AC KC QC JC TC 9C",
)
CUT_THROAT_FINAL = (
    "AS KS 5S 5C 7S 6S",
    "QS JS TS 4S 3S 9H",
    "9S 8S 2S 8H 7H 6H",
)


def test_cut_throat_the_dealer_discards_and_draws_like_the_others() -> None:
    """V19 Cut-throat ("the dealer does not rob the pack but discards and draws like the
    others"), house rule `cinch_cut_throat`, CI-4.1, CI-4.2: the discard turns go 0, 1, 2
    (the dealer last, never a second turn to rob); once the dealer says `done` the play
    begins, the maker leading, with the rest of the stock unused. Seat 0's AS takes Low
    (the 2S); seat 1's JS takes the 5S (Jack, Right Pedro) and its TS takes Game; seat 0's
    5C (the Left Pedro) takes the last trick. Counts 7, 7, 0: seat 0 made its 6, and each
    player scores its own count (scoring by difference needs two sides)."""
    module = load_rules_module("cinch_cut_throat")
    hand = Hand(module, CUT_THROAT_HANDS, "7S 6S 4S 3S 9H 8H 7H 6H", dealer=2)
    game = hand.game
    hand.act("bid 6", "pass", "pass", "name S")
    turns = []
    while game.phase == "discard":
        turns.append(game.to_act)
        keep = CUT_THROAT_FINAL[game.to_act].split()
        hand.discard(*[c for c in game.observation(game.to_act)["hand"] if c not in keep])
        hand.act("done")
    assert turns == [0, 1, 2]
    assert [held(game, seat) for seat in range(3)] == [cards(h) for h in CUT_THROAT_FINAL]
    assert game.phase == "play" and game.to_act == 0
    assert game.observation(0)["stock_size"] == 17
    hand.play("AS 3S 2S", "KS QS 8S", "5S JS 9S", "TS 6H 7S", "4S 7H 6S", "5C 9H 8H")
    result = game.hand_result
    assert result.points == {
        "high": 0,
        "low": 0,
        "jack": 1,
        "game": 1,
        "right_pedro": 1,
        "left_pedro": 0,
    }
    assert result.made is True and list(result.scores) == [7, 7, 0]
    replayed = hand.replayed()["expect"]
    assert replayed["scores"] == [7, 7, 0] and replayed["points"] == result.points


# -- Widow and Blind Cinch: a kitty taken once trump is named ---------------------------

# Six players, dealer 5: seat 0 bids 7 and names spades (the Left Pedro is the 5C, seat
# 4's). The widow, the stock's four cards, is 5S 4S 3S 2S.
WIDOW_HANDS = (
    "AS KS QS JS AH KH QH JH",
    "TH 9H 8H 7H 6H 5H 4H 3H",
    "AD KD QD JD TD 9D 8D 7D",
    "6D 5D 4D 3D 2D 2H AC KC",
    "QC JC TC 9C 8C 7C 6C 5C",
    "4C 3C 2C TS 9S 8S 7S 6S",
)
WIDOW_DISCARDS = (
    ("3S", "2S", "AH", "KH", "QH", "JH"),  # the maker throws away Low with its hearts
    ("4H", "3H"),
    ("8D", "7D"),
    ("2H", "2D"),
    ("7C", "6C"),
    ("3C", "2C"),
)


def test_widow_the_maker_takes_the_widow_then_everyone_discards_down_to_six() -> None:
    """V19 Widow Cinch ("a 4-card widow to the high bidder, who discards 6; the others
    discard 2"), house rule `cinch_widow`, CI-4.1, CI-4.2, CI-4.5: once spades are named
    the maker holds twelve, the widow's four among them; the discards go from the maker in
    turn, each turn ending at six without `done` (refused, citing CI-4.2). Six tricks are
    played, and Low, the 2S the maker discarded, is in play for no one."""
    module = load_rules_module("cinch_widow")
    hand = Hand(module, WIDOW_HANDS, "5S 4S 3S 2S", dealer=5)
    game = hand.game
    hand.act("bid 7", "pass", "pass", "pass", "pass", "pass")
    assert len(game.observation(0)["hand"]) == 8  # the widow stays face down until then
    hand.act("name S")
    assert held(game, 0) == cards(WIDOW_HANDS[0]) | {"5S", "4S", "3S", "2S"}
    for seat, thrown in enumerate(WIDOW_DISCARDS):  # the maker first, then in turn
        assert game.phase == "discard" and game.to_act == seat
        assert "done" not in game.legal_actions()
        assert_refused(module, game, "done", module.RULES.cite("draw.down"))
        hand.discard(*thrown)
        assert len(held(game, seat)) == 6
    assert game.phase == "play" and game.to_act == 0
    hand.finish()
    result = game.hand_result
    assert len(result.tricks) == 6 and result.points["low"] is None
    assert hand.replayed()["expect"]["points"] == result.points


def test_widow_seen_the_maker_takes_the_widow_and_discards_before_naming_trump() -> None:
    """House rule `cinch_widow_seen` (the widow seen before trump is named, as six-handed
    Ten-Point Pitch and Wisconsin Smear tables play it), CI-4.1, CI-4.2: as the auction
    ends the maker holds twelve, its eight and the widow, with no trump yet; naming is
    refused (CI-4.2) until it has discarded down to six; then it names spades and the
    others discard two each in turn. The same cards go as in Widow Cinch, so the same six
    tricks are played and Low, the discarded 2S, is in play for no one."""
    module = load_rules_module("cinch_widow_seen")
    hand = Hand(module, WIDOW_HANDS, "5S 4S 3S 2S", dealer=5)
    game = hand.game
    hand.act("bid 7", "pass", "pass", "pass", "pass", "pass")
    assert game.phase == "discard" and game.to_act == 0
    observed = game.observation(0)
    assert observed["trump"] is None
    assert set(observed["hand"]) == cards(WIDOW_HANDS[0]) | {"5S", "4S", "3S", "2S"}
    assert len(game.observation(1)["hand"]) == 8  # nobody else sees the widow
    assert_refused(module, game, "name S", module.RULES.cite("draw.down"))
    hand.discard(*WIDOW_DISCARDS[0])
    assert game.phase == "naming" and game.to_act == 0 and len(held(game, 0)) == 6
    hand.act("name S")
    for seat, thrown in enumerate(WIDOW_DISCARDS[1:], start=1):
        assert game.phase == "discard" and game.to_act == seat
        hand.discard(*thrown)
        assert len(held(game, seat)) == 6
    assert game.phase == "play" and game.to_act == 0
    hand.finish()
    result = game.hand_result
    assert len(result.tricks) == 6 and result.points["low"] is None
    assert hand.replayed()["expect"]["points"] == result.points


# Seat 0 holds two top hearts and two low spades; the widow is the spade honours.
SEEN_HANDS = (
    "AH KH 7C 6C 4D 3D 8S 7S",
    "QH JH TH 9H 8H 7H 6H 5H",
    "AD KD QD JD TD 9D 8D 7D",
    "6D 5D 2D 4H 3H 2H AC KC",
    "QC JC TC 9C 8C 5C 4C 3C",
    "2C TS 9S 6S 5S 4S 3S 2S",
)


def test_widow_seen_the_rule_based_maker_names_the_suit_the_widow_makes() -> None:
    """House rule `cinch_widow_seen`: a bot that sees the widow uses it. Seat 0's eight
    cards hold A K of hearts and only 8 7 of spades; the widow is A K Q J of spades.
    Worked by hand: with the widow the hand holds six spades with High and Jack, so it
    keeps exactly the six spades (its six discards are the other six cards, before any
    trump is named) and names spades."""
    from allfours.simulate.players.rule_based import RuleBasedPlayer

    module = load_rules_module("cinch_widow_seen")
    hand = Hand(module, SEEN_HANDS, "AS KS QS JS", dealer=5)
    game = hand.game
    hand.act("bid 7", "pass", "pass", "pass", "pass", "pass")
    bot = RuleBasedPlayer(module, 0, random.Random(0))
    while game.phase == "discard":
        game.apply(bot.choose(game.observation(0)), 0)
    assert held(game, 0) == cards("AS KS QS JS 8S 7S")
    assert game.phase == "naming" and bot.choose(game.observation(0)) == "name S"


BLIND_HANDS = (
    "AS KS QS JS TS 9S 8S 7S 6S",
    "AH KH QH JH TH 9H 8H 7H 6H",
    "AD KD QD JD TD 9D 8D 7D 6D",
    "AC KC QC JC TC 9C 8C 7C 6C",
)
# The packets, four each from the top of the stock, dealt from the dealer's left.
BLIND_PACKETS = ("5S 4S 3S 2S", "5H 4H 3H 2H", "5D 4D 3D 2D", "5C 4C 3C 2C")


def test_blind_each_player_takes_a_packet_and_the_maker_discards_first() -> None:
    """V19 Blind Cinch ("9 plus a face-down packet of 4 for each player; after the auction,
    bidder and then opponents add their packet and discard 7"), house rule `cinch_blind`,
    CI-4.1, CI-4.2: dealer 3; seat 1 bids 6 and names hearts. Every player then holds
    thirteen, its nine and its packet; the discards go 1, 2, 3, 0, seven each; the stock is
    empty and six tricks are played."""
    module = load_rules_module("cinch_blind")
    hand = Hand(module, BLIND_HANDS, " ".join(BLIND_PACKETS), dealer=3)
    game = hand.game
    hand.act("pass", "bid 6", "pass", "pass")
    assert len(game.observation(1)["hand"]) == 9
    hand.act("name H")
    for seat in range(4):
        assert held(game, seat) == cards(BLIND_HANDS[seat]) | cards(BLIND_PACKETS[seat])
    turns = []
    while game.phase == "discard":
        seat = game.to_act
        turns.append(seat)
        hand.discard(*sorted(held(game, seat))[:7])  # seven, and the turn passes
        assert len(held(game, seat)) == 6 and game.to_act != seat
    assert turns == [1, 2, 3, 0]
    assert game.observation(0)["stock_size"] == 0
    assert game.to_act == 1
    hand.finish()
    assert len(game.hand_result.tricks) == 6
    hand.replayed()
