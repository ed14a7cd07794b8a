"""The pipeline from variant files to outputs: parse, check, lower, run the backends.

Pure functions of their inputs (the loader caches what it read); only the CLI and
the writer touch the file system beyond reading variant files.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from allfours import ast
from allfours.diagnostics import Code, Diagnostic, Label
from allfours.semantic.checks import check_chain, check_file
from allfours.semantic.resolve import VARIANT_SUFFIX, Loader
from allfours.semantic.settings import effective_settings

if TYPE_CHECKING:
    from allfours import ir


class Checked(NamedTuple):
    path: Path
    variant: ir.Variant | None  # None when any error was found, or when not lowered
    diagnostics: tuple[Diagnostic, ...]

    @property
    def ok(self) -> bool:
        return not any(d.is_error for d in self.diagnostics)


def _unique(diagnostics: Iterable[Diagnostic]) -> tuple[Diagnostic, ...]:
    seen: dict[tuple[object, ...], Diagnostic] = {}
    for d in diagnostics:
        seen.setdefault((d.code, d.primary.span, d.message), d)
    return tuple(sorted(seen.values(), key=Diagnostic.sort_key))


def check_variant(path: Path | str, loader: Loader, *, lowered: bool = True) -> Checked:
    """Every diagnostic of the variant at `path` and of the bases it extends, and, when
    `lowered` and it has no error, its IR."""
    chain, chain_problems = loader.chain(path)
    found: list[Diagnostic] = list(chain_problems)
    for variant in chain:
        found.extend(loader.diagnostics.get(variant.path, ()))
    if not chain:
        found.extend(loader.diagnostics.get(loader.resolver.shown(str(path)), ()))
        return Checked(Path(path), None, _unique(found))
    if chain_problems or any(v.path in loader.stopped_early for v in chain):
        # The settings checks need the whole chain, read to the end of every file; what
        # each file says on its own (its name, a line given twice) is told all the same,
        # so that an unknown base does not hide a file named unlike its variant.
        for variant in chain:
            found.extend(check_file(variant))
        return Checked(Path(path), None, _unique(found))
    # Every base must check on its own before anything is built on it: the root first.
    for depth in range(len(chain) - 1, 0, -1):
        if _errors(chain[depth:], loader):
            found.append(_broken_base(chain[depth - 1], chain[depth]))
            return Checked(Path(path), None, _unique(found))
    parsed_completely = not any(d.is_error for d in found)
    settings = effective_settings(chain)
    found.extend(check_chain(chain, settings, complete=parsed_completely))
    diagnostics = _unique(found)
    if any(d.is_error for d in diagnostics) or not lowered:
        return Checked(Path(path), None, diagnostics)
    # The IR and the engine's model are imported here, so that `allfours check` never
    # loads them: it is run as a whole process, often, and its start-up is its cost.
    from allfours.lower import lower

    built: ir.Variant | None = None
    for depth in range(len(chain) - 1, -1, -1):  # each file's IR, its base's as its parent
        below = chain[depth:]
        built = lower(below, effective_settings(below), loader.sources, parent=built)
    return Checked(Path(path), built, diagnostics)


def _errors(chain: Sequence[ast.VariantFile], loader: Loader) -> bool:
    """Whether the variant that `chain` (leaf first) resolves has any error of its own."""
    key = chain[0].path
    if key not in loader.verdicts:
        found = check_chain(chain, effective_settings(chain))
        loader.verdicts[key] = any(d.is_error for d in found)
    return loader.verdicts[key]


def _broken_base(child: ast.VariantFile, base: ast.VariantFile) -> Diagnostic:
    name = child.header.base
    assert name is not None
    return Diagnostic(
        Code.E0202,
        f"`{name.value}` cannot be extended: its own file has errors",
        Label(name.span, f"{base.path} does not check"),
        help=f"run `allfours check {base.path}` and fix its errors first",
    )


def variant_files(folder: Path) -> list[Path]:
    return sorted(folder.glob(f"*{VARIANT_SUFFIX}"))


def check_all(
    paths: Sequence[Path], loader: Loader | None = None, *, lowered: bool = True
) -> list[Checked]:
    loader = loader or Loader()
    return [check_variant(path, loader, lowered=lowered) for path in paths]
