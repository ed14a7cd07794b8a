"""Documentation pages built from the code itself: the rulebook index and the error index."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from allfours.backends.rulebook import md_text
from allfours.diagnostics import CODES


def _title_of(page: Path) -> str:
    for line in page.read_text(encoding="utf-8").splitlines():
        if line.startswith("# "):
            return line[2:].strip()
    return page.stem


def rulebook_index_page(pages: Sequence[Path]) -> str:
    lines = [
        "# Rulebooks",
        "",
        "One page per bundled variant, generated from its variant file. Each rule carries",
        "the number that the variant's rules module cites when it refuses an action.",
        "",
    ]
    lines += [f"- [{_title_of(page)}]({page.name}) (`{page.stem}`)" for page in pages]
    return "\n".join(lines) + "\n"


def error_index_page() -> str:
    lines = [
        "# Error index",
        "",
        "Every diagnostic the checker can report. `allfours explain CODE` prints the same text.",
        "",
    ]
    for entry in CODES.values():
        lines += [
            f"## {entry.code}: {entry.name}",
            "",
            f"**{md_text(entry.summary)}**",
            "",
            md_text(entry.explanation),
            "",
        ]
        if entry.example:
            example = "".join(f"    {line}\n" for line in entry.example.splitlines())
            lines += ["Example:", "", example]
    return "\n".join(lines) + "\n"
