"""The site's simulation: the committed files are fresh and are the games' own, the
rulebook pages get a section in each language, and the option-impact page sets every
bundled house rule against its base."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from allfours.backends import simulation_pages
from allfours.simulate import report, site

ROOT = Path(__file__).resolve().parents[2]
RULES_DIR = ROOT / "generated" / "rules"
SIMULATION = ROOT / "generated" / "simulation"


def test_the_committed_simulation_is_fresh() -> None:
    assert site.stale(RULES_DIR, SIMULATION) == [], "run: allfours simulate --site"


def test_the_committed_figures_are_the_games_own() -> None:
    """Playing one variant's games again gives its committed figures exactly."""
    committed = json.loads((SIMULATION / "auction_pitch.json").read_text(encoding="utf-8"))
    players, metrics = site.variant_figures(RULES_DIR, "auction_pitch")
    again = site.rounded([report.metric_json(m) for m in metrics])
    assert committed["figures"] == again and len(committed["players"]) == players


def test_a_changed_module_or_a_missing_file_makes_the_simulation_stale(tmp_path: Path) -> None:
    copy = tmp_path / "simulation"
    shutil.copytree(SIMULATION, copy)
    data = json.loads((copy / "pedro.json").read_text(encoding="utf-8"))
    data["sources"]["module"] = "0" * 64
    (copy / "pedro.json").write_text(json.dumps(data), encoding="utf-8")
    (copy / "smear.json").unlink()
    problems = site.stale(RULES_DIR, copy)
    assert any("pedro.json: made from other rules" in p for p in problems)
    assert any("smear.json: missing" in p for p in problems)


def test_each_rulebook_page_gets_its_section_in_its_language() -> None:
    data = simulation_pages.load(SIMULATION)["auction_pitch_to_11"]
    english, spanish, polish = (simulation_pages.section(data, code) for code in ("en", "es", "pl"))
    assert english.startswith("## What these rules do") and "| hands per game |" in english
    assert spanish.startswith("## Qué producen estas reglas") and "manos por partida" in spanish
    assert polish.startswith("## Co dają te zasady") and "rozdań na partię" in polish
    # A house rule is set against its base: playing to 11 makes games longer.
    hands = next(p for p in data["against_base"] if p["key"] == "hands_per_game")
    assert hands["significant"] and hands["difference"] > 0
    assert "[auction_pitch](auction_pitch.md)" in english


def test_the_impact_page_lists_every_bundled_house_rule() -> None:
    simulated = simulation_pages.load(SIMULATION)
    page = simulation_pages.impact_page(simulated)
    houses = [variant for variant, data in simulated.items() if "base" in data]
    assert {"auction_pitch_to_11", "cinch_to_42", "ten_point_pitch_no_jick"} <= set(houses)
    for variant in houses:
        assert f"[{variant}](rulebook/{variant}.md)" in page
