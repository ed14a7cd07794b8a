"""Hand records (formats `allfours-hand/1` and `/2`) and suites of them (JSON Lines).

A record is plain JSON data; this module only fixes the canonical key order (so that a
suite written twice is byte-for-byte the same) and reads suites with line numbers in
every complaint, because a suite is often written by hand or by another program.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from allfours.runtime.replay import MAX_DEPTH, RecordError, decode_record, too_deep
from allfours.runtime.replay import RECORD_FORMAT as RECORD_FORMAT  # the kit's, re-exported
from allfours.runtime.replay import RECORD_FORMAT_2 as RECORD_FORMAT_2
from allfours.runtime.replay import RECORD_FORMATS as RECORD_FORMATS

# What a suite may ask of the runner and of an implementation: far beyond any game of the
# family (at most 10 players, 13 cards each, a few hundred steps), far below harm.
MAX_RECORD_BYTES = 1 << 20
MAX_PLAYERS = 16
MAX_CARDS = 64  # in one seat's hand
MAX_STEPS = 10_000
RECORD_KEYS = (
    "format",
    "id",
    "variant",
    "description",
    "tags",
    "players",
    "dealer",
    "scores",
    "setbacks",
    "hands",
    "stock",
    "steps",
    "expect",
    "error",
)
EXPECT_KEYS = (
    "turnups",
    "pitcher",
    "bid",
    "trump",
    "tricks",
    "points",
    "made",
    "scores",
    "setbacks",
    "game_over",
    "winner",
    "redeal",
    "payouts",
)
STEP_KEYS = ("seat", "action", "legal")
ERROR_KEYS = ("step", "action", "rule", "message")

Record = dict[str, Any]


class SuiteError(ValueError):
    """A suite file that cannot be read as records: it names the file and line."""


def _ordered(value: Mapping[str, Any], keys: Sequence[str]) -> dict[str, Any]:
    out = {key: value[key] for key in keys if key in value}
    out.update((key, value[key]) for key in sorted(value) if key not in out)
    return out


def canonical(record: Mapping[str, Any]) -> Record:
    """The record with its keys (and those of its steps, expect and error) in spec order."""
    out = _ordered(record, RECORD_KEYS)
    if isinstance(out.get("steps"), list):
        out["steps"] = [
            _ordered(step, STEP_KEYS) if isinstance(step, dict) else step for step in out["steps"]
        ]
    if isinstance(out.get("expect"), dict):
        out["expect"] = _ordered(out["expect"], EXPECT_KEYS)
    if isinstance(out.get("error"), dict):
        out["error"] = _ordered(out["error"], ERROR_KEYS)
    return out


def dumps_suite(records: Iterable[Mapping[str, Any]]) -> str:
    """A suite as JSON Lines text: one canonical record a line, ending with a newline."""
    return "".join(
        json.dumps(canonical(r), ensure_ascii=False, separators=(",", ":")) + "\n" for r in records
    )


def _record_of(line: str) -> Any:
    if len(line) > MAX_RECORD_BYTES:
        raise SuiteError(f"a line of {len(line):,} characters is longer than any record")
    try:
        record = decode_record(line)
    except RecordError as error:
        raise SuiteError(str(error)) from None
    if not isinstance(record, dict):
        raise SuiteError("a record is a JSON object")
    deep = too_deep(record)
    if deep is not None:
        raise SuiteError(f"the record's {deep!r} is nested more than {MAX_DEPTH} deep")
    return record


def parse_suite(text: str, name: str = "<suite>") -> list[Record]:
    """The records of a JSON Lines suite; blank lines are skipped."""
    records: list[Record] = []
    seen: dict[str, int] = {}
    for number, line in enumerate(text.split("\n"), start=1):
        if not line.strip():
            continue
        try:
            record = _record_of(line)
        except SuiteError as error:
            raise SuiteError(f"{name}:{number}: {error}") from None
        problem = structural_problem(record)
        if problem:
            raise SuiteError(f"{name}:{number}: {problem}")
        if record["id"] in seen:
            raise SuiteError(
                f"{name}:{number}: record id {record['id']!r} repeats line {seen[record['id']]}"
            )
        seen[record["id"]] = number
        records.append(record)
    return records


def load_suite(path: Path) -> list[Record]:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise SuiteError(f"cannot read {path}: {error}") from None
    return parse_suite(text, str(path))


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def structural_problem(record: Mapping[str, Any]) -> str | None:
    """What stops the runner from driving this record, or None.

    Only what the runner needs; the JSON Schema (`schema.py`) states the whole format.
    """
    if not isinstance(record.get("id"), str) or not record["id"]:
        return "a record needs an 'id' string"
    rid = record["id"]
    if not isinstance(record.get("variant"), str):
        return f"record {rid}: needs a 'variant' string"
    players = record.get("players")
    if not (isinstance(players, int) and _is_int(players) and 1 <= players <= MAX_PLAYERS):
        return f"record {rid}: 'players' must be a whole number from 1 to {MAX_PLAYERS}"
    if not _is_int(record.get("dealer")):
        return f"record {rid}: 'dealer' must be an integer"
    for field in ("scores", "setbacks"):
        value = record.get(field)
        if value is not None and not (isinstance(value, list) and all(_is_int(v) for v in value)):
            return f"record {rid}: {field!r} must be a list of integers"
    hands = record.get("hands")
    if not isinstance(hands, list) or not all(
        isinstance(h, list) and all(isinstance(c, str) for c in h) for h in hands
    ):
        return f"record {rid}: 'hands' must be a list of lists of card codes"
    if len(hands) > MAX_PLAYERS or any(len(hand) > MAX_CARDS for hand in hands):
        return f"record {rid}: 'hands' holds more cards than any game deals"
    stock = record.get("stock")
    if stock is not None:
        if not isinstance(stock, list) or not all(isinstance(c, str) for c in stock):
            return f"record {rid}: 'stock' must be a list of card codes"
        if len(stock) > MAX_PLAYERS * MAX_CARDS:
            return f"record {rid}: 'stock' holds more cards than any pack"
    steps = record.get("steps")
    if not isinstance(steps, list):
        return f"record {rid}: 'steps' must be a list"
    if len(steps) > MAX_STEPS:
        return f"record {rid}: {len(steps):,} steps are more than any hand has ({MAX_STEPS:,})"
    for index, step in enumerate(steps):
        if not isinstance(step, dict) or not isinstance(step.get("action"), str):
            return f"record {rid}: step {index} needs an 'action' string"
        if "legal" in step and not (
            isinstance(step["legal"], list) and all(isinstance(a, str) for a in step["legal"])
        ):
            return f"record {rid}: step {index}: 'legal' must be a list of strings"
    if "expect" in record and not isinstance(record["expect"], dict):
        return f"record {rid}: 'expect' must be an object"
    error = record.get("error")
    if error is not None and not (isinstance(error, dict) and _is_int(error.get("step"))):
        return f"record {rid}: 'error' must be an object with an integer 'step'"
    return None
