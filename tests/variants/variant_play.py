"""Helpers shared by the variant test files (not a test module itself).

Hand-crafted hands are scripted with tests/playing.py; `check_random_games` plays whole
seeded games with cautious random players and checks, independently of the engine, how a
game ends, who is paid what, and that `replay` reproduces every recorded hand.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from types import ModuleType
from typing import Any

import pytest


def cautious(rng: random.Random, legal: Sequence[str]) -> str:
    """A random legal action from a player who mostly passes and bids low."""
    if legal[0].startswith("play ") or "sell" in legal:
        return rng.choice(legal)
    bids = [action for action in legal if action != "pass"]
    if not bids or ("pass" in legal and rng.random() < 0.6):
        return "pass"
    return bids[0] if rng.random() < 0.7 else rng.choice(bids)


def expected_payouts(scores: Sequence[int], sides: int, winner: int) -> list[int]:
    """Rule 8.1 of every variant tested here: each player of a losing side pays each
    player of the winning side 1 chip when its final score is 1 or more, else 2."""
    players = len(scores)
    winners = [seat for seat in range(players) if seat % sides == winner]
    net = [0] * players
    for seat in range(players):
        if seat % sides == winner:
            continue
        chips = 1 if scores[seat] >= 1 else 2
        net[seat] -= chips * len(winners)
        for collector in winners:
            net[collector] += chips
    return net


def _expect(game: Any, result: Any) -> dict[str, Any]:
    """What `replay` must report for a hand, read off the live game."""
    return {
        "pitcher": result.pitcher,
        "bid": result.bid,
        "trump": result.trump,
        "tricks": [
            {"leader": t.leader, "cards": list(t.cards), "winner": t.winner} for t in result.tricks
        ],
        "points": dict(result.points),
        "made": result.made,
        "scores": list(result.scores),
        "setbacks": list(result.setbacks),
        "game_over": result.game_over,
        "winner": result.winner,
        "payouts": game.payouts(),
    }


def check_random_games(
    module: ModuleType,
    *,
    games: int,
    target: int,
    smudge: int | None = None,
    partnership_size: int = 1,
) -> Counter[str]:
    """Play `games` whole seeded games, table sizes cycling through the variant's range.

    Checks: one winning side, decided at the first hand where a side reaches `target`
    (or makes a smudge bid of `smudge` from 0 or more); partners always level; the deal
    passes left; payouts as rule 8.1 says and summing to 0; no deal after the game;
    `replay` of every hand's record gives back the hand. Returns how often some events
    happened, so that a test can show the random players reached them.
    """
    low, high = module.VARIANT["players"]
    seen: Counter[str] = Counter()
    for seed in range(games):
        rng = random.Random(seed)
        players = low + seed % (high - low + 1)
        sides = players // partnership_size
        game = module.Game(players, dealer=rng.randrange(players), seed=seed)
        results: list[Any] = []
        while not game.game_over:
            assert len(results) < 300, f"seed {seed}: the game does not end"
            scores, setbacks = list(game.scores), list(game.setbacks)
            game.deal()
            hands = [game.observation(seat)["hand"] for seat in range(players)]
            steps = []
            while game.to_act is not None:
                seat = game.to_act
                action = cautious(rng, game.legal_actions())
                steps.append({"seat": seat, "action": action})
                game.apply(action, seat=seat)
            result = game.hand_result
            record = {
                "players": players,
                "dealer": result.dealer,
                "hands": hands,
                "steps": steps,
                "scores": scores,
                "setbacks": setbacks,
            }
            replayed = module.replay(record)
            assert "error" not in replayed, (seed, replayed.get("error"))
            assert replayed["expect"] == _expect(game, result), (seed, record)

            sold = any(step["action"] == "sell" for step in steps)
            if results:
                assert result.dealer == (results[-1].dealer + 1) % players
            assert list(result.scores_before) == scores  # a sale's price is part of the hand
            for seat in range(players):
                assert result.scores[seat] == result.scores[seat % sides]
            credited = [side for side in result.points.values() if side is not None]
            assert sum(result.points_made) == len(credited)
            smudge_win = (
                smudge is not None
                and result.bid == smudge
                and bool(result.made)
                and result.scores_before[result.pitcher] >= 0
            )
            reached = max(result.scores) >= target
            assert result.game_over == (reached or smudge_win), (seed, result)
            if result.game_over:
                assert result.winner in range(sides)
                assert smudge_win or result.scores[result.winner] >= target
            else:
                assert result.winner is None
            seen["passed out"] += result.passed_out
            seen["no contract"] += not result.passed_out and result.bid is None
            seen["set back"] += result.made is False
            seen["made"] += bool(result.made)
            seen["sold"] += sold
            seen["sold out before play"] += sold and not result.tricks
            seen["smudge win"] += smudge_win
            seen["count out"] += sum(score >= target for score in result.scores[:sides]) > 1
            results.append(result)
        winner = game.winner
        assert winner == results[-1].winner and winner in range(sides)
        assert list(game.scores) == list(results[-1].scores)
        payouts = game.payouts()
        assert payouts == expected_payouts(game.scores, sides, winner)
        assert sum(payouts) == 0
        assert all((payouts[seat] > 0) == (seat % sides == winner) for seat in range(players))
        with pytest.raises(module.IllegalAction):
            game.deal()
        seen["games"] += 1
    return seen
