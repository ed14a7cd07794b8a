"""The bundled suites: the files `conformance generate` writes, and their freshness check.

Each variant gets `ID.jsonl` (the records) and `ID.coverage.md` (what they exercise)
under generated/conformance/. Like `allfours build --check`, the check regenerates
in memory and compares; when a change of rules changes the records, it names the first
record that differs and the field, so the reason is plain before anyone regenerates.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

from allfours.conformance.coverage import Coverage, measure
from allfours.conformance.generate import DEFAULT_RANDOM, DEFAULT_SEED, Reach, generate
from allfours.conformance.records import SuiteError, dumps_suite, read_suite_text
from allfours.conformance.rulebook import rulebook_of
from allfours.conformance.runner import MISSING, first_difference

if TYPE_CHECKING:
    from allfours import ir
    from allfours.sources import Opened

REGENERATE = "allfours conformance generate --all"


def bundled_suites_dir() -> Path:
    """Where the bundled variants' committed suites are: inside the installed package
    (the wheel carries generated/conformance/ as allfours/bundled_suites/), else in the
    checkout the package runs from."""
    package = Path(__file__).resolve().parents[1]
    packaged = package / "bundled_suites"
    if packaged.is_dir():
        return packaged
    return package.parents[1] / "generated" / "conformance"


def bundled_suite(variant: str) -> str | None:
    """The committed suite of a bundled variant, as text; None for any other id."""
    if not variant.replace("_", "").isalnum() or not variant.isascii():
        return None
    path = bundled_suites_dir() / f"{variant}.jsonl"
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return None


@dataclass(frozen=True, slots=True)
class SuiteFiles:
    variant: str
    suite: Path
    report: Path
    suite_text: str
    report_text: str
    coverage: Coverage
    missed: tuple[str, ...]
    reach: Reach  # what the search found: the yardstick of the suite's coverage


def suite_files(
    module: ModuleType,
    out: Path,
    seed: int = DEFAULT_SEED,
    random_count: int = DEFAULT_RANDOM,
    variant_ir: ir.Variant | None = None,
) -> SuiteFiles:
    """The two files of a variant's suite, as text (nothing is written). The suite's
    header carries the rulebook: with the variant's IR, the sentence of every rule."""
    generated = generate(module, seed, random_count)
    variant = generated.variant
    suite = out / f"{variant}.jsonl"
    coverage = measure(generated.records, module, generated.reach)
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
        dumps_suite(generated.records, rulebook_of(module, variant_ir)),
        report,
        coverage,
        generated.missed,
        generated.reach,
    )


@dataclass(frozen=True, slots=True)
class SuiteJob:
    """A suite to generate, as the command line names it (a process can be given it)."""

    spec: str  # a bundled id, a .variant file or a generated module's path
    rules: Path | None  # --rules DIR
    out: Path
    seed: int
    random_count: int


@dataclass(frozen=True, slots=True)
class SuiteText:
    """A generated suite's two files, as text, and what to say about it."""

    suite: Path
    report: Path
    suite_text: str
    report_text: str
    summary: str  # the coverage summary and the gaps a record could fill, as lines


def _generate_job(job: SuiteJob, opened: Opened | None = None) -> SuiteText:
    from allfours.sources import open_variant

    if opened is None:
        opened = open_variant(job.spec, job.rules)
    files = suite_files(opened.module, job.out, job.seed, job.random_count, opened.variant)
    return SuiteText(
        files.suite,
        files.report,
        files.suite_text,
        files.report_text,
        files.coverage.render_text(explained=False),
    )


def suite_texts(
    jobs: Sequence[SuiteJob], workers: int = 1, opened: Sequence[Opened] = ()
) -> Iterator[SuiteText]:
    """The suites of `jobs`, in order: generated here (from their variants `opened`
    already, if given), or by `workers` processes at once (each suite is a function of its
    variant and seed alone, so the output is the same)."""
    if workers <= 1 or len(jobs) <= 1:
        for index, job in enumerate(jobs):
            yield _generate_job(job, opened[index] if opened else None)
        return
    with ProcessPoolExecutor(max_workers=min(workers, len(jobs))) as pool:
        yield from pool.map(_generate_job, jobs)


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
        old_suite = read_suite_text(current, str(path))
    except SuiteError as error:
        return f"{path.as_posix()} cannot be read: {error}"
    new_suite = read_suite_text(fresh, "fresh")
    old = {r["id"]: r for r in old_suite.records}
    for record in new_suite.records:
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
    if old_suite.rulebooks != new_suite.rulebooks:
        return f"{path.as_posix()}: its header (the rulebook's numbers and sentences) changed"
    return f"{path.as_posix()} differs from a fresh generation (record order or layout)"
