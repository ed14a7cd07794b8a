"""A simulation on a Dask cluster: a local cluster on this machine's loopback, started and
stopped by the test, plays the same games for a seed as one process does."""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from allfours.simulate import simulation
from allfours.simulate.simulation import CHUNK, ClusterError, Setup, simulate

LocalCluster: Any = importlib.import_module("distributed").LocalCluster  # untyped
RULES_DIR = str(Path(__file__).resolve().parents[2] / "generated" / "rules")
SETUP = Setup("partnership_pitch", RULES_DIR, ("rule", "random", "rule", "random"), 11)


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
    alone, _ = simulate(SETUP, games)
    shared, complete = simulate(SETUP, games, cluster=cluster)
    assert complete and shared == alone
    assert [g.number for g in shared] == list(range(games))


def test_no_scheduler_at_the_address_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(simulation, "CONNECT_SECONDS", 1.0)
    with pytest.raises(ClusterError, match=r"no Dask scheduler answers at tcp://127\.0\.0\.1:9"):
        simulate(SETUP, 3, cluster="tcp://127.0.0.1:9")
