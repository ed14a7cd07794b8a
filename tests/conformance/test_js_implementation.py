"""The second, independent implementation (tools/js-pitch/, JavaScript on Node.js) passes
the auction_pitch suite and its house rules' suites through the runner, citing the same
rules when it refuses an action. It is the example implementers copy."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from .helpers import ROOT, SUITES_DIR, allfours

NODE = shutil.which("node")
ADAPTER = ROOT / "tools" / "js-pitch" / "adapter.js"
JS_VARIANTS = (
    "auction_pitch",
    "auction_pitch_to_11",
    "auction_pitch_low_to_taker",
    "auction_pitch_setback_payouts",
)

needs_node = pytest.mark.skipif(NODE is None, reason="Node.js (`node`) is not on PATH")


@needs_node
def test_the_javascript_implementation_passes_the_auction_pitch_suites() -> None:
    suites = [str(SUITES_DIR / f"{v}.jsonl") for v in JS_VARIANTS]
    impl = f"{NODE} {ADAPTER}"
    result = allfours(
        "conformance", "run", *suites, "--impl", impl, "--strict-rules", "--format", "json"
    )
    report = json.loads(result.stdout)
    # Its hello lists no formats: the whole-game records are skipped, the rest pass.
    failures = [r for r in report["records"] if not r["passed"] and r["kind"] != "skipped"]
    skipped = [r["id"] for r in report["records"] if r["kind"] == "skipped"]
    assert result.exit_code == 0 and not failures, failures[:3]
    assert skipped and all("-game-" in rid for rid in skipped)
    assert report["restarts"] == 0


@needs_node
def test_the_javascript_implementation_refuses_variants_it_does_not_play() -> None:
    impl = f"{NODE} {ADAPTER}"
    result = allfours("conformance", "run", str(SUITES_DIR / "pitch_smudge.jsonl"), "--impl", impl)
    # Skipped, not failed; but a run that played no record proves nothing: it fails.
    assert result.exit_code == 1
    assert "SKIP " in result.stdout and "'pitch_smudge'" in result.stdout
    assert "skipped" in result.stdout.splitlines()[-1]
    assert "only 0 of" in result.stderr and "fewer than the 1 a verdict needs" in result.stderr
    # Beside a suite it plays, the skipped records do not fail the run.
    both = allfours(
        "conformance",
        "run",
        str(SUITES_DIR / "pitch_smudge.jsonl"),
        str(SUITES_DIR / "auction_pitch.jsonl"),
        "--impl",
        impl,
    )
    assert both.exit_code == 0, both.stdout[-500:]
    strict = allfours(
        "conformance", "run", str(SUITES_DIR / "pitch_smudge.jsonl"), "--impl", impl, "--strict"
    )
    assert strict.exit_code == 1


@needs_node
def test_a_one_line_bug_in_the_javascript_is_caught(tmp_path: Path) -> None:
    """The dealer allowed to match a smudge (AP-3.4): the suite shows it on its records."""
    for name in ("adapter.js", "pitch.js"):
        shutil.copy(ADAPTER.parent / name, tmp_path / name)
    source = (tmp_path / "pitch.js").read_text(encoding="utf-8")
    wrong = source.replace(
        'if (this.highBid === SMUDGE) return ["pass"];',
        'if (this.highBid === SMUDGE && !isDealer) return ["pass"];',
    )
    assert wrong != source
    (tmp_path / "pitch.js").write_text(wrong, encoding="utf-8")
    result = allfours(
        "conformance",
        "run",
        str(SUITES_DIR / "auction_pitch.jsonl"),
        "--impl",
        f"{NODE} {tmp_path / 'adapter.js'}",
        "--format",
        "json",
    )
    assert result.exit_code == 1
    report = json.loads(result.stdout)
    assert report["by_tag"]["AP-3.4"]["failed"] > 0
    failed = [r for r in report["records"] if not r["passed"]]
    assert any("smudge-blocks-later-bids" in r["tags"] for r in failed)
