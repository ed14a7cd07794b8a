"""One editor's session in the playground: its document, and every answer about it.

Positions cross to the page as offsets into the editor's text counted in UTF-16 code
units, the page's own unit, so that a diagnostic's place survives any character the
author types (the checker counts lines at `\\n` only, and so does the page's editor).
"""

from __future__ import annotations

import re
from functools import cached_property
from typing import TYPE_CHECKING, Any

from allfours.authoring import Workspace
from allfours.diagnostics import Diagnostic
from allfours.diagnostics.render import render_one
from allfours.semantic.resolve import VARIANT_SUFFIX, MemoryResolver, bundled_variants_dir

if TYPE_CHECKING:
    from allfours import ir
    from allfours.authoring import Document
    from allfours.diagnostics.diagnostic import Edit
    from allfours.playground.compare import Comparison

# The document's name when its header names no id (or an id that is no name).
DEFAULT_NAME = "house"
_HEADER = re.compile(r"^[ \t]*variant[ \t]+([a-z][a-z0-9_]*)\b", re.M)
# The most text the playground checks: a variant file is a few kilobytes; a paste of a
# megabyte is no variant, and is refused before anything reads it.
MAX_TEXT = 256 * 1024


class Positions:
    """Offsets of a text's (line, column) places, as the page counts them."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.starts = [0]
        for index, char in enumerate(text):
            if char == "\n":
                self.starts.append(index + 1)

    def offset(self, line: int, column: int) -> int:
        """The UTF-16 offset of 1-based `line` and `column` (clamped to the text, as the
        fixes clamp them)."""
        if line - 1 >= len(self.starts):
            index = len(self.text)
        else:
            start = self.starts[line - 1]
            end = self.starts[line] - 1 if line < len(self.starts) else len(self.text)
            index = min(start + max(column, 1) - 1, end)
        return utf16_length(self.text[:index])

    def place(self, offset: int) -> tuple[int, int]:
        """The 1-based (line, column) of a UTF-16 offset."""
        index = utf16_to_index(self.text, offset)
        line = max(i for i, start in enumerate(self.starts) if start <= index)
        return line + 1, index - self.starts[line] + 1


def utf16_length(text: str) -> int:
    return len(text.encode("utf-16-le", "surrogatepass")) // 2


def utf16_to_index(text: str, offset: int) -> int:
    """The index in `text` of the character at UTF-16 `offset`."""
    units = 0
    for index, char in enumerate(text):
        if units >= offset:
            return index
        units += 2 if ord(char) > 0xFFFF else 1
    return len(text)


def bundled_texts() -> dict[str, str]:
    """The bundled variants' texts, by id: the files the package carries."""
    folder = bundled_variants_dir()
    return {
        path.stem: path.read_text(encoding="utf-8")
        for path in sorted(folder.glob(f"*{VARIANT_SUFFIX}"))
    }


class Playground:
    """The compiler as the playground page sees it: one document at a time."""

    def __init__(self, markdown_extensions: list[Any] | None = None) -> None:
        self.bundled = bundled_texts()
        self.workspace = Workspace(MemoryResolver({}, self.bundled))
        self.markdown_extensions = markdown_extensions or []
        self._comparison: Comparison | None = None

    # -- the document -------------------------------------------------------------------

    def document(self, text: str) -> Document:
        if len(text) > MAX_TEXT:
            text = text[:MAX_TEXT]  # checked as far as a variant file could go
        found = _HEADER.search(text)
        name = found.group(1) if found else DEFAULT_NAME
        return self.workspace.document(f"{name}{VARIANT_SUFFIX}", text)

    @staticmethod
    def titles(texts: dict[str, str]) -> list[dict[str, str]]:
        """The bundled variants for the page's menu: id and title (as its header says it,
        the quotes' escapes undone)."""
        from allfours.syntax.parser import parse_source

        found = []
        for name, text in texts.items():
            parsed = parse_source(name, text).variant
            found.append({"id": name, "title": parsed.header.title if parsed else name})
        return found

    def source(self, name: str) -> str | None:
        return self.bundled.get(name)

    def house_rule(self, base: str, name: str, title: str) -> str | None:
        """A new house rule of `base`, as `allfours new` starts one."""
        from allfours.new import house_rule

        if base not in self.bundled:
            return None
        # The base read as the bundled file it is: its chain and texts, as `allfours new`
        # reads them.
        key = f"{MemoryResolver.BUNDLED}/{base}{VARIANT_SUFFIX}"
        loader = self.workspace.document(key, self.bundled[base]).loader
        chain, _ = loader.chain(key)
        return house_rule(name, title, base, chain, loader.sources)

    # -- what the editor asks -----------------------------------------------------------

    def check(self, text: str) -> dict[str, Any]:
        document = self.document(text)
        positions = Positions(document.text)
        shown = [self._diagnostic(d, document, positions) for d in document.diagnostics]
        return {
            "key": document.key,
            "diagnostics": shown,
            "compiles": document.lowered is not None,
        }

    def _diagnostic(self, d: Diagnostic, document: Document, at: Positions) -> dict[str, Any]:
        span = d.primary.span
        start = at.offset(span.line, span.column)
        end = max(at.offset(span.end_line, span.end_column), start)
        return {
            "code": d.code.name,
            "severity": d.severity.value,
            "message": d.message,
            "from": start,
            "to": end,
            # The checker's own report: the line, the caret, the notes and the help.
            "report": render_one(d, document.loader.sources),
            "fixes": [
                {"label": f.label, "safe": f.safe, "edits": self._edits(f.edits, at, span.path)}
                for f in d.fixes
            ],
        }

    @staticmethod
    def _edits(edits: tuple[Edit, ...], at: Positions, path: str) -> list[dict[str, Any]]:
        return [
            {
                "from": at.offset(e.span.line, e.span.column),
                "to": at.offset(e.span.end_line, e.span.end_column),
                "insert": e.text,
            }
            for e in edits
            if e.span.path == path
        ]

    def complete(self, text: str, offset: int) -> dict[str, Any]:
        document = self.document(text)
        positions = Positions(document.text)
        line, column = positions.place(offset)
        found = document.complete(line, column)
        return {
            "items": [
                {
                    "label": item.label,
                    "apply": item.text,
                    "kind": item.kind,
                    "detail": item.detail,
                    "from": positions.offset(line, item.start),
                }
                for item in found.items
            ],
        }

    def hover(self, text: str, offset: int, language: str) -> dict[str, Any] | None:
        document = self.document(text)
        positions = Positions(document.text)
        line, _ = positions.place(offset)
        said = document.hover(line, language)
        if said is None:
            return None
        start = positions.offset(line, 1)
        end = positions.offset(line + 1, 1) - (1 if line < len(positions.starts) else 0)
        from allfours.playground.markdown import render

        # The hover's Markdown: the author's titles and lines in it are escaped.
        return {"from": start, "to": max(end, start), "html": render(said, [])}

    def formatted(self, text: str) -> str:
        return self.document(text).formatted()

    # -- the panes ----------------------------------------------------------------------

    def lowered(self, text: str) -> ir.Variant | None:
        return self.document(text).lowered

    def pages(self, text: str, language: str) -> dict[str, Any]:
        """The rulebook page and the rule card of the text, in `language`, as the site
        renders them; or nothing when the text does not compile."""
        variant = self.lowered(text)
        if variant is None:
            return {"compiles": False}
        from allfours.backends.rulebook import LANGUAGES, page_name, render_page
        from allfours.backends.rulebook.card import render_card
        from allfours.playground.markdown import render

        spoken = next((each for each in LANGUAGES if each.code == language), LANGUAGES[0])
        rulebook = page_name(variant.id, spoken, LANGUAGES[0])
        page = render_page(variant, spoken)
        card = render_card(variant, spoken, f"[{variant.id}](../rulebook/{rulebook})")
        return {
            "compiles": True,
            "id": variant.id,
            "title": variant.title_in(language),
            "rulebook": render(page, self.markdown_extensions),
            "card": render(card, self.markdown_extensions),
        }

    def module(self, text: str) -> dict[str, Any]:
        """The rules module of the text, as `allfours export` writes it: one file, the
        engine inlined, to run anywhere."""
        variant = self.lowered(text)
        if variant is None:
            return {"compiles": False}
        from allfours.backends.python import render_module

        shown = render_module(variant, standalone=True)
        return {"compiles": True, "name": f"{variant.id}.py", "text": shown}

    def hand(self, text: str, seed: int, language: str) -> dict[str, Any]:
        variant = self.lowered(text)
        if variant is None:
            return {"compiles": False}
        from allfours.playground.hand import play_hand

        return {"compiles": True, **play_hand(variant, seed, language)}

    def compare_start(self, text: str, games: int, seed: int) -> dict[str, Any]:
        variant = self.lowered(text)
        if variant is None:
            self._comparison = None
            return {"compiles": False}
        from allfours.playground.compare import Comparison

        self._comparison = Comparison(variant, games, seed)
        return {"compiles": True, **self._comparison.progress()}

    def compare_step(self, language: str) -> dict[str, Any]:
        """Play the next games of the comparison begun; its figures once all are played."""
        comparison = self._comparison
        if comparison is None:
            return {"compiles": False}
        comparison.step()
        answer: dict[str, Any] = {"compiles": True, **comparison.progress()}
        if comparison.done:
            from allfours.playground.markdown import render

            answer["html"] = render(comparison.section(language), self.markdown_extensions)
        return answer

    @cached_property
    def version(self) -> str:
        from importlib.metadata import version

        return version("allfours")
