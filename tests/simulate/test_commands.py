"""`allfours play` driven through its standard input, and `allfours simulate`'s output,
from a folder of the user's own: a bundled id or a variant file, compiled in memory."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from allfours.cli import main

FRIDAY = """variant friday "Our Friday Pitch" extends auction_pitch
point low: the lowest trump in play, to the player who takes it
"""


@pytest.fixture(autouse=True)
def elsewhere(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every command runs in an empty folder outside the checkout."""
    monkeypatch.chdir(tmp_path)
    return tmp_path


def play(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], stdin: str, *args: str
) -> tuple[int, str, str]:
    monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    status = main(["play", *args])
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
    assert "Your hand:" in out and "Trump:" in out and "Scores:" in out


def test_a_variant_file_is_played_from_its_own_folder(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], elsewhere: Path
) -> None:
    (elsewhere / "friday.variant").write_text(FRIDAY, encoding="utf-8")
    status, out, _ = play(monkeypatch, capsys, "", "friday.variant", "--seed", "3", "--seat", "1")
    assert status == 0 and "Your hand:" in out


def test_a_refused_action_quotes_the_rule(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, _ = play(
        monkeypatch, capsys, "bid 9\n", "auction_pitch", "--seed", "3", "--seat", "1"
    )
    assert status == 0
    assert "Not allowed (rule AP-3.2): Bids run from" in out
    assert "You left the game." in out  # the input ended after the refusal


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["play", "no_such_variant"], "unknown variant"),
        (["play", "auction_pitch", "--seat", "9"], "no seat 9"),
        (["simulate", "auction_pitch", "--games", "5", "--players", "rule,genius"], "genius"),
        (
            [
                "simulate",
                "auction_pitch",
                "--games",
                "5",
                "--players",
                "search:99999,rule,rule,rule",
            ],
            "1 to 4096",
        ),
        (["simulate", "auction_pitch", "--games", "-3"], "less than 1"),
        (["simulate", "auction_pitch", "--games", "1000000000000"], "more than"),
        (["simulate", "auction_pitch", "--games", "9" * 5000], "not a whole number"),
        (["simulate", "auction_pitch", "--games", "5", "--workers", "100000"], "more than"),
        (
            ["simulate", "auction_pitch", "--games", "5", "--against", "nope.variant"],
            "no variant file",
        ),
    ],
)
def test_bad_input_is_one_line_and_status_2(
    capsys: pytest.CaptureFixture[str], args: list[str], said: str
) -> None:
    try:
        status = main(args)
    except SystemExit as stop:  # argparse refuses a malformed number itself
        status = int(str(stop.code))
    assert status == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and err.startswith(("allfours", "usage"))
    assert said in err and len(err) < 2000


def test_against_is_in_the_order_written_with_titles_and_one_sign(
    capsys: pytest.CaptureFixture[str], elsewhere: Path
) -> None:
    """`simulate A --against B`: A's figures minus B's, said once, full titles."""
    (elsewhere / "friday.variant").write_text(FRIDAY, encoding="utf-8")
    args = ["simulate", "friday.variant", "--against", "auction_pitch", "--games", "30"]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert (
        "Our Friday Pitch against Auction Pitch: each difference is Our Friday Pitch minus" in out
    )
    header = next(
        line for line in out.splitlines() if line.startswith("figure") and "p (Holm)" in line
    )
    assert header.index("Our Friday Pitch") < header.index("Auction Pitch")
    assert "auction_pi " not in out
    assert "where the rule matters: of " in out and "it changes something in" in out


def test_simulate_compares_two_variants_as_json(
    capsys: pytest.CaptureFixture[str], elsewhere: Path
) -> None:
    args = ["simulate", "auction_pitch_to_11", "--against", "auction_pitch", "--games", "20"]
    status = main([*args, "--format", "json", "--svg", str(elsewhere / "charts")])
    assert status == 0
    report = json.loads(capsys.readouterr().out)
    assert [v["id"] for v in report["variants"]] == ["auction_pitch_to_11", "auction_pitch"]
    assert report["against"]["difference"] == "Auction Pitch to 11 minus Auction Pitch"
    hands = next(d for d in report["against"]["figures"] if d["key"] == "hands_per_game")
    assert hands["difference"] > 0 and hands["first"] > hands["second"]
    chart = (elsewhere / "charts" / "contracts_by_bid.svg").read_text(encoding="utf-8")
    assert chart.startswith("<svg") and "Auction Pitch to 11" in chart


def test_simulate_prints_a_table_with_counts_under_thirty(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["simulate", "seven_up", "--games", "10"]) == 0
    out = capsys.readouterr().out
    assert "Seven-Up: 10 games" in out and "95% interval" in out
    assert " of 10 " in out  # ten games: a share shown as its counts


@pytest.mark.parametrize(("given", "used"), [((), 2), (("--workers", "1"), 1)])
def test_the_site_s_simulation_runs_on_the_site_s_workers(
    monkeypatch: pytest.MonkeyPatch, given: tuple[str, ...], used: int
) -> None:
    """`simulate --site` and its check use two workers unless told otherwise."""
    from allfours.simulate import site

    seen: list[int] = []

    def stale(out: Path, workers: int) -> list[str]:
        seen.append(workers)
        return []

    def write(out: Path, workers: int, show: object) -> int:
        seen.append(workers)
        return 0

    monkeypatch.setattr(site, "stale", stale)
    monkeypatch.setattr(site, "write", write)
    assert main(["simulate", "--site", "--check", *given]) == 0
    assert main(["simulate", "--site", *given]) == 0
    assert seen == [used, used]


def test_strength_is_measured_for_the_site_and_checked_with_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["simulate", "--strength"]) == 2
    assert "give it with --site" in capsys.readouterr().err
    assert main(["simulate", "--site", "--check", "--strength"]) == 2
    assert "--check checks the strength too" in capsys.readouterr().err
