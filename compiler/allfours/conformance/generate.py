"""Generating a suite by searching: hands of a seeded pool (`search`), each traced once
and run past every detector, kept where they show something no kept hand shows yet.

1. The first hands of the pool are the suite's random hands.
2. Reading on, a hand is kept for each edge case no kept hand shows, named after the
   first such case (it is tagged with every case it shows).
3. A builder (`targets`) makes the few rare events the pool misses.
4. At every step of the kept hands the engine is offered actions it refuses
   (`refusals`): the first record of each kind of refusal is kept, tagged with the rule
   the engine names.
5. The whole-game records (`games`).
6. Every one-field mutant of the rules (`mutation`) that no record so far tells apart
   from the reference is looked for in the pool: a hand that tells it apart is kept;
   a mutant none tells apart is equivalent.

Everything is a function of the rules module and the seed: each pool hand and builder
attempt draws from its own `random.Random` seeded by a string naming the seed, variant
and hand, so a suite regenerates byte for byte. The module's `replay` completes every
record (legal sets, expect, error): the kit never decides what the rules say.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from allfours.conformance import defaults
from allfours.conformance.cases import Case, catalogue, tags_for
from allfours.conformance.games import game_cases, generate_games
from allfours.conformance.modules import rules_of
from allfours.conformance.mutation import Mutant, kills, mutants
from allfours.conformance.records import Record, canonical
from allfours.conformance.refusals import Found, Refusal, bids_of, card_names, refusals_of
from allfours.conformance.scenarios import Ctx, play_traced
from allfours.conformance.search import SIZE, Pool
from allfours.conformance.targets import Builder, builders
from allfours.conformance.trace import Trace, trace
from allfours.registry.settings import BY_KEY
from allfours.runtime.replay import format_of

DEFAULT_SEED = defaults.SEED
DEFAULT_RANDOM = defaults.RANDOM_HANDS
ATTEMPTS = 1000  # per rare event, for its builder: the rarest need several hundred
WITNESSES = 3  # pool hands that show a case, of which its record is the cleanest
MUTANT_HANDS = 200  # pool hands read for a hand that tells a mutant apart
ILLEGAL_TAG = "illegal-action"


@dataclass(frozen=True, slots=True)
class Reach:
    """What the search found for a variant: the yardstick its coverage is measured by."""

    hands: int  # pool hands read for the edge cases
    cases: frozenset[str]  # the edge cases some hand (of the pool, or built) shows
    rules: frozenset[str]  # the numbers of the rules some record of the search shows
    refusals: tuple[Refusal, ...]  # every kind of refusal found, in the order found
    mutants: tuple[Mutant, ...]  # every one-field mutant of the rules
    equivalent: frozenset[str]  # the labels of the mutants no hand tells apart


@dataclass(frozen=True, slots=True)
class Suite:
    variant: str
    seed: int
    records: tuple[Record, ...]
    cases: tuple[Case, ...]  # every case that applies to the variant
    missed: tuple[str, ...]  # cases (and game cases) nothing produced
    reach: Reach


def _kebab(text: str) -> str:
    return text.replace("_", "-")


def _slug(text: str) -> str:
    return "-".join(re.findall(r"[a-z0-9]+", text.lower()))


def _finish(module: ModuleType, raw: dict[str, Any], record_id: str, description: str) -> Record:
    variant = module.VARIANT["id"]
    record_format = format_of(rules_of(module))
    record: Record = {
        **raw,
        "format": record_format,
        "id": record_id,
        "variant": variant,
        "description": description,
        "tags": [],
    }
    completed: Record = module.replay(record)
    completed["format"] = record_format
    return completed


def _numbers(ctx: Ctx, rules: Iterable[str]) -> str:
    number_of = dict(ctx.rules.numbers)
    return ", ".join(dict.fromkeys(number_of[rule] for rule in rules if rule in number_of))


class _Generator:
    """The records of one suite as they are found, and what was looked for."""

    def __init__(self, module: ModuleType, seed: int) -> None:
        self.module = module
        self.seed = seed
        self.ctx = Ctx(module)
        self.variant: str = module.VARIANT["id"]
        self.stem = _kebab(self.variant)
        self.cases = catalogue(self.ctx.rules)
        self.pool = Pool(self.ctx, seed)
        self.shown: set[str] = set()  # the cases some kept hand shows
        self.named: set[str] = set()  # the cases a record is named after
        self.builders = builders(self.ctx)  # for the rare events random play misses

    def record(self, raw: Record, record_id: str, description: str, traced: Trace) -> Record:
        """A kept hand as a suite's record, completed by the reference and tagged."""
        return self.tagged(_finish(self.module, raw, record_id, description), traced)

    def tagged(self, record: Record, traced: Trace, rules: Iterable[str] = ()) -> Record:
        """`record` tagged with what it shows (its trace, and the ids `rules`), which
        counts as shown."""
        found, record["tags"] = tags_for(self.cases, traced, rules)
        self.shown.update(case.id for case in found)
        return record

    def random_hands(self, count: int) -> list[Record]:
        """The first `count` hands of the pool."""
        return [
            self.record(
                hand.record,
                f"{self.stem}-random-{hand.index + 1:02d}",
                hand.description,
                hand.trace,
            )
            for hand in self.pool.hands(count)
        ]

    def case_hands(self, start: int) -> list[Record]:
        """Reading the pool on from `start`: a hand of its own for each case but the rare
        events (their builders make them). Each hand is a witness of one case it shows
        (the one seen least often so far), until every case has WITNESSES of them (or the
        pool ends); a case's record is the witness that shows the fewest cases, so that a
        failure on it points at the case's own rules."""
        witnesses: dict[str, list[tuple[int, int]]] = {}  # case -> (cases shown, hand)
        seen: dict[str, int] = {}
        order = {case.id: index for index, case in enumerate(self.cases)}

        def wanted(case_id: str) -> bool:
            return len(witnesses.get(case_id, ())) < WITNESSES

        for hand in self.pool.hands(SIZE, start):
            if not any(wanted(c.id) and c.id not in self.builders for c in self.cases):
                break
            shown = [case.id for case in self.cases if case.detect(hand.trace)]
            open_ = [c for c in shown if wanted(c) and c not in self.builders]
            for case_id in open_:
                seen[case_id] = seen.get(case_id, 0) + 1
            if open_:
                case_id = min(open_, key=lambda c: (seen[c], order[c]))
                witnesses.setdefault(case_id, []).append((len(shown), hand.index))
        kept: list[Record] = []
        for case in self.cases:
            if case.id in witnesses:
                hand = self.pool[min(witnesses[case.id])[1]]
                kept.append(self._named(hand.record, case, hand.trace))
        return kept

    def _named(self, raw: Record, case: Case, traced: Trace) -> Record:
        """A hand kept for `case`, the record named after it."""
        self.named.add(case.id)
        description = f"{case.summary} ({_numbers(self.ctx, case.rules)})"
        return self.record(raw, f"{self.stem}-{case.id}", description, traced)

    def built(self) -> list[Record]:
        """A record from its builder for each rare event."""
        kept: list[Record] = []
        for case in self.cases:
            if case.id in self.named or case.id not in self.builders:
                continue
            found = self._attempts(self.builders[case.id], case)
            if found is not None:
                kept.append(found)
        return kept

    def _attempts(self, builder: Builder, case: Case) -> Record | None:
        for attempt in range(ATTEMPTS):
            rng = random.Random(f"{self.seed}/{self.variant}/{case.id}/{attempt}")
            scenario = builder(self.ctx, rng)
            played = play_traced(self.ctx, scenario, rng) if scenario is not None else None
            if played is not None and case.detect(played[1]):
                return self._named(played[0], case, played[1])
        return None

    def refused(self, hands: list[Record]) -> tuple[list[Record], list[Refusal]]:
        """A record of each kind of refusal at the steps of `hands`: the first hand that
        shows it, cut at the first step it is seen at."""
        first: dict[Refusal, tuple[Found, Record]] = {}
        names = card_names(self.module)
        bids = bids_of(self.ctx.rules)
        for index, hand in enumerate(hands):
            for found in refusals_of(self.module, hand, index, names, bids):
                first.setdefault(found.refusal, (found, hand))
        records = []
        used: set[str] = set()
        for refusal, (found, hand) in first.items():
            steps = [dict(step) for step in hand["steps"][: found.step]]
            raw = {key: value for key, value in hand.items() if key not in ("expect", "error")}
            raw["steps"] = [*steps, {"seat": found.seat, "action": found.action}]
            number = dict(self.ctx.rules.numbers).get(refusal.rule, refusal.rule)
            record_id = f"{self.stem}-illegal-{refusal.slug}"
            while record_id in used:  # two kinds alike in their first words
                record_id += "-again"
            used.add(record_id)
            description = (
                f"{found.action!r} by seat {found.seat} is refused: {found.reason} ({number})"
            )
            record = _finish(self.module, raw, record_id, description)
            record = self.tagged(record, trace(record, self.module), ["errors.refused"])
            record["tags"].append(ILLEGAL_TAG)
            records.append(record)
        return records, list(first)

    def told_apart(
        self, records: list[Record]
    ) -> tuple[list[Record], tuple[Mutant, ...], frozenset[str]]:
        """A record for each mutant the suite's records do not tell apart (a hand of the
        pool that does), and the mutants none tells apart."""
        every = tuple(mutants(self.module))
        known = list(records)
        kept: list[Record] = []
        equivalent: set[str] = set()
        for mutant in every:
            rules = mutant.rules(self.module)
            if any(kills(self.module, rules, record) for record in known):
                continue
            hand = next(
                (h for h in self.pool.hands(MUTANT_HANDS) if kills(self.module, rules, h.record)),
                None,
            )
            if hand is None:
                equivalent.add(mutant.label)
                continue
            setting = BY_KEY[mutant.setting]
            description = (
                f"a hand played otherwise under {mutant.label} "
                f"({_numbers(self.ctx, setting.rules)})"
            )
            record_id = f"{self.stem}-setting-{_slug(mutant.label)}"
            completed = _finish(self.module, hand.record, record_id, description)
            record = self.tagged(completed, hand.trace, setting.rules)
            kept.append(record)
            known.append(record)
        return kept, every, frozenset(equivalent)


def generate(
    module: ModuleType, seed: int = DEFAULT_SEED, random_count: int = DEFAULT_RANDOM
) -> Suite:
    """The suite of a generated rules module (see the module's docstring)."""
    search = _Generator(module, seed)
    random_records = search.random_hands(random_count)
    found = search.case_hands(random_count)
    found += search.built()
    order = {case.id: index for index, case in enumerate(search.cases)}
    prefix = f"{search.stem}-"
    found.sort(key=lambda r: order[r["id"][len(prefix) :]])
    # Refusals at the steps of the random hands first (the hands kept for rare cases
    # are for the refusals only they reach), so that few illegal records share the
    # steps that decide an edge case.
    illegal, refusals = search.refused([*random_records, *found])
    games, games_missed = generate_games(search.ctx, seed, search.cases)
    settings, every, equivalent = search.told_apart([*found, *illegal, *random_records, *games])
    records = [*found, *settings, *illegal, *random_records, *games]
    for record in random_records:
        record["tags"] = [*record["tags"], "random"]
    missed = [case.id for case in search.cases if case.id not in search.shown]
    reach = Reach(
        hands=len(search.pool),
        cases=frozenset(search.shown),
        rules=_rules_shown(search, games_missed, refusals, every, equivalent),
        refusals=tuple(refusals),
        mutants=every,
        equivalent=equivalent,
    )
    # Each record names its table, as the rules lay it out: a suite is read on its own.
    table = search.ctx.rules.table
    seated = [canonical({**r, "sides": table.layout(r["players"])}) for r in records]
    return Suite(
        search.variant,
        seed,
        tuple(seated),
        tuple(search.cases),
        (*missed, *games_missed),
        reach,
    )


def _rules_shown(
    search: _Generator,
    games_missed: list[str],
    refusals: list[Refusal],
    every: tuple[Mutant, ...],
    equivalent: frozenset[str],
) -> frozenset[str]:
    """The rules some record shows: by an edge case (of a hand or a game), a refusal, or
    a setting whose mutant it tells apart."""
    rules = [rule for case in search.cases if case.id in search.shown for rule in case.rules]
    for case in game_cases(search.ctx):
        if case.id not in games_missed:
            rules += case.rules
    rules += [refusal.rule for refusal in refusals]
    if refusals:
        rules.append("errors.refused")
    told = {mutant.setting for mutant in every if mutant.label not in equivalent}
    rules += [rule for key in told for rule in BY_KEY[key].rules]
    numbers = dict(search.ctx.rules.numbers)
    return frozenset(numbers[rule] for rule in rules if rule in numbers)


_REACH: dict[tuple[int, int], tuple[ModuleType, Reach]] = {}


def search_reach(module: ModuleType, seed: int = DEFAULT_SEED) -> Reach:
    """What the search of `seed` finds for the module's variant (the yardstick of any of
    its suites' coverage), worked out once per module and seed."""
    cached = _REACH.get((id(module), seed))
    if cached is None or cached[0] is not module:
        cached = _REACH[(id(module), seed)] = (module, generate(module, seed).reach)
    return cached[1]
