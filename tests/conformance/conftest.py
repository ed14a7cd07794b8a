"""Fixtures shared by the conformance kit's tests."""

from __future__ import annotations

from types import ModuleType

import pytest

from allfours.conformance.records import Record

from .helpers import rules_module, suite


@pytest.fixture(scope="session")
def auction_pitch_suite() -> list[Record]:
    return suite("auction_pitch")


@pytest.fixture(scope="session")
def auction_pitch_module() -> ModuleType:
    return rules_module("auction_pitch")
