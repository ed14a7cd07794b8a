"""The diagnostic code registry: every code documented, explained, exemplified and triggered.

- each registry entry has a name, a summary and an explanation, and `allfours explain` prints it;
- every code is produced by at least one fixture in bad/, and every fixture produces exactly
  the codes its `# expect:` comments (or the table in diagnostic_cases.py) announce;
- each entry's `example`, when it is the text of a variant file, produces its code; when it is a
  description in parentheses, the file it describes is built here and produces the code.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from allfours.diagnostics.codes import CODES
from cli_runner import run_cli

from .diagnostic_cases import BAD_DIR, CASES, TABLE_NAMES, Case, extends_chain

DiagnosticsOf = Callable[[Case], list[dict[str, Any]]]

_CODE = re.compile(r"E\d{4}")
_NAME = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*")

# -- the registry itself ------------------------------------------------------------------


@pytest.mark.parametrize("code", sorted(CODES))
def test_code_is_documented(code: str) -> None:
    entry = CODES[code].entry
    assert CODES[code].code == code
    assert _CODE.fullmatch(code)
    assert _NAME.fullmatch(entry.slug), "names are lower-case words joined by hyphens"
    assert entry.summary.strip(), "a one-line summary"
    assert entry.explanation.strip(), "an explanation"
    assert not entry.summary.endswith("."), "a summary is a phrase, as in the error index"


def test_code_names_are_unique() -> None:
    names = [code.entry.slug for code in CODES.values()]
    assert len(names) == len(set(names))


# -- explain ------------------------------------------------------------------------------


@pytest.mark.parametrize("code", sorted(CODES))
def test_explain_prints_the_entry(code: str) -> None:
    entry = CODES[code].entry
    run = run_cli(["explain", code])
    assert run.exit_code == 0, run
    assert run.stderr == ""
    assert run.stdout.startswith(f"{code} ({entry.slug}): {entry.summary}\n")
    assert entry.explanation in run.stdout
    for line in entry.example.splitlines():
        assert f"    {line}\n" in run.stdout, "the example is shown indented"


def test_explain_accepts_lower_case() -> None:
    assert run_cli(["explain", "e0601"]).stdout == run_cli(["explain", "E0601"]).stdout


@pytest.mark.parametrize("code", ["E9999", "E06", "W0001", "target", ""])
def test_explain_of_an_unknown_code_is_a_usage_error(code: str) -> None:
    run = run_cli(["explain", code])
    assert run.exit_code == 2
    assert run.stdout == ""
    assert f"no diagnostic code {code!r}" in run.stderr
    assert f"codes are {min(CODES)} to {max(CODES)}" in run.stderr


# -- the fixtures -------------------------------------------------------------------------


def test_fixture_reports_what_it_expects(case: Case, diagnostics_of: DiagnosticsOf) -> None:
    assert case.expected, f"{case.name}: add `# expect: CODE` or an entry in the table"
    produced = {(d["file"], d["line"], d["code"]) for d in diagnostics_of(case)}
    assert produced == case.expected


def test_every_code_is_triggered_by_a_fixture(diagnostics_of: DiagnosticsOf) -> None:
    produced = {d["code"] for case in CASES for d in diagnostics_of(case)}
    assert sorted(set(CODES) - produced) == [], "codes that no fixture triggers"
    assert sorted(produced - set(CODES)) == [], "codes produced but not in the registry"


def test_every_code_is_expected_by_a_fixture() -> None:
    expected = {code for case in CASES for (_, _, code) in case.expected}
    assert expected == set(CODES)


def test_fixture_ids_match_their_file_names() -> None:
    """E0204 compares the id with the file name: only name_mismatch may differ."""
    header = re.compile(rb"^variant\s+(\w+)", re.MULTILINE)
    for path in sorted(BAD_DIR.glob("*.variant")):
        match = header.search(path.read_bytes())
        if match and path.stem != "name_mismatch":
            assert match.group(1).decode() == path.stem, path.name


def test_table_names_existing_fixtures() -> None:
    committed = {path.stem for path in BAD_DIR.glob("*.variant")}
    assert sorted(TABLE_NAMES - committed) == []


def test_there_are_enough_fixtures() -> None:
    assert len(list(BAD_DIR.glob("*.variant"))) >= 20


# -- the examples of the registry ---------------------------------------------------------

# Examples that are a complete variant file but need a file name or a second file, which
# the example states in a trailing comment.
_EXAMPLE_FILE_NAME = {"E0204": "saturday.variant"}  # "... # in saturday.variant"
_EXAMPLE_COMPANIONS = {"E0203": {"b.variant": 'variant b "B" extends a\n'}}  # "b ... extends a"

_PNG = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00"

# Examples that describe a file in parentheses: the file each describes.
_DESCRIBED: dict[str, tuple[str, bytes | None]] = {
    "E0001": (
        "house.variant",
        'variant house "Pitch for the señor" extends auction_pitch\n'.encode("latin-1"),
    ),
    "E0002": ("house.variant", _PNG),
    "E0003": ("house.variant", b"# all fours\n" * (1024 * 1024 // 12 + 1)),
    "E0005": ("house.variant", None),  # a folder named like a variant, in a checked folder
    "E0209": ("house.variant", b""),  # a chain of files, built in _example_codes
}


def _is_file_text(example: str) -> bool:
    return not example.startswith("(")


def _example_file_name(code: str, example: str) -> str:
    if code in _EXAMPLE_FILE_NAME:
        return _EXAMPLE_FILE_NAME[code]
    header = re.match(r"variant\s+(\w+)", example)
    return f"{header.group(1)}.variant" if header else "house.variant"


def _example_codes(code: str, folder: Path) -> list[str]:
    example = CODES[code].entry.example
    if _is_file_text(example):
        name = _example_file_name(code, example)
        (folder / name).write_text(example, encoding="utf-8")
        for companion, text in _EXAMPLE_COMPANIONS.get(code, {}).items():
            (folder / companion).write_text(text, encoding="utf-8")
    else:
        name, data = _DESCRIBED[code]
        if data is None:
            (folder / name).mkdir()
            name = "."  # check the folder that holds it
        elif code == "E0209":
            first, rest = extends_chain("house", 17)
            (folder / name).write_bytes(first)
            for companion, content in rest:
                (folder / companion).write_bytes(content)
        else:
            (folder / name).write_bytes(data)
    run = run_cli(["check", name, "--format", "json"], folder)
    assert run.exit_code == 1, run
    return [d["code"] for d in run.diagnostics()]


def test_examples_say_what_their_setup_needs() -> None:
    """The setup above follows what the examples say; keep them in step."""

    def example(code: str) -> str:
        return CODES[code].entry.example

    assert "saturday.variant" in example("E0204")
    assert "b.variant says: extends a" in example("E0203")
    described = {code for code in CODES if not _is_file_text(example(code))}
    assert described == set(_DESCRIBED)
    assert "señor" in example("E0001") and "PNG" in example("E0002")
    assert "folder" in example("E0005")
    assert "17 variant files" in example("E0209")


@pytest.mark.parametrize("code", sorted(CODES))
def test_example_produces_its_code(code: str, tmp_path: Path) -> None:
    assert code in _example_codes(code, tmp_path)


@pytest.mark.parametrize("code", sorted(CODES))
def test_example_produces_only_its_code(code: str, tmp_path: Path) -> None:
    assert set(_example_codes(code, tmp_path)) == {code}
