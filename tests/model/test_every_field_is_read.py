"""Every field of the IR is read by the engine or a backend: no setting is dead data.

Each bundled variant is lowered, and its `Rules` rebuilt from recording copies of the IR
classes, whose fields note when they are read by name (an attribute or a `match` pattern;
the Python backend's generic emitter iterates over records, which does not count). The
engine then plays whole games of every variant, and every backend renders every page; a
field that no variant's engine or page ever reads is a setting that changes nothing.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any, NamedTuple, cast

import pytest

from allfours import ir
from allfours.backends.family import family_page
from allfours.backends.rulebook import LANGUAGES, render_page
from allfours.backends.rulebook.card import render_card
from allfours.pipeline import check_all, variant_files
from allfours.runtime import model
from allfours.runtime.cards import cards_of
from allfours.runtime.engine import Engine
from allfours.semantic.resolve import Loader

ROOT = Path(__file__).resolve().parents[2]
Read = set[tuple[str, str]]


def _ir_classes() -> list[type[Any]]:
    """Every record class of the IR (the NamedTuples of runtime/model.py)."""
    return [
        value
        for value in vars(model).values()
        if isinstance(value, type) and issubclass(value, tuple) and hasattr(value, "_fields")
    ]


def _recording(cls: type[Any], read: Read) -> type[Any]:
    """A subclass of an IR class whose fields note each read by name."""

    def field(index: int, name: str) -> property:
        def get(self: tuple[object, ...]) -> object:
            read.add((cls.__name__, name))
            return tuple.__getitem__(self, index)

        return property(get)

    fields = {name: field(index, name) for index, name in enumerate(cls._fields)}
    return type(cls.__name__, (cls,), {"__slots__": (), **fields})


def _rebuild(value: object, recording: dict[type[Any], type[Any]]) -> object:
    if isinstance(value, tuple) and type(value) in recording:
        parts = [_rebuild(tuple.__getitem__(value, i), recording) for i in range(len(value))]
        return recording[type(value)](*parts)
    if isinstance(value, tuple):
        return tuple(_rebuild(item, recording) for item in value)
    return value


def _variants() -> list[ir.Variant]:
    checked = check_all(variant_files(ROOT / "variants"), Loader())
    variants = [c.variant for c in checked]
    assert all(v is not None for v in variants)
    return [v for v in variants if v is not None]


def _play_games(rules: model.Rules, rng: random.Random) -> None:
    """Whole games, every number of players, random legal play."""
    table = rules.table
    for players in range(table.players_min, table.players_max + 1, table.partnership_size):
        if players % table.partnership_size or players // table.partnership_size < 2:
            continue
        game = Engine(rules, players, dealer=rng.randrange(players), seed=rng.randrange(1000))
        for _ in range(40):
            if game.game_over:
                break
            game.deal()
            while game.to_act is not None:
                game.apply(rng.choice(game.legal_actions()))
            game.payouts()
            game.observation(0)


def _fields_of(classes: list[type[Any]]) -> Iterator[tuple[str, str]]:
    for cls in classes:
        for name in cls._fields:
            yield cls.__name__, name


def test_every_field_of_the_ir_is_read_by_the_engine_or_a_backend() -> None:
    classes = _ir_classes()
    engine_read: Read = set()
    backend_read: Read = set()
    rng = random.Random(9)
    variants = _variants()
    for read, use in ((engine_read, "engine"), (backend_read, "backends")):
        recording = {cls: _recording(cls, read) for cls in classes}
        cards_of.cache_clear()  # cached by an equal pack: make the engine read this one
        recorded = [
            v._replace(rules=cast(model.Rules, _rebuild(v.rules, recording))) for v in variants
        ]
        if use == "engine":
            for variant in recorded:
                _play_games(variant.rules, rng)
        else:
            for variant in recorded:
                for language in LANGUAGES:
                    render_page(variant, language)
                    render_card(variant, language, "rulebook.md")
            family_page(recorded)
    cards_of.cache_clear()
    unread = sorted(set(_fields_of(classes)) - engine_read - backend_read)
    assert unread == [], "IR fields that change nothing: " + ", ".join(
        f"{cls}.{name}" for cls, name in unread
    )


class _Sample(NamedTuple):
    a: int
    b: int


def test_the_recording_copies_see_reads_by_name_only() -> None:
    """The check above can fail: a read by name is seen, a walk over the values is not."""
    read: Read = set()
    cls = _recording(_Sample, read)
    value = cls(1, 2)
    assert tuple(value) == (1, 2) and read == set()
    assert value.b == 2 and read == {("_Sample", "b")}
    match value:
        case _Sample(a=1):
            pass
    assert read == {("_Sample", "a"), ("_Sample", "b")}


@pytest.fixture(autouse=True)
def _fresh_cards() -> Iterator[None]:
    yield
    cards_of.cache_clear()
