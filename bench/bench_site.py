"""Build time of the whole rulebook site, every bundled variant in every language."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time

from _common import ROOT

RUNS = 3


def main() -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "compiler"), "NO_MKDOCS_2_WARNING": "1"}
    times = []
    with tempfile.TemporaryDirectory() as scratch:
        for _ in range(RUNS):
            start = time.perf_counter()
            subprocess.run(
                [sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-d", scratch],
                cwd=ROOT,
                env=env,
                check=True,
                capture_output=True,
            )
            times.append(time.perf_counter() - start)
        pages = sum(1 for _ in os.scandir(scratch))
    variants = len(list((ROOT / "variants").glob("*.variant")))
    print(
        f"site build (mkdocs build --strict, {variants} variants, 3 languages): "
        f"median {statistics.median(times):.1f} s, best {min(times):.1f} s over {RUNS} runs "
        f"({pages} top-level entries)"
    )


if __name__ == "__main__":
    main()
