"""Reading what a player types, a line at a time, with bounds.

A line is read with a limit before it is whole: a move is a few words, so a line longer
than `MAX_LINE` characters is refused (`TOO_LONG`), and the rest of it is read and
dropped in pieces of bounded size. A line that never ends (`allfours play < /dev/zero`)
is no one typing: past `MAX_SKIPPED` characters it raises `EndlessLine`, so that memory
stays bounded and the game stops.
"""

from __future__ import annotations

from typing import Final, Protocol

MAX_LINE: Final = 1_000  # characters: far more than any move
MAX_SKIPPED: Final = 1 << 20  # characters of one line read and dropped before giving up
_PIECE: Final = 1 << 16


class Keyboard(Protocol):
    """Where lines come from: a text stream (standard input), or a test's script."""

    def readline(self, size: int = -1, /) -> str: ...


class EndlessLine(Exception):
    """A line longer than anyone types: the input is not a person."""


class _TooLong:
    """A line longer than MAX_LINE, read to its end and dropped."""


TOO_LONG: Final = _TooLong()


def read_line(stream: Keyboard) -> str | _TooLong | None:
    """The next line without its line end; TOO_LONG for a line too long to be a move;
    None at the end of the input."""
    line = stream.readline(MAX_LINE + 1)
    if not line:
        return None
    if line.endswith("\n"):  # whole, and at most MAX_LINE characters before its end
        return line[:-1]
    if len(line) <= MAX_LINE:
        return line  # the last line, without a line end
    skipped = len(line)
    while True:
        piece = stream.readline(_PIECE)
        if not piece or piece.endswith("\n"):
            return TOO_LONG
        skipped += len(piece)
        if skipped > MAX_SKIPPED:
            raise EndlessLine(f"a line of more than {MAX_SKIPPED:,} characters")
