"""The playground's Python: what the site's playground page asks of the compiler.

The page (tools/playground/) runs this package in Pyodide, in a Web Worker, and calls
`Playground`'s methods with plain values; each answers a JSON-ready dict. The editor's
text is checked through the authoring core over texts held in memory (the bundled
variants are the package's own files), so the answers are the command line's and the
language server's: the same diagnostics and fixes, completions, hover, rulebook pages,
rule cards, rules module, hand and simulation. Nothing here touches the page: the
worker posts the answers, and the page shows them, escaped.
"""

from allfours.playground.session import Playground

__all__ = ["Playground"]
