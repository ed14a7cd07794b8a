"""One problem found in a variant file, with the places it concerns."""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple

from allfours.diagnostics.codes import Code
from allfours.span import Span


class Severity(Enum):
    ERROR = "error"
    WARNING = "warning"


class Label(NamedTuple):
    """A span with a short note, drawn under the source line."""

    span: Span
    message: str


class Diagnostic(NamedTuple):
    code: Code
    message: str
    primary: Label
    secondary: tuple[Label, ...] = ()
    help: str | None = None
    severity: Severity = Severity.ERROR
    notes: tuple[str, ...] = ()

    @property
    def is_error(self) -> bool:
        return self.severity is Severity.ERROR

    def sort_key(self) -> tuple[str, int, int, str]:
        span = self.primary.span
        return (span.path, span.line, span.column, self.code.name)
