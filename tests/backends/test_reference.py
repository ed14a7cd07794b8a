"""The language reference cannot drift from the grammar: every form and every default of
the setting registry parses as its statement, and every statement of the grammar is in
the registry."""

from __future__ import annotations

import re

import pytest
from lark import Tree

from allfours.docs import language_page
from allfours.registry.rules import NAMED_LAYOUT, PITCH_LAYOUT, TURN_UP_LAYOUT
from allfours.registry.settings import KEYWORDS, REQUIRED_AT_ROOT, SETTINGS, Setting
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
    """A setting whose rules only the Pedro line's layout has (CI-1.3, CI-4.x) is numbered
    by it; the points, all under one number there, give that number."""
    page = language_page()
    assert "### `same colour`\n\nRules: 1.3, 5.2 with a named trump.\n" in page
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
