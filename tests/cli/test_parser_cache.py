"""Lark's parser tables are cached where only this user can write: never in a folder
from which another user of the machine could have us unpickle a file of theirs."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from allfours.syntax.grammar import tables_cache


def test_the_tables_are_cached_in_a_private_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    where = tables_cache("grammar")
    assert isinstance(where, str)
    folder = Path(where).parent
    assert folder == tmp_path / "cache" / "allfours"
    assert folder.stat().st_mode & 0o777 == 0o700


def test_each_grammar_has_its_own_tables(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two installations with different grammars keep their tables apart, instead of each
    rebuilding over the other's on every run."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    assert tables_cache("grammar") == tables_cache("grammar")
    assert tables_cache("grammar") != tables_cache("another grammar")


def test_a_folder_others_may_write_to_is_not_used(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shared = tmp_path / "cache" / "allfours"
    shared.mkdir(parents=True)
    shared.chmod(0o777)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    assert tables_cache("grammar") is False


def test_a_link_in_place_of_the_folder_is_not_followed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir(mode=0o700)
    (tmp_path / "cache").mkdir()
    os.symlink(elsewhere, tmp_path / "cache" / "allfours")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    assert tables_cache("grammar") is False


def test_without_a_folder_to_write_to_nothing_is_cached(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("", encoding="utf-8")  # a file where the cache folder would go
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocked))
    assert tables_cache("grammar") is False
