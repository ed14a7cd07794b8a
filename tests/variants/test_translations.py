"""Titles and descriptions per language: `title es: "..."`, `description pl: "..."`.

A variant file gives its title and description in each of the site's other languages;
they describe their own file's variant (not inherited, like `description`), a language
the site does not have is E0210, and a second line for the same language is E0201. The
IR gives them with `Variant.title_in(code)` and `description_in(code)`, English where the
file gives none; the rulebook pages, the rule cards, the indexes and the rules module
show them. Every bundled variant gives both in Spanish and Polish.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from allfours import ir
from allfours.backends.python import render_module
from allfours.backends.rulebook import LANGUAGES, Language, render_page
from allfours.diagnostics import CODES
from allfours.diagnostics.codes import entry_text
from allfours.docs import error_index_page, language_page, rulebook_index_page
from allfours.pipeline import check_variant
from allfours.registry.settings import SETTINGS, TRANSLATED_LANGUAGES
from allfours.semantic.resolve import Loader
from cli_runner import run_cli

ROOT = Path(__file__).resolve().parents[2]
VARIANTS = sorted((ROOT / "variants").glob("*.variant"))


def _lowered(folder: Path, name: str, text: str) -> ir.Variant:
    (folder / f"{name}.variant").write_text(text, encoding="utf-8")
    checked = check_variant(folder / f"{name}.variant", Loader())
    assert not [d for d in checked.diagnostics if d.is_error], checked.diagnostics
    assert checked.variant is not None
    return checked.variant


def _codes(folder: Path, name: str, text: str) -> list[tuple[str, int]]:
    (folder / f"{name}.variant").write_text(text, encoding="utf-8")
    run = run_cli(["check", f"{name}.variant", "--format", "json"], folder)
    return [(d["code"], d["line"]) for d in run.diagnostics()]


HOUSE = """\
variant house "Friday night Pitch" extends auction_pitch_to_11
description: "Auction Pitch to 11, among friends."
title es: "Pitch del viernes"
description es: "Auction Pitch a 11, entre amigos."
target: 11
"""


def test_the_site_languages_are_the_rulebook_languages() -> None:
    """The checker's list of languages (which must not import the backends) is the
    rulebook's, English first."""
    assert LANGUAGES[0].code == "en"
    assert tuple(TRANSLATED_LANGUAGES) == tuple(lang.code for lang in LANGUAGES[1:])


def test_a_title_in_a_language_falls_back_to_english(tmp_path: Path) -> None:
    v = _lowered(tmp_path, "house", HOUSE)
    assert v.title_in("es") == "Pitch del viernes"
    assert v.description_in("es") == "Auction Pitch a 11, entre amigos."
    assert v.title_in("pl") == "Friday night Pitch"  # none given: the English
    assert v.description_in("pl") == "Auction Pitch to 11, among friends."
    assert v.title_in("en") == v.title and v.description_in("en") == v.description
    assert v.translated("title") == (("es", "Pitch del viernes"),)


def test_titles_are_not_inherited(tmp_path: Path) -> None:
    """The base (auction_pitch_to_11) has a Spanish title; the house rule's own English
    one is shown in Spanish, not the base's."""
    base = _lowered(tmp_path, "plain", 'variant plain "Plain" extends auction_pitch_to_11\n')
    assert base.parent is not None and base.parent.title_in("es") == "Auction Pitch a 11"
    assert base.title_in("es") == "Plain" and base.description_in("pl") == ""


def test_a_language_the_site_lacks_is_refused(tmp_path: Path) -> None:
    text = HOUSE + 'title fr: "Pitch du vendredi"\ndescription EN: "x"\ntitle en: "x"\n'
    assert _codes(tmp_path, "house", text) == [("E0210", 6), ("E0210", 7), ("E0210", 8)]
    run = run_cli(["check", "house.variant"], tmp_path)
    assert "`fr` is not one of the site's languages" in run.stderr
    assert "`es` (Spanish) and `pl` (Polish)" in run.stderr
    assert "the English title needs no language code" in run.stderr
    assert "did you mean `description en`" not in run.stderr


def test_a_language_given_twice_is_a_duplicate(tmp_path: Path) -> None:
    text = HOUSE + 'title es: "Otra vez"\ntitle pl: "Piątkowy Pitch"\n'
    assert _codes(tmp_path, "house", text) == [("E0201", 6)]
    assert "`title es` is given twice" in run_cli(["check", "house.variant"], tmp_path).stderr


def test_untrusted_titles_reach_pages_escaped_and_python_as_literals(tmp_path: Path) -> None:
    text = (
        'variant house "House" extends auction_pitch\n'
        'title es: "<b>x</b> \\" ]] \\"\\"\\" \\\\ `code`"\n'
        'description pl: "*bold* <script>alert(1)</script>"\n'
    )
    v = _lowered(tmp_path, "house", text)
    # outside the variant file's own text, which the page shows in a code block
    spanish = render_page(v, LANGUAGES[1]).split("```")[0]
    assert "<b>" not in spanish and "# &lt;b&gt;x&lt;/b&gt;" in spanish
    polish = render_page(v, LANGUAGES[2]).split("```")[0]
    assert "<script>" not in polish and "\\*bold\\*" in polish
    module = render_module(v, standalone=True)
    namespace: dict[str, object] = {}
    exec(compile(module, "house.py", "exec"), namespace)
    variant = namespace["VARIANT"]
    assert isinstance(variant, dict)
    assert variant["titles"] == {"es": '<b>x</b> " ]] """ \\ `code`'}
    assert variant["descriptions"] == {"pl": "*bold* <script>alert(1)</script>"}


@pytest.mark.parametrize("path", VARIANTS, ids=[p.stem for p in VARIANTS])
def test_every_bundled_variant_has_its_title_and_description_translated(path: Path) -> None:
    v = check_variant(path, Loader()).variant
    assert v is not None
    assert v.description, "an English description, which the translations render"
    for code in TRANSLATED_LANGUAGES:
        assert dict(v.translated("title")).get(code), f"no `title {code}:`"
        assert dict(v.translated("description")).get(code), f"no `description {code}:`"
        assert v.description_in(code) != v.description


@pytest.mark.parametrize("language", LANGUAGES[1:], ids=lambda lang: lang.code)
def test_pages_and_indexes_show_the_translated_title(language: Language) -> None:
    code = language.code
    v = check_variant(ROOT / "variants" / "auction_pitch_to_11.variant", Loader()).variant
    assert v is not None
    page = render_page(v, language)
    title = v.title_in(code)
    assert f'title: "{title}"' in page and f"# {title}\n" in page
    assert v.description_in(code) in page
    index = rulebook_index_page([v])[f"index.{code}.md"]
    assert f"[{title}](auction_pitch_to_11.md)" in index


# -- the error index and the language reference, in every language -----------------------


@pytest.mark.parametrize("code", sorted(CODES))
def test_every_code_is_explained_in_every_language(code: str) -> None:
    entry = CODES[code].entry
    assert entry.fix.strip(), "how to fix it"
    for language in TRANSLATED_LANGUAGES:
        text = entry_text(code, language)
        assert text.summary and text.explanation and text.fix, language
        assert text != entry_text(code, "en"), f"{language}: the English words"
        assert not text.summary.endswith("."), "a summary is a phrase"
        # a file described in words is described in the language too
        assert bool(text.example) == entry.example.startswith("("), language


@pytest.mark.parametrize("language", ["en", *TRANSLATED_LANGUAGES])
def test_the_error_index_is_in_numeric_order_with_a_fix_for_each(language: str) -> None:
    page = error_index_page(language)
    shown = re.findall(r"^## (E\d{4}) ", page, flags=re.MULTILINE)
    assert shown == sorted(CODES)
    assert "\\`" not in page, "the catalogue's Markdown is its own: no escaped backticks"
    fix_label = {"en": "How to fix it", "es": "Cómo corregirlo", "pl": "Jak to poprawić"}
    assert page.count(f"**{fix_label[language]}:**") == len(CODES)
    for code in CODES:
        assert entry_text(code, language).fix in page


def test_the_error_index_shows_each_example_as_a_variant_file() -> None:
    page = error_index_page("es")
    e0301 = page.split("## E0301 ", 1)[1].split("\n## ", 1)[0]
    assert "```allfours\nvariant house" in e0301
    assert "*(un archivo vacío)*" in page.split("## E0004 ", 1)[1].split("\n## ", 1)[0]


def test_explain_prints_how_to_fix_it() -> None:
    run = run_cli(["explain", "E0707"])
    assert run.stdout.rstrip().endswith("How to fix it: Write `auction: none`.")


@pytest.mark.parametrize("language", TRANSLATED_LANGUAGES)
def test_the_language_reference_is_translated(language: str) -> None:
    page = language_page(language)
    english = language_page("en")
    for setting in SETTINGS:
        assert f"### `{setting.key}`" in page
        for form in setting.forms:
            assert form in page, "the forms are the language itself"
        said = setting.said(language)
        if setting.note:
            assert said.note and said.note in page, (language, setting.key)
            assert setting.note not in page
        if setting.default == "" and setting.default_text:  # a default told in words
            assert said.default_text and said.default_text in page, (language, setting.key)
    assert page.splitlines()[0] != english.splitlines()[0]
    turned = {"es": "con triunfo vuelto", "pl": "przy atucie odkrytym"}[language]
    assert f"### `begging`\n\n{'Reglas' if language == 'es' else 'Reguły'}: 3.1, 3.2" in page
    assert turned in page and "with a turned-up trump" not in page
