"""The strength ladder: random players below the rule-based ones, and the search player
above them, measured in duplicate pairs of games with intervals that do not overlap; and
the site says what was measured."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from allfours.backends import simulation_pages
from allfours.simulate import site
from allfours.simulate.strength import holds, ladder, rung

ROOT = Path(__file__).resolve().parents[2]
STRENGTH = ROOT / "generated" / "simulation" / site.STRENGTH_DIR


def test_random_players_lose_to_the_rule_based_ones() -> None:
    found = rung("auction_pitch", "random", 40, seed=5)
    assert found.pairs == 40 and found.share.high < 0.5


@pytest.mark.exhaustive
def test_the_ladder_holds_random_rule_search() -> None:
    """On a fixed seed, with enough duplicate pairs for the intervals to part: random <
    rule-based < search (four deals a card). Slow (the search player): `--full` only."""
    rungs = ladder("auction_pitch", 200, 2026, ("random", "rule", "search:4"), workers=2)
    assert holds(rungs), [(r.player, r.share) for r in rungs]


def test_the_committed_strength_is_the_ladder_and_the_impact_page_says_it() -> None:
    data = json.loads((STRENGTH / f"{site.STRENGTH_VARIANT}.json").read_text(encoding="utf-8"))
    assert [r["player"] for r in data["rungs"]] == list(site.STRENGTH_PLAYERS)
    assert data["holds"], "the committed ladder's intervals overlap"
    random, searching = data["rungs"]
    assert random["high"] < 0.5 < searching["low"]
    strength = simulation_pages.load_strength(STRENGTH.parent)
    assert strength == data
    for code, words in (("en", "duplicate games"), ("es", "duplicadas"), ("pl", "duplikowanych")):
        page = simulation_pages.impact_page(simulation_pages.load(STRENGTH.parent), code, strength)
        assert words in page and simulation_pages._percent(searching["share"], code, 1) in page
