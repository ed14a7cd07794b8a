"""A bug in allfours is said to be one, in one line, with its own exit code."""

from __future__ import annotations

import argparse

import pytest

from allfours import cli


def _broken(args: argparse.Namespace) -> int:
    raise KeyError("no such \x1b[31mthing")


def test_an_internal_error_is_one_line_that_blames_allfours(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(cli, "_run_check", _broken)
    monkeypatch.delenv("ALLFOURS_TRACEBACK", raising=False)
    assert cli.main(["check", "variants"]) == cli.EXIT_BUG == 3
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1 and "Traceback" not in err
    assert "a bug in allfours and not in your files" in err
    assert "KeyError" in err and "\x1b" not in err  # the message is shown, made inert


def test_the_traceback_is_there_for_whoever_fixes_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cli, "_run_check", _broken)
    monkeypatch.setenv("ALLFOURS_TRACEBACK", "1")
    with pytest.raises(KeyError):
        cli.main(["check", "variants"])
