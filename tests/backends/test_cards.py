"""Rule cards: a quick reference, what makes the game first. A house rule's card opens
with each setting it changes, beside the base's; a base game's with its players, pack,
deal and trump; then every other setting in a word or two, and only the rules of the
play in full (the rulebook's other rules are not copied out)."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest

from allfours import ir
from allfours.backends.rulebook import LANGUAGES, Language, sections
from allfours.backends.rulebook.card import card_items, render_card
from allfours.pipeline import check_variant
from allfours.runtime.model import MostCount
from allfours.semantic.resolve import Loader

ROOT = Path(__file__).resolve().parents[2]
IDS = sorted(path.stem for path in (ROOT / "variants").glob("*.variant"))


@cache
def variant(variant_id: str) -> ir.Variant:
    checked = check_variant(ROOT / "variants" / f"{variant_id}.variant", Loader())
    assert checked.variant is not None, [d.message for d in checked.diagnostics]
    return checked.variant


def first_block(variant_id: str, language: Language) -> str:
    card = render_card(variant(variant_id), language, "rulebook.md")
    return card.split("\n### ", 2)[1]


@pytest.mark.parametrize(
    ("variant_id", "language", "said"),
    [
        (
            "racehorse_pitch",
            Language("en"),
            "**pack:** 32 (A to 7) <small>(Auction Pitch: 52)</small>",
        ),
        ("racehorse_pitch", Language("es"), "32 (del as al 7)"),
        # 52 cards and a joker (APJ-1.3), not "53 + joker", which reads as 54
        ("auction_pitch_joker", Language("en"), "**pack:** 52 + joker"),
        ("auction_pitch_joker", Language("es"), "52 + comodín"),
        ("auction_pitch_joker", Language("pl"), "52 + joker"),
        ("partnership_pitch", Language("en"), "4: 2 sides of 2, partners opposite"),
        ("partnership_pitch", Language("es"), "4: 2 equipos de 2, compañeros enfrente"),
        ("partnership_pitch", Language("pl"), "4: 2 strony po 2, partnerzy naprzeciw siebie"),
        ("auction_pitch_to_11", Language("en"), "**target:** 11 <small>(Auction Pitch: 7)</small>"),
    ],
)
def test_what_makes_the_game_comes_first(variant_id: str, language: Language, said: str) -> None:
    assert said in first_block(variant_id, language)


def test_a_house_rule_card_opens_with_only_what_it_changes() -> None:
    v = variant("auction_pitch_to_11")
    heading, first, _, _ = card_items(v, Language("en"))
    assert heading == "How it differs from Auction Pitch"
    assert [(item.name, item.rule) for item in first] == [("target", f"{v.prefix}-7.1")]


def test_a_base_game_card_opens_with_the_table() -> None:
    heading, first, rest, _ = card_items(variant("cinch"), Language("en"))
    assert heading == "The game"
    assert [item.name for item in first] == ["players", "pack", "deal", "trump"]
    assert "target" in [item.name for item in rest]
    assert all(item.text != "—" for item in rest)  # a setting the game lacks is left out


@pytest.mark.parametrize("variant_id", IDS)
def test_only_the_play_and_the_points_are_quoted_in_full(variant_id: str) -> None:
    """The card is not the rulebook abridged: of the rulebook's rules, only those of the
    play and of the points (what each point is, the counting cards' values, which a table
    looks up after every hand) appear word for word, and every setting appears once."""
    kept = ("play.", "points.", "table.counting_cards")
    for language in LANGUAGES:
        v = variant(variant_id)
        card = render_card(v, language, "rulebook.md")
        rules = [rule for section in sections(v, language) for rule in section.rules]
        quoted = [rule for rule in rules if rule.text in card]
        assert all(any(i.startswith(kept) for i in rule.ids) for rule in quoted), [
            rule.number for rule in quoted if not any(i.startswith(kept) for i in rule.ids)
        ]
        assert len(quoted) <= len(rules) // 2, (len(quoted), len(rules))
        # the counting cards' values (AP-5.4 states them, SU-1.5 where a rule of its own does)
        counting = [rule for rule in rules if "table.counting_cards" in rule.ids]
        if any(isinstance(point.select, MostCount) for point in v.rules.points):
            assert all(rule in quoted for rule in counting), "the Game values are on the card"
        names = re.findall(r"^- \*\*([^*]+):\*\*", card, re.MULTILINE)
        assert len(names) == len(set(names)), names


@pytest.mark.parametrize("language", LANGUAGES, ids=lambda language: language.code)
def test_a_card_is_in_its_language(language: Language) -> None:
    card = render_card(variant("auction_pitch"), language, "rulebook.md")
    english = render_card(variant("auction_pitch"), Language("en"), "rulebook.md")
    headings = re.findall(r"^### (.+)$", card, re.MULTILINE)
    assert len(headings) == 4  # the game, at a glance, the play, the points
    if language.code != "en":
        assert not set(headings) & set(re.findall(r"^### (.+)$", english, re.MULTILINE))
        assert "**players:**" not in card and "**target:**" not in card
