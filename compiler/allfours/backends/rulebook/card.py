"""A printable rule card: the rules a player looks up at the table, on one page.

The card quotes the variant's own rule sentences (so it can never say something the
rulebook does not), picked from the deal, bidding, play, points, scoring and target.
"""

from __future__ import annotations

from allfours import ir
from allfours.backends.escape import md_text, page_title
from allfours.backends.rulebook.language import Language, sections
from allfours.backends.templating import environment

# The rule numbers a card shows, by section; section 5 (the points) is shown whole.
_CARD_RULES = {
    2: ("2.1",),
    3: ("3.1", "3.2", "3.3", "3.4", "3.5"),
    4: ("4.1", "4.2", "4.3", "4.4"),
    6: ("6.1", "6.2", "6.3"),
    7: ("7.1", "7.2", "7.3"),
    8: ("8.1", "8.2"),
}


def render_card(v: ir.Variant, language: Language, rulebook_link: str) -> str:
    shown = []
    for section in sections(v, language):
        keep = _CARD_RULES.get(section.number)
        if section.number == 5 or keep is not None:
            rules = tuple(
                rule
                for rule in section.rules
                if keep is None or rule.number.split("-", 1)[1] in keep
            )
            shown.append((section.title, rules))
    words = language.page_text()
    return (
        environment()
        .get_template("card.md.j2")
        .render(
            page_title=page_title(v.title),
            title=md_text(v.title),
            rulebook=words["full_rulebook"].format(link=rulebook_link),
            generated=words["generated"].format(source=md_text(v.source)),
            sections=shown,
        )
    )
