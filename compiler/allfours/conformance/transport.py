"""Carrying protocol messages to an implementation: a subprocess, or an object in process.

A transport takes all the requests of one record and returns the replies that came
back, and what went wrong when not all of them did: the implementation crashed, hung
past the record's time limit, or wrote something that is not a reply. After any such
problem the transport restarts the implementation before the next record, so one bad
record never spoils the rest of a run.
"""

from __future__ import annotations

import collections
import contextlib
import json
import os
import selectors
import subprocess
import time
import traceback
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from allfours.conformance import defaults, processes
from allfours.conformance.protocol import MAX_LINE, PROTOCOL, Implementation, Message
from allfours.conformance.records import GAME_FORMAT

STDERR_LINES = 20  # the implementation's last words, kept for a crash report
STDERR_LINE = 500
# How long a reply may keep the runner waiting before the replies already received are
# read: a garbled one then fails the record at once instead of at the time limit.
PATIENCE = 0.1
EXIT_POLL = 0.25  # seconds between looks at whether a silent implementation has exited


@dataclass(frozen=True, slots=True)
class Problem:
    kind: str  # "crash", "timeout", "garbage", "start"
    message: str


@dataclass(frozen=True, slots=True)
class Exchange:
    replies: list[Message]
    problem: Problem | None = None


Batch = list[Message]  # the requests of one record, as sent (with their ids)


class Transport(Protocol):
    """Requests go out with `send` and replies come back with `receive`, so that the
    runner can send the next records while it checks the replies to this one."""

    def start(self) -> Problem | None:
        """Make sure the implementation is running (and has said hello)."""

    def send(self, requests: Sequence[Message]) -> Batch: ...

    def receive(self, batch: Batch, timeout: float) -> Exchange: ...

    @property
    def variants(self) -> list[str] | None: ...

    @property
    def capabilities(self) -> Capabilities: ...

    @property
    def restarts(self) -> int: ...

    @property
    def startup_seconds(self) -> float: ...

    @property
    def first_startup(self) -> float | None: ...

    def close(self) -> None: ...


@dataclass(frozen=True, slots=True)
class Capabilities:
    """What an implementation said, in its hello, that it supports; None: not said (all)."""

    variants: tuple[str, ...] | None = None
    players: tuple[int, ...] | None = None  # player counts
    formats: tuple[str, ...] | None = None  # record formats, e.g. "allfours-hand/1"

    def refuses(self, record: Mapping[str, Any]) -> str:
        """Why a record is outside what the implementation supports, or ""."""
        if self.variants is not None and record.get("variant") not in self.variants:
            return f"the implementation plays {list(self.variants)}, not {record.get('variant')!r}"
        if self.players is not None and record.get("players") not in self.players:
            counts = list(self.players)
            return f"the implementation plays with {counts} players, not {record.get('players')}"
        record_format = record.get("format")
        if record_format == GAME_FORMAT and self.formats is None:
            # A game record needs the `deal` request: only one who says so gets them.
            return f"the implementation's hello lists no formats, so not {GAME_FORMAT!r}"
        if self.formats is not None and record_format not in self.formats:
            return f"the implementation reads {list(self.formats)}, not {record_format!r}"
        return ""


def _listed(value: Any, kind: type) -> tuple[Any, ...] | None:
    if isinstance(value, list) and all(
        isinstance(v, kind) and not isinstance(v, bool) for v in value
    ):
        return tuple(value)
    return None


def _hello(reply: Message) -> tuple[Capabilities, Problem | None]:
    if reply.get("ok") is not True:
        return Capabilities(), Problem("start", f"hello was refused: {reply.get('error', reply)!r}")
    if reply.get("protocol") != PROTOCOL:
        return Capabilities(), Problem(
            "start", f"hello answered protocol {reply.get('protocol')!r}, not {PROTOCOL!r}"
        )
    return Capabilities(
        _listed(reply.get("variants"), str),
        _listed(reply.get("players"), int),
        _listed(reply.get("formats"), str),
    ), None


# -- in process ---------------------------------------------------------------------------


class _Starts:
    """What both transports keep across restarts: how often they started, and the variants
    the implementation said hello with."""

    def __init__(self) -> None:
        self._capabilities = Capabilities()
        self._starts = 0
        self._startup_seconds = 0.0
        self._first_startup: float | None = None

    @property
    def variants(self) -> list[str] | None:
        variants = self._capabilities.variants
        return None if variants is None else list(variants)

    @property
    def capabilities(self) -> Capabilities:
        return self._capabilities

    @property
    def restarts(self) -> int:
        return max(0, self._starts - 1)

    @property
    def startup_seconds(self) -> float:
        """Time spent starting the implementation, until its hello reply, all starts."""
        return self._startup_seconds

    @property
    def first_startup(self) -> float | None:
        return self._first_startup

    def _started(self, began: float) -> None:
        took = time.perf_counter() - began
        self._startup_seconds += took
        if self._first_startup is None:
            self._first_startup = took


class InProcess(_Starts):
    """The in-process path: requests go straight to `handle`, as dicts.

    An exception counts as a crash: the record fails with its traceback's last line and
    a fresh implementation is made for the next record. Hangs cannot be caught here;
    the subprocess runner can.
    """

    def __init__(self, factory: Callable[[], Implementation]) -> None:
        super().__init__()
        self.factory = factory
        self.impl: Implementation | None = None

    def start(self) -> Problem | None:
        if self.impl is not None:
            return None
        self._starts += 1
        began = time.perf_counter()
        try:
            impl = self.factory()
            reply = impl.handle({"id": 0, "op": "hello", "protocol": PROTOCOL})
        except Exception as error:
            return Problem("start", f"the implementation failed to start: {_exception(error)}")
        finally:
            self._started(began)
        reply = dict(reply) if isinstance(reply, Mapping) else {"ok": False, "error": reply}
        self._capabilities, problem = _hello(reply)
        if problem is None:
            self.impl = impl
        return problem

    def send(self, requests: Sequence[Message]) -> Batch:
        return list(requests)  # no ids: nothing can get out of step in process

    def receive(self, batch: Batch, timeout: float) -> Exchange:
        assert self.impl is not None, "start() first"
        replies: list[Message] = []
        for request in batch:
            try:
                reply = self.impl.handle(request)
            except Exception as error:
                self.impl = None
                return Exchange(
                    replies,
                    Problem("crash", f"raised {_exception(error)} on {_describe(request)}"),
                )
            if type(reply) is not dict:  # the usual case first: an ABC check costs more
                if not isinstance(reply, Mapping):
                    self.impl = None
                    return Exchange(
                        replies, Problem("garbage", f"replied {reply!r} to {_describe(request)}")
                    )
                reply = dict(reply)
            replies.append(reply)
        return Exchange(replies)

    def close(self) -> None:
        self.impl = None


def _exception(error: BaseException) -> str:
    frames = traceback.extract_tb(error.__traceback__)
    where = f" at {Path(frames[-1].filename).name}:{frames[-1].lineno}" if frames else ""
    return f"{type(error).__name__}: {error}{where}"


def _describe(request: Mapping[str, Any]) -> str:
    op = request.get("op")
    if op == "apply":
        action, seat = request.get("action"), request.get("seat")
        return f"request {request.get('id')} (apply {action!r} for seat {seat})"
    return f"request {request.get('id')} ({op})"


# -- a subprocess ------------------------------------------------------------------------------


class Subprocess(_Starts):
    """An implementation started from a shell command, speaking JSON Lines on stdin/stdout.

    One thread does all the talking through non-blocking pipes: requests are written as
    the implementation makes room for them while its replies and its stderr are read, so
    a record of any length can never leave both sides waiting on a full pipe. Nothing is
    ever waited for past a deadline; on a fault the implementation's whole process tree
    is ended (see `processes`), and the pipes are let go whoever still holds them.
    """

    def __init__(
        self,
        command: str,
        *,
        startup_timeout: float = defaults.STARTUP_TIMEOUT,
        cwd: Path | None = None,
        env: Mapping[str, str] | None = None,
    ) -> None:
        super().__init__()
        if os.name != "posix":
            raise OSError("running an implementation as a subprocess needs a POSIX system")
        self.command = command
        self.startup_timeout = startup_timeout
        self.cwd = cwd
        self.env = dict(env) if env is not None else None
        self.proc: subprocess.Popen[bytes] | None = None
        self._selector: selectors.BaseSelector | None = None
        self._pipes: set[int] = set()  # inodes, to find whoever still holds them
        self._outgoing = bytearray()
        self._pending = b""
        self._lines: collections.deque[bytes] = collections.deque()
        self._eof = False
        self._stderr_eof = False
        self._stderr: collections.deque[str] = collections.deque(maxlen=STDERR_LINES)
        self._stderr_pending = b""
        self._next_id = 1
        self._broken = False  # a write failed: the implementation is gone

    # -- the process -------------------------------------------------------------
    def start(self) -> Problem | None:
        if self.proc is not None:
            return None
        self._starts += 1
        began = time.perf_counter()
        try:
            return self._start()
        finally:
            self._started(began)

    def _start(self) -> Problem | None:
        self._outgoing.clear()
        self._pending = b""
        self._lines.clear()
        self._eof = self._stderr_eof = self._broken = False
        self._stderr.clear()
        self._stderr_pending = b""
        try:
            proc = subprocess.Popen(
                ["/bin/sh", "-c", self.command],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                cwd=self.cwd,
                env=self.env,
                start_new_session=True,  # its own process group, ended as one
            )
        except OSError as error:
            return Problem("start", f"cannot run {self.command!r}: {error}")
        assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
        self.proc = proc
        fds = (proc.stdin.fileno(), proc.stdout.fileno(), proc.stderr.fileno())
        for fd in fds:
            os.set_blocking(fd, False)
        self._pipes = processes.pipe_inodes(fds)
        self._selector = selectors.DefaultSelector()
        self._selector.register(fds[1], selectors.EVENT_READ)
        self._selector.register(fds[2], selectors.EVENT_READ)
        hello = self.send([{"op": "hello", "protocol": PROTOCOL}])
        exchange = self.receive(hello, self.startup_timeout)
        if exchange.problem is not None:
            return Problem("start", f"no hello: {exchange.problem.message}")
        self._capabilities, problem = _hello(exchange.replies[0])
        if problem is not None:
            self._stop()
        return problem

    def _stop(self) -> None:
        """End the implementation and all it started; let go of its pipes."""
        proc, self.proc = self.proc, None
        if self._selector is not None:
            self._selector.close()
            self._selector = None
        if proc is None:
            return
        if proc.poll() is None or not (self._eof and self._stderr_eof):
            # Running, or someone it started still holds its output open.
            processes.end_all(proc.pid, self._pipes)
        for stream in (proc.stdin, proc.stdout, proc.stderr):
            if stream is not None:
                with contextlib.suppress(OSError):
                    stream.close()
        with contextlib.suppress(subprocess.TimeoutExpired):
            proc.wait(timeout=5)

    def close(self) -> None:
        """Say bye, give the implementation a moment to exit, then make sure it has."""
        proc = self.proc
        if proc is None:
            return
        self.receive(self.send([{"op": "bye"}]), 2.0)
        if proc.stdin is not None:
            with contextlib.suppress(OSError):
                proc.stdin.close()
        with contextlib.suppress(subprocess.TimeoutExpired):
            proc.wait(timeout=2)
        self._stop()

    def _tail(self) -> str:
        self._pump(time.monotonic() + 0.05, until_output=False)  # the last words on stderr
        lines = [line for line in self._stderr if line.strip()]
        return ("; stderr: " + " | ".join(lines[-5:])) if lines else ""

    # -- one record -----------------------------------------------------------------
    def send(self, requests: Sequence[Message]) -> Batch:
        assert self.proc is not None, "start() first"
        first = self._next_id
        stamped = [{"id": first + i, **request} for i, request in enumerate(requests)]
        self._next_id += len(stamped)
        if not self._broken:
            self._outgoing += "".join(map(_encode, stamped)).encode("utf-8")
            self._write()
        return stamped

    def receive(self, stamped: Batch, timeout: float) -> Exchange:
        replies: list[Message] = []
        if self.proc is None:
            return Exchange(replies, Problem("crash", "the implementation is not running"))
        deadline = time.monotonic() + timeout
        lines: list[bytes] = []
        checked = 0
        while len(lines) < len(stamped):
            soon = min(deadline, time.monotonic() + PATIENCE)
            line = self._line(soon)
            if line is not None:
                lines.append(line)
                continue
            if soon >= deadline or time.monotonic() < soon:
                break  # the deadline, or the end of the output
            # A slow reply: the lines already here are read first, so that a garbled one
            # is met now rather than after waiting out the deadline for the next.
            if checked < len(lines):
                checked = len(lines)
                replies, garbage = self._replies(lines, stamped)
                if garbage is not None:
                    self._stop()
                    return Exchange(replies, garbage)
        replies, garbage = self._replies(lines, stamped)
        if garbage is not None:
            self._stop()
            return Exchange(replies, garbage)
        if len(replies) < len(stamped):
            kind = "crash" if self._eof or self._broken else "timeout"
            detail = f" within {timeout:g} s" if kind == "timeout" else ""
            return self._failed(replies, stamped, kind, detail)
        return Exchange(replies)

    @staticmethod
    def _replies(lines: list[bytes], stamped: Batch) -> tuple[list[Message], Problem | None]:
        """The replies in `lines`, up to the first that is not the reply it should be."""
        batch = None
        if all(len(line) <= MAX_LINE for line in lines):
            # One decoding for the whole record: much faster than a line at a time.
            with contextlib.suppress(ValueError, UnicodeDecodeError, RecursionError):
                batch = _decode(b"[" + b",".join(lines) + b"]")
        if (
            isinstance(batch, list)
            and len(batch) == len(lines)
            and all(
                isinstance(reply, dict) and reply.get("id") == request["id"]
                for reply, request in zip(batch, stamped, strict=False)
            )
        ):
            return batch, None
        replies: list[Message] = []
        for line, request in zip(lines, stamped, strict=False):
            if len(line) > MAX_LINE:
                message = f"the reply to {_describe(request)} is longer than {MAX_LINE:,} bytes"
                return replies, Problem("garbage", message)
            reply, why = _parse(line)
            if reply is not None and reply.get("id") != request["id"]:
                why = f"id {reply.get('id')!r}"
            if reply is None or why:
                shown = line[:200].decode("utf-8", "replace")
                message = f"expected the reply to {_describe(request)}, got {why}: {shown!r}"
                return replies, Problem("garbage", message)
            replies.append(reply)
        return replies, None

    def _failed(
        self, replies: list[Message], stamped: list[Message], kind: str, detail: str
    ) -> Exchange:
        request = stamped[len(replies)] if len(replies) < len(stamped) else stamped[-1]
        proc = self.proc
        if kind == "crash":
            code = None
            if proc is not None:
                with contextlib.suppress(subprocess.TimeoutExpired):
                    code = proc.wait(timeout=1)
            status = f"exited with status {code}" if code is not None else "closed its output"
            message = f"the implementation {status} before answering {_describe(request)}"
            message += self._tail()
        else:
            message = f"no reply to {_describe(request)}{detail}"
        self._stop()
        return Exchange(replies, Problem(kind, message))

    # -- the pipes --------------------------------------------------------------------
    def _line(self, deadline: float) -> bytes | None:
        """The next line of output, or None at the deadline or the end of output."""
        while not self._lines:
            if len(self._pending) > MAX_LINE or (self._eof and self._pending):
                line, self._pending = self._pending, b""
                return line  # too long to be a reply: the caller says so
            if self._eof or not self._pump(deadline, until_output=True):
                return None
        return self._lines.popleft()

    def _pump(self, deadline: float, until_output: bool) -> bool:
        """Move data through the pipes until a reply line is complete (when
        `until_output`) or the deadline passes; False when nothing more can come."""
        selector, proc = self._selector, self.proc
        if selector is None or proc is None or proc.stdin is None:
            return False
        stdin = proc.stdin.fileno()
        while True:
            writing = bool(self._outgoing) and not self._broken
            if writing and stdin not in selector.get_map():
                selector.register(stdin, selectors.EVENT_WRITE)
            elif not writing and stdin in selector.get_map():
                selector.unregister(stdin)
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return False
            events = selector.select(min(remaining, EXIT_POLL))
            if not events and proc.poll() is not None and until_output:
                # It has exited, yet its output is still open: something it started
                # holds the pipe. Nothing more will come from the implementation itself.
                self._eof = True
                return True
            for key, _ in events:
                if key.fd == stdin:
                    self._write()
                elif proc.stdout is not None and key.fd == proc.stdout.fileno():
                    if self._read_stdout(key.fd) and until_output:
                        return True
                else:
                    self._read_stderr(key.fd)
            if self._eof and until_output:
                return True

    def _write(self) -> None:
        proc = self.proc
        if proc is None or proc.stdin is None:
            return
        try:
            written = os.write(proc.stdin.fileno(), self._outgoing)
        except BlockingIOError:
            return
        except OSError:  # a broken pipe: the implementation has gone
            self._broken = True
            self._outgoing.clear()
            return
        del self._outgoing[:written]

    def _read_stdout(self, fd: int) -> bool:
        """Read what is there; True when a line is complete or the output ended."""
        try:
            chunk = os.read(fd, 1 << 16)
        except BlockingIOError:
            return False
        except OSError:
            chunk = b""
        if not chunk:
            self._eof = True
            self._drop(fd)
            return True
        if b"\n" not in chunk:
            self._pending += chunk
            return len(self._pending) > MAX_LINE
        *complete, rest = (self._pending + chunk).split(b"\n")
        self._pending = rest
        self._lines.extend(complete)
        return True

    def _read_stderr(self, fd: int) -> None:
        try:
            chunk = os.read(fd, 1 << 16)
        except BlockingIOError:
            return
        except OSError:
            chunk = b""
        if not chunk:
            self._stderr_eof = True
            self._drop(fd)
            return
        *complete, rest = (self._stderr_pending + chunk).split(b"\n")
        self._stderr_pending = rest[-STDERR_LINE:]
        self._stderr.extend(
            line[:STDERR_LINE].decode("utf-8", "replace").rstrip() for line in complete
        )

    def _drop(self, fd: int) -> None:
        if self._selector is not None and fd in self._selector.get_map():
            self._selector.unregister(fd)


_decode_text = json.JSONDecoder().decode


def _decode(data: bytes) -> Any:
    return _decode_text(data.decode("utf-8"))


_encoder = json.JSONEncoder(separators=(",", ":")).encode


def _encode(message: Message) -> str:
    """One request as a line; the commonest ones without the general encoder."""
    op = message.get("op")
    if len(message) == 2 and op in ("legal", "result") and type(message["id"]) is int:
        return f'{{"id":{message["id"]},"op":"{op}"}}\n'
    return _encoder(message) + "\n"


def _parse(line: bytes) -> tuple[Message | None, str]:
    """A reply, or None and why it is not one."""
    try:
        value = _decode(line)
    except RecursionError:
        return None, "JSON nested far too deep"
    except (ValueError, UnicodeDecodeError):
        return None, "not a JSON object"
    if not isinstance(value, dict):
        return None, "not a JSON object"
    return value, ""
