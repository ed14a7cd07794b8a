"""The TextMate grammar classifies every word of every bundled variant as the Pygments
lexer does: each token the lexer gives becomes an assertion of vscode-tmgrammar-test
(VS Code's own TextMate engine, installed from npm by `.ci/run` into editors/), which
runs the generated grammar over the variant. The committed grammar is the one the
setting registry makes."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from allfours.textmate import GRAMMAR_PATH, SCOPE, SCOPES, grammar_text

ROOT = Path(__file__).resolve().parents[2]
RUNNER = ROOT / "editors" / "node_modules" / ".bin" / "vscode-tmgrammar-test"
VARIANTS = sorted((ROOT / "variants").glob("*.variant"))
# A plain word has none of the grammar's scopes but the file's own.
PLAIN = " - " + " ".join(sorted(set(SCOPES.values())))


def test_the_committed_grammar_is_fresh() -> None:
    assert (ROOT / GRAMMAR_PATH).read_text(encoding="utf-8") == grammar_text(), (
        "run: python -m allfours.textmate"
    )


def _assertions(text: str) -> str:
    """The variant with, under each line, one assertion for each token Pygments gives."""
    from pygments.token import Text, Whitespace

    from allfours.highlight import AllFoursLexer

    lines = text.split("\n")
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line) + 1)
    under: dict[int, list[str]] = {}
    for offset, kind, value in AllFoursLexer().get_tokens_unprocessed(text):
        if kind in Whitespace or not value.strip() or "\n" in value:
            continue
        number = max(i for i, start in enumerate(starts) if start <= offset)
        column = offset - starts[number]
        scope = SCOPE + PLAIN if kind is Text else SCOPES[str(kind)]
        marker = "<" + "-" * len(value) if column < 2 else " " * (column - 2) + "^" * len(value)
        under.setdefault(number, []).append(f"//{marker} {scope}")
    out = [f'// SYNTAX TEST "{SCOPE}" "classified as the Pygments lexer classifies it"']
    for number, line in enumerate(lines):
        out.append(line)
        out += under.get(number, [])
    return "\n".join(out)


def test_every_word_of_every_bundled_variant(tmp_path: Path) -> None:
    if not RUNNER.exists():
        if os.environ.get("CI"):
            pytest.fail("editors/node_modules is missing: .ci/run installs it (npm ci)")
        pytest.skip("run `npm ci --prefix editors` to install the grammar test runner")
    for path in VARIANTS:
        (tmp_path / path.name).write_text(_assertions(path.read_text(encoding="utf-8")))
    run = subprocess.run(
        [str(RUNNER), "-g", str(ROOT / GRAMMAR_PATH), *map(str, sorted(tmp_path.glob("*")))],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, (run.stdout + run.stderr)[-6000:]
    assert run.stdout.count("✓") == len(VARIANTS) or "failed" not in run.stdout.lower()
