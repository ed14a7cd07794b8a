"""Writing generated files: a whole folder switched in one step, and checking it for drift.

A command that writes generated files (`allfours build`, `allfours conformance generate`)
states every file it owns as a `TreeUpdate`. `apply` builds the folder's next state
beside it (a staging folder: the files the command owns, new, and every other file
copied), then swaps the two folders in one rename. A kill at any moment leaves the
folder all old or all new, never a mix; what a kill leaves beside it (a staging folder)
is removed by the next write and reported by `drift`, which `--check` prints.

On Linux the swap is one `renameat2(RENAME_EXCHANGE)`; elsewhere it is two renames, and
a folder found missing with its previous state beside it is put back first.
"""

from __future__ import annotations

import contextlib
import difflib
import errno
import os
import shutil
import tempfile
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

STAGING = "staging"  # .generated.staging-XXXX: the next state, being built
PREVIOUS = "previous"  # .generated.previous-XXXX: the last state, being removed


@dataclass(frozen=True)
class TreeUpdate:
    """Every file a command owns in `root`, as it should be: relative `/` paths to text.
    `owns` says which files already there are the command's (a stale one is removed);
    every other file in `root` is kept as it is."""

    root: Path
    files: Mapping[str, str]
    owns: Callable[[str], bool]
    shown: str = ""  # how `root` is printed (default: as given)

    def name(self, relative: str) -> str:
        return f"{(self.shown or self.root.as_posix()).rstrip('/')}/{relative}"


@dataclass(frozen=True)
class Changes:
    written: list[str] = field(default_factory=list)  # relative paths, new or changed
    unchanged: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)  # stale files of the command
    leftovers: list[Path] = field(default_factory=list)  # what an interrupted write left

    @property
    def any(self) -> bool:
        return bool(self.written or self.removed or self.leftovers)


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def _existing(root: Path) -> dict[str, Path]:
    """Every file below `root` (relative `/` path -> path); links are not followed.
    Python's byte-code caches are not ours: importing a generated module writes one."""
    found: dict[str, Path] = {}
    if not root.is_dir():
        return found
    for folder, folders, names in os.walk(root):
        if "__pycache__" in folders:
            folders.remove("__pycache__")
        for name in names:
            path = Path(folder, name)
            found[path.relative_to(root).as_posix()] = path
    return found


def _read(path: Path) -> bytes | None:
    try:
        return path.read_bytes()
    except OSError:
        return None


def _siblings(root: Path, kind: str) -> list[Path]:
    return sorted(root.parent.glob(f".{root.name}.{kind}-*"))


def changes(update: TreeUpdate) -> Changes:
    """What `apply` would do, byte for byte, and what interrupted writes left behind."""
    existing = _existing(update.root)
    written: list[str] = []
    unchanged: list[str] = []
    for relative, text in sorted(update.files.items()):
        path = existing.get(relative)
        same = path is not None and _read(path) == text.encode("utf-8")
        (unchanged if same else written).append(relative)
    removed = sorted(r for r in existing if r not in update.files and update.owns(r))
    leftovers = _siblings(update.root, STAGING) + _siblings(update.root, PREVIOUS)
    return Changes(written, unchanged, removed, leftovers)


def _recover(root: Path) -> None:
    """Put back a folder whose two-rename swap was cut between its renames."""
    previous = _siblings(root, PREVIOUS)
    if not root.exists() and previous:
        os.rename(previous[-1], root)


def _exchange(a: Path, b: Path) -> bool:
    """Swap two paths in one step (Linux); False where the system cannot."""
    import ctypes  # only when writing: importing it costs a few milliseconds

    renameat2 = getattr(ctypes.CDLL(None, use_errno=True), "renameat2", None)
    if renameat2 is None:
        return False
    at_fdcwd, rename_exchange = -100, 2
    if renameat2(at_fdcwd, os.fsencode(a), at_fdcwd, os.fsencode(b), rename_exchange) == 0:
        return True
    code = ctypes.get_errno()
    if code in (errno.ENOSYS, errno.EINVAL, errno.ENOTSUP, errno.EXDEV):
        return False
    raise OSError(code, os.strerror(code), str(b))


def _switch(staging: Path, root: Path) -> None:
    """Make `staging` the folder at `root`; the old folder is removed afterwards."""
    if not root.exists():
        os.rename(staging, root)
        return
    if _exchange(staging, root):
        shutil.rmtree(staging)  # it holds the old state now
        return
    previous = Path(tempfile.mkdtemp(prefix=f".{root.name}.{PREVIOUS}-", dir=root.parent))
    os.rmdir(previous)
    os.rename(root, previous)
    os.rename(staging, root)
    shutil.rmtree(previous)


def apply(update: TreeUpdate) -> Changes:
    """Bring `root` to the state `update` states, all at once; nothing is touched when it
    is already there."""
    root = update.root
    _recover(root)
    found = changes(update)
    for leftover in found.leftovers:
        shutil.rmtree(leftover, ignore_errors=True)
    if not (found.written or found.removed):
        return found
    root.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{root.name}.{STAGING}-", dir=root.parent))
    try:
        os.chmod(staging, (root.stat().st_mode & 0o7777) if root.is_dir() else 0o777 & ~_umask())
        for relative, path in _existing(root).items():
            if relative not in update.files and not update.owns(relative):
                target = staging / relative
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(path, target)  # a file of someone else's: kept as it is
        mode = 0o666 & ~_umask()
        for relative, text in update.files.items():
            target = staging / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(text.encode("utf-8"))
            os.chmod(target, mode)
        _switch(staging, root)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    return found


def write_atomically(path: Path, text: str) -> bool:
    """Write one file through a temporary file and a rename; False if unchanged."""
    if _read(path) == text.encode("utf-8"):
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(text.encode("utf-8"))
        os.chmod(temporary, 0o666 & ~_umask())  # mkstemp makes 0600; give the usual mode
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    return True


def stale(update: TreeUpdate) -> list[str]:
    """What differs between `root` and what `apply` would make of it, a line a file: stale
    (and by how many lines), not built yet, or left over. Empty when everything is fresh."""
    found = changes(update)
    lines: list[str] = []
    for relative in found.written:
        path = update.root / relative
        name = update.name(relative)
        if not path.is_file():
            lines.append(f"{name}: not built yet")
            continue
        current = (_read(path) or b"").decode("utf-8", "replace").splitlines()
        fresh = update.files[relative].splitlines()
        changed = sum(1 for line in difflib.ndiff(current, fresh) if line.startswith(("+ ", "- ")))
        what = {0: "only the line ends differ", 1: "1 line differs"}.get(
            changed, f"{changed} lines differ"
        )
        lines.append(f"{name}: stale, {what}")
    for relative in found.removed:
        interrupted = relative.rsplit("/", 1)[-1].startswith(".")
        why = "an interrupted write" if interrupted else "a variant that no longer exists"
        lines.append(f"{update.name(relative)}: left over from {why}")
    for leftover in found.leftovers:
        lines.append(f"{leftover.as_posix()}: left over from an interrupted write")
    return lines


def drift(update: TreeUpdate) -> str:
    """What differs between `root` and what `apply` would make of it ('' if nothing): a
    unified diff per file, and a line for each file or folder left over."""
    found = changes(update)
    parts: list[str] = []
    for relative in found.written:
        path = update.root / relative
        current = (_read(path) or b"").decode("utf-8", "replace")
        name = update.name(relative)
        parts.extend(
            difflib.unified_diff(
                current.splitlines(keepends=True),
                update.files[relative].splitlines(keepends=True),
                fromfile=f"{name} (on disk)" if path.is_file() else "/dev/null",
                tofile=f"{name} (fresh build)",
            )
        )
        if current and "\r" in current:
            parts.append(f"{name}: line ends differ (a fresh build writes \\n only)\n")
    for relative in found.removed:
        interrupted = relative.rsplit("/", 1)[-1].startswith(".")
        why = "an interrupted write" if interrupted else "a variant that no longer exists"
        parts.append(f"{update.name(relative)}: left over from {why}\n")
    for leftover in found.leftovers:
        parts.append(f"{leftover.as_posix()}: left over from an interrupted write\n")
    return "".join(parts)
