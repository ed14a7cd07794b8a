"""Behaviour of the generated `pedro` module where Pedro differs from Auction Pitch.

Pedro (`variants/pedro.variant`, catalogue V16, Foster: "a variety of Auction Pitch, in
which certain counting cards are added, and secondary bids are allowed") is checked here
by its numbers in the module's `RULES.numbers` (PE-x.y, stated in
`generated/rulebook/pedro.md`):

- PE-3.1: the bids go round the table from the dealer's left as many times as it takes;
  a pass is final; a bidder whose bid is raised may raise again; the auction ends when all
  but the high bidder have passed;
- PE-3.2: bids 1 to 9, each higher than the last; PE-3.5: a dealer facing three passes
  must bid;
- PE-5: High, Low, Jack, Game (the ten of trumps) and Pedro (the five of trumps, worth 5),
  every one to the player who takes it.

Each test deals exact hands, drives the live game and replays the same hand as an
`allfours-hand/1` record. Every expected value was worked out by hand from the rules.
"""

from __future__ import annotations

from types import ModuleType

import pytest
from exact_hands import Hand

from conftest import load_rules_module

# Dealer 3: seat 0 bids first. Spades are pitched: seat 1's AS takes seat 0's 5S (Pedro),
# seat 2's TS (Game) and seat 3's JS (Jack); seat 1's 2S, the last trump, takes the next
# trick (Low). Every point, nine, is seat 1's.
HANDS = [
    "5S AH KH QH JH TH",
    "AS 2S 9H 8H 7H 6H",
    "TS 3D 4D 5D 6D 7D",
    "JS 3C 4C 5C 6C 7C",
]


@pytest.fixture(scope="module")
def pe() -> ModuleType:
    return load_rules_module("pedro")


def bids(low: int, high: int) -> tuple[str, ...]:
    return tuple(f"bid {n}" for n in range(low, high + 1))


def test_pe_3_1_a_raised_bidder_raises_again_and_a_pass_is_final(pe: ModuleType) -> None:
    """PE-3.1, PE-3.2: seat 0 bids 1, seat 1 raises to 2; seats 2 and 3 pass; the turn
    comes back to seat 0, which raises to 5; seat 1 may raise again but passes. Seats 2
    and 3, out, never bid again: the auction ends with seat 0 the pitcher at 5."""
    hand = Hand(pe, HANDS, dealer=3)
    game = hand.game
    hand.act("bid 1", "bid 2", "pass", "pass")
    assert game.to_act == 0 and game.legal_actions() == ("pass", *bids(3, 9))
    hand.act("bid 5")
    assert game.to_act == 1 and game.legal_actions() == ("pass", *bids(6, 9))
    with pytest.raises(pe.IllegalAction) as refused:
        game.apply("bid 6", seat=2)  # seat 2 passed: it is out of the auction
    assert refused.value.rule == pe.RULES.cite("auction.order")
    hand.act("pass")
    assert game.phase == "play" and game.pitcher == 0 and game.contract == 5


def test_pe_5_every_point_to_its_taker_pedro_worth_five(pe: ModuleType) -> None:
    """PE-5.1 to PE-5.5, PE-6.2: on the auction above, seat 0 pitches its 5S and seat 1's
    AS takes it with the TS and the JS; seat 1's 2S takes the next trick. High, Low, Jack,
    Game and Pedro (5): nine points to seat 1; seat 0, short of 5, is set back 5."""
    hand = Hand(pe, HANDS, dealer=3)
    hand.act("bid 1", "bid 2", "pass", "pass", "bid 5", "pass")
    hand.play("5S AS TS JS", "2S 3D 3C AH")
    hand.finish()
    result = hand.game.hand_result
    assert result.points == {"high": 1, "low": 1, "jack": 1, "game": 1, "pedro": 1}
    assert list(result.points_made) == [0, 9, 0, 0]
    assert result.made is False and list(result.scores) == [-5, 9, 0, 0]
    expect = hand.replayed()["expect"]
    assert expect["points"] == result.points and expect["scores"] == [-5, 9, 0, 0]


def test_pe_3_5_a_dealer_facing_three_passes_must_bid(pe: ModuleType) -> None:
    """PE-3.5: seats 0, 1 and 2 pass; the dealer may not pass, and bidding ends the
    auction at once, everyone else being out."""
    hand = Hand(pe, HANDS, dealer=3)
    game = hand.game
    hand.act("pass", "pass", "pass")
    assert game.to_act == 3 and game.legal_actions() == bids(1, 9)
    hand.act("bid 1")
    assert game.phase == "play" and game.pitcher == 3 and game.contract == 1


def test_pe_3_2_after_a_bid_of_nine_the_others_can_only_pass(pe: ModuleType) -> None:
    """PE-3.2: seat 0 bids 9, the top bid; each later player may only pass, and the
    auction ends when the last of them has."""
    hand = Hand(pe, HANDS, dealer=3)
    game = hand.game
    hand.act("bid 9")
    for seat in (1, 2, 3):
        assert game.to_act == seat and game.legal_actions() == ("pass",)
        hand.act("pass")
    assert game.phase == "play" and game.pitcher == 0 and game.contract == 9
