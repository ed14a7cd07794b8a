"""The settings the registry declares whole: their lines, their values and their numbers.

A setting with `values` has no node, transformer method or lowering of its own: the
registry's declaration is all of it. These tests hold the declaration to the grammar and
to the IR: every form parses into the generic node with one of the setting's
alternatives, every alternative is some form, the value each writes has the type of the
IR field it goes to, and every number has its place in the values registry (so the
checker bounds it and completion offers its range).
"""

from __future__ import annotations

import types
import typing
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints

import pytest

from allfours import ast
from allfours.registry.settings import SETTINGS, Record, Setting
from allfours.registry.values import slot_after
from allfours.runtime import model
from allfours.syntax.parser import parse_statement

DECLARED = [s for s in SETTINGS if s.declared]


def _field_type(path: str) -> Any:
    """The annotation of the IR field at a dotted path of `Rules`, through optional parts."""
    owner: Any = model.Rules
    annotation: Any = None
    for name in path.split("."):
        annotation = get_type_hints(owner, vars(model))[name]
        parts = [a for a in get_args(annotation) if a is not type(None)]
        is_union = get_origin(annotation) in (Union, types.UnionType)
        owner = parts[0] if is_union and len(parts) == 1 else annotation
    return annotation


def _fits(value: object, annotation: Any) -> bool:
    origin = get_origin(annotation)
    if origin is Literal:
        return value in get_args(annotation)
    if origin in (Union, types.UnionType):
        return any(_fits(value, part) for part in get_args(annotation))
    if annotation is type(None):
        return value is None
    if annotation is bool:
        return isinstance(value, bool)
    if annotation is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if origin is not None:
        return isinstance(value, origin)
    return isinstance(value, annotation)


def _records(setting: Setting) -> list[Record]:
    return [value for value in setting.values.values() if isinstance(value, Record)]


def test_some_settings_are_declared_whole() -> None:
    assert len(DECLARED) >= 10


@pytest.mark.parametrize("setting", DECLARED, ids=lambda s: s.key)
def test_every_form_is_one_of_the_settings_alternatives(setting: Setting) -> None:
    chosen = set()
    for form in (*setting.forms, *([setting.default] if setting.default else [])):
        node = parse_statement(form)
        assert isinstance(node, ast.Stated), form
        assert node.key == setting.key, form
        assert node.choice in setting.values, form
        chosen.add(node.choice)
    assert chosen == set(setting.values), "an alternative that no form shows"


@pytest.mark.parametrize("setting", DECLARED, ids=lambda s: s.key)
def test_every_value_has_the_type_of_its_ir_field(setting: Setting) -> None:
    annotation = _field_type(setting.ir)
    for form in setting.forms:
        node = parse_statement(form)
        assert isinstance(node, ast.Stated)
        value = node.value()
        assert _fits(value, annotation), (form, value, annotation)
        if isinstance(value, tuple) and hasattr(value, "_fields"):  # a record of clauses
            hints = get_type_hints(type(value), vars(model))
            for field in value._fields:
                assert _fits(getattr(value, field), hints[field]), (form, field)


@pytest.mark.parametrize("setting", [s for s in DECLARED if _records(s)], ids=lambda s: s.key)
def test_every_part_a_record_reads_is_written_by_some_form(setting: Setting) -> None:
    """A statement of clauses: each part the registry gives a field (the statement, each
    clause, a part within one) is written by one of its forms, and each clause with a topic
    is a part the grammar has."""
    written = {
        piece.name
        for form in setting.forms
        if isinstance(node := parse_statement(form), ast.Stated)
        for piece in node.pieces
    }
    for record in _records(setting):
        assert set(record.fields) <= written, set(record.fields) - written
        assert set(record.topics) <= set(record.fields)


@pytest.mark.parametrize("setting", DECLARED, ids=lambda s: s.key)
def test_every_number_has_its_place_in_the_values_registry(setting: Setting) -> None:
    for form in setting.forms:
        node = parse_statement(form)
        assert isinstance(node, ast.Stated)
        assert len(node.before) == len(node.numbers)
        for words in node.before:
            slot = slot_after(setting.grammar, words, words.split()[-1])
            assert slot is not None, (form, words)


def test_a_value_that_fits_no_field_is_seen() -> None:
    """The type test itself: a Literal field refuses a value outside it."""
    assert not _fits("sometimes", _field_type("play.plain_lead"))
    assert _fits("must_follow", _field_type("play.plain_lead"))
    assert _fits(2, _field_type("settlement.per_setback"))
    assert not _fits(True, _field_type("settlement.per_setback"))
    assert typing.get_origin(_field_type("play.plain_lead")) is Literal
