"""A rule the language cannot state yet is named as such, whatever words the author uses;
a slip of the fingers in a real form gets a fix instead."""

from __future__ import annotations

from pathlib import Path

import pytest

from allfours.registry.not_yet import NOT_YET, NotYet, not_yet_in
from cli_runner import run_cli

EXAMPLES = [(entry, line) for entry in NOT_YET for line in entry.examples]


def _entry(concept: str) -> NotYet:
    """The entry of a concept, by the start of its name: entries leave the list as the
    language learns them, so their places move."""
    return next(entry for entry in NOT_YET if entry.concept.startswith(concept))


# The same concepts in other words than the registry's examples.
PARAPHRASES = {
    "when a plain suit is led: players need not follow": _entry("a plain lead"),
    "shooting the moon: made, it wins the game at once": _entry("shooting the moon"),
    "first lead: the high bidder must lead a trump": _entry("a first lead"),
    "point joker: the joker, worth 0.5, to the player who takes it": _entry("a point worth a"),
}


@pytest.mark.parametrize(("entry", "line"), EXAMPLES, ids=[line for _, line in EXAMPLES])
def test_each_example_is_named_by_the_checker(entry: NotYet, line: str, tmp_path: Path) -> None:
    assert not_yet_in(line) == entry, "each example is recognised as its own concept"
    variant = tmp_path / "house.variant"
    variant.write_text(f'variant house "House Cinch" extends cinch\n{line}\n')
    run = run_cli(["check", str(variant)])
    # When the language learns the concept, its example parses and this entry must go.
    assert run.exit_code == 1 and "error[E0101]" in run.stderr, run.stderr
    assert f"error[E0101]: {entry.concept} is not in the language yet" in run.stderr
    assert "the nearest form:" in run.stderr and "Traceback" not in run.stderr


@pytest.mark.parametrize("line", PARAPHRASES, ids=list(PARAPHRASES))
def test_other_words_for_the_same_concept(line: str) -> None:
    assert not_yet_in(line) == PARAPHRASES[line]


@pytest.mark.parametrize(
    "line",
    [
        "targte: 11",
        "dealer's privilege: the dealr may take the contract at the high bid",
        "smudge: a bid of 4; made, it wins teh game",
        "first lead: the plaeyr left of the high bidder",
    ],
)
def test_a_slip_in_a_real_form_gets_a_fix_not_a_missing_concept(line: str, tmp_path: Path) -> None:
    import json

    variant = tmp_path / "house.variant"
    variant.write_text(f'variant house "House Pitch" extends auction_pitch\n{line}\n')
    run = run_cli(["check", "--format", "json", str(variant)])
    (diagnostic,) = json.loads(run.stdout)["diagnostics"]
    assert "not in the language yet" not in diagnostic["message"] + (diagnostic["help"] or "")
    assert diagnostic["fixes"] and diagnostic["fixes"][0]["safe"]


def test_an_ordinary_line_is_not_taken_for_a_missing_concept() -> None:
    assert not_yet_in("targte: 11") is None
    assert not_yet_in("auction: bids 2 to 4, once around, starting left of the dealer") is None
