"""Replaying a hand record: the generated module as the reference.

Given a record's deal and steps, play them and return the record completed with what
the rules say: every step's full legal set and every `expect` field, read off the
hand's event log. An illegal step is reported with its index and the rule it breaks,
and ends the replay. Records of format `allfours-hand/1` and `allfours-hand/2` are
read; a `stock` (format 2) must hold exactly the cards not dealt.

A whole-game record (`allfours-game/1`) is the game's table and its state before the
first deal, then `deals`, each a hand as a hand record holds it; it is replayed by one
game, deal after deal, so that the rules rotate the dealer and carry the scores, and its
own `expect` is the last deal's outcome and how many deals the game took.
"""

from __future__ import annotations

import json
from typing import Any

from .engine import Engine, IllegalAction
from .events import CardTurnedUp, Contract, GameWon, Reneged, TrickWon, TrumpFixed
from .model import Gift, PlainCards, Rules

RECORD_FORMAT = "allfours-hand/1"
RECORD_FORMAT_2 = "allfours-hand/2"  # with a stock, turn-ups and the turn-up line's actions
RECORD_FORMATS = (RECORD_FORMAT, RECORD_FORMAT_2)
SUITE_FORMAT = "allfours-suite/1"  # a suite's first line, its rulebook: not a record
GAME_FORMAT = "allfours-game/1"  # several deals of one game in a row
# A game record's own `expect`: how many deals, and these fields of the last one's.
GAME_EXPECT = ("game_over", "winner", "scores", "setbacks", "payouts")
MAX_DEALS = 200  # in one game record: far more than any game of the family takes


def format_of(rules: Rules) -> str:
    """The format a variant's records are written in: `allfours-hand/2` where the rules use
    the stock after the deal, and where one point can be credited to several sides (each
    plain nine taken, a gift to each opponent), which only format 2 can say."""
    several = any(isinstance(p.select, PlainCards | Gift) for p in rules.points)
    if several or not rules.trump.pitched:
        return RECORD_FORMAT_2
    return RECORD_FORMAT


MAX_DEPTH = 16  # a record nests five deep (expect.tricks[i].cards[j]); more is not a record
MAX_DIGITS = 18  # no number in a record needs more


class RecordError(ValueError):
    """A record that cannot be replayed at all: a missing field, a bad deal, ..."""


def _whole_number(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise RecordError(f"a number of {len(digits):,} digits is larger than any record needs")
    return int(digits)


_decode = json.JSONDecoder(parse_int=_whole_number).decode


def decode_record(text: str) -> Any:
    """The JSON value of one line of records. A number too long for any record (int()
    of a huge run is slow) or nesting too deep for the parser is a RecordError."""
    try:
        return _decode(text)
    except json.JSONDecodeError as error:
        raise RecordError(f"not JSON: {error.msg} at column {error.colno}") from None
    except RecursionError:
        raise RecordError("not a record: its JSON is nested far too deep") from None


def too_deep(record: Any, limit: int = MAX_DEPTH) -> str | None:
    """The first field of `record` nested more than `limit` deep (a path such as
    `hands[0][1]`), or None. Iterative: a hostile record cannot exhaust the stack. Only
    containers are visited, and a path is spelled out only for the one reported."""
    pending: list[tuple[Any, int]] = [(record, 0)]
    parents: dict[int, tuple[Any, str]] = {}  # container id -> (its container, its key)
    while pending:
        value, depth = pending.pop()
        if depth > limit:
            return _path(value, parents)
        items = value.items() if isinstance(value, dict) else enumerate(value)
        for key, item in items:
            if isinstance(item, dict | list):
                parents[id(item)] = (value, f".{key}" if isinstance(value, dict) else f"[{key}]")
                pending.append((item, depth + 1))
    return None


def _path(value: Any, parents: dict[int, tuple[Any, str]]) -> str:
    steps = []
    while id(value) in parents:
        value, step = parents[id(value)]
        steps.append(step)
    return "".join(reversed(steps)).lstrip(".") or "the record"


def _copy(value: Any) -> Any:
    """A copy of JSON data (dicts, lists and plain values), no deeper than a record goes."""
    if isinstance(value, dict):
        return {key: _copy(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_copy(item) for item in value]
    return value


# What a record's field must be, in words: a type's own name ("a int") says it badly.
_KIND_WORDS = {int: "a whole number", list: "a list", str: "a string", dict: "a JSON object"}


def _require(record: dict[str, Any], field: str, kind: type, owner: str = "the record") -> Any:
    value = record.get(field)
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
        wanted = _KIND_WORDS.get(kind, kind.__name__)
        if field not in record:
            raise RecordError(f"{owner} has no {field!r}: it needs one, {wanted}")
        raise RecordError(f"{owner}'s {field!r} must be {wanted}")
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


def expect_of(game: Engine) -> dict[str, Any]:
    """What the hand decided so far, as a record's `expect`, from its event log and its
    result. A variant has the fields its rules give: a contract where trump is pitched,
    turn-ups where it is turned up, a redeal where the cards can be bunched, payouts
    where there are stakes; a named trump's hand shows its contract and, from the deal
    on, its trump (null until named)."""
    rules = game.rules
    pitched = rules.trump.pitched
    bidding = pitched or rules.trump.named  # a pitcher, a bid and whether it was made
    expect: dict[str, Any] = {}
    turnups: list[str] = []
    tricks: list[dict[str, Any]] = []
    won: GameWon | None = None
    for event in game.events:  # by exact type: most events are cards played, passed over
        if type(event) is TrickWon:
            tricks.append(
                {"leader": event.leader, "cards": list(event.cards), "winner": event.winner}
            )
        elif type(event) is Contract and bidding:
            expect["pitcher"], expect["bid"] = event.pitcher, event.bid
        elif type(event) is TrumpFixed:
            expect["trump"] = event.suit
        elif type(event) is CardTurnedUp:
            turnups.append(event.card)
        elif type(event) is GameWon:
            won = event
    result = game.hand_result  # set once the hand is over (a deal clears it)
    over = result is not None
    head: dict[str, Any] = {}
    if rules.trump.from_stock:  # the turn-ups, and trump once fixed (else null), from the deal on
        head.update({"turnups": turnups, "trump": None})
    elif rules.trump.named:
        head.update({"pitcher": None, "bid": None} if over else {})
        head["trump"] = None
    elif over:  # the hand is over: every field is known
        head.update({"pitcher": None, "bid": None, "trump": None})
    expect = {**head, **expect}
    expect["tricks"] = tricks
    if over and result is not None:
        expect["points"] = dict(result.points)
        if bidding:
            expect["made"] = result.made
        expect["scores"] = list(result.scores)
        if pitched or "scoring.setbacks" in game._cite:  # where set-backs are counted
            expect["setbacks"] = list(game.setbacks)
        expect["game_over"] = won is not None
        expect["winner"] = won.side if won is not None else None
        if rules.play.renege is not None:  # every renege found, and its penalty
            expect["reneges"] = [
                {"seat": e.seat, "card": e.card, "trick": e.trick, "penalty": e.penalty}
                for e in game.events
                if type(e) is Reneged
            ]
        if rules.begging is not None:
            expect["redeal"] = result.redeal
        if rules.settlement is not None:
            expect["payouts"] = game.payouts()
    return expect


def play_record_with(rules: Rules, record: dict[str, Any]) -> tuple[Engine, dict[str, Any]]:
    """The game after replaying `record`, and the completed copy of the record (the input
    is not changed)."""
    if not isinstance(record, dict):
        raise RecordError("a record is a JSON object")
    deep = too_deep(record)
    if deep is not None:
        raise RecordError(f"the record's {deep!r} is nested more than {MAX_DEPTH} deep")
    players = _require(record, "players", int)
    dealer = _require(record, "dealer", int)
    hands = _require(record, "hands", list)
    steps = _require(record, "steps", list)
    record_format = record.get("format", RECORD_FORMAT)
    if record_format not in RECORD_FORMATS:
        raise RecordError(f"this module replays records of format {' or '.join(RECORD_FORMATS)}")
    stock = record.get("stock")
    if stock is not None and (record_format == RECORD_FORMAT or not isinstance(stock, list)):
        raise RecordError("a 'stock' is a list of card codes, in a record of allfours-hand/2")
    # Missing scores start where the variant starts (0 counting up, the target counting down).
    scores = _seat_numbers(record, "scores")
    setbacks = _seat_numbers(record, "setbacks")
    try:
        game = Engine(rules, players, dealer=dealer, scores=scores, setbacks=setbacks)
        game.deal(hands, stock)
    except (ValueError, TypeError) as error:
        raise RecordError(str(error)) from None
    # The steps, the expect and the error are made anew below: only the rest is copied.
    completed = {
        key: _copy(value)
        for key, value in record.items()
        if key not in ("steps", "expect", "error")
    }
    completed.setdefault("format", format_of(rules))
    completed["steps"], illegal = _play_steps(game, steps)
    if illegal is not None:
        completed["error"] = illegal
    completed["expect"] = expect_of(game)
    return game, completed


def _play_steps(
    game: Engine, steps: list[Any], where: str = ""
) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
    """Each step completed with the legal actions before it, and the first illegal step
    (its index, action, rule and why), after which the steps are kept as they were given."""
    out_steps: list[dict[str, Any]] = []
    error: dict[str, Any] | None = None
    for index, step in enumerate(steps):
        if error is not None:
            out_steps.append(_copy(step))
            continue
        if not isinstance(step, dict) or not isinstance(step.get("action"), str):
            raise RecordError(f"{where}step {index} needs an 'action' string")
        seat = step.get("seat")
        out = {"seat": seat, "action": step["action"], "legal": list(game.legal_actions())}
        out_steps.append(out)
        is_seat = isinstance(seat, int) and not isinstance(seat, bool)
        try:
            game.apply(step["action"], seat if is_seat else -1)
        except IllegalAction as illegal:
            error = {
                "step": index,
                "action": illegal.action,
                "rule": illegal.rule,
                "message": illegal.reason,
            }
    return out_steps, error


def replay_game_record(rules: Rules, record: dict[str, Any]) -> dict[str, Any]:
    """A completed copy of a game record (`allfours-game/1`): each deal's dealer as the
    rules rotate it, its legal sets, its `expect` and its first illegal step, if any; and
    the game's `expect` once its last deal is finished. A deal after one that did not
    finish cannot be played: RecordError."""
    deep = too_deep(record)
    if deep is not None:
        raise RecordError(f"the record's {deep!r} is nested more than {MAX_DEPTH} deep")
    players = _require(record, "players", int)
    dealer = _require(record, "dealer", int)
    deals = _require(record, "deals", list)
    if not deals or len(deals) > MAX_DEALS:
        raise RecordError(f"a game record has 1 to {MAX_DEALS} 'deals', not {len(deals)}")
    scores = _seat_numbers(record, "scores")
    setbacks = _seat_numbers(record, "setbacks")
    try:
        game = Engine(rules, players, dealer=dealer, scores=scores, setbacks=setbacks)
    except (ValueError, TypeError) as error:
        raise RecordError(str(error)) from None
    out_deals: list[dict[str, Any]] = []
    finished = True
    for number, deal in enumerate(deals, start=1):
        where = f"deal {number}: "
        if not finished:
            raise RecordError(f"deal {number} follows a deal that did not finish")
        if not isinstance(deal, dict):
            raise RecordError(f"{where}a deal is a JSON object")
        hands = _require(deal, "hands", list, f"deal {number}")
        stock = deal.get("stock")
        if stock is not None and not isinstance(stock, list):
            raise RecordError(f"{where}a 'stock' is a list of card codes")
        steps = deal.get("steps", [])
        if not isinstance(steps, list):
            raise RecordError(f"{where}the deal's 'steps' must be a list")
        try:
            game.deal(hands, stock)
        except (ValueError, TypeError, IllegalAction) as error:
            raise RecordError(f"{where}{error}") from None
        out: dict[str, Any] = {"dealer": game.dealer, "hands": _copy(hands)}
        if stock is not None:
            out["stock"] = _copy(stock)
        out["steps"], illegal = _play_steps(game, steps, where)
        if illegal is not None:
            out["error"] = illegal
        out["expect"] = expect_of(game)
        out_deals.append(out)
        finished = game.hand_result is not None and illegal is None
    completed = {
        key: _copy(value) for key, value in record.items() if key not in ("deals", "expect")
    }
    completed["deals"] = out_deals
    if finished:
        last = out_deals[-1]["expect"]
        completed["expect"] = {
            "deals": len(out_deals),
            **{key: last[key] for key in GAME_EXPECT if key in last},
        }
    return completed


def replay_record(rules: Rules, record: dict[str, Any]) -> dict[str, Any]:
    """Return a completed copy of `record`, a hand record or a game record; the input is
    not changed."""
    if isinstance(record, dict) and record.get("format") == GAME_FORMAT:
        return replay_game_record(rules, record)
    return play_record_with(rules, record)[1]
