"""The checker as a new author meets it (#23, the author's loop): what a line the
reference shows does on every base, and what a slip that hides another says.

Each test writes a house rule into an empty folder and checks it as the author would.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from allfours import ast
from allfours.semantic.resolve import Loader, bundled_variants_dir
from allfours.semantic.settings import effective_settings
from cli_runner import run_cli


def _check(folder: Path, text: str, name: str = "house.variant") -> list[dict[str, Any]]:
    (folder / name).write_text(text, encoding="utf-8")
    return run_cli(["check", name, "--format", "json"], folder).diagnostics()


def _bid_ranges() -> list[tuple[str, int, int]]:
    """Every bundled variant whose dealer can be stuck (bids once around, no sale), and
    its lowest and highest bid."""
    found = []
    loader = Loader()
    for path in sorted(bundled_variants_dir().glob("*.variant")):
        chain, _ = loader.chain(path)
        auction = effective_settings(chain).get(ast.Auction)
        if (
            auction is not None
            and auction.kind == "once_around"
            and auction.low is not None
            and auction.high is not None
        ):
            found.append((path.stem, auction.low.value, auction.high.value))
    return found


BID_RANGES = _bid_ranges()


def test_every_base_with_bids_is_tried() -> None:
    assert {"auction_pitch", "cinch", "nine_five", "partnership_pitch"} <= {
        name for name, _, _ in BID_RANGES
    }


@pytest.mark.parametrize(("base", "low", "high"), BID_RANGES, ids=[b for b, _, _ in BID_RANGES])
def test_a_stuck_dealer_may_be_held_to_any_bid_of_the_range(
    tmp_path: Path, base: str, low: int, high: int
) -> None:
    """`the dealer must bid at least N`, which the reference shows with N = 2, is any bid
    of the base, its lowest too (it then says what `the dealer must bid` says); a bid
    outside the range is E0406, whose explanation is about exactly that."""
    header = f'variant house "House" extends {base}\n'
    for least in (low, high):
        line = f"if everyone passes: the dealer must bid at least {least}\n"
        assert _check(tmp_path, header + line) == [], (base, least)
    for least in (low - 1, high + 1):
        line = f"if everyone passes: the dealer must bid at least {least}\n"
        (diagnostic,) = _check(tmp_path, header + line)
        assert diagnostic["code"] == "E0406"
        assert f"from {low} to {high}" in diagnostic["message"]


def test_the_explanation_of_a_bid_outside_the_range_is_about_it() -> None:
    run = run_cli(["explain", "E0406"])
    assert "stuck by everyone passing" in run.stdout
    assert "if everyone passes: the dealer must bid at least 5" in run.stdout
    assert "stuck" not in run_cli(["explain", "E0401"]).stdout


def test_an_unknown_base_does_not_hide_a_file_named_unlike_its_variant(tmp_path: Path) -> None:
    found = _check(tmp_path, 'variant hose "House" extends auction_pich\ntarget: 11\ntarget: 11\n')
    assert [(d["code"], d["line"]) for d in found] == [("E0204", 1), ("E0202", 1), ("E0201", 3)]
    # Both are put right by one `check --fix`, each said.
    run = run_cli(["check", "--fix", "house.variant"], tmp_path)
    assert run.exit_code == 0, run
    assert "call the variant `house` (E0204)" in run.stdout
    assert "extend `auction_pitch` (E0202)" in run.stdout


@pytest.mark.parametrize(
    ("base", "line", "said"),
    [
        # four players in partnerships: only the deal can change
        (
            "cinch",
            "deal: 15 cards each, in packets of 3, starting left of the dealer",
            "deal at most 12 cards each: 4 players share the 52 cards",
        ),
        (
            "partnership_pitch",
            "deal: 14 cards each, in packets of 2, starting left of the dealer",
            "deal at most 12 cards each: 4 players share the 52 cards",
        ),
        # two to seven each for themselves: fewer players, or fewer cards in packets of 3
        (
            "auction_pitch",
            "deal: 15 cards each, in packets of 3, starting left of the dealer",
            "allow at most 3 players, or deal at most 6 cards each",
        ),
        # the author's own table: fewer players of it
        (
            "auction_pitch",
            "players: 10, each for themselves",
            "allow at most 8 players, or deal at most 3 cards each",
        ),
        (
            "partnership_pitch",
            "players: 10, in partnerships of 2, partners sitting opposite",
            "allow at most 8 players, or deal at most 3 cards each",
        ),
    ],
)
def test_too_many_cards_dealt_is_told_what_fits_the_base(
    tmp_path: Path, base: str, line: str, said: str
) -> None:
    found = _check(tmp_path, f'variant house "House" extends {base}\n{line}\n')
    (diagnostic,) = [d for d in found if d["code"] == "E0301"]
    assert diagnostic["help"] == said
