"""Auction Pitch with Joker where the joker breaks a tie for Game (#26): `point game: ...;
a joker taken counts half a point` (auction_pitch_joker_breaks_game_ties).

Three players, dealer 2: seat 0 bids 2 and pitches the 2H (hearts trump); the others
pass. The points are worked out by hand from the rules (APJ-5.4: each player totals the
counting cards taken, 10 = 10, A = 4, K = 3, Q = 2, J = 1, and each joker taken half a
point; a tie of the highest totals scores nothing), never read from the engine. The
control is Auction Pitch with Joker itself, where the joker counts nothing.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any

import pytest

from conftest import load_rules_module
from playing import act, play, start

# Seat 2 takes the 4H's trick (High is its 4H, held), the AD (4) and, leading it, the
# joker; seat 0 takes the AC (4). Whole totals 4 and 4: a tie, which the joker's half
# point breaks for seat 2.
TIED = ["2H AC 5C 6C 7C 8C", "3H 5D 6D 7D 8D 9D", "4H JK AD 2C 3C 4C"]
TIED_TRICKS = [
    "2H 3H 4H",  # seat 2's 4H wins
    "AD 5C 5D",  # seat 2 leads the AD and wins: 4
    "JK 6C 6D",  # the joker led is a trump lead; no one else holds a trump
    "2C AC 7D",  # seat 0's AC wins: 4
    "7C 8D 3C",
    "8C 9D 4C",
]
# The same with the KD for the AD: seat 2 has 3 and the joker, 3½ against seat 0's 4:
# the half point never outweighs a whole one.
SHORT = ["2H AC 5C 6C 7C 8C", "3H 5D 6D 7D 8D 9D", "4H JK KD 2C 3C 4C"]
SHORT_TRICKS = ["2H 3H 4H", "KD 5C 5D", "JK 6C 6D", "2C AC 7D", "7C 8D 3C", "8C 9D 4C"]
# Seat 1 takes the AD (4), seat 0 the AC (4), and seat 2, void in diamonds, trumps the
# third trick with the joker: 4 and 4 tie at the top, and the joker's half point goes to
# a player below them, so no one scores Game.
OTHERS_TIE = ["2H AC 5C 6C 7C 8C", "3H AD 6D 7D 8D 9D", "4H JK 5D 2C 3C 4C"]
OTHERS_TIE_TRICKS = [
    "2H 3H 4H",  # seat 2's 4H wins
    "5D 5C AD",  # seat 2 leads; seat 1's AD wins: 4
    "6D JK 6C",  # seat 1 leads; seat 2 trumps with the joker
    "2C AC 7D",  # seat 0's AC wins: 4
    "7C 8D 3C",
    "8C 9D 4C",
]


@pytest.fixture(scope="module")
def half() -> ModuleType:
    return load_rules_module("auction_pitch_joker_breaks_game_ties")


@pytest.fixture(scope="module")
def apj() -> ModuleType:
    return load_rules_module("auction_pitch_joker")


def _hand(module: ModuleType, hands: list[str], tricks: list[str]) -> Any:
    game = start(module, hands, dealer=2)
    act(game, "bid 2", "pass", "pass")
    play(game, *tricks)
    return game


def test_the_joker_breaks_a_tie_for_game(half: ModuleType, apj: ModuleType) -> None:
    """4 against 4 and the joker: Game to seat 2 (4½). Seat 0 makes only Low (its 2H) and
    is set back 2; seat 2 scores High, Joker and Game: 3. Without the rule, Game ties
    and no one scores it: seat 2 scores 2."""
    game = _hand(half, TIED, TIED_TRICKS)
    assert game.hand_result.points["game"] == 2
    assert game.hand_result.points["joker"] == 2
    assert game.scores == [-2, 0, 3]
    control = _hand(apj, TIED, TIED_TRICKS)
    assert control.hand_result.points["game"] is None
    assert control.scores == [-2, 0, 2]


def test_half_a_point_never_outweighs_a_whole_one(half: ModuleType, apj: ModuleType) -> None:
    """3½ against 4: Game to seat 0 under both rules; seat 0 makes Low and Game, its bid
    of 2, and seat 2 scores High and Joker."""
    for module in (half, apj):
        game = _hand(module, SHORT, SHORT_TRICKS)
        assert game.hand_result.points["game"] == 0
        assert game.scores == [2, 0, 2]


def test_the_half_point_of_a_third_player_breaks_no_tie(half: ModuleType) -> None:
    """Seats 0 and 1 tie at 4; seat 2's joker makes it ½, below them: the tie stands and
    no one scores Game. Seat 0 (Low only) is set back 2; seat 2 scores High and Joker."""
    game = _hand(half, OTHERS_TIE, OTHERS_TIE_TRICKS)
    assert game.hand_result.points["game"] is None
    assert game.hand_result.points["joker"] == 2
    assert game.scores == [-2, 0, 2]
