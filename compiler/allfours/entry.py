"""The `allfours` command's entry point (and `python -m allfours`'s): the CLI, started
quickly.

`allfours check` is run again and again as a whole process, so its start-up is most of
its cost. Importing the compiler (and Lark) makes many objects and no garbage, so the
cycle collector is off while it happens; and once the command is done, every object is
frozen, so that the interpreter's last collection on the way out does not walk them all
once more. The command itself runs with the collector on, as any program.

Its output is flushed, and a closed output handled, by `run_command` (runtime/streams.py),
as the generated modules' own commands are.
"""

from __future__ import annotations

import gc
import sys

from allfours.runtime.streams import run_command


def run() -> None:
    gc.disable()
    try:
        from allfours.cli import main
    finally:
        gc.enable()
    code = run_command(main)
    gc.freeze()
    sys.exit(code)
