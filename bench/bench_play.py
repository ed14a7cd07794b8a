"""Random legal play through a generated module's public API, now and at the baseline.

Each hand: a random deal, the auction or the begging, every trick, every action chosen at
random from `legal_actions()` and passed to `apply()`, then the hand's scoring. Auction
Pitch beside two games of the turn-up line: Seven-Up (turn-up, begging, runs, discards)
and California Jack (a stock drawn from after each trick: 26 tricks a hand); and Cinch, of
the Pedro line (trump named, each player discarding and drawing, the dealer robbing the
pack: about 60 actions a hand against Auction Pitch's 28), Pidro (the same, with only
trumps played: a player without one drops out) and Ten-Point Pitch (two jokers, the high
bidder robbing the pack, trumps only). Target: at
least 10,000 Auction Pitch hands/s, and no slower than the baseline; a variant the
baseline does not have is measured now only.
"""

from __future__ import annotations

import random
from pathlib import Path

from _common import best_of, child, load_rules, side_by_side

HANDS = 20_000


# variant -> players
VARIANTS = {
    "auction_pitch": 4,
    "seven_up": 4,
    "california_jack": 2,
    "cinch": 4,
    "pidro": 4,
    "ten_point_pitch": 4,
}


def measure(root: Path) -> dict[str, float]:
    return {
        variant: hands_per_second(variant, players, root)
        for variant, players in VARIANTS.items()
        if (root / "generated" / "rules" / f"{variant}.py").is_file()
    }


def hands_per_second(variant: str, players: int, root: Path) -> float:
    rules = load_rules(variant, root)
    chooser = random.Random(1)
    choice = chooser.choice

    def play() -> int:
        game = rules.Game(players, seed=2)
        for _ in range(HANDS):
            if game.game_over:
                game = rules.Game(players, seed=chooser.randrange(1 << 30))
            game.deal()
            legal, apply = game.legal_actions, game.apply
            while game.to_act is not None:
                apply(choice(legal()))
        return HANDS

    best, _ = best_of(5, play)
    return best


def main() -> None:
    side_by_side(
        __file__,
        {
            variant: f"random legal play, {variant}, {players} players (hands/s)"
            for variant, players in VARIANTS.items()
        },
    )


if __name__ == "__main__" and not child(measure):
    main()
