"""Untrusted text as inert Markdown: what a variant file says reaches a page only as text."""

from __future__ import annotations

import html
import re

# Characters that could start Markdown markup inside a line (links, emphasis, code);
# `<`, `>`, `&` and braces become HTML entities instead.
_MARKDOWN_SPECIAL = re.compile(r"([\\`*_\[\]#!|~])")
# Markup that only counts at the start of a line: lists, quotes, numbered lists.
_LINE_START = re.compile(r"^(\s*)([-+]|\d+)(\.?\s)")


def _escape_line_start(match: re.Match[str]) -> str:
    indent, marker, rest = match.groups()
    if marker.isdigit():  # "1. " starts a numbered list: escape the period
        return f"{indent}{marker}{rest.replace('.', chr(92) + '.', 1)}"
    return f"{indent}\\{marker}{rest}"


def md_text(text: str) -> str:
    """Untrusted text as inert Markdown: HTML escaped, Markdown punctuation backslashed."""
    escaped = _MARKDOWN_SPECIAL.sub(r"\\\1", " ".join(text.split()))
    escaped = _LINE_START.sub(_escape_line_start, escaped)
    # Braces become entities, so that no template engine downstream sees `{{` or `{%`.
    return html.escape(escaped, quote=False).replace("{", "&#123;").replace("}", "&#125;")
