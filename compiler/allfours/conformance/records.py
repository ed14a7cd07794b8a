"""Hand records (formats `allfours-hand/1` and `/2`), whole-game records
(`allfours-game/1`: several deals of one game in a row), and suites of them (JSON Lines).

A record is plain JSON data; this module only fixes the canonical key order (so that a
suite written twice is byte-for-byte the same) and reads suites with line numbers in
every complaint, because a suite is often written by hand or by another program.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from allfours.conformance.rulebook import (
    SUITE_FORMAT,
    HeaderError,
    Rulebook,
    from_header,
    header,
    is_header,
)
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
    "sides",
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
    "reneges",
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


def dumps_suite(records: Iterable[Mapping[str, Any]], book: Rulebook | None = None) -> str:
    """A suite as JSON Lines text: the rulebook's header line first when given, then one
    canonical record a line, ending with a newline."""
    lines = [header(book)] if book is not None else []
    lines += [canonical(r) for r in records]
    return "".join(
        json.dumps(line, ensure_ascii=False, separators=(",", ":")) + "\n" for line in lines
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


@dataclass(frozen=True, slots=True)
class Suite:
    """A suite as read: its records, and the rulebook its header gives each variant (a
    variant without one is judged by the bundled variant of its id, if any)."""

    records: list[Record]
    rulebooks: dict[str, Rulebook] = dataclasses.field(default_factory=dict)

    def extend(self, other: Suite, name: str) -> None:
        """Add another file's records and rulebooks (`conformance run A B`)."""
        for variant, book in other.rulebooks.items():
            if self.rulebooks.get(variant, book) != book:
                raise SuiteError(f"{name}: its header of {variant} differs from an earlier one")
            self.rulebooks[variant] = book
        self.records.extend(other.records)


def parse_suite(text: str, name: str = "<suite>") -> list[Record]:
    """The records of a JSON Lines suite (its header, if any, left out)."""
    return read_suite_text(text, name).records


def read_suite_text(text: str, name: str = "<suite>") -> Suite:
    """A JSON Lines suite: its header lines (`allfours-suite/1`) and its records; blank
    lines are skipped."""
    records: list[Record] = []
    rulebooks: dict[str, Rulebook] = {}
    seen: dict[str, int] = {}
    for number, line in enumerate(text.split("\n"), start=1):
        if not line.strip():
            continue
        try:
            record = _record_of(line)
        except SuiteError as error:
            raise SuiteError(f"{name}:{number}: {error}") from None
        if is_header(record):
            try:
                book = from_header(record)
            except HeaderError as error:
                raise SuiteError(f"{name}:{number}: {error}") from None
            if rulebooks.get(book.variant, book) != book:
                raise SuiteError(f"{name}:{number}: a second, different header of {book.variant}")
            rulebooks[book.variant] = book
            continue
        problem = structural_problem(record)
        if problem:
            raise SuiteError(f"{name}:{number}: {problem}")
        if record["id"] in seen:
            raise SuiteError(
                f"{name}:{number}: record id {record['id']!r} repeats line {seen[record['id']]}"
            )
        seen[record["id"]] = number
        records.append(record)
    return Suite(records, rulebooks)


def load_suite(path: Path) -> list[Record]:
    """The records of the suite file at `path`."""
    return read_suite(path).records


def read_suite(path: Path) -> Suite:
    """The suite file at `path`: its records and its header's rulebooks."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:  # said as "no such file or directory", not "[Errno 2] ..."
        raise SuiteError(
            f"cannot read {path}: {(error.strerror or 'unreadable').lower()}"
        ) from None
    except UnicodeDecodeError as error:
        raise SuiteError(f"cannot read {path}: {error}") from None
    return read_suite_text(text, str(path))


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def structural_problem(record: Mapping[str, Any]) -> str | None:
    """What is wrong with this record, or None: first what would stop the runner (and
    the sizes no game reaches), then anything its format's JSON Schema refuses, then
    what a schema cannot say (each list as long as the table, the step an error names).
    Every field is checked before a run: a record the runner accepts is one it can play
    and judge."""
    problem = _shape_problem(record)
    if problem is None:
        problem = _schema_problem(record)
    if problem is None:
        problem = _table_problem(record)
    return problem


def _schema_problem(record: Mapping[str, Any]) -> str | None:
    from allfours.conformance.schema import SCHEMA_FILES, schema
    from allfours.conformance.validate import is_valid, schema_problems

    named = record.get("format")
    if named not in SCHEMA_FILES or named == SUITE_FORMAT:
        known = ", ".join(f for f in SCHEMA_FILES if f != SUITE_FORMAT)
        return f"record {record['id']}: 'format' must be one of {known}, not {named!r}"
    root = schema(str(named))
    if is_valid(record, root):
        return None
    found = next(schema_problems(record, root, root), "it is not valid")
    return f"record {record['id']}: {found}" if found else None


def _table_problem(record: Mapping[str, Any]) -> str | None:
    """What the schema cannot say: every per-seat list as long as the table, seats and
    the dealer on it, the step an error names among the steps."""
    rid, players = record["id"], record["players"]
    hands = [record, *record.get("deals", ())] if is_game(record) else [record]
    for index, hand in enumerate(hands):
        where = f"record {rid}" + (f": deal {index}" if index and is_game(record) else "")
        if "dealer" in hand and not 0 <= hand["dealer"] < players:
            return f"{where}: 'dealer' must be a seat from 0 to {players - 1}"
        lists = [(name, hand.get(name)) for name in ("scores", "setbacks", "hands")]
        expect = hand.get("expect") if isinstance(hand.get("expect"), dict) else {}
        assert isinstance(expect, dict)
        lists += [(f"expect.{n}", expect.get(n)) for n in ("scores", "setbacks", "payouts")]
        for name, value in lists:
            if isinstance(value, list) and len(value) != players:
                return f"{where}: {name!r} must hold {players} items, one a seat, not {len(value)}"
        error, steps = hand.get("error"), hand.get("steps")
        if isinstance(error, dict) and isinstance(steps, list) and error["step"] >= len(steps):
            return f"{where}: 'error.step' {error['step']} names no step ({len(steps)} steps)"
    return None


def _shape_problem(record: Mapping[str, Any]) -> str | None:
    """What stops the runner from driving this record, and sizes no game reaches: checked
    first, so that nothing larger is ever walked."""
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
    if "sides" in record and not _is_table(record["sides"], players):
        return (
            f"record {rid}: 'sides' must list each side's seats, every seat from 0 to "
            f"{players - 1} once"
        )
    for field in ("scores", "setbacks"):
        value = record.get(field)
        if value is not None and not (isinstance(value, list) and all(_is_int(v) for v in value)):
            return f"record {rid}: {field!r} must be a list of integers"
    if record.get("format") == GAME_FORMAT:
        return _game_problem(record)
    return _hand_problem(record, f"record {rid}")


def _is_table(sides: Any, players: int) -> bool:
    """Whether `sides` splits the seats of a table of `players` into sides."""
    if not isinstance(sides, list) or not sides:
        return False
    seats = [seat for side in sides if isinstance(side, list) for seat in side]
    return (
        all(isinstance(side, list) and side for side in sides)
        and all(_is_int(seat) for seat in seats)
        and sorted(seats) == list(range(players))
    )


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
