"""Behaviour of the generated `nine_five` module where Nine-Five differs from the others.

Nine-Five (`variants/nine_five.variant`, catalogue V18) is checked here by its numbers in
the module's `RULES.numbers` (NF-x.y, stated in `generated/rulebook/nine_five.md`):

- NF-3.5 (E24, forced opening bids): a player holding a nine and another card of its suit
  may not pass, nor bid below 9, until someone has bid 9 or more;
- NF-3.4 (E07): when everyone passes, the cards are thrown in and the next dealer deals;
- NF-4.1, NF-4.2 (E25, discarded trumps): every player, the dealer last, discards what
  it likes but a trump, which would come back to it, and is dealt back to six;
- NF-5.1: the player on the maker's left leads the first trick;
- NF-6.1: the nine and the five of trumps count 9 and 5, to the player who takes them.

Four players, dealer 3, so seat 0 bids first; exact hands of the 52-card pack. Every
expected value was worked out by hand from the rules.
"""

from __future__ import annotations

from types import ModuleType

import pytest
from exact_hands import Hand

from conftest import load_rules_module

# Seat 0 holds the 9S and the KS: forced. Seat 1's only nine is the 9D with no other
# diamond: free. Seat 2 has no nine at all; the dealer holds the 9C with the 8C: forced.
HANDS = (
    "9S KS QH 4H 3H 2C",
    "9D AH KH JH TH 7C",
    "AS QS JS TS 8S 6H",
    "9C 8C 7S 6S 5S 4S",
)
# What the players are dealt back, top of the stock first.
TOP = "AC KC QC JC TC"


@pytest.fixture(scope="module")
def nf() -> ModuleType:
    return load_rules_module("nine_five")


def test_nf_3_5_a_forced_player_bids_at_least_nine(nf: ModuleType) -> None:
    """NF-3.5 (E24 "a 9 bid from any player holding a 9 with another card of that suit"):
    seat 0 may not pass nor bid 8; its pass is refused citing NF-3.5 and leaves the game as
    it was. Once it has bid 9, seat 1 (a lone nine) and seat 2 (no nine) may pass, and so
    may the forced dealer: the bid already stands at 9."""
    hand = Hand(nf, HANDS, TOP, dealer=3)
    game = hand.game
    legal = game.legal_actions()
    assert "pass" not in legal and "bid 8" not in legal
    assert [a for a in legal if a.startswith("bid")] == [f"bid {n}" for n in range(9, 19)]
    with pytest.raises(nf.IllegalAction) as refused:
        game.apply("pass")
    assert refused.value.rule == nf.RULES.cite("auction.forced")
    assert "at least 9" in refused.value.reason
    assert game.to_act == 0 and game.legal_actions() == legal
    hand.act("bid 9")
    assert "pass" in game.legal_actions()  # seat 1: a nine, but no other diamond
    hand.act("pass", "pass")
    assert "pass" in game.legal_actions()  # the dealer: forced, but the bid is 9 already
    hand.act("pass")
    assert game.pitcher == 0 and game.contract == 9


def test_nf_3_5_a_forced_player_facing_a_low_bid_must_raise_to_nine(nf: ModuleType) -> None:
    """NF-3.5: nobody else is forced; the dealer, holding the 9C and the 8C and facing a
    bid of 2, may neither pass nor bid 3 to 8: only 9 to 18."""
    free = ("9D AH KH JH TH 7C", "AS QS JS TS 8S 6H", "KS QH 4H 3H 2C 2D", "9C 8C 7S 6S 5S 4S")
    hand = Hand(nf, free, TOP, dealer=3)
    game = hand.game
    hand.act("bid 2", "pass", "pass")
    assert game.to_act == 3
    assert list(game.legal_actions()) == [f"bid {n}" for n in range(9, 19)]


def test_nf_3_4_everyone_passes_the_next_dealer_deals(nf: ModuleType) -> None:
    """NF-3.4 (E07 "cards shown and deal passes left"): with nobody forced, four passes
    throw the hand in, and the next dealer (seat 0) deals."""
    free = ("9D AH KH JH TH 7C", "AS QS JS TS 8S 6H", "KS QH 4H 3H 2C 2D", "8D 7D 7S 6S 5S 4S")
    hand = Hand(nf, free, TOP, dealer=3)
    game = hand.game
    hand.act("pass", "pass", "pass", "pass")
    result = game.hand_result
    assert result.passed_out is True and result.pitcher is None
    assert result.redeal is False  # not the same dealer again: the deal passes on


def named(nf: ModuleType) -> Hand:
    """Seat 0 bids 9 and seat 2 takes the contract at 10, naming spades."""
    hand = Hand(nf, HANDS, TOP, dealer=3)
    hand.act("bid 9", "pass", "bid 10", "pass", "name S")
    return hand


def test_nf_4_1_a_discarded_trump_is_returned_so_only_plain_cards_go(nf: ModuleType) -> None:
    """NF-4.1 (E25 "returned to the discarder"): seat 0 (on the dealer's left) discards
    first; its spades may not go, and `discard 9S` is refused citing NF-4.1, the hand
    unchanged. It throws its hearts and club and says `done`; the others follow, the dealer
    last. NF-4.2: each is dealt back to six from the top of the stock, in turn."""
    hand = named(nf)
    game = hand.game
    assert game.to_act == 0
    legal = set(game.legal_actions())
    assert legal == {"discard QH", "discard 4H", "discard 3H", "discard 2C", "done"}
    before = list(game.hands[0])
    with pytest.raises(nf.IllegalAction) as refused:
        game.apply("discard 9S")
    assert refused.value.rule == nf.RULES.cite("draw.discard")
    assert "returned to its player" in refused.value.reason and list(game.hands[0]) == before
    hand.discard("QH", "4H", "3H", "2C")
    assert game.legal_actions() == ("done",)
    hand.act("done")
    hand.discard("7C")
    hand.act("done", "done")  # seat 1, then seat 2, who keeps everything
    assert game.to_act == 3  # the dealer discards last
    hand.discard("9C", "8C")
    hand.act("done")
    assert set(game.observation(0)["hand"]) == {"9S", "KS", "AC", "KC", "QC", "JC"}
    assert set(game.observation(1)["hand"]) == {"9D", "AH", "KH", "JH", "TH", "TC"}
    assert len(game.observation(3)["hand"]) == 6


def test_nf_5_1_the_player_left_of_the_maker_leads(nf: ModuleType) -> None:
    """NF-5.1 (V18 "the player to the left of the bidder leads first and need not lead
    trump"): seat 2 made the contract, so seat 3 leads, and may lead a plain card."""
    hand = named(nf)
    game = hand.game
    hand.act("done", "done", "done", "done")
    assert game.to_act == 3
    assert any(a.endswith("C") for a in game.legal_actions())  # a club may be led


def test_nf_6_1_the_nine_and_the_five_of_trumps_count_their_face(nf: ModuleType) -> None:
    """NF-6.1 (V18 "the 9 and 5 of trumps count face value"): nobody discards; seat 3
    leads the 5S, seat 0 plays the 9S, seat 1 its 7C (no spade), seat 2 the AS: seat 2
    takes the nine (9) and the five (5), both for side 0, who also have High (the AS)
    and Jack (the JS, seat 2's). The hand is replayed to the same points."""
    hand = named(nf)
    game = hand.game
    hand.act("done", "done", "done", "done")
    hand.play("5S 9S 7C AS")
    assert game.observation(0)["tricks"][0]["winner"] == 2
    hand.finish()
    points = game.hand_result.points
    assert points["nine"] == 0 and points["five"] == 0 and points["high"] == 0
    won = {"high": 1, "low": 1, "jack": 1, "game": 1, "nine": 9, "five": 5}
    count = [sum(won[p] for p, side in points.items() if side == s) for s in (0, 1)]
    assert count[0] >= 10  # the contract is made
    assert game.scores[:2] == count
    assert hand.replayed()["expect"]["points"] == points


def test_trumps_fair_game_any_card_may_be_discarded_trumps_too() -> None:
    """House rule `nine_five_trumps_fair_game` (`discard and draw: ...; each player may
    discard up to 6 cards, trumps too`; Ten-Point Pitch's "discarded trumps are fair game"),
    NF-4.1, NF-4.2, NF-4.5, NF-6.2: with spades named, seat 0 may discard any of its six
    cards, the 9S and the KS too, where Nine-Five refuses them. It throws the 9S and the QH
    and is dealt back the AC and the KC, the top of the stock. Seat 1 throws all six, and
    then only `done` is left. The 9S is out of play: worked by hand, no one scores the
    nine, and the replayed record agrees."""
    module = load_rules_module("nine_five_trumps_fair_game")
    hand = named(module)
    game = hand.game
    assert game.to_act == 0
    assert set(game.legal_actions()) == {f"discard {c}" for c in HANDS[0].split()} | {"done"}
    hand.discard("9S", "QH")
    hand.act("done")
    assert set(game.observation(0)["hand"]) == {"KS", "4H", "3H", "2C"}  # dealt back later
    hand.discard(*HANDS[1].split())
    assert game.legal_actions() == ("done",)
    hand.act("done", "done", "done")  # seat 1, then seat 2 and the dealer keep theirs
    assert set(game.observation(0)["hand"]) == {"KS", "4H", "3H", "2C", "AC", "KC"}
    assert set(game.observation(1)["hand"]) & set(HANDS[1].split()) == set()
    assert {"QC", "JC", "TC"} <= set(game.observation(1)["hand"])
    assert len(game.observation(1)["hand"]) == 6
    hand.finish()
    points = game.hand_result.points
    assert points["nine"] is None
    assert hand.replayed()["expect"]["points"] == points
