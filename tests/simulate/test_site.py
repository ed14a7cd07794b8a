"""The site's simulation: the committed files are fresh by behaviour (a sample of their
games plays as recorded), a change that changes how games are played is caught and one
that does not is not, the "where this rule matters" hand replays to its recorded end
under both modules, and the pages say it in each language with counts under 30."""

from __future__ import annotations

import json
import re
import shutil
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from allfours.backends import simulation_pages
from allfours.backends.escape import md_text
from allfours.backends.rulebook.example_text import NAMES
from allfours.catalogs import PSEUDO
from allfours.runtime.engine import Engine
from allfours.simulate import site
from allfours.simulate.players import rule_based
from allfours.simulate.simulation import GameSummary, play_games
from allfours.simulate.statistics import FEW
from allfours.simulate.variants import open_spec

ROOT = Path(__file__).resolve().parents[2]
SIMULATION = ROOT / "generated" / "simulation"
COMMITTED = simulation_pages.load(SIMULATION)
HOUSES = sorted(v for v, data in COMMITTED.items() if "base" in data)


def test_the_committed_simulation_is_fresh() -> None:
    assert site.stale(SIMULATION, workers=2) == [], "run: allfours simulate --site"


def test_freshness_is_proven_by_behaviour_not_by_a_digest_of_the_code() -> None:
    data = COMMITTED["auction_pitch"]
    assert "sources" not in data  # no digest of a module or of the players' code
    assert data["games"] >= 2000 and len(data["sample"]["games"]) >= site.SAMPLE
    assert site._replays(site.setup_of("auction_pitch"), data["sample"]) == ""


def test_a_change_in_how_the_bots_play_makes_the_simulation_stale(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    timid = rule_based.RuleBasedPlayer.bid
    monkeypatch.setattr(
        rule_based.RuleBasedPlayer,
        "bid",
        lambda self, table, legal: "pass" if "pass" in legal else timid(self, table, legal),
    )
    data = COMMITTED["auction_pitch"]
    assert "plays otherwise" in site._replays(site.setup_of("auction_pitch"), data["sample"])


def test_an_engine_change_that_changes_no_game_leaves_it_fresh(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A refactoring of the engine (here: observations built another way) that plays
    every game alike: nothing is stale, where a digest of the modules would be."""
    module = open_spec("auction_pitch")
    built = module.Game.observation

    def observation(self: Any, seat: int) -> dict[str, Any]:
        copied: dict[str, Any] = json.loads(json.dumps(built(self, seat)))
        return copied

    monkeypatch.setattr(module.Game, "observation", observation)
    data = COMMITTED["auction_pitch"]
    assert site._replays(site.setup_of("auction_pitch"), data["sample"]) == ""


def _rarest_point_missed_by_an_even_spread(games: list[GameSummary]) -> str:
    """The rarest kind of point scored that none of `site.SAMPLE` games spread evenly
    over the run shows."""
    even = {(i * len(games)) // site.SAMPLE for i in range(site.SAMPLE)}
    missed = set().union(*(g.kinds for g in games)) - set().union(*(games[n].kinds for n in even))
    counts = Counter(k for g in games for k in g.kinds if k in missed and k.startswith("point:"))
    return min(counts, key=lambda k: (counts[k], k))


def test_a_one_point_engine_change_in_a_few_hands_makes_the_simulation_stale(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The engine gives one point otherwise only where the run seldom goes (on Smear, a
    point that no one scores, here given to the pitcher's side): a change that plays
    out in a few games of the run, none of them among games spread evenly over it. The
    check's sample covers every kind of point the run showed, so it replays one of
    those games, and the file is stale."""
    setup = site.setup_of("smear")
    games = play_games(setup, 0, 300)
    sample = site._sample(setup, games)
    assert site._replays(setup, sample) == ""
    kind = _rarest_point_missed_by_an_even_spread(games)
    _, point, _, taker, _ = kind.split(":")
    assert 0 < sum(kind in g.kinds for g in games) < 30, kind  # a rare one
    awarded = Engine._award

    def award(self: Engine) -> tuple[dict[str, int | None], dict[str, int]]:
        points, values = awarded(self)
        side = points.get(point, -1)
        pitching = self.side_of[self.pitcher]
        if taker == "none":
            if side is None:
                points = {**points, point: pitching}
        elif side not in (None, -1) and (side == pitching) == (taker == "pitcher"):
            values = {**values, point: values[point] + 1}
        return points, values

    monkeypatch.setattr(Engine, "_award", award)
    assert "plays otherwise now" in site._replays(setup, sample)


def test_stale_files_are_named(tmp_path: Path) -> None:
    copy = tmp_path / "simulation"
    shutil.copytree(SIMULATION, copy)
    data = json.loads((copy / "pedro.json").read_text(encoding="utf-8"))
    data["sample"]["fingerprints"][0] = "0" * 16
    (copy / "pedro.json").write_text(json.dumps(data), encoding="utf-8")
    (copy / "smear.json").unlink()
    (copy / "auction_pitch.json").write_text(
        json.dumps({**COMMITTED["auction_pitch"], "games": 5}), encoding="utf-8"
    )
    keep = {"pedro", "smear", "auction_pitch", "cinch"}
    for path in copy.glob("*.json"):
        if path.stem not in keep:
            path.unlink()
    problems = [p for p in site.stale(copy) if any(k in p for k in keep)]
    assert any("pedro.json: games: game 0 plays otherwise now" in p for p in problems)
    assert any("smear.json: missing" in p for p in problems)
    assert any("auction_pitch.json: made with another setup" in p for p in problems)
    assert not any("cinch.json" in p for p in problems)


@pytest.mark.parametrize("variant", HOUSES)
def test_the_hand_where_the_rule_matters_replays_to_its_end(variant: str) -> None:
    """Both versions of the example hand, replayed by their own modules, end as the page
    shows them; they are alike up to the first difference and differ there."""
    data = COMMITTED[variant]
    matters = data["matters"]
    if not matters["shared"]:
        assert matters["reason"] in ("pack", "table")
        return
    example = matters.get("example")
    if matters["changed"] == 0:  # the bots never reached where the rule matters
        assert example is None
        assert "changed nothing" in simulation_pages.section(data, "en")
        return
    assert example is not None, f"{variant}: no hand shown where the rule changes something"
    for spec, record in ((data["base"], example["base"]), (variant, example["here"])):
        replayed = open_spec(spec).replay(record)
        assert "error" not in replayed and replayed["expect"] == record["expect"]
    first = example["first_difference"]
    assert example["base_events"][:first] == example["here_events"][:first]
    assert example["base_events"][first:] != example["here_events"][first:]
    assert example["base"]["hands"] == example["here"]["hands"]


def test_a_house_rule_page_shows_its_hand_side_by_side() -> None:
    page = simulation_pages.section(COMMITTED["auction_pitch_low_to_taker"], "en")
    assert "### Where this rule matters" in page
    assert "| the deal |" in page and "**first difference**" in page
    assert "| scores after |" in page


@pytest.mark.parametrize("code", ["en", "es", "pl"])
def test_every_share_under_thirty_events_is_shown_as_counts(code: str) -> None:
    counts = {"en": "{} of {}", "es": "{} de {}", "pl": "{} z {}"}[code]
    for variant, data in COMMITTED.items():
        page = simulation_pages.section(data, code)
        rows = {}
        for line in page.splitlines():
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if len(cells) == 4:
                rows[cells[0]] = cells[1]
        for figure in data["figures"]:
            if figure["kind"] != "share":
                continue
            name = simulation_pages._figure_name(figure, code)
            events, trials = figure["events"], figure["trials"]
            shown = rows[name]
            if min(events, trials - events) < FEW:
                count = simulation_pages._count
                assert shown == counts.format(count(events, code), count(trials, code)), (
                    variant,
                    name,
                )
            else:
                assert re.fullmatch(r"\d+([.,]\d)?(\u00a0)?%", shown), (variant, name, shown)


def test_each_rulebook_page_gets_its_section_in_its_language() -> None:
    data = COMMITTED["auction_pitch_to_11"]
    english, spanish, polish = (simulation_pages.section(data, c) for c in ("en", "es", "pl"))
    assert english.startswith("## What these rules do") and "Games last longer" in english
    assert spanish.startswith("## Qué producen estas reglas") and "duran más" in spanish
    assert polish.startswith("## Co dają te zasady") and "trwają dłużej" in polish
    assert "[Auction Pitch](auction_pitch.md)" in english
    assert "auction_pitch_to_11" not in english.replace("charts/auction_pitch_to_11.svg", "")


def test_the_impact_page_says_each_house_rule_in_a_sentence_by_its_title() -> None:
    page = simulation_pages.impact_page(COMMITTED)
    for variant in HOUSES:
        title = COMMITTED[variant]["titles"]["en"]
        assert f"**[{md_text(title)}](rulebook/{variant}.md)**" in page
    assert "Games last longer" in page


def test_every_word_of_the_pages_comes_from_the_catalogs() -> None:
    """Rendered in the pseudo-locale (the English catalogs, accented), the sections and the
    impact page keep no plain English word but the variants' titles, the players' names
    and the chart's file name: none comes from code."""
    own = set(NAMES) | {"charts", "svg", "info", "md", "rulebook", "Holm", "p", "br"}
    own |= {"div", "class", "markdown"}  # the markup that folds a table
    for data in COMMITTED.values():
        for field in ("titles", "base_titles"):
            own |= set(re.findall(r"[A-Za-z]+", str(data.get(field, {}).get("en", ""))))
    own |= {part for variant in COMMITTED for part in variant.split("_")}
    pages = [simulation_pages.section(data, PSEUDO) for data in COMMITTED.values()]
    strength = simulation_pages.load_strength(SIMULATION)
    pages.append(simulation_pages.impact_page(COMMITTED, PSEUDO, strength))
    for page in pages:
        english = set(re.findall(r"(?<![\w-])[A-Za-z]{2,}(?![\w-])", page)) - own
        assert not english, (sorted(english), page[:300])
