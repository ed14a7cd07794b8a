"""Number ranges are said once (#23): the values registry (`registry/values.py`) gives each
number of the language its range, completion offers it, and the checker refuses a number
outside it, reading the same table. For every place of a number, a form of the reference
that puts a number there is tried on the bundled variants: just outside either bound, the
checker refuses it; at the bound, where the base allows, it accepts it; and completion
offers exactly the numbers of the range.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from allfours.authoring import Workspace
from allfours.diagnostics import Code
from allfours.pipeline import check_variant
from allfours.registry.settings import SETTINGS
from allfours.registry.values import NUMBERS, NumberSlot, bounds, slot_after
from allfours.semantic.resolve import Loader, bundled_variants_dir
from allfours.semantic.settings import effective_settings

_NUMBER = re.compile(r"(?<![\w.])\d+(?![\w.])")
_WORD = re.compile(r"[\w'-]+|[^\w\s]")  # a line's words and its punctuation
_PARSED: dict[Any, Any] = {}
BASES = sorted(p.stem for p in bundled_variants_dir().glob("*.variant"))


def _diagnostics(base: str, line: str, folder: Path) -> list[Any]:
    path = folder / "house.variant"
    loader = Loader(parsed=_PARSED)
    loader.overlay(path, f'variant house "House" extends {base}\n{line}\n')
    return [d for d in check_variant(path, loader, lowered=False).diagnostics if d.is_error]


def _places(slot: NumberSlot) -> list[tuple[str, int, int]]:
    """The reference's forms with a number in the slot's place: (form, start, end)."""
    grammar = {s.grammar: s for s in SETTINGS}[slot.setting]
    found = []
    for form in grammar.forms:
        for match in _NUMBER.finditer(form):
            words = _WORD.findall(form[: match.start()])
            last_two = "".join(
                w if n == 0 or w in ",;:)" else f" {w}" for n, w in enumerate(words[-2:])
            )
            if slot_after(slot.setting, last_two, words[-1]) == slot:
                found.append((form, match.start(), match.end()))
    return found


def _base_and_place(slot: NumberSlot, folder: Path) -> tuple[str, str, int, int]:
    """A bundled variant on which a form with a number in the slot's place checks."""
    for form, start, end in _places(slot):
        for base in BASES:
            if not _diagnostics(base, form, folder):
                return base, form, start, end
    raise AssertionError(f"no form of {slot.setting} puts a number after `{slot.after}`")


def _with(form: str, start: int, end: int, number: int) -> str:
    return f"{form[:start]}{number}{form[end:]}"


@pytest.mark.parametrize("slot", NUMBERS, ids=[f"{s.setting}-{s.after}" for s in NUMBERS])
def test_a_number_outside_its_range_is_refused_with_its_code(
    slot: NumberSlot, tmp_path: Path
) -> None:
    base, form, start, end = _base_and_place(slot, tmp_path)
    loader = Loader(parsed=_PARSED)
    chain, _ = loader.chain(bundled_variants_dir() / f"{base}.variant")
    low, high = bounds(slot, effective_settings(chain))
    assert low is not None
    for side, limit in (("low", low), ("high", high)):
        if limit is None:
            continue
        outside = limit.value - 1 if side == "low" else limit.value + 1
        if outside < 0:
            continue  # no number of the language is below 0
        found = _diagnostics(base, _with(form, start, end, outside), tmp_path)
        code = slot.high_code if side == "high" and slot.high_code else slot.code
        assert Code[code] in {d.code for d in found}, (base, outside, found)
        assert all(d.primary.span.line == 2 for d in found if d.code is Code[code])


@pytest.mark.parametrize("slot", NUMBERS, ids=[f"{s.setting}-{s.after}" for s in NUMBERS])
def test_completion_offers_the_range_the_checker_keeps(slot: NumberSlot, tmp_path: Path) -> None:
    """The range completion gives a number (`a number: 1 to 9`) is the one the checker
    keeps, both read from the values registry in the variant in force."""
    base, form, start, _ = _base_and_place(slot, tmp_path)
    before = form[:start]
    text = f'variant house "House" extends {base}\n{before}'
    document = Workspace().document(str(tmp_path / "house.variant"), text)
    (number,) = [s for s in document.complete(2, len(before) + 1).slots if s.terminal == "INT"]
    loader = Loader(parsed=_PARSED)
    chain, _ = loader.chain(bundled_variants_dir() / f"{base}.variant")
    low, high = bounds(slot, effective_settings(chain))
    assert (number.low, number.high) == (
        low.value if low else None,
        high.value if high else None,
    )
