"""The rulebook site builds with `mkdocs build --strict` and holds every bundled variant."""

from __future__ import annotations

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_site_builds_strict_with_every_variant(site: Path) -> None:
    """`site`: built with `mkdocs build --strict`, no warning allowed (site_cache.py)."""
    for variant in sorted((ROOT / "variants").glob("*.variant")):
        page = site / "rulebook" / variant.stem / "index.html"
        assert page.is_file(), f"no page for {variant.stem}"
        html = page.read_text(encoding="utf-8")
        assert '-1-1"' in html and '-9-1"' in html, f"{variant.stem} lacks rule anchors"
    ap = (site / "rulebook" / "auction_pitch" / "index.html").read_text(encoding="utf-8")
    for anchor in ("ap-3-3", "ap-5-2", "ap-7-3", "ap-8-1"):
        assert f'id="{anchor}"' in ap
    assert "E0301" in (site / "errors" / "index.html").read_text(encoding="utf-8")
    index = (site / "rulebook" / "index.html").read_text(encoding="utf-8")
    assert "Pitch (Smudge)" in index
    for language in ("es", "pl"):
        for variant in sorted((ROOT / "variants").glob("*.variant")):
            assert (site / language / "rulebook" / variant.stem / "index.html").is_file()
            assert (site / language / "cards" / variant.stem / "index.html").is_file()
    family = (site / "family" / "index.html").read_text(encoding="utf-8")
    assert family.count("<tr>") >= len(list((ROOT / "variants").glob("*.variant")))


def test_each_language_searches_its_own_index(site: Path) -> None:
    """One search index per language, each holding its language's pages only (review E40:
    one 3.6 MB index of all three was every reader's download), and each translated page
    finds its language's index at its `base`."""
    indexes = {
        code: json.loads((site / folder / "search" / "search_index.json").read_text("utf-8"))
        for code, folder in (("en", "."), ("es", "es"), ("pl", "pl"))
    }
    for code, index in indexes.items():
        locations = [doc["location"] for doc in index["docs"]]
        assert locations and not [place for place in locations if place.startswith(("es/", "pl/"))]
        assert "rulebook/auction_pitch/" in locations, code
    assert indexes["es"]["config"] == indexes["en"]["config"]  # stemmed as before
    titles = {doc["title"] for doc in indexes["pl"]["docs"]}
    assert "3. Licytacja" in titles and "3. La subasta" not in titles
    whole = sum(len(json.dumps(index)) for index in indexes.values())
    assert all(len(json.dumps(index)) < whole / 2 for index in indexes.values())
    page = (site / "pl" / "rulebook" / "auction_pitch" / "index.html").read_text("utf-8")
    found = re.search(r'id="__config"[^>]*>(.*?)</script>', page, re.S)
    assert found is not None
    assert json.loads(found[1])["base"] == "../../../pl/"
