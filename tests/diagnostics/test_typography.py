"""A variant typed on a phone: typographic apostrophes and quotes read as the plain ones."""

from __future__ import annotations

from pathlib import Path

import pytest

from allfours import ast
from allfours.syntax.parser import parse_source, plain_typography
from cli_runner import run_cli


def test_a_file_typed_with_curly_quotes_and_apostrophes_checks(tmp_path: Path) -> None:
    variant = tmp_path / "phone.variant"
    variant.write_text(
        "variant phone \u201cPhone Pitch\u201d extends auction_pitch\n"
        "description: \u201cThe dealer\u2019s \u201cprivilege\u201d, as typed\u201d\n"
        "dealer\u2019s privilege: none\n",
        encoding="utf-8",
    )
    run = run_cli(["check", str(variant)])
    assert run.exit_code == 0, run.stderr
    parsed = parse_source(str(variant), variant.read_text(encoding="utf-8"))
    assert parsed.variant is not None and not parsed.diagnostics
    assert parsed.variant.header.title == "Phone Pitch"
    # The author's text inside the quotes stays as typed.
    description = parsed.variant.statements[0]
    assert isinstance(description, ast.Description)
    assert description.text == "The dealer\u2019s \u201cprivilege\u201d, as typed"


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("dealer\u2019s privilege: none", "dealer's privilege: none"),
        ("dealer\u02bcs privilege: none", "dealer's privilege: none"),
        (
            'description: "plain \\" and it\u2019s" x\u2019',
            'description: "plain \\" and it\u2019s" x\'',
        ),
        ("target: 7", "target: 7"),
    ],
)
def test_typography_is_made_plain_outside_quotes_only(typed: str, read: str) -> None:
    assert plain_typography(typed) == read
    assert len(plain_typography(typed)) == len(typed), "columns do not move"


def test_an_error_after_a_curly_apostrophe_points_at_the_right_column(tmp_path: Path) -> None:
    variant = tmp_path / "phone.variant"
    variant.write_text(
        "variant phone \u201cPhone Pitch\u201d extends auction_pitch\n"
        "dealer\u2019s privilege: nobody\n",
        encoding="utf-8",
    )
    run = run_cli(["check", str(variant)])
    assert run.exit_code == 1
    assert f"{variant}:2:21" in run.stderr, run.stderr
    assert "did you mean `dealer's`" not in run.stderr
