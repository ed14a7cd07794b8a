"""A rulebook language, and the rulebook a language makes of a plan.

The rules, their numbers and every decision about what they say come from the plan
(`facts`); `sentences` picks the message that states each fact, and the language's
catalogs (locales/<code>/) hold the words. A language is its code and nothing else: adding
one is a folder of catalogs and its code in `catalogs.SITE_LANGUAGES`, with no Python. The
catalogs return Markdown in which any text taken from a variant file is already escaped
(see `escape.md_text`).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import NamedTuple, cast, get_args

from allfours import ir
from allfours.backends.rulebook.facts import Plan, PlannedSection, plan
from allfours.backends.rulebook.sentences import point_name, sentence
from allfours.catalogs import Arg, Listed, Say, Words, catalog
from allfours.registry.rules import SectionId

__all__ = ["Language", "Rule", "Section", "point_name", "point_title", "sections"]


def point_title(code: str, point_id: str) -> str:
    return catalog(code).render(point_name(point_id))


class Rule(NamedTuple):
    number: str  # e.g. "AP-3.2"
    text: str  # Markdown, already escaped where it holds variant text: what players read
    id: str = ""  # the rule's id in the registry, e.g. "auction.bids"
    # every rule stated under this number (a layout's slot may hold several, such as the
    # target and how points are added, SU-7.1): their sentences, in order, are `text`
    ids: tuple[str, ...] = ()
    # the implementers' notes (what the rules module and hand records write: seat numbers,
    # card codes, refusals), each without its lead-in; a page shows them apart, collapsed
    notes: tuple[str, ...] = ()
    # the rule with its notes where the sentence puts them ("... *For the rules module and
    # hand records: ...*."): what an implementer reads, as the suites carry it
    said: str = ""

    @property
    def anchor(self) -> str:
        return self.number.lower().replace(".", "-")


class Section(NamedTuple):
    number: int
    title: str
    rules: tuple[Rule, ...]


@dataclass(frozen=True, slots=True)
class Language:
    """A rulebook language: its code, whose folder of catalogs holds its words."""

    code: str  # "en", "es", "pl"

    @property
    def name(self) -> str:
        """The language's name in itself: "English", "Español", "Polski"."""
        return catalog(self.code).name

    def section_titles(self) -> dict[SectionId, str]:
        """Each section's title (locales/<code>/page.ftl)."""
        words = catalog(self.code)
        return {section: words(f"section-{section}") for section in get_args(SectionId)}

    def point_title(self, point_id: str) -> str:
        """A point's name ("High" for `high`), escaped Markdown."""
        return point_title(self.code, point_id)

    def page_text(self) -> Words:
        """The page's own words (locales/<code>/page.ftl): generated, variant, built_on,
        numbering, differs_title, differs_intro, differs_none, full_rulebook, source_title,
        source_intro; their values: id, base (a link), base_title, prefix, module, source,
        link."""
        return Words(catalog(self.code), "page")


_NOTE = "rule-note"  # the message of an implementers' note that ends a rule


def _notes_in(message: Arg) -> Iterator[Arg]:
    """The text of each implementers' note a message holds, at any depth, in order."""
    if isinstance(message, Say):
        if message.id == _NOTE:
            yield message.args["text"]
            return
        for arg in message.args.values():
            yield from _notes_in(arg)
    elif isinstance(message, Listed):
        for item in message.items:
            yield from _notes_in(item)


def _for_players(message: Arg) -> Arg:
    """The message with every implementers' note left out: what players read."""
    if isinstance(message, Say):
        if message.id == _NOTE:
            return ""
        return message._replace(args={k: _for_players(v) for k, v in message.args.items()})
    if isinstance(message, Listed):
        return message._replace(items=tuple(_for_players(item) for item in message.items))
    return message


def _numbered(section: PlannedSection, planned: Plan, language: Language) -> tuple[Rule, ...]:
    """A section's rules, one per number: rules that share a number are said together."""
    rules: list[Rule] = []
    words = catalog(language.code)
    for rule in section.rules:
        message = sentence(rule.fact, planned)
        said = words.render(message)
        text = words.render(cast(Say, _for_players(message)))
        notes = tuple(words.text(note) for note in _notes_in(message))
        if rules and rules[-1].number == rule.number:
            last = rules[-1]
            rules[-1] = last._replace(
                text=f"{last.text} {text}",
                ids=(*last.ids, rule.id),
                notes=(*last.notes, *notes),
                said=f"{last.said} {said}",
            )
        else:
            rules.append(Rule(rule.number, text, rule.id, (rule.id,), notes, said))
    return tuple(rules)


def sections(v: ir.Variant, language: Language) -> tuple[Section, ...]:
    """The rulebook of `v` in `language`: its sections of numbered rules (a section
    without a rule is left out, its number unused)."""
    planned = plan(v)
    titles = language.section_titles()
    down = v.rules.discard_down
    if down is not None and not down.kitty:  # nobody draws: the players only discard
        titles["draw"] = catalog(language.code)("section-draw-discard-only")
    return tuple(
        Section(section.number, titles[section.id], _numbered(section, planned, language))
        for section in planned.sections
    )
