"""`allfours check` of one variant as a whole process, beside `python -c "import lark"`.

The check is what a house-rule author runs again and again, so its start-up is its cost;
importing Lark is the floor any checker built on it pays. Target: within 1.5x of that
floor. The baseline checkout's check is timed in the same runs, for comparison.

Byte-code caching is on, as for any installed package: a warm-up run writes the .pyc
files that the timed runs read (some environments set PYTHONDONTWRITEBYTECODE).
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

from _common import BASELINE, ROOT, baseline_root

RUNS = 25
VARIANT = "variants/auction_pitch_setback_payouts.variant"  # a chain of two files


def _command(root: Path) -> list[str]:
    """How a user runs the check: the installed `allfours` script for this checkout (it
    imports the CLI directly), `python -m allfours` for another tree."""
    script = shutil.which("allfours", path=str(Path(sys.executable).parent))
    if root == ROOT and script is not None:
        return [script, "check", VARIANT]
    return [sys.executable, "-m", "allfours", "check", VARIANT]


def main() -> None:
    env = {**os.environ}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    runs: dict[str, tuple[list[str], Path, dict[str, str]]] = {
        "check": (_command(ROOT), ROOT, env),
        "import lark": ([sys.executable, "-c", "import lark"], ROOT, env),
    }
    baseline = baseline_root()
    if baseline is not None:
        old_env = {**env, "PYTHONPATH": str(baseline / "compiler")}
        runs["baseline check"] = (_command(baseline), baseline, old_env)
    times: dict[str, list[float]] = {name: [] for name in runs}
    for command, cwd, environment in runs.values():  # warm the byte-code caches
        subprocess.run(command, cwd=cwd, env=environment, check=True, capture_output=True)
    for _ in range(RUNS):  # in turn, so that a noisy moment hits every command alike
        for name, (command, cwd, environment) in runs.items():
            start = time.perf_counter()
            subprocess.run(command, cwd=cwd, env=environment, check=True, capture_output=True)
            times[name].append((time.perf_counter() - start) * 1000)
    median = {name: statistics.median(found) for name, found in times.items()}
    line = (
        f"check (whole process, a chain of 2 files): median {median['check']:.0f} ms; "
        f'`python -c "import lark"`: {median["import lark"]:.0f} ms; '
        f"ratio {median['check'] / median['import lark']:.2f} (target <= 1.5)"
    )
    if "baseline check" in median:
        line += (
            f"; baseline check ({BASELINE}): {median['baseline check']:.0f} ms, "
            f"ratio {median['baseline check'] / median['import lark']:.2f}"
        )
    print(line)


if __name__ == "__main__":
    main()
