"""A rule the language cannot state yet is named as such, not only refused word by word."""

from __future__ import annotations

from pathlib import Path

import pytest

from allfours.registry.not_yet import NOT_YET, NotYet, not_yet_in
from cli_runner import run_cli


@pytest.mark.parametrize("entry", NOT_YET, ids=lambda entry: entry.concept)
def test_an_example_of_each_concept_is_named_by_the_checker(entry: NotYet, tmp_path: Path) -> None:
    assert not_yet_in(entry.example) == entry, "each example is recognised as its own concept"
    variant = tmp_path / "house.variant"
    variant.write_text(f'variant house "House Cinch" extends cinch\n{entry.example}\n')
    run = run_cli(["check", str(variant)])
    # When the language learns the concept, its example parses and this entry must go.
    assert run.exit_code == 1 and "error[E0101]" in run.stderr, run.stderr
    assert f"the language cannot state {entry.concept} yet" in run.stderr
    assert "Traceback" not in run.stderr


def test_an_ordinary_mistake_is_not_taken_for_a_missing_concept() -> None:
    assert not_yet_in("targte: 11") is None
    assert not_yet_in("auction: bids 2 to 4, once around, starting left of the dealer") is None
