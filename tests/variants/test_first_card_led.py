"""`first card led: a trump if able` (#26), a house rule of named-trump tables, on Cinch.

The variant is checked and built in memory as `allfours build` builds it (its rules
module with the engine beside it, and its pages in three languages); its games are then
played with seeded random players. At each hand's first lead an oracle written here from
the Cinch rules (CI-1.3: the trumps are the named suit and the Left Pedro, the five of
the same colour), not from the engine, says which cards may be led: the leader's trumps
where it holds one, else any card. Every later lead is free. A plain first lead from a
leader with a trump is refused, citing the rule the page numbers for the first lead.
"""

from __future__ import annotations

import random
import re
import types
from collections.abc import Mapping
from pathlib import Path

import pytest

from allfours.pipeline import check_variant
from allfours.semantic.resolve import Loader
from conftest import built_in_memory

HOUSE_RULE = "first card led: a trump if able"
SAME_COLOUR = {"S": "C", "C": "S", "H": "D", "D": "H"}


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[types.ModuleType, Mapping[str, str]]:
    """The house rule's rules module, and the files the build writes for it."""
    path = tmp_path_factory.mktemp("v") / "trump_first.variant"
    path.write_text(f'variant trump_first "Trump First" extends cinch\n{HOUSE_RULE}\n', "utf-8")
    module, _, files = built_in_memory(path)
    return module, files


def _is_trump(code: str, trump: str) -> bool:
    """CI-1.3: a card of the named suit, or the Left Pedro."""
    rank, suit = code[:-1], code[-1]
    return suit == trump or (rank == "5" and suit == SAME_COLOUR[trump])


def _first_lead_rule(page: str) -> str:
    """The number the English page gives the rule of the first lead."""
    found = re.search(r"\*\*(CI-[0-9.]+)\*\* The maker leads to the first trick, ([^.]*)", page)
    assert found is not None
    assert found.group(2).startswith("a trump if they hold one")
    return found.group(1)


def test_the_first_lead_is_a_trump_where_the_leader_holds_one(
    built: tuple[types.ModuleType, Mapping[str, str]],
) -> None:
    module, files = built
    rule = _first_lead_rule(files["rulebook/trump_first.md"])
    seen = {"trump led": 0, "no trump held": 0, "refused": 0, "later plain lead": 0}
    for seed in range(40):
        rng = random.Random(seed)
        game = module.Game(4, dealer=seed % 4, seed=seed)
        for _ in range(3):
            if game.game_over:
                break
            game.deal()
            trump: str | None = None
            leads = 0
            while game.to_act is not None:
                seat = game.to_act
                legal = game.legal_actions()
                view = game.observation(seat)
                if legal[0].startswith("play ") and not view["trick"]:
                    leads += 1
                    trump = view["trump"]
                    hand = view["hand"]
                    trumps = [c for c in hand if _is_trump(c, trump)]
                    plain = [c for c in hand if not _is_trump(c, trump)]
                    if leads == 1:
                        expected = trumps or hand
                        seen["trump led" if trumps else "no trump held"] += 1
                        if trumps and plain:
                            with pytest.raises(module.IllegalAction) as refused:
                                game.apply(f"play {plain[0]}", seat=seat)
                            assert refused.value.rule == rule
                            seen["refused"] += 1
                    else:
                        expected = hand
                        seen["later plain lead"] += bool(trumps and plain)
                    assert sorted(legal) == sorted(f"play {c}" for c in expected), (seed, leads)
                bids = [a for a in legal if a != "pass"]
                choices = bids if bids and rng.random() < 0.3 else legal
                game.apply(rng.choice(choices), seat=seat)
    assert all(seen.values()), seen


def test_the_rule_is_said_in_three_languages(
    built: tuple[types.ModuleType, Mapping[str, str]],
) -> None:
    _, files = built
    said = {
        "trump_first.md": "a trump if they hold one",
        "trump_first.es.md": "con un triunfo si tiene alguno",
        "trump_first.pl.md": "atutem, jeśli go ma",
    }
    for page, words in said.items():
        assert words in files[f"rulebook/{page}"], page


def test_plain_cinch_leads_any_card() -> None:
    """The setting's default: Cinch's own page is unchanged by the house rule."""
    page = (Path(__file__).parents[2] / "generated" / "rulebook" / "cinch.md").read_text()
    assert "The maker leads to the first trick, any card." in page


@pytest.mark.parametrize("base", ["auction_pitch", "seven_up"])
def test_a_trump_first_lead_needs_trump_named_by_the_high_bidder(base: str, tmp_path: Path) -> None:
    path = tmp_path / "house.variant"
    path.write_text(f'variant house "House" extends {base}\n{HOUSE_RULE}\n', "utf-8")
    checked = check_variant(path, Loader())
    assert not checked.ok
    (error,) = [d for d in checked.diagnostics if d.code.name == "E0706"]
    assert "named by the high bidder" in error.message
    assert error.primary.span.line == 2
    assert error.help is not None and "remove this line" in error.help
