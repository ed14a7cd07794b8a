"""No English sentence is left on a Spanish or Polish page of the built site.

The site is the one every site test reads (built once, `site_cache.py`; set ALLFOURS_SITE
to a built site to read that one instead), and every page under site/es/ and site/pl/ is
read as a reader sees it: the text of the page outside code (`<code>`, `<pre>`, `<kbd>`:
the variant language is English on every page, and so are variant-file excerpts and
commands), with the few proper names of `english.py` taken out. What counts as English is
its detector, which the browser test uses too.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from .english import TRANSLATED, english_in, english_on
from .site_cache import built_site

ROOT = Path(__file__).resolve().parents[2]


# -- the detector itself ------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The first card pitched names trump, and the pitcher leads.",
        "Each player is dealt six cards.",
        "The dealer deals 6 cards to each player.",
        "What the house rules do",
        "The highest bidder names trump.",
        "the player left of the dealer",
        "Default",
        "none",
        "Example: the first hand of a game",
        "Points are numbered in the order they are first defined.",
    ],
)
def test_the_detector_finds_english(text: str) -> None:
    assert english_in(text) is not None


@pytest.mark.parametrize(
    "text",
    [
        "El Pitch clásico, cada uno para sí: una sola vuelta de apuestas.",
        "Auction Pitch a 11",
        "Auction Pitch con comodín",
        "Klasyczny Pitch, każdy gra na siebie: do siedmiu punktów.",
        "Auction Pitch do 11",
        "Pitch (Smudge)",
        "All Fours (Trinidad)",
        "Creado con Material for MkDocs",
        "Cinch según las reglas de 1890 del Chicago Cinch Club: gana el primer equipo.",
        "Seven-Up a 10",
        "Nine-Card Don",
        "ten_point_pitch_moon_from_the_hole, na bazie ten_point_pitch",
    ],
)
def test_the_detector_passes_spanish_and_polish(text: str) -> None:
    assert english_in(text) is None


def test_code_is_not_read() -> None:
    html = (
        "<p>Escribe <code>on a trump lead: follow suit if able</code>.</p>"
        '<pre><code>variant house "House Pitch" extends auction_pitch\n'
        "the pitcher is set back by the bid</code></pre>"
        "<p>The pitcher is set back.</p>"
    )
    assert english_on(html) == ["The pitcher is set back."]


# -- the site ---------------------------------------------------------------------------


@pytest.fixture(scope="module")
def site() -> Path:
    """The site the other site tests read (site_cache.py), or ALLFOURS_SITE's."""
    given = os.environ.get("ALLFOURS_SITE")
    return Path(given) if given else built_site()


def _pages() -> Iterator[str]:
    """Every page of the site by its path without a language: `errors`, `rulebook/x`,
    found from the sources the site is built from."""
    yield from ("", "errors", "language", "impact", "family", "rulebook", "cards", "playground")
    for page in sorted((ROOT / "docs").glob("*.md")):
        if page.suffixes == [".md"] and page.stem != "index":
            yield page.stem
    for folder in ("rulebook", "cards"):
        for page in sorted((ROOT / "generated" / folder).glob("*.md")):
            if page.suffixes == [".md"]:
                yield f"{folder}/{page.stem}"


PAGES = sorted(set(_pages()))


@pytest.mark.parametrize("language", TRANSLATED)
@pytest.mark.parametrize("page", PAGES, ids=[p or "home" for p in PAGES])
def test_no_english_on_a_translated_page(site: Path, language: str, page: str) -> None:
    path = site / language / page / "index.html"
    assert path.is_file(), f"no {language} page {page or 'home'}"
    found = english_on(path.read_text(encoding="utf-8"))
    assert found == [], f"English on {language}/{page}: {found[:5]}"


def test_every_translated_page_is_checked(site: Path) -> None:
    """The list of pages above is the site's: no page of site/es/ or site/pl/ escapes."""
    for language in TRANSLATED:
        built = {
            str(p.parent.relative_to(site / language)).replace(".", "")
            for p in (site / language).rglob("index.html")
        }
        assert built - {p for p in PAGES} <= {"schema"}, sorted(built - set(PAGES))


def test_the_english_pages_do_read_as_english(site: Path) -> None:
    """The detector finds the English it is looking for: on the English pages."""
    for page in ("errors", "language", "rulebook/auction_pitch", "cards/auction_pitch"):
        assert english_on((site / page / "index.html").read_text(encoding="utf-8")), page
