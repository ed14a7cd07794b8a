"""A pitch that does not make trump plain, declared by the pitcher (`unclear pitch: the
pitcher declares trump`, #26; the catalogue's edge case E12).

The house rule `auction_pitch_joker_declared` lets the pitcher of the joker name any suit;
a test variant with the off-jack (`same colour: the jack ...`) lets the pitcher of a jack
name its own suit or the other of its colour. Every expected value was worked out by hand
from the rules, never copied from the engine's output.
"""

from __future__ import annotations

import random
from pathlib import Path
from types import ModuleType
from typing import Any

from allfours.simulate.players.rule_based import RuleBasedPlayer
from conftest import built_in_memory, load_rules_module
from playing import act, assert_refused, play, start

VARIANTS = Path(__file__).resolve().parents[2] / "variants"

# Seat 0 holds the joker and the top of hearts; seat 1 spades and two hearts.
DEAL = [
    "JK AH 2H KC QC 4D",
    "KH 9H AS KS QS 3D",
    "JH 5H TS 9S 8S 5D",
]


def _declared() -> ModuleType:
    return built_in_memory(VARIANTS / "auction_pitch_joker_declared.variant")[0]


def _pitched(module: ModuleType) -> Any:
    """Seat 0 bids 2 alone and pitches the joker."""
    game = start(module, DEAL, dealer=2)
    act(game, "bid 2", "pass", "pass", "play JK")
    return game


def test_a_pitched_joker_waits_for_its_pitcher_to_declare_any_suit() -> None:
    """APJ-4.10: the joker makes no suit trump of its own; its pitcher, still to act,
    may declare any of the four, and nobody plays to the trick before."""
    game = _pitched(_declared())
    assert game.to_act == 0
    assert game.phase == "declaring"
    assert set(game.legal_actions()) == {"name S", "name H", "name D", "name C"}
    assert game.observation(1)["trump"] is None
    assert game.observation(0)["trick"] == [{"seat": 0, "card": "JK"}]


def test_the_declared_suit_is_trump_and_is_followed() -> None:
    """Declared hearts, the joker leads a trump: seat 1 must follow with a heart (AP-4.2),
    where the base game's joker makes spades trump and seat 1 follows with a spade."""
    game = _pitched(_declared())
    game.apply("name H", seat=0)
    assert game.observation(1)["trump"] == "H"
    assert game.to_act == 1
    assert set(game.legal_actions()) == {"play KH", "play 9H"}

    base = _pitched(load_rules_module("auction_pitch_joker"))
    assert base.observation(1)["trump"] == "S"
    assert set(base.legal_actions()) == {"play AS", "play KS", "play QS"}


def test_a_hand_played_on_the_declared_suit() -> None:
    """The hand on hearts, worked by hand:
    1. JK KH 5H: KH is the highest trump (the joker the lowest): seat 1.
    2. AS TS AH: seat 0 trumps a spade lead: seat 0.
    3. 2H 9H JH: seat 2.   4. 9S KC KS: seat 1.   5. QS 8S QC: seat 1.   6. 3D 5D 4D: seat 2.
    High (AH) and Low (2H, the joker never Low) were dealt to seat 0; Jack taken by seat 2;
    the joker taken by seat 1; Game: seat 0 takes 4 + 10 + 4 = 18, seat 1 3 + 6 + 4 = 13,
    seat 2 1. Seat 0 makes 3 on a bid of 2: scores 3, 1, 1."""
    game = _pitched(_declared())
    game.apply("name H", seat=0)
    play(game, "KH 5H", "AS TS AH", "2H 9H JH", "9S KC KS", "QS 8S QC", "3D 5D 4D")
    result = game.hand_result
    assert dict(result.points) == {"high": 0, "low": 0, "jack": 2, "joker": 1, "game": 0}
    assert list(game.scores) == [3, 1, 1]


def test_nothing_but_the_declaration_is_allowed_before_it() -> None:
    """APJ-4.10: a card played before the pitcher declares, the next player acting, or a
    suit the card cannot make trump are refused, and change nothing."""
    module = _declared()
    game = _pitched(module)
    number = dict(module.RULES.numbers)["play.declare"]
    assert number == "APJ-4.10"
    assert_refused(module, game, "play AH", number)
    assert_refused(module, game, "name S", number, seat=1)
    assert_refused(module, game, "play KH", number, seat=1)


def _with_off_jack(tmp_path: Path) -> ModuleType:
    path = tmp_path / "house.variant"
    path.write_text(
        'variant house "House" extends auction_pitch\n'
        "same colour: the jack of the other suit of the same colour is a trump, just below "
        "the jack of trumps\n"
        "unclear pitch: the pitcher declares trump\n",
        "utf-8",
    )
    return built_in_memory(path)[0]


JACKS = [
    "JH AS KS 2C 3C 4C",
    "JD AH 7D 9S 8S 7S",
    "QD KH 5C 6C 7C 8C",
]


def test_a_pitched_jack_may_be_the_off_jack(tmp_path: Path) -> None:
    """A pitched jack makes its own suit trump or the other of its colour (it may be the
    off-jack): hearts or diamonds. Declared diamonds, JH is a trump just below JD: seat 1
    must follow the trump lead with a diamond (JD or 7D, not AH), and JD takes the trick
    from JH; seat 2 follows with QD, which ranks above both (Q > J > off-jack). Declared
    hearts, JD is the off-jack instead, and 7D a plain card."""
    module = _with_off_jack(tmp_path)
    game = start(module, JACKS, dealer=2)
    act(game, "bid 2", "pass", "pass", "play JH")
    assert set(game.legal_actions()) == {"name H", "name D"}
    game.apply("name D", seat=0)
    assert set(game.legal_actions()) == {"play JD", "play 7D"}
    play(game, "JD QD")
    assert game.observation(0)["tricks"][0]["winner"] == 2

    game = start(module, JACKS, dealer=2)
    act(game, "bid 2", "pass", "pass", "play JH", "name H")
    # Declared hearts, JD is the off-jack (a trump) and 7D a plain card.
    assert set(game.legal_actions()) == {"play AH", "play JD"}


def test_a_plain_pitch_needs_no_declaration(tmp_path: Path) -> None:
    """A card that makes one suit trump (the ace of spades) fixes it at once: the next
    player plays."""
    module = _with_off_jack(tmp_path)
    game = start(module, JACKS, dealer=2)
    act(game, "bid 2", "pass", "pass", "play AS")
    assert game.phase == "play"
    assert game.to_act == 1
    assert game.observation(1)["trump"] == "S"
    assert set(game.legal_actions()) == {"play 9S", "play 8S", "play 7S"}


def test_the_rule_based_player_declares_the_suit_its_hand_is_long_in() -> None:
    """Holding AH KH QH TH besides the pitched joker, the rule-based player declares
    hearts."""
    module = _declared()
    hands = ["JK AH KH QH TH 2C", "AS KS QS JS 9S 3D", "AD KD QD JD 5D 5C"]
    game = start(module, hands, dealer=2)
    act(game, "bid 2", "pass", "pass", "play JK")
    player = RuleBasedPlayer(module, 0, random.Random(1))
    assert player.choose(game.observation(0)) == "name H"
