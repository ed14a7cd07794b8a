"""Reading variant files and following `extends` from a variant to its root."""

from __future__ import annotations

import os
from pathlib import Path

from allfours import ast
from allfours.diagnostics import Code, Diagnostic, Label
from allfours.semantic.suggest import closest
from allfours.syntax import parse_source, read_source

VARIANT_SUFFIX = ".variant"
# A house rule on a house rule on a bundled variant is deep; this is far deeper, and a
# chain that long is a mistake (or an attack): each file of it is read and checked.
MAX_EXTENDS = 16


def display_path(path: Path) -> str:
    """A stable, `/`-separated path: relative to the working folder when inside it."""
    try:
        shown = os.path.relpath(path)
    except ValueError:
        shown = str(path)
    if shown.startswith(".."):
        shown = str(path)
    return shown.replace(os.sep, "/")


def bundled_variants_dir() -> Path:
    package = Path(__file__).resolve().parents[1]
    packaged = package / "bundled_variants"
    if packaged.is_dir():
        return packaged
    return package.parents[1] / "variants"


class Loader:
    """Parses each file once and remembers its text and its diagnostics."""

    def __init__(self, search_dirs: tuple[Path, ...] = ()) -> None:
        self.search_dirs = search_dirs
        self.sources: dict[str, str] = {}
        self.diagnostics: dict[str, tuple[Diagnostic, ...]] = {}
        self.stopped_early: set[str] = set()  # files not read to their end
        self.verdicts: dict[str, bool] = {}  # file -> whether it has errors, as a base
        self._parsed: dict[Path, ast.VariantFile | None] = {}

    def load(self, path: Path) -> ast.VariantFile | None:
        key = path.resolve()
        if key in self._parsed:
            return self._parsed[key]
        shown = display_path(path)
        variant: ast.VariantFile | None = None
        read = read_source(path, shown)
        if read.text is None:
            self.diagnostics[shown] = read.diagnostics
        else:
            self.sources[shown] = read.text
            parsed = parse_source(shown, read.text)
            self.diagnostics[shown] = parsed.diagnostics
            if not parsed.read_to_the_end:
                self.stopped_early.add(shown)
            variant = parsed.variant
        self._parsed[key] = variant
        return variant

    def find_base(self, name: str, beside: Path) -> Path | None:
        for folder in (beside.parent, *self.search_dirs, bundled_variants_dir()):
            candidate = folder / f"{name}{VARIANT_SUFFIX}"
            if candidate.is_file():
                return candidate
        return None

    def known_names(self, beside: Path) -> list[str]:
        names: set[str] = set()
        for folder in (beside.parent, *self.search_dirs, bundled_variants_dir()):
            if folder.is_dir():
                names.update(p.stem for p in folder.glob(f"*{VARIANT_SUFFIX}"))
        return sorted(names)

    def chain(self, path: Path) -> tuple[list[ast.VariantFile], list[Diagnostic]]:
        """The variant at `path` followed by its bases, root last.

        Problems of the chain itself (an unknown base, a cycle) come back as
        diagnostics; a base that does not parse ends the chain, and its own
        problems stay recorded against its file.
        """
        variant = self.load(path)
        if variant is None:
            return [], []
        chain = [variant]
        seen = {path.resolve()}
        current_path = path
        while (base := chain[-1].header.base) is not None:
            if len(chain) == MAX_EXTENDS:
                return chain, [
                    Diagnostic(
                        Code.E0209,
                        f"variants extend each other more than {MAX_EXTENDS} deep",
                        Label((variant.header.base or base).span, "the chain starts here"),
                        (Label(base.span, f"and is still going at {chain[-1].header.id.value}"),),
                        help="build on a bundled variant more directly: a house rule rarely "
                        "needs more than two files below it",
                    )
                ]
            base_path = self.find_base(base.value, current_path)
            if base_path is None:
                suggestion = closest(base.value, self.known_names(current_path))
                return chain, [
                    Diagnostic(
                        Code.E0202,
                        f"`{base.value}` is not a variant that can be extended",
                        Label(base.span, "no variant file has this name"),
                        help=f"did you mean `{suggestion}`?"
                        if suggestion
                        else "name a variant in the same folder or a bundled one",
                    )
                ]
            if base_path.resolve() in seen:
                names = " -> ".join([v.header.id.value for v in chain] + [base.value])
                return chain, [
                    Diagnostic(
                        Code.E0203,
                        f"variants extend each other in a circle: {names}",
                        Label(base.span, "this `extends` closes the circle"),
                        help="let one of these variants stand on its own or extend a bundled one",
                    )
                ]
            seen.add(base_path.resolve())
            base_variant = self.load(base_path)
            if base_variant is None or self.has_errors(display_path(base_path)):
                return chain, [
                    Diagnostic(
                        Code.E0202,
                        f"`{base.value}` cannot be extended: its own file has errors",
                        Label(base.span, f"{display_path(base_path)} does not check"),
                        help=f"fix the errors in {display_path(base_path)} first",
                    )
                ]
            chain.append(base_variant)
            current_path = base_path
        return chain, []

    def has_errors(self, shown: str) -> bool:
        return any(d.is_error for d in self.diagnostics.get(shown, ()))
