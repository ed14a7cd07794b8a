"""The language reference cannot drift from the grammar: every form in it parses, and
every statement of the grammar is in it."""

from __future__ import annotations

import re

import pytest
from lark import Tree

from allfours.reference import SETTINGS, Setting
from allfours.semantic.checks import REQUIRED_AT_ROOT
from allfours.syntax.grammar import grammar_text, parser
from allfours.syntax.to_ast import ToAst

FORMS = [(setting, form) for setting in SETTINGS for form in setting.forms]


def _statement_rules() -> set[str]:
    body = grammar_text().split("?statement:", 1)[1].split("\n\n", 1)[0]
    return set(re.findall(r"[a-z_]+", body))


def test_every_statement_of_the_grammar_is_documented() -> None:
    assert {s.rule for s in SETTINGS} == _statement_rules()


@pytest.mark.parametrize(("setting", "form"), FORMS, ids=[f for _, f in FORMS])
def test_every_documented_form_parses_as_its_statement(setting: Setting, form: str) -> None:
    tree = parser().parse(form, start="statement")
    assert isinstance(tree, Tree)
    node = ToAst("reference").transform(tree)
    assert node.key == setting.key or setting.key == "point ID"


def test_required_settings_are_the_ones_without_a_default() -> None:
    required = {s.key for s in SETTINGS if s.default is None}
    assert required == set(REQUIRED_AT_ROOT)
