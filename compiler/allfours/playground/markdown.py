"""A page's Markdown as HTML, as the site renders it: Python-Markdown with the site's
extensions (mkdocs.yml's `markdown_extensions`, handed over by the page).

The pages escape every text that comes from a variant file (`backends.escape`), so the
HTML holds no markup an author wrote, exactly as on the site. Links between rulebook
pages (`auction_pitch.md#ap-4-3`) lead to the site's own pages, in a new tab, so that
the author's work stays in the playground.
"""

from __future__ import annotations

import re
from typing import Any
from xml.etree.ElementTree import Element

import markdown
from markdown.extensions import Extension
from markdown.treeprocessors import Treeprocessor

_FRONT_MATTER = re.compile(r"\A---\n.*?\n---\n", re.S)
# A link between pages of the site, relative: a page name, and perhaps an anchor.
_PAGE_LINK = re.compile(r"^(?P<page>[a-z][a-z0-9_]*)(?:\.[a-z]{2})?\.md(?P<anchor>#[\w-]*)?$")


class _SiteLinks(Treeprocessor):
    def run(self, root: Element) -> None:
        for link in root.iter("a"):
            href = link.get("href", "")
            found = _PAGE_LINK.match(href)
            if found:
                link.set("href", f"../rulebook/{found['page']}/{found['anchor'] or ''}")
                link.set("target", "_blank")
                link.set("rel", "noopener")


class _SiteLinksExtension(Extension):
    def extendMarkdown(self, md: markdown.Markdown) -> None:
        md.treeprocessors.register(_SiteLinks(md), "allfours_site_links", 0)


def render(text: str, extensions: list[Any]) -> str:
    """`text` (a page of the site, its front matter first) as HTML."""
    names: list[Any] = []
    configs: dict[str, Any] = {}
    for extension in extensions:
        if isinstance(extension, dict):
            for name, config in extension.items():
                names.append(name)
                configs[name] = config or {}
        else:
            names.append(extension)
    converter = markdown.Markdown(
        extensions=[*names, _SiteLinksExtension()], extension_configs=configs
    )
    return converter.convert(_FRONT_MATTER.sub("", text, count=1))
