"""The JSON Schemas of `allfours-hand/1` and `/2`: one source each, published in the docs,
and every generated record valid against the schema of its format (and broken records
not)."""

from __future__ import annotations

import copy
import json

import jsonschema
import pytest

from allfours.conformance.schema import (
    DOCS_COPIES,
    DOCS_COPY,
    SCHEMA_FILES,
    schema,
    schema_text,
    validate_record,
)
from sampling import REPRESENTATIVE_VARIANTS, sampled

from .helpers import ROOT, VARIANTS, allfours, suite


def test_the_docs_publish_the_schema_the_code_validates_against() -> None:
    published = (ROOT / DOCS_COPY).read_text(encoding="utf-8")
    assert published == schema_text(), (
        f"{DOCS_COPY} differs from the package's schema: run "
        f"`allfours conformance schema --write {DOCS_COPY}`"
    )


VERSIONS = {
    "allfours-hand/1": "1",
    "allfours-hand/2": "2",
    "allfours-game/1": "game",
    "allfours-suite/1": "suite",
}


@pytest.mark.parametrize("record_format", sorted(SCHEMA_FILES))
def test_the_docs_publish_every_format_s_schema(record_format: str) -> None:
    published = (ROOT / DOCS_COPIES[record_format]).read_text(encoding="utf-8")
    assert published == schema_text(record_format), (
        f"{DOCS_COPIES[record_format]} differs from the package's schema: run "
        f"`allfours conformance schema --version {VERSIONS[record_format]} --write "
        f"{DOCS_COPIES[record_format]}`"
    )


@pytest.mark.parametrize("record_format", sorted(SCHEMA_FILES))
def test_the_schema_is_a_valid_draft_2020_12_schema(record_format: str) -> None:
    jsonschema.Draft202012Validator.check_schema(schema(record_format))
    assert schema(record_format)["title"] == record_format
    assert schema()["title"] == "allfours-hand/1"


def test_the_schema_command_prints_it() -> None:
    result = allfours("conformance", "schema")
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout) == schema()
    second = allfours("conformance", "schema", "--version", "2")
    assert second.exit_code == 0, second.stderr
    assert json.loads(second.stdout) == schema("allfours-hand/2")


def test_every_format_1_record_is_valid_as_format_2() -> None:
    """conformance.md: a v1 record stays valid, read as v2 with its format changed."""
    for record in suite("auction_pitch"):
        assert validate_record({**record, "format": "allfours-hand/2"}) == [], record["id"]


@pytest.mark.parametrize("variant", sampled(VARIANTS, REPRESENTATIVE_VARIANTS))
def test_every_generated_record_is_valid(variant: str) -> None:
    """jsonschema, the independent reader, over a suite (the representative variants' in
    the default run; the kit's own reader validates every suite it reads)."""
    for record in suite(variant):
        assert validate_record(record) == [], record["id"]


def _broken(change: str) -> dict[str, object]:
    record = copy.deepcopy(suite("auction_pitch")[0])
    if change == "card":
        record["hands"][0][0] = "1S"
    elif change == "no-steps":
        del record["steps"]
    elif change == "id":
        record["id"] = "Not Kebab"
    elif change == "format":
        record["format"] = "allfours-hand/9"  # (as /2 it is valid: test above)
    elif change == "legal":
        record["steps"][0]["legal"] = ["pass", "pass"]
    elif change == "trump":
        record["expect"]["trump"] = "X"
    elif change == "points":
        record["expect"]["points"]["high"] = "seat 0"
    elif change == "error-rule":
        record["error"] = {"step": 0, "action": "pass", "rule": "3.2"}
    elif change == "expect-field":
        record["expect"]["winners"] = [0]
    return record


@pytest.mark.parametrize(
    "change",
    ["card", "no-steps", "id", "format", "legal", "trump", "points", "error-rule", "expect-field"],
)
def test_a_broken_record_is_refused(change: str) -> None:
    assert validate_record(_broken(change)), f"a record with a bad {change} passed the schema"


def _broken_2(change: str) -> dict[str, object]:
    records = suite("seven_up")
    record = copy.deepcopy(next(r for r in records if isinstance(r["expect"].get("points"), dict)))
    if change == "stock-card":
        record["stock"][0] = "ZZ"
    elif change == "stock-twice":
        record["stock"][1] = record["stock"][0]
    elif change == "turnups":
        record["expect"]["turnups"] = ["JS", 7]
    elif change == "points-list":
        record["expect"]["points"]["gift"] = [1]  # several sides, or one side as a number
    elif change == "redeal":
        record["expect"]["redeal"] = "no"
    elif change == "format":
        record["format"] = "allfours-hand/3"
    elif change == "expect-field":
        record["expect"]["bunched"] = True
    return record


@pytest.mark.parametrize(
    "change",
    ["stock-card", "stock-twice", "turnups", "points-list", "redeal", "format", "expect-field"],
)
def test_a_broken_format_2_record_is_refused(change: str) -> None:
    assert validate_record(_broken_2(change)), f"a record with a bad {change} passed the schema"


def test_the_turn_up_line_s_records_use_the_format_2_fields() -> None:
    records = suite("seven_up")
    assert all(r["format"] == "allfours-hand/2" for r in records)
    shared = [r for r in records if isinstance(r["expect"].get("points", {}).get("gift"), list)]
    assert shared and validate_record(shared[0]) == []
    as_1 = {**records[0], "format": "allfours-hand/1"}
    assert validate_record(as_1), "a stock and turn-ups are not format 1"
