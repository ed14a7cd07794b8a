"""Random legal play through a generated module's public API, now and at the baseline.

Each hand: a random deal, the auction and all six tricks, every action chosen at random
from `legal_actions()` and passed to `apply()`, then the hand's scoring. Target: at least
10,000 hands/s, and no slower than the baseline.
"""

from __future__ import annotations

import random
from pathlib import Path

from _common import best_of, child, load_rules, side_by_side

HANDS = 20_000


def measure(root: Path) -> dict[str, float]:
    rules = load_rules("auction_pitch", root)
    chooser = random.Random(1)
    choice = chooser.choice

    def play() -> int:
        game = rules.Game(4, seed=2)
        for _ in range(HANDS):
            if game.game_over:
                game = rules.Game(4, seed=chooser.randrange(1 << 30))
            game.deal()
            legal, apply = game.legal_actions, game.apply
            while game.to_act is not None:
                apply(choice(legal()))
        return HANDS

    best, _ = best_of(5, play)
    return {"hands": best}


def main() -> None:
    side_by_side(__file__, {"hands": "random legal play, auction_pitch, 4 players (hands/s)"})


if __name__ == "__main__" and not child(measure):
    main()
