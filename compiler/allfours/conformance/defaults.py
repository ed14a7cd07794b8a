"""The kit's defaults, in a module that imports nothing: the `allfours` command builds its
parser from them on every run, and must not load the whole kit to do so."""

from __future__ import annotations

from pathlib import Path

RULES_DIR = Path("generated") / "rules"
SUITES_DIR = Path("generated") / "conformance"
SEED = 1
RANDOM_HANDS = 24
TIMEOUT = 5.0  # seconds per record
STARTUP_TIMEOUT = 30.0  # seconds for the implementation's hello (a JVM needs 5 to 8)
