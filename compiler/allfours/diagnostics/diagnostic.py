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


class Edit(NamedTuple):
    """Replace the text of `span` (on one line, or up to the start of a later one) by
    `text`: an empty span inserts, an empty text deletes."""

    span: Span
    text: str


class Fix(NamedTuple):
    """A change a tool can make for the author, with what it says it does. A safe fix is
    one the checker is sure of (the one word the grammar accepts that is near what was
    written, a line said twice word for word): `allfours check --fix` applies only
    those; the others are offered, as an editor's code actions."""

    label: str
    edits: tuple[Edit, ...]
    safe: bool = False


class Diagnostic(NamedTuple):
    code: Code
    message: str
    primary: Label
    secondary: tuple[Label, ...] = ()
    help: str | None = None
    severity: Severity = Severity.ERROR
    notes: tuple[str, ...] = ()
    fixes: tuple[Fix, ...] = ()

    @property
    def is_error(self) -> bool:
        return self.severity is Severity.ERROR

    def sort_key(self) -> tuple[str, int, int, str]:
        span = self.primary.span
        return (span.path, span.line, span.column, self.code.name)
