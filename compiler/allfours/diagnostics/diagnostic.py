"""One problem found in a variant file, with the places it concerns."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from allfours.span import Span


class Severity(Enum):
    ERROR = "error"
    WARNING = "warning"


@dataclass(frozen=True, slots=True)
class Label:
    """A span with a short note, drawn under the source line."""

    span: Span
    message: str


@dataclass(frozen=True, slots=True)
class Diagnostic:
    code: str
    message: str
    primary: Label
    secondary: tuple[Label, ...] = ()
    help: str | None = None
    severity: Severity = Severity.ERROR
    notes: tuple[str, ...] = field(default=())

    @property
    def is_error(self) -> bool:
        return self.severity is Severity.ERROR

    def sort_key(self) -> tuple[str, int, int, str]:
        span = self.primary.span
        return (span.path, span.line, span.column, self.code)
