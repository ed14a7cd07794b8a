"""Spanish articles agree with the point they name.

A sentence names a card by its point ("la **Jota izquierda**", "el **Pedro derecho**"),
and its article was chosen by the card's rank: Schmier's bowers, named "Bower izquierdo",
read "la **Bower izquierdo**" on eleven lines. The oracle is a lexicon of the head nouns
of the Spanish point names, written here from the dictionary, not from the catalogs."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SPANISH_PAGES = sorted((ROOT / "generated").rglob("*.es.md"))

# The head noun of each point name the Spanish catalog gives, with its gender; an author's
# own point name (Smear's "Jick") is not Spanish and has none to agree with.
GENDER = {
    "Alto": "m",
    "Bajo": "m",
    "Jota": "f",
    "Juego": "m",
    "Comodín": "m",
    "Regalo": "m",
    "Muestra": "f",
    "As": "m",
    "Rey": "m",
    "Reina": "f",
    "Don": "m",
    "Nueves": "m",
    "Cincos": "m",
    "Nueve": "m",
    "Cinco": "m",
    "Pedro": "m",
    "Sancho": "m",
    "Dom": "m",
    "Tres": "m",
    "Bower": "m",
}
ARTICLE = {"el": "m", "del": "m", "al": "m", "la": "f"}
NAMED = re.compile(r"\b(el|del|al|la)\s+\*\*([^*]+)\*\*", re.IGNORECASE)


def disagreements(text: str) -> list[str]:
    found = []
    for match in NAMED.finditer(text):
        article, name = match.group(1).lower(), match.group(2)
        gender = GENDER.get(name.split()[0])
        if gender is not None and gender != ARTICLE[article]:
            found.append(match.group(0))
    return found


def test_the_oracle_finds_a_disagreement() -> None:
    assert disagreements("salvo la **Bower izquierdo**, que") == ["la **Bower izquierdo**"]
    assert disagreements("el **Pedro derecho** y la **Jota**") == []


@pytest.mark.parametrize("page", SPANISH_PAGES, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_each_article_agrees_with_the_point_it_names(page: Path) -> None:
    assert disagreements(page.read_text("utf-8")) == []
