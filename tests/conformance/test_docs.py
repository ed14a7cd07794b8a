"""The implementer's guide (docs/implementers.md, and its Spanish and Polish pages): the
adapters each page shows really pass their suites through the runner, and the page is in
the site's navigation."""

from __future__ import annotations

import re
import shlex
import sys
from pathlib import Path

import pytest

from .helpers import ROOT, SUITES_DIR, allfours

# The guide in each of the site's languages: a translated page shows its own code.
GUIDES = [
    ROOT / "docs" / name for name in ("implementers.md", "implementers.es.md", "implementers.pl.md")
]
each_guide = pytest.mark.parametrize("guide", GUIDES, ids=lambda path: path.name)


def _block(guide: Path, language: str, first_line: str) -> str:
    text = guide.read_text(encoding="utf-8")
    for block in re.findall(rf"```{language}\n(.*?)```", text, flags=re.DOTALL):
        if block.startswith(first_line):
            return str(block)
    raise AssertionError(f"no {language} block starting {first_line!r} in {guide}")


@each_guide
def test_the_minimal_adapter_in_the_guide_passes_the_suite(tmp_path: Path, guide: Path) -> None:
    adapter = tmp_path / "minimal_adapter.py"
    adapter.write_text(_block(guide, "python", "# minimal_adapter.py"), encoding="utf-8")
    command = shlex.join([sys.executable, str(adapter)])
    result = allfours(
        "conformance",
        "run",
        str(SUITES_DIR / "auction_pitch.jsonl"),
        "--impl",
        command,
        "--strict-rules",
    )
    assert result.exit_code == 0, result.stdout[-2000:] + result.stderr
    assert "0 failed" in result.stdout.splitlines()[-1]


@each_guide
def test_the_guides_javascript_is_the_adapters(guide: Path) -> None:
    adapter = (ROOT / "tools" / "js-pitch" / "adapter.js").read_text(encoding="utf-8")
    assert _block(guide, "javascript", "function handle(request) {") in adapter


@each_guide
def test_the_guide_is_in_the_navigation_and_links_the_schema(guide: Path) -> None:
    assert "implementers.md" in (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    text = guide.read_text(encoding="utf-8")
    assert "(schema/allfours-hand-1.schema.json)" in text
    assert "(schema/allfours-hand-2.schema.json)" in text


@each_guide
def test_the_partnership_adapter_in_the_guide_passes_the_suite(tmp_path: Path, guide: Path) -> None:
    adapter = tmp_path / "partnership_adapter.py"
    adapter.write_text(_block(guide, "python", "# partnership_adapter.py"), encoding="utf-8")
    command = shlex.join([sys.executable, str(adapter)])
    suite = str(SUITES_DIR / "partnership_pitch.jsonl")
    result = allfours("conformance", "run", suite, "--impl", command, "--strict-rules")
    assert result.exit_code == 0, result.stdout[-2000:] + result.stderr
    assert "0 failed" in result.stdout.splitlines()[-1]
