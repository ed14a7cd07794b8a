"""Documentation pages built from the code itself: the indexes and the error index."""

from __future__ import annotations

from pathlib import Path

from allfours.backends.rulebook import LANGUAGES, md_text
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


def error_index_page() -> str:
    lines = [
        "# Error index",
        "",
        "Every diagnostic the checker can report. `allfours explain CODE` prints the same text.",
        "",
    ]
    for code in CODES.values():
        entry = code.entry
        lines += [
            f"## {code.name}: {entry.slug} {{#{code.name.lower()}}}",
            "",
            f"**{md_text(entry.summary)}**",
            "",
            md_text(entry.explanation),
            "",
        ]
        if entry.example:
            example = "".join(f"    {line}\n" for line in entry.example.splitlines())
            lines += ["Example:", "", example]
    return "\n".join(lines) + "\n"


# The lines of the family, each numbered by its own layout: the auction-pitch line's
# numbers are given plain, the turn-up line's and the Pedro line's after them, where they
# differ.
TURNED = "with a turned-up trump"
NAMED = "with a named trump"


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


def _decides(setting: Setting) -> str:
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
        parts.append(f"{', '.join(turned)} {TURNED}")
    if named and named != pitch:
        parts.append(f"{', '.join(named)} {NAMED}")
    return "; ".join(parts)


def _default(setting: Setting) -> str:
    if setting.default is None:
        return ""
    if setting.default:
        return f"`{setting.default}`"
    return setting.default_text


def language_page() -> str:
    """The language reference: every statement, its forms and default, from the setting
    registry."""
    entries = [
        {
            "key": s.key,
            "rules": _decides(s),
            "forms": s.forms,
            "default": _default(s),
            "note": s.note,
        }
        for s in SETTINGS
    ]
    return environment().get_template("language.md.j2").render(settings=entries)
