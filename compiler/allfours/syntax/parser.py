"""Parse a variant file line by line into an AST, turning every syntax error into a diagnostic.

Every statement of the language fits on one line, so the reader parses each line on
its own: a mistake on one line never hides the mistakes on the others, and all of
them are reported in one run.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from lark import Token, Tree
from lark.exceptions import (
    UnexpectedCharacters,
    UnexpectedEOF,
    UnexpectedInput,
    UnexpectedToken,
    VisitError,
)

from allfours import ast
from allfours.diagnostics import Diagnostic, Label
from allfours.semantic.suggest import closest
from allfours.span import Span
from allfours.syntax.grammar import keyword, parser, terminal_words
from allfours.syntax.to_ast import ToAst

_WORD_CHAR = re.compile(r"[A-Za-z0-9_'-]")

# After this many bad lines the file is most likely not a variant at all.
MAX_SYNTAX_ERRORS = 10


@dataclass(frozen=True, slots=True)
class ParseResult:
    variant: ast.VariantFile | None
    diagnostics: tuple[Diagnostic, ...]


def _content_lines(text: str) -> list[tuple[int, str]]:
    lines = []
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if stripped and not stripped.startswith("#"):
            lines.append((number, line))
    return lines


def _expected_words(expected: set[str]) -> list[str]:
    words = terminal_words()
    return sorted({words.get(name, name) for name in expected})


def _describe_expected(expected: set[str]) -> str:
    listed = _expected_words(expected)
    if len(listed) == 1:
        return f"expected {listed[0]}"
    if len(listed) > 8:
        return "expected one of " + ", ".join(listed[:8]) + f" (or {len(listed) - 8} more)"
    return "expected one of " + ", ".join(listed)


def _suggestion(found: str, expected: set[str]) -> str | None:
    candidates = [word for name in expected if (word := keyword(name)) is not None]
    match = closest(found, candidates)
    return f"did you mean `{match}`?" if match else None


def _word_around(line: str, column: int) -> tuple[int, str]:
    """The whole word (1-based start column, text) that covers `column`.

    The contextual lexer matches a keyword even when it is glued to more letters
    ("dealers" lexes as `deal` + `ers`), so errors are reported on the whole word.
    """
    start = end = column - 1
    while start > 0 and _WORD_CHAR.match(line[start - 1]):
        start -= 1
    while end < len(line) and _WORD_CHAR.match(line[end]):
        end += 1
    return start + 1, line[start:end]


def _accepted_at(prefix: str, start: str) -> set[str]:
    """The terminals the grammar accepts after `prefix` (which parses without error)."""
    try:
        interactive = parser().parse_interactive(prefix, start=start)
        interactive.exhaust_lexer()
        accepted: set[str] = interactive.accepts()  # type: ignore[no-untyped-call]
        return {name for name in accepted if name != "$END"} or {"$END"}
    except UnexpectedInput:
        return set()


def _syntax_diagnostic(
    path: str, line_number: int, line: str, error: UnexpectedInput, is_header: bool
) -> Diagnostic:
    column = max(getattr(error, "column", 1) or 1, 1)
    if isinstance(error, UnexpectedCharacters):
        char = error.char
        span = Span.point(path, line_number, column)
        return Diagnostic(
            "E0102",
            f"unexpected character `{char}`" if char.isprintable() else "unexpected character",
            Label(span, _describe_expected(set(error.allowed or ()))),
            help="remove it, or check the line against the language reference",
        )
    if isinstance(error, UnexpectedEOF) or (
        isinstance(error, UnexpectedToken) and error.token.type == "$END"
    ):
        expected = set(error.expected)
        end = error.token.end_column if isinstance(error, UnexpectedToken) else None
        span = Span.point(path, line_number, end or column)
        return Diagnostic(
            "E0103",
            "this line ends before its sentence is complete",
            Label(span, _describe_expected(expected)),
            help="finish the sentence or remove the line",
        )
    assert isinstance(error, UnexpectedToken)
    token: Token = error.token
    expected = set(error.expected)
    found = str(token.value)
    suggestion = _suggestion(found, expected)
    if token.type != "STRING":
        word_column, word = _word_around(line, column)
        if word and word != found:
            # A keyword glued to more letters: judge the whole word against what the
            # grammar accepts where that word starts.
            column, found = word_column, word
            expected = _accepted_at(line[: word_column - 1], "header" if is_header else "statement")
            suggestion = _suggestion(found, expected)
    span = Span(path, line_number, column, line_number, column + max(len(found), 1))
    if is_header:
        return Diagnostic(
            "E0104",
            "a variant file must start with its `variant` line",
            Label(span, "expected `variant` here"),
            help='start the file with a header line, for example: variant house "House Pitch" '
            "extends auction_pitch",
        )
    return Diagnostic(
        "E0101",
        f"unexpected word `{found}`" if token.type != "STRING" else "unexpected text",
        Label(span, _describe_expected(expected)),
        help=suggestion,
    )


def _parse_line(
    to_ast: ToAst, start: str, path: str, number: int, line: str, is_header: bool
) -> tuple[object | None, Diagnostic | None]:
    try:
        tree: Tree[Token] = parser().parse(line, start=start)
    except UnexpectedInput as error:
        return None, _syntax_diagnostic(path, number, line, error, is_header)
    try:
        return to_ast.at_line(number).transform(tree), None
    except VisitError as error:  # a bug in ToAst, not in the variant: re-raise plainly
        raise error.orig_exc from None


def parse_source(path: str, text: str) -> ParseResult:
    lines = _content_lines(text)
    if not lines:
        span = Span.point(path, 1, 1)
        return ParseResult(
            None,
            (
                Diagnostic(
                    "E0104",
                    "a variant file must start with its `variant` line",
                    Label(span, "the file holds only comments"),
                    help='add a header line, for example: variant house "House Pitch" '
                    "extends auction_pitch",
                ),
            ),
        )
    to_ast = ToAst(path)
    (header_number, header_line), *rest = lines
    header, problem = _parse_line(to_ast, "header", path, header_number, header_line, True)
    if problem is not None:
        return ParseResult(None, (problem,))
    assert isinstance(header, ast.Header)
    statements: list[ast.Statement] = []
    diagnostics: list[Diagnostic] = []
    bad_lines = 0
    for number, line in rest:
        node, problem = _parse_line(to_ast, "statement", path, number, line, False)
        if problem is not None:
            bad_lines += 1
            if bad_lines <= MAX_SYNTAX_ERRORS:
                diagnostics.append(problem)
            continue
        statements.append(node)  # type: ignore[arg-type]
    if bad_lines > MAX_SYNTAX_ERRORS:
        last = diagnostics[-1]
        diagnostics[-1] = Diagnostic(
            last.code,
            last.message,
            last.primary,
            last.secondary,
            last.help,
            notes=(f"{bad_lines - MAX_SYNTAX_ERRORS} more lines could not be read either",),
        )
    variant = ast.VariantFile(path, header, tuple(statements))
    return ParseResult(variant, tuple(diagnostics))
