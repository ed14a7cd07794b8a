"""Confidence intervals, paired tests and a correction for many tests; standard library
only (the tests check each against scipy and statsmodels).

Every figure of a simulation is a ratio over games: a total of something (hands, points,
contracts made) over a total of chances for it (games, hands, contracts), each game
contributing its own pair. Hands of one game are not independent (the same players, the
same scores), so a ratio's uncertainty is measured over games, its unit of sampling:

- a share of events (a contract made, a game won by the first dealer's side): the
  Wilson score interval of the events, which stays inside [0, 1] and is sound for small
  counts (such a figure is shown with its counts, "3 of 9", below `FEW` events);
- a ratio (points per hand, hands per game): its linearised (delta-method) standard
  error over games, a Student t interval on games - 1 degrees of freedom;
- the difference between two variants played on the same seeds: game i of one is paired
  with game i of the other, and the difference is tested with the same linearisation
  on the pairs (with one chance per game, exactly the paired t test). Its interval and
  its p-value come from the one statistic, so they always agree;
- many figures compared at once: Holm's step-down correction of the p-values, which
  keeps the chance of calling any no-change a change at 5%; Benjamini-Hochberg's false
  discovery rate is here too.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from statistics import NormalDist, fmean, stdev
from typing import NamedTuple

CONFIDENCE = 0.95
FEW = 30  # fewer events than this: a share is shown as its counts, and not tested


class Estimate(NamedTuple):
    value: float
    low: float
    high: float
    n: int  # the chances counted (trials, games)


class Difference(NamedTuple):
    value: float  # the second minus the first
    low: float
    high: float
    p: float  # two-sided p-value of "no difference"
    pairs: int  # the games compared


def z_for(confidence: float = CONFIDENCE) -> float:
    return NormalDist().inv_cdf(0.5 + confidence / 2)


def wilson(successes: int, n: int, confidence: float = CONFIDENCE) -> Estimate:
    """A proportion's Wilson score interval; (0, 0, 1) for no trials."""
    if n == 0:
        return Estimate(0.0, 0.0, 1.0, 0)
    z = z_for(confidence)
    rate = successes / n
    centre = (rate + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(rate * (1 - rate) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    # At the ends the interval reaches 0 (or 1) exactly, not within rounding of it.
    low = 0.0 if successes == 0 else max(0.0, centre - half)
    high = 1.0 if successes == n else min(1.0, centre + half)
    return Estimate(rate, low, high, n)


def mean_interval(values: Sequence[float], confidence: float = CONFIDENCE) -> Estimate:
    """A mean's Student t interval (a single value: no width to give, so the value)."""
    n = len(values)
    if n == 0:
        return Estimate(0.0, 0.0, 0.0, 0)
    mean = fmean(values)
    if n == 1:
        return Estimate(mean, mean, mean, 1)
    half = t_quantile(0.5 + confidence / 2, n - 1) * stdev(values) / math.sqrt(n)
    return Estimate(mean, mean - half, mean + half, n)


def _linearised(totals: Sequence[float], chances: Sequence[float]) -> tuple[float, list[float]]:
    """A ratio sum(totals) / sum(chances), and each game's linearised contribution to it
    (its influence: how far the ratio moves with that game, times the number of games)."""
    count = sum(chances)
    ratio = sum(totals) / count if count else 0.0
    mean_chances = count / len(chances) if chances else 0.0
    if not mean_chances:
        return ratio, [0.0] * len(chances)
    return ratio, [(t - ratio * c) / mean_chances for t, c in zip(totals, chances, strict=True)]


def ratio_interval(
    totals: Sequence[float], chances: Sequence[float], confidence: float = CONFIDENCE
) -> Estimate:
    """A ratio over games (each game's total and chances), with its t interval; with one
    chance a game, the t interval of the mean."""
    ratio, influence = _linearised(totals, chances)
    games = len(totals)
    if games < 2:
        return Estimate(ratio, ratio, ratio, games)
    error = math.sqrt(sum(u * u for u in influence) / (games - 1) / games)
    half = t_quantile(0.5 + confidence / 2, games - 1) * error
    return Estimate(ratio, ratio - half, ratio + half, games)


def paired_difference(
    first: tuple[Sequence[float], Sequence[float]],
    second: tuple[Sequence[float], Sequence[float]],
    confidence: float = CONFIDENCE,
) -> Difference:
    """The second ratio minus the first, each `(totals, chances)` per game, game i of one
    paired with game i of the other: its t interval and two-sided p-value."""
    (first_totals, first_chances), (second_totals, second_chances) = first, second
    games = len(first_totals)
    if games != len(second_totals):
        raise ValueError("paired figures need the same games on both sides")
    first_ratio, first_influence = _linearised(first_totals, first_chances)
    second_ratio, second_influence = _linearised(second_totals, second_chances)
    value = second_ratio - first_ratio
    if games < 2:
        return Difference(value, value, value, 1.0, games)
    differences = [b - a for a, b in zip(first_influence, second_influence, strict=True)]
    centre = fmean(differences)  # zero but for rounding
    spread = sum((d - centre) ** 2 for d in differences) / (games - 1)
    error = math.sqrt(spread / games)
    if error <= 1e-12 * max(1.0, abs(value)):
        p = 1.0 if abs(value) <= 1e-12 else 0.0
        return Difference(value, value, value, p, games)
    freedom = games - 1
    half = t_quantile(0.5 + confidence / 2, freedom) * error
    p = min(1.0, 2 * (1 - t_cdf(abs(value) / error, freedom)))
    return Difference(value, value - half, value + half, p, games)


def holm(p_values: Sequence[float]) -> list[float]:
    """Holm's step-down adjusted p-values, in the order given."""
    order = sorted(range(len(p_values)), key=lambda i: p_values[i])
    adjusted = [1.0] * len(p_values)
    running = 0.0
    for rank, index in enumerate(order):
        running = max(running, min(1.0, (len(p_values) - rank) * p_values[index]))
        adjusted[index] = running
    return adjusted


def benjamini_hochberg(p_values: Sequence[float]) -> list[float]:
    """Benjamini-Hochberg adjusted p-values (the false discovery rate), in the order given."""
    count = len(p_values)
    order = sorted(range(count), key=lambda i: p_values[i], reverse=True)
    adjusted = [1.0] * count
    running = 1.0
    for position, index in enumerate(order):
        rank = count - position
        running = min(running, count * p_values[index] / rank)
        adjusted[index] = min(1.0, running)
    return adjusted


# -- Student's t, from the regularized incomplete beta function -------------------------


def t_cdf(t: float, freedom: float) -> float:
    x = freedom / (freedom + t * t)
    tail = 0.5 * _incomplete_beta(freedom / 2, 0.5, x)
    return 1 - tail if t >= 0 else tail


def t_quantile(probability: float, freedom: float) -> float:
    """The t value with `probability` below it (bisection on the CDF: exact enough)."""
    if freedom > 1e6:
        return NormalDist().inv_cdf(probability)
    low, high = -1e3, 1e3
    for _ in range(100):
        middle = (low + high) / 2
        if t_cdf(middle, freedom) < probability:
            low = middle
        else:
            high = middle
    return (low + high) / 2


def _incomplete_beta(a: float, b: float, x: float) -> float:
    """I_x(a, b), by its continued fraction (Lentz's method)."""
    if x <= 0:
        return 0.0
    if x >= 1:
        return 1.0
    log_front = math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b)
    front = math.exp(log_front + a * math.log(x) + b * math.log(1 - x))
    if x > (a + 1) / (a + b + 2):  # the fraction converges fast on this side only
        return 1 - _incomplete_beta(b, a, 1 - x)
    tiny = 1e-300
    c, d = 1.0, 1 - (a + b) * x / (a + 1)
    d = 1 / (d if abs(d) > tiny else tiny)
    result = d
    for m in range(1, 300):
        for numerator in (
            m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m)),
            -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1)),
        ):
            d = 1 + numerator * d
            d = 1 / (d if abs(d) > tiny else tiny)
            c = 1 + numerator / c
            c = c if abs(c) > tiny else tiny
            result *= c * d
        if abs(c * d - 1) < 1e-12:
            break
    return front * result / a
