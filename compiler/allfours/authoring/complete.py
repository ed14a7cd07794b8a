"""The next words of a line, from the grammar itself: no second list of the language.

Lark's interactive parser, given the line up to the word being typed, says which
terminals may come next (`accepts`). A keyword is offered with the words that must follow
it, as long as exactly one may (`dealer's privilege:` -> `the dealer may take the contract
at the high bid`), up to a place where the author types a value or chooses. A value is
offered from the registries and the variant in force: the variants a file may extend,
the points it has, the pack's ranks, the suits, and numbers in their range (with the
base's own number first).

The parser's state after a prefix depends on the kinds of its words only, so what the
grammar offers is cached by that state; the values are looked up each time.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import NamedTuple

from lark import Token
from lark.exceptions import UnexpectedInput
from lark.parsers.lalr_interactive_parser import InteractiveParser

from allfours import ast, ir
from allfours.registry.settings import KEYWORDS, SETTINGS, TRANSLATED_LANGUAGES, Setting
from allfours.registry.values import Bound, bound, slot_after
from allfours.semantic.settings import Settings, pack_ranks
from allfours.syntax.grammar import keyword, parser
from allfours.syntax.parser import plain_typography

# What an author types rather than chooses: a completion stops before these.
VALUE_TERMINALS = frozenset({"INT", "NAME", "STRING", "RANK", "RANK_NAME", "SUIT_NAME"})
# The word being typed: what a completion replaces.
_PARTIAL = re.compile(r"[A-Za-z0-9_'-]*$")
_RANK_WORD = {code: word for word, code in ir.RANK_WORDS.items()}
_NO_SPACE_BEFORE = frozenset({",", ";", ":", ")"})
# A phrase longer than this is a grammar that loops: stop, and let the author go on.
_LONGEST_PHRASE = 40
# More numbers than this in a range are offered as its ends, not one by one.
_MOST_NUMBERS = 12


class Completion(NamedTuple):
    """One thing to insert: `text` replaces the word being typed, which starts at
    `start` (a 1-based column of the line)."""

    text: str
    label: str
    kind: str  # "keyword", "phrase", "value"
    detail: str = ""
    start: int = 1


class Slot(NamedTuple):
    """A value the author may type here that no list holds: its terminal, and for a
    number what it is and its range."""

    terminal: str
    what: str
    low: int | None = None
    high: int | None = None

    def accepts(self, word: str) -> bool:
        if self.terminal == "INT":
            if not word.isdigit():
                return False
            value = int(word)
            return (self.low is None or value >= self.low) and (
                self.high is None or value <= self.high
            )
        if self.terminal == "NAME":
            return re.fullmatch(r"[a-zA-Z_][a-zA-Z0-9_]*", word) is not None
        if self.terminal == "STRING":
            return word.startswith('"')
        return False


class Completions(NamedTuple):
    items: tuple[Completion, ...]
    slots: tuple[Slot, ...]  # values to type that are not listed


class Context(NamedTuple):
    """What completion needs to know of the variant beyond the line: from the workspace."""

    settings: Settings | None  # in force, the document's own lines and its bases'
    base_settings: Settings | None  # its bases' alone, for the value a line replaces
    base_line: Callable[[ast.Statement], str | None]  # a base statement's source line
    variant_names: Sequence[str]  # what `extends` may name
    file_stem: str  # the document's file name without `.variant`


NO_CONTEXT = Context(None, None, lambda _: None, (), "house")


def _joined(words: Sequence[str], before: str = "") -> str:
    """Words as a line of the language writes them: no space before `,;:)`, none
    after `(`."""
    out = []
    previous = before[-1:] if before else ""
    for word in words:
        space = previous not in ("", " ", "\t", "(") and word not in _NO_SPACE_BEFORE
        out.append((" " if space else "") + word)
        previous = word[-1:]
    return "".join(out)


class _Choice(NamedTuple):
    terminal: str
    words: tuple[str, ...]  # the keyword and the words that must follow it


_GRAMMAR_CACHE: dict[tuple[str, tuple[int, ...]], tuple[frozenset[str], tuple[_Choice, ...]]] = {}


def _accepted(interactive: InteractiveParser) -> frozenset[str]:
    return frozenset(interactive.accepts())  # type: ignore[no-untyped-call]


def _spellings(terminal: str) -> tuple[str, ...]:
    """How a keyword terminal may be written: its text, or each word of a terminal that
    is a choice of words (`chip` or `chips`)."""
    said = keyword(terminal)
    if said is not None:
        return (said,)
    found = next((t for t in parser().terminals if t.name == terminal), None)
    pattern = str(found.pattern.value) if found is not None else ""
    alternatives = re.fullmatch(r"\(\?:([a-z|' -]+)\)", pattern)
    return tuple(sorted(alternatives.group(1).split("|"))) if alternatives else ()


def _phrase(interactive: InteractiveParser, terminal: str, word: str) -> tuple[str, ...]:
    """The keyword `word` (of `terminal`), then each word that alone may follow, up to a
    choice, a value to type or the end of the line."""
    words = [word]
    cursor = interactive.copy()  # type: ignore[no-untyped-call]
    cursor.feed_token(Token(terminal, word))
    while len(words) < _LONGEST_PHRASE:
        (only, *more) = _accepted(cursor) or {"$END"}
        if more or only == "$END" or only in VALUE_TERMINALS or len(_spellings(only)) != 1:
            break
        word = _spellings(only)[0]
        words.append(word)
        cursor.feed_token(Token(only, word))
    return tuple(words)


def _grammar_choices(
    interactive: InteractiveParser, start: str
) -> tuple[frozenset[str], tuple[_Choice, ...]]:
    """What may come next (the terminals) and the phrases of its keywords. A phrase that
    opens with punctuation followed by a choice (`,` then `each` or `in`) is offered once
    for each way it goes on."""
    state = (start, tuple(interactive.parser_state.state_stack))
    found = _GRAMMAR_CACHE.get(state)
    if found is not None:
        return found
    accepted = _accepted(interactive)
    choices: list[_Choice] = []
    for terminal in sorted(accepted - VALUE_TERMINALS - {"$END"}):
        for spelling in _spellings(terminal):
            words = _phrase(interactive, terminal, spelling)
            if len(words) == 1 and not words[0][:1].isalnum():
                after = interactive.copy()  # type: ignore[no-untyped-call]
                after.feed_token(Token(terminal, words[0]))
                branches = _accepted(after) - VALUE_TERMINALS - {"$END"}
                if branches:
                    for branch in sorted(branches):
                        for then in _spellings(branch):
                            choices.append(
                                _Choice(terminal, (words[0], *_phrase(after, branch, then)))
                            )
                    continue
            choices.append(_Choice(terminal, words))
    found = (accepted, tuple(choices))
    _GRAMMAR_CACHE[state] = found
    return found


def _setting_of(words: Sequence[str]) -> Setting | None:
    said = _joined(words)
    for opener in KEYWORDS:  # longest first
        if said == opener or said.startswith((opener + " ", opener + ":")):
            return next(s for s in SETTINGS if opener in s.keywords)
    return None


def _bound(value: Bound, settings: Settings | None) -> int | None:
    limit = bound(value, settings)
    return limit.value if limit is not None else None


def _base_number(setting: Setting, index: int, context: Context) -> str | None:
    """The number a base states in the same place of the same statement, if it does."""
    if context.base_settings is None:
        return None
    statement = next(
        (s for s in context.base_settings.by_key.values() if _is_setting(s, setting)), None
    )
    line = context.base_line(statement) if statement is not None else None
    if line is None:
        return None
    numbers = re.findall(r"(?<![\w.])\d+(?![\w.])", line.split("#", 1)[0])
    return numbers[index] if index < len(numbers) else None


def _is_setting(statement: ast.Statement, setting: Setting) -> bool:
    from allfours.registry.settings import KEY_OF

    return (
        statement.key == setting.key
        or (setting.grammar == "point" and statement.key.startswith("point "))
        or KEY_OF.get(setting.grammar) == statement.key
    )


def _numbers(
    setting: Setting | None, words: Sequence[str], index: int, context: Context
) -> tuple[list[tuple[str, str]], Slot]:
    """Numbers to offer (value, what it is) and the slot they fill."""
    found = None
    if setting is not None:
        found = slot_after(setting.grammar, _joined(words[-2:]), words[-1] if words else "")
    if found is None:
        return [], Slot("INT", "a number")
    low, high = _bound(found.low, context.settings), _bound(found.high, context.settings)
    what = found.what
    if low is not None and high is not None:
        detail = f"{what}: {low} to {high}"
    elif low is not None:
        detail = f"{what}: {low} or more"
    else:
        detail = what
    offered: list[tuple[str, str]] = []
    base = _base_number(setting, index, context) if setting is not None else None
    if base is not None:
        offered.append((base, f"{detail} (the base's)"))
    if low is not None and high is not None and high - low < _MOST_NUMBERS:
        offered += [(str(n), detail) for n in range(low, high + 1) if str(n) != base]
    elif low is not None and str(low) != base:
        offered.append((str(low), detail))
    return offered, Slot("INT", detail, low, high)


def _names(
    words: Sequence[str], setting: Setting | None, context: Context
) -> list[tuple[str, str]]:
    previous = words[-1] if words else ""
    if setting is None:  # the header
        if previous == "extends":
            return [(n, "a variant to build on") for n in context.variant_names]
        return [(context.file_stem, "the variant's id: its file's name")]
    if setting.grammar in ("title_in", "description_in"):
        return [(code, f"{name} {setting.keyword}") for code, name in TRANSLATED_LANGUAGES.items()]
    settings = context.settings
    if setting.grammar == "point":
        own = {s.key for s in (context.base_settings.points if context.base_settings else ())}
        return [(k.removeprefix("point "), "a point of the base") for k in sorted(own)]
    if setting.grammar == "count_out" and settings is not None:
        listed = set(words)
        return [(p.id.value, "a point") for p in settings.points if p.id.value not in listed]
    return []


def _values(
    terminal: str, words: Sequence[str], numbers_before: int, context: Context
) -> tuple[list[tuple[str, str]], Slot | None]:
    setting = _setting_of(words)
    if terminal == "INT":
        return _numbers(setting, words, numbers_before, context)
    if terminal == "NAME":
        names = _names(words, setting, context)
        what = (
            "a new point's id" if setting is not None and setting.grammar == "point" else "a name"
        )
        return names, Slot("NAME", what)
    if terminal == "RANK_NAME":
        pack = context.settings.get(ast.Pack) if context.settings else None
        ranks = pack_ranks(pack)
        return [(_RANK_WORD[c], "a rank of the pack") for c in ranks], None
    if terminal == "RANK":
        pack = context.settings.get(ast.Pack) if context.settings else None
        return [(code if code != "T" else "10", "a rank") for code in pack_ranks(pack)], None
    if terminal == "SUIT_NAME":
        return [(suit, "a suit") for suit in ir.SUIT_WORDS], None
    if terminal == "STRING":
        if setting is None:
            title = " ".join(part.capitalize() for part in context.file_stem.split("_") if part)
            return [(f'"{title}"', "the variant's title")], Slot("STRING", "a text in quotes")
        return [('""', "a text in quotes")], Slot("STRING", "a text in quotes")
    return [], None


def complete_line(line: str, column: int, start: str, context: Context = NO_CONTEXT) -> Completions:
    """What may be typed at `column` (1-based) of `line`, a header line when `start` is
    "header", else a statement."""
    prefix = plain_typography(line[: column - 1])
    if "#" in _outside_quotes(prefix) or _outside_quotes(prefix).count('"'):
        return Completions((), ())  # in a comment or inside quotes: the author's own words
    partial = _PARTIAL.search(prefix)
    typed = partial.group() if partial else ""
    head = prefix[: len(prefix) - len(typed)]
    try:
        interactive = parser().parse_interactive(head, start=start)
        tokens = interactive.exhaust_lexer()
    except UnexpectedInput:
        return Completions((), ())
    accepted, choices = _grammar_choices(interactive, start)
    words = [str(t.value) for t in tokens]
    first = column - len(typed)
    items: list[Completion] = []
    for choice in choices:
        text = _joined(choice.words, head)
        kind = "phrase" if len(choice.words) > 1 else "keyword"
        items.append(Completion(text, _joined(choice.words), kind, start=first))
    slots: list[Slot] = []
    numbers_before = sum(1 for t in tokens if t.type == "INT")
    for terminal in sorted(accepted & VALUE_TERMINALS):
        values, slot = _values(terminal, words, numbers_before, context)
        items += [
            Completion(_joined([value], head), value, "value", detail, first)
            for value, detail in values
        ]
        if slot is not None:
            slots.append(slot)
    if typed:
        lowered = typed.lower()
        items = [i for i in items if i.label.lower().startswith(lowered)]
        items += _punctuation_after(prefix, start, column)
    return Completions(tuple(_unique(items)), tuple(slots))


def _punctuation_after(prefix: str, start: str, column: int) -> list[Completion]:
    """Where the word just typed may be whole, the punctuation that may follow it at
    once (`description` then `:`)."""
    try:
        interactive = parser().parse_interactive(prefix, start=start)
        interactive.exhaust_lexer()
    except UnexpectedInput:
        return []
    _, choices = _grammar_choices(interactive, start)
    return [
        Completion(_joined(c.words, prefix), _joined(c.words), "keyword", start=column)
        for c in choices
        if c.words[0] in _NO_SPACE_BEFORE
    ]


def _outside_quotes(text: str) -> str:
    return re.sub(r'"(?:[^"\\]|\\.)*"', "", text)


def _unique(items: list[Completion]) -> list[Completion]:
    seen: set[str] = set()
    kept = []
    for item in items:
        if item.text not in seen:
            seen.add(item.text)
            kept.append(item)
    return kept
