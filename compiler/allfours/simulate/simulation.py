"""Games between players, one or many, and what each hand and game decided.

Every game is seeded from (the simulation's seed, the game's index) alone, and the
results are merged in game order, so a simulation gives the same figures for a seed
whatever the number of workers, and wherever they run: in this process, in local
processes, or on a Dask cluster (`cluster`). The first dealer turns with the game's
index, so that over many games no seat keeps the deal's advantage.

Two variants simulated with the same seed play game i from the same seed: where their
packs and tables agree, the same cards are dealt to the same seats, so the games are
paired (`compare`), and a difference between them is the rules', not the cards'.

A worker receives the variant's spec (a bundled id, a `.variant` file, a module's path),
never a module: a variant compiled in memory cannot be pickled, so each worker process
opens the spec once and keeps it (`opened`).

The work is planned lazily, a chunk of games at a time, with a bounded number of chunks
in flight: a simulation of a billion games starts at once and holds only what it played.
A worker that dies (killed, out of memory) stops the simulation with the games already
played kept, as Ctrl-C does.
"""

from __future__ import annotations

import hashlib
import random
import signal
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from types import ModuleType
from typing import IO, Any, NamedTuple

from allfours.simulate.players import PlayerMaker, maker_of
from allfours.simulate.variants import open_spec, variant_rules

MAX_HANDS = 1000  # a game that has not ended by then is stopped and counted unfinished
CHUNK = 25  # games a worker plays per task
IN_FLIGHT = 4  # chunks queued per worker: enough to keep it busy, few to hold
MAX_GAMES = 10_000_000  # every game's summary is kept in memory for the statistics
MAX_WORKERS = 256


class HandSummary(NamedTuple):
    dealer: int
    passed_out: bool
    pitcher: int | None
    bid: int | None
    made: bool | None
    points_made: tuple[int, ...]  # per side: the value of the points it took
    scores: tuple[int, ...]  # per side, after the hand


class GameSummary(NamedTuple):
    number: int  # the game's index in its simulation
    players: tuple[str, ...]  # each seat's player kind
    sides: int
    hands: tuple[HandSummary, ...]
    winner: int | None  # the winning side; None when the game was stopped unfinished
    scores: tuple[int, ...]  # per seat, at the end
    payouts: tuple[int, ...] | None
    # What was played, digested: every action and every hand's scores. Two runs of a
    # game that played alike have the same fingerprint (the site's freshness check).
    fingerprint: str
    # What happened in the game, by kind (`kinds_of`): the freshness check replays games
    # that between them show every kind, so that a rule that rarely comes up is replayed.
    kinds: frozenset[str] = frozenset()

    @property
    def first_dealer(self) -> int:
        return self.hands[0].dealer if self.hands else self.number % len(self.players)


class Setup(NamedTuple):
    """What a simulation plays: everything a worker process needs, picklable."""

    variant: str  # a spec: a bundled id, a .variant file, a rules module's path
    players: tuple[str, ...]  # player specs, one a seat
    seed: int
    rules_dir: str | None = None  # with an id: its generated module in this folder


def game_seed(seed: int, index: int) -> int:
    """A game's seed from the simulation's seed and the game's index (stable everywhere)."""
    digest = hashlib.sha256(f"{seed}:{index}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def play_game(
    module: ModuleType,
    makers: Sequence[PlayerMaker],
    names: Sequence[str],
    seed: int,
    index: int = 0,
    max_hands: int = MAX_HANDS,
) -> GameSummary:
    """One whole game, each seat played by its maker's player (stopped unfinished after
    `max_hands`: random players bidding at random can sink below zero for ever). A
    player is asked only when it has a choice: a forced action is taken for it."""
    rng = random.Random(game_seed(seed, index))
    players = len(makers)
    game = module.Game(players, dealer=index % players, seed=rng.getrandbits(64))
    sides = game.sides
    bots = [
        maker(module, seat, random.Random(rng.getrandbits(64))) for seat, maker in enumerate(makers)
    ]
    hands: list[HandSummary] = []
    played: list[str] = []
    kinds: set[str] = set()
    while not game.game_over and len(hands) < max_hands:
        game.deal()
        to_act = game.to_act
        while to_act is not None:
            legal = game.legal_actions()
            action = legal[0] if len(legal) == 1 else bots[to_act].choose(game.observation(to_act))
            game.apply(action)
            played.append(action)
            to_act = game.to_act
        result = game.hand_result
        scores = tuple(result.scores[:sides])
        played.append(repr(scores))
        pitcher_side = game.side_of[result.pitcher] if result.pitcher is not None else None
        kinds.update(kinds_of(game.events, pitcher_side))
        hands.append(
            HandSummary(
                result.dealer,
                result.passed_out,
                result.pitcher,
                result.bid,
                result.made,
                tuple(result.points_made),
                scores,
            )
        )
    payouts = game.payouts()
    return GameSummary(
        index,
        tuple(names),
        sides,
        tuple(hands),
        game.winner,
        tuple(game.scores),
        tuple(payouts) if payouts is not None else None,
        hashlib.sha256("\n".join(played).encode()).hexdigest()[:16],
        frozenset(kinds),
    )


# The events every hand has, whose kinds say nothing of the rules that came up.
_EVERY_HAND = frozenset({"Dealt", "Played", "TrickWon", "HandScored"})


def kinds_of(events: Iterable[Any], pitcher_side: int | None) -> set[str]:
    """The kinds of what a hand's log shows: each event's type, and for those that
    carry one, what it was (a bid's amount, a point's value and whether the pitcher's side,
    another side or no one took it, how a game was won, a set-back's size)."""
    kinds: set[str] = set()
    for event in events:
        kind = type(event).__name__
        if kind in _EVERY_HAND:
            if kind == "HandScored":
                kinds.add(f"made:{event.made}")
            continue
        if kind == "PointScored":
            taker = (
                "none"
                if event.side is None
                else ("pitcher" if event.side == pitcher_side else "other")
            )
            kinds.add(f"point:{event.point}:{event.value}:{taker}:{event.at_once}")
        elif kind in ("Bid", "Begged", "SaleAnswered"):
            kinds.add(f"{kind}:{event.action}")
        elif kind == "SetBack":
            kinds.add(f"SetBack:{event.amount}")
        elif kind == "GameWon":
            kinds.add(f"GameWon:{event.by}")
        elif kind == "TrumpFixed":
            kinds.add(f"TrumpFixed:{event.how}")
        else:
            kinds.add(kind)
    return kinds


def opened(setup: Setup) -> ModuleType:
    """The setup's rules module, opened once per process."""
    return open_spec(setup.variant, setup.rules_dir)


def play_games(setup: Setup, start: int, stop: int) -> list[GameSummary]:
    """Games `start` to `stop - 1` of a simulation (what a worker runs)."""
    module = opened(setup)
    makers = [maker_of(spec) for spec in setup.players]
    return [play_game(module, makers, setup.players, setup.seed, i) for i in range(start, stop)]


def check_setup(setup: Setup, games: int, workers: int = 1) -> None:
    """Refuse a setup that cannot be played, with one line: ValueError (VariantError for
    a variant that cannot be opened)."""
    if not 1 <= games <= MAX_GAMES:
        raise ValueError(f"--games is a whole number from 1 to {MAX_GAMES:,}, not {games:,}")
    if not 1 <= workers <= MAX_WORKERS:
        raise ValueError(f"--workers is a whole number from 1 to {MAX_WORKERS}, not {workers:,}")
    for spec in setup.players:
        maker_of(spec)
    table = variant_rules(opened(setup)).table
    if not table.allows(len(setup.players)):
        counts = [n for n in range(table.players_min, table.players_max + 1) if table.allows(n)]
        raise ValueError(
            f"{variant_rules(opened(setup)).title} is played by "
            f"{', '.join(map(str, counts))} players, not {len(setup.players)}"
        )


def plan(games: int) -> Iterator[tuple[int, int, int]]:
    """The chunks of a simulation, one at a time: (number, first game, end)."""
    for number, start in enumerate(range(0, games, CHUNK)):
        yield number, start, min(start + CHUNK, games)


Progress = Callable[[int, int], None]
Chunks = Iterator[tuple[int, list[GameSummary]]]


class Run(NamedTuple):
    """A simulation's games in order, and why it stopped early ("" when it did not)."""

    games: list[GameSummary]
    stopped: str

    @property
    def complete(self) -> bool:
        return not self.stopped


class ClusterError(Exception):
    """The cluster cannot be used: Dask distributed is missing, nothing at the address
    is a Dask scheduler, or it lost every worker. Its text is one line for the user."""


class WorkerLost(Exception):
    """A worker stopped before its games were done: the simulation stops there."""


def simulate(
    setup: Setup,
    games: int,
    workers: int = 1,
    progress: Progress | None = None,
    cluster: str | None = None,
) -> Run:
    """`games` games, merged in game order. Ctrl-C, a worker lost or a cluster that
    fails mid-run keep the games finished so far: those before the first one missing,
    so that a partial result is the same whoever ran it. With `cluster`, the chunks run
    on the Dask scheduler at that address and `workers` is unused."""
    check_setup(setup, games, workers)
    done: dict[int, list[GameSummary]] = {}
    finished = 0
    stopped = ""
    try:
        if cluster:
            from allfours.simulate.cluster import on_cluster

            runs: Chunks = on_cluster(setup, plan(games), cluster)
        else:
            tasks = ((n, play_games, (setup, a, b)) for n, a, b in plan(games))
            runs = run_tasks(tasks, workers)
        for number, summaries in runs:
            done[number] = summaries
            finished += len(summaries)
            if progress is not None:
                progress(finished, games)
    except KeyboardInterrupt:
        stopped = "interrupted"
    except (WorkerLost, ClusterError) as error:
        stopped = str(error)
    ordered: list[GameSummary] = []
    for number in range(len(done)):
        if number not in done:
            break
        ordered.extend(done[number])
    if not stopped and len(ordered) < games:
        stopped = "interrupted"
    return Run(ordered, stopped)


Task = tuple[Any, Callable[..., Any], tuple[Any, ...]]  # a key, a function, its arguments


def run_tasks(tasks: Iterable[Task], workers: int) -> Iterator[tuple[Any, Any]]:
    """Each task's key and result, as tasks finish: in this process one after another,
    or in `workers` local processes with a bounded number of tasks queued (the tasks
    are drawn lazily). WorkerLost when a worker process dies."""
    if workers <= 1:
        for key, function, arguments in tasks:
            yield key, function(*arguments)
        return
    pool = ProcessPoolExecutor(max_workers=workers, initializer=_leave_ctrl_c_to_the_parent)
    try:
        yield from _in_flight(pool, iter(tasks), workers * IN_FLIGHT)
    except BrokenProcessPool:
        raise WorkerLost("a worker process stopped before its games were done") from None
    finally:
        pool.shutdown(wait=False, cancel_futures=True)


def _in_flight(
    pool: ProcessPoolExecutor, tasks: Iterator[Task], most: int
) -> Iterator[tuple[Any, Any]]:
    """Keep `most` tasks submitted; as each one finishes, submit the next."""
    running: dict[Future[Any], Any] = {}

    def submit() -> bool:
        for key, function, arguments in tasks:
            running[pool.submit(function, *arguments)] = key
            return True
        return False

    while len(running) < most and submit():
        pass
    while running:
        finished, _ = wait(running, return_when=FIRST_COMPLETED)
        for future in finished:
            key = running.pop(future)
            yield key, future.result()
            submit()


def _leave_ctrl_c_to_the_parent() -> None:
    """A worker ignores Ctrl-C: the parent stops the simulation and keeps what is done
    (else every worker would print its own traceback)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def terminal_progress(stream: IO[str] | None = None) -> Progress | None:
    """A progress line on a terminal's stderr; None when it is not a terminal."""
    stream = sys.stderr if stream is None else stream  # the stderr of now, not of import
    if not stream.isatty():
        return None
    width = 30

    def show(done: int, total: int) -> None:
        filled = width * done // max(total, 1)
        end = "\n" if done >= total else ""
        stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} games{end}")
        stream.flush()

    return show


def as_json(summary: GameSummary) -> dict[str, Any]:
    return {
        "number": summary.number,
        "players": list(summary.players),
        "hands": len(summary.hands),
        "winner": summary.winner,
        "scores": list(summary.scores),
        "payouts": list(summary.payouts) if summary.payouts is not None else None,
    }


def absolute(spec: str) -> str:
    """A spec that names a file, made absolute: a worker may run in another folder."""
    if spec.endswith((".variant", ".py")) or "/" in spec:
        return str(Path(spec).resolve())
    return spec
