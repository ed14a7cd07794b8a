"""The site's simulation: what each bundled variant's rules do, and what each house rule
changes against the variant it extends, from games between rule-based players.

`allfours simulate --site` plays `GAMES` games of every variant in the rules folder (seed
`SEED`, rule-based players at the variant's usual table) and writes one JSON file per
variant into `generated/simulation/`: its figures with their 95% confidence intervals,
and, for a variant built with `extends`, each figure's difference from its base with
the difference's interval and p-value. The rulebook pages and the option-impact page of
the site are rendered from these files (`allfours.docs`).

A simulation is a pure function of the rules modules, the players' code and the setup,
so each file records the SHA-256 of the module (and of its base's) and of the players'
package: `--site --check` proves the files fresh without playing a game again, and a
test replays one variant to show that the committed figures are the games' own.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from allfours.simulate import report
from allfours.simulate.simulation import Setup, simulate
from allfours.simulate.variants import default_players, load_variant, variant_rules
from allfours.writer import TreeUpdate, apply

SEED = 2026
GAMES = 300
WORKERS = 2
PLAYER = "rule"
FORMAT = "allfours-simulation/1"
PACKAGE = Path(__file__).resolve().parent
# What the figures depend on besides the rules modules: the players, the games and the
# statistics (not the terminal game, the charts or the command line).
PLAYED = ("players", "cards.py", "report.py", "simulation.py", "site.py", "statistics.py")
# The figures the site shows, in this order (a variant has those its rules give meaning).
SHOWN = (
    "hands_per_game",
    "points_per_hand",
    "pitcher_made",
    "set_back",
    "smudge_bid",
    "smudge_made",
    "moon_bid",
    "moon_made",
    "passed_out",
    "win_rate.seat_0",
)


def players_digest() -> str:
    """The SHA-256 of the code the figures come from (`PLAYED`), in name order."""
    digest = hashlib.sha256()
    paths = [p for p in PACKAGE.rglob("*.py") if p.relative_to(PACKAGE).parts[0] in PLAYED]
    for path in sorted(paths):
        digest.update(path.relative_to(PACKAGE).as_posix().encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def _module_digest(rules_dir: Path, variant: str) -> str:
    """The SHA-256 of a rules module and of the engine beside it, if it has one."""
    digest = hashlib.sha256((rules_dir / f"{variant}.py").read_bytes())
    engine = rules_dir / "_allfours_runtime.py"
    if engine.is_file():
        digest.update(engine.read_bytes())
    return digest.hexdigest()


def bundled(rules_dir: Path) -> list[str]:
    from allfours.conformance.modules import bundled_variants

    return bundled_variants(rules_dir)


def _base_of(rules_dir: Path, variant: str) -> str | None:
    """The variant it extends, when that one is in the folder too."""
    lineage = load_variant(variant, rules_dir).VARIANT.get("lineage", [variant])
    base = lineage[1] if len(lineage) > 1 else None
    return base if base is not None and (rules_dir / f"{base}.py").is_file() else None


def _sources(rules_dir: Path, variant: str, base: str | None) -> dict[str, str]:
    sources = {"module": _module_digest(rules_dir, variant), "players": players_digest()}
    if base is not None:
        sources["base_module"] = _module_digest(rules_dir, base)
    return sources


def variant_figures(rules_dir: Path, variant: str) -> tuple[int, list[report.Metric]]:
    rules = variant_rules(load_variant(variant, rules_dir))
    players = (PLAYER,) * default_players(rules)
    games, _ = simulate(Setup(variant, str(rules_dir), players, SEED), GAMES, WORKERS)
    wanted = {m.key: m for m in report.figures(rules, games)}
    return len(players), [wanted[key] for key in SHOWN if key in wanted]


def site_data(
    rules_dir: Path, progress: Callable[[str], None] | None = None
) -> dict[str, dict[str, Any]]:
    """Every bundled variant's site data, by variant id."""
    measured: dict[str, tuple[int, list[report.Metric]]] = {}
    for variant in bundled(rules_dir):
        if progress is not None:
            progress(variant)
        measured[variant] = variant_figures(rules_dir, variant)
    out: dict[str, dict[str, Any]] = {}
    for variant, (players, metrics) in measured.items():
        base = _base_of(rules_dir, variant)
        data: dict[str, Any] = {
            "format": FORMAT,
            "variant": variant,
            "seed": SEED,
            "games": GAMES,
            "players": [PLAYER] * players,
            "sources": _sources(rules_dir, variant, base),
            "figures": [report.metric_json(m) for m in metrics],
        }
        if base is not None:
            data["base"] = base
            data["against_base"] = report.comparison_json(
                report.compare(measured[base][1], metrics)
            )
        out[variant] = data
    return out


def rounded(value: Any) -> Any:
    """Figures to six places: the text does not hang on a float's last digit."""
    if isinstance(value, float):
        return round(value, 6)
    if isinstance(value, dict):
        return {key: rounded(item) for key, item in value.items()}
    if isinstance(value, list):
        return [rounded(item) for item in value]
    return value


def render(data: dict[str, Any]) -> str:
    return json.dumps(rounded(data), indent=1, sort_keys=True) + "\n"


def stale(rules_dir: Path, out: Path) -> list[str]:
    """What makes the committed files stale: a variant without its file, a file without
    its variant, or a file made from other modules or other players."""
    problems: list[str] = []
    variants = bundled(rules_dir)
    files = {path.stem for path in out.glob("*.json")} if out.is_dir() else set()
    for extra in sorted(files - set(variants)):
        problems.append(f"{out / extra}.json: no variant {extra} in {rules_dir}")
    for variant in variants:
        path = out / f"{variant}.json"
        if variant not in files:
            problems.append(f"{path}: missing")
            continue
        data = json.loads(path.read_text(encoding="utf-8"))
        wanted = _sources(rules_dir, variant, _base_of(rules_dir, variant))
        setup = (data.get("seed"), data.get("games"), data.get("format"))
        if data.get("sources") != wanted or setup != (SEED, GAMES, FORMAT):
            problems.append(f"{path}: made from other rules, players or setup")
    return problems


def write(rules_dir: Path, out: Path, progress: Callable[[str], None] | None = None) -> int:
    """Simulate, then write every file at once (a simulation cut short writes nothing);
    how many files were written or removed."""
    files = {f"{v}.json": render(data) for v, data in site_data(rules_dir, progress).items()}
    update = TreeUpdate(out, files, lambda relative: relative.endswith(".json"))
    done = apply(update)
    return len(done.written) + len(done.removed)
