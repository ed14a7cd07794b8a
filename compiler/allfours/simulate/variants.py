"""Opening the variant a simulation or a game plays, from any folder, once per process.

A spec is what `allfours.sources.open_variant` takes: a bundled id (compiled in memory
from the installed package), a `.variant` file anywhere, or a generated module's path
(or an id with a folder of generated modules). Worker processes receive the spec and
open it here, once each: a module built in memory cannot be pickled.
"""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

from allfours.conformance.modules import rules_of
from allfours.runtime import model
from allfours.sources import SpecError, open_variant

VariantError = SpecError

_OPENED: dict[tuple[str, str | None], ModuleType] = {}


def open_spec(spec: str, rules_dir: str | Path | None = None) -> ModuleType:
    """The rules module a spec names, opened once per process (VariantError if none)."""
    key = (spec, str(rules_dir) if rules_dir is not None else None)
    module = _OPENED.get(key)
    if module is None:
        folder = Path(rules_dir) if rules_dir is not None else None
        module = _OPENED[key] = open_variant(spec, folder).module
    return module


def variant_rules(module: ModuleType) -> model.Rules:
    """The module's RULES in the compiler's IR types (so that mypy knows them)."""
    return rules_of(module)


def title_of(module: ModuleType, language: str = "en") -> str:
    """The variant's title in `language` (English where it has none of its own)."""
    metadata = module.VARIANT
    titles = metadata.get("titles") or {}
    return str(titles.get(language) or metadata.get("title") or metadata["id"])


def default_players(rules: model.Rules) -> int:
    """A table size the variant plays at: four where it allows four, else its least."""
    table = rules.table
    return (
        4
        if table.allows(4)
        else next(n for n in range(table.players_min, table.players_max + 1) if table.allows(n))
    )
