"""Games between players, one or many, and what each hand and game decided.

Every game is seeded from (the simulation's seed, the game's index) alone, and the
results are merged in game order, so a simulation gives the same figures for a seed
whatever the number of workers, and wherever they run: in this process, in local
processes, or on a Dask cluster (`cluster`, a scheduler's address). The first dealer
turns with the game's index, so that over many games no seat keeps the deal's advantage.

Dask distributed, rather than Ray, runs the cluster: it is pure Python and a small
install (the `cluster` extra), a chunk of games is a plain function call on picklable
arguments, which is all Dask's `Client.submit` needs, and the same scheduler address
serves a laptop's local cluster and a shared one.
"""

from __future__ import annotations

import hashlib
import importlib
import random
import signal
import sys
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from pathlib import Path
from types import ModuleType
from typing import IO, Any, NamedTuple

from allfours.simulate.players import PlayerMaker, maker_of
from allfours.simulate.variants import load_variant, variant_rules

MAX_HANDS = 1000  # a game that has not ended by then is stopped and counted unfinished
CHUNK = 25  # games a worker plays per task
CONNECT_SECONDS = 10.0  # how long to wait for a cluster's scheduler to answer


class HandSummary(NamedTuple):
    dealer: int
    passed_out: bool
    pitcher: int | None
    bid: int | None
    made: bool | None
    points_made: tuple[int, ...]  # per side


class GameSummary(NamedTuple):
    number: int  # the game's index in its simulation
    players: tuple[str, ...]  # each seat's player kind
    hands: tuple[HandSummary, ...]
    winner: int | None  # the winning side; None when the game was stopped unfinished
    scores: tuple[int, ...]
    payouts: tuple[int, ...] | None


class Setup(NamedTuple):
    """What a simulation plays: everything a worker process needs, picklable."""

    variant: str  # a variant id or a module's path
    rules_dir: str
    players: tuple[str, ...]  # player specs, one a seat
    seed: int


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
    `max_hands`: random players bidding at random can sink below zero for ever)."""
    rng = random.Random(game_seed(seed, index))
    players = len(makers)
    game = module.Game(players, dealer=index % players, seed=rng.getrandbits(64))
    bots = [
        maker(module, seat, random.Random(rng.getrandbits(64))) for seat, maker in enumerate(makers)
    ]
    hands: list[HandSummary] = []
    while not game.game_over and len(hands) < max_hands:
        game.deal()
        while game.to_act is not None:
            seat = game.to_act
            game.apply(bots[seat].choose(game.observation(seat)), seat)
        result = game.hand_result
        hands.append(
            HandSummary(
                result.dealer,
                result.passed_out,
                result.pitcher,
                result.bid,
                result.made,
                tuple(result.points_made),
            )
        )
    payouts = game.payouts()
    return GameSummary(
        index,
        tuple(names),
        tuple(hands),
        game.winner,
        tuple(game.scores),
        tuple(payouts) if payouts is not None else None,
    )


def _module_and_makers(setup: Setup) -> tuple[ModuleType, list[PlayerMaker]]:
    module = load_variant(setup.variant, Path(setup.rules_dir))
    return module, [maker_of(spec) for spec in setup.players]


def play_games(setup: Setup, indices: range) -> list[GameSummary]:
    """Games `indices` of a simulation (what a worker process runs)."""
    module, makers = _module_and_makers(setup)
    return [play_game(module, makers, setup.players, setup.seed, i) for i in indices]


def check_setup(setup: Setup) -> None:
    """Refuse a setup that cannot be played, with one line: ValueError."""
    module, _ = _module_and_makers(setup)
    table = variant_rules(module).table
    if not table.allows(len(setup.players)):
        counts = [n for n in range(table.players_min, table.players_max + 1) if table.allows(n)]
        raise ValueError(
            f"{setup.variant} is played by {', '.join(map(str, counts))} players, "
            f"not {len(setup.players)}"
        )


Progress = Callable[[int, int], None]


def simulate(
    setup: Setup,
    games: int,
    workers: int = 1,
    progress: Progress | None = None,
    cluster: str | None = None,
) -> tuple[list[GameSummary], bool]:
    """`games` games, merged in game order; and whether all were played (Ctrl-C keeps the
    games finished so far: those before the first one missing). With `cluster`, the
    chunks of games run on the Dask scheduler at that address, `workers` is unused."""
    check_setup(setup)
    chunks = [range(start, min(start + CHUNK, games)) for start in range(0, games, CHUNK)]
    done: dict[int, list[GameSummary]] = {}
    finished = 0
    complete = True
    try:
        runs = _on_cluster(setup, chunks, cluster) if cluster else _run(setup, chunks, workers)
        for number, summaries in runs:
            done[number] = summaries
            finished += len(summaries)
            if progress is not None:
                progress(finished, games)
    except KeyboardInterrupt:
        complete = False
    ordered: list[GameSummary] = []
    for number in range(len(chunks)):
        if number not in done:
            complete = False
            break  # keep a prefix, so that a partial result is the same whoever ran it
        ordered.extend(done[number])
    return ordered, complete


def _run(
    setup: Setup, chunks: list[range], workers: int
) -> Iterator[tuple[int, list[GameSummary]]]:
    if workers <= 1:
        for number, chunk in enumerate(chunks):
            yield number, play_games(setup, chunk)
        return
    pool = ProcessPoolExecutor(max_workers=workers, initializer=_leave_ctrl_c_to_the_parent)
    try:
        futures: dict[Future[list[GameSummary]], int] = {
            pool.submit(play_games, setup, chunk): number for number, chunk in enumerate(chunks)
        }
        pending = set(futures)
        while pending:
            finished, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in finished:
                yield futures[future], future.result()
    finally:
        pool.shutdown(wait=False, cancel_futures=True)


class ClusterError(Exception):
    """The cluster cannot be used: Dask distributed is not installed, or no scheduler
    answers at the address."""


def _on_cluster(
    setup: Setup, chunks: list[range], address: str
) -> Iterator[tuple[int, list[GameSummary]]]:
    try:
        # Dask distributed has no type hints: its calls are `Any` here, and only here.
        dask: Any = importlib.import_module("distributed")
    except ImportError as missing:
        raise ClusterError(
            "running on a cluster needs Dask distributed: pip install 'allfours[cluster]'"
        ) from missing
    try:
        client = dask.Client(address, timeout=CONNECT_SECONDS, set_as_default=False)
    except (OSError, TimeoutError) as error:
        raise ClusterError(f"no Dask scheduler answers at {address}: {error}") from error
    try:
        # pure=False: Dask runs each chunk rather than hashing its arguments to share results.
        futures = {
            client.submit(play_games, setup, chunk, pure=False): number
            for number, chunk in enumerate(chunks)
        }
        with client.as_current():  # the client this simulation made, not a default one
            for future in dask.as_completed(futures):
                yield futures[future], future.result()
    finally:
        client.close()


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
