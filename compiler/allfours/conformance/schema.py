"""The JSON Schemas of the record formats, shipped inside the package.

`allfours-hand-1.schema.json` and `allfours-hand-2.schema.json` next to this module are
the one source of truth: the docs publish byte-for-byte copies (docs/schema/, written by
`allfours conformance schema --write`, checked by the tests), and each record is
validated against the schema of its `format` (format 1 when it names none, or none the
kit knows, so that the complaint is about the format). Format 2 is format 1 plus the
stock, the turn-ups, the redeal, points credited to several sides and the turn-up
line's actions: a format-1 record is valid as format 2 with its format string changed.
`allfours-game-1.schema.json` is a whole game: its deals are hands of format 2.
Validation needs the `jsonschema` package, a test dependency, so it is imported lazily.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import cache
from importlib import resources
from typing import Any

from allfours.conformance.records import GAME_FORMAT
from allfours.conformance.rulebook import SUITE_FORMAT
from allfours.runtime.replay import RECORD_FORMAT, RECORD_FORMAT_2

SCHEMA_FILES = {
    RECORD_FORMAT: "allfours-hand-1.schema.json",
    RECORD_FORMAT_2: "allfours-hand-2.schema.json",
    GAME_FORMAT: "allfours-game-1.schema.json",
    SUITE_FORMAT: "allfours-suite-1.schema.json",
}
SCHEMA_FILE = SCHEMA_FILES[RECORD_FORMAT]
DOCS_COPY = f"docs/schema/{SCHEMA_FILE}"
DOCS_COPIES = {record_format: f"docs/schema/{name}" for record_format, name in SCHEMA_FILES.items()}


def schema_text(record_format: str = RECORD_FORMAT) -> str:
    name = SCHEMA_FILES[record_format]
    return resources.files(__package__).joinpath(name).read_text(encoding="utf-8")


@cache
def schema(record_format: str = RECORD_FORMAT) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads(schema_text(record_format))
    return loaded


@cache
def _validator(record_format: str) -> Any:
    import jsonschema  # type: ignore[import-untyped,unused-ignore]

    return jsonschema.Draft202012Validator(schema(record_format))


def validate_record(record: Mapping[str, Any]) -> list[str]:
    """Every way `record` breaks the schema of its format, as `path: message` lines
    (empty when valid).

    Raises ImportError when jsonschema is not installed.
    """
    named = record.get("format")
    record_format = named if isinstance(named, str) and named in SCHEMA_FILES else RECORD_FORMAT
    problems = []
    errors = _validator(record_format).iter_errors(record)
    for error in sorted(errors, key=lambda e: [str(p) for p in e.absolute_path]):
        where = "/".join(str(part) for part in error.absolute_path) or "(record)"
        problems.append(f"{where}: {error.message}")
    return problems
