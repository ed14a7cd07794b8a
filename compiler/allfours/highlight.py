"""Syntax highlighting for variant files: a Pygments lexer and ANSI colour for terminals.

Pygments is optional. This module imports it only when the lexer is asked for (the
`AllFoursLexer` attribute, which the `pygments.lexers` entry point names) or when
`colour` runs, so that importing `allfours.highlight` costs nothing and `allfours check`
never loads Pygments. Without Pygments installed, `colour` returns its text unchanged.

The lexer follows grammar/allfours.lark: a header line `variant ID "Title" extends BASE`,
then one statement per line, each starting with its own words (`players:`,
`dealer's privilege:`, `point NAME:`, `after each hand`, ...), which are keywords.
tests/build/test_highlight.py checks that every statement of the grammar is covered.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from allfours import ir
from allfours.registry.settings import KEYWORDS

if TYPE_CHECKING:
    from pygments.lexer import RegexLexer

__all__ = ["STATEMENT_KEYWORDS", "colour"]  # and AllFoursLexer, built on first use

# The statements whose leading words run into the sentence with no colon: the deal's
# rotation and the turn's direction ("the turn passes to the right").
RUN_ON_KEYWORDS = ("after each hand", "the turn")
# The leading words of every statement that ends them with a colon, from the setting
# registry: `point NAME:` and the run-on statements have rules of their own below.
STATEMENT_KEYWORDS: tuple[str, ...] = tuple(
    keyword for keyword in KEYWORDS if keyword not in ("point", *RUN_ON_KEYWORDS)
)

RANK_WORDS = tuple(ir.RANK_WORDS)  # ace ... two
SUIT_WORDS = tuple(ir.SUIT_WORDS)

_NAME = r"[a-zA-Z_][a-zA-Z0-9_]*"
_SPACE = r"[ \t\f]"
_lexer_class: type[RegexLexer] | None = None


def _phrase(words: str) -> str:
    """A regex for a run of words separated by any horizontal whitespace."""
    return rf"{_SPACE}+".join(word.replace("-", r"\-") for word in words.split())


def _make_lexer() -> type[RegexLexer]:
    from pygments.lexer import RegexLexer, bygroups, default, words
    from pygments.token import (
        Comment,
        Keyword,
        Name,
        Number,
        Operator,
        Punctuation,
        String,
        Text,
        Whitespace,
    )

    groups = cast(Callable[..., Any], bygroups)  # the stubs leave bygroups untyped
    # Longest alternatives first (the registry's order), so that `dealer's privilege` is
    # tried before `deal`.
    statements = "|".join(_phrase(k) for k in STATEMENT_KEYWORDS)
    run_on = "|".join(_phrase(k) for k in RUN_ON_KEYWORDS)
    word_end = r"(?![a-zA-Z0-9_'-])"

    class AllFoursLexer(RegexLexer):
        """Variant files of the All Fours language (grammar/allfours.lark)."""

        name = "All Fours variant"
        aliases = ["allfours", "variant"]  # noqa: RUF012  (Pygments' own class attributes)
        filenames = ["*.variant"]  # noqa: RUF012
        mimetypes = ["text/x-allfours-variant"]  # noqa: RUF012

        tokens = {  # noqa: RUF012
            "root": [
                # The header: variant ID "Title" extends BASE
                (
                    rf"^({_SPACE}*)(variant)({_SPACE}+)({_NAME})",
                    groups(Whitespace, Keyword.Declaration, Whitespace, Name.Class),
                ),
                # point NAME:
                (
                    rf"^({_SPACE}*)(point)({_SPACE}+)({_NAME})({_SPACE}*)(:)",
                    groups(Whitespace, Keyword, Whitespace, Name.Variable, Whitespace, Punctuation),
                ),
                # title es: "..." and description pl: "...": the language's code is one
                # of a fixed few, a constant
                (
                    rf"^({_SPACE}*)(title|description)({_SPACE}+)({_NAME})({_SPACE}*)(:)",
                    groups(
                        Whitespace, Keyword, Whitespace, Keyword.Constant, Whitespace, Punctuation
                    ),
                ),
                # rule numbers: PREFIX
                (
                    rf"^({_SPACE}*)(rule{_SPACE}+numbers)({_SPACE}*)(:)({_SPACE}*)({_NAME})",
                    groups(Whitespace, Keyword, Whitespace, Punctuation, Whitespace, Name.Label),
                ),
                # count out: NAME, NAME, ... (the names of points)
                (
                    rf"^({_SPACE}*)(count{_SPACE}+out)({_SPACE}*)(:)",
                    groups(Whitespace, Keyword, Whitespace, Punctuation),
                    "count_out",
                ),
                # after each hand, the deal passes to the left; the turn passes to the right
                (
                    rf"^({_SPACE}*)({run_on}){word_end}",
                    groups(Whitespace, Keyword),
                ),
                # every other statement: its leading words, then a colon
                (
                    rf"^({_SPACE}*)({statements})({_SPACE}*)(:)",
                    groups(Whitespace, Keyword, Whitespace, Punctuation),
                ),
                default("body"),
            ],
            "body": [
                (r"\n", Whitespace, "#pop"),
                (rf"{_SPACE}+", Whitespace),
                (r"#[^\n]*", Comment.Single),
                (r'"', String.Double, "string"),
                # counting values: 10 = 10, A = 4, ...
                (
                    rf"\b(A|K|Q|J|10|[2-9])({_SPACE}*)(=)",
                    groups(Name.Constant, Whitespace, Operator),
                ),
                (r"[0-9]+\b", Number.Integer),
                (words(RANK_WORDS, prefix=r"\b", suffix=word_end), Name.Constant),
                (words(SUIT_WORDS, prefix=r"\b", suffix=word_end), Name.Builtin),
                (words(("none",), prefix=r"\b", suffix=word_end), Keyword.Constant),
                (
                    rf"\b(extends)({_SPACE}+)({_NAME})",
                    groups(Keyword.Declaration, Whitespace, Name.Class),
                ),
                (rf"{_NAME}(?:['-][a-zA-Z0-9_]+)*'?", Text),
                (r"[:;,()]", Punctuation),
                (r"=", Operator),
            ],
            "count_out": [
                (rf"{_SPACE}+", Whitespace),
                (r"#[^\n]*", Comment.Single),
                (
                    words(
                        ("the", "pitcher's", "pitcher", "side", "first", "then", "higher"),
                        prefix=r"\b",
                        suffix=word_end,
                    ),
                    Text,
                ),
                (
                    words(
                        ("score", "wins", "a", "tie", "goes", "to"), prefix=r"\b", suffix=word_end
                    ),
                    Text,
                ),
                (_NAME, Name.Variable),
                (r"[,;]", Punctuation),
                default("#pop"),  # the end of the line, or words the body state reads
            ],
            "string": [
                (r'[^"\\\n]+', String.Double),
                (r"\\.", String.Escape),
                (r'"', String.Double, "#pop"),
                default("#pop"),
            ],
        }

        @staticmethod
        def analyse_text(text: str) -> float:
            first = next((ln for ln in text.splitlines() if ln.strip()[:1] not in ("", "#")), "")
            return 0.9 if first.split()[:1] == ["variant"] and '"' in first else 0.0

    return AllFoursLexer


def __getattr__(name: str) -> Any:
    """`AllFoursLexer` is built on first use, so that importing this module loads no Pygments."""
    global _lexer_class
    if name == "AllFoursLexer":
        if _lexer_class is None:
            _lexer_class = _make_lexer()
        return _lexer_class
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def colour(text: str) -> str:
    """`text` (variant source: a line or a whole file) with ANSI colours for a terminal.

    Only colour codes are added: with them removed, the result is `text` exactly (line
    ends, tabs and a cut-off line included), so carets under a coloured line still line
    up. Characters the lexer does not understand are left uncoloured, since a diagnostic
    already points at them. Without Pygments, or on any failure, `text` comes back as is.
    """
    if not text:
        return text
    try:
        from pygments.formatters.terminal import TerminalFormatter
        from pygments.token import Error, Text, Whitespace
    except ImportError:
        return text
    try:
        lexer = __getattr__("AllFoursLexer")()
        # get_tokens_unprocessed: no newline added, no tab expansion, no \r\n rewriting.
        tokens = (
            (Text if kind in Error or kind in Whitespace else kind, value)
            for _, kind, value in lexer.get_tokens_unprocessed(text)
        )
        out = io.StringIO()
        TerminalFormatter().format(tokens, out)
        return out.getvalue()
    except Exception:  # colour is decoration: never let it break a diagnostic
        return text
