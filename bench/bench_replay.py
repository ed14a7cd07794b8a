"""`replay(record)` of complete hand records, now and at the baseline.

The records are four-player hands of random legal play, made by this checkout's module
and replayed by each tree's. Target: at least 3,000 records/s, and no slower than the
baseline.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from _common import ROOT, best_of, child, load_rules, side_by_side

RECORDS = 3_000


def make_records(rules: Any, count: int) -> list[dict[str, Any]]:
    """Complete four-player hands recorded from random legal play."""
    chooser = random.Random(3)
    records = []
    for index in range(count):
        game = rules.Game(4, dealer=index % 4, seed=index)
        game.deal()
        hands = [game.observation(seat)["hand"] for seat in range(4)]
        steps = []
        while game.to_act is not None:
            seat = game.to_act
            action = chooser.choice(game.legal_actions())
            steps.append({"seat": seat, "action": action})
            game.apply(action)
        records.append(
            {
                "format": "allfours-hand/1",
                "id": f"bench-{index}",
                "variant": "auction_pitch",
                "players": 4,
                "dealer": index % 4,
                "scores": [0, 0, 0, 0],
                "setbacks": [0, 0, 0, 0],
                "hands": hands,
                "steps": steps,
            }
        )
    return records


def measure(root: Path) -> dict[str, float]:
    records = make_records(load_rules("auction_pitch", ROOT), RECORDS)
    replay = load_rules("auction_pitch", root).replay

    def run() -> int:
        for record in records:
            replay(record)
        return len(records)

    best, _ = best_of(5, run)
    return {"records": best}


def main() -> None:
    side_by_side(__file__, {"records": "replay, auction_pitch, 4 players (records/s)"})


if __name__ == "__main__" and not child(measure):
    main()
