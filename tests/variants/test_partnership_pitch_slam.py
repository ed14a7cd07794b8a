"""Partnership Pitch with a slam point (#26): `point slam: taking every trick`, a fifth
point to the side that takes every trick, as Rognlie's rules count it (catalogue V12).

The hands are Partnership Pitch's own (tests/variants/test_partnership_pitch.py), dealt
by seat 3. The expected points and scores are worked out by hand from the rule (PP-5.5:
the side that took all six tricks scores the slam; where the tricks are shared, no one
does) and from Partnership Pitch's scoring, never read from the engine.
"""

from __future__ import annotations

from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from test_partnership_pitch import (
    NO_JACK,
    NO_JACK_TRICKS,
    ONE_TRICK_SHORT,
    ONE_TRICK_SHORT_TRICKS,
    SMUDGE,
    SMUDGE_TRICKS,
    SPLIT,
    SPLIT_TRICKS,
)

from allfours.pipeline import check_variant
from allfours.semantic.resolve import Loader
from conftest import load_rules_module
from playing import act, play, start

# Seat 0 pitches the 2S into seat 1's six top spades; seat 1 then leads every trick and
# takes it: High (dealt to seat 1), Low (taken), Jack, Game (36 to 0) and the slam, all
# five to side 1.
SWEPT_BY_THE_DEFENDERS = [
    "2S 3H 4H 5H 6H 7H",
    "AS KS QS JS TS 9S",
    "3C 4C 5C 6C 7C 8C",
    "8D 9D TD JD QD KD",
]
SWEPT_TRICKS = [
    "2S AS 3C 8D",
    "KS 4C 9D 3H",
    "QS 5C TD 4H",
    "JS 6C JD 5H",
    "TS 7C QD 6H",
    "9S 8C KD 7H",
]


@pytest.fixture(scope="module")
def slam() -> ModuleType:
    return load_rules_module("partnership_pitch_slam")


def _hand(module: ModuleType, hands: list[str], bid: str, tricks: list[str]) -> Any:
    """Deal `hands` (dealer 3), seat 0 bids `bid`, the others pass, and `tricks` are played."""
    game = start(module, hands, dealer=3)
    act(game, bid, "pass", "pass", "pass")
    play(game, *tricks)
    return game.hand_result


@pytest.mark.parametrize(
    ("hands", "tricks", "bid", "points", "made", "scores"),
    [
        # side 0 takes every trick and all four points: five points, the bid of 2 made
        (
            SMUDGE,
            SMUDGE_TRICKS,
            "bid 2",
            dict(high=0, low=0, jack=0, game=0, slam=0),
            True,
            (5, 0, 5, 0),
        ),
        # a smudge (5) needs every point and every trick: made, it scores the bid
        (
            SMUDGE,
            SMUDGE_TRICKS,
            "bid 5",
            dict(high=0, low=0, jack=0, game=0, slam=0),
            True,
            (5, 0, 5, 0),
        ),
        # every point but seat 1 takes the last trick: no slam, 4 points
        (
            ONE_TRICK_SHORT,
            ONE_TRICK_SHORT_TRICKS,
            "bid 2",
            dict(high=0, low=0, jack=0, game=0, slam=None),
            True,
            (4, 0, 4, 0),
        ),
        # every trick, the jack not dealt: High, Low, Game and the slam make a bid of 4
        # (Partnership Pitch alone has 3 of them and is set)
        (
            NO_JACK,
            NO_JACK_TRICKS,
            "bid 4",
            dict(high=0, low=0, jack=None, game=0, slam=0),
            True,
            (4, 0, 4, 0),
        ),
        # but a smudge still needs every point: without the Jack it is set back 5
        (
            NO_JACK,
            NO_JACK_TRICKS,
            "bid 5",
            dict(high=0, low=0, jack=None, game=0, slam=0),
            False,
            (-5, 0, -5, 0),
        ),
        # side 1 takes the first trick, side 0 the rest: no one scores the slam
        (
            SPLIT,
            SPLIT_TRICKS,
            "bid 2",
            dict(high=1, low=1, jack=0, game=0, slam=None),
            True,
            (2, 2, 2, 2),
        ),
        # the defenders take every trick: the slam is theirs, and the pitcher is set back
        (
            SWEPT_BY_THE_DEFENDERS,
            SWEPT_TRICKS,
            "bid 2",
            dict(high=1, low=1, jack=1, game=1, slam=1),
            False,
            (-2, 5, -2, 5),
        ),
    ],
    ids=["sweep", "smudge", "one-trick-short", "no-jack", "no-jack-smudge", "split", "swept"],
)
def test_pp_5_5_the_side_that_takes_every_trick_scores_the_slam(
    slam: ModuleType,
    hands: list[str],
    tricks: list[str],
    bid: str,
    points: dict[str, int | None],
    made: bool,
    scores: tuple[int, ...],
) -> None:
    result = _hand(slam, hands, bid, tricks)
    assert result.points == points
    assert result.made is made
    assert result.scores == scores


def test_pp_5_5_is_said_in_three_languages() -> None:
    """The rulebook states the slam (PP-5.5) in English, Spanish and Polish."""
    pages = Path(__file__).parents[2] / "generated" / "rulebook"
    said = {
        "partnership_pitch_slam.md": "**Slam**: taking every trick of the hand, to the side",
        "partnership_pitch_slam.es.md": "**Capote**: ganar todas las bazas de la mano",
        "partnership_pitch_slam.pl.md": "**Szlem**: wzięcie wszystkich lew rozdania, dla strony",
    }
    for page, words in said.items():
        assert f"**PP-5.5** {words}" in (pages / page).read_text(encoding="utf-8"), page


@pytest.mark.parametrize(
    ("line", "said"),
    [
        ("point slam: taking every trick, to the player who takes it", "E0502"),
        ("point slam: taking every trick; a tie scores nothing", "E0504"),
        ("point slam: taking every trick; scored as soon as it is taken", "E0504"),
        ("point slam: taking every trick; if it was not dealt, no one scores it", "E0504"),
    ],
)
def test_a_slam_point_refuses_what_belongs_to_a_card(line: str, said: str, tmp_path: Path) -> None:
    path = tmp_path / "house.variant"
    path.write_text(
        f'variant house "House" extends partnership_pitch_slam\n{line}\n', encoding="utf-8"
    )
    checked = check_variant(path, Loader())
    assert [d.code.name for d in checked.diagnostics] == [said]
    (error,) = checked.diagnostics
    assert error.primary.span.line == 2
    assert error.fixes and error.fixes[0].edits
