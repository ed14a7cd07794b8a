"""Help for the people who write variant files, at every word: the authoring core.

`Workspace(resolver).document(key, text)` answers what an editor asks of a variant file:
its diagnostics (with their fixes), the completions at a position, the hover text of a
line, its outline and its canonical form. It does no I/O of its own (see
`semantic.resolve.Resolver`), so the language server (`allfours lsp`) and a page in a
browser call the same code.
"""

from allfours.authoring.complete import Completion, Completions, Slot
from allfours.authoring.document import Document, Symbol, Workspace

__all__ = ["Completion", "Completions", "Document", "Slot", "Symbol", "Workspace"]
