"""The playground on the rulebook site: its page in each language, the links to it from
the rulebook pages, and its bundle copied into the built site (tools/mkdocs_hooks.py).

The page's words are the compiler's catalogs, `locales/*/playground.ftl` (one per
language of the site); the page is rendered from them and from the bundle `build.py`
made, so that the page's script finds the bundle's files at the version it was built
with.
"""

from __future__ import annotations

import json
import shutil
from functools import cache
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
PREFIX = "playground-"  # the page's messages in the catalogs
PAGE = "playground"
ASSETS = "assets/playground"
# The variant the page opens when no link says which: a small house rule, as a start.
START = "auction_pitch_to_11"


@cache
def words(language: str) -> dict[str, str]:
    """The page's words in `language`, from the catalogs' `playground-` messages (the
    English catalog names them), each value left as `{name}` for the page's script."""
    from fluent.syntax import FluentParser
    from fluent.syntax import ast as ftl

    from allfours.catalogs import LOCALES, catalog, variables

    said = catalog(language)
    source = (LOCALES / "en" / "playground.ftl").read_text(encoding="utf-8")
    found = {}
    for entry in FluentParser().parse(source).body:
        if isinstance(entry, ftl.Message):
            holes = {name: f"{{{name}}}" for name in variables(entry)}
            found[entry.id.name.removeprefix(PREFIX)] = said(entry.id.name, **holes)
    return found


def _up(language: str, default: str) -> str:
    """From a page of `language` one folder deep to the site's root."""
    return "../" if language == default else "../../"


def _prefix(language: str, default: str) -> str:
    return "" if language == default else f"{language}/"


def _script_json(value: Any) -> str:
    """JSON inside a <script> element: no `<` can end it early."""
    return json.dumps(value, ensure_ascii=False).replace("<", "\\u003c")


# Where the page's script goes: the staged page holds this mark, and the hook fills it in
# when the page is rendered (the bundle, built only then, names its version).
MARK = "<!-- the playground -->"


def stub(language: str) -> str:
    """The playground's Markdown page in `language`, its script to come (`MARK`)."""
    said = words(language)
    return "\n".join(
        [
            "---",
            f"title: {json.dumps(said['title'], ensure_ascii=False)}",
            "hide:",
            "  - navigation",
            "  - toc",
            "---",
            "",
            f"# {said['title']}",
            "",
            said["intro"],
            "",
            f'<div id="playground" class="pg-root"><p class="pg-note">{said["nojs"]}</p></div>',
            "",
            MARK,
            "",
        ]
    )


def script(language: str, languages: list[str], bundle: Path) -> str:
    """What fills the page's mark: the page's settings and words, and its script."""
    from allfours.simulate.site import GAMES, SEED

    default = languages[0]
    built = json.loads((bundle / "playground.json").read_text(encoding="utf-8"))
    up = _up(language, default)
    config = {
        "language": language,
        "words": words(language),
        "assets": f"{up}{ASSETS}/",
        "version": bundle.name,
        "pages": {code: f"{up}{_prefix(code, default)}{PAGE}/" for code in languages},
        "highlight": built["highlight"],
        "games": GAMES,
        "seed": SEED,
        "start": START,
    }
    return (
        f'<script type="application/json" id="playground-config">{_script_json(config)}</script>\n'
        f'<script type="module" src="{up}{ASSETS}/page.js?v={bundle.name}"></script>'
    )


def page_name(language: str, default: str) -> str:
    return f"{PAGE}.md" if language == default else f"{PAGE}.{language}.md"


def change_link(variant: str, language: str) -> str:
    """The line a rulebook page of `variant` carries under its title: a link that opens
    the playground, in the page's language, on the variant's file. A rulebook page is two
    folders below its language's root in every language. The variant is a query, not a
    fragment: the fragment is the playground's share link."""
    href = f"../../{PAGE}/?v={variant}"
    label = words(language)["change_rules"]
    return f'<p class="pg-change"><a class="md-button" href="{href}">{label}</a></p>'


def with_change_link(text: str, variant: str, language: str) -> str:
    """A rulebook page with its link to the playground after its title."""
    lines = text.split("\n")
    at = next((i for i, line in enumerate(lines) if line.startswith("# ")), None)
    if at is None:
        return text
    return "\n".join([*lines[: at + 1], "", change_link(variant, language), *lines[at + 1 :]])


def install(bundle: Path, site: Path) -> None:
    """The bundle's files into the built site, where the pages look for them."""
    target = site / ASSETS
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(bundle, target)
