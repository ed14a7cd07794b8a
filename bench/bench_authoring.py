"""The authoring core's latency per request, in process, on the largest bundled variant:
completion at every place of every line, and diagnostics after an edit (one line
changed, the file checked again), each as p50 and p99, beside the check of the same
file (`check_variant`, in process) measured in the same run as the baseline.

Goals (issue #23): completion p99 under 20 ms, diagnostics after an edit p99 under 50 ms.
"""

from __future__ import annotations

import statistics
import time
from pathlib import Path

from _common import ROOT
from allfours.authoring import Workspace
from allfours.pipeline import check_variant
from allfours.semantic.resolve import Loader


def _largest() -> Path:
    return max((ROOT / "variants").glob("*.variant"), key=lambda p: len(p.read_text()))


def _quantiles(times: list[float]) -> tuple[float, float]:
    ordered = sorted(times)
    return statistics.median(ordered) * 1000, ordered[int(len(ordered) * 0.99)] * 1000


def main() -> None:
    path = _largest()
    text = path.read_text(encoding="utf-8")
    key = str(path)
    workspace = Workspace()
    document = workspace.document(key, text)
    document.diagnostics  # noqa: B018  (parses the bases once, as an editor's first open)

    completion: list[float] = []
    for _ in range(3):
        for number, line in enumerate(document.lines, start=1):
            for column in range(1, len(line) + 2):
                start = time.perf_counter()
                document.complete(number, column)
                completion.append(time.perf_counter() - start)

    edits: list[float] = []
    lines = text.split("\n")
    for round_ in range(5):
        for index, line in enumerate(lines):
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            edited = line + " " * (1 + round_ % 2)
            changed = "\n".join([*lines[:index], edited, *lines[index + 1 :]])
            start = time.perf_counter()
            workspace.document(key, changed).diagnostics  # noqa: B018
            edits.append(time.perf_counter() - start)

    checks: list[float] = []
    for _ in range(len(edits)):
        start = time.perf_counter()
        check_variant(path, Loader(), lowered=False)
        checks.append(time.perf_counter() - start)

    print(f"authoring on {path.name} ({len(document.lines)} lines), in process, ms per request:")
    for name, times in (
        ("completion", completion),
        ("diagnostics after an edit", edits),
        ("baseline: check_variant of the file", checks),
    ):
        p50, p99 = _quantiles(times)
        print(f"  {name:38} p50 {p50:7.2f}  p99 {p99:7.2f}  ({len(times)} requests)")


if __name__ == "__main__":
    main()
