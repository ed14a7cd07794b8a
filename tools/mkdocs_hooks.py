"""MkDocs hooks: put the generated rulebook pages and the error index into the site.

The rulebook pages live in generated/rulebook/ (committed, checked by `allfours build
--check`); the error index is rendered from the diagnostic registry, so neither is
ever copied by hand into docs/.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from mkdocs.structure.files import File, Files

from allfours.docs import error_index_page, rulebook_index_page

ROOT = Path(__file__).resolve().parent.parent
RULEBOOK = ROOT / "generated" / "rulebook"


def on_files(files: Files, config: Any) -> Files:
    pages = sorted(RULEBOOK.glob("*.md"))
    for page in pages:
        files.append(File.generated(config, f"rulebook/{page.name}", abs_src_path=str(page)))
    files.append(File.generated(config, "rulebook/index.md", content=rulebook_index_page(pages)))
    files.append(File.generated(config, "errors.md", content=error_index_page()))
    return files
