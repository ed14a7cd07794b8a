"""`allfours lsp` as an editor meets it: the real server started as a process, spoken to
by pytest-lsp's client with the capabilities of VS Code and of Neovim."""

from __future__ import annotations

import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

ROOT = Path(__file__).resolve().parents[2]
CLIENTS = ("visual-studio-code", "neovim")

pytestmark = pytest.mark.slow


@pytest_lsp.fixture(  # type: ignore[untyped-decorator]
    params=CLIENTS,
    config=ClientServerConfig(server_command=[sys.executable, "-m", "allfours", "lsp"]),
)
async def client(lsp_client: LanguageClient, request: pytest.FixtureRequest) -> AsyncIterator[None]:
    lsp_client.set_configuration({"language": "es"}, section="allfours")
    await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=client_capabilities(request.param),
            root_uri=ROOT.as_uri(),
        )
    )
    yield
    await lsp_client.shutdown_session()


HOUSE = (
    'variant house "House Pitch" extends auction_pitch\n'
    "targte: 11\n"
    "dealer's privilege: \n"
    "target: 11\n"
)


async def _open(client: LanguageClient, folder: Path, text: str = HOUSE) -> str:
    path = folder / "house.variant"
    path.write_text(text, encoding="utf-8")
    uri = path.as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=uri, language_id="allfours", version=1, text=text
            )
        )
    )
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return uri


@pytest.mark.asyncio
async def test_diagnostics_on_open_and_on_change(client: LanguageClient, tmp_path: Path) -> None:
    uri = await _open(client, tmp_path)
    found = client.diagnostics[uri]
    assert {(d.code, d.range.start.line) for d in found} == {("E0101", 1), ("E0103", 2)}
    fixed = HOUSE.replace("targte: 11\n", "").replace("dealer's privilege: \n", "")
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=fixed)],
        )
    )
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    assert list(client.diagnostics[uri]) == []


@pytest.mark.asyncio
async def test_completion_of_whole_phrases(client: LanguageClient, tmp_path: Path) -> None:
    uri = await _open(client, tmp_path)
    result = await client.text_document_completion_async(
        types.CompletionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=types.Position(line=2, character=20),
        )
    )
    assert isinstance(result, types.CompletionList)
    labels = [item.label for item in result.items]
    assert labels == ["none", "the dealer may take the contract at the high bid"]
    # The number after `target:` is offered with its range, the base's own first.
    result = await client.text_document_completion_async(
        types.CompletionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=types.Position(line=3, character=8),
        )
    )
    assert isinstance(result, types.CompletionList)
    assert result.items[0].label == "7" and "the base's" in (result.items[0].detail or "")


@pytest.mark.asyncio
async def test_hover_in_the_authors_language(client: LanguageClient, tmp_path: Path) -> None:
    text = 'variant house "House Pitch" extends auction_pitch\ntarget: 11\n'
    uri = await _open(client, tmp_path, text)
    hover = await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=types.Position(line=1, character=3),
        )
    )
    assert hover is not None and isinstance(hover.contents, types.MarkupContent)
    said = hover.contents.value
    assert "**AP-7.1**" in said, said
    assert "11" in said and "sustituye la línea" in said, "Spanish, as the client's setting asks"
    assert "`target: 7`" in said, "the base's line it replaces"


@pytest.mark.asyncio
async def test_code_actions_apply_the_fixes(client: LanguageClient, tmp_path: Path) -> None:
    uri = await _open(client, tmp_path)
    (typo,) = [d for d in client.diagnostics[uri] if d.code == "E0101"]
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=typo.range,
            context=types.CodeActionContext(diagnostics=[typo]),
        )
    )
    assert actions is not None
    (action,) = actions
    assert isinstance(action, types.CodeAction) and action.title == "write `target`"
    assert action.edit is not None and action.edit.changes is not None
    (edit,) = action.edit.changes[uri]
    assert edit.new_text == "target" and edit.range.start == types.Position(line=1, character=0)


@pytest.mark.asyncio
async def test_document_symbols(client: LanguageClient, tmp_path: Path) -> None:
    text = 'variant house "House Pitch" extends auction_pitch\ntarget: 11\npoint low: none\n'
    uri = await _open(client, tmp_path, text)
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    assert symbols is not None
    assert [s.name for s in symbols] == ["house", "target", "point low"]


@pytest.mark.asyncio
async def test_definition_opens_the_base(client: LanguageClient, tmp_path: Path) -> None:
    text = 'variant house "House Pitch" extends auction_pitch\ntarget: 11\n'
    uri = await _open(client, tmp_path, text)
    found = await client.text_document_definition_async(
        types.DefinitionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=types.Position(line=0, character=40),
        )
    )
    assert isinstance(found, types.Location)
    assert found.uri.endswith("/auction_pitch.variant")
    base = Path(found.uri.removeprefix("file://"))
    assert base.read_text(encoding="utf-8").startswith("# ") or "variant auction_pitch" in (
        base.read_text(encoding="utf-8")
    )
    # Beside the document, a house rule's own base is found first.
    (tmp_path / "friday.variant").write_text('variant friday "F" extends auction_pitch\n')
    text = 'variant house "House Pitch" extends friday\n'
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
        )
    )
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    found = await client.text_document_definition_async(
        types.DefinitionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=types.Position(line=0, character=38),
        )
    )
    assert isinstance(found, types.Location) and found.uri == (tmp_path / "friday.variant").as_uri()


@pytest.mark.asyncio
async def test_formatting_to_the_canonical_form(client: LanguageClient, tmp_path: Path) -> None:
    text = (
        'variant house  "House Pitch"   extends auction_pitch\n'
        "target :11   # to eleven\n"
        "dealer\u2019s privilege:none\n"
    )
    uri = await _open(client, tmp_path, text)
    edits = await client.text_document_formatting_async(
        types.DocumentFormattingParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            options=types.FormattingOptions(tab_size=4, insert_spaces=True),
        )
    )
    assert edits is not None
    (edit,) = edits
    assert edit.new_text == (
        'variant house "House Pitch" extends auction_pitch\n'
        "target: 11  # to eleven\n"
        "dealer's privilege: none\n"
    )
