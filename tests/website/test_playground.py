"""The playground page in a real browser, offline: the site built and served on
127.0.0.1, every request to any other host aborted (and none may be made).

In each language: the page opens from a rulebook page's "change these rules" link on
that variant's file; a line with a typo is typed and its diagnostic underlines the typo;
its fix is applied from the diagnostic's tooltip; a completion is accepted; hover says
the rule a line decides; the rulebook pane follows the file; a hand is played to its
end; the comparison with the base runs with its progress; the share link, opened in a
fresh browser, shows the same file and the same panes. Then the hostile variant files of
the site's injection test, pasted into the editor, leave no live markup in any pane.
A cold load's requests and bytes are recorded and printed at the end of the run.
"""

from __future__ import annotations

import base64
import re
import time
import zlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qs, urlsplit

import pytest

from .conftest import MEASURED
from .english import TRANSLATED, english_in
from .hostile_corpus import CORPUS
from .test_browser import _serve

if TYPE_CHECKING:
    from playwright.sync_api import Browser, BrowserContext, Page, Route

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = {"en": "", "es": "es/", "pl": "pl/"}
VARIANT = "auction_pitch_to_11"
# Python starting in the page: generous, as the machine is shared (no test depends on
# how fast it is; the benchmark measures that).
START_MS = 240_000
STEP_MS = 120_000
GAMES = 8  # the comparison's games in a test: a few, each side


@dataclass
class Offline:
    """A browser context whose requests never leave the served site: any other is
    aborted and listed in `offsite`, with the page's errors."""

    browser: Browser
    base: str
    offsite: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    dialogs: list[str] = field(default_factory=list)
    sizes: list[tuple[str, int]] = field(default_factory=list)
    context: BrowserContext = field(init=False)

    def __post_init__(self) -> None:
        self.context = self.browser.new_context(
            viewport={"width": 1400, "height": 1000}, service_workers="block"
        )
        self.context.set_default_timeout(STEP_MS)
        self.context.grant_permissions(["clipboard-read", "clipboard-write"])
        self.context.route(re.compile(r"^(?!" + re.escape(self.base) + ")"), self._abort)
        self.context.on("requestfinished", self._finished)

    def _abort(self, route: Route) -> None:
        url = route.request.url
        if url.startswith(("data:", "blob:")):
            route.continue_()
            return
        self.offsite.append(url)
        route.abort()

    def _finished(self, request: Any) -> None:
        sizes = request.sizes()
        self.sizes.append((request.url, sizes["responseBodySize"] + sizes["responseHeadersSize"]))

    def page(self) -> Page:
        page = self.context.new_page()
        page.on("pageerror", lambda error: self.errors.append(str(error)))
        page.on(
            "console",
            lambda m: self.errors.append(m.text) if m.type == "error" else None,
        )
        page.on("dialog", self._dialog)
        return page

    def _dialog(self, dialog: Any) -> None:
        self.dialogs.append(dialog.message)
        dialog.dismiss()

    def close(self) -> None:
        self.context.close()


@pytest.fixture(scope="module")
def base_url(site: Path) -> Iterator[str]:
    yield from _serve(site)


def _checks(page: Page) -> int:
    found = page.evaluate("() => document.getElementById('playground').dataset.checked || 0")
    return int(found)


def _wait_checked(page: Page, after: int, timeout: int = STEP_MS) -> None:
    page.wait_for_function(
        "n => Number(document.getElementById('playground').dataset.checked || 0) > n",
        arg=after,
        timeout=timeout,
    )


def _text(page: Page) -> str:
    """The editor's text, line by line as it shows it."""
    return "\n".join(page.locator(".cm-content .cm-line").all_inner_texts())


def _last_line(page: Page) -> str:
    return page.locator(".cm-content .cm-line").last.inner_text()


def _shown(page: Page, pane: str, before: int) -> None:
    page.wait_for_function(
        "([pane, n]) => Number(document.getElementById('pg-pane-' + pane).dataset.shown || 0) > n",
        arg=[pane, before],
    )


def _times_shown(page: Page, pane: str) -> int:
    return int(
        page.evaluate(f"() => Number(document.getElementById('pg-pane-{pane}').dataset.shown || 0)")
    )


def _up_to_date(page: Page, pane: str) -> None:
    """Wait until a pane shows the editor's text as last checked (rendered now, or
    already)."""
    page.wait_for_function(
        "pane => document.getElementById('pg-pane-' + pane).dataset.check"
        " === document.getElementById('playground').dataset.checked",
        arg=pane,
    )


def _pane_text(page: Page, pane: str) -> str:
    return page.locator(f"#pg-pane-{pane} .pg-pane-body").inner_text()


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_write_read_play_measure_and_share(
    browser: Browser, base_url: str, language: str, record_property: Any
) -> None:
    prefix = LANGUAGES[language]
    offline = Offline(browser, base_url)
    try:
        page = offline.page()
        # From the rulebook page of the variant, in its language.
        page.goto(f"{base_url}{prefix}rulebook/{VARIANT}/")
        started = time.monotonic()
        page.locator(".pg-change a").click()
        page.wait_for_url(re.compile(r"/playground/\?v=" + VARIANT))
        _wait_checked(page, 0, START_MS)
        first = time.monotonic() - started
        source = (ROOT / "variants" / f"{VARIANT}.variant").read_text(encoding="utf-8")
        assert _text(page).rstrip("\n") == source.rstrip("\n")
        assert page.locator(".pg-status").get_attribute("data-kind") == "ok"
        _shown(page, "rulebook", 0)
        before = _pane_text(page, "rulebook")
        assert "AP-7.1" in before

        # A line with a typo: its diagnostic underlines the typo, on that line.
        editor = page.locator(".cm-content")
        editor.click()
        page.keyboard.press("Control+End")
        checked = _checks(page)
        page.keyboard.type("dealers privilege: none")
        page.wait_for_function(
            "() => document.querySelector('.cm-lintRange-error')?.textContent === 'dealers'"
        )
        underlined = page.locator(".cm-line", has=page.locator(".cm-lintRange-error"))
        assert underlined.inner_text() == "dealers privilege: none"
        assert page.locator(".pg-status").get_attribute("data-kind") == "error"

        # Its fix, from the diagnostic's tooltip.
        page.locator(".cm-lintRange-error").hover()
        fix = page.locator(".cm-tooltip-lint .cm-diagnosticAction").first
        assert "dealer's" in fix.inner_text()
        checked = _checks(page)
        fix.click()
        _wait_checked(page, checked)
        page.wait_for_function("() => !document.querySelector('.cm-lintRange-error')")
        assert _last_line(page) == "dealer's privilege: none"

        # A completion, accepted.
        editor.click()
        page.keyboard.press("Control+End")
        page.keyboard.press("Enter")
        page.keyboard.type("rule num")
        option = page.locator(".cm-tooltip-autocomplete li", has_text="numbers:")
        option.first.wait_for()
        # The editor ignores an Enter that comes within moments of the list showing (so
        # that a fast typist's Enter is a line end): a person sees it, then accepts it.
        page.wait_for_timeout(300)
        page.keyboard.press("Enter")
        assert _last_line(page) == "rule numbers:"
        page.keyboard.type(" HR")
        page.wait_for_function("() => document.querySelector('.pg-status')?.dataset.kind === 'ok'")

        # The rulebook pane follows the file: its own numbers, the dealer's privilege.
        page.wait_for_function(
            "() => document.querySelector('#pg-pane-rulebook .pg-pane-body')"
            "?.innerText.includes('HR-7.1')"
        )
        after = _pane_text(page, "rulebook")
        assert after != before and "AP-7.1" not in after

        # Hover: the rules a line decides, with their numbers.
        page.locator(".cm-line", has_text="target: 11").locator("span").first.hover()
        page.locator(".pg-hover").first.wait_for()
        assert "HR-7.1" in page.locator(".pg-hover").first.inner_text()
        page.mouse.move(0, 0)

        # A hand, played to its end, each step with its rules.
        shown = _times_shown(page, "hand")
        page.locator("#pg-tab-hand").click()
        _shown(page, "hand", shown)
        hand = page.locator("#pg-pane-hand")
        assert hand.locator(".pg-HandScored").count() == 1
        assert hand.locator(".pg-Played").count() >= 4 * 2
        numbers = hand.locator(".pg-rule").evaluate_all(
            "rules => rules.map(r => r.firstChild.textContent)"
        )
        assert numbers and all(n.startswith("HR-") for n in numbers), numbers

        # The comparison with the base, with its progress.
        page.locator("#pg-tab-compare").click()
        page.locator("#pg-games").fill(str(GAMES))
        shown = _times_shown(page, "compare")
        page.locator("#pg-run").click()
        _shown(page, "compare", shown)
        compare = page.locator("#pg-pane-compare")
        assert compare.locator("progress").evaluate("p => p.value") == 1
        assert str(2 * GAMES) in compare.locator(".pg-progress").inner_text()
        assert compare.locator("table").count() == 2  # its figures, and against its base
        # Against its base, named by its title (the table is behind a toggle: its text).
        assert "Auction Pitch" in (compare.locator("table").nth(1).text_content() or "")

        # The share link: the same file and panes in a browser that saw nothing before.
        page.locator("#pg-tab-rulebook").click()
        rulebook = page.locator("#pg-pane-rulebook .pg-pane-body").inner_html()
        page.locator("#pg-share").click()
        page.wait_for_function("() => document.querySelector('.pg-share-link').value")
        link = page.locator(".pg-share-link").input_value()
        assert urlsplit(link).path.endswith(f"/{prefix}playground/") and "#f=" in link
        assert page.evaluate("() => navigator.clipboard.readText()") == link
        text = _text(page)
        assert _shared_file(link) == text.rstrip("\n")
        if language == "en":  # the downloads: the file as it is, and its rules module
            with page.expect_download() as saved:
                page.locator("#pg-download-variant").click()
            assert saved.value.suggested_filename == f"{VARIANT}.variant"
            assert Path(saved.value.path()).read_text("utf-8").rstrip("\n") == text.rstrip("\n")
            with page.expect_download() as saved:
                page.locator("#pg-download-module").click()
            assert saved.value.suggested_filename == f"{VARIANT}.py"
            module = Path(saved.value.path()).read_text("utf-8")
            assert module.startswith("# @generated") and '"HR-7.1"' in module
        if language != "en":
            _no_english(page)
        reader = Offline(browser, base_url)
        try:
            other = reader.page()
            other.goto(link)
            _wait_checked(other, 0, START_MS)
            assert _text(other) == text
            assert other.locator("#pg-tab-rulebook").get_attribute("aria-selected") == "true"
            _shown(other, "rulebook", 0)
            assert other.locator("#pg-pane-rulebook .pg-pane-body").inner_html() == rulebook
            other.locator("#pg-tab-hand").click()
            _shown(other, "hand", 0)
            assert other.locator("#pg-pane-hand").text_content() == hand.text_content()
            assert reader.offsite == [] and reader.errors == []
        finally:
            reader.close()
        assert offline.offsite == [], "requests left the site"
        assert offline.errors == [] and offline.dialogs == []
        record_property(
            MEASURED,
            f"playground ({language}): first diagnostic {first:.1f} s after the link was "
            "clicked, on a shared machine (bench/bench_playground.py measures it)",
        )
    finally:
        offline.close()


def _shared_file(link: str) -> str:
    """The file a share link carries: raw deflate, in base64url, in the fragment."""
    packed = parse_qs(urlsplit(link).fragment)["f"][0]
    raw = base64.urlsafe_b64decode(packed + "=" * (-len(packed) % 4))
    return zlib.decompress(raw, wbits=-15).decode("utf-8").rstrip("\n")


def _no_english(page: Page) -> None:
    """No English sentence in the page's own words or in its panes (the checker's
    diagnostics are English everywhere; none is shown now)."""
    blocks = page.evaluate(
        """() => [...document.querySelectorAll(
            '#playground p, #playground li, #playground td, #playground th, #playground h1,'
            + ' #playground h2, #playground h3, #playground label, #playground button,'
            + ' #playground summary')]
          .map(el => {
            const c = el.cloneNode(true);
            c.querySelectorAll('code, pre, .pg-rule-text').forEach(x => x.replaceWith(' · '));
            return c.textContent.split(/\\s+/).join(' ').trim();
          })
          .filter(t => t)"""
    )
    found = [run for run in map(english_in, blocks) if run is not None]
    assert found == [], found[:5]
    assert page.url.split("/")[3] in TRANSLATED


_INJECTED_JS = """() => ({
  pwned: window.pwned !== undefined,
  marked: document.querySelectorAll("[data-pwn]").length,
  images: document.querySelectorAll('#playground img:not(.cm-widgetBuffer)').length,
  scripts: [...document.scripts].filter(s => /pwned/.test(s.text)).length,
  danger: document.querySelectorAll(".admonition.danger, details.danger").length,
  links: document.querySelectorAll('#playground a[href^="https://example.invalid"]').length,
  emphasis: [...document.querySelectorAll("#playground em")]
    .filter(e => e.textContent === "em").length,
})"""

_PASTE_JS = """text => {
  const content = document.querySelector('.cm-content');
  content.focus();
  document.execCommand('selectAll');
  const data = new DataTransfer();
  data.setData('text/plain', text);
  const paste = { clipboardData: data, bubbles: true, cancelable: true };
  content.dispatchEvent(new ClipboardEvent('paste', paste));
}"""


def test_hostile_files_pasted_into_the_editor_stay_text(browser: Browser, base_url: str) -> None:
    offline = Offline(browser, base_url)
    try:
        page = offline.page()
        page.goto(f"{base_url}playground/")
        _wait_checked(page, 0, START_MS)
        problems = []
        for name, text in CORPUS.items():
            checked = _checks(page)
            page.evaluate(_PASTE_JS, text)
            _wait_checked(page, checked)
            for pane in ("rulebook", "card", "hand"):
                page.locator(f"#pg-tab-{pane}").click()
                _up_to_date(page, pane)
            header = page.locator(".cm-line", has_text="variant").first.locator("span").first
            header.hover()  # the header's hover, and a diagnostic's
            page.wait_for_timeout(600)
            if page.locator(".cm-lintRange").count():
                page.locator(".cm-lintRange").first.hover()
                page.wait_for_timeout(600)
            injected = {k: v for k, v in page.evaluate(_INJECTED_JS).items() if v}
            if injected:
                problems.append(f"{name}: {injected}")
        checked = _checks(page)
        page.evaluate(_PASTE_JS, CORPUS["hostile_title"])
        _wait_checked(page, checked)
        page.locator("#pg-tab-compare").click()
        page.locator("#pg-games").fill("2")
        shown = _times_shown(page, "compare")
        page.locator("#pg-run").click()
        _shown(page, "compare", shown)
        injected = {k: v for k, v in page.evaluate(_INJECTED_JS).items() if v}
        assert problems == [] and injected == {}
        assert offline.dialogs == [] and offline.offsite == []
        page.locator("#pg-tab-rulebook").click()
        _up_to_date(page, "rulebook")
        title = page.locator("#pg-pane-rulebook h1").first.text_content() or ""
        assert "<script>window.pwned=1;alert('pwned')</script>" in title  # shown, as text
        assert not any(page.evaluate(_INJECTED_JS).values())
    finally:
        offline.close()


def test_a_cold_load_is_served_by_the_site_alone(
    browser: Browser, base_url: str, record_property: Any
) -> None:
    offline = Offline(browser, base_url)
    try:
        page = offline.page()
        page.goto(f"{base_url}playground/")
        _wait_checked(page, 0, START_MS)
        _shown(page, "rulebook", 0)
        requests = len(offline.sizes)
        weight = sum(size for _, size in offline.sizes)
        assert offline.offsite == [] and offline.errors == []
        assert all(url.startswith(base_url) for url, _ in offline.sizes)
        biggest = sorted(offline.sizes, key=lambda pair: -pair[1])[:3]
        record_property(
            MEASURED,
            f"playground, a cold load to its first diagnostic and rulebook: {requests} "
            f"requests, {weight / 1e6:.1f} MB ("
            + ", ".join(f"{urlsplit(u).path.rsplit('/')[-1]} {s / 1e6:.1f} MB" for u, s in biggest)
            + ")",
        )
    finally:
        offline.close()


def test_what_cannot_be_read_is_told_in_one_line(browser: Browser, base_url: str) -> None:
    """A link cut short opens the page as if it had none; a file the page cannot fetch is
    one line in the status (no traceback), and the editor goes on checking."""
    offline = Offline(browser, base_url)
    try:
        page = offline.page()
        page.goto(f"{base_url}playground/#f=not-deflate!&l=en&p=hand")
        _wait_checked(page, 0, START_MS)
        start = (ROOT / "variants" / f"{VARIANT}.variant").read_text(encoding="utf-8")
        assert _text(page).rstrip("\n") == start.rstrip("\n")
        assert page.locator("#pg-tab-hand").get_attribute("aria-selected") == "true"
        _shown(page, "hand", 0)
        assert offline.errors == [] and offline.offsite == []
    finally:
        offline.close()
    broken = Offline(browser, base_url)
    try:
        broken.context.route(re.compile(r"site-packages\.zip"), lambda r: r.fulfill(status=404))
        page = broken.page()
        page.goto(f"{base_url}playground/")
        _wait_checked(page, 0, START_MS)  # the check needs no file: it runs
        page.wait_for_function("() => document.querySelector('.pg-status').dataset.kind == 'error'")
        said = page.locator(".pg-status").inner_text()
        assert "site-packages.zip" in said and "\n" not in said.strip(), said
        page_text = page.locator("#playground").inner_text()
        assert "Traceback" not in page_text and 'File "' not in page_text
        checked = _checks(page)
        page.locator(".cm-content").click()
        page.keyboard.press("Control+End")
        page.keyboard.type("target: 2x")
        _wait_checked(page, checked)
        page.wait_for_function("() => document.querySelector('.cm-lintRange-error')")
    finally:
        broken.close()


def test_a_new_house_rule_from_the_menu(browser: Browser, base_url: str) -> None:
    """The menu's "a new house rule of" starts the file `allfours new` starts, in the
    page's language, and it checks clean."""
    offline = Offline(browser, base_url)
    try:
        page = offline.page()
        page.goto(f"{base_url}pl/playground/")
        _wait_checked(page, 0, START_MS)
        checked = _checks(page)
        page.locator("#pg-open").select_option("h:seven_up")
        _wait_checked(page, checked)
        lines = _text(page).split("\n")
        header = next(line for line in lines if line.startswith("variant "))
        assert header == 'variant house "Zasady domowe" extends seven_up'
        assert "# target: 7" in lines  # the base's rules, each ready to change
        page.wait_for_function("() => document.querySelector('.pg-status').dataset.kind == 'ok'")
        assert offline.errors == [] and offline.offsite == []
    finally:
        offline.close()
