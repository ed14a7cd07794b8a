"""A printable rule card: the rules a player looks up at the table, on one page.

The card quotes the variant's own rule sentences (so it can never say something the
rulebook does not), picked from the deal, the turn-up and begging or the bidding (and,
where the high bidder names trump, the trump of the same colour, the naming, discarding
and drawing), the play, the points, scoring and the target. A number that states several
rules (SU-7.1: the target, and how points are added) is shown whole when any of them
belongs on the card.
"""

from __future__ import annotations

from allfours import ir
from allfours.backends.escape import md_text, page_title
from allfours.backends.rulebook.language import Language, sections
from allfours.backends.templating import environment
from allfours.registry.rules import POINT_RULE

# The rules a card shows: what is looked up at the table, and every point (with the
# turn-up line's rules about points: `points.before_play`, `points.no_trump`, ...).
_CARD_RULES = frozenset(
    (
        "table.counting_cards",
        "trump.same_colour",
        "deal.deal",
        "trump.turn_up",
        "trump.stock",
        "beg.eldest",
        "beg.stand",
        "beg.beg",
        "beg.gift_limit",
        "beg.run",
        "beg.run_again",
        "discard.after_run",
        "auction.order",
        "auction.bids",
        "auction.privilege",
        "auction.sale",
        "auction.smudge",
        "auction.all_pass",
        "auction.retake",
        "trump.named",
        "draw.discard",
        "draw.refill",
        "draw.rob",
        "play.pitch",
        "play.trump_lead",
        "play.plain_lead",
        "play.trick",
        "play.lead",
        "play.maker_leads",
        "play.undertrump",
        "play.draw",
        "play.trumps_only",
        "points.made",
        "points.count",
        "scoring.others",
        "scoring.contract",
        "scoring.hole",
        "scoring.difference",
        "scoring.set",
        "game.target",
        "game.instant",
        "game.count_out",
        "game.at_once",
        "settle.chips",
        "settle.setbacks",
    )
)


def _on_the_card(rule_id: str) -> bool:
    return rule_id in _CARD_RULES or rule_id.startswith(POINT_RULE)


def render_card(v: ir.Variant, language: Language, rulebook_link: str) -> str:
    shown = []
    for section in sections(v, language):
        rules = tuple(
            rule for rule in section.rules if any(_on_the_card(i) for i in rule.ids or (rule.id,))
        )
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
