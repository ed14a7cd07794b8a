"""Random legal play through a generated module's public API (target: >= 10,000 hands/s).

Each hand: a random deal, the auction and all six tricks, every action chosen at random
from `legal_actions()` and passed to `apply()`, then the hand's scoring.
"""

from __future__ import annotations

import random

from _common import best_of, load_rules

HANDS = 20_000


def main() -> None:
    rules = load_rules("auction_pitch")
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

    best, median = best_of(5, play)
    print(
        f"random legal play, auction_pitch, 4 players: best {best:,.0f} hands/s, "
        f"median {median:,.0f} hands/s; target >= 10,000"
    )


if __name__ == "__main__":
    main()
