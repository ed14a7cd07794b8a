"""The Python backend: a typed rules module per variant, and the engine they share.

`generated/rules/` holds one engine, `_allfours_runtime.py` (the runtime package
inlined into one file, standard library only), and a module per variant that imports it
and holds only its own part: its metadata, where each setting was stated with the rule
numbers it decides, and `RULES`. `allfours export ID` writes the same module standalone,
the engine inlined into it, for whoever wants one file.

Layout comes from the `rules_module.py.j2` template. The variant's rules are emitted
from the IR generically: `Rules` is a tree of NamedTuples (allfours.runtime.model),
written out as the constructor calls that rebuild it, one argument a line, so the data
table reads like the rules and needs no code per setting. Every value taken from a
variant file reaches the output through `repr()` only, so a variant can never inject
code.
"""

from __future__ import annotations

from typing import Any

from allfours import __version__, ir
from allfours.backends.inline import inlined_runtime, runtime_file
from allfours.backends.literals import comment_lines, comment_text, py_list, py_literal, py_str
from allfours.backends.templating import environment
from allfours.registry.rules import point_rule
from allfours.registry.settings import SETTINGS
from allfours.runtime import model

_WIDTH = 100


def _is_record(value: object) -> bool:
    return isinstance(value, tuple) and hasattr(type(value), "_fields")


def _scalar(value: object, column: int, indent: int) -> str:
    if isinstance(value, str):
        return py_str(value, column, indent)
    return py_literal(value)


def py_value(value: object, indent: int, column: int) -> str:
    """`value` as Python source starting at `column` of a line indented by `indent`, laid
    out as the formatter lays it out: records one field a line (a trailing comma keeps
    them so), tuples of plain values on one line when they fit."""
    if _is_record(value):
        record: Any = value
        defaults = type(record)._field_defaults
        fields = [
            (name, item)
            for name, item in zip(type(record)._fields, record, strict=True)
            # a field left at its default is not written out
            if name not in defaults or item != defaults[name]
        ]
        name = type(value).__name__
        if not fields:
            return f"{name}()"
        pad = " " * (indent + 4)
        lines = [
            f"{pad}{field}={py_value(item, indent + 4, indent + 5 + len(field))},\n"
            for field, item in fields
        ]
        return f"{name}(\n{''.join(lines)}{' ' * indent})"
    if isinstance(value, tuple):
        inline = py_literal(value) if not any(map(_is_record, value)) else ""
        if inline and column + len(inline) + 1 <= _WIDTH:
            return inline
        pad = " " * (indent + 4)
        items = "".join(f"{pad}{py_value(item, indent + 4, indent + 4)},\n" for item in value)
        return f"(\n{items}{' ' * indent})"
    return _scalar(value, column, indent)


def origin_comments(variant: ir.Variant) -> str:
    """Where each setting was stated (or that its default holds), with the rulebook rules
    it decides: a comment line each, in the order of the setting registry."""
    numbers = dict(variant.rules.numbers)
    lines = []
    for setting in SETTINGS:
        stated: list[tuple[str, tuple[str, ...]]] = (
            [(f"point {p.id}", (point_rule(p.id),)) for p in variant.rules.points]
            if setting.grammar == "point"
            else [(setting.key, setting.rules)]
        )
        for key, rules in stated:
            cited = [numbers[rule] for rule in rules if rule in numbers]
            origin = variant.origin(key)
            if not cited or (origin is None and not setting.default):
                continue  # nothing of the rulebook, or a default that is not a line
            where = (
                f"{comment_text(origin.path)}:{origin.line}"
                if origin
                else "default (not stated in the variant file)"
            )
            lines.append(comment_lines(f"{', '.join(cited)} {comment_text(key)}: {where}"))
    return "\n".join(lines)


def default_players(rules: model.Rules) -> int:
    """The table a `Game` of the variant is for when no count is given: four where the
    variant allows it, else the nearest count it allows."""
    return min(max(4, rules.table.players_min), rules.table.players_max)


def variant_metadata(variant: ir.Variant) -> dict[str, Any]:
    """The module's `VARIANT`: what the variant is, for whoever plays its rules (a rules
    module writes it out, a variant compiled in memory carries it as it is)."""
    rules = variant.rules
    return {
        "id": variant.id,
        "title": variant.title,
        "description": variant.description,
        "titles": dict(variant.translated("title")),
        "descriptions": dict(variant.translated("description")),
        "source": variant.source,
        "lineage": list(variant.lineage),
        "players": (rules.table.players_min, rules.table.players_max),
        "partnership_size": rules.table.partnership_size,
        "pack": 4 * len(rules.pack.ranks) + len(rules.pack.jokers),
        "target": rules.game.target,
        "points": [point.id for point in rules.points],
        "rule_prefix": variant.prefix,
        # the rulebook page (in the site: rulebook/ID/), where IllegalAction.anchor points
        "rulebook": f"rulebook/{variant.id}.md",
    }


# The engine's file beside the rules modules (a variant id cannot start with "_").
RUNTIME_NAME = "_allfours_runtime"
# What a rules module takes from the engine besides the classes of its RULES: its public
# surface, and what its own part calls.
FROM_RUNTIME = (
    "Engine",
    "HandResult",
    "IllegalAction",
    "RecordError",
    "Trick",
    "expect_of",
    "main",
    "play_record_with",
    "replay_record",
)


def _record_classes(value: object) -> set[str]:
    """The names of the IR classes a value of `Rules` is built from."""
    if _is_record(value):
        found = {type(value).__name__}
        for item in value:  # type: ignore[attr-defined]
            found |= _record_classes(item)
        return found
    if isinstance(value, tuple):
        return set().union(*map(_record_classes, value)) if value else set()
    return set()


def _runtime_import(rules: model.Rules) -> str:
    names = sorted({*FROM_RUNTIME, *_record_classes(rules)}, key=lambda n: (not n[0].isupper(), n))
    inner = "".join(f"    {name},\n" for name in names)
    return f"from {RUNTIME_NAME} import (\n{inner})"


def render_module(variant: ir.Variant, standalone: bool = False) -> str:
    """The rules module of `variant`: importing the engine beside it, or `standalone`,
    the engine inlined (`allfours export`)."""
    template = environment().get_template("rules_module.py.j2")
    rules = variant.rules
    return template.render(
        v=variant,
        meta=variant_metadata(variant),
        version=__version__,
        standalone=standalone,
        runtime=inlined_runtime() if standalone else None,
        runtime_name=RUNTIME_NAME,
        runtime_import="" if standalone else _runtime_import(rules),
        py_str=py_str,
        py_list=py_list,
        comment=comment_text,
        comment_lines=comment_lines,
        rules=py_value(rules, 0, len("RULES = ")),
        origins=origin_comments(variant),
        default_players=default_players(rules),
    )


def render_runtime() -> str:
    """`_allfours_runtime.py`: the engine every rules module of the folder imports."""
    return runtime_file(__version__)
