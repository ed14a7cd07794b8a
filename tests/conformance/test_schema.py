"""The JSON Schema of `allfours-hand/1`: one source, published in the docs, and every
generated record valid against it (and broken records not)."""

from __future__ import annotations

import copy
import json

import jsonschema
import pytest

from allfours.conformance.schema import DOCS_COPY, schema, schema_text, validate_record

from .helpers import ROOT, VARIANTS, allfours, suite


def test_the_docs_publish_the_schema_the_code_validates_against() -> None:
    published = (ROOT / DOCS_COPY).read_text(encoding="utf-8")
    assert published == schema_text(), (
        f"{DOCS_COPY} differs from the package's schema: run "
        f"`allfours conformance schema --write {DOCS_COPY}`"
    )


def test_the_schema_is_a_valid_draft_2020_12_schema() -> None:
    jsonschema.Draft202012Validator.check_schema(schema())
    assert schema()["title"] == "allfours-hand/1"


def test_the_schema_command_prints_it() -> None:
    result = allfours("conformance", "schema")
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout) == schema()


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_generated_record_is_valid(variant: str) -> None:
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
        record["format"] = "allfours-hand/2"
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
