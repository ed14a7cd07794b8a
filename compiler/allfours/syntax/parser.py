"""Parse a variant file line by line into an AST, turning every syntax error into a diagnostic.

Every statement of the language fits on one line, so the reader parses each line on
its own: a mistake on one line never hides the mistakes on the others, and all of
them are reported in one run.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from lark import Token, Tree
from lark.exceptions import (
    UnexpectedCharacters,
    UnexpectedEOF,
    UnexpectedInput,
    UnexpectedToken,
    VisitError,
)

from allfours import ast
from allfours.diagnostics import Code, Diagnostic, Edit, Fix, Label
from allfours.diagnostics.fixes import fix, replace
from allfours.registry.settings import SETTINGS, Setting
from allfours.semantic.suggest import closest
from allfours.span import Span, source_lines
from allfours.syntax.grammar import keyword, parser, terminal_words
from allfours.syntax.to_ast import ToAst

_WORD_CHAR = re.compile(r"[A-Za-z0-9_'-]")
# Longer digit runs are refused before parsing (E0105): int() of a huge run is slow,
# and past 4300 digits Python refuses it outright.
_LONG_NUMBER = re.compile(r"\d{7,}")
_QUOTED = re.compile(r'"(?:[^"\\\n]|\\.)*"')

# After this many bad lines the file is most likely not a variant at all: reading stops.
MAX_SYNTAX_ERRORS = 10


class ParseResult(NamedTuple):
    variant: ast.VariantFile | None
    diagnostics: tuple[Diagnostic, ...]
    # False when reading stopped early (too many bad lines): the variant holds only the
    # statements before that point, too few to check it as a whole.
    read_to_the_end: bool = True


def _content_lines(text: str) -> list[tuple[int, str]]:
    lines = []
    for number, line in enumerate(source_lines(text), start=1):
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


def _nearest_keyword(found: str, expected: set[str]) -> str | None:
    candidates = [word for name in expected if (word := keyword(name)) is not None]
    return closest(found, candidates)


# A line with more slips than this is not a line with slips in it.
_MOST_SLIPS = 4


class _Slip(NamedTuple):
    column: int  # 1-based, where the word starts
    found: str
    near: str | None  # the keyword the grammar accepts there that is nearest to it


def _first_slip(line: str, start: str) -> _Slip | None:
    """Where the line stops parsing, at a word: the whole word and the keyword nearest to
    it that the grammar accepts there. None when it parses, or stops at no word."""
    try:
        parser().parse(line, start=start)
    except UnexpectedToken as error:
        token: Token = error.token
        if token.type in ("$END", "STRING") or not _WORD_CHAR.match(str(token.value)[:1]):
            return None
        column, found = max(token.column or 1, 1), str(token.value)
        expected = set(getattr(error, "accepts", None) or error.expected)
        word_column, word = _word_around(line, column)
        if word and word != found:
            column, found = word_column, word
            expected = _accepted_at(line[: word_column - 1], start)
        return _Slip(column, found, _nearest_keyword(found, expected))
    except UnexpectedInput:
        return None
    return None


def _word_fix(path: str, line_number: int, line: str, first: _Slip, start: str) -> Fix | None:
    """The fix of a misspelt word, `first`: the nearest keyword in its place, and in the
    place of each next slip of the line that has one, while the line reads further each
    time. Safe when the line then parses whole; otherwise only the first word is offered."""
    edits: list[Edit] = []
    slip: _Slip | None = first
    fixed = line
    while slip is not None and len(edits) < _MOST_SLIPS:
        column, found, near = slip
        if near is None:
            break
        # Columns of later slips are those of the fixed line: place each edit on the
        # line as written, which differs by the length of the words put right before it.
        shift = sum(len(e.text) - (e.span.end_column - e.span.column) for e in edits)
        span = Span(path, line_number, column - shift, line_number, column - shift + len(found))
        edits.append(replace(span, near))
        fixed = fixed[: column - 1] + near + fixed[column - 1 + len(found) :]
        slip = _first_slip(fixed, start)
        if slip is not None and slip.column <= column + len(near) - 1:
            break  # no further than the word just put right
        if slip is None and _parses(fixed, start):
            words = ", ".join(f"`{e.text}`" for e in edits)
            return fix(f"write {words}", *edits, safe=True)
    if not edits:
        return None
    one = edits[0]
    once = line[: one.span.column - 1] + one.text + line[one.span.end_column - 1 :]
    if _reach(once, start) <= first.column + len(one.text) - 1:
        return None
    return fix(f"write `{one.text}`", one)


def _parses(line: str, start: str) -> bool:
    return _reach(line, start) > len(line)


def _reach(line: str, start: str) -> int:
    """How far a line parses: past its length when it parses whole, else where it stops."""
    try:
        parser().parse(line, start=start)
    except UnexpectedInput as error:
        return max(getattr(error, "column", 0) or 0, 0)
    return len(line) + 1


def _setting_of(line: str) -> Setting | None:
    """The setting a line opens with the words of, from the setting registry."""
    words = " ".join(line.split())
    setting = next(
        (
            s
            for s in SETTINGS
            if any(words == k or words.startswith((k + " ", k + ",")) for k in s.keywords)
        ),
        None,
    )
    if setting is None:
        setting = next(
            (s for s in SETTINGS if any(words.startswith(k + ":") for k in s.keywords)), None
        )
    return setting


def _unread_key(line: str) -> str | None:
    """The setting a line that did not parse was meant to state, by its key. A point's
    line is left out: its base's point stays in force, so that the lines naming it (its
    count-out place) are not reported against a point that seems to be gone."""
    setting = _setting_of(line)
    return None if setting is None or setting.grammar == "point" else setting.key


def _forms_of(line: str) -> str | None:
    """What a line that opens with a statement's words can be: that statement's forms,
    from the setting registry, as whole lines (the closest three where it has more)."""
    words = " ".join(line.split())
    setting = _setting_of(line)
    if setting is None:
        return None
    forms = list(setting.forms)
    if len(forms) > _MOST_FORMS:
        from difflib import SequenceMatcher  # only for a line in error: not at start-up

        forms = sorted(forms, key=lambda f: -SequenceMatcher(None, words, f).ratio())
        forms = forms[:_MOST_FORMS]
    return "the line can be:" + "".join(f"\n    {form}" for form in forms)


def _with_forms(help_text: str | None, line: str) -> str | None:
    forms = _forms_of(line)
    if forms is None:
        return help_text
    return f"{help_text}; {forms}" if help_text else forms


_MOST_FORMS = 3


def _not_yet(line: str) -> str | None:
    """Where a line states a rule the language cannot state yet: say so, by its name."""
    from allfours.registry.not_yet import not_yet_in  # only for a line in error

    entry = not_yet_in(line)
    if entry is None:
        return None
    return f"{entry.concept} is not in the language yet; the nearest form: {entry.meanwhile}"


class _Moved(NamedTuple):
    """A part of a line (between commas or semicolons) that reads where another place
    of the line would take it: `worth 2` written after the recipient."""

    part: str  # the part's words, without its separator
    span: Span  # where it is, its separator included
    after: str  # the words of the part it goes after
    line: str  # the whole line with the part moved
    fix: Fix


def _separators(line: str) -> tuple[list[int], int]:
    """The offsets of the commas and semicolons that separate a line's parts (not those
    in a quoted text, nor in parentheses: a count's values, `(10 = 10, A = 4)`), and
    where the line's words end, before a comment."""
    found: list[int] = []
    depth, quoted, escaped = 0, False, False
    for index, char in enumerate(line):
        if quoted:
            quoted = not (char == '"' and not escaped)
            escaped = char == "\\" and not escaped
        elif char == '"':
            quoted = True
        elif char == "#":
            return found, len(line[:index].rstrip())
        elif char in "([":
            depth += 1
        elif char in ")]":
            depth = max(depth - 1, 0)
        elif char in ",;" and depth == 0:
            found.append(index)
    return found, len(line.rstrip())


def _moved_part(path: str, line_number: int, line: str, column: int, start: str) -> _Moved | None:
    """Where a line stops parsing at `column` (1-based), the part of it there moved to
    another place between the line's parts, when the line then parses: the part's own
    separator tried first, then the other. None when no place makes the line whole."""
    cuts, end = _separators(line)
    before = [cut for cut in cuts if cut <= column - 1]
    if not before:
        return None
    begin = before[-1]
    finish = next((cut for cut in cuts if cut > begin), end)
    own, body = line[begin], line[begin + 1 : finish].strip()
    if not body:
        return None
    words = line[:end]
    rest = words[:begin] + words[finish:]
    rest_cuts, _ = _separators(rest)
    places = [cut for cut in rest_cuts if cut != begin]
    if finish < end:
        places.append(len(rest))
    found: list[tuple[int, str]] = []
    for separator in (own, ";" if own == "," else ","):
        for place in places:
            moved = f"{rest[:place]}{separator} {body}{rest[place:]}"
            if _parses(moved, start):
                found.append((place, moved))
        if found:
            break
    if not found:
        return None
    place, moved = found[0]
    previous = max([cut + 1 for cut in rest_cuts if cut < place] + [rest.find(":") + 1])
    after = rest[previous:place].strip()
    # One edit, from the nearer of the two places to the farther: the moved line differs
    # from the written one only there.
    inserted, removed = len(moved) - len(rest), finish - begin
    if place < begin:
        low, high, new_high = place, finish, begin + inserted
    else:
        low, high, new_high = begin, place + removed, place + inserted
    edit = replace(Span(path, line_number, low + 1, line_number, high + 1), moved[low:new_high])
    span = Span(path, line_number, begin + 1, line_number, finish + 1)
    said = f"move `{body}` after `{after}`"
    return _Moved(body, span, after, moved, fix(said, edit, safe=len(found) == 1))


def _moved_diagnostic(moved: _Moved) -> Diagnostic:
    return Diagnostic(
        Code.E0101,
        f"`{moved.part}` is out of place",
        Label(moved.span, f"goes after `{moved.after}`"),
        help=f"write it after `{moved.after}`:\n    {moved.line.strip()}",
        fixes=(moved.fix,),
    )


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


def _unexpected_token(
    path: str, line_number: int, line: str, error: UnexpectedToken, start: str, at_file_end: bool
) -> Diagnostic:
    token: Token = error.token
    column = max(token.column or 1, 1)
    expected = set(getattr(error, "accepts", None) or error.expected)
    found = str(token.value)
    if token.type != "STRING" and _WORD_CHAR.match(found[:1]):
        word_column, word = _word_around(line, column)
        if word and word != found:
            # A keyword glued to more letters: judge the whole word against what the
            # grammar accepts where that word starts.
            column, found = word_column, word
            expected = _accepted_at(line[: word_column - 1], start)
    end_of_line = column + len(found) > len(line.rstrip())
    if (
        at_file_end
        and end_of_line
        and any((keyword(name) or "").startswith(found) for name in expected)
    ):
        # The file stops inside a word: it was cut short, not misspelt.
        return Diagnostic(
            Code.E0103,
            "the file ends in the middle of a word",
            Label(Span.point(path, line_number, column, len(found)), _describe_expected(expected)),
            help="the file looks truncated: finish the line or remove it",
        )
    span = Span(path, line_number, column, line_number, column + max(len(found), 1))
    if found[:1].isalnum() or found[:1] == "_":
        message = f"unexpected word `{found}`"
    elif token.type == "STRING":
        message = "unexpected text in quotes"
    else:
        message = f"unexpected `{found}`"
    near = _nearest_keyword(found, expected)
    slip = _Slip(column, found, near)
    typo = _word_fix(path, line_number, line, slip, start) if near else None
    if typo is None or not typo.safe:
        moved = _moved_part(path, line_number, line, column, start)
        if moved is not None:
            return _moved_diagnostic(moved)
    said = f"did you mean `{near}`?" if near else None
    # A slip that leaves the line whole is a typo; otherwise a line that reads as a rule
    # the language does not have yet is told so, before the forms it does have.
    not_yet = None if typo is not None and typo.safe else _not_yet(line)
    if not_yet is not None:
        message = not_yet.split(";", 1)[0]
    return Diagnostic(
        Code.E0101,
        message,
        Label(span, _describe_expected(expected)),
        help=not_yet or _with_forms(said, line),
        fixes=(typo,) if typo is not None else (),
    )


def _syntax_diagnostic(
    path: str, line_number: int, line: str, error: UnexpectedInput, start: str, at_file_end: bool
) -> Diagnostic:
    column = max(getattr(error, "column", 1) or 1, 1)
    if start == "header" and not line.lstrip().startswith("variant"):
        first = line.split()[0] if line.split() else ""
        span = Span.point(path, line_number, line.find(first) + 1, len(first))
        return Diagnostic(
            Code.E0104,
            "a variant file must start with its `variant` line",
            Label(span, "expected `variant` here"),
            help='start the file with a header line, for example: variant house "House Pitch" '
            "extends auction_pitch",
        )
    if isinstance(error, UnexpectedCharacters):
        char = error.char
        span = Span.point(path, line_number, column)
        if char == '"':
            return Diagnostic(
                Code.E0102,
                "this text in quotes has no closing quote",
                Label(span, "the text starts here"),
                help='end the text with a closing " on the same line',
            )
        return Diagnostic(
            Code.E0102,
            f"unexpected character `{char}`" if char.isprintable() else "unexpected character",
            Label(span, _describe_expected(set(error.allowed or ()))),
            help="remove it, or check the line against the language reference",
        )
    if isinstance(error, UnexpectedEOF) or (
        isinstance(error, UnexpectedToken) and error.token.type == "$END"
    ):
        expected = set(error.expected)
        end = error.token.end_column if isinstance(error, UnexpectedToken) else None
        moved = _moved_part(path, line_number, line, len(line.rstrip()), start)
        if moved is not None:
            return _moved_diagnostic(moved)
        span = Span.point(path, line_number, end or column)
        return Diagnostic(
            Code.E0103,
            "this line ends before its sentence is complete",
            Label(span, _describe_expected(expected)),
            help=_with_forms("finish the sentence or remove the line", line),
        )
    assert isinstance(error, UnexpectedToken)
    return _unexpected_token(path, line_number, line, error, start, at_file_end)


def _too_large_number(path: str, line_number: int, line: str) -> Diagnostic | None:
    code = _QUOTED.sub(lambda quoted: " " * len(quoted.group()), line).split("#", 1)[0]
    match = _LONG_NUMBER.search(code)
    if match is None:
        return None
    digits = len(match.group())
    return Diagnostic(
        Code.E0105,
        f"a number of {digits:,} digits is far larger than any game needs",
        Label(Span.point(path, line_number, match.start() + 1, digits), "this number"),
        help="numbers in a variant have at most six digits",
    )


# What phones and word processors type for an apostrophe, and for double quotes.
_APOSTROPHES = "\u2019\u2018\u02bc"
_OPENING_QUOTE, _CLOSING_QUOTE = "\u201c", "\u201d"


def plain_typography(line: str) -> str:
    """The line with typographic apostrophes and quotes, as a phone types them, made the
    plain ones the language is written in: `dealer\u2019s` is `dealer's`, and a title may
    be quoted in curly quotes. Text inside quotes is the author's and stays as typed. Every
    character is replaced by one, so columns do not move."""
    if not any(c in line for c in (*_APOSTROPHES, _OPENING_QUOTE, _CLOSING_QUOTE)):
        return line
    out: list[str] = []
    closer = ""  # inside a quoted text: what ends it
    depth = 0  # curly quotes nest inside curly quotes: “a “b” c”
    escaped = False
    for char in line:
        if closer == '"':
            out.append(char)
            closer = "" if char == '"' and not escaped else closer
            escaped = char == "\\" and not escaped
        elif closer:
            depth += (char == _OPENING_QUOTE) - (char == _CLOSING_QUOTE)
            closer = closer if depth else ""
            out.append(char if closer else '"')
        elif char == '"':
            out.append(char)
            closer = '"'
        elif char == _OPENING_QUOTE:
            out.append('"')
            closer, depth = _CLOSING_QUOTE, 1
        elif char in _APOSTROPHES:
            out.append("'")
        else:
            out.append(char)
    return "".join(out)


def _parse_line(
    to_ast: ToAst, start: str, path: str, number: int, line: str, at_file_end: bool
) -> tuple[object | None, Diagnostic | None]:
    line = plain_typography(line)
    too_large = _too_large_number(path, number, line)
    if too_large is not None:
        return None, too_large
    try:
        tree: Tree[Token] = parser().parse(line, start=start)
    except UnexpectedInput as error:
        return None, _syntax_diagnostic(path, number, line, error, start, at_file_end)
    try:
        return to_ast.at_line(number, line).transform(tree), None
    except VisitError as error:  # a bug in ToAst, not in the variant: re-raise plainly
        raise error.orig_exc from None


def parse_statement(line: str, path: str = "<default>") -> ast.Statement:
    """One statement line that is known to parse (the setting registry's defaults)."""
    node, problem = _parse_line(ToAst(path), "statement", path, 1, line, False)
    assert problem is None and node is not None, f"{line!r} does not parse: {problem}"
    return node  # type: ignore[return-value]


def parse_source(path: str, text: str) -> ParseResult:
    lines = _content_lines(text)
    if not lines:
        span = Span.point(path, 1, 1)
        return ParseResult(
            None,
            (
                Diagnostic(
                    Code.E0104,
                    "a variant file must start with its `variant` line",
                    Label(span, "the file holds only comments"),
                    help='add a header line, for example: variant house "House Pitch" '
                    "extends auction_pitch",
                ),
            ),
        )
    to_ast = ToAst(path)
    (header_number, header_line), *rest = lines
    last_number = lines[-1][0]
    cut_short = not text.endswith("\n")
    header, problem = _parse_line(
        to_ast,
        "header",
        path,
        header_number,
        header_line,
        cut_short and header_number == last_number,
    )
    if problem is not None:
        return ParseResult(None, (problem,))
    assert isinstance(header, ast.Header)
    statements: list[ast.Statement] = []
    diagnostics: list[Diagnostic] = []
    unread: set[str] = set()
    for index, (number, line) in enumerate(rest):
        node, problem = _parse_line(
            to_ast, "statement", path, number, line, cut_short and number == last_number
        )
        if problem is None:
            statements.append(node)  # type: ignore[arg-type]
            continue
        diagnostics.append(problem)
        if (key := _unread_key(line)) is not None:
            unread.add(key)
        left = len(rest) - index - 1
        if len(diagnostics) == MAX_SYNTAX_ERRORS and left:
            # A file this broken is most likely not a variant at all: each bad line costs
            # far more to explain than to read, so the rest is not read.
            note = (
                f"the checker stops after {MAX_SYNTAX_ERRORS} lines it cannot read; "
                f"the {left:,} line{'s' if left != 1 else ''} after this one "
                f"{'were' if left != 1 else 'was'} not checked"
            )
            diagnostics[-1] = problem._replace(notes=(*problem.notes, note))
            variant = ast.VariantFile(path, header, tuple(statements), frozenset(unread))
            return ParseResult(variant, tuple(diagnostics), read_to_the_end=False)
    variant = ast.VariantFile(path, header, tuple(statements), frozenset(unread))
    return ParseResult(variant, tuple(diagnostics))
