"""`allfours preview FILE`: a house rule's rulebook pages and rule cards, built from a file
outside the checkout, into a folder of their own."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import tempfile
import urllib.request
from pathlib import Path

import pytest

from cli_runner import run_cli

HOUSE_RULE = (
    'variant friday "Friday <b>night</b> Pitch" extends auction_pitch\n'
    "target: 11\n"
    "point low: the lowest trump in play, to the player who takes it\n"
)


@pytest.fixture
def house_rule(tmp_path: Path) -> Path:
    """A house rule in a folder of its own, away from the checkout's variants."""
    folder = tmp_path / "my rules"
    folder.mkdir()
    path = folder / "friday.variant"
    path.write_text(HOUSE_RULE, encoding="utf-8")
    return path


@pytest.fixture
def elsewhere(tmp_path: Path) -> Path:
    """A working folder that is not the checkout."""
    folder = tmp_path / "cwd"
    folder.mkdir()
    return folder


def test_a_preview_holds_the_pages_and_cards_in_every_language(
    house_rule: Path, elsewhere: Path, tmp_path: Path
) -> None:
    out = tmp_path / "preview"
    run = run_cli(["preview", house_rule, "--out", out], cwd=elsewhere)
    assert run.exit_code == 0, run.stderr
    assert f"{out / 'index.html'}" in run.stdout
    # Each language in its own frame: its folder, its `lang`, a switcher naming the others.
    for folder, code in ((out, "en"), (out / "es", "es"), (out / "pl", "pl")):
        page = (folder / "rulebook" / "friday.html").read_text(encoding="utf-8")
        card = (folder / "cards" / "friday.html").read_text(encoding="utf-8")
        assert "AP-7.1" in page and "11" in page  # the house rule's own target
        assert "rule-card" in card
        assert f'<html lang="{code}"' in page and f'<html lang="{code}"' in card
        assert all(name in page for name in ("English", "Español", "Polski"))
    # Its base's pages too, so that the page's "built on Auction Pitch" link leads somewhere.
    english = (out / "rulebook" / "friday.html").read_text(encoding="utf-8")
    assert 'href="auction_pitch.html"' in english
    assert (out / "rulebook" / "auction_pitch.html").is_file()
    # The title is the author's text, never markup: escaped in the page and its <title>.
    index = (out / "index.html").read_text(encoding="utf-8")
    for html in (english, index):
        assert "<b>night</b>" not in html and "&lt;b&gt;night&lt;/b&gt;" in html
    # Nothing was written beside the file or in the working folder.
    assert sorted(p.name for p in house_rule.parent.iterdir()) == ["friday.variant"]
    assert list(elsewhere.iterdir()) == []


def test_a_broken_file_gets_the_diagnostics_and_nothing_is_written(
    house_rule: Path, elsewhere: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    house_rule.write_text(HOUSE_RULE.replace("target: 11", "target: 0"), encoding="utf-8")
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(temporary))
    out = tmp_path / "preview"
    for extra in ([], ["--out", str(out)]):
        run = run_cli(["preview", house_rule, *extra], cwd=elsewhere)
        assert run.exit_code == 1
        assert "error[E0601]" in run.stderr and "friday.variant:2:9" in run.stderr
        assert "nothing was written" in run.stderr
    assert not out.exists() and list(temporary.iterdir()) == []


def test_a_folder_of_other_files_is_never_written_over(
    house_rule: Path, elsewhere: Path, tmp_path: Path
) -> None:
    out = tmp_path / "notes"
    out.mkdir()
    (out / "mine.txt").write_text("keep me", encoding="utf-8")
    run = run_cli(["preview", house_rule, "--out", out], cwd=elsewhere)
    assert run.exit_code == 2 and "not empty" in run.stderr
    assert [p.name for p in out.iterdir()] == ["mine.txt"]
    # An earlier preview's folder is written over: previewing again after an edit works.
    again = tmp_path / "preview"
    assert run_cli(["preview", house_rule, "--out", again], cwd=elsewhere).exit_code == 0
    house_rule.write_text(HOUSE_RULE.replace("target: 11", "target: 15"), encoding="utf-8")
    assert run_cli(["preview", house_rule, "--out", again], cwd=elsewhere).exit_code == 0
    assert "15" in (again / "rulebook" / "friday.html").read_text(encoding="utf-8")


def test_open_starts_a_browser_on_the_index(
    house_rule: Path, elsewhere: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    opened: list[str] = []

    def fake_open(url: str) -> bool:
        opened.append(url)
        return True

    monkeypatch.setattr("webbrowser.open", fake_open)
    out = tmp_path / "preview"
    run = run_cli(["preview", house_rule, "--out", out, "--open"], cwd=elsewhere)
    assert run.exit_code == 0, run.stderr
    assert opened == [(out / "index.html").as_uri()]


def test_a_name_with_terminal_escapes_is_shown_escaped(tmp_path: Path, elsewhere: Path) -> None:
    folder = tmp_path / "x\x1b[2J\x07y"
    folder.mkdir()
    (folder / "friday.variant").write_text(HOUSE_RULE, encoding="utf-8")
    run = run_cli(["preview", str(folder / "friday.variant"), "--out", "out"], cwd=elsewhere)
    assert run.exit_code == 0, run.stderr
    assert "\x1b" not in run.stdout and "\x07" not in run.stdout
    assert run.stdout.startswith("preview of ") and "x\\x1b[2J\\x07y/friday.variant" in run.stdout


def test_a_missing_file_is_a_usage_error(elsewhere: Path) -> None:
    run = run_cli(["preview", "nowhere.variant"], cwd=elsewhere)
    assert run.exit_code == 2 and "no such variant file" in run.stderr


@pytest.mark.slow
def test_serve_answers_on_loopback_only(house_rule: Path, elsewhere: Path, tmp_path: Path) -> None:
    out = tmp_path / "preview"
    command = [sys.executable, "-m", "allfours", "preview", str(house_rule), "--out", str(out)]
    process = subprocess.Popen(
        [*command, "--serve", "0"], cwd=elsewhere, stdout=subprocess.PIPE, text=True
    )
    try:
        assert process.stdout is not None
        process.stdout.readline()  # "preview of ...: .../index.html"
        served = process.stdout.readline()
        assert served.startswith("serving http://127.0.0.1:"), served
        url = served.split()[1].replace("index.html", "es/rulebook/friday.html")
        with urllib.request.urlopen(url, timeout=30) as answer:
            assert answer.status == 200
            assert "Friday &lt;b&gt;night" in answer.read().decode("utf-8")
    finally:
        process.terminate()
        process.wait(timeout=30)


def test_a_port_in_use_is_told_before_anything_is_built(house_rule: Path, tmp_path: Path) -> None:
    """A second `preview --serve PORT`: the port is taken, so nothing is built, and no
    temporary folder is left behind."""
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = subprocess.run(
            [sys.executable, "-m", "allfours", "preview", str(house_rule), "--serve", str(port)],
            capture_output=True,
            text=True,
            env={**os.environ, "TMPDIR": str(scratch)},
            timeout=120,
            check=False,
        )
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr == (
        f"allfours: cannot serve on port {port}: address already in use; nothing was written\n"
    )
    assert list(scratch.iterdir()) == []
