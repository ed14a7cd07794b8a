"""Many games: the same for a seed whatever the number of workers, a partial result on
Ctrl-C, and figures that say what the players did."""

from __future__ import annotations

from pathlib import Path

import pytest

from allfours.simulate.report import compare, figures
from allfours.simulate.simulation import CHUNK, Setup, simulate
from allfours.simulate.variants import load_variant, variant_rules

RULES_DIR = str(Path(__file__).resolve().parents[2] / "generated" / "rules")


def setup(variant: str = "auction_pitch", players: tuple[str, ...] = ("rule",) * 4) -> Setup:
    return Setup(variant, RULES_DIR, players, 5)


def test_a_seed_gives_the_same_games_whatever_the_workers() -> None:
    alone, complete = simulate(setup(), 2 * CHUNK + 3, workers=1)
    shared, _ = simulate(setup(), 2 * CHUNK + 3, workers=2)
    assert complete
    assert alone == shared
    assert [g.number for g in alone] == list(range(2 * CHUNK + 3))


def test_another_seed_gives_other_games() -> None:
    first, _ = simulate(setup(), 10)
    other, _ = simulate(setup()._replace(seed=6), 10)
    assert first != other


def test_an_interrupted_simulation_keeps_the_games_finished() -> None:
    def interrupt(done: int, total: int) -> None:
        if done >= CHUNK:
            raise KeyboardInterrupt

    games, complete = simulate(setup(), 3 * CHUNK, progress=interrupt)
    assert not complete
    assert [g.number for g in games] == list(range(CHUNK))


def test_the_rule_based_player_beats_random_players() -> None:
    games, _ = simulate(setup(players=("rule", "random", "rule", "random")), 100)
    rules = variant_rules(load_variant("auction_pitch", Path(RULES_DIR)))
    by_key = {m.key: m for m in figures(rules, games)}
    assert by_key["win_rate.rule"].estimate.low > 0.75


def test_figures_follow_the_rules_of_the_variant() -> None:
    pitch = variant_rules(load_variant("auction_pitch", Path(RULES_DIR)))
    turn_up = variant_rules(load_variant("seven_up", Path(RULES_DIR)))
    pitch_keys = {m.key for m in figures(pitch, simulate(setup(), 10)[0])}
    turn_up_keys = {m.key for m in figures(turn_up, simulate(setup("seven_up"), 10)[0])}
    assert {"pitcher_made", "smudge_bid", "payout.seat_0"} <= pitch_keys
    assert not any(k.startswith(("pitcher_made", "smudge", "payout")) for k in turn_up_keys)
    assert "hands_per_game" in turn_up_keys


def test_a_longer_game_shows_as_a_significant_difference() -> None:
    rules_7 = variant_rules(load_variant("auction_pitch", Path(RULES_DIR)))
    rules_11 = variant_rules(load_variant("auction_pitch_to_11", Path(RULES_DIR)))
    short = figures(rules_7, simulate(setup(), 30)[0])
    long = figures(rules_11, simulate(setup("auction_pitch_to_11"), 30)[0])
    hands = next(d for a, _, d in compare(short, long) if a.key == "hands_per_game")
    assert hands.value > 0 and hands.p < 0.05


def test_a_table_size_the_variant_does_not_allow_is_refused() -> None:
    with pytest.raises(ValueError, match="played by 4 players"):
        simulate(setup("partnership_pitch", ("rule", "rule")), 1)
