"""Replaying a hand record (format `allfours-hand/1`): the generated module as the reference.

Given a record's deal and steps, play them and return the record completed with what
the rules say: every step's full legal set and every `expect` field. An illegal step
is reported with its index and the rule it breaks, and ends the replay.
"""

from __future__ import annotations

import copy
from typing import Any

from .cards import SUIT_CODES
from .engine import Engine, HandResult, IllegalAction
from .rules import Rules

RECORD_FORMAT = "allfours-hand/1"
MAX_DEPTH = 16  # a record nests five deep (expect.tricks[i].cards[j]); more is not a record


class RecordError(ValueError):
    """A record that cannot be replayed at all: a missing field, a bad deal, ..."""


def too_deep(record: Any, limit: int = MAX_DEPTH) -> str | None:
    """The first field of `record` nested more than `limit` deep (a path such as
    `hands[0][1]`), or None. Iterative: a hostile record cannot exhaust the stack."""
    pending: list[tuple[Any, str, int]] = [(record, "", 0)]
    while pending:
        value, path, depth = pending.pop()
        if depth > limit:
            return path or "the record"
        if isinstance(value, dict):
            pending.extend(
                (v, f"{path}.{k}" if path else str(k), depth + 1) for k, v in value.items()
            )
        elif isinstance(value, list):
            pending.extend((v, f"{path}[{i}]", depth + 1) for i, v in enumerate(value))
    return None


def _require(record: dict[str, Any], field: str, kind: type) -> Any:
    value = record.get(field)
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
        raise RecordError(f"the record's {field!r} must be a {kind.__name__}")
    return value


def _seat_numbers(record: dict[str, Any], field: str) -> list[int] | None:
    """An optional list of whole numbers, one per seat (the engine checks the length)."""
    value = record.get(field)
    if value is None:
        return None
    if not isinstance(value, list) or not all(
        isinstance(n, int) and not isinstance(n, bool) for n in value
    ):
        raise RecordError(f"the record's {field!r} must be a list of whole numbers")
    return value


def _expect_of(game: Engine, result: HandResult | None) -> dict[str, Any]:
    expect: dict[str, Any] = {}
    if result is not None:
        expect["pitcher"] = result.pitcher
        expect["bid"] = result.bid
        expect["trump"] = result.trump
        tricks = result.tricks
    else:
        if game.pitcher >= 0:
            expect["pitcher"] = game.pitcher
            expect["bid"] = game.contract or None
        if game.trump >= 0:
            expect["trump"] = SUIT_CODES[game.trump]
        tricks = tuple(game.tricks)
    expect["tricks"] = [
        {"leader": t.leader, "cards": list(t.cards), "winner": t.winner} for t in tricks
    ]
    if result is not None:
        expect["points"] = dict(result.points)
        expect["made"] = result.made
        expect["scores"] = list(result.scores)
        expect["setbacks"] = list(result.setbacks)
        expect["game_over"] = result.game_over
        expect["winner"] = result.winner
        expect["payouts"] = game.payouts()
    return expect


def replay_record(rules: Rules, record: dict[str, Any]) -> dict[str, Any]:
    """Return a completed copy of `record`; the input is not changed."""
    if not isinstance(record, dict):
        raise RecordError("a record is a JSON object")
    deep = too_deep(record)
    if deep is not None:
        raise RecordError(f"the record's {deep!r} is nested more than {MAX_DEPTH} deep")
    players = _require(record, "players", int)
    dealer = _require(record, "dealer", int)
    hands = _require(record, "hands", list)
    steps = _require(record, "steps", list)
    if record.get("format", RECORD_FORMAT) != RECORD_FORMAT:
        raise RecordError(f"this module replays records of format {RECORD_FORMAT!r} only")
    # Missing scores start where the variant starts (0 counting up, the target counting down).
    scores = _seat_numbers(record, "scores")
    setbacks = _seat_numbers(record, "setbacks")
    try:
        game = Engine(rules, players, dealer=dealer, scores=scores, setbacks=setbacks)
        game.deal(hands)
    except (ValueError, TypeError) as error:
        raise RecordError(str(error)) from None
    completed = copy.deepcopy(record)
    completed.setdefault("format", RECORD_FORMAT)
    completed.pop("error", None)
    out_steps: list[dict[str, Any]] = []
    for index, step in enumerate(steps):
        if "error" in completed:  # steps after an illegal one are kept as they were given
            out_steps.append(copy.deepcopy(step))
            continue
        if not isinstance(step, dict) or not isinstance(step.get("action"), str):
            raise RecordError(f"step {index} needs an 'action' string")
        seat = step.get("seat")
        out = {"seat": seat, "action": step["action"], "legal": list(game.legal_actions())}
        out_steps.append(out)
        is_seat = isinstance(seat, int) and not isinstance(seat, bool)
        try:
            game.apply(step["action"], seat if is_seat else -1)
        except IllegalAction as illegal:
            completed["error"] = {
                "step": index,
                "action": illegal.action,
                "rule": illegal.rule,
                "message": illegal.reason,
            }
    completed["steps"] = out_steps
    completed["expect"] = _expect_of(game, game.hand_result)
    return completed
