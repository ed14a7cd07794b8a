"""Behaviour of the other bundled variants of the turn-up line, against the catalogue.

Each test plays exact deals (hands plus stock, top first: the 52 cards once) through the
generated module of California Jack (V10) and its 7-point form, Shasta Sam (V11), All
Fours as played in Trinidad (V09), Nine-Card Don (V21), and the two Seven-Up house rules
(`seven_up_keep_cards`, `seven_up_to_10`), and replays each finished hand as an
`allfours-hand/2` record. Every test is about a rule that makes its variant differ from
Seven-Up (`tests/behaviour/test_seven_up_rules.py`); each docstring cites the variant's
rule number where the engine reports one, the catalogue entry
(`reference/all-fours-family.md`, V09-V11, V21) and its edge cases (Part 4, E01-E30).
Expected values are worked out by hand from the catalogue and the variant files.
"""

from __future__ import annotations

from collections.abc import Sequence
from types import ModuleType
from typing import Any

import pytest
from exact_hands import PACK, Hand, check, full_stock, trick

from conftest import load_rules_module
from playing import assert_refused

COUNT = {"T": 10, "A": 4, "K": 3, "Q": 2, "J": 1}  # the Game count (pips)


@pytest.fixture(scope="module")
def cj() -> ModuleType:
    return load_rules_module("california_jack")


@pytest.fixture(scope="module")
def ss() -> ModuleType:
    return load_rules_module("shasta_sam")


@pytest.fixture(scope="module")
def tt() -> ModuleType:
    return load_rules_module("trinidad_all_fours")


@pytest.fixture(scope="module")
def don() -> ModuleType:
    return load_rules_module("nine_card_don")


# -- helpers --------------------------------------------------------------------------


def plays(cards: str) -> set[str]:
    return {"play " + card for card in cards.split()}


def held(game: Any, seat: int) -> list[str]:
    hand: list[str] = game.observation(seat)["hand"]
    return hand


def filler(count: int, avoid: str, ranks: str = "98765432", suits: str = "HDC") -> list[str]:
    """`count` cards of no Game count, none of `avoid`, in pack order."""
    skip = set(avoid.split())
    cards = [rank + suit for suit in suits for rank in ranks if rank + suit not in skip]
    assert len(cards) >= count
    return cards[:count]


def two_player_points(tricks: Sequence[Any], trump: str) -> dict[str, int | None]:
    """California Jack's points (V10), worked out from the tricks: High, Low and Jack to
    the winner of the trick holding the ace, the two and the jack of trumps; Game to the
    larger count, none on a tie."""
    taken = {card: t.winner for t in tricks for card in t.cards}
    totals = [0, 0]
    for t in tricks:
        totals[t.winner] += sum(COUNT.get(card[0], 0) for card in t.cards)
    game = None if totals[0] == totals[1] else (0 if totals[0] > totals[1] else 1)
    return {
        "high": taken["A" + trump],
        "low": taken["2" + trump],
        "jack": taken["J" + trump],
        "game": game,
    }


# -- California Jack (V10) --------------------------------------------------------------------

# Diamonds fixed by the 8D on top of the stock. Seat 0 (eldest with dealer 1) holds the AD
# and the 2D, seat 1 only the 3D as trump: seat 0 leads the 2D and seat 1 must take it.
CJ_HANDS = ["2D AD 2H 3H 4H 5H", "3D 7H 8H 9H TH JH"]
CJ_TOP = "8D QS"


def test_cj_the_face_up_stock_top_fixes_trump_and_the_non_dealer_leads(cj: ModuleType) -> None:
    """V10 (CJ-2.2, CJ-5.1): no turn-up decision: the stock lies face up, its top card (the
    8D) fixes trump, stays on the stock (nothing is taken from it) and is seen by both
    players; the non-dealer leads. Standing or begging is not an action of the game."""
    for dealer in (0, 1):
        hand = Hand(cj, CJ_HANDS, CJ_TOP, dealer=dealer)
        game = hand.game
        assert (game.phase, game.to_act) == ("play", 1 - dealer)
        for seat in range(2):
            view = game.observation(seat)
            assert (view["trump"], view["turnups"], view["stock_top"]) == ("D", ["8D"], "8D")
            assert view["stock_size"] == 40
        for action in ("stand", "beg"):
            assert_refused(cj, game, action, "CJ-9.1", seat=1 - dealer)
    with pytest.raises(ValueError, match=r"CJ-1\.1"):
        cj.Game(3)


def test_cj_the_trick_winner_draws_first_then_the_loser(cj: ModuleType) -> None:
    """V10 (CJ-5.6): after each trick the winner draws the top of the stock, then the
    loser the next card; the new top is shown. Seat 1 wins the first trick and draws the
    8D that fixed trump, seat 0 the QS; seat 0 wins the second and draws first."""
    top = "8D QS 4C 5C 6C"
    hand = Hand(cj, CJ_HANDS, top, dealer=1)
    game = hand.game
    hand.play("2D 3D")
    assert held(game, 1)[-1] == "8D" and held(game, 0)[-1] == "QS"
    view = game.observation(0)
    assert (view["stock_top"], view["stock_size"], view["trump"]) == ("4C", 38, "D")
    assert game.to_act == 1
    hand.play("7H AD")  # seat 1 leads; seat 0 trumps and wins
    assert held(game, 0)[-1] == "4C" and held(game, 1)[-1] == "5C"
    view = game.observation(1)
    assert (view["stock_top"], view["stock_size"], game.to_act) == ("6C", 36, 0)
    assert [len(held(game, seat)) for seat in range(2)] == [6, 6]


def test_cj_the_whole_pack_is_played_in_26_tricks(cj: ModuleType) -> None:
    """V10: the stock is drawn to the last card, so all 52 cards are played, in 26 tricks,
    and High, Low, Jack and Game are worked out over the whole pack (every trump is in
    play: no point can be missing)."""
    hand = Hand(cj, CJ_HANDS, CJ_TOP, dealer=1)
    hand.finish()
    result = hand.game.hand_result
    assert len(result.tricks) == 26
    played = [card for t in result.tricks for card in t.cards]
    assert sorted(played) == sorted(PACK)
    assert hand.game.observation(0)["stock_size"] == 0
    expected = two_player_points(result.tricks, "D")
    assert None not in (expected["high"], expected["low"], expected["jack"])
    check(hand, turnups=["8D"], trump="D", points=expected)


def test_cj_a_void_player_must_trump_if_able(cj: ModuleType) -> None:
    """V10 (CJ-5.3, E14): on a plain lead, a player holding the suit may follow or trump;
    one void in it must trump if able (a plain card is refused citing CJ-5.3), and may play
    any card only holding no trump. In Seven-Up the same void player plays any card."""
    hands = ["2C AD 3C 4C 5C 6C", "3D 2S 3S 4S 5S 7H"]
    hand = Hand(cj, hands, "8D QS", dealer=1)
    hand.act("play 2C")
    assert hand.game.legal_actions() == ("play 3D",)
    assert_refused(cj, hand.game, "play 2S", "CJ-5.3", seat=1)
    hand.act("play 3D")
    # seat 1 drew the 8D, seat 0 the QS; seat 1 leads the 7H, seat 0 is void in hearts.
    hand.act("play 7H")
    assert set(hand.game.legal_actions()) == plays("AD")

    follow = Hand(cj, ["2C AD 3C 4C 5C 6C", "3D 7C 2S 3S 4S 5S"], "8D QS", dealer=1)
    follow.act("play 2C")
    assert set(follow.game.legal_actions()) == plays("3D 7C")

    no_trump = Hand(cj, ["2C AD 3C 4C 5C 6C", "7H 2S 3S 4S 5S 6S"], "8D QS", dealer=1)
    no_trump.act("play 2C")
    assert set(no_trump.game.legal_actions()) == plays("7H 2S 3S 4S 5S 6S")

    su = load_rules_module("seven_up")
    seven = su.Game(2, dealer=1)
    seven.deal([h.split() for h in hands], full_stock(hands, "8D"))
    seven.apply("stand")
    seven.apply("play 2C")
    assert set(seven.legal_actions()) == plays("3D 2S 3S 4S 5S 7H")


def test_cj_high_and_low_are_the_ace_and_two_to_the_capturer(cj: ModuleType) -> None:
    """V10 (CJ-6.3, CJ-6.4, E02, E03): High is the ace of trumps and Low the two of trumps,
    each to the player who takes it: seat 0 leads its 2D and seat 1 takes it with its
    only trump, the 3D, so Low is seat 1's although seat 0 held the two (in Seven-Up it
    would be seat 0's). Seat 0's AD is High."""
    hand = Hand(cj, CJ_HANDS, CJ_TOP, dealer=1)
    hand.act("play 2D")
    assert hand.game.legal_actions() == ("play 3D",)
    hand.act("play 3D")
    hand.finish()
    result = hand.game.hand_result
    expected = two_player_points(result.tricks, "D")
    assert (expected["high"], expected["low"]) == (0, 1)
    live = check(hand, points=expected)
    assert live["tricks"][0] == trick(0, "2D 3D", 1)


@pytest.mark.parametrize(
    ("module_id", "scores", "over"),
    [
        ("california_jack", [9, 0], True),
        ("california_jack", [6, 0], False),
        ("california_jack_to_7", [6, 0], True),
        ("california_jack_to_7", [3, 0], False),
    ],
)
def test_cj_the_target_is_ten_and_seven_in_california_jack_to_7(
    module_id: str, scores: list[int], over: bool
) -> None:
    """V10 (CJ-7.1): California Jack is won at 10 (Bicycle), `california_jack_to_7` at 7
    (Foster). Seat 0 makes High and at most two more points (Low is seat 1's), so from 6
    it wins at 7 but not at 10."""
    module = load_rules_module(module_id)
    hand = Hand(module, CJ_HANDS, CJ_TOP, dealer=1, scores=scores)
    hand.play("2D 3D")
    hand.finish()
    expected = two_player_points(hand.game.hand_result.tricks, "D")
    made = [sum(1 for side in expected.values() if side == seat) for seat in range(2)]
    final = [scores[0] + made[0], scores[1] + made[1]]
    assert expected["high"] == 0 and 1 <= made[0] <= 3
    check(hand, points=expected, scores=final, game_over=over, winner=0 if over else None)


def test_cj_count_out_high_first(cj: ModuleType) -> None:
    """V10 (CJ-7.3, E09): both at 9 and both reaching 10 (seat 1 has Low): High, counted
    first, puts seat 0 out."""
    hand = Hand(cj, CJ_HANDS, CJ_TOP, dealer=1, scores=[9, 9])
    hand.play("2D 3D")
    hand.finish()
    check(hand, game_over=True, winner=0)


# -- Shasta Sam (V11) ---------------------------------------------------------------------------


def test_ss_the_stock_is_face_down_but_plays_as_california_jack(
    cj: ModuleType, ss: ModuleType
) -> None:
    """V11 (SS-5.6): Shasta Sam is California Jack with the stock face down: no seat ever
    sees its top card (`stock_top` is None), where California Jack shows it; the card
    that fixes trump is still the turn-up, and the same deal plays out the same."""
    top = "8D QS 4C 5C 6C"
    sam, jack = Hand(ss, CJ_HANDS, top, dealer=1), Hand(cj, CJ_HANDS, top, dealer=1)
    for game, shown in ((sam.game, None), (jack.game, "8D")):
        for seat in range(2):
            view = game.observation(seat)
            assert (view["stock_top"], view["turnups"], view["trump"]) == (shown, ["8D"], "D")
    sam.play("2D 3D")
    jack.play("2D 3D")
    assert [sam.game.observation(seat)["stock_top"] for seat in range(2)] == [None, None]
    assert jack.game.observation(0)["stock_top"] == "4C"
    assert [held(sam.game, seat) for seat in range(2)] == [held(jack.game, s) for s in range(2)]
    sam.finish()
    jack.finish()
    assert check(sam, turnups=["8D"], trump="D") == check(jack)


# -- All Fours in Trinidad (V09) ------------------------------------------------------------------


def tt_hands(trumps: Sequence[str]) -> list[str]:
    """Four hands: seat s holds trumps[s] and five plain cards of no Game count."""
    plain = filler(20, " ".join(trumps))
    return [" ".join([trumps[s], *plain[5 * s : 5 * s + 5]]) for s in range(4)]


# Spades by the 8S (no kick). Seat 3 is eldest (dealer 0) and leads its JS into the other
# three trumps: the trick holds the only counting cards dealt.
HANGED = tt_hands(["3S", "2S", "QS", "JS"])  # seat 2's QS takes the JS: hang jack, 3
PARTNER_TAKES = tt_hands(["3S", "QS", "2S", "JS"])  # seat 1's QS takes its partner's JS: 1
HOLDER_TAKES = tt_hands(["4S", "3S", "2S", "JS"])  # the JS takes its own trick: 1


def test_tt_the_turn_passes_to_the_right(tt: ModuleType) -> None:
    """V09 (TT-1.2, TT-3.1, TT-5.1): everything goes anticlockwise: with dealer 0, eldest
    is seat 3 (dealer-1), who stands or begs and leads; then seat 2, 1, 0 play in turn,
    and a seat playing out of that order is refused. The trick's winner is found in that
    order (seat 2's QS wins)."""
    hand = Hand(tt, HANGED, "8S", dealer=0)
    game = hand.game
    assert (game.phase, game.to_act) == ("begging", 3)
    assert_refused(tt, game, "stand", "TT-3.1", seat=1)
    hand.act("stand")
    order = []
    for card in ("JS", "QS", "2S", "3S"):
        order.append(game.to_act)
        if card != "JS":
            other = (game.to_act + 1) % 4  # the seat to the left, clockwise next
            assert_refused(tt, game, f"play {held(game, other)[0]}", "TT-1.2", seat=other)
        hand.act("play " + card)
    assert order == [3, 2, 1, 0]
    assert game.to_act == 2  # the winner leads


def test_tt_the_trick_in_progress_shows_who_played_each_card(tt: ModuleType) -> None:
    """V09 (TT-1.2): the observation of a trick in progress names the seat of each card:
    seat 3 led the JS, seat 2 played the QS."""
    hand = Hand(tt, HANGED, "8S", dealer=0)
    hand.act("stand", "play JS", "play QS")
    assert hand.game.observation(0)["trick"] == [
        {"seat": 3, "card": "JS"},
        {"seat": 2, "card": "QS"},
    ]


def test_tt_the_deal_passes_to_the_right(tt: ModuleType) -> None:
    """V09 (TT-2.5, E30): after a hand the next dealer is the dealer's right-hand
    neighbour: dealer 0, then 3, then 2; eldest is always the dealer's right."""
    hand = Hand(tt, HANGED, "8S", dealer=0)
    hand.act("stand")
    hand.finish()
    game = hand.game
    for dealer in (3, 2):
        game.deal()
        assert (game.dealer, game.to_act) == (dealer, (dealer - 1) % 4)
        while game.to_act is not None:
            game.apply(game.legal_actions()[0])  # eldest stands
        assert not game.game_over


def test_tt_a_run_deals_and_discards_to_the_right(tt: ModuleType) -> None:
    """V09 (TT-3.6, TT-4.1): running, the dealer (seat 0) gives three cards each from the
    top of the stock to eldest (seat 3), then seats 2, 1 and 0, and turns the next (the
    4C); discarding to six goes the same way, eldest first."""
    top = "7H 2S 3S 4S 5S 6S 7S 8S 9S TS 2D 3D 4D 4C"
    plain = [c for c in PACK if c not in top.split() and c[0] not in "JA"]
    hands = [" ".join(plain[6 * s : 6 * s + 6]) for s in range(4)]
    hand = Hand(tt, hands, top, dealer=0)
    hand.act("beg", "run")
    game = hand.game
    packets = {3: "2S 3S 4S", 2: "5S 6S 7S", 1: "8S 9S TS", 0: "2D 3D 4D"}
    for seat, packet in packets.items():
        assert set(held(game, seat)) == set(hands[seat].split()) | set(packet.split())
    assert game.observation(0)["trump"] == "C"
    order = []
    while game.phase == "discard":
        order.append(game.to_act)
        hand.act(game.legal_actions()[0])
    assert order == [3] * 3 + [2] * 3 + [1] * 3 + [0] * 3
    assert game.to_act == 3
    hand.finish()
    check(hand, turnups=["7H", "4C"], trump="C", redeal=False)


@pytest.mark.parametrize(
    ("kick", "dealer", "worth"),
    [("AC", 0, 1), ("6C", 0, 2), ("JC", 0, 3), ("6C", 1, 2), ("KC", 0, 0), ("2C", 0, 0)],
)
def test_tt_the_kick_scores_the_dealers_team(
    tt: ModuleType, kick: str, dealer: int, worth: int
) -> None:
    """V09 (TT-2.3, E04): the turned-up card ("kick") scores the dealer's team at once: ace
    1, six 2, jack 3; any other card (a king; the two, which counts only in Tobago)
    nothing."""
    plain = [c for c in PACK if c != kick and c[1] != "C" and c[0] not in "TJQKA"]
    hands = [" ".join(plain[6 * s : 6 * s + 6]) for s in range(4)]
    hand = Hand(tt, hands, kick, dealer=dealer)
    scores = [worth if seat % 2 == dealer % 2 else 0 for seat in range(4)]
    assert hand.game.observation(0)["scores"] == scores
    hand.act("stand")
    hand.finish()
    live = check(hand, turnups=[kick], trump="C")
    assert live["points"]["kick"] == (dealer % 2 if worth else None)


def test_tt_a_kick_can_end_the_game_before_play(tt: ModuleType) -> None:
    """V09 (TT-2.3, TT-7.2, E17): the dealer's team at 11 kicks the JH: 14, and the game
    is over before anyone stands or begs."""
    plain = [c for c in PACK if c != "JH" and c[0] not in "TJQKA"]
    hands = [" ".join(plain[6 * s : 6 * s + 6]) for s in range(4)]
    hand = Hand(tt, hands, "JH", dealer=1, scores=[5, 11, 5, 11])
    assert (hand.game.phase, hand.game.to_act) == ("game_over", None)
    check(
        hand,
        turnups=["JH"],
        trump=None,
        tricks=[],
        scores=[5, 14, 5, 14],
        game_over=True,
        winner=1,
        redeal=False,
    )


@pytest.mark.parametrize(
    ("hands", "taker", "points", "scores"),
    [
        (HANGED, 2, {"high": 0, "low": 1, "jack": 0, "game": 0}, [5, 1, 5, 1]),
        (PARTNER_TAKES, 1, {"high": 1, "low": 0, "jack": 1, "game": 1}, [1, 3, 1, 3]),
        (HOLDER_TAKES, 3, {"high": 1, "low": 0, "jack": 1, "game": 1}, [1, 3, 1, 3]),
    ],
    ids=["hang-jack", "partner-takes", "holder-takes"],
)
def test_tt_hang_jack_is_worth_three_to_an_opponent_of_its_holder(
    tt: ModuleType, hands: list[str], taker: int, points: dict[str, int], scores: list[int]
) -> None:
    """V09 (TT-6.5, TT-6.3, TT-6.4): seat 3 leads its JS. Taken by seat 2, an opponent, it
    is "hanged": Jack is worth 3 to side 0 (with High, seat 2's QS, and Game, the JS and
    QS being the only counting cards: 5). Taken by its holder's partner, or winning its
    own trick, Jack is worth 1 to its holder's side. High and Low stay with their holders."""
    hand = Hand(tt, hands, "8S", dealer=0)
    hand.act("stand")
    trump_order = [hands[seat].split()[0] for seat in (3, 2, 1, 0)]
    hand.play(" ".join(trump_order))
    assert hand.game.hand_result is None and hand.game.to_act == taker
    hand.finish()
    check(hand, points={"kick": None, "gift": None, **points}, scores=scores, game_over=False)


@pytest.mark.parametrize(("start", "over"), [(9, True), (8, False)])
def test_tt_the_target_is_fourteen(tt: ModuleType, start: int, over: bool) -> None:
    """V09 (TT-7.1): fourteen to win: the hanged jack's hand (5 to side 0) puts a side at
    9 out, one at 8 plays on at 13."""
    hand = Hand(tt, HANGED, "8S", dealer=0, scores=[start, 0, start, 0])
    hand.act("stand", "play JS", "play QS", "play 2S", "play 3S")
    hand.finish()
    final = start + 5
    check(
        hand,
        scores=[final, 1, final, 1],
        game_over=over,
        winner=0 if over else None,
    )


def test_tt_no_undertrumping_while_holding_the_suit_led(tt: ModuleType) -> None:
    """V09 (TT-5.5, E14): the 5H led (seat 3), seat 2 trumps with the KS. Seat 1, holding
    a heart, may follow or overtrump (6H, AS) but not undertrump with its 2S (refused
    citing TT-5.5); seat 0, holding only trumps, may play any of them though all are
    below the KS."""
    hands = ["3S 4S 5S 6S 7S 9S", "6H 2S AS 4C 5C 6C", "KS 7D 8D 9D 2C 3C", "5H 2D 3D 4D 5D 6D"]
    hand = Hand(tt, hands, "8S", dealer=0)
    hand.act("stand", "play 5H", "play KS")
    assert set(hand.game.legal_actions()) == plays("6H AS")
    assert_refused(tt, hand.game, "play 2S", "TT-5.5", seat=1)
    hand.act("play 6H")
    assert set(hand.game.legal_actions()) == plays("3S 4S 5S 6S 7S 9S")
    hand.act("play 3S")
    hand.finish()
    live = check(hand, trump="S")
    assert live["tricks"][0] == trick(3, "5H KS 6H 3S", 2)


def test_tt_no_undertrumping_when_void_holding_a_plain_card(tt: ModuleType) -> None:
    """V09 (TT-5.5, E14): seat 1, void in hearts, holds the 2S and plain clubs: after seat
    2's KS it must play a club (in Seven-Up, a void player plays any card)."""
    hands = ["3S 4S 5S 6S 7S 9S", "2S 4C 5C 6C 7C 8C", "KS 7D 8D 9D 2C 3C", "5H 2D 3D 4D 5D 6D"]
    hand = Hand(tt, hands, "8S", dealer=0)
    hand.act("stand", "play 5H", "play KS")
    assert set(hand.game.legal_actions()) == plays("4C 5C 6C 7C 8C")
    assert_refused(tt, hand.game, "play 2S", "TT-5.5", seat=1)


# -- Nine-Card Don (V21) ------------------------------------------------------------------------

# Dealer 0, so seat 1 pitches. Dealt: every card from 2 to 9 and the AD, KD, QD, JD; the 16
# unused cards are the other tens and court cards. Diamonds are pitched (9D, Big Don).
DON_HANDS = [
    "2D JD 2H 4D 6D 7D 8D 6C 7C",
    "9D 3D 3H 2S 3S 4S 5S 2C 3C",
    "AD KD 9H 6S 7S 8S 9S 4C 5C",
    "5D QD 5H 4H 6H 7H 8H 8C 9C",
]
DON_TRICKS = [
    "9D AD 5D 2D",  # seat 2 takes Big Don 18, the ace 4, Small Don 10: side 0 +32
    "KD QD JD 3D",  # seat 2: king 3, queen 2, jack 1: +6
    "9H 5H 2H 3H",  # seat 2: a plain nine 9 and five 5: +14
    "5C 9C 6C 2C",  # seat 3 (side 1): 5 + 9: +14
    "4H 4D 3C 4C",  # seat 0 trumps, void in hearts: nothing
    "6D 2S 6S 6H",
    "7D 3S 7S 7H",
    "8D 4S 8S 8H",
    "7C 5S 9S 8C",  # seat 3's 8C takes the 5S and 9S: side 1 +14
]
DON_WINNERS = [2, 2, 2, 3, 0, 0, 0, 0, 3]
DON_SIDE_0 = [32, 38, 52, 52, 52, 52, 52, 52, 52]  # side 0's score after each trick
DON_SIDE_1 = [0, 0, 0, 14, 14, 14, 14, 14, 28]


def don_leaders() -> list[int]:
    return [1, *DON_WINNERS[:-1]]


def test_don_nine_cards_each_and_sixteen_unused(don: ModuleType) -> None:
    """V21 (DON-2.1): four players get nine cards each; the other sixteen are not used
    (there is no stock to see or draw from, and no turn-up); a deal of six is refused."""
    game = don.Game(4, dealer=0, seed=5)
    game.deal()
    hands = [game.observation(seat)["hand"] for seat in range(4)]
    assert [len(hand) for hand in hands] == [9] * 4
    assert len({card for hand in hands for card in hand}) == 36
    view = game.observation(0)
    assert (view["stock_size"], view["stock_top"], view["turnups"]) == (0, None, [])
    with pytest.raises(ValueError, match=r"DON-2\.1"):
        don.Game(4).deal([hand[:6] for hand in hands])
    with pytest.raises(ValueError, match=r"DON-1\.1"):
        don.Game(2)


def test_don_no_bidding_the_player_left_of_the_dealer_pitches_trump(don: ModuleType) -> None:
    """V21 (DON-3.1, DON-4.1): no auction: right after the deal seat 1, left of dealer 0,
    may lead any card, and bidding or passing is refused citing DON-3.1; there is no trump
    until the first card led, whose suit (diamonds, the 9D) is trump."""
    hand = Hand(don, DON_HANDS, dealer=0)
    game = hand.game
    assert (game.phase, game.to_act) == ("play", 1)
    assert set(game.legal_actions()) == plays(DON_HANDS[1])
    for action in ("pass", "bid 2"):
        assert_refused(don, game, action, "DON-3.1", seat=1)
    assert game.observation(1)["trump"] is None
    hand.act("play 9D")
    assert [game.observation(seat)["trump"] for seat in range(4)] == ["D"] * 4


def test_don_suit_must_be_followed(don: ModuleType) -> None:
    """V21 (DON-4.2, DON-4.3, E14): on the trump lead seat 2 must play a trump (the 9H is
    refused citing DON-4.2); on the 9H led, seat 0 holding a heart must follow: trumping
    with the 4D is refused citing DON-4.3 (in Seven-Up it is allowed); void in hearts,
    seat 0 may play any card, trumps included."""
    hand = Hand(don, DON_HANDS, dealer=0)
    hand.act("play 9D")
    assert set(hand.game.legal_actions()) == plays("AD KD")
    assert_refused(don, hand.game, "play 9H", "DON-4.2", seat=2)
    hand.play("AD 5D 2D", DON_TRICKS[1], "9H 5H")
    assert hand.game.legal_actions() == ("play 2H",)
    assert_refused(don, hand.game, "play 4D", "DON-4.3", seat=0)
    hand.play("2H 3H", DON_TRICKS[3], "4H")
    assert set(hand.game.legal_actions()) == plays("4D 6D 7D 8D 7C")


def test_don_points_are_scored_the_moment_the_trick_is_won(don: ModuleType) -> None:
    """V21 (DON-5.1 to DON-5.9): trump A 4, K 3, Q 2, J 1, nine 18, five 10, each plain
    nine 9 and five 5, credited to the side taking them as each trick is won; Game, 8 to
    the side with the larger count (side 0: AD, KD, QD, JD = 10 to 0), at the end."""
    hand = Hand(don, DON_HANDS, dealer=0)
    game = hand.game
    for number, cards in enumerate(DON_TRICKS):
        hand.play(cards)
        if number < 8:
            side_0, side_1 = DON_SIDE_0[number], DON_SIDE_1[number]
            assert game.observation(0)["scores"] == [side_0, side_1, side_0, side_1]
    check(
        hand,
        trump="D",
        tricks=[
            trick(leader, cards, winner)
            for leader, cards, winner in zip(don_leaders(), DON_TRICKS, DON_WINNERS, strict=True)
        ],
        points={
            "ace": 0,
            "king": 0,
            "queen": 0,
            "jack": 0,
            "big_don": 0,
            "small_don": 0,
            "nines": [0, 1],
            "fives": [0, 1],
            "game": 0,
        },
        scores=[52 + 8, 28, 52 + 8, 28],
        game_over=False,
        winner=None,
    )


def test_don_the_game_can_end_in_the_middle_of_a_hand(don: ModuleType) -> None:
    """V21 (DON-7.5, E18): side 0 at 83 takes 32 on the first trick (115) and 6 on the
    second (121, the target): the game is over there; no further card may be played, and
    side 1, which would have reached 121 with the fourth trick, never gets to. Game, an
    end-of-hand point, is not scored."""
    hand = Hand(don, DON_HANDS, dealer=0, scores=[83, 115, 83, 115])
    hand.play(DON_TRICKS[0])
    assert not hand.game.game_over
    assert hand.game.scores == [115, 115, 115, 115]
    hand.play(DON_TRICKS[1])
    game = hand.game
    assert (game.phase, game.to_act, game.legal_actions()) == ("game_over", None, ())
    assert [len(held(game, seat)) for seat in range(4)] == [7] * 4
    assert_refused(don, game, "play 9H", "DON-7.4")
    live = check(
        hand,
        tricks=[trick(1, DON_TRICKS[0], 2), trick(2, DON_TRICKS[1], 2)],
        scores=[121, 115, 121, 115],
        game_over=True,
        winner=0,
    )
    assert live["points"]["game"] is None and live["points"]["big_don"] == 0


def test_don_every_point_of_the_winning_trick_is_credited(don: ModuleType) -> None:
    """V21 (DON-5.4, DON-7.5, E18): the cards of a trick are all taken at the moment it is
    won, so all their points are credited to its winner, even past the target: side 0 at
    117 takes the KD, QD and JD (3 + 2 + 1) and ends at 123, with Jack scored."""
    hand = Hand(don, DON_HANDS, dealer=0, scores=[85, 115, 85, 115])
    hand.play(*DON_TRICKS[:2])
    assert hand.game.winner == 0
    assert hand.game.scores == [123, 115, 123, 115]
    assert hand.game.hand_result.points["jack"] == 0


# -- the Seven-Up house rules ---------------------------------------------------------------------


@pytest.mark.parametrize(("runs", "tricks"), [(1, 9), (2, 12)])
def test_seven_up_keep_cards_no_discards_a_trick_more_for_each_card_run(
    runs: int, tricks: int
) -> None:
    """`seven_up_keep_cards` (Foster's "some clubs", E16): after running the cards nobody
    discards; play starts at once with nine cards each after one run (twelve after two,
    the first run turning the refused suit again) and every card is played."""
    module = load_rules_module("seven_up_keep_cards")
    top = "7H 2S 3S 4S 5S 6S 7S " + ("8C" if runs == 1 else "9H 8S 9S TS 2D 3D 4D 5C")
    plain = [c for c in PACK if c not in top.split() and c[0] != "J"]
    hands = [" ".join(plain[:6]), " ".join(plain[6:12])]
    hand = Hand(module, hands, top, dealer=1)
    hand.act("beg", "run")
    game = hand.game
    assert (game.phase, game.to_act) == ("play", 0)
    assert len(game.legal_actions()) == tricks
    assert [len(held(game, seat)) for seat in range(2)] == [tricks, tricks]
    assert_refused(module, game, "discard " + held(game, 0)[0], None, seat=0)
    hand.finish()
    live = check(hand, redeal=False)
    assert len(live["tricks"]) == tricks
    assert not any(step["action"].startswith("discard") for step in hand.steps)


@pytest.mark.parametrize(("start", "over"), [(6, False), (9, True)])
def test_seven_up_to_10_is_won_at_ten(start: int, over: bool) -> None:
    """`seven_up_to_10`: Seven-Up played to 10: seat 0 taking Game (its ten beats the
    other's ace, king and queen) from 6 plays on at 7, from 9 wins."""
    module = load_rules_module("seven_up_to_10")
    hands = ["TD 2H 3H 4H 5H 6H", "9D AH KH QH 8S 7S"]
    hand = Hand(module, hands, "4C", dealer=1, scores=[start, 0])
    hand.act("stand")
    hand.play("TD 9D", "2H AH", "KH 3H", "QH 4H", "8S 5H", "7S 6H")
    check(hand, scores=[start + 1, 0], game_over=over, winner=0 if over else None)


@pytest.mark.parametrize(("start", "give"), [(6, True), (8, True), (9, False)])
def test_seven_up_to_10_no_gift_to_ten(start: int, give: bool) -> None:
    """`seven_up_to_10` (SU-3.5, E16): the gift limit follows the target: eldest at 6 or
    8 may be given the point; at 9 only `run` is legal and `give` is refused (SU-3.5)."""
    module = load_rules_module("seven_up_to_10")
    plain = [c for c in PACK if c != "7H" and c[0] != "J"]
    hands = [" ".join(plain[:6]), " ".join(plain[6:12])]
    hand = Hand(module, hands, "7H", dealer=1, scores=[start, 0])
    hand.act("beg")
    if give:
        assert set(hand.game.legal_actions()) == {"give", "run"}
        hand.act("give")
        assert hand.game.scores == [start + 1, 0] and not hand.game.game_over
    else:
        assert hand.game.legal_actions() == ("run",)
        assert_refused(module, hand.game, "give", "SU-3.5", seat=1)


# -- bad input across the line ------------------------------------------------------------------


@pytest.mark.parametrize(
    "module_id",
    ["california_jack", "shasta_sam", "trinidad_all_fours", "seven_up_keep_cards", "all_fours"],
)
@pytest.mark.parametrize("action", ["pass", "bid 2"])
def test_auction_words_are_refused_in_the_play(module_id: str, action: str) -> None:
    """x-9.1 of each variant (V09-V11): none of these games has an auction; an auction
    word offered in the play is refused as an illegal action, the state unchanged (Nine-Card
    Don refuses it citing DON-3.1)."""
    module = load_rules_module(module_id)
    players = module.VARIANT["players"][0]
    game = module.Game(players, seed=2)
    game.deal()
    while game.phase == "begging":
        game.apply("stand")
    assert game.phase == "play"
    assert_refused(module, game, action, None)
