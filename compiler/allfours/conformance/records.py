"""Hand records (formats `allfours-hand/1` and `/2`), whole-game records
(`allfours-game/1`: several deals of one game in a row), and suites of them (JSON Lines).

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

GAME_FORMAT = "allfours-game/1"

# What a suite may ask of the runner and of an implementation: far beyond any game of the
# family (at most 10 players, 13 cards each, a few hundred steps), far below harm.
MAX_RECORD_BYTES = 1 << 20
MAX_PLAYERS = 16
MAX_CARDS = 64  # in one seat's hand
MAX_STEPS = 10_000
MAX_DEALS = 200  # in one game record
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
    "deals",
    "expect",
    "error",
)
DEAL_KEYS = ("dealer", "hands", "stock", "steps", "expect", "error")
EXPECT_KEYS = (
    "deals",
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
    """The record with its keys (and those of its steps, expect and error, and of each of
    a game's deals) in spec order."""
    out = _canonical_hand(record, RECORD_KEYS)
    if isinstance(out.get("deals"), list):
        out["deals"] = [
            _canonical_hand(deal, DEAL_KEYS) if isinstance(deal, dict) else deal
            for deal in out["deals"]
        ]
    return out


def _canonical_hand(record: Mapping[str, Any], keys: Sequence[str]) -> Record:
    out = _ordered(record, keys)
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
    except OSError as error:  # said as "no such file or directory", not "[Errno 2] ..."
        raise SuiteError(
            f"cannot read {path}: {(error.strerror or 'unreadable').lower()}"
        ) from None
    except UnicodeDecodeError as error:
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
    if record.get("format") == GAME_FORMAT:
        return _game_problem(record)
    return _hand_problem(record, f"record {rid}")


def _game_problem(record: Mapping[str, Any]) -> str | None:
    rid = record["id"]
    deals = record.get("deals")
    if not isinstance(deals, list) or not deals:
        return f"record {rid}: a game record needs a non-empty list of 'deals'"
    if len(deals) > MAX_DEALS:
        return f"record {rid}: {len(deals):,} deals are more than any game needs ({MAX_DEALS})"
    for index, deal in enumerate(deals):
        if not isinstance(deal, dict):
            return f"record {rid}: deal {index + 1} must be an object"
        if "dealer" in deal and not _is_int(deal["dealer"]):
            return f"record {rid}: deal {index + 1}: 'dealer' must be an integer"
        problem = _hand_problem(deal, f"record {rid}: deal {index + 1}")
        if problem:
            return problem
        if index < len(deals) - 1 and "error" in deal:
            return f"record {rid}: deal {index + 1} ends with an illegal step, yet deals follow"
    return None


def _hand_problem(record: Mapping[str, Any], rid: str) -> str | None:
    """What stops the runner from driving a hand (a hand record, or a game's deal)."""
    hands = record.get("hands")
    if not isinstance(hands, list) or not all(
        isinstance(h, list) and all(isinstance(c, str) for c in h) for h in hands
    ):
        return f"{rid}: 'hands' must be a list of lists of card codes"
    if len(hands) > MAX_PLAYERS or any(len(hand) > MAX_CARDS for hand in hands):
        return f"{rid}: 'hands' holds more cards than any game deals"
    stock = record.get("stock")
    if stock is not None:
        if not isinstance(stock, list) or not all(isinstance(c, str) for c in stock):
            return f"{rid}: 'stock' must be a list of card codes"
        if len(stock) > MAX_PLAYERS * MAX_CARDS:
            return f"{rid}: 'stock' holds more cards than any pack"
    steps = record.get("steps")
    if not isinstance(steps, list):
        return f"{rid}: 'steps' must be a list"
    if len(steps) > MAX_STEPS:
        return f"{rid}: {len(steps):,} steps are more than any hand has ({MAX_STEPS:,})"
    for index, step in enumerate(steps):
        if not isinstance(step, dict) or not isinstance(step.get("action"), str):
            return f"{rid}: step {index} needs an 'action' string"
        if "legal" in step and not (
            isinstance(step["legal"], list) and all(isinstance(a, str) for a in step["legal"])
        ):
            return f"{rid}: step {index}: 'legal' must be a list of strings"
    if "expect" in record and not isinstance(record["expect"], dict):
        return f"{rid}: 'expect' must be an object"
    error = record.get("error")
    if error is not None and not (isinstance(error, dict) and _is_int(error.get("step"))):
        return f"{rid}: 'error' must be an object with an integer 'step'"
    return None


GAME_EXPECT = ("game_over", "winner", "scores", "setbacks", "payouts")


# -- game records ---------------------------------------------------------------------------


def is_game(record: Mapping[str, Any]) -> bool:
    return record.get("format") == GAME_FORMAT


def state_before(record: Mapping[str, Any], index: int) -> tuple[list[int], list[int]]:
    """The scores and set-backs before deal `index`: the game's own before the first,
    then what the deal before it left."""
    players = record["players"]
    scores = list(record.get("scores") or [0] * players)
    setbacks = list(record.get("setbacks") or [0] * players)
    if index > 0:
        before = record["deals"][index - 1].get("expect") or {}
        scores = list(before.get("scores", scores))
        setbacks = list(before.get("setbacks", setbacks))
    return scores, setbacks


def deal_view(record: Mapping[str, Any], index: int, hand_format: str) -> Record:
    """Deal `index` of a game record as a hand record: its dealer, the scores and
    set-backs it was dealt with, its cards, steps and expect (and the game's tags)."""
    deal = record["deals"][index]
    scores, setbacks = state_before(record, index)
    view: Record = {
        "format": hand_format,
        "id": f"{record['id']}#{index + 1}",
        "variant": record["variant"],
        "description": record.get("description", ""),
        "tags": list(record.get("tags", ())),
        "players": record["players"],
        "dealer": deal.get("dealer", record.get("dealer")),
        "scores": scores,
        "setbacks": setbacks,
        "hands": deal["hands"],
    }
    if "stock" in deal:
        view["stock"] = deal["stock"]
    if "sides" in record:
        view["sides"] = record["sides"]
    view["steps"] = deal["steps"]
    if "expect" in deal:
        view["expect"] = deal["expect"]
    if "error" in deal:
        view["error"] = deal["error"]
    return view


def hand_format_of(record: Mapping[str, Any]) -> str:
    """The hand format of a game record's deals: format 2 when they carry a stock."""
    deals = record.get("deals") or []
    return "allfours-hand/2" if any("stock" in d for d in deals) else "allfours-hand/1"


def game_expect(last: Mapping[str, Any], deals: int) -> dict[str, Any]:
    """A game record's own `expect`: how many deals, and the last one's outcome."""
    out: dict[str, Any] = {"deals": deals}
    out.update((key, last[key]) for key in GAME_EXPECT if key in last)
    return out
