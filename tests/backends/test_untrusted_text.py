"""Text from a variant file stays text: repr() into Python, escaped into Markdown."""

from __future__ import annotations

import ast
import importlib.util
import sys
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from allfours.backends.literals import py_str
from allfours.backends.python import render_module
from allfours.backends.rulebook import LANGUAGES, render_page
from allfours.pipeline import check_variant
from allfours.semantic.resolve import Loader
from sampling import examples

HOSTILE_TITLE = 'Evil """ \' <script>alert(1)</script> {{ 7*7 }} {% if %} *bold* [x](y)'
HOSTILE_TEXT = (
    "</script><img src=x onerror=alert(1)> # heading ``` code ''' \\\" {{ config }} "
    "{% raw %} __import__('os').system('echo pwned') <!-- -->"
)


def _compile(tmp_path: Path, title: str = HOSTILE_TITLE) -> tuple[str, str]:
    escaped_title = title.replace("\\", "\\\\").replace('"', '\\"')
    escaped_text = HOSTILE_TEXT.replace("\\", "\\\\").replace('"', '\\"')
    path = tmp_path / "hostile.variant"
    path.write_text(
        f'variant hostile "{escaped_title}" extends auction_pitch\ndescription: "{escaped_text}"\n',
        encoding="utf-8",
    )
    checked = check_variant(path, Loader())
    assert checked.variant is not None, [d.message for d in checked.diagnostics]
    assert checked.variant.title == title
    assert checked.variant.description == HOSTILE_TEXT
    pages = "\n".join(render_page(checked.variant, language) for language in LANGUAGES)
    return render_module(checked.variant, standalone=True), pages


def _module_holding(tmp_path: Path, title: str) -> object:
    module_text, _ = _compile(tmp_path, title)
    module_path = tmp_path / "hostile.py"
    module_path.write_text(module_text, encoding="utf-8")
    spec = importlib.util.spec_from_file_location("hostile_rules", module_path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["hostile_rules"] = module
    try:
        spec.loader.exec_module(module)
    finally:
        del sys.modules["hostile_rules"]
    return module


def test_python_module_holds_the_text_as_data(tmp_path: Path) -> None:
    module: Any = _module_holding(tmp_path, HOSTILE_TITLE)
    assert module.VARIANT["title"] == HOSTILE_TITLE
    assert module.VARIANT["description"] == HOSTILE_TEXT
    assert module.RULES.title == HOSTILE_TITLE


def test_a_long_title_with_a_tab_reaches_the_module_exactly(tmp_path: Path) -> None:
    """A title too long for one line is split into pieces; a tab in it stays a tab (the
    pieces were once wrapped like prose, which turned it into spaces)."""
    title = "Pitch\tat the club, " + "with more house rules than anyone remembers " * 3
    module: Any = _module_holding(tmp_path, title)
    assert module.VARIANT["title"] == title
    assert module.RULES.title == title


@settings(max_examples=examples(500), derandomize=True, database=None, deadline=None)
@given(
    st.text(st.sampled_from(" \t\n\r\x0b\x1b\"'\\aé") | st.characters(), min_size=90, max_size=300),
    st.integers(0, 40),
    st.integers(0, 12),
)
def test_a_string_laid_out_for_the_module_reads_back_exactly(
    text: str, column: int, indent: int
) -> None:
    assert ast.literal_eval(py_str(text, column, indent)) == text


def _outside_source_block(pages: str) -> str:
    """The pages without their variant-source block, where the file is shown verbatim in a
    code fence (which the highlighter escapes)."""
    return "\n".join(page.split('??? example "', 1)[0] for page in pages.split("<!-- @generated"))


def test_rulebook_page_shows_the_text_inert(tmp_path: Path) -> None:
    _, pages = _compile(tmp_path)
    page = _outside_source_block(pages)
    assert "<script>" in pages  # the variant file itself, shown in its code fence
    assert "<script>" not in page and "<img" not in page and "<!-- -->" not in page
    assert "&lt;script&gt;" in page
    assert "{{" not in page and "{%" not in page
    assert "\\*bold\\*" in page
    assert "\\[x\\](y)" in page
