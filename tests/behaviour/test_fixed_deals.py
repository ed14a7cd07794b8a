"""A game of a fixed number of deals (`deals: each player deals N times, then the highest
score wins; a tie plays on, one deal at a time`), played deal after deal.

The house rule `auction_pitch_tournament_deals` (Auction Pitch to 21, each player deals
twice) at a table of two: every hand below is a sweep, worked out by hand from the rules.
The player who holds six spades bids 2, pitches and takes every trick: High (AS), Low
(2S), Jack (JS) and Game (40 to 0), 4 points; the other holds six hearts and scores
nothing. So each deal adds 4 to one score, and with two players the game lasts 4 deals.
"""

from __future__ import annotations

from pathlib import Path
from types import ModuleType
from typing import Any

from conftest import built_in_memory, load_rules_module
from playing import act, play, start

SPADES = "AS KS QS JS TS 2S"
HEARTS = "AH KH QH JH TH 9H"
TRICKS = ["AS AH", "KS KH", "QS QH", "JS JH", "TS TH", "2S 9H"]


def _won_by(game: Any) -> str | None:
    won = [e for e in game.events if type(e).__name__ == "GameWon"]
    return won[-1].by if won else None


def _sweep(game: Any, sweeper: int) -> None:
    """The next deal, swept by `sweeper` (dealer or not) with a bid of 2."""
    hands = [SPADES, HEARTS] if sweeper == 0 else [HEARTS, SPADES]
    game.deal([hand.split() for hand in hands])
    eldest = 1 - game.dealer
    act(game, *(["bid 2", "pass"] if sweeper == eldest else ["pass", "bid 2"]))
    play(game, *TRICKS)  # the sweeper pitches and leads every trick: its spade first
    assert game.hand_result is not None


def _tournament() -> ModuleType:
    return load_rules_module("auction_pitch_tournament_deals")


def _game(module: ModuleType, scores: list[int] | None = None) -> Any:
    return module.Game(2, dealer=1, scores=scores)


def test_the_highest_score_wins_once_each_player_has_dealt_twice() -> None:
    """Sweeps by seats 0, 0, 1, 0: 4-0, 8-0, 8-4, then 12-4 after the fourth deal (each
    player has dealt twice), and seat 0 wins with the highest score, far from 21. The loser,
    above 0, pays 1 chip (AP-8.1)."""
    game = _game(_tournament())
    for deal, (sweeper, scores) in enumerate(
        [(0, [4, 0]), (0, [8, 0]), (1, [8, 4]), (0, [12, 4])], start=1
    ):
        _sweep(game, sweeper)
        assert game.scores == scores
        assert game.game_over is (deal == 4)
    assert game.winner == 0
    assert _won_by(game) == "deals"
    assert game.payouts() == [1, -1]


def test_a_tie_after_the_deals_plays_on_one_deal_at_a_time() -> None:
    """Sweeps by seats 0, 1, 0, 1: 8-8 after the fourth deal, a tie, so the game goes on;
    seat 1 sweeps the fifth, 8-12, and wins."""
    game = _game(_tournament())
    for sweeper in (0, 1, 0, 1):
        _sweep(game, sweeper)
    assert game.scores == [8, 8]
    assert not game.game_over and game.winner is None
    _sweep(game, 1)
    assert game.scores == [8, 12]
    assert game.game_over and game.winner == 1
    assert _won_by(game) == "deals"


def test_the_target_still_ends_the_game_before_the_deals() -> None:
    """From 18-0, seat 0's first sweep takes it to 22, past 21: the game ends on the
    target after one deal."""
    game = _game(_tournament(), scores=[18, 0])
    _sweep(game, 0)
    assert game.scores == [22, 0]
    assert game.game_over and game.winner == 0
    assert _won_by(game) == "target"


def test_a_hand_the_same_dealer_deals_again_does_not_count(tmp_path: Path) -> None:
    """With `if everyone passes: the same dealer deals again`: the second and third hands
    are thrown in (both pass) and dealt again by the same dealer, so after six hands only
    four deals have passed the deal on: the game ends with the sixth. Sweeps by 0, (thrown
    in), (thrown in), 1, 0, 0: 4-0, 4-0, 4-0, 4-4, 8-4, 12-4."""
    path = tmp_path / "house.variant"
    path.write_text(
        'variant house "House" extends auction_pitch_tournament_deals\n'
        "if everyone passes: the same dealer deals again\n",
        "utf-8",
    )
    module, _, _ = built_in_memory(path)
    game = _game(module)
    _sweep(game, 0)
    game.deal([SPADES.split(), HEARTS.split()])
    dealer = game.dealer
    act(game, "pass", "pass")
    assert game.hand_result is not None and game.hand_result.passed_out
    assert not game.game_over
    game.deal([SPADES.split(), HEARTS.split()])
    assert game.dealer == dealer  # dealt again by the same dealer
    act(game, "pass", "pass")
    for sweeper, over in ((1, False), (0, False), (0, True)):
        _sweep(game, sweeper)
        assert game.game_over is over
    assert game.scores == [12, 4]
    assert game.winner == 0 and _won_by(game) == "deals"


def test_a_fresh_game_record_is_not_over_before_the_deals() -> None:
    """A single hand never ends the game by the deals: after one sweep at 4-0, the game
    goes on (two players deal four times in all)."""
    game = start(_tournament(), [SPADES, HEARTS], dealer=1)
    act(game, "bid 2", "pass")
    play(game, *TRICKS)
    assert game.scores == [4, 0] and not game.game_over
