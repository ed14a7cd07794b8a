"""What a record exercises of a setting, defined by mutation.

A mutant is the variant's `RULES` with one field changed to another value its type
allows: a `Literal`'s other members, a flag flipped, a number one more or one less, an
optional part taken away, a tuple's order reversed or emptied. The fields are found by
walking the IR's own type hints, as the model test that every field is read walks them,
so a new setting brings its mutants with it. Each mutant belongs to the setting whose
part of the IR (`Setting.ir`) holds the field most closely.

A record kills a mutant when playing it again under the changed rules changes anything
the record states: a legal set, an illegal step's rule, its `expect` (or a game record's
dealer of a deal), or when the changed rules cannot play the record at all. A record
exercises a setting when it kills one of its mutants; a mutant that no hand of the
search kills is reported as equivalent: the variant cannot tell it from the reference,
and nobody has to know that in advance.
"""

from __future__ import annotations

import types
import typing
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, Literal, cast, get_args, get_origin

from allfours.conformance.cases import catalogue
from allfours.conformance.modules import engine_class, rules_of
from allfours.conformance.records import is_game
from allfours.conformance.trace import dealt
from allfours.registry.settings import SETTINGS, Setting
from allfours.runtime import model

Path = tuple[str | int, ...]
NAMES = ("id", "title", "code")  # strings that name a thing: no other value means anything


@dataclass(frozen=True, slots=True)
class Mutant:
    """One field of `RULES` changed: `change` maps the field's value to the mutant's."""

    setting: str  # the key of the setting it belongs to ("dealer's privilege")
    path: Path  # where in RULES: ("auction", "privilege"), ("points", 2, "credit")
    label: str  # what it changes, readably: "auction.privilege = match"
    change: Callable[[Any], Any] = field(compare=False, repr=False)

    def rules(self, module: ModuleType) -> Any:
        """The module's own `RULES` with this one change (a part it puts in, made of the
        IR classes of the module's engine)."""
        return _replaced(module.RULES, self.path, lambda old: _own(module, self.change(old)))


def _own(module: ModuleType, value: Any) -> Any:
    """`value` with its IR records rebuilt from the module's classes of the same names
    (its engine's: a module imports only the classes its own `RULES` uses)."""
    if _is_record(value):
        own = engine_class(module, type(value).__name__)
        return own(*(_own(module, v) for v in value))
    if isinstance(value, tuple):
        return tuple(_own(module, v) for v in value)
    return value


def _replaced(value: Any, path: Path, change: Callable[[Any], Any]) -> Any:
    if not path:
        return change(value)
    head, rest = path[0], path[1:]
    if isinstance(head, int):
        items = list(value)
        items[head] = _replaced(items[head], rest, change)
        return tuple(items)
    return value._replace(**{head: _replaced(getattr(value, head), rest, change)})


def _dotted(rules: model.Rules, path: Path) -> str:
    """A path as it reads: `auction.smudge.bid`, `points[jack].credit` (an element of a
    tuple by its id, where it has one)."""
    out, value = "", cast(Any, rules)
    for part in path:
        if isinstance(part, int):
            value = value[part]
            out += f"[{getattr(value, 'id', part)}]"
        else:
            value = getattr(value, part)
            out += f".{part}"
    return out.lstrip(".")


def _is_record(value: object) -> bool:
    return isinstance(value, tuple) and hasattr(value, "_fields")


def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls, vars(model))


def _options(hint: Any) -> list[Any]:
    """The members of a union (a `Literal`'s members are not split here)."""
    if get_origin(hint) in (typing.Union, types.UnionType):
        return list(get_args(hint))
    return [hint]


def _changes(
    value: Any, hint: Any, name: str, ranks: str
) -> Iterator[tuple[str, Callable[[Any], Any]]]:
    """Each other value the type `hint` allows in place of `value` (a field called
    `name`, in a pack of `ranks`), as (label, change). A string is a name (left alone), a
    rank (the next lower one instead) or the pack's ranks (in the other order)."""
    options = _options(hint)
    if type(None) in options and value is not None:
        yield "none", lambda _: None
    if value is None:  # an optional part the variant lacks: the part with its defaults
        for option in options:
            made = _default(option)
            if made is not None:
                yield f"{option.__name__}()", _constant(made)
    literals = [
        member for option in options if get_origin(option) is Literal for member in get_args(option)
    ]
    for member in literals:
        if member != value:
            yield repr(member) if not isinstance(member, str) else member, _constant(member)
    if literals or value is None:
        return
    if isinstance(value, bool):
        yield str(not value), _constant(not value)
    elif isinstance(value, int):
        yield str(value + 1), _constant(value + 1)
        if value > 0:
            yield str(value - 1), _constant(value - 1)
    elif isinstance(value, str) and name not in NAMES and value:
        if len(value) == 1 and value in ranks:
            lower = ranks[(ranks.index(value) + 1) % len(ranks)]
            yield lower, _constant(lower)
        elif value == ranks:
            yield value[::-1], _constant(value[::-1])
    elif isinstance(value, tuple) and not _is_record(value):
        if len(value) > 1 and value[::-1] != value:
            yield "reversed", lambda old: old[::-1]
        if value and not any(_is_record(item) for item in value):
            yield "()", lambda _: ()


def _default(option: Any) -> Any:
    """A record of the type `option` with every field at its default, if it has them."""
    if not (isinstance(option, type) and issubclass(option, tuple) and hasattr(option, "_fields")):
        return None
    try:
        return option()
    except TypeError:  # a field without a default
        return None


def _constant(new: object) -> Callable[[Any], Any]:
    return lambda _: new


def _walk(
    value: Any, hint: Any, path: Path, ranks: str
) -> Iterator[tuple[Path, str, Callable[[Any], Any]]]:
    """Every change of `value` (at `path`) and of the fields inside it."""
    name = path[-1] if isinstance(path[-1], str) else ""
    for label, change in _changes(value, hint, name, ranks):
        yield path, label, change
    if _is_record(value):
        hints = _hints(type(value))
        for field_name in value._fields:
            yield from _walk(
                getattr(value, field_name), hints[field_name], (*path, field_name), ranks
            )
    elif isinstance(value, tuple):
        element = get_args(hint)[0] if get_args(hint) else Any
        for index, item in enumerate(value):
            if _is_record(item):
                yield from _walk(item, element, (*path, index), ranks)


def _owner(path: Path, settings: Sequence[Setting]) -> Setting | None:
    """The setting whose part of the IR holds `path` most closely."""
    names = tuple(part for part in path if isinstance(part, str))
    best: Setting | None = None
    for setting in settings:
        parts = tuple(setting.ir.split("."))
        if names[: len(parts)] == parts and (best is None or len(parts) > len(best.ir.split("."))):
            best = setting
    return best


def playing_settings(rules: model.Rules) -> list[Setting]:
    """The settings that decide how the variant plays (not its words or its numbering):
    those that decide a rule its rulebook has, or that one of its edge cases turns on.
    A setting of the other line of the family (a smudge in Seven-Up) is none of them."""
    has = dict(rules.numbers)
    turned_on = {key for case in catalogue(rules) for key in case.settings}
    return [
        s
        for s in SETTINGS
        if s.rules and (s.key in turned_on or any(rule in has for rule in s.rules))
    ]


def mutants(module: ModuleType) -> list[Mutant]:
    """Every one-field mutant of the module's `RULES`, in a fixed order, each under the
    setting it belongs to (fields under no setting of the variant make none)."""
    rules = rules_of(module)
    settings = playing_settings(rules)
    out: list[Mutant] = []
    for name in rules._fields:
        if name in ("id", "title", "numbers"):
            continue
        hint = _hints(model.Rules)[name]
        for path, label, change in _walk(getattr(rules, name), hint, (name,), rules.pack.ranks):
            owner = _owner(path, settings)
            if owner is not None:
                out.append(Mutant(owner.key, path, f"{_dotted(rules, path)} = {label}", change))
    return out


# -- killing ------------------------------------------------------------------------------


def kills(module: ModuleType, rules: Any, record: Mapping[str, Any]) -> bool:
    """Whether playing `record` again under `rules` (the module's own IR types) changes
    anything it states, or cannot be done at all."""
    try:
        if is_game(record):
            return _game_differs(module, rules, record)
        return _hand_differs(module, dealt(module.Engine, rules, record), record)
    except module.IllegalAction:  # pragma: no cover - refusals are caught step by step
        return True
    except Exception:  # the changed rules cannot play this record at all
        return True


def _hand_differs(module: ModuleType, game: Any, hand: Mapping[str, Any]) -> bool:
    """Whether the steps of `hand`, played on `game` (dealt as `hand` says), differ from
    what the hand states."""
    error = hand.get("error")
    for index, step in enumerate(hand["steps"]):
        if tuple(game.legal_actions()) != tuple(step["legal"]):
            return True
        try:
            game.apply(step["action"], step["seat"])
        except module.IllegalAction as refused:
            if error is None or error["step"] != index or refused.rule != error["rule"]:
                return True
            break  # refused as the record says: what the hand decided is still stated
    else:
        if error is not None:
            return True  # the illegal step was accepted
    return bool(module.expect_of(game) != hand["expect"])


def _game_differs(module: ModuleType, rules: Any, record: Mapping[str, Any]) -> bool:
    game = module.Engine(
        rules,
        record["players"],
        dealer=record["dealer"],
        scores=record.get("scores"),
        setbacks=record.get("setbacks"),
    )
    for deal in record["deals"]:
        game.deal(deal["hands"], deal.get("stock"))
        if game.dealer != deal["dealer"] or _hand_differs(module, game, deal):
            return True
    return False
