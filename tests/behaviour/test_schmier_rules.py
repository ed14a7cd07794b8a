"""Behaviour of the generated `schmier` module where Schmier differs from the other Smears.

Schmier (`variants/schmier.variant`, catalogue V15) is checked here by its numbers in the
module's `RULES.numbers` (SC-x.y, stated in `generated/rulebook/schmier.md`):

- SC-4.1: once trump is named, each player but the dealer may discard up to three cards
  that are not trumps, as it chooses, and says `done` whenever it likes;
- SC-4.2, SC-4.4: each is dealt back to six from the top of the stock, and the dealer
  robs the pack;
- SC-5.3, SC-6.1: the joker is the lowest trump; Low is the two of trumps, to the player
  who plays it, whoever takes the trick.

Six players, dealer 5; exact hands of the 53-card pack. Every expected value was worked
out by hand from the rules.
"""

from __future__ import annotations

from types import ModuleType

import pytest
from exact_hands import PACK, Hand

from conftest import load_rules_module

PACK53 = (*PACK, "JK")
# Spades named: the jick is the JC (seat 2's). The stock's top three (QS AH KH) go to
# seat 0, the only player who discards.
HANDS = (
    "AS KS QH JH TH 9H",
    "2S 8H 7H 6H 5H 4H",
    "JS JC AD KD QD JD",
    "JK 3S TD 9D 8D 7D",
    "TS 9S AC KC QC 6D",
    "8S 7S 6S 5S 4S 3H",
)
TOP = "QS AH KH"


@pytest.fixture(scope="module")
def sc() -> ModuleType:
    return load_rules_module("schmier")


def named(sc: ModuleType) -> Hand:
    hand = Hand(sc, HANDS, TOP, dealer=5, pack=PACK53)
    assert len(hand.stock) == 17
    hand.act("bid 3", "pass", "pass", "pass", "pass", "pass", "name S")
    return hand


def test_sc_4_1_up_to_three_plain_cards_as_the_player_chooses(sc: ModuleType) -> None:
    """SC-4.1 (V15 "everyone but the dealer may discard up to 3 non-trumps"): seat 0 may
    throw away its hearts, never a trump, and say `done` at once; after three hearts only
    `done` is left, and the fourth is refused citing SC-4.1. Seat 1 keeps its five hearts
    and is done at once. SC-4.2: seat 0 is dealt the QS, AH and KH back."""
    hand = named(sc)
    game = hand.game
    assert game.to_act == 0
    assert set(game.legal_actions()) == {
        "discard QH",
        "discard JH",
        "discard TH",
        "discard 9H",
        "done",
    }
    hand.discard("QH", "JH", "TH")
    assert game.legal_actions() == ("done",)
    before = list(game.hands[0])
    with pytest.raises(sc.IllegalAction) as refused:
        game.apply("discard 9H")
    assert refused.value.rule == sc.RULES.cite("draw.discard")
    assert "at most 3" in refused.value.reason and list(game.hands[0]) == before
    hand.act("done")
    assert game.to_act == 1 and "done" in game.legal_actions()
    hand.act("done", "done", "done", "done")
    held = set(game.observation(0)["hand"])
    assert held == {"AS", "KS", "9H", "QS", "AH", "KH"}
    assert len(game.observation(1)["hand"]) == 6
    assert game.to_act == 5  # SC-4.4: the dealer, holding six and the other 14, robs


def test_sc_6_1_low_to_the_player_who_plays_the_two_the_joker_lowest(sc: ModuleType) -> None:
    """SC-5.3, SC-6.1 (V15 "Low = to whoever plays the 2 of trumps"; the joker "the lowest
    trump"): nobody discards; the dealer, robbing the pack, keeps its five trumps and a
    club. Seat 0 leads the AS; seat 1 must follow with the 2S, seat 3 with the JK or the 3S
    (it plays the JK): the AS takes them. Low is side 1's (seat 1 played it), the joker
    and High side 0's."""
    hand = named(sc)
    game = hand.game
    hand.act("done", "done", "done", "done", "done")
    kept = ["8S", "7S", "6S", "5S", "4S", "TC"]
    hand.discard(*[c for c in game.observation(5)["hand"] if c not in kept])
    assert sorted(game.observation(5)["hand"]) == sorted(kept)
    hand.act("done")
    hand.play("AS 2S JS JK TS 8S")
    first = game.observation(0)["tricks"][0]
    assert first["winner"] == 0
    hand.finish()
    points = game.hand_result.points
    assert points["low"] == 1 and points["joker"] == 0 and points["high"] == 0
    assert hand.replayed()["expect"]["points"] == points
