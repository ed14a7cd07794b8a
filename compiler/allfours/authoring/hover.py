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
from allfours.registry.settings import SETTINGS, Setting

if TYPE_CHECKING:
    from allfours import ir
    from allfours.authoring.document import Document

# The hover's own few words, per language: the rulebook's sentences are the rulebook's.
_WORDS: dict[str, dict[str, str]] = {
    "en": {
        "decides": "decides",
        "replaces": "replaces {base}'s line {line}",
        "default": "changes the default",
        "base": "as {base}'s rulebook says it (this file does not check yet)",
        "extends": "built on",
        "none": "no rule of this variant's rulebook states it",
    },
    "es": {
        "decides": "decide",
        "replaces": "sustituye la línea {line} de {base}",
        "default": "cambia el valor por defecto",
        "base": "como lo dice el reglamento de {base} (este archivo aún tiene errores)",
        "extends": "basada en",
        "none": "ninguna regla del reglamento de esta variante lo dice",
    },
    "pl": {
        "decides": "ustala",
        "replaces": "zastępuje wiersz {line} wariantu {base}",
        "default": "zmienia wartość domyślną",
        "base": "tak, jak mówi regulamin wariantu {base} (ten plik ma jeszcze błędy)",
        "extends": "oparty na",
        "none": "żadna reguła regulaminu tego wariantu tego nie mówi",
    },
}


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
    words = _WORDS.get(code, _WORDS["en"])
    language = language_of(code)
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
        whose = words["base"].format(base=variant.id) if variant is not None else ""
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


def _replaced(document: Document, statement: ast.Statement, words: dict[str, str]) -> str | None:
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
        said = words["replaces"].format(base=name, line=replaced.span.line)
        return f"{said}: {md_code_span(line)}"
    setting = setting_of(statement)
    if setting.default:
        return f"{words['default']}: `{setting.default}`"
    return None
