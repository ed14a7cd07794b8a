"""The rulebook's own words for `allfours play`, in the player's language.

A refusal quotes the rule it breaks, `rules N` prints a rule, and the table names cards,
suits and points: all of it in the words of the variant's rulebook page in that
language, taken from the rulebook backend's public entry points (`sections`, each
language's `point_title`, the teaching phrases' card and suit names) and never written
here again. A rule's sentence is the player's part of it: the note for implementers that
a rule of the page ends with (in italics) is left out.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field
from types import ModuleType
from typing import TYPE_CHECKING

from allfours.conformance.rulebook import number_key, plain_text

if TYPE_CHECKING:
    from allfours import ir

# The site's languages, by code, as the rulebook pages are written in them.
PLAY_LANGUAGES = ("en", "es", "pl")


@dataclass(frozen=True)
class RuleText:
    number: str  # e.g. "AP-4.2"
    text: str  # the rule's sentence, plain text


@dataclass(frozen=True)
class SectionText:
    number: int
    title: str
    rules: tuple[RuleText, ...]


@dataclass(frozen=True)
class PlayRulebook:
    """A variant's rulebook in one language, as the play loop quotes it."""

    language: str
    sections: tuple[SectionText, ...] = ()
    prefix: str = ""
    _cards: dict[str, str] = field(default_factory=dict)
    _suits: dict[str, str] = field(default_factory=dict)
    _points: dict[str, str] = field(default_factory=dict)

    def rule(self, number: str) -> str:
        """The sentence of the rule with this number ("" when the rulebook has none)."""
        return next((r.text for s in self.sections for r in s.rules if r.number == number), "")

    def card(self, code: str) -> str:
        """A card in words: "the ace of spades", "el as de picas", "as pik"."""
        return self._cards.get(code, code)

    def suit(self, code: str) -> str:
        return self._suits.get(code, code)

    def point(self, point_id: str) -> str:
        return self._points.get(point_id, point_id)

    def find(self, asked: str) -> tuple[SectionText | None, RuleText | None]:
        """The section (`4`) or the rule (`4.2`, `AP-4.2`, `ap-4.2`) a player asks for."""
        wanted = asked.strip().upper().removeprefix(f"{self.prefix}-")
        for section in self.sections:
            if wanted == str(section.number):
                return section, None
            for rule in section.rules:
                if wanted == rule.number.removeprefix(f"{self.prefix}-"):
                    return section, rule
        return None, None

    @property
    def numbers(self) -> list[str]:
        return sorted((r.number for s in self.sections for r in s.rules), key=number_key)


def play_rulebook(module: ModuleType, language: str, variant: ir.Variant | None) -> PlayRulebook:
    """The rulebook of the variant `module` plays, in `language`: its rules when its IR
    (`variant`) is known, and the names of its cards, suits and points in any case."""
    from allfours.backends.rulebook import Language, sections
    from allfours.backends.rulebook.example_text import card
    from allfours.catalogs import catalog, say
    from allfours.runtime.cards import SUIT_CODES, cards_of

    rulebook_language = Language(language)  # a site language, or the pseudo-locale
    words = catalog(language)
    rules = module.RULES
    codes = cards_of(rules.pack).codes
    found: tuple[SectionText, ...] = ()
    if variant is not None:
        found = tuple(
            SectionText(
                section.number,
                plain_text(section.title),
                tuple(
                    RuleText(rule.number, plain_text(rule.text).rstrip(". ") + ".")
                    for rule in section.rules
                ),
            )
            for section in sections(variant, rulebook_language)
        )
    return PlayRulebook(
        language,
        found,
        str(module.VARIANT.get("rule_prefix", "")),
        {code: plain_text(words.render(card(code))) for code in codes},
        {suit: plain_text(words.render(say("suit-name", suit=suit))) for suit in SUIT_CODES},
        {point.id: plain_text(rulebook_language.point_title(point.id)) for point in rules.points},
    )


def folded(text: str) -> str:
    """Text as a player may type it: lower case, accents off, spaces single."""
    decomposed = unicodedata.normalize("NFD", text.casefold())  # not NFKD: ² is no 2
    plain = "".join(char for char in decomposed if not unicodedata.combining(char))
    return " ".join(plain.split())
