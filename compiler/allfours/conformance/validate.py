"""Every record checked before a run: against its format's JSON Schema, then for what a
schema cannot say (lengths that must match the table, a step the error names).

The schemas shipped beside this module are the one statement of each format. The kit
reads them with the small interpreter below, which knows the part of JSON Schema 2020-12
they use (types, `const`, `enum`, `pattern`, bounds, `items`, `properties`, `required`,
`additionalProperties`, `propertyNames`, `oneOf`, local `$ref`), so that validation
needs nothing beyond the standard library; the tests hold it to the `jsonschema`
package's verdicts. A problem is one line that says where (`expect.tricks[2].winner`)
and what is wrong, for a suite that is often written by hand or by another program.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator, Mapping
from functools import cache
from typing import Any

_TYPES: dict[str, Any] = {
    "object": lambda v: isinstance(v, dict),
    "array": lambda v: isinstance(v, list),
    "string": lambda v: isinstance(v, str),
    "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "number": lambda v: isinstance(v, int | float) and not isinstance(v, bool),
    "boolean": lambda v: isinstance(v, bool),
    "null": lambda v: v is None,
}
_WORDS = {
    "object": "an object",
    "array": "a list",
    "string": "a string",
    "integer": "a whole number",
    "number": "a number",
    "boolean": "true or false",
    "null": "null",
}


@cache
def _pattern(text: str) -> re.Pattern[str]:
    return re.compile(text)


def _where(path: str) -> str:
    return path or "the record"


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def schema_problems(
    instance: Any, schema: Mapping[str, Any], root: Mapping[str, Any], path: str = ""
) -> Iterator[str]:
    """Every way `instance` breaks `schema` (`root` holds the `$defs`), as lines that
    start with the path of the value at fault."""
    if "$ref" in schema:
        reference = str(schema["$ref"])
        if not reference.startswith("#/$defs/"):
            raise ValueError(f"only local references are read: {reference}")
        yield from schema_problems(instance, root["$defs"][reference[8:]], root, path)
    if "type" in schema:
        types = schema["type"] if isinstance(schema["type"], list) else [schema["type"]]
        if not any(_TYPES[kind](instance) for kind in types):
            wanted = " or ".join(_WORDS[kind] for kind in types)
            yield f"{_where(path)} must be {wanted}, not {_shown(instance)}"
            return
    if "const" in schema and instance != schema["const"]:
        yield f"{_where(path)} must be {schema['const']!r}, not {_shown(instance)}"
    if "enum" in schema and instance not in schema["enum"]:
        options = ", ".join(map(repr, schema["enum"]))
        yield f"{_where(path)} must be one of {options}, not {_shown(instance)}"
    if (
        isinstance(instance, str)
        and "pattern" in schema
        and not _pattern(schema["pattern"]).search(instance)
    ):
        yield f"{_where(path)} {_shown(instance)} is not of the form the format gives"
    if _TYPES["number"](instance):
        if "minimum" in schema and instance < schema["minimum"]:
            yield f"{_where(path)} must be at least {schema['minimum']}, not {instance}"
        if "maximum" in schema and instance > schema["maximum"]:
            yield f"{_where(path)} must be at most {schema['maximum']}, not {instance}"
    if isinstance(instance, list):
        yield from _array_problems(instance, schema, root, path)
    if isinstance(instance, dict):
        yield from _object_problems(instance, schema, root, path)
    if "oneOf" in schema:
        matching = [
            option for option in schema["oneOf"] if not _first(instance, option, root, path)
        ]
        if len(matching) != 1:
            why = "matches none" if not matching else "matches more than one"
            yield f"{_where(path)} {why} of the forms the format allows: {_shown(instance)}"


def _first(instance: Any, schema: Mapping[str, Any], root: Mapping[str, Any], path: str) -> str:
    return next(schema_problems(instance, schema, root, path), "")


def _array_problems(
    instance: list[Any], schema: Mapping[str, Any], root: Mapping[str, Any], path: str
) -> Iterator[str]:
    if "minItems" in schema and len(instance) < schema["minItems"]:
        yield f"{_where(path)} must hold at least {schema['minItems']} items"
    if "maxItems" in schema and len(instance) > schema["maxItems"]:
        yield f"{_where(path)} must hold at most {schema['maxItems']} items"
    if schema.get("uniqueItems"):
        seen: set[str] = set()
        for item in instance:
            key = _key(item)
            if key in seen:
                yield f"{_where(path)} holds {_shown(item)} twice"
                break
            seen.add(key)
    if "items" in schema:
        for index, item in enumerate(instance):
            yield from schema_problems(item, schema["items"], root, f"{path}[{index}]")


def _object_problems(
    instance: dict[str, Any], schema: Mapping[str, Any], root: Mapping[str, Any], path: str
) -> Iterator[str]:
    for name in schema.get("required", ()):
        if name not in instance:
            yield f"{_where(path)} needs {name!r}"
    properties = schema.get("properties", {})
    extra = schema.get("additionalProperties", True)
    names = schema.get("propertyNames")
    for key, value in instance.items():
        inner = f"{path}.{key}" if path else key
        if names is not None:
            yield from schema_problems(key, names, root, f"{_where(path)} key")
        if key in properties:
            yield from schema_problems(value, properties[key], root, inner)
        elif extra is False:
            yield f"{_where(path)} has {key!r}, which the format does not know"
        elif isinstance(extra, dict):
            yield from schema_problems(value, extra, root, inner)


def _key(value: Any) -> str:
    """A text equal for two JSON values exactly when they are equal as JSON (true is not
    1, 1 is 1.0, key order does not matter)."""
    if isinstance(value, str):
        return "s" + value
    return "j" + json.dumps(value, sort_keys=True)


# -- the fast path: a yes or no, compiled once per schema ----------------------------------

Check = Callable[[Any], bool]


def is_valid(instance: Any, root: Mapping[str, Any]) -> bool:
    """Whether `instance` is valid against the schema `root`: the common answer, found
    without building a single message (`schema_problems` then says what is wrong)."""
    return _compiled(id(root), root)(instance)


_CACHE: dict[int, tuple[Mapping[str, Any], Check]] = {}


def _compiled(key: int, root: Mapping[str, Any]) -> Check:
    found = _CACHE.get(key)
    if found is None or found[0] is not root:
        found = _CACHE[key] = (root, _compile(root, root, {}))
    return found[1]


_EXACT = {"object": dict, "array": list, "string": str, "boolean": bool}


def _type_check(types: list[str]) -> Check:
    """One type (as parsed JSON has it: exact Python types) or several."""
    if len(types) == 1 and types[0] in _EXACT:
        exact = _EXACT[types[0]]
        return lambda v: type(v) is exact
    if types == ["integer"]:
        return lambda v: type(v) is int
    tests = [_TYPES[kind] for kind in types]
    return lambda v: any(test(v) for test in tests)


def _pattern_check(pattern: str) -> Check:
    """A string of the pattern's form; answers remembered, since a suite repeats its
    actions and cards thousands of times."""
    search = _pattern(pattern).search
    seen: dict[str, bool] = {}

    def check(v: Any) -> bool:
        if type(v) is not str:
            return True
        found = seen.get(v)
        if found is None:
            found = search(v) is not None
            if len(seen) < 4096:
                seen[v] = found
        return found

    return check


def _compile(schema: Mapping[str, Any], root: Mapping[str, Any], defs: dict[str, Check]) -> Check:
    checks: list[Check] = []
    if "$ref" in schema:
        name = str(schema["$ref"])[8:]
        if name not in defs:
            defs[name] = lambda v: True  # a placeholder while the definition compiles
            compiled = _compile(root["$defs"][name], root, defs)
            defs[name] = compiled
        checks.append(lambda v: defs[name](v))
    if "type" in schema:
        checks.append(
            _type_check(schema["type"] if isinstance(schema["type"], list) else [schema["type"]])
        )
    if "const" in schema:
        const = _key(schema["const"])
        checks.append(lambda v: _key(v) == const)
    if "enum" in schema:
        options = {_key(option) for option in schema["enum"]}
        checks.append(lambda v: _key(v) in options)
    if "pattern" in schema:
        checks.append(_pattern_check(schema["pattern"]))
    if "minimum" in schema:
        low = schema["minimum"]
        checks.append(lambda v: not _TYPES["number"](v) or v >= low)
    if "maximum" in schema:
        high = schema["maximum"]
        checks.append(lambda v: not _TYPES["number"](v) or v <= high)
    array = _array_check(schema, root, defs)
    if array is not None:
        checks.append(array)
    obj = _object_check(schema, root, defs)
    if obj is not None:
        checks.append(obj)
    if "oneOf" in schema:
        options_ = [_compile(option, root, defs) for option in schema["oneOf"]]
        checks.append(lambda v: sum(1 for option in options_ if option(v)) == 1)
    if not checks:
        return lambda v: True
    if len(checks) == 1:
        return checks[0]
    first, *rest = checks
    if len(rest) == 1:
        second = rest[0]
        return lambda v: first(v) and second(v)

    def every(v: Any) -> bool:
        return all(check(v) for check in checks)

    return every


def _array_check(
    schema: Mapping[str, Any], root: Mapping[str, Any], defs: dict[str, Check]
) -> Check | None:
    low, high = schema.get("minItems", 0), schema.get("maxItems")
    unique = bool(schema.get("uniqueItems"))
    item = _compile(schema["items"], root, defs) if "items" in schema else None
    if not (low or high is not None or unique or item):
        return None

    def check(v: Any) -> bool:
        if not isinstance(v, list):
            return True
        if len(v) < low or (high is not None and len(v) > high):
            return False
        if unique:
            keys = v if all(type(x) is str for x in v) else [_key(x) for x in v]
            if len(set(keys)) != len(keys):
                return False
        return item is None or all(map(item, v))

    return check


def _object_check(
    schema: Mapping[str, Any], root: Mapping[str, Any], defs: dict[str, Check]
) -> Check | None:
    required = tuple(schema.get("required", ()))
    properties = {k: _compile(v, root, defs) for k, v in schema.get("properties", {}).items()}
    extra_schema = schema.get("additionalProperties", True)
    extra: Check | bool = (
        _compile(extra_schema, root, defs) if isinstance(extra_schema, dict) else extra_schema
    )
    names = _compile(schema["propertyNames"], root, defs) if "propertyNames" in schema else None
    if not (required or properties or extra is not True or names):
        return None

    def check(v: Any) -> bool:
        if not isinstance(v, dict):
            return True
        if any(name not in v for name in required):
            return False
        for key, value in v.items():
            if names is not None and not names(key):
                return False
            test = properties.get(key)
            if test is not None:
                if not test(value):
                    return False
            elif extra is False or (extra is not True and not extra(value)):
                return False
        return True

    return check
