"""Simulation throughput: whole games a second between rule-based players, in one process,
in two worker processes, and on a local Dask cluster of two worker processes (started on
loopback here, its start-up not counted), measured in the same run (the one-worker figure
is the baseline: the machine is shared, so only the ratios say much). Target: two workers
at least 1.8x one on a 2-core machine that is otherwise idle.

`python bench/bench_simulate.py --strength [GAMES]` instead measures how the players fare
against each other (rule-based against random, search against rule-based, in
auction_pitch and partnership_pitch), with 95% confidence intervals: figures to read,
never pass/fail.
"""

from __future__ import annotations

import importlib
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "compiler"))

from allfours.simulate.report import figures, table  # noqa: E402
from allfours.simulate.simulation import Setup, simulate  # noqa: E402
from allfours.simulate.variants import load_variant, variant_rules  # noqa: E402

VARIANT = "auction_pitch"
GAMES = 600
RULES_DIR = str(ROOT / "generated" / "rules")
# The search player's budget in the strength runs (deals of the unseen cards per card
# played): the least that beat the rule-based player clearly in trial runs of 100 games.
MATCHES = {
    "auction_pitch": [
        ("rule", "random", "rule", "random"),
        ("search:6", "rule", "search:6", "rule"),
    ],
    "partnership_pitch": [
        ("rule", "random", "rule", "random"),
        ("search:12", "rule", "search:12", "rule"),
    ],
}


def games_per_second(workers: int, cluster: str | None = None) -> float:
    setup = Setup(VARIANT, RULES_DIR, ("rule",) * 4, 1)
    start = time.perf_counter()
    games, _ = simulate(setup, GAMES, workers, cluster=cluster)
    return len(games) / (time.perf_counter() - start)


def main() -> None:
    # Dask has no type hints; its LocalCluster is `Any` here.
    local_cluster: Any = importlib.import_module("distributed").LocalCluster
    with local_cluster(
        n_workers=2, threads_per_worker=1, host="127.0.0.1", dashboard_address=None
    ) as cluster:
        address = str(cluster.scheduler_address)
        best = {"one": 0.0, "two": 0.0, "cluster": 0.0}
        for _ in range(3):  # the rounds take turns, and the best of each is kept
            best["one"] = max(best["one"], games_per_second(1))
            best["two"] = max(best["two"], games_per_second(2))
            best["cluster"] = max(best["cluster"], games_per_second(1, address))
    print(f"simulate {VARIANT}, rule-based players, {GAMES} games (games/s, best of 3):")
    print(
        f"  one worker: {best['one']:,.1f}   two workers: {best['two']:,.1f} "
        f"({best['two'] / best['one']:.2f}x)   local cluster of two: {best['cluster']:,.1f} "
        f"({best['cluster'] / best['one']:.2f}x)"
    )


def strength(games: int) -> None:
    for variant, matches in MATCHES.items():
        rules = variant_rules(load_variant(variant, Path(RULES_DIR)))
        for players in matches:
            start = time.perf_counter()
            played, _ = simulate(Setup(variant, RULES_DIR, players, 2026), games, workers=2)
            took = time.perf_counter() - start
            wanted = [m for m in figures(rules, played) if m.key.startswith("win_rate")]
            title = f"{variant}, seats {','.join(players)} ({took:.0f}s)"
            print(table(title, len(played), True, wanted), flush=True)
            print(flush=True)


if __name__ == "__main__":
    if len(sys.argv) >= 2 and sys.argv[1] == "--strength":
        strength(int(sys.argv[2]) if len(sys.argv) > 2 else 2000)
    else:
        main()
