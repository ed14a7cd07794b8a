"""Fuzz every one-rule mutant of auction_pitch through the subprocess protocol, and say
how soon its rule was found, how long the shrinking took and how short the record is.

    python tests/conformance/fuzz_mutants.py [SECONDS]

Figures, not a test: the budget per mutant is SECONDS (60 by default). Each mutant runs
as its own process (serve_mutant.py), as any implementation under test would.
"""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT / "compiler"))
sys.path.insert(0, str(HERE.parent))

from allfours.conformance.fuzz import FuzzReport, fuzz  # noqa: E402
from allfours.conformance.modules import load_module  # noqa: E402
from allfours.conformance.transport import Subprocess  # noqa: E402
from conformance.mutants import GAME_MUTANTS, MUTANTS  # noqa: E402


def main(argv: list[str]) -> int:
    budget = float(argv[0]) if argv else 60.0
    module = load_module(str(ROOT / "generated" / "rules" / "auction_pitch.py"))
    missed = 0
    print(f"{'mutant':<36} {'rule':<7} {'found':>7} {'shrunk':>7} {'deals':>5} {'steps':>5} games")
    for mutant in (*MUTANTS, *GAME_MUTANTS):
        command = shlex.join([sys.executable, str(HERE / "serve_mutant.py"), mutant.name])
        rule = mutant.rule

        def done(report: FuzzReport, rule: str = rule) -> bool:
            return any(found.kind == rule for found in report.found)

        report = fuzz(module, Subprocess(command), seconds=budget, seed=1, enough=done)
        hit = next((f for f in report.found if f.kind == rule), None)
        if hit is None:
            missed += 1
            kinds = ", ".join(f.kind for f in report.found) or "nothing"
            print(f"{mutant.name:<36} {rule:<7} MISSED in {report.seconds:.0f} s (found {kinds})")
            continue
        print(
            f"{mutant.name:<36} {rule:<7} {hit.seconds:>6.2f}s {hit.shrink_seconds:>6.2f}s "
            f"{hit.deals:>5} {hit.steps:>5} {report.games}",
            flush=True,
        )
    return 1 if missed else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
