"""The Pygments lexer for variant files, and ANSI colour for the terminal."""

# `kind in Punctuation` asks whether a token type is Punctuation or below it. Pygments'
# _TokenType is a tuple of str whose __contains__ takes a token type (so say its stubs),
# but mypy's strict-equality check of `in` goes by the tuple's item type, str, and calls
# every such test a non-overlapping container check. No annotation avoids that.
# mypy: disable-error-code="comparison-overlap"

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pygments.lexers import get_lexer_by_name, get_lexer_for_filename
from pygments.token import (
    Comment,
    Error,
    Keyword,
    Name,
    Number,
    Operator,
    Punctuation,
    String,
    Whitespace,
    _TokenType,
)

from allfours.highlight import AllFoursLexer, colour
from allfours.registry.settings import BY_KEY, KEY_OF

ROOT = Path(__file__).resolve().parents[2]
GRAMMAR = (ROOT / "grammar" / "allfours.lark").read_text(encoding="utf-8")
VARIANTS = sorted((ROOT / "variants").glob("*.variant"))
ANSI = re.compile(r"\x1b\[[0-9;]*m")


def _tokens(text: str) -> list[tuple[_TokenType, str]]:
    return [(kind, value) for kind, value in AllFoursLexer().get_tokens(text) if value.strip()]


def _statement_openings() -> dict[str, tuple[str, bool]]:
    """For each statement rule of the grammar: a sample of its leading words (with NAME as
    `x`), and whether a colon ends them. `after each hand, ...` has no colon."""
    block = re.search(r"^\?statement:(.*?)\n\n", GRAMMAR, re.S | re.M)
    assert block, "no ?statement rule in the grammar"
    openings: dict[str, tuple[str, bool]] = {}
    for rule in re.findall(r"[a-z_]+", block.group(1)):
        body = re.search(rf"^{rule}:(.*)$", GRAMMAR, re.M)
        assert body, f"no rule {rule} in the grammar"
        sample: list[str] = []
        colon = False
        for item in re.findall(r'"[^"]*"|[A-Za-z_]+', body.group(1)):
            if item == '":"':
                colon = True
                break
            if re.fullmatch(r"\"[a-z][a-z'-]*\"", item):
                sample.append(item.strip('"'))
            elif item == "NAME":
                sample.append("x")
            else:
                break
        assert sample, f"statement {rule} starts with no words"
        if not colon:  # a run-on statement: its keyword is the registry's leading words
            sample = sample[: len(BY_KEY[KEY_OF[rule]].keyword.split())]
        openings[rule] = (" ".join(sample), colon)
    return openings


def test_the_grammar_sample_finds_every_statement() -> None:
    openings = _statement_openings()
    assert openings["privilege"] == ("dealer's privilege", True)
    assert openings["point"] == ("point x", True)
    assert openings["rotation"] == ("after each hand", False)
    assert openings["turn"] == ("the turn", False)
    assert len(openings) >= 23


@pytest.mark.parametrize("rule", sorted(_statement_openings()))
def test_every_statement_of_the_grammar_opens_with_a_keyword(rule: str) -> None:
    sample, colon = _statement_openings()[rule]
    tokens = _tokens(f"{sample}{':' if colon else ','} the rest\n")
    words = sample.split()
    leading = []
    for kind, value in tokens:
        if value in (":", ","):
            assert kind in Punctuation
            break
        leading.append((kind, value))
    assert " ".join(v for _, v in leading).split() == words, tokens
    for kind, value in leading:
        expected = Name.Variable if (rule == "point" and value == "x") else Keyword
        assert kind in expected, (rule, value, kind)


@pytest.mark.parametrize("path", VARIANTS, ids=[p.stem for p in VARIANTS])
def test_every_bundled_variant_lexes_without_error_tokens(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    lexed = list(AllFoursLexer().get_tokens(text))
    assert [v for k, v in lexed if k in Error] == []
    assert "".join(v for _, v in lexed) == text.rstrip("\n") + "\n"
    # every line that is not a comment opens with a keyword: the header or a statement
    for line in text.splitlines():
        if line.strip() and not line.lstrip().startswith("#"):
            first_kind, first = _tokens(line + "\n")[0]
            assert first_kind in Keyword, (line, first, first_kind)


SAMPLE = """\
# Friday night Pitch
variant friday "Friday \\"night\\" Pitch" extends auction_pitch  # the header
target: 11
point low: the lowest trump in play, to the player who takes it
joker: the lowest trump, never low; pitched, it makes spades trump
point game: most counting cards taken (10 = 10, A = 4)
pack: 32 cards, ace high down to seven
smudge: none
count out: the pitcher first, then high, low
rule numbers: FN
"""


def test_tokens_get_the_expected_types() -> None:
    tokens = _tokens(SAMPLE)
    kinds: dict[str, list[_TokenType]] = {}
    for kind, value in tokens:
        kinds.setdefault(value, []).append(kind)

    def kind_of(value: str, index: int = 0) -> _TokenType:
        return kinds[value][index]

    assert kind_of("# Friday night Pitch") in Comment
    assert kind_of("# the header") in Comment
    assert kind_of("variant") in Keyword.Declaration
    assert kind_of("friday") in Name.Class
    assert kind_of("extends") in Keyword.Declaration
    assert kind_of("auction_pitch") in Name.Class
    assert kind_of("Friday ") in String
    assert kind_of('\\"') in String.Escape
    for keyword in ("target", "point", "joker", "pack", "smudge", "count out", "rule numbers"):
        assert kind_of(keyword) in Keyword, keyword
    assert kind_of("11") in Number
    assert kind_of("32") in Number
    assert kind_of("low") in Name.Variable  # point low:
    assert kind_of("spades") in Name.Builtin
    assert kind_of("ace") in Name.Constant
    assert kind_of("seven") in Name.Constant
    assert kind_of("10", 0) in Name.Constant  # the rank 10 ...
    assert kind_of("=") in Operator
    assert kind_of("10", 1) in Number  # ... counts 10
    assert kind_of("A") in Name.Constant
    assert kind_of("none") in Keyword.Constant
    assert kind_of("high", -1) in Name.Variable  # count out: ... high, low
    assert kind_of("FN") in Name.Label
    assert kind_of(";") in Punctuation and kind_of("(") in Punctuation
    assert kind_of("trump") not in Keyword  # only at the start of a line
    assert not [value for kind, value in tokens if kind in Error]


def test_an_unknown_character_is_an_error_token() -> None:
    assert [v for k, v in _tokens("target: 7 @\n") if k in Error] == ["@"]


def test_pygments_finds_the_lexer_through_the_entry_point() -> None:
    hint = "install the project (pip install -e '.[test]') so that its entry point exists"
    try:
        by_name = get_lexer_by_name("allfours")
    except Exception as error:  # pygments.util.ClassNotFound
        pytest.fail(f"{error}: {hint}")
    assert isinstance(by_name, AllFoursLexer)
    assert isinstance(get_lexer_by_name("variant"), AllFoursLexer)
    assert isinstance(get_lexer_for_filename("house.variant"), AllFoursLexer)
    assert by_name.name == "All Fours variant"


def test_importing_the_module_and_checking_load_no_pygments() -> None:
    script = (
        "import sys\n"
        "import allfours.highlight\n"
        "from allfours.cli import main\n"
        "code = main(['check', 'variants'])\n"
        "loaded = sorted(m for m in sys.modules if m.split('.')[0] == 'pygments')\n"
        "print('exit', code, 'pygments', loaded)\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT / "compiler")},
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip().endswith("exit 0 pygments []"), run.stdout


@pytest.mark.parametrize("path", VARIANTS[:3], ids=[p.stem for p in VARIANTS[:3]])
def test_colour_adds_colour_codes_and_nothing_else(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    coloured = colour(text)
    assert coloured != text and "\x1b[" in coloured
    assert ANSI.sub("", coloured) == text


@pytest.mark.parametrize(
    "text",
    [
        "",
        "target: 7",  # no newline at the end
        'description: "cut off in the mid',  # a diagnostic's window can cut a string
        '...ption: "x"\ttarget:\t7 \r\n\r\n',
        "players: 2 @ 7 \\ \x00 \ufeff é",
        "\n\n\n",
    ],
)
def test_colour_keeps_any_text(text: str) -> None:
    assert ANSI.sub("", colour(text)) == text


@given(st.text().filter(lambda t: "\x1b" not in t))
def test_colour_keeps_every_character(text: str) -> None:
    assert ANSI.sub("", colour(text)) == text


def test_colour_leaves_unknown_characters_plain() -> None:
    assert colour("@@@") == "@@@"


def test_colour_without_pygments_returns_the_text(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in [m for m in sys.modules if m.split(".")[0] == "pygments"] + ["pygments"]:
        monkeypatch.setitem(sys.modules, name, None)  # import pygments... now fails
    assert colour("target: 7\n") == "target: 7\n"


def test_whitespace_and_newlines_survive_lexing() -> None:
    text = "target:\t7\n\n  point x : the joker\n"
    assert "".join(v for _, v in AllFoursLexer().get_tokens(text)) == text
    assert all(k in Whitespace for k, v in AllFoursLexer().get_tokens(text) if v == "\n")
