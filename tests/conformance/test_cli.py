"""`allfours conformance generate | coverage | serve | schema | run`: output, checks, exit
codes, and the progress line of a run on a terminal."""

from __future__ import annotations

import json
import os
import pty
import shutil
import subprocess
import sys
from pathlib import Path

from allfours.conformance.records import GAME_FORMAT, dumps_suite, parse_suite, read_suite

from .helpers import ENV, ROOT, SERVE, SUITES_DIR, VARIANTS, allfours, suite


def test_generate_prints_the_committed_suite_to_stdout() -> None:
    result = allfours("conformance", "generate", "pitch_smudge", "--out", "-")
    assert result.exit_code == 0, result.stderr
    assert result.stdout == (SUITES_DIR / "pitch_smudge.jsonl").read_text(encoding="utf-8")
    assert result.stderr.startswith("pitch_smudge: 9")  # the coverage summary, on stderr
    assert "edge cases" in result.stderr


def test_generate_check_names_a_stale_suite_and_the_command(tmp_path: Path) -> None:
    out = tmp_path / "conformance"
    out.mkdir()
    variants = ("racehorse_pitch", "pitch_smudge")
    for variant in variants:
        for suffix in (".jsonl", ".coverage.md"):
            shutil.copy(SUITES_DIR / f"{variant}{suffix}", out)
    check = ("conformance", "generate", *variants, "--check", "--out", str(out))
    fresh = allfours(*check)
    assert fresh.exit_code == 0, fresh.stderr
    assert "2 conformance suites are fresh" in fresh.stdout
    committed = read_suite(SUITES_DIR / "racehorse_pitch.jsonl")
    records = committed.records
    records[3] = {**records[3], "expect": {**records[3]["expect"], "made": None}}
    book = committed.rulebooks["racehorse_pitch"]
    (out / "racehorse_pitch.jsonl").write_text(dumps_suite(records, book), encoding="utf-8")
    (out / "pitch_smudge.coverage.md").unlink()
    stale = allfours(*check)
    assert stale.exit_code == 1
    assert f"record {records[3]['id']} changed at expect.made" in stale.stderr
    assert "pitch_smudge.coverage.md is missing" in stale.stderr
    assert "run `allfours conformance generate --all`" in stale.stderr
    assert sorted(path.name for path in out.iterdir()) == [
        "pitch_smudge.jsonl",
        "racehorse_pitch.coverage.md",
        "racehorse_pitch.jsonl",
    ]  # --check writes nothing


def test_generate_writes_a_suite_and_its_report(tmp_path: Path) -> None:
    result = allfours(
        "conformance",
        "generate",
        "generated/rules/auction_pitch_redeal.py",
        "--seed",
        "3",
        "--random",
        "2",
        "--out",
        str(tmp_path),
    )
    assert result.exit_code == 0, result.stderr
    records = parse_suite((tmp_path / "auction_pitch_redeal.jsonl").read_text(encoding="utf-8"))
    hands = [r for r in records if r["format"] != GAME_FORMAT]
    assert sum("random" in r["tags"] for r in hands) == 2
    assert any(r["format"] == GAME_FORMAT for r in records)
    assert records != suite("auction_pitch_redeal")
    report = (tmp_path / "auction_pitch_redeal.coverage.md").read_text(encoding="utf-8")
    assert "generate auction_pitch_redeal --seed 3 --random 2" in report
    assert "| AP-3.5 |" in report and "all-pass-thrown-in" in report


def test_generate_usage_errors_exit_2() -> None:
    assert allfours("conformance", "generate").exit_code == 2
    unknown = allfours("conformance", "generate", "no_such_variant")
    assert unknown.exit_code == 2 and "no bundled variant has this id" in unknown.stderr
    typo = allfours("conformance", "generate", "pitch_smudgee")
    assert typo.exit_code == 2 and "did you mean 'pitch_smudge'?" in typo.stderr
    module = allfours("conformance", "generate", "no_such_variant", "--rules", "generated/rules")
    assert module.exit_code == 2 and "no generated/rules/no_such_variant.py" in module.stderr
    assert allfours("conformance", "generate", "pitch_smudge", "--random", "-1").exit_code == 2
    two = allfours("conformance", "generate", "pitch_smudge", "racehorse_pitch", "--out", "-")
    assert two.exit_code == 2


def test_coverage_of_a_suite_with_gaps_says_what_is_left_out(tmp_path: Path) -> None:
    few = [r for r in suite("auction_pitch") if "random" in r["tags"]][:3]
    path = tmp_path / "few.jsonl"
    path.write_text(dumps_suite(few), encoding="utf-8")
    text = allfours("conformance", "coverage", str(path))
    assert text.exit_code == 1
    assert text.stdout.startswith("auction_pitch: 3 records (0 targeted, 3 random")
    assert "left out: edge case smudge-made-from-the-hole" in text.stdout
    # Only whole-game records show who deals next: three hands leave the rule out.
    assert "left out: rule AP-2.3 (the next dealer): no record exercises it" in text.stdout
    data = json.loads(allfours("conformance", "coverage", str(path), "--format", "json").stdout)
    assert data["records"] == 3 and {"rules", "settings", "cases"} <= set(data)
    complete = allfours("conformance", "coverage", str(SUITES_DIR / "auction_pitch.jsonl"))
    assert complete.exit_code == 0, complete.stdout
    broken = tmp_path / "broken.jsonl"
    broken.write_text(
        '{"format": "allfours-hand/1", "id": "short", "variant": "auction_pitch", '
        '"players": 4, "dealer": 0, "hands": [["AS"], [], [], []], "steps": []}\n',
        encoding="utf-8",
    )
    unplayable = allfours("conformance", "coverage", str(broken))
    assert unplayable.exit_code == 2 and "record short cannot be played" in unplayable.stderr


def test_the_coverage_report_lists_every_rule_setting_and_case() -> None:
    report = (SUITES_DIR / "auction_pitch.coverage.md").read_text(encoding="utf-8")
    assert "@generated by allfours conformance generate auction_pitch;" in report
    for needle in (
        "| AP-5.2 | the point low |",
        "| dealer's privilege | match |",
        "| game-tie-with-pitcher |",
        "## Left out",
    ):
        assert needle in report
    # Who deals next shows only across hands: the suite's whole-game records show it.
    assert "AP-2.3 (the next dealer)" not in report.split("## Rules")[0]


def test_serve_refuses_what_it_cannot_load() -> None:
    result = allfours("conformance", "serve", "no_such_variant")
    assert result.exit_code == 2 and "no bundled variant has this id" in result.stderr
    assert (ROOT / "generated" / "rules").is_dir()


def test_the_turn_up_line_s_coverage_lists_its_own_rules_and_settings() -> None:
    """Seven-Up's report names its begging, runs and discards with the records that show
    them, and none of the auction's settings; Auction Pitch's names no begging."""
    report = (SUITES_DIR / "seven_up.coverage.md").read_text(encoding="utf-8")
    rules = report.split("## Rules")[1].split("## Settings")[0]
    for needle in (
        "| SU-3.5 | no gift that ends the game |",
        "| SU-3.8 | the stock runs out |",
        "| SU-4.1 | discarding after a run |",
        "| SU-2.3 | the point turned_jack |",
    ):
        assert needle in rules
    settings = report.split("## Settings")[1].split("## Edge cases")[0]
    assert "| begging | gift_limit=True" in settings and "| smudge |" not in settings
    assert "| cards-bunched |" in report and "| gift-refused-near-the-target |" in report
    left_out = report.split("## Rules")[0]
    assert "SU-2.5 (the next dealer)" not in left_out and "SU-3." not in left_out
    pitch = (SUITES_DIR / "auction_pitch.coverage.md").read_text(encoding="utf-8")
    assert "| begging |" not in pitch and "| smudge |" in pitch


def test_coverage_of_a_seven_up_suite_measures_format_2_records(tmp_path: Path) -> None:
    few = [r for r in suite("seven_up") if "random" in r["tags"]][:3]
    path = tmp_path / "few.jsonl"
    path.write_text(dumps_suite(few), encoding="utf-8")
    text = allfours("conformance", "coverage", str(path))
    assert text.exit_code == 1
    assert text.stdout.startswith("seven_up: 3 records (0 targeted, 3 random")
    assert "left out: edge case cards-bunched" in text.stdout
    complete = allfours("conformance", "coverage", str(SUITES_DIR / "seven_up.jsonl"))
    assert complete.exit_code == 0, complete.stdout


def test_a_reader_that_stops_early_gets_no_traceback() -> None:
    """`allfours conformance run ... -v | head -1`: once the reader has gone, the runner
    stops quietly, with the status of a process stopped by SIGPIPE, and leaves no
    implementation running."""
    suites = [str(SUITES_DIR / f"{v}.jsonl") for v in VARIANTS]
    command = [sys.executable, "-m", "allfours", "conformance", "run", *suites]
    with subprocess.Popen(
        [*command, "--impl", SERVE, "-v"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=ENV,
        cwd=ROOT,
    ) as process:
        assert process.stdout is not None and process.stderr is not None
        assert process.stdout.readline().startswith(b"PASS ")
        process.stdout.close()
        said = process.stderr.read().decode("utf-8")
        assert process.wait(timeout=60) == 141
    assert said == ""


def test_a_run_on_a_terminal_shows_a_progress_line(tmp_path: Path) -> None:
    """On a terminal, standard error carries a progress line rewritten after each record
    (records done of all, failures so far); piped, nothing but the report is written."""
    few = suite("auction_pitch")[:4]
    path = tmp_path / "few.jsonl"
    path.write_text(dumps_suite(few), encoding="utf-8")
    leader, follower = pty.openpty()
    with subprocess.Popen(
        [sys.executable, "-m", "allfours", "conformance", "run", str(path), "--impl", SERVE],
        cwd=ROOT,
        env=ENV,
        stdout=subprocess.PIPE,
        stderr=follower,
    ) as process:
        os.close(follower)
        out, _ = process.communicate(timeout=120)
        seen = b""
        while True:
            try:
                chunk = os.read(leader, 4096)
            except OSError:  # the terminal closed with the process
                break
            if not chunk:
                break
            seen += chunk
        os.close(leader)
    assert process.returncode == 0, out
    assert b"\r4/4 records, 0 failed" in seen
    assert b"records, 0 failed" not in out
