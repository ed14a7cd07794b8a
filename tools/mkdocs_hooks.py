"""MkDocs hook: assemble the site's pages from docs/, generated/ and the code.

The rulebooks, rule cards and family page live in generated/ (committed, checked by
`allfours build --check`; under `mkdocs serve` they are compiled from variants/, see
`on_startup`); the indexes and the error index are rendered here from the
same sources, so nothing is copied by hand into docs/. The i18n plugin only reads pages
inside docs_dir, so the hook stages everything in a scratch folder and points docs_dir
there; pages carry the i18n suffix (`x.es.md`) that the plugin sorts into languages.
"""

from __future__ import annotations

import functools
import json
import logging
import os
import re
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority

from allfours.backends import simulation_pages
from allfours.backends.rulebook import LANGUAGES, page_name
from allfours.docs import (
    GAMES_MARK,
    MARKDOWN_EXTENSIONS,
    cards_index_page,
    error_index_page,
    games_list,
    language_page,
    rulebook_index_page,
)

ROOT = Path(__file__).resolve().parent.parent
# The playground (tools/playground/) is a package beside this hook.
if str(ROOT / "tools") not in sys.path:
    sys.path.insert(0, str(ROOT / "tools"))
from playground import build as playground_build  # noqa: E402
from playground import site as playground_site  # noqa: E402

GENERATED = ROOT / "generated"
VARIANTS = ROOT / "variants"
_staged: list[Path] = []
log = logging.getLogger("mkdocs.plugins.allfours")

# Reloading under `mkdocs serve`. MkDocs loads this module once per process, so its state
# lasts from one rebuild to the next. `mkdocs build` (and CI) shows the committed
# generated/, which `allfours build --check` proves fresh; `mkdocs serve` watches docs/
# and variants/ (mkdocs.yml `watch:`, as docs_dir is the staging folder) and compiles
# variants/ in memory at every rebuild, so an edited variant shows without `allfours
# build`, and nothing in generated/ is written. A variant with errors is a warning that
# shows its diagnostics (in strict mode MkDocs then waits for the fix), and the pages
# are generated/'s. (The simulation is always read from generated/.)
_serving = False


def on_startup(command: str, dirty: bool) -> None:
    global _serving
    _serving = command == "serve"


# The pages last compiled, by the variant files' contents: the i18n plugin configures
# the site once per language, and the variants are compiled once.
_compiled: dict[tuple[tuple[str, bytes], ...], dict[str, str] | None] = {}


def _compiled_pages() -> dict[str, str] | None:
    """The pages `allfours build` would make from variants/ now (every generated file
    but the rules modules); None, logged as a warning, if a variant has errors."""
    from allfours.build import RULES_DIR, plan_build
    from allfours.diagnostics import render_text
    from allfours.pipeline import check_all, variant_files

    files = variant_files(VARIANTS)
    key = tuple((path.name, path.read_bytes()) for path in files)
    if key not in _compiled:
        from allfours.semantic.resolve import Loader

        loader = Loader()
        checked = check_all(files, loader)
        problems = [d for c in checked for d in c.diagnostics if d.is_error]
        pages: dict[str, str] | None = None
        if problems:
            said = render_text(problems, loader.sources, None)
            log.warning("variants/ has errors; the site shows generated/ as built:\n%s", said)
        else:
            plan = plan_build([c.variant for c in checked if c.variant is not None], GENERATED)
            pages = {n: t for n, t in plan.files.items() if n.split("/", 1)[0] != RULES_DIR}
        _compiled.clear()
        _compiled[key] = pages
    return _compiled[key]


def _stage_compiled_variants(staging: Path) -> bool:
    """Stage the pages compiled from variants/; False when they could not be."""
    pages = _compiled_pages()
    for name, text in (pages or {}).items():
        (staging / name).parent.mkdir(parents=True, exist_ok=True)
        (staging / name).write_text(text, encoding="utf-8")
    return pages is not None


# The docs_dir that mkdocs.yml names: the i18n plugin configures the site once per
# language, and from the second time on config["docs_dir"] is the last staging folder,
# which holds the indexes already (an index listed itself as a variant).
_docs_dir: list[Path] = []


def _variants() -> list[Any]:
    """The bundled variants, checked, for the indexes."""
    from allfours.pipeline import check_all, variant_files
    from allfours.semantic.resolve import Loader

    checked = check_all(variant_files(VARIANTS), Loader())
    return [c.variant for c in checked if c.variant is not None]


# The playground's bundle (tools/playground/build.py): made once for the checkout and kept
# in build/playground/; a test that builds several sites names the one it made for them
# all in ALLFOURS_PLAYGROUND_BUNDLE.
_bundle: list[Path] = []


def _playground_bundle() -> Path:
    if not _bundle:
        named = os.environ.get("ALLFOURS_PLAYGROUND_BUNDLE")
        try:
            _bundle.append(Path(named) if named else playground_build.build())
        except playground_build.BuildError as error:
            raise PluginError(f"the playground cannot be built: {error}") from None
    return _bundle[0]


def _stage_playground(staging: Path) -> None:
    """The playground's page in every language (its script is added as it is rendered)."""
    for language in LANGUAGES:
        name = playground_site.page_name(language.code, LANGUAGES[0].code)
        (staging / name).write_text(playground_site.stub(language.code), encoding="utf-8")


# A rulebook page's source, by the i18n suffix: its variant and its language's code.
_RULEBOOK_PAGE = re.compile(r"^rulebook/(?P<variant>[a-z][a-z0-9_]*)(?:\.(?P<code>[a-z]{2}))?\.md$")


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    """The playground's script on its page; on every rulebook page, the link that opens
    the playground on the page's variant."""
    source = page.file.src_uri
    codes = [language.code for language in LANGUAGES]
    if playground_site.MARK in markdown and source.startswith(playground_site.PAGE):
        code = source.split(".")[1] if source.count(".") == 2 else codes[0]
        script = playground_site.script(code, codes, _playground_bundle())
        return markdown.replace(playground_site.MARK, script)
    found = _RULEBOOK_PAGE.match(source)
    if found and found["variant"] != "index":
        return playground_site.with_change_link(
            markdown, found["variant"], found["code"] or codes[0]
        )
    return markdown


def _add_markdown_extensions(config: Any) -> None:
    """The compiler's Markdown extensions (allfours.docs), with their options, after those
    MkDocs always loads."""
    for extension in MARKDOWN_EXTENSIONS:
        if isinstance(extension, dict):
            ((name, options),) = extension.items()
        else:
            name, options = extension, None
        names = config.setdefault("markdown_extensions", [])
        if name not in names:
            names.append(name)
        if options:
            config.setdefault("mdx_configs", {})[name] = options


def on_config(config: Any) -> Any:
    _add_markdown_extensions(config)
    if not _docs_dir:
        _docs_dir.append(Path(config["docs_dir"]))
    staging = Path(tempfile.mkdtemp(prefix="allfours-site-"))
    shutil.copytree(_docs_dir[0], staging, dirs_exist_ok=True)
    if not (_serving and _stage_compiled_variants(staging)):
        for folder in ("rulebook", "cards"):
            shutil.copytree(GENERATED / folder, staging / folder, dirs_exist_ok=True)
        for family in GENERATED.glob("family*.md"):  # family.md, family.es.md, ...
            shutil.copy(family, staging / family.name)
    variants = _variants()
    rulebooks = {
        page.stem for page in (staging / "rulebook").glob("*.md") if len(page.suffixes) == 1
    }
    rendered = {
        **{f"rulebook/{n}": c for n, c in rulebook_index_page(variants).items()},
        **{f"cards/{n}": c for n, c in cards_index_page(variants).items()},
        **{
            page_name("errors", lang, LANGUAGES[0]): error_index_page(lang.code)
            for lang in LANGUAGES
        },
        **{
            page_name("language", lang, LANGUAGES[0]): language_page(lang.code, rulebooks)
            for lang in LANGUAGES
        },
    }
    for name, content in rendered.items():
        (staging / name).write_text(content, encoding="utf-8")
    # The home pages start with the games, listed from the variants themselves.
    for language in LANGUAGES:
        home = staging / page_name("index", language, LANGUAGES[0])
        text = home.read_text(encoding="utf-8")
        home.write_text(text.replace(GAMES_MARK, games_list(variants, language.code)), "utf-8")
    # The committed simulation: a section at the end of each rulebook page, in its
    # language, and the option-impact page.
    simulated = simulation_pages.load(GENERATED / "simulation")
    strength = simulation_pages.load_strength(GENERATED / "simulation")
    charts = staging / "rulebook" / simulation_pages.CHARTS
    charts.mkdir(parents=True, exist_ok=True)
    for language in LANGUAGES:
        for name, svg in simulation_pages.charts(simulated, language.code).items():
            # the i18n suffix layout for assets too: x.svg, x.es.svg, x.pl.svg
            stem = name.removesuffix(".svg")
            localised = name if language is LANGUAGES[0] else f"{stem}.{language.code}.svg"
            (charts / localised).write_text(svg, encoding="utf-8")
    for variant, data in simulated.items():
        for language in LANGUAGES:
            page = staging / "rulebook" / page_name(variant, language, LANGUAGES[0])
            if page.is_file():
                text = page.read_text(encoding="utf-8").rstrip("\n")
                section = simulation_pages.section(data, language.code)
                page.write_text(f"{text}\n\n{section}", encoding="utf-8")
    _stage_playground(staging)
    for language in LANGUAGES:
        impact = simulation_pages.impact_page(simulated, language.code, strength)
        (staging / page_name("impact", language, LANGUAGES[0])).write_text(impact, encoding="utf-8")
    config["docs_dir"] = str(staging)
    _staged.append(staging)
    return config


# The search: one index per language (search/search_index.json holds the default
# language's pages, es/search/ and pl/search/ the others'), so that a reader downloads and
# searches the pages of their own language only. Material finds the index beside the
# page's `base` (its __config), which for a translated page is set to its language's
# folder. Every index keeps the site's search settings: lunr's English and Spanish
# pipelines (the i18n plugin's; lunr has no Polish, which is searched word for word).
_INDEX = Path("search") / "search_index.json"
_CONFIG = re.compile(r'(<script id="__config" type="application/json">)(.*?)(</script>)', re.S)


def _split_search(site: Path) -> None:
    index = site / _INDEX
    if not index.is_file():
        return
    whole = json.loads(index.read_text(encoding="utf-8"))
    others = [language.code for language in LANGUAGES[1:]]
    own: dict[str, list[dict[str, Any]]] = {code: [] for code in [LANGUAGES[0].code, *others]}
    for doc in whole["docs"]:
        code = doc["location"].split("/", 1)[0]
        if code in others:
            own[code].append({**doc, "location": doc["location"].removeprefix(f"{code}/")})
        else:
            own[LANGUAGES[0].code].append(doc)
    for code, docs in own.items():
        folder = site if code == LANGUAGES[0].code else site / code
        data = {"config": whole["config"], "docs": docs}
        (folder / _INDEX).parent.mkdir(parents=True, exist_ok=True)
        (folder / _INDEX).write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    for code in others:
        for page in (site / code).rglob("*.html"):
            html = page.read_text(encoding="utf-8")
            page.write_text(_CONFIG.sub(functools.partial(_based, code=code), html, 1), "utf-8")


def _based(found: re.Match[str], code: str) -> str:
    """A translated page's __config, its `base` its language's folder ("../.." becomes
    "../../es/"), where its search index is."""
    config = json.loads(found[2])
    if not config["base"].endswith(f"/{code}/"):
        config["base"] = f"{config['base']}/{code}/"
    return f"{found[1]}{json.dumps(config)}{found[3]}"


# After the i18n plugin's own (priority -100), which builds the other languages and then
# writes the search index of them all.
@event_priority(-200)
def on_post_build(config: Any) -> None:
    """Material fetches `sitemap.xml` beside every `<link rel="alternate">`, and the i18n
    plugin points those links at the page's translations (mkdocs-material#6582): give
    every page folder its language's sitemap, so no page logs a 404. The search index is
    split by language (`_split_search`)."""
    site = Path(config["site_dir"])
    playground_site.install(_playground_bundle(), site)
    _split_search(site)
    languages = [p for p in site.iterdir() if p.is_dir() and (p / "sitemap.xml").is_file()]
    roots = [*languages, site]  # the languages' own folders first, then the default's
    for root in roots:
        sitemap = root / "sitemap.xml"
        if not sitemap.is_file():
            continue
        for page in root.rglob("index.html"):
            folder = page.parent
            if folder != root and not (folder / "sitemap.xml").exists():
                shutil.copy(sitemap, folder / "sitemap.xml")


def on_shutdown() -> None:
    while _staged:
        shutil.rmtree(_staged.pop(), ignore_errors=True)
