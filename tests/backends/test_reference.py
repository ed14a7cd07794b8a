"""The language reference cannot drift from the grammar: every form and every default of
the setting registry parses as its statement, every statement of the grammar is in the
registry, the forms show every alternative and every optional or repeated part the grammar
accepts, and each form is a line the checker accepts in a house rule of some bundled
variant."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from lark import Lark, Tree
from lark.grammar import Rule

from allfours.docs import language_page
from allfours.pipeline import check_variant
from allfours.registry.rules import NAMED_LAYOUT, PITCH_LAYOUT, TURN_UP_LAYOUT
from allfours.registry.settings import KEYWORDS, REQUIRED_AT_ROOT, SETTINGS, Setting
from allfours.semantic.resolve import Loader, bundled_variants_dir
from allfours.syntax.grammar import grammar_text, parser
from allfours.syntax.to_ast import ToAst

FORMS = [(setting, form) for setting in SETTINGS for form in setting.forms]
DEFAULTS = [setting for setting in SETTINGS if setting.default]


def _statement_rules() -> set[str]:
    body = grammar_text().split("?statement:", 1)[1].split("\n\n", 1)[0]
    return set(re.findall(r"[a-z_]+", body))


def _parsed(line: str) -> object:
    tree = parser().parse(line, start="statement")
    assert isinstance(tree, Tree)
    return ToAst("reference").transform(tree)


def test_every_statement_of_the_grammar_is_in_the_registry() -> None:
    assert {s.grammar for s in SETTINGS} == _statement_rules()


@pytest.mark.parametrize(("setting", "form"), FORMS, ids=[f for _, f in FORMS])
def test_every_form_parses_as_its_statement(setting: Setting, form: str) -> None:
    node = _parsed(form)
    # a key's capitals are a placeholder: `point ID` is `point high`, `title LANGUAGE` is
    # `title es`
    key = re.sub(r"\b[A-Z]+\b", r"\\w+", setting.key)
    assert re.fullmatch(key, getattr(node, "key")), (node, setting.key)  # noqa: B009
    assert form.startswith(setting.keywords)


@pytest.mark.parametrize("setting", DEFAULTS, ids=[s.key for s in DEFAULTS])
def test_every_default_is_a_line_of_its_setting(setting: Setting) -> None:
    assert setting.default is not None
    assert getattr(_parsed(setting.default), "key") == setting.key  # noqa: B009


def test_required_settings_are_the_ones_without_a_default() -> None:
    required = {s.key for s in SETTINGS if s.default is None and s.grammar != "point"}
    assert required == set(REQUIRED_AT_ROOT) == {"players", "deal", "auction", "target"}


def test_keywords_put_the_longest_first() -> None:
    """`dealer's privilege` must be tried before `deal`."""
    assert KEYWORDS.index("dealer's privilege") < KEYWORDS.index("deal")


def test_the_language_page_states_every_setting_and_its_default() -> None:
    page = language_page()
    for setting in SETTINGS:
        assert f"### `{setting.key}`" in page
        if setting.default:
            assert f"Default: `{setting.default}`." in page


def test_settings_of_the_turn_up_line_cite_its_numbers() -> None:
    """A setting whose rules only the turn-up layout has (begging, SU-3.x) is numbered by
    it; one both lines have but number differently gives both; the same number, once."""
    page = language_page()
    assert "### `begging`\n\nRules: 3.1, 3.2, 3.3, 3.5 with a turned-up trump." in page
    assert "### `running the cards`\n\nRules: 3.6, 3.7, 3.8 with a turned-up trump." in page
    assert "### `trump`\n\nRules: 4.1; 2.2 with a turned-up trump; 3.5 with a named trump." in page
    assert "### `players`\n\nRules: 1.1.\n" in page
    assert "### `point ID`\n\nRules: 5.1, 5.2, ...; 2.3, 3.4, 6.3, " in page


def test_settings_of_the_pedro_line_cite_its_numbers() -> None:
    """A setting whose rules only the Pedro line's layout has (CI-4.x) is numbered by it;
    one the other lines took from it (a trump of the same colour) is numbered in each; the
    points, all under one number there, give that number."""
    page = language_page()
    assert (
        "### `same colour`\n\nRules: 1.5, 4.8; 1.6, 5.7 with a turned-up trump; "
        "1.3, 5.2 with a named trump.\n"
    ) in page
    assert "### `discard and draw`\n\nRules: 4.1, 4.2, 4.3, 4.4 with a named trump.\n" in page
    assert "### `count out`\n\nRules: 7.3; 8.2 with a named trump.\n" in page
    assert "... with a turned-up trump; 6.1 with a named trump.\n" in page
    assert '"with a turned-up trump" or "with a named trump"' in page


def test_every_rule_a_setting_decides_has_a_number_in_some_layout() -> None:
    for setting in SETTINGS:
        for rule in setting.rules:
            placed = [
                section
                for layout in (PITCH_LAYOUT, TURN_UP_LAYOUT, NAMED_LAYOUT)
                for section in layout
                for slot in section.slots
                if not isinstance(slot, str) and rule in slot
            ]
            assert placed, (setting.key, rule)


# -- every form the grammar accepts is shown --------------------------------------------


def _recording_parser() -> tuple[Lark, set[Rule]]:
    """A parser of the grammar (a new one: the shared parser is not touched) that records
    every rule it reduces by, compiled as Lark compiles them: one rule per alternative and
    per combination of its optional parts, a helper rule for a repeated part."""
    built = Lark(
        grammar_text(), parser="lalr", lexer="contextual", start=["statement"], cache=False
    )
    used: set[Rule] = set()
    callbacks: dict[Rule, Callable[[list[Any]], Any]] = built.parser.parser.parser.callbacks

    def recording(rule: Rule, callback: Callable[[list[Any]], Any]) -> Callable[..., Any]:
        def reduce(children: list[Any]) -> Any:
            used.add(rule)
            return callback(children)

        return reduce

    for rule, callback in list(callbacks.items()):
        callbacks[rule] = recording(rule, callback)
    return built, used


def _pieces(built: Lark) -> dict[str, set[Rule]]:
    """What the grammar accepts, piece by piece, each with the compiled rules that show it:
    every alternative of every rule below `statement` (by its alias), every optional part
    of it (`with X`), and every repeated part said more than once (`X repeated`)."""

    def plain(name: str) -> str:
        return re.sub(r"_\d+$", "", name)  # Lark numbers the helpers of one rule

    by_origin: dict[str, list[Rule]] = {}
    for rule in built.rules:
        by_origin.setdefault(rule.origin.name, []).append(rule)
    reached, todo = set(), ["statement"]
    while todo:
        name = todo.pop()
        if name not in reached:
            reached.add(name)
            todo += [s.name for r in by_origin.get(name, []) for s in r.expansion if not s.is_term]
    pieces: dict[str, set[Rule]] = {}
    alternatives: dict[str, list[Rule]] = {}
    for rule in (r for r in built.rules if r.origin.name in reached):
        origin = plain(rule.origin.name)
        if origin.startswith("__"):  # a repeated part: once, or again after itself
            again = any(plain(s.name) == origin for s in rule.expansion)
            pieces.setdefault(f"{origin} repeated", set()).update([rule] if again else [])
            continue
        alternatives.setdefault(f"{origin} -> {rule.alias or origin}", []).append(rule)
    for name, rules in alternatives.items():
        pieces[name] = set(rules)
        shapes = [{plain(s.name) for s in r.expansion} for r in rules]
        everywhere = set(shapes[0]).intersection(*shapes[1:])
        for part in set(shapes[0]).union(*shapes[1:]) - everywhere:
            shown = {r for r, shape in zip(rules, shapes, strict=True) if part in shape}
            pieces[f"{name}, with {part}"] = shown
    return pieces


def test_the_reference_shows_every_form_the_grammar_accepts() -> None:
    """Each alternative of the grammar, each optional part and each repetition appears in
    some form of the registry, which the language reference prints: a form that only the
    grammar or an error message knows (two level jokers, the first one winning; the moon
    that brings a score back to 0; smudge clauses together) cannot hide."""
    built, used = _recording_parser()
    for form in (form for setting in SETTINGS for form in setting.forms):
        built.parse(form, start="statement")
    pieces = _pieces(built)
    assert len(pieces) > 200
    assert sorted(name for name, rules in pieces.items() if not rules & used) == []


def test_the_pieces_are_found_where_a_form_leaves_one_out() -> None:
    """The measure above sees a piece missing: without the level jokers' forms, the two
    alternatives of `jokers_level` are not shown."""
    built, used = _recording_parser()
    for form in (f for setting in SETTINGS for f in setting.forms if "level," not in f):
        built.parse(form, start="statement")
    missing = {name for name, rules in _pieces(built).items() if not rules & used}
    assert {"jokers_level -> level_first", "jokers_level -> level_later"} <= missing


def _bases() -> list[str]:
    """The bundled variants, those with the most settings of their own first."""
    first = ["auction_pitch", "partnership_pitch", "cinch", "ten_point_pitch", "seven_up"]
    rest = sorted(p.stem for p in bundled_variants_dir().glob("*.variant"))
    return first + [name for name in rest if name not in first]


@pytest.mark.parametrize(("setting", "form"), FORMS, ids=[f for _, f in FORMS])
def test_every_form_checks_in_a_house_rule_of_some_bundled_variant(
    setting: Setting, form: str, tmp_path: Path
) -> None:
    """A form the reference shows is a line an author can use: on some base, the checker
    accepts it (`the dealer must bid at least 2` was refused on every base whose bids
    start at 2)."""
    path = tmp_path / "house.variant"
    for base in _bases():
        loader = Loader(parsed=_PARSED)
        loader.overlay(path, f'variant house "House" extends {base}\n{form}\n')
        if check_variant(path, loader, lowered=False).ok:
            return
    pytest.fail(f"no bundled variant takes `{form}`")


_PARSED: dict[Any, Any] = {}  # the bases, parsed once for every form
