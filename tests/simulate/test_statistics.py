"""The statistics against independent oracles: scipy and statsmodels compute every
interval, test and correction here their own way, and textbook values pin the rest."""

from __future__ import annotations

import math
import random

import numpy as np
import pytest
import statsmodels.api as sm
from scipy import stats
from statsmodels.stats.multitest import multipletests
from statsmodels.stats.proportion import proportion_confint

from allfours.simulate.statistics import (
    benjamini_hochberg,
    holm,
    mean_interval,
    paired_difference,
    ratio_interval,
    t_quantile,
    wilson,
)


@pytest.mark.parametrize(("successes", "n"), [(50, 100), (3, 9), (0, 20), (20, 20), (1, 1686)])
def test_wilson_interval_is_statsmodels(successes: int, n: int) -> None:
    low, high = proportion_confint(successes, n, alpha=0.05, method="wilson")
    estimate = wilson(successes, n)
    assert estimate.value == successes / n
    assert (estimate.low, estimate.high) == pytest.approx((low, high), abs=1e-9)


def test_wilson_interval_matches_the_textbook_values() -> None:
    estimate = wilson(50, 100)
    assert estimate.low == pytest.approx(0.4038, abs=1e-4)
    assert estimate.high == pytest.approx(0.5962, abs=1e-4)


@pytest.mark.parametrize("freedom", [1, 4, 10, 30, 1999, 5e6])
def test_t_quantile_is_scipys(freedom: float) -> None:
    assert t_quantile(0.975, freedom) == pytest.approx(stats.t.ppf(0.975, freedom), abs=1e-6)


def test_mean_interval_is_scipys_t_interval() -> None:
    values = [1.0, 2.0, 3.0, 4.0, 5.0, 9.0]
    low, high = stats.t.interval(
        0.95, len(values) - 1, loc=np.mean(values), scale=stats.sem(values)
    )
    estimate = mean_interval(values)
    assert (estimate.low, estimate.high) == pytest.approx((low, high), abs=1e-9)


PerGame = tuple[tuple[list[float], list[float]], tuple[list[float], list[float]]]


def _games(seed: int, games: int, shift: float) -> tuple[list[tuple[float, int, int]], PerGame]:
    """Hands of games played under two variants: each game shares a level (the paired
    deals), each hand an outcome; the second variant adds `shift` to every outcome."""
    rng = random.Random(seed)
    hands: list[tuple[float, int, int]] = []  # (outcome, variant, game)
    per_game: PerGame = (([], []), ([], []))
    for game in range(games):
        level = rng.gauss(0, 1)
        for variant in (0, 1):
            count = rng.randint(2, 9)
            outcomes = [level + rng.gauss(0, 1) + shift * variant for _ in range(count)]
            hands += [(y, variant, game) for y in outcomes]
            per_game[variant][0].append(sum(outcomes))
            per_game[variant][1].append(count)
    return hands, per_game


def test_a_ratio_over_games_is_clustered_least_squares() -> None:
    """A ratio of totals (points per hand) with its standard error over games: the same
    as an intercept-only regression on the hands with errors clustered by game
    (statsmodels), up to the usual small-sample factor sqrt(G / (G - 1))."""
    hands, per_game = _games(3, 60, 0.3)
    first = [(y, g) for y, variant, g in hands if variant == 0]
    fit = sm.OLS(np.array([y for y, _ in first]), np.ones(len(first))).fit(
        cov_type="cluster", cov_kwds={"groups": np.array([g for _, g in first])}
    )
    estimate = ratio_interval(*per_game[0])
    assert estimate.value == pytest.approx(fit.params[0])
    error = (estimate.high - estimate.value) / stats.t.ppf(0.975, 59)
    # statsmodels' default small-sample factor, G/(G-1) * (N-1)/(N-K), is G/(G-1) here (K=1).
    assert error == pytest.approx(fit.bse[0], rel=1e-9)


def test_the_paired_difference_of_ratios_is_clustered_least_squares() -> None:
    """The difference of two variants' ratios on paired games: the coefficient of the
    variant in a regression of the hands' outcomes, errors clustered by game."""
    hands, per_game = _games(5, 80, 0.3)
    outcomes = np.array([y for y, _, _ in hands])
    design = sm.add_constant(np.array([float(v) for _, v, _ in hands]))
    groups = np.array([g for _, _, g in hands])
    fit = sm.OLS(outcomes, design).fit(
        cov_type="cluster", cov_kwds={"groups": groups, "use_correction": False}
    )
    difference = paired_difference(per_game[0], per_game[1])
    assert difference.value == pytest.approx(fit.params[1])
    error = (difference.high - difference.value) / stats.t.ppf(0.975, 79)
    assert error == pytest.approx(fit.bse[1] * math.sqrt(80 / 79), rel=1e-9)
    p = 2 * stats.t.sf(abs(difference.value) / error, 79)
    assert difference.p == pytest.approx(p, rel=1e-6)


def test_with_one_chance_a_game_it_is_the_paired_t_test() -> None:
    rng = random.Random(7)
    first = [rng.gauss(6, 2) for _ in range(40)]
    second = [x + rng.gauss(0.5, 1) for x in first]
    ones = [1.0] * 40
    difference = paired_difference((first, ones), (second, ones))
    test = stats.ttest_rel(second, first)
    interval = test.confidence_interval(0.95)
    assert difference.p == pytest.approx(test.pvalue, rel=1e-6)
    assert (difference.low, difference.high) == pytest.approx((interval.low, interval.high))
    # The interval and the p-value come from one statistic: they agree at 5%.
    assert (difference.low > 0 or difference.high < 0) == (difference.p < 0.05)


def test_pairing_beats_ignoring_it_when_games_share_their_deals() -> None:
    rng = random.Random(9)
    level = [rng.gauss(6, 2) for _ in range(200)]
    first = [x + rng.gauss(0, 0.5) for x in level]
    second = [x + 0.2 + rng.gauss(0, 0.5) for x in level]
    ones = [1.0] * 200
    paired = paired_difference((first, ones), (second, ones))
    unpaired = stats.ttest_ind(second, first, equal_var=False)
    assert paired.p < 0.05 < unpaired.pvalue


def test_identical_games_differ_by_nothing() -> None:
    totals, chances = [1.0, 2.0, 0.0], [1.0, 1.0, 1.0]
    difference = paired_difference((totals, chances), (totals, chances))
    assert difference.value == 0 and difference.p == 1.0


@pytest.mark.parametrize("seed", range(5))
def test_holm_and_benjamini_hochberg_are_statsmodels(seed: int) -> None:
    rng = random.Random(seed)
    p_values = [rng.random() ** 3 for _ in range(14)] + [0.0, 1.0]
    assert holm(p_values) == pytest.approx(list(multipletests(p_values, method="holm")[1]))
    expected = list(multipletests(p_values, method="fdr_bh")[1])
    assert benjamini_hochberg(p_values) == pytest.approx(expected)


def test_holm_on_a_textbook_example() -> None:
    # Four tests, p = 0.01, 0.04, 0.03, 0.005: Holm multiplies by 3, 1, 2, 4 after sorting
    # (0.005*4, 0.01*3, 0.03*2, 0.04*1) and keeps the sequence from decreasing.
    assert holm([0.01, 0.04, 0.03, 0.005]) == pytest.approx([0.03, 0.06, 0.06, 0.02])
