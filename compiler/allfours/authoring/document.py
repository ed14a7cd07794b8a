"""One variant file as an editor holds it: its diagnostics, completions, hover, outline.

The authoring core: the command line, the language server and a page in a browser all
call it. It does no reading of its own: every file (the document's bases, bundled or
beside it) comes through the resolver it is given, and the document's own text is the
editor's, saved or not. Each answer is computed from the text once and kept while the
text is the same; the bases, parsed once, serve every later text of the document.
"""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING, NamedTuple

from allfours import ast
from allfours.authoring.complete import Completions, Context, complete_line
from allfours.diagnostics import Diagnostic
from allfours.pipeline import Checked, check_variant
from allfours.semantic.resolve import VARIANT_SUFFIX, FileResolver, Loader, Resolver
from allfours.semantic.settings import Settings, effective_settings
from allfours.span import Span, source_lines
from allfours.syntax.parser import ParseResult

if TYPE_CHECKING:
    from allfours import ir


class Symbol(NamedTuple):
    """A line of the outline: the header, or one statement."""

    name: str  # the variant's id, or the setting's key (`point high`)
    detail: str  # the title, or the line as written
    span: Span
    kind: str  # "variant" or "setting"


class Workspace:
    """The files an editor works on, through one resolver; parsed texts are shared."""

    def __init__(self, resolver: Resolver | None = None) -> None:
        self.resolver: Resolver = resolver or FileResolver()
        self._parsed: dict[tuple[str, str], ParseResult] = {}
        self._documents: dict[str, Document] = {}

    def document(self, key: str, text: str) -> Document:
        """The document at `key` holding `text` (its analysis is kept while unchanged)."""
        found = self._documents.get(key)
        if found is None or found.text != text:
            if len(self._parsed) > 512:  # an editor session's worth of old texts
                self._parsed.clear()
            found = self._documents[key] = Document(self, key, text)
        return found

    def close(self, key: str) -> None:
        self._documents.pop(key, None)


class Document:
    def __init__(self, workspace: Workspace, key: str, text: str) -> None:
        self.workspace = workspace
        self.key = key
        self.text = text
        self.lines = source_lines(text)

    @cached_property
    def loader(self) -> Loader:
        loader = Loader(resolver=self.workspace.resolver, parsed=self.workspace._parsed)
        loader.overlay(self.key, self.text)
        return loader

    @cached_property
    def shown(self) -> str:
        return self.loader.resolver.shown(self.key)

    @cached_property
    def checked(self) -> Checked:
        return check_variant(self.key, self.loader, lowered=False)

    @cached_property
    def diagnostics(self) -> tuple[Diagnostic, ...]:
        """The document's diagnostics: those on its own lines (a base's own problems are
        told on its `extends`, as `cannot be extended`)."""
        return tuple(d for d in self.checked.diagnostics if d.primary.span.path == self.shown)

    @cached_property
    def chain(self) -> list[ast.VariantFile]:
        found, _ = self.loader.chain(self.key)
        return found

    @cached_property
    def variant(self) -> ast.VariantFile | None:
        return self.chain[0] if self.chain else None

    @cached_property
    def settings(self) -> Settings | None:
        return effective_settings(self.chain) if self.chain else None

    @cached_property
    def base_settings(self) -> Settings | None:
        return effective_settings(self.chain[1:]) if len(self.chain) > 1 else None

    @cached_property
    def lowered(self) -> ir.Variant | None:
        """The IR, when the document checks: what its rulebook says."""
        if any(d.is_error for d in self.checked.diagnostics):
            return None
        return check_variant(self.key, self.loader).variant

    def source_line(self, span: Span) -> str | None:
        text = self.loader.sources.get(span.path)
        if text is None:
            return None
        lines = source_lines(text)
        return lines[span.line - 1] if 0 < span.line <= len(lines) else None

    def statement_at(self, line: int) -> ast.Statement | ast.Header | None:
        """The document's statement (or header) on `line`, if the line parses."""
        variant = self.variant
        if variant is None:
            return None
        if variant.header.span.line == line:
            return variant.header
        return next((s for s in variant.statements if s.span.line == line), None)

    def base_path(self) -> str | None:
        """The key of the file that `extends` names, if it is found."""
        variant = self.variant
        if variant is None or variant.header.base is None:
            return None
        return self.loader.resolver.find(variant.header.base.value, self.key)

    # -- what an editor asks -------------------------------------------------------------

    def complete(self, line: int, column: int) -> Completions:
        """What may be typed at `column` of `line` (both 1-based)."""
        if not 0 < line <= len(self.lines):
            return Completions((), ())
        return complete_line(self.lines[line - 1], column, self._start_of(line), self.context)

    def _start_of(self, line: int) -> str:
        """`header` for the first line that is not blank or a comment (or any line
        before it), `statement` after it."""
        for number, text in enumerate(self.lines, start=1):
            if number == line:
                return "header"
            stripped = text.strip()
            if stripped and not stripped.startswith("#"):
                return "statement"
        return "header"

    @cached_property
    def context(self) -> Context:
        stem = self.key.replace("\\", "/").rsplit("/", 1)[-1].removesuffix(VARIANT_SUFFIX)
        names = [n for n in self.loader.resolver.names(self.key) if n != stem]
        return Context(
            self.settings,
            self.base_settings,
            lambda statement: self.source_line(statement.span),
            names,
            stem,
        )

    def outline(self) -> list[Symbol]:
        variant = self.variant
        if variant is None:
            return []
        header = variant.header
        symbols = [Symbol(header.id.value, header.title, header.span, "variant")]
        for statement in variant.statements:
            said = (self.source_line(statement.span) or "").strip()
            symbols.append(Symbol(statement.key, said, statement.span, "setting"))
        return symbols

    def hover(self, line: int, language: str = "en") -> str | None:
        from allfours.authoring.hover import hover_text  # loads the rulebook's languages

        return hover_text(self, line, language)

    def formatted(self) -> str:
        from allfours.authoring.formatting import canonical

        return canonical(self.text)
