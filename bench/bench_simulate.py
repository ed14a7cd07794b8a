"""Simulation throughput: whole games a second between rule-based players, in one
process, in two worker processes and on a local Dask cluster of two worker processes
(started on loopback, its start-up not counted), for this checkout beside the baseline
commit (`_common.BASELINE`, or ALLFOURS_BENCH_BASELINE), each measured in a fresh
process, the trees taking turns, in the same run.

    python bench/bench_simulate.py               # games/s, now and baseline
    python bench/bench_simulate.py --site        # ... and the time of `simulate --site`
    python bench/bench_simulate.py --strength [GAMES]   # the players' strength ladder

`--site` times the whole site's simulation of this checkout (into a scratch folder), on
two workers; it is long and loads both cores. `--strength` plays the ladder of players
(random, rule-based, search with growing budgets) against rule-based ones and prints
win rates with their intervals: figures to read, never pass/fail.
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
GAMES = 300


def measure(root: Path) -> dict[str, float]:
    """Games a second in the tree at `root`, by whichever simulate API it has."""
    sys.path.insert(0, str(root / "compiler"))
    simulation: Any = importlib.import_module("allfours.simulate.simulation")
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


def strength(games: int) -> None:
    """The ladder: each player against rule-based ones, every other seat."""
    sys.path.insert(0, str(ROOT / "compiler"))
    from allfours.simulate.figures import figures
    from allfours.simulate.simulation import Setup, simulate
    from allfours.simulate.variants import open_spec, variant_rules

    ladder = ("random", "rule", "search:4", "search:16", "search:64")
    for variant in ("auction_pitch", "partnership_pitch"):
        rules = variant_rules(open_spec(variant))
        for player in ladder:
            seats = (player, "rule", player, "rule") if player != "rule" else ("rule",) * 4
            start = time.perf_counter()
            run = simulate(Setup(variant, seats, 2026), games, workers=2)
            took = time.perf_counter() - start
            wins = [f for f in figures(rules, run.games) if f.key == "kind_wins"]
            mine = next((f for f in wins if f.player == player), None)
            if mine is None:
                print(f"{variant}: {player} against rule: even by construction ({took:.0f}s)")
                continue
            e = mine.estimate
            print(
                f"{variant}: {player} against rule: wins {mine.events} of {mine.trials} "
                f"({100 * e.value:.1f}%, 95% {100 * e.low:.1f}-{100 * e.high:.1f}%, "
                f"even {100 * (mine.fair or 0):.0f}%) ({took:.0f}s)",
                flush=True,
            )


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
        strength(int(sys.argv[2]) if len(sys.argv) > 2 else 400)
    else:
        main()
