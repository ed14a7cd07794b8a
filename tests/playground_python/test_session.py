"""The playground's Python (allfours.playground), as the page's worker calls it, here in
CPython: its answers are the command line's, placed in the page's units."""

from __future__ import annotations

import importlib.util
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from allfours.backends.python import render_module
from allfours.diagnostics.render import render_one
from allfours.pipeline import check_variant
from allfours.playground import Playground
from allfours.playground.session import Positions, utf16_length
from allfours.semantic.resolve import Loader
from allfours.simulate.site import rounded
from allfours.sources import open_variant

ROOT = Path(__file__).resolve().parents[2]


def _site_extensions() -> list[Any]:
    """The site's Markdown extensions as the playground's build hands them to the page
    (tools/playground/build.py reads mkdocs.yml)."""
    spec = importlib.util.spec_from_file_location(
        "playground_build", ROOT / "tools" / "playground" / "build.py"
    )
    assert spec is not None and spec.loader is not None
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    extensions: list[Any] = build.markdown_extensions()
    return extensions


EXTENSIONS = _site_extensions()
HOUSE = "auction_pitch_to_11"


@pytest.fixture(scope="module")
def playground() -> Playground:
    return Playground(EXTENSIONS)


def _source(name: str) -> str:
    return (ROOT / "variants" / f"{name}.variant").read_text(encoding="utf-8")


def test_a_diagnostic_is_the_checkers_own_at_the_typos_place(
    playground: Playground, tmp_path: Path
) -> None:
    text = _source(HOUSE) + "# a card: 🂡 (outside the BMP)\ndealers privilege: none\n"
    answer = playground.check(text)
    [found] = answer["diagnostics"]
    # The page counts UTF-16 units: the card before the line counts two.
    start = utf16_length(text[: text.index("dealers")])
    assert (found["from"], found["to"]) == (start, start + len("dealers"))
    # The checker's report of the same file, from the command line's pipeline.
    path = tmp_path / f"{HOUSE}.variant"
    path.write_text(text, encoding="utf-8")
    loader = Loader()
    [cli] = check_variant(path, loader).diagnostics
    assert found["message"] == cli.message and found["code"] == cli.code.name
    ours = found["report"].split("\n", 1)[1].split("\n", 1)[1]
    assert ours == render_one(cli, loader.sources).split("\n", 1)[1].split("\n", 1)[1]
    # Its fix, made as the page makes it (UTF-16 offsets), gives a file that checks.
    [fix] = found["fixes"]
    fixed = _apply_utf16(text, fix["edits"])
    assert fixed.endswith("dealer's privilege: none\n")
    assert playground.check(fixed)["diagnostics"] == []


def _apply_utf16(text: str, edits: list[dict[str, object]]) -> str:
    units = text.encode("utf-16-le", "surrogatepass")
    for edit in sorted(edits, key=lambda e: -int(str(e["from"]))):
        start, end = 2 * int(str(edit["from"])), 2 * int(str(edit["to"]))
        units = units[:start] + str(edit["insert"]).encode("utf-16-le") + units[end:]
    return units.decode("utf-16-le", "surrogatepass")


def test_positions_round_trip_through_the_pages_units() -> None:
    text = "a🂡b\nc\n\nd"
    at = Positions(text)
    for line, column in ((1, 1), (1, 2), (1, 3), (2, 1), (3, 1), (4, 1), (4, 2)):
        assert at.place(at.offset(line, column)) == (line, column)
    assert at.offset(1, 3) == 3  # the card is two units


def test_completion_offers_the_next_words_where_the_word_starts(playground: Playground) -> None:
    text = _source(HOUSE) + "rule num"
    answer = playground.complete(text, utf16_length(text))
    assert [item["apply"] for item in answer["items"]] == ["numbers:"]
    assert answer["items"][0]["from"] == len(text) - len("num")


def test_hover_says_the_rule_and_escapes_the_authors_title(playground: Playground) -> None:
    text = _source(HOUSE).replace('"Auction Pitch to 11"', '"*em* <b>bold</b>"')
    header = playground.hover(text, text.index("variant "), "en")
    assert header is not None
    assert "<em>" not in header["html"] and "<b>" not in header["html"]
    assert "&lt;b&gt;bold&lt;/b&gt;" in header["html"]
    target = playground.hover(text, text.index("target: 11"), "es")
    assert target is not None and "AP-7.1" in target["html"]


def test_the_rulebook_pane_is_the_sites_page(playground: Playground) -> None:
    pages = playground.pages(_source(HOUSE), "pl")
    assert pages["compiles"] and pages["id"] == HOUSE
    assert 'id="ap-7-1"' in pages["rulebook"] and "<table>" in pages["rulebook"]
    # A link to the base's page leads to the site's page, out of the playground.
    assert 'href="../rulebook/auction_pitch/"' in pages["rulebook"]
    assert not playground.pages("variant x", "en")["compiles"]


def test_a_hand_is_played_to_its_end_with_its_rules(playground: Playground) -> None:
    answer = playground.hand(_source("cinch"), 3, "es")
    kinds = [step["kind"] for step in answer["steps"]]
    assert kinds[0] == "Dealt" and kinds[-1] in ("HandScored", "GameWon")
    assert "TrickWon" in kinds and "PointScored" in kinds
    cited = {number for step in answer["steps"] for number in step["rules"]}
    assert cited and all(re.fullmatch(r"CI-\d+\.\d+", n) for n in cited)
    assert set(answer["rules"]) == cited  # every number with its sentence, in Spanish
    assert all(sentence.startswith("<p>") for sentence in answer["rules"].values())


def test_the_comparison_is_the_sites_simulation(playground: Playground) -> None:
    """A bundled house rule, unchanged, gives the figures its rulebook page shows: the
    same games, played by the modules compiled in the page."""
    text = _source(HOUSE)
    site = json.loads((ROOT / "generated" / "simulation" / f"{HOUSE}.json").read_text("utf-8"))
    started = playground.compare_start(text, site["games"], site["seed"])
    assert started["total"] == 2 * site["games"]
    while "html" not in (answer := playground.compare_step("en")):
        assert answer["played"] < answer["total"]
    assert playground._comparison is not None
    data = rounded(playground._comparison.data())
    assert data["figures"] == site["figures"]
    assert data["against_base"] == site["against_base"]
    assert "<table>" in answer["html"]


def test_a_new_house_rule_and_its_rules_module_that_runs_alone(
    playground: Playground, tmp_path: Path
) -> None:
    text = playground.house_rule("seven_up", "house", "Zasady domowe")
    assert text is not None and text.splitlines()[3].startswith("variant house")
    assert playground.check(text)["compiles"]
    module = playground.module(_source(HOUSE))
    assert module["name"] == f"{HOUSE}.py"
    # The module `allfours export` writes, but for the files' names: the page's own file,
    # and its bases among the bundled variants.
    exported = render_module(open_variant(HOUSE).variant, standalone=True)  # type: ignore[arg-type]
    assert module["text"].replace("bundled/", "") == exported.replace("variants/", "")
    alone = tmp_path / module["name"]
    alone.write_text(module["text"], encoding="utf-8")
    played = subprocess.run(
        [sys.executable, str(alone), "play", "--players", "4", "--seed", "7"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env={"PATH": "/usr/bin:/bin"},
        timeout=120,
    )
    assert played.returncode == 0, played.stderr


def test_a_huge_paste_is_cut_before_it_is_read(playground: Playground) -> None:
    answer = playground.check("# x\n" * 200_000)
    assert answer["diagnostics"] and not answer["compiles"]
