"""Finding and loading the grammar: the packaged copy first, the checkout second."""

from __future__ import annotations

from functools import cache
from importlib import resources
from pathlib import Path

from lark import Lark

GRAMMAR_NAME = "allfours.lark"


def grammar_text() -> str:
    packaged = resources.files("allfours").joinpath("grammar", GRAMMAR_NAME)
    if packaged.is_file():
        return packaged.read_text(encoding="utf-8")
    checkout = Path(__file__).resolve().parents[3] / "grammar" / GRAMMAR_NAME
    return checkout.read_text(encoding="utf-8")


@cache
def parser() -> Lark:
    """The LALR parser; `header` and `statement` are its two start symbols."""
    return Lark(
        grammar_text(),
        parser="lalr",
        lexer="contextual",
        start=["header", "statement"],
        propagate_positions=True,
        maybe_placeholders=False,
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
