"""`allfours new NAME --extends BASE`: start a house rule.

The new file names its base and holds every rule in force in the base as a comment (a
house rule's base's too, each line as the file that decides it says it), so that an
author (often on a phone) changes a rule by removing the `#` and editing the line, rather
than by looking the statement up. The file is checked where it would be written before
it is kept: a base that does not exist or does not check, and a name that would make the
file extend itself, are refused, and nothing is written.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Mapping, Sequence
from pathlib import Path

from allfours import ast
from allfours.diagnostics import Code
from allfours.pipeline import check_all, check_variant
from allfours.semantic.resolve import VARIANT_SUFFIX, Loader, display_path
from allfours.semantic.settings import effective_settings
from allfours.semantic.suggest import closest
from allfours.span import source_lines

_NAME = re.compile(r"[a-z][a-z0-9_]*")
MAX_NAME = 64  # letters of a variant's name: a file name, a module's, a page's


def title_of(name: str) -> str:
    """`friday_pitch` -> `Friday Pitch`."""
    return " ".join(part.capitalize() for part in name.split("_") if part)


def house_rule(
    name: str, title: str, base: str, chain: Sequence[ast.VariantFile], sources: Mapping[str, str]
) -> str:
    """The text of a new house rule of `base`, whose extends chain (leaf first, as read
    into `sources`) is `chain`: every rule in force in the base, each as the file that
    decides it says it, a house rule's own lines marked with its id. What describes a
    file's own variant (its description, its titles in other languages) is left out: a
    house rule does not inherit it."""
    settings = effective_settings(chain)
    names = {variant.path: variant.header.id.value for variant in chain}
    root = chain[-1]
    shown: list[str] = []
    for statement in settings.by_key.values():
        if isinstance(statement, ast.NOT_INHERITED):
            continue
        path = statement.span.path
        line = source_lines(sources[path])[statement.span.line - 1].strip()
        shown.append(f"# {line}" + (f"  # {names[path]}" if path != root.path else ""))
    quoted = title.replace("\\", "\\\\").replace('"', '\\"')
    if len(chain) == 1:
        said = [f"# The base's rules ({base}{VARIANT_SUFFIX}):"]
    else:
        said = [
            f"# The rules in force in {base}: those of {root.header.id.value}{VARIANT_SUFFIX},",
            "# and where a line is marked with a house rule's id, that house rule's own:",
        ]
    return "\n".join(
        [
            f"# {title}: a house rule of {base}. Every rule is the base's until a line",
            "# below says otherwise: remove the `#` before a line and change it, or add a",
            "# statement of the language. `allfours check` says what is wrong and how to fix it.",
            f'variant {name} "{quoted}" extends {base}',
            "",
            *said,
            *shown,
            "",
        ]
    )


def create(name: str, base: str, folder: Path, title: str | None) -> tuple[int, str]:
    """Write `folder/NAME.variant`; the exit status and what to say."""
    if not _NAME.fullmatch(name):
        return 2, (
            f"allfours: {name!r} cannot be a variant's name: use lower-case letters, digits "
            "and `_`, starting with a letter (for example `friday_pitch`)"
        )
    if len(name) > MAX_NAME:
        return 2, (
            f"allfours: a variant's name has at most {MAX_NAME} letters, digits and `_`, "
            f"not {len(name)}; nothing was written"
        )
    if title is not None and (not title.strip() or not title.isprintable()):
        return (
            2,
            "allfours: a title is one line of printable text, for example --title 'Friday Pitch'",
        )
    if folder.exists() and not folder.is_dir():
        return 2, (
            f"allfours: {display_path(folder)} is a file, not a folder: name a folder with "
            "--variants; nothing was written"
        )
    path = folder / f"{name}{VARIANT_SUFFIX}"
    if path.exists():
        return 2, f"allfours: {display_path(path)} already exists; nothing was written"
    loader = Loader()
    found = loader.find_base(base, path)
    if found is None:
        hint = closest(base, loader.known_names(path))
        also = f"; did you mean `{hint}`?" if hint else ""
        return 2, f"allfours: there is no variant `{base}` to extend{also}"
    checked = check_all([found], loader, lowered=False)
    if any(d.is_error for c in checked for d in c.diagnostics):
        return 1, f"allfours: {display_path(found)} has errors; run `allfours check` on it first"
    chain, _ = loader.chain(found)
    text = house_rule(name, title or title_of(name), base, chain, loader.sources)
    refused = _refusal(path, text, name, base, loader)
    if refused is not None:
        return 2, refused
    try:
        _write_new(path, text)
    except OSError as error:
        said = (error.strerror or "refused").lower()
        return 2, f"allfours: cannot write {display_path(path)}: {said}; nothing was written"
    return 0, f"created {display_path(path)}; next: allfours check {display_path(path)}"


def _refusal(path: Path, text: str, name: str, base: str, loader: Loader) -> str | None:
    """Why the new file, checked where it would be written, could not be kept; None when
    it checks. A house rule named after its base, in a folder where it would stand beside
    it, would find itself first: `extends` would go round in a circle."""
    loader.overlay(path, text)
    problems = [d for d in check_variant(path, loader, lowered=False).diagnostics if d.is_error]
    if not problems:
        return None
    shown = display_path(path)
    circle = next((d for d in problems if d.code is Code.E0203), None)
    if circle is not None:
        free = _free_name(f"my_{base}", path.parent)
        itself = "would extend itself" if name == base else "would extend itself in a circle"
        return (
            f"allfours: {shown} {itself}: beside it, `extends {base}` finds "
            + (
                "the new file, not the variant it is meant to change"
                if name == base
                else circle.message.removeprefix("variants extend each other in a circle: ")
            )
            + f"; nothing was written. Give the house rule a name of its own, for example: "
            f"allfours new {free} --extends {base}"
        )
    return f"allfours: {shown} would not check ({problems[0].message}); nothing was written"


def _free_name(name: str, folder: Path) -> str:
    """`name`, or `name_2`, `name_3`...: the first with no file in `folder`."""
    candidates = itertools.chain([name], (f"{name}_{n}" for n in itertools.count(2)))
    return next(c for c in candidates if not (folder / f"{c}{VARIANT_SUFFIX}").exists())


def _write_new(path: Path, text: str) -> None:
    """Write a new file, and the folders it needs, whole or not at all: a failure (a
    folder that cannot be made, a full disk) leaves neither a part of the file nor a
    folder made for it."""
    made: list[Path] = []
    written = False
    try:
        for folder in reversed([path.parent, *path.parent.parents]):
            if not folder.exists():
                folder.mkdir()
                made.append(folder)
        with path.open("x", encoding="utf-8") as out:  # never over a file made meanwhile
            written = True
            out.write(text)
    except OSError:
        if written:
            path.unlink(missing_ok=True)
        for folder in reversed(made):
            folder.rmdir()
        raise
