"""Serve one mutant of tests/conformance/mutants.py over the conformance protocol.

    python tests/conformance/serve_mutant.py NAME [VARIANT]

An implementation under test as a process of its own, the way `conformance fuzz --impl`
and `conformance run --impl` drive every implementation; NAME is a mutant's name.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1] / "compiler"))
sys.path.insert(0, str(HERE.parent))

from allfours.conformance.modules import load_module  # noqa: E402
from allfours.conformance.protocol import serve  # noqa: E402
from conformance.mutants import ALL_MUTANTS  # noqa: E402


def main(argv: list[str]) -> int:
    if not argv:
        print("usage: serve_mutant.py NAME [VARIANT]", file=sys.stderr)
        return 2
    variant = argv[1] if len(argv) > 1 else "auction_pitch"
    found = [m for m in ALL_MUTANTS if m.name == argv[0] and m.variant == variant]
    if not found:
        print(f"no mutant {argv[0]!r} of {variant}", file=sys.stderr)
        return 2
    module = load_module(str(HERE.parents[1] / "generated" / "rules" / f"{variant}.py"))
    return serve(found[0].implementation(module))


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
