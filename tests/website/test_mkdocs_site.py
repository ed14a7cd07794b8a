"""The rulebook site builds with `mkdocs build --strict` and holds every bundled variant."""

from __future__ import annotations

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
