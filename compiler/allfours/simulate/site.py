"""The site's simulation: what each bundled variant's rules do, what each house rule
changes against the variant it extends, and where it matters.

`allfours simulate --site` plays `GAMES` games of every bundled variant (compiled in
memory from the package's variant files; seed `SEED`; rule-based players at the
variant's usual table), so that game i of a house rule and game i of its base are dealt
from the same seed, and writes one JSON file per variant into `generated/simulation/`:

- its figures (`figures`), with their intervals and counts, and how long games last;
- how far skill decides its games: rule-based players in every other seat against
  random ones (`SKILL_GAMES` games);
- for a house rule: each figure's paired difference from its base with its verdict
  (`compare`), and where the rule matters: the hands of `DIVERGENCE_GAMES` of the base's
  games played both ways, with one such hand as two hand records (`divergence`).

The files are proven fresh by behaviour, not by a digest of the code: each records a
sample of its games (`SAMPLE` of them spread over the run, and those that show every
kind of thing the run's games showed, each at least `COVER` times), with every game's
fingerprint (every action and score) and a digest of what they add to each figure, and
`--site --check` plays the sample again. A change to the engine or the players that
changes no game leaves every file fresh; one that changes how any sampled game is
played, or what a game adds to a figure, makes that variant's file stale.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

from allfours.catalogs import SITE_LANGUAGES
from allfours.simulate import report, strength
from allfours.simulate.compare import compare
from allfours.simulate.divergence import Divergence, comparable, diverge_specs, event_json, merge
from allfours.simulate.figures import Figure, figures, spread
from allfours.simulate.simulation import (
    CHUNK,
    GameSummary,
    Setup,
    opened,
    play_games,
    run_tasks,
)
from allfours.simulate.statistics import Estimate
from allfours.simulate.variants import default_players, title_of, variant_rules
from allfours.sources import bundled_ids
from allfours.writer import TreeUpdate, apply

SEED = 2026
GAMES = 2000
SKILL_GAMES = 400
DIVERGENCE_GAMES = 150
DIVERGENCE_CHUNK = 10
SAMPLE = 10  # games replayed by --check spread over the run, besides those that cover
COVER = 2  # ... every kind of thing the games showed, by this many games each
WORKERS = 2
PLAYER = "rule"
FORMAT = "allfours-simulation/2"
# The bots' strength, measured once (`--strength`: long, the search player is slow): on
# the family's first game, each kind against the site's rule-based bots in duplicate
# pairs of games (`strength`), into STRENGTH_DIR/<variant>.json.
STRENGTH_DIR = "strength"
STRENGTH_VARIANT = "auction_pitch"
STRENGTH_PLAYERS = ("random", "search:4")
STRENGTH_PAIRS = 200
STRENGTH_SAMPLE = 3  # games of each arrangement replayed by --check
STRENGTH_FORMAT = "allfours-strength/1"


def bundled() -> list[str]:
    return bundled_ids()


def base_of(variant: str) -> str | None:
    """The variant it extends (its lineage's next), when that one is bundled too."""
    lineage = opened(Setup(variant, (), SEED)).VARIANT.get("lineage", [variant])
    base = lineage[1] if len(lineage) > 1 else None
    return base if base in bundled() else None


def setup_of(variant: str) -> Setup:
    rules = variant_rules(opened(Setup(variant, (), SEED)))
    return Setup(variant, (PLAYER,) * default_players(rules), SEED)


def skill_setup(variant: str) -> Setup:
    """Rule-based players in every other seat, random ones between them."""
    size = len(setup_of(variant).players)
    return Setup(variant, tuple("rule" if s % 2 == 0 else "random" for s in range(size)), SEED)


def sample_games(games: Sequence[GameSummary], spread: int = SAMPLE) -> list[int]:
    """The games the freshness check plays again: `spread` of them spread evenly over
    the run, and games enough that every kind of thing any game showed (an event, a bid,
    a point taken by the pitcher's side or another, a way the game was won) is shown by
    `COVER` of them, or by every game that shows it. A change to a rule that came up in
    one game of the run changes a game the check plays."""
    chosen = {(i * len(games)) // spread for i in range(spread)} if games else set()
    shown = Counter(kind for number in chosen for kind in games[number].kinds)
    seen = Counter(kind for game in games for kind in game.kinds)
    for kind in sorted(seen, key=lambda k: (seen[k], k)):  # the rarest first
        for number, game in enumerate(games):
            if shown[kind] >= min(COVER, seen[kind]):
                break
            if kind in game.kinds and number not in chosen:
                chosen.add(number)
                shown.update(game.kinds)
    return sorted(chosen)


# -- running -------------------------------------------------------------------------


def _tasks(variants: list[str]) -> Iterator[tuple[Any, Callable[..., Any], tuple[Any, ...]]]:
    """Every chunk of work of the site's simulation, the longest first."""
    for variant in variants:
        setup = setup_of(variant)
        for start in range(0, GAMES, CHUNK):
            yield ("games", variant, start), play_games, (setup, start, min(start + CHUNK, GAMES))
    for variant in variants:
        setup = skill_setup(variant)
        for start in range(0, SKILL_GAMES, CHUNK):
            stop = min(start + CHUNK, SKILL_GAMES)
            yield ("skill", variant, start), play_games, (setup, start, stop)
    for variant in variants:
        base = base_of(variant)
        if base is None or _not_shared(base, variant):
            continue
        for start in range(0, DIVERGENCE_GAMES, DIVERGENCE_CHUNK):
            stop = min(start + DIVERGENCE_CHUNK, DIVERGENCE_GAMES)
            arguments = (setup_of(base), setup_of(variant), start, stop)
            yield ("matters", variant, start), diverge_specs, arguments


def _not_shared(base: str, variant: str) -> str:
    """Why a house rule shares no deal with its base ("" when it does)."""
    players = len(setup_of(variant).players)
    if len(setup_of(base).players) != players:
        return "table"
    return comparable(opened(setup_of(base)), opened(setup_of(variant)), players)


class Results:
    """What the site's tasks returned, put back in order."""

    def __init__(self) -> None:
        self.parts: dict[tuple[str, str], dict[int, Any]] = {}

    def add(self, key: tuple[str, str, int], result: Any) -> None:
        kind, variant, start = key
        self.parts.setdefault((kind, variant), {})[start] = result

    def games(self, kind: str, variant: str) -> list[GameSummary]:
        parts = self.parts.get((kind, variant), {})
        return [game for start in sorted(parts) for game in parts[start]]

    def divergence(self, variant: str) -> Divergence | None:
        parts = self.parts.get(("matters", variant))
        return merge([parts[start] for start in sorted(parts)]) if parts else None


def site_data(
    workers: int = WORKERS, progress: Callable[[str], None] | None = None
) -> dict[str, dict[str, Any]]:
    """Every bundled variant's site data, by variant id."""
    variants = bundled()
    results = Results()
    done: set[tuple[str, str]] = set()
    for key, result in run_tasks(_tasks(variants), workers):
        results.add(key, result)
        if progress is not None and key[0] == "games" and (key[0], key[1]) not in done:
            done.add((key[0], key[1]))
            progress(key[1])
    measured = {
        v: figures(variant_rules(opened(setup_of(v))), results.games("games", v)) for v in variants
    }
    return {v: variant_data(v, results, measured) for v in variants}


def _sample(setup: Setup, games: list[GameSummary]) -> dict[str, Any]:
    numbers = sample_games(games)
    chosen = [games[n] for n in numbers]
    return {
        "games": numbers,
        "fingerprints": [g.fingerprint for g in chosen],
        "figures": contributions_digest(setup, chosen),
    }


def contributions_digest(setup: Setup, games: list[GameSummary]) -> str:
    """A digest of what each game adds to each figure: a change in how the figures are
    counted shows here even where the games play alike."""
    measured = figures(variant_rules(opened(setup)), games)
    text = json.dumps([[f.key, f.value, f.totals, f.chances] for f in measured])
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def variant_data(
    variant: str, results: Results, measured: dict[str, list[Figure]]
) -> dict[str, Any]:
    setup = setup_of(variant)
    module = opened(setup)
    games = results.games("games", variant)
    skill_games = results.games("skill", variant)
    skill = {f.player: f for f in figures(variant_rules(module), skill_games) if f.player}
    rule = skill.get("rule")
    data = games_data(module, setup, games, measured[variant])
    data["sample"] = _sample(setup, games)
    if rule is not None:
        data["skill"] = {
            "players": list(skill_setup(variant).players),
            "games": len(skill_games),
            "wins": rule.events,
            "trials": rule.trials,
            "fair": rule.fair,
            "low": rule.estimate.low,
            "high": rule.estimate.high,
            "sample": _sample(skill_setup(variant), skill_games),
        }
    base = base_of(variant)
    if base is not None:
        base_module = opened(setup_of(base))
        data["base"] = base
        data["base_titles"] = {code: title_of(base_module, code) for code in SITE_LANGUAGES}
        data["against_base"] = against_base(measured[base], measured[variant])
        data["matters"] = _matters(base, variant, results.divergence(variant))
    return data


def games_data(
    module: ModuleType, setup: Setup, games: list[GameSummary], measured: list[Figure]
) -> dict[str, Any]:
    """A variant's games as the site's data holds them: its titles, its table, its
    figures and how long its games lasted."""
    lengths = Counter(len(g.hands) for g in games if g.winner is not None)
    return {
        "format": FORMAT,
        "variant": module.VARIANT["id"],
        "title": title_of(module),
        "titles": {code: title_of(module, code) for code in SITE_LANGUAGES},
        "seed": setup.seed,
        "games": len(games),
        "players": list(setup.players),
        "figures": [report.figure_json(f) for f in measured],
        "lengths": {str(n): lengths[n] for n in sorted(lengths)},
        "spread": list(spread(games)),
    }


def against_base(base: list[Figure], here: list[Figure]) -> list[dict[str, Any]]:
    """A house rule's figures set against its base's, as the site's data holds them:
    each pair with its difference, this variant minus its base."""
    return [
        {
            "key": p.key,
            "figure": p.second.key,
            "value": p.second.value,
            "player": p.second.player,
            "kind": p.second.kind,
            "percent": p.second.percent or p.second.kind == "share",
            "base": report.figure_json(p.first),
            "here": report.figure_json(p.second),
            **report.difference_json(p.difference),
            "adjusted_p": p.adjusted_p,
            "practical": p.second.practical,
            "verdict": p.verdict,
        }
        for p in compare(base, here)
    ]


def _matters(base: str, variant: str, divergence: Divergence | None) -> dict[str, Any]:
    if divergence is None:
        return {"shared": False, "reason": _not_shared(base, variant)}
    out: dict[str, Any] = {
        "shared": True,
        "games": DIVERGENCE_GAMES,
        "hands": divergence.hands,
        "changed": divergence.changed,
        "scored": divergence.scored,
    }
    example = divergence.example
    if example is not None:
        out["example"] = {
            "game": example.game,
            "hand": example.hand,
            "first_difference": example.first_difference,
            "base": example.base,
            "here": example.house,
            "base_events": [event_json(e) for e in example.base_events],
            "here_events": [event_json(e) for e in example.house_events],
        }
    return out


# -- writing and checking ------------------------------------------------------------


def rounded(value: Any) -> Any:
    """Figures to six places: the text does not hang on a float's last digit."""
    if isinstance(value, float):
        return round(value, 6)
    if isinstance(value, dict):
        return {key: rounded(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [rounded(item) for item in value]
    return value


def render(data: dict[str, Any]) -> str:
    return json.dumps(rounded(data), indent=1, sort_keys=True, ensure_ascii=False) + "\n"


def write(out: Path, workers: int = WORKERS, progress: Callable[[str], None] | None = None) -> int:
    """Simulate, then write every file at once (a simulation cut short writes nothing);
    how many files were written or removed."""
    files = {f"{v}.json": render(data) for v, data in site_data(workers, progress).items()}
    # the variants' files, not the strength folder's (written by --strength alone)
    update = TreeUpdate(
        out, files, lambda relative: relative.endswith(".json") and "/" not in relative
    )
    done = apply(update)
    return len(done.written) + len(done.removed)


def strength_data(workers: int = WORKERS) -> dict[str, Any]:
    """The site's bots against weaker and stronger players, in duplicate pairs."""
    module = opened(setup_of(STRENGTH_VARIANT))
    rungs: list[dict[str, Any]] = []
    for player in STRENGTH_PLAYERS:
        runs = strength.played(STRENGTH_VARIANT, player, STRENGTH_PAIRS, SEED, workers)
        found = strength.rung_of(player, runs)
        rungs.append(
            {
                "player": player,
                "pairs": found.pairs,
                "share": found.share.value,
                "low": found.share.low,
                "high": found.share.high,
                "samples": [_strength_sample(setup, games) for setup, games in runs],
            }
        )
    even = strength.Rung(PLAYER, STRENGTH_PAIRS, Estimate(0.5, 0.5, 0.5, STRENGTH_PAIRS))
    measured = [
        strength.Rung(r["player"], r["pairs"], Estimate(r["share"], r["low"], r["high"], 0))
        for r in rungs
    ]
    ladder = [measured[0], even, *measured[1:]]  # random, rule-based, searching
    return {
        "format": STRENGTH_FORMAT,
        "variant": STRENGTH_VARIANT,
        "titles": {code: title_of(module, code) for code in SITE_LANGUAGES},
        "seed": SEED,
        "against": PLAYER,
        "rungs": rungs,
        "holds": strength.holds(ladder),
    }


def _strength_sample(setup: Setup, games: list[GameSummary]) -> dict[str, Any]:
    numbers = sorted({(i * len(games)) // STRENGTH_SAMPLE for i in range(STRENGTH_SAMPLE)})
    chosen = [games[n] for n in numbers]
    return {
        "players": list(setup.players),
        "games": numbers,
        "fingerprints": [g.fingerprint for g in chosen],
        "figures": contributions_digest(setup, chosen),
    }


def strength_path(out: Path) -> Path:
    return out / STRENGTH_DIR / f"{STRENGTH_VARIANT}.json"


def write_strength(out: Path, workers: int = WORKERS) -> Path:
    """Measure the bots' strength and write it (nothing when cut short)."""
    text = render(strength_data(workers))
    path = strength_path(out)
    apply(TreeUpdate(path.parent, {path.name: text}, lambda relative: relative == path.name))
    return path


def _strength_checks(out: Path) -> tuple[list[str], list[Any]]:
    path = strength_path(out)
    if not path.is_file():
        return [f"{path}: missing (run: allfours simulate --site --strength)"], []
    data = json.loads(path.read_text(encoding="utf-8"))
    if (data.get("format"), data.get("seed"), data.get("variant")) != (
        STRENGTH_FORMAT,
        SEED,
        STRENGTH_VARIANT,
    ) or [r.get("player") for r in data.get("rungs", [])] != list(STRENGTH_PLAYERS):
        return [f"{path}: made with another setup or format"], []
    checks = [
        (
            (f"{STRENGTH_DIR}/{STRENGTH_VARIANT}", f"strength {rung['player']}"),
            _replays,
            (Setup(STRENGTH_VARIANT, tuple(sample["players"]), SEED), sample),
        )
        for rung in data["rungs"]
        for sample in rung["samples"]
    ]
    return [], checks


def stale(out: Path, workers: int = 1) -> list[str]:
    """What makes the committed files stale: a variant without its file, a file without
    its variant, another setup, or a sample game that plays otherwise now."""
    problems: list[str] = []
    variants = bundled()
    files = {path.stem for path in out.glob("*.json")} if out.is_dir() else set()
    for extra in sorted(files - set(variants)):
        problems.append(f"{out / extra}.json: no bundled variant {extra}")
    checks: list[tuple[Any, Callable[..., Any], tuple[Any, ...]]] = []
    for variant in variants:
        path = out / f"{variant}.json"
        if variant not in files:
            problems.append(f"{path}: missing")
            continue
        data = json.loads(path.read_text(encoding="utf-8"))
        setup = (data.get("format"), data.get("seed"), data.get("games"), data.get("players"))
        if setup != (FORMAT, SEED, GAMES, list(setup_of(variant).players)):
            problems.append(f"{path}: made with another setup or format")
            continue
        checks.append(((variant, "games"), _replays, (setup_of(variant), data["sample"])))
        if "skill" in data:
            sample = data["skill"]["sample"]
            checks.append(((variant, "skill"), _replays, (skill_setup(variant), sample)))
        example = data.get("matters", {}).get("example")
        if example is not None:
            base = setup_of(data["base"])
            arguments = (base, setup_of(variant), example)
            checks.append(((variant, "example"), _example_replays, arguments))
    strength_problems, strength_checks = _strength_checks(out)
    problems += strength_problems
    checks += strength_checks
    for (variant, what), problem in run_tasks(checks, workers):
        if problem:
            problems.append(f"{out / variant}.json: {what}: {problem}")
    return sorted(problems)


def _replays(setup: Setup, sample: dict[str, Any]) -> str:
    """Play the sample's games again: "" when each plays as recorded."""
    games = [play_games(setup, n, n + 1)[0] for n in sample["games"]]
    for game, fingerprint in zip(games, sample["fingerprints"], strict=True):
        if game.fingerprint != fingerprint:
            return f"game {game.number} plays otherwise now"
    if contributions_digest(setup, games) != sample["figures"]:
        return "the sample's games add otherwise to the figures now"
    return ""


def _example_replays(base: Setup, house: Setup, example: dict[str, Any]) -> str:
    """Replay the example hand's two records with their modules: "" when both end as
    recorded."""
    for setup, record in ((base, example["base"]), (house, example["here"])):
        if opened(setup).replay(record)["expect"] != record["expect"]:
            return f"the example hand plays otherwise now under {setup.variant}"
    return ""
