"""Reading variant files and following `extends` from a variant to its root."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

from allfours import ast
from allfours.diagnostics import Code, Diagnostic, Label
from allfours.semantic.settings import Settings, effective_settings
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


# -- an inherited conflict, told on the author's own line -------------------------------
# A house rule changes one setting of its base; the settings check then finds the new
# setting at odds with one the base still states. The checks say what is at odds with
# what; this says it to the author of the house rule: the first label on a line of their
# own file (the line that brought the conflict in), the base's line as a second label,
# and a help that changes their file, never the base's.


def on_the_authors_line(
    chain: Sequence[ast.VariantFile],
    settings: Settings,
    found: Sequence[Diagnostic],
    recheck: Callable[[Settings], Iterable[Diagnostic]],
) -> list[Diagnostic]:
    """`found` (the settings checks of `chain`, leaf first) with each diagnostic that
    points only into a base retold on the leaf's own line. `recheck` runs the settings
    checks on other settings: a leaf line is the cause when, without it, the diagnostic
    is gone."""
    if len(chain) < 2:
        return list(found)
    leaf = chain[0]
    base_names = {variant.path: variant.header.id.value for variant in chain[1:]}
    told: list[Diagnostic] = []
    for diagnostic in found:
        if (
            diagnostic.primary.span.path == leaf.path
            or diagnostic.primary.span.path not in base_names
        ):
            told.append(diagnostic)
            continue
        cause = _cause(diagnostic, chain, recheck)
        told.append(_retold(diagnostic, leaf, cause, settings, base_names))
    return told


def _same(a: Diagnostic, b: Diagnostic) -> bool:
    return a.code is b.code and a.primary.span == b.primary.span


def _cause(
    diagnostic: Diagnostic,
    chain: Sequence[ast.VariantFile],
    recheck: Callable[[Settings], Iterable[Diagnostic]],
) -> ast.Statement | None:
    """The leaf's statement without which `diagnostic` is not found, if there is one."""
    leaf = chain[0]
    for statement in leaf.statements:
        without = leaf._replace(statements=tuple(s for s in leaf.statements if s is not statement))
        rest = effective_settings([without, *chain[1:]])
        if not any(_same(diagnostic, other) for other in recheck(rest)):
            return statement
    return None


def _retold(
    diagnostic: Diagnostic,
    leaf: ast.VariantFile,
    cause: ast.Statement | None,
    settings: Settings,
    base_names: dict[str, str],
) -> Diagnostic:
    base_label = diagnostic.primary
    base = base_names[base_label.span.path]
    own = [label for label in diagnostic.secondary if label.span.path == leaf.path]
    others = [label for label in diagnostic.secondary if label.span.path != leaf.path]
    if own:
        primary, others = own[0], own[1:] + others
    elif cause is not None:
        primary = Label(cause.span, "your line")
    else:  # only the lines of the bases together: the file inherits the conflict whole
        name = leaf.header.base
        primary = Label(name.span if name else leaf.header.span, "inherited from here")
    inherited = Label(base_label.span, f"{base_label.message}, in {base}")
    return diagnostic._replace(
        primary=primary,
        secondary=(inherited, *others),
        help=_fitting_help(diagnostic, cause, base, base_label, settings),
    )


def _fitting_help(
    diagnostic: Diagnostic,
    cause: ast.Statement | None,
    base: str,
    base_label: Label,
    settings: Settings,
) -> str:
    """A help that changes the author's file: a base line changes only by a line of the
    house rule's own that states the same setting."""
    line = f"{base}'s line {base_label.span.line}"
    if diagnostic.code is Code.E0402 and isinstance(cause, ast.NoSmudge | ast.Smudge):
        points = _points_in_a_hand(settings)
        if isinstance(cause, ast.NoSmudge):
            return (
                f"without the smudge, the top bid of {line} cannot be made: add an auction "
                f"line of your own with bids up to {points}, or keep {base}'s smudge"
            )
        return (
            f"{base}'s top bid (line {base_label.span.line}) can be made only by a smudge that "
            "needs every point and every trick: add `it needs every point and every trick` "
            f"to your smudge line, or an auction line of your own with bids up to {points}"
        )
    if diagnostic.code is Code.E0403:
        return (
            f"{base}'s smudge (line {base_label.span.line}) is outside your bids: add a "
            "smudge line of your own with a bid in your range, or `smudge: none`"
        )
    if diagnostic.code is Code.E0206 and isinstance(cause, ast.NoPoint):
        return (
            f"`count out` in {line} still names `{cause.id.value}`, which your file "
            f"removes: add a `count out:` line of your own that leaves it out"
        )
    said = diagnostic.help or f"change {line} by a line of your own"
    for base_only in ("remove this line", "remove this point"):
        said = said.replace(base_only, f"change {line} by a line of your own")
    return f"in your file, {said}"


def _points_in_a_hand(settings: Settings) -> int:
    return sum(p.worth.value if p.worth else 1 for p in settings.points)
