"""Diagnostics rendered for people (rustc/ruff layout) and for tools (JSON)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from allfours.diagnostics.diagnostic import Diagnostic, Fix, Label
from allfours.span import source_lines

# Source lines longer than this are cut around the span, so that a 1 MB line
# cannot flood the terminal.
_MAX_SHOWN = 100
# At most this many diagnostics are shown in one run, the first in file order; the
# summary still counts them all. A file with thousands of problems is rarely a variant.
MAX_REPORTED = 50


def for_terminal(text: str) -> str:
    """`text` inert on a terminal: every character that is not printable (the escape that
    starts a terminal's control sequence, a carriage return, a bell) written as a Python
    string writes it (`\\x1b`); line ends kept. For what a file's name or a message says,
    which a terminal would otherwise obey."""
    if text.isprintable():
        return text
    return "".join(ch if ch.isprintable() or ch == "\n" else repr(ch)[1:-1] for ch in text)


def _printable(text: str) -> str:
    return "".join(ch if ch.isprintable() or ch == "\t" else "\ufffd" for ch in text)


def _window(line: str, start: int, end: int, anchor: int) -> tuple[str, int, int]:
    """Cut `line` to at most _MAX_SHOWN characters around column `anchor` (0-based), and
    move [start, end) along with it."""
    if len(line) <= _MAX_SHOWN:
        return line, start, end
    begin = max(0, min(anchor - 20, len(line) - _MAX_SHOWN))
    shown = line[begin : begin + _MAX_SHOWN]
    prefix = "..." if begin else ""
    suffix = "..." if begin + _MAX_SHOWN < len(line) else ""
    offset = len(prefix) - begin
    return prefix + shown + suffix, start + offset, min(end + offset, len(prefix) + len(shown))


Colourize = Callable[[str], str]


def _plain(text: str) -> str:
    return text


def _snippet(
    label: Label,
    marker: str,
    text: str | None,
    gutter: int,
    anchor: int | None = None,
    colourize: Colourize = _plain,
) -> list[str]:
    pad = " " * gutter
    if text is None:
        return []
    lines = source_lines(text)
    span = label.span
    if not 1 <= span.line <= len(lines):
        return [f"{pad} |", f"{pad} = note: {for_terminal(label.message)}"] if label.message else []
    line = lines[span.line - 1].replace("\t", " ")
    start = span.column - 1
    end = span.end_column - 1 if span.end_line == span.line else len(line)
    end = max(end, start + 1)
    shown, start, end = _window(line, start, end, start if anchor is None else anchor)
    underline = " " * start + marker * max(1, end - start)
    note = f" {for_terminal(label.message)}" if label.message else ""
    return [
        f"{pad} |",
        f"{span.line:>{gutter}} | {colourize(_printable(shown).rstrip())}",
        f"{pad} | {underline}{note}",
    ]


def render_one(
    diagnostic: Diagnostic, sources: Mapping[str, str], colourize: Colourize = _plain
) -> str:
    span = diagnostic.primary.span
    labels = [diagnostic.primary, *diagnostic.secondary]
    gutter = max(len(str(label.span.line)) for label in labels)
    pad = " " * gutter
    out = [
        f"{diagnostic.severity.value}[{diagnostic.code.name}]: {for_terminal(diagnostic.message)}",
        f"{pad}--> {for_terminal(span.path)}:{span.line}:{span.column}",
    ]
    out += _snippet(diagnostic.primary, "^", sources.get(span.path), gutter, None, colourize)
    for label in diagnostic.secondary:
        other = label.span
        if other.path != span.path:
            out.append(f"{pad}::: {for_terminal(other.path)}:{other.line}:{other.column}")
        if other.path == span.path and other.line == span.line:
            # The primary's source line is already shown: add an underline row to it,
            # cut to the same window so that the columns line up.
            same_line = _snippet(label, "-", sources.get(other.path), gutter, span.column - 1)
            out += same_line[2:]
        else:
            out += _snippet(label, "-", sources.get(other.path), gutter, None, colourize)
    if diagnostic.help or diagnostic.notes:
        out.append(f"{pad} |")
    out += [f"{pad} = note: {for_terminal(note)}" for note in diagnostic.notes]
    if diagnostic.help:
        # A help of several lines (the whole lines a statement can be) keeps them under
        # its first, indented past `= help:`.
        first, *more = for_terminal(diagnostic.help).split("\n")
        out.append(f"{pad} = help: {first}")
        out += [f"{pad}         {line}" for line in more]
    return "\n".join(out) + "\n"


def summary_line(diagnostics: Sequence[Diagnostic]) -> str:
    errors = sum(1 for d in diagnostics if d.is_error)
    warnings = len(diagnostics) - errors
    parts = []
    if errors:
        parts.append(f"{errors} error{'s' if errors != 1 else ''}")
    if warnings:
        parts.append(f"{warnings} warning{'s' if warnings != 1 else ''}")
    return "found " + " and ".join(parts) if parts else "no problems found"


def render_text(
    diagnostics: Sequence[Diagnostic],
    sources: Mapping[str, str],
    colourize: Colourize | None = None,
) -> str:
    """The diagnostics for a person; `colourize` may highlight the quoted source lines."""
    ordered = sorted(diagnostics, key=Diagnostic.sort_key)
    shown = [render_one(d, sources, colourize or _plain) for d in ordered[:MAX_REPORTED]]
    if len(ordered) > MAX_REPORTED:
        more = len(ordered) - MAX_REPORTED
        shown.append(f"... and {more:,} more, not shown: fix these first and check again\n")
    return "\n".join(shown)


def _label_json(label: Label) -> dict[str, object]:
    span = label.span
    return {
        "file": span.path,
        "line": span.line,
        "column": span.column,
        "end_line": span.end_line,
        "end_column": span.end_column,
        "message": label.message,
    }


def _fix_json(fix: Fix) -> dict[str, object]:
    """A fix for tools: its label, whether `check --fix` applies it, and its edits, each a
    span (as the labels give them) and the text that replaces it."""
    return {
        "label": fix.label,
        "safe": fix.safe,
        "edits": [
            {
                "file": e.span.path,
                "line": e.span.line,
                "column": e.span.column,
                "end_line": e.span.end_line,
                "end_column": e.span.end_column,
                "text": e.text,
            }
            for e in fix.edits
        ],
    }


def render_json(diagnostics: Sequence[Diagnostic]) -> str:
    """The diagnostics for tools: the first MAX_REPORTED, and how many more there are."""
    ordered = sorted(diagnostics, key=Diagnostic.sort_key)
    payload = {
        "version": 1,
        "omitted": max(0, len(ordered) - MAX_REPORTED),
        "diagnostics": [
            {
                "code": d.code.name,
                "severity": d.severity.value,
                "message": d.message,
                **{k: v for k, v in _label_json(d.primary).items() if k != "message"},
                "label": d.primary.message,
                "secondary": [_label_json(label) for label in d.secondary],
                "notes": list(d.notes),
                "help": d.help,
                "fixes": [_fix_json(f) for f in d.fixes],
                "docs": f"errors.md#{d.code.name.lower()}",
            }
            for d in ordered[:MAX_REPORTED]
        ],
    }
    import json  # only for --format json: text output is the common, start-up-bound case

    return json.dumps(payload, indent=2, ensure_ascii=False) + "\n"
