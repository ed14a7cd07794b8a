"""Whatever the checker accepts, the build and the engine handle.

A variant file that `allfours check` accepts must build (its rules module, its pages in
every language with their worked example, its rule cards) and play a whole game with
its own module; where the engine cannot play a combination of settings, the checker
refuses it. The property test generates files from the setting registry's forms
(`variant_files.py`), and the families that once crashed the build are kept here as
examples, each built in memory and, together, by `allfours build` in a process.

The property test's size: `--variant-files N` (default: DEFAULT_FILES with `--full`, a
quarter of them in the default run); its figures are printed after the run.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from variant_files import NAME, ROOT, exercise, variant_files

from allfours.pipeline import check_variant
from allfours.semantic.resolve import Loader
from sampling import examples

DEFAULT_FILES = 500

# House rules that the checker accepted and the build or the engine could not handle.
ONCE_CRASHED = {
    # the worked example had names for 7 players
    "eight_players": "players: 8, each for themselves",
    "fifty_two_players": (
        "players: 52, each for themselves\n"
        "deal: 1 cards each, in packets of 1, starting left of the dealer\n"
        "auction: bids 1 to 4, once around, starting left of the dealer"
    ),
    # fewer cards after the draw than were dealt: trumps beyond the hand go too
    "cinch_to_eight": (
        "extends cinch\n"
        "discard and draw: to 8 cards; each player but the dealer discards every plain "
        "card, then is dealt back from the stock; the dealer robs the pack"
    ),
    # the Seven-Up layout had no place for a settlement in chips (the default)
    "seven_up_with_its_default_settlement": "extends seven_up\nsettle: "
    "1 chip from each player above 0, 2 chips from each player at 0 or below",
    # nor the layouts of the pitched and the turned-up trump for a trump of the same colour
    "blind_all_fours_same_colour": "extends blind_all_fours\nsame colour: the five of the "
    "other suit of the same colour is a trump, just below the five of trumps",
    "seven_up_same_colour": "extends seven_up\nsame colour: the five of the other suit of "
    "the same colour is a trump, just below the five of trumps",
    # nor the auction-pitch layout for scoring by difference
    "partnership_pitch_by_difference": "extends partnership_pitch\ncontract: made when the "
    "pitcher's points reach the bid; only the side with more points scores, the "
    "difference; otherwise the other side scores all the points plus the shortfall",
}


def _file(lines: str) -> str:
    """A house rule's text: on auction_pitch, unless its first line says `extends BASE`."""
    base, _, rest = lines.partition("\n")
    if base.startswith("extends "):
        return f'variant {NAME} "House" {base}\n{rest}\n'
    return f'variant {NAME} "House" extends auction_pitch\n{lines}\n'


@pytest.mark.parametrize("family", sorted(ONCE_CRASHED))
def test_a_house_rule_that_once_crashed_the_build_builds_and_plays(
    family: str, tmp_path: Path
) -> None:
    path = tmp_path / f"{NAME}.variant"
    path.write_text(_file(ONCE_CRASHED[family]), encoding="utf-8")
    checked = check_variant(path, Loader())
    assert checked.ok, [d.message for d in checked.diagnostics]
    assert checked.variant is not None
    assert exercise(checked.variant, seed=1) >= 1


def test_seven_up_without_its_last_two_lines_builds_and_plays(tmp_path: Path) -> None:
    """Without `count out` and `settle: none`, Seven-Up is settled in chips, the default
    (the Seven-Up layout once had no place for it)."""
    text = (ROOT / "variants" / "seven_up.variant").read_text(encoding="utf-8")
    *kept, count_out, settle = text.rstrip("\n").split("\n")
    assert count_out.startswith("count out:") and settle == "settle: none"
    path = tmp_path / f"{NAME}.variant"
    path.write_text("\n".join(kept).replace("variant seven_up ", f"variant {NAME} ") + "\n")
    checked = check_variant(path, Loader())
    assert checked.ok and checked.variant is not None
    assert checked.variant.rules.settlement is not None
    assert exercise(checked.variant, seed=1) >= 1


@pytest.mark.slow
def test_allfours_build_and_preview_take_every_one_of_them(tmp_path: Path) -> None:
    """`allfours build` of a folder of them, and `allfours preview` of the largest table,
    each run as the user runs them: exit 0, no internal error."""
    variants = tmp_path / "variants"
    variants.mkdir()
    for family, lines in ONCE_CRASHED.items():
        text = _file(lines).replace(f"variant {NAME} ", f"variant {family} ", 1)
        (variants / f"{family}.variant").write_text(text, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT / "compiler")}
    command = [sys.executable, "-m", "allfours"]
    built = subprocess.run(
        [*command, "build", "--variants", str(variants), "--out", str(tmp_path / "out")],
        capture_output=True,
        text=True,
        env=env,
        timeout=600,
        check=False,
    )
    assert built.returncode == 0, built.stderr
    assert (tmp_path / "out" / "rules" / "fifty_two_players.py").is_file()
    shown = subprocess.run(
        [
            *command,
            "preview",
            str(variants / "fifty_two_players.variant"),
            "--out",
            str(tmp_path / "preview"),
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=600,
        check=False,
    )
    assert shown.returncode == 0, shown.stderr
    page = (tmp_path / "preview" / "rulebook" / "fifty_two_players.html").read_text("utf-8")
    assert "Leon" in page and "Maria" not in page  # the 52nd name, and not the 53rd


def test_every_variant_file_the_checker_accepts_builds_and_plays(
    request: pytest.FixtureRequest,
    record_property: Callable[[str, object], None],
    tmp_path: Path,
) -> None:
    files = request.config.getoption("--variant-files") or examples(DEFAULT_FILES)
    counts: Counter[str] = Counter()

    @settings(
        max_examples=files,
        derandomize=True,
        database=None,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    @given(variant_files())
    def check_then_build_and_play(text: str) -> None:
        path = tmp_path / f"{NAME}.variant"
        path.write_text(text, encoding="utf-8")
        counts["generated"] += 1
        checked = check_variant(path, Loader())
        if not checked.ok:
            return
        counts["accepted"] += 1
        assert checked.variant is not None
        counts["games"] += exercise(checked.variant)
        counts["built and played"] += 1

    check_then_build_and_play()
    summary = (
        f"{counts['generated']} variant files generated, {counts['accepted']} accepted, "
        f"{counts['built and played']} built and played ({counts['games']} whole games)"
    )
    record_property("summary", summary)
    # A generator whose files the checker nearly always refuses would prove nothing.
    assert counts["accepted"] * 5 >= counts["generated"], summary
