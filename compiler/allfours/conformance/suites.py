"""The bundled suites: the files `conformance generate` writes, and their freshness check.

Each variant gets `ID.jsonl` (the records) and `ID.coverage.md` (what they exercise)
under generated/conformance/. Like `allfours build --check`, the check regenerates
in memory and compares; when a change of rules changes the records, it names the first
record that differs and the field, so the reason is plain before anyone regenerates.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

from allfours.conformance.coverage import Coverage, measure
from allfours.conformance.generate import DEFAULT_RANDOM, DEFAULT_SEED, generate
from allfours.conformance.records import SuiteError, dumps_suite, parse_suite
from allfours.conformance.runner import MISSING, first_difference

REGENERATE = "allfours conformance generate --all"


@dataclass(frozen=True, slots=True)
class SuiteFiles:
    variant: str
    suite: Path
    report: Path
    suite_text: str
    report_text: str
    coverage: Coverage
    missed: tuple[str, ...]


def suite_files(
    module: ModuleType,
    out: Path,
    seed: int = DEFAULT_SEED,
    random_count: int = DEFAULT_RANDOM,
) -> SuiteFiles:
    """The two files of a variant's suite, as text (nothing is written)."""
    generated = generate(module, seed, random_count)
    variant = generated.variant
    suite = out / f"{variant}.jsonl"
    coverage = measure(generated.records, module)
    options = ""
    if seed != DEFAULT_SEED or random_count != DEFAULT_RANDOM:
        options = f" --seed {seed} --random {random_count}"
    report = coverage.render_markdown(
        suite.name, f"allfours conformance generate {variant}{options}"
    )
    return SuiteFiles(
        variant,
        suite,
        out / f"{variant}.coverage.md",
        dumps_suite(generated.records),
        report,
        coverage,
        generated.missed,
    )


def staleness(path: Path, fresh: str) -> str | None:
    """Why the file at `path` is not `fresh` (None when it is)."""
    try:
        current = path.read_bytes().decode("utf-8", "replace")
    except FileNotFoundError:
        return f"{path.as_posix()} is missing"
    if current == fresh:
        return None
    if path.suffix != ".jsonl":
        return f"{path.as_posix()} differs from a fresh generation"
    try:
        old = {r["id"]: r for r in parse_suite(current, str(path))}
    except SuiteError as error:
        return f"{path.as_posix()} cannot be read: {error}"
    new = parse_suite(fresh, "fresh")
    for record in new:
        before = old.pop(record["id"], None)
        if before is None:
            return f"{path.as_posix()}: record {record['id']} is new"
        found = first_difference("", before, record)
        if found:
            where, was, now = found
            shown = ["nothing" if v is MISSING else repr(v)[:80] for v in (was, now)]
            return (
                f"{path.as_posix()}: record {record['id']} changed at {where.lstrip('.')}: "
                f"{shown[0]} on disk, {shown[1]} now"
            )
    if old:
        return f"{path.as_posix()}: record {next(iter(old))} is no longer generated"
    return f"{path.as_posix()} differs from a fresh generation (record order or layout)"
