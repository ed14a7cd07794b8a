"""`allfours check` of one variant as a whole process (target: under 150 ms wall)."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time

from _common import ROOT

RUNS = 15


def main() -> None:
    # Byte-code caching on, as for any installed package: the warm-up run writes the
    # .pyc files that every later run reads (this workplace sets PYTHONDONTWRITEBYTECODE).
    env = {**os.environ, "PYTHONPATH": str(ROOT / "compiler")}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    command = [
        sys.executable,
        "-m",
        "allfours",
        "check",
        "variants/auction_pitch_setback_payouts.variant",
    ]
    subprocess.run(command, cwd=ROOT, env=env, check=True, capture_output=True)  # warm caches
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        subprocess.run(command, cwd=ROOT, env=env, check=True, capture_output=True)
        times.append((time.perf_counter() - start) * 1000)
    baseline = []
    for _ in range(RUNS):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", "pass"], check=True)
        baseline.append((time.perf_counter() - start) * 1000)
    print(
        f"check (whole process, a chain of 2 files): median {statistics.median(times):.0f} ms, "
        f"best {min(times):.0f} ms over {RUNS} runs (python startup alone: "
        f"{statistics.median(baseline):.0f} ms); target < 150 ms"
    )


if __name__ == "__main__":
    main()
