"""The worked example on every rulebook page (issue 13, "What to build" 2): each variant's
page, in each language, tells one hand that the generated rules module plays the same
way; the points, scores, winner and chips the page names are the module's; the page is
the same on every build; and variant-file text reaches the teaching sections escaped."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from allfours import ir
from allfours.backends.rulebook import LANGUAGES, page_name, render_page
from allfours.backends.rulebook.example import Example, example
from allfours.backends.rulebook.example_text import NAMES, Who, card, seat_names
from allfours.backends.rulebook.language import point_title
from allfours.backends.rulebook.lesson import glossary, teaching_titles
from allfours.catalogs import catalog
from allfours.pipeline import check_variant
from allfours.runtime import events as e
from allfours.semantic.resolve import Loader
from conftest import load_rules_module

ROOT = Path(__file__).resolve().parents[2]
VARIANT_IDS = sorted(path.stem for path in (ROOT / "variants").glob("*.variant"))
CARD_CODE = re.compile(r"\b(?:[AKQJT2-9][SHDC]|JK|HJ|LJ)\b")
SEAT_NUMBER = re.compile(r"\b(?:seat|asiento|puesto|miejsce)\s+\d", re.IGNORECASE)


@cache
def variant(variant_id: str) -> ir.Variant:
    checked = check_variant(ROOT / "variants" / f"{variant_id}.variant", Loader())
    assert checked.variant is not None, [d.message for d in checked.diagnostics]
    return checked.variant


@cache
def page(variant_id: str, code: str) -> str:
    language = next(each for each in LANGUAGES if each.code == code)
    return render_page(variant(variant_id), language)


def side_names(x: Example, code: str) -> dict[int, str]:
    """Each side as the page names it: "Anna and Clara"."""
    who = Who(x)
    return {side: catalog(code).text(who.side(side)) for side in range(x.sides)}


def titles_in(code: str) -> dict[str, str]:
    return teaching_titles(catalog(code))


def example_section(variant_id: str, code: str) -> str:
    """The example's section of the page, from its heading to the next one."""
    titles = titles_in(code)
    text = page(variant_id, code)
    start = text.index(f"\n## {titles['example']}\n")
    return text[start : text.index("\n## ", start + 1)]


def replay(x: Example) -> Any:
    """The example's hand played again by the generated module, action by action."""
    module = load_rules_module(x.variant)
    dealt = next(event for event in x.events if isinstance(event, e.Dealt))
    game = module.Game(x.players, dealer=x.dealer, scores=list(dealt.scores))
    game.deal([list(hand) for hand in x.hands], list(dealt.stock) or None)
    for seat, action in x.actions:
        game.apply(action, seat=seat)
    assert game.to_act is None, "the example's actions play the hand to its end"
    return game


@pytest.mark.parametrize("variant_id", VARIANT_IDS)
def test_the_generated_module_plays_the_example_the_same_way(variant_id: str) -> None:
    """Every point, score, the winner and the chips are the generated module's."""
    x = example(variant(variant_id))
    game = replay(x)
    scored = [
        (ev.point, ev.side, ev.value) for ev in game.events if type(ev).__name__ == "PointScored"
    ]
    assert scored == [(won.point, won.side, won.value) for won in x.points]
    result = game.hand_result
    assert tuple(result.scores[: x.sides]) == x.scores_after
    assert result.made == x.made
    assert game.winner == x.winner
    assert tuple(game.payouts() or ()) == x.payouts
    tricks = [(t.leader, tuple(t.cards), t.winner) for t in result.tricks]
    assert tricks == [(t.leader, t.cards, t.winner) for t in x.tricks]


@pytest.mark.parametrize("variant_id", VARIANT_IDS)
def test_the_reason_given_for_a_point_names_a_player_of_the_side_that_scored_it(
    variant_id: str,
) -> None:
    """ "Dealt to Anna", "taken by Ben": the player named is on the side the module credited,
    and was dealt, took or played that very card in the module's replay."""
    x = example(variant(variant_id))
    game = replay(x)
    turned = [ev.card for ev in game.events if type(ev).__name__ == "CardTurnedUp"]
    for won in x.points:
        if won.how == "count":  # the most counting cards: the side alone at the top, or a tie
            best = max(won.counts)
            alone = won.counts.count(best) == 1
            assert (won.side == won.counts.index(best)) if alone else (won.tie or won.side is None)
            continue
        if won.how == "turned_up":  # a card the module turned up
            assert won.card in turned
            continue
        if not won.card:
            continue
        card = game.cards.card_of[won.card]
        assert won.in_play == (game.played_by[card] >= 0)  # "not in play": the module agrees
        if won.discarded_by >= 0:
            assert any(
                type(ev).__name__ == "Discarded"
                and (ev.seat, ev.card) == (won.discarded_by, won.card)
                for ev in game.events
            )
        played = [c for c in game.context.trumps if game.played_by[c] >= 0]  # highest first
        if won.how == "highest":
            assert card == played[0]
        if won.how == "lowest":
            assert card == [c for c in played if game.context.can_be_low[c]][-1]
        if won.side is None:
            continue
        seat = {"holder": game.holder, "capturer": game.captured_by, "player": game.played_by}[
            won.credit
        ][card]
        assert won.seat == seat
        assert game.side_of[seat] == won.side, won


@pytest.mark.parametrize("code", ["en", "es", "pl"])
@pytest.mark.parametrize("variant_id", VARIANT_IDS)
def test_every_page_tells_the_example_as_the_engine_played_it(variant_id: str, code: str) -> None:
    x = example(variant(variant_id))
    words = catalog(code)
    text = example_section(variant_id, code)
    names, sides = seat_names(x), side_names(x, code)
    # the hands, in words: every player's row, no card codes, no seat numbers
    for seat in range(x.players):
        assert f"| {names[seat]} |" in text
    assert not CARD_CODE.findall(text), CARD_CODE.findall(text)
    assert not SEAT_NUMBER.search(text)
    # the first trick, card by card, in the language's card names
    first = x.tricks[0]
    for code_ in first.cards:
        assert words.render(card(code_)) in text
    # each point: its title, and the side the engine credited, after the arrow
    nobody = {"en": "no one", "es": "nadie", "pl": "nikt"}[code]
    for won in x.points:
        title = point_title(code, won.point)
        to = sides[won.side] if won.side is not None else nobody
        assert re.search(rf"\*\*{re.escape(title)}\*\*.*→ {re.escape(to)}\b", text), (title, to)
    # the scores after the hand, side by side
    minus = "\N{MINUS SIGN}"
    for side, score in enumerate(x.scores_after):
        shown = f"{minus}{-score}" if score < 0 else str(score)
        assert f"{sides[side]} {shown}" in text
    closing = text.strip().split("\n")[-1]  # the contract, the scores, the game, the chips
    if x.winner is not None:
        assert closing.count(sides[x.winner]) >= 2  # among the scores, and as the winner
    for seat, chips in enumerate(x.payouts):
        shown = f"+{chips}" if chips > 0 else (f"{minus}{-chips}" if chips < 0 else "0")
        assert f"{names[seat]} {shown}" in text


@pytest.mark.parametrize("variant_id", ["auction_pitch", "cinch", "seven_up", "pitch_smudge"])
def test_the_english_example_says_who_won_and_how_the_bid_went(variant_id: str) -> None:
    x = example(variant(variant_id))
    text = example_section(variant_id, "en")
    sides = side_names(x, "en")
    assert x.winner is not None, "the example's hand ends the game"
    closing = text.strip().split("\n")[-1]
    assert sides[x.winner] in closing and ("wins" in closing or "win " in closing)
    if x.made is not None:
        assert ("the bid is made" in closing.lower()) == bool(x.made)
        assert f"bid {x.bid}" in closing


def test_the_example_is_instructive_where_the_variant_allows() -> None:
    """The seed is chosen for a hand that ends the game and shows an auction with a bid and a
    pass, with points going to more than one player."""
    x = example(variant("auction_pitch"))
    actions = [action for _, action in x.actions if action == "pass" or action.startswith("bid")]
    assert "pass" in actions and any(action.startswith("bid") for action in actions)
    assert x.winner is not None and x.payouts
    assert len({won.side for won in x.points}) >= 2


@pytest.mark.parametrize("variant_id", ["auction_pitch", "cinch", "seven_up"])
def test_the_example_is_the_same_on_every_build(variant_id: str) -> None:
    """The committed pages equal a fresh rendering, which does not change when made again."""
    v = variant(variant_id)
    for language in LANGUAGES:
        first = render_page(v, language)
        example.cache_clear()
        assert render_page(v, language) == first
        committed = ROOT / "generated" / "rulebook" / page_name(variant_id, language, LANGUAGES[0])
        assert committed.read_text(encoding="utf-8") == first


@pytest.mark.parametrize("code", ["en", "es", "pl"])
def test_every_page_has_its_brief_table_rules_and_glossary(code: str) -> None:
    titles = titles_in(code)
    for variant_id in VARIANT_IDS:
        text = page(variant_id, code)
        headings = [f"## {titles[key]}" for key in ("brief", "example", "table_rules", "glossary")]
        where = [text.index(heading) for heading in headings]
        assert where == sorted(where), variant_id
        assert where[0] < text.index("## 1. ")  # the brief comes before the rules
        assert catalog(code)("teach-table-rules-note") in text  # marked as not played by the engine
        trump = {"en": "**Trump**", "es": "**Triunfo**", "pl": "**Atut**"}[code]
        assert trump in text[where[3] :]


def test_the_glossary_defines_only_what_the_variant_has() -> None:
    def terms(variant_id: str) -> set[str]:
        return {term.id for term, _ in glossary(variant(variant_id))}

    pitch, seven = terms("auction_pitch"), terms("seven_up")
    assert {"glossary-set-back", "glossary-pitcher"} <= pitch and "glossary-beg" not in pitch
    assert "glossary-beg" in seven and not {"glossary-bid", "glossary-set-back"} & seven


def test_names_are_given_in_turn_order_with_the_dealer_last() -> None:
    x = example(variant("trinidad_all_fours"))  # the turn passes to the right
    names = seat_names(x)
    assert names[x.eldest] == NAMES[0]
    assert names[x.dealer] == NAMES[x.players - 1]
    assert (x.eldest - x.dealer) % x.players == x.turn % x.players


def test_variant_text_reaches_the_teaching_sections_escaped(tmp_path: Path) -> None:
    path = tmp_path / "hostile.variant"
    path.write_text(
        'variant hostile "<b>Evil</b> {{ 7*7 }} *x*" extends auction_pitch\n'
        'description: "<script>alert(1)</script>"\n'
        "rule numbers: HX\n",
        encoding="utf-8",
    )
    checked = check_variant(path, Loader())
    assert checked.variant is not None, [d.message for d in checked.diagnostics]
    for language in LANGUAGES:
        text = render_page(checked.variant, language)
        titles = titles_in(language.code)
        teaching = text[text.index(f"## {titles['brief']}") : text.index("## 1. ")]
        teaching += text[text.index(f"## {titles['example']}") : text.index('??? example "')]
        assert "<b>" not in teaching and "<script>" not in teaching and "{{" not in teaching
        assert "[HX-5.1](#hx-5-1)" in teaching  # the example cites the variant's own rules
