"""Finding and loading the grammar: the packaged copy first, the checkout second."""

from __future__ import annotations

import hashlib
import os
import sys
from functools import cache
from pathlib import Path

import lark
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


def tables_cache(grammar: str) -> str | bool:
    """Where Lark keeps the parser's tables between runs: a folder only this user can
    write to (`$XDG_CACHE_HOME/allfours`, else `~/.cache/allfours`), or False (no cache)
    where there is none. Lark's default is the shared temporary folder, from which it
    would unpickle a file that another user of the machine put there, whose name anyone
    can work out from the grammar. The file is named by the grammar's digest, so that
    two installations with different grammars never overwrite each other's tables (Lark
    would rebuild them on every run of either)."""
    try:
        root = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
        folder = Path(root) / "allfours"
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        found = folder.lstat()
    except (OSError, RuntimeError):  # no home folder, or none we may write to
        return False
    ours = not hasattr(os, "getuid") or found.st_uid == os.getuid()
    if not folder.is_dir() or folder.is_symlink() or not ours or found.st_mode & 0o022:
        return False
    version = f"{sys.version_info[0]}.{sys.version_info[1]}"
    digest = hashlib.sha256(grammar.encode("utf-8")).hexdigest()[:16]
    return str(folder / f"grammar-{digest}-lark{lark.__version__}-python{version}.cache")


@cache
def parser() -> Lark:
    """The LALR parser; `header` and `statement` are its two start symbols.

    Building the LALR tables costs more than checking a variant, so Lark caches them
    (`tables_cache`; it rebuilds them when the grammar or an option changes); and its
    contextual lexer is given scanners that compile no expression per parser state
    (syntax/lexer.py).
    """
    grammar = grammar_text()
    return Lark(
        grammar,
        cache=tables_cache(grammar),
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
