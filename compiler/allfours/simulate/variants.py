"""Opening the variant a simulation or a game plays, from any folder, once per process.

A spec is what `allfours.sources.open_variant` takes: a bundled id (compiled in memory
from the installed package), a `.variant` file anywhere, or a generated module's path
(or an id with a folder of generated modules). Worker processes receive the spec and
open it here, once each: a module built in memory cannot be pickled.
"""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

from allfours import ir
from allfours.conformance.modules import rules_of
from allfours.runtime import model
from allfours.sources import SpecError, open_variant, rules_module

VariantError = SpecError

_OPENED: dict[tuple[str, str | None], ModuleType] = {}
_COMPILED: dict[tuple[str, str | None], ir.Variant | None] = {}


def _key(spec: str, rules_dir: str | Path | None) -> tuple[str, str | None]:
    return spec, str(rules_dir) if rules_dir is not None else None


def open_spec(spec: str, rules_dir: str | Path | None = None) -> ModuleType:
    """The rules module a spec names, opened once per process (VariantError if none)."""
    key = _key(spec, rules_dir)
    module = _OPENED.get(key)
    if module is None:
        folder = Path(rules_dir) if rules_dir is not None else None
        opened = open_variant(spec, folder)
        module = _OPENED[key] = opened.module
        _COMPILED[key] = opened.variant
    return module


def compiled_of(spec: str, rules_dir: str | Path | None = None) -> ir.Variant | None:
    """The IR a spec was compiled to in this process (None for a generated module's
    path): what a worker elsewhere can build the module from without the variant's file
    or the compiler's front half."""
    open_spec(spec, rules_dir)
    return _COMPILED.get(_key(spec, rules_dir))


def adopt(spec: str, rules_dir: str | Path | None, variant: ir.Variant) -> None:
    """Open `spec` in this process from its compiled IR (sent by the process that
    compiled it), unless it is open already."""
    key = _key(spec, rules_dir)
    if key not in _OPENED:
        _OPENED[key] = rules_module(variant)
        _COMPILED[key] = variant


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
