"""`allfours play` driven through its standard input, and `allfours simulate`'s output."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from allfours.cli import main

RULES = str(Path(__file__).resolve().parents[2] / "generated" / "rules")


def play(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], stdin: str, *args: str
) -> tuple[int, str, str]:
    monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    status = main(["play", *args, "--rules", RULES])
    out, err = capsys.readouterr()
    return status, out, err


def test_a_terminal_game_is_played_to_its_end(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, _ = play(
        monkeypatch, capsys, "1\n" * 500, "auction_pitch", "--seed", "3", "--bots", "random"
    )
    assert status == 0
    assert "Game over" in out
    assert "--- Hand over ---" in out
    assert "Your hand:" in out and "Trump:" in out and "Scores:" in out


def test_a_refused_action_quotes_the_rule(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, _ = play(
        monkeypatch, capsys, "bid 9\n", "auction_pitch", "--seed", "3", "--seat", "1"
    )
    assert status == 0
    assert "Not allowed (rule AP-3.2): Bids run from" in out
    assert "You left the game." in out  # the input ended after the refusal


def test_the_legal_actions_are_offered_numbered(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _, out, _ = play(monkeypatch, capsys, "", "auction_pitch", "--seed", "3", "--seat", "1")
    offered = [line.strip() for line in out.splitlines() if line.startswith("  1. ")]
    assert offered and offered[0] == "1. pass"


def test_bad_input_is_one_line_and_status_2(capsys: pytest.CaptureFixture[str]) -> None:
    for args in (
        ["play", "no_such_variant", "--rules", RULES],
        ["play", "auction_pitch", "--seat", "9", "--rules", RULES],
        ["simulate", "auction_pitch", "--games", "5", "--players", "rule,genius", "--rules", RULES],
        ["simulate", "auction_pitch", "--games", "-3", "--rules", RULES],
    ):
        try:
            status = main(args)
        except SystemExit as stop:  # argparse refuses a malformed number itself
            status = int(str(stop.code))
        assert status == 2
        err = capsys.readouterr().err
        assert "Traceback" not in err and err.startswith("allfours")


def test_simulate_compares_two_variants_as_json(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    args = ["simulate", "auction_pitch", "--against", "auction_pitch_to_11", "--games", "20"]
    status = main([*args, "--format", "json", "--svg", str(tmp_path), "--rules", RULES])
    assert status == 0
    report = json.loads(capsys.readouterr().out)
    assert [v["id"] for v in report["variants"]] == ["auction_pitch", "auction_pitch_to_11"]
    keys = {d["key"] for d in report["differences"]}
    assert "hands_per_game" in keys
    chart = (tmp_path / "pitcher_by_bid.svg").read_text(encoding="utf-8")
    assert chart.startswith("<svg") and "95% CI" in chart


def test_simulate_prints_a_table_with_intervals(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "seven_up", "--games", "10", "--rules", RULES]) == 0
    out = capsys.readouterr().out
    assert "hands per game" in out and "95% CI" in out
