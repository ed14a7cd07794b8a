"""Planning a build: every generated file's path and text, computed before anything is written."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from allfours import ir
from allfours.backends.family import family_page
from allfours.backends.python import render_module
from allfours.backends.rulebook import LANGUAGES, page_name, render_page
from allfours.backends.rulebook.card import render_card
from allfours.semantic.resolve import display_path

RULES_DIR = "rules"
RULEBOOK_DIR = "rulebook"
CARDS_DIR = "cards"
FAMILY_PAGE = "family.md"


@dataclass(frozen=True, slots=True)
class BuildPlan:
    outputs: dict[Path, str]
    stale: list[Path]  # generated files of variants that no longer exist
    shown: dict[Path, str]  # how each path is printed


def plan_build(variants: Sequence[ir.Variant], out: Path) -> BuildPlan:
    outputs: dict[Path, str] = {}
    for variant in variants:
        outputs[out / RULES_DIR / f"{variant.id}.py"] = render_module(variant)
        for language in LANGUAGES:
            name = page_name(variant.id, language, LANGUAGES[0])
            outputs[out / RULEBOOK_DIR / name] = render_page(variant, language)
            link = f"../rulebook/{variant.id}.md"
            outputs[out / CARDS_DIR / name] = render_card(variant, language, link)
    if variants:
        outputs[out / FAMILY_PAGE] = family_page(variants)
    existing = [
        *sorted((out / RULES_DIR).glob("*.py")),
        *sorted((out / RULEBOOK_DIR).glob("*.md")),
        *sorted((out / CARDS_DIR).glob("*.md")),
    ]
    stale = [path for path in existing if path not in outputs]
    shown = {path: display_path(path) for path in [*outputs, *stale]}
    return BuildPlan(outputs, stale, shown)
