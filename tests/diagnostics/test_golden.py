"""The text the checker prints for each bad fixture, compared with `golden/<fixture>.txt`.

`allfours check tests/diagnostics/bad/<fixture>.variant` is run from the top of the checkout
so that paths print relative. After an intended change to the messages, rewrite the golden
files with `pytest tests/diagnostics --update-golden` and review the diff.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from .diagnostic_cases import CASES, GOLDEN_DIR, ROOT, Case, run_case


def _golden(case: Case) -> Path:
    return GOLDEN_DIR / f"{case.name}.txt"


def test_golden_output(case: Case, tmp_path: Path, update_golden: bool) -> None:
    run = run_case(case, tmp_path)
    assert run.exit_code == 1, run
    assert run.stdout == "", "text diagnostics go to stderr"
    golden = _golden(case)
    if update_golden:
        GOLDEN_DIR.mkdir(exist_ok=True)
        golden.write_bytes(run.stderr.encode("utf-8"))
        return
    assert golden.is_file(), f"no {golden.name}; run pytest with --update-golden"
    assert run.stderr == golden.read_bytes().decode("utf-8")


_LOCATION = re.compile(r"^ *(?:-->|:::) (\S+):\d+:\d+$", re.MULTILINE)


def test_output_shows_relative_paths(case: Case, tmp_path: Path) -> None:
    run = run_case(case, tmp_path)
    shown = _LOCATION.findall(run.stderr)
    assert shown, "every diagnostic says where it is"
    assert all(path.startswith(("tests/diagnostics/bad/", "variants/")) for path in shown)
    assert str(ROOT) not in run.stderr
    assert str(tmp_path) not in run.stderr


def test_output_ends_with_a_summary(case: Case, tmp_path: Path) -> None:
    run = run_case(case, tmp_path)
    last = run.stderr.splitlines()[-1]
    errors = sum(1 for line in run.stderr.splitlines() if line.startswith("error["))
    assert last == f"found {errors} error{'s' if errors != 1 else ''}"


def test_every_golden_file_belongs_to_a_fixture(update_golden: bool) -> None:
    names = {case.name for case in CASES}
    orphans = sorted(p.name for p in GOLDEN_DIR.glob("*.txt") if p.stem not in names)
    if update_golden:
        for name in orphans:
            (GOLDEN_DIR / name).unlink()
        return
    assert orphans == [], "golden files without a fixture (remove or --update-golden)"


@pytest.mark.parametrize(
    "generated",
    [c for c in CASES if not c.exists or c.generated],
    ids=lambda c: c.name,
)
def test_generated_fixtures_are_not_committed(generated: Case) -> None:
    assert not (ROOT / generated.path).exists(), "generated fixtures are written to tmp_path"
