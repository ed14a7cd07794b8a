"""A printable rule card: a quick reference to one variant, on one page.

What makes the game itself comes first: for a house rule, each setting it changes from
its base (the base's value beside it); for a base game, its players, pack, deal and
trump. Then every other setting in a word or two, and the rules of the play in full,
the ones looked up in the middle of a hand. The short phrases are the family page's
(`family.glance`), each with the number of the rule it sums up, so the card, the family
page and the rulebook say one thing; nothing on the card is typed for one variant.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from allfours import ir
from allfours.backends.escape import md_text, page_title
from allfours.backends.rulebook.language import Language, Rule, sections
from allfours.backends.templating import environment
from allfours.catalogs import Words, catalog

if TYPE_CHECKING:
    from allfours.backends.family import Cell

# The rules of the play, quoted in full: who leads and what is trump, following suit,
# who takes a trick.
_PLAY_RULES = frozenset(
    (
        "play.pitch",
        "play.lead",
        "play.maker_leads",
        "play.trump_lead",
        "play.plain_lead",
        "play.trick",
        "play.undertrump",
        "play.trumps_only",
        "play.draw",
    )
)
# A base game's card starts with these settings: what a table needs to sit down.
_THE_GAME = ("players", "pack", "deal", "trump")


class Item(NamedTuple):
    """A line of the card: a setting's name, its phrase, and the rule it sums up."""

    name: str
    text: str
    rule: str


def _point_rules(v: ir.Variant) -> frozenset[str]:
    """The rules of the points, quoted in full on the card: what each is, who scores it,
    and the counting cards' values, which a table looks up at the end of every hand."""
    return frozenset({*(f"points.{point.id}" for point in v.rules.points), "table.counting_cards"})


def quoted(v: ir.Variant, language: Language, ids: frozenset[str]) -> tuple[str, list[Rule]]:
    """The rules of `v` among `ids`, in full, and the title of the section of the first."""
    found = [
        (section.title, rule)
        for section in sections(v, language)
        for rule in section.rules
        if any(i in ids for i in rule.ids or (rule.id,))
    ]
    return (found[0][0] if found else ""), [rule for _, rule in found]


def card_items(v: ir.Variant, language: Language) -> tuple[str, list[Item], list[Item], list[Rule]]:
    """The card's parts: the first block's heading, its items (what makes this game),
    the other settings, and the rules of the play quoted in full."""
    from allfours.backends.family import column_title, column_words, glance  # it imports us

    words = Words(catalog(language.code), "rulecard")
    cells = glance(v, language)
    dropped, none = column_words(language)

    def item(cell: Cell, text: str = "") -> Item:
        return Item(column_title(cell.column, language), text or cell.text, cell.rule)

    if v.parent is not None:
        base = md_text(v.parent.title_in(language.code))
        before = {c.column: c.text for c in glance(v.parent, language)}
        changed = [c for c in cells if c.text != before[c.column]]
        first = [
            item(
                c,
                f"{dropped if c.text == none else c.text} "
                f"<small>({words.fmt('base_value', base=base, text=before[c.column])})</small>",
            )
            for c in changed
        ]
        heading = words.fmt("differs", base=base)
        picked = {c.column for c in changed}
    else:
        picked = set(_THE_GAME)
        first = [item(c) for c in cells if c.column in picked]
        heading = words["the_game"]
    # the play's own rules follow in full: its cell would say them twice
    rest = [item(c) for c in cells if c.column not in {*picked, "play"} and c.text != none]
    play = [
        rule
        for section in sections(v, language)
        for rule in section.rules
        if any(i in _PLAY_RULES for i in rule.ids or (rule.id,))
    ]
    return heading, first, rest, play


def render_card(v: ir.Variant, language: Language, rulebook_link: str) -> str:
    heading, first, rest, play = card_items(v, language)
    words, own = language.page_text(), Words(catalog(language.code), "rulecard")
    title = v.title_in(language.code)
    play_title = next(
        (s.title for s in sections(v, language) if any(r in play for r in s.rules)), ""
    )
    points_title, points = quoted(v, language, _point_rules(v))
    return (
        environment()
        .get_template("card.md.j2")
        .render(
            page_title=page_title(title),
            title=md_text(title),
            rulebook=words.fmt("full_rulebook", link=rulebook_link),
            generated=words.fmt("generated", source=md_text(v.source)),
            heading=heading,
            first=first,
            glance=own["glance"],
            rest=rest,
            play_title=play_title,
            play=play,
            points_title=points_title,
            points=points,
        )
    )
