"""Fixes as data: making the edits a diagnostic carries, and applying them to a text.

A fix is a few edits of one file (`Edit`: a span and the text to put there). Spans are
the checker's own (1-based lines and columns, the end column exclusive); a span that
ends at column 1 of the next line takes the whole line with it.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence

from allfours.diagnostics.diagnostic import Diagnostic, Edit, Fix
from allfours.span import Span


class OverlappingEdits(ValueError):
    """Two edits change the same characters: neither can be applied after the other."""


def replace(span: Span, text: str) -> Edit:
    return Edit(span, text)


def remove_line(path: str, line: int) -> Edit:
    """Remove a whole line, its line end included."""
    return Edit(Span(path, line, 1, line + 1, 1), "")


def insert_line_after(path: str, line: int, text: str) -> Edit:
    """Add a line of its own after `line`."""
    return Edit(Span(path, line + 1, 1, line + 1, 1), text + "\n")


def fix(label: str, *edits: Edit, safe: bool = False) -> Fix:
    return Fix(label, tuple(edits), safe)


def _offsets(text: str) -> list[int]:
    """The offset where each line starts, and one past the end for the line after."""
    starts = [0]
    for index, char in enumerate(text):
        if char == "\n":
            starts.append(index + 1)
    starts.append(len(text) + 1)
    return starts


def _offset(starts: list[int], text: str, line: int, column: int) -> int:
    if line - 1 >= len(starts) - 1:
        return len(text)
    start = starts[line - 1]
    end_of_line = starts[line] - 1 if line < len(starts) - 1 else len(text)
    return min(start + column - 1, max(end_of_line, start), len(text))


def apply_edits(text: str, edits: Iterable[Edit]) -> str:
    """`text` with every edit made: each is placed by the text as it was, so they may be
    given in any order; edits that overlap are refused whole."""
    starts = _offsets(text)
    placed = sorted(
        (
            _offset(starts, text, e.span.line, e.span.column),
            _offset(starts, text, e.span.end_line, e.span.end_column),
            e.text,
        )
        for e in edits
    )
    for (_, end, _), (start, _, _) in itertools.pairwise(placed):
        if start < end:
            raise OverlappingEdits("two edits change the same text")
    out, done = [], 0
    for start, end, new in placed:
        out += [text[done:start], new]
        done = max(done, end)
    out.append(text[done:])
    return "".join(out)


def safe_edits(diagnostics: Sequence[Diagnostic], path: str) -> list[tuple[Diagnostic, Fix]]:
    """The safe fix of each diagnostic of the file `path` that has one, leaving out any
    fix that overlaps one taken before it (the next round of checking finds it again)."""
    taken: list[tuple[Diagnostic, Fix]] = []
    spans: list[Span] = []
    for diagnostic in sorted(diagnostics, key=Diagnostic.sort_key):
        chosen = next((f for f in diagnostic.fixes if f.safe), None)
        if chosen is None or any(e.span.path != path for e in chosen.edits):
            continue
        if any(_overlaps(e.span, other) for e in chosen.edits for other in spans):
            continue
        taken.append((diagnostic, chosen))
        spans += [e.span for e in chosen.edits]
    return taken


def _overlaps(a: Span, b: Span) -> bool:
    a_start, a_end = (a.line, a.column), (a.end_line, a.end_column)
    b_start, b_end = (b.line, b.column), (b.end_line, b.end_column)
    # Touching lines count as overlapping: two edits of one line are never both safe.
    return (a_start <= b_end and b_start <= a_end) or a.line == b.line
