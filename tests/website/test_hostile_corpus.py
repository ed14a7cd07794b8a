"""The hostile corpus without a browser: what checks, what is refused, what the pages and
modules built from it hold. (tests/website/test_browser.py opens the built site.)"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from allfours.backends.python import render_module
from allfours.backends.rulebook import LANGUAGES, render_page
from allfours.diagnostics.codes import Code
from allfours.pipeline import check_variant
from allfours.semantic.resolve import Loader

from .hostile_corpus import CORPUS, REFUSED, TITLES


def _folder(tmp_path: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        (tmp_path / f"{name}.variant").write_bytes(text.encode("utf-8"))
    return tmp_path


@pytest.mark.parametrize("name", sorted(CORPUS))
def test_every_attack_of_the_corpus_checks(tmp_path: Path, name: str) -> None:
    folder = _folder(tmp_path, CORPUS)
    checked = check_variant(folder / f"{name}.variant", Loader())
    assert checked.variant is not None, [d.message for d in checked.diagnostics]
    assert checked.variant.title == TITLES[name]


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_a_line_hidden_behind_a_carriage_return_or_separator_is_refused(
    tmp_path: Path, name: str
) -> None:
    folder = _folder(tmp_path, REFUSED)
    checked = check_variant(folder / f"{name}.variant", Loader())
    assert checked.variant is None
    assert {d.code for d in checked.diagnostics} == {Code.E0102}
    (line,) = {d.primary.span.line for d in checked.diagnostics}
    assert line > 2  # the hidden line is a line of its own, after the comment


def test_no_page_holds_a_line_end_other_than_newline(tmp_path: Path) -> None:
    """Markdown renderers disagree on what ends a line: a page holds `\\n` only."""
    folder = _folder(tmp_path, CORPUS)
    checked = check_variant(folder / "comment_tricks.variant", Loader())
    assert checked.variant is not None
    for language in LANGUAGES:
        page = render_page(checked.variant, language)
        assert page.splitlines() == page.split("\n")[:-1], "a character that splits lines"


def test_page_titles_are_escaped_in_front_matter(tmp_path: Path) -> None:
    folder = _folder(tmp_path, CORPUS)
    checked = check_variant(folder / "hostile_title.variant", Loader())
    assert checked.variant is not None
    page = render_page(checked.variant, LANGUAGES[0])
    front, _ = page.split("\n---\n", 1)
    assert front.startswith("---\ntitle: ")
    assert "<" not in front and "&lt;/title&gt;&lt;script&gt;" in front


def test_a_title_with_percent_signs_does_not_break_the_module_help(tmp_path: Path) -> None:
    folder = _folder(tmp_path, CORPUS)
    checked = check_variant(folder / "percent_title.variant", Loader())
    assert checked.variant is not None
    module = tmp_path / "percent_title.py"
    module.write_text(render_module(checked.variant, standalone=True), encoding="utf-8")
    result = subprocess.run(
        [sys.executable, str(module), "--help"], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert " ".join(result.stdout.split()).count(TITLES["percent_title"]) == 1
