"""The simulation's words, read from the catalogs (`locales/<code>/simulation.ftl`).

The site's "What these rules do" and "What the house rules do" and the tables of
`allfours simulate` ask for their words here by message id, with the numbers already in
the language's digits; every message is under the prefix `sim-`. The players of a hand
shown side by side are the rulebooks' example players (`example_text.NAMES`), named in
turn order from the eldest hand.
"""

from __future__ import annotations

from allfours.backends.rulebook.example_text import NAMES
from allfours.catalogs import Arg, Words, catalog

__all__ = ["NAMES", "columns", "figure_label", "words"]


def words(code: str) -> Words:
    """The language's simulation messages: `words(code)["heading"]`,
    `words(code).fmt("length", hands=...)`."""
    return Words(catalog(code), "sim")


def columns(w: Words, key: str, **args: Arg) -> list[str]:
    """A table's column headings: the messages `key-0`, `key-1`... that the catalog has."""
    out: list[str] = []
    while f"{key}-{len(out)}" in w:
        out.append(w.fmt(f"{key}-{len(out)}", **args))
    return out


def figure_label(code: str, key: str, value: int | None = None, kind: str = "") -> str:
    """A figure's name in language `code` ("contracts of 3 made"): `value` is the bid or
    the margin of a figure with a parameter, `kind` the kind of player of a win rate."""
    w = words(code)
    args: dict[str, Arg] = {}
    if value is not None:
        args["value"] = str(value)
    if kind:
        args["kind"] = w.get(f"player-{kind}", kind)
    return w.fmt(f"figure-{key}", **args)
