"""Behaviour of the generated `smear` module where Smear differs from Ten-Point Pitch.

Smear (`variants/smear.variant`, catalogue V14) is checked here by its numbers in the
module's `RULES.numbers` (SM-x.y, stated in `generated/rulebook/smear.md`):

- SM-1.3, SM-5.3: two jokers that rank alike, just below the jick: when both fall in one
  trick, the one played later beats the other (Minnesota Smear's opposite, the first
  played, is checked on a variant compiled here);
- SM-4.2: ten cards each; once trump is named, from the maker in turn, each player
  discards down to six, plain cards first, a trump only from a hand with nothing else;
- SM-6: the jick, both jokers and the trey (3) to their takers: ten points.

Each test deals the 54 cards exactly, drives the live game, and replays the hand as an
`allfours-hand/2` record. Every expected value was worked out by hand from the rules.
"""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest
from exact_hands import PACK, Hand, full_stock

from allfours.pipeline import check_variant
from allfours.runtime.engine import Engine
from allfours.semantic.resolve import Loader
from conftest import load_rules_module

PACK54 = (*PACK, "HJ", "LJ")
# Dealer 3, seat 0 bids 2 and names spades (the jick is the JC, seat 2's). Seat 2 holds
# eight trumps and two clubs; seat 3 no trump at all.
HANDS = (
    "HJ AS KS 4S AH KH QH JH TH 9H",
    "LJ QS 2S 3S AD KD QD JD TD 9D",
    "JS JC TS 9S 8S 7S 6S 5S AC KC",
    "8H 7H 6H 5H 4H 3H 2H 8D 7D 6D",
)
DISCARDS = (
    ("AH", "KH", "QH", "JH"),
    ("AD", "KD", "QD", "JD"),
    ("AC", "KC", "5S", "6S"),  # the plain clubs go first, then two trumps
    ("8H", "7H", "6H", "5H"),
)


@pytest.fixture(scope="module")
def sm() -> ModuleType:
    return load_rules_module("smear")


def discarded(sm: ModuleType) -> Hand:
    hand = Hand(sm, HANDS, dealer=3, pack=PACK54)
    assert len(hand.stock) == 14
    hand.act("bid 2", "pass", "pass", "pass", "name S")
    for seat, cards in enumerate(DISCARDS):
        assert hand.game.to_act == seat
        hand.discard(*cards)
    return hand


def test_sm_4_2_everyone_discards_down_to_six_plain_cards_first(sm: ModuleType) -> None:
    """SM-4.2 (V14 "all discard non-trumps down to 6"): the maker, seat 0, may throw away
    only its hearts while it holds one (`discard AS` refused, citing SM-4.2, the game
    unchanged); seat 2, eight trumps and two clubs, must let its clubs go before it may
    discard a trump, and then does. Each turn ends at six; the maker then leads."""
    hand = Hand(sm, HANDS, dealer=3, pack=PACK54)
    game = hand.game
    hand.act("bid 2", "pass", "pass", "pass", "name S")
    assert game.to_act == 0
    hearts = ["AH", "KH", "QH", "JH", "TH", "9H"]
    assert set(game.legal_actions()) == {f"discard {card}" for card in hearts}
    before = (game.to_act, list(game.hands[0]))
    with pytest.raises(sm.IllegalAction) as refused:
        game.apply("discard AS")
    assert refused.value.rule == sm.RULES.cite("draw.down")
    assert (game.to_act, list(game.hands[0])) == before
    hand.discard(*DISCARDS[0])
    hand.discard(*DISCARDS[1])
    assert game.to_act == 2
    assert set(game.legal_actions()) == {"discard AC", "discard KC"}
    hand.discard("AC", "KC")
    assert "discard 5S" in game.legal_actions() and "discard JC" in game.legal_actions()
    hand.discard("5S", "6S")
    hand.discard(*DISCARDS[3])
    assert game.phase == "play" and game.to_act == 0
    assert all(len(game.hands[seat]) == 6 for seat in range(4))


def test_sm_1_3_of_two_jokers_in_a_trick_the_one_played_later_wins(sm: ModuleType) -> None:
    """SM-1.3, SM-5.3 (V14 "If both jokers fall in one trick, the second played beats the
    first"): seat 0 leads the HJ, seat 1 plays the LJ, seat 2 the TS, seat 3 (no trump) a
    heart: the LJ wins, and both jokers' points go to side 1."""
    hand = discarded(sm)
    hand.play("HJ LJ TS 4H")
    game = hand.game
    assert game.to_act == 1 and game.observation(0)["tricks"][0]["winner"] == 1
    hand.finish()
    result = game.hand_result
    assert result.points["high_joker"] == 1 and result.points["low_joker"] == 1
    assert len(result.tricks) == 6
    assert hand.replayed()["expect"]["points"] == result.points


MINNESOTA = (
    'variant minnesota "Smear, the First Joker Wins" extends smear\n'
    "jokers: the high and the low joker are trumps, never low, just above the ten of trumps; "
    "level, the one played first wins\n"
)


def test_level_jokers_the_one_played_first_wins_where_the_variant_says_so(
    tmp_path: Path,
) -> None:
    """V15's Minnesota Smear ("the first joker played in a trick beats the second"): the
    same trick, compiled from a house rule on Smear: the HJ, played first, wins."""
    path = tmp_path / "minnesota.variant"
    path.write_text(MINNESOTA, encoding="utf-8")
    checked = check_variant(path, Loader())
    assert checked.variant is not None, [d.message for d in checked.diagnostics]
    game = Engine(checked.variant.rules, 4, dealer=3, seed=0)
    game.deal([hand.split() for hand in HANDS], full_stock(HANDS, "", PACK54))
    for action in ("bid 2", "pass", "pass", "pass", "name S"):
        game.apply(action)
    for seat, cards in enumerate(DISCARDS):
        for card in cards:
            game.apply(f"discard {card}", seat=seat)
    for card in ["HJ", "LJ", "TS", "4H"]:
        game.apply(f"play {card}")
    assert game.tricks[0].winner == 0 and game.to_act == 0


# -- High between two level jokers (#25): the one a trick holding both would go to --------

# Spades trump; the ace, king, queen and jack of spades and the jick (JC) lie in the stock,
# so the two jokers are the highest trumps in play. Seat 1 plays the low joker in trick 1
# (void in hearts), seat 0 the high joker later.
LEVEL_HANDS = (
    "HJ 4S AH KH QH JH TH 9H 8H 7H",
    "LJ 3S AD KD QD JD TD 9D 8D 7D",
    "TS 9S 8S 7S 6S 5S AC KC QC 9C",
    "2S 6H 5H 4H 3H 2H 6D 5D 4D 3D",
)
LEVEL_DISCARDS = (
    ("AH", "KH", "QH", "JH"),
    ("AD", "KD", "QD", "JD"),
    ("AC", "KC", "QC", "9C"),
    ("6H", "5H", "4H", "3H"),
)


def _high_between_level_jokers(source: str, tmp_path: Path) -> int | None:
    """The side credited with High in the hand above, the jokers ranking level."""
    path = tmp_path / f"{source.split()[1]}.variant"
    path.write_text(source, encoding="utf-8")
    checked = check_variant(path, Loader())
    assert checked.variant is not None, [d.message for d in checked.diagnostics]
    game = Engine(checked.variant.rules, 4, dealer=3, seed=0)
    stock = full_stock(LEVEL_HANDS, "AS KS QS JS JC", PACK54)
    game.deal([hand.split() for hand in LEVEL_HANDS], stock)
    for action in ("bid 2", "pass", "pass", "pass", "name S"):
        game.apply(action)
    for seat, cards in enumerate(LEVEL_DISCARDS):
        for card in cards:
            game.apply(f"discard {card}", seat=seat)
    for card in ("7H", "LJ", "5S", "2H"):  # the low joker, played first, wins trick 1
        game.apply(f"play {card}")
    assert game.tricks[0].winner == 1
    while game.phase == "play":
        game.apply(game.legal_actions()[0])  # the high joker is played in a later trick
    result = game.hand_result
    assert result is not None
    high = result.points["high"]
    assert high is None or isinstance(high, int)
    return high


def test_high_between_level_jokers_is_the_one_played_first_where_it_wins(
    tmp_path: Path,
) -> None:
    """A house rule where the first joker played wins a trick holding both: where the
    jokers are the highest trumps in play, High is the one played first (here the low
    joker, dealt to seat 1), not the one the pack lists first."""
    assert _high_between_level_jokers(MINNESOTA, tmp_path) == 1


def test_high_between_level_jokers_is_the_one_played_later_in_smear(tmp_path: Path) -> None:
    """SM-1.3: the one played later wins, so High is the high joker, played later, dealt to
    seat 0's side."""
    assert _high_between_level_jokers('variant again "Smear again" extends smear\n', tmp_path) == 0
