"""Auction Pitch with Joker (APJ), catalogue V03: where it differs from Auction Pitch.

A 53-card pack whose joker is the lowest trump and never Low, a fifth point (Joker) to
whoever takes it, a pitched joker naming spades, a game to 10 and the count-out order
High, Low, Jack, Joker, Game. Expected values are worked out by hand from
generated/rulebook/auction_pitch_joker.md.
"""

from __future__ import annotations

from types import ModuleType

import pytest
from variant_play import check_random_games

from conftest import load_rules_module
from playing import act, finish, play, start

NATURAL_PACK = {rank + suit for suit in "SHDC" for rank in "AKQJT98765432"}


@pytest.fixture(scope="module")
def apj() -> ModuleType:
    return load_rules_module("auction_pitch_joker")


@pytest.fixture(scope="module")
def ap() -> ModuleType:
    return load_rules_module("auction_pitch")


# Three players, dealer 2: seat 0 bids first and pitches the 2S; seat 1's only trump is
# the joker, which it must play to the trump lead, and the 2S beats it.
JOKER_UNDER_THE_TWO = [
    "2S AH KH QH JH TH",
    "JK 3D 4D 5D 6D 7D",
    "3C 4C 5C 6C 7C 8C",
]
JOKER_UNDER_THE_TWO_TRICKS = [
    "2S JK 3C",
    "AH 3D 4C",
    "KH 4D 5C",
    "QH 5D 6C",
    "JH 6D 7C",
    "TH 7D 8C",
]

# Hearts trump (seat 0 pitches the 2H at a bid of 2). Seat 2 holds the joker, below the
# 2H, and leads it at trick 3; seat 0 takes the AC (4) and seat 2 the KD (3) and the joker.
# High 4H -> seat 2, Low 2H -> seat 0 (the joker is never Low), no Jack (JH not dealt),
# Joker -> seat 2, Game: 4 against 3 (the joker counts nothing) -> seat 0.
JOKER_LED = [
    "2H AC 5C 6C 7C 8C",
    "3H 5D 6D 7D 8D 9D",
    "4H JK KD 2C 3C 4C",
]
JOKER_LED_TRICKS = [
    "2H 3H 4H",  # seat 2's 4H wins
    "KD 5C 5D",  # seat 2 leads; KD wins
    "JK 6C 6D",  # the joker led is a trump lead; nobody else holds a trump
    "2C AC 7D",  # seat 0's AC wins
    "7C 8D 3C",
    "8C 9D 4C",
]

# Count-out deal: seat 0 pitches the 2H at a bid of 2 and keeps High (9H) and Low (2H);
# seat 1's 5H takes seat 2's joker at trick 1; seat 2 takes 27 for Game.
COUNT_OUT = [
    "2H 9H 6C 7C 8C 9C",
    "5H KS 4D 5D 6D 7D",
    "JK AS TS TD 2S 3S",
]
COUNT_OUT_TRICKS = [
    "2H 5H JK",  # seat 1 wins with the 5H: the joker is below every natural trump
    "KS AS 6C",  # seat 2 wins: KS 3 + AS 4
    "TS 7C 4D",  # 10
    "TD 8C 5D",  # 10
    "2S 9C 6D",
    "3S 9H 7D",  # seat 0 trumps the last trick: no counting card in it
]


def test_apj_1_3_a_53_card_pack_with_the_joker(apj: ModuleType, ap: ModuleType) -> None:
    """APJ-1.3, APJ-1.4 (V03): the joker `JK` is a card of this pack and is dealt at
    random like the others; Auction Pitch's 52-card pack refuses it (AP-1.4)."""
    assert apj.VARIANT["pack"] == 53
    seen: set[str] = set()
    for seed in range(40):
        game = apj.Game(5, seed=seed)
        game.deal()
        dealt = [card for seat in range(5) for card in game.observation(seat)["hand"]]
        assert len(dealt) == len(set(dealt)) == 30
        seen.update(dealt)
    assert seen == NATURAL_PACK | {"JK"}
    start(apj, JOKER_UNDER_THE_TWO, dealer=2)
    with pytest.raises(ValueError, match=r"AP-1\.4"):
        start(ap, JOKER_UNDER_THE_TWO, dealer=2)


def test_apj_1_1_three_to_five_players(apj: ModuleType) -> None:
    """APJ-1.1: three to five players (Auction Pitch allows 2 to 7)."""
    for players in (3, 4, 5):
        apj.Game(players)
    for players in (2, 6):
        with pytest.raises(ValueError, match=r"APJ-1\.1"):
            apj.Game(players)


def test_apj_4_2_the_joker_is_the_lowest_trump(apj: ModuleType) -> None:
    """APJ-4.2, APJ-4.4 (E23): the joker must follow a trump lead like a trump, and the
    2 of trumps beats it. APJ-5.5: the Joker point goes to the player who takes it."""
    game = start(apj, JOKER_UNDER_THE_TWO, dealer=2)
    act(game, "bid 2", "pass", "pass")
    play(game, "2S")
    assert game.legal_actions() == ("play JK",)  # its only trump, so it must play it
    play(game, "JK")
    assert len(game.legal_actions()) == 6  # seat 2 holds no trump: any card
    play(game, "3C")
    play(game, *JOKER_UNDER_THE_TWO_TRICKS[1:])
    result = game.hand_result
    assert result.tricks[0].winner == 0
    assert result.trump == "S"
    # High: the 2S is the highest trump in play; Low: the 2S too, never the joker.
    assert result.points == {"high": 0, "low": 0, "jack": None, "game": 0, "joker": 0}
    assert result.points_made == (4, 0, 0)
    assert result.made is True and result.scores == (4, 0, 0)


def test_apj_5_2_the_joker_is_never_low(apj: ModuleType) -> None:
    """APJ-5.2 (V03, E23): Low goes to the holder of the lowest natural trump (2H, seat 0),
    although seat 2 holds the joker, a lower trump. APJ-4.2: a joker led is a trump lead
    (seats 0 and 1, out of trumps, may discard). APJ-5.5: seat 2 takes its own joker."""
    game = start(apj, JOKER_LED, dealer=2)
    act(game, "bid 2", "pass", "pass")
    play(game, *JOKER_LED_TRICKS[:2])
    play(game, "JK")
    assert len(game.legal_actions()) == 4  # seat 0 holds no trump: any of its 4 cards
    play(game, "6C", "6D")
    play(game, *JOKER_LED_TRICKS[3:])
    result = game.hand_result
    assert result.tricks[2].winner == 2
    assert result.points["low"] == 0
    assert result.points["high"] == 2
    assert result.points["joker"] == 2
    assert result.points["jack"] is None


def test_apj_5_4_the_joker_counts_nothing_for_game(apj: ModuleType) -> None:
    """APJ-5.4 (E23): Game counts 10 = 10, A = 4, K = 3, Q = 2, J = 1, other cards 0; the
    joker is not a jack. Seat 0 takes the AC (4), seat 2 the KD (3) and the joker (0):
    Game to seat 0, which makes its bid of 2 with Low and Game."""
    game = start(apj, JOKER_LED, dealer=2)
    act(game, "bid 2", "pass", "pass")
    play(game, *JOKER_LED_TRICKS)
    result = game.hand_result
    assert result.points["game"] == 0
    assert result.made is True
    assert result.scores == (2, 0, 2)


def test_apj_4_1_a_pitched_joker_makes_spades_trump(apj: ModuleType) -> None:
    """APJ-4.1 (V03, E12): the joker pitched names spades; seat 1 must follow with its
    spade, which wins (the joker is the lowest trump). APJ-5.2: the pitched joker is not
    Low: the 2S, the only natural trump, is High and Low for its holder, seat 1."""
    hands = [
        "JK AH KH QH JH TH",
        "2S 3D 4D 5D 6D 7D",
        "3C 4C 5C 6C 7C 8C",
    ]
    game = start(apj, hands, dealer=2)
    act(game, "bid 2", "pass", "pass")
    assert "play JK" in game.legal_actions()
    play(game, "JK")
    assert game.observation(1)["trump"] == "S"
    assert game.legal_actions() == ("play 2S",)
    play(game, "2S")
    assert len(game.legal_actions()) == 6  # seat 2 holds no spade
    play(game, "3C")
    finish(game)
    result = game.hand_result
    assert result.trump == "S"
    assert result.tricks[0].cards == ("JK", "2S", "3C") and result.tricks[0].winner == 1
    assert (result.points["high"], result.points["low"], result.points["joker"]) == (1, 1, 1)


def test_apj_4_3_the_joker_may_trump_a_plain_lead(apj: ModuleType) -> None:
    """APJ-4.3 (V03): on a plain lead the joker is a trump: its holder may play it even
    while holding the suit led, and it takes the trick from the ace of that suit.
    APJ-4.2: on a trump lead, the joker and the trumps are the only legal cards."""
    hands = [
        "2H AC 5C 6D 7D 8D",
        "3H JK KC QC 8S 2S",
        "4C TS 6S 7S 9D TD",
    ]
    game = start(apj, hands, dealer=2)
    act(game, "bid 2", "pass", "pass")
    play(game, "2H")
    assert set(game.legal_actions()) == {"play 3H", "play JK"}
    play(game, "3H", "9D")  # seat 1 wins trick 1
    play(game, "8S", "TS", "6D")  # seat 2's 10 wins trick 2
    play(game, "4C", "AC")
    assert set(game.legal_actions()) == {"play KC", "play QC", "play JK"}
    play(game, "JK")
    assert game.observation(0)["tricks_taken"] == [0, 2, 1]  # the joker took the AC
    finish(game)
    assert game.hand_result.points["joker"] == 1


def test_apj_5_5_no_joker_point_when_it_is_not_dealt(apj: ModuleType) -> None:
    """APJ-5.5: if the joker was not dealt, no one scores Joker; the other four points
    are scored as usual (seat 0 takes them all here)."""
    hands = ["2S AH KH QH JH TH", "3D 4D 5D 6D 7D 8D", "3C 4C 5C 6C 7C 8C"]
    game = start(apj, hands, dealer=2)
    act(game, "bid 2", "pass", "pass")
    finish(game)
    result = game.hand_result
    assert result.points == {"high": 0, "low": 0, "jack": None, "game": 0, "joker": None}
    assert result.scores == (3, 0, 0)


def test_apj_7_3_count_out_high_low_jack_joker_game(apj: ModuleType) -> None:
    """APJ-7.3 (V03, E09): seats 1 and 2 both reach 10 from 9, seat 1 with the Joker and
    seat 2 with Game: Joker is counted before Game, so seat 1 wins. The pitcher (seat 0)
    made its bid but stays under 10, so it does not count first."""
    game = start(apj, COUNT_OUT, dealer=2, scores=[0, 9, 9])
    act(game, "bid 2", "pass", "pass")
    play(game, *COUNT_OUT_TRICKS)
    result = game.hand_result
    assert result.points == {"high": 0, "low": 0, "jack": None, "game": 2, "joker": 1}
    assert result.made is True
    assert result.scores == (2, 10, 10)
    assert result.winner == 1 and game.winner == 1
    assert game.payouts() == [-1, 2, -1]  # seats 0 and 2 both end at 1 or more


def test_apj_7_3_the_pitcher_counts_first(apj: ModuleType) -> None:
    """APJ-7.3 (E09): the pitcher who makes the bid and reaches 10 wins before the others'
    points are counted, although seat 1 (Joker) and seat 2 (Game) reach 10 too."""
    game = start(apj, COUNT_OUT, dealer=2, scores=[8, 9, 9])
    act(game, "bid 2", "pass", "pass")
    play(game, *COUNT_OUT_TRICKS)
    assert game.hand_result.scores == (10, 10, 10)
    assert game.winner == 0


def test_apj_7_1_the_target_is_ten(apj: ModuleType) -> None:
    """APJ-7.1 (V03): 8 does not end the game (it would at 7 in Auction Pitch); 10 does."""
    game = start(apj, COUNT_OUT, dealer=2, scores=[6, 0, 0])
    act(game, "bid 2", "pass", "pass")
    play(game, *COUNT_OUT_TRICKS)
    assert game.hand_result.scores == (8, 1, 1)
    assert not game.game_over and game.winner is None
    game = start(apj, COUNT_OUT, dealer=2, scores=[8, 0, 0])
    act(game, "bid 2", "pass", "pass")
    play(game, *COUNT_OUT_TRICKS)
    assert game.winner == 0
    assert game.payouts() == [2, -1, -1]


def test_apj_random_games(apj: ModuleType) -> None:
    """APJ-7.1, APJ-7.2, APJ-7.4, APJ-8.1: 250 seeded games of 3 to 5 players end with one
    winner (10 or more, or a smudge made from 0 or more), payouts sum to 0, and every
    hand replays to the same result."""
    seen = check_random_games(apj, games=250, target=10, smudge=4)
    assert seen["games"] == 250
    assert seen["set back"] and seen["made"] and seen["count out"]
