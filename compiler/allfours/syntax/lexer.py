"""Lark's contextual lexer, with scanners that need no regular expression of their own.

Lark's contextual lexer builds, for every parser state it meets, one regular expression
that joins the terminals that state accepts. In this language almost every word is a
keyword that one state alone accepts, so checking a single variant meets over a hundred
states, and compiling their expressions cost more than everything else `allfours check`
does. The scanners here match the same terminals in the same order without a joined
expression: a keyword by comparing text, a pattern (a name, a number) with its own
expression, compiled once per process. A joined expression takes its first alternative
that matches, so trying the terminals one by one in Lark's order finds the same token.
"""

from __future__ import annotations

import re
from copy import copy
from typing import Any

from lark.lexer import BasicLexer, ContextualLexer, Token

_COMPILED: dict[str, re.Pattern[str]] = {}


def _compiled(pattern: str) -> re.Pattern[str]:
    found = _COMPILED.get(pattern)
    if found is None:
        found = _COMPILED[pattern] = re.compile(pattern)
    return found


class _Scanner:
    """Lark's `Scanner` interface (`match`, `allowed_types`) over terminals in order."""

    def __init__(self, terminals: list[Any]) -> None:
        self.allowed_types = {t.name for t in terminals}
        # (text of a keyword, None) or (None, compiled pattern), with the terminal's name
        self._tries: list[tuple[str | None, re.Pattern[str] | None, str]] = []
        for terminal in terminals:
            pattern = terminal.pattern
            if pattern.type == "str" and not pattern.flags:
                self._tries.append((pattern.value, None, terminal.name))
            else:
                self._tries.append((None, _compiled(pattern.to_regexp()), terminal.name))

    def match(self, text: Any, pos: int) -> tuple[str, str] | None:
        source, end = text.text, text.end
        for word, regex, name in self._tries:
            if word is not None:
                if source.startswith(word, pos, end):
                    return word, name
            else:
                assert regex is not None
                found = regex.match(source, pos, end)
                if found:
                    return found.group(0), name
        return None


class _Retype:
    """A name that spells a keyword this state accepts becomes that keyword (Lark's
    `UnlessCallback`, for keywords that are plain text)."""

    def __init__(self, keywords: dict[str, str]) -> None:
        self.keywords = keywords

    def __call__(self, token: Token) -> Token:
        keyword = self.keywords.get(token.value)
        if keyword is not None:
            token.type = keyword
        return token


class _QuickBasicLexer(BasicLexer):
    def _build_scanner(self) -> Any:
        # Lark's `_create_unless`, for this grammar: a keyword that a pattern terminal of
        # the same priority matches entirely is found through that terminal and retyped.
        words = [t for t in self.terminals if t.pattern.type == "str"]
        embedded: set[str] = set()
        self.callback = {}
        for terminal in self.terminals:
            if terminal.pattern.type != "re":
                continue
            regex = _compiled(terminal.pattern.to_regexp())
            unless = {}
            for word in words:
                value = word.pattern.value
                found = regex.match(value)  # as Lark tests it: the leftmost match is all
                if word.priority == terminal.priority and found and found.group(0) == value:
                    assert not word.pattern.flags and not terminal.pattern.flags
                    unless[value] = word.name
                    embedded.add(word.name)  # no flags on either: Lark embeds it
            if unless:
                self.callback[terminal.name] = _Retype(unless)
        assert not self.user_callbacks, "the grammar has no lexer callbacks"
        return _Scanner([t for t in self.terminals if t.name not in embedded])


class _LexerPerState(dict[int, Any]):
    """Each parser state's lexer, made when the state is first met: a check meets few."""

    def __init__(self, owner: QuickContextualLexer) -> None:
        super().__init__()
        self.owner = owner

    def __missing__(self, state: int) -> Any:
        lexer = self[state] = self.owner.lexer_for(state)
        return lexer


class QuickContextualLexer(ContextualLexer):
    """Given to Lark as its `ContextualLexer` (the option `_plugins`). Like Lark's, one
    basic lexer per set of terminals a state accepts; unlike it, each is made only when
    a state that needs it is met, and checks no terminal again."""

    BasicLexer = _QuickBasicLexer

    def __init__(self, conf: Any, states: Any, always_accept: Any = ()) -> None:
        # The terminals are the project's own, fixed and tested: Lark's check of each
        # one, again for every state, would cost more than checking a variant.
        self.conf = copy(conf)
        self.conf.skip_validation = True
        self.accepts = states
        self.always_accept = set(always_accept) | set(conf.ignore)
        self.by_terminals: dict[frozenset[str], Any] = {}
        self.lexers = _LexerPerState(self)
        self._root: Any = None

    def lexer_for(self, state: int) -> Any:
        key = frozenset(self.accepts[state])
        lexer = self.by_terminals.get(key)
        if lexer is None:
            by_name = self.conf.terminals_by_name
            conf = copy(self.conf)
            conf.terminals = [by_name[n] for n in key | self.always_accept if n in by_name]
            lexer = self.by_terminals[key] = self.BasicLexer(conf)
        return lexer

    @property
    def root_lexer(self) -> Any:  # type: ignore[override]  # Lark's is set in __init__
        """Every terminal: Lark tries it after an error, to name what was found."""
        if self._root is None:
            self._root = self.BasicLexer(self.conf)
        return self._root
