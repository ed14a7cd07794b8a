"""`allfours lsp`: the language server for editors, over standard input and output.

A thin layer of pygls (the optional extra `allfours[lsp]`) over the authoring core: the
core answers, this module turns its answers into the protocol's. Documents are synced
whole (full sync): a variant file is a few dozen lines, and checking all of it after each
change costs less than keeping an incremental copy right. Positions are converted with
pygls's codec, so that a client counting UTF-16 units and the core counting characters
agree on a title with an emoji in it.

Settings (`workspace/configuration`, section `allfours`): `language`, the language of
hover text: `en`, `es` or `pl`.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from lsprotocol import types
from pygls.lsp.server import LanguageServer
from pygls.uris import from_fs_path, to_fs_path
from pygls.workspace import TextDocument
from pygls.workspace.position_codec import ServerTextPosition

from allfours import __version__
from allfours.authoring import Document, Workspace
from allfours.diagnostics import Diagnostic, Severity
from allfours.span import Span

LANGUAGES = ("en", "es", "pl")


class AllFoursServer(LanguageServer):
    def __init__(self) -> None:
        super().__init__(
            "allfours", __version__, text_document_sync_kind=types.TextDocumentSyncKind.Full
        )
        self.core = Workspace()
        self.language = "en"


server = AllFoursServer()


def _key(uri: str) -> str:
    return to_fs_path(uri) or uri


def _document(ls: AllFoursServer, uri: str) -> tuple[TextDocument, Document]:
    held = ls.workspace.get_text_document(uri)
    return held, ls.core.document(_key(uri), held.source)


def _position(held: TextDocument, position: types.Position) -> tuple[int, int]:
    """The core's 1-based line and column of a client position."""
    found = held.position_from_client_units(position)
    return found.line + 1, found.character + 1


def _range(held: TextDocument, span: Span) -> types.Range:
    """A client range of one of the core's spans (lines past the end are clamped)."""

    def at(line: int, column: int) -> types.Position:
        return held.position_to_client_units(ServerTextPosition(line - 1, column - 1))

    return types.Range(start=at(span.line, span.column), end=at(span.end_line, span.end_column))


def _diagnostic(held: TextDocument, d: Diagnostic) -> types.Diagnostic:
    message = d.message + (f"\n{d.help}" if d.help else "")
    related = [
        types.DiagnosticRelatedInformation(
            location=types.Location(
                uri=from_fs_path(label.span.path) or label.span.path,
                range=_range(held, label.span),
            ),
            message=label.message or d.message,
        )
        for label in d.secondary
        if Path(label.span.path).exists()
    ]
    return types.Diagnostic(
        range=_range(held, d.primary.span),
        message=message,
        severity=types.DiagnosticSeverity.Error
        if d.severity is Severity.ERROR
        else types.DiagnosticSeverity.Warning,
        code=d.code.name,
        source="allfours",
        related_information=related or None,
        data={"fixes": len(d.fixes)},
    )


def _publish(ls: AllFoursServer, uri: str) -> None:
    held, document = _document(ls, uri)
    ls.text_document_publish_diagnostics(
        types.PublishDiagnosticsParams(
            uri=uri,
            version=held.version,
            diagnostics=[_diagnostic(held, d) for d in document.diagnostics],
        )
    )


@server.feature(types.INITIALIZED)
def _initialized(ls: AllFoursServer, params: types.InitializedParams) -> None:
    capabilities = ls.client_capabilities
    if capabilities.workspace is not None and capabilities.workspace.configuration:
        ls.workspace_configuration(
            types.ConfigurationParams(items=[types.ConfigurationItem(section="allfours")]),
            callback=lambda settings: _configure(ls, settings),
        )


def _configure(ls: AllFoursServer, settings: Sequence[Any] | None) -> None:
    found = settings[0] if settings else None
    if isinstance(found, dict) and found.get("language") in LANGUAGES:
        ls.language = found["language"]


@server.feature(types.WORKSPACE_DID_CHANGE_CONFIGURATION)
def _changed_configuration(ls: AllFoursServer, params: types.DidChangeConfigurationParams) -> None:
    settings = params.settings
    if isinstance(settings, dict):
        _configure(ls, [settings.get("allfours", settings)])


@server.feature(types.TEXT_DOCUMENT_DID_OPEN)
def _opened(ls: AllFoursServer, params: types.DidOpenTextDocumentParams) -> None:
    _publish(ls, params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
def _changed(ls: AllFoursServer, params: types.DidChangeTextDocumentParams) -> None:
    _publish(ls, params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
def _closed(ls: AllFoursServer, params: types.DidCloseTextDocumentParams) -> None:
    ls.core.close(_key(params.text_document.uri))
    ls.text_document_publish_diagnostics(
        types.PublishDiagnosticsParams(uri=params.text_document.uri, diagnostics=[])
    )


_KINDS = {
    "keyword": types.CompletionItemKind.Keyword,
    "phrase": types.CompletionItemKind.Snippet,
    "value": types.CompletionItemKind.Value,
}


@server.feature(
    types.TEXT_DOCUMENT_COMPLETION, types.CompletionOptions(trigger_characters=[" ", ":"])
)
def _complete(ls: AllFoursServer, params: types.CompletionParams) -> types.CompletionList:
    held, document = _document(ls, params.text_document.uri)
    line, column = _position(held, params.position)
    found = document.complete(line, column)
    items = []
    for order, item in enumerate(found.items):
        replaced = Span(document.key, line, item.start, line, column)
        items.append(
            types.CompletionItem(
                label=item.label,
                kind=_KINDS.get(item.kind, types.CompletionItemKind.Text),
                detail=item.detail or None,
                sort_text=f"{order:04d}",
                filter_text=item.label,
                text_edit=types.TextEdit(range=_range(held, replaced), new_text=item.text),
            )
        )
    return types.CompletionList(is_incomplete=False, items=items)


@server.feature(types.TEXT_DOCUMENT_HOVER)
def _hover(ls: AllFoursServer, params: types.HoverParams) -> types.Hover | None:
    held, document = _document(ls, params.text_document.uri)
    line, _ = _position(held, params.position)
    said = document.hover(line, ls.language)
    if said is None:
        return None
    return types.Hover(contents=types.MarkupContent(kind=types.MarkupKind.Markdown, value=said))


@server.feature(
    types.TEXT_DOCUMENT_CODE_ACTION,
    types.CodeActionOptions(code_action_kinds=[types.CodeActionKind.QuickFix]),
)
def _code_actions(ls: AllFoursServer, params: types.CodeActionParams) -> list[types.CodeAction]:
    held, document = _document(ls, params.text_document.uri)
    wanted = params.range
    actions = []
    for d in document.diagnostics:
        shown = _range(held, d.primary.span)
        if shown.end.line < wanted.start.line or shown.start.line > wanted.end.line:
            continue
        for fix in d.fixes:
            edits = [types.TextEdit(range=_range(held, e.span), new_text=e.text) for e in fix.edits]
            actions.append(
                types.CodeAction(
                    title=fix.label,
                    kind=types.CodeActionKind.QuickFix,
                    diagnostics=[_diagnostic(held, d)],
                    is_preferred=fix.safe,
                    edit=types.WorkspaceEdit(changes={params.text_document.uri: edits}),
                )
            )
    return actions


@server.feature(types.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
def _symbols(ls: AllFoursServer, params: types.DocumentSymbolParams) -> list[types.DocumentSymbol]:
    held, document = _document(ls, params.text_document.uri)
    symbols = []
    for symbol in document.outline():
        where = _range(held, symbol.span)
        symbols.append(
            types.DocumentSymbol(
                name=symbol.name,
                detail=symbol.detail,
                kind=types.SymbolKind.Class
                if symbol.kind == "variant"
                else types.SymbolKind.Property,
                range=where,
                selection_range=where,
            )
        )
    return symbols


@server.feature(types.TEXT_DOCUMENT_DEFINITION)
def _definition(ls: AllFoursServer, params: types.DefinitionParams) -> types.Location | None:
    """From `extends NAME` to the file of NAME: beside the document, or bundled with the
    package (an editor opens it read-only: the package is not the author's to change)."""
    held, document = _document(ls, params.text_document.uri)
    line, column = _position(held, params.position)
    variant = document.variant
    if variant is None or variant.header.base is None:
        return None
    name = variant.header.base.span
    if not (name.line == line and name.column <= column <= name.end_column):
        return None
    found = document.base_path()
    if found is None:
        return None
    start = types.Position(line=0, character=0)
    uri = from_fs_path(str(Path(found).resolve())) or found
    return types.Location(uri=uri, range=types.Range(start=start, end=start))


@server.feature(types.TEXT_DOCUMENT_FORMATTING)
def _format(ls: AllFoursServer, params: types.DocumentFormattingParams) -> list[types.TextEdit]:
    held, document = _document(ls, params.text_document.uri)
    formatted = document.formatted()
    if formatted == held.source:
        return []
    end = held.position_to_client_units(ServerTextPosition(len(held.lines), 0))
    whole = types.Range(start=types.Position(line=0, character=0), end=end)
    return [types.TextEdit(range=whole, new_text=formatted)]


def main() -> int:
    server.start_io(sys.stdin.buffer, sys.stdout.buffer)
    return 0
