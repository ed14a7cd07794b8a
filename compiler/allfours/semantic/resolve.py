"""Reading variant files and following `extends` from a variant to its root."""

from __future__ import annotations

import os
import posixpath
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Protocol

from allfours import ast
from allfours.diagnostics import Code, Diagnostic, Label
from allfours.diagnostics.fixes import fix, replace
from allfours.semantic.settings import Settings, effective_settings
from allfours.semantic.suggest import closest
from allfours.span import Span
from allfours.syntax import parse_source, read_source
from allfours.syntax.parser import ParseResult
from allfours.syntax.reader import ReadResult, decode_source

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


def source_name(shown: str) -> str:
    """How generated files name a variant file that diagnostics show as `shown` (see
    `display_path`): never by a path of the machine that built them. A path relative to
    the working folder stays as it is; a bundled variant is `variants/ID.variant`, as in
    the project, wherever the package is installed; any other file is named by its
    folder's name and its own."""
    path = Path(shown)
    if not path.is_absolute():
        return shown
    if path.parent.resolve() == bundled_variants_dir().resolve():
        return f"{BUNDLED_FOLDER}/{path.name}"
    return f"{path.parent.name}/{path.name}"


BUNDLED_FOLDER = "variants"  # the bundled variants' folder in the project


def bundled_variants_dir() -> Path:
    package = Path(__file__).resolve().parents[1]
    packaged = package / "bundled_variants"
    if packaged.is_dir():
        return packaged
    return package.parents[1] / "variants"


class Resolver(Protocol):
    """Where variant files come from. A file is named by a key (a path, as given); the
    checker does no reading of its own but through a resolver, so that the same checks
    run over the file system (the command line, an editor's language server), over texts
    an editor holds unsaved, or in a browser, over texts it was handed."""

    def identity(self, key: str) -> str:
        """The same string for every key of the same file (to find a circle)."""
        ...

    def shown(self, key: str) -> str:
        """How diagnostics name the file."""
        ...

    def read(self, key: str) -> ReadResult:
        """The file's text, or the diagnostics that say why there is none."""
        ...

    def find(self, name: str, beside: str) -> str | None:
        """The key of the variant `name` that the file `beside` extends, if any."""
        ...

    def names(self, beside: str) -> list[str]:
        """Every variant the file `beside` could extend."""
        ...


class FileResolver:
    """Variant files on the file system: a base is looked for beside the file that
    extends it, then in `search_dirs`, then among the bundled variants."""

    def __init__(self, search_dirs: tuple[Path, ...] = ()) -> None:
        self.search_dirs = search_dirs

    def identity(self, key: str) -> str:
        return str(Path(key).resolve())

    def shown(self, key: str) -> str:
        return display_path(Path(key))

    def read(self, key: str) -> ReadResult:
        return read_source(Path(key), self.shown(key))

    def _folders(self, beside: str) -> tuple[Path, ...]:
        return (Path(beside).parent, *self.search_dirs, bundled_variants_dir())

    def find(self, name: str, beside: str) -> str | None:
        for folder in self._folders(beside):
            candidate = folder / f"{name}{VARIANT_SUFFIX}"
            if candidate.is_file():
                return str(candidate)
        return None

    def names(self, beside: str) -> list[str]:
        found: set[str] = set()
        for folder in self._folders(beside):
            if folder.is_dir():
                found.update(p.stem for p in folder.glob(f"*{VARIANT_SUFFIX}"))
        return sorted(found)


class Overlay:
    """Another resolver's files, some of them replaced by texts held in memory (what an
    editor shows, unsaved; a file being fixed), and more files that exist only there."""

    def __init__(self, under: Resolver) -> None:
        self.under = under
        self.texts: dict[str, tuple[str, str]] = {}  # identity -> (key, text)

    def put(self, key: str, text: str) -> None:
        self.texts[self.under.identity(key)] = (key, text)

    def identity(self, key: str) -> str:
        return self.under.identity(key)

    def shown(self, key: str) -> str:
        return self.under.shown(key)

    def read(self, key: str) -> ReadResult:
        held = self.texts.get(self.identity(key))
        if held is None:
            return self.under.read(key)
        return decode_source(self.shown(key), held[1].encode("utf-8", "surrogatepass"))

    def _held_beside(self, beside: str) -> dict[str, str]:
        folder = posixpath.dirname(self.identity(beside))
        return {
            posixpath.basename(identity).removesuffix(VARIANT_SUFFIX): key
            for identity, (key, _) in self.texts.items()
            if identity.endswith(VARIANT_SUFFIX) and posixpath.dirname(identity) == folder
        }

    def find(self, name: str, beside: str) -> str | None:
        return self._held_beside(beside).get(name) or self.under.find(name, beside)

    def names(self, beside: str) -> list[str]:
        return sorted({*self.under.names(beside), *self._held_beside(beside)})


class MemoryResolver:
    """Variant files given as texts, by path: for a page in a browser, which reads no
    file. A base is looked for in the folder of the file that extends it, then among
    `bundled` (the bundled variants' texts, by id)."""

    BUNDLED = "bundled"

    def __init__(self, files: Mapping[str, str], bundled: Mapping[str, str] | None = None) -> None:
        self.files = {self.identity(key): text for key, text in files.items()}
        for name, text in (bundled or {}).items():
            self.files[f"{self.BUNDLED}/{name}{VARIANT_SUFFIX}"] = text

    def identity(self, key: str) -> str:
        return posixpath.normpath(key)

    def shown(self, key: str) -> str:
        return self.identity(key)

    def read(self, key: str) -> ReadResult:
        text = self.files.get(self.identity(key))
        if text is None:
            return ReadResult(
                None,
                (
                    Diagnostic(
                        Code.E0005,
                        "cannot read the file: no such file",
                        Label(Span.point(self.shown(key), 1, 1), ""),
                        help="check the path",
                    ),
                ),
            )
        return decode_source(self.shown(key), text.encode("utf-8", "surrogatepass"))

    def _folders(self, beside: str) -> tuple[str, ...]:
        return (posixpath.dirname(self.identity(beside)), self.BUNDLED)

    def find(self, name: str, beside: str) -> str | None:
        for folder in self._folders(beside):
            key = posixpath.join(folder, f"{name}{VARIANT_SUFFIX}")
            if key in self.files:
                return key
        return None

    def names(self, beside: str) -> list[str]:
        folders = self._folders(beside)
        return sorted(
            posixpath.basename(key).removesuffix(VARIANT_SUFFIX)
            for key in self.files
            if key.endswith(VARIANT_SUFFIX) and posixpath.dirname(key) in folders
        )


class Loader:
    """Parses each file once and remembers its text and its diagnostics."""

    def __init__(
        self,
        search_dirs: tuple[Path, ...] = (),
        resolver: Resolver | None = None,
        parsed: dict[tuple[str, str], ParseResult] | None = None,
    ) -> None:
        self.resolver: Resolver = resolver or FileResolver(search_dirs)
        # Each text parsed, by (file as shown, text): an editor checks a document at every
        # keystroke, and its bases' texts, parsed once, serve every check after.
        self.parsed_texts = {} if parsed is None else parsed
        self.sources: dict[str, str] = {}
        self.diagnostics: dict[str, tuple[Diagnostic, ...]] = {}
        self.stopped_early: set[str] = set()  # files not read to their end
        self.verdicts: dict[str, bool] = {}  # file -> whether it has errors, as a base
        self.keys: dict[str, str] = {}  # each file read, as shown -> its key
        self._parsed: dict[str, ast.VariantFile | None] = {}

    def overlay(self, path: Path | str, text: str) -> None:
        """Check `text` as the file at `path`, whatever the file holds."""
        if not isinstance(self.resolver, Overlay):
            self.resolver = Overlay(self.resolver)
        self.resolver.put(str(path), text)
        self._parsed.pop(self.resolver.identity(str(path)), None)

    def load(self, path: Path | str) -> ast.VariantFile | None:
        key = str(path)
        identity = self.resolver.identity(key)
        if identity in self._parsed:
            return self._parsed[identity]
        shown = self.resolver.shown(key)
        self.keys[shown] = key
        variant: ast.VariantFile | None = None
        read = self.resolver.read(key)
        if read.text is None:
            self.diagnostics[shown] = read.diagnostics
        else:
            self.sources[shown] = read.text
            parsed = self.parsed_texts.get((shown, read.text))
            if parsed is None:
                parsed = parse_source(shown, read.text)
                self.parsed_texts[(shown, read.text)] = parsed
            self.diagnostics[shown] = parsed.diagnostics
            if not parsed.read_to_the_end:
                self.stopped_early.add(shown)
            variant = parsed.variant
        self._parsed[identity] = variant
        return variant

    def find_base(self, name: str, beside: Path | str) -> Path | None:
        found = self.resolver.find(name, str(beside))
        return None if found is None else Path(found)

    def known_names(self, beside: Path | str) -> list[str]:
        return self.resolver.names(str(beside))

    def chain(self, path: Path | str) -> tuple[list[ast.VariantFile], list[Diagnostic]]:
        """The variant at `path` followed by its bases, root last.

        Problems of the chain itself (an unknown base, a cycle) come back as
        diagnostics; a base that does not parse ends the chain, and its own
        problems stay recorded against its file.
        """
        variant = self.load(path)
        if variant is None:
            return [], []
        chain = [variant]
        current = str(path)
        seen = {self.resolver.identity(current)}
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
            found = self.resolver.find(base.value, current)
            if found is None:
                return chain, [self._unknown_base(base, current)]
            shown = self.resolver.shown(found)
            if self.resolver.identity(found) in seen:
                names = " -> ".join([v.header.id.value for v in chain] + [base.value])
                return chain, [
                    Diagnostic(
                        Code.E0203,
                        f"variants extend each other in a circle: {names}",
                        Label(base.span, "this `extends` closes the circle"),
                        help="let one of these variants stand on its own or extend a bundled one",
                    )
                ]
            seen.add(self.resolver.identity(found))
            base_variant = self.load(found)
            if base_variant is None or self.has_errors(shown):
                return chain, [
                    Diagnostic(
                        Code.E0202,
                        f"`{base.value}` cannot be extended: its own file has errors",
                        Label(base.span, f"{shown} does not check"),
                        help=f"fix the errors in {shown} first",
                    )
                ]
            chain.append(base_variant)
            current = found
        return chain, []

    def _unknown_base(self, base: ast.Name, beside: str) -> Diagnostic:
        suggestion = closest(base.value, self.resolver.names(beside))
        return Diagnostic(
            Code.E0202,
            f"`{base.value}` is not a variant that can be extended",
            Label(base.span, "no variant file has this name"),
            help=f"did you mean `{suggestion}`?"
            if suggestion
            else "name a variant in the same folder or a bundled one",
            fixes=(fix(f"extend `{suggestion}`", replace(base.span, suggestion), safe=True),)
            if suggestion
            else (),
        )

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
        # A fix of a base's file is not the author's to make.
        fixes=tuple(f for f in diagnostic.fixes if all(e.span.path == leaf.path for e in f.edits)),
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
    if diagnostic.code is Code.E0402 and isinstance(cause, ast.Stated) and cause.key == "smudge":
        points = _points_in_a_hand(settings)
        if cause.choice == "no_smudge":
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
