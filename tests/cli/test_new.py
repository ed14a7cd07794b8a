"""`allfours new NAME --extends BASE`: a house rule started for its author."""

from __future__ import annotations

from pathlib import Path

from allfours.syntax.parser import parse_source
from cli_runner import run_cli


def test_a_new_house_rule_checks_and_lists_the_bases_lines(tmp_path: Path) -> None:
    run = run_cli(["new", "friday_pitch", "--extends", "auction_pitch"], cwd=tmp_path)
    assert run.exit_code == 0, run.stderr
    created = tmp_path / "variants" / "friday_pitch.variant"
    assert "created variants/friday_pitch.variant" in run.stdout
    text = created.read_text(encoding="utf-8")
    assert 'variant friday_pitch "Friday Pitch" extends auction_pitch\n' in text
    assert "# target: 7\n" in text  # the base's line, ready to be uncommented
    assert run_cli(["check", str(created)]).exit_code == 0
    # Uncommenting a line and changing it makes a working house rule.
    created.write_text(text.replace("# target: 7", "target: 11"), encoding="utf-8")
    assert run_cli(["check", str(created)]).exit_code == 0


def test_a_title_is_kept_as_text(tmp_path: Path) -> None:
    title = 'Dad\'s "Friday" Pitch'
    run = run_cli(["new", "dads", "--extends", "cinch", "--title", title], cwd=tmp_path)
    assert run.exit_code == 0, run.stderr
    path = tmp_path / "variants" / "dads.variant"
    parsed = parse_source(str(path), path.read_text(encoding="utf-8"))
    assert parsed.variant is not None and parsed.variant.header.title == title


def test_nothing_is_written_when_the_file_exists_or_the_request_is_wrong(tmp_path: Path) -> None:
    assert run_cli(["new", "house", "--extends", "seven_up"], cwd=tmp_path).exit_code == 0
    path = tmp_path / "variants" / "house.variant"
    path.write_text("# mine\n", encoding="utf-8")
    again = run_cli(["new", "house", "--extends", "seven_up"], cwd=tmp_path)
    assert again.exit_code == 2 and "already exists" in again.stderr
    assert path.read_text(encoding="utf-8") == "# mine\n"
    misspelt = run_cli(["new", "other", "--extends", "auction_pich"], cwd=tmp_path)
    assert misspelt.exit_code == 2 and "did you mean `auction_pitch`?" in misspelt.stderr
    bad_name = run_cli(["new", "Bad-Name", "--extends", "cinch"], cwd=tmp_path)
    assert bad_name.exit_code == 2 and "cannot be a variant's name" in bad_name.stderr
    two_lines = run_cli(["new", "x", "--extends", "cinch", "--title", "a\nb"], cwd=tmp_path)
    assert two_lines.exit_code == 2 and "one line" in two_lines.stderr
    assert sorted(p.name for p in (tmp_path / "variants").iterdir()) == ["house.variant"]


def test_a_house_rule_named_after_its_base_is_refused_with_a_name_that_works(
    tmp_path: Path,
) -> None:
    """In its folder, `extends auction_pitch` would find the new file itself: a circle."""
    run = run_cli(["new", "auction_pitch", "--extends", "auction_pitch"], cwd=tmp_path)
    assert run.exit_code == 2
    assert "variants/auction_pitch.variant would extend itself" in run.stderr
    assert "nothing was written" in run.stderr
    assert not (tmp_path / "variants").exists()
    suggested = run.stderr.rsplit("for example: allfours ", 1)[1].split()
    assert run_cli(suggested, cwd=tmp_path).exit_code == 0
    made = tmp_path / "variants" / "my_auction_pitch.variant"
    assert run_cli(["check", str(made)]).exit_code == 0


def test_a_house_rule_of_a_house_rule_lists_every_rule_in_force(tmp_path: Path) -> None:
    """The base's base's lines too, each as the file that decides it says it; never the
    base's titles and descriptions, which name and describe the base alone."""
    run = run_cli(["new", "friday", "--extends", "auction_pitch_to_11"], cwd=tmp_path)
    assert run.exit_code == 0, run.stderr
    created = tmp_path / "variants" / "friday.variant"
    lines = created.read_text(encoding="utf-8").splitlines()
    assert "# target: 11  # auction_pitch_to_11" in lines  # the house rule's own line
    assert "# target: 7" not in lines  # the line it replaces
    assert "# players: 2 to 7, each for themselves" in lines  # inherited from auction_pitch
    assert "# if everyone passes: the dealer must bid" in lines
    assert not [line for line in lines if line.startswith(("# title", "# description"))]
    # Every rule listed is a line of the language, as it stands: uncommented, they check.
    listed = lines.index(
        "# and where a line is marked with a house rule's id, that house rule's own:"
    )
    rules = [line.removeprefix("# ") for line in lines[listed + 1 :] if line]
    uncommented = "\n".join([*lines[:4], *rules]) + "\n"
    created.write_text(uncommented.replace("target: 11", "target: 15"), encoding="utf-8")
    assert run_cli(["check", str(created)]).exit_code == 0


def _tree(folder: Path) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*"))


def test_a_name_too_long_or_a_file_for_a_folder_is_refused_and_nothing_written(
    tmp_path: Path,
) -> None:
    (tmp_path / "notes").write_text("mine\n", encoding="utf-8")
    before = _tree(tmp_path)
    long_name = run_cli(["new", "a" * 300, "--extends", "cinch"], cwd=tmp_path)
    assert long_name.exit_code == 2
    assert long_name.stderr == (
        "allfours: a variant's name has at most 64 letters, digits and `_`, not 300; "
        "nothing was written\n"
    )
    a_file = run_cli(["new", "house", "--extends", "cinch", "--variants", "notes"], cwd=tmp_path)
    assert a_file.exit_code == 2
    assert "notes is a file, not a folder: name a folder with --variants" in a_file.stderr
    below_a_file = run_cli(
        ["new", "house", "--extends", "cinch", "--variants", "notes/mine/rules"], cwd=tmp_path
    )
    assert below_a_file.exit_code == 2
    assert below_a_file.stderr == (
        "allfours: cannot write notes/mine/rules/house.variant: not a directory; "
        "nothing was written\n"
    )
    assert _tree(tmp_path) == before
    assert (tmp_path / "notes").read_text(encoding="utf-8") == "mine\n"
    deep = run_cli(["new", "house", "--extends", "cinch", "--variants", "my/rules"], cwd=tmp_path)
    assert deep.exit_code == 0 and (tmp_path / "my" / "rules" / "house.variant").is_file()
