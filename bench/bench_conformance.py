"""The conformance kit: records checked per second in process (target >= 3,000, and no
slower than the baseline: each tree's kit runs its own module), through the subprocess
protocol (target >= 1,000), and the time to generate a suite.

Figures only, never a verdict: the machines are shared. The subprocess figure is the
steady rate of one running implementation; starting it is timed on its own.
"""

from __future__ import annotations

import os
import shlex
import shutil
import statistics
import sys
import time
from pathlib import Path

from _common import ROOT, best_of, child, side_by_side

SUITE = ROOT / "generated" / "conformance" / "auction_pitch.jsonl"
RULES = ROOT / "generated" / "rules" / "auction_pitch.py"
COPIES = 12  # the suite repeated, so that each run checks about a thousand records


def measure(root: Path) -> dict[str, float]:
    """Records/s in process, with the kit and the module of the tree at `root`."""
    sys.path.insert(0, str(root / "compiler"))
    from allfours.conformance.engine_adapter import module_implementation
    from allfours.conformance.modules import load_module
    from allfours.conformance.records import load_suite
    from allfours.conformance.runner import run_in_process

    records = load_suite(SUITE) * COPIES
    implementation = module_implementation([load_module(str(root / RULES.relative_to(ROOT)))])

    def in_process() -> int:
        report = run_in_process(records, implementation)
        assert report.ok, report.summary()
        return len(records)

    best, _ = best_of(5, in_process)
    return {"in_process": best}


def _through(command: str, records: list[dict[str, object]]) -> tuple[float, float, float]:
    """Best and median records/s through one running implementation, and its start time."""
    from allfours.conformance.runner import run_suite
    from allfours.conformance.transport import Subprocess

    env = {**os.environ, "PYTHONPATH": str(ROOT / "compiler")}
    rates, starts = [], []
    for _ in range(5):
        transport = Subprocess(command, cwd=ROOT, env=env)
        began = time.perf_counter()
        problem = transport.start()
        assert problem is None, problem
        starts.append(time.perf_counter() - began)
        report = run_suite(records, transport)
        assert report.ok, report.summary()
        rates.append(len(records) / report.seconds)
    return max(rates), statistics.median(rates), min(starts)


def main() -> None:
    side_by_side(__file__, {"in_process": "conformance, in process, auction_pitch (records/s)"})
    sys.path.insert(0, str(ROOT / "compiler"))
    from allfours.conformance.generate import generate
    from allfours.conformance.modules import load_module
    from allfours.conformance.records import load_suite

    records = load_suite(SUITE) * COPIES
    module = load_module(str(RULES))

    serve = shlex.join([sys.executable, "-m", "allfours", "conformance", "serve", str(RULES)])
    best, median, start = _through(serve, records)
    print(
        f"conformance, subprocess (the generated module served): best {best:,.0f} records/s, "
        f"median {median:,.0f} records/s, start {start * 1000:.0f} ms; target >= 1,000"
    )
    node = shutil.which("node")
    if node is not None:
        adapter = ROOT / "tools" / "js-pitch" / "adapter.js"
        best, median, start = _through(shlex.join([node, str(adapter)]), records)
        print(
            f"conformance, subprocess (tools/js-pitch on Node.js): best {best:,.0f} records/s, "
            f"median {median:,.0f} records/s, start {start * 1000:.0f} ms"
        )

    began = time.perf_counter()
    suite = generate(module)
    print(
        f"conformance, generating the auction_pitch suite: {len(suite.records)} records "
        f"in {time.perf_counter() - began:.2f} s"
    )


if __name__ == "__main__" and not child(measure):
    main()
