"""A printable rule card: the rules a player looks up at the table, on one page.

The card quotes the variant's own rule sentences (so it can never say something the
rulebook does not), picked from the deal, bidding, play, points, scoring and target.
"""

from __future__ import annotations

from allfours import ir
from allfours.backends.escape import md_text, page_title
from allfours.backends.rulebook.language import Language, sections
from allfours.backends.templating import environment
from allfours.registry.rules import POINT_RULE

# The rules a card shows: what is looked up at the table, and every point.
_CARD_RULES = frozenset(
    (
        "deal.deal",
        "auction.order",
        "auction.bids",
        "auction.privilege",
        "auction.sale",
        "auction.smudge",
        "auction.all_pass",
        "play.pitch",
        "play.trump_lead",
        "play.plain_lead",
        "play.trick",
        "points.made",
        "scoring.others",
        "scoring.contract",
        "scoring.hole",
        "game.target",
        "game.instant",
        "game.count_out",
        "settle.chips",
        "settle.setbacks",
    )
)


def _on_the_card(rule_id: str) -> bool:
    return rule_id in _CARD_RULES or rule_id.startswith(POINT_RULE)


def render_card(v: ir.Variant, language: Language, rulebook_link: str) -> str:
    shown = []
    for section in sections(v, language):
        rules = tuple(rule for rule in section.rules if _on_the_card(rule.id))
        if rules:
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
