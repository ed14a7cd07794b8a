"""A house rule that states one setting at odds with a setting its base still states hears
about it on its own line: the first label in the author's file, the base's line as a
second label, and a help that changes the author's file, never the bundled one."""

from __future__ import annotations

from pathlib import Path

import pytest

from allfours.diagnostics import Diagnostic, render_text
from allfours.pipeline import check_variant
from allfours.semantic.resolve import Loader, bundled_variants_dir

# Lines a house-rule author might well write, one at a time, on top of a bundled variant.
HOUSE_LINES = (
    "smudge: none",
    "smudge: a bid of 5; made, it wins the game",
    "dealer's privilege: none",
    "auction: bids 2 to 3, once around, starting left of the dealer",
    "auction: bids 1 to 4, once around, starting left of the dealer",
    "auction: bids 2 to 5, once around, starting left of the dealer",
    "auction: none",
    "if everyone passes: the same dealer deals again",
    "trump: named by the high bidder",
    "trump: the suit of a card turned up from the stock",
    "trump: the suit of the first card pitched",
    "players: 4, in partnerships of 2, partners sitting opposite",
    "players: 2 to 7, each for themselves",
    "deal: 9 cards each, in packets of 3, starting left of the dealer",
    "pack: 52 cards, ace high",
    "pack: 53 cards, ace high, with one joker",
    "point high: none",
    "point low: none",
    "point jack: none",
    "point game: none",
    "point gift: none",
    "count out: none",
    "count out: high, low, jack, game",
    "target: 21",
    "settle: none",
    "discard and draw: none",
    "same colour: none",
)
BASES = (
    "auction_pitch",
    "cinch",
    "partnership_pitch",
    "pitch_smudge",
    "seven_up",
    "ten_point_pitch",
    "smear",
    "pedro",
)
HOUSE_FILE = "house.variant"


def _check(folder: Path, base: str, line: str) -> tuple[list[Diagnostic], dict[str, str]]:
    path = folder / HOUSE_FILE
    path.write_text(f'variant house "House" extends {base}\n{line}\n', encoding="utf-8")
    loader = Loader()
    checked = check_variant(path, loader, lowered=False)
    return list(checked.diagnostics), loader.sources


def _own(diagnostic: Diagnostic) -> bool:
    return diagnostic.primary.span.path.endswith(HOUSE_FILE)


@pytest.mark.parametrize("base", BASES)
def test_every_conflict_a_house_line_brings_in_is_told_on_that_line(
    base: str, tmp_path: Path
) -> None:
    """The class: whatever the line and the base, no diagnostic points only into the base."""
    for line in HOUSE_LINES:
        found, sources = _check(tmp_path, base, line)
        elsewhere = [d for d in found if not _own(d)]
        assert not elsewhere, render_text(elsewhere, sources, None)
        for d in found:
            # "this line" is the author's: never a line of the base, which they cannot edit.
            inherited = [label for label in d.secondary if not label.span.path.endswith(HOUSE_FILE)]
            if inherited and d.primary.message == "your line":
                assert "remove this line" not in (d.help or ""), render_text([d], sources, None)


def _only(tmp_path: Path, base: str, line: str, code: str) -> tuple[Diagnostic, str]:
    found, sources = _check(tmp_path, base, line)
    (diagnostic,) = [d for d in found if d.code.name == code]
    return diagnostic, render_text([diagnostic], sources, None)


def test_removing_the_smudge_of_partnership_pitch(tmp_path: Path) -> None:
    """PP's top bid of 5 is makeable only as its smudge (every point and every trick):
    without the smudge the author must lower the bids, and is not told to bring it back
    in another form."""
    d, text = _only(tmp_path, "partnership_pitch", "smudge: none", "E0402")
    assert d.primary.span.path.endswith(HOUSE_FILE) and d.primary.span.line == 2
    (inherited,) = d.secondary
    base_file = (bundled_variants_dir() / "partnership_pitch.variant").read_text("utf-8")
    assert "bids 2 to 5" in base_file.splitlines()[inherited.span.line - 1]
    assert inherited.message.endswith("in partnership_pitch")
    assert d.help is not None
    assert "without the smudge" in d.help and "bids up to 4" in d.help
    assert "make the top bid a smudge" not in d.help
    assert "house.variant:2:1" in text


def test_narrower_bids_than_the_bases_smudge(tmp_path: Path) -> None:
    line = "auction: bids 2 to 3, once around, starting left of the dealer"
    d, _ = _only(tmp_path, "auction_pitch", line, "E0403")
    assert d.primary.span.path.endswith(HOUSE_FILE) and d.primary.message == "bid range"
    assert [label.message for label in d.secondary] == ["smudge bid, in auction_pitch"]
    assert d.help is not None and "smudge: none" in d.help and "your own" in d.help


def test_a_removed_point_that_the_bases_count_out_still_names(tmp_path: Path) -> None:
    d, _ = _only(tmp_path, "seven_up", "point game: none", "E0206")
    assert d.primary.span.line == 2 and d.primary.span.path.endswith(HOUSE_FILE)
    assert d.secondary[0].span.path.endswith("seven_up.variant")
    assert d.help is not None and "`count out:` line of your own" in d.help
    assert "`game`" in d.help


def test_a_trump_that_the_bases_discard_does_not_go_with(tmp_path: Path) -> None:
    line = "trump: the suit of the first card pitched"
    d, _ = _only(tmp_path, "cinch", line, "E0706")
    assert d.primary.span.line == 2 and d.primary.message == "your line"
    assert d.secondary[0].message == "does not apply, in cinch"
    assert d.help is not None and d.help.startswith("in your file, ")
    assert "cinch's line" in d.help


def test_a_house_rule_with_no_conflict_checks_clean(tmp_path: Path) -> None:
    """The retelling never invents a problem: the documented forms stay clean."""
    for base, line in (("auction_pitch", "smudge: none"), ("cinch", "target: 61")):
        found, sources = _check(tmp_path, base, line)
        assert not found, render_text(found, sources, None)
