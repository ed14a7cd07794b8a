"""Behaviour of the generated `seven_up` and `all_fours` modules, hand by hand, against the rules.

Every test deals an exact pack (the hands plus the stock, top first, holding the 52 cards
once; the stock's first card is the first turn-up), drives the hand through `Game.apply`
and then replays the same hand as an `allfours-hand/2` record, checking that the live game
and the replay agree with what the rule says. Each docstring names the rule of
`rules/seven-up.md` (SU-x.y, AF-x.y) and, where there is one, the catalogue edge case
(`reference/all-fours-family.md`, Part 4) the test decides. The expected values were
worked out by hand from the rules, never copied from the engine's output.

Two players with dealer 1 are used unless said otherwise, so that seat 0 is eldest.
"""

from __future__ import annotations

from functools import partial
from types import ModuleType
from typing import Any

import pytest
from exact_hands import PACK, Hand, full_stock, trick
from exact_hands import check as check_hand

from conftest import load_rules_module
from playing import assert_refused

POINT_IDS = ("turned_jack", "gift", "high", "low", "jack", "game")
# SU-8.3: what a record's `expect` holds for a Seven-Up hand.
EXPECT_FIELDS = {"turnups", "trump", "tricks", "points", "scores", "game_over", "winner", "redeal"}
check = partial(check_hand, fields=EXPECT_FIELDS)


@pytest.fixture(scope="module")
def su() -> ModuleType:
    return load_rules_module("seven_up")


@pytest.fixture(scope="module")
def af() -> ModuleType:
    return load_rules_module("all_fours")


# -- helpers --------------------------------------------------------------------------


def pts(**credited: Any) -> dict[str, Any]:
    """All six point ids, None unless given."""
    assert set(credited) <= set(POINT_IDS)
    return {point: credited.get(point) for point in POINT_IDS}


def hands_without(players: int, top: str, avoid: str = "") -> list[str]:
    """Six cards a seat, in pack order, none of `top` or `avoid` and no jack (so that no
    test meets a jack it did not put there)."""
    skip = set(top.split()) | set(avoid.split())
    cards = [card for card in PACK if card not in skip and card[0] != "J"]
    return [" ".join(cards[6 * seat : 6 * seat + 6]) for seat in range(players)]


def held(game: Any, seat: int) -> set[str]:
    return set(game.observation(seat)["hand"])


def cards(codes: str) -> set[str]:
    return set(codes.split())


def plays(codes: str) -> set[str]:
    return {"play " + card for card in codes.split()}


# -- deals used by several tests -------------------------------------------------------

# Clubs turned up (4C), no club dealt: no trump in play (SU-6.6). Seat 0 takes only the
# trick of the TD (10 for Game); seat 1 takes the AH, KH, QH (4 + 3 + 2 = 9) and 9D, 8S,
# 7S (0): seat 0 scores Game, 10 to 9.
TEN_BEATS_HONOURS = ["TD 2H 3H 4H 5H 6H", "9D AH KH QH 8S 7S"]
TEN_BEATS_HONOURS_TRICKS = ["TD 9D", "2H AH", "KH 3H", "QH 4H", "8S 5H", "7S 6H"]
# The same with seat 1's 8S a JS (a plain jack: 1): 10 to 10, a tie for Game.
GAME_TIE = ["TD 2H 3H 4H 5H 6H", "9D AH KH QH JS 7S"]
GAME_TIE_TRICKS = ["TD 9D", "2H AH", "KH 3H", "QH 4H", "JS 5H", "7S 6H"]
NO_TRUMP_TOP = "4C"

# Spades turned up (8S). Seat 0 holds AS and 2S (High, Low), seat 1 the JS and 3S and
# the three plain tens: seat 1 takes the Jack with its JS (on seat 0's 2S) and Game
# (31 to 4).
SPLIT_POINTS = ["AS 2S 2H 3H 4H 5H", "JS 3S TH TD TC 6H"]
SPLIT_POINTS_TRICKS = ["AS 3S", "2S JS", "TH 2H", "TD 3H", "TC 4H", "6H 5H"]
SPLIT_POINTS_RESULT = [
    trick(0, "AS 3S", 0),
    trick(0, "2S JS", 1),
    trick(1, "TH 2H", 1),
    trick(1, "TD 3H", 1),
    trick(1, "TC 4H", 1),
    trick(1, "6H 5H", 1),
]

# Spades turned up (8S). Seat 1's lone AS takes seat 0's 2S (High to seat 1, Low to
# seat 0); seat 0 then takes everything else: Jack (its JS) and Game (26 to 4).
HIGH_ALONE = ["2S JS TH TD KC QC", "AS 3H 4H 5D 6D 7C"]
HIGH_ALONE_TRICKS = ["2S AS", "3H TH", "JS 4H", "TD 5D", "KC 7C", "QC 6D"]


# -- SU-1 players, seats, sides, cards ---------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_su_1_1_two_three_or_four_players(su: ModuleType, players: int) -> None:
    """SU-1.1: two, three or four players; each is dealt a hand of six."""
    game = su.Game(players, seed=players)
    game.deal()
    assert [len(game.observation(seat)["hand"]) for seat in range(players)] == [6] * players


@pytest.mark.parametrize("players", [1, 5, 6])
def test_su_1_1_other_tables_are_refused(su: ModuleType, players: int) -> None:
    """SU-1.1: no Seven-Up table of one, five or six players."""
    with pytest.raises(ValueError, match=r"SU-1\.1"):
        su.Game(players)


@pytest.mark.parametrize(("players", "dealer"), [(2, 0), (2, 1), (3, 2), (4, 1), (4, 3)])
def test_su_1_2_eldest_is_left_of_the_dealer_and_play_goes_clockwise(
    su: ModuleType, players: int, dealer: int
) -> None:
    """SU-1.2: eldest is seat dealer+1 mod n and decides first; eldest leads and the turn
    goes clockwise round the trick; another seat playing out of turn is refused (SU-1.2)."""
    game = su.Game(players, dealer=dealer, seed=7)
    game.deal()
    eldest = (dealer + 1) % players
    assert game.to_act == eldest
    assert game.observation(eldest)["legal"] == ["stand", "beg"]
    assert game.observation(dealer)["legal"] == []
    game.apply("stand", seat=eldest)
    assert game.to_act == eldest
    for i in range(players):
        seat = (eldest + i) % players
        assert game.to_act == seat
        if i > 0:
            wrong = (seat + 1) % players
            card = game.observation(wrong)["hand"][0]
            assert_refused(su, game, f"play {card}", "SU-1.2", seat=wrong)
        game.apply(game.legal_actions()[0], seat=seat)


@pytest.mark.parametrize(
    ("scores", "final", "winner"),
    [([3, 1, 3, 1], [5, 3, 5, 3], None), ([5, 5, 5, 5], [7, 7, 7, 7], 1)],
)
def test_su_1_3_partners_share_one_score_and_win_as_a_side(
    su: ModuleType, scores: list[int], final: list[int], winner: int | None
) -> None:
    """SU-1.3 (with SU-7.3): four players, dealer 3; side 0 is seats 0 and 2, side 1 seats
    1 and 3. The JC turned up scores side 1 at once on both its seats; seat 2's AC (High,
    and Game: the only counting card dealt) scores side 0, seat 3's 2C (Low) side 1.
    Points and the winner are side numbers, never seats. From 5-all both sides reach 7:
    counting out from 5-6 (after the turned jack), High takes side 0 to 6, Low side 1
    to 7, so side 1 wins."""
    hands = [
        "2H 3H 4H 5H 6H 7H",
        "8H 9H 2D 3D 4D 5D",
        "AC 6D 7D 8D 9D 2S",
        "2C 3S 4S 5S 6S 7S",
    ]
    hand = Hand(su, hands, "JC", dealer=3, scores=scores)
    after_jack = [s + (seat % 2) for seat, s in enumerate(scores)]
    assert hand.game.observation(0)["scores"] == after_jack
    hand.act("stand")
    hand.finish()
    check(
        hand,
        points=pts(turned_jack=1, high=0, low=1, game=0),
        scores=final,
        winner=winner,
        game_over=winner is not None,
    )


def test_su_1_4_a_deal_must_be_the_pack_once(su: ModuleType) -> None:
    """SU-1.4: a card code outside the pack, a card dealt twice, or hands and stock that
    leave out a card are refused."""
    hands = ["AS KS QS JS TS 9S", "AH KH QH JH TH 9H"]
    stock = full_stock(hands)
    game = su.Game(2)
    with pytest.raises(ValueError, match=r"SU-1\.4"):
        game.deal([["AS", "KS", "QS", "JS", "TS", "1S"], hands[1].split()], stock)
    with pytest.raises(ValueError, match=r"SU-1\.4"):
        game.deal([hand.split() for hand in hands], ["AS", *stock])
    with pytest.raises(ValueError, match=r"SU-1\.4"):
        game.deal([hand.split() for hand in hands], stock[1:])
    assert game.phase == "waiting"


@pytest.mark.parametrize(
    ("hands", "tricks", "game_side"),
    [(TEN_BEATS_HONOURS, TEN_BEATS_HONOURS_TRICKS, 0), (GAME_TIE, GAME_TIE_TRICKS, None)],
)
def test_su_1_5_counting_cards_for_game(
    su: ModuleType, hands: list[str], tricks: list[str], game_side: int | None
) -> None:
    """SU-1.5 (with SU-6.7): ten 10, ace 4, king 3, queen 2, jack 1, others 0. A lone ten
    (10) beats an ace, king and queen (9) with nines, eights and sevens (0); adding a plain
    jack (1) to the honours makes it 10 all, and no one scores Game."""
    hand = Hand(su, hands, NO_TRUMP_TOP, dealer=1)
    hand.act("stand")
    hand.play(*tricks)
    check(
        hand,
        trump="C",
        points=pts(game=game_side),
        scores=[1, 0] if game_side == 0 else [0, 0],
        game_over=False,
    )


# -- SU-2 the deal and the turn-up ---------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_su_2_1_random_deal_six_each_the_rest_is_the_stock(su: ModuleType, players: int) -> None:
    """SU-2.1: six cards to each player, from one pack; the undealt cards are the stock
    (one of them now turned up), and the same shuffle dealt by the next dealer gives every
    hand to the next seat (the deal starts with eldest)."""
    for seed in range(5):
        views = []
        for dealer in range(players):
            game = su.Game(players, dealer=dealer, seed=seed)
            game.deal()
            views.append([game.observation(seat) for seat in range(players)])
        first = views[0]
        dealt = [card for view in first for card in view["hand"]]
        assert len(dealt) == len(set(dealt)) == 6 * players
        assert first[0]["stock_size"] == 52 - 6 * players - 1
        assert first[0]["turnups"][0] not in dealt
        for dealer in range(1, players):
            for seat in range(players):
                moved = views[dealer][(seat + dealer) % players]["hand"]
                assert moved == first[seat]["hand"]
            assert views[dealer][0]["turnups"] == first[0]["turnups"]


def test_su_2_1_a_given_deal_needs_six_cards_each_and_its_stock(su: ModuleType) -> None:
    """SU-2.1: a hand of five cards is refused, and so is a deal without its stock (the
    turn-up and the runs come from it)."""
    hands = ["AS KS QS JS TS 9S", "AH KH QH JH TH 9H"]
    game = su.Game(2)
    with pytest.raises(ValueError, match=r"SU-2\.1"):
        game.deal([hands[0].split()[:5], hands[1].split()], [*full_stock(hands), "9S"])
    with pytest.raises(ValueError, match=r"SU-2\.1"):
        game.deal([hand.split() for hand in hands])
    assert game.phase == "waiting"


def test_su_2_2_the_top_card_of_the_stock_is_turned_up(su: ModuleType) -> None:
    """SU-2.2 (with SU-3.2): the stock's first card, the 7H, is turned up and shown to
    every seat; its suit is only offered, so there is no trump until eldest stands. The
    stock stays face down."""
    hand = Hand(su, hands_without(2, "7H"), "7H", dealer=1)
    for seat in range(2):
        view = hand.game.observation(seat)
        assert view["turnups"] == ["7H"]
        assert view["trump"] is None
        assert view["stock_top"] is None
        assert view["stock_size"] == 39
    assert hand.game.phase == "begging"
    hand.act("stand")
    assert [hand.game.observation(seat)["trump"] for seat in range(2)] == ["H", "H"]
    hand.finish()
    check(hand, turnups=["7H"], trump="H")


def test_su_2_3_a_turned_jack_scores_the_dealer_whatever_its_suit_becomes(su: ModuleType) -> None:
    """SU-2.3 (E04, E16): the JH turned up scores the dealer (seat 1) 1 at once, before
    anyone acts; eldest then begs and the dealer runs to spades, and the point stands
    although hearts are not trump."""
    top = "JH 2D 3D 4D 5D 6D 7D 5S"
    hand = Hand(su, hands_without(2, top), top, dealer=1)
    assert [hand.game.observation(seat)["scores"] for seat in range(2)] == [[0, 1], [0, 1]]
    hand.act("beg", "run")
    assert hand.game.observation(0)["trump"] == "S"
    assert hand.game.scores == [0, 1]
    hand.finish()
    live = check(hand, turnups=["JH", "5S"], trump="S")
    assert live["points"]["turned_jack"] == 1


def test_su_2_4_a_turned_up_trump_is_never_in_play(su: ModuleType) -> None:
    """SU-2.4 (with SU-6.3, SU-6.4, E03, E04): the AH turned up is the highest heart but is
    never in play, so High is seat 0's KH; Low is seat 1's 3H although seat 0 takes it;
    the JH lies in the stock: no Jack. Game: seat 0 takes 3 (KH), seat 1 2 (QH)."""
    hand = Hand(su, ["KH 5S 6S 7S 8S 9S", "QH 3H 2D 3D 4D 5D"], "AH", dealer=1)
    hand.act("stand")
    hand.play("KH 3H", "5S QH", "2D 6S", "3D 7S", "4D 8S", "5D 9S")
    check(
        hand,
        turnups=["AH"],
        trump="H",
        tricks=[
            trick(0, "KH 3H", 0),
            trick(0, "5S QH", 1),
            trick(1, "2D 6S", 1),
            trick(1, "3D 7S", 1),
            trick(1, "4D 8S", 1),
            trick(1, "5D 9S", 1),
        ],
        points=pts(high=0, low=1, game=0),
        scores=[2, 1],
    )


def test_su_2_5_the_deal_passes_left(su: ModuleType) -> None:
    """SU-2.5: after each played hand the next dealer is the seat to the dealer's left
    (three players, dealer 2: then 0, then 1, then 2)."""
    game = su.Game(3, dealer=2, seed=4)
    dealers: list[int] = []
    while not game.game_over and len(dealers) < 6:
        game.deal()
        dealers.append(game.dealer)
        while game.to_act is not None:
            game.apply(game.legal_actions()[0])  # eldest always stands
        assert game.hand_result.redeal is False
    assert len(dealers) >= 2
    assert dealers == [(2 + i) % 3 for i in range(len(dealers))]


# -- SU-3 standing, begging, running the cards ----------------------------------------------


def test_su_3_1_eldest_alone_decides(su: ModuleType) -> None:
    """SU-3.1: only eldest acts first, and only `stand` or `beg`: the dealer standing, or
    eldest giving, running, discarding or playing, is refused citing SU-3.1."""
    hand = Hand(su, ["AS KS 2H 3H 4H 5H", "QS 2S 6H 7H 8H 9H"], "7D", dealer=1)
    game = hand.game
    assert set(game.legal_actions()) == {"stand", "beg"}
    assert_refused(su, game, "stand", "SU-3.1", seat=1)
    assert_refused(su, game, "beg", "SU-3.1", seat=1)
    for action in ("give", "run", "discard AS", "play AS", "pass"):
        assert_refused(su, game, action, "SU-3.1", seat=0)
    hand.act("beg")
    assert game.to_act == 1


def test_su_3_1_eldest_decides_only_once(su: ModuleType) -> None:
    """SU-3.1 (E16: only one beg a hand): after a gift, eldest may not beg again, nor stand;
    the refusal names SU-3.1, the rule that says eldest decides once."""
    hand = Hand(su, ["AS KS 2H 3H 4H 5H", "QS 2S 6H 7H 8H 9H"], "7D", dealer=1)
    hand.act("beg", "give")
    assert_refused(su, hand.game, "beg", "SU-3.1", seat=0)
    assert_refused(su, hand.game, "stand", "SU-3.1", seat=0)


def test_su_3_2_stand_makes_the_turned_suit_trump_and_play_begins(su: ModuleType) -> None:
    """SU-3.2 (with SU-5.1): eldest stands; the turned-up suit is trump, nothing else is
    turned up or dealt, and eldest leads any of its six cards."""
    hands = ["AS KS 2H 3H 4H 5H", "QS 2S 6H 7H 8H 9H"]
    hand = Hand(su, hands, "7D", dealer=1)
    hand.act("stand")
    game = hand.game
    assert game.phase == "play"
    assert game.to_act == 0
    assert set(game.legal_actions()) == {"play " + card for card in hands[0].split()}
    view = game.observation(0)
    assert (view["trump"], view["turnups"], view["stock_size"]) == ("D", ["7D"], 39)
    assert game.scores == [0, 0]
    hand.finish()
    live = check(hand, turnups=["7D"], trump="D")
    assert live["points"]["gift"] is None and len(live["tricks"]) == 6


def test_su_3_3_a_beg_is_answered_by_the_dealer(su: ModuleType) -> None:
    """SU-3.3: after a beg the dealer answers `give` or `run`; standing, or eldest acting
    again, is refused citing SU-3.3; trump is not yet fixed."""
    hand = Hand(su, ["AS KS 2H 3H 4H 5H", "QS 2S 6H 7H 8H 9H"], "7D", dealer=1)
    hand.act("beg")
    game = hand.game
    assert game.to_act == 1
    assert set(game.legal_actions()) == {"give", "run"}
    assert game.observation(1)["trump"] is None
    assert_refused(su, game, "stand", "SU-3.3", seat=1)
    assert_refused(su, game, "beg", "SU-3.3", seat=1)
    assert_refused(su, game, "give", "SU-3.3", seat=0)


@pytest.mark.parametrize(
    ("players", "dealer", "gift", "after"),
    [
        (2, 1, 0, [1, 0]),
        (2, 0, 1, [0, 1]),
        (3, 1, [2, 0], [1, 0, 1]),
        (3, 0, [1, 2], [0, 1, 1]),
        (4, 3, 0, [1, 0, 1, 0]),
        (4, 0, 1, [0, 1, 0, 1]),
    ],
)
def test_su_3_4_the_gift_goes_to_each_side_but_the_dealers(
    su: ModuleType, players: int, dealer: int, gift: Any, after: list[int]
) -> None:
    """SU-3.4 (E16): `give` scores 1 to eldest with two players, to eldest's partnership
    with four (both partners), and to both opponents with three, credited as a list of
    seats, eldest first. The turned-up suit is trump and eldest leads."""
    hand = Hand(su, hands_without(players, "7H"), "7H", dealer=dealer)
    hand.act("beg", "give")
    game = hand.game
    assert game.scores == after
    assert (game.phase, game.to_act) == ("play", (dealer + 1) % players)
    assert game.observation(0)["trump"] == "H"
    hand.finish()
    live = check(hand, turnups=["7H"], trump="H")
    assert live["points"]["gift"] == gift


@pytest.mark.parametrize(
    ("players", "dealer", "scores"),
    [
        (2, 1, [6, 0]),  # eldest at 6
        (3, 1, [6, 0, 0]),  # eldest (seat 2) at 0, the other receiver (seat 0) at 6
        (4, 3, [6, 0, 6, 0]),  # eldest's partnership at 6
    ],
)
def test_su_3_5_no_gift_that_would_put_a_side_out(
    su: ModuleType, players: int, dealer: int, scores: list[int]
) -> None:
    """SU-3.5 (E16: eldest at 6 begs → the dealer must run): a gift that would bring any
    receiving side to 7 is refused citing SU-3.5; `run` is the only legal answer."""
    top = "7H " + " ".join(f"{r}D" for r in "23456789TQKA"[: 3 * players]) + " 5C"
    hand = Hand(su, hands_without(players, top), top, dealer=dealer, scores=scores)
    hand.act("beg")
    assert hand.game.legal_actions() == ("run",)
    assert_refused(su, hand.game, "give", "SU-3.5", seat=dealer)
    hand.act("run")
    assert hand.game.observation(0)["trump"] == "C"
    hand.finish()
    live = check(hand, turnups=["7H", "5C"], trump="C")
    assert live["points"]["gift"] is None


@pytest.mark.parametrize(
    ("players", "dealer", "scores", "after"),
    [
        (2, 1, [5, 0], [6, 0]),  # eldest reaches 6, not 7
        (2, 1, [0, 6], [1, 6]),  # the dealer at 6 receives nothing
        (3, 1, [5, 6, 5], [6, 6, 6]),
    ],
)
def test_su_3_5_a_gift_short_of_the_target_may_be_given(
    su: ModuleType, players: int, dealer: int, scores: list[int], after: list[int]
) -> None:
    """SU-3.5: the limit is only on the receivers reaching 7; a dealer at 6, or receivers
    at 5, may still give."""
    hand = Hand(su, hands_without(players, "7H"), "7H", dealer=dealer, scores=scores)
    hand.act("beg")
    assert set(hand.game.legal_actions()) == {"give", "run"}
    hand.act("give")
    assert hand.game.scores == after
    assert not hand.game.game_over


def test_su_3_6_a_run_deals_three_each_from_eldest_then_turns_a_new_trump(
    su: ModuleType,
) -> None:
    """SU-3.6: running, the dealer gives three cards from the top of the stock to eldest
    (seat 0), then three to the dealer, and turns up the next card: clubs, a new suit,
    is trump with no further option (the next steps are discards)."""
    top = "7H 2S 3S 4S 5D 6D 7D 8C"
    hands = hands_without(2, top)
    hand = Hand(su, hands, top, dealer=1)
    hand.act("beg", "run")
    game = hand.game
    assert held(game, 0) == set(hands[0].split()) | {"2S", "3S", "4S"}
    assert held(game, 1) == set(hands[1].split()) | {"5D", "6D", "7D"}
    view = game.observation(0)
    assert (view["trump"], view["turnups"], view["stock_size"]) == ("C", ["7H", "8C"], 32)
    assert (game.phase, game.to_act) == ("discard", 0)
    assert all(action.startswith("discard ") for action in game.legal_actions())
    assert game.scores == [0, 0]
    hand.finish()
    check(hand, turnups=["7H", "8C"], trump="C")


def test_su_3_6_three_players_get_their_packets_clockwise_from_eldest(su: ModuleType) -> None:
    """SU-3.6: with three players and dealer 0, the run's packets go to seat 1 (eldest),
    seat 2, then seat 0, one packet each, and the next card (4D) is turned up."""
    top = "7H 2S 3S 4S 5S 6S 7S 8C 9C TC 4D"
    hands = hands_without(3, top)
    hand = Hand(su, hands, top, dealer=0)
    hand.act("beg", "run")
    assert held(hand.game, 1) - set(hands[1].split()) == {"2S", "3S", "4S"}
    assert held(hand.game, 2) - set(hands[2].split()) == {"5S", "6S", "7S"}
    assert held(hand.game, 0) - set(hands[0].split()) == {"8C", "9C", "TC"}
    assert hand.game.observation(0)["trump"] == "D"


def test_su_3_7_runs_repeat_while_the_refused_suit_repeats(su: ModuleType) -> None:
    """SU-3.7 (E16): the first run turns the 9H, the refused suit again: it is set aside
    and the dealer runs again at once (no step), and the 5C makes clubs trump. Every
    turn-up is in `turnups`, the set-aside one included; each player holds twelve."""
    top = "7H 2S 3S 4S 5S 6S 7S 9H 8S 9S TS 2D 3D 4D 5C"
    hands = hands_without(2, top)
    hand = Hand(su, hands, top, dealer=1)
    hand.act("beg", "run")
    game = hand.game
    assert held(game, 0) == set(hands[0].split()) | cards("2S 3S 4S 8S 9S TS")
    assert held(game, 1) == set(hands[1].split()) | cards("5S 6S 7S 2D 3D 4D")
    view = game.observation(0)
    assert (view["trump"], view["turnups"], view["stock_size"]) == ("C", ["7H", "9H", "5C"], 25)
    assert game.phase == "discard"
    hand.finish()
    check(hand, turnups=["7H", "9H", "5C"], trump="C")


def test_su_3_7_a_set_aside_jack_scores_nothing(su: ModuleType) -> None:
    """SU-3.7 (E04, E16): the JH turned by a run, hearts having been refused, is set aside
    and scores no one; the dealer runs again to the 5C."""
    top = "7H 2S 3S 4S 5S 6S 7S JH 8S 9S TS 2D 3D 4D 5C"
    hand = Hand(su, hands_without(2, top), top, dealer=1)
    hand.act("beg", "run")
    assert hand.game.scores == [0, 0]
    assert hand.game.observation(0)["turnups"] == ["7H", "JH", "5C"]
    hand.finish()
    live = check(hand, turnups=["7H", "JH", "5C"], trump="C")
    assert live["points"]["turned_jack"] is None


def bunch_deal(players: int, runs: int, refused: str = "H") -> tuple[list[str], str, list[str]]:
    """Hands and a stock where the first turn-up and every one of `runs` runs turn up the
    refused suit (the first of them its jack); the next run would need more cards than
    are left. Returns the hands, the stock and the turn-ups."""
    turnups = [f"J{refused}"] + [f"{r}{refused}" for r in "23456"[:runs]]
    rest = [card for card in PACK if card not in turnups]
    hands = [" ".join(rest[6 * s : 6 * s + 6]) for s in range(players)]
    rest = rest[6 * players :]
    stock: list[str] = []
    for card in turnups:
        stock.append(card)
        stock.extend(rest[: 3 * players])
        rest = rest[3 * players :]
    stock.extend(rest)
    return hands, " ".join(stock), turnups


@pytest.mark.parametrize(("players", "dealer", "runs"), [(2, 1, 5), (3, 2, 3), (4, 3, 2)])
def test_su_3_8_the_cards_are_bunched_when_the_stock_runs_out(
    su: ModuleType, players: int, dealer: int, runs: int
) -> None:
    """SU-3.8 (E16: the pack runs out): five runs fit with two players, three with three,
    two with four; when every one turns the refused suit, the next run is due with fewer
    than 3n+1 cards left: the hand ends unplayed (`redeal` true, no trump, no tricks, not
    over), the turned JH's point stands, and the same dealer deals the next hand."""
    hands, top, turnups = bunch_deal(players, runs)
    hand = Hand(su, hands, top, dealer=dealer)
    hand.act("beg", "run")
    game = hand.game
    sides = 2 if players == 4 else players
    dealer_side = dealer % sides
    scores = [1 if seat % sides == dealer_side else 0 for seat in range(players)]
    assert game.to_act is None and game.legal_actions() == ()
    assert game.hand_result.passed_out is True
    check(
        hand,
        turnups=turnups,
        trump=None,
        tricks=[],
        points=pts(turned_jack=dealer_side),
        scores=scores,
        game_over=False,
        winner=None,
        redeal=True,
    )
    game.deal()
    assert game.dealer == dealer
    assert game.to_act == (dealer + 1) % players


def test_su_3_8_the_fifth_run_of_two_players_still_fits(su: ModuleType) -> None:
    """SU-3.8: with two players the fifth run, with 11 cards left, is dealt; when it turns
    a new suit (the 5C), the hand is played (discarding fifteen each), not bunched."""
    hands, top, _ = bunch_deal(2, 5)
    stock = top.split()
    heart, club = stock.index("6H"), stock.index("5C")
    stock[heart], stock[club] = "5C", "6H"
    hand = Hand(su, hands, " ".join(stock), dealer=1)
    hand.act("beg", "run")
    assert len(hand.game.observation(0)["hand"]) == 21
    assert hand.game.observation(0)["stock_size"] == 4
    hand.finish()
    live = check(
        hand, turnups=["JH", "2H", "3H", "4H", "5H", "5C"], trump="C", redeal=False, game_over=False
    )
    assert len(live["tricks"]) == 6
    assert sum(1 for step in hand.steps if step["action"].startswith("discard ")) == 30


# -- SU-4 discarding after a run --------------------------------------------------------------


def test_su_4_1_discards_one_a_step_eldest_first_then_clockwise(su: ModuleType) -> None:
    """SU-4.1: after a run, each player discards down to six, one `discard XX` step a card,
    any card held: eldest (seat 1, dealer 0) makes all three, then seat 2, then seat 0.
    Playing, discarding a card not held, or another seat discarding, is refused (SU-4.1)."""
    top = "7H 2S 3S 4S 5S 6S 7S 8C 9C TC 4D"
    hand = Hand(su, hands_without(3, top), top, dealer=0)
    hand.act("beg", "run")
    game = hand.game
    order = []
    discarded: set[str] = set()
    while game.phase == "discard":
        seat = game.to_act
        cards = game.observation(seat)["hand"]
        assert set(game.legal_actions()) == {"discard " + card for card in cards}
        if len(cards) == 9:
            assert_refused(su, game, "play " + cards[0], "SU-4.1", seat=seat)
            assert_refused(su, game, "discard 4D", "SU-4.1", seat=seat)  # turned up
            other = (seat + 1) % 3
            assert_refused(su, game, "discard " + cards[0], "SU-4.1", seat=other)
        order.append(seat)
        discarded.add(cards[-1])
        hand.discard(cards[-1])
    assert order == [1, 1, 1, 2, 2, 2, 0, 0, 0]
    assert (game.phase, game.to_act) == ("play", 1)
    for seat in range(3):
        assert len(held(game, seat)) == 6 and not held(game, seat) & discarded
    hand.finish()
    check(hand, turnups=["7H", "4D"], trump="D")


def test_su_4_2_discarded_cards_are_out_of_play(su: ModuleType) -> None:
    """SU-4.2 (with SU-2.4, SU-6.4, E01, E04): the run makes spades trump and gives seat 0
    the AS and JS, which it discards: High is then seat 1's KS, which is also the only
    trump in play and so Low too; no one scores Jack. Seat 1 takes every trick (Game)."""
    top = "7D AS JS 2C KS 3C 4C 9S"
    hand = Hand(su, ["2H 3H 4H 5H 6H 8H", "9H TH QH AH 5C 6C"], top, dealer=1)
    hand.act("beg", "run")
    hand.discard("AS", "JS", "2C")
    hand.discard("3C", "4C", "5C")
    hand.play("2H AH", "KS 3H", "QH 4H", "TH 5H", "9H 6H", "6C 8H")
    check(
        hand,
        turnups=["7D", "9S"],
        trump="S",
        points=pts(high=1, low=1, game=1),
        scores=[0, 3],
    )


# -- SU-5 the play ------------------------------------------------------------------------------


def test_su_5_1_eldest_leads_six_tricks_and_the_winner_leads_next(su: ModuleType) -> None:
    """SU-5.1: eldest (seat 0) leads the first trick (the dealer leading is refused citing
    SU-5.1); each trick's winner leads the next (the loser leading is refused); after six
    tricks the hand is over and no one holds a card."""
    hand = Hand(su, ["KH 5S 6S 7S 8S 9S", "QH 3H 2D 3D 4D 5D"], "AH", dealer=1)
    hand.act("stand")
    game = hand.game
    assert_refused(su, game, "play QH", "SU-5.1", seat=1)
    hand.play("KH 3H")
    assert game.to_act == 0
    assert_refused(su, game, "play QH", None, seat=1)
    hand.play("5S QH")
    assert game.to_act == 1
    assert_refused(su, game, "play 6S", None, seat=0)
    hand.play("2D 6S", "3D 7S", "4D 8S", "5D 9S")
    assert (game.phase, game.to_act, game.legal_actions()) == ("hand_over", None, ())
    assert [game.observation(seat)["hand"] for seat in range(2)] == [[], []]
    live = check(hand, game_over=False)
    assert [t["winner"] for t in live["tricks"]] == [0, 1, 1, 1, 1, 1]


def test_su_5_1_a_lead_out_of_turn_cites_su_5_1(su: ModuleType) -> None:
    """SU-5.1: the winner of a trick leads to the next; the loser leading is refused with
    the rule that says so."""
    hand = Hand(su, ["KH 5S 6S 7S 8S 9S", "QH 3H 2D 3D 4D 5D"], "AH", dealer=1)
    hand.act("stand")
    hand.play("KH 3H")
    assert_refused(su, hand.game, "play QH", "SU-5.1", seat=1)


def test_su_5_2_a_trump_lead_must_be_followed_by_a_trump(su: ModuleType) -> None:
    """SU-5.2: spades trump; on the AS led, seat 1 must play its only trump, the 3S (a
    heart is refused citing SU-5.2); on the KS led, seat 1, out of trumps, plays any
    card."""
    hand = Hand(su, ["AS KS 2H 3H 4H 5H", "3S 7H 8H 9H TH 2D"], "8S", dealer=1)
    hand.act("stand", "play AS")
    assert hand.game.legal_actions() == ("play 3S",)
    assert_refused(su, hand.game, "play 7H", "SU-5.2", seat=1)
    hand.act("play 3S", "play KS")
    assert set(hand.game.legal_actions()) == plays("7H 8H 9H TH 2D")
    hand.act("play 2D")
    hand.finish()
    check(hand, trump="S")


def test_su_5_3_a_plain_lead_may_be_followed_or_trumped_and_a_void_plays_anything(
    su: ModuleType,
) -> None:
    """SU-5.3 (E14): on the 5H led, seat 1 holding a heart must follow or trump: the 9H or
    the 3S, not the 2D (refused citing SU-5.3); it trumps. On the 2D led, seat 0, void in
    diamonds, may play any card: it need not trump with its AS."""
    hand = Hand(su, ["5H AS 2C 3C 4C 6C", "9H 3S 2D 3D 4D 5D"], "8S", dealer=1)
    hand.act("stand", "play 5H")
    assert set(hand.game.legal_actions()) == {"play 9H", "play 3S"}
    assert_refused(su, hand.game, "play 2D", "SU-5.3", seat=1)
    hand.act("play 3S", "play 2D")
    assert set(hand.game.legal_actions()) == plays("AS 2C 3C 4C 6C")
    hand.act("play 2C")
    assert hand.game.observation(0)["tricks_taken"] == [0, 2]
    hand.finish()
    check(hand, trump="S")


def test_su_5_4_the_highest_trump_else_the_highest_of_the_suit_led_wins(su: ModuleType) -> None:
    """SU-5.4: three players, spades trump. On the 5H led, the AD (another plain suit)
    does not win; the 9H does. On the AH led, seat 0's 2S, the lowest trump, wins."""
    hands = ["5H 2S 3C 4C 5C 6C", "AD 7D 8D 9D TD QD", "9H AH 2D 3D 4D 7C"]
    hand = Hand(su, hands, "8S", dealer=2)
    hand.act("stand")
    hand.play("5H AD 9H")
    assert hand.game.to_act == 2
    hand.play("AH 2S 7D")
    assert hand.game.to_act == 0
    hand.finish()
    live = check(hand, trump="S")
    assert live["tricks"][:2] == [trick(0, "5H AD 9H", 2), trick(2, "AH 2S 7D", 0)]


# -- SU-6 the points -------------------------------------------------------------------------


def test_su_6_1_turned_jack_twice_in_a_hand_is_one_id_worth_two(su: ModuleType) -> None:
    """SU-6.1 (with SU-3.6, E04, E16): the JH turned up scores the dealer 1; hearts are
    begged, and the run turns the JS: spades trump and the dealer scores `turned_jack`
    again (2 in all). The jack of trumps is turned up, so no one scores Jack."""
    top = "JH 2D 3D 4D 5D 6D 7D JS"
    hand = Hand(su, hands_without(2, top), top, dealer=1)
    hand.act("beg", "run")
    assert hand.game.scores == [0, 2]
    hand.finish()
    live = check(hand, turnups=["JH", "JS"], trump="S")
    points = live["points"]
    assert points["turned_jack"] == 1 and points["jack"] is None and points["gift"] is None
    later = sum(1 for point in ("high", "low", "game") if points[point] == 1)
    assert live["scores"][1] == 2 + later


def test_su_6_2_trumps_left_in_the_stock_are_not_high_or_low(su: ModuleType) -> None:
    """SU-6.2 (E02): spades trump, the AS, 2S and JS undealt: High is seat 0's KS, Low
    seat 1's 3S, and no one scores Jack."""
    hand = Hand(su, ["KS 4S 2H 3H 4H 5H", "3S QS 6H 7H 8H 9H"], "8S", dealer=1)
    hand.act("stand")
    hand.finish()
    live = check(hand, trump="S")
    assert (live["points"]["high"], live["points"]["low"], live["points"]["jack"]) == (0, 1, None)


def test_su_6_3_high_to_the_player_who_held_it(su: ModuleType) -> None:
    """SU-6.3: three players, spades trump, the AS undealt: seat 2's KS is High, Low is
    seat 0's 4S, whoever takes the tricks."""
    hands = ["4S 2H 3H 4H 5H 6H", "QS 7H 8H 9H TH 2D", "KS 3D 4D 5D 6D 7D"]
    hand = Hand(su, hands, "8S", dealer=0)
    hand.act("stand")
    hand.finish()
    live = check(hand, trump="S")
    assert (live["points"]["high"], live["points"]["low"]) == (2, 0)


def test_su_6_4_low_to_its_original_holder_even_when_taken(su: ModuleType) -> None:
    """SU-6.4 (E03): seat 1's only trump, the 2S, falls to seat 0's AS on the first trick;
    Low is still seat 1's, High seat 0's."""
    hand = Hand(su, ["AS 2H 3H 4H 5H 6H", "2S 7H 8H 9H TH 2D"], "8S", dealer=1)
    hand.act("stand")
    hand.play("AS 2S")
    hand.finish()
    live = check(hand, trump="S")
    assert live["tricks"][0] == trick(0, "AS 2S", 0)
    assert (live["points"]["high"], live["points"]["low"]) == (0, 1)


def test_su_6_4_a_lone_trump_is_high_and_low(su: ModuleType) -> None:
    """SU-6.4 (E01): the JS is the only trump in play: it is High, Low and, taking its own
    trick, Jack, all to seat 0."""
    hand = Hand(su, ["JS 2H 3H 4H 5H 6H", "7H 8H 9H TH 2D 3D"], "8S", dealer=1)
    hand.act("stand")
    hand.finish()
    live = check(hand, trump="S")
    points = live["points"]
    assert (points["high"], points["low"], points["jack"]) == (0, 0, 0)


@pytest.mark.parametrize(
    ("hands", "jack"),
    [
        (["QS 2H 3H 4H 5H 6H", "JS 7H 8H 9H TH 2D"], 0),  # seat 0's QS takes seat 1's JS
        (["QS 2H 3H 4H 5H 6H", "3S 7H 8H 9H TH 2D"], None),  # the JS is undealt
    ],
)
def test_su_6_5_jack_to_the_side_that_takes_it(
    su: ModuleType, hands: list[str], jack: int | None
) -> None:
    """SU-6.5 (E04): the jack of trumps scores for the side that wins the trick holding
    it, not for its holder; when it is not in play, no one scores Jack."""
    hand = Hand(su, hands, "8S", dealer=1)
    hand.act("stand", "play QS")
    assert len(hand.game.legal_actions()) == 1  # seat 1's only trump
    hand.finish()
    live = check(hand, trump="S")
    assert live["tricks"][0]["winner"] == 0
    assert live["points"]["jack"] == jack


def test_su_6_6_no_trump_in_play_no_high_low_or_jack(su: ModuleType) -> None:
    """SU-6.6: clubs turned up and no club dealt: no High, Low or Jack; Game is still
    scored."""
    hand = Hand(su, TEN_BEATS_HONOURS, NO_TRUMP_TOP, dealer=1)
    hand.act("stand")
    hand.play(*TEN_BEATS_HONOURS_TRICKS)
    check(hand, points=pts(game=0), scores=[1, 0])


def test_su_6_7_a_tie_for_game_scores_no_one(su: ModuleType) -> None:
    """SU-6.7 (E05, E19): three players, no trump in play; seat 0 and seat 1 take 10 each,
    seat 2 nothing: the two leaders tie and no one scores Game."""
    hands = ["TH 2D 3D 4D 5D 6D", "TD 2H 3H 4H 5H 6H", "7S 8S 9S 2S 3S 4S"]
    hand = Hand(su, hands, NO_TRUMP_TOP, dealer=2)
    hand.act("stand")
    hand.play("TH 2H 7S", "2D TD 8S", "3H 9S 3D", "4H 2S 4D", "5H 3S 5D", "6H 4S 6D")
    check(hand, points=pts(), scores=[0, 0, 0])


def test_su_6_7_no_counting_card_in_play_scores_no_game(su: ModuleType) -> None:
    """SU-6.7 (E05): no ten or court card dealt, all totals are 0: no Game."""
    hands = ["2H 3H 4H 5H 6H 7H", "2D 3D 4D 5D 6D 7D"]
    hand = Hand(su, hands, NO_TRUMP_TOP, dealer=1)
    hand.act("stand")
    hand.finish()
    check(hand, points=pts(), scores=[0, 0])


# -- SU-7 scoring and the end of the game -------------------------------------------------------


@pytest.mark.parametrize(
    ("scores", "final", "winner"),
    [([6, 5], [7, 5], 0), ([5, 6], [6, 6], None), ([0, 0], [1, 0], None)],
)
def test_su_7_1_seven_wins_and_scores_never_fall(
    su: ModuleType, scores: list[int], final: list[int], winner: int | None
) -> None:
    """SU-7.1: every point adds 1; reaching 7 wins, 6 does not; eldest, who stood and took
    only Game, has no contract, and seat 1, taking nothing, is not set back."""
    hand = Hand(su, TEN_BEATS_HONOURS, NO_TRUMP_TOP, dealer=1, scores=scores)
    hand.act("stand")
    hand.play(*TEN_BEATS_HONOURS_TRICKS)
    check(hand, scores=final, winner=winner, game_over=winner is not None)


@pytest.mark.parametrize(("players", "dealer"), [(2, 1), (3, 0), (4, 3)])
def test_su_7_2_a_turned_jack_to_the_target_ends_the_game_before_play(
    su: ModuleType, players: int, dealer: int
) -> None:
    """SU-7.2 (E17): the dealer's side at 6 turns up the JH: 7 at once, the game is over
    before anyone acts: no step, no trump, no trick."""
    sides = 2 if players == 4 else players
    side = dealer % sides
    scores = [6 if seat % sides == side else 0 for seat in range(players)]
    hand = Hand(su, hands_without(players, "JH"), "JH", dealer=dealer, scores=scores)
    game = hand.game
    assert (game.phase, game.to_act, game.legal_actions()) == ("game_over", None, ())
    assert_refused(su, game, "stand", "SU-7.4")
    check(
        hand,
        turnups=["JH"],
        trump=None,
        tricks=[],
        points=pts(turned_jack=side),
        scores=[7 if s == 6 else 0 for s in scores],
        game_over=True,
        winner=side,
        redeal=False,
    )


def test_su_7_2_a_run_turning_a_jack_to_the_target_ends_it_without_discards(
    su: ModuleType,
) -> None:
    """SU-7.2 (E16, E17): the dealer at 6 runs to the JS: spades trump, 7 points, and the
    game is over with nine cards in each hand, nothing discarded or played."""
    top = "7H 2D 3D 4D 5D 6D 7D JS"
    hand = Hand(su, hands_without(2, top), top, dealer=1, scores=[0, 6])
    hand.act("beg", "run")
    game = hand.game
    assert (game.phase, game.to_act) == ("game_over", None)
    assert [len(game.observation(seat)["hand"]) for seat in range(2)] == [9, 9]
    check(
        hand,
        turnups=["7H", "JS"],
        trump="S",
        tricks=[],
        points=pts(turned_jack=1),
        scores=[0, 7],
        game_over=True,
        winner=1,
        redeal=False,
    )


def test_su_7_3_count_out_starts_from_the_scores_after_the_pre_play_points(
    su: ModuleType,
) -> None:
    """SU-7.3 (E09): eldest at 4 begs and is given 1 (5: SU-3.5 allows it); the dealer is
    at 6. Seat 0 then makes High and Low (7), seat 1 Jack and Game (8). Counting out from
    5-6, High and Low bring seat 0 to 7 first: it wins, though seat 1 ends higher.
    (Counting from the scores dealt, 4-6, Jack would win it for seat 1.)"""
    hand = Hand(su, SPLIT_POINTS, "8S", dealer=1, scores=[4, 6])
    hand.act("beg", "give")
    assert hand.game.scores == [5, 6]
    hand.play(*SPLIT_POINTS_TRICKS)
    check(
        hand,
        trump="S",
        tricks=SPLIT_POINTS_RESULT,
        points=pts(gift=0, high=0, low=0, jack=1, game=1),
        scores=[7, 8],
        game_over=True,
        winner=0,
    )


def test_su_7_3_count_out_credits_high_first(su: ModuleType) -> None:
    """SU-7.3: both at 6; seat 1 makes only High, seat 0 Low, Jack and Game (9). High is
    counted first and puts seat 1 out: seat 1 wins at 7 against 9."""
    hand = Hand(su, HIGH_ALONE, "8S", dealer=1, scores=[6, 6])
    hand.act("stand")
    hand.play(*HIGH_ALONE_TRICKS)
    check(
        hand,
        trump="S",
        points=pts(high=1, low=0, jack=0, game=0),
        scores=[9, 7],
        game_over=True,
        winner=1,
    )


def test_su_7_4_one_winner_no_settlement_and_no_deal_after(su: ModuleType) -> None:
    """SU-7.4 (with SU-8.3): the game over, exactly one side has won; there is no
    settlement (`payouts()` is None and the record has no `payouts`, nor a pitcher, bid,
    made or set-backs); a further deal or action is refused citing SU-7.4."""
    hand = Hand(su, HIGH_ALONE, "8S", dealer=1, scores=[6, 6])
    hand.act("stand")
    hand.play(*HIGH_ALONE_TRICKS)
    game = hand.game
    assert game.game_over and game.winner == 1
    assert game.payouts() is None
    completed = hand.replayed()
    assert set(completed["expect"]) == EXPECT_FIELDS
    assert completed["format"] == "allfours-hand/2"
    assert "setbacks" not in completed
    with pytest.raises(su.IllegalAction) as refused:
        game.deal()
    assert refused.value.rule == "SU-7.4"
    assert_refused(su, game, "play AS", "SU-7.4")


# -- SU-9 bad input --------------------------------------------------------------------------


def test_su_9_1_refusals_name_their_rule_and_change_nothing(su: ModuleType) -> None:
    """SU-9.1: at every stage an illegal action is refused naming its rule, the state
    unchanged; after each refusal the right action still works."""
    top = "KD 2S 3S 4S 5D 6D 7D 8C"
    hand = Hand(su, ["AS KS 2H 3H 4H 5H", "QS TS 6H 7H 8H 9H"], top, dealer=1)
    game = hand.game
    assert_refused(su, game, "nonsense", "SU-3.1")
    hand.act("beg")
    assert_refused(su, game, "play QS", "SU-3.3", seat=1)
    hand.act("run")
    assert_refused(su, game, "discard QS", "SU-4.1", seat=0)  # seat 1's card
    hand.discard("2H", "3H", "4H")
    hand.discard("6H", "7H", "8H")
    assert game.phase == "play"
    assert_refused(su, game, "discard 9H", None, seat=0)  # the discards are over
    assert_refused(su, game, "play QS", "SU-2.1", seat=0)  # seat 1's card
    assert_refused(su, game, "nonsense", "SU-9.1", seat=0)
    hand.finish()
    check(hand, turnups=["KD", "8C"], trump="C")


@pytest.mark.parametrize("action", ["pass", "bid 2"])
def test_su_9_1_auction_words_are_refused_in_the_play(su: ModuleType, action: str) -> None:
    """SU-9.1: Seven-Up has no auction; an auction word offered during the play is an
    illegal action like any other, refused with a rule number, the state unchanged."""
    hand = Hand(su, ["AS KS 2H 3H 4H 5H", "QS 2S 6H 7H 8H 9H"], "7D", dealer=1)
    hand.act("stand")
    assert_refused(su, hand.game, action, None, seat=0)


def test_su_9_1_replay_reports_an_illegal_step(su: ModuleType) -> None:
    """SU-9.1: a record whose third step breaks SU-5.2 (a heart on the AS led while holding
    the 3S) is reported with the step's index, action and rule; the steps up to it keep
    their legal sets; no outcome is reported; the record is not changed."""
    hands = ["AS KS 2H 3H 4H 5H", "3S 7H 8H 9H TH 2D"]
    record = {
        "format": "allfours-hand/2",
        "id": "su-illegal-trump-follow",
        "variant": "seven_up",
        "players": 2,
        "dealer": 1,
        "scores": [0, 0],
        "hands": [hand.split() for hand in hands],
        "stock": full_stock(hands, "8S"),
        "steps": [
            {"seat": 0, "action": "stand"},
            {"seat": 0, "action": "play AS"},
            {"seat": 1, "action": "play 7H"},
            {"seat": 1, "action": "play 3S"},
        ],
    }
    original = repr(record)
    completed = su.replay(record)
    assert completed["error"]["step"] == 2
    assert completed["error"]["rule"] == "SU-5.2"
    assert completed["error"]["action"] == "play 7H"
    assert [set(step.get("legal", ())) for step in completed["steps"][:3]] == [
        {"stand", "beg"},
        {"play " + card for card in hands[0].split()},
        {"play 3S"},
    ]
    assert completed["expect"]["trump"] == "S"
    assert completed["expect"]["turnups"] == ["8S"]
    assert "scores" not in completed["expect"] and "winner" not in completed["expect"]
    assert repr(record) == original


# -- All Fours (English): what differs ------------------------------------------------------------


def test_af_1_1_two_or_four_players_not_three(af: ModuleType) -> None:
    """AF-1.1: All Fours is for two, or four in partnerships; a three-player table is
    refused citing AF-1.1 (Seven-Up allows it)."""
    with pytest.raises(ValueError, match=r"AF-1\.1"):
        af.Game(3)
    for players in (2, 4):
        game = af.Game(players, seed=1)
        game.deal()
        assert game.to_act == 1
    four = Hand(af, hands_without(4, "7H"), "7H", dealer=3, scores=[2, 5, 2, 5])
    four.act("beg", "give")
    assert four.game.scores == [3, 5, 3, 5]


@pytest.mark.parametrize(
    ("module_id", "scores", "final", "winner"),
    [
        ("all_fours", [9, 0], [10, 0], 0),
        ("all_fours", [6, 0], [7, 0], None),
        ("seven_up", [6, 0], [7, 0], 0),
    ],
)
def test_af_1_2_the_target_is_ten(
    module_id: str, scores: list[int], final: list[int], winner: int | None
) -> None:
    """AF-1.2: All Fours is won at 10: the same hand that puts a Seven-Up player out at 7
    leaves an All Fours player playing on; 10 wins."""
    module = load_rules_module(module_id)
    hand = Hand(module, TEN_BEATS_HONOURS, NO_TRUMP_TOP, dealer=1, scores=scores)
    hand.act("stand")
    hand.play(*TEN_BEATS_HONOURS_TRICKS)
    check(hand, points=pts(game=0), scores=final, winner=winner, game_over=winner is not None)


@pytest.mark.parametrize(
    ("players", "dealer", "scores", "final", "winner"),
    [(2, 1, [9, 0], [10, 0], 0), (4, 0, [3, 9, 3, 9], [3, 10, 3, 10], 1)],
)
def test_af_2_1_a_gift_has_no_limit_and_can_end_the_game(
    af: ModuleType,
    players: int,
    dealer: int,
    scores: list[int],
    final: list[int],
    winner: int,
) -> None:
    """AF-2.1 (with SU-7.2, E16): eldest's side at 9 begs; the dealer may still give (no
    SU-3.5), and the gift puts that side out at 10 at once: the game is over before any
    card is played, with the turned suit trump."""
    hand = Hand(af, hands_without(players, "7H"), "7H", dealer=dealer, scores=scores)
    hand.act("beg")
    assert set(hand.game.legal_actions()) == {"give", "run"}
    hand.act("give")
    assert (hand.game.phase, hand.game.to_act) == ("game_over", None)
    check(
        hand,
        turnups=["7H"],
        trump="H",
        tricks=[],
        points=pts(gift=winner),
        scores=final,
        game_over=True,
        winner=winner,
        redeal=False,
    )


def test_af_2_1_the_same_gift_is_refused_in_seven_up(su: ModuleType) -> None:
    """AF-2.1 against SU-3.5: in Seven-Up, eldest at 6 (one short of the target) may not be
    given the point; only `run` is legal."""
    hand = Hand(su, hands_without(2, "7H"), "7H", dealer=1, scores=[6, 0])
    hand.act("beg")
    assert hand.game.legal_actions() == ("run",)
    assert_refused(su, hand.game, "give", "SU-3.5", seat=1)


@pytest.mark.parametrize(
    ("module_id", "game_side"), [("all_fours", 1), ("seven_up", None)], ids=["af", "su"]
)
def test_af_3_1_a_tie_for_game_goes_to_eldest(module_id: str, game_side: int | None) -> None:
    """AF-3.1 (E05): dealer 0, so eldest is seat 1; seat 1 and seat 0 take 10 each. In All
    Fours eldest scores Game; in Seven-Up (SU-6.7) no one does."""
    module = load_rules_module(module_id)
    hand = Hand(module, GAME_TIE[::-1], NO_TRUMP_TOP, dealer=0)
    hand.act("stand")
    hand.play(*GAME_TIE_TRICKS)
    check(hand, points=pts(game=game_side), scores=[0, 1] if game_side == 1 else [0, 0])


@pytest.mark.parametrize("dealer", [0, 1])
def test_af_3_1_no_counting_card_in_play_gives_eldest_game(af: ModuleType, dealer: int) -> None:
    """AF-3.1 (E05): no ten or court card is dealt, so both sides count 0: eldest (the
    non-dealer) scores Game, never the dealer."""
    hand = Hand(af, ["2H 3H 4H 5H 6H 7H", "2D 3D 4D 5D 6D 7D"], NO_TRUMP_TOP, dealer=dealer)
    hand.act("stand")
    hand.finish()
    eldest = 1 - dealer
    check(hand, points=pts(game=eldest), scores=[1 - eldest, eldest])


def test_af_4_1_runs_repeat_and_everyone_discards_to_six(af: ModuleType) -> None:
    """AF-4.1 (with SU-3.7, SU-4.1, E16): as in Seven-Up, the run turning the refused suit
    again (9H) is set aside and the dealer runs again; clubs become trump; each player,
    eldest first, discards from twelve down to six, and six tricks are played."""
    top = "7H 2S 3S 4S 5S 6S 7S 9H 8S 9S TS 2D 3D 4D 5C"
    hand = Hand(af, hands_without(2, top), top, dealer=1)
    hand.act("beg", "run")
    game = hand.game
    assert (game.phase, game.to_act) == ("discard", 0)
    for _ in range(6):
        hand.act(game.legal_actions()[0])
    assert game.to_act == 1
    hand.finish()
    live = check(hand, turnups=["7H", "9H", "5C"], trump="C")
    assert len(live["tricks"]) == 6
    assert [s["seat"] for s in hand.steps if s["action"].startswith("discard ")] == [0] * 6 + [
        1
    ] * 6


def test_af_4_1_count_out_as_in_seven_up(af: ModuleType) -> None:
    """AF-4.1 (with SU-7.3, AF-2.1): eldest at 7 is given 1 (8); the dealer is at 9. Seat 0
    makes High and Low (10), seat 1 Jack and Game (11): counting out from 8-9 in the order
    High, Low, Jack, Game, seat 0 reaches 10 first and wins."""
    hand = Hand(af, SPLIT_POINTS, "8S", dealer=1, scores=[7, 9])
    hand.act("beg", "give")
    hand.play(*SPLIT_POINTS_TRICKS)
    check(
        hand,
        tricks=SPLIT_POINTS_RESULT,
        points=pts(gift=0, high=0, low=0, jack=1, game=1),
        scores=[10, 11],
        game_over=True,
        winner=0,
    )
