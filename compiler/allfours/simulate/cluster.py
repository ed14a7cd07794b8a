"""Running a simulation's chunks of games on a Dask scheduler, and failing clearly.

Dask distributed, rather than Ray, runs the cluster: it is pure Python and a small
install (the `cluster` extra), a chunk of games is a plain function call on picklable
arguments, which is all `Client.submit` needs, and the same scheduler address serves a
laptop's local cluster and a shared one.

Dask's own client trusts the address it is given: its handshake has no time limit (a
listener that accepts and says nothing holds it for ever), it reads a frame's length
from the first eight bytes it gets (garbage or an HTTP reply becomes an allocation of
exabytes), and it retries a refused connection for its whole timeout. So before the
client connects, `probe` speaks to the address itself, with a deadline: a scheduler
sends its handshake first, one small frame of Dask's protocol, and anything else is
refused in one line. Once connected, a cluster that loses every worker is noticed and
reported, with the games already played kept.
"""

from __future__ import annotations

import importlib
import socket
import struct
import time
from collections.abc import Iterator
from typing import Any

from allfours import ir
from allfours.simulate.simulation import (
    IN_FLIGHT,
    Chunks,
    ClusterError,
    GameSummary,
    Setup,
    play_games,
)
from allfours.simulate.variants import adopt, compiled_of

CONNECT_SECONDS = 10.0  # for the scheduler to accept and send its handshake
WORKERLESS_SECONDS = 30.0  # how long a cluster may have no worker before we give up
POLL_SECONDS = 1.0  # how often a run looks for finished chunks and lost workers
HANDSHAKE_LIMIT = 1 << 16  # a scheduler's handshake is a few hundred bytes


def _dask() -> Any:
    try:
        # Dask distributed has no type hints: its calls are `Any` here, and only here.
        return importlib.import_module("distributed")
    except ImportError as missing:
        raise ClusterError(
            "running on a cluster needs Dask distributed: pip install 'allfours[cluster]'"
        ) from missing


def host_and_port(address: str) -> tuple[str, int] | None:
    """The host and port of a `tcp://HOST:PORT` (or bare `HOST:PORT`) address; None for
    another protocol, which Dask alone can reach."""
    rest = address.removeprefix("tcp://")
    if "://" in rest:
        return None
    host, colon, port = rest.rpartition(":")
    if not colon or not port.isdigit() or not 0 < int(port) < 65536 or not host:
        raise ClusterError(f"{address!r} is not a scheduler's address (tcp://HOST:PORT)")
    return host.strip("[]"), int(port)


def probe(address: str, seconds: float | None = None) -> None:
    """Connect to the address and read what a Dask scheduler says first, within
    `seconds`: ClusterError, in one line, for anything else."""
    place = host_and_port(address)
    if place is None:
        return
    deadline = time.monotonic() + (CONNECT_SECONDS if seconds is None else seconds)

    def left() -> float:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise TimeoutError
        return remaining

    try:
        with socket.create_connection(place, timeout=left()) as connection:
            size_bytes = _read(connection, 8, left)
            (size,) = struct.unpack("<Q", size_bytes)
            if not 0 < size <= HANDSHAKE_LIMIT:
                raise ClusterError(
                    f"{address} is not a Dask scheduler: its first message is not Dask's"
                )
            _handshake(_read(connection, size, left), address)
    except ConnectionRefusedError:
        raise ClusterError(f"no Dask scheduler at {address}: the connection was refused") from None
    except TimeoutError:
        raise ClusterError(
            f"no Dask scheduler answers at {address}: nothing within {CONNECT_SECONDS:g} s"
        ) from None
    except ConnectionError:
        raise ClusterError(f"{address} closed the connection: it is not a Dask scheduler") from None
    except OSError as error:
        raise ClusterError(f"no Dask scheduler at {address}: {error.strerror or error}") from None


def _read(connection: socket.socket, size: int, left: Any) -> bytes:
    data = b""
    while len(data) < size:
        connection.settimeout(left())
        piece = connection.recv(size - len(data))
        if not piece:
            raise ConnectionError
        data += piece
    return data


def _handshake(frames: bytes, address: str) -> None:
    """Decode the scheduler's handshake with Dask's own protocol: a dict that names its
    Python and pickle protocol."""
    dask = _dask()
    try:
        unpacked, _ = dask.protocol.utils.unpack_frames(frames, partial=True)
        message = dask.protocol.core.loads(unpacked, deserialize=False)
    except Exception:  # whatever a stranger's bytes make Dask's decoder raise
        message = None
    if not isinstance(message, dict) or "pickle-protocol" not in message:
        raise ClusterError(f"{address} is not a Dask scheduler: its first message is not Dask's")


def on_cluster(setup: Setup, chunks: Iterator[tuple[int, int, int]], address: str) -> Chunks:
    """Run the chunks on the scheduler at `address`, a bounded number at a time; yield
    each as it finishes. ClusterError when the cluster stays without workers."""
    dask = _dask()
    probe(address)
    try:
        client = dask.Client(address, timeout=CONNECT_SECONDS, set_as_default=False)
    except (OSError, TimeoutError) as error:
        raise ClusterError(f"no Dask scheduler answers at {address}: {error}") from None
    try:
        with client.as_current():  # the client this simulation made, not a default one
            yield from _run(dask, client, setup, chunks)
    finally:
        client.close()


def _run(dask: Any, client: Any, setup: Setup, chunks: Iterator[tuple[int, int, int]]) -> Chunks:
    running: dict[Any, int] = {}
    # The variant as compiled here (its IR, a few KB) goes with each chunk: a worker
    # builds its module from it once, instead of compiling the variant's file again
    # (which cost a worker more than a short simulation's games), and needs no copy of
    # the file. Not scattered: data held by a worker is lost with it, and the chunks
    # that need it would be cancelled rather than wait for another worker.
    compiled = compiled_of(setup.variant, setup.rules_dir)

    def submit() -> bool:
        for number, start, stop in chunks:
            # pure=False: Dask runs each chunk rather than hashing its arguments.
            future = client.submit(play_compiled, setup, compiled, start, stop, pure=False)
            running[future] = number
            return True
        return False

    workers = max(1, len(client.scheduler_info().get("workers", {})))
    while len(running) < workers * IN_FLIGHT and submit():
        pass
    workerless_since: float | None = None
    while running:
        try:
            done, _ = dask.wait(list(running), timeout=POLL_SECONDS, return_when="FIRST_COMPLETED")
        except TimeoutError:
            workerless_since = _check_workers(client, workerless_since)
            continue
        except dask.client.FuturesCancelledError:
            raise ClusterError("the Dask cluster cancelled the games it was playing") from None
        workerless_since = None
        for future in done:
            number = running.pop(future)
            try:
                summaries: list[GameSummary] = future.result()
            except dask.KilledWorker:
                raise ClusterError(
                    "the Dask cluster lost the workers that ran a chunk of games, again and "
                    "again: it stopped"
                ) from None
            yield number, summaries
            submit()


def play_compiled(setup: Setup, variant: ir.Variant | None, start: int, stop: int) -> Any:
    """`play_games` on a worker, its variant opened from the IR it was sent."""
    if variant is not None:
        adopt(setup.variant, setup.rules_dir, variant)
    return play_games(setup, start, stop)


def _check_workers(client: Any, since: float | None) -> float | None:
    """None while the cluster has a worker; else since when it has had none, and
    ClusterError once that is longer than WORKERLESS_SECONDS."""
    try:
        workers = client.scheduler_info().get("workers", {})
    except Exception as error:  # the scheduler itself went away
        raise ClusterError(f"the Dask scheduler stopped answering: {error}") from None
    if workers:
        return None
    now = time.monotonic()
    if since is None:
        return now
    if now - since > WORKERLESS_SECONDS:
        raise ClusterError(
            f"the Dask cluster has had no worker for {WORKERLESS_SECONDS:g} s: "
            "every worker stopped or was killed"
        )
    return since
