"""Every value a declared setting can write reaches every backend, and each handles it.

For each form of each setting the registry declares whole (`Setting.values`), a house rule
of that one line is written on the first bundled base whose checker accepts it, built in
memory as `allfours build` builds it (the rules module and the engine, the rulebook pages
in every language with their worked example, the rule cards, the family page), and its
module plays whole games at the smallest and the largest table. A value added to the
registry and the grammar that the engine, a page or the cards do not handle fails here
(a backend's table lookup, or its `assert_never`), not silently on a user's table.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from allfours.pipeline import check_variant
from allfours.registry.settings import SETTINGS
from allfours.semantic.resolve import Loader
from conftest import built_in_memory

# Bases that fix trump each way (pitched, named, turned up) and play with and without
# sides, in the order they are tried.
BASES = ("auction_pitch", "cinch", "seven_up", "pidro", "partnership_pitch", "all_fours")
FORMS = [(s.key, form) for s in SETTINGS if s.declared for form in s.forms]
# A form that needs another line to be accepted anywhere, with that line.
NEEDS = {
    "the turn passes to the right": (
        "deal: 6 cards each, in packets of 3, starting right of the dealer",
    ),
    "smudge: a bid of 4; made, it wins the game unless the bidder is in the hole; set, it "
    "counts as 2 set-backs": ("set-back chips: 1 chip for each time a player was set back",),
    # A card that may make two suits trump: a jack that may be the off-jack.
    "unclear pitch: the pitcher declares trump": (
        "same colour: the jack of the other suit of the same colour is a trump, just below "
        "the jack of trumps",
    ),
}
GAME_OVER = re.compile(r"seats? \d+( and \d+)* wins?\b|no winner after \d+ hands$")


def _house_rule(tmp_path: Path, base: str, line: str) -> Path:
    path = tmp_path / f"house_on_{base}.variant"
    path.write_text(f'variant house_on_{base} "House" extends {base}\n{line}\n', "utf-8")
    return path


@pytest.mark.parametrize(("key", "form"), FORMS, ids=[form for _, form in FORMS])
def test_every_form_builds_and_plays_on_a_base_that_accepts_it(
    key: str, form: str, tmp_path: Path
) -> None:
    accepted = [
        path
        for base in BASES
        if check_variant(
            path := _house_rule(tmp_path, base, "\n".join((form, *NEEDS.get(form, ())))),
            Loader(),
        ).ok
    ]
    assert accepted, f"no bundled base accepts `{form}`"
    module, engine, files = built_in_memory(accepted[0])
    assert any(name.startswith("rulebook/") for name in files)
    assert any(name.startswith("cards/") for name in files)
    low, high = module.VARIANT["players"]
    for players in sorted({low, high}):
        lines = engine.play_random_game(module.RULES, players, 1)
        assert GAME_OVER.search(lines[-1]), (key, form, lines[-1])
