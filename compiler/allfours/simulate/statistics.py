"""Confidence intervals and significance tests, standard library only.

- a proportion (a pitcher making a bid of 2, a seat winning): the Wilson score interval,
  which stays inside [0, 1] and is sound for small counts and rates near 0 or 1;
- a mean (points per hand, hands per game): Student's t interval;
- a difference between two variants: the two-proportion z test (pooled), Welch's t test
  for means; each gives the difference, its interval and a two-sided p-value.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from statistics import NormalDist, fmean, stdev
from typing import NamedTuple

CONFIDENCE = 0.95


class Estimate(NamedTuple):
    value: float
    low: float
    high: float
    n: int


class Difference(NamedTuple):
    value: float  # the second minus the first
    low: float
    high: float
    p: float  # two-sided p-value of "no difference"


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


def proportion_difference(
    first: tuple[int, int], second: tuple[int, int], confidence: float = CONFIDENCE
) -> Difference:
    """second rate - first rate (each `(successes, trials)`): its Wald interval and the
    pooled two-proportion z test's p-value."""
    (s1, n1), (s2, n2) = first, second
    if n1 == 0 or n2 == 0:
        return Difference(0.0, 0.0, 0.0, 1.0)
    p1, p2 = s1 / n1, s2 / n2
    half = z_for(confidence) * math.sqrt(p1 * (1 - p1) / n1 + p2 * (1 - p2) / n2)
    pooled = (s1 + s2) / (n1 + n2)
    spread = math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2))
    p = 1.0 if spread == 0 else 2 * (1 - NormalDist().cdf(abs(p2 - p1) / spread))
    return Difference(p2 - p1, p2 - p1 - half, p2 - p1 + half, p)


def mean_difference(
    first: Sequence[float], second: Sequence[float], confidence: float = CONFIDENCE
) -> Difference:
    """mean(second) - mean(first): Welch's t interval and test."""
    n1, n2 = len(first), len(second)
    if n1 < 2 or n2 < 2:
        return Difference(0.0, 0.0, 0.0, 1.0)
    m1, m2 = fmean(first), fmean(second)
    v1, v2 = stdev(first) ** 2 / n1, stdev(second) ** 2 / n2
    diff = m2 - m1
    if v1 + v2 == 0:
        return Difference(diff, diff, diff, 1.0 if diff == 0 else 0.0)
    freedom = (v1 + v2) ** 2 / (v1 * v1 / (n1 - 1) + v2 * v2 / (n2 - 1))
    error = math.sqrt(v1 + v2)
    half = t_quantile(0.5 + confidence / 2, freedom) * error
    p = 2 * (1 - t_cdf(abs(diff) / error, freedom))
    return Difference(diff, diff - half, diff + half, min(1.0, p))


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
