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
import queue
import selectors
import signal
import subprocess
import threading
import time
import traceback
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from allfours.conformance import defaults
from allfours.conformance.protocol import PROTOCOL, Implementation, Message

_SELECTABLE = os.name == "posix"  # pipes work with select() here, not on Windows
MAX_LINE = 1 << 20  # a reply longer than this is garbage, not a reply
STDERR_LINES = 20


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
    def restarts(self) -> int: ...

    def close(self) -> None: ...


def _hello(reply: Message) -> tuple[list[str] | None, Problem | None]:
    if reply.get("ok") is not True:
        return None, Problem("start", f"hello was refused: {reply.get('error', reply)!r}")
    if reply.get("protocol") != PROTOCOL:
        return None, Problem(
            "start", f"hello answered protocol {reply.get('protocol')!r}, not {PROTOCOL!r}"
        )
    variants = reply.get("variants")
    if isinstance(variants, list) and all(isinstance(v, str) for v in variants):
        return list(variants), None
    return None, None


# -- in process ---------------------------------------------------------------------------


class _Starts:
    """What both transports keep across restarts: how often they started, and the variants
    the implementation said hello with."""

    def __init__(self) -> None:
        self._variants: list[str] | None = None
        self._starts = 0

    @property
    def variants(self) -> list[str] | None:
        return self._variants

    @property
    def restarts(self) -> int:
        return max(0, self._starts - 1)


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
        try:
            impl = self.factory()
            reply = impl.handle({"id": 0, "op": "hello", "protocol": PROTOCOL})
        except Exception as error:
            return Problem("start", f"the implementation failed to start: {_exception(error)}")
        reply = dict(reply) if isinstance(reply, Mapping) else {"ok": False, "error": reply}
        self._variants, problem = _hello(reply)
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
            if not isinstance(reply, Mapping):
                self.impl = None
                return Exchange(
                    replies, Problem("garbage", f"replied {reply!r} to {_describe(request)}")
                )
            replies.append(reply if type(reply) is dict else dict(reply))
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
    """An implementation started from a shell command, speaking JSON Lines on stdin/stdout."""

    def __init__(
        self,
        command: str,
        *,
        startup_timeout: float = defaults.STARTUP_TIMEOUT,
        cwd: Path | None = None,
        env: Mapping[str, str] | None = None,
    ) -> None:
        super().__init__()
        self.command = command
        self.startup_timeout = startup_timeout
        self.cwd = cwd
        self.env = dict(env) if env is not None else None
        self.proc: subprocess.Popen[bytes] | None = None
        self._chunks: queue.Queue[bytes | None] = queue.Queue()
        self._pending = b""
        self._lines: collections.deque[bytes] = collections.deque()
        self._eof = False
        self._stderr: collections.deque[str] = collections.deque(maxlen=STDERR_LINES)
        self._next_id = 1
        self._broken = False  # a write failed: the implementation is gone
        self._selector: selectors.BaseSelector | None = None

    # -- the process -------------------------------------------------------------
    def start(self) -> Problem | None:
        if self.proc is not None:
            return None
        self._starts += 1
        self._chunks = queue.Queue()
        self._pending = b""
        self._lines.clear()
        self._eof = False
        self._broken = False
        self._stderr.clear()
        posix = os.name == "posix"
        try:
            self.proc = subprocess.Popen(
                ["/bin/sh", "-c", self.command] if posix else self.command,
                shell=not posix,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                cwd=self.cwd,
                env=self.env,
                start_new_session=posix,
            )
        except OSError as error:
            self.proc = None
            return Problem("start", f"cannot run {self.command!r}: {error}")
        assert self.proc.stdout is not None and self.proc.stderr is not None
        if _SELECTABLE:
            # Read replies in this thread: a reader thread would wait for the GIL while
            # the runner checks replies, and every record would pay for the hand-over.
            self._selector = selectors.DefaultSelector()
            self._selector.register(self.proc.stdout.fileno(), selectors.EVENT_READ)
        else:
            threading.Thread(
                target=self._read_stdout, args=(self.proc.stdout,), daemon=True
            ).start()
        threading.Thread(target=self._read_stderr, args=(self.proc.stderr,), daemon=True).start()
        hello = self.send([{"op": "hello", "protocol": PROTOCOL}])
        exchange = self.receive(hello, self.startup_timeout)
        if exchange.problem is not None:
            return Problem("start", f"no hello: {exchange.problem.message}")
        self._variants, problem = _hello(exchange.replies[0])
        if problem is not None:
            self._stop()
        return problem

    def _read_stdout(self, stream: Any) -> None:
        fd = stream.fileno()
        chunks = self._chunks
        while True:
            try:
                chunk = os.read(fd, 1 << 16)
            except (OSError, ValueError):
                chunk = b""
            if not chunk:
                chunks.put(None)
                return
            chunks.put(chunk)

    def _read_stderr(self, stream: Any) -> None:
        with contextlib.suppress(OSError, ValueError):  # closed under it when stopped
            for line in iter(stream.readline, b""):
                self._stderr.append(line.decode("utf-8", "replace").rstrip())

    def _stop(self) -> None:
        proc, self.proc = self.proc, None
        if self._selector is not None:
            self._selector.close()
            self._selector = None
        if proc is None:
            return
        with contextlib.suppress(ProcessLookupError, PermissionError):
            if os.name == "posix":
                os.killpg(proc.pid, signal.SIGKILL)  # the shell and whatever it started
            else:
                proc.kill()
        with contextlib.suppress(subprocess.TimeoutExpired):
            proc.wait(timeout=5)
        for stream in (proc.stdin, proc.stdout, proc.stderr):
            if stream is not None:
                with contextlib.suppress(OSError):
                    stream.close()

    def close(self) -> None:
        """Say bye, give the implementation a moment to exit, then make sure it has."""
        proc = self.proc
        if proc is None:
            return
        try:
            self.receive(self.send([{"op": "bye"}]), 2.0)
            assert proc.stdin is not None
            proc.stdin.close()
            proc.wait(timeout=2)
        except (OSError, subprocess.TimeoutExpired, AssertionError):
            pass
        self._stop()

    def _tail(self) -> str:
        time.sleep(0.05)  # let the stderr reader catch the last words
        lines = [line for line in self._stderr if line.strip()]
        return ("; stderr: " + " | ".join(lines[-5:])) if lines else ""

    # -- one record -----------------------------------------------------------------
    def send(self, requests: Sequence[Message]) -> Batch:
        proc = self.proc
        assert proc is not None and proc.stdin is not None, "start() first"
        first = self._next_id
        stamped = [{"id": first + i, **request} for i, request in enumerate(requests)]
        self._next_id += len(stamped)
        if not self._broken:
            try:
                proc.stdin.write("".join(map(_encode, stamped)).encode("utf-8"))
                proc.stdin.flush()
            except OSError:  # a broken pipe: the implementation has gone
                self._broken = True
        return stamped

    def receive(self, stamped: Batch, timeout: float) -> Exchange:
        replies: list[Message] = []
        if self.proc is None:
            return Exchange(replies, Problem("crash", "the implementation is not running"))
        if self._broken:
            return self._failed(replies, stamped, "crash", "")
        deadline = time.monotonic() + timeout
        lines: list[bytes] = []
        while len(lines) < len(stamped):
            line = self._line(deadline)
            if line is None:
                break
            lines.append(line)
        replies, garbage = self._replies(lines, stamped)
        if garbage is not None:
            self._stop()
            return Exchange(replies, garbage)
        if len(replies) < len(stamped):
            kind = "crash" if self._ended() else "timeout"
            detail = f" within {timeout:g} s" if kind == "timeout" else ""
            return self._failed(replies, stamped, kind, detail)
        return Exchange(replies)

    @staticmethod
    def _replies(lines: list[bytes], stamped: Batch) -> tuple[list[Message], Problem | None]:
        """The replies in `lines`, up to the first that is not the reply it should be."""
        try:  # one decoding for the whole record: much faster than a line at a time
            batch = _decode(b"[" + b",".join(lines) + b"]")
        except (ValueError, UnicodeDecodeError):
            batch = None
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
            reply = _parse(line)
            if reply is None or reply.get("id") != request["id"]:
                shown = line[:200].decode("utf-8", "replace")
                why = "not a JSON object" if reply is None else f"id {reply.get('id')!r}"
                message = f"expected the reply to {_describe(request)}, got {why}: {shown!r}"
                return replies, Problem("garbage", message)
            replies.append(reply)
        return replies, None

    def _ended(self) -> bool:
        return self.proc is None or self._eof

    def _failed(
        self, replies: list[Message], stamped: list[Message], kind: str, detail: str
    ) -> Exchange:
        request = stamped[len(replies)] if len(replies) < len(stamped) else stamped[-1]
        proc = self.proc
        code = proc.poll() if proc is not None else None
        if kind == "crash":
            try:
                if proc is not None:
                    code = proc.wait(timeout=1)
            except subprocess.TimeoutExpired:
                pass
            status = f"exited with status {code}" if code is not None else "closed its output"
            message = f"the implementation {status} before answering {_describe(request)}"
            message += self._tail()
        else:
            message = f"no reply to {_describe(request)}{detail}"
        self._stop()
        return Exchange(replies, Problem(kind, message))

    def _line(self, deadline: float) -> bytes | None:
        """The next line of output, or None at the deadline or the end of output."""
        while True:
            if self._lines:
                return self._lines.popleft()
            if len(self._pending) > MAX_LINE or (self._eof and self._pending):
                line, self._pending = self._pending, b""
                return line
            if self._eof:
                return None
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return None
            chunk = self._read(remaining)
            if chunk is None:
                return None
            if chunk:
                *complete, self._pending = (self._pending + chunk).split(b"\n")
                self._lines.extend(complete)
            else:
                self._eof = True

    def _read(self, timeout: float) -> bytes | None:
        """What the implementation wrote next (b"" at its end), or None after `timeout`."""
        if self._selector is not None and self.proc is not None and self.proc.stdout is not None:
            if not self._selector.select(timeout):
                return None
            try:
                return os.read(self.proc.stdout.fileno(), 1 << 16)
            except OSError:
                return b""
        try:
            chunk = self._chunks.get(timeout=timeout)
        except queue.Empty:
            return None
        return b"" if chunk is None else chunk


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


def _parse(line: bytes) -> Message | None:
    try:
        value = _decode(line)
    except (ValueError, UnicodeDecodeError):
        return None
    return value if isinstance(value, dict) else None
