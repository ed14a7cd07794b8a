"""Finding a variant's generated rules module, with a one-line error when it is not there."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

from allfours.conformance.modules import (
    ModuleLoadError,
    bundled_variants,
    load_module,
    module_path,
    rules_of,
)
from allfours.runtime import model

DEFAULT_RULES_DIR = Path("generated/rules")


class VariantError(ValueError):
    """A variant asked for that cannot be played: unknown, or not a rules module."""


def load_variant(variant: str, rules_dir: Path = DEFAULT_RULES_DIR) -> ModuleType:
    """The generated module of a variant id (or a module's path)."""
    path = module_path(variant, rules_dir)
    if not path.is_file():
        known = bundled_variants(rules_dir) if rules_dir.is_dir() else []
        hint = f" (known: {', '.join(known)})" if known else ""
        raise VariantError(f"unknown variant {variant!r}: no {path}{hint}")
    try:
        return load_module(variant, rules_dir)
    except ModuleLoadError as error:
        raise VariantError(str(error)) from None


def variant_rules(module: ModuleType) -> model.Rules:
    """The module's RULES in the compiler's IR types (so that mypy knows them)."""
    return rules_of(module)


def default_players(rules: model.Rules) -> int:
    """A table size the variant plays at: four where it allows four, else its least."""
    table = rules.table
    return (
        4
        if table.allows(4)
        else next(n for n in range(table.players_min, table.players_max + 1) if table.allows(n))
    )
