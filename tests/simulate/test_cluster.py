"""A simulation on a Dask cluster: a local cluster on this machine's loopback, started
and stopped by the test, plays the same games for a seed as one process does; an
address where no scheduler answers, or where something else listens, is one clear line
within the connection timeout; a cluster that loses every worker stops the run with
the games already played kept."""

from __future__ import annotations

import importlib
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from allfours.simulate import cluster as dask_cluster
from allfours.simulate.simulation import CHUNK, ClusterError, Setup, simulate

LocalCluster: Any = importlib.import_module("distributed").LocalCluster  # untyped
SETUP = Setup("partnership_pitch", ("rule", "random", "rule", "random"), 11)


@pytest.fixture(scope="module")
def cluster() -> Iterator[str]:
    """Two worker processes and a scheduler on 127.0.0.1, without a dashboard."""
    with LocalCluster(
        n_workers=2,
        threads_per_worker=1,
        processes=True,
        host="127.0.0.1",
        dashboard_address=None,
    ) as local:
        yield str(local.scheduler_address)


def test_the_cluster_plays_the_same_games_as_one_process(cluster: str) -> None:
    games = 2 * CHUNK + 5
    alone = simulate(SETUP, games)
    shared = simulate(SETUP, games, cluster=cluster)
    assert shared.complete and shared.games == alone.games
    assert [g.number for g in shared.games] == list(range(games))


def _listener(behave: Callable[[socket.socket], None]) -> Iterator[str]:
    """A TCP listener on loopback that treats each connection with `behave`."""
    server = socket.create_server(("127.0.0.1", 0))
    stop = threading.Event()

    def serve() -> None:
        server.settimeout(0.2)
        while not stop.is_set():
            try:
                connection, _ = server.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            threading.Thread(target=_quietly, args=(behave, connection), daemon=True).start()

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    try:
        yield f"tcp://127.0.0.1:{server.getsockname()[1]}"
    finally:
        stop.set()
        server.close()
        thread.join()


def _quietly(behave: Callable[[socket.socket], None], connection: socket.socket) -> None:
    """The other side may hang up first: that is no failure of the listener."""
    try:
        behave(connection)
    except OSError:
        connection.close()


def _silent(connection: socket.socket) -> None:
    connection.recv(1)  # accepts, says nothing, holds on until the other side leaves
    connection.close()


def _garbage(connection: socket.socket) -> None:
    connection.sendall(b"\xff" * 64)  # a frame length of 2**64 - 1, as Dask reads it
    connection.recv(1)
    connection.close()


def _http(connection: socket.socket) -> None:
    connection.sendall(b"HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n")
    connection.close()


@pytest.mark.parametrize(
    ("behave", "said"),
    [
        (_silent, "no Dask scheduler answers at .*: nothing within"),
        (_garbage, "is not a Dask scheduler"),
        (_http, "is not a Dask scheduler"),
    ],
)
def test_a_listener_that_is_not_a_scheduler_is_one_clear_error(
    monkeypatch: pytest.MonkeyPatch, behave: Callable[[socket.socket], None], said: str
) -> None:
    monkeypatch.setattr(dask_cluster, "CONNECT_SECONDS", 2.0)
    for address in _listener(behave):
        with pytest.raises(ClusterError, match=said):
            dask_cluster.probe(address)
        # and through a simulation: nothing played, the same line
        run = simulate(SETUP, 3, cluster=address)
        assert not run.games and "Dask scheduler" in run.stopped


def test_the_command_says_it_in_one_line_with_status_2(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from allfours.cli import main

    monkeypatch.setattr(dask_cluster, "CONNECT_SECONDS", 2.0)
    for address in _listener(_garbage):
        status = main(["simulate", "auction_pitch", "--games", "3", "--cluster", address])
        err = capsys.readouterr().err
        assert status == 2 and "is not a Dask scheduler" in err and "Traceback" not in err


def test_a_closed_port_is_refused_at_once() -> None:
    with socket.create_server(("127.0.0.1", 0)) as server:
        port = server.getsockname()[1]
    with pytest.raises(ClusterError, match="the connection was refused"):
        dask_cluster.probe(f"tcp://127.0.0.1:{port}")


def test_an_address_that_is_not_one_is_refused() -> None:
    with pytest.raises(ClusterError, match="not a scheduler's address"):
        dask_cluster.probe("tcp://127.0.0.1:notaport")


def test_a_cluster_that_loses_every_worker_stops_and_keeps_the_games(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A scheduler and one worker without a nanny, each its own process; the worker is
    killed mid-run."""
    monkeypatch.setattr(dask_cluster, "WORKERLESS_SECONDS", 3.0)
    with socket.create_server(("127.0.0.1", 0)) as probe_port:
        port = probe_port.getsockname()[1]
    address = f"tcp://127.0.0.1:{port}"
    run_module = [sys.executable, "-m"]
    scheduler = subprocess.Popen(
        [
            *run_module,
            "distributed.cli.dask_scheduler",
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
            "--dashboard-address",
            ":0",
            "--no-dashboard",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    worker = subprocess.Popen(
        [
            *run_module,
            "distributed.cli.dask_worker",
            address,
            "--no-nanny",
            "--nthreads",
            "1",
            "--host",
            "127.0.0.1",
            "--no-dashboard",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        played = threading.Event()

        def progress(done: int, total: int) -> None:
            if done >= CHUNK:
                played.set()

        result: list[Any] = []

        def run() -> None:
            for _ in range(120):  # the scheduler may take a moment to listen
                try:
                    dask_cluster.probe(address)
                    break
                except ClusterError:
                    time.sleep(1)
            result.append(simulate(SETUP, 100_000, progress=progress, cluster=address))

        thread = threading.Thread(target=run)
        thread.start()
        assert played.wait(300)
        worker.kill()
        thread.join(300)
        (stopped,) = result
        assert "no worker" in stopped.stopped
        assert len(stopped.games) >= CHUNK and stopped.games[0].number == 0
    finally:
        for process in (worker, scheduler):
            process.kill()
            process.wait()
