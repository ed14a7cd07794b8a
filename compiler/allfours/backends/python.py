"""The Python backend: one standalone, typed rules module per variant.

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
from allfours.backends.inline import inlined_runtime
from allfours.backends.literals import comment_text, py_literal, py_str
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
            lines.append(f"# {', '.join(cited)} {comment_text(key)}: {where}")
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


def render_module(variant: ir.Variant) -> str:
    runtime = inlined_runtime()
    template = environment().get_template("rules_module.py.j2")
    rules = variant.rules
    return template.render(
        v=variant,
        meta=variant_metadata(variant),
        version=__version__,
        runtime=runtime,
        py_str=py_str,
        comment=comment_text,
        rules=py_value(rules, 0, len("RULES = ")),
        origins=origin_comments(variant),
        default_players=default_players(rules),
    )
