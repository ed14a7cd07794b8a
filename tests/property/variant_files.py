"""Variant files made from the setting registry's forms, and what "it works" means for one
the checker accepts.

`variant_files()` is a Hypothesis strategy. It writes a house rule on a bundled variant
(one to four lines) or a variant of its own (every setting without a default, and some
with one), each line one of the forms `registry/settings.py` declares for a statement,
its numbers, ranks and suits varied: kept, moved a little, or replaced by a value that
often sits on a boundary (0, 1, 8 players, a pack's 52 cards). Shrinking leads back
towards the forms as the registry writes them.

`exercise(variant)` is what the checker's acceptance promises: the build renders the
rules module and its engine, the rulebook pages in every language (with their worked
example) and the rule cards; the module, compiled with the engine the build wrote beside
it, plays a whole game with random legal actions at the smallest and the largest table
it allows, as `python ID.py play` does.
"""

from __future__ import annotations

import re
import sys
import types
from collections.abc import Mapping
from pathlib import Path

from hypothesis import strategies as st

from allfours import ir
from allfours.backends.python import RUNTIME_NAME
from allfours.build import RULES_DIR, plan_build
from allfours.registry.settings import SETTINGS, Setting
from allfours.runtime.cards import RANK_NAMES, SUIT_NAMES
from conftest import run_source

ROOT = Path(__file__).resolve().parents[2]
BUNDLED = tuple(sorted(path.stem for path in (ROOT / "variants").glob("*.variant")))
NAME = "house"  # the variant's id, and its file's name

_RANKS = tuple(RANK_NAMES.values())
_NUMBER = re.compile(r"\b\d+\b")
_WORD = re.compile(r"\b(" + "|".join((*_RANKS, *SUIT_NAMES)) + r")\b")
# Values that sit on the checker's boundaries: no card, one card or player, a table of 8
# and more (more names than the worked example once had), a whole pack.
_BOUNDARIES = (0, 1, 2, 3, 4, 6, 8, 9, 10, 12, 13, 14, 18, 26, 52, 54)
# Settings whose forms say something about the text only, not the game.
_TEXT_ONLY = ("description", "title LANGUAGE", "description LANGUAGE", "rule numbers")
_GAME_SETTINGS = tuple(s for s in SETTINGS if s.key not in _TEXT_ONLY)
_POINT = next(s for s in SETTINGS if s.key == "point ID")
_POINT_IDS = ("high", "low", "jack", "game", "extra")
_FAMILY_POINTS = {
    name: tuple(form for form in _POINT.forms if form.startswith(f"point {name}: "))
    for name in ("high", "low", "jack", "game")
}
# The last line of a game the module's script played: who won, or that no one did.
_GAME_OVER = re.compile(r"seats? \d+( and \d+)* wins?\b|no winner after \d+ hands$")


@st.composite
def _number(draw: st.DrawFn, written: int) -> int:
    """Mostly the number the form writes (so that a file has a chance to check), else
    one near it or on a boundary."""
    how = draw(st.sampled_from(("written", "written", "written", "near", "boundary")))
    if how == "near":
        return draw(st.integers(max(0, written - 3), written + 3))
    return draw(st.sampled_from(_BOUNDARIES)) if how == "boundary" else written


@st.composite
def _line(draw: st.DrawFn, setting: Setting) -> str:
    """One of the setting's forms, its numbers and card words varied."""
    form = draw(st.sampled_from(setting.forms))
    parts = _NUMBER.split(form)
    numbers = [int(n) for n in _NUMBER.findall(form)]
    line = parts[0] + "".join(
        str(draw(_number(n))) + part for n, part in zip(numbers, parts[1:], strict=True)
    )
    if draw(st.integers(0, 3)) == 0:  # now and then, other ranks and suits
        words = _WORD.findall(line)
        chosen = iter(
            [draw(st.sampled_from(_RANKS if word in _RANKS else SUIT_NAMES)) for word in words]
        )
        line = _WORD.sub(lambda _: next(chosen), line)
    if setting.key == "point ID" and draw(st.integers(0, 3)) == 0:
        line = re.sub(r"^point \w+", f"point {draw(st.sampled_from(_POINT_IDS))}", line)
    return line


@st.composite
def variant_files(draw: st.DrawFn) -> str:
    """The text of a variant file named `house.variant`."""
    settings = draw(st.lists(st.sampled_from(_GAME_SETTINGS), min_size=1, max_size=3, unique=True))
    # Mostly a house rule on a bundled variant, as authors write them.
    if (
        draw(st.sampled_from(("house rule", "house rule", "house rule", "of its own")))
        == "house rule"
    ):
        base = draw(st.sampled_from(BUNDLED))
        lines = [f'variant {NAME} "House" extends {base}']
    else:  # a variant of its own: what has no default, and a few settings more
        lines = [f'variant {NAME} "House"']
        required = [s for s in _GAME_SETTINGS if s.default is None and s is not _POINT]
        settings = required + [s for s in settings[:-1] if s not in required]
        # the points of the family, high, low, jack and game, as the forms write them
        lines += [draw(st.sampled_from(_FAMILY_POINTS[name])) for name in _FAMILY_POINTS]
        extra = draw(st.integers(0, 2))  # more points, each of its own
        lines += [
            re.sub(r"^point \w+", f"point extra{n}", draw(_line(_POINT))) for n in range(extra)
        ]
    lines += [draw(_line(setting)) for setting in settings]
    return "\n".join(lines) + "\n"


_COMPILED: dict[str, types.ModuleType] = {}  # the build's engine, once per text


def _rules_module(
    files: Mapping[str, str], variant_id: str
) -> tuple[types.ModuleType, types.ModuleType]:
    """The variant's rules module as the build wrote it, and the engine the build wrote
    beside it, which the module imports."""
    engine_text = files[f"{RULES_DIR}/{RUNTIME_NAME}.py"]
    if engine_text not in _COMPILED:
        _COMPILED[engine_text] = run_source(f"_exercised{RUNTIME_NAME}", engine_text)
    engine = _COMPILED[engine_text]
    before = sys.modules.get(RUNTIME_NAME)
    sys.modules[RUNTIME_NAME] = engine
    try:
        source = files[f"{RULES_DIR}/{variant_id}.py"]
        return run_source(f"_allfours_exercised_{variant_id}", source), engine
    finally:
        if before is None:
            del sys.modules[RUNTIME_NAME]
        else:
            sys.modules[RUNTIME_NAME] = before


def exercise(variant: ir.Variant, seed: int = 0) -> int:
    """Build the variant in memory (its rules module and the engine beside it, its pages
    in every language with their worked example, its rule cards, the family page), then
    play a whole game with its own module at the smallest and the largest table it
    allows; return how many games were played. Raises whatever fails."""
    plan = plan_build([variant], Path("unused"))
    module, engine = _rules_module(plan.files, variant.id)
    table = variant.rules.table
    tables = [n for n in (table.players_min, table.players_max) if table.allows(n)]
    for players in sorted(set(tables)):
        lines = engine.play_random_game(module.RULES, players, seed)  # as `ID.py play`
        assert _GAME_OVER.match(lines[-1]), lines[-1]
    return len(set(tables))
