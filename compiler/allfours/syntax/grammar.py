"""Finding and loading the grammar: the packaged copy first, the checkout second."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from lark import Lark

from allfours.syntax.lexer import QuickContextualLexer

GRAMMAR_NAME = "allfours.lark"


def grammar_text() -> str:
    # A plain path rather than importlib.resources: the wheel is a plain folder once
    # installed, and importing resources costs more than checking a variant.
    package = Path(__file__).resolve().parents[1]
    packaged = package / "grammar" / GRAMMAR_NAME
    if packaged.is_file():
        return packaged.read_text(encoding="utf-8")
    checkout = package.parents[1] / "grammar" / GRAMMAR_NAME
    return checkout.read_text(encoding="utf-8")


@cache
def parser() -> Lark:
    """The LALR parser; `header` and `statement` are its two start symbols.

    Building the LALR tables costs more than checking a variant, so Lark caches them in
    the temporary folder, keyed by the grammar's hash and Lark's version; and its
    contextual lexer is given scanners that compile no expression per parser state
    (syntax/lexer.py).
    """
    return Lark(
        grammar_text(),
        cache=True,
        parser="lalr",
        lexer="contextual",
        start=["header", "statement"],
        propagate_positions=True,
        maybe_placeholders=False,
        _plugins={"ContextualLexer": QuickContextualLexer},
    )


@cache
def terminal_words() -> dict[str, str]:
    """Each terminal's name mapped to how a card player would call it."""
    described = {
        "NAME": "a name",
        "INT": "a number",
        "STRING": 'a text in double quotes ("...")',
        "RANK": "a rank (A, K, Q, J, 10, 9, ..., 2)",
        "RANK_NAME": "a rank in words (ace, king, queen, jack, ten, ..., two)",
        "_CHIPS": "`chip` or `chips`",
        "$END": "the end of the line",
        "<END-OF-FILE>": "the end of the line",
    }
    words: dict[str, str] = {}
    for terminal in parser().terminals:
        if terminal.name in described:
            words[terminal.name] = described[terminal.name]
        elif terminal.pattern.type == "str":
            words[terminal.name] = f"`{terminal.pattern.value}`"
    words.update({name: text for name, text in described.items() if name not in words})
    return words


def keyword(terminal_name: str) -> str | None:
    """The literal text of a keyword terminal, or None for a pattern terminal."""
    for terminal in parser().terminals:
        if terminal.name == terminal_name and terminal.pattern.type == "str":
            return str(terminal.pattern.value)
    return None
