"""Live differential testing: random legal games through an implementation and the
reference side by side, each disagreement shrunk to a short record.

Each game is dealt and played by the generated module (random deals, random legal
actions, from a random table and random scores, near the target, in the hole, with
set-backs), and the very same game is sent to the implementation as a whole-game record,
so every legal set, seat to act, dealer and result is compared as it is played. The first
disagreement of each kind (the rule the difference is tied to, or the kind of failure for
a crash, a hang or garbage) is kept; later ones of the same kind are not. Each kept game
is then shrunk, always re-checked against the implementation, to fewest deals (the game
started from the deal before the failing one, or the failing deal alone as a hand record)
then fewest steps (the hand cut after the step that differs). The shrunk records form a
suite that `conformance run` replays.

Games are played to their end (or to `max_deals`), so that rules that act late in a game
are reached. Beside each game, one of its hands is cut at a random step and given an
action the rules refuse there (a card not held or not allowed, a bid out of range, a
player acting out of turn): the implementation must refuse it, and leave the hand as it
was.
"""

from __future__ import annotations

import dataclasses
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from types import ModuleType

from allfours.conformance.cases import catalogue, tags_for
from allfours.conformance.games import (
    Start,
    as_hand_record,
    part_of,
    play_game,
    replay_game,
    tags_of_game,
)
from allfours.conformance.records import GAME_FORMAT, MAX_DEALS, Record, is_game
from allfours.conformance.refusals import bids_of, refused_offers
from allfours.conformance.rulebook import Rulebook
from allfours.conformance.runner import FAULTS, Outcome, run_suite
from allfours.conformance.scenarios import Ctx, View, cautious
from allfours.conformance.trace import trace
from allfours.conformance.transport import Capabilities, Transport

GAMES_AT_ONCE = 8  # games sent to the implementation between looks at the clock


@dataclass(frozen=True, slots=True)
class Found:
    """One kind of disagreement: the game that first showed it, and its shrunk record."""

    kind: str  # the rule (AP-5.2), or a failure's kind (crash, timeout...)
    record: Record  # shrunk
    outcome: Outcome  # the shrunk record's verdict
    game: int  # which game showed it
    seconds: float  # from the start of the run until it was found
    shrink_seconds: float
    original_deals: int
    original_steps: int

    @property
    def deals(self) -> int:
        return len(self.record["deals"]) if is_game(self.record) else 1

    @property
    def steps(self) -> int:
        return steps_of(self.record)


@dataclass
class FuzzReport:
    variant: str
    seed: int
    games: int = 0
    deals: int = 0
    probes: int = 0  # illegal actions offered
    seconds: float = 0.0
    found: list[Found] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.found

    def records(self) -> list[Record]:
        return [found.record for found in self.found]

    def render_text(self) -> str:
        lines = []
        for found in self.found:
            lines.append(
                f"FOUND [{found.kind}] in game {found.game + 1} after {found.seconds:.2f} s: "
                f"shrunk in {found.shrink_seconds:.2f} s from {found.original_deals} deals, "
                f"{found.original_steps} steps to {found.deals} deals, {found.steps} steps "
                f"({found.record['id']})"
            )
            lines.append("  " + found.outcome.render().rstrip().replace("\n", "\n  "))
        rate = self.deals / self.seconds if self.seconds else 0.0
        kinds = f"{len(self.found)} kinds of disagreement" if self.found else "no disagreement"
        lines.append(
            f"{self.variant}: {self.games} games, {self.deals} deals and {self.probes} illegal "
            f"actions in {self.seconds:.2f} s ({rate:,.0f} deals/s, seed {self.seed}); {kinds}"
        )
        return "\n".join(lines) + "\n"

    def to_json(self) -> dict[str, object]:
        return {
            "ok": self.ok,
            "variant": self.variant,
            "seed": self.seed,
            "games": self.games,
            "deals": self.deals,
            "probes": self.probes,
            "seconds": round(self.seconds, 3),
            "found": [
                {
                    "kind": found.kind,
                    "id": found.record["id"],
                    "game": found.game + 1,
                    "seconds": round(found.seconds, 3),
                    "shrink_seconds": round(found.shrink_seconds, 3),
                    "deals": found.deals,
                    "steps": found.steps,
                    "outcome": found.outcome.to_json(),
                }
                for found in self.found
            ],
        }


def steps_of(record: Record) -> int:
    if is_game(record):
        return sum(len(deal["steps"]) for deal in record["deals"])
    return len(record["steps"])


# -- the games -----------------------------------------------------------------------------


def playable_tables(module: ModuleType, capabilities: Capabilities) -> list[int] | str:
    """The table sizes to fuzz at: those the variant allows and the implementation's
    hello accepts (its variants, player counts and formats); or why there are none."""
    ctx = Ctx(module)
    variant = module.VARIANT["id"]
    counts = [
        players
        for players in ctx.player_counts
        if not capabilities.refuses({"format": GAME_FORMAT, "variant": variant, "players": players})
    ]
    if counts:
        return counts
    why = capabilities.refuses(
        {"format": GAME_FORMAT, "variant": variant, "players": ctx.player_counts[0]}
    )
    return (
        f"fuzzing plays whole games of {variant} at {ctx.player_counts} players, and the "
        f"implementation's hello refuses them: {why} (its formats must list {GAME_FORMAT})"
    )


def _start(ctx: Ctx, rng: random.Random, tables: list[int] | None = None) -> Start:
    """A random table and state: fresh, near the target, around zero and in the hole,
    with set-backs, so that the rare endings of a game come up too."""
    if tables:
        players = rng.choice(tables)
        dealer = rng.randrange(players)
    else:
        players, dealer = ctx.table(rng)
    sides, target = ctx.sides(players), ctx.target
    roll = rng.random()
    if roll < 0.2:
        return Start(players, dealer)
    low = -4 if ctx.sets_back else 0
    progress = []
    for _ in range(sides):
        pick = rng.random()
        if pick < 0.45:
            progress.append(rng.randint(max(low, target - 4), target - 1))
        elif pick < 0.8:
            progress.append(rng.randint(low, min(3, target - 1)))
        else:
            progress.append(rng.randint(0, target - 1))
    setbacks = None
    if ctx.sets_back and rng.random() < 0.4:
        setbacks = [rng.choice((0, 0, 1, 2)) for _ in range(players)]
    return Start(players, dealer, ctx.scores(players, progress), setbacks)


def _chooser(rng: random.Random) -> Callable[[View], str]:
    """A player for one game: cautious, bold (who bids high, the top bid too), or one
    who takes any legal action."""
    style = rng.choice(("cautious", "bold", "any"))

    def choose(view: View) -> str:
        if style == "any" or view.phase != "auction":
            if style == "bold" and view.phase == "play":
                return view.legal[0]
            return cautious(view) if style == "cautious" else view.rng.choice(view.legal)
        if style == "bold":
            bids = [action for action in view.legal if action != "pass"]
            if bids and view.rng.random() < 0.6:
                return bids[-1] if view.rng.random() < 0.5 else view.rng.choice(bids)
        return cautious(view)

    return choose


def random_game(
    ctx: Ctx,
    seed: int,
    index: int,
    tables: list[int] | None = None,
    max_deals: int | None = None,
) -> Record:
    """Game `index` of a fuzz run, played to its end or to `max_deals`: always the same
    for the same seed, variant, tables and deal limit."""
    variant = ctx.module.VARIANT["id"]
    rng = random.Random(f"fuzz/{seed}/{variant}/{index}")
    deals = min(max_deals or MAX_DEALS, MAX_DEALS)
    played = play_game(
        ctx, _start(ctx, rng, tables), rng, _chooser(rng), max_deals=deals, until_over=False
    )
    assert played is not None, "a game that need not end is always played"
    record: Record = {
        "format": GAME_FORMAT,
        "id": f"{variant.replace('_', '-')}-fuzz-{seed}-{index + 1}",
        "variant": variant,
        "description": f"fuzz seed {seed}, game {index + 1}",
        "tags": [],
        **{key: value for key, value in played.items() if key != "format"},
    }
    # Tagged with the cases it shows, as a suite's records are: the blame reads the tags
    # (a game-over difference on a record of a made smudge is the smudge's rule).
    record["tags"] = tags_of_game(ctx, record, catalogue(ctx.rules))
    return record


def illegal_probe(ctx: Ctx, game: Record, seed: int, index: int) -> Record | None:
    """A hand of `game` cut at a random step, where a player then does what the rules
    refuse there; completed by the reference (its `error` names the rule). None when
    that step has nothing to refuse."""
    module = ctx.module
    rng = random.Random(f"fuzz/{seed}/{module.VARIANT['id']}/{index}/illegal")
    number = rng.randrange(len(game["deals"]))
    hand = as_hand_record(module, part_of(game, number, number))
    steps = hand["steps"]
    if not steps or "error" in hand:
        return None
    at = rng.randrange(len(steps))
    before = {**hand, "steps": steps[:at]}
    before.pop("expect", None)
    played, _ = module.play_record(before)
    candidates = refused_offers(played, hand["dealer"], bids_of(ctx.rules))
    if not candidates:
        return None
    seat, action = rng.choice(candidates)
    probe = {**hand, "steps": [*steps[:at], {"seat": seat, "action": action}]}
    probe.pop("expect", None)
    completed: Record = module.replay(probe)
    if "error" not in completed:
        return None
    completed["format"] = hand["format"]
    completed["id"] = f"{hand['variant'].replace('_', '-')}-fuzz-{seed}-{index + 1}-illegal"
    completed["description"] = (
        f"fuzz seed {seed}, game {index + 1}, deal {number + 1}: {action!r} by seat {seat} "
        f"at step {at}, which the rules refuse"
    )
    completed["tags"] = [completed["error"]["rule"], "illegal-action"]
    return completed


def kind_of(outcome: Outcome) -> str:
    """What makes two disagreements the same: the rule of the first difference that
    follows from no other, or the failure's kind when nothing was compared."""
    if outcome.kind in FAULTS or not outcome.differences:
        return outcome.kind
    return outcome.rule or outcome.kind


# -- shrinking -----------------------------------------------------------------------------


class _Checker:
    """Plays candidate records through the implementation, one at a time."""

    def __init__(self, transport: Transport, timeout: float, book: Rulebook | None) -> None:
        self.transport = transport
        self.timeout = timeout
        self.rulebooks = {book.variant: book} if book is not None else None

    def outcomes(self, records: list[Record]) -> list[Outcome]:
        report = run_suite(
            records, self.transport, timeout=self.timeout, close=False, rulebooks=self.rulebooks
        )
        return report.outcomes

    def kind(self, record: Record) -> str | None:
        """The kind of the record's first disagreement, None when it passes."""
        outcome = self.outcomes([record])[0]
        return None if outcome.passed or outcome.skipped else kind_of(outcome)


def _failing_deal(outcome: Outcome) -> int:
    for diff in outcome.differences:
        if not diff.consequence and diff.where.startswith("deals["):
            return int(diff.where[6 : diff.where.index("]")])
    return -1


def _failing_step(outcome: Outcome) -> int:
    """The step of the first difference, if it is about a step (not the result)."""
    for diff in outcome.differences:
        if diff.consequence:
            continue
        where = diff.where.split("].", 1)[1] if diff.where.startswith("deals[") else diff.where
        if where.startswith("steps["):
            return int(where[6 : where.index("]")])
        return -1
    return -1


def shrink(
    module: ModuleType, record: Record, outcome: Outcome, kind: str, check: _Checker
) -> tuple[Record, Outcome]:
    """The shortest record found that still fails with `kind`: fewest deals, then fewest
    steps. Every candidate is completed by the reference and played again."""
    best, best_outcome = record, outcome
    last = _failing_deal(outcome)
    if last < 0:  # a fault with no difference: the whole game, as it was
        return best, best_outcome
    # Fewest deals: the failing deal alone (as a hand record), else from one deal earlier...
    for first in range(last, -1, -1):
        candidate = part_of(record, first, last)
        if first == last:
            candidate = as_hand_record(module, candidate)
        got = check.outcomes([candidate])[0]
        if not got.passed and not got.skipped and kind_of(got) == kind:
            best, best_outcome = candidate, got
            break
    # Fewest steps: the hand cut after the step that differs.
    step = _failing_step(best_outcome)
    if step >= 0:
        candidate = _cut(module, best, step)
        if steps_of(candidate) < steps_of(best):
            got = check.outcomes([candidate])[0]
            if not got.passed and not got.skipped and kind_of(got) == kind:
                best, best_outcome = candidate, got
    return best, best_outcome


def _cut(module: ModuleType, record: Record, step: int) -> Record:
    """The record with its last hand's steps cut after `step`, completed again (its
    expect is then what is known mid-hand)."""
    if is_game(record):
        deals = [dict(deal) for deal in record["deals"]]
        deals[-1]["steps"] = deals[-1]["steps"][: step + 1]
        deals[-1].pop("expect", None)
        cut = {**record, "deals": deals}
        cut.pop("expect", None)
        return replay_game(module, cut)
    cut = {**record, "steps": record["steps"][: step + 1]}
    cut.pop("expect", None)
    completed: Record = module.replay(cut)
    completed["format"] = record["format"]
    return completed


# -- the run -------------------------------------------------------------------------------


def fuzz(
    module: ModuleType,
    transport: Transport,
    *,
    games: int | None = None,
    seconds: float | None = None,
    seed: int = 0,
    timeout: float = 10.0,
    progress: Callable[[FuzzReport], None] | None = None,
    enough: Callable[[FuzzReport], bool] | None = None,
    tables: list[int] | None = None,
    max_deals: int | None = None,
    book: Rulebook | None = None,
) -> FuzzReport:
    """Play random games against `transport` until `games` were played or `seconds`
    passed (whichever is given; both: the first reached), keeping and shrinking the first
    disagreement of each kind; sooner when `enough` says what was found will do. Games
    are at the table sizes of `tables` (default: every size the variant allows), each to
    its end or to `max_deals` deals; `book` names the rules in the reports (default: the
    bundled variant's)."""
    if games is None and seconds is None:
        raise ValueError("give a number of games or a time budget")
    ctx = Ctx(module)
    report = FuzzReport(module.VARIANT["id"], seed)
    check = _Checker(transport, timeout, book)
    began = time.perf_counter()
    kinds: set[str] = set()

    def more() -> bool:
        if games is not None and report.games >= games:
            return False
        if enough is not None and enough(report):
            return False
        return seconds is None or time.perf_counter() - began < seconds

    try:
        while more():
            count = GAMES_AT_ONCE if games is None else min(GAMES_AT_ONCE, games - report.games)
            first = report.games
            batch: list[Record] = []
            for number in range(first, first + count):
                game = random_game(ctx, seed, number, tables, max_deals)
                probe = illegal_probe(ctx, game, seed, number)
                batch += [game] if probe is None else [game, probe]
            outcomes = check.outcomes(batch)
            for record, outcome in zip(batch, outcomes, strict=True):
                if is_game(record):
                    report.games += 1
                    report.deals += len(record["deals"])
                else:
                    report.probes += 1
                if outcome.passed or outcome.skipped:
                    continue
                kind = kind_of(outcome)
                if kind in kinds:
                    continue
                kinds.add(kind)
                found_at = time.perf_counter() - began
                shrunk, verdict = shrink(module, record, outcome, kind, check)
                shrunk = _named(ctx, shrunk, kind, len(report.found) + 1, record)
                report.found.append(
                    Found(
                        kind,
                        shrunk,
                        dataclasses.replace(verdict, id=shrunk["id"]),
                        report.games - 1,
                        found_at,
                        time.perf_counter() - began - found_at,
                        len(record["deals"]) if is_game(record) else 1,
                        steps_of(record),
                    )
                )
                if enough is not None and enough(report):
                    break  # what was found will do: the rest of the batch is not looked at
            if progress is not None:
                progress(report)
    finally:
        transport.close()
        report.seconds = time.perf_counter() - began
    return report


def _named(ctx: Ctx, record: Record, kind: str, number: int, game: Record) -> Record:
    """The shrunk record with an id, a description, and the tags of what it shows (the
    blame of a replay reads them), the kind found and `fuzz` among them."""
    stem = record["variant"].replace("_", "-")
    cases = catalogue(ctx.rules)
    if is_game(record):
        tags = tags_of_game(ctx, record, cases)
    else:
        tags = tags_for(cases, trace(record, ctx.module))[1]
    if kind not in tags:
        tags.insert(0, kind)
    named: Record = {
        **record,
        "id": f"{stem}-fuzz-{number:02d}-{kind.lower().replace('.', '-')}",
        "description": f"found by fuzzing ({game['description']}): a disagreement on {kind}",
        "tags": [*tags, "fuzz"],
    }
    return named
