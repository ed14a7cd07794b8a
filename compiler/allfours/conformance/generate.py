"""Generating a suite: one targeted record per edge case, then seeded random hands, then
whole-game records (`games`): one per case only a game shows, and a few random games.

Everything is a function of the generated module and the seed: each attempt draws from
its own `random.Random` seeded by a string naming the seed, variant, case and attempt,
so a suite regenerates byte for byte, and adding a case does not reshuffle the others.
The module's `replay` completes every record (legal sets, expect, error): the kit
never decides what the rules say.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from allfours.conformance import defaults
from allfours.conformance.cases import Case, catalogue, tags_for
from allfours.conformance.games import generate_games
from allfours.conformance.modules import rules_of
from allfours.conformance.records import Record, canonical
from allfours.conformance.scenarios import Ctx, Scenario, play_out
from allfours.conformance.targets import Builder, builders
from allfours.conformance.trace import trace
from allfours.runtime.replay import format_of

DEFAULT_SEED = defaults.SEED
DEFAULT_RANDOM = defaults.RANDOM_HANDS
ATTEMPTS = 1000  # per case; the rarest bundled case needs a few hundred


@dataclass(frozen=True, slots=True)
class Suite:
    variant: str
    seed: int
    records: tuple[Record, ...]
    cases: tuple[Case, ...]  # every case that applies to the variant
    missed: tuple[str, ...]  # cases no attempt could produce


def _kebab(text: str) -> str:
    return text.replace("_", "-")


def _finish(module: ModuleType, raw: dict[str, Any], record_id: str, description: str) -> Record:
    variant = module.VARIANT["id"]
    record_format = format_of(rules_of(module))
    record: Record = {
        "format": record_format,
        "id": record_id,
        "variant": variant,
        "description": description,
        "tags": [],
        **raw,
    }
    completed: Record = module.replay(record)
    completed["format"] = record_format
    return completed


def _random_scenario(ctx: Ctx, rng: random.Random) -> Scenario:
    players, dealer = ctx.table(rng)
    scenario = Scenario(players, dealer)
    sides, target = ctx.sides(players), ctx.rules.game.target
    if ctx.keeps_stock and not ctx.sets_back:  # scores that never fall, and no set-backs
        roll = rng.random()
        if roll < 0.35:
            scenario.progress = [rng.randint(max(0, target - 4), target - 1) for _ in range(sides)]
        elif roll < 0.6:
            scenario.progress = [rng.randint(0, target - 1) for _ in range(sides)]
        return scenario
    roll = rng.random()
    if roll < 0.35:
        scenario.progress = [rng.randint(target - 4, target - 1) for _ in range(sides)]
    elif roll < 0.5:
        scenario.progress = [rng.randint(-4, 3) for _ in range(sides)]
    if rng.random() < 0.3:
        scenario.setbacks = [rng.choice((0, 0, 1, 2)) for _ in range(players)]
    return scenario


def _attempts(
    ctx: Ctx, module: ModuleType, builder: Builder, case: Case, seed: int, cases: list[Case]
) -> Record | None:
    variant = module.VARIANT["id"]
    for attempt in range(ATTEMPTS):
        rng = random.Random(f"{seed}/{variant}/{case.id}/{attempt}")
        scenario = builder(ctx, rng)
        if scenario is None:
            continue
        raw = play_out(ctx, scenario, rng)
        if raw is None:
            continue
        number_of = dict(ctx.rules.numbers)
        numbers = ", ".join(dict.fromkeys(number_of[rule] for rule in case.rules))
        record = _finish(module, raw, f"{_kebab(variant)}-{case.id}", f"{case.summary} ({numbers})")
        traced = trace(record, module)
        if case.detect(traced):
            record["tags"] = tags_for(cases, traced)[1]
            return record
    return None


def _random_builder(ctx: Ctx, rng: random.Random) -> Scenario | None:
    players, dealer = ctx.table(rng)
    return Scenario(players, dealer)


def generate(
    module: ModuleType, seed: int = DEFAULT_SEED, random_count: int = DEFAULT_RANDOM
) -> Suite:
    """The suite of a generated rules module: targeted cases, then `random_count` hands."""
    ctx = Ctx(module)
    variant: str = module.VARIANT["id"]
    cases = catalogue(ctx.rules)
    build = builders(ctx)
    records: list[Record] = []
    missed: list[str] = []
    for case in cases:
        record = _attempts(ctx, module, build.get(case.id, _random_builder), case, seed, cases)
        if record is None:
            missed.append(case.id)
        else:
            records.append(record)
    for index in range(random_count):
        rng = random.Random(f"{seed}/{variant}/random/{index}")
        scenario = _random_scenario(ctx, rng)
        raw = play_out(ctx, scenario, rng)
        assert raw is not None, "a random scenario always deals"
        record = _finish(
            module,
            raw,
            f"{_kebab(variant)}-random-{index + 1:02d}",
            f"random legal play: {scenario.players} players, dealer seat {scenario.dealer}",
        )
        record["tags"] = [*tags_for(cases, trace(record, module))[1], "random"]
        records.append(record)
    games, games_missed = generate_games(ctx, seed, cases)
    records += games
    missed += games_missed
    # Each record names its table, as the rules lay it out: a suite is read on its own.
    table = ctx.rules.table
    seated = [canonical({**r, "sides": table.layout(r["players"])}) for r in records]
    return Suite(variant, seed, tuple(seated), tuple(cases), tuple(missed))
