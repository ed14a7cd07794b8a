"""The default run's sample of a test's many cases; `pytest --full` plays them all.

A test over every variant, every mutant or every page proves the most, and costs the
most: the default run (the README's test command, CI) keeps the cases that stand for the
others (one of each line of the family, the ones a bug was found in), and marks the rest
`exhaustive`, which only `--full` runs (tests/conftest.py).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable
from typing import Any, TypeVar

import pytest

T = TypeVar("T")

# One bundled variant of each line of the family, and the house rules whose rules the
# others are made of: what a sampled test over the variants keeps.
REPRESENTATIVE_VARIANTS = (
    "auction_pitch",
    "partnership_pitch",
    "pitch_smudge",
    "auction_pitch_joker",
    "seven_up",
    "california_jack",
    "cinch",
    "pidro",
    "ten_point_pitch",
    "nine_five",
    "smear",
)


def sampled(
    values: Iterable[T],
    keep: Collection[Any] | Callable[[T], bool],
    ids: Callable[[T], str] | None = None,
) -> list[Any]:
    """`values` as pytest parameters, those not kept marked `exhaustive`: `keep` is the
    collection of the values (or of their ids) the default run plays, or a predicate."""

    def kept(value: T) -> bool:
        if callable(keep):
            return bool(keep(value))
        return value in keep or (ids is not None and ids(value) in keep)

    return [
        pytest.param(
            value,
            id=ids(value) if ids is not None else None,
            marks=() if kept(value) else (pytest.mark.exhaustive,),
        )
        for value in values
    ]


# Whether this run is `pytest --full`: set by tests/conftest.py before any test module is
# read, so that a module's own settings (hypothesis's, made at import) can read it.
FULL = False


def examples(in_the_full_run: int) -> int:
    """How many examples a property test draws: all of them with `--full`, a quarter in
    the default run (hypothesis runs derandomized: the quarter is the same each run)."""
    return in_the_full_run if FULL else max(1, in_the_full_run // 4)
