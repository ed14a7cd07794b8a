"""Phat (catalogue V22, #26): the muck's 8 carried over to the next hand on an exact tie
(`point muck: ...; a tie carries it over to the next hand`).

Two deals of four players, dealer 3 so that seat 0 pitches, worked out by hand trick by
trick (side A is seats 0 and 2, side B seats 1 and 3; spades are trump, pitched by seat 0's
ace). Every trick but the last is of one suit, so every card played follows suit; the last
is the four fives, each player's last card. The same layout turned one seat to the left
is played by the next dealer (its pitcher is the next seat), which swaps the sides' parts.

TIE: seat 0 takes AS KS QS JS (phat 10, muck 10); seat 1 the TS with the 9S (phat 18,
muck 10); seat 1 AH KH QH JH (muck 10); seat 2 the TH with the 9H (phat 9, muck 10); seat 2
AD KD QD JD (muck 10); seat 3 the TD with the 9D (phat 9, muck 10); seat 3 AC KC QC JC
(muck 10); seat 0 the TC with the 9C (phat 9, muck 10); seat 0 the four low tricks and
the four fives (the 5S 10, each other 5 worth 5: 25). Phat: A 10 + 9 + 9 + 25 = 53,
B 18 + 9 = 27; muck 40 to 40, a tie.

WON: the same, but seat 0 holds the TS and seat 1 the 7S: seat 0 takes the second spade
trick (the 9S's 18 and the TS's 10 go to A), and seat 1 still takes the hearts. Phat:
A 10 + 18 + 9 + 9 + 25 = 71, B 9; muck A 50, B 30.
"""

from __future__ import annotations

from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from allfours.pipeline import check_variant
from allfours.semantic.resolve import Loader
from conftest import built_in_memory, load_rules_module
from playing import play

TIE = [
    "AS 7S JH 8H QD 9D KC TC 6S 6H 6D 6C 5S",
    "KS TS AH 7H JD 8D QC 9C 4S 4H 4D 4C 5H",
    "QS 9S KH TH AD 7D JC 8C 3S 3H 3D 3C 5D",
    "JS 8S QH 9H KD TD AC 7C 2S 2H 2D 2C 5C",
]
TIE_TRICKS = [
    "AS KS QS JS",
    "7S TS 9S 8S",
    "AH KH QH JH",
    "7H TH 9H 8H",
    "AD KD QD JD",
    "7D TD 9D 8D",
    "AC KC QC JC",
    "7C TC 9C 8C",
    "6S 4S 3S 2S",
    "6H 4H 3H 2H",
    "6D 4D 3D 2D",
    "6C 4C 3C 2C",
    "5S 5H 5D 5C",
]
WON = ["AS TS JH 8H QD 9D KC TC 6S 6H 6D 6C 5S", "KS 7S AH 7H JD 8D QC 9C 4S 4H 4D 4C 5H"]
WON += TIE[2:]
WON_TRICKS = [TIE_TRICKS[0], "TS 7S 9S 8S", "JH AH KH QH", *TIE_TRICKS[3:]]


@pytest.fixture(scope="module")
def phat() -> ModuleType:
    return load_rules_module("phat")


@pytest.fixture(scope="module")
def nothing_carried(tmp_path_factory: pytest.TempPathFactory) -> ModuleType:
    """Phat with the muck's tie scoring nothing (as Nine-Card Don's Game): the control."""
    path = tmp_path_factory.mktemp("phat") / "phat_tie_nothing.variant"
    path.write_text(
        'variant phat_tie_nothing "Phat, a tie scoring nothing" extends phat\n'
        "point muck: most counting cards taken (10 = 10, A = 4, K = 3, Q = 2, J = 1), worth "
        "8; a tie scores nothing\n",
        "utf-8",
    )
    module, _, _ = built_in_memory(path)
    return module


def turned(hands: list[str], seats: int) -> list[list[str]]:
    """The layout turned `seats` seats to the left: seat s holds what seat s - `seats` held."""
    return [hands[(seat - seats) % 4].split() for seat in range(4)]


def deal_and_play(game: Any, hands: list[str], tricks: list[str]) -> None:
    """The next deal (the dealer after the last, whose left-hand player pitches), with the
    layout turned so that the pitcher holds seat 0's cards, played trick by trick."""
    dealer = (game.dealer + 1) % 4 if game.hand_result is not None else game.dealer
    pitcher = (dealer + 1) % 4
    game.deal(turned(hands, pitcher))
    play(game, *tricks)


def sides(game: Any) -> tuple[int, int]:
    assert game.scores[0] == game.scores[2] and game.scores[1] == game.scores[3]
    return game.scores[0], game.scores[1]


def test_a_tied_muck_scores_nothing_and_the_next_muck_is_worth_16(phat: ModuleType) -> None:
    """PHAT-5.9: the first hand's muck ties 40 to 40, so only the phat is scored (A 53,
    B 27); in the next hand, side B (now pitching, seat 1) takes the muck 50 to 30 and
    scores it with the 8 carried: 27 + 71 + 16 = 114; A 53 + 9 = 62."""
    game = phat.Game(4, dealer=3)
    deal_and_play(game, TIE, TIE_TRICKS)
    assert game.hand_result.points["muck"] is None
    assert sides(game) == (53, 27)
    deal_and_play(game, WON, WON_TRICKS)
    assert game.hand_result.points["muck"] == 1
    assert sides(game) == (62, 114)
    assert not game.game_over


def test_without_the_carry_the_same_hands_score_8(nothing_carried: ModuleType) -> None:
    """The control: where a tie scores nothing, the second muck is worth its 8 only,
    27 + 71 + 8 = 106."""
    game = nothing_carried.Game(4, dealer=3)
    deal_and_play(game, TIE, TIE_TRICKS)
    deal_and_play(game, WON, WON_TRICKS)
    assert sides(game) == (62, 106)


def test_two_ties_in_a_row_carry_16_and_the_third_muck_is_worth_24(phat: ModuleType) -> None:
    """Tie (A 53, B 27), tie again with the parts swapped (B takes the 53: 80 to 80), then
    side A, pitching from seat 2, takes the muck 50 to 30: 80 + 71 + 8 + 16 = 175, B 80 + 9
    = 89."""
    game = phat.Game(4, dealer=3)
    deal_and_play(game, TIE, TIE_TRICKS)
    deal_and_play(game, TIE, TIE_TRICKS)
    assert game.hand_result.points["muck"] is None
    assert sides(game) == (80, 80)
    deal_and_play(game, WON, WON_TRICKS)
    assert game.hand_result.points["muck"] == 0
    assert sides(game) == (175, 89)
    assert not game.game_over


def test_the_carried_8_decides_the_last_hand(phat: ModuleType, nothing_carried: ModuleType) -> None:
    """From A 100, B 70: the tie leaves A 153, B 97; in the next hand B's phat brings it
    to 168, short of 181, and the muck with the 8 carried to 184: B wins. Without the
    carry B ends the hand at 176 and the game goes on."""
    game = phat.Game(4, dealer=3, scores=[100, 70, 100, 70])
    deal_and_play(game, TIE, TIE_TRICKS)
    assert sides(game) == (153, 97)
    deal_and_play(game, WON, WON_TRICKS)
    assert sides(game) == (162, 184)
    assert game.game_over and game.winner == 1
    control = nothing_carried.Game(4, dealer=3, scores=[100, 70, 100, 70])
    deal_and_play(control, TIE, TIE_TRICKS)
    deal_and_play(control, WON, WON_TRICKS)
    assert sides(control) == (162, 176)
    assert not control.game_over


def test_what_is_carried_when_the_game_ends_is_lost(phat: ModuleType) -> None:
    """From A 100, B 90: the tie leaves A 153, B 117 with 8 carried; in the next hand B's
    phat reaches 181 at the last trick (117 + 46 = 163, then the fives' 25: 188): B wins
    there, and neither the muck nor the 8 carried is scored."""
    game = phat.Game(4, dealer=3, scores=[100, 90, 100, 90])
    deal_and_play(game, TIE, TIE_TRICKS)
    deal_and_play(game, WON, WON_TRICKS)
    assert game.game_over and game.winner == 1
    assert sides(game) == (162, 188)


def test_phat_is_bundled_and_checks_clean() -> None:
    """The bundled file parses and checks without a diagnostic."""
    path = Path(__file__).parents[2] / "variants" / "phat.variant"
    checked = check_variant(path, Loader())
    assert checked.ok and not checked.diagnostics, [d.message for d in checked.diagnostics]
