"""Random legal play through every bundled variant of the Pedro line (trump named by the
high bidder; discard and draw, a kitty, or discards down).

Whole games with uniformly random legal actions, checked against invariants of the rules
and against replay: each hand, written as an `allfours-hand/2` record from what was dealt
(hands and stock) and the actions taken, must replay to the same legal sets and the same
outcome the live game reached. Seeds are fixed, so every run plays the same games.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from conftest import load_rules_module

VARIANTS = (
    "cinch",
    "cinch_to_42",
    "cinch_stick_the_dealer",
    "cinch_must_trump",
    "cinch_cut_throat",
    "cinch_widow",
    "cinch_blind",
    "pidro",
    "schmier",
    "smear",
    "ten_point_pitch",
    "ten_point_pitch_no_jick",
    "ten_point_pitch_one_joker",
)
GAMES = 30
MOST_HANDS = 60  # random bids of 13 and 14 are set again and again: a game may go on


def _play_hand(game: Any, rng: random.Random) -> dict[str, Any]:
    before = list(game.scores)
    game.deal()
    dealt = game.events[0]
    record: dict[str, Any] = {
        "format": "allfours-hand/2",
        "id": "random",
        "variant": game.rules.id,
        "players": game.players,
        "dealer": game.dealer,
        "scores": before,
        "setbacks": list(game.setbacks),
        "hands": [list(hand) for hand in dealt.hands],
        "stock": list(dealt.stock),
        "steps": [],
    }
    while game.to_act is not None:
        legal = list(game.legal_actions())
        action = rng.choice(legal)
        record["steps"].append({"seat": game.to_act, "action": action, "legal": legal})
        game.apply(action)
    return record


def _check_invariants(game: Any, record: dict[str, Any]) -> None:
    result, rules = game.hand_result, game.rules
    for seat in range(game.players):  # partners share one score
        assert game.scores[seat] == game.scores[seat % game.sides]
        if rules.scoring.contract == "difference":  # only ever added to
            assert game.scores[seat] >= record["scores"][seat]
    # Every card of the pack is somewhere exactly once: played, held, discarded (and not
    # dealt back from the discards when the stock ran out) or left in the stock.
    played = [card for trick in result.tricks for card in trick.cards]
    held = [c for hand in game.hands for c in hand]
    left = [game.codes[c] for c in game.stock]
    discarded: Counter[str] = Counter()
    for event in game.events:  # in order: a card dealt back had been discarded before
        if type(event).__name__ == "Discarded":
            discarded[event.card] += 1
        elif type(event).__name__ == "Drew" and discarded[event.card]:
            discarded[event.card] -= 1
    everywhere = Counter(played + [game.codes[c] for c in held] + left) + discarded
    assert sorted(everywhere) == sorted(game.codes) and max(everywhere.values()) == 1
    refill = rules.refill
    if result.passed_out:  # everyone passed and the hand was thrown in, as dealt
        assert not played and not discarded and len(game.stock) == len(record["stock"])
        return
    if refill is not None and refill.robber != "none":
        assert not game.stock, "the robber took the rest of the pack"
    else:  # the stock lost what was dealt back or taken as a kitty, and no more
        drawn = sum(1 for event in game.events if type(event).__name__ == "Drew")
        assert len(game.stock) == max(len(record["stock"]) - drawn, 0)
    # Every hand played as many cards as the draw leaves, or only its trumps.
    if rules.play.trumps_only:
        assert all(game.suit_of[c] != game.trump_suit for c in held), "every trump is played"
        assert all(len(trick.cards) <= game.players for trick in result.tricks)
    else:
        assert not held and len(result.tricks) == rules.hand_at_play
    if refill is not None and refill.keep_points:  # no point card discarded: all scored
        cards = [p.id for p in rules.points if type(p.select).__name__ != "MostCount"]
        assert all(result.points[point] is not None for point in cards), result.points


@pytest.mark.parametrize("variant", VARIANTS)
def test_random_games_keep_the_rules_and_replay_exactly(variant: str) -> None:
    module = load_rules_module(variant)
    rng = random.Random(variant)
    short_tricks = games_over = 0
    for _ in range(GAMES):
        players = module.VARIANT["players"][1]  # the largest table the variant allows
        game = module.Game(players, dealer=rng.randrange(players), seed=rng.randrange(1 << 30))
        while not game.game_over and game.hands_played < MOST_HANDS:
            record = _play_hand(game, rng)
            _check_invariants(game, record)
            replayed = module.replay(record)
            assert "error" not in replayed
            assert [s["legal"] for s in replayed["steps"]] == [s["legal"] for s in record["steps"]]
            expect, result = replayed["expect"], game.hand_result
            assert expect["scores"] == list(result.scores)
            assert expect["winner"] == result.winner
            assert expect["tricks"] == [
                {"leader": t.leader, "cards": list(t.cards), "winner": t.winner}
                for t in result.tricks
            ]
            assert expect["points"] == dict(result.points)
            short_tricks += sum(1 for t in result.tricks if len(t.cards) < game.players)
        games_over += game.game_over
    assert games_over, f"{variant}: no game of {GAMES} ended within {MOST_HANDS} hands"
    if module.RULES.play.trumps_only:  # players drop out: some tricks are short
        assert short_tricks
