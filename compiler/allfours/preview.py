"""`allfours preview FILE`: one variant file's rulebook pages and rule cards, as a small
site of their own, for a house-rule author who works outside the checkout.

The pages are the build's own (`plan_build`: the same backends as `allfours build`), for
the variant and each variant below it, so that "built on ..." links lead somewhere; MkDocs
turns them into HTML with the site's theme and Markdown extensions. Nothing is written
before the file checks, and a folder is written only when it is new, empty, or an
earlier preview's.
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import json
import shutil
import tempfile
import webbrowser
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from allfours.backends.escape import md_text, page_title
from allfours.backends.rulebook import LANGUAGES, page_name
from allfours.build import CARDS_DIR, RULEBOOK_DIR, plan_build
from allfours.catalogs import catalog
from allfours.docs import MARKDOWN_EXTENSIONS

if TYPE_CHECKING:
    from allfours import ir

# A preview's folder carries this file, so that a later preview may write over it and
# nothing else is ever written over.
MARKER = ".allfours-preview"
LOOPBACK = "127.0.0.1"
# The site's print style (a card on one sheet), found in the checkout when there is one.
PRINT_CSS = Path(__file__).resolve().parents[2] / "docs" / "stylesheets" / "print.css"


class PreviewError(Exception):
    """Why no preview can be written; nothing was."""


def _lineage(variant: ir.Variant) -> list[ir.Variant]:
    """The variant and every variant it is built on, nearest first."""
    found: list[ir.Variant] = []
    current: ir.Variant | None = variant
    while current is not None:
        found.append(current)
        current = current.parent
    return found


def pages(variant: ir.Variant) -> dict[str, str]:
    """The preview's Markdown pages (relative `/` path -> text): the rulebook pages and
    rule cards the build makes for the variant and its bases, and an index."""
    lineage = _lineage(variant)
    planned = plan_build(lineage, Path("unused")).files
    chosen = {
        name: text
        for name, text in planned.items()
        if name.split("/", 1)[0] in (RULEBOOK_DIR, CARDS_DIR)
    }
    indexes = {
        page_name("index", language, LANGUAGES[0]): _index(lineage, language.code)
        for language in LANGUAGES
    }
    return {**indexes, **chosen}


def _index(lineage: list[ir.Variant], code: str) -> str:
    """The preview's first page in a language: the variant's pages, then its bases'; the
    site's language switcher leads to the same page in the others."""
    variant, words = lineage[0], catalog(code)
    title = variant.title_in(code)
    lines = [
        "---",
        f"title: {page_title(words('preview-title', title=title))}",
        "---",
        "",
        f"# {md_text(title)}",
        "",
        words("preview-intro", source=f"`{md_text(variant.source)}`"),
        "",
    ]
    for shown in lineage:
        heading = words("preview-pages") if shown is variant else md_text(shown.title_in(code))
        lines += [f"## {heading}", ""]
        lines.append(
            f"- [{words('preview-rulebook')}]({RULEBOOK_DIR}/{shown.id}.md), "
            f"[{words('preview-card')}]({CARDS_DIR}/{shown.id}.md)"
        )
        lines.append("")
        if shown is variant and len(lineage) > 1:
            lines += [words("preview-bases"), ""]
    return "\n".join(lines)


def _mkdocs_config(docs: Path, site: Path) -> dict[str, object]:
    config: dict[str, object] = {
        "site_name": "Rulebook preview",
        "docs_dir": str(docs),
        "site_dir": str(site),
        "use_directory_urls": False,  # pages that open from the disk, without a server
        "theme": {"name": "material", "font": False, "palette": {"primary": "green"}},
        "markdown_extensions": MARKDOWN_EXTENSIONS,
        # Each language's pages in its own frame (the page's `lang`, its menu), with the
        # site's switcher between them, as on the site.
        "plugins": [
            {
                "i18n": {
                    "docs_structure": "suffix",
                    "fallback_to_default": True,
                    "reconfigure_material": True,
                    "languages": [
                        {
                            "locale": language.code,
                            "name": catalog(language.code).name,
                            "build": True,
                            **({"default": True} if language == LANGUAGES[0] else {}),
                        }
                        for language in LANGUAGES
                    ],
                }
            }
        ],
        "validation": {"links": {"not_found": "warn", "anchors": "warn"}},
    }
    if PRINT_CSS.is_file():
        (docs / "stylesheets").mkdir(exist_ok=True)
        shutil.copy(PRINT_CSS, docs / "stylesheets" / "print.css")
        config["extra_css"] = ["stylesheets/print.css"]
    return config


def _usable(out: Path) -> None:
    """Refuse a folder that holds anything but an earlier preview."""
    if out.exists() and not out.is_dir():
        raise PreviewError(f"{out} is a file, not a folder")
    if out.is_dir() and any(out.iterdir()) and not (out / MARKER).is_file():
        raise PreviewError(
            f"{out} is not empty and holds no earlier preview; "
            "name a new or empty folder with --out"
        )


def write(variant: ir.Variant, out: Path | None) -> Path:
    """Build the preview into `out` (a new temporary folder when None); return the folder.

    Raises PreviewError, having written nothing, when the folder cannot be used or MkDocs
    is not installed."""
    try:
        from mkdocs.commands.build import build
        from mkdocs.config import load_config
    except ImportError:
        raise PreviewError(
            "a preview needs MkDocs: install allfours with its docs extra "
            "(pip install 'allfours[docs]')"
        ) from None
    if out is not None:
        _usable(out)
    with tempfile.TemporaryDirectory(prefix="allfours-preview-src-") as scratch:
        docs = Path(scratch) / "docs"
        for name, text in pages(variant).items():
            path = docs / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
        # MkDocs empties its site folder before it writes: it builds into a folder of
        # its own, which then takes the place of `out`.
        site = Path(scratch) / "site"
        config_file = Path(scratch) / "mkdocs.yml"
        config_file.write_text(json.dumps(_mkdocs_config(docs, site)), encoding="utf-8")
        with _quiet_mkdocs():
            build(load_config(config_file=str(config_file)))
        (site / MARKER).write_text("written by `allfours preview`\n", encoding="utf-8")
        if out is None:
            out = Path(tempfile.mkdtemp(prefix="allfours-preview-"))
        if out.exists():
            shutil.rmtree(out)
        shutil.move(site, out)
    return out


@contextlib.contextmanager
def _quiet_mkdocs() -> Iterator[None]:
    """MkDocs says each step it takes at INFO level; only its warnings are wanted."""
    import logging

    logger = logging.getLogger("mkdocs")
    level = logger.level
    logger.setLevel(logging.WARNING)
    try:
        yield
    finally:
        logger.setLevel(level)


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass  # one line a request would bury the address that was printed


class Server:
    """An HTTP server on the loopback address only, bound to its port before there is
    anything to serve: a port in use is found before a preview is built."""

    def __init__(self, port: int) -> None:
        """Raises OSError when the port cannot be had (port 0: any free one)."""
        self._httpd = http.server.ThreadingHTTPServer((LOOPBACK, port), _Quiet)

    @property
    def url(self) -> str:
        return f"http://{LOOPBACK}:{self._httpd.server_address[1]}/index.html"

    def serve_forever(self, folder: Path) -> None:
        """Serve `folder` until interrupted."""
        self._httpd.RequestHandlerClass = functools.partial(_Quiet, directory=str(folder))
        self._httpd.serve_forever()

    def close(self) -> None:
        self._httpd.server_close()


def open_in_browser(folder: Path) -> bool:
    """Whether a browser was started on the preview's index page."""
    return webbrowser.open((folder / "index.html").resolve().as_uri())
