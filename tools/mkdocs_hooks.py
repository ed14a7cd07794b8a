"""MkDocs hook: assemble the site's pages from docs/, generated/ and the code.

The rulebooks, rule cards and family page live in generated/ (committed, checked by
`allfours build --check`); the indexes and the error index are rendered here from the
same sources, so nothing is copied by hand into docs/. The i18n plugin only reads pages
inside docs_dir, so the hook stages everything in a scratch folder and points docs_dir
there; pages carry the i18n suffix (`x.es.md`) that the plugin sorts into languages.
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path
from typing import Any

from allfours.backends import simulation_pages
from allfours.backends.rulebook import LANGUAGES, page_name
from allfours.docs import cards_index_page, error_index_page, language_page, rulebook_index_page

ROOT = Path(__file__).resolve().parent.parent
GENERATED = ROOT / "generated"
_staged: list[Path] = []


def on_config(config: Any) -> Any:
    staging = Path(tempfile.mkdtemp(prefix="allfours-site-"))
    shutil.copytree(Path(config["docs_dir"]), staging, dirs_exist_ok=True)
    for folder in ("rulebook", "cards"):
        shutil.copytree(GENERATED / folder, staging / folder, dirs_exist_ok=True)
    shutil.copy(GENERATED / "family.md", staging / "family.md")
    rendered = {
        **{f"rulebook/{n}": c for n, c in rulebook_index_page(GENERATED / "rulebook").items()},
        **{f"cards/{n}": c for n, c in cards_index_page(GENERATED / "cards").items()},
        "errors.md": error_index_page(),
        "language.md": language_page(),
    }
    for name, content in rendered.items():
        (staging / name).write_text(content, encoding="utf-8")
    # The committed simulation: a section at the end of each rulebook page, in its
    # language, and the option-impact page.
    simulated = simulation_pages.load(GENERATED / "simulation")
    for variant, data in simulated.items():
        for language in LANGUAGES:
            page = staging / "rulebook" / page_name(variant, language, LANGUAGES[0])
            if page.is_file():
                text = page.read_text(encoding="utf-8").rstrip("\n")
                section = simulation_pages.section(data, language.code)
                page.write_text(f"{text}\n\n{section}", encoding="utf-8")
    (staging / "impact.md").write_text(simulation_pages.impact_page(simulated), encoding="utf-8")
    config["docs_dir"] = str(staging)
    _staged.append(staging)
    return config


def on_post_build(config: Any) -> None:
    """Material fetches `sitemap.xml` beside every `<link rel="alternate">`, and the i18n
    plugin points those links at the page's translations (mkdocs-material#6582): give
    every page folder its language's sitemap, so no page logs a 404."""
    site = Path(config["site_dir"])
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
