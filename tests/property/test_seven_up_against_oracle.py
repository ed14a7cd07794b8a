"""Seven-Up and All Fours against the independent oracle (tests/oracle/seven_up_oracle.py).

The oracle deals and plays random legal hands of `allfours-hand/2` and completes each
record from rules/seven-up.md alone; the generated modules must replay every record to
the same legal sets at every step and the same `expect`: turn-ups, trump, tricks, every
point (the turned jack and the gift included), scores, game end, redeal. Then the same
records with one step changed to an illegal action must stop at that step, as the oracle
does. Seeds are fixed, so the sweep is the same on every run.
"""

from __future__ import annotations

import copy
import random
from types import ModuleType
from typing import Any

import pytest

from conftest import load_seven_up_oracle

oracle = load_seven_up_oracle()

HANDS = 250  # per variant and table size: about 1,250 hands in all
TABLES = [
    (variant, players)
    for variant in ("seven_up", "all_fours")
    for players in oracle.PLAYER_COUNTS[variant]
]


def _scores(rng: random.Random, variant: str, players: int) -> list[int]:
    """Scores below the target, partners level."""
    scores = [rng.randrange(oracle.TARGETS[variant]) for _ in range(players)]
    if players == 4:
        scores[2], scores[3] = scores[0], scores[1]
    return scores


def _records(variant: str, players: int) -> list[dict[str, Any]]:
    rng = random.Random(f"{variant}-{players}")
    return [
        oracle.random_record(
            rng,
            variant=variant,
            players=players,
            dealer=rng.randrange(players),
            scores=_scores(rng, variant, players),
        )
        for _ in range(HANDS)
    ]


def _assert_same(mine: dict[str, Any], theirs: dict[str, Any]) -> None:
    assert ("error" in mine) == ("error" in theirs)
    if "error" in mine:
        assert mine["error"]["step"] == theirs["error"]["step"]
    last = mine["error"]["step"] if "error" in mine else len(mine["steps"])
    for index in range(min(last + 1, len(mine["steps"]))):
        legal = mine["steps"][index]["legal"]
        assert sorted(legal) == sorted(theirs["steps"][index]["legal"]), f"step {index}"
    assert mine["expect"] == theirs["expect"]


@pytest.mark.parametrize(("variant", "players"), TABLES)
def test_replay_agrees_with_the_oracle(rules_module: Any, variant: str, players: int) -> None:
    module: ModuleType = rules_module(variant)
    seen = {"runs": 0, "gifts": 0, "redeals": 0, "over": 0}
    for record in _records(variant, players):
        mine = module.replay(copy.deepcopy(record))
        _assert_same(mine, record)
        actions = {step["action"] for step in record["steps"]}
        seen["runs"] += "run" in actions
        seen["gifts"] += "give" in actions
        seen["redeals"] += bool(record["expect"]["redeal"])
        seen["over"] += bool(record["expect"]["game_over"])
    # The sweep reaches what it is for: runs, gifts and game ends at every table.
    assert seen["runs"] and seen["gifts"] and seen["over"], seen


@pytest.mark.parametrize(("variant", "players"), TABLES)
def test_an_illegal_step_stops_both_at_the_same_step(
    rules_module: Any, variant: str, players: int
) -> None:
    module: ModuleType = rules_module(variant)
    rng = random.Random(f"illegal-{variant}-{players}")
    tried = 0
    for record in _records(variant, players)[:60]:
        if not record["steps"]:
            continue
        broken = copy.deepcopy(record)
        index = rng.randrange(len(broken["steps"]))
        step = broken["steps"][index]
        illegal = [
            a for a in ("stand", "give", "run", "play AS", "discard 2C") if a not in step["legal"]
        ]
        step["action"] = rng.choice(illegal)
        for later in broken["steps"]:
            later.pop("legal", None)
        broken.pop("expect", None)
        theirs = oracle.complete_record(copy.deepcopy(broken), variant=variant)
        mine = module.replay(copy.deepcopy(broken))
        _assert_same(mine, theirs)
        assert mine["error"]["step"] == index
        tried += 1
    assert tried >= 40
