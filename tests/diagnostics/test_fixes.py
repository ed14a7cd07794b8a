"""Fixes as data: each code that carries a fix, shown on a fixture of `fixes/`, and each
fix shown to make its diagnostic go away.

A fixture is named after the code it shows (`E0201_line_given_twice.variant`). Its golden
file, `fixes/golden/<fixture>.txt`, holds each fix of that code's diagnostics (label,
whether `check --fix` makes it) and the file as that fix leaves it. After an intended
change, rewrite them with `pytest tests/diagnostics/test_fixes.py --update-golden`.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from allfours.diagnostics import Code, Diagnostic
from allfours.diagnostics.fixes import apply_edits
from allfours.pipeline import check_variant
from allfours.semantic.resolve import Loader
from cli_runner import run_cli

HERE = Path(__file__).resolve().parent / "fixes"
GOLDEN = HERE / "golden"
FIXTURES = sorted(HERE.glob("*.variant"))


def _code(fixture: Path) -> Code:
    return Code[fixture.stem.split("_", 1)[0]]


def _diagnostics(path: Path, text: str | None = None) -> tuple[Diagnostic, ...]:
    loader = Loader()
    if text is not None:
        loader.overlay(path, text)
    return check_variant(path, loader, lowered=False).diagnostics


def _of(code: Code, diagnostics: tuple[Diagnostic, ...]) -> list[Diagnostic]:
    return [d for d in diagnostics if d.code is code]


@pytest.mark.parametrize("fixture", FIXTURES, ids=lambda p: p.stem)
def test_each_fix_makes_its_diagnostic_go_away(fixture: Path) -> None:
    text = fixture.read_text(encoding="utf-8")
    found = _of(_code(fixture), _diagnostics(fixture))
    assert found and all(d.fixes for d in found), "every diagnostic of the code has a fix"
    for diagnostic in found:
        for fix in diagnostic.fixes:
            fixed = apply_edits(text, fix.edits)
            after = _of(diagnostic.code, _diagnostics(fixture, fixed))
            assert not any(d.primary.span.line == diagnostic.primary.span.line for d in after), (
                fix.label,
                fixed,
            )
            assert len(after) < len(found), fix.label
            # A fix changes no other line's meaning into an error of a new kind.
            before = {d.code for d in _diagnostics(fixture)}
            assert {d.code for d in _diagnostics(fixture, fixed)} <= before, fix.label


@pytest.mark.parametrize("fixture", FIXTURES, ids=lambda p: p.stem)
def test_golden_fixes(fixture: Path, update_golden: bool) -> None:
    text = fixture.read_text(encoding="utf-8")
    shown: list[str] = []
    for diagnostic in _of(_code(fixture), _diagnostics(fixture)):
        for fix in diagnostic.fixes:
            shown.append(
                f"--- {diagnostic.code.name} line {diagnostic.primary.span.line}: {fix.label}"
                f" ({'safe' if fix.safe else 'offered'})"
            )
            shown.append(apply_edits(text, fix.edits).rstrip("\n"))
    said = "\n".join(shown) + "\n"
    golden = GOLDEN / f"{fixture.stem}.txt"
    if update_golden:
        GOLDEN.mkdir(exist_ok=True)
        golden.write_text(said, encoding="utf-8")
        return
    assert golden.is_file(), f"no {golden.name}; run pytest with --update-golden"
    assert said == golden.read_text(encoding="utf-8")


def test_every_code_with_a_fix_has_a_fixture() -> None:
    """A code whose diagnostics carry fixes somewhere in the checker has its fixture here."""
    shown = {_code(f) for f in FIXTURES}
    assert {Code.E0101, Code.E0201, Code.E0202, Code.E0204, Code.E0206, Code.E0207} <= shown
    sources = (Path(__file__).resolve().parents[2] / "compiler" / "allfours").rglob("*.py")
    with_fixes: set[str] = set()
    for source in sources:
        text = source.read_text(encoding="utf-8")
        for chunk in text.split("Code.")[1:]:
            code, _, rest = chunk.partition(",")
            body = rest.split("\n    )", 1)[0].split("Diagnostic(", 1)[0]
            if code.startswith("E") and "fixes=" in body:
                with_fixes.add(code.strip())
    assert with_fixes <= {c.name for c in shown}, sorted(with_fixes - {c.name for c in shown})


def test_check_fix_makes_the_safe_fixes_and_says_each(tmp_path: Path) -> None:
    path = tmp_path / "house.variant"
    path.write_bytes(
        b'variant house "House" extends auction_pitch\r\n'
        b"targte: 11\r\n"
        b"dealer\xe2\x80\x99s privilege: the dealr may take the contract at teh high bid\r\n"
        b"target: 11\r\n"
    )
    os.chmod(path, 0o640)
    run = run_cli(["check", "--fix", str(path)])
    assert run.exit_code == 0, run
    said = run.stdout.splitlines()
    assert said[0].endswith("house.variant:2: write `target` (E0101)")
    assert said[1].endswith("house.variant:3: write `dealer`, `the` (E0101)")
    assert said[2].endswith("house.variant:4: remove the line given again (E0201)")
    assert said[3].startswith("ok: ")
    assert path.read_bytes() == (
        b'variant house "House" extends auction_pitch\r\n'
        b"target: 11\r\n"
        b"dealer\xe2\x80\x99s privilege: the dealer may take the contract at the high bid\r\n"
    ), "line ends and the author's apostrophe are kept"
    assert path.stat().st_mode & 0o777 == 0o640
    assert [p.name for p in tmp_path.iterdir()] == ["house.variant"], "no temporary file left"


def test_check_fix_leaves_a_choice_to_the_author(tmp_path: Path) -> None:
    path = tmp_path / "E0201_two_targets.variant"
    shutil.copy(HERE / path.name, path)
    before = path.read_bytes()
    run = run_cli(["check", "--fix", str(path)])
    assert run.exit_code == 1 and "error[E0201]" in run.stderr
    assert run.stdout == "" and path.read_bytes() == before


def test_check_fix_that_cannot_write_changes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A file that cannot be replaced (a full disk, a folder it may not write to) is left
    as it was, and no temporary file stays behind."""
    from allfours.cli import main

    path = tmp_path / "house.variant"
    path.write_text('variant house "House" extends auction_pitch\ntargte: 11\n')

    def refuse(source: str, target: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "replace", refuse)
    assert main(["check", "--fix", str(path)]) == 1
    said = capsys.readouterr()
    assert "permission denied; nothing was changed" in said.err and "Traceback" not in said.err
    assert path.read_text().endswith("targte: 11\n")
    assert [p.name for p in tmp_path.iterdir()] == ["house.variant"]


def test_json_carries_the_fixes(tmp_path: Path) -> None:
    import json

    run = run_cli(["check", "--format", "json", str(HERE / "E0303_players_backwards.variant")])
    (diagnostic,) = json.loads(run.stdout)["diagnostics"]
    (fix,) = diagnostic["fixes"]
    assert fix["label"] == "write `2 to 7`" and fix["safe"] is True
    assert [(e["line"], e["column"], e["end_column"], e["text"]) for e in fix["edits"]] == [
        (2, 10, 11, "2"),
        (2, 15, 16, "7"),
    ]
