"""Run every benchmark and print its figures (never pass/fail: the machines are shared)."""

from __future__ import annotations

import bench_authoring
import bench_check
import bench_conformance
import bench_play
import bench_playground
import bench_replay
import bench_simulate
import bench_site

if __name__ == "__main__":
    for bench in (
        bench_check,
        bench_authoring,
        bench_play,
        bench_replay,
        bench_site,
        bench_conformance,
        bench_simulate,
        bench_playground,
    ):
        bench.main()
