"""Python literals for values from a variant file: always through repr(), never spliced raw."""

from __future__ import annotations

import textwrap
from collections.abc import Sequence

_WIDTH = 100


def py_literal(value: object) -> str:
    """repr(), with strings in double quotes as the formatter writes them."""
    if isinstance(value, str):
        literal = repr(value)
        if literal.startswith("'") and '"' not in value:
            literal = '"' + literal[1:-1].replace("\\'", "'") + '"'
        return literal
    if isinstance(value, tuple):
        inner = ", ".join(py_literal(item) for item in value)
        return f"({inner},)" if len(value) == 1 else f"({inner})"
    if isinstance(value, list):
        return "[" + ", ".join(py_literal(item) for item in value) + "]"
    assert value is None or isinstance(value, bool | int), value
    return repr(value)


def py_str(text: str, column: int, indent: int) -> str:
    """A string literal placed at `column` of a line indented by `indent`, laid out as the
    formatter would: inline if it fits, else alone in parentheses, else split into pieces."""
    literal = py_literal(text)
    if column + len(literal) + 1 <= _WIDTH:
        return literal
    pad = " " * (indent + 4)
    if indent + 4 + len(literal) <= _WIDTH:
        return f"(\n{pad}{literal}\n{' ' * indent})"
    pieces = _pieces(text, _WIDTH - indent - 12)
    return "(\n" + "".join(f"{pad}{py_literal(piece)}\n" for piece in pieces) + " " * indent + ")"


def py_list(values: Sequence[object], column: int, indent: int) -> str:
    """A list literal placed at `column` of a line indented by `indent` and followed by a
    comma, laid out as the formatter would: inline if it fits, else its items on one line
    inside the brackets, else an item a line, each with a trailing comma."""
    items = [py_literal(value) for value in values]
    inline = "[" + ", ".join(items) + "]"
    if column + len(inline) + 1 <= _WIDTH:
        return inline
    pad = " " * (indent + 4)
    if indent + 4 + len(", ".join(items)) <= _WIDTH:
        return f"[\n{pad}{', '.join(items)}\n{' ' * indent}]"
    return "[\n" + "".join(f"{pad}{item},\n" for item in items) + " " * indent + "]"


def _pieces(text: str, width: int) -> list[str]:
    """`text` cut into pieces whose escaped forms are about `width` long, each after a
    space where there is one: joined again they are `text`, character for character
    (a tab stays a tab, as textwrap would not keep it)."""
    pieces: list[str] = []
    start, size, after_space = 0, 0, -1
    for index, char in enumerate(text):
        cost = len(repr(char)) - 2  # a tab is written `\t`, an escape `\x1b`
        if size + cost > width and index > start:
            cut = after_space if after_space > start else index
            pieces.append(text[start:cut])
            start = cut
            size = sum(len(repr(c)) - 2 for c in text[start:index])
            after_space = -1
        size += cost
        if char == " ":
            after_space = index + 1
    pieces.append(text[start:])
    return pieces


def comment_text(text: str) -> str:
    """Text for a `#` comment: escaped as repr() would, so it can never end the comment."""
    return repr(text)[1:-1]


def comment_lines(text: str) -> str:
    """`text` (already comment text) as `#` lines within the line length, cut at spaces; a
    word longer than a line (a long variant's path) stands alone on its line, which the
    linter allows."""
    lines = textwrap.wrap(
        text, _WIDTH - 2, break_long_words=False, break_on_hyphens=False, subsequent_indent="    "
    )
    return "\n".join(f"# {line}" for line in lines)
