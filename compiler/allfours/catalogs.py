"""Player-facing words: one Fluent catalog per language, rendered with CLDR's rules.

The code decides *what* to say: a message id and its arguments (`Say`), the same in every
language. The words live in `locales/<code>/*.ftl` (Project Fluent), one folder per
language: a translator adds a language with a folder of catalogs and no Python. Fluent's
selectors carry each language's grammar (CLDR plural categories, a Polish noun's case,
a Spanish player's gender); Babel gives the list joins ("A, B and C", "A, B i C") and the
number formats. Markdown is the output, so Fluent's bidirectional isolation marks are off.

Arguments are numbers (selected on by plural category), strings (codes to select on, or
text from a variant file already escaped for Markdown), nested messages (`Say`, rendered
in the same language) and lists (`Listed`, joined by the language's rule). Two functions
give a catalog the forms its grammar needs without code:
- `FORM($arg, "gen")`: a nested message's attribute (a Polish genitive); a number's form
  from the catalog's own message `number` (`.words`: "two", `.gen`: "dwóch"), with the
  number as `$n`; a list with every item in that form ("dwóch lub trzech");
- `JOIN($list, " ani ")`: a list joined with the catalog's own words, `between` (", "
  unless given) between items and the first argument before the last one ("a, b ani c"),
  where the language's CLDR joins ("and", "or") are not the words a sentence needs;
- `LIST(a, b, c)`: the phrases given (messages, values) that are not empty, joined as
  CLDR's "A, B and C" (`style: "or"`: "A, B or C"), for a list whose items a catalog
  chooses and orders itself;
- `CAP($arg)`: the text with its first letter a capital, for a phrase that starts a
  sentence;
- `ORDINAL($n)`: a number's CLDR ordinal category (`one`, `two`, `few`, `other` in
  English), to select on: "1st", "2nd", "3rd", "4th".
Any error (a missing message, an unknown variable) raises: a page never shows a gap.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import Any, Literal, NamedTuple

from babel import Locale
from babel.lists import format_list
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import FluentNumber, FluentType
from fluent.syntax import FluentParser, FluentSerializer
from fluent.syntax import ast as ftl
from fluent.syntax.visitor import Visitor

LOCALES = Path(__file__).resolve().parent / "locales"
# The site's languages, the default first; each has a folder of catalogs.
SITE_LANGUAGES = ("en", "es", "pl")
# The pseudo-locale: the English catalogs, accented and lengthened (see `pseudo_source`).
PSEUDO = "en-XA"


class Say(NamedTuple):
    """A message to render: its id in the catalogs, and its arguments."""

    id: str
    args: Mapping[str, Arg] = {}


# How a list is joined: CLDR's "A, B and C" (standard) or "A, B or C" (or); "parts": the
# parts of a longer sentence, "A; B; C" (the separator is the message `list-parts`).
ListStyle = Literal["standard", "or", "parts"]


class Listed(NamedTuple):
    """Items joined the language's way."""

    items: tuple[Arg, ...]
    style: ListStyle = "standard"


Arg = int | str | Say | Listed


def say(message_id: str, /, **args: Arg) -> Say:
    return Say(message_id, args)


def card_rank(code: str) -> Arg:
    """A card's rank as an argument: a number for 2 to 9, as Fluent selects on numbers
    (`[5] five`), a letter for the others (`[A] ace`, `[T] ten`)."""
    return int(code) if code.isdigit() else code


def listed(items: Sequence[Arg], style: ListStyle = "standard") -> Listed:
    return Listed(tuple(items), style)


class CatalogError(Exception):
    """A message that cannot be rendered: a bug in a catalog or in the code that asks."""


class _Phrase(FluentType):
    """A nested message, rendered when the message that holds it is."""

    def __init__(self, catalog: Catalog, message: Say) -> None:
        self.catalog, self.message = catalog, message

    def format(self, locale: Locale) -> str:
        return self.catalog.render(self.message)


class _List(FluentType):
    def __init__(self, catalog: Catalog, items: Listed, form: str | None = None) -> None:
        self.catalog, self.items, self.form = catalog, items, form

    def format(self, locale: Locale) -> str:
        words = [self.catalog.text(item, self.form) for item in self.items.items]
        return self.catalog.joined(words, self.items.style)


class Catalog:
    """The messages of one language."""

    def __init__(self, code: str, sources: Sequence[str]) -> None:
        self.code = code
        resources = [FluentResource(source) for source in sources]
        self._bundle = self._bundle_for("en", resources)
        # The CLDR locale of plurals, lists and numbers, which the catalog names: British
        # English for "en" (no serial comma in "A, B and C").
        cldr = self._plain("language-cldr")
        self.cldr = Locale.parse(cldr.replace("-", "_"))
        self._bundle = self._bundle_for(cldr, resources)
        self.name = self._plain("language-name")

    def _bundle_for(self, locale: str, resources: list[ftl.Resource]) -> FluentBundle:
        functions: dict[str, Any] = {
            "FORM": self._form,
            "CAP": self._capital,
            "JOIN": self._join,
            "LIST": self._list,
            "ORDINAL": self._ordinal,
        }
        bundle = FluentBundle([locale], functions=functions, use_isolating=False)
        for resource in resources:
            bundle.add_resource(resource)
        return bundle

    def joined(self, words: list[str], style: ListStyle) -> str:
        """Words joined the language's way (CLDR's, for "standard" and "or")."""
        if style == "parts":
            return self("list-parts").join(words)
        if not words:
            return ""
        if self.code != PSEUDO:
            return str(format_list(words, style=style, locale=self.cldr))
        # The pseudo-locale's joining words are CLDR's English, accented like the rest.
        marks = [f"\x00{index}\x00" for index in range(len(words))]
        joined = pseudo_text(format_list(marks, style=style, locale=self.cldr))
        for mark, word in zip(marks, words, strict=True):
            joined = joined.replace(mark, word)
        return joined

    def has(self, message_id: str) -> bool:
        return self._bundle.has_message(message_id)

    def __call__(self, message_id: str, /, **args: Arg) -> str:
        return self.render(Say(message_id, args))

    def render(self, message: Say, attribute: str | None = None) -> str:
        """A message's value, or one of its attributes (`attribute`, or the id's part after
        a dot: "glossary-trick.means"), its arguments filled in."""
        message_id, _, named = message.id.partition(".")
        attribute = attribute or named or None
        try:
            found = self._bundle.get_message(message_id)
        except LookupError:
            raise CatalogError(f"{self.code}: no message {message.id!r}") from None
        pattern = found.attributes.get(attribute) if attribute else found.value
        if pattern is None and attribute:
            pattern = found.value  # a form the language does not need: the message itself
        if pattern is None:
            raise CatalogError(f"{self.code}: {message.id!r} has no value")
        args = {name: self._argument(value) for name, value in message.args.items()}
        text, errors = self._bundle.format_pattern(pattern, args)
        if errors:
            raise CatalogError(f"{self.code}: {message.id}: {errors[0]}")
        return str(text)

    def text(self, value: Arg, form: str | None = None) -> str:
        """Any argument as text: a nested message rendered, a list joined; in the form
        `form` (see `FORM`), where one is asked for."""
        if isinstance(value, Say):
            return self.render(value, form)
        if isinstance(value, Listed):
            return _List(self, value, form).format(self.cldr)
        if isinstance(value, int) and form is not None:
            return self.render(Say("number", {"n": value}), form)
        return str(value)

    def _argument(self, value: Arg) -> Any:
        if isinstance(value, Say):
            return _Phrase(self, value)
        if isinstance(value, Listed):
            return _List(self, value)
        return value

    def _form(self, value: Any, form: str) -> Any:
        """FORM($arg, "gen"): the attribute `form` of a nested message (its value where it
        has none); of the message `number` for a number, which it receives as `$n`; each
        item's, for a list. A string is as it is."""
        if isinstance(value, _Phrase):
            return self.render(value.message, form)
        if isinstance(value, _List):
            return _List(self, value.items, form)
        if isinstance(value, FluentNumber) and isinstance(value, int):
            return self.render(Say("number", {"n": int(value)}), form)
        return value

    def _join(self, value: Any, last: str, between: str = ", ") -> Any:
        """JOIN($list, " ani "): the items joined by `between`, `last` before the last."""
        if not isinstance(value, _List):
            return value
        words = [self.text(item, value.form) for item in value.items.items]
        if len(words) < 2:
            return "".join(words)
        if self.code == PSEUDO:  # the joining words are the catalog's text, accented too
            last, between = pseudo_text(last), pseudo_text(between)
        return f"{between.join(words[:-1])}{last}{words[-1]}"

    def _list(self, *items: Any, style: str = "standard") -> str:
        """LIST(a, b, c): the items that are not empty, joined the CLDR way."""
        words: list[str] = []
        for item in items:
            if isinstance(item, _List):
                words += [self.text(each, item.form) for each in item.items.items]
            else:
                text = item.format(self.cldr) if isinstance(item, FluentType) else str(item)
                if text:
                    words.append(text)
        if style not in ("standard", "or"):
            raise CatalogError(f"{self.code}: LIST style {style!r}")
        return self.joined(words, "or" if style == "or" else "standard")

    def _ordinal(self, value: Any) -> str:
        """ORDINAL($n): the number's CLDR ordinal category, to select on."""
        return str(self.cldr.ordinal_form(int(value)))

    def _capital(self, value: Any) -> str:
        """CAP($arg): the text with its first letter a capital."""
        text = value.format(self.cldr) if isinstance(value, FluentType) else str(value)
        return text[:1].upper() + text[1:]

    def _plain(self, message_id: str) -> str:
        return self.render(Say(message_id))


class Words:
    """A catalog's messages under one prefix, for code that fills in short phrases (the
    family page's cells, the play loop's lines): `words["none"]`, `words.fmt("to", a=2, b=7)`
    or `words("to", a=2, b=7)`."""

    def __init__(self, catalog: Catalog, prefix: str) -> None:
        self.catalog, self.prefix = catalog, prefix

    def __getitem__(self, key: str) -> str:
        return self.catalog(f"{self.prefix}-{key}")

    def __contains__(self, key: str) -> bool:
        return self.catalog.has(f"{self.prefix}-{key}")

    def get(self, key: str, default: str) -> str:
        message = f"{self.prefix}-{key}"
        return self.catalog(message) if self.catalog.has(message) else default

    def fmt(self, key: str, /, **args: Arg) -> str:
        return self.catalog(f"{self.prefix}-{key}", **args)

    __call__ = fmt  # `words("seat", seat=2)`, as a catalog is called


def catalog_files(code: str) -> list[Path]:
    """A language's catalogs, after the ones every language shares (markup, no words)."""
    return [*sorted(LOCALES.glob("*.ftl")), *sorted((LOCALES / code).glob("*.ftl"))]


@cache
def catalog(code: str) -> Catalog:
    """The catalog of a site language, or of the pseudo-locale."""
    if code == PSEUDO:
        return Catalog(
            PSEUDO, [pseudo_source(path.read_text("utf-8")) for path in catalog_files("en")]
        )
    files = catalog_files(code)
    if not (LOCALES / code).is_dir():
        raise CatalogError(f"no catalogs for language {code!r} in {LOCALES}")
    return Catalog(code, [path.read_text("utf-8") for path in files])


# -- the pseudo-locale -----------------------------------------------------------------------

# Letters with marks, and vowels doubled: a translation that is longer and not English, in
# which every word that did not come from a catalog stands out.
_ACCENTED = dict(zip("aeiouycnszxAEIOUYCNSZX", "àéîõüÿçñšžẋÀÉÎÕÜŸÇÑŠŽẊ", strict=True))


def pseudo_text(text: str) -> str:
    """Text accented and lengthened; code between backticks (`name S`) stays as it is."""
    parts = text.split("`")
    return "`".join(part if index % 2 else _pseudo(part) for index, part in enumerate(parts))


def _pseudo(text: str) -> str:
    out: list[str] = []
    for char in text:
        mark = _ACCENTED.get(char)
        if mark is None:
            out.append(char)
        elif char.lower() in "aeiou":
            out.append(mark + mark)  # lengthened
        else:
            out.append(mark)
    return "".join(out)


def _pseudo_pattern(pattern: ftl.Pattern, in_code: bool = False) -> bool:
    """Accent and lengthen a pattern's text in place, never a selector key, a variable, a
    function's argument or a literal; code between backticks stays as it is, also where a
    code span holds a placeable (`` `{ $typed }` ``). Returns whether the pattern ends
    inside a code span."""
    for element in pattern.elements:
        if isinstance(element, ftl.TextElement):
            parts = element.value.split("`")
            element.value = "`".join(
                part if (index + in_code) % 2 else _pseudo(part) for index, part in enumerate(parts)
            )
            in_code = (len(parts) - 1 + in_code) % 2 == 1
        elif isinstance(element.expression, ftl.SelectExpression):
            for variant in element.expression.variants:
                _pseudo_pattern(variant.value, in_code)  # each variant closes its own spans
    return in_code


def pseudo_source(source: str) -> str:
    """An English catalog as the pseudo-locale: every text accented and lengthened (the
    language's own name and CLDR locale stay usable)."""
    resource = FluentParser(with_spans=False).parse(source)
    for entry in resource.body:
        if isinstance(entry, ftl.Message | ftl.Term):
            for pattern in [entry.value, *(attribute.value for attribute in entry.attributes)]:
                if pattern is not None:
                    _pseudo_pattern(pattern)
    for entry in resource.body:
        if isinstance(entry, ftl.Message) and entry.id.name == "language-cldr":
            entry.value = ftl.Pattern([ftl.TextElement("en-GB")])
    return str(FluentSerializer(with_junk=True).serialize(resource))


def variables(pattern: ftl.BaseNode) -> set[str]:
    """The variables a message (or any part of one) uses, selectors and functions
    included."""
    found: set[str] = set()

    class Variables(Visitor):
        def visit_VariableReference(self, node: ftl.VariableReference) -> None:
            found.add(node.id.name)

    Variables().visit(pattern)
    return found


def references(pattern: ftl.BaseNode) -> set[str]:
    """The messages a message (or any part of one) refers to."""
    found: set[str] = set()

    class References(Visitor):
        def visit_MessageReference(self, node: ftl.MessageReference) -> None:
            found.add(node.id.name)

    References().visit(pattern)
    return found
