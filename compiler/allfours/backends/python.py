"""The Python backend: one standalone, typed rules module per variant.

Layout comes from the `rules_module.py.j2` template; the small emitter functions
below turn IR values into Python expressions. Every value taken from a variant
file reaches the output through `repr()` only, so a variant can never inject code.
"""

from __future__ import annotations

from allfours import __version__, ir
from allfours.backends.inline import inlined_runtime
from allfours.backends.literals import comment_text, py_literal, py_str
from allfours.backends.templating import environment
from allfours.rulenumbers import RuleNumbers


def _field(name: str, value: object, indent: int) -> str:
    rendered = (
        py_str(value, indent + len(name) + 1, indent)
        if isinstance(value, str)
        else py_literal(value)
    )
    return f"{name}={rendered},"


def point_rule(point: ir.PointRule) -> str:
    """A `PointRule(...)` expression, one argument per line."""
    args = [_field("id", point.id, 12), _field("kind", point.kind, 12)]
    if point.rank is not None:
        args.append(_field("rank", point.rank, 12))
    if point.recipient is not None:
        args.append(_field("recipient", point.recipient, 12))
    if point.counts:
        args.append(_field("counts", point.counts, 12))
    if point.tie is not None:
        args.append(_field("tie", point.tie, 12))
    return "PointRule(\n" + "".join(f"            {a}\n" for a in args) + "        )"


def origin_comment(variant: ir.Variant, numbers: RuleNumbers, key: str, rule: str) -> str:
    origin = variant.origin(key)
    where: str
    where = (
        f"{comment_text(origin.path)}:{origin.line}"
        if origin
        else "default (not stated in the variant file)"
    )
    return f"# {numbers.cite(rule)} {comment_text(key)}: {where}"


def render_module(variant: ir.Variant) -> str:
    runtime = inlined_runtime()
    numbers = RuleNumbers(variant)
    template = environment().get_template("rules_module.py.j2")
    return template.render(
        v=variant,
        version=__version__,
        runtime=runtime,
        numbers=numbers,
        py_str=py_str,
        comment=comment_text,
        point_rule=point_rule,
        origin=lambda key, rule: origin_comment(variant, numbers, key, rule),
    )
