"""The runner, through the subprocess protocol: the reference passes its own suites, and
implementations that crash, hang, print garbage or refuse legal actions are reported
clearly, one record at a time, while the rest of the suite still runs."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from allfours.conformance.records import Record, dumps_suite
from allfours.conformance.runner import run_suite
from allfours.conformance.transport import Subprocess
from sampling import REPRESENTATIVE_VARIANTS

from .helpers import (
    ENV,
    ROOT,
    SERVE,
    SUITES_DIR,
    VARIANTS,
    allfours,
    allfours_process,
    games,
    python_impl,
    suite,
    whole_suite,
)

MISBEHAVE = Path(__file__).parent / "impls" / "misbehave.py"


def test_every_generated_module_passes_its_own_suite_through_the_protocol(full: bool) -> None:
    """One server plays every bundled variant; the runner reads the bundled suites (the
    representative variants' in the default run, every one with `--full`). The runner
    runs as a whole process here, as an implementer runs it."""
    variants = [v for v in VARIANTS if full or v in REPRESENTATIVE_VARIANTS]
    suites = [str(SUITES_DIR / f"{v}.jsonl") for v in variants]
    result = allfours_process("conformance", "run", *suites, "--impl", SERVE, "--format", "json")
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr
    report = json.loads(result.stdout)
    assert report["ok"] and report["restarts"] == 0
    expected = sum(len(whole_suite(v)) for v in variants)  # the server plays whole games too
    assert len(report["records"]) == expected
    assert all(r["passed"] for r in report["records"])
    prefixes = {tag.split("-")[0] for tag in report["by_tag"]}
    assert {"AP", "APJ", "PP", "PS", "SU", "CI", "TP"} <= prefixes
    if full:
        assert {"APB", "BAF", "CP", "RP"} <= prefixes


@pytest.fixture(scope="module")
def small_suite(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[Record]]:
    """Eight auction_pitch records, one of them with an illegal step."""
    records = suite("auction_pitch")
    chosen = [*records[:7], next(r for r in records if "error" in r)]
    path = tmp_path_factory.mktemp("suite") / "small.jsonl"
    path.write_text(dumps_suite(chosen), encoding="utf-8")
    return path, chosen


def _run(
    path: Path, mode: str, target: Record | None = None, *extra: str
) -> tuple[int, dict[str, object], str]:
    on = " ".join(target["hands"][0]) if target else ""
    impl = python_impl(MISBEHAVE, mode, "--on", on)
    result = allfours("conformance", "run", str(path), "--impl", impl, "--format", "json", *extra)
    return result.exit_code, json.loads(result.stdout or "{}"), result.stderr


def _by_id(report: dict[str, object]) -> dict[str, dict[str, object]]:
    records = report["records"]
    assert isinstance(records, list)
    return {r["id"]: r for r in records}


@pytest.mark.parametrize(
    ("mode", "field", "absent"),
    [("missing-field", "points", "got"), ("extra-field", "bonus", "expected")],
)
def test_a_field_left_out_or_added_is_reported_in_json(
    small_suite: tuple[Path, list[Record]], mode: str, field: str, absent: str
) -> None:
    """A field one side does not have is no value: the JSON report names it in `absent`
    (it used to fail to encode the runner's marker for it)."""
    path, records = small_suite
    target = next(r for r in records if "error" not in r and r["expect"].get("points"))
    code, report, _ = _run(path, mode, target)
    assert code == 1
    failed = _by_id(report)[target["id"]]
    assert failed["kind"] == "differs"
    assert str(failed["where"]).endswith(field)
    assert failed["absent"] == [absent] and absent not in failed


def test_an_honest_implementation_passes(small_suite: tuple[Path, list[Record]]) -> None:
    path, records = small_suite
    code, report, _ = _run(path, "honest")
    assert code == 0 and report["ok"]
    assert len(_by_id(report)) == len(records)


@pytest.mark.parametrize(
    ("mode", "kind", "words", "extra"),
    [
        ("crash", "crash", ["exited with status 3", "boom"], ()),
        ("hang", "timeout", ["no reply to request", "within 0.5 s"], ("--timeout", "0.5")),
        ("garbage", "garbage", ["not a JSON object", "just some debugging output"], ()),
        ("wrong-id", "garbage", ["id -1"], ()),
        ("refuse", "refused", ["is legal", "AP-9.9 not today"], ()),
    ],
)
def test_a_misbehaving_record_fails_alone_and_the_rest_still_runs(
    small_suite: tuple[Path, list[Record]],
    mode: str,
    kind: str,
    words: list[str],
    extra: tuple[str, ...],
) -> None:
    path, records = small_suite
    target = records[3]
    began = time.monotonic()
    code, report, _ = _run(path, mode, target, *extra)
    assert code == 1
    outcomes = _by_id(report)
    bad = outcomes[target["id"]]
    assert not bad["passed"] and bad["kind"] == kind, bad
    text = f"{bad['detail']} {bad['where']}"
    for word in words:
        assert word in text, (word, bad)
    others = [o for rid, o in outcomes.items() if rid != target["id"]]
    assert len(others) == len(records) - 1 and all(o["passed"] for o in others), others
    if kind in ("crash", "timeout", "garbage"):
        restarts = report["restarts"]
        assert isinstance(restarts, int) and restarts >= 1
    assert time.monotonic() - began < 30


def test_a_refused_legal_action_names_the_step_and_the_action(
    small_suite: tuple[Path, list[Record]],
) -> None:
    path, records = small_suite
    target = records[3]
    _, report, _ = _run(path, "refuse", target)
    bad = _by_id(report)[target["id"]]
    first = target["steps"][0]
    assert bad["where"] == "steps[0]"
    assert bad["expected"] == "accepted" and bad["got"] == "refused"
    assert repr(first["action"]) in str(bad["detail"])


@pytest.mark.parametrize(
    ("mode", "words"),
    [("die-at-start", "no licence"), ("no-hello", "no reply to request")],
)
def test_an_implementation_that_never_starts_is_given_up_on(
    small_suite: tuple[Path, list[Record]], mode: str, words: str
) -> None:
    path, records = small_suite
    began = time.monotonic()
    code, report, _ = _run(path, mode, None, "--startup-timeout", "0.5")
    assert code == 1
    kinds = [o["kind"] for o in _by_id(report).values()]
    assert kinds == ["start"] * 3 + ["not-run"] * (len(records) - 3)
    first = next(iter(_by_id(report).values()))
    assert words in str(first["detail"]) or mode == "die-at-start", first
    assert time.monotonic() - began < 20


def test_a_chatty_stderr_does_not_block_the_implementation(
    small_suite: tuple[Path, list[Record]],
) -> None:
    path, _ = small_suite
    code, report, _ = _run(path, "noisy-stderr", None, "--timeout", "5")
    assert code == 0 and report["ok"]


def test_the_text_report_lists_failures_and_the_tally_by_rule(
    small_suite: tuple[Path, list[Record]],
) -> None:
    path, records = small_suite
    target = records[2]
    impl = python_impl(MISBEHAVE, "refuse", "--on", " ".join(target["hands"][0]))
    result = allfours("conformance", "run", str(path), "--impl", impl)
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    # The rule that decides the step comes first, then the field, then where in the hand.
    assert lines[0].startswith(f"FAIL {target['id']}: [AP-3.2] steps[0]: expected ")
    assert lines[0].endswith(f"; at seat {target['steps'][0]['seat']}, bid, no bid yet")
    assert lines[1].strip().startswith("record: ")
    assert "by rule tag: records, failed" in result.stdout
    assert any(line.strip().startswith("AP-") and "<- FAIL" in line for line in lines)
    assert "failures concentrate on rule AP-" in result.stdout
    assert lines[-1].startswith(f"{len(records)} records: {len(records) - 1} passed, 1 failed")


def test_usage_errors_exit_2(tmp_path: Path) -> None:
    missing = allfours("conformance", "run", str(tmp_path / "none.jsonl"), "--impl", SERVE)
    assert missing.exit_code == 2 and "cannot read" in missing.stderr
    no_impl = allfours("conformance", "run", str(SUITES_DIR / "auction_pitch.jsonl"))
    assert no_impl.exit_code == 2
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"id": "x"}\nnot json\n', encoding="utf-8")
    garbled = allfours("conformance", "run", str(bad), "--impl", SERVE)
    assert garbled.exit_code == 2 and "bad.jsonl:1" in garbled.stderr
    no_tag = allfours(
        "conformance",
        "run",
        str(SUITES_DIR / "auction_pitch.jsonl"),
        "--impl",
        SERVE,
        "--tag",
        "no-such-tag",
    )
    assert no_tag.exit_code == 2 and "no records" in no_tag.stderr


def test_a_crash_is_blamed_on_the_record_that_caused_it_not_one_in_flight(
    small_suite: tuple[Path, list[Record]],
) -> None:
    """Records are pipelined; a record in flight with a crashing one is rerun, not blamed."""
    _, records = small_suite
    target = records[5]
    impl = python_impl(MISBEHAVE, "crash", "--on", " ".join(target["hands"][0]))
    transport = Subprocess(impl, env=ENV, cwd=ROOT)
    report = run_suite(records, transport, timeout=5, window=4)
    failed = [o.id for o in report.failures]
    assert failed == [target["id"]], [o.explain() for o in report.failures]


REFERENCE = Path(__file__).parent / "impls" / "reference.py"


def test_an_adapter_written_from_the_guide_passes_every_suite_of_every_line(full: bool) -> None:
    """impls/reference.py speaks the protocol as docs/implementers.md describes it, over
    the generated modules and without the kit: the stock of a format-2 record reaches it
    in `start`, and its results carry the turn-up line's fields, or the Pedro line's."""
    turn_up = [v for v in VARIANTS if "stock" in suite(v)[0]]
    assert {"seven_up", "all_fours", "cinch"} <= set(turn_up)
    played = [v for v in turn_up if full or v in REPRESENTATIVE_VARIANTS]  # or every one
    variants = [*played, "auction_pitch"]
    suites = [str(SUITES_DIR / f"{v}.jsonl") for v in variants]
    command = python_impl(REFERENCE, *variants)
    result = allfours("conformance", "run", *suites, "--impl", command, "--strict-rules")
    assert result.exit_code == 0, result.stdout[-3000:] + result.stderr
    # The guide's adapter reads hand records only: the whole-game records are skipped.
    total = sum(len(suite(v)) for v in variants)
    skipped = sum(len(games(v)) for v in variants)
    assert result.stdout.splitlines()[-1].startswith(
        f"{total + skipped} records: {total} passed, 0 failed, {skipped} skipped"
    )
