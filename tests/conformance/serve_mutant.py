"""Serve one mutant of tests/conformance/mutants.py over the conformance protocol.

    python tests/conformance/serve_mutant.py NAME [VARIANT]

An implementation under test as a process of its own, the way `conformance fuzz --impl`
and `conformance run --impl` drive every implementation; NAME is a mutant's name.
VARIANT is the variant it is a mutant of (default auction_pitch), or another variant (a
bundled id or a .variant file) to apply the same change to.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1] / "compiler"))
sys.path.insert(0, str(HERE.parent))

from allfours.conformance.engine_adapter import EngineImplementation  # noqa: E402
from allfours.conformance.protocol import serve  # noqa: E402
from allfours.sources import open_variant  # noqa: E402
from conformance.mutants import ALL_MUTANTS  # noqa: E402


def main(argv: list[str]) -> int:
    if not argv:
        print("usage: serve_mutant.py NAME [VARIANT]", file=sys.stderr)
        return 2
    variant = argv[1] if len(argv) > 1 else "auction_pitch"
    named = [m for m in ALL_MUTANTS if m.name == argv[0]]
    found = [m for m in named if m.variant == variant] or named
    if not found:
        print(f"no mutant {argv[0]!r}", file=sys.stderr)
        return 2
    opened = open_variant(variant)
    engine = found[0].build(opened.module)
    return serve(EngineImplementation({opened.id: engine}, name=found[0].name))


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
