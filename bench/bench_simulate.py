"""Simulation throughput: whole games a second between rule-based players, in one
process, in two worker processes and on a local Dask cluster of two worker processes
(started on loopback, its start-up not counted), for this checkout beside the baseline
commit (`_common.BASELINE`, or ALLFOURS_BENCH_BASELINE), each measured in a fresh
process, the trees taking turns, in the same run.

    python bench/bench_simulate.py               # games/s, now and baseline
    python bench/bench_simulate.py --site        # ... and the time of `simulate --site`
    python bench/bench_simulate.py --strength [PAIRS]   # the players' strength ladder

`--site` times the whole site's simulation of this checkout (into a scratch folder), on
two workers; it is long and loads both cores. `--strength` plays the ladder of players
(random, rule-based, search with growing budgets) against rule-based ones in duplicate
pairs of games (`allfours.simulate.strength`) and prints each one's share of the games
with its interval, and whether the rungs' intervals are apart: figures to read.
"""

from __future__ import annotations

import importlib
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from _common import ROOT, child, side_by_side

VARIANTS = ("auction_pitch", "cinch")
# Enough games that starting two processes or a cluster's tasks is a small part of a run:
# at 300, one Auction Pitch run took about a second and two-worker figures swung by half.
GAMES = 1500


def measure(root: Path) -> dict[str, float]:
    """Games a second in the tree at `root`, by whichever simulate API it has."""
    sys.path.insert(0, str(root / "compiler"))
    try:
        simulation: Any = importlib.import_module("allfours.simulate.simulation")
    except ModuleNotFoundError:  # a baseline older than the simulate package: no figures
        return {}
    fields = simulation.Setup._fields
    local_cluster: Any = importlib.import_module("distributed").LocalCluster

    def setup(variant: str) -> Any:
        if "rules_dir" in fields and fields.index("rules_dir") == 1:  # the old Setup
            return simulation.Setup(variant, str(root / "generated" / "rules"), ("rule",) * 4, 1)
        return simulation.Setup(variant, ("rule",) * 4, 1)

    def rate(variant: str, workers: int, cluster: str | None = None) -> float:
        start = time.perf_counter()
        result = simulation.simulate(setup(variant), GAMES, workers, cluster=cluster)
        games = result.games if hasattr(result, "games") else result[0]
        return len(games) / (time.perf_counter() - start)

    out: dict[str, float] = {}
    with local_cluster(
        n_workers=2, threads_per_worker=1, host="127.0.0.1", dashboard_address=None
    ) as cluster:
        address = str(cluster.scheduler_address)
        for variant in VARIANTS:
            out[f"{variant}.one"] = rate(variant, 1)
            out[f"{variant}.two"] = rate(variant, 2)
            out[f"{variant}.cluster"] = rate(variant, 1, address)
    return out


def site_time() -> float:
    """Seconds for `allfours simulate --site` of this checkout, on two workers."""
    with tempfile.TemporaryDirectory() as scratch:
        start = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "allfours", "simulate", "--site", "--out", scratch],
            check=True,
            cwd=ROOT,
            stdout=subprocess.DEVNULL,
            env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT / "compiler")},
        )
        return time.perf_counter() - start


def strength(pairs: int) -> None:
    """The ladder: each player against rule-based ones, in duplicate pairs of games (the
    same deals with the two kinds' seats swapped), on two workers."""
    sys.path.insert(0, str(ROOT / "compiler"))
    from allfours.simulate.strength import holds, ladder

    for variant in ("auction_pitch", "partnership_pitch"):
        start = time.perf_counter()
        rungs = ladder(variant, pairs, 2026, workers=2)
        for found in rungs:
            share = found.share
            print(
                f"{variant}: {found.player} against rule: {100 * share.value:.1f}% of the "
                f"games (95% {100 * share.low:.1f}-{100 * share.high:.1f}%, {pairs} pairs)"
            )
        took = time.perf_counter() - start
        print(f"{variant}: the ladder holds, intervals apart: {holds(rungs)} ({took:.0f}s)")


def main() -> None:
    captions = {
        f"{variant}.{how}": f"{variant}, {label} (games/s, best of rounds)"
        for variant in VARIANTS
        for how, label in (
            ("one", "one worker"),
            ("two", "two workers"),
            ("cluster", "local Dask cluster of two"),
        )
    }
    side_by_side(__file__, captions)
    if "--site" in sys.argv:
        print(json.dumps({"simulate --site seconds (now)": round(site_time(), 1)}))


if __name__ == "__main__":
    if child(measure):
        pass
    elif len(sys.argv) >= 2 and sys.argv[1] == "--strength":
        strength(int(sys.argv[2]) if len(sys.argv) > 2 else 200)
    else:
        main()
