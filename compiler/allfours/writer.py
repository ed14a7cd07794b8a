"""Writing generated files: all or nothing, atomically, and checking them for drift."""

from __future__ import annotations

import difflib
import os
import tempfile
from collections.abc import Mapping
from pathlib import Path


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def write_atomically(path: Path, text: str) -> bool:
    """Write `text` to `path` through a temporary file and a rename; False if unchanged."""
    if path.is_file() and path.read_text(encoding="utf-8") == text:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as stream:
            stream.write(text)
        os.chmod(temporary, 0o666 & ~_umask())  # mkstemp makes 0600; give the usual mode
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return True


def write_all(outputs: Mapping[Path, str], stale: list[Path]) -> list[Path]:
    """Write every output (only once all of them were produced) and remove stale files."""
    written = [path for path, text in sorted(outputs.items()) if write_atomically(path, text)]
    for path in stale:
        path.unlink(missing_ok=True)
    return written


def drift(outputs: Mapping[Path, str], stale: list[Path], shown: Mapping[Path, str]) -> str:
    """A unified diff between what is on disk and what a build would write ('' if none)."""
    parts: list[str] = []
    for path, text in sorted(outputs.items()):
        current = path.read_text(encoding="utf-8") if path.is_file() else ""
        if current != text:
            name = shown[path]
            parts.extend(
                difflib.unified_diff(
                    current.splitlines(keepends=True),
                    text.splitlines(keepends=True),
                    fromfile=f"{name} (on disk)" if current else "/dev/null",
                    tofile=f"{name} (fresh build)",
                )
            )
    for path in stale:
        parts.append(f"{shown[path]}: left over from a variant that no longer exists\n")
    return "".join(parts)
