"""The conformance kit: records checked per second in process (target >= 3,000, and no
slower than the baseline: each tree's kit runs its own module), through the subprocess
protocol (target >= 1,000), fuzzing's deals per second both ways, and the time to
generate a suite.

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
HAND = '"format":"allfours-hand/'
COPIES = 12  # the suite repeated, so that each run checks about a thousand records


def measure(root: Path) -> dict[str, float]:
    """Records/s in process, with the kit and the module of the tree at `root`."""
    sys.path.insert(0, str(root / "compiler"))
    from allfours.conformance.engine_adapter import module_implementation
    from allfours.conformance.modules import load_module
    from allfours.conformance.records import parse_suite
    from allfours.conformance.runner import run_in_process

    # The hand records: a baseline kit may not read whole-game records (read as text,
    # the suite's game lines are dropped before the kit parses it).
    hands = [line for line in SUITE.read_text(encoding="utf-8").splitlines() if HAND in line]
    records = parse_suite("\n".join(hands)) * COPIES
    implementation = module_implementation([load_module(str(root / RULES.relative_to(ROOT)))])

    def in_process() -> int:
        report = run_in_process(records, implementation)
        assert report.ok, report.summary()
        return len(records)

    best, _ = best_of(5, in_process)
    # Fuzzing against the reference itself, in process: deals a second. (Since the kit
    # plays games to their end and offers an illegal action beside each, a deal here
    # carries more checking than a baseline kit's.)
    from allfours.conformance.fuzz import fuzz
    from allfours.conformance.transport import InProcess

    module = load_module(str(root / RULES.relative_to(ROOT)))
    rates = []
    for _ in range(3):
        transport = InProcess(lambda: module_implementation([module]))
        assert transport.start() is None
        report = fuzz(module, transport, games=FUZZ_GAMES // 4, seed=1)
        assert report.ok, report.render_text()
        rates.append(report.deals / report.seconds)
    return {"in_process": best, "fuzz": max(rates)}


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


FUZZ_GAMES = 400


def _in_process_rate(records: list[dict[str, object]], module: object) -> float:
    from types import ModuleType

    from allfours.conformance.engine_adapter import module_implementation
    from allfours.conformance.runner import run_in_process

    assert isinstance(module, ModuleType)
    report = run_in_process(records, module_implementation([module]))
    assert report.ok, report.summary()
    return len(records) / report.seconds


def _fuzz_rates(module: object, serve: str) -> tuple[float, float]:
    """Deals a second fuzzed against the reference itself: in process, and through the
    subprocess protocol (the implementation started before the clock starts)."""
    from types import ModuleType

    from allfours.conformance.engine_adapter import module_implementation
    from allfours.conformance.fuzz import fuzz
    from allfours.conformance.transport import InProcess, Subprocess

    assert isinstance(module, ModuleType)
    rates = []
    env = {**os.environ, "PYTHONPATH": str(ROOT / "compiler")}
    for transport in (
        InProcess(lambda: module_implementation([module])),
        Subprocess(serve, cwd=ROOT, env=env),
    ):
        problem = transport.start()
        assert problem is None, problem
        report = fuzz(module, transport, games=FUZZ_GAMES, seed=1)
        assert report.ok, report.render_text()
        rates.append(report.deals / report.seconds)
    return rates[0], rates[1]


def main() -> None:
    side_by_side(
        __file__,
        {
            "in_process": "conformance, in process, auction_pitch (records/s)",
            "fuzz": "conformance fuzz, in process, auction_pitch (deals/s)",
        },
    )
    sys.path.insert(0, str(ROOT / "compiler"))
    from allfours.conformance.generate import generate
    from allfours.conformance.modules import load_module
    from allfours.conformance.records import load_suite

    records = load_suite(SUITE) * COPIES
    module = load_module(str(RULES))

    serve = shlex.join([sys.executable, "-m", "allfours", "conformance", "serve", str(RULES)])
    best, median, start = _through(serve, records)
    served = best  # the generated module served: beside the same module in process
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

    fuzz_in_process, fuzz_through = _fuzz_rates(module, serve)
    records_in_process = _in_process_rate(records, module)
    rows = (
        ("records/s (start-up excluded)", records_in_process, served),
        ("fuzz deals/s", fuzz_in_process, fuzz_through),
    )
    print(f"conformance, auction_pitch, side by side: {'in process':>12} {'subprocess':>12}")
    for label, here, there in rows:
        print(f"  {label:<40} {here:>12,.0f} {there:>12,.0f}")

    began = time.perf_counter()
    suite = generate(module)
    print(
        f"conformance, generating the auction_pitch suite: {len(suite.records)} records "
        f"in {time.perf_counter() - began:.2f} s"
    )


if __name__ == "__main__" and not child(measure):
    main()
