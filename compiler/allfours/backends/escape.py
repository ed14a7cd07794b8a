"""Untrusted text on a page: the one way each context a variant file's text can reach.

A variant file is written by someone else: its title, description and comments reach
the rulebook site, and must show there as the text they are, never as markup. Each
context has its own function, and nothing from a variant file reaches a page by any
other path:

- `md_text`: a Markdown paragraph, heading, list item, table cell or admonition title;
- `md_code_line`: one line inside a fenced code block (the page's copy of the file);
- `page_title`: the page's title in its front matter, which the theme prints as HTML
  into `<title>` and the header without escaping it.
"""

from __future__ import annotations

import html
import json
import re

# Characters that could start Markdown markup inside a line (links, emphasis, code,
# table cells, admonitions); `<`, `>`, `&` and braces become HTML entities instead.
_MARKDOWN_SPECIAL = re.compile(r"([\\`*_\[\]#!|~])")
# Characters that start a block only at the start of a line (a list, a rule `---`, a
# `???` details block, a definition): that one character becomes an entity there.
_BLOCK_START = "-+=?:"
_NUMBERED_LIST = re.compile(r"^(\d+)\.(?=\s|$)")  # "1. " starts a numbered list
REPLACEMENT = "\ufffd"


def _visible(text: str, keep: str = "") -> str:
    """`text` with every character that is not printable (controls, line and paragraph
    separators, unassigned code points) replaced, except those in `keep`."""
    if text.isprintable():
        return text
    return "".join(ch if ch.isprintable() or ch in keep else REPLACEMENT for ch in text)


def _entities(text: str) -> str:
    """HTML-escaped, braces included (no template engine downstream sees `{{`)."""
    return html.escape(text, quote=False).replace("{", "&#123;").replace("}", "&#125;")


def md_text(text: str) -> str:
    """Untrusted text as inert inline Markdown: one line, HTML escaped, Markdown
    punctuation backslashed, braces as entities (no template engine downstream sees
    `{{` or `{%`), and nothing at its start that could begin a block."""
    escaped = _MARKDOWN_SPECIAL.sub(r"\\\1", _visible(" ".join(text.split())))
    escaped = _NUMBERED_LIST.sub(r"\1\\.", escaped)
    lead = ""
    if escaped and escaped[0] in _BLOCK_START:
        lead, escaped = f"&#{ord(escaped[0])};", escaped[1:]
    return lead + _entities(escaped)


def md_code_line(line: str) -> str:
    """One line of untrusted text inside a fenced code block.

    The reader has already made `\\n` the only line end; any other character that some
    Markdown processor might take for one (a form feed, a vertical tab, a file or record
    separator) or that is not printable is shown as U+FFFD, so the line can never end
    the block early. Tabs stay. (The fence itself is longer than any run of backticks in
    the file: see `code_fence`.)
    """
    return _visible(line, keep="\t")


def md_code_span(text: str) -> str:
    """Untrusted text as inline code: between backtick runs longer than any inside it
    (and a space inside each, where the text starts or ends with one), on one line."""
    shown = _visible(" ".join(text.split("\n")))
    longest = max((len(run) for run in re.findall(r"`+", shown)), default=0)
    fence = "`" * (longest + 1)
    pad = " " if shown.startswith("`") or shown.endswith("`") else ""
    return f"{fence}{pad}{shown}{pad}{fence}"


def code_fence(lines: list[str]) -> str:
    """A backtick fence longer than any run of backticks in `lines`, so that none of them
    can close it."""
    longest = max((len(run) for line in lines for run in re.findall(r"`+", line)), default=0)
    return "`" * max(3, longest + 1)


def page_title(text: str) -> str:
    """The page's title as a front-matter value: a YAML (and JSON) string whose content
    is HTML-escaped text on one line, since the theme prints it unescaped."""
    plain = _entities(_visible(" ".join(text.split()))).replace('"', "&quot;")
    return json.dumps(plain, ensure_ascii=False)
