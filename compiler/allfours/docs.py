"""Documentation pages built from the code itself: the indexes and the error index."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from allfours import ir
from allfours.backends.escape import code_fence, md_text
from allfours.backends.rulebook import LANGUAGES
from allfours.backends.templating import environment
from allfours.catalogs import catalog, listed
from allfours.diagnostics import CODES
from allfours.diagnostics.codes import entry_text
from allfours.registry.rules import (
    NAMED_LAYOUT,
    PITCH_LAYOUT,
    TURN_UP_LAYOUT,
    Section,
    layout_number,
)
from allfours.registry.settings import SETTINGS, Setting

# The site's Markdown extensions beyond those MkDocs always loads: the pages use
# admonitions, `markdown` attributes on HTML blocks, folding notes, highlighted code and
# anchors. Said here only: the site's hook adds them to its MkDocs configuration, and a
# preview and the playground render pages with the same list.
MARKDOWN_EXTENSIONS: list[str | dict[str, dict[str, object]]] = [
    "admonition",
    "attr_list",
    "md_in_html",
    "pymdownx.details",
    "pymdownx.highlight",
    "pymdownx.superfences",
    {"toc": {"permalink": True}},
]


def _suffix(code: str) -> str:
    return "" if code == LANGUAGES[0].code else f".{code}"


def _lines(variants: Sequence[ir.Variant]) -> list[tuple[ir.Variant, list[ir.Variant]]]:
    """The family's games, each with the house rules built directly on it: a base game
    (one that extends none) or a game others extend (Partnership Pitch, on Auction
    Pitch) has a section of its own, after its base's; the largest families first."""
    by_id = {v.id: v for v in variants}
    children: dict[str, list[ir.Variant]] = {}
    for v in variants:
        if v.base in by_id:
            children.setdefault(v.base, []).append(v)

    def size(v: ir.Variant) -> int:
        return sum(1 + size(child) for child in children.get(v.id, []))

    def order(group: list[ir.Variant]) -> list[ir.Variant]:
        return sorted(group, key=lambda v: (-size(v), v.title))

    out: list[tuple[ir.Variant, list[ir.Variant]]] = []

    def visit(v: ir.Variant) -> None:
        out.append((v, sorted(children.get(v.id, []), key=lambda child: child.title)))
        for child in order(children.get(v.id, [])):
            if child.id in children:
                visit(child)

    for root in order([v for v in variants if v.base not in by_id]):
        visit(root)
    return out


def _index_pages(variants: Sequence[ir.Variant], kind: str) -> dict[str, str]:
    """index[.xx].md: the folder's pages in that language, by the family's lines: each
    base game, in a sentence, and its house rules."""
    pages: dict[str, str] = {}
    for language in LANGUAGES:
        code = language.code
        words = catalog(code)
        lines = [f"# {words(f'index-{kind}-title')}", "", words(f"index-{kind}-intro"), ""]
        for base, houses in _lines(variants):
            lines += [f"## [{md_text(base.title_in(code))}]({base.id}.md)", ""]
            if kind == "rulebooks":
                lines += [md_text(base.description_in(code)), ""]
            if houses:
                links = [f"[{md_text(v.title_in(code))}]({v.id}.md)" for v in houses]
                lines += [words("index-house-rules", rules=listed(links)), ""]
        pages[f"index{_suffix(code)}.md"] = "\n".join(lines).rstrip("\n") + "\n"
    return pages


GAMES_MARK = "<!-- allfours:games -->"


def games_list(variants: Sequence[ir.Variant], code: str) -> str:
    """The games a player starts with, for the home page: each game of the family that has
    house rules of its own, then the other base games, with its description."""
    return "\n".join(
        f"- [{md_text(v.title_in(code))}](rulebook/{v.id}.md): {md_text(v.description_in(code))}"
        for v, _ in _lines(variants)
    )


def rulebook_index_page(variants: Sequence[ir.Variant]) -> dict[str, str]:
    return _index_pages(variants, "rulebooks")


def cards_index_page(variants: Sequence[ir.Variant]) -> dict[str, str]:
    return _index_pages(variants, "cards")


def error_index_page(language: str = "en") -> str:
    """The error index in a language: every code of the catalogue, in numeric order. The
    catalogue is the project's own Markdown (trusted), so it is not escaped."""
    words = catalog(language)
    title, intro, example_label, fix_label, empty = (
        words(f"errors-{key}") for key in ("title", "intro", "example", "fix", "empty")
    )
    lines = [f"# {title}", "", intro, ""]
    for name in sorted(CODES):
        entry = CODES[name].entry
        text = entry_text(name, language)
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
# differ. The language reference's own words (how it marks those numbers, the labels of a
# setting's section) are the catalogs' (site.ftl, reference-*); its prose is its
# template's, one per language (language[.xx].md.j2); the settings' notes are the
# registry's.
_REFERENCE_KEYS = ("turned", "named", "rules", "default", "required")


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


def language_page(language: str = "en", rulebooks: Collection[str] | None = None) -> str:
    """The language reference in a language: every statement, its forms and default, from
    the setting registry. The forms are the language itself, the same on every page. It
    links the rulebooks of the games it names that the site has (`rulebooks`, the ids of
    its rulebook pages; None: every bundled game's)."""

    def game(variant_id: str, title: str) -> str:
        shown = rulebooks is None or variant_id in rulebooks
        return f"[{title}](rulebook/{variant_id}.md)" if shown else title

    words = {key: catalog(language)(f"reference-{key}") for key in _REFERENCE_KEYS}
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
    suffix = "" if language == "en" else f".{language}"
    name = f"language{suffix}.md.j2"
    return environment().get_template(name).render(settings=entries, words=words, game=game)
