"""`allfours play` on input no one means as a move, through a real process as a person's
shell runs it: each is refused cleanly (never the "internal error" line, exit 3), a line
that never ends stops the game with bounded memory, and a closed output ends it quietly.

Every run is bounded in time by a generous timeout (a hang fails the test; no figure is
measured), and the endless input by a memory limit the process cannot grow past.
"""

from __future__ import annotations

import resource
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PLAY = [sys.executable, "-m", "allfours", "play", "auction_pitch", "--seed", "1"]
TIMEOUT = 120  # seconds: far beyond a run's few; only a hang reaches it
MEMORY = 1 << 30  # bytes of address space: what the run needs, several times over


def _play(stdin: bytes) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        PLAY, cwd=ROOT, input=stdin, capture_output=True, timeout=TIMEOUT, check=False
    )


def _said(done: subprocess.CompletedProcess[bytes]) -> tuple[str, str]:
    out, err = done.stdout.decode("utf-8"), done.stderr.decode("utf-8")
    assert "internal error" not in err and "Traceback" not in err, err
    return out, err


@pytest.mark.parametrize(
    ("typed", "answer"),
    [
        ("²", "`²` is not a move here."),
        ("٣", "`٣` is not a move here."),  # an Arabic-Indic three: a digit, not 3
        ("9" * 5_000, "That line is too long to be a move (1000 characters at most)."),
        ("9" * 900, "There is no move 999999999999…: choose 1 to 4."),
        ("bid " + "9" * 900, f"`bid {'9' * 36}…` is not a move here."),  # shown cut short
        ("\x00\x1b[2J", "is not a move here."),
    ],
    ids=["superscript-two", "arabic-indic-three", "5000-digits", "900-digits", "huge-bid", "nul"],
)
def test_a_line_that_is_no_move_is_refused_and_the_game_goes_on(typed: str, answer: str) -> None:
    out, err = _said(_play(f"{typed}\n1\nquit\n".encode()))
    assert answer in out
    assert "  you: pass" in out, "the next line is read as a move"
    assert "You left the game." in out and err == ""


def test_bytes_that_are_not_utf8_are_no_move() -> None:
    done = _play(b"\xff\xfe bid 3\n1\n")
    out, _ = _said(done)
    assert done.returncode == 0
    assert "is not a move here." in out and "  you: pass" in out


def _limit_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))


def test_an_endless_line_stops_the_game_with_bounded_memory() -> None:
    """`allfours play auction_pitch < /dev/zero`: the line is read a piece at a time and
    given up on, where reading it whole grew until memory ran out."""
    with open("/dev/zero", "rb") as zeros:
        done = subprocess.run(
            PLAY,
            cwd=ROOT,
            stdin=zeros,
            capture_output=True,
            timeout=TIMEOUT,
            check=False,
            preexec_fn=_limit_memory,
        )
    _, err = _said(done)
    assert done.returncode == 2
    assert err == (
        "allfours play: a line of more than 1,048,576 characters is no move; the game stops\n"
    )


def test_a_closed_output_ends_the_game_quietly() -> None:
    """`allfours play auction_pitch >&-`: no one can see the table, and nothing fails."""
    done = subprocess.run(
        ["sh", "-c", 'exec "$@" >&-', "sh", *PLAY],
        cwd=ROOT,
        input=b"1\n" * 50,
        stderr=subprocess.PIPE,
        timeout=TIMEOUT,
        check=False,
    )
    assert (done.returncode, done.stderr) == (0, b"")
