"""Every kind of point is declared once, and what the declaration allows builds and plays.

The grammar's alternatives of a point's card and the point registry name the same kinds.
For each kind, a house rule of one point line, with each recipient and each clause the
kind allows, is accepted on some bundled base, built in memory as `allfours build` builds
it (module, pages in every language, cards) and played; each clause it does not allow is
refused with E0504 on the clause, and a named recipient where the point says who scores
it with E0502. A kind added to the grammar and the registry that some backend does not
handle fails here.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from lark import Lark

from allfours.pipeline import check_variant
from allfours.registry.points import BY_ALTERNATIVE, POINT_KINDS, PointKind
from allfours.semantic.resolve import Loader
from conftest import built_in_memory

GRAMMAR = Path(__file__).parents[2] / "grammar" / "allfours.lark"
# A card of each alternative as an author writes it (independent of the registry).
CARDS = {
    "highest_trump": "the highest trump in play",
    "lowest_trump": "the lowest trump in play",
    "trump_card": "the nine of trumps",
    "same_colour_card": "the jack of the same colour",
    "joker_card": "the joker",
    "high_joker_card": "the high joker",
    "low_joker_card": "the low joker",
    "plain_cards": "each nine of a plain suit",
    "turned_up": "the card turned up for trump (J = 1, A = 1)",
    "gift": "the gift",
    "every_trick": "taking every trick",
    "most_count": "most counting cards taken (10 = 10, A = 4, K = 3, Q = 2, J = 1)",
}
RECIPIENTS = {
    "holder": "to the player dealt it",
    "capturer": "to the player who takes it",
    "player": "to the player who plays it",
    "dealer": "to the dealer's side",
    "others": "to each side but the dealer's",
}
CLAUSES = {
    "not_dealt_nobody": "if it was not dealt, no one scores it",
    "tie_nobody": "a tie scores nothing",
    "tie_pitcher": "a tie goes to the pitcher",
    "tie_eldest": "a tie goes to eldest",
    "tie_carried": "a tie carries it over to the next hand",
    "joker_half": "a joker taken counts half a point",
    "at_once": "scored as soon as it is taken",
    "hanged": "worth 3 when taken from an opponent of its holder",
}
# Bases with a jick, jokers (one, then two), a turn-up with begging, partnerships.
BASES = (
    "auction_pitch",
    "ten_point_pitch_one_joker",
    "ten_point_pitch",
    "cinch",
    "seven_up",
    "pidro",
    "auction_pitch_joker",
    "nine_card_don",
)


def _alternatives() -> set[str]:
    """The named alternatives of `point_card` in the grammar."""
    parser = Lark(GRAMMAR.read_text("utf-8"), start="line")
    return {
        str(rule.alias) for rule in parser.rules if rule.origin.name == "point_card" and rule.alias
    }


def test_the_grammar_and_the_registry_name_the_same_kinds_of_point() -> None:
    assert _alternatives() == set(BY_ALTERNATIVE) == set(CARDS)


def _line(alternative: str, recipient: str | None, clause: str | None) -> str:
    # A point scored at once is a new one (it takes no place in a count-out order); any
    # other replaces the jack, which every base counts out.
    timing = BY_ALTERNATIVE[alternative][0].timing
    at_once = timing in ("at_once", "before_play") or clause == "at_once"
    line = f"point {'extra' if at_once else 'jack'}: {CARDS[alternative]}"
    if recipient:
        line += f", {RECIPIENTS[recipient]}"
    if alternative == "plain_cards" and clause != "at_once":
        line += f"; {CLAUSES['at_once']}"
    return line + (f"; {CLAUSES[clause]}" if clause else "")


def _accepted_on(tmp_path: Path, line: str) -> Path | None:
    for base in BASES:
        path = tmp_path / f"house_on_{base}.variant"
        path.write_text(f'variant house_on_{base} "House" extends {base}\n{line}\n', "utf-8")
        if check_variant(path, Loader()).ok:
            return path
    return None


def _allowed() -> list[tuple[str, str | None, str | None]]:
    cases: list[tuple[str, str | None, str | None]] = []
    for alternative, (kind, _) in BY_ALTERNATIVE.items():
        recipients: list[str | None] = [*sorted(kind.recipients)] or [None]
        cases += [(alternative, recipient, None) for recipient in recipients]
        cases += [(alternative, recipients[0], clause) for clause in sorted(kind.clauses)]
    return cases


@pytest.mark.parametrize(
    ("alternative", "recipient", "clause"), _allowed(), ids=lambda value: str(value)
)
def test_what_a_kind_allows_is_accepted_built_and_played(
    alternative: str, recipient: str | None, clause: str | None, tmp_path: Path
) -> None:
    line = _line(alternative, recipient, clause)
    path = _accepted_on(tmp_path, line)
    assert path is not None, f"no bundled base accepts `{line}`"
    module, engine, files = built_in_memory(path)
    assert any(name.startswith("rulebook/") for name in files)
    assert any(name.startswith("cards/") for name in files)
    low, _ = module.VARIANT["players"]
    lines = engine.play_random_game(module.RULES, low, 1)
    assert "win" in lines[-1] or "no winner" in lines[-1], lines[-1]


def _refused() -> list[tuple[str, str]]:
    return [
        (alternative, clause)
        for alternative, (kind, _) in BY_ALTERNATIVE.items()
        for clause in sorted(set(CLAUSES) - kind.clauses)
    ]


def _first_recipient(kind: PointKind) -> str | None:
    return sorted(kind.recipients)[0] if kind.recipients else None


@pytest.mark.parametrize(("alternative", "clause"), _refused(), ids=lambda value: str(value))
def test_a_clause_a_kind_does_not_allow_is_refused_on_the_clause(
    alternative: str, clause: str, tmp_path: Path
) -> None:
    kind, _ = BY_ALTERNATIVE[alternative]
    line = _line(alternative, _first_recipient(kind), clause)
    path = tmp_path / "house.variant"
    path.write_text(f'variant house "House" extends auction_pitch\n{line}\n', "utf-8")
    refusals = [
        d
        for d in check_variant(path, Loader()).diagnostics
        if d.code.name == "E0504" and d.primary.span.line == 2
    ]
    column = line.index(CLAUSES[clause]) + 1
    assert [d.primary.span.column for d in refusals] == [column], (line, refusals)


@pytest.mark.parametrize(
    "kind", [k for k in POINT_KINDS if not k.recipients], ids=lambda kind: kind.name
)
def test_a_recipient_where_the_point_says_who_scores_it_is_refused(
    kind: PointKind, tmp_path: Path
) -> None:
    alternative = next(a for a, (k, _) in BY_ALTERNATIVE.items() if k == kind)
    line = _line(alternative, "capturer", None)
    path = tmp_path / "house.variant"
    path.write_text(f'variant house "House" extends auction_pitch\n{line}\n', "utf-8")
    codes = [d.code.name for d in check_variant(path, Loader()).diagnostics if d.is_error]
    assert codes == ["E0502"], (line, codes)
