"""Running a command whose standard streams may be closed or may close on it.

Standard output to a pipe or a file is block-buffered: a command that prints a few lines
writes nothing until the interpreter flushes on the way out, after `main()` has
returned. If the reader has gone away by then (`... | head`), that last flush fails where
no handler can see it: Python prints "Exception ignored ... BrokenPipeError" and exits
120, whatever the command did. (With PYTHONUNBUFFERED set every print writes at once and
the failure comes inside `main()`, which is why it hid wherever that variable was set.)
So the command's output is flushed here, inside the handler, and a closed output ends
the command with the status of a process stopped by SIGPIPE, as a shell reports it.

A stream the shell closed before the command started (`>&-`, `<&-`) is None in `sys`,
and its descriptor is free for the next file opened, which would then be read or
written as that stream. The null device takes its place first: the command runs as if
its output were thrown away, or its input empty.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import IO, Any

EXIT_BROKEN_PIPE = 141  # 128 + SIGPIPE: the reader of the output went away (`... | head`)


def _null_stream(descriptor: int, mode: str) -> IO[Any]:
    null = os.open(os.devnull, os.O_RDONLY if mode == "r" else os.O_WRONLY)
    if null != descriptor:  # the lowest free descriptor: the closed one, unless a lower is
        os.dup2(null, descriptor)
        os.close(null)
    return open(descriptor, mode, encoding="utf-8", closefd=False)


def open_closed_standard_streams() -> None:
    """Put the null device where the shell closed standard input, output or error."""
    for descriptor, name, mode in ((0, "stdin", "r"), (1, "stdout", "w"), (2, "stderr", "w")):
        if getattr(sys, name) is None:
            setattr(sys, name, _null_stream(descriptor, mode))


def _discard_output() -> None:
    """Send whatever is still buffered for standard output to the null device, so that
    the interpreter's last flush cannot fail again."""
    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, sys.stdout.fileno())
    os.close(null)


def run_command(command: Callable[[], int]) -> int:
    """`command()`'s exit status, its output flushed before it is returned; a closed
    output stops the command quietly with EXIT_BROKEN_PIPE."""
    open_closed_standard_streams()
    try:
        try:
            return command()
        finally:  # on the way out of argparse's --help and errors (SystemExit) too
            sys.stdout.flush()  # a closed output is found here, not at the interpreter's exit
    except BrokenPipeError:
        _discard_output()
        return EXIT_BROKEN_PIPE
