"""Going out during the play (#26): `going out: the pitcher's side wins as soon as its
points reach the target`, as the baldrshof Pitch rules play it ("If the winning bidder
reaches 11 points during gameplay, the game ends before hand is complete"), in the bundled
house rule auction_pitch_going_out (Auction Pitch to 11).

Between two tricks the pitcher's side is credited with the points already certain to be
its own (AP-7.7): High once the ace of trumps is played, Low once the two is, the Jack once
it is taken, Game once the counting cards not yet taken (80 in the pack: A 4, K 3, Q 2,
J 1, 10 10 in each suit) could no longer catch up. When they make the bid and bring it to
11, it wins at once. Every figure below is worked out by hand from that rule and from the
scoring of Auction Pitch, never read from the engine; each hand is also played by the base
(Auction Pitch to 11), where the game can end only at the end of the hand.
"""

from __future__ import annotations

from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from variant_play import check_random_games

from conftest import built_in_memory, load_rules_module
from playing import act, assert_refused, finish, play, start

# Dealer 3 in every hand, so seat 0 bids first; the others pass.
# Seat 0 leads the ace of spades (High certain, to seat 0) and then the jack (taken by
# seat 0: the Jack certain); seat 1's 2S, played to the second trick, makes Low certain,
# but to seat 1, who is not the pitcher.
ACE_THEN_JACK = [
    "AS JS 3H 4H 5H 6H",
    "KS 2S 7H 8H 9H TH",
    "QS 3S 7D 8D 9D TD",
    "4S 5S 7C 8C 9C TC",
]
ACE_THEN_JACK_TRICKS = [
    "AS KS QS 4S",
    "JS 2S 3S 5S",
    # seat 1 wins the rest with its hearts
    "3H 7H 7D 7C",
    "TH 8D 8C 4H",
    "9H 9D 9C 5H",
    "8H TD TC 6H",
]
# The same, but no ace of spades is dealt: seat 0's king is High only at the end of the
# hand (the ace might still be in someone's hand until every card is played).
NO_ACE = [
    "KS JS 3H 4H 5H 6H",
    "QS 2S 7H 8H 9H TH",
    "9S 3S 7D 8D 9D TD",
    "4S 5S 7C 8C 9C TC",
]
NO_ACE_TRICKS = ["KS QS 9S 4S", *ACE_THEN_JACK_TRICKS[1:]]
# Seat 0 holds six spades; the others throw their aces, then their tens, to its first two
# tricks: 16 + 31 = 47 counting points taken, with 80 - 47 = 33 not yet taken, so Game is
# certain to seat 0 after the second trick (47 > 0 + 33), as are High and the Jack.
COUNT_CERTAIN = [
    "AS KS QS JS TS 9S",
    "AH TH KH QH 2H 3H",
    "AD TD KD QD 2D 3D",
    "AC TC KC QC 2C 3C",
]
COUNT_CERTAIN_TRICKS = [
    "AS AH AD AC",
    "JS TH TD TC",
    "KS KH KD KC",
    "QS QH QD QC",
    "TS 2H 2D 2C",
    "9S 3H 3D 3C",
]


@pytest.fixture(scope="module")
def going_out() -> ModuleType:
    return load_rules_module("auction_pitch_going_out")


@pytest.fixture(scope="module")
def base() -> ModuleType:
    return load_rules_module("auction_pitch_to_11")


def _bid(module: ModuleType, hands: list[str], bid: str, scores: list[int]) -> Any:
    game = start(module, hands, dealer=3, scores=scores)
    act(game, bid, "pass", "pass", "pass")
    return game


def _won_by(game: Any) -> str | None:
    won = [e for e in game.events if type(e).__name__ == "GameWon"]
    return won[-1].by if won else None


def test_the_pitcher_goes_out_when_high_and_jack_make_the_bid(going_out: ModuleType) -> None:
    """At 9, bid 2: after the first trick only High is certain (1 point, short of the
    bid); after the second, High and the Jack make the bid and 9 + 2 = 11: seat 0 wins
    there, and the other four tricks are not played."""
    game = _bid(going_out, ACE_THEN_JACK, "bid 2", [9, 3, 4, 5])
    play(game, ACE_THEN_JACK_TRICKS[0])
    assert not game.game_over and game.scores == [9, 3, 4, 5]
    play(game, ACE_THEN_JACK_TRICKS[1])
    result = game.hand_result
    assert game.game_over and game.winner == 0 and _won_by(game) == "going_out"
    assert len(result.tricks) == 2 and game.to_act is None
    assert dict(result.points) == {"high": 0, "low": None, "jack": 0, "game": None}
    assert result.made is True
    assert game.scores == [11, 3, 4, 5]
    assert game.legal_actions() == ()


def test_the_base_plays_the_same_hand_to_the_end(base: ModuleType) -> None:
    """Auction Pitch to 11: the same hand goes on after two tricks; seat 1 takes the last
    four and Game (TH 10 + TD and TC 20 = 30 against seat 0's 10); seat 0 makes High and
    the Jack, 2 = its bid: 9 + 2 = 11 at the end of the hand, and wins (AP-7.3: the pitcher
    counts first, and seat 1 has only 3 + 2 = 5)."""
    game = _bid(base, ACE_THEN_JACK, "bid 2", [9, 3, 4, 5])
    play(game, *ACE_THEN_JACK_TRICKS[:2])
    assert not game.game_over and game.phase == "play"
    play(game, *ACE_THEN_JACK_TRICKS[2:])
    assert dict(game.hand_result.points) == {"high": 0, "low": 1, "jack": 0, "game": 1}
    assert game.scores == [11, 5, 4, 5] and game.winner == 0 and _won_by(game) != "going_out"


def test_no_going_out_before_the_bid_is_made(going_out: ModuleType) -> None:
    """At 9, bid 3: High and the Jack are certain after two tricks, and 9 + 2 reaches 11,
    but they do not make the bid of 3: the hand goes on. Seat 1 takes Game (30 to 10) and
    Low; seat 0 is set back 3, to 6; no one reaches 11."""
    game = _bid(going_out, ACE_THEN_JACK, "bid 3", [9, 3, 4, 5])
    play(game, *ACE_THEN_JACK_TRICKS[:2])
    assert not game.game_over and game.phase == "play"
    play(game, *ACE_THEN_JACK_TRICKS[2:])
    result = game.hand_result
    assert len(result.tricks) == 6 and result.made is False
    assert dict(result.points) == {"high": 0, "low": 1, "jack": 0, "game": 1}
    assert game.scores == [6, 5, 4, 5] and not game.game_over


def test_high_is_not_certain_until_the_top_trump_of_the_pack_is_played(
    going_out: ModuleType,
) -> None:
    """No ace of spades is dealt. At 9, bid 2: after two tricks seat 0 has taken the KS
    and the Jack, but High is not certain (the ace could still be in a hand), so only the
    Jack counts: 1, short of the bid. The hand is played out; at its end the KS is High,
    seat 0 makes 2 and reaches 11 with the hand's last points: it wins at the end."""
    game = _bid(going_out, NO_ACE, "bid 2", [9, 3, 4, 5])
    play(game, *NO_ACE_TRICKS[:2])
    assert not game.game_over and game.phase == "play"
    play(game, *NO_ACE_TRICKS[2:])
    result = game.hand_result
    assert len(result.tricks) == 6
    assert dict(result.points) == {"high": 0, "low": 1, "jack": 0, "game": 1}
    assert game.scores == [11, 5, 4, 5] and game.winner == 0
    assert _won_by(game) != "going_out"


def test_game_is_certain_once_the_count_left_cannot_catch_up(going_out: ModuleType) -> None:
    """At 9, bid 3: after the first trick seat 0 has High and 16 counting points (64 not
    yet taken): 1 point certain. After the second, the Jack and Game too (47 against at
    most 33): 3 points make the bid and 9 + 3 = 12: seat 0 goes out after two tricks."""
    game = _bid(going_out, COUNT_CERTAIN, "bid 3", [9, 3, 4, 5])
    play(game, COUNT_CERTAIN_TRICKS[0])
    assert not game.game_over
    play(game, COUNT_CERTAIN_TRICKS[1])
    result = game.hand_result
    assert game.game_over and game.winner == 0 and _won_by(game) == "going_out"
    assert len(result.tricks) == 2
    assert dict(result.points) == {"high": 0, "low": None, "jack": 0, "game": 0}
    assert game.scores == [12, 3, 4, 5]


def test_a_bid_of_4_needs_low_too(going_out: ModuleType) -> None:
    """The same deal at a bid of 4: Low is the lowest trump in play, the 9S, but the two
    of spades is never played (it is not dealt), so Low is certain only at the end: High,
    the Jack and Game (3) never make 4 during the play, and the hand is played out. Then
    seat 0 has all four points: a smudge made, which wins the game (AP-7.2)."""
    game = _bid(going_out, COUNT_CERTAIN, "bid 4", [9, 3, 4, 5])
    play(game, *COUNT_CERTAIN_TRICKS[:5])
    assert not game.game_over
    play(game, COUNT_CERTAIN_TRICKS[5])
    assert len(game.hand_result.tricks) == 6
    assert game.scores == [13, 3, 4, 5] and game.winner == 0
    assert _won_by(game) == "smudge"


def test_a_partner_s_points_count_for_the_side(tmp_path: Path) -> None:
    """Partnership Pitch (PP) with going out: seats 0 and 2 against 1 and 3, side 0 at 9.
    Seat 0 bids 2 and wins the first trick with the AS (High, certain); seat 2 trumps
    seat 0's heart lead with the JS (the Jack, taken by seat 2): 2 points for side 0, the
    bid made and 9 + 2 = 11: side 0 wins, both its seats at 11."""
    path = tmp_path / "partners_go_out.variant"
    path.write_text(
        'variant partners_go_out "Partners Go Out" extends partnership_pitch\n'
        "going out: the pitcher's side wins as soon as its points reach the target\n",
        "utf-8",
    )
    module, _, _ = built_in_memory(path)
    hands = [
        "AS 3H 4H 5H 6H 7H",
        "KS 2S 8H 9H TH JH",
        "JS 3S 7D 8D 9D TD",
        "4S 5S 7C 8C 9C TC",
    ]
    game = _bid(module, hands, "bid 2", [9, 5, 9, 5])
    play(game, "AS KS 3S 4S", "3H 8H JS 7C")
    result = game.hand_result
    assert game.game_over and game.winner == 0 and len(result.tricks) == 2
    assert dict(result.points) == {"high": 0, "low": None, "jack": 0, "game": None}
    assert game.scores == [11, 5, 11, 5]


def test_whole_random_games(going_out: ModuleType) -> None:
    """Whole random games of the house rule end at the first hand where a player reaches
    11 (or makes a smudge), replay from their records, and settle as AP-8.1 says; some of
    them end in the middle of a hand."""
    seen = check_random_games(going_out, games=40, target=11, smudge=4)
    assert seen["made"] > 0


def test_no_card_is_played_after_going_out(going_out: ModuleType) -> None:
    """Once the pitcher has gone out the game is over: the third trick's lead is refused
    and changes nothing, and no new hand is dealt."""
    game = _bid(going_out, ACE_THEN_JACK, "bid 2", [9, 3, 4, 5])
    play(game, *ACE_THEN_JACK_TRICKS[:2])
    finish(game)  # nothing is left to play
    assert_refused(going_out, game, "play 3H", None, seat=0)
    with pytest.raises(going_out.IllegalAction):
        game.deal()
