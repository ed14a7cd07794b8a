"""Many games: the same for a seed whatever the number of workers, the same deals for
two variants with the same seed, work planned lazily, a partial result on Ctrl-C or
when a worker dies, and figures that say what the players did."""

from __future__ import annotations

import itertools
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from allfours.simulate import simulation
from allfours.simulate.compare import compare
from allfours.simulate.figures import figures
from allfours.simulate.simulation import CHUNK, MAX_GAMES, Setup, game_seed, plan, simulate
from allfours.simulate.variants import open_spec, variant_rules


def setup(variant: str = "auction_pitch", players: tuple[str, ...] = ("rule",) * 4) -> Setup:
    return Setup(variant, players, 5)


def test_a_seed_gives_the_same_games_whatever_the_workers() -> None:
    alone = simulate(setup(), 2 * CHUNK + 3, workers=1)
    shared = simulate(setup(), 2 * CHUNK + 3, workers=2)
    assert alone.complete and shared.complete
    assert alone.games == shared.games
    assert [g.number for g in alone.games] == list(range(2 * CHUNK + 3))


def test_another_seed_gives_other_games() -> None:
    assert simulate(setup(), 10).games != simulate(setup()._replace(seed=6), 10).games


def test_two_variants_with_one_seed_deal_the_same_first_hands() -> None:
    """The pairing: game i of a house rule is dealt as game i of its base."""
    for index in range(5):
        dealt = []
        for variant in ("auction_pitch", "auction_pitch_to_11", "partnership_pitch"):
            module = open_spec(variant)
            rng = __import__("random").Random(game_seed(5, index))
            game = module.Game(4, dealer=index % 4, seed=rng.getrandbits(64))
            game.deal()
            dealt.append(game.events[0].hands)
        assert dealt[0] == dealt[1] == dealt[2]


def test_an_interrupted_simulation_keeps_the_games_finished() -> None:
    def interrupt(done: int, total: int) -> None:
        if done >= CHUNK:
            raise KeyboardInterrupt

    run = simulate(setup(), 3 * CHUNK, progress=interrupt)
    assert run.stopped == "interrupted"
    assert [g.number for g in run.games] == list(range(CHUNK))


def test_work_is_planned_lazily_and_counts_are_bounded() -> None:
    """A trillion games: the plan yields its first chunk at once (no list is built),
    and the simulation refuses the count in one line."""
    first = list(itertools.islice(plan(10**12), 2))
    assert first == [(0, 0, CHUNK), (1, CHUNK, 2 * CHUNK)]
    with pytest.raises(ValueError, match="--games is a whole number from 1 to"):
        simulate(setup(), 10**12)
    with pytest.raises(ValueError, match="--workers"):
        simulate(setup(), 10, workers=10**6)
    assert MAX_GAMES < 10**12


def test_a_killed_worker_keeps_the_games_played(tmp_path: Path) -> None:
    """Kill one of two worker processes mid-run: the command reports the games played
    so far and says why it stopped, with status 1, never an internal error (3)."""
    command = [
        sys.executable,
        "-c",
        "import sys; from allfours.cli import main; sys.exit(main(sys.argv[1:]))",
        "simulate",
        "cinch",
        "--games",
        "100000",
        "--workers",
        "2",
        "--format",
        "json",
    ]
    process = subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=tmp_path
    )
    children: list[int] = []
    deadline = time.monotonic() + 120
    while len(children) < 2 and time.monotonic() < deadline:
        time.sleep(0.5)
        children = _children(process.pid)
    time.sleep(5)  # let some chunks finish
    os.kill(children[-1], signal.SIGKILL)
    out, err = process.communicate(timeout=300)
    assert process.returncode == 1, err
    assert "a worker process stopped" in err and "Traceback" not in err
    import json

    report = json.loads(out)
    assert report["complete"] is False
    assert 0 <= report["variants"][0]["games"] < 100000


def _children(pid: int) -> list[int]:
    found = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        children = (task / "children").read_text().split()
        found += [int(c) for c in children]
    return sorted(found)


def test_the_rule_based_player_beats_random_players() -> None:
    run = simulate(setup(players=("rule", "random", "rule", "random")), 100)
    rules = variant_rules(open_spec("auction_pitch"))
    wins = {f.player: f for f in figures(rules, run.games) if f.key == "kind_wins"}
    assert wins["rule"].estimate.low > 0.75 and wins["rule"].fair == 0.5


def test_a_longer_game_shows_as_a_change() -> None:
    short = figures(variant_rules(open_spec("auction_pitch")), simulate(setup(), 40).games)
    long_setup = setup("auction_pitch_to_11")
    long = figures(variant_rules(open_spec("auction_pitch_to_11")), simulate(long_setup, 40).games)
    hands = next(p for p in compare(short, long) if p.key == "hands_per_game")
    assert hands.difference.value > 0 and hands.verdict == "change"


def test_a_table_size_the_variant_does_not_allow_is_refused() -> None:
    with pytest.raises(ValueError, match="played by 4 players"):
        simulate(setup("partnership_pitch", ("rule", "rule")), 1)


def test_workers_receive_the_spec_not_the_module() -> None:
    """A module compiled in memory cannot be pickled; a worker opens the spec once."""
    assert simulation.opened(setup()) is simulation.opened(setup())
