"""The family page: a page per language, read line by line; a house rule's row shows
only what it changes (marked), the base's settings as "="; only the columns that vary
within a line are shown, the rest said once above its tables; the settlement cell says
who pays whom at which score."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest

from allfours import ir
from allfours.backends.family import COLUMNS, family_page, glance
from allfours.backends.rulebook import LANGUAGES, Language
from allfours.catalogs import Words, catalog
from allfours.pipeline import check_variant
from allfours.semantic.resolve import Loader

ROOT = Path(__file__).resolve().parents[2]
IDS = sorted(path.stem for path in (ROOT / "variants").glob("*.variant"))
SAME = re.compile(r'^<span class="same" title="[^"]*">=</span>$')


@cache
def variant(variant_id: str) -> ir.Variant:
    checked = check_variant(ROOT / "variants" / f"{variant_id}.variant", Loader())
    assert checked.variant is not None, [d.message for d in checked.diagnostics]
    return checked.variant


@cache
def page(code: str) -> str:
    language = next(each for each in LANGUAGES if each.code == code)
    return family_page([variant(v) for v in IDS], language)


def tables(text: str) -> list[tuple[list[str], list[list[str]]]]:
    """Every table of a page: its header cells and its rows of cells."""
    found = []
    for block in re.findall(r"(?:^\|.*\|\n)+", text, re.MULTILINE):
        lines = block.splitlines()
        cells = [[c.strip() for c in re.split(r"(?<!\\)\|", line)[1:-1]] for line in lines]
        found.append((cells[0], cells[2:]))
    return found


def row(text: str, variant_id: str) -> dict[str, str]:
    """A variant's cells, by column heading, over the page's tables."""
    cells: dict[str, str] = {}
    for head, rows in tables(text):
        for each in rows:
            if f"](rulebook/{variant_id}.md)" in each[0]:
                cells.update(zip(head[1:], each[1:], strict=True))
    return cells


@pytest.mark.parametrize("code", [language.code for language in LANGUAGES])
def test_every_variant_has_a_row_in_every_language(code: str) -> None:
    text = page(code)
    for variant_id in IDS:
        links = re.findall(rf"\]\(rulebook/{variant_id}\.md\)", text)
        # the line's two tables, or one where its house rules change the columns of one
        assert len(links) in (1, 2), (variant_id, len(links))
    assert text.startswith("---\nhide:\n  - toc\n---\n")


def test_a_house_rule_shows_only_what_it_changes() -> None:
    """Auction Pitch to 11 changes the target and nothing else: its row is "=" but
    for the target, marked."""
    cells = row(page("en"), "auction_pitch_to_11")
    changed = {head: cell for head, cell in cells.items() if not SAME.match(cell)}
    assert changed == {"target": "<mark>11</mark>"}
    racehorse = row(page("en"), "racehorse_pitch")
    assert racehorse["pack"] == "<mark>32 (A to 7)</mark>"


@pytest.mark.parametrize("code", [language.code for language in LANGUAGES])
def test_only_the_columns_that_vary_are_shown(code: str) -> None:
    for head, rows in tables(page(code)):
        if len(rows) < 2:
            continue
        for n, title in enumerate(head[1:], start=1):
            values = {each[n] for each in rows}
            house_rules_change = any(not SAME.match(each[n]) for each in rows[1:])
            assert len(values) > 1 and house_rules_change, (head, title)


def test_what_a_line_shares_is_said_once_above_it() -> None:
    text = page("en")
    line = text.split("## California Jack and its house rules", 1)[1].split("\n## ", 1)[0]
    shared = line.split("\n\n", 2)[1]
    assert shared.startswith("In every game of this line: players: 2; pack: 52;")
    shown = {title for head, _ in tables(line) for title in head}
    assert "players" not in shown and "pack" not in shown and "trump" in shown


def test_settlement_says_who_pays_at_which_score() -> None:
    """Pitch (Smudge) counts down from 7 (PS-8.1: one chip at 6 or less, two at 7 or
    more); in partnerships each loser pays each winner (PP-8.1)."""
    ap = glance(variant("auction_pitch"), Language("en"))
    ps = glance(variant("pitch_smudge"), Language("en"))
    pp = glance(variant("partnership_pitch"), Language("en"))
    settle = {c.column: c for c in ap}["settlement"]
    assert (settle.text, settle.rule) == ("1 from each loser at ≥ 1, 2 at ≤ 0", "AP-8.1")
    assert {c.column: c.text for c in ps}["settlement"] == "1 from each loser at ≤ 6, 2 at ≥ 7"
    assert {c.column: c.text for c in pp}["settlement"] == (
        "1 from each loser at ≥ 1, 2 at ≤ 0; to each winner"
    )
    payouts = glance(variant("auction_pitch_setback_payouts"), Language("es"))
    assert {c.column: c.text for c in payouts}[
        "settlement"
    ] == "1 de cada perdedor con ≥ 1, 2 con ≤ 0; +1 por retraso"


def test_partners_sit_opposite() -> None:
    cells = {c.column: c.text for c in glance(variant("partnership_pitch"), Language("pl"))}
    assert cells["players"] == "4: 2 strony po 2, partnerzy naprzeciw siebie"


def test_every_language_has_its_own_headings() -> None:
    """Every phrase is in every language's catalog (test_catalogs); the column headings
    are the language's own words, never the English ones."""
    english = Words(catalog("en"), "family")
    for code in ("es", "pl"):
        words = Words(catalog(code), "family")
        same = [c for c in COLUMNS if words[c] == english[c]]
        assert same == [], (code, same)
        text = page(code)
        assert "as in its base" not in text and "In every game" not in text
        assert "| game |" not in text and "| players |" not in text


def test_point_names_are_the_languages_own() -> None:
    cells = {c.column: c.text for c in glance(variant("auction_pitch"), Language("es"))}
    spanish = Language("es")
    for point in ("high", "low", "jack", "game"):
        assert spanish.point_title(point) in cells["points"]
    assert "High" not in cells["points"]


@pytest.mark.parametrize("code", [language.code for language in LANGUAGES])
def test_no_house_rule_looks_like_its_base(code: str) -> None:
    """Every house rule marks at least one setting (Cinch, Must Trump: its plain lead)."""
    text = page(code)
    alike = [
        variant_id
        for variant_id in IDS
        if variant(variant_id).parent is not None
        and all(SAME.match(cell) for cell in row(text, variant_id).values())
    ]
    assert alike == []
    assert row(page("en"), "cinch_must_trump")["plain lead"] == (
        "<mark>follow suit or trump; if void, trump</mark>"
    )


def test_a_credit_the_page_has_no_words_for_fails_loudly() -> None:
    """Who scores a point of the hand is said from an exhaustive match on its credit: one
    the family page has no words for (a side named by the dealer, which only a turn-up's
    or a gift's point may name) fails the build instead of reading "most"."""
    from allfours.backends.family import _whom
    from allfours.runtime import model

    words = Words(catalog("en"), "family")
    jack = model.Point("jack", model.TrumpCard("J"), "capturer")
    assert _whom(jack, "dealt", words) == words["capturer"]
    assert _whom(jack._replace(credit=None), "dealt", words) == words["most"]
    with pytest.raises(ValueError, match="no words"):
        _whom(jack._replace(credit="dealer"), "dealt", words)
