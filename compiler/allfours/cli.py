"""The `allfours` command: check variants, build generated files, explain error codes.

Exit codes: 0 success, 1 a variant has errors or generated files are stale, 2 usage,
3 a bug in allfours itself (one line says so; ALLFOURS_TRACEBACK=1 shows the traceback).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from allfours import __version__
from allfours.diagnostics import CODES, Diagnostic, lookup, render_json, render_text
from allfours.diagnostics.render import for_terminal, summary_line
from allfours.pipeline import Checked, check_all, variant_files
from allfours.semantic.resolve import Loader, display_path

EXIT_OK, EXIT_ERRORS, EXIT_USAGE, EXIT_BUG = 0, 1, 2, 3


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        # One short message and where to look, rather than the whole usage.
        print(f"{self.prog}: error: {message}", file=sys.stderr)
        print(f"try `{self.prog} --help`", file=sys.stderr)
        raise SystemExit(EXIT_USAGE)


CONFORMANCE_HELP = "generate test records, run other implementations against them"
PLAY_HELP = "play a game in the terminal against bots"
SIMULATE_HELP = "play many games between bots; statistics with confidence intervals"


def _parser(argv: Sequence[str]) -> argparse.ArgumentParser:
    """The command line. The conformance kit's commands are added only when they are
    asked for: argparse looks up translations for every parser it makes, which costs
    more than checking a variant, and `check` is run often, as a whole process."""
    parser = _Parser(
        prog="allfours",
        description="A language and compiler for the All Fours family of card games.",
    )
    parser.add_argument("--version", action="version", version=f"allfours {__version__}")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    check = commands.add_parser("check", help="check variant files and report every problem")
    check.add_argument(
        "paths", nargs="*", type=Path, help="variant files or folders (default: variants/)"
    )
    check.add_argument("--format", choices=("text", "json"), default="text")
    check.add_argument(
        "--fix",
        action="store_true",
        help="make the fixes the checker is sure of (a misspelt word, a line given twice), "
        "say each, and report what is left",
    )
    check.add_argument(
        "--color",
        choices=("auto", "always", "never"),
        default="auto",
        help="colour the quoted variant lines (auto: on a terminal, unless NO_COLOR is set)",
    )

    build = commands.add_parser("build", help="compile every variant into generated/")
    build.add_argument(
        "--variants", type=Path, default=Path("variants"), help="folder of variant files"
    )
    build.add_argument("--out", type=Path, default=Path("generated"), help="output folder")
    build.add_argument(
        "--check", action="store_true", help="write nothing; fail if generated/ is stale"
    )
    build.add_argument(
        "--diff", action="store_true", help="with --check: show each stale file's differences"
    )
    build.add_argument("--format", choices=("text", "json"), default="text")
    build.add_argument("--color", choices=("auto", "always", "never"), default="auto")

    new = commands.add_parser("new", help="start a house rule: a variant file that extends another")
    new.add_argument("name", help="the new variant's name, e.g. friday_pitch")
    new.add_argument("--extends", required=True, help="the variant it changes, e.g. auction_pitch")
    new.add_argument("--title", help="its title (default: from the name)")
    new.add_argument(
        "--variants", type=Path, default=Path("variants"), help="folder to write it in"
    )

    preview = commands.add_parser(
        "preview", help="build one variant file's rulebook pages and rule cards, to look at"
    )
    preview.add_argument("file", type=Path, help="a variant file, wherever it is")
    preview.add_argument(
        "--out", type=Path, help="folder to write (default: a new temporary folder)"
    )
    shown = preview.add_mutually_exclusive_group()
    shown.add_argument("--open", action="store_true", help="open the preview in a browser")
    shown.add_argument(
        "--serve",
        type=int,
        nargs="?",
        const=8000,
        metavar="PORT",
        help="serve the preview on 127.0.0.1 (default port 8000; 0: any free port)",
    )

    export = commands.add_parser(
        "export",
        help="write a variant's rules module as one standalone file (standard library only)",
    )
    export.add_argument("variant", help="a bundled variant's id, or a .variant file")
    export.add_argument(
        "--out", type=Path, help="the file to write (default: ID.py here; - prints it)"
    )

    commands.add_parser(
        "lsp", help="the language server for editors, over stdin and stdout (allfours[lsp])"
    )

    explain = commands.add_parser("explain", help="explain a diagnostic code, e.g. E0301")
    explain.add_argument("code")

    if "conformance" in argv:
        from allfours.conformance.cli import add_parser as add_conformance_parser

        add_conformance_parser(commands, CONFORMANCE_HELP)
    else:
        commands.add_parser("conformance", help=CONFORMANCE_HELP)
    # Play and simulate load only when asked for, like the conformance kit.
    if "play" in argv or "simulate" in argv:
        from allfours.simulate.commands import add_parsers as add_play_parsers

        add_play_parsers(commands, PLAY_HELP, SIMULATE_HELP)
    else:
        commands.add_parser("play", help=PLAY_HELP)
        commands.add_parser("simulate", help=SIMULATE_HELP)
    return parser


def _expand(paths: Sequence[Path]) -> list[Path] | str:
    found: list[Path] = []
    chosen = list(paths) or [Path("variants")]
    for path in chosen:
        if not path.exists():
            return f"no such file or folder: {path}"
        if path.is_dir():
            found.extend(variant_files(path))
        else:
            found.append(path)
    if not found:
        return "no variant files found in " + ", ".join(str(p) for p in chosen)
    return found


def _colourize(choice: str) -> Callable[[str], str] | None:
    """The source-line highlighter when colour is wanted and the terminal can show it."""
    wanted = choice == "always" or (
        choice == "auto" and sys.stderr.isatty() and not os.environ.get("NO_COLOR")
    )
    if not wanted:
        return None
    from allfours.highlight import colour  # Pygments loads only when colour is used

    return colour


def _report(
    checked: Sequence[Checked], loader: Loader, output_format: str, color: str = "never"
) -> bool:
    diagnostics: list[Diagnostic] = []
    seen: set[tuple[object, ...]] = set()
    for result in checked:
        for d in result.diagnostics:
            key = (d.code, d.primary.span, d.message)
            if key not in seen:
                seen.add(key)
                diagnostics.append(d)
    if output_format == "json":
        sys.stdout.write(render_json(diagnostics))
    elif diagnostics:
        sys.stderr.write(render_text(diagnostics, loader.sources, _colourize(color)))
        sys.stderr.write(summary_line(diagnostics) + "\n")
    return any(d.is_error for d in diagnostics)


def _run_check(args: argparse.Namespace) -> int:
    paths = _expand(args.paths)
    if isinstance(paths, str):
        print(f"allfours: {for_terminal(paths)}", file=sys.stderr)
        return EXIT_USAGE
    if args.fix:
        return _run_fix(paths, args)
    loader = Loader()
    checked = check_all(paths, loader, lowered=False)  # checking builds nothing
    failed = _report(checked, loader, args.format, args.color)
    if args.format == "text" and not failed:
        names = ", ".join(display_path(c.path) for c in checked)
        print(f"ok: {for_terminal(names)}")
    return EXIT_ERRORS if failed else EXIT_OK


def _run_fix(paths: Sequence[Path], args: argparse.Namespace) -> int:
    from allfours.fix import fix_file

    failed = False
    for path in paths:
        try:
            fixed = fix_file(path)
        except OSError as error:
            said = (error.strerror or "cannot be written").lower()
            print(f"allfours: {display_path(path)}: {said}; nothing was changed", file=sys.stderr)
            failed = True
            continue
        shown = display_path(path)
        out = sys.stderr if args.format == "json" else sys.stdout
        for made in fixed.made:
            print(f"fixed {shown}:{made.line}: {made.fix} ({made.code})", file=out)
        failed = _report([fixed.checked], fixed.loader, args.format, args.color) or failed
        if args.format == "text" and fixed.checked.ok:
            print(f"ok: {shown}")
    return EXIT_ERRORS if failed else EXIT_OK


def _run_build(args: argparse.Namespace) -> int:
    from allfours.build import plan_build  # the backends load Jinja2: only when building
    from allfours.writer import apply, drift, stale

    if not args.variants.is_dir():
        print(f"allfours: no folder {for_terminal(str(args.variants))}", file=sys.stderr)
        return EXIT_USAGE
    loader = Loader()
    checked = check_all(variant_files(args.variants), loader)
    if _report(checked, loader, args.format, args.color):
        print("allfours: build stopped; nothing was written", file=sys.stderr)
        return EXIT_ERRORS
    plan = plan_build([c.variant for c in checked if c.variant is not None], args.out)
    if args.check:
        summary = stale(plan)
        if summary:
            # A line a file; the whole diff only when asked for (one new variant is
            # a thousand lines of it).
            sys.stdout.write(drift(plan) if args.diff else "".join(f"{s}\n" for s in summary))
            print(
                f"allfours: {len(summary)} generated file{'s are' if len(summary) != 1 else ' is'}"
                " stale; run `allfours build`"
                + ("" if args.diff else " (`allfours build --check --diff` shows the differences)"),
                file=sys.stderr,
            )
            return EXIT_ERRORS
        print(f"ok: {len(plan.files)} generated files are fresh")
        return EXIT_OK
    done = apply(plan)
    print(
        f"built {len(checked)} variants: {len(done.written)} files written, "
        f"{len(done.unchanged)} unchanged, {len(done.removed)} removed"
    )
    return EXIT_OK


def _run_explain(args: argparse.Namespace) -> int:
    entry = lookup(args.code)
    if entry is None:
        print(
            f"allfours: no diagnostic code {args.code!r}; codes are {min(CODES)} to {max(CODES)}",
            file=sys.stderr,
        )
        return EXIT_USAGE
    about = entry.entry
    print(f"{entry.name} ({about.slug}): {about.summary}\n\n{about.explanation}")
    if about.example:
        print("\nExample:\n\n" + "".join(f"    {line}\n" for line in about.example.splitlines()))
    print(f"\nHow to fix it: {about.fix}")
    return EXIT_OK


def _run_new(args: argparse.Namespace) -> int:
    from allfours.new import create

    status, said = create(args.name, args.extends, args.variants, args.title)
    print(for_terminal(said), file=sys.stdout if status == EXIT_OK else sys.stderr)
    return status


def _run_preview(args: argparse.Namespace) -> int:
    if not args.file.is_file():
        print(f"allfours: no such variant file: {for_terminal(str(args.file))}", file=sys.stderr)
        return EXIT_USAGE
    if args.serve is not None and not 0 <= args.serve <= 65535:
        print(f"allfours: {args.serve} is not a port (0 to 65535)", file=sys.stderr)
        return EXIT_USAGE
    loader = Loader()
    checked = check_all([args.file], loader)
    if _report(checked, loader, "text") or checked[0].variant is None:
        print("allfours: no preview; nothing was written", file=sys.stderr)
        return EXIT_ERRORS
    from allfours import preview  # MkDocs loads only when a preview is asked for

    server = None
    if args.serve is not None:  # the port first: a port in use is told before any build
        try:
            server = preview.Server(args.serve)
        except OSError as error:
            said = (error.strerror or "refused").lower()
            print(
                f"allfours: cannot serve on port {args.serve}: {said}; nothing was written",
                file=sys.stderr,
            )
            return EXIT_USAGE
    try:
        folder = preview.write(checked[0].variant, args.out)
    except preview.PreviewError as error:
        print(f"allfours: {for_terminal(str(error))}; nothing was written", file=sys.stderr)
        if server is not None:
            server.close()
        return EXIT_USAGE
    shown = f"preview of {display_path(args.file)}: {display_path(folder / 'index.html')}"
    print(for_terminal(shown))
    if args.open and not preview.open_in_browser(folder):
        print("allfours: no browser could be started; open the file above", file=sys.stderr)
    if server is not None:
        print(f"serving {server.url} (Ctrl-C stops)", flush=True)
        try:
            server.serve_forever(folder)
        except KeyboardInterrupt:
            pass
        finally:
            server.close()
    return EXIT_OK


def _run_export(args: argparse.Namespace) -> int:
    """One rules module with the engine inlined: a file to copy anywhere and run."""
    from allfours.backends.python import render_module
    from allfours.sources import SpecError, open_variant
    from allfours.writer import write_atomically

    try:
        opened = open_variant(args.variant)
    except SpecError as error:
        print(f"allfours: {error}", file=sys.stderr)
        return EXIT_USAGE
    assert opened.variant is not None  # a bundled id or a variant file: compiled here
    text = render_module(opened.variant, standalone=True)
    out: Path = args.out if args.out is not None else Path(f"{opened.id}.py")
    if str(out) == "-":
        sys.stdout.write(text)
        return EXIT_OK
    if out.is_dir():
        print(f"allfours: --out {out} is a folder; name the file to write", file=sys.stderr)
        return EXIT_USAGE
    try:
        write_atomically(out, text)
    except OSError as error:
        print(f"allfours: cannot write {out}: {(error.strerror or '').lower()}", file=sys.stderr)
        return EXIT_USAGE
    print(f"wrote {out}: the rules of {opened.id} in one file, standard library only")
    return EXIT_OK


def _run_lsp(args: argparse.Namespace) -> int:
    try:
        from allfours.lsp import main as serve
    except ImportError:
        print(
            "allfours: the language server needs pygls: pip install 'allfours[lsp]'",
            file=sys.stderr,
        )
        return EXIT_USAGE
    return serve()


def _run_conformance(args: argparse.Namespace) -> int:
    from allfours.conformance.cli import run

    return run(args)


def _run_play(args: argparse.Namespace) -> int:
    from allfours.simulate.commands import run_play

    return run_play(args)


def _run_simulate(args: argparse.Namespace) -> int:
    from allfours.simulate.commands import run_simulate

    return run_simulate(args)


def main(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    args = _parser(argv).parse_args(argv)
    runners = {
        "check": _run_check,
        "build": _run_build,
        "explain": _run_explain,
        "new": _run_new,
        "preview": _run_preview,
        "export": _run_export,
        "lsp": _run_lsp,
        "conformance": _run_conformance,
        "play": _run_play,
        "simulate": _run_simulate,
    }
    try:
        return runners[args.command](args)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        raise  # the output was closed, not a bug: the entry point says so (runtime/streams.py)
    except Exception as error:
        if os.environ.get("ALLFOURS_TRACEBACK"):
            raise
        said = for_terminal(str(error)).replace("\n", "\\n")  # on one line
        print(
            f"allfours: internal error, a bug in allfours and not in your files "
            f"({type(error).__name__}: {said}); please report it, and run again with "
            "ALLFOURS_TRACEBACK=1 to see where",
            file=sys.stderr,
        )
        return EXIT_BUG
