"""The notes for implementers stand apart from the players' rules (#25, review E38).

A rule's last sentence used to say, in italics, what the rules module and hand records
write ("*For the rules module and hand records: seats are numbered 0 to n-1 ...*"), five
times a page in the middle of the rules a player reads. A page now lists them after the
numbered rules, in a box that opens on a click; the suites, which implementers read,
keep each rule's sentence with its note where it stood."""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

import pytest

from allfours import ir
from allfours.backends.rulebook import LANGUAGES, sections
from allfours.backends.rulebook.language import Language
from allfours.backends.rulebook.page import render_page
from allfours.catalogs import catalog
from allfours.conformance.rulebook import sentences
from allfours.pipeline import check_variant
from allfours.semantic.resolve import Loader

ROOT = Path(__file__).resolve().parents[2]
VARIANTS = ["auction_pitch", "cinch", "seven_up", "smear", "auction_pitch_to_11"]
CODES = [language.code for language in LANGUAGES]


@cache
def variant(variant_id: str) -> ir.Variant:
    checked = check_variant(ROOT / "variants" / f"{variant_id}.variant", Loader())
    assert checked.variant is not None
    return checked.variant


def _language(code: str) -> Language:
    return next(each for each in LANGUAGES if each.code == code)


def _box(page: str, title: str) -> list[str]:
    """The lines of the collapsed box of notes, or none."""
    _, found, rest = page.partition(f'??? info "{title}"\n')
    return re.findall(r"^    - (.*)$", rest.split("\n\n", 1)[0], re.M) if found else []


def _number(line: str) -> str:
    """The rule number a line of the box starts with: "[**AP-1.2**](#ap-1-2) ..."."""
    found = re.match(r"\[\*\*(.+?)\*\*\]", line)
    return found[1] if found else ""


@pytest.mark.parametrize("code", CODES)
@pytest.mark.parametrize("variant_id", VARIANTS)
def test_the_players_rules_hold_no_note_and_the_box_holds_every_one(
    variant_id: str, code: str
) -> None:
    page = render_page(variant(variant_id), _language(code))
    title = catalog(code)("page-notes_title")
    rules = [line for line in page.splitlines() if line.startswith("- <a id=")]
    assert rules
    assert [line for line in rules if title in line] == []
    box = _box(page, title)
    # every note the rulebook's sentences hold, in the box under its rule's number
    said = [
        (rule.number, rule.said)
        for section in sections(variant(variant_id), _language(code))
        for rule in section.rules
    ]
    noted = [number for number, text in said if f"{title}:" in text]
    assert noted, "the rules say nothing for implementers"
    assert [_number(line) for line in box] == noted


def test_auction_pitch_s_notes_are_the_five_the_review_read() -> None:
    page = render_page(variant("auction_pitch"), _language("en"))
    box = _box(page, "For the rules module and hand records")
    numbers = [_number(line) for line in box]
    assert numbers == ["AP-1.2", "AP-1.4", "AP-8.3", "AP-9.1", "AP-9.2"]
    assert "seats are numbered 0 to n-1 clockwise" in box[0]
    assert "`AS`, `TD`, `2C`" in box[1]


def test_the_suites_keep_each_rule_with_its_note() -> None:
    """An implementer reads the note in the suite's header, as before: the committed suite
    and the rulebook's sentences agree, notes included."""
    header = json.loads(
        (ROOT / "generated" / "conformance" / "auction_pitch.jsonl").read_text().split("\n", 1)[0]
    )
    carried = {entry["number"]: entry["text"] for entry in header["rules"]}
    assert "For the rules module and hand records: seats are numbered" in carried["AP-1.2"]
    assert sentences(variant("auction_pitch")) == carried
