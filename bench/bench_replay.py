"""`replay(record)` of complete hand records (target: >= 3,000 records/s)."""

from __future__ import annotations

import random
from typing import Any

from _common import best_of, load_rules

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


def main() -> None:
    rules = load_rules("auction_pitch")
    records = make_records(rules, RECORDS)
    replay = rules.replay

    def run() -> int:
        for record in records:
            replay(record)
        return len(records)

    best, median = best_of(5, run)
    print(
        f"replay, auction_pitch, 4 players: best {best:,.0f} records/s, "
        f"median {median:,.0f} records/s; target >= 3,000"
    )


if __name__ == "__main__":
    main()
