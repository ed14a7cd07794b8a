"""Confidence intervals and tests against values worked out by hand or in tables."""

from __future__ import annotations

import pytest

from allfours.simulate.statistics import (
    mean_difference,
    mean_interval,
    proportion_difference,
    t_quantile,
    wilson,
)


def test_wilson_interval_matches_the_textbook_values() -> None:
    estimate = wilson(50, 100)
    assert estimate.value == 0.5
    assert estimate.low == pytest.approx(0.4038, abs=1e-4)
    assert estimate.high == pytest.approx(0.5962, abs=1e-4)


def test_wilson_interval_stays_inside_zero_and_one() -> None:
    none = wilson(0, 20)
    every = wilson(20, 20)
    assert none.low == 0.0 and 0.1 < none.high < 0.2
    assert every.high == 1.0 and 0.8 < every.low < 0.9
    assert wilson(0, 0).high == 1.0


@pytest.mark.parametrize(("freedom", "expected"), [(1, 12.706), (10, 2.228), (30, 2.042)])
def test_t_quantile_matches_the_table(freedom: int, expected: float) -> None:
    assert t_quantile(0.975, freedom) == pytest.approx(expected, abs=1e-3)


def test_mean_interval_is_the_t_interval() -> None:
    estimate = mean_interval([1.0, 2.0, 3.0, 4.0, 5.0])
    assert estimate.value == 3.0
    # 3 +- 2.776 * sqrt(2.5) / sqrt(5)
    assert estimate.low == pytest.approx(3 - 2.7764 * 0.7071, abs=1e-3)


def test_welch_test_of_two_means() -> None:
    difference = mean_difference([1.0, 2.0, 3.0, 4.0, 5.0], [3.0, 4.0, 5.0, 6.0, 7.0])
    assert difference.value == 2.0
    assert difference.p == pytest.approx(0.0805, abs=1e-3)  # t = 2 on 8 degrees of freedom


def test_two_proportion_test() -> None:
    difference = proportion_difference((40, 100), (60, 100))
    assert difference.value == pytest.approx(0.2)
    assert difference.p == pytest.approx(0.00468, abs=1e-4)  # z = 2.828
    assert proportion_difference((50, 100), (50, 100)).p == pytest.approx(1.0)
