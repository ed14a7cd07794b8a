"""The Jinja2 environment shared by the backends: templates ship inside the package."""

from __future__ import annotations

from functools import cache

from jinja2 import Environment, PackageLoader, StrictUndefined

from allfours.backends.literals import py_literal


@cache
def environment() -> Environment:
    env = Environment(
        loader=PackageLoader("allfours", "templates"),
        undefined=StrictUndefined,
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
        autoescape=False,  # Python and Markdown, not HTML: each backend escapes its own way
    )
    env.filters["pyrepr"] = py_literal
    return env
