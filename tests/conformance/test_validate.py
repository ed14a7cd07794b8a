"""Every record is checked before a run, against its format's schema and against the
table, with the kit's own reader of the schemas held to the `jsonschema` package's
verdicts; a record the runner accepts is one it can play and judge.

The findings of an attack on the kit are here too: suites the runner once accepted and
then crashed on (`"tags": null`, `"tags": [1]`, a deal's `expect.scores` that is no
list, an `error` without its `rule`, a game from scores for three players at a table of
four), each now refused at once, with the line and the field.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from allfours.conformance.records import (
    GAME_FORMAT,
    SuiteError,
    dumps_suite,
    parse_suite,
    read_suite,
    structural_problem,
)
from allfours.conformance.schema import schema
from allfours.conformance.validate import is_valid, schema_problems
from sampling import REPRESENTATIVE_VARIANTS, examples

from .helpers import SERVE, SUITES_DIR, allfours, games, suite

RECORDS = [*suite("cinch")[:6], *suite("seven_up")[:6], *suite("auction_pitch")[:6]]
GAMES = games("auction_pitch")[:2]


def _oracle(record: dict[str, Any]) -> bool:
    return jsonschema.Draft202012Validator(schema(record["format"])).is_valid(record)


def test_every_bundled_record_is_valid_for_both_readers(full: bool) -> None:
    """The kit's two readers of the schema on the suites (the representative variants'
    in the default run, every one with `--full`), and jsonschema on a sample of each kind."""
    for path in sorted(SUITES_DIR.glob("*.jsonl")):
        if not full and path.stem not in REPRESENTATIVE_VARIANTS:
            continue
        for record in read_suite(path).records:
            root = schema(record["format"])
            assert is_valid(record, root), record["id"]
            assert list(schema_problems(record, root, root)) == [], record["id"]
    assert all(_oracle(record) for record in [*RECORDS, *GAMES])


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 60) | st.text(max_size=4),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner),
    max_leaves=6,
)


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place inside a JSON value."""
    out = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            out += _paths(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            out += _paths(item, (*path, index))
    return out


@settings(max_examples=examples(400), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    which=st.integers(0, len(RECORDS) + len(GAMES) - 1),
    where=st.integers(0, 10**6),
    how=st.sampled_from(("replace", "delete", "add")),
    value=JSON_VALUES,
)
def test_the_kit_and_jsonschema_agree_on_any_record(
    which: int, where: int, how: str, value: Any
) -> None:
    """A record changed at one place: valid for the kit exactly when valid for the
    jsonschema package, and a record the kit refuses is refused with a message."""
    record = copy.deepcopy([*RECORDS, *GAMES][which])
    paths = [p for p in _paths(record) if p and p[0] != "format"]
    path = paths[where % len(paths)]
    parent: Any = record
    for part in path[:-1]:
        parent = parent[part]
    last = path[-1]
    if how == "replace":
        parent[last] = value
    elif how == "delete":
        del parent[last]
    elif isinstance(parent, dict):
        parent[f"x{where % 7}"] = value
    else:
        parent.append(value)
    root = schema(record["format"])
    ours = is_valid(record, root)
    assert ours == _oracle(record), (path, how, value)
    problems = list(schema_problems(record, root, root))
    assert bool(problems) == (not ours), problems


FOUR = next(r for r in suite("auction_pitch") if r["players"] == 4)


def _record(**changes: Any) -> dict[str, Any]:
    record = copy.deepcopy(FOUR)
    record.update(changes)
    return record


FINDINGS = {
    "tags-null": (_record(tags=None), "tags must be a list"),
    "tags-number": (_record(tags=[1]), "tags[0] must be a string"),
    "error-without-rule": (
        _record(error={"step": 0, "action": "pass"}),
        "error needs 'rule'",
    ),
    "scores-for-three": (_record(scores=[1, 2, 3]), "'scores' must hold 4 items"),
    "dealer-off-the-table": (_record(dealer=9), "'dealer' must be a seat from 0 to 3"),
    "error-past-the-steps": (
        _record(error={"step": 99, "action": "pass", "rule": "AP-3.2"}),
        "names no step",
    ),
}


def _game(**deal_changes: Any) -> dict[str, Any]:
    game = copy.deepcopy(GAMES[0])
    game["deals"][0]["expect"].update(deal_changes)
    return game


FINDINGS["deal-scores-no-list"] = (_game(scores=7), "deals[0].expect.scores must be a list")
_players = GAMES[0]["players"]
FINDINGS["game-from-three-scores"] = (
    {**copy.deepcopy(GAMES[0]), "scores": list(range(1, _players))},
    f"'scores' must hold {_players} items",
)


@pytest.mark.parametrize("name", sorted(FINDINGS))
def test_a_malformed_record_is_refused_with_its_field(name: str) -> None:
    record, said = FINDINGS[name]
    problem = structural_problem(record)
    assert problem is not None and said in problem, problem
    with pytest.raises(SuiteError, match=r"<suite>:1: record "):
        parse_suite(dumps_suite([record]))


@pytest.mark.parametrize("name", ["tags-null", "tags-number", "game-from-three-scores"])
def test_run_and_coverage_refuse_it_before_anything_runs(tmp_path: Path, name: str) -> None:
    record, said = FINDINGS[name]
    path = tmp_path / "bad.jsonl"
    path.write_text(dumps_suite([record]), encoding="utf-8")
    for command in (["run", str(path), "--impl", SERVE], ["coverage", str(path)]):
        result = allfours("conformance", *command)
        assert result.exit_code == 2, result.stderr
        assert "bad.jsonl:1: record" in result.stderr and said in result.stderr
        assert "Traceback" not in result.stderr


def test_a_game_record_s_own_expect_is_compared() -> None:
    """The game's outcome after its last deal (`expect.winner`, `expect.deals`...) is
    compared with what the implementation said, not passed whatever it holds."""
    from allfours.conformance.engine_adapter import module_implementation
    from allfours.conformance.runner import run_in_process

    from .helpers import rules_module

    game = copy.deepcopy(GAMES[0])
    assert game["format"] == GAME_FORMAT and game["expect"]["game_over"] is True
    wrong = {**game, "expect": {**game["expect"], "winner": (game["expect"]["winner"] + 1) % 4}}
    implementation = module_implementation([rules_module("auction_pitch")])
    assert run_in_process([game], implementation).ok
    report = run_in_process([wrong], implementation)
    assert not report.ok
    assert report.failures[0].where == "expect.winner"
    longer = {**game, "expect": {**game["expect"], "deals": len(game["deals"]) + 1}}
    assert run_in_process([longer], implementation).failures[0].where == "expect.deals"


def test_a_header_names_its_field_when_malformed(tmp_path: Path) -> None:
    text = (SUITES_DIR / "auction_pitch.jsonl").read_text(encoding="utf-8")
    header, rest = text.split("\n", 1)
    data = json.loads(header)
    data["facts"]["turn"] = 2
    with pytest.raises(SuiteError, match=r"<suite>:1: facts.turn must be 1 or -1"):
        parse_suite(json.dumps(data) + "\n" + rest)
