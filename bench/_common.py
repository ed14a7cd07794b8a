"""Shared helpers for the benchmarks: load a generated module, time a callable."""

from __future__ import annotations

import importlib.util
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent


def load_rules(variant: str) -> ModuleType:
    path = ROOT / "generated" / "rules" / f"{variant}.py"
    spec = importlib.util.spec_from_file_location(f"bench_{variant}", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while it loads
    spec.loader.exec_module(module)
    return module


def best_of(repeats: int, run: Callable[[], int]) -> tuple[float, float]:
    """Run `run` (which returns how many units it did) and give (best, median) units/second."""
    rates = []
    for _ in range(repeats):
        start = time.perf_counter()
        units = run()
        rates.append(units / (time.perf_counter() - start))
    return max(rates), statistics.median(rates)
