"""`allfours conformance`: generate suites, measure them, run them, serve the protocol.

Exit codes as for the rest of `allfours`: 0 success, 1 a failing or stale suite, 2 usage
(a variant, module or suite that cannot be found or read).
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from allfours.conformance import defaults

if TYPE_CHECKING:
    from allfours.sources import Opened

EXIT_OK, EXIT_FAILED, EXIT_USAGE = 0, 1, 2
FUZZ_SECONDS = 30.0


def add_parser(commands: Any, about: str) -> None:
    """The `conformance` command group, added to the `allfours` parser's subcommands."""
    group = commands.add_parser("conformance", help=about)
    sub = group.add_subparsers(dest="conformance_command", required=True)
    rules_help = (
        "read generated rules modules from this folder (ID.py) instead of compiling the "
        "variants from the installed package"
    )
    spec_help = "a bundled variant's id, a .variant file, or a generated module's path"

    generate = sub.add_parser("generate", help="write a variant's suite and coverage report")
    generate.add_argument("variants", nargs="*", help=f"variants to generate: {spec_help}")
    generate.add_argument(
        "--all", action="store_true", help="every bundled variant (with --rules: every module)"
    )
    generate.add_argument("--rules", type=Path, help=rules_help)
    generate.add_argument(
        "--out",
        type=Path,
        default=defaults.SUITES_DIR,
        help=f"output folder (default: {defaults.SUITES_DIR}); - prints one suite",
    )
    generate.add_argument("--seed", type=int, default=defaults.SEED)
    generate.add_argument(
        "--random",
        type=int,
        default=defaults.RANDOM_HANDS,
        help="random hands: the first hands of the search's pool",
    )
    generate.add_argument(
        "--check", action="store_true", help="write nothing; fail if a suite is stale"
    )
    generate.add_argument(
        "--workers",
        type=int,
        default=1,
        help="local processes, each generating whole suites (the output is the same)",
    )

    suite = sub.add_parser(
        "suite", help="write a bundled variant's suite, as the installed package carries it"
    )
    suite.add_argument("variant", help="a bundled variant's id")
    suite.add_argument(
        "--out", type=Path, help="write it to this file (default: ID.jsonl here; - prints it)"
    )

    coverage = sub.add_parser("coverage", help="what a suite exercises, and what it leaves out")
    coverage.add_argument("suite", type=Path)
    coverage.add_argument(
        "--variant",
        help=f"the suite's variant, to play its records ({spec_help}; default: the suite's id)",
    )
    coverage.add_argument("--rules", type=Path, help=rules_help)
    coverage.add_argument("--format", choices=("text", "markdown", "json"), default="text")

    run = sub.add_parser("run", help="run suites against an implementation under test")
    run.add_argument("suites", nargs="+", type=Path, help="JSON Lines suites")
    run.add_argument("--impl", required=True, help="shell command that starts the implementation")
    run.add_argument(
        "--timeout",
        type=float,
        default=defaults.TIMEOUT,
        help=f"seconds per record (default: {defaults.TIMEOUT:g})",
    )
    run.add_argument(
        "--startup-timeout",
        type=float,
        default=defaults.STARTUP_TIMEOUT,
        help=f"seconds to start and answer hello (default: {defaults.STARTUP_TIMEOUT:g})",
    )
    run.add_argument("--tag", action="append", default=[], help="only records with this tag")
    run.add_argument(
        "--strict-rules",
        action="store_true",
        help="a refusal must cite the rule the record names (by default, only if it cites one)",
    )
    run.add_argument(
        "--strict",
        action="store_true",
        help="records outside what the implementation's hello declares fail the run",
    )
    run.add_argument("--format", choices=("text", "json", "junit", "html"), default="text")
    run.add_argument(
        "--out",
        type=Path,
        help="write the report to this file instead of standard output (the html report: "
        "one standalone page)",
    )
    run.add_argument("--verbose", "-v", action="store_true", help="list passing records too")
    run.add_argument(
        "--min-records",
        type=int,
        default=1,
        metavar="N",
        help="fail unless at least N records were played (default: 1; skipped records "
        "are not played)",
    )

    serve = sub.add_parser(
        "serve", help="make generated rules modules speak the protocol on stdin/stdout"
    )
    serve.add_argument(
        "variants", nargs="*", help=f"variants to serve: {spec_help} (default: every bundled one)"
    )
    serve.add_argument("--rules", type=Path, help=rules_help)

    schema = sub.add_parser("schema", help="print the JSON Schema of a record format")
    schema.add_argument(
        "--version",
        choices=("1", "2", "game", "suite"),
        default="1",
        help="allfours-hand/1 (the default), allfours-hand/2 (the games with a stock), "
        "allfours-game/1 (whole games) or allfours-suite/1 (a suite's header)",
    )
    schema.add_argument("--write", type=Path, help="write it to this file instead")

    fuzz = sub.add_parser(
        "fuzz",
        help="play random games through an implementation and the generated module side by "
        "side; write each kind of disagreement, shrunk, as a suite",
    )
    fuzz.add_argument("variant", help=spec_help)
    fuzz.add_argument("--impl", required=True, help="shell command that starts the implementation")
    fuzz.add_argument("--rules", type=Path, help=rules_help)
    budget = fuzz.add_mutually_exclusive_group()
    budget.add_argument("--games", type=int, help="play this many games")
    budget.add_argument(
        "--seconds", type=float, help=f"play for this long (default: {FUZZ_SECONDS:g} s)"
    )
    fuzz.add_argument("--seed", type=int, default=defaults.SEED)
    fuzz.add_argument(
        "--deals",
        type=int,
        metavar="N",
        help="end each game after N deals (default: play every game to its end)",
    )
    fuzz.add_argument(
        "--stop-at-first",
        action="store_true",
        help="stop at the first disagreement (shrunk as usual)",
    )
    fuzz.add_argument(
        "--out", type=Path, help="write the shrunk records here, a suite `conformance run` replays"
    )
    fuzz.add_argument(
        "--timeout",
        type=float,
        default=defaults.TIMEOUT,
        help=f"seconds per game (default: {defaults.TIMEOUT:g})",
    )
    fuzz.add_argument(
        "--startup-timeout",
        type=float,
        default=defaults.STARTUP_TIMEOUT,
        help=f"seconds to start and answer hello (default: {defaults.STARTUP_TIMEOUT:g})",
    )
    fuzz.add_argument("--format", choices=("text", "json", "junit"), default="text")


def run(args: argparse.Namespace) -> int:
    commands = {
        "generate": _generate,
        "suite": _suite,
        "coverage": _coverage,
        "run": _run,
        "serve": _serve,
        "schema": _schema,
        "fuzz": _fuzz,
    }
    result: int = commands[args.conformance_command](args)
    return result


def _usage(message: str) -> int:
    print(f"allfours: {message}", file=sys.stderr)
    return EXIT_USAGE


def _bad_seconds(**given: float | None) -> str | None:
    """What is wrong with the time options given (`--timeout 0`, `--seconds nan`)."""
    for name, value in given.items():
        if value is not None and not (math.isfinite(value) and value > 0):
            return f"--{name.replace('_', '-')} must be a number of seconds more than 0"
    return None


def _open(spec: str, rules: Path | None) -> Opened:
    """The variant a command names (see `allfours.sources`), or SpecError."""
    from allfours.sources import open_variant

    return open_variant(spec, rules)


def _generate(args: argparse.Namespace) -> int:
    from allfours.conformance.suites import REGENERATE, SuiteJob, staleness, suite_texts
    from allfours.sources import SpecError, bundled_ids
    from allfours.writer import TreeUpdate, apply, changes

    names = list(args.variants)
    if args.all:
        names += bundled_ids() if args.rules is None else bundled_variants(args.rules)
    if not names:
        return _usage("name a variant (an id, a .variant file or a rules module), or give --all")
    if args.random < 0:
        return _usage("--random must be 0 or more")
    to_stdout = str(args.out) == "-"
    if to_stdout and len(names) != 1:
        return _usage("--out - prints one suite; name exactly one variant")
    if not to_stdout and args.out.exists() and not args.out.is_dir():
        return _usage(f"--out {args.out} is a file; name a folder for the suites")
    if args.workers < 1:
        return _usage("--workers must be 1 or more")
    try:
        opened = [_open(name, args.rules) for name in names]
    except SpecError as error:
        return _usage(str(error))
    stale: list[str] = []
    files: dict[str, str] = {}
    out = Path("-") if to_stdout else args.out
    jobs = [SuiteJob(name, args.rules, out, args.seed, args.random) for name in names]
    for suite in suite_texts(jobs, args.workers, opened):
        # The gaps no record can fill are in the coverage report, not here.
        print(suite.summary, end="", file=sys.stderr)
        if to_stdout:
            sys.stdout.write(suite.suite_text)
            continue
        for path, text in ((suite.suite, suite.suite_text), (suite.report, suite.report_text)):
            files[path.name] = text
            if args.check and (why := staleness(path, text)):
                stale.append(why)
    if to_stdout:
        return EXIT_OK
    update = TreeUpdate(args.out, files, lambda relative: False)
    if args.check:
        stale += [
            f"{p.as_posix()} is left over from an interrupted write"
            for p in changes(update).leftovers
        ]
        if stale:
            for why in stale:
                print(f"stale: {why}", file=sys.stderr)
            print(f"allfours: conformance suites are stale; run `{REGENERATE}`", file=sys.stderr)
            return EXIT_FAILED
        print(f"ok: {len(opened)} conformance suites are fresh")
        return EXIT_OK
    # All the suites at once, or none of them; other files in the folder are kept.
    done = apply(update)
    print(f"generated {len(opened)} suites into {args.out}: {len(done.written)} files written")
    return EXIT_OK


def _suite(args: argparse.Namespace) -> int:
    from allfours.conformance.suites import bundled_suite
    from allfours.writer import write_atomically

    text = bundled_suite(args.variant)
    if text is None:
        from allfours.sources import bundled_ids

        return _usage(
            f"no bundled suite {args.variant!r}; the bundled variants are "
            f"{', '.join(bundled_ids())} (`allfours conformance generate FILE.variant` makes "
            "the suite of any other)"
        )
    out = args.out if args.out is not None else Path(f"{args.variant}.jsonl")
    if str(out) == "-":
        sys.stdout.write(text)
        return EXIT_OK
    if out.is_dir():
        return _usage(f"--out {out} is a folder; name the file to write")
    try:
        write_atomically(out, text)
    except OSError as error:
        return _usage(f"cannot write {out}: {(error.strerror or 'unwritable').lower()}")
    records = sum(1 for line in text.splitlines() if line) - 1  # the header is no record
    print(f"wrote {out}: the {args.variant} suite, {records} records")
    return EXIT_OK


def _coverage(args: argparse.Namespace) -> int:
    from allfours.conformance.coverage import measure
    from allfours.conformance.games import replay_game
    from allfours.conformance.records import SuiteError, is_game, read_suite
    from allfours.sources import SpecError

    try:
        suite = read_suite(args.suite)
    except SuiteError as error:
        return _usage(str(error))
    variants = sorted({r["variant"] for r in suite.records})
    if len(variants) != 1:
        return _usage(f"a coverage report is for one variant; {args.suite} has {variants}")
    try:
        module = _open(args.variant or variants[0], args.rules).module
    except SpecError as error:
        return _usage(f"{error} (name the suite's variant with --variant FILE.variant)")
    if module.VARIANT["id"] != variants[0]:
        return _usage(f"{args.suite} is a suite of {variants[0]}, not {module.VARIANT['id']}")
    # Coverage reads what the rules say, so records are completed by the reference first.
    completed = []
    for record in suite.records:
        try:
            completed.append(
                replay_game(module, record) if is_game(record) else module.replay(record)
            )
        except (module.RecordError, ValueError) as error:
            return _usage(f"record {record['id']} cannot be played: {error}")
    report = measure(completed, module)
    if args.format == "json":
        sys.stdout.write(report.render_json())
    elif args.format == "markdown":
        sys.stdout.write(report.render_markdown(args.suite.as_posix(), "allfours conformance"))
    else:
        sys.stdout.write(report.render_text())
    return EXIT_FAILED if report.missing() else EXIT_OK


def _run(args: argparse.Namespace) -> int:
    from allfours.conformance.records import Suite, SuiteError, read_suite
    from allfours.conformance.runner import Outcome, run_suite
    from allfours.conformance.transport import Subprocess

    problem = _bad_seconds(timeout=args.timeout, startup_timeout=args.startup_timeout)
    if problem:
        return _usage(problem)
    if args.min_records < 0:
        return _usage("--min-records must be 0 or more")
    if args.format == "html" and args.out is None:
        return _usage("--format html writes a page: name it with --out FILE.html")
    if args.out is not None and args.out.is_dir():
        return _usage(f"--out {args.out} is a folder; name the file to write")
    suite = Suite([])
    try:
        for path in args.suites:
            suite.extend(read_suite(path), str(path))
    except SuiteError as error:
        return _usage(str(error))
    records = suite.records
    if args.tag:
        wanted = set(args.tag)
        records = [r for r in records if wanted & set(r.get("tags", ()))]
    if not records:
        return _usage("no records to run")

    # A progress line on a terminal (standard error), rewritten in place after each record.
    counts = {"done": 0, "failed": 0}
    on_terminal = sys.stderr.isatty()
    streaming = args.format == "text" and args.out is None

    def progress(outcome: Outcome) -> None:
        counts["done"] += 1
        counts["failed"] += not outcome.passed
        if on_terminal:
            print("\r\033[K", end="", file=sys.stderr)  # clear the line before any report
        if streaming and (args.verbose or not outcome.passed):
            sys.stdout.write(outcome.render())
            sys.stdout.flush()
        if on_terminal:
            print(
                f"\r{counts['done']}/{len(records)} records, {counts['failed']} failed",
                end="",
                file=sys.stderr,
                flush=True,
            )

    transport = Subprocess(args.impl, startup_timeout=args.startup_timeout)
    report = run_suite(
        records,
        transport,
        timeout=args.timeout,
        strict_rules=args.strict_rules,
        progress=progress,
        strict=args.strict,
        rulebooks=suite.rulebooks,
        min_records=args.min_records,
    )
    if on_terminal:
        print("\r\033[K", end="", file=sys.stderr, flush=True)
    if args.format == "json":
        text = report.render_json()
    elif args.format == "junit":
        text = report.render_junit()
    elif args.format == "html":
        from allfours.conformance.html_report import render_html

        text = render_html(report, records, suite.rulebooks)
    elif streaming:
        text = ("\n" if args.verbose or report.failures else "") + report.render_tally()
    else:
        text = report.render_text(args.verbose)
    if args.out is None:
        sys.stdout.write(text)
    else:
        from allfours.writer import write_atomically

        try:
            write_atomically(args.out, text)
        except OSError as error:
            return _usage(f"cannot write {args.out}: {(error.strerror or 'unwritable').lower()}")
        print(f"wrote {args.out}: {report.summary()}")
    if not report.ok and report.too_few is not None:
        print(f"allfours: {report.too_few}", file=sys.stderr)
    return EXIT_OK if report.ok else EXIT_FAILED


def _serve(args: argparse.Namespace) -> int:
    from allfours.conformance.engine_adapter import module_implementation
    from allfours.conformance.protocol import serve
    from allfours.sources import SpecError, bundled_ids

    names = list(args.variants)
    if not names:
        names = bundled_ids() if args.rules is None else bundled_variants(args.rules)
    if not names:
        return _usage(f"no generated rules modules in {args.rules}")
    try:
        modules = [_open(name, args.rules).module for name in names]
    except SpecError as error:
        return _usage(str(error))
    return serve(module_implementation(modules))


def _schema(args: argparse.Namespace) -> int:
    from allfours.conformance.schema import schema_text
    from allfours.writer import write_atomically

    record_format = "allfours-game/1" if args.version == "game" else f"allfours-hand/{args.version}"
    if args.version == "suite":
        record_format = "allfours-suite/1"
    text = schema_text(record_format)
    if args.write is None:
        sys.stdout.write(text)
        return EXIT_OK
    if args.write.is_dir():
        return _usage(f"--write {args.write} is a folder; name the file to write")
    try:
        written = write_atomically(args.write, text)
    except OSError as error:
        return _usage(f"cannot write {args.write}: {(error.strerror or 'unwritable').lower()}")
    print(f"wrote {args.write}" if written else f"ok: {args.write} is up to date")
    return EXIT_OK


def _fuzz(args: argparse.Namespace) -> int:
    from allfours.conformance.fuzz import fuzz
    from allfours.conformance.records import dumps_suite
    from allfours.conformance.rulebook import rulebook_of
    from allfours.conformance.runner import Outcome, Report
    from allfours.conformance.transport import Subprocess
    from allfours.sources import SpecError
    from allfours.writer import write_atomically

    problem = _bad_seconds(
        timeout=args.timeout, startup_timeout=args.startup_timeout, seconds=args.seconds
    )
    if problem:
        return _usage(problem)
    if args.games is not None and args.games < 1:
        return _usage("--games must be 1 or more")
    if args.deals is not None and args.deals < 1:
        return _usage("--deals must be 1 or more")
    if args.out is not None and (args.out.is_dir() or str(args.out) == "-"):
        return _usage(f"--out {args.out}: name the file to write the records to")
    try:
        opened = _open(args.variant, args.rules)
    except SpecError as error:
        return _usage(str(error))
    module = opened.module
    seconds = args.seconds if args.games is None and args.seconds is not None else None
    if args.games is None and seconds is None:
        seconds = FUZZ_SECONDS
    transport = Subprocess(args.impl, startup_timeout=args.startup_timeout)
    problem_start = transport.start()
    if problem_start is not None:
        transport.close()
        print(
            f"allfours: the implementation did not start: {problem_start.message}",
            file=sys.stderr,
        )
        return EXIT_FAILED
    from allfours.conformance.fuzz import playable_tables

    tables = playable_tables(module, transport.capabilities)
    if isinstance(tables, str):
        print(f"allfours: {tables}", file=sys.stderr)
        transport.close()
        return EXIT_USAGE
    shown = [0]

    def progress(report: object) -> None:
        from allfours.conformance.fuzz import FuzzReport

        assert isinstance(report, FuzzReport)
        if args.format == "text":
            for found in report.found[shown[0] :]:
                sys.stdout.write(
                    f"found [{found.kind}] in game {found.game + 1}: {found.deals} deals, "
                    f"{found.steps} steps\n"
                )
            sys.stdout.flush()
            shown[0] = len(report.found)
        if args.format == "text" and sys.stderr.isatty():
            print(f"\r{report.games} games...", end="", file=sys.stderr, flush=True)

    book = rulebook_of(module, opened.variant)
    report = fuzz(
        module,
        transport,
        games=args.games,
        seconds=seconds,
        seed=args.seed,
        timeout=args.timeout,
        progress=progress,
        tables=tables,
        max_deals=args.deals,
        enough=(lambda found: bool(found.found)) if args.stop_at_first else None,
        book=book,
    )
    if args.format == "text" and sys.stderr.isatty():
        print("\r", end="", file=sys.stderr)
    wrote = False
    if args.out is not None and report.found:
        try:
            write_atomically(args.out, dumps_suite(report.records(), book))
            wrote = True
        except OSError as error:  # what was found is not lost: it goes to standard error
            print(
                f"allfours: cannot write {args.out}: {(error.strerror or '').lower()}; "
                "the records found follow",
                file=sys.stderr,
            )
            sys.stderr.write(dumps_suite(report.records(), book))
    if args.format == "json":
        import json

        out = report.to_json()
        out["out"] = str(args.out) if wrote else None
        sys.stdout.write(json.dumps(out, indent=1) + "\n")
    elif args.format == "junit":
        outcomes: list[Outcome] = [found.outcome for found in report.found]
        junit = Report(outcomes=outcomes, seconds=report.seconds)
        sys.stdout.write(junit.render_junit("allfours-conformance-fuzz"))
    else:
        sys.stdout.write(report.render_text())
        if wrote:
            print(
                f"wrote {len(report.found)} records to {args.out}; replay them with "
                f"`allfours conformance run {args.out} --impl ...`"
            )
    if args.out is not None and report.found and not wrote:
        return EXIT_FAILED
    return EXIT_OK if report.ok else EXIT_FAILED


def bundled_variants(rules_dir: Path) -> list[str]:
    """The ids of every generated rules module in a folder, sorted."""
    from allfours.conformance.modules import bundled_variants as module_ids

    return module_ids(rules_dir)
