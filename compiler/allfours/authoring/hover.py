"""What a line of a variant file decides, said as its rulebook says it.

For a statement: the setting, the rules it decides with their numbers in this variant,
the sentences the rulebook prints for them in the author's language, and, in a house
rule, the base's line it replaces (or the default it changes). The sentences come from
the rulebook backend's public entry points (`sections` and a `Language`), never from a
copy of its words. A document with errors has no rulebook of its own: its base's is
shown, marked as the base's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from allfours import ast
from allfours.backends.escape import md_code_span, md_text
from allfours.backends.rulebook import LANGUAGES, Language, Rule, sections
from allfours.catalogs import Words, catalog
from allfours.registry.settings import SETTINGS, Setting

if TYPE_CHECKING:
    from allfours import ir
    from allfours.authoring.document import Document


def language_of(code: str) -> Language:
    return next((lang for lang in LANGUAGES if lang.code == code), LANGUAGES[0])


def setting_of(statement: ast.Statement) -> Setting:
    if isinstance(statement, ast.Point | ast.NoPoint):
        return next(s for s in SETTINGS if s.grammar == "point")
    if isinstance(statement, ast.Translation):
        grammar = "title_in" if statement.what == "title" else "description_in"
        return next(s for s in SETTINGS if s.grammar == grammar)
    return next(s for s in SETTINGS if s.key == statement.key)


def _rule_ids(statement: ast.Statement, setting: Setting) -> tuple[str, ...]:
    if isinstance(statement, ast.Point | ast.NoPoint):
        return (f"points.{statement.id.value}",)
    return tuple(setting.rules)


def _rules(variant: ir.Variant, ids: tuple[str, ...], language: Language) -> list[Rule]:
    return [
        rule
        for section in sections(variant, language)
        for rule in section.rules
        if set(rule.ids or (rule.id,)) & set(ids)
    ]


def _base_variant(document: Document) -> ir.Variant | None:
    base = document.base_path()
    if base is None:
        return None
    from allfours.pipeline import check_variant

    return check_variant(base, document.loader).variant


def hover_text(document: Document, line: int, code: str = "en") -> str | None:
    """Markdown for `line` of the document, or None where the line states nothing."""
    language = language_of(code)
    # The hover's own few words (locales/<code>/hover.ftl): the rulebook's sentences are the
    # rulebook's.
    words = Words(catalog(language.code), "hover")
    statement = document.statement_at(line)
    if statement is None:
        return None
    if isinstance(statement, ast.Header):
        # The titles are the author's text: escaped, as the rulebook escapes them.
        said = [f"**{statement.id.value}**: {md_text(statement.title)}"]
        base = _base_variant(document)
        if base is not None:
            said.append(f"{words['extends']} **{base.id}**: {md_text(base.title_in(code))}")
        return "\n\n".join(said)
    setting = setting_of(statement)
    said = [f"**{statement.key}** {words['decides']} `{setting.ir}`"]
    variant = document.lowered
    whose = ""
    if variant is None:
        variant = _base_variant(document)
        whose = words.fmt("base", base=variant.id) if variant is not None else ""
    rules = _rules(variant, _rule_ids(statement, setting), language) if variant else []
    if whose and rules:
        said.append(f"*{whose}*")
    for rule in rules:
        said.append(f"**{rule.number}** {rule.text}")
    if not rules:
        said.append(f"*{words['none']}*" if not setting.said(code).note else "")
        note = setting.said(code).note
        if note:
            said.append(note)
    replaced = _replaced(document, statement, words)
    if replaced:
        said.append(replaced)
    return "\n\n".join(part for part in said if part)


def _replaced(document: Document, statement: ast.Statement, words: Words) -> str | None:
    """In a house rule: the base's line the statement replaces, or the default it
    changes."""
    base = document.base_settings
    if base is None:
        return None
    replaced = base.by_key.get(statement.key)
    if replaced is not None:
        line = (document.source_line(replaced.span) or "").strip()
        name = next(
            (v.header.id.value for v in document.chain[1:] if v.path == replaced.span.path), ""
        )
        said = words.fmt("replaces", base=name, line=replaced.span.line)
        return f"{said}: {md_code_span(line)}"
    setting = setting_of(statement)
    if setting.default:
        return f"{words['default']}: `{setting.default}`"
    return None
