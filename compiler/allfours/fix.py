"""`allfours check --fix FILE`: make the checker's safe fixes, and say what changed.

The file is checked, each diagnostic's safe fix made, and the result checked again (a
fix may let the checker read further into a line, and find the next slip), until no
safe fix is left; then the file is written once, through a temporary file and a rename,
so that it is either as it was or wholly fixed. Its line ends, byte order mark and mode
stay as they were.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path
from typing import NamedTuple

from allfours.diagnostics import Diagnostic, Fix
from allfours.diagnostics.fixes import apply_edits, safe_edits
from allfours.pipeline import Checked, check_variant
from allfours.semantic.resolve import Loader, display_path

# Each round fixes every slip the checker can see; a line with several needs a round for
# each. More rounds than this would be a fix that undoes another.
MAX_ROUNDS = 8


class Made(NamedTuple):
    line: int  # where the diagnostic was, in the text as that round saw it
    code: str
    fix: str  # the fix's label


class Fixed(NamedTuple):
    made: tuple[Made, ...]
    checked: Checked  # the file as written (or as it was, when nothing was made)
    loader: Loader  # whose sources show the file as written


def _check(path: Path, text: str | None) -> tuple[Checked, Loader]:
    loader = Loader()
    if text is not None:
        loader.overlay(path, text)
    return check_variant(path, loader, lowered=False), loader


def fix_file(path: Path) -> Fixed:
    """Make every safe fix of the file at `path`; write it if anything changed."""
    shown = display_path(path)
    checked, loader = _check(path, None)
    original = loader.sources.get(shown)
    if original is None:  # unreadable: nothing to fix, the diagnostics say why
        return Fixed((), checked, loader)
    text, made = original, []
    for _ in range(MAX_ROUNDS):
        chosen: list[tuple[Diagnostic, Fix]] = safe_edits(checked.diagnostics, shown)
        if not chosen:
            break
        text = apply_edits(text, [edit for _, f in chosen for edit in f.edits])
        made += [Made(d.primary.span.line, d.code.name, f.label) for d, f in chosen]
        checked, loader = _check(path, text)
    if text != original:
        _write(path, text)
    return Fixed(tuple(made), checked, loader)


def _write(path: Path, text: str) -> None:
    """Write `text` over the file at `path` atomically, keeping its line ends, its byte
    order mark and its mode (through a symbolic link, the file it points to)."""
    target = path.resolve()
    data = target.read_bytes()
    if b"\r\n" in data:
        text = text.replace("\n", "\r\n")
    encoded = text.encode("utf-8")
    if data.startswith(b"\xef\xbb\xbf"):
        encoded = b"\xef\xbb\xbf" + encoded
    mode = target.stat().st_mode & 0o7777
    handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(encoded)
        os.chmod(temporary, mode)
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
