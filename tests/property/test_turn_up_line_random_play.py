"""Random legal play through every bundled variant of the turn-up line.

Whole games with uniformly random legal actions, at every table size each variant
allows, checked against invariants of the rules and against replay: each hand, written
as an `allfours-hand/2` record from what was dealt (hands and stock) and the actions
taken, must replay to the same legal sets and the same outcome the live game reached.
Seeds are fixed, so every run plays the same games.
"""

from __future__ import annotations

import random
from collections import Counter
from types import ModuleType
from typing import Any

import pytest

from conftest import load_rules_module

VARIANTS = (
    "seven_up",
    "all_fours",
    "california_jack",
    "shasta_sam",
    "trinidad_all_fours",
    "nine_card_don",
    "seven_up_keep_cards",
)
GAMES = 40  # per variant and table size
MOST_HANDS = 200


def _tables(module: ModuleType) -> list[int]:
    table = module.RULES.table
    return [n for n in range(table.players_min, table.players_max + 1) if table.allows(n)]


def _play_hand(game: Any, rng: random.Random) -> dict[str, Any]:
    """Deal and play one hand at random; return it as a record, with what the live game
    decided as its `expect` and each step's legal set."""
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
        "hands": [list(hand) for hand in dealt.hands],
        "steps": [],
    }
    if game.rules.trump.kind != "first_card_pitched":  # the stock is used: it is dealt
        record["stock"] = list(dealt.stock)
    while game.to_act is not None:
        legal = list(game.legal_actions())
        action = rng.choice(legal)
        record["steps"].append({"seat": game.to_act, "action": action, "legal": legal})
        game.apply(action)
    return record


def _check_invariants(game: Any, record: dict[str, Any]) -> None:
    result = game.hand_result
    players = game.players
    sides = game.sides
    for seat in range(players):  # partners share one score; nothing here sets a side back
        assert game.scores[seat] == game.scores[seat % sides]
        assert game.scores[seat] >= record["scores"][seat]
    # Every card of the pack is somewhere exactly once: played, held, in the stock,
    # turned up and set aside, or discarded.
    played = [card for trick in result.tricks for card in trick.cards]
    held = [game.codes[c] for hand in game.hands for c in hand]
    stock = [game.codes[c] for c in game.stock]
    discarded = [e.card for e in game.events if type(e).__name__ == "Discarded"]
    # A card turned up for trump stays out of the hands; the top of a stock drawn from
    # is drawn with the rest.
    turned_up = game.rules.trump.kind == "turn_up"
    turned = [game.codes[c] for c in game.turnups] if turned_up else []
    everywhere = Counter(played + held + stock + discarded + turned)
    # Where the stock is not used (a pitched trump), the undealt cards are out of the hand.
    dealt = [card for hand in record["hands"] for card in hand]
    pack = game.codes if game.rules.trump.kind != "first_card_pitched" else dealt
    assert sorted(everywhere) == sorted(pack) and max(everywhere.values()) == 1
    if result.winner is None and not result.redeal:
        assert not held, "a hand that did not end the game is played to the last card"
    if game.rules.draw is not None and not game.rules.draw.face_up:
        assert all(game.observation(s)["stock_top"] is None for s in range(players))


@pytest.mark.parametrize("variant", VARIANTS)
def test_random_games_keep_the_rules_and_replay_exactly(variant: str) -> None:
    module = load_rules_module(variant)
    rng = random.Random(variant)
    ended_mid_hand = 0
    for players in _tables(module):
        for _ in range(GAMES):
            game = module.Game(players, dealer=rng.randrange(players), seed=rng.randrange(1 << 30))
            while not game.game_over and game.hands_played < MOST_HANDS:
                record = _play_hand(game, rng)
                _check_invariants(game, record)
                replayed = module.replay(record)
                assert "error" not in replayed
                assert [s["legal"] for s in replayed["steps"]] == [
                    s["legal"] for s in record["steps"]
                ]
                expect = replayed["expect"]
                result = game.hand_result
                assert expect["scores"] == list(result.scores)
                assert expect["winner"] == result.winner
                assert [t["winner"] for t in expect["tricks"]] == [t.winner for t in result.tricks]
                assert expect["points"] == dict(result.points)
                tricks = len(result.tricks)
                if result.winner is not None and tricks and game.hands[0]:
                    ended_mid_hand += 1
            assert game.game_over, f"{variant}: no winner after {MOST_HANDS} hands"
    if variant == "nine_card_don":  # points on capture end games in the middle of a hand
        assert ended_mid_hand > 0
