"""`allfours conformance`: generate suites, measure them, run them, serve the protocol.

Exit codes as for the rest of `allfours`: 0 success, 1 a failing or stale suite, 2 usage
(a variant, module or suite that cannot be found or read).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from allfours.conformance import defaults

EXIT_OK, EXIT_FAILED, EXIT_USAGE = 0, 1, 2
FUZZ_SECONDS = 30.0


def add_parser(commands: Any, about: str) -> None:
    """The `conformance` command group, added to the `allfours` parser's subcommands."""
    group = commands.add_parser("conformance", help=about)
    sub = group.add_subparsers(dest="conformance_command", required=True)
    rules_help = f"folder of generated rules modules (default: {defaults.RULES_DIR})"

    generate = sub.add_parser("generate", help="write a variant's suite and coverage report")
    generate.add_argument("variants", nargs="*", help="variant ids or rules module paths")
    generate.add_argument("--all", action="store_true", help="every module in --rules")
    generate.add_argument("--rules", type=Path, default=defaults.RULES_DIR, help=rules_help)
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
        help="random hands after the targeted ones",
    )
    generate.add_argument(
        "--check", action="store_true", help="write nothing; fail if a suite is stale"
    )

    coverage = sub.add_parser("coverage", help="what a suite exercises, and what it leaves out")
    coverage.add_argument("suite", type=Path)
    coverage.add_argument("--rules", type=Path, default=defaults.RULES_DIR, help=rules_help)
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
    run.add_argument("--format", choices=("text", "json", "junit"), default="text")
    run.add_argument("--verbose", "-v", action="store_true", help="list passing records too")

    serve = sub.add_parser(
        "serve", help="make generated rules modules speak the protocol on stdin/stdout"
    )
    serve.add_argument("variants", nargs="*", help="variant ids or module paths (default: all)")
    serve.add_argument("--rules", type=Path, default=defaults.RULES_DIR, help=rules_help)

    schema = sub.add_parser("schema", help="print the JSON Schema of a record format")
    schema.add_argument(
        "--version",
        choices=("1", "2", "game"),
        default="1",
        help="allfours-hand/1 (the default), allfours-hand/2 (the games with a stock) or "
        "allfours-game/1 (whole games)",
    )
    schema.add_argument("--write", type=Path, help="write it to this file instead")

    fuzz = sub.add_parser(
        "fuzz",
        help="play random games through an implementation and the generated module side by "
        "side; write each kind of disagreement, shrunk, as a suite",
    )
    fuzz.add_argument("variant", help="variant id or rules module path")
    fuzz.add_argument("--impl", required=True, help="shell command that starts the implementation")
    fuzz.add_argument("--rules", type=Path, default=defaults.RULES_DIR, help=rules_help)
    budget = fuzz.add_mutually_exclusive_group()
    budget.add_argument("--games", type=int, help="play this many games")
    budget.add_argument(
        "--seconds", type=float, help=f"play for this long (default: {FUZZ_SECONDS:g} s)"
    )
    fuzz.add_argument("--seed", type=int, default=defaults.SEED)
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


def _generate(args: argparse.Namespace) -> int:
    from allfours.conformance.modules import ModuleLoadError, bundled_variants, load_module
    from allfours.conformance.suites import REGENERATE, staleness, suite_files
    from allfours.writer import TreeUpdate, apply, changes

    names = list(args.variants)
    if args.all:
        names += bundled_variants(args.rules)
    if not names:
        return _usage("name a variant (or a rules module), or give --all")
    if args.random < 0:
        return _usage("--random must be 0 or more")
    to_stdout = str(args.out) == "-"
    if to_stdout and len(names) != 1:
        return _usage("--out - prints one suite; name exactly one variant")
    try:
        modules = [load_module(name, args.rules) for name in names]
    except ModuleLoadError as error:
        return _usage(str(error))
    stale: list[str] = []
    files: dict[str, str] = {}
    for module in modules:
        suite = suite_files(module, Path("-") if to_stdout else args.out, args.seed, args.random)
        # The gaps no one-hand record can fill are in the coverage report, not here.
        print(suite.coverage.render_text(explained=False), end="", file=sys.stderr)
        for case in suite.missed:
            print(f"  warning: no attempt produced the edge case {case}", file=sys.stderr)
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
        print(f"ok: {len(modules)} conformance suites are fresh")
        return EXIT_OK
    # All the suites at once, or none of them; other files in the folder are kept.
    done = apply(update)
    print(f"generated {len(modules)} suites into {args.out}: {len(done.written)} files written")
    return EXIT_OK


def _coverage(args: argparse.Namespace) -> int:
    from allfours.conformance.coverage import measure
    from allfours.conformance.modules import ModuleLoadError, load_module
    from allfours.conformance.records import SuiteError, load_suite

    try:
        records = load_suite(args.suite)
    except SuiteError as error:
        return _usage(str(error))
    variants = sorted({r["variant"] for r in records})
    if len(variants) != 1:
        return _usage(f"a coverage report is for one variant; {args.suite} has {variants}")
    try:
        module = load_module(variants[0], args.rules)
    except ModuleLoadError as error:
        return _usage(str(error))
    # Coverage reads what the rules say, so records are completed by the reference first.
    from allfours.conformance.games import replay_game
    from allfours.conformance.records import is_game

    completed = []
    for record in records:
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
    from allfours.conformance.records import SuiteError, load_suite
    from allfours.conformance.runner import Outcome, run_suite
    from allfours.conformance.transport import Subprocess

    if args.timeout <= 0 or args.startup_timeout <= 0:
        return _usage("timeouts must be more than 0 seconds")
    records = []
    try:
        for path in args.suites:
            records.extend(load_suite(path))
    except SuiteError as error:
        return _usage(str(error))
    if args.tag:
        wanted = set(args.tag)
        records = [r for r in records if wanted & set(r.get("tags", ()))]
    if not records:
        return _usage("no records to run")

    # A progress line on a terminal (standard error), rewritten in place after each record.
    counts = {"done": 0, "failed": 0}
    on_terminal = sys.stderr.isatty()

    def progress(outcome: Outcome) -> None:
        counts["done"] += 1
        counts["failed"] += not outcome.passed
        if on_terminal:
            print("\r\033[K", end="", file=sys.stderr)  # clear the line before any report
        if args.format == "text" and (args.verbose or not outcome.passed):
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
    )
    if on_terminal:
        print("\r\033[K", end="", file=sys.stderr, flush=True)
    if args.format == "json":
        sys.stdout.write(report.render_json())
    elif args.format == "junit":
        sys.stdout.write(report.render_junit())
    else:
        sys.stdout.write(("\n" if args.verbose or report.failures else "") + report.render_tally())
    return EXIT_OK if report.ok else EXIT_FAILED


def _serve(args: argparse.Namespace) -> int:
    from allfours.conformance.engine_adapter import module_implementation
    from allfours.conformance.modules import ModuleLoadError, bundled_variants, load_module
    from allfours.conformance.protocol import serve

    names = list(args.variants) or bundled_variants(args.rules)
    if not names:
        return _usage(f"no generated rules modules in {args.rules}")
    try:
        modules = [load_module(name, args.rules) for name in names]
    except ModuleLoadError as error:
        return _usage(str(error))
    return serve(module_implementation(modules))


def _schema(args: argparse.Namespace) -> int:
    from allfours.conformance.schema import schema_text
    from allfours.writer import write_atomically

    record_format = "allfours-game/1" if args.version == "game" else f"allfours-hand/{args.version}"
    text = schema_text(record_format)
    if args.write is None:
        sys.stdout.write(text)
    elif write_atomically(args.write, text):
        print(f"wrote {args.write}")
    else:
        print(f"ok: {args.write} is up to date")
    return EXIT_OK


def _fuzz(args: argparse.Namespace) -> int:
    from allfours.conformance.fuzz import fuzz
    from allfours.conformance.modules import ModuleLoadError, load_module
    from allfours.conformance.records import dumps_suite
    from allfours.conformance.runner import Outcome, Report
    from allfours.conformance.transport import Subprocess
    from allfours.writer import write_atomically

    if args.timeout <= 0 or args.startup_timeout <= 0:
        return _usage("timeouts must be more than 0 seconds")
    if args.games is not None and args.games < 1:
        return _usage("--games must be 1 or more")
    if args.seconds is not None and args.seconds <= 0:
        return _usage("--seconds must be more than 0")
    try:
        module = load_module(args.variant, args.rules)
    except ModuleLoadError as error:
        return _usage(str(error))
    seconds = args.seconds if args.games is None and args.seconds is not None else None
    if args.games is None and seconds is None:
        seconds = FUZZ_SECONDS
    transport = Subprocess(args.impl, startup_timeout=args.startup_timeout)
    problem = transport.start()
    if problem is not None:
        transport.close()
        print(f"allfours: the implementation did not start: {problem.message}", file=sys.stderr)
        return EXIT_FAILED
    if transport.capabilities.refuses(
        {"format": "allfours-game/1", "variant": module.VARIANT["id"]}
    ):
        print(
            "allfours: fuzzing plays whole games: the implementation's hello must list "
            "allfours-game/1 in its formats (and the variant, if it lists variants)",
            file=sys.stderr,
        )
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

    report = fuzz(
        module,
        transport,
        games=args.games,
        seconds=seconds,
        seed=args.seed,
        timeout=args.timeout,
        progress=progress,
    )
    if args.format == "text" and sys.stderr.isatty():
        print("\r", end="", file=sys.stderr)
    if args.out is not None and report.found:
        write_atomically(args.out, dumps_suite(report.records()))
    if args.format == "json":
        import json

        out = report.to_json()
        out["out"] = str(args.out) if args.out is not None and report.found else None
        sys.stdout.write(json.dumps(out, indent=1) + "\n")
    elif args.format == "junit":
        outcomes: list[Outcome] = [found.outcome for found in report.found]
        junit = Report(outcomes=outcomes, seconds=report.seconds)
        sys.stdout.write(junit.render_junit("allfours-conformance-fuzz"))
    else:
        sys.stdout.write(report.render_text())
        if args.out is not None and report.found:
            print(
                f"wrote {len(report.found)} records to {args.out}; replay them with "
                f"`allfours conformance run {args.out} --impl ...`"
            )
    return EXIT_OK if report.ok else EXIT_FAILED
