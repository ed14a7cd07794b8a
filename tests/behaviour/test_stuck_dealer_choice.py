"""A stuck dealer's choice (`if everyone passes: the dealer must bid, or be set back N and
pass the deal`): the dealer whom everyone passed to either bids or takes a set of N.

The house rule `auction_pitch_stuck_dealer_choice` (Auction Pitch, a set of 2) and one
on Partnership Pitch with three set-backs losing. Every figure is worked out by hand from
the rules: a set of 2 takes 2 from the dealer's side, counts one set-back, and the hand is
not played; the deal passes to the left.
"""

from __future__ import annotations

import random
from pathlib import Path
from types import ModuleType

from conftest import built_in_memory, load_rules_module
from playing import act, assert_refused, start

# Three players, dealer 2: seat 0 bids first, the dealer last (AP-3.1).
THREE = ["AS KS QS JS TS 2S", "AH KH QH JH TH 9H", "8C 7C 6C 5C 4C 3D"]
FOUR = [*THREE, "AD KD QD JD TD 9D"]


def _choice() -> ModuleType:
    return load_rules_module("auction_pitch_stuck_dealer_choice")


def test_a_stuck_dealer_may_bid_or_take_the_set_but_not_pass() -> None:
    """Everyone before the dealer passes: the dealer's moves are the bids 2 to 4 and the
    set; a pass is refused by AP-3.5."""
    module = _choice()
    game = start(module, THREE, dealer=2)
    act(game, "pass", "pass")
    assert game.to_act == 2
    assert set(game.legal_actions()) == {"bid 2", "bid 3", "bid 4", "take set"}
    refused = assert_refused(module, game, "pass", "AP-3.5", seat=2)
    assert "take a set of 2" in refused.reason


def test_the_stuck_dealer_takes_the_set_and_passes_the_deal() -> None:
    """From 5, 3 and 4, the dealer (seat 2) takes the set: 5, 3 and 2, one set-back for
    seat 2, no contract, no trick and no point; the game goes on, and seat 0 deals next."""
    game = start(_choice(), THREE, dealer=2, scores=[5, 3, 4])
    act(game, "pass", "pass", "take set")
    assert game.scores == [5, 3, 2]
    assert game.setbacks == [0, 0, 1]
    result = game.hand_result
    assert result is not None and result.passed_out and result.pitcher is None
    assert result.points == {} and not result.tricks
    assert not game.game_over
    game.deal()
    assert game.dealer == 0


def test_only_the_stuck_dealer_may_take_the_set() -> None:
    """The set is refused to a player before the dealer, and to the dealer facing a bid,
    by AP-3.5; without the house rule (Auction Pitch) it is no move at all."""
    module = _choice()
    game = start(module, THREE, dealer=2)
    assert_refused(module, game, "take set", "AP-3.5", seat=0)
    act(game, "bid 2", "pass")
    assert "take set" not in game.legal_actions()
    assert_refused(module, game, "take set", "AP-3.5", seat=2)
    base = load_rules_module("auction_pitch")
    plain = start(base, THREE, dealer=2)
    act(plain, "pass", "pass")
    assert "take set" not in plain.legal_actions()


def test_a_set_that_is_the_third_set_back_loses_the_game(tmp_path: Path) -> None:
    """Partnership Pitch, three set-backs losing, with the choice: the dealer's side (seats
    1 and 3), set back twice already, at 6 against 4, takes the set: 4 and 4 after it, and
    its third set-back loses the game at once; seats 0 and 2 win."""
    path = tmp_path / "house.variant"
    path.write_text(
        'variant house "House" extends partnership_pitch_three_setbacks\n'
        "if everyone passes: the dealer must bid, or be set back 2 and pass the deal\n",
        "utf-8",
    )
    module, _, _ = built_in_memory(path)
    game = start(module, FOUR, dealer=3, scores=[4, 6, 4, 6], setbacks=[0, 2, 0, 2])
    act(game, "pass", "pass", "pass", "take set")
    assert game.scores == [4, 4, 4, 4]
    assert game.setbacks == [0, 3, 0, 3]
    assert game.game_over and game.winner == 0


def test_the_rule_based_player_takes_the_set_only_with_a_weak_hand() -> None:
    """The rule-based player, stuck as dealer: with five low clubs and a diamond, worth
    less than the lowest bid, it takes the set of 2 rather than bid 2 (and be set back 2
    while the others score); with the six top spades it bids the smudge."""
    from allfours.simulate.players.rule_based import RuleBasedPlayer

    module = _choice()
    for dealer_hand, expected in (("8C 7C 6C 5C 4C 3D", "take set"), (THREE[0], "bid 4")):
        hands = [THREE[1], "AD KD QD JD TD 9D", dealer_hand]
        game = start(module, hands, dealer=2)
        act(game, "pass", "pass")
        player = RuleBasedPlayer(module, 2, random.Random(0))
        assert player.choose(game.observation(2)) == expected
