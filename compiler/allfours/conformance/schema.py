"""The JSON Schema of the record format, shipped inside the package.

`allfours-hand-1.schema.json` next to this module is the one source of truth: the docs
publish a byte-for-byte copy (docs/schema/, written by `allfours conformance schema
--write`, checked by the tests), and records are validated against this file.
Validation needs the `jsonschema` package, a test dependency, so it is imported lazily.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import cache
from importlib import resources
from typing import Any

SCHEMA_FILE = "allfours-hand-1.schema.json"
DOCS_COPY = f"docs/schema/{SCHEMA_FILE}"


def schema_text() -> str:
    return resources.files(__package__).joinpath(SCHEMA_FILE).read_text(encoding="utf-8")


@cache
def schema() -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads(schema_text())
    return loaded


@cache
def _validator() -> Any:
    import jsonschema  # type: ignore[import-untyped,unused-ignore]

    return jsonschema.Draft202012Validator(schema())


def validate_record(record: Mapping[str, Any]) -> list[str]:
    """Every way `record` breaks the schema, as `path: message` lines (empty when valid).

    Raises ImportError when jsonschema is not installed.
    """
    problems = []
    errors = _validator().iter_errors(record)
    for error in sorted(errors, key=lambda e: [str(p) for p in e.absolute_path]):
        where = "/".join(str(part) for part in error.absolute_path) or "(record)"
        problems.append(f"{where}: {error.message}")
    return problems
