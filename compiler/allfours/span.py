"""Where a piece of a variant file sits: the unit every diagnostic points at."""

from __future__ import annotations

from typing import NamedTuple


class Span(NamedTuple):
    """A 1-based, end-inclusive-start / end-exclusive range of one source file."""

    path: str
    line: int
    column: int
    end_line: int
    end_column: int

    @classmethod
    def point(cls, path: str, line: int, column: int, width: int = 1) -> Span:
        return cls(path, line, column, line, column + max(width, 1))


def source_lines(text: str) -> list[str]:
    """The lines of a source file as editors number them: split at `\\n` only.

    (`str.splitlines` also splits at form feeds and Unicode separators, which would make
    line numbers disagree with the user's editor.)
    """
    return [line.removesuffix("\r") for line in text.split("\n")]
