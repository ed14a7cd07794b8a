"""`allfours new NAME --extends BASE`: start a house rule.

The new file names its base and holds every statement of the base as a comment, so that
an author (often on a phone) changes a rule by removing the `#` and editing the line,
rather than by looking the statement up. The file is checked before it is kept: a base
that does not exist or does not check is refused, and nothing is written.
"""

from __future__ import annotations

import re
from pathlib import Path

from allfours.pipeline import check_all
from allfours.semantic.resolve import VARIANT_SUFFIX, Loader, display_path
from allfours.semantic.suggest import closest
from allfours.syntax.parser import parse_source

_NAME = re.compile(r"[a-z][a-z0-9_]*")


def title_of(name: str) -> str:
    """`friday_pitch` -> `Friday Pitch`."""
    return " ".join(part.capitalize() for part in name.split("_") if part)


def house_rule(name: str, title: str, base: str, base_text: str) -> str:
    """The text of a new house rule of `base`, whose own file reads `base_text`."""
    parsed = parse_source(base, base_text)
    assert parsed.variant is not None, "the base was checked"
    lines = base_text.splitlines()
    statements = [lines[s.span.line - 1].strip() for s in parsed.variant.statements]
    quoted = title.replace("\\", "\\\\").replace('"', '\\"')
    return "\n".join(
        [
            f"# {title}: a house rule of {base}. Every rule is the base's until a line",
            "# below says otherwise: remove the `#` before a line and change it, or add a",
            "# statement of the language. `allfours check` says what is wrong and how to fix it.",
            f'variant {name} "{quoted}" extends {base}',
            "",
            f"# The base's own statements ({base}{VARIANT_SUFFIX}):",
            *(f"# {line}" for line in statements if not line.startswith("description")),
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
    if title is not None and (not title.strip() or not title.isprintable()):
        return (
            2,
            "allfours: a title is one line of printable text, for example --title 'Friday Pitch'",
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
    text = house_rule(name, title or title_of(name), base, loader.sources[display_path(found)])
    folder.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return 0, f"created {display_path(path)}; next: allfours check {display_path(path)}"
