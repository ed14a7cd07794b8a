"""Shared helpers for the benchmarks: load a generated module, time a callable, and run a
measurement side by side against a baseline checkout, in the same run.

The machines are shared and noisy, so a figure alone says little; the ratio to a
baseline measured a moment before, on the same machine, says more. The baseline is a
commit of this repository (BASELINE, or ALLFOURS_BENCH_BASELINE), extracted once with
`git archive` into a scratch folder. Each measurement runs in a fresh process per tree,
the trees taking turns, and the best of the rounds is reported for each.
"""

from __future__ import annotations

import importlib.util
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
# The last commit before the turn-up line (the one before it, 7406aa2, was the last before
# the back half was reshaped).
BASELINE = os.environ.get("ALLFOURS_BENCH_BASELINE", "526f386")
ROUNDS = 3
Measure = Callable[[Path], dict[str, float]]


def load_rules(variant: str, root: Path = ROOT) -> ModuleType:
    """A tree's generated module of `variant` (each measurement runs in a process of its
    own, so its folder may stay on the path: a module imports the engine beside it)."""
    path = root / "generated" / "rules" / f"{variant}.py"
    if str(path.parent) not in sys.path:
        sys.path.insert(0, str(path.parent))
    spec = importlib.util.spec_from_file_location(f"bench_{variant}_{abs(hash(root))}", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while it loads
    spec.loader.exec_module(module)
    return module


def best_of(repeats: int, run: Callable[[], int]) -> tuple[float, float]:
    """Run `run` (which returns how many units it did) and give (best, median) units/second."""
    rates = []
    for _ in range(repeats):
        start = time.perf_counter()
        units = run()
        rates.append(units / (time.perf_counter() - start))
    return max(rates), statistics.median(rates)


def baseline_root() -> Path | None:
    """The baseline commit's tree, extracted once; None where git or the commit is missing."""
    try:
        commit = subprocess.run(
            ["git", "-C", str(ROOT), "rev-parse", "--verify", f"{BASELINE}^{{commit}}"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return None
    tree = Path(tempfile.gettempdir()) / f"allfours-bench-{commit[:12]}"
    if not (tree / ".complete").is_file():
        tree.mkdir(parents=True, exist_ok=True)
        archive = subprocess.run(
            [
                "git",
                "-C",
                str(ROOT),
                "archive",
                commit,
                "compiler",
                "generated",
                "grammar",
                "variants",
            ],
            capture_output=True,
            check=True,
        ).stdout
        subprocess.run(["tar", "-x", "-C", str(tree)], input=archive, check=True)
        (tree / ".complete").write_text(commit, encoding="utf-8")
    return tree


def child(measure: Measure) -> bool:
    """In a measuring process (`--measure ROOT`): print the figures as JSON and say so."""
    if len(sys.argv) == 3 and sys.argv[1] == "--measure":
        print(json.dumps(measure(Path(sys.argv[2]))))
        return True
    return False


def side_by_side(script: str, what: dict[str, str], higher_is_better: bool = True) -> None:
    """Run `script --measure ROOT` for this checkout and the baseline, ROUNDS times in
    turn, and print each figure of `what` (its key: a caption with its unit) with both
    values and their ratio."""
    trees = {"now": ROOT}
    baseline = baseline_root()
    if baseline is not None:
        trees["baseline"] = baseline
    best: dict[str, dict[str, float]] = {label: {} for label in trees}
    pick = max if higher_is_better else min
    for _ in range(ROUNDS):
        for label, root in trees.items():
            out = subprocess.run(
                [sys.executable, script, "--measure", str(root)],
                capture_output=True,
                text=True,
                check=True,
                cwd=ROOT,
            ).stdout
            for key, value in json.loads(out.splitlines()[-1]).items():
                seen = best[label].get(key)
                best[label][key] = value if seen is None else pick(seen, value)
    for key, caption in what.items():
        now = best["now"][key]
        line = f"{caption}: now {now:,.1f}"
        if "baseline" not in best:
            line += " (no baseline: git or the baseline commit is missing)"
        elif key not in best["baseline"]:
            line += f" (the baseline {BASELINE} has no such measure)"
        else:
            before = best["baseline"][key]
            line += f", baseline {before:,.1f} ({BASELINE}), ratio {now / before:.2f}"
        print(line)
