"""The `allfours` command's entry point (and `python -m allfours`'s): the CLI, started
quickly.

`allfours check` is run again and again as a whole process, so its start-up is most of
its cost. Importing the compiler (and Lark) makes many objects and no garbage, so the
cycle collector is off while it happens; and once the command is done, every object is
frozen, so that the interpreter's last collection on the way out does not walk them all
once more. The command itself runs with the collector on, as any program.
"""

from __future__ import annotations

import gc
import sys


def run() -> None:
    gc.disable()
    try:
        from allfours.cli import main
    finally:
        gc.enable()
    code = main()
    gc.freeze()
    sys.exit(code)
