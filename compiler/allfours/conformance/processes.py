"""Ending an implementation under test, and everything it started.

The implementation runs in a process group of its own, so one signal ends it and every
process it started there. A process it started in a session of its own is out of that
group, and may keep the implementation's pipes open for as long as it lives; on Linux
it is found and ended too: by walking the process tree while the implementation still
runs, and by finding whoever holds one of its pipes.
"""

from __future__ import annotations

import contextlib
import os
import signal
from collections.abc import Iterable
from pathlib import Path

_PROC = Path("/proc")


def _parents() -> dict[int, int]:
    """Every visible process and its parent (empty where there is no /proc)."""
    parents: dict[int, int] = {}
    for entry in _PROC.glob("[0-9]*"):
        try:
            stat = (entry / "stat").read_text(encoding="ascii", errors="replace")
        except OSError:
            continue
        # "pid (command) state ppid ...": the command may hold spaces and parentheses.
        fields = stat.rsplit(")", 1)[-1].split()
        if len(fields) > 1 and fields[1].isdigit():
            parents[int(entry.name)] = int(fields[1])
    return parents


def descendants(pid: int) -> set[int]:
    """The processes below `pid` in the process tree, now."""
    children: dict[int, list[int]] = {}
    for child, parent in _parents().items():
        children.setdefault(parent, []).append(child)
    found: set[int] = set()
    pending = [pid]
    while pending:
        for child in children.get(pending.pop(), ()):
            if child not in found:
                found.add(child)
                pending.append(child)
    return found


def pipe_inodes(fds: Iterable[int]) -> set[int]:
    inodes: set[int] = set()
    for fd in fds:
        with contextlib.suppress(OSError):
            inodes.add(os.fstat(fd).st_ino)
    return inodes


def pipe_holders(inodes: set[int]) -> set[int]:
    """The other processes that hold one end of one of these pipes."""
    if not inodes:
        return set()
    wanted = {f"pipe:[{inode}]" for inode in inodes}
    me = os.getpid()
    holders: set[int] = set()
    for entry in _PROC.glob("[0-9]*"):
        pid = int(entry.name)
        if pid == me:
            continue
        try:
            links = [os.readlink(fd) for fd in (entry / "fd").iterdir()]
        except OSError:
            continue
        if wanted.intersection(links):
            holders.add(pid)
    return holders


def end_all(leader: int, pipes: set[int]) -> None:
    """SIGKILL the process group led by `leader`, every process below it, and every other
    process that holds one of the `pipes` (inodes)."""
    doomed = descendants(leader)
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(leader, signal.SIGKILL)
    doomed |= pipe_holders(pipes)
    for pid in doomed:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.kill(pid, signal.SIGKILL)
