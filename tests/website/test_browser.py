"""The rulebook site in a real browser: headless Chromium (Debian's package) through Playwright.

The site is built into a scratch folder and served on 127.0.0.1; every page of every
language is visited once (`crawl`; the default run visits the variant pages of the
representative variants only, `pytest --full` every one), and the tests below judge what
the browser saw: no
console error, no broken link or anchor, no template placeholder left in the text, no
escaped markup, no English sentence on a Spanish or Polish page. Then
the search box, the language switcher, screenshots of the Auction Pitch rulebook in each
language (tests/artifacts/, git-ignored), and a variant whose title and description hold
HTML, Markdown and Jinja, which must show as plain text on every page.

Playwright never downloads a browser here: it drives /usr/bin/chromium, which .ci/run
installs (`apt-get install chromium chromium-driver`). Without it these tests fail, unless
ALLFOURS_SKIP_BROWSER=1 is set.
"""

from __future__ import annotations

import functools
import os
import re
import shutil
import subprocess
import sys
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from html.parser import HTMLParser
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import unquote, urldefrag, urlsplit

import pytest

from sampling import REPRESENTATIVE_VARIANTS

from .english import TRANSLATED, english_in
from .hostile_corpus import CORPUS, DESCRIPTIONS, TITLES
from .site_cache import mkdocs_build, playground_bundle

if TYPE_CHECKING:
    from playwright.sync_api import Browser, BrowserContext, Locator, Page, Route

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "tests" / "artifacts"
IGNORED = shutil.ignore_patterns("node_modules", "__pycache__")
LANGUAGES = {"en": "", "es": "es/", "pl": "pl/"}
SWITCHER = ["English", "Español", "Polski"]
VARIANT_IDS = sorted(p.stem for p in (ROOT / "variants").glob("*.variant"))
TIMEOUT_MS = 15_000

# Text that must not show on a page: what a template or a translation left unfilled.
PROSE_PLACEHOLDERS = re.compile(r"[{}]|\bNone\b|\bTODO\b")
CODE_PLACEHOLDERS = re.compile(r"\{\{|\}\}|\{%|%\}")

# Every text node of the page (script and style left out), whether in code or prose, and
# the attributes a reader sees or hears; the links as written and as resolved.
_PAGE_FACTS_JS = """() => {
  const texts = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest("script, style, noscript, template")) continue;
    if (!node.nodeValue.trim()) continue;
    // The playground's editor holds a variant file: code, as in a code block.
    texts.push([!!parent.closest("code, pre, .cm-editor"), node.nodeValue]);
  }
  for (const el of document.querySelectorAll("[title], [alt], [aria-label], [placeholder]")) {
    for (const name of ["title", "alt", "aria-label", "placeholder"]) {
      const value = el.getAttribute(name);
      if (value) texts.push([false, value]);
    }
  }
  texts.push([false, document.title]);
  // Each block's text as the reader sees it, code taken out (a break between words); not
  // the page's table of contents, whose entries repeat its headings without their code
  // (neither where it stands nor inside the navigation's item of the current page).
  const blocks = [...document.querySelectorAll(
    "p, li, td, th, h1, h2, h3, h4, h5, h6, summary, dt, dd, figcaption, caption, label, a"
  )].filter(el => !el.closest(".md-nav--secondary")).map(el => {
    const copy = el.cloneNode(true);
    copy.querySelectorAll("code, pre, kbd, script, style").forEach(c => c.replaceWith(" · "));
    // The navigation's item of the current page holds that page's table of contents.
    copy.querySelectorAll(".md-nav--secondary").forEach(toc => toc.remove());
    return copy.textContent.split(/\\s+/).join(" ").trim();
  }).filter(text => text);
  const links = [...document.querySelectorAll("a[href]")]
    .map(a => [a.getAttribute("href"), a.href]);
  const h1 = document.querySelector("article h1");
  const heading = h1 ? h1.cloneNode(true) : null;
  if (heading) heading.querySelectorAll(".headerlink").forEach(link => link.remove());
  return {
    texts, blocks, links, lang: document.documentElement.lang, title: document.title,
    heading: heading ? heading.textContent : "",
  };
}"""


# --- serving ---------------------------------------------------------------------------


class _QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


class _QuietServer(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):  # a tab that moved on
            super().handle_error(request, client_address)


def _serve(site: Path) -> Iterator[str]:
    handler = functools.partial(_QuietHandler, directory=str(site))
    server = _QuietServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


def _pages(site: Path) -> list[str]:
    """Every HTML page of the built site, as a path below the site's root URL."""
    pages = []
    for html in sorted(site.rglob("*.html")):
        relative = html.relative_to(site).as_posix()
        if relative == "404.html":
            continue
        pages.append(relative.removesuffix("index.html"))
    return pages


# --- the browser ------------------------------------------------------------------------


def _sitemap_probe(problem: str) -> bool:
    """Material fetches `sitemap.xml` beside each `<link rel=alternate>`; the i18n plugin
    points those at the page's translations, where there is no sitemap (404)."""
    return "sitemap.xml" in problem and "404" in problem


@dataclass
class Visit:
    """What the browser saw on one page."""

    url: str
    status: int | None = None
    console_errors: list[str] = field(default_factory=list)
    failed_requests: list[str] = field(default_factory=list)
    dialogs: list[str] = field(default_factory=list)
    texts: list[tuple[bool, str]] = field(default_factory=list)  # (inside code?, text)
    blocks: list[str] = field(default_factory=list)  # each block's text, outside code
    links: list[tuple[str, str]] = field(default_factory=list)  # (as written, resolved)
    lang: str = ""
    title: str = ""
    heading: str = ""

    @property
    def problems(self) -> list[str]:
        return self.console_errors + self.failed_requests + self.dialogs

    @property
    def errors(self) -> list[str]:
        """The problems, less the sitemap probes of a known bug (see _sitemap_probe)."""
        return [problem for problem in self.problems if not _sitemap_probe(problem)]


class Tab:
    """One browser tab on a served site. Requests to other hosts never leave the machine:
    they are answered empty here and listed in `offsite`."""

    def __init__(self, browser: Browser, base: str) -> None:
        self.base = base
        self.offsite: set[str] = set()
        self.context: BrowserContext = browser.new_context(
            viewport={"width": 1280, "height": 900}, service_workers="block"
        )
        self.context.set_default_timeout(TIMEOUT_MS)
        self.context.route(re.compile(r"^(?!" + re.escape(base) + ")"), self._offsite)
        self.page: Page = self.context.new_page()
        self.visit = Visit(base)
        self.page.on("console", self._console)
        self.page.on("pageerror", lambda error: self.visit.console_errors.append(str(error)))
        self.page.on("requestfailed", self._request_failed)
        self.page.on("response", self._response)
        self.page.on("dialog", self._dialog)

    def _offsite(self, route: Route) -> None:
        request = route.request
        if request.url.startswith(("data:", "blob:")):
            route.continue_()
            return
        self.offsite.add(urlsplit(request.url).netloc or request.url)
        is_css = request.resource_type == "stylesheet"
        route.fulfill(status=200, body="", content_type="text/css" if is_css else "text/plain")

    def _console(self, message: Any) -> None:
        if message.type == "error":
            where = message.location.get("url", "") if message.location else ""
            self.visit.console_errors.append(f"{message.text} ({where})")

    def _request_failed(self, request: Any) -> None:
        if request.failure != "net::ERR_ABORTED":  # not a failure: the tab moved on
            self.visit.failed_requests.append(f"{request.url}: {request.failure}")

    def _response(self, response: Any) -> None:
        if response.status >= 400:
            self.visit.failed_requests.append(f"{response.url}: HTTP {response.status}")

    def _dialog(self, dialog: Any) -> None:
        self.visit.dialogs.append(f"{dialog.type}: {dialog.message}")
        dialog.dismiss()

    def open(self, path: str) -> Visit:
        self.visit = Visit(self.base + path)
        response = self.page.goto(self.visit.url, wait_until="load")
        self.visit.status = response.status if response else None
        facts = self.page.evaluate(_PAGE_FACTS_JS)
        self.visit.texts = [(bool(code), str(text)) for code, text in facts["texts"]]
        self.visit.blocks = [str(block) for block in facts["blocks"]]
        self.visit.links = [(str(raw), str(url)) for raw, url in facts["links"]]
        self.visit.lang = str(facts["lang"])
        self.visit.title = str(facts["title"])
        self.visit.heading = str(facts["heading"]).strip()
        return self.visit

    def close(self) -> None:
        self.context.close()


@pytest.fixture(scope="module")
def base_url(site: Path) -> Iterator[str]:
    yield from _serve(site)


@pytest.fixture(scope="module")
def tab(browser: Browser, base_url: str) -> Iterator[Tab]:
    opened = Tab(browser, base_url)
    yield opened
    opened.close()


def _visited_variants(full: bool) -> list[str]:
    """The variants whose pages the browser visits: every one in the full run."""
    return VARIANT_IDS if full else [v for v in VARIANT_IDS if v in REPRESENTATIVE_VARIANTS]


def _of_a_variant_left_out(path: str, visited: list[str]) -> bool:
    parts = path.rstrip("/").split("/")
    return len(parts) >= 2 and parts[-2] in ("rulebook", "cards") and parts[-1] not in visited


@pytest.fixture(scope="module")
def crawl(tab: Tab, site: Path, full: bool) -> dict[str, Visit]:
    """Every page of the site, visited once (a variant's pages when it is visited)."""
    visited = _visited_variants(full)
    return {
        path: tab.open(path) for path in _pages(site) if not _of_a_variant_left_out(path, visited)
    }


# --- links ------------------------------------------------------------------------------


class _Anchors(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.anchors: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if name in ("id", "name") and value:
                self.anchors.add(value)


@functools.cache
def _anchors_of(page: Path) -> frozenset[str]:
    parser = _Anchors()
    parser.feed(page.read_text(encoding="utf-8"))
    return frozenset(parser.anchors)


def _broken_link(site: Path, url: str) -> str | None:
    """Why a same-site link `url` does not resolve, or None when it does."""
    target, fragment = urldefrag(url)
    path = unquote(urlsplit(target).path).lstrip("/")
    file = site / path
    if path == "" or path.endswith("/") or file.is_dir():
        file = file / "index.html"
    if not file.is_file():
        return "no such page"
    if fragment and file.suffix == ".html" and unquote(fragment) not in _anchors_of(file):
        return f"no anchor #{fragment} in {file.relative_to(site)}"
    return None


# --- the tests over the whole site ------------------------------------------------------


def test_every_variant_page_in_every_language_is_served(
    crawl: dict[str, Visit], site: Path, full: bool
) -> None:
    every_page = {
        f"{prefix}{kind}/{variant}/"
        for prefix in LANGUAGES.values()
        for kind in ("rulebook", "cards")
        for variant in VARIANT_IDS
    }
    every_page |= {
        f"{prefix}{page}"
        for prefix in LANGUAGES.values()
        for page in ("", "rulebook/", "cards/", "family/", "language/", "errors/")
    }
    assert sorted(every_page - set(_pages(site))) == []
    visited = _visited_variants(full)
    expected = {path for path in every_page if not _of_a_variant_left_out(path, visited)}
    assert sorted(expected - set(crawl)) == []
    assert {path: v.status for path, v in crawl.items() if v.status != 200} == {}
    wrong_lang = {
        path: v.lang
        for path, v in crawl.items()
        for code, prefix in LANGUAGES.items()
        if prefix and path.startswith(prefix) and v.lang != code
    }
    assert wrong_lang == {}, "pages whose <html lang> is not their language"


def test_no_console_errors_or_failed_requests(crawl: dict[str, Visit]) -> None:
    assert {path: visit.errors for path, visit in crawl.items() if visit.errors} == {}


def test_no_request_for_a_missing_sitemap(crawl: dict[str, Visit]) -> None:
    probes = {path: [p for p in v.problems if _sitemap_probe(p)] for path, v in crawl.items()}
    assert {path: found for path, found in probes.items() if found} == {}


def test_every_link_and_anchor_resolves(crawl: dict[str, Visit], site: Path, tab: Tab) -> None:
    broken = []
    checked = to_anchors = 0
    for path, visit in crawl.items():
        for raw, url in visit.links:
            if not url.startswith(tab.base):
                continue
            checked += 1
            to_anchors += "#" in raw
            why = _broken_link(site, url)
            if why:
                broken.append(f"/{path}: {raw} -> {why}")
    assert broken == []
    assert checked > 20 * len(crawl) and to_anchors > 5 * len(crawl), (checked, to_anchors)


def test_the_link_check_finds_missing_pages_and_anchors(tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "index.html").write_text('<h2 id="x">X</h2><a name="y"></a>')
    base = "http://127.0.0.1:1/"
    assert _broken_link(tmp_path, base + "a/") is None
    assert _broken_link(tmp_path, base + "a/#x") is None
    assert _broken_link(tmp_path, base + "a/index.html#y") is None
    assert _broken_link(tmp_path, base + "a/#z") == "no anchor #z in a/index.html"
    assert _broken_link(tmp_path, base + "b/") == "no such page"


def test_no_template_placeholder_in_any_page(crawl: dict[str, Visit]) -> None:
    found = []
    for path, visit in crawl.items():
        for in_code, text in visit.texts:
            pattern = CODE_PLACEHOLDERS if in_code else PROSE_PLACEHOLDERS
            for match in pattern.finditer(text):
                context = text[max(0, match.start() - 40) : match.end() + 40].strip()
                found.append(f"/{path}: {match.group()!r} in {context!r}")
    assert found == []


def test_pages_load_nothing_from_other_sites(crawl: dict[str, Visit], tab: Tab) -> None:
    assert sorted(tab.offsite) == []


def test_browser_titles_are_the_page_headings(crawl: dict[str, Visit]) -> None:
    """A variant's rulebook and card are titled by the variant's name. (Pages in the
    navigation take the navigation's label, translated, as their title instead.)"""
    variant_pages = re.compile(r"(^|/)(rulebook|cards)/[a-z0-9_]+/$")
    wrong = {
        path: (visit.title, visit.heading)
        for path, visit in crawl.items()
        if variant_pages.search(path)
        and visit.heading
        and not visit.title.startswith(visit.heading)
    }
    assert wrong == {}


# --- search, language switcher, screenshots ---------------------------------------------


def _search(tab: Tab, word: str) -> Locator:
    """Type `word` into Material's search box as a person would (Material searches on
    keyup), and wait for the results."""
    tab.page.click("input.md-search__input")
    tab.page.locator("input.md-search__input").press_sequentially(word, delay=30)
    results = tab.page.locator(".md-search-result__item")
    results.first.wait_for(state="visible")
    return results


def test_search_finds_smudge(tab: Tab) -> None:
    tab.open("")
    results = _search(tab, "smudge")
    assert results.count() > 0
    meta = tab.page.inner_text(".md-search-result__meta")
    assert re.search(r"\d+ matching documents?", meta), meta
    links = tab.page.locator(".md-search-result__link")
    targets = [links.nth(i).get_attribute("href") or "" for i in range(links.count())]
    assert any("pitch_smudge" in target for target in targets), targets
    assert tab.visit.errors == []


@pytest.mark.parametrize(
    ("language", "word"), [("en", "smudge"), ("es", "mancha"), ("pl", "rozmazanie")]
)
def test_search_for_the_smudge_finds_auction_pitch_in_the_reader_s_language(
    tab: Tab, language: str, word: str
) -> None:
    """Each language searches its own pages (review E40: one index of every language put
    Spanish and Polish pages among an English reader's results); a game ranks before its
    house rules, and a house rule's box of how it differs is left out, which named the
    base's smudge rules on Blind All Fours, a game without an auction, and put it first."""
    tab.open(LANGUAGES[language])
    _search(tab, word)
    tab.page.wait_for_timeout(300)  # every group of results drawn
    links = tab.page.locator(".md-search-result__link")
    titled: dict[str, bool] = {}  # each page found, in order: whether its title has the word
    for i in range(links.count()):
        page = urlsplit(links.nth(i).get_attribute("href") or "").path
        heading = links.nth(i).locator("h1")
        if heading.count():
            titled[page] = word in heading.first.inner_text().lower()
        else:
            titled.setdefault(page, False)
    pages = list(titled)
    assert pages
    others = [f"/{prefix}" for prefix in LANGUAGES.values() if prefix]
    mine = f"/{LANGUAGES[language]}"
    assert [
        page
        for page in pages
        if not page.startswith(mine) or (language == "en" and page.startswith(tuple(others)))
    ] == []
    assert not [page for page in pages if "blind_all_fours" in page]
    # A page titled with the word (Pitch (Smudge), a house rule on the smudge) may come
    # first; among the others, the game comes before the house rules that repeat its rules.
    names = [page.rstrip("/").rsplit("/", 1)[-1] for page in pages if not titled[page]]
    assert "auction_pitch" in names[:5], pages[:8]
    house_rules = [n for n, name in enumerate(names) if name.startswith("auction_pitch_")]
    assert names.index("auction_pitch") < min(house_rules, default=len(names)), pages[:8]
    assert tab.visit.errors == []


def test_language_switcher_offers_every_language(tab: Tab) -> None:
    tab.open("rulebook/auction_pitch/")
    options = tab.page.locator(".md-select__link")
    assert [options.nth(i).inner_text().strip() for i in range(options.count())] == SWITCHER
    hrefs = [options.nth(i).evaluate("a => a.href") for i in range(options.count())]
    assert hrefs == [f"{tab.base}{p}rulebook/auction_pitch/" for p in LANGUAGES.values()]
    tab.page.hover(".md-header__option .md-select")
    tab.page.get_by_role("link", name="Español").click()
    tab.page.wait_for_url(f"{tab.base}es/rulebook/auction_pitch/")
    assert tab.page.evaluate("document.documentElement.lang") == "es"


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_screenshot_of_the_auction_pitch_rulebook(tab: Tab, language: str) -> None:
    visit = tab.open(f"{LANGUAGES[language]}rulebook/auction_pitch/")
    assert visit.errors == []
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    shot = ARTIFACTS / f"auction_pitch-{language}.png"
    tab.page.screenshot(path=str(shot), full_page=True)
    assert shot.stat().st_size > 10_000


# --- untrusted text ---------------------------------------------------------------------
# A site built from the hostile corpus (tests/website/hostile_corpus.py): every page that
# shows a hostile variant's text is opened, and anything the text managed to inject
# (a script that ran, a dialog, an element, an admonition) fails the test.

_INJECTED_JS = """() => ({
  pwned: window.pwned !== undefined,
  marked: document.querySelectorAll("[data-pwn]").length,
  images: document.querySelectorAll('img[src="x"]').length,
  scripts: [...document.scripts].filter(s => /pwned|alert\\(/.test(s.text)).length,
  danger: document.querySelectorAll(".admonition.danger, details.danger").length,
  rules: document.querySelectorAll("article hr, article dl").length,
  links: document.querySelectorAll('a[href^="https://example.invalid"]').length,
  emphasis: [...document.querySelectorAll("em, i")].filter(e => e.textContent === "em").length,
})"""


@pytest.fixture(scope="module")
def hostile_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A scratch copy of the project whose variants are the hostile corpus, compiled with
    `allfours build` and built into a site."""
    project = tmp_path_factory.mktemp("hostile-project")
    for folder in ("docs", "tools"):
        shutil.copytree(ROOT / folder, project / folder, ignore=IGNORED)
    shutil.copy(ROOT / "mkdocs.yml", project / "mkdocs.yml")
    variants = project / "variants"
    variants.mkdir()
    shutil.copy(ROOT / "variants" / "auction_pitch.variant", variants)
    for name, text in CORPUS.items():
        (variants / f"{name}.variant").write_bytes(text.encode("utf-8"))
    path = os.pathsep.join(filter(None, [str(ROOT / "compiler"), os.environ.get("PYTHONPATH")]))
    build = subprocess.run(
        [sys.executable, "-m", "allfours", "build", "--variants", "variants", "--out", "generated"],
        cwd=project,
        env={**os.environ, "PYTHONPATH": path},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert build.returncode == 0, build.stderr
    site = project / "site"
    mkdocs_build(project, site, playground=playground_bundle())
    return site


def _hostile_pages(site: Path) -> list[str]:
    """Each hostile variant's rulebook and card in every language, the indexes and the
    family page that list them."""
    pages = [
        f"{prefix}{kind}/{name}/"
        for prefix in LANGUAGES.values()
        for kind in ("rulebook", "cards")
        for name in CORPUS
    ]
    pages += [
        f"{prefix}{page}"
        for prefix in LANGUAGES.values()
        for page in ("rulebook/", "cards/", "family/")
    ]
    missing = [page for page in pages if not (site / page / "index.html").is_file()]
    assert missing == []
    return pages


def test_hostile_text_injects_nothing_and_shows_as_text(
    browser: Browser, hostile_site: Path
) -> None:
    pages = _hostile_pages(hostile_site)
    for served in _serve(hostile_site):
        tab = Tab(browser, served)
        try:
            problems = []
            for path in pages:
                visit = tab.open(path)
                injected = {k: v for k, v in tab.page.evaluate(_INJECTED_JS).items() if v}
                if visit.dialogs or visit.console_errors or injected:
                    problems.append(f"/{path}: {visit.dialogs} {visit.console_errors} {injected}")
                name = path.rstrip("/").rsplit("/", 1)[-1]
                if name in TITLES and not path.endswith(("family/", "rulebook/", "cards/")):
                    text = tab.page.inner_text("article")
                    shown = [TITLES[name], DESCRIPTIONS.get(name, TITLES[name])]
                    if path.split("/")[-3] == "cards":  # a card has no description
                        shown = shown[:1]
                    for literal in shown:
                        if literal not in text:
                            problems.append(f"/{path}: {literal!r} is not shown as text")
                    if not visit.title.startswith(TITLES[name]):
                        problems.append(f"/{path}: the page title is {visit.title!r}")
                if path.endswith("family/"):
                    problems += _uneven_table_rows(tab, path)
            source = tab.open("rulebook/comment_tricks/")
            code = tab.page.evaluate(  # the block is folded: its text, visible or not
                "() => document.querySelector('article details pre')?.textContent ?? ''"
            )
            for line in ("# a carriage return", '# !!! danger "pwned"', "</code></pre>"):
                if line not in code:
                    problems.append(f"comment_tricks: {line!r} is not in the source block")
            assert source.errors == []
            tab.open("")
            _search(tab, "hostile")
            if tab.visit.dialogs or tab.page.evaluate(_INJECTED_JS)["pwned"]:
                problems.append(f"search: {tab.visit.dialogs}")
            assert problems == []
        finally:
            tab.close()


def _uneven_table_rows(tab: Tab, path: str) -> list[str]:
    """A title holding `|` must not split its row of a family table into more cells."""
    widths = tab.page.evaluate(
        "() => [...document.querySelectorAll('article table')]"
        ".map(t => [...t.rows].map(r => r.cells.length))"
    )
    return [
        f"/{path}: table {n} has rows of {sorted(set(rows))} cells"
        for n, rows in enumerate(widths, start=1)
        if len(set(rows)) != 1
    ]


# --- markup that shows as text -------------------------------------------------------------
# Markdown or HTML that reached a page escaped (twice) shows as its characters: a literal
# backtick, `&lt;`, `**`, a backslash before punctuation, a tag. Text in code is what it
# is (the variant files' own source), and the hostile site shows such text on purpose.

ESCAPED_MARKUP = re.compile(
    r"`|\*\*|__|&(?:lt|gt|amp|quot|#\d+);|\\[\\`*_\[\]#!|~]"
    r"|</?(?:br|span|mark|small|a|em|strong|code)\b|\]\(|^#{1,6} |^\s*[-*] "
)


def test_no_escaped_markup_on_any_page(crawl: dict[str, Visit]) -> None:
    found = []
    for path, visit in crawl.items():
        for in_code, text in visit.texts:
            if in_code:
                continue
            for match in ESCAPED_MARKUP.finditer(text):
                context = text[max(0, match.start() - 40) : match.end() + 40].strip()
                found.append(f"/{path}: {match.group()!r} in {context!r}")
    assert found == []


def test_no_english_sentence_on_a_spanish_or_polish_page(crawl: dict[str, Visit]) -> None:
    """Every Spanish and Polish page, as the browser shows it, outside code: no English
    sentence (`english.py`'s detector), the proper names it knows apart."""
    found = {
        path: runs[:3]
        for path, visit in crawl.items()
        if path.split("/", 1)[0] in TRANSLATED
        and (runs := [run for run in map(english_in, visit.blocks) if run is not None])
    }
    translated = [path for path in crawl if path.split("/", 1)[0] in TRANSLATED]
    assert len(translated) * 3 >= 2 * len(crawl), "the crawl visits every language"
    # The same reading finds the English of the English pages: the blocks are the text.
    english = [path for path in crawl if path.startswith(("rulebook/", "cards/"))]
    assert all(any(map(english_in, crawl[path].blocks)) for path in english), "blind"
    assert found == {}


def test_the_markup_check_finds_escaped_markup() -> None:
    shown = ["the `dealer`", "AP-3.2 &lt;b&gt;", "**High**", "a\\_b", "x<br>y", "[a](b.md)"]
    assert all(ESCAPED_MARKUP.search(text) for text in shown)
    assert not ESCAPED_MARKUP.search("High (dealt), Low: 2 to 4; 10 = 10, A = 4 — ≥ 1")


# --- the family page --------------------------------------------------------------------
# Every column of every family table in sight at 1280 px, without scrolling the table;
# at a phone's width the page itself never scrolls sideways (a wide table scrolls in
# its own box) and every game's name is in sight.

_TABLES_JS = """() => [...document.querySelectorAll('article table')].map(table => {
  const box = table.closest('.md-typeset__scrollwrap') || table.parentElement;
  const edge = box.getBoundingClientRect().right;
  const heads = [...table.querySelectorAll('th')];
  return {
    heads: heads.map(th => th.textContent.trim()),
    hidden: heads.filter(th => th.getBoundingClientRect().right > Math.min(edge, innerWidth) + 1)
      .map(th => th.textContent.trim()),
    scrolls: table.scrollWidth > table.clientWidth + 1 || box.scrollWidth > box.clientWidth + 1,
    names: [...table.querySelectorAll('tbody td:first-child')].map(td => {
      const r = td.getBoundingClientRect();
      return r.left >= -1 && r.left < innerWidth;
    }),
  };
})"""


def _family_tables(tab: Tab, language: str, width: int) -> tuple[list[dict[str, Any]], int]:
    tab.page.set_viewport_size({"width": width, "height": 900})
    try:
        visit = tab.open(f"{LANGUAGES[language]}family/")
        assert visit.status == 200 and visit.errors == []
        tables = tab.page.evaluate(_TABLES_JS)
        page_width = tab.page.evaluate("() => document.documentElement.scrollWidth")
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        tab.page.screenshot(path=str(ARTIFACTS / f"family-{language}-{width}.png"), full_page=True)
        return tables, page_width
    finally:
        tab.page.set_viewport_size({"width": 1280, "height": 900})


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_family_columns_all_in_sight_at_1280(tab: Tab, language: str) -> None:
    tables, page_width = _family_tables(tab, language, 1280)
    assert len(tables) >= 4  # a line's two tables, and more
    assert [t["heads"] for t in tables if t["hidden"] or t["scrolls"]] == []
    assert page_width <= 1280


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_family_page_at_a_phone_width(tab: Tab, language: str) -> None:
    tables, page_width = _family_tables(tab, language, 390)
    assert page_width <= 390, "the page scrolls sideways"
    assert all(all(t["names"]) for t in tables)


# --- the worked example's hands on a phone ------------------------------------------------
# At 390 px every column of the example's hands tables is in sight: the table is no wider
# than its box (Material gives a heading cell 5rem, which put the clubs out of sight).

_HANDS_JS = """() => [...document.querySelectorAll('article .hands-table table')].map(table => {
  const box = table.closest('.md-typeset__scrollwrap') || table.parentElement;
  const edge = Math.min(box.getBoundingClientRect().right, innerWidth);
  return {
    heads: [...table.querySelectorAll('th')].map(th => th.textContent.trim()),
    hidden: [...table.querySelectorAll('th, td')]
      .filter(cell => cell.getBoundingClientRect().right > edge + 1)
      .map(cell => cell.textContent.trim()),
    scrolls: table.scrollWidth > box.clientWidth + 1,
  };
})"""


@pytest.mark.parametrize("language", list(LANGUAGES))
@pytest.mark.parametrize("variant", ["auction_pitch", "cinch", "smear"])
def test_example_hands_in_sight_at_a_phone_width(tab: Tab, language: str, variant: str) -> None:
    tab.page.set_viewport_size({"width": 390, "height": 900})
    try:
        visit = tab.open(f"{LANGUAGES[language]}rulebook/{variant}/")
        assert visit.status == 200 and visit.errors == []
        tables = tab.page.evaluate(_HANDS_JS)
        page_width = tab.page.evaluate("() => document.documentElement.scrollWidth")
    finally:
        tab.page.set_viewport_size({"width": 1280, "height": 900})
    assert tables, "no hands table in a box of its own"
    assert page_width <= 390, "the page scrolls sideways"
    assert [(t["heads"], t["hidden"]) for t in tables if t["hidden"] or t["scrolls"]] == []


# --- the notes for implementers ------------------------------------------------------------
# What the rules module and hand records write stands after the numbered rules, in a box
# closed until it is opened: no rule a player reads holds it (#25, review E38).

_NOTES_JS = """() => {
  const rules = [...document.querySelectorAll('article li')]
    .filter(li => li.querySelector('a[id^="ap-"]'));
  const boxes = [...document.querySelectorAll('article details')]
    .filter(box => box.querySelector('a[href="#ap-1-2"]'));
  return {
    rules: rules.length,
    noted: rules
      .filter(li => li.querySelector('em') || /\\(dealer \\+ 1\\) mod n/.test(li.textContent))
      .map(li => li.textContent.slice(0, 60)),
    boxes: boxes.map(box => ({open: box.open, items: box.querySelectorAll('li').length,
      shown: box.querySelector('ul').checkVisibility()})),
  };
}"""


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_notes_for_implementers_are_closed_after_the_rules(tab: Tab, language: str) -> None:
    visit = tab.open(f"{LANGUAGES[language]}rulebook/auction_pitch/")
    assert visit.errors == []
    found = tab.page.evaluate(_NOTES_JS)
    assert found["rules"] > 30
    assert found["noted"] == []
    assert found["boxes"] == [{"open": False, "items": 5, "shown": False}]
    tab.page.locator("article details:has(a[href='#ap-1-2']) summary").click()
    assert tab.page.evaluate(_NOTES_JS)["boxes"] == [{"open": True, "items": 5, "shown": True}]


# --- printing ----------------------------------------------------------------------------
# Every rule card on one printed page, in every language, on A4 and on Letter: Chromium
# prints it (print styles, the page's own margins) and the PDF's pages are counted.

_PDF_PAGE = re.compile(rb"/Type\s*/Page(?![a-zA-Z])")


def _printed_pages(tab: Tab, paper: str) -> int:
    """The pages Chromium prints the open page on, on `paper` (print styles apply)."""
    return len(_PDF_PAGE.findall(tab.page.pdf(format=paper, prefer_css_page_size=True)))


def test_every_card_prints_on_one_page(tab: Tab, full: bool) -> None:
    pages = {}
    visited = _visited_variants(full)
    for prefix in LANGUAGES.values():
        for variant in visited:
            path = f"{prefix}cards/{variant}/"
            tab.page.goto(tab.base + path, wait_until="load")
            for paper in ("A4", "Letter"):
                pages[f"/{path} {paper}"] = _printed_pages(tab, paper)
    assert len(pages) == 2 * len(LANGUAGES) * len(visited)
    assert {where: n for where, n in pages.items() if n != 1} == {}


# --- charts ------------------------------------------------------------------------------
# Every SVG chart, the site's and `allfours simulate --svg`'s, drawn by Chromium: every
# piece of text inside the picture, and no two pieces of text on top of each other.

_TEXT_BOXES_JS = """() => {
  const svg = document.querySelector("svg");
  const width = svg.width.baseVal.value, height = svg.height.baseVal.value;
  const boxes = [...svg.querySelectorAll("text")].map(t => {
    const b = t.getBBox();
    return {text: t.textContent, x: b.x, y: b.y, right: b.x + b.width, bottom: b.y + b.height};
  });
  return {width, height, boxes};
}"""


def _chart_problems(tab: Tab, svg: str) -> list[str]:
    tab.page.set_content(f"<!doctype html><html><body style='margin:0'>{svg}</body></html>")
    drawn = tab.page.evaluate(_TEXT_BOXES_JS)
    problems = []
    boxes = drawn["boxes"]
    for box in boxes:
        if box["x"] < 0 or box["y"] < 0:
            problems.append(f"{box['text']!r} starts outside the picture")
        if box["right"] > drawn["width"] or box["bottom"] > drawn["height"]:
            problems.append(f"{box['text']!r} is clipped")
    for i, a in enumerate(boxes):
        for b in boxes[i + 1 :]:
            across = min(a["right"], b["right"]) - max(a["x"], b["x"])
            down = min(a["bottom"], b["bottom"]) - max(a["y"], b["y"])
            if across > 1 and down > 1:
                problems.append(f"{a['text']!r} overlaps {b['text']!r}")
    return problems


def test_every_chart_of_the_site_draws_its_text_inside_and_apart(tab: Tab, site: Path) -> None:
    charts = sorted(site.rglob("rulebook/charts/*.svg"))
    assert len(charts) >= 3 * len(VARIANT_IDS) - 3
    problems = {}
    for chart in charts:
        found = _chart_problems(tab, chart.read_text(encoding="utf-8"))
        if found:
            problems[str(chart.relative_to(site))] = found
    assert problems == {}


def test_the_simulate_command_s_charts_draw_their_text_inside_and_apart(
    tab: Tab, tmp_path: Path
) -> None:
    """The review's clipped title ("Pitcher makes the contrac") and overlapping labels:
    two variants with long titles, side by side."""
    from allfours.simulate.charts import write_charts
    from allfours.simulate.figures import figures
    from allfours.simulate.simulation import Setup, simulate
    from allfours.simulate.variants import open_spec, title_of, variant_rules

    series = []
    for variant in ("auction_pitch_low_to_taker", "ten_point_pitch_moon_from_the_hole"):
        module = open_spec(variant)
        run = simulate(Setup(variant, ("rule",) * 4, 3), 30)
        series.append((title_of(module), figures(variant_rules(module), run.games)))
    written = write_charts(tmp_path, series)
    assert len(written) == 2
    for chart in written:
        assert _chart_problems(tab, chart.read_text(encoding="utf-8")) == [], chart.name
