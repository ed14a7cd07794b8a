"""Planning a build: every generated file's path and text, computed before anything is written."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from allfours import ir
from allfours.backends.family import family_page
from allfours.backends.python import RUNTIME_NAME, render_module, render_runtime
from allfours.backends.rulebook import LANGUAGES, page_name, render_page
from allfours.backends.rulebook.card import render_card
from allfours.semantic.resolve import display_path
from allfours.writer import TreeUpdate

RULES_DIR = "rules"
RULEBOOK_DIR = "rulebook"
CARDS_DIR = "cards"
# The family page, one per language: family.md, family.es.md, ...
FAMILY_PAGES = {
    language.code: page_name("family", language, LANGUAGES[0]) for language in LANGUAGES
}


OWNED_FOLDERS = (RULES_DIR, RULEBOOK_DIR, CARDS_DIR)


def _owned(relative: str) -> bool:
    """The build's files: everything in its folders, and the family pages. (Other files
    in the output folder, such as the conformance suites, belong to other commands.)"""
    return relative in FAMILY_PAGES.values() or relative.split("/", 1)[0] in OWNED_FOLDERS


def plan_build(variants: Sequence[ir.Variant], out: Path) -> TreeUpdate:
    files: dict[str, str] = {}
    for variant in variants:
        files[f"{RULES_DIR}/{variant.id}.py"] = render_module(variant)
        for language in LANGUAGES:
            name = page_name(variant.id, language, LANGUAGES[0])
            files[f"{RULEBOOK_DIR}/{name}"] = render_page(variant, language)
            link = f"../rulebook/{variant.id}.md"
            files[f"{CARDS_DIR}/{name}"] = render_card(variant, language, link)
    if variants:
        files[f"{RULES_DIR}/{RUNTIME_NAME}.py"] = render_runtime()
        for language in LANGUAGES:
            files[FAMILY_PAGES[language.code]] = family_page(variants, language)
    return TreeUpdate(out, files, _owned, display_path(out))
