"""No numbered rule cites itself.

A sentence that points the reader to another rule ("with one exception (AP-3.2)") reads
as a loop where that rule is the one being read: a layout with a named trump numbers the
bids and the dealer's privilege alike, and AP-3.2 used to cite AP-3.2. Read from the
rendered rule texts, in every language, of every bundled variant and of house rules that
move rules together."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from allfours import ir
from allfours.backends.rulebook import LANGUAGES, sections
from allfours.pipeline import check_variant
from allfours.semantic.resolve import Loader

ROOT = Path(__file__).resolve().parents[2]
BUNDLED = sorted(path.stem for path in (ROOT / "variants").glob("*.variant"))
HOUSE_RULES = {
    "named_trump_privilege": 'variant house "House" extends auction_pitch\n'
    "trump: named by the high bidder\n",
    "named_trump_partners": 'variant house "House" extends partnership_pitch\n'
    "trump: named by the high bidder\n",
}


def _self_citations(variant: ir.Variant) -> list[str]:
    found = []
    for language in LANGUAGES:
        for section in sections(variant, language):
            for rule in section.rules:
                # the number as a citation: not followed by a further digit (AP-3.2 in AP-3.21)
                if re.search(re.escape(rule.number) + r"(?![.\d])", rule.said):
                    found.append(f"{language.code} {rule.number}: {rule.said}")
    return found


@pytest.mark.parametrize("variant_id", BUNDLED)
def test_no_bundled_rule_cites_itself(variant_id: str) -> None:
    checked = check_variant(ROOT / "variants" / f"{variant_id}.variant", Loader())
    assert checked.variant is not None
    assert _self_citations(checked.variant) == []


@pytest.mark.parametrize("name", sorted(HOUSE_RULES))
def test_no_house_rule_cites_itself(tmp_path: Path, name: str) -> None:
    path = tmp_path / "house.variant"
    path.write_text(HOUSE_RULES[name], encoding="utf-8")
    checked = check_variant(path, Loader())
    assert checked.variant is not None, [d.message for d in checked.diagnostics]
    assert _self_citations(checked.variant) == []
