"""`conformance run --format html`: the report of a failing run, opened in a real browser
(Debian's Chromium through Playwright) with every request to anywhere refused: one
standalone page that shows each rule with its sentence and counts, and for each failing
record the hand step by step to its first divergence; text from the suite is text."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from allfours.conformance.records import dumps_suite, read_suite

from .helpers import SUITES_DIR, allfours, python_impl

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Route

pytestmark = pytest.mark.slow

CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"]
SERVE_MUTANT = Path(__file__).parent / "serve_mutant.py"


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    if os.environ.get("ALLFOURS_SKIP_BROWSER") == "1":
        pytest.skip("ALLFOURS_SKIP_BROWSER=1: browser tests skipped")
    if not CHROMIUM.is_file():
        pytest.fail(f"{CHROMIUM} is missing: apt-get install chromium", pytrace=False)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        try:
            yield launched
        finally:
            launched.close()


def test_the_html_report_shows_each_failing_record_s_first_divergence(
    browser: Browser, tmp_path: Path
) -> None:
    suite = read_suite(SUITES_DIR / "auction_pitch.jsonl")
    # Records whose description holds markup: shown as the text it is.
    hostile = '<img src=x onerror="document.title=1"> & <b>bold</b>'
    records = [{**record, "description": hostile} for record in suite.records]
    path = tmp_path / "suite.jsonl"
    path.write_text(dumps_suite(records, suite.rulebooks["auction_pitch"]), encoding="utf-8")
    out = tmp_path / "report.html"
    impl = python_impl(SERVE_MUTANT, "tied-game-to-the-pitcher", "auction_pitch")
    run = allfours(
        "conformance", "run", str(path), "--impl", impl, "--format", "html", "--out", str(out)
    )
    assert run.exit_code == 1, run.stderr
    assert f"wrote {out}" in run.stdout

    page = browser.new_page()
    requests: list[str] = []

    def refuse(route: Route) -> None:
        if route.request.url.startswith("file://"):
            route.continue_()
        else:  # any other host: the page must need none
            requests.append(route.request.url)
            route.abort()

    page.route("**/*", refuse)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(out.as_uri())
    assert requests == [] and errors == []  # nothing but the file itself
    assert page.title().startswith("Conformance report: Auction Pitch")

    # The rule table: AP-5.4 with its sentence, failing; a rule every record passes.
    row = page.locator("tr", has=page.locator("#rule-AP-5\\.4"))
    cells = row.locator("td").all_inner_texts()
    assert cells[0] == "AP-5.4" and "Game" in cells[1]
    assert int(cells[4]) > 0 and "fail" in (row.get_attribute("class") or "")
    passing = page.locator("tr.pass").first.locator("td").all_inner_texts()
    assert passing[4] == "0" and int(passing[2]) > 0

    # Every failing record has its section, its first divergence and the rule's words.
    sections = page.locator("section.record")
    assert sections.count() >= 2
    for index in range(sections.count()):
        section = sections.nth(index)
        text = section.inner_text()
        assert "First divergence" in text and "decided by AP-5.4" in text, text[:400]
        assert "the rules say" in text and "the implementation said" in text
        assert section.locator("blockquote").inner_text() == cells[1]
        assert "The deal:" in text and "step by step" in text

    # The markup of the suite shows as text, and ran nowhere.
    assert page.get_by_text(hostile).count() == sections.count()
    assert page.locator("img").count() == 0 and page.locator("b").count() == 0
    assert page.title() != "1"
    page.close()


def test_a_divergence_in_the_play_marks_its_step(browser: Browser, tmp_path: Path) -> None:
    """A legal set that differs at a step: the hand is shown up to that step, marked."""
    out = tmp_path / "report.html"
    impl = python_impl(SERVE_MUTANT, "trump-lead-need-not-be-followed", "auction_pitch")
    suite = str(SUITES_DIR / "auction_pitch.jsonl")
    run = allfours(
        "conformance", "run", suite, "--impl", impl, "--format", "html", "--out", str(out)
    )
    assert run.exit_code == 1
    page = browser.new_page()
    page.goto(out.as_uri())
    first = page.locator("section.record").first
    marked = first.locator("tr.diverge")
    assert marked.count() == 1
    step = int(marked.locator("td").first.inner_text())
    rows = first.locator("tbody tr")
    assert int(rows.last.locator("td").first.inner_text()) == step  # no step after it
    assert "AP-4.2" in first.inner_text()
    page.close()
