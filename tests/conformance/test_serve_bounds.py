"""`allfours conformance serve` reads what it is sent with bounds: a line no longer than
any request (read no further), numbers and nesting no larger than a request needs, a
table no larger than the kit's. Beyond them it answers with a clear error and keeps
serving, or, for a line it cannot find the end of, stops at once; never a traceback,
never memory without bound.
"""

from __future__ import annotations

import io
import json
import subprocess
import sys
from types import ModuleType

import pytest

from allfours.conformance.engine_adapter import module_implementation
from allfours.conformance.protocol import MAX_LINE, serve
from allfours.conformance.records import MAX_PLAYERS

from .helpers import ENV, ROOT

HELLO = '{"id": 9, "op": "hello"}\n'
START = {
    "op": "start",
    "variant": "auction_pitch",
    "dealer": 0,
    "scores": [0, 0, 0, 0],
    "hands": [],
}


def _replies(module: ModuleType, requests: str) -> list[dict[str, object]]:
    out = io.StringIO()
    assert serve(module_implementation([module]), io.StringIO(requests), out) == 0
    return [json.loads(line) for line in out.getvalue().splitlines()]


@pytest.mark.parametrize(
    ("line", "complaint"),
    [
        ('{"id": 1, "op": "hello", "x": ' + "[" * 100_000 + "]" * 100_000 + "}", "far too deep"),
        ('{"id": 1, "op": "hello", "x": ' + "[" * 30 + "]" * 30 + "}", "nested more than 16"),
        ('{"id": 1, "op": "start", "dealer": ' + "9" * 5_000 + "}", "5,000 digits"),
        (json.dumps({"id": 1, **START, "players": 10**12}), f"from 2 to {MAX_PLAYERS}"),
        (json.dumps({"id": 1, **START, "players": True}), f"from 2 to {MAX_PLAYERS}"),
    ],
    ids=["far-too-deep", "too-deep", "huge-number", "huge-table", "not-a-number"],
)
def test_a_request_beyond_the_bounds_gets_an_error_and_the_server_goes_on(
    auction_pitch_module: ModuleType, line: str, complaint: str
) -> None:
    first, second = _replies(auction_pitch_module, line + "\n" + HELLO)
    assert first["ok"] is False and complaint in str(first["error"]), first
    assert first["id"] in (1, None)
    assert second["id"] == 9 and second["ok"] is True


def test_a_line_longer_than_any_request_stops_the_server(auction_pitch_module: ModuleType) -> None:
    out = io.StringIO()
    too_long = HELLO + '{"id": 2, "op": "' + "x" * MAX_LINE + '"}\n' + HELLO
    assert serve(module_implementation([auction_pitch_module]), io.StringIO(too_long), out) == 1
    first, last = (json.loads(line) for line in out.getvalue().splitlines())
    assert first["id"] == 9
    assert last == {
        "id": None,
        "ok": False,
        "error": "a line longer than 1,048,576 bytes is no request; the server stops",
    }


def test_serving_an_endless_line_stops_at_once() -> None:
    """`serve < /dev/zero`: no end of line ever comes; the server reads a line's worth,
    says why it stops, and exits 1."""
    with open("/dev/zero", "rb") as zeros:
        done = subprocess.run(
            [sys.executable, "-m", "allfours", "conformance", "serve", "auction_pitch"],
            stdin=zeros,
            capture_output=True,
            text=True,
            cwd=ROOT,
            env=ENV,
            timeout=60,
            check=False,
        )
    assert done.returncode == 1
    assert json.loads(done.stdout)["error"].startswith("a line longer than 1,048,576 bytes")
    assert done.stderr == (
        "allfours conformance serve: a line longer than 1,048,576 bytes is no request; "
        "the server stops\n"
    )
