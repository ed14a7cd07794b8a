"""What a rulebook language provides, and the language-independent layout of a rulebook.

Every language states the same rules under the same numbers (the layout of
rules/auction-pitch.md): only the sentences differ. A language returns Markdown in
which any text taken from a variant file is already escaped (see `markdown.md_text`).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass

from allfours import ir
from allfours.rulenumbers import RuleNumbers


@dataclass(frozen=True, slots=True)
class Rule:
    number: str  # e.g. "AP-3.2"
    text: str  # Markdown, already escaped where it holds variant text

    @property
    def anchor(self) -> str:
        return self.number.lower().replace(".", "-")


@dataclass(frozen=True, slots=True)
class Section:
    number: int
    title: str
    rules: tuple[Rule, ...]


class Language(ABC):
    """The sentences of a rulebook in one language, one method per part of the layout."""

    code: str  # "en", "es", "pl"
    name: str  # the language's name in itself: "English", "Español", "Polski"

    @abstractmethod
    def section_titles(self) -> tuple[str, ...]:
        """The nine section titles, in order."""

    @abstractmethod
    def point_title(self, point_id: str) -> str:
        """A point's name ("High" for `high`), escaped Markdown."""

    @abstractmethod
    def players_and_cards(self, v: ir.Variant, n: RuleNumbers) -> list[str]:
        """Rules 1.1 to 1.4."""

    @abstractmethod
    def deal(self, v: ir.Variant, n: RuleNumbers) -> list[str]:
        """Rules 2.1 to 2.3."""

    @abstractmethod
    def auction(self, v: ir.Variant, n: RuleNumbers) -> list[str]:
        """Rules 3.1 to 3.6."""

    @abstractmethod
    def play(self, v: ir.Variant, n: RuleNumbers) -> list[str]:
        """Rules 4.1 to 4.5."""

    @abstractmethod
    def point(self, point: ir.PointRule, v: ir.Variant, n: RuleNumbers) -> str:
        """One rule 5.k: a point of the hand."""

    @abstractmethod
    def points_made(self, v: ir.Variant, n: RuleNumbers) -> str:
        """The last rule of section 5: what "made k points" means."""

    @abstractmethod
    def scoring(self, v: ir.Variant, n: RuleNumbers) -> list[str]:
        """Rules 6.1 to 6.4."""

    @abstractmethod
    def winning(self, v: ir.Variant, n: RuleNumbers) -> list[str]:
        """Rules 7.1 to 7.4."""

    @abstractmethod
    def settlement(self, v: ir.Variant, n: RuleNumbers) -> list[str]:
        """Rules 8.1 to 8.3."""

    @abstractmethod
    def illegal_actions(self, v: ir.Variant, n: RuleNumbers) -> list[str]:
        """Rules 9.1 and 9.2."""

    @abstractmethod
    def page_text(self) -> dict[str, str]:
        """The page's own words, keyed by: generated, variant, built_on, numbering,
        differs_title, differs_intro, differs_none, full_rulebook, source_title,
        source_intro. Placeholders in
        braces: {id}, {base} (a link), {base_title}, {prefix}, {module}, {source}, {link}."""


def sections(v: ir.Variant, language: Language) -> tuple[Section, ...]:
    """The rulebook of `v` in `language`: nine sections of numbered rules."""
    n = RuleNumbers(v)
    titles = language.section_titles()

    def numbered(section: int, texts: list[str]) -> tuple[Rule, ...]:
        return tuple(Rule(n.cite(f"{section}.{i}"), t) for i, t in enumerate(texts, start=1))

    points = [Rule(n.point(p.id), language.point(p, v, n)) for p in v.points]
    points.append(Rule(n.points_made(), language.points_made(v, n)))
    return (
        Section(1, titles[0], numbered(1, language.players_and_cards(v, n))),
        Section(2, titles[1], numbered(2, language.deal(v, n))),
        Section(3, titles[2], numbered(3, language.auction(v, n))),
        Section(4, titles[3], numbered(4, language.play(v, n))),
        Section(5, titles[4], tuple(points)),
        Section(6, titles[5], numbered(6, language.scoring(v, n))),
        Section(7, titles[6], numbered(7, language.winning(v, n))),
        Section(8, titles[7], numbered(8, language.settlement(v, n))),
        Section(9, titles[8], numbered(9, language.illegal_actions(v, n))),
    )
