"""Completion offers the real next word, at every place of every line of every bundled
variant: the grammar's words and phrases, the registry's values, and for a number or a
name typed freely, a slot that accepts it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from allfours.authoring import Completions, Workspace

ROOT = Path(__file__).resolve().parents[2]
VARIANTS = sorted((ROOT / "variants").glob("*.variant"))
_WORD = re.compile(r"[A-Za-z0-9_'-]+|\"(?:[^\"\\]|\\.)*\"|\S")


def _first_word(label: str) -> str:
    found = _WORD.match(label)
    return found.group() if found else ""


def _offers(completions: Completions, word: str, typed: str) -> bool:
    if any(_first_word(item.label) == word for item in completions.items):
        return True
    return any(slot.accepts(word) for slot in completions.slots)


@pytest.mark.parametrize("path", VARIANTS, ids=lambda p: p.stem)
def test_the_next_word_is_always_offered(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    document = Workspace().document(str(path), text)
    assert not document.diagnostics
    checked = 0
    for number, line in enumerate(document.lines, start=1):
        code = line.split("#", 1)[0] if '"' not in line else line
        if not code.strip():
            continue
        for word in _WORD.finditer(code):
            if word.group().startswith("#"):
                break
            start, end = word.start(), word.end()
            # before the word, and for a word, part of it typed and all of it typed (a
            # text in quotes is the author's own words, and punctuation is one character)
            whole = word.group()[0].isalnum() or word.group()[0] in "_'"
            places = {start + 1, start + 1 + (end - start) // 2, end + 1} if whole else {start + 1}
            for column in sorted(places):
                typed = line[start : column - 1]
                completions = document.complete(number, column)
                assert _offers(completions, word.group(), typed), (
                    f"{path.name}:{number}:{column}: `{word.group()}` not offered after "
                    f"{line[: column - 1]!r}: {[i.label for i in completions.items][:20]}, "
                    f"{completions.slots}"
                )
                checked += 1
    assert checked > 10
