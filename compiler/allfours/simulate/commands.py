"""The `allfours play` and `allfours simulate` subcommands: their arguments and runs.

A variant is a bundled id or a `.variant` file, compiled in memory, from any folder (or
a generated module's path, or an id with `--rules DIR`). Bad input (an unknown variant
or player, a number out of range, a cluster that is not one) is one line on stderr and
exit status 2, never a traceback. A simulation stopped early (Ctrl-C, a worker lost)
prints what was played so far: status 130 after Ctrl-C, 1 after a lost worker.
`play` reads the player's lines with bounds: a line that never ends (`< /dev/zero`)
stops the game with status 2, and with no output to show the table on (`>&-`) there is
no game to play.
"""

from __future__ import annotations

import argparse
import io
import json
import sys
from pathlib import Path
from typing import Any

from allfours.catalogs import catalog
from allfours.simulate import charts, site
from allfours.simulate.compare import compare
from allfours.simulate.divergence import comparable, diverge
from allfours.simulate.figures import figures
from allfours.simulate.play_rulebook import PLAY_LANGUAGES
from allfours.simulate.players import KINDS, maker_of
from allfours.simulate.prompt import MAX_SKIPPED, EndlessLine
from allfours.simulate.report import (
    comparison_json,
    comparison_table,
    divergence_line,
    figure_json,
    table,
)
from allfours.simulate.simulation import (
    MAX_GAMES,
    ClusterError,
    Run,
    Setup,
    absolute,
    check_setup,
    simulate,
    terminal_progress,
)
from allfours.simulate.terminal import TerminalGame
from allfours.simulate.variants import (
    VariantError,
    default_players,
    open_spec,
    title_of,
    variant_rules,
)

EXIT_OK, EXIT_STOPPED, EXIT_USAGE, EXIT_INTERRUPTED = 0, 1, 2, 130
# Hands of the base's games played both ways for "where the rule matters", at most.
DIVERGENCE_GAMES = 200


def _whole(least: int, most: int | None = None) -> Any:
    def parse(text: str) -> int:
        digits = text.strip().lstrip("+-")
        if not digits.isdigit() or len(digits) > 18:
            raise argparse.ArgumentTypeError(f"{text[:30]!r} is not a whole number")
        value = int(text)
        if value < least:
            raise argparse.ArgumentTypeError(f"{value} is less than {least}")
        if most is not None and value > most:
            raise argparse.ArgumentTypeError(f"{value:,} is more than {most:,}")
        return value

    return parse


VARIANT_HELP = "a bundled variant's id (e.g. auction_pitch), a .variant file, or a module's path"


def add_parsers(commands: Any, play_help: str, simulate_help: str) -> None:
    """Add `play` and `simulate` to the `allfours` parser's subcommands."""
    rules_help = "with an id: play the generated module of that id in this folder"
    play = commands.add_parser("play", help=play_help)
    play.add_argument("variant", help=VARIANT_HELP)
    play.add_argument("--seat", type=_whole(0), default=0, help="your seat (default 0)")
    play.add_argument("--bots", default="rule", help=f"the bots: {', '.join(KINDS)} (default rule)")
    play.add_argument("--players", type=_whole(1), help="table size (default: 4 where allowed)")
    play.add_argument("--seed", type=int, help="seed for a game that can be played again")
    play.add_argument("--rules", type=Path, help=rules_help)
    play.add_argument(
        "--lang",
        choices=PLAY_LANGUAGES,
        default="en",
        help="the language the game is played in, its rules quoted from the rulebook in it "
        "(default en)",
    )

    sim = commands.add_parser("simulate", help=simulate_help)
    sim.add_argument("variant", nargs="?", help=VARIANT_HELP)
    sim.add_argument(
        "--against",
        metavar="VARIANT",
        help="a second variant, played on the same deals: each difference is the first "
        "variant's figure minus this one's",
    )
    sim.add_argument(
        "--games",
        type=_whole(1, MAX_GAMES),
        help=f"how many games, 1 to {MAX_GAMES:,} (required but for --site)",
    )
    sim.add_argument(
        "--players",
        help="a player a seat, comma-separated (e.g. rule,random,rule,random; search:N "
        "gives the search player N deals a card); default: rule at every seat",
    )
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument(
        "--workers",
        type=_whole(1, 256),
        help=f"local processes (default: 1, and {site.WORKERS} with --site)",
    )
    sim.add_argument(
        "--cluster",
        metavar="ADDRESS",
        help="run on a Dask scheduler, e.g. tcp://127.0.0.1:8786 (needs allfours[cluster])",
    )
    sim.add_argument("--format", choices=("table", "json"), default="table")
    sim.add_argument("--svg", type=Path, help="write SVG charts into this folder")
    sim.add_argument("--rules", type=Path, help=rules_help)
    sim.add_argument(
        "--site",
        action="store_true",
        help=f"the site's simulation: every bundled variant, {site.GAMES} games each "
        f"(seed {site.SEED}), written into --out",
    )
    sim.add_argument(
        "--out",
        type=Path,
        default=DEFAULT_SITE_DIR,
        help=f"with --site: the folder (default: {DEFAULT_SITE_DIR})",
    )
    sim.add_argument(
        "--check",
        action="store_true",
        help="with --site: write nothing; replay a sample of the committed games and fail "
        "if any plays otherwise",
    )
    sim.add_argument(
        "--strength",
        action="store_true",
        help=f"with --site: measure only the bots' strength against other players on "
        f"{site.STRENGTH_VARIANT} ({site.STRENGTH_PAIRS} duplicate pairs each; slow), "
        "into --out/strength",
    )


DEFAULT_SITE_DIR = Path("generated/simulation")


def _run_site(args: argparse.Namespace) -> int:
    """`simulate --site`: the site's simulation, written, or checked fresh."""
    workers = args.workers or site.WORKERS
    if args.check and args.strength:
        return _error("simulate", "--check checks the strength too: give one of them")
    if args.check:
        problems = site.stale(args.out, workers)
        for problem in problems:
            print(problem)
        if problems:
            print("run: allfours simulate --site")
            return EXIT_STOPPED
        print(f"ok: {len(site.bundled())} simulations are fresh (their sample games replayed)")
        return EXIT_OK
    show = (lambda v: print(f"simulating {v}...", file=sys.stderr)) if sys.stderr.isatty() else None
    if args.strength:
        try:
            path = site.write_strength(args.out, workers)
        except KeyboardInterrupt:
            print("\ninterrupted: nothing was written", file=sys.stderr)
            return EXIT_INTERRUPTED
        print(f"measured the bots' strength: {path}")
        return EXIT_OK
    try:
        changed = site.write(args.out, workers, show)
    except KeyboardInterrupt:
        print("\ninterrupted: nothing was written", file=sys.stderr)
        return EXIT_INTERRUPTED
    print(f"simulated {len(site.bundled())} variants: {changed} files written")
    return EXIT_OK


def _error(command: str, message: str) -> int:
    print(f"allfours {command}: error: {message}", file=sys.stderr)
    return EXIT_USAGE


def _rules_dir(args: argparse.Namespace) -> str | None:
    return str(args.rules.resolve()) if args.rules is not None else None


def run_play(args: argparse.Namespace) -> int:
    try:
        module = open_spec(args.variant, _rules_dir(args))
        bots = maker_of(args.bots)
    except (VariantError, ValueError) as error:
        return _error("play", str(error))
    rules = variant_rules(module)
    players = args.players or default_players(rules)
    if not rules.table.allows(players):
        return _error("play", f"{title_of(module)} is not played by {players} players")
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
        print("\n" + catalog(args.lang)("play-abandoned"))
        return EXIT_INTERRUPTED
    except EndlessLine:
        print(catalog(args.lang)("play-line-endless", limit=MAX_SKIPPED), file=sys.stderr)
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
    if args.strength:
        return _error("simulate", "--strength measures the site's bots: give it with --site")
    workers = args.workers or 1
    if args.variant is None or args.games is None:
        return _error("simulate", "give a VARIANT and --games N (or --site)")
    specs = [absolute(args.variant)] + ([absolute(args.against)] if args.against else [])
    rules_dir = _rules_dir(args)
    try:
        modules = [open_spec(spec, rules_dir) for spec in specs]
        players = (
            tuple(s.strip() for s in args.players.split(","))
            if args.players
            else ("rule",) * default_players(variant_rules(modules[0]))
        )
        setups = [Setup(spec, players, args.seed, rules_dir) for spec in specs]
        for setup in setups:
            check_setup(setup, args.games, workers)
        if args.cluster:
            from allfours.simulate.cluster import probe

            probe(args.cluster)
    except (VariantError, ValueError, ClusterError) as error:
        return _error("simulate", str(error))
    titles = [title_of(module) for module in modules]
    runs: list[Run] = []
    for setup, title in zip(setups, titles, strict=True):
        if args.format == "table" and len(setups) > 1:
            print(f"simulating {title}...", file=sys.stderr)
        run = simulate(setup, args.games, workers, terminal_progress(), args.cluster)
        runs.append(run)
        if not run.complete:
            print(f"allfours simulate: stopped early: {run.stopped}", file=sys.stderr)
            break  # what is done is reported, the rest is not started
    measured = [
        figures(variant_rules(module), run.games)
        for module, run in zip(modules, runs, strict=False)
        if run.games
    ]
    pairs = compare(measured[1], measured[0]) if len(measured) == 2 else []
    divergence = None
    if len(measured) == 2:
        against, first = modules[1], modules[0]
        if not comparable(against, first, len(players)):
            divergence = diverge(
                against, first, players, args.seed, range(min(args.games, DIVERGENCE_GAMES))
            )
    _print(args, titles, modules, players, runs, measured, pairs, divergence)
    if args.svg is not None and measured:
        for path in charts.write_charts(args.svg, list(zip(titles, measured, strict=False))):
            print(f"wrote {path}", file=sys.stderr)
    stopped = next((run.stopped for run in runs if run.stopped), "")
    if not stopped:
        return EXIT_OK
    return EXIT_INTERRUPTED if stopped == "interrupted" else EXIT_STOPPED


def _print(
    args: argparse.Namespace,
    titles: list[str],
    modules: list[Any],
    players: tuple[str, ...],
    runs: list[Run],
    measured: list[Any],
    pairs: list[Any],
    divergence: Any,
) -> None:
    if args.format == "json":
        out: dict[str, Any] = {
            "seed": args.seed,
            "games": args.games,
            "players": list(players),
            "complete": all(run.complete for run in runs),
            "variants": [
                {
                    "id": module.VARIANT["id"],
                    "title": title,
                    "games": len(run.games),
                    "stopped": run.stopped,
                    "figures": [figure_json(f) for f in metrics],
                }
                for module, title, run, metrics in zip(
                    modules, titles, runs, measured, strict=False
                )
            ],
        }
        if pairs:
            out["against"] = {
                "difference": f"{titles[0]} minus {titles[1]}",
                "figures": comparison_json(pairs),
            }
            if divergence is not None:
                out["against"]["where_it_matters"] = {
                    "hands": divergence.hands,
                    "changed": divergence.changed,
                    "scores_changed": divergence.scored,
                }
        print(json.dumps(out, indent=2))
        return
    print(f"players: {', '.join(players)}; seed {args.seed}")
    for title, run, metrics in zip(titles, runs, measured, strict=False):
        print()
        print(table(title, len(run.games), run.stopped, metrics))
    if pairs:
        print()
        print(comparison_table((titles[0], titles[1]), pairs))
        print()
        print(divergence_line(divergence))
