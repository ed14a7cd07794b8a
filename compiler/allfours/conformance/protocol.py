"""The conformance protocol (`allfours-conformance/1`): requests, replies, and a server.

The runner drives an implementation one request at a time, in JSON Lines: one JSON
object a line each way, every reply echoing its request's `id`. The same messages, as
Python dicts, are the in-process path: an object with `handle(request) -> reply`.

    hello   -> {"protocol", "implementation", "variants"?, "players"?, "formats"?}
    start   {variant, players, dealer, scores, setbacks, sides, hands, stock?, ...} -> {}
    deal    {hands, stock?} -> {"dealer": seat}  the next hand of the same game (game records)
    legal   -> {"to_act": seat or null, "legal": [actions]}
    apply   {seat, action} -> {"accepted": true} or {"accepted": false, "rule"?, "message"?}
    result  -> {"result": {...}}  the fields of the record's `expect` known so far:
               pitcher, bid, trump, tricks, points, made, scores, setbacks, game_over,
               winner, payouts (the auction-pitch line); turnups, trump, tricks, points,
               scores, game_over, winner, redeal (the turn-up line)
    bye     -> {} and the implementation exits

`start` carries the record's whole deal: besides the fields every record has, the
`stock` (the undealt cards, top first) of a record of format `allfours-hand/2`, and any
other field a variant's deal adds. `setbacks` is always sent (zeros where a variant has
none).

`start` begins a game as well as a hand. A whole-game record (`allfours-game/1`) is
played as `start` with its first deal, then, after each hand, `deal` with only the cards
of the next one: the implementation deals it for the dealer its rules give next (the same
one after a bunch), with the scores and set-backs it carried over, and replies with that
dealer's seat. Only an implementation whose hello lists `allfours-game/1` in `formats`
is sent game records; for any other they are skipped.

Every reply has `"ok": true`, or `"ok": false` with an `"error"` string when the
implementation could not do what was asked (a variant it does not play, a bad deal).
A refused action is not an error: it is `ok` with `accepted: false`.

The server reads what it is sent with bounds, as the runner reads the replies: a line
is read up to MAX_LINE bytes and no further (a longer one ends the server, which has no
way to find the next request), numbers up to MAX_DIGITS digits, nesting up to MAX_DEPTH,
and a table up to the kit's MAX_PLAYERS; beyond them the reply says so.
"""

from __future__ import annotations

import json
import os
import sys
import traceback
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import IO, Any, NamedTuple, Protocol

from allfours.conformance.records import MAX_PLAYERS
from allfours.runtime.replay import MAX_DEPTH, MAX_DIGITS, too_deep

PROTOCOL = "allfours-conformance/1"
MAX_LINE = 1 << 20  # a request or a reply longer than this is garbage, not a message

Message = dict[str, Any]


class Implementation(Protocol):
    """Anything that answers protocol requests (the in-process path)."""

    def handle(self, request: Mapping[str, Any]) -> Message: ...


@dataclass(frozen=True, slots=True)
class Hand:
    """The `start` request: a hand to play from a record's deal and scores."""

    variant: str
    players: int
    dealer: int
    scores: list[int]
    setbacks: list[int]
    hands: list[list[str]]
    stock: list[str] | None = None  # the undealt cards, top first (allfours-hand/2)
    # The table's layout: each side's seats ([[0, 2], [1, 3]] for two partnerships),
    # None when the request does not say (every seat its own side).
    sides: list[list[int]] | None = None
    more: dict[str, Any] = field(default_factory=dict)  # any other field of the deal


# The fields of `start` that `Hand` names; any other is the deal's, kept in `Hand.more`.
HAND_FIELDS = (
    "op",
    "id",
    "variant",
    "players",
    "dealer",
    "scores",
    "setbacks",
    "hands",
    "stock",
    "sides",
)


class Refused(Exception):
    """Raised by `HandImplementation.apply` when the rules forbid the action."""

    def __init__(self, message: str = "", rule: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.rule = rule


class HandImplementation(ABC):
    """A convenient base: implement four methods, get `handle` (and `serve`) for free."""

    name = "python implementation"
    variants: Sequence[str] | None = None  # None: whatever `start` is asked for
    # The record formats it reads; None: hand records only (no `deal`). An implementation
    # that overrides `deal` lists "allfours-game/1" here, with the hand formats it reads.
    formats: Sequence[str] | None = None
    players: Sequence[int] | None = None  # the table sizes it plays; None: any

    @abstractmethod
    def start(self, hand: Hand) -> None:
        """Deal `hand`; raise ValueError (or anything) for a variant or deal you refuse."""

    @abstractmethod
    def legal(self) -> tuple[int | None, Sequence[str]]:
        """The seat to act (None when the hand is over) and every legal action."""

    @abstractmethod
    def apply(self, seat: int, action: str) -> None:
        """Take `action` for `seat`; raise Refused when the rules forbid it."""

    @abstractmethod
    def result(self) -> Mapping[str, Any]:
        """What the hand decided so far, with the fields of a record's `expect`."""

    def deal(self, hands: list[list[str]], stock: list[str] | None) -> int:
        """Deal the next hand of the game `start` began (after a finished hand) for the
        dealer the rules give next, scores and set-backs carried over; return that
        dealer's seat. Only for game records: the default refuses."""
        raise ValueError("this implementation plays one hand per start, not whole games")

    def handle(self, request: Mapping[str, Any]) -> Message:
        op = request.get("op")
        try:
            if op == "apply":  # the commonest requests first
                try:
                    self.apply(request["seat"], request["action"])
                except Refused as refused:
                    out: Message = {"ok": True, "accepted": False, "message": refused.message}
                    if refused.rule:
                        out["rule"] = refused.rule
                    return out
                return {"ok": True, "accepted": True}
            if op == "legal":
                seat, legal = self.legal()
                return {"ok": True, "to_act": seat, "legal": list(legal)}
            if op == "result":
                return {"ok": True, "result": dict(self.result())}
            if op == "start":
                players = _table(request["players"])
                stock = request.get("stock")
                self.start(
                    Hand(
                        variant=request["variant"],
                        players=players,
                        dealer=request["dealer"],
                        scores=list(request["scores"]),
                        setbacks=list(request.get("setbacks") or [0] * players),
                        hands=[list(h) for h in request["hands"]],
                        stock=None if stock is None else list(stock),
                        sides=_sides(request.get("sides")),
                        more={k: v for k, v in request.items() if k not in HAND_FIELDS},
                    )
                )
                return {"ok": True}
            if op == "deal":
                stock = request.get("stock")
                dealer = self.deal(
                    [list(h) for h in request["hands"]], None if stock is None else list(stock)
                )
                return {"ok": True, "dealer": dealer}
            if op == "hello":
                reply: Message = {"protocol": PROTOCOL, "implementation": self.name}
                if self.variants is not None:
                    reply["variants"] = list(self.variants)
                if self.formats is not None:
                    reply["formats"] = list(self.formats)
                if self.players is not None:
                    reply["players"] = list(self.players)
                return {"ok": True, **reply}
            if op == "bye":
                return {"ok": True}
        except (KeyError, TypeError, ValueError) as error:
            return {"ok": False, "error": f"{type(error).__name__}: {error}"}
        return {"ok": False, "error": f"unknown op {op!r}"}


def _table(players: Any) -> int:
    """`start`'s number of players, refused (ValueError) beyond any table of the kit."""
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= MAX_PLAYERS:
        raise ValueError(f"'players' must be a whole number from 2 to {MAX_PLAYERS}")
    return players


def _sides(value: Any) -> list[list[int]] | None:
    if value is None:
        return None
    return [[int(seat) for seat in side] for side in value]


def serve(
    implementation: Implementation, stdin: IO[str] | None = None, stdout: IO[str] | None = None
) -> int:
    """Answer protocol requests on stdin until `bye` or end of input (an adapter's main).

    Requests are read as they come and the replies to everything read so far are written
    in one go, so a runner that sends a whole record at once gets its answers at once.
    A request that is not JSON gets an error reply rather than ending the server; an
    exception from the implementation is reported on stderr and ends it with status 1,
    as a crash should.
    """
    source = stdin if stdin is not None else sys.stdin
    sink = stdout if stdout is not None else sys.stdout
    encode = json.JSONEncoder(separators=(",", ":")).encode
    try:
        return _answer(implementation, _batches(source), sink, encode)
    except LineTooLong:
        error = f"a line longer than {MAX_LINE:,} bytes is no request; the server stops"
        sink.write(encode({"id": None, "ok": False, "error": error}) + "\n")
        sink.flush()
        print(f"allfours conformance serve: {error}", file=sys.stderr)
        return 1


def _answer(
    implementation: Implementation,
    batches: Iterator[list[str]],
    sink: IO[str],
    encode: Callable[[Any], str],
) -> int:
    for batch in batches:
        replies: list[str] = []
        for request in _requests(batch):
            if isinstance(request, Complaint):  # a line that is not a request
                replies.append(encode({"id": request.id, "ok": False, "error": request.error}))
                continue
            try:
                reply = implementation.handle(request)
            except Exception:
                sink.write("".join(r + "\n" for r in replies))
                sink.flush()
                traceback.print_exc(file=sys.stderr)
                return 1
            replies.append(encode({"id": request.get("id"), **reply}))
            if request.get("op") == "bye":
                sink.write("".join(r + "\n" for r in replies))
                sink.flush()
                return 0
        sink.write("".join(r + "\n" for r in replies))
        sink.flush()
    return 0


class LineTooLong(Exception):
    """A line of input longer than MAX_LINE: not a request, and not read to its end."""


class _NumberTooLong(ValueError):
    pass


def _whole_number(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise _NumberTooLong(f"a number of {len(digits):,} digits is larger than any request needs")
    return int(digits)


_decode = json.JSONDecoder(parse_int=_whole_number).decode


class Complaint(NamedTuple):
    """Why a line is not a request, and its `id` where that could be read."""

    id: Any
    error: str


def _request(value: Any) -> dict[str, Any] | Complaint:
    """A decoded line as a request (one that is not an object has no op), or why not."""
    if not isinstance(value, dict):
        return {"op": None}
    deep = too_deep(value)
    if deep is not None:
        why = f"not a request: its {deep!r} is nested more than {MAX_DEPTH} deep"
        return Complaint(
            value.get("id") if not isinstance(value.get("id"), dict | list) else None, why
        )
    return value


def _requests(lines: list[str]) -> list[dict[str, Any] | Complaint]:
    """The requests on `lines`: a dict each, or the complaint about a line that is not one.
    The lines are decoded in one go when they allow it, a line at a time otherwise."""
    lines = [line for line in lines if line.strip()]
    try:
        batch = _decode("[" + ",".join(lines) + "]")
        if isinstance(batch, list) and len(batch) == len(lines):
            return [_request(r) for r in batch]
    except (ValueError, RecursionError):
        pass
    out: list[dict[str, Any] | Complaint] = []
    for line in lines:
        try:
            request = _decode(line)
        except RecursionError:
            out.append(Complaint(None, "not a request: its JSON is nested far too deep"))
            continue
        except _NumberTooLong as error:
            out.append(Complaint(None, f"not a request: {error}"))
            continue
        except ValueError as error:
            out.append(Complaint(None, f"not JSON: {error}"))
            continue
        out.append(_request(request))
    return out


def _batches(source: IO[str]) -> Iterator[list[str]]:
    """The input's lines, grouped by what one read returned (a line at a time when the
    stream is not a file descriptor, as in tests). LineTooLong at a line longer than
    MAX_LINE, once that much of it is read."""
    try:
        fd = source.fileno()
    except (AttributeError, OSError, ValueError):
        fd = -1
    if fd < 0:
        while line := source.readline(MAX_LINE + 1):
            if len(line.encode("utf-8")) > MAX_LINE:
                raise LineTooLong
            yield [line]
        return
    pending = b""
    while True:
        chunk = os.read(fd, 1 << 16)
        if not chunk:
            if pending.strip():
                yield [pending.decode("utf-8", "replace")]
            return
        pending += chunk
        *lines, pending = pending.split(b"\n")
        if len(pending) > MAX_LINE or any(len(line) > MAX_LINE for line in lines):
            raise LineTooLong
        if lines:
            yield [line.decode("utf-8", "replace") for line in lines]
