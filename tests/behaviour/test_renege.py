"""Reneging allowed, with a penalty (#26): `trinidad_all_fours_renege`, All Fours as
Trinidad plays it with allfoursonline.com's renege option: `renege: allowed; the opponents
score 1 point, or 14 for a renege in trumps while holding a trump ten or higher` (TT-5.8).

One deal, played card by card, in two forms: seat 2 reneges twice, once on a heart lead
and once on a trump lead, holding the 3S (a low trump) or the TS. Every figure below is
worked out by hand from the variant file and the catalogue's V09:

- trump spades by the 8S (no kick), dealer 0, eldest seat 3; play goes to the right
  (3, 2, 1, 0); sides: seats 0 and 2 (side 0), seats 1 and 3 (side 1);
- High to the holder of the highest trump, Low to the holder of the 2S (seat 3), no Jack
  dealt, Game to the side that takes more of A 4, K 3, Q 2, J 1, T 10 (none dealt but the
  TS in the second form; a tie scores nothing);
- each renege gives the other side its penalty, counted out before the hand's points.
"""

from __future__ import annotations

from types import ModuleType

import pytest
from exact_hands import Hand, check, trick

from allfours.simulate.players.base import honest
from conftest import load_rules_module
from playing import assert_refused


@pytest.fixture(scope="module")
def renege() -> ModuleType:
    return load_rules_module("trinidad_all_fours_renege")


def hands(seat_two_trump: str) -> list[str]:
    return [
        "9S 5D 4D 3D 2D 3C",
        "9C 8C 7C 6C 5C 4S",
        f"9D 8D 7D 6D 4H {seat_two_trump}",
        "9H 8H 7H 6H 5H 2S",
    ]


TRICKS = (
    "9H 9D 9C 3C",  # seat 2 holds the 4H and plays the 9D: a renege (trick 0)
    "8H 4H 8C 2D",
    "2S 8D 4S 9S",  # a trump led; seat 2 holds a trump and plays the 8D: in trumps (trick 2)
    "5D 7H 7D 7C",
    "6D 6C 4D 6H",
)


def play_out(hand: Hand, last: str) -> None:
    hand.act("stand")
    hand.play(*TRICKS, last)


def test_a_renege_is_a_legal_play_that_the_bots_leave(renege: ModuleType) -> None:
    """TT-5.8: seat 2, holding the 4H on the 9H lead, may play any card: the 9D is legal
    (the base game allows only the 4H and the trump: TT-5.3). The observation marks the
    cards that would be a renege, and the bots choose among the others."""
    hand = Hand(renege, hands("3S"), "8S", dealer=0)
    hand.act("stand", "play 9H")
    game = hand.game
    assert set(game.legal_actions()) == {f"play {c}" for c in ["9D", "8D", "7D", "6D", "4H", "3S"]}
    view = game.observation(2)
    assert set(view["reneges"]) == {f"play {c}" for c in ["9D", "8D", "7D", "6D"]}
    assert set(honest(view)) == {"play 4H", "play 3S"}
    assert game.observation(1)["reneges"] == []  # not its turn


def test_the_base_game_refuses_the_same_card() -> None:
    """trinidad_all_fours (TT-5.3): without the renege line, the 9D is refused."""
    base = load_rules_module("trinidad_all_fours")
    hand = Hand(base, hands("3S"), "8S", dealer=0)
    hand.act("stand", "play 9H")
    assert_refused(base, hand.game, "play 9D", "TT-5.3")


def test_two_reneges_without_a_high_trump_cost_a_point_each(renege: ModuleType) -> None:
    """Seat 2 reneges on a heart and on a trump lead, holding only the 3S: 1 point each to
    side 1. High (9S, seat 0) to side 0, Low (2S, seat 3) to side 1, no Jack, no Game (no
    counting card): side 0 scores 1, side 1 1 + 2 = 3."""
    hand = Hand(renege, hands("3S"), "8S", dealer=0)
    play_out(hand, "3S 5C 3D 5H")
    live = check(
        hand,
        points={"kick": None, "gift": None, "high": 0, "low": 1, "jack": None, "game": None},
        reneges=[
            {"seat": 2, "card": "9D", "trick": 0, "penalty": 1},
            {"seat": 2, "card": "8D", "trick": 2, "penalty": 1},
        ],
        scores=[1, 3, 1, 3],
        game_over=False,
    )
    assert live["tricks"][2] == trick(3, "2S 8D 4S 9S", 0)


def test_a_renege_in_trumps_holding_the_ten_costs_fourteen(renege: ModuleType) -> None:
    """The same play with the TS for seat 2's trump: the renege in trumps costs 14, the
    plain one 1. High (TS) and Game (the TS, taken by seat 2 in the last trick) to side 0:
    2; side 1 scores Low and 15: 16, and wins at 14."""
    hand = Hand(renege, hands("TS"), "8S", dealer=0)
    play_out(hand, "TS 5C 3D 5H")
    check(
        hand,
        points={"kick": None, "gift": None, "high": 0, "low": 1, "jack": None, "game": 0},
        reneges=[
            {"seat": 2, "card": "9D", "trick": 0, "penalty": 1},
            {"seat": 2, "card": "8D", "trick": 2, "penalty": 14},
        ],
        scores=[2, 16, 2, 16],
        game_over=True,
        winner=1,
    )


def test_the_penalty_counts_out_before_the_hands_points(renege: ModuleType) -> None:
    """From 12 all, both sides pass 14 (side 0 at 14 with High and Game, side 1 at 28).
    Counted out in order, the penalties come first: side 1 reaches 14 with them, before
    side 0's High; counting them after the hand's points would give side 0 the game."""
    hand = Hand(renege, hands("TS"), "8S", dealer=0, scores=[12, 12, 12, 12])
    play_out(hand, "TS 5C 3D 5H")
    check(hand, scores=[14, 28, 14, 28], game_over=True, winner=1)
    won = [e for e in hand.game.events if type(e).__name__ == "GameWon"]
    assert [(e.side, e.by) for e in won] == [(1, "count_out")]


def test_no_renege_no_penalty(renege: ModuleType) -> None:
    """Seat 2 follows with the 4H and the 3S: nothing is found, and the hand scores as in
    the base game: High (9S) to side 0, Low (2S) to side 1, 1 all."""
    hand = Hand(renege, hands("3S"), "8S", dealer=0)
    hand.act("stand")
    hand.play(
        "9H 4H 9C 3C",
        "8H 9D 8C 2D",  # seat 2 has no heart left: any card
        "2S 3S 4S 9S",
        "5D 7H 8D 7C",
        "7D 6C 4D 6H",
        "6D 5C 3D 5H",
    )
    check(hand, reneges=[], scores=[1, 1, 1, 1], game_over=False)
