"""What a player reads outside the numbered rules, against the rules and the engine (#25).

The numbered rules are checked against the generated modules statement by statement
(`test_statements_match_engine.py`). The glossary, the game in brief and the worked
example are read first, and were wrong where no test looked: the Cinch-line glossary
defined High and Game the Pitch way (CI-6.1 says the ace and the ten of trumps) and left
out the Pedros; the brief told Cinch players to discard what they "do not want"; the
example called a player "first to play" who did not lead. Each check here compares a
part of the page with something independent of the sentence that says it: the point's
numbered rule (itself checked against the engine), the variant's settings, the example's
own event log, or a hand played through the generated module."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from allfours import ir
from allfours.backends.rulebook import LANGUAGES, sections
from allfours.backends.rulebook.example import example
from allfours.backends.rulebook.example_text import render_example, seat_names
from allfours.backends.rulebook.language import point_title
from allfours.backends.rulebook.lesson import render_brief, render_glossary
from allfours.catalogs import catalog
from allfours.pipeline import check_variant
from allfours.runtime import model
from allfours.semantic.resolve import Loader

ROOT = Path(__file__).resolve().parents[2]
VARIANT_IDS = sorted(path.stem for path in (ROOT / "variants").glob("*.variant"))
CODES = [language.code for language in LANGUAGES]
Module = Callable[[str], ModuleType]


@cache
def variant(variant_id: str) -> ir.Variant:
    checked = check_variant(ROOT / "variants" / f"{variant_id}.variant", Loader())
    assert checked.variant is not None, [d.message for d in checked.diagnostics]
    return checked.variant


@cache
def rule(variant_id: str, rule_id: str, code: str = "en") -> str:
    language = next(each for each in LANGUAGES if each.code == code)
    for section in sections(variant(variant_id), language):
        for each in section.rules:
            if rule_id in each.ids:
                return each.text
    raise KeyError(rule_id)


def glossary_entries(variant_id: str, code: str) -> dict[str, str]:
    """The glossary as a player reads it: term -> definition."""
    text = render_glossary(variant(variant_id), catalog(code))
    entries = (re.fullmatch(r"- \*\*(.+?)\*\*: (.*)", line) for line in text.splitlines())
    return {match[1]: match[2] for match in entries if match}


# -- the glossary: every point of the hand, defined as its numbered rule defines it ---------


def _points_of_the_hand(v: ir.Variant) -> list[str]:
    return [point.id for point in v.rules.points if not point.before_play]


@pytest.mark.parametrize("code", CODES)
@pytest.mark.parametrize("variant_id", VARIANT_IDS)
def test_the_glossary_names_every_point_of_the_hand(variant_id: str, code: str) -> None:
    v = variant(variant_id)
    language = next(each for each in LANGUAGES if each.code == code)
    entries = glossary_entries(variant_id, code)
    missing = [
        point for point in _points_of_the_hand(v) if language.point_title(point) not in entries
    ]
    assert not missing, f"{variant_id} ({code}): no glossary entry for {missing}"


# The card a point's rule names, in English: "**High**: the ace of trumps, to the player
# who ..." -> "the ace of trumps".
_WHAT = re.compile(r"^\*\*(?P<title>[^*]+)\*\*: (?P<what>.+?)(?:, to |\. |\.$|: )")


@pytest.mark.parametrize("variant_id", VARIANT_IDS)
def test_the_glossary_defines_each_point_as_its_rule_does(variant_id: str) -> None:
    """CI-6.1: "**High**: the ace of trumps, ..."; the glossary must not say "the highest
    trump in play". The rule is checked against the engine; the entry is held to it."""
    v = variant(variant_id)
    entries = glossary_entries(variant_id, "en")
    for point in _points_of_the_hand(v):
        select = next(each.select for each in v.rules.points if each.id == point)
        if isinstance(select, model.MostCount):  # the rule lists the values, or points to them
            title = point_title("en", point)
            for rank, value in select.counts:
                assert f"{'10' if rank == 'T' else rank} = {value}" in entries[title], point
            continue
        text = rule(variant_id, f"points.{point}")
        match = _WHAT.match(text)
        assert match is not None, text
        title, what = match["title"], match["what"]
        assert title in entries, f"{variant_id}: {title} not in the glossary"
        assert what.lower() in entries[title].lower(), (
            f"{variant_id}: the glossary says {title} is {entries[title]!r}; its rule: {what!r}"
        )


# -- the game in brief: the steps of a hand as the variant plays them ------------------------


@pytest.mark.parametrize("variant_id", VARIANT_IDS)
def test_the_brief_says_what_must_be_discarded(variant_id: str) -> None:
    """Where each player must discard every card that is not a trump (CI-4.1), the brief
    says so, not "the cards they do not want"; where nobody draws (Smear, SM-4.2), it does
    not speak of a draw or of hands made up."""
    v = variant(variant_id)
    brief = render_brief(v, catalog("en"))
    refill = v.rules.refill
    if refill is not None and refill.at_most == 0:
        assert "every card that is not a trump" in brief, brief
    if refill is None:
        assert not re.search(r"\bdraws? (back|a card)|made up", brief) or (
            v.rules.draw is not None  # drawing after each trick, from the stock
        ), brief
    assert "cards they do not want" not in brief or (refill is not None and refill.at_most), brief


@pytest.mark.parametrize("variant_id", VARIANT_IDS)
def test_the_brief_names_who_wins(variant_id: str) -> None:
    """Where players at some table play in partnerships, the object is for a side (SU-1.3:
    four play two against two), not "the first player" alone."""
    v = variant(variant_id)
    brief = render_brief(v, catalog("en"))
    if v.rules.table.partnered:
        assert re.search(r"first (side|player or side)", brief), brief


@pytest.mark.parametrize("variant_id", VARIANT_IDS)
def test_the_brief_says_who_receives_a_gift(variant_id: str) -> None:
    """SU-3.4: with three players both opponents score the gift, with four the side: the
    brief does not say the dealer gives "that player" a point."""
    v = variant(variant_id)
    if v.rules.begging is None:
        return
    brief = render_brief(v, catalog("en"))
    assert "gives that player a point" not in brief, brief


# -- the example: who is first to act is who acts first ----------------------------------------


@pytest.mark.parametrize("code", CODES)
@pytest.mark.parametrize("variant_id", VARIANT_IDS)
def test_the_example_calls_first_only_who_goes_first(variant_id: str, code: str) -> None:
    """ "Anna sits on the dealer's left, first to play", then "Trick 1: Clara leads": the
    example may call the eldest hand first to play only where that player leads trick 1;
    with an auction, that player is first to bid."""
    v = variant(variant_id)
    x = example(v)
    names = seat_names(x)
    eldest = names[x.eldest]
    first_to_play = {
        "en": r"first to play",
        "es": r"quien juega primero",
        "pl": r"pierwsz[ya] gra",
    }
    setting = render_example(v, catalog(code)).split("\n")[0]
    assert eldest in setting
    if re.search(first_to_play[code], setting):
        assert x.tricks and names[_leader(x)] == eldest, (variant_id, code)


def _leader(x: Any) -> int:
    from allfours.runtime import events as e

    first = next(event for event in x.events if isinstance(event, e.Played))
    return int(first.seat)


# -- AP-7.3: the count-out credits no set-back pitcher ------------------------------------------

_NOT_CREDITED = {
    "en": "a pitcher who was set back is not credited",
    "es": "al lanzador que quedó retrasado no se le acredita nada",
    "pl": "cofniętemu miotaczowi nie dolicza się",
}


@pytest.mark.parametrize("code", CODES)
def test_the_count_out_says_a_set_back_pitcher_is_not_credited(code: str) -> None:
    assert _NOT_CREDITED[code] in rule("auction_pitch", "game.count_out", code)


def test_a_set_back_pitcher_is_not_credited_in_the_count_out(rules_module: Module) -> None:
    """The review's hand (AP-7.3): all at 6; the pitcher bids 2 and takes only High, so is
    set back to 4; X is dealt Low and Y takes Game, both reaching 7. Read without the
    exclusion, High credited first would bring the pitcher to 7 first; the engine gives
    the game to X, who is credited Low before Y is credited Game."""
    module = rules_module("auction_pitch")
    game = module.Game(3, dealer=2, scores=[6, 6, 6])
    game.deal(
        [
            ["AH", "3C", "4C", "5C", "6C", "7C"],
            ["2H", "3S", "4S", "5S", "6S", "7S"],
            ["8D", "TC", "TD", "TS", "9D", "9C"],
        ]
    )
    for action in ("bid 2", "pass", "pass"):
        game.apply(action, seat=game.to_act)
    for trick in ("AH 2H 8D", "3C 3S TC", "TD 4C 4S", "TS 5C 5S", "9D 6C 6S", "9C 7C 7S"):
        for card in trick.split():
            game.apply(f"play {card}", seat=game.to_act)
    result = game.hand_result
    assert result.made is False
    assert list(game.scores) == [4, 7, 7]
    assert game.winner == 1 and game.game_over
