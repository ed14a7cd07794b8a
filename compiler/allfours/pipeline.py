"""The pipeline from variant files to outputs: parse, check, lower, run the backends.

Pure functions of their inputs (the loader caches what it read); only the CLI and
the writer touch the file system beyond reading variant files.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from allfours import ir
from allfours.diagnostics import Diagnostic
from allfours.lower import lower
from allfours.semantic.checks import check_chain
from allfours.semantic.resolve import VARIANT_SUFFIX, Loader, display_path
from allfours.semantic.settings import effective_settings


@dataclass(frozen=True, slots=True)
class Checked:
    path: Path
    variant: ir.Variant | None  # None when any error was found
    diagnostics: tuple[Diagnostic, ...]

    @property
    def ok(self) -> bool:
        return self.variant is not None


def _unique(diagnostics: Iterable[Diagnostic]) -> tuple[Diagnostic, ...]:
    seen: dict[tuple[object, ...], Diagnostic] = {}
    for d in diagnostics:
        seen.setdefault((d.code, d.primary.span, d.message), d)
    return tuple(sorted(seen.values(), key=Diagnostic.sort_key))


def check_variant(path: Path, loader: Loader) -> Checked:
    """Every diagnostic of the variant at `path` and of the bases it extends."""
    chain, chain_problems = loader.chain(path)
    found: list[Diagnostic] = list(chain_problems)
    for variant in chain:
        found.extend(loader.diagnostics.get(variant.path, ()))
    if not chain:
        found.extend(loader.diagnostics.get(display_path(path), ()))
        return Checked(path, None, _unique(found))
    settings = effective_settings(chain)
    if not chain_problems:
        parsed_completely = not any(d.is_error for d in found)
        found.extend(check_chain(chain, settings, complete=parsed_completely))
    diagnostics = _unique(found)
    if any(d.is_error for d in diagnostics):
        return Checked(path, None, diagnostics)
    return Checked(path, lower(chain, settings, loader.sources), diagnostics)


def variant_files(folder: Path) -> list[Path]:
    return sorted(folder.glob(f"*{VARIANT_SUFFIX}"))


def check_all(paths: Sequence[Path], loader: Loader | None = None) -> list[Checked]:
    loader = loader or Loader()
    return [check_variant(path, loader) for path in paths]
