"""Going out by the higher score (catalogue E09, Smear and Schmier): a mode no bundled
variant uses, compiled here from a house rule written for the test."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from allfours.backends.python import render_module
from allfours.pipeline import check_variant
from allfours.semantic.resolve import Loader
from conftest import load_rules_module

HOUSE = """\
variant higher_score "Pitch, the higher score goes out" extends auction_pitch
count out: the higher score wins; a tie goes to the pitcher's side
"""

# Seat 0 pitches spades and takes High, Jack and Game; seat 1 keeps Low (the 2S, dealt).
HANDS = [
    ["AS", "JS", "TS", "AH", "KH", "QH"],
    ["2S", "3C", "4C", "5C", "6C", "7C"],
    ["3D", "4D", "5D", "6D", "7D", "8D"],
]
PLAYS = ["AS", "2S", "3D", "JS", "3C", "4D", "TS", "4C", "5D", "AH", "5C", "6D", "KH", "6C", "7D"]
PLAYS += ["QH", "7C", "8D"]


@pytest.fixture(scope="module")
def rules(tmp_path_factory: pytest.TempPathFactory) -> ModuleType:
    folder = tmp_path_factory.mktemp("higher")
    (folder / "higher_score.variant").write_text(HOUSE, encoding="utf-8")
    checked = check_variant(folder / "higher_score.variant", Loader())
    assert checked.variant is not None, [d.message for d in checked.diagnostics]
    path = folder / "higher_score.py"
    path.write_text(render_module(checked.variant, standalone=True), encoding="utf-8")
    spec = importlib.util.spec_from_file_location("_higher_score_rules", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def _play(rules: ModuleType, scores: list[int]) -> object:
    game = rules.Game(3, dealer=2, scores=scores)
    game.deal(HANDS)
    for action in ("bid 2", "pass", "pass"):
        game.apply(action)
    for card in PLAYS:
        game.apply(f"play {card}")
    return game


def test_the_better_score_wins_not_the_pitcher(rules: ModuleType) -> None:
    """7.3 (E09): the pitcher (seat 0) makes the bid and reaches 7. Level with seat 1 at 7,
    the pitcher's side wins the tie; with seat 1 on 8, seat 1 wins, where Auction Pitch
    (the pitcher counting first) would give it to the pitcher."""
    game = _play(rules, [4, 6, 0])
    result = game.hand_result  # type: ignore[attr-defined]
    assert result.points == {"high": 0, "low": 1, "jack": 0, "game": 0}
    assert list(result.scores) == [7, 7, 0]
    # Level at 7: the tie goes to the pitcher's side.
    assert result.winner == 0
    game = _play(rules, [4, 7, 0])
    result = game.hand_result  # type: ignore[attr-defined]
    assert list(result.scores) == [7, 8, 0]
    assert result.winner == 1  # the higher score, although the pitcher made the bid
    seed_game = _play(load_rules_module("auction_pitch"), [4, 7, 0])
    assert seed_game.hand_result.winner == 0  # type: ignore[attr-defined]


def test_the_rulebook_states_the_mode(rules: ModuleType) -> None:
    """The generated module records the mode, and the checker accepts it without an order."""
    assert rules.RULES.game.count_out.mode == "higher_score"
    assert rules.__file__ is not None
    assert Path(rules.__file__).read_text(encoding="utf-8").count('mode="higher_score"') == 1
