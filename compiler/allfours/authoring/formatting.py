"""A variant file in its canonical form: each line that parses written as the language
writes it (one space between words, none before `,;:)` or after `(`, plain apostrophes),
its comment kept after two spaces; lines that do not parse, comments and blank lines are
left as they are, but for spaces at the end. Formatting twice changes nothing more."""

from __future__ import annotations

from lark.exceptions import UnexpectedInput

from allfours.authoring.complete import _joined
from allfours.span import source_lines
from allfours.syntax.grammar import parser
from allfours.syntax.parser import plain_typography


def canonical_line(line: str, start: str) -> str:
    """The line in canonical form, or as it was (less its trailing spaces) where it does
    not parse."""
    plain = plain_typography(line)
    stripped = plain.strip()
    if not stripped or stripped.startswith("#"):
        return line.rstrip()
    try:
        interactive = parser().parse_interactive(plain, start=start)
        tokens = interactive.exhaust_lexer()
        interactive.feed_eof()  # type: ignore[no-untyped-call]
    except UnexpectedInput:
        return line.rstrip()
    if not tokens:
        return line.rstrip()
    words = [str(t.value) for t in tokens]
    rest = plain[tokens[-1].end_pos :].strip() if tokens[-1].end_pos is not None else ""
    said = _joined(words)
    return f"{said}  {rest}" if rest.startswith("#") else said


def canonical(text: str) -> str:
    """The whole file in canonical form, ending with one line end."""
    lines = source_lines(text)
    out: list[str] = []
    header_seen = False
    for line in lines:
        stripped = line.strip()
        content = bool(stripped) and not stripped.startswith("#")
        out.append(canonical_line(line, "statement" if header_seen else "header"))
        header_seen = header_seen or content
    return "\n".join(out).rstrip("\n") + "\n"
