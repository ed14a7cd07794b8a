"""The implementer's guide (docs/implementers.md): its minimal adapter really passes the
auction_pitch suite through the runner, and the page is in the site's navigation."""

from __future__ import annotations

import re
import shlex
import sys
from pathlib import Path

from .helpers import ROOT, SUITES_DIR, allfours

GUIDE = ROOT / "docs" / "implementers.md"


def _block(language: str, first_line: str) -> str:
    text = GUIDE.read_text(encoding="utf-8")
    for block in re.findall(rf"```{language}\n(.*?)```", text, flags=re.DOTALL):
        if block.startswith(first_line):
            return str(block)
    raise AssertionError(f"no {language} block starting {first_line!r} in {GUIDE}")


def test_the_minimal_adapter_in_the_guide_passes_the_suite(tmp_path: Path) -> None:
    adapter = tmp_path / "minimal_adapter.py"
    adapter.write_text(_block("python", "# minimal_adapter.py"), encoding="utf-8")
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


def test_the_guides_javascript_is_the_adapters() -> None:
    adapter = (ROOT / "tools" / "js-pitch" / "adapter.js").read_text(encoding="utf-8")
    assert _block("javascript", "function handle(request) {") in adapter


def test_the_guide_is_in_the_navigation_and_links_the_schema() -> None:
    assert "implementers.md" in (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    guide = GUIDE.read_text(encoding="utf-8")
    assert "(schema/allfours-hand-1.schema.json)" in guide
    assert "(schema/allfours-hand-2.schema.json)" in guide


def test_the_partnership_adapter_in_the_guide_passes_the_suite(tmp_path: Path) -> None:
    adapter = tmp_path / "partnership_adapter.py"
    adapter.write_text(_block("python", "# partnership_adapter.py"), encoding="utf-8")
    command = shlex.join([sys.executable, str(adapter)])
    suite = str(SUITES_DIR / "partnership_pitch.jsonl")
    result = allfours("conformance", "run", suite, "--impl", command, "--strict-rules")
    assert result.exit_code == 0, result.stdout[-2000:] + result.stderr
    assert "0 failed" in result.stdout.splitlines()[-1]
