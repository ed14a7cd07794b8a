"""The catalogs (`compiler/allfours/locales/`): complete in every language, and the only
source of the words of the parts of a page they hold.

The pseudo-locale is the English catalogs with every letter of their text accented and
every vowel doubled; a page part rendered with it that still shows a plain English word
got that word from somewhere other than a catalog."""

from __future__ import annotations

import io
import re
from functools import cache
from pathlib import Path

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl
from fluent.syntax.visitor import Visitor

from allfours import ir
from allfours.backends.rulebook import LANGUAGES, Language, page_name, sections
from allfours.backends.rulebook.example_text import NAMES, example_intro, render_example
from allfours.backends.rulebook.facts import plan
from allfours.backends.rulebook.language import point_title
from allfours.backends.rulebook.lesson import (
    render_brief,
    render_glossary,
    render_table_rules,
    teaching_titles,
)
from allfours.backends.rulebook.sentences import sentence
from allfours.catalogs import (
    LOCALES,
    PSEUDO,
    SITE_LANGUAGES,
    catalog,
    catalog_files,
    pseudo_text,
    references,
    variables,
)
from allfours.pipeline import check_variant
from allfours.semantic.resolve import Loader
from allfours.simulate.cards import sense_of
from allfours.simulate.players import maker_of
from allfours.simulate.terminal import TerminalGame
from allfours.sources import open_variant

ROOT = Path(__file__).resolve().parents[2]
VARIANT_IDS = sorted(path.stem for path in (ROOT / "variants").glob("*.variant"))
TRANSLATIONS = [code for code in SITE_LANGUAGES if code != "en"]


@cache
def variant(variant_id: str) -> ir.Variant:
    checked = check_variant(ROOT / "variants" / f"{variant_id}.variant", Loader())
    assert checked.variant is not None
    return checked.variant


_VARIABLE = re.compile(r"\$([a-zA-Z][\w-]*)")


@cache
def declared() -> dict[str, set[str]]:
    """The variables the English catalogs' comments name for each message: in its own
    comment, its group's (##) or its file's (###). A translation may use them where
    English has no need to ($g, the gender a Spanish or Polish sentence agrees with)."""
    out: dict[str, set[str]] = {}
    for path in catalog_files("en"):
        resource = FluentParser().parse(path.read_text("utf-8"))
        file_level: set[str] = set()
        group: set[str] = set()
        for entry in resource.body:
            if isinstance(entry, ftl.ResourceComment):
                file_level |= set(_VARIABLE.findall(entry.content or ""))
            elif isinstance(entry, ftl.GroupComment):
                group = set(_VARIABLE.findall(entry.content or ""))
            elif isinstance(entry, ftl.Message):
                own = (
                    set(_VARIABLE.findall(entry.comment.content or "")) if entry.comment else set()
                )
                name = entry.id.name
                for key in (name, *(f"{name}.{a.id.name}" for a in entry.attributes)):
                    out[key] = file_level | group | own
    return out


@cache
def messages(code: str) -> dict[str, ftl.Message]:
    """Every message of a language's catalogs, by id (its attributes as `id.attribute`)."""
    out: dict[str, ftl.Message] = {}
    for path in catalog_files(code):
        resource = FluentParser().parse(path.read_text("utf-8"))
        junk = [entry for entry in resource.body if isinstance(entry, ftl.Junk)]
        assert not junk, f"{path.name}: {junk[0].annotations[0].message}"
        for entry in resource.body:
            if isinstance(entry, ftl.Message):
                assert entry.id.name not in out, f"{code}: {entry.id.name} twice"
                out[entry.id.name] = entry
                for attribute in entry.attributes:
                    out[f"{entry.id.name}.{attribute.id.name}"] = ftl.Message(
                        ftl.Identifier(entry.id.name), attribute.value
                    )
    return out


@cache
def own_attributes() -> set[str]:
    """The English attributes that are the catalog's own, not asked for by code: the parts
    a message is built from (`{ rule-players.how-many }`) and the forms a sentence asks
    for (`FORM($rank, "a")`, `number.words`). A translation builds its sentences from its
    own parts and needs its own forms (a Polish genitive, a Spanish feminine), so it need
    not have these; the attributes code asks for (`glossary-trick.means`) it must have."""
    parts: set[str] = set()
    forms: set[str] = set()

    class Parts(Visitor):
        def visit_MessageReference(self, node: ftl.MessageReference) -> None:
            if node.attribute is not None:
                parts.add(f"{node.id.name}.{node.attribute.name}")

        def visit_FunctionReference(self, node: ftl.FunctionReference) -> None:
            if node.id.name == "FORM":
                form = node.arguments.positional[1]
                assert isinstance(form, ftl.StringLiteral), node
                forms.add(form.value)
            self.generic_visit(node)

    for path in catalog_files("en"):
        Parts().visit(FluentParser().parse(path.read_text("utf-8")))
    return parts | {
        key for key in messages("en") if key.startswith("number.") or key.partition(".")[2] in forms
    }


def used(code: str, message_id: str) -> set[str]:
    """The variables a message uses, through the messages it refers to too (a reference
    passes the message's own variables on)."""
    found: set[str] = set()
    seen: set[str] = set()
    todo = [message_id]
    while todo:
        current = todo.pop()
        if current in seen:
            continue
        seen.add(current)
        message = messages(code)[current]
        found |= variables(message)
        todo += [reference for reference in references(message) if reference in messages(code)]
    return found


def test_every_language_has_a_folder_of_catalogs() -> None:
    assert {path.name for path in LOCALES.iterdir() if path.is_dir()} >= set(SITE_LANGUAGES)


def test_a_rulebook_language_is_its_code_and_its_catalogs() -> None:
    """The site's languages are the codes of SITE_LANGUAGES, each named by its own catalog,
    with no Python of their own: the pseudo-locale, a folder of catalogs and nothing else,
    says every numbered rule."""
    assert [language.code for language in LANGUAGES] == list(SITE_LANGUAGES)
    assert [language.name for language in LANGUAGES] == ["English", "Español", "Polski"]
    assert Language("en") == LANGUAGES[0] and Language("pl") != LANGUAGES[0]
    assert page_name("cinch", Language("en"), LANGUAGES[0]) == "cinch.md"
    assert page_name("cinch", Language("pl"), LANGUAGES[0]) == "cinch.pl.md"
    pseudo = sections(variant("auction_pitch"), Language(PSEUDO))
    assert pseudo[0].rules[0].text.startswith("Twõõ tõõ šéévééñ plààÿéérš")


@pytest.mark.parametrize("code", TRANSLATIONS)
def test_every_english_message_is_translated_with_the_same_variables(code: str) -> None:
    english, translated = messages("en"), messages(code)
    missing = sorted(set(english) - set(translated) - own_attributes())
    assert not missing, f"{code} lacks {missing}"
    for message_id in set(english) - own_attributes():
        optional = declared()[message_id]
        assert used("en", message_id) - optional == used(code, message_id) - optional, (
            code,
            message_id,
        )
        unknown = used(code, message_id) - used("en", message_id) - optional
        assert not unknown, (code, message_id, unknown)


@pytest.mark.parametrize("code", [*SITE_LANGUAGES, PSEUDO])
def test_every_message_without_variables_renders(code: str) -> None:
    words = catalog(code)
    for message_id in messages("en"):
        if not used("en", message_id) and not declared()[message_id]:
            assert words(message_id).strip(), message_id


def test_the_pseudo_locale_changes_every_letter_it_can() -> None:
    assert pseudo_text("the ace of trumps") == "théé ààçéé õõf trüümpš"
    assert pseudo_text("**High** [AP-3.2](#x)") == "**Hîîgh** [ÀÀP-3.2](#ẋ)"
    assert pseudo_text("naming trump is `name S`") == "ñààmîîñg trüümp îîš `name S`"


# Words that are no English sentence: rule numbers, links, code, HTML tags of the page's own
# markup (<div class="hands-table" markdown>), the names of the sources and of the family
# (proper names, the same in every language), the ones a variant file gives.
_LINK = re.compile(
    r"\]\(#[a-z0-9-]+\)|\[[A-Z]+-\d+\.\d+\]|^!!! [a-z]+|`[^`]*`|</?[a-z]+(?: [^<>]*)?>",
    re.MULTILINE,
)
_ENGLISH_WORD = re.compile(r"(?<![\w-])[A-Za-z]{2,}(?![\w-])")


def english_words(text: str) -> list[str]:
    return _ENGLISH_WORD.findall(_LINK.sub(" ", text))


@pytest.mark.parametrize("variant_id", VARIANT_IDS)
def test_the_catalog_parts_of_every_page_build_in_the_pseudo_locale(variant_id: str) -> None:
    v, words = variant(variant_id), catalog(PSEUDO)
    parts = [
        render_brief(v, words),
        render_glossary(v, words),
        render_table_rules(v, words),
        render_example(v, words),
        words.render(example_intro(v)),
        *teaching_titles(words).values(),
        *(
            words.render(said)
            for section in plan(v).sections
            for rule in section.rules
            if (said := sentence(rule.fact, plan(v))) is not None
        ),
    ]
    # the example's players, and a point the catalogs do not name, which keeps its author's
    # word ("Jick"), as in every language
    own = set(NAMES) | {
        word
        for point in v.rules.points
        if point_title(PSEUDO, point.id) == point.id.replace("_", " ").capitalize()
        for word in english_words(point_title(PSEUDO, point.id))
    }
    for text in parts:
        assert not set(english_words(text)) - own, (variant_id, english_words(text), text)


def _plain_values(message_id: str) -> list[dict[str, int]]:
    """Numbers for each variable of a message, one set per plural category a selector
    on them may take in the site's languages (1, 2, 5: one, few, many and other)."""
    return [dict.fromkeys(used("en", message_id), n) for n in (1, 2, 5)]


# The messages code fills with plain values (numbers, names, codes, text already in words).
_PLAIN = ("play-", "hover-")


@pytest.mark.parametrize("code", [*SITE_LANGUAGES, PSEUDO])
def test_every_play_and_hover_message_renders_with_its_variables(code: str) -> None:
    words = catalog(code)
    plain = [m for m in messages("en") if m.startswith(_PLAIN) and "." not in m]
    assert "play-discard-count" in plain and "hover-replaces" in plain
    for message_id in plain:
        for values in _plain_values(message_id):
            text = words(message_id, **values)
            assert text.strip(), (code, message_id)
            if code == PSEUDO:
                assert not english_words(text), (message_id, text)


@pytest.mark.parametrize("variant_id", ["auction_pitch", "cinch", "seven_up"])
def test_allfours_play_in_the_pseudo_locale_says_only_catalog_words(variant_id: str) -> None:
    """A whole game against bots, with a question, a slip and a refused move on the way:
    every word the loop prints comes from a catalog, but for the variant's title, the bots'
    kind, rule numbers and card codes."""
    opened = open_variant(variant_id)
    typed = iter(["help", "rules", "rules 4", "rules 99.9", "bdi 3", "99", "1 2"])
    out = io.StringIO()
    game = TerminalGame(
        opened.module,
        0,
        maker_of("rule"),
        "rule",
        3,
        4,
        out,
        io.StringIO(),
        language=PSEUDO,
        variant=opened.variant,
    )

    class Keyboard:
        def readline(self, size: int = -1, /) -> str:
            return next(typed, "1") + "\n"

    game.inp = Keyboard()
    assert game.run() == 0
    said = out.getvalue()
    assert "Gààméé õõvéér" in said
    assert opened.variant is not None
    own = {"rule", *opened.variant.title.split(), *sense_of(game.rules).codes}
    prefix = str(opened.module.VARIANT.get("rule_prefix", ""))
    leftover = set(english_words(said.replace(f"{prefix}-", " "))) - own
    assert not leftover, leftover
