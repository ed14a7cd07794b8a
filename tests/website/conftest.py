"""What the site's tests share: the site as built (once, see site_cache.py), the browser
(Debian's Chromium through Playwright, started once per test process), and the figures
the playground's test measures, printed at the end of the run."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from .site_cache import built_site

if TYPE_CHECKING:
    from playwright.sync_api import Browser

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
# The key under which a test records a line for the run's summary (`record_property`).
MEASURED = "measured"


@pytest.fixture(scope="session")
def site() -> Path:
    """The rulebook site of the checkout, built with `mkdocs build --strict`."""
    return built_site()


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    if os.environ.get("ALLFOURS_SKIP_BROWSER") == "1":
        pytest.skip("ALLFOURS_SKIP_BROWSER=1: browser tests skipped")
    if not CHROMIUM.is_file():
        pytest.fail(
            f"{CHROMIUM} is missing: install Debian's Chromium "
            "(apt-get install -y chromium chromium-driver; .ci/run does this), "
            "or set ALLFOURS_SKIP_BROWSER=1 to skip the browser tests",
            pytrace=False,
        )
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.fail("playwright is missing: pip install -e '.[test]'", pytrace=False)
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            yield launched
        finally:
            launched.close()


def pytest_terminal_summary(terminalreporter: Any) -> None:
    """The lines tests recorded as measured (page weight, requests), whichever worker
    ran them."""
    lines = [
        str(value)
        for report in terminalreporter.stats.get("passed", [])
        for name, value in getattr(report, "user_properties", ())
        if name == MEASURED
    ]
    if lines:
        terminalreporter.section("measured")
        for line in lines:
            terminalreporter.write_line(line)
