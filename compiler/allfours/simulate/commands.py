"""The `allfours play` and `allfours simulate` subcommands: their arguments and runs.

Bad input (an unknown variant or player, a number out of range) is one line on stderr and
exit status 2, never a traceback. `play` reads the player's lines with bounds: a line that
never ends (`< /dev/zero`) stops the game with status 2, and with no output to show the
table on (`>&-`) there is no game to play.
"""

from __future__ import annotations

import argparse
import io
import json
import sys
from pathlib import Path
from typing import Any

from allfours.simulate import charts, report, site
from allfours.simulate.play_rulebook import PLAY_LANGUAGES
from allfours.simulate.play_words import Words
from allfours.simulate.players import KINDS, maker_of
from allfours.simulate.prompt import MAX_SKIPPED, EndlessLine
from allfours.simulate.simulation import ClusterError, Setup, simulate, terminal_progress
from allfours.simulate.terminal import TerminalGame
from allfours.simulate.variants import (
    DEFAULT_RULES_DIR,
    VariantError,
    default_players,
    load_variant,
    variant_rules,
)

EXIT_OK, EXIT_USAGE, EXIT_INTERRUPTED = 0, 2, 130


def _whole(least: int) -> Any:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if value < least:
            raise argparse.ArgumentTypeError(f"{value} is less than {least}")
        return value

    return parse


def add_parsers(commands: Any, play_help: str, simulate_help: str) -> None:
    """Add `play` and `simulate` to the `allfours` parser's subcommands."""
    rules_help = f"folder of generated rules modules (default: {DEFAULT_RULES_DIR})"
    play = commands.add_parser("play", help=play_help)
    play.add_argument("variant", help="a variant id, e.g. auction_pitch, or a module's path")
    play.add_argument("--seat", type=_whole(0), default=0, help="your seat (default 0)")
    play.add_argument("--bots", default="rule", help=f"the bots: {', '.join(KINDS)} (default rule)")
    play.add_argument("--players", type=_whole(1), help="table size (default: 4 where allowed)")
    play.add_argument("--seed", type=int, help="seed for a game that can be played again")
    play.add_argument("--rules", type=Path, default=DEFAULT_RULES_DIR, help=rules_help)
    play.add_argument(
        "--lang",
        choices=PLAY_LANGUAGES,
        default="en",
        help="the language the game is played in, its rules quoted from the rulebook in it "
        "(default en)",
    )

    sim = commands.add_parser("simulate", help=simulate_help)
    sim.add_argument("variant", nargs="?", help="a variant id or a module's path")
    sim.add_argument("--against", help="a second variant: report each difference")
    sim.add_argument("--games", type=_whole(1), help="how many games (required but for --site)")
    sim.add_argument(
        "--players",
        help="a player a seat, comma-separated (e.g. rule,random,rule,random; search:N "
        "gives the search player N deals a card); default: rule at every seat",
    )
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--workers", type=_whole(1), default=1, help="local processes")
    sim.add_argument(
        "--cluster",
        metavar="ADDRESS",
        help="run on a Dask scheduler, e.g. tcp://127.0.0.1:8786 (needs allfours[cluster])",
    )
    sim.add_argument("--format", choices=("table", "json"), default="table")
    sim.add_argument("--svg", type=Path, help="write SVG charts into this folder")
    sim.add_argument("--rules", type=Path, default=DEFAULT_RULES_DIR, help=rules_help)
    sim.add_argument(
        "--site",
        action="store_true",
        help=f"the site's simulation: every variant of --rules, {site.GAMES} games each "
        f"(seed {site.SEED}), written into --out",
    )
    sim.add_argument(
        "--out",
        type=Path,
        default=DEFAULT_SITE_DIR,
        help=f"with --site: the folder (default: {DEFAULT_SITE_DIR})",
    )
    sim.add_argument(
        "--check", action="store_true", help="with --site: write nothing; fail if stale"
    )


DEFAULT_SITE_DIR = Path("generated/simulation")


def _run_site(args: argparse.Namespace) -> int:
    """`simulate --site`: the site's simulation, written, or checked fresh."""
    if args.check:
        problems = site.stale(args.rules, args.out)
        for problem in problems:
            print(problem)
        if problems:
            print("run: allfours simulate --site")
            return 1
        print(f"ok: {len(site.bundled(args.rules))} simulations are fresh")
        return EXIT_OK
    show = (lambda v: print(f"simulating {v}...", file=sys.stderr)) if sys.stderr.isatty() else None
    try:
        changed = site.write(args.rules, args.out, show)
    except KeyboardInterrupt:
        print("\ninterrupted: nothing was written", file=sys.stderr)
        return EXIT_INTERRUPTED
    print(f"simulated {len(site.bundled(args.rules))} variants: {changed} files written")
    return EXIT_OK


def _error(command: str, message: str) -> int:
    print(f"allfours {command}: error: {message}", file=sys.stderr)
    return EXIT_USAGE


def run_play(args: argparse.Namespace) -> int:
    try:
        module = load_variant(args.variant, args.rules)
        bots = maker_of(args.bots)
    except (VariantError, ValueError) as error:
        return _error("play", str(error))
    rules = variant_rules(module)
    players = args.players or default_players(rules)
    if not rules.table.allows(players):
        return _error("play", f"{rules.title} is not played by {players} players")
    if args.seat >= players:
        return _error(
            "play", f"no seat {args.seat} at a table of {players} (seats 0 to {players - 1})"
        )
    if sys.stdout is None:  # the shell closed the output (`>&-`): no game to show
        return EXIT_OK
    game = TerminalGame(
        module,
        args.seat,
        bots,
        args.bots,
        args.seed,
        players,
        _tolerant(sys.stdout),
        _tolerant(sys.stdin) if sys.stdin is not None else io.StringIO(),
        language=args.lang,
    )
    try:
        return game.run()
    except KeyboardInterrupt:
        print("\n" + Words(args.lang)("abandoned"))
        return EXIT_INTERRUPTED
    except EndlessLine:
        print(Words(args.lang)("line-endless", limit=MAX_SKIPPED), file=sys.stderr)
        return EXIT_USAGE


def _tolerant(stream: Any) -> Any:
    """A terminal stream that takes what cannot be encoded or decoded as a replacement
    character: bytes that are not UTF-8 are read as no move, and a word of the player's
    language prints on a terminal that cannot show it."""
    if hasattr(stream, "reconfigure"):
        stream.reconfigure(errors="replace")
    return stream


def run_simulate(args: argparse.Namespace) -> int:
    if args.site:
        return _run_site(args)
    if args.variant is None or args.games is None:
        return _error("simulate", "give a VARIANT and --games N (or --site)")
    variants = [args.variant] + ([args.against] if args.against else [])
    try:
        modules = [load_variant(v, args.rules) for v in variants]
        rules = [variant_rules(m) for m in modules]
        specs = (
            tuple(s.strip() for s in args.players.split(","))
            if args.players
            else ("rule",) * default_players(rules[0])
        )
        for spec in specs:
            maker_of(spec)
        for r in rules:
            if not r.table.allows(len(specs)):
                raise ValueError(f"{r.title} is not played by {len(specs)} players")
    except (VariantError, ValueError) as error:
        return _error("simulate", str(error))
    results = []
    complete = True
    for variant in variants:
        setup = Setup(variant, str(args.rules), specs, args.seed)
        if args.format == "table" and len(variants) > 1:
            print(f"simulating {variant}...", file=sys.stderr)
        try:
            games, finished = simulate(
                setup, args.games, args.workers, terminal_progress(), args.cluster
            )
        except ClusterError as error:
            return _error("simulate", str(error))
        results.append(games)
        if not finished:
            complete = False
            break  # Ctrl-C: what is done is reported, the rest is not started
    measured = [report.figures(r, games) for r, games in zip(rules, results, strict=False) if games]
    names = [r.id for r in rules]
    _print(args, names, specs, results, measured, complete)
    if args.svg is not None and measured:
        series = list(zip(names, measured, strict=False))
        for path in charts.write_charts(args.svg, series):
            print(f"wrote {path}", file=sys.stderr)
    return EXIT_OK if complete else EXIT_INTERRUPTED


def _print(
    args: argparse.Namespace,
    names: list[str],
    specs: tuple[str, ...],
    results: list[list[Any]],
    measured: list[list[report.Metric]],
    complete: bool,
) -> None:
    pairs = report.compare(measured[0], measured[1]) if len(measured) == 2 else []
    if args.format == "json":
        out: dict[str, Any] = {
            "seed": args.seed,
            "games": args.games,
            "players": list(specs),
            "complete": complete,
            "variants": [
                {
                    "id": name,
                    "games": len(games),
                    "figures": [report.metric_json(m) for m in metrics],
                }
                for name, games, metrics in zip(names, results, measured, strict=False)
            ],
        }
        if pairs:
            out["differences"] = report.comparison_json(pairs)
        print(json.dumps(out, indent=2))
        return
    print(f"players: {', '.join(specs)}; seed {args.seed}")
    for name, games, metrics in zip(names, results, measured, strict=False):
        print()
        print(report.table(name, len(games), complete, metrics))
    if pairs:
        print()
        print(report.comparison_table((names[0], names[1]), pairs))
