"""Documentation pages built from the code itself: the indexes and the error index."""

from __future__ import annotations

from pathlib import Path

from allfours.backends.escape import code_fence
from allfours.backends.rulebook import LANGUAGES
from allfours.backends.templating import environment
from allfours.diagnostics import CODES
from allfours.registry.rules import (
    NAMED_LAYOUT,
    PITCH_LAYOUT,
    TURN_UP_LAYOUT,
    Section,
    layout_number,
)
from allfours.registry.settings import SETTINGS, Setting

# The index pages' own words, per language code.
_INDEX_TEXT = {
    "en": (
        "Rulebooks",
        "One page per bundled variant, generated from its variant file. Each rule carries "
        "the number that the variant's rules module cites when it refuses an action.",
        "Rule cards",
        "One printable page per variant: the rules a player looks up at the table.",
    ),
    "es": (
        "Reglamentos",
        "Una página por variante incluida, generada a partir de su archivo de variante. "
        "Cada regla lleva el número que cita el módulo de reglas de la variante cuando "
        "rechaza una acción.",
        "Tarjetas de reglas",
        "Una página imprimible por variante: las reglas que se consultan en la mesa.",
    ),
    "pl": (
        "Regulaminy",
        "Jedna strona na każdy dołączony wariant, wygenerowana z jego pliku wariantu. Każda "
        "reguła ma numer, który moduł reguł wariantu podaje, gdy odrzuca ruch.",
        "Karty zasad",
        "Jedna strona do druku na każdy wariant: zasady, do których zagląda się przy stole.",
    ),
}


def _title_of(page: Path) -> str:
    for line in page.read_text(encoding="utf-8").splitlines():
        if line.startswith("# "):
            return line[2:].strip()
    return page.stem


def _suffix(code: str) -> str:
    return "" if code == LANGUAGES[0].code else f".{code}"


def _index_pages(folder: Path, heading: int) -> dict[str, str]:
    """index[.xx].md -> a list of the folder's pages in that language."""
    pages: dict[str, str] = {}
    for language in LANGUAGES:
        suffix = _suffix(language.code)
        title, intro = _INDEX_TEXT.get(language.code, _INDEX_TEXT["en"])[heading : heading + 2]
        variants = sorted(p for p in folder.glob("*.md") if p.suffixes == [".md"])
        lines = [f"# {title}", "", intro, ""]
        for page in variants:
            translated = folder / f"{page.stem}{suffix}.md"
            shown = translated if translated.is_file() else page
            lines.append(f"- [{_title_of(shown)}]({page.stem}.md) (`{page.stem}`)")
        pages[f"index{suffix}.md"] = "\n".join(lines) + "\n"
    return pages


def rulebook_index_page(folder: Path) -> dict[str, str]:
    return _index_pages(folder, 0)


def cards_index_page(folder: Path) -> dict[str, str]:
    return _index_pages(folder, 2)


# The error index's own words, per language code: title, introduction, the labels of an
# entry's example and fix, and the example of an empty file. The entries' texts are the
# diagnostic catalogue's.
_ERRORS_TEXT = {
    "en": (
        "Error index",
        "Every diagnostic the checker can report, in the order of its code: what it means, "
        "an example that causes it, and how to fix it. `allfours explain CODE` prints the "
        "same entry.",
        "Example",
        "How to fix it",
        "an empty file",
    ),
    "es": (
        "Índice de errores",
        "Todos los diagnósticos que puede dar el comprobador, por orden de código: qué "
        "significa cada uno, un ejemplo que lo provoca y cómo corregirlo. El comprobador "
        "escribe sus mensajes en inglés; `allfours explain CODE` muestra la misma entrada "
        "en inglés.",
        "Ejemplo",
        "Cómo corregirlo",
        "un archivo vacío",
    ),
    "pl": (
        "Indeks błędów",
        "Wszystkie komunikaty, jakie może zgłosić sprawdzanie, w kolejności kodów: co "
        "znaczy każdy z nich, przykład, który go wywołuje, i jak go poprawić. Sprawdzanie "
        "pisze komunikaty po angielsku; `allfours explain CODE` pokazuje ten sam wpis po "
        "angielsku.",
        "Przykład",
        "Jak to poprawić",
        "pusty plik",
    ),
}


def error_index_page(language: str = "en") -> str:
    """The error index in a language: every code of the catalogue, in numeric order. The
    catalogue is the project's own Markdown (trusted), so it is not escaped."""
    title, intro, example_label, fix_label, empty = _ERRORS_TEXT.get(language, _ERRORS_TEXT["en"])
    lines = [f"# {title}", "", intro, ""]
    for name in sorted(CODES):
        entry = CODES[name].entry
        text = entry.text(language)
        lines += [
            f"## {name} · `{entry.slug}` {{#{name.lower()}}}",
            "",
            f"**{text.summary}**",
            "",
            text.explanation,
            "",
            f"{example_label}:",
            "",
        ]
        if entry.example.startswith("("):  # a file described in words, not shown
            lines += [f"*{text.example or entry.example}*", ""]
        elif not entry.example:
            lines += [f"*({empty})*", ""]
        else:
            shown = entry.example.rstrip("\n").split("\n")
            fence = code_fence(shown)
            lines += [f"{fence}allfours", *shown, fence, ""]
        lines += [f"**{fix_label}:** {text.fix}", ""]
    return "\n".join(lines).rstrip("\n") + "\n"


# The lines of the family, each numbered by its own layout: the auction-pitch line's
# numbers are given plain, the turn-up line's and the Pedro line's after them, where they
# differ.
TURNED = "with a turned-up trump"
NAMED = "with a named trump"
# The language reference's own words, per language code: how it marks the turn-up and
# the Pedro lines' numbers, and the labels of a setting's section. Its prose is its
# template's, one per language (language[.xx].md.j2); the settings' notes are the
# registry's.
_REFERENCE_WORDS = {
    "en": {
        "turned": TURNED,
        "named": NAMED,
        "rules": "rules",
        "default": "Default",
        "required": "*required* in a variant without `extends`",
    },
    "es": {
        "turned": "con triunfo vuelto",
        "named": "con triunfo elegido",
        "rules": "reglas",
        "default": "Por defecto",
        "required": "*obligatorio* en una variante sin `extends`",
    },
    "pl": {
        "turned": "przy atucie odkrytym",
        "named": "przy atucie wybranym",
        "rules": "reguły",
        "default": "Domyślnie",
        "required": "*wymagane* w wariancie bez `extends`",
    },
}


def _numbers(rules: tuple[str, ...], layout: tuple[Section, ...]) -> list[str]:
    """The numbers in `layout` of those of `rules` that the layout has, in order."""
    found: list[str] = []
    for rule in rules:
        try:
            number = layout_number(rule, layout)
        except KeyError:
            continue  # a rule of the other line only
        if number not in found:
            found.append(number)
    return found


def _point_numbers(layout: tuple[Section, ...]) -> list[str]:
    """Where a layout puts the points: the slots that hold points (`points.<id>`, a group
    of them, or all of them under one number), then "..." for the points numbered in
    order."""
    found = []
    for major, section in enumerate(layout, start=1):
        for minor, slot in enumerate(section.slots, start=1):
            if slot == "points":
                found.append("...")
            elif isinstance(slot, str) or any(
                rule.startswith("points.") and rule.removeprefix("points.") in _POINT_IDS
                for rule in slot
            ):
                found.append(f"{major}.{minor}")
    return found


_POINT_IDS = ("high", "low", "jack", "game")  # the points the turn-up layout places


def _decides(setting: Setting, words: dict[str, str]) -> str:
    """The layouts' numbers of the rules a setting decides: "3.4, 6.2, 7.2" in the
    auction-pitch line's numbering, then "2.2 with a turned-up trump" where the turn-up
    line numbers them differently (or only it has them), and "3.5 with a named trump"
    where the Pedro line does."""
    if setting.grammar == "point":
        pitch = ["5.1", "5.2", "..."]
        turned, named = (_point_numbers(layout) for layout in (TURN_UP_LAYOUT, NAMED_LAYOUT))
    else:
        pitch, turned, named = (
            _numbers(setting.rules, layout)
            for layout in (PITCH_LAYOUT, TURN_UP_LAYOUT, NAMED_LAYOUT)
        )
    parts = [", ".join(pitch)] if pitch else []
    if turned and turned != pitch:
        parts.append(f"{', '.join(turned)} {words['turned']}")
    if named and named != pitch:
        parts.append(f"{', '.join(named)} {words['named']}")
    return "; ".join(parts)


def _default(setting: Setting, language: str) -> str:
    if setting.default is None:
        return ""
    if setting.default:
        return f"`{setting.default}`"
    return setting.said(language).default_text


def language_page(language: str = "en") -> str:
    """The language reference in a language: every statement, its forms and default, from
    the setting registry. The forms are the language itself, the same on every page."""
    words = _REFERENCE_WORDS.get(language, _REFERENCE_WORDS["en"])
    entries = [
        {
            "key": s.key,
            "rules": _decides(s, words),
            "forms": s.forms,
            "default": _default(s, language),
            "note": s.said(language).note,
        }
        for s in SETTINGS
    ]
    suffix = "" if language == "en" or language not in _REFERENCE_WORDS else f".{language}"
    name = f"language{suffix}.md.j2"
    return environment().get_template(name).render(settings=entries, words=words)
