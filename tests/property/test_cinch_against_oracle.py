"""Cinch against the independent oracle (tests/oracle/cinch_oracle.py).

The oracle was written from rules/cinch.md and the record format alone. Two sweeps of
`allfours-hand/2` records, each replayed by the generated module and completed by the
oracle, must agree on the legal set at every step (the discards and `done` included)
and on every `expect` field: the contract, trump, tricks with both Pedros, points,
scores, game end.

- The oracle's own random hands, where every legal action is equally likely: the
  auctions run high, so most hands are set.
- Hands played by a cautious table, which passes more often than it bids and discards
  trumps whenever it may: all-pass hands, low contracts made by difference, and hands
  where the stock runs out and the dealer deals on from the discards (CI-4.3).

Then the same records with one step changed to an illegal action must stop at that
step in both. Seeds are fixed, so the sweeps are the same on every run.
"""

from __future__ import annotations

import copy
import random
from types import ModuleType
from typing import Any

import pytest

from conftest import load_cinch_oracle, load_rules_module

oracle = load_cinch_oracle()

HANDS = 1000  # per sweep


def _scores(rng: random.Random) -> list[int]:
    """Scores below the target, partners level."""
    ours, theirs = rng.randrange(oracle.TARGET), rng.randrange(oracle.TARGET)
    return [ours, theirs, ours, theirs]


def _cautious(rng: random.Random, legal: tuple[str, ...]) -> str:
    """Pass two times in three; bid low; discard trumps first while one may."""
    if "pass" in legal and rng.random() < 0.67:
        return "pass"
    bids = [a for a in legal if a.startswith("bid ")]
    if bids:
        return bids[0] if rng.random() < 0.7 else rng.choice(bids)
    return rng.choice(legal)


def _cautious_record(module: ModuleType, rng: random.Random, index: int) -> dict[str, Any]:
    pack = list(oracle.PACK)
    rng.shuffle(pack)
    dealer = rng.randrange(4)
    hands, stock = oracle.deal(pack, dealer)
    scores = _scores(rng)
    game = module.Game(4, dealer=dealer, scores=scores)
    game.deal(hands, stock)
    steps = []
    while game.to_act is not None:
        seat, action = game.to_act, _cautious(rng, game.legal_actions())
        steps.append({"seat": seat, "action": action})
        game.apply(action, seat)
    record = {
        "format": "allfours-hand/2",
        "id": f"cautious-cinch-{index}",
        "variant": "cinch",
        "players": 4,
        "dealer": dealer,
        "scores": scores,
        "hands": hands,
        "stock": stock,
        "steps": steps,
    }
    completed: dict[str, Any] = oracle.complete_record(record)
    return completed


def _records(sweep: str) -> list[dict[str, Any]]:
    rng = random.Random(f"cinch-{sweep}")
    if sweep == "random":
        return [
            oracle.random_record(rng, dealer=rng.randrange(4), scores=_scores(rng))
            for _ in range(HANDS)
        ]
    module = load_rules_module("cinch")
    return [_cautious_record(module, rng, index) for index in range(HANDS)]


def _assert_same(mine: dict[str, Any], theirs: dict[str, Any]) -> None:
    assert ("error" in mine) == ("error" in theirs)
    if "error" in mine:
        assert mine["error"]["step"] == theirs["error"]["step"]
    last = mine["error"]["step"] if "error" in mine else len(mine["steps"])
    for index in range(min(last + 1, len(mine["steps"]))):
        legal = mine["steps"][index]["legal"]
        assert sorted(legal) == sorted(theirs["steps"][index]["legal"]), f"step {index}"
    assert mine["expect"] == theirs["expect"]


def _dealt_back_from_discards(record: dict[str, Any]) -> bool:
    """Whether the non-dealers needed more cards than the stock held (CI-4.3)."""
    discards = sum(1 for step in record["steps"] if step["action"].startswith("discard "))
    dealer_discards = sum(
        1
        for step in record["steps"]
        if step["action"].startswith("discard ") and step["seat"] == record["dealer"]
    )
    return discards - dealer_discards > len(record["stock"])


@pytest.mark.parametrize("sweep", ["random", "cautious"])
def test_replay_agrees_with_the_oracle(rules_module: Any, sweep: str) -> None:
    module: ModuleType = rules_module("cinch")
    seen = {"made": 0, "set": 0, "no contract": 0, "from discards": 0, "over": 0}
    for record in _records(sweep):
        _assert_same(module.replay(copy.deepcopy(record)), record)
        expect = record["expect"]
        seen["made"] += expect["made"] is True
        seen["set"] += expect["made"] is False
        seen["no contract"] += expect["bid"] is None
        seen["from discards"] += _dealt_back_from_discards(record)
        seen["over"] += bool(expect["game_over"])
    # Each sweep reaches what it is for.
    assert seen["set"] and seen["over"], seen
    if sweep == "cautious":
        assert seen["made"] and seen["no contract"] and seen["from discards"], seen


ILLEGAL = ("pass", "bid 1", "name X", "done", "discard 2C", "discard 5H", "play AS", "play 5C")


@pytest.mark.parametrize("sweep", ["random", "cautious"])
def test_an_illegal_step_stops_both_at_the_same_step(rules_module: Any, sweep: str) -> None:
    module: ModuleType = rules_module("cinch")
    rng = random.Random(f"cinch-illegal-{sweep}")
    tried = 0
    for record in _records(sweep)[:80]:
        broken = copy.deepcopy(record)
        index = rng.randrange(len(broken["steps"]))
        step = broken["steps"][index]
        step["action"] = rng.choice([a for a in ILLEGAL if a not in step["legal"]])
        for later in broken["steps"]:
            later.pop("legal", None)
        broken.pop("expect", None)
        theirs = oracle.complete_record(copy.deepcopy(broken))
        mine = module.replay(copy.deepcopy(broken))
        _assert_same(mine, theirs)
        assert mine["error"]["step"] == index
        tried += 1
    assert tried == 80
