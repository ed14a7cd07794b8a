"""Rule statements against the engine (issue 13).

First the statements that disagreed with the engine ("False or ambiguous"): each corrected
sentence is checked for its key words in every language and played on a hand built for
it. Then every rule statement of every bundled variant (the end of this file): each kind
of fact the rulebook states has a check that reads the fact's numbers, players and
conditions and plays them through the generated module, or a reason, as data, why it is
not checked here (`NOT_CHECKED`, `unchecked()`)."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any, NamedTuple

import pytest

from allfours import ir
from allfours.backends.family import family_page
from allfours.backends.rulebook import LANGUAGES, Language, differences, sections
from allfours.backends.rulebook import facts as fk
from allfours.backends.rulebook.page import dropped, render_page
from allfours.pipeline import check_variant
from allfours.registry.rules import numbered
from allfours.runtime import model
from allfours.semantic.resolve import Loader
from playing import act, play, start

ROOT = Path(__file__).resolve().parents[2]
VARIANT_IDS = sorted(path.stem for path in (ROOT / "variants").glob("*.variant"))
Module = Callable[[str], ModuleType]


@cache
def variant(variant_id: str) -> ir.Variant:
    checked = check_variant(ROOT / "variants" / f"{variant_id}.variant", Loader())
    assert checked.variant is not None, [d.message for d in checked.diagnostics]
    return checked.variant


@cache
def rule_text(variant_id: str, number: str, code: str) -> str:
    language = next(each for each in LANGUAGES if each.code == code)
    for section in sections(variant(variant_id), language):
        for rule in section.rules:
            if rule.number == number:
                return rule.said  # as an implementer reads it, with its notes
    raise KeyError(f"{variant_id} has no rule {number}")


def rule_ids(variant_id: str) -> set[str]:
    v = variant(variant_id)
    return {rule.id for rule in numbered(v.rules, v.prefix)}


# -- APJ-7.2: a smudge made from the hole scores, unless the count-out ends the game ----------


@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("en", ("just scores the points made", "unless the count-out ends it", "APJ-7.3")),
        ("es", ("salvo que el conteo la termine", "APJ-7.3")),
        ("pl", ("chyba że w tym samym rozdaniu", "(APJ-7.3)")),
    ],
)
def test_smudge_from_the_hole_says_the_count_out_may_end_it(
    code: str, words: tuple[str, ...]
) -> None:
    text = rule_text("auction_pitch_joker", "APJ-7.2", code)
    for word in words:
        assert word in text
    assert "play goes on." not in text


def test_smudge_from_the_hole_another_player_reaching_the_target_wins(
    rules_module: Module,
) -> None:
    """APJ-7.2, APJ-7.3: seat 0, in the hole at -3, bids 4 and makes High, Low, Jack and
    Joker; seat 1, at 9, takes Game and reaches 10 in the same hand: the game does not go
    on, seat 1 wins."""
    apj = rules_module("auction_pitch_joker")
    game = start(
        apj,
        ["AS JS 2S 3S 4H 4D", "JK TH TD 2H 2D 2C", "5C 6C 7C 8C 9C 5H"],
        dealer=2,
        scores=[-3, 9, 0],
    )
    act(game, "bid 4", "pass", "pass")
    play(game, "AS JK 5C", "JS 2C 6C", "2S 2D 7C", "3S 2H 8C", "4H TH 5H", "TD 9C 4D")
    result = game.hand_result
    assert result.made is True and result.bid == 4
    assert {p: result.points[p] for p in ("high", "low", "jack", "joker", "game")} == {
        "high": 0,
        "low": 0,
        "jack": 0,
        "joker": 0,
        "game": 1,
    }
    assert list(game.scores) == [1, 10, 0]
    assert game.winner == 1 and game.game_over


# -- CP-7.3: the count-out starts from the scores after the sale ---------------------------------


@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("en", "score when the play began (a sold pitch's price already scored)"),
        ("es", "al empezar la jugada (con el precio de un lanzamiento vendido ya anotado)"),
        ("pl", "na początku rozgrywki (z zapisaną już ceną"),
    ],
)
def test_commercial_count_out_starts_after_the_sale(code: str, words: str) -> None:
    assert words in rule_text("commercial_pitch", "CP-7.3", code)
    # Where nothing is sold, the count still starts from the scores before the hand.
    assert "before the hand" in rule_text("auction_pitch", "AP-7.3", "en")


def test_commercial_count_out_counts_the_price(rules_module: Module) -> None:
    """CP-3.3, CP-7.3: seat 0 (5) sells the pitch to the dealer for 1 and so has 6 when
    play begins; seat 0 takes High and seat 1 (6) Low: both reach 7, and High, counted
    first from 6, takes seat 0 there first (from its 5 before the hand, seat 1 would win)."""
    cp = rules_module("commercial_pitch")
    game = start(
        cp,
        ["AS 3H 3D 4C 5C 6C", "2S 4H 4D 7C 8C 9C", "JS 5S TH TD AH AD"],
        dealer=2,
        scores=[5, 6, 0],
    )
    act(game, "pass", "bid 1", "sell")
    assert list(game.scores) == [6, 6, 0]
    play(game, "5S AS 2S", "3H 4H JS", "TH 4C 7C", "TD 3D 4D", "AH 5C 8C", "AD 6C 9C")
    result = game.hand_result
    assert (result.points["high"], result.points["low"]) == (0, 1)
    assert list(game.scores) == [7, 7, 2]
    assert game.winner == 0


# -- PS-7.2: every point of the hand, and a point that goes to no one --------------------------


@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("en", ("(**High**, **Low**, **Jack** and **Game**: all four)", "no player took every")),
        ("es", ("(**Alto**, **Bajo**, **Jota** y **Juego**: los cuatro)", "ningún jugador se")),
        ("pl", ("(**Wysoka**, **Niska**, **Walet** i **Oczka**)", "nikt nie zdobył wszystkich")),
    ],
)
def test_every_point_is_said_precisely(code: str, words: tuple[str, ...]) -> None:
    text = rule_text("pitch_smudge", "PS-7.2", code)
    for word in words:
        assert word in text


def test_a_point_to_no_one_means_no_one_took_every_point(rules_module: Module) -> None:
    """PS-7.2: the jack of trumps is not dealt; seat 0 takes High, Low and Game, every point
    that was scored, and does not win: it just scores its bid (7 - 3)."""
    ps = rules_module("pitch_smudge")
    game = start(
        ps,
        ["AS KS QS TH TD TC", "2S 3H 4H 5D 6D 7C", "3C 4C 5C 6C 8C 9C"],
        dealer=2,
        scores=[7, 7, 7],
    )
    act(game, "bid 3", "pass", "pass")
    play(game, "AS 2S 3C", "KS 3H 4C", "QS 4H 5C", "TH 5D 6C", "TD 6D 8C", "TC 7C 9C")
    result = game.hand_result
    assert result.points["jack"] is None
    assert {result.points[p] for p in ("high", "low", "game")} == {0}
    assert game.winner is None and list(game.scores) == [4, 7, 7]


def test_all_four_points_win_at_once(rules_module: Module) -> None:
    """PS-7.2, PS-8.1: with the jack dealt to seat 0, all four points go to it and it wins
    at 3; seat 1, at 7 (the target, counting down) pays 2, seat 2, at 6, pays 1."""
    ps = rules_module("pitch_smudge")
    game = start(
        ps,
        ["AS KS JS TH TD TC", "2S 3H 4H 5D 6D 7C", "3C 4C 5C 6C 8C 9C"],
        dealer=2,
        scores=[7, 7, 6],
    )
    act(game, "bid 3", "pass", "pass")
    play(game, "AS 2S 3C", "KS 3H 4C", "JS 4H 5C", "TH 5D 6C", "TD 6D 8C", "TC 7C 9C")
    assert set(game.hand_result.points.values()) == {0}
    assert game.winner == 0 and list(game.scores) == [3, 7, 6]
    assert game.payouts() == [3, -2, -1]


# -- The joker: the only trump in play; played on a plain lead --------------------------------


@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("en", "when the joker is the only trump in play, it is the highest, and no one scores"),
        ("es", "si el comodín es el único triunfo en juego, es el más alto, y nadie se anota"),
        ("pl", "gdy joker jest jedynym atutem w grze, jest najwyższym, a punktu"),
    ],
)
def test_a_lone_joker_is_stated(code: str, words: str) -> None:
    assert words in rule_text("auction_pitch_joker", "APJ-5.2", code)


def test_a_lone_joker_is_high_and_no_one_scores_low(rules_module: Module) -> None:
    """APJ-4.1, APJ-5.1, APJ-5.2: the joker pitched makes spades trump, and no spade is
    dealt: the joker is High, to seat 0, and no one scores Low."""
    apj = rules_module("auction_pitch_joker")
    game = start(
        apj,
        ["JK TH TD TC AH AD", "2H 3H 4D 5D 6C 7C", "8H 9H 8D 9D 8C 9C"],
        dealer=2,
        scores=[0, 0, 0],
    )
    act(game, "bid 2", "pass", "pass")
    play(game, "JK 2H 8H", "TH 3H 9H", "TD 4D 8D", "TC 6C 8C", "AH 5D 9D", "AD 7C 9C")
    result = game.hand_result
    assert result.trump == "S"
    assert result.points["high"] == 0 and result.points["low"] is None


@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("en", "on a plain lead it may be played wherever a trump may be"),
        ("es", "puede jugarse siempre que se pueda jugar un triunfo"),
        ("pl", "wolno go zagrać zawsze wtedy, gdy wolno zagrać atut"),
    ],
)
def test_the_joker_on_a_plain_lead_is_stated(code: str, words: str) -> None:
    text = rule_text("auction_pitch_joker", "APJ-4.2", code)
    assert words in text
    assert "follows only trump leads" not in text


def test_the_joker_may_be_played_on_a_plain_lead(rules_module: Module) -> None:
    """APJ-4.2, APJ-4.3: hearts led, seat 1 holds a heart and the joker: it may play either
    (trumping while able to follow), but not a diamond."""
    apj = rules_module("auction_pitch_joker")
    game = start(
        apj,
        ["AS TH TD TC AH AD", "2S JK 3H 4D 5D 6C", "8H 9H 8D 9D 8C 9C"],
        dealer=2,
        scores=[0, 0, 0],
    )
    act(game, "bid 2", "pass", "pass")
    play(game, "AS 2S 8C")
    game.apply("play TH", seat=0)
    legal = game.legal_actions()
    assert "play JK" in legal and "play 3H" in legal and "play 4D" not in legal
    game.apply("play JK", seat=1)


# -- Games without bids: no set-back, no hole, no bid that wins, no bidding ----------------------

_NO_CONTRACT = ("scoring.contract", "scoring.hole", "scoring.setbacks", "game.instant")


@pytest.mark.parametrize("variant_id", ["blind_all_fours", "nine_card_don"])
def test_no_auction_states_nothing_of_bids(variant_id: str) -> None:
    ids = rule_ids(variant_id)
    assert not ids & {*_NO_CONTRACT, "settle.setbacks"}
    v = variant(variant_id)
    prefix = v.prefix
    words = {
        "en": ("set back", "set-back", "hole", "bidding", "bid "),
        "es": ("retrasad", "hoyo", "subasta", "oferta"),
        "pl": ("cofnię", "dołku", "licytac", "oferta"),
    }
    for language in LANGUAGES:
        for section in sections(v, language):
            for rule in section.rules:
                if rule.number in (f"{prefix}-3.1", f"{prefix}-6.1"):
                    continue  # "there is no auction", "no bidding, no contract, no set-back"
                for word in words[language.code]:
                    assert word not in rule.said.lower(), (rule.number, language.code, word)


def test_no_auction_keeps_every_other_rule_number() -> None:
    """The rules Blind All Fours keeps have Auction Pitch's numbers."""
    own, base = variant("blind_all_fours"), variant("auction_pitch")
    theirs = {n.id: n.number.removeprefix("AP-") for n in numbered(base.rules, base.prefix)}
    for rule in numbered(own.rules, own.prefix):
        assert rule.number.removeprefix("BAF-") == theirs[rule.id], rule.id


def test_no_auction_scores_never_fall(rules_module: Module) -> None:
    """BAF-6.1: scores only rise and no one is ever set back, in seeded random games."""
    baf = rules_module("blind_all_fours")
    for seed in range(40):
        rng = random.Random(seed)
        game = baf.Game(2 + seed % 6, seed=seed)
        while not game.game_over:
            before = list(game.scores)
            game.deal()
            while game.to_act is not None:
                game.apply(rng.choice(game.legal_actions()))
            assert all(a >= b for a, b in zip(game.scores, before, strict=True))
            assert not any(game.setbacks)


# -- PS-3.6: no dealer takes the contract where the dealer has no privilege -----------------------


@pytest.mark.parametrize(
    ("code", "dealer"),
    [
        ("en", "dealer who took"),
        ("es", "el que reparte, si se quedó"),
        ("pl", "rozdający, który przejął"),
    ],
)
def test_no_privilege_no_dealer_taking_the_contract(code: str, dealer: str) -> None:
    assert dealer not in rule_text("pitch_smudge", "PS-3.6", code)
    assert dealer in rule_text("auction_pitch", "AP-3.6", code)


def test_no_privilege_dealer_cannot_match(rules_module: Module) -> None:
    """PS-3.3: the dealer may not take the contract at the high bid."""
    ps = rules_module("pitch_smudge")
    game = ps.Game(3, dealer=2, seed=1)
    game.deal()
    act(game, "bid 2", "pass")
    assert game.to_act == 2 and "bid 2" not in game.legal_actions()


# -- AP-6.4: set-backs are recorded where they cost chips, and the page says so -------------------


@pytest.mark.parametrize("variant_id", VARIANT_IDS)
def test_setbacks_recorded_say_why(variant_id: str) -> None:
    """AP-6.4 says why set-backs are counted: they cost chips (AP-8.2), or so many lose the
    game (PP-7.6); where neither, that no one need count them, a set-back costing only its
    bid (AP-6.2)."""
    v = variant(variant_id)
    if "scoring.setbacks" not in rule_ids(variant_id):
        # No bids; or a side that is set only scores nothing (scoring by difference, CI-7.2)
        assert v.rules.auction is None or v.rules.scoring.contract == "difference"
        return
    settlement = v.rules.settlement
    costs = settlement is not None and settlement.per_setback > 0
    loses = v.rules.game.setbacks_lose > 0
    number = {n.id: n.number for n in numbered(v.rules, v.prefix)}
    cited = (
        [number["settle.setbacks"]]
        if costs
        else [number["game.setbacks"]]
        if loses
        else [number["scoring.contract"], *([number["settle.setbacks"]] if settlement else [])]
    )
    words = {
        "en": ("each set-back costs chips", "loses it the game", "No one need count"),
        "es": ("cada vez cuesta fichas", "pierde la partida", "No hace falta contar"),
        "pl": ("kosztuje żetony", "przegrywa partię", "Cofnięć nie trzeba liczyć"),
    }
    for language in LANGUAGES:
        text = rule_text(variant_id, number["scoring.setbacks"], language.code)
        chips, lose, nobody = words[language.code]
        assert (chips in text) == costs and (lose in text) == loses
        assert (nobody in text) == (not costs and not loses)
        assert "for the record only" not in text
        assert all(f"({rule})" in text for rule in cited), text


def test_setbacks_cost_chips_where_recorded(rules_module: Module) -> None:
    """AP-6.4, AP-8.2 (auction_pitch_setback_payouts): a loser's set-backs change what
    it pays."""
    module = rules_module("auction_pitch_setback_payouts")
    game = module.Game(2, dealer=1, scores=[6, 0], setbacks=[0, 2])
    game.deal([hand.split() for hand in ("AS KS QS JS TS 9S", "2H 3H 4H 5H 6H 7H")])
    act(game, "bid 2", "pass")
    play(game, "AS 2H", "KS 3H", "QS 4H", "JS 5H", "TS 6H", "9S 7H")
    assert game.winner == 0
    assert game.payouts() == [4, -4]  # 2 chips at 0 or less, and one for each set-back


# -- The family page's settlement legend; the "how it differs" boxes ---------------------------


def test_family_settlement_legend() -> None:
    page = family_page([variant(v) for v in VARIANT_IDS])
    legend = page.rsplit("\n\n", 1)[-1]
    assert "chips each losing player pays each winning player" in legend
    assert "every player of a losing side pays every player of the winning side" in legend
    assert "count down from the target, below the target / at or above it" in legend
    assert "above 0 / at or below 0" not in legend


def test_partnership_losers_pay_each_winner(rules_module: Module) -> None:
    """PP-8.1: each player of the losing side pays each player of the winning side."""
    pp = rules_module("partnership_pitch")
    rng = random.Random(7)
    game = pp.Game(4, seed=7, scores=[10, 9, 10, 9])
    for _ in range(200):  # near the target, a game ends in a few hands
        if game.game_over:
            break
        game.deal()
        while game.to_act is not None:
            game.apply(rng.choice(game.legal_actions()))
    assert game.game_over
    net = game.payouts()
    winners = [seat for seat in range(4) if seat % 2 == game.winner]
    for seat in range(4):
        if seat in winners:
            continue
        chips = 1 if game.scores[seat] >= 1 else 2
        assert net[seat] == -chips * len(winners)


@pytest.mark.parametrize("variant_id", VARIANT_IDS)
def test_differences_are_the_same_in_every_language(variant_id: str) -> None:
    v = variant(variant_id)
    boxes = {language.code: [r.number for r in differences(v, language)] for language in LANGUAGES}
    assert boxes["es"] == boxes["en"] and boxes["pl"] == boxes["en"], boxes


@pytest.mark.parametrize(
    ("variant_id", "unchanged"),
    [
        ("auction_pitch_joker", ("APJ-5.4", "APJ-7.2")),
        ("california_jack_to_7", ("CJ-7.3",)),
        ("pitch_smudge", ("PS-3.4",)),
        ("seven_up_to_10", ("SU-7.2",)),
    ],
)
def test_differences_leave_out_rules_only_reworded(
    variant_id: str, unchanged: tuple[str, ...]
) -> None:
    """Polish names the target in the count-out and the joker among the cards that count
    0, where English and Spanish do not: those rules did not change."""
    for language in LANGUAGES:
        listed = {r.number for r in differences(variant(variant_id), language)}
        assert not listed & set(unchanged), (language.code, listed & set(unchanged))
    assert {r.number for r in differences(variant("pitch_smudge"), Language("en"))} >= {
        "PS-3.6",
        "PS-7.2",
    }


@pytest.mark.parametrize(
    ("variant_id", "gone"),
    [
        ("pidro", "CI-5.4"),  # only trumps are played: no plain lead to follow
        ("auction_pitch_1911", "AP-3.4"),  # no smudge
        ("all_fours", "SU-3.5"),  # no gift limit
    ],
)
def test_a_base_rule_the_variant_drops_is_said_to_be_gone(variant_id: str, gone: str) -> None:
    """A rule of the base that the house rule does not have is in its box, linked to the
    base's page, in every language; a rule the variant keeps is not."""
    v = variant(variant_id)
    assert v.parent is not None
    for language in LANGUAGES:
        listed = [rule.number for rule in dropped(v, language)]
        assert listed.count(gone) == 1, (language.code, listed)
        page = render_page(v, language)
        anchor = gone.lower().replace(".", "-")
        assert f"[**{gone}**]({v.parent.id}.md#{anchor})" in page
    assert not dropped(variant("auction_pitch_to_11"), Language("en"))


# -- Cinch (the Pedro line): every rule said as the engine plays it ----------------------------

# The other suit of each suit's colour (CI-1.3): spades and clubs, hearts and diamonds.
_SAME_COLOUR = {"S": "C", "C": "S", "H": "D", "D": "H"}


def _cinch_hand(module: ModuleType, hands: list[str], stock: str, dealer: int = 3) -> Any:
    game = module.Game(4, dealer=dealer, scores=[0, 0, 0, 0])
    game.deal([hand.split() for hand in hands], stock.split())
    return game


def _discard_all(game: Any, keep: dict[int, list[str]] | None = None) -> None:
    """Every seat discards in turn until only `done` is left; the dealer keeps `keep`."""
    keep = keep or {}
    while game.to_act is not None and game.legal_actions()[0].startswith(("discard", "done")):
        seat, legal = game.to_act, game.legal_actions()
        kept = keep.get(seat, [])
        drop = [a for a in legal if a.startswith("discard") and a.split()[1] not in kept]
        game.apply(drop[0] if drop else "done", seat=seat)


@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("en", ("14 + b", "every point of the hand (14)", "is set and scores 0")),
        ("es", ("14 + b", "todos los puntos de la mano (14)", "no cumple y se anota 0")),
        ("pl", ("14 + b", "wszystkie punkty rozdania (14)", "nie wypełnia kontraktu")),
    ],
)
def test_cinch_set_says_every_point_plus_the_shortfall(code: str, words: tuple[str, ...]) -> None:
    """CI-7.2: the 14 is the points' values added up, not a number of the phrasebook."""
    text = rule_text("cinch", "CI-7.2", code)
    for word in words:
        assert word in text
    total = sum(point.value for point in variant("cinch").rules.points)
    assert total == 14 and f"{total} + b" in text


@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("en", ("the dealer is the maker, without a contract", "as if the bid were 0 (CI-7.1)")),
        (
            "es",
            ("el que reparte es el declarante, sin contrato", "como si la oferta fuera 0 (CI-7.1)"),
        ),
        (
            "pl",
            ("rozgrywającym bez kontraktu zostaje rozdający", "jakby oferta wynosiła 0 (CI-7.1)"),
        ),
    ],
)
def test_cinch_all_pass_is_stated(code: str, words: tuple[str, ...]) -> None:
    text = rule_text("cinch", "CI-3.4", code)
    for word in words:
        assert word in text
    assert "CI-3.4)" in rule_text("cinch", "CI-7.1", code)  # b is 0 without a contract


def test_cinch_all_pass_the_dealer_makes_without_a_contract(rules_module: Module) -> None:
    """CI-3.4, CI-3.5, CI-7.1: everyone passes; the dealer names trump, the hand has no
    bid, is never set, and the side ahead scores the difference."""
    cinch = rules_module("cinch")
    rng = random.Random(3)
    for seed in range(12):
        game = cinch.Game(4, dealer=seed % 4, seed=seed)
        game.deal()
        act(game, "pass", "pass", "pass", "pass")
        assert game.to_act == game.dealer and "name S" in game.legal_actions()
        while game.to_act is not None:
            game.apply(rng.choice(game.legal_actions()))
        result = game.hand_result
        assert result.pitcher == result.dealer and result.bid is None and result.made is None
        ours, theirs = (
            result.points_made[result.dealer % 2],
            result.points_made[1 - result.dealer % 2],
        )
        gained = [result.scores[s] - result.scores_before[s] for s in range(2)]
        ahead = result.dealer % 2 if ours > theirs else 1 - result.dealer % 2
        expected = [0, 0]
        if ours != theirs:
            expected[ahead] = abs(ours - theirs)
        assert gained == expected


def test_cinch_hands_score_as_the_rules_say(rules_module: Module) -> None:
    """CI-6.1, CI-6.2, CI-6.3, CI-7.1, CI-7.2, CI-7.4, CI-8.2, in seeded random games: each
    point goes to the side that took its card, or to no one when the card was discarded;
    made, only the side ahead scores the difference; set, the other side scores every
    point's value plus the shortfall; scores never fall and only one side scores a hand."""
    cinch = rules_module("cinch")
    values = {point.id: point.value for point in cinch.RULES.points}
    total = sum(values.values())
    for seed in range(60):
        rng = random.Random(seed)
        game = cinch.Game(4, seed=seed)
        game.deal()
        while game.to_act is not None:
            game.apply(rng.choice(game.legal_actions()))
        result = game.hand_result
        discarded = {e.card for e in game.events if type(e).__name__ == "Discarded"}
        trump = result.trump
        for point in cinch.RULES.points:
            suit = _SAME_COLOUR[trump] if point.id == "left_pedro" else trump
            card = point.select.rank + suit
            taker = (
                next(t.winner % 2 for t in result.tricks if card in t.cards)
                if (card not in discarded)
                else None
            )
            assert result.points[point.id] == taker, (seed, point.id)
        counts = [
            sum(values[p] for p, side in result.points.items() if side == s) for s in range(2)
        ]
        assert list(result.points_made) == counts
        assert all(len(t.cards) == 4 for t in result.tricks) and len(result.tricks) == 6
        maker = result.pitcher % 2
        bid = result.bid or 0
        gained = [result.scores[s] - result.scores_before[s] for s in range(2)]
        expected = [0, 0]
        if counts[maker] >= bid:
            if counts[0] != counts[1]:
                ahead = 0 if counts[0] > counts[1] else 1
                expected[ahead] = abs(counts[0] - counts[1])
        else:
            expected[1 - maker] = total + bid - counts[maker]
        assert gained == expected, seed
        assert min(gained) >= 0 and 0 in gained  # CI-7.4, CI-8.2
        assert result.scores[0] == result.scores[2] and result.scores[1] == result.scores[3]


@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("en", "a card of the suit printed on the **Left Pedro** does not follow it"),
        ("es", "Una carta del palo de origen del **Pedro izquierdo** no lo sigue"),
        ("pl", "Karta koloru, z którego pochodzi karta **Lewy Pedro**, nie jest do niej"),
    ],
)
def test_cinch_left_pedro_lead_is_stated(code: str, words: str) -> None:
    assert words in rule_text("cinch", "CI-5.3", code)


def test_cinch_left_pedro_led_is_a_trump_lead(rules_module: Module) -> None:
    """CI-4.1, CI-4.2, CI-4.4, CI-5.1, CI-5.3: hearts trump; the maker (seat 0) must shed a
    seventh trump, then leads the Left Pedro (5D). Seat 1, with a diamond but no heart, may
    play any card: the ten of diamonds does not follow it; seat 2, with one heart, must
    play it."""
    cinch = rules_module("cinch")
    game = _cinch_hand(
        cinch,
        [
            "5D AH KH QH JH TH 9H 2C 3C",
            "KD QD JD 4C 5C 6C 7C 8C 9C",
            "AD 9D 8D 7D 6D TC JC QC KC",
            "AC 2D 3D 4D AS KS QS 7H 6H",
        ],
        "TD 2S 3S 4S 5S 6S 8H 7S 8S 9S TS JS 5H 4H 3H 2H",
    )
    act(game, "bid 1", "pass", "pass", "pass", "name H")
    act(game, "discard 2C", "discard 3C")
    assert game.legal_actions() != ("done",)  # seven trumps: one more must go
    act(game, "discard 9H")
    assert game.legal_actions() == ("done",)
    _discard_all(game, keep={3: ["7H", "6H", "5H", "4H", "3H", "2H"]})
    assert game.to_act == 0  # CI-5.1: the maker leads
    hands = [sorted(game.observation(s)["hand"]) for s in range(4)]
    assert all(len(hand) == 6 for hand in hands)
    assert hands[1] == sorted(["TD", "2S", "3S", "4S", "5S", "6S"])  # CI-4.2, from the top
    assert len(game.stock) == 0  # CI-4.4: the dealer robbed the pack
    play(game, "5D")
    legal = game.legal_actions()
    assert "play 2S" in legal and "play TD" in legal
    play(game, "2S")
    assert game.legal_actions() == ("play 8H",)


def test_cinch_dealing_goes_on_from_the_discards(rules_module: Module) -> None:
    """CI-4.3: the maker keeps one trump and the others none, so the 16 cards of the stock
    are one short: seat 2's sixth card is the first card discarded (seat 0's 2C)."""
    cinch = rules_module("cinch")
    game = _cinch_hand(
        cinch,
        [
            "AH 2C 3C 4C 5C 6C 7C 8C 9C",
            "AS KS QS JS TS 9S 8S 7S 6S",
            "AD KD QD JD TD 9D 8D 7D 6D",
            "TC JC QC KC AC 5S 4S 3S 2S",
        ],
        "KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H 5D 4D 3D 2D",
    )
    act(game, "bid 1", "pass", "pass", "pass", "name H")
    _discard_all(game, keep={3: ["TC", "JC", "QC", "KC", "AC", "5S"]})
    hand = game.observation(2)["hand"]
    assert sorted(hand) == sorted(["2H", "5D", "4D", "3D", "2D", "2C"])
    for language in LANGUAGES:
        assert "(CI-4.3)" not in rule_text("cinch", "CI-4.3", language.code)
    assert "at most one trump between them" in rule_text("cinch", "CI-4.3", "en")


# -- Pidro (the Pedro line, trumps only): every new rule said as the engine plays it ----------

# Dealer 3; hearts will be trump, so the Left Pedro is the 5D. Seat 0 holds five trumps, all
# of them point cards, and four spades; seats 1 and 2 hold no trump at all; the dealer holds
# nine trumps, the Right Pedro among them. From the stock seat 0 is dealt the AD, seats 1 and
# 2 six diamonds and a club, none of them a trump: only seat 0 and the dealer play.
_PIDRO_HANDS = [
    "AH JH TH 2H 5D AS KS QS JS",
    "AC KC QC JC TC 9C 8C 7C 6C",
    "TS 9S 8S 7S 6S 5S 4S 3S 2S",
    "KH QH 9H 8H 7H 6H 5H 4H 3H",
]
_PIDRO_STOCK = "AD KD QD JD TD 9D 8D 7D 6D 4D 3D 2D 5C 4C 3C 2C"


def _pidro_hand(module: ModuleType, scores: list[int] | None = None) -> Any:
    game = module.Game(4, dealer=3, scores=scores or [0, 0, 0, 0])
    game.deal([hand.split() for hand in _PIDRO_HANDS], _PIDRO_STOCK.split())
    return game


def _pidro_draw(game: Any) -> None:
    """Everyone discards: seat 0 its spades, seats 1 and 2 every card; the dealer keeps the
    six lowest trumps, the Right Pedro among them."""
    _discard_all(game, keep={3: ["8H", "7H", "6H", "5H", "4H", "3H"]})


@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("en", ("A later player may take the top bid, 14, by bidding it again", "(PI-3.3)")),
        ("es", ("puede quedarse con la oferta más alta, 14, pujándola de nuevo", "(PI-3.3)")),
        ("pl", ("Najwyższą ofertę, 14, kolejny gracz może przejąć", "(PI-3.3)")),
    ],
)
def test_pidro_retake_is_stated(code: str, words: tuple[str, ...]) -> None:
    """PI-3.8, and PI-3.2 pointing to it: the top bid is the auction's, never the 14 of
    Cinch's last bid, which the later players can only pass."""
    text = rule_text("pidro", "PI-3.8", code)
    for word in words:
        assert word in text
    bids = rule_text("pidro", "PI-3.2", code)
    assert bids.count("(PI-3.8)") == 2  # the bids' exception and the dealer's
    assert rule_text("cinch", "CI-3.2", code) != bids.replace("PI-", "CI-")
    top = variant("pidro").rules.auction
    assert top is not None and top.max_bid == 14 and top.retake_top


def test_pidro_a_later_player_takes_the_top_bid_again(rules_module: Module) -> None:
    """PI-3.2, PI-3.8: after 14, the next player, the bidder's partner and the dealer may
    bid 14 (and nothing below it); the last to bid it is the maker. A bid under the top
    may not be bid again."""
    pidro = rules_module("pidro")
    game = _pidro_hand(pidro)
    act(game, "bid 14")
    assert game.legal_actions() == ("pass", "bid 14")
    act(game, "bid 14")
    assert game.legal_actions() == ("pass", "bid 14")  # seat 2, partner of seat 0
    act(game, "pass")
    assert game.to_act == 3 and game.legal_actions() == ("pass", "bid 14")  # the dealer
    act(game, "bid 14")
    assert game.to_act == 3 and "name H" in game.legal_actions()  # the dealer is the maker
    other = _pidro_hand(pidro)
    act(other, "bid 10")
    assert "bid 10" not in other.legal_actions() and "bid 11" in other.legal_actions()


def test_pidro_the_dealer_must_bid(rules_module: Module) -> None:
    """PI-3.4: everyone before the dealer passes; the dealer may not pass, and bids 6 or
    more."""
    game = _pidro_hand(rules_module("pidro"))
    act(game, "pass", "pass", "pass")
    assert game.legal_actions() == tuple(f"bid {n}" for n in range(6, 15))


@pytest.mark.parametrize(
    ("code", "words"),
    [
        (
            "en",
            (
                "No card that scores a point (PI-6.1) may ever be discarded",
                "the ace, two, jack, ten and five of trumps and the **Left Pedro** are kept",
                "any card held but those may be discarded",
            ),
        ),
        (
            "es",
            (
                "Nunca se puede descartar una carta que dé un punto (PI-6.1)",
                "el as, el dos, la jota, el diez y el cinco de triunfo y el **Pedro izquierdo**",
                "de cualquier carta salvo esas",
            ),
        ),
        (
            "pl",
            (
                "Nigdy nie wolno zrzucić karty, która daje punkt (PI-6.1)",
                "as, dwójka, walet, dziesiątka i piątka w kolorze atutowym oraz karta **Lewy "
                "Pedro** zostają w ręce",
                "dowolną kartę oprócz nich",
            ),
        ),
    ],
)
def test_pidro_point_cards_are_never_discarded_is_stated(code: str, words: tuple[str, ...]) -> None:
    """PI-4.1, PI-4.4: the cards kept are the point list's, in its order."""
    text = rule_text("pidro", "PI-4.1", code)
    for word in words:
        assert word in text
    assert "(PI-4.1)" in rule_text("pidro", "PI-4.4", code)
    # Cinch says nothing of point cards: any trump may go beyond the hand size.
    assert "Left Pedro** are kept" not in rule_text("cinch", "CI-4.1", "en")


def test_pidro_point_cards_stay_in_hand(rules_module: Module) -> None:
    """PI-4.1, PI-4.4: seat 0, five trumps that all score, discards only its spades; the
    dealer, with twelve cards after robbing the pack, may discard any card but the Right
    Pedro; a point card discarded is refused, naming the rule."""
    pidro = rules_module("pidro")
    game = _pidro_hand(pidro)
    act(game, "bid 6", "pass", "pass", "pass", "name H")
    assert game.legal_actions() == ("discard AS", "discard KS", "discard QS", "discard JS")
    with pytest.raises(pidro.IllegalAction) as refused:
        game.apply("discard AH", seat=0)
    assert refused.value.rule == "PI-4.1"
    act(game, "discard AS", "discard KS", "discard QS", "discard JS", "done")
    while game.to_act != 3:  # seats 1 and 2 discard every card
        act(game, game.legal_actions()[0])
    hand = game.observation(3)["hand"]
    assert len(hand) == 12 and len(game.stock) == 0
    assert set(game.legal_actions()) == {f"discard {c}" for c in hand if c != "5H"}
    with pytest.raises(pidro.IllegalAction) as refused:
        game.apply("discard 5H", seat=3)
    assert refused.value.rule == "PI-4.4"


@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("en", ('drops out of the hand ("goes cold")', "on their left who holds one")),
        ("es", ("se queda fuera de la mano («queda frío»)", "a su izquierda que tenga alguno")),
        ("pl", ("wypada z rozdania", "na lewo od niego, który ma atut")),
    ],
)
def test_pidro_trumps_only_is_stated(code: str, words: tuple[str, ...]) -> None:
    """PI-5.7, and the rules of the play that point to it; there is no plain lead (PI-5.4)
    and no "any card"."""
    text = rule_text("pidro", "PI-5.7", code)
    for word in words:
        assert word in text
    for number in ("PI-4.5", "PI-5.1", "PI-5.3", "PI-5.5"):
        assert "(PI-5.7)" in rule_text("pidro", number, code), number
    assert "play.plain_lead" not in rule_ids("pidro")
    assert "any card" not in rule_text("pidro", "PI-5.1", "en")
    assert "cold" in rule_text("pidro", "PI-5.1", "en")


def test_pidro_only_trumps_are_played_and_the_cold_are_passed_over(
    rules_module: Module,
) -> None:
    """PI-4.5, PI-5.1, PI-5.3, PI-5.5, PI-5.7, PI-6.1: seats 1 and 2 hold no trump and never
    play; seat 0 may not play its diamond. Seat 0 leads the two and loses it to the dealer,
    but Low is seat 0's, who held it when play began. Seat 0 wins the fifth trick with its
    last trump; the lead passes over seats 1 and 2 to the dealer, who plays the sixth
    trick alone: six tricks, as many as the dealer's trumps. Every point goes to seat 0's
    side, the maker's: 14, made."""
    pidro = rules_module("pidro")
    game = _pidro_hand(pidro)
    act(game, "bid 6", "pass", "pass", "pass", "name H")
    _pidro_draw(game)
    assert game.to_act == 0
    assert set(game.legal_actions()) == {"play AH", "play JH", "play TH", "play 2H", "play 5D"}
    with pytest.raises(pidro.IllegalAction) as refused:
        game.apply("play AD", seat=0)
    assert refused.value.rule == "PI-5.7"
    play(game, "2H")
    assert game.to_act == 3  # seats 1 and 2 are cold
    play(game, "3H 4H 5D TH 5H JH 6H AH 7H")
    assert game.to_act == 3 and game.legal_actions() == ("play 8H",)
    play(game, "8H")
    result = game.hand_result
    assert [(t.leader, len(t.cards), t.winner) for t in result.tricks] == [
        (0, 2, 3),
        (3, 2, 0),
        (0, 2, 0),
        (0, 2, 0),
        (0, 2, 0),
        (3, 1, 3),
    ]
    assert set(result.points.values()) == {0}  # Low too, though the dealer took the two
    assert result.made is True and list(result.scores) == [14, 0, 14, 0]
    assert sorted(game.observation(1)["hand"]) == ["8D", "9D", "JD", "KD", "QD", "TD"]


def test_pidro_a_cold_maker_passes_the_first_lead(rules_module: Module) -> None:
    """PI-5.1, PI-7.1, PI-7.2, PI-7.4, PI-7.5: seat 1 bids 14 and names hearts, and holds no
    trump: the first lead passes over it and seat 2 to the dealer. Seat 0 keeps Low (the
    two it holds) and more, so seat 1's side is set back 14, below zero, and seat 0's side
    adds its count."""
    pidro = rules_module("pidro")
    game = _pidro_hand(pidro, scores=[5, 3, 5, 3])
    act(game, "pass", "bid 14", "pass", "pass", "name H")
    _pidro_draw(game)
    assert game.to_act == 3
    rng = random.Random(1)
    while game.to_act is not None:
        game.apply(rng.choice(game.legal_actions()))
    result = game.hand_result
    assert result.pitcher == 1 and result.bid == 14 and result.made is False
    assert result.points["low"] == 0 and sum(result.points_made) == 14
    assert list(result.scores) == [5 + result.points_made[0], -11, 5 + result.points_made[0], -11]
    assert list(result.setbacks) == [0, 1, 0, 1]


@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("en", ("who holds it when the play begins, after the discards and the draw",)),
        ("es", ("para el jugador que lo tiene al empezar la jugada, después del descarte",)),
        ("pl", ("gracz, który ma tę kartę w chwili rozpoczęcia rozgrywki",)),
    ],
)
def test_pidro_low_goes_to_its_holder_when_play_begins(code: str, words: tuple[str, ...]) -> None:
    """PI-6.1: Low goes to the player dealt it, which after the draw is who holds it at the
    first lead (not who was dealt it: a two may come from the stock)."""
    text = rule_text("pidro", "PI-6.1", code)
    for word in words:
        assert word in text
    assert "was dealt it" not in rule_text("pidro", "PI-6.1", "en")


@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("en", ("adds its count (PI-6.3)", "is set back", "add up to 14 in every hand")),
        ("es", ("anota su cuenta (PI-6.3)", "queda «retrasado»", "suman 14 en cada mano")),
        ("pl", ("dopisuje swoją zdobycz (PI-6.3)", "„cofnięta”", "dają razem 14 punktów")),
    ],
)
def test_pidro_scoring_is_stated(code: str, words: tuple[str, ...]) -> None:
    """PI-6.2, PI-7.1, PI-7.4: each side scores its count, a set maker's side goes back by
    the bid; every point is in play, 14 in all (the points' values added up)."""
    text = " ".join(rule_text("pidro", n, code) for n in ("PI-6.2", "PI-7.1", "PI-7.4"))
    for word in words:
        assert word in text
    assert "below zero" in rule_text("pidro", "PI-7.2", "en")
    assert sum(point.value for point in variant("pidro").rules.points) == 14


def test_pidro_hands_score_as_the_rules_say(rules_module: Module) -> None:
    """PI-3.8, PI-4.5, PI-5.5, PI-5.7, PI-6.1, PI-6.2, PI-7.1, PI-7.4, in seeded random
    hands: only trumps are played, each trick one from each player still holding one, from
    the first of them from the last winner (the maker, first); the hand has as many tricks
    as the most trumps a player held at the first lead; Low goes to that player's side
    whoever takes it; every point goes to a side and the counts add up to 14; a made side
    adds its count, a set maker's side loses the bid, the other side adds its count."""
    pidro = rules_module("pidro")
    same = {"S": "C", "C": "S", "H": "D", "D": "H"}
    for seed in range(80):
        rng = random.Random(seed)
        game = pidro.Game(4, seed=seed)
        game.deal()
        held: list[set[str]] = []
        while game.to_act is not None:
            legal = game.legal_actions()
            if legal[0].startswith("play") and not held:
                trump = game.observation(game.to_act)["trump"]
                hands = [game.observation(s)["hand"] for s in range(4)]
                held = [{c for c in h if c[1] == trump or c == "5" + same[trump]} for h in hands]
                low_holder = next(s for s in range(4) if "2" + trump in hands[s])
            game.apply(rng.choice(legal))
        result = game.hand_result
        assert len(result.tricks) == max(len(h) for h in held), seed
        leader = result.pitcher
        for trick in result.tricks:
            order = [(leader + i) % 4 for i in range(4)]
            playing = [s for s in order if held[s]]
            assert trick.leader == playing[0] and len(trick.cards) == len(playing), seed
            for seat, card in zip(playing, trick.cards, strict=True):
                held[seat].remove(card)
            leader = trick.winner
        assert not any(held)
        assert result.points["low"] == low_holder % 2
        assert None not in result.points.values() and sum(result.points_made) == 14
        maker, bid = result.pitcher % 2, result.bid
        gained = [result.scores[s] - result.scores_before[s] for s in range(2)]
        expected = list(result.points_made)
        if result.points_made[maker] < bid:
            expected[maker] = -bid
        assert gained == expected and result.made == (expected[maker] >= 0), seed


def test_pidro_numbers_come_from_its_rules() -> None:
    """Another Pidro table: bids 5 to 12, hands of seven, the nine of trumps a point too.
    The top bid, the hand size, the cards that may not be discarded and the total are the
    Rules', never Pidro's."""
    checked = check_variant(Path(__file__).parent / "variants" / "pidro_house.variant", Loader())
    v = checked.variant
    assert v is not None, [d.message for d in checked.diagnostics]
    texts = {
        rule.number: rule.said for section in sections(v, Language("en")) for rule in section.rules
    }
    assert "may take the top bid, 12, by bidding it again" in texts["PH-3.8"]
    assert "except a bid of 12 after a bid of 12 (PH-3.8)" in texts["PH-3.2"]
    assert (
        "the ace, two, jack, ten, five and nine of trumps and the **Left Pedro**"
        in (texts["PH-4.1"])
    )
    assert "holding more than seven trumps" in texts["PH-4.1"]
    assert "seven at most" in texts["PH-5.5"]
    assert "add up to 15 in every hand" in texts["PH-6.2"]
    assert "0 to 15" in texts["PH-6.3"]
    assert "14" not in " ".join(texts[n] for n in ("PH-3.2", "PH-3.8", "PH-4.1", "PH-6.2"))


# -- Ten-Point Pitch: two jokers above the ten, the maker robbing the pack, the moon --------

# Dealer 3; seat 1 bids the moon (10) and names hearts, so the off-jack is the JD. Seat 0
# holds no trump, seat 2 the JD and the 2H, the dealer (seat 1's partner) both jokers, the
# 4H and the 3H. From the stock seat 0 is dealt six plain cards, seat 2 four, the dealer
# three (the 3H last), and the maker robs the five hearts left.
_TPP_HANDS = [
    "2S 3S 4S 5S 6S 7S 8S AC KC",
    "AH KH QH JH TH 9S TS JS QS",
    "JD 2H 3C 4C 5C 6C 7C 8C 9C",
    "HJ LJ 4H AS KS 2D 3D 4D 5D",
]
_TPP_STOCK = "2C TC JC QC 6D 7D 8D 9D TD QD KD AD 3H 5H 6H 7H 8H 9H"


def _tpp_hand(module: ModuleType, scores: list[int] | None = None) -> Any:
    game = module.Game(4, dealer=3, scores=scores or [0, 0, 0, 0])
    game.deal([hand.split() for hand in _TPP_HANDS], _TPP_STOCK.split())
    return game


@pytest.mark.parametrize(
    ("code", "words"),
    [
        (
            "en",
            (
                "16 cards",
                "A K Q J (the **Jack**), the **Off-jack**, the high joker, the low joker, 10 9",
                "the high joker is `HJ` and the low joker `LJ`",
                "just above the ten of trumps, the high joker above the low one",
            ),
        ),
        (
            "es",
            (
                "16 cartas",
                "la **Jota del mismo color**, el comodín alto, el comodín bajo, 10, 9",
                "el comodín alto es `HJ` y el comodín bajo `LJ`",
                "justo por encima del diez de triunfo, el alto por encima del bajo",
            ),
        ),
        (
            "pl",
            (
                "16 kart",
                "karta **Walet tej samej barwy**, joker wysoki, joker niski, 10 9",
                "joker wysoki ma kod `HJ`, a joker niski `LJ`",
                "tuż nad dziesiątką atutową, wysoki nad niskim",
            ),
        ),
    ],
)
def test_ten_point_pitch_jokers_are_stated(code: str, words: tuple[str, ...]) -> None:
    """TP-1.2, TP-1.3, TP-5.3: the jokers' place comes from the Rules (`Joker.above`)."""
    text = " ".join(rule_text("ten_point_pitch", n, code) for n in ("TP-1.2", "TP-1.3", "TP-5.3"))
    for word in words:
        assert word in text
    jokers = variant("ten_point_pitch").rules.pack.jokers
    assert [(j.code, j.rank, j.above) for j in jokers] == [
        ("HJ", "above", "T"),
        ("LJ", "above", "T"),
    ]
    assert "lowest of all" not in rule_text("ten_point_pitch", "TP-5.3", "en")


@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("en", ("each player but the maker in turn", "but the maker, in turn", "The maker robs")),
        ("es", ("cada jugador salvo el declarante", "salvo al declarante", "El declarante roba")),
        (
            "pl",
            (
                "każdy gracz oprócz rozgrywającego",
                "graczowi oprócz rozgrywającego",
                "Rozgrywający „bierze",
            ),
        ),
    ],
)
def test_ten_point_pitch_the_maker_robs_is_stated(code: str, words: tuple[str, ...]) -> None:
    """TP-4.1, TP-4.2, TP-4.4: from `Refill.robber`, the high bidder robs the pack; the
    dealer still deals."""
    text = " ".join(rule_text("ten_point_pitch", n, code) for n in ("TP-4.1", "TP-4.2", "TP-4.4"))
    for word in words:
        assert word in text
    refill = variant("ten_point_pitch").rules.refill
    assert refill is not None and refill.robber == "pitcher"
    assert "The dealer robs" not in rule_text("ten_point_pitch", "TP-4.4", "en")


@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("en", ("bid 10 and made it", "bid 10 and was set", "loses the game at once")),
        (
            "es",
            ("manchó con 10 y cumple", "manchó con 10 y no cumple", "pierde la partida en el acto"),
        ),
        (
            "pl",
            ("wypełniła kontrakt", "nie wypełniła kontraktu", "natychmiast przegrywa ona partię"),
        ),
    ],
)
def test_ten_point_pitch_the_moon_is_stated(code: str, words: tuple[str, ...]) -> None:
    """TP-8.4: a smudge of 10 that, made, wins the game and, set, loses it."""
    text = rule_text("ten_point_pitch", "TP-8.4", code)
    for word in words:
        assert word in text
    auction = variant("ten_point_pitch").rules.auction
    assert auction is not None and auction.smudge is not None
    assert auction.smudge.bid == 10 and auction.smudge.wins_game and auction.smudge.set_loses


def test_ten_point_pitch_a_hand_plays_as_the_rules_say(rules_module: Module) -> None:
    """TP-1.3, TP-4.1, TP-4.2, TP-4.4, TP-5.5, TP-5.7, TP-6.1, TP-8.4: every player but the
    maker discards, from the dealer's left, and is dealt back; then the maker robs the
    pack and discards to six. The low joker beats the ten, the off-jack the high joker.
    Low is seat 2's, the off-jack and the high joker too: the maker's side counts 7 of its
    moon, is set, and the other side wins the game."""
    tpp = rules_module("ten_point_pitch")
    game = _tpp_hand(tpp)
    act(game, "pass", "bid 10")
    assert game.legal_actions() == ("pass",)  # the moon cannot be taken away
    act(game, "pass", "pass", "name H")
    assert game.to_act == 0  # the maker discards last
    seen = []
    while game.to_act != 1:
        seen.append(game.to_act)
        _discard_all_once(game)
    assert seen[0] == 0 and seen[-1] == 3 and 1 not in seen
    assert len(game.observation(1)["hand"]) == 14  # nine and the five left in the stock
    assert sorted(game.observation(2)["hand"]) == sorted(["JD", "2H", "8D", "9D", "TD", "QD"])
    with pytest.raises(tpp.IllegalAction) as refused:
        game.apply("done", seat=1)
    assert refused.value.rule == "TP-4.4"
    _discard_all(game, keep={1: ["AH", "KH", "QH", "JH", "TH", "5H"]})
    assert game.to_act == 1
    play(game, "TH 2H LJ")  # the low joker over the ten; seat 0 is cold
    assert game.to_act == 3
    play(game, "HJ 5H JD")  # the off-jack over the high joker
    assert game.to_act == 3  # seat 2 is out of trumps: the lead passes to its left
    play(game, "4H AH", "KH 3H", "QH", "JH")
    result = game.hand_result
    assert [t.winner for t in result.tricks] == [3, 2, 1, 1, 1, 1]
    assert result.points == {
        "high": 1,
        "low": 0,
        "jack": 1,
        "off_jack": 0,
        "high_joker": 0,
        "low_joker": 1,
        "game": 1,
        "trey": 1,
    }
    assert result.made is False and result.bid == 10
    assert game.winner == 0  # the moon set loses the game, whatever the scores


def _discard_all_once(game: Any) -> None:
    """The seat to act discards every card it may, then is done."""
    seat = game.to_act
    while game.to_act == seat:
        legal = game.legal_actions()
        drop = [a for a in legal if a.startswith("discard")]
        game.apply(drop[0] if drop else "done", seat=seat)


# == Every statement of every bundled variant, against the engine ==============================
#
# Each kind of fact the rulebook states (`facts.FACT_KINDS`) has a check here that reads the
# fact's own data (its numbers, who it names, its conditions) and asserts that the generated
# module plays it so, on hands dealt and played for it: random legal play from seeded deals,
# started near the end of a game so that games end, plus a hand or state built for the rules
# that random play seldom reaches (refusals, the dealer stuck, a set-back too many). A kind
# whose statement cannot be checked this way is listed in `NOT_CHECKED` with the reason, as
# data; `test_every_statement_is_checked_or_says_why` fails on a kind in neither.

_COLOUR = {"S": "C", "C": "S", "H": "D", "D": "H"}
_HANDS = 24  # hands played per variant


class Step(NamedTuple):
    """A decision in a hand: who acted, what they held and might do, what they did."""

    seat: int
    phase: str
    legal: tuple[str, ...]
    hand: tuple[str, ...]
    trick: tuple[str, ...]  # the cards already in the trick, in play order
    trump: str | None
    high_bid: int | None
    dealer_to_act: bool
    action: str


class PlayedHand(NamedTuple):
    players: int
    side_of: tuple[int, ...]
    steps: tuple[Step, ...]
    events: tuple[Any, ...]
    result: Any  # the module's HandResult
    setbacks_before: tuple[int, ...]
    payouts: list[int] | None
    next_dealer: int | None  # who dealt the next hand of the game, if one was played
    game: int = 0  # which game of the trace


class Trace(NamedTuple):
    module: ModuleType
    plan: fk.Plan
    hands: tuple[PlayedHand, ...]
    # the statement under test: what every check reads for its kind (so that a check of a
    # statement reads that statement, wherever the other checks read it too)
    stated: tuple[Any, ...] = ()

    def fact(self, kind: type[Any]) -> Any:
        facts = (*self.stated, *self.plan.facts())
        return next((f for f in facts if isinstance(f, kind)), None)


def _counts(module: ModuleType) -> list[int]:
    table = module.RULES.table
    return [n for n in range(table.players_min, table.players_max + 1) if table.allows(n)]


def _near_the_end(module: ModuleType, players: int, rng: random.Random) -> list[int]:
    """Scores a few points short of the target (of 0, counting down), the same for partners."""
    rules = module.RULES
    sides = rules.table.sides(players)
    target = rules.game.target
    down = rules.scoring.direction == "down"
    short = max(4, target // 10)
    side_scores = [
        rng.randint(1, short) if down else target - rng.randint(1, short) for _ in range(sides)
    ]
    return [side_scores[seat % sides] for seat in range(players)]


def _this_hand(events: list[Any]) -> list[Any]:
    """The events of the last hand: from its deal on."""
    deals = [i for i, event in enumerate(events) if type(event).__name__ == "Dealt"]
    return events[deals[-1] :]


def _choose(phase: str, legal: tuple[str, ...], rng: random.Random) -> str:
    """A legal action at random; in the auction, mostly a pass or the lowest bid, so that
    contracts are made as well as set (and now and then any bid, a smudge among them)."""
    bids = [a for a in legal if a.startswith("bid ")]
    draw = rng.random()
    if phase != "auction" or not bids or draw > 0.85:
        return rng.choice(legal)
    if "pass" in legal and draw < 0.45:
        return "pass"
    return min(bids, key=lambda a: int(a.split()[1]))


@cache
def trace(variant_id: str, module: ModuleType) -> Trace:
    rng = random.Random(f"statements {variant_id}")
    counts = _counts(module)
    hands: list[PlayedHand] = []
    game: Any = None
    games, in_game = 0, 0
    while len(hands) < _HANDS:
        if game is None or game.game_over or in_game == 4:  # a few hands of each game
            players = counts[games % len(counts)]
            scores = _near_the_end(module, players, rng) if games % 4 else None
            game = module.Game(players, seed=rng.randrange(10**6), scores=scores)
            games, in_game = games + 1, 0
        in_game += 1
        setbacks = tuple(game.setbacks)
        game.deal()
        steps: list[Step] = []
        while game.to_act is not None:
            seat = game.to_act
            seen = game.observation(seat)
            legal = tuple(game.legal_actions())
            action = _choose(game.phase, legal, rng)
            steps.append(
                Step(
                    seat,
                    game.phase,
                    legal,
                    tuple(seen["hand"]),
                    tuple(each["card"] for each in seen["trick"]),
                    seen["trump"],
                    seen["high_bid"],
                    seat == game.dealer,
                    action,
                )
            )
            game.apply(action, seat=seat)
        result = game.hand_result
        hands.append(
            PlayedHand(
                game.players,
                tuple(game.side_of),
                tuple(steps),
                tuple(_this_hand(game.events)),
                result,
                setbacks,
                game.payouts(),
                None,
                games,
            )
        )
        if in_game > 1:  # who dealt this hand, after the game's last one
            hands[-2] = hands[-2]._replace(next_dealer=game.hand_result.dealer)
    return Trace(module, planned(variant_id), tuple(hands))


def _events(hand: PlayedHand, name: str) -> list[Any]:
    return [e for e in hand.events if type(e).__name__ == name]


def _trump_order(t: Trace, trump: str) -> list[str]:
    """The trumps high to low, as the rulebook states them: the pack's ranks (APx-1.3), the
    card of trump's colour where SameColourTrump places it, the jokers where TrumpLead or
    SameColourTrump places them, or below every trump."""
    pack: fk.PackOfCards = t.fact(fk.PackOfCards)
    codes: tuple[str, ...] = t.fact(fk.CardCodes).codes
    same: fk.SameColourTrump | None = t.fact(fk.SameColourTrump)
    lead: fk.TrumpLead = t.fact(fk.TrumpLead)
    placed = same.placed if same is not None else lead.placed
    order: list[str] = []
    for rank in pack.ranks:
        if placed is not None and placed.above == rank:
            order += codes
        order.append(rank + trump)
        if same is not None and rank == same.below:
            order.append(same.card.rank + _COLOUR[trump])
    if (placed is None and lead.joker) or (placed is not None and placed.above == ""):
        order += codes  # "the joker is a trump, the lowest of all"
    return order


def _suit(card: str, trumps: list[str], trump: str) -> str:
    """The suit a card follows as: trump for every trump (a joker, the joined card)."""
    return trump if card in trumps else card[1]


def _level(t: Trace) -> str:
    placed = t.fact(fk.TrumpLead).placed
    same = t.fact(fk.SameColourTrump)
    placed = same.placed if same is not None else placed
    return placed.level if placed is not None else ""


def _trick_winner(t: Trace, cards: tuple[str, ...], trump: str) -> int:
    """The index in play order of the card that wins, as APx-4.4 states it."""
    trumps = _trump_order(t, trump)
    codes = t.fact(fk.CardCodes).codes
    in_trumps = [i for i, card in enumerate(cards) if card in trumps]
    if in_trumps:
        best = min(in_trumps, key=lambda i: trumps.index(cards[i]))
        alike = [i for i in in_trumps if cards[i] in codes] if cards[best] in codes else []
        if len(alike) > 1 and _level(t):  # jokers that rank alike: first or later played
            return alike[-1] if _level(t) == "later" else alike[0]
        return best
    ranks = t.fact(fk.PackOfCards).ranks
    led = cards[0][1]
    return min(
        (i for i, card in enumerate(cards) if card[1] == led),
        key=lambda i: ranks.index(cards[i][0]),
    )


def _played(hand: PlayedHand) -> dict[str, int]:
    return {e.card: e.seat for e in _events(hand, "Played")}


def _captured(hand: PlayedHand) -> dict[str, int]:
    return {card: trick.winner for trick in hand.result.tricks for card in trick.cards}


def _sides_reached(t: Trace, hand: PlayedHand, target: fk.Target | None = None) -> set[int]:
    target = target or t.fact(fk.Target)
    sides = {hand.side_of[seat]: score for seat, score in enumerate(hand.result.scores)}
    if target.countdown:
        return {side for side, score in sides.items() if score <= 0}
    return {side for side, score in sides.items() if score >= target.target}


# -- the checks: each returns how many cases of its statement it saw hold --------------------

Check = Callable[[Trace, Any], int]


def _side_score(hand: PlayedHand, scores: tuple[int, ...]) -> dict[int, int]:
    return {hand.side_of[seat]: score for seat, score in enumerate(scores)}


def _won_by(hand: PlayedHand) -> str | None:
    won = _events(hand, "GameWon")
    return won[0].by if won else None


def check_players(t: Trace, fact: fk.Players) -> int:
    """x-1.1: the player counts allowed (and no others), and who plays in partnerships."""
    seen = 0
    for n in range(max(fact.players_min - 1, 1), fact.players_max + 2):
        allowed = fact.players_min <= n <= fact.players_max and n not in fact.excluded
        if not allowed:
            with pytest.raises(Exception):  # noqa: B017 (the module's own refusal)
                t.module.Game(n)
            continue
        game = t.module.Game(n)
        alone = n not in fact.partnered
        assert game.sides == (n if alone else n // fact.partnership_size), n
        seen += 1
    return seen


def check_sides(t: Trace, fact: fk.TheSides) -> int:
    for n in fact.lone:
        assert list(t.module.Game(n).side_of) == list(range(n))
    for n, sides in fact.partnered:
        side_of = t.module.Game(n).side_of
        for seats in sides:
            assert len({side_of[seat] for seat in seats}) == 1, (n, seats)
        assert len({side_of[seats[0]] for seats in sides}) == len(sides)
    return len(fact.lone) + len(fact.partnered)


def _step(fact: Any) -> int:
    return 1 if fact.direction == "left" else -1


def check_seats(t: Trace, fact: fk.Seats) -> int:
    """x-1.2: the turn goes one way round the table: each card of a trick is played by the
    next player that way from the one before (where only trumps are played, a player out
    of trumps is passed over); bids go the same way."""
    step = _step(fact)
    only = t.fact(fk.TrumpsOnly) is not None and t.fact(fk.AllTricks).trumps_only
    seen = 0
    for hand in t.hands:
        played = _played(hand)
        for trick in hand.result.tricks:
            seats = [played[card] for card in trick.cards]
            for before, after in itertools.pairwise(seats):
                gap = (after - before) * step % hand.players
                assert gap == 1 or (only and gap > 0), (seats, trick)
            seen += 1
        bids = [each.seat for each in _auction(hand)]
        order = t.fact(fk.BiddingOrder)
        if order is not None and order.kind != "rounds" and not order.sold_in_rounds:
            for before, after in itertools.pairwise(bids):
                assert (after - before) * step % hand.players == 1, bids
    return seen


def _all_cards(hand: PlayedHand) -> list[str]:
    dealt = _events(hand, "Dealt")[0]
    return [card for cards in dealt.hands for card in cards] + list(dealt.stock)


def check_pack(t: Trace, fact: fk.PackOfCards) -> int:
    """x-1.3: the pack's size, its ranks in every suit, its jokers; every card dealt is
    one of it, once."""
    codes = t.fact(fk.CardCodes).codes
    cards = t.module.Game(_counts(t.module)[0]).cards
    pack = list(cards.codes)
    assert len(pack) == len(set(pack)) == fact.size
    natural = [card for card in pack if card not in codes]
    assert sorted(natural) == sorted(r + s for r in fact.ranks for s in "SHDC")
    assert len(pack) - len(natural) == fact.jokers
    for hand in t.hands:
        dealt = _all_cards(hand)
        assert len(dealt) == len(set(dealt)) and set(dealt) <= set(pack)
    return len(t.hands)


def check_card_codes(t: Trace, fact: fk.CardCodes) -> int:
    """x-1.4: a rank of `A K Q J T 9 ... 2` and a suit of `S H D C`; the jokers' codes."""
    for hand in t.hands:
        for card in _all_cards(hand):
            assert card in fact.codes or (
                len(card) == 2 and card[0] in "AKQJT98765432" and card[1] in "SHDC"
            ), card
    assert fact.jokers == bool(fact.codes)
    return len(t.hands)


def check_dealing(t: Trace, fact: fk.Dealing) -> int:
    """x-2.1: everyone is dealt so many cards."""
    for hand in t.hands:
        dealt = _events(hand, "Dealt")[0]
        assert {len(cards) for cards in dealt.hands} == {fact.hand_size}
    return len(t.hands)


def check_rotation(t: Trace, fact: fk.Rotation) -> int:
    """x-2.3: who deals next: the next player on the turn's side, the same dealer after a
    bunch, or after everyone passed where the same dealer deals again."""
    all_pass = t.fact(fk.AllPass)
    seen = 0
    for hand in t.hands:
        if hand.next_dealer is None:
            continue
        dealer = hand.result.dealer
        again = hand.result.redeal or (
            hand.result.passed_out
            and all_pass is not None
            and all_pass.kind == "redeal_by_same_dealer"
        )
        expected = dealer if again else (dealer + fact.step) % hand.players
        assert hand.next_dealer == expected
        seen += 1
    return seen


def _auction(hand: PlayedHand) -> list[Step]:
    return [step for step in hand.steps if step.phase == "auction"]


def _bid(action: str) -> int | None:
    return int(action.split()[1]) if action.startswith("bid ") else None


def _bids(actions: tuple[str, ...]) -> set[int]:
    return {b for b in map(_bid, actions) if b is not None}


def check_bidding_order(t: Trace, fact: fk.BiddingOrder) -> int:
    """x-3.1: who bids, in what order, how often."""
    seen = 0
    for hand in t.hands:
        seats = [step.seat for step in _auction(hand)]
        if not seats:
            continue
        n, dealer, step = hand.players, hand.result.dealer, _step(fact)
        seller = (dealer + step) % n
        if fact.kind == "sell" and fact.sold_in_rounds:  # the seller never bids
            assert seats[0] == (seller + step) % n and seller not in seats
        if fact.kind == "sell" and not fact.sold_in_rounds:  # once each, the dealer last
            assert seats == [(dealer + step * k) % n for k in range(2, len(seats) + 2)]
        if fact.kind == "sell":  # the seller, left of the dealer, answers after the bids
            sale = [each.seat for each in hand.steps if each.phase == "sale"]
            assert sale in ([], [(dealer + step) % n])
            seen += 1
            continue
        assert seats[0] == (dealer + step) % n
        if fact.kind == "once_around":
            assert seats == [(dealer + step * k) % n for k in range(1, len(seats) + 1)]
            assert len(seats) == n or _won_by(hand) is not None
        if fact.kind == "rounds" or getattr(fact, "sold_in_rounds", False):
            passed: set[int] = set()
            for each in _auction(hand):
                assert each.seat not in passed
                if each.action == "pass":
                    passed.add(each.seat)
        seen += 1
    return seen


def check_bids(t: Trace, fact: fk.Bids) -> int:
    """x-3.2: bids run from the least to the most, each above every earlier one (but the
    exceptions the rulebook names: the dealer's match, the top bid taken again)."""
    privilege: fk.DealersPrivilege | None = t.fact(fk.DealersPrivilege)
    forced = t.fact(fk.ForcedBid)
    seen = 0
    for hand in t.hands:
        for step in _auction(hand):
            bids = _bids(step.legal)
            assert bids <= set(range(fact.min_bid, fact.max_bid + 1))
            high = step.high_bid or 0
            for bid in bids:
                equal_ok = (fact.exception and step.dealer_to_act) or (
                    fact.retake and bid == fact.max_bid
                )
                assert bid > high or (bid == high and equal_ok), (step, bid)
            if step.high_bid is None and not step.dealer_to_act and not _obliged(step, forced):
                assert bids == set(range(fact.min_bid, fact.max_bid + 1))
                seen += 1
    assert privilege is None or fact.exception is None or privilege.kind != "none"
    return seen


def check_privilege(t: Trace, fact: fk.DealersPrivilege) -> int:
    """x-3.3: whether the dealer may take the contract at the high bid (and a smudge)."""
    smudge = t.fact(fk.SmudgeBid)
    seen = 0
    for hand in t.hands:
        for step in _auction(hand):
            if not step.dealer_to_act or step.high_bid is None:
                continue
            high = step.high_bid
            may = {
                "none": bool(fact.retake) and high == fact.top,
                "match": True,
                "match_except_smudge": smudge is None or high != smudge.bid,
                "match_even_smudge": True,
            }[fact.kind]
            assert (f"bid {high}" in step.legal) == may, (fact.kind, step)
            seen += 1
    return seen


def check_smudge(t: Trace, fact: fk.SmudgeBid) -> int:
    """x-3.4: once the smudge is bid, every later player may only pass (but a dealer who
    may match it); here the first bidder bids it, and in the trace whoever did."""
    players = _counts(t.module)[-1]
    game = t.module.Game(players, dealer=0, seed=5)
    game.deal()
    game.apply(f"bid {fact.bid}")
    while game.phase == "auction":
        allowed = {"pass"} | (
            {f"bid {fact.bid}"} if game.to_act == 0 and fact.dealer_may_match else set()
        )
        assert set(game.legal_actions()) == allowed
        game.apply("pass")
    seen = 1
    for hand in t.hands:
        for step in _auction(hand):
            if step.high_bid == fact.bid:
                allowed = {"pass"}
                if step.dealer_to_act and fact.dealer_may_match:
                    allowed.add(f"bid {fact.bid}")
                assert set(step.legal) == allowed, step
                seen += 1
    return seen


def _passed_to(t: Trace, players: int) -> Any:
    """A game whose players all passed up to the dealer (a deal where no one's cards
    oblige a bid)."""
    for seed in range(50):
        game = t.module.Game(players, dealer=0, seed=seed)
        game.deal()
        while game.to_act is not None and game.to_act != 0 and "pass" in game.legal_actions():
            game.apply("pass")
        if game.to_act in (0, None):
            return game
    raise AssertionError("every deal obliged someone to bid")


def check_all_pass(t: Trace, fact: fk.AllPass) -> int:
    """x-3.5: what happens when everyone passes, on hands where everyone does."""
    seen = 0
    for players in _counts(t.module):
        game = _passed_to(t, players)
        if fact.kind == "stick_the_dealer":
            assert game.to_act == 0
            legal = game.legal_actions()
            assert "pass" not in legal and min(_bids(tuple(legal))) == fact.min_bid
            assert ("take set" in legal) is bool(fact.stuck_set)
            if fact.stuck_set:  # the set: the dealer's side set back, the deal passes
                before, setbacks = list(game.scores), list(game.setbacks)
                game.apply("take set")
                lost = fact.stuck_set * game.direction  # counted down, a set adds
                assert game.scores[0] == before[0] - lost and game.setbacks[0] == setbacks[0] + 1
                assert game.hand_result.passed_out and not game.hand_result.tricks
                game.deal()
                assert game.dealer != 0
        else:
            if game.to_act == 0 and "pass" in game.legal_actions():
                game.apply("pass")
            result = game.hand_result
            contract = [e for e in game.events if type(e).__name__ == "Contract"]
            if fact.kind in ("redeal_by_next_dealer", "redeal_by_same_dealer"):
                assert result.passed_out and not contract
                game.deal()  # the next hand: who deals it
                dealer = 0 if fact.kind == "redeal_by_same_dealer" else 1 % players
                if fact.direction == "right" and fact.kind == "redeal_by_next_dealer":
                    dealer = (players - 1) % players
                assert game.dealer == dealer
            else:
                pitcher = (_step(fact) % players) if fact.kind == "eldest_pitches" else 0
                assert contract and contract[0].pitcher == pitcher and contract[0].bid is None
        seen += 1
    return seen


def _obliged(step: Step, forced: fk.ForcedBid | None) -> bool:
    """The player's cards oblige a bid: the forced bid's rank and another of its suit."""
    if forced is None:
        return False
    ranks = [card for card in step.hand if card[0] == forced.rank]
    return any(sum(c[1] == card[1] for c in step.hand) > 1 for card in ranks)


def check_forced(t: Trace, fact: fk.ForcedBid) -> int:
    """A player holding the rank and another card of its suit may not pass, nor bid below
    the forced bid, while the high bid is below it."""
    seen = 0
    for hand in t.hands:
        for step in _auction(hand):
            if _obliged(step, fact) and (step.high_bid or 0) < fact.at_least:
                assert "pass" not in step.legal and min(_bids(step.legal)) >= fact.at_least
                seen += 1
            elif not step.dealer_to_act:
                assert "pass" in step.legal
    return seen


def check_contract(t: Trace, fact: fk.TheContract) -> int:
    """x-3.6: the highest bidder (the last to bid the high bid) plays the contract, at it."""
    seen = 0
    for hand in t.hands:
        contract = _events(hand, "Contract")
        bids = [(_bid(step.action), step.seat) for step in _auction(hand)]
        made = [(bid, seat) for bid, seat in bids if bid is not None]
        if not contract or not made:
            continue
        high = max(bid for bid, _ in made)
        last = [seat for bid, seat in made if bid == high][-1]
        sale = _events(hand, "SaleAnswered")
        if sale and sale[0].action == "refuse":  # the seller pitches, at the price refused
            last = sale[0].seat
        assert (contract[0].pitcher, contract[0].bid) == (last, high)
        seen += 1
    return seen


def _plays(hand: PlayedHand) -> list[Step]:
    return [step for step in hand.steps if step.phase == "play" and step.trick]


def _cards_played(step: Step) -> set[str]:
    return {a.split()[1] for a in step.legal if a.startswith("play ")}


def check_trump_lead(t: Trace, fact: fk.TrumpLead) -> int:
    """x-4.2: on a trump lead, a player holding a trump must play one, any one (a joker
    and the card of trump's colour being trumps)."""
    seen = 0
    for hand in t.hands:
        trump = hand.result.trump
        if trump is None:
            continue
        trumps = _trump_order(t, trump)
        for step in _plays(hand):
            if step.trick[0] not in trumps:
                continue
            held = {card for card in step.hand if card in trumps}
            if held:  # where a renege is allowed, any card (x-4.8 checks its penalty)
                may = set(step.hand) if t.fact(fk.RenegePenalty) is not None else held
                assert _cards_played(step) == may, step
                seen += 1
            else:
                assert fact.trumps_only is None, step  # only trumps: a cold player is passed over
    return seen


def check_plain_lead(t: Trace, fact: fk.PlainLead) -> int:
    """x-4.3: on a plain lead, follow (or trump, where allowed); void, any card or a trump."""
    undertrump = t.fact(fk.NoUndertrump) is not None
    seen = 0
    for hand in t.hands:
        trump = hand.result.trump
        if trump is None:
            continue
        trumps = _trump_order(t, trump)
        for step in _plays(hand):
            led = _suit(step.trick[0], trumps, trump)
            if led == trump:
                continue
            follow = {card for card in step.hand if _suit(card, trumps, trump) == led}
            mine = {card for card in step.hand if card in trumps}
            if follow and t.fact(fk.RenegePenalty) is not None:
                expected = set(step.hand)  # a renege allowed (its penalty: x-4.8)
            elif follow:
                expected = follow | (mine if fact.may_trump else set())
            elif fact.void == "must_trump" and mine:
                expected = mine
            else:
                expected = set(step.hand)
            legal = _cards_played(step)
            assert legal <= expected if undertrump else legal == expected, step
            seen += 1
    return seen


def check_tricks(t: Trace, fact: fk.WinningTricks) -> int:
    """x-4.4: the highest trump wins the trick, else the highest card of the suit led."""
    seen = 0
    for hand in t.hands:
        trump = hand.result.trump
        played = _played(hand)
        for trick in hand.result.tricks:
            assert trump is not None
            best = trick.cards[_trick_winner(t, trick.cards, trump)]
            assert trick.winner == played[best], trick
            seen += 1
    return seen


def check_all_tricks(t: Trace, fact: fk.AllTricks) -> int:
    """x-4.5: how many tricks a hand has."""
    seen = 0
    for hand in t.hands:
        if hand.result.passed_out or _won_by(hand) in ("at_once", "sale"):
            continue
        tricks = len(hand.result.tricks)
        if not hand.result.tricks:
            continue
        if fact.trumps_only:
            assert tricks <= fact.tricks
        elif fact.drawn:
            assert tricks == dict(fact.drawn)[hand.players]
        else:
            runs = len(_events(hand, "RunDealt"))
            assert tricks == fact.tricks + fact.per_run * runs, (tricks, runs)
        seen += 1
    return seen


def _in_play(hand: PlayedHand, kind: str) -> dict[str, int]:
    """The cards in play, each with who held it: dealt (x-2.2), or played to a trick."""
    if kind == "dealt":
        dealt = _events(hand, "Dealt")[0]
        return {card: seat for seat, cards in enumerate(dealt.hands) for card in cards}
    return _played(hand)


def _expected_point(t: Trace, fact: fk.PointOfTheHand, hand: PlayedHand) -> int | None:
    """Who scores the point, as its sentence says: the side, or None."""
    trump = hand.result.trump
    assert trump is not None
    order = _trump_order(t, trump)
    held = _in_play(hand, fact.in_play)
    select, point = fact.select, fact.point
    codes = t.fact(fk.CardCodes).codes
    card: str | None
    if isinstance(select, model.HighestTrump | model.LowestTrump):
        trumps = [c for c in order if c in held]
        if isinstance(select, model.LowestTrump) and fact.jokers:
            trumps = [c for c in trumps if c not in codes]  # "the joker never counts as Low"
        if not trumps:
            return None
        card = trumps[0] if isinstance(select, model.HighestTrump) else trumps[-1]
        level = [c for c in trumps if c in codes]
        # "where the two jokers are the highest trumps in play, the highest is the one played
        # first (later)"
        if (
            isinstance(select, model.HighestTrump)
            and fact.level
            and len(level) == 2
            and card in codes
        ):
            played = [e.card for e in _events(hand, "Played")]  # in the order played
            first, later = sorted(level, key=played.index)
            card = first if fact.level == "first" else later
    elif isinstance(select, model.TrumpCard):
        card = select.rank + trump
    elif isinstance(select, model.SameColourCard):
        card = select.rank + _COLOUR[trump]
    elif isinstance(select, model.JokerCard):
        card = select.code
    else:
        raise AssertionError(select)
    if card not in held:
        return None  # "if it was not dealt (not in play), no one scores it"
    seat = {
        "holder": held.get(card),
        "capturer": _captured(hand).get(card),
        "player": _played(hand).get(card),
    }[point.credit or ""]
    return None if seat is None else hand.side_of[seat]


def _most_count(t: Trace, fact: fk.PointOfTheHand, hand: PlayedHand) -> int | None:
    """x-5.4: each side's total of its cards taken; the highest scores; a tie, as stated."""
    select = fact.select
    assert isinstance(select, model.MostCount)
    codes = t.fact(fk.CardCodes).codes
    values = dict(select.counts)
    # a joker taken counts half a point, where the rule says so: totals in halves
    halves = 2 if select.joker_half else 1
    totals = dict.fromkeys(set(hand.side_of), 0)
    for card, winner in _captured(hand).items():
        if card not in codes:
            totals[hand.side_of[winner]] += halves * values.get(card[0], 0)
        elif select.joker_half:
            totals[hand.side_of[winner]] += 1
    best = max(totals.values())
    top = [side for side, total in totals.items() if total == best]
    if len(top) == 1:
        return top[0]
    eldest = hand.side_of[(hand.result.dealer + _step(fact)) % hand.players]
    pitcher = hand.result.pitcher
    return (
        {
            "nobody": None,
            "carried": None,  # its value waits for the next hand
            "pitcher": hand.side_of[pitcher] if pitcher is not None else None,
            "eldest": eldest,
            "eldest_if_level": eldest,
        }[fact.tie]
        if (
            fact.tie in ("nobody", "carried", "eldest")
            or (fact.tie == "pitcher" and pitcher is not None and hand.side_of[pitcher] in top)
            or (fact.tie == "eldest_if_level" and eldest in top)
        )
        else None
    )


def _scored(hand: PlayedHand) -> bool:
    """The hand was played to its end and scored (not thrown in, not won before the end)."""
    return bool(hand.result.tricks) and _won_by(hand) not in ("at_once", "sale", "setbacks")


def check_point(t: Trace, fact: fk.PointOfTheHand) -> int:
    """x-5.n: who scores each point of the hand, and that no one does when its card is
    not in play (a tie for Game, as the tie rule says)."""
    seen = 0
    for hand in t.hands:
        if not _scored(hand):
            continue
        expected = (
            _most_count(t, fact, hand)
            if isinstance(fact.select, model.MostCount)
            else _expected_point(t, fact, hand)
        )
        assert hand.result.points[fact.point.id] == expected, (fact.point.id, hand.result)
        seen += 1
    return seen


def check_every_trick_point(t: Trace, fact: fk.EveryTrickPoint) -> int:
    """x-5.n: a point for taking every trick goes to the side that took all the tricks of
    the hand, and to no one where they are shared."""
    seen = 0
    for hand in t.hands:
        if not _scored(hand):
            continue
        takers = {hand.side_of[trick.winner] for trick in hand.result.tricks}
        expected = takers.pop() if len(takers) == 1 else None
        assert hand.result.points[fact.point.id] == expected, (fact.point.id, hand.result)
        seen += 1
    return seen


def _value(t: Trace, point_id: str) -> int:
    value: int = next(p.value for p in t.module.RULES.points if p.id == point_id)
    return value


def check_points_made(t: Trace, fact: fk.PointsMade | fk.SideCount) -> int:
    """x-5.6: what a side made is the value of the points that went to it (each worth 1,
    where the rulebook says so)."""
    seen = 0
    worth_one = isinstance(fact, fk.PointsMade) and not fact.valued
    for hand in t.hands:
        if not _scored(hand):
            continue
        if worth_one:
            assert set(_worth(hand).values()) <= {1}
        assert tuple(_made_at_end(t, hand).values()) == tuple(hand.result.points_made)
        seen += 1
    return seen


def _start_of_play(t: Trace, hand: PlayedHand) -> dict[int, int]:
    """Each side's score when the play began, with what was scored the moment it
    happened (a sold pitch's price, a turn-up, a gift) and the captures scored at once."""
    down = -1 if t.fact(fk.Target).countdown else 1
    base = _side_score(hand, hand.result.scores_before)
    for sale in _events(hand, "SaleAnswered"):
        if sale.action == "sell":
            base[hand.side_of[sale.seat]] += sale.price * down
    for scored in _events(hand, "PointScored"):
        if scored.at_once and scored.side is not None:
            base[scored.side] += scored.value * down
    return base


def _at_once_ids(hand: PlayedHand) -> set[str]:
    return {e.point for e in _events(hand, "PointScored") if e.at_once}


def _worth(hand: PlayedHand) -> dict[str, int]:
    """What each point scored at the end of the hand was worth (a hanged jack's worth
    depends on who took it): its value as scored."""
    return {e.point: e.value for e in _events(hand, "PointScored") if not e.at_once}


def _made_at_end(t: Trace, hand: PlayedHand) -> dict[int, int]:
    made = dict.fromkeys(range(len(hand.result.points_made)), 0)
    worth = _worth(hand)
    for point_id, side in hand.result.points.items():
        if side is not None and point_id not in _at_once_ids(hand):
            made[side] += worth.get(point_id, _value(t, point_id))
    return made


def _renege_penalties(hand: PlayedHand) -> dict[int, int]:
    """What each side scored for the hand's reneges (their penalties: check_renege)."""
    owed = dict.fromkeys(set(hand.side_of), 0)
    for renege in _events(hand, "Reneged"):
        for side in owed:
            if side != hand.side_of[renege.seat]:
                owed[side] += renege.penalty
    return owed


def check_renege(t: Trace, fact: fk.RenegePenalty) -> int:
    """x-4.8: a card the follow rules forbid to a player holding the suit led is a renege,
    found when the hand ends with its penalty: in trumps, on a trump lead, and (where the
    rules say so) only while holding a trump of the ten or higher."""
    plain = t.fact(fk.PlainLead)
    seen = 0
    for hand in t.hands:
        trump = hand.result.trump
        if trump is None or not _scored(hand):
            continue
        trumps = _trump_order(t, trump)
        ten = trumps.index("T" + trump) if "T" + trump in trumps else len(trumps) - 1
        found = []
        for step in _plays(hand):
            led = _suit(step.trick[0], trumps, trump)
            card = step.action.removeprefix("play ")
            follow = {c for c in step.hand if _suit(c, trumps, trump) == led}
            if led == trump:
                allowed = follow
            elif plain is None or plain.free:
                allowed = set(step.hand)
            else:
                allowed = follow | (
                    {c for c in step.hand if c in trumps} if plain.may_trump else set()
                )
            if not follow or card in allowed:
                continue
            high = any(c in trumps[: ten + 1] for c in step.hand)
            in_trumps = led == trump and (high or not fact.holding_ten)
            found.append((step.seat, card, fact.in_trumps if in_trumps else fact.points))
        logged = [(e.seat, e.card, e.penalty) for e in _events(hand, "Reneged")]
        assert logged == found, (found, logged)
        seen += len(found)
    return seen


def check_others_score(t: Trace, fact: fk.OthersScore) -> int:
    """x-6.1: every side but the pitcher's adds (counting down: takes off) what it made."""
    if fact.difference:
        return check_by_difference(t, t.fact(fk.ByDifference))
    down = -1 if fact.countdown else 1
    seen = 0
    for hand in t.hands:
        if not _scored(hand):
            continue
        base, after = _start_of_play(t, hand), _side_score(hand, hand.result.scores)
        made = _made_at_end(t, hand)
        owed = _renege_penalties(hand)
        pitcher = hand.result.pitcher
        for side, score in after.items():
            if fact.contract and pitcher is not None and side == hand.side_of[pitcher]:
                continue
            assert score - base[side] == down * (made[side] + owed[side]), (side, hand.result)
            seen += 1
    return seen


def _made_contract(t: Trace, hand: PlayedHand, side: int) -> bool:
    """The contract is made: the points made reach the bid; a smudge that needs every
    trick, with every trick and every point."""
    result, smudge = hand.result, t.fact(fk.SmudgeBid)
    if smudge is not None and smudge.needs_every_trick and result.bid == smudge.bid:
        tricks = {hand.side_of[trick.winner] for trick in result.tricks}
        points = {each for each in result.points.values()}
        made = tricks == {side} and points == {side}
    else:
        made = result.points_made[side] >= result.bid
    assert result.made is made, result
    return bool(made)


def check_contract_scoring(t: Trace, fact: fk.ContractScoring) -> int:
    """x-6.2: the pitcher's side adds what it made if it reached the bid (a smudge that
    scores its bid, the bid), else is set back by the bid; without a contract, as the others."""
    down = -1 if fact.countdown else 1
    seen = 0
    for hand in t.hands:
        result = hand.result
        if not _scored(hand) or result.pitcher is None:
            continue
        side = hand.side_of[result.pitcher]
        base, after = _start_of_play(t, hand), _side_score(hand, result.scores)
        made = _made_at_end(t, hand)[side]
        if result.bid is None:
            assert fact.without_contract
            expected = made
        elif _made_contract(t, hand, side):
            smudge = fact.smudge_scores_bid
            expected = result.bid if smudge is not None and result.bid == smudge else made
        else:
            expected = -result.bid
            assert [e.side for e in _events(hand, "SetBack")] == [side]
        assert after[side] - base[side] == down * expected, hand.result
        seen += 1
    return seen


def check_by_difference(t: Trace, fact: fk.ByDifference) -> int:
    """x-6.5: only one side scores a hand: made, the higher count scores the difference."""
    seen = 0
    for hand in t.hands:
        result = hand.result
        if not _scored(hand) or result.pitcher is None or not result.made:
            continue
        before, after = _side_score(hand, result.scores_before), _side_score(hand, result.scores)
        counts = result.points_made
        gained = {side: after[side] - before[side] for side in after}
        high = max(counts)
        if list(counts).count(high) > 1:
            assert set(gained.values()) == {0}
        else:
            winner = counts.index(high)
            assert gained[winner] == high - sorted(counts)[-2]
            assert all(v == 0 for side, v in gained.items() if side != winner)
        seen += 1
    return seen


def check_set_side(t: Trace, fact: fk.SetSide) -> int:
    """x-6.6: set, the bidding side scores 0 and the other side every point plus the
    shortfall, or (as the fact says) its own points plus the bid."""
    seen = 0
    for hand in t.hands:
        result = hand.result
        if not _scored(hand) or result.pitcher is None or result.made is not False:
            continue
        side = hand.side_of[result.pitcher]
        before, after = _side_score(hand, result.scores_before), _side_score(hand, result.scores)
        shortfall = result.bid - result.points_made[side]
        for each, score in after.items():
            gained = score - before[each]
            if each == side:
                assert gained == 0, result
            elif fact.own_plus_bid:
                assert gained == result.points_made[each] + result.bid, result
            else:
                assert gained == fact.total + shortfall, result
        seen += 1
    return seen


def check_target(t: Trace, fact: fk.Target) -> int:
    """x-7.1: a hand at whose end a side has reached the target ends the game; a game
    ends otherwise only by a rule of its own (an instant win, a point scored at once)."""
    seen = 0
    for hand in t.hands:
        reached = _sides_reached(t, hand, fact)
        by = _won_by(hand)
        if reached and not fact.bid_out:
            assert by is not None, hand.result
        if by in ("target", "pitcher_first", "count_out", "higher_score"):
            assert hand.result.winner in reached
        if by is None:
            assert not reached or fact.bid_out
        seen += 1
    return seen


def check_one_winner(t: Trace, fact: fk.OneWinner) -> int:
    """x-7.4: a game has one winner."""
    for hand in t.hands:
        assert len(_events(hand, "GameWon")) <= 1
    return sum(1 for hand in t.hands if hand.result.winner is not None)


_BRINK: dict[str, tuple[PlayedHand, ...]] = {}


def _brink(t: Trace) -> tuple[PlayedHand, ...]:
    if t.plan.variant.id not in _BRINK:
        _BRINK[t.plan.variant.id] = _brink_hands(t)
    return _BRINK[t.plan.variant.id]


def _brink_hands(t: Trace) -> tuple[PlayedHand, ...]:
    rng = random.Random(f"brink {t.plan.variant.id}")
    target = t.fact(fk.Target)
    players = _counts(t.module)[-1]
    out = []
    for _ in range(30):
        game = t.module.Game(
            players,
            seed=rng.randrange(10**6),
            scores=[1 if target.countdown else target.target - 1] * players,
        )
        game.deal()
        while game.to_act is not None:
            game.apply(_choose(game.phase, tuple(game.legal_actions()), rng))
        out.append(
            PlayedHand(
                players,
                tuple(game.side_of),
                (),
                tuple(_this_hand(game.events)),
                game.hand_result,
                tuple(game.setbacks),
                game.payouts(),
                None,
            )
        )
    return tuple(out)


def _at_the_brink(t: Trace) -> tuple[PlayedHand, ...]:
    """Hands where every side is a point from the target: who wins is the count-out's."""
    return _brink(t._replace(stated=()))


def check_count_out(t: Trace, fact: fk.CountingOut) -> int:
    """x-7.3: when a side reaches the target at the end of a hand, the winner: the pitcher's
    side first if it made its bid and reached it; then the points one at a time, in the
    stated order, from the scores when the play began; or the higher score."""
    down = -1 if fact.countdown else 1
    seen = 0
    for hand in (*t.hands, *_at_the_brink(t)):
        result = hand.result
        if (
            not _scored(hand)
            or _won_by(hand) in ("smudge", "all_points")
            or not (_sides_reached(t, hand))
        ):
            continue
        after = _side_score(hand, result.scores)
        if fact.mode == "higher_score":
            best = max(after.values()) if down == 1 else min(after.values())
            leaders = [side for side, score in after.items() if score == best]
            if len(leaders) == 1:
                assert result.winner == leaders[0]
                seen += 1
            continue
        if fact.mode == "none":  # only one side scores a hand: it alone can reach the target
            before = _side_score(hand, result.scores_before)
            assert sum(after[side] != before[side] for side in after) <= 1
            assert result.winner in _sides_reached(t, hand)
            seen += 1
            continue
        if fact.mode == "bid_out":  # only the bidding side, making its bid, goes out
            if result.winner is not None:
                assert result.made and result.winner == hand.side_of[result.pitcher]
                seen += 1
            continue
        pitcher = None if result.pitcher is None else hand.side_of[result.pitcher]
        reached = _sides_reached(t, hand)
        if fact.pitcher_first and pitcher in reached and result.made:
            assert result.winner == pitcher, result
            seen += 1
            continue
        running = _start_of_play(t, hand)
        winner = None
        for point_id in fact.order:
            side = result.points.get(point_id)
            if side is None or (side == pitcher and result.made is False):  # set: not counted
                continue
            running[side] += down * _worth(hand).get(point_id, _value(t, point_id))
            if side in reached and (
                running[side] <= 0 if down < 0 else running[side] >= fact.target
            ):
                winner = side
                break
        if winner is not None:
            assert result.winner == winner, (winner, result)
            seen += 1
    return seen


def _finished(t: Trace) -> list[PlayedHand]:
    return [hand for hand in t.hands if hand.result.winner is not None]


def _settle(t: Trace, hand: PlayedHand, fact: fk.Settle, per_setback: int) -> list[int]:
    """x-8.1, x-8.2: each player of a losing side pays each player of the winning side, by
    its final score (counting down, below the target or not), and per set-back."""
    winner = hand.result.winner
    winners = [seat for seat in range(hand.players) if hand.side_of[seat] == winner]
    net = [0] * hand.players
    for seat, score in enumerate(hand.result.scores):
        if hand.side_of[seat] == winner:
            continue
        above = score < fact.target if fact.countdown else score >= 1
        chips = (fact.above_zero if above else fact.at_or_below_zero) + per_setback * (
            hand.result.setbacks[seat]
        )
        net[seat] -= chips * len(winners)
        for each in winners:
            net[each] += chips
    return net


def check_settle(t: Trace, fact: fk.Settle) -> int:
    chips = t.fact(fk.SetbackChips)
    for hand in _finished(t):
        assert hand.payouts == _settle(t, hand, fact, chips.per_setback if chips else 0)
    return len(_finished(t))


def check_net(t: Trace, fact: fk.NetChips) -> int:
    for hand in _finished(t):
        assert hand.payouts is not None and sum(hand.payouts) == 0
    return len(_finished(t))


def check_no_stakes(t: Trace, fact: fk.NoStakes) -> int:
    for hand in _finished(t):
        assert hand.payouts is None
    return len(_finished(t))


def _game_with_setbacks(t: Trace, setbacks: int, rng: random.Random) -> Any:
    """A game near its end whose players have been set back so many times already; played
    on at random until it ends (or until a set-back, where that is what a check needs)."""
    players = _counts(t.module)[0]
    return t.module.Game(
        players,
        seed=rng.randrange(10**6),
        scores=_near_the_end(t.module, players, rng),
        setbacks=[setbacks] * players,
    )


def _play_out(game: Any, rng: random.Random, until: Callable[[Any], bool] | None = None) -> None:
    """Random legal play to the end of the game (or until `until` holds after a hand)."""
    for _ in range(300):
        if game.game_over:
            return
        game.deal()
        while game.to_act is not None:
            game.apply(rng.choice(game.legal_actions()))
        if until is not None and until(game):
            return
    # a long game (a target of 100, say): the checks count only the games that ended


def check_setbacks_recorded(t: Trace, fact: fk.SetbacksRecorded) -> int:
    """x-6.4: set-backs cost chips at settlement where it says so, and nothing where it says
    they cost only the bid; where so many lose the game, they do."""
    rng = random.Random(f"setbacks {t.plan.variant.id}")
    settle = t.fact(fk.Settle)
    # "a set-back costs only its bid": what the contract's check plays
    seen = 0 if fact.costs or fact.loses else check_contract_scoring(t, t.fact(fk.ContractScoring))
    for _ in range(20):
        game = _game_with_setbacks(t, 1 if fact.loses else 2, rng)
        _play_out(game, rng)
        if not game.game_over:
            continue
        if settle is not None:
            losers = [s for s in range(game.players) if game.side_of[s] != game.winner]
            base = 1 if fact.loses else 2
            per = [s for s in losers if game.setbacks[s] >= base]
            hand = PlayedHand(
                game.players, tuple(game.side_of), (), (), game.hand_result, (), None, None
            )
            with_chips = _settle(t, hand, settle, 1)
            without = _settle(t, hand, settle, 0)
            assert game.payouts() == (with_chips if fact.costs else without)
            seen += bool(per)
        if fact.loses:
            assert max(game.setbacks) <= fact.loses
            seen += 1
    return seen


def check_setbacks_lose(t: Trace, fact: fk.SetbacksLose) -> int:
    """x-7.6: a side set back for the Nth time loses the game at once."""
    rng = random.Random(f"setbacks lose {t.plan.variant.id}")
    seen = 0
    for _ in range(10):
        game = _game_with_setbacks(t, max(fact.times - 2, 0), rng)
        _play_out(game, rng, until=lambda g: max(g.setbacks) >= fact.times - 1)
        if max(game.setbacks) == fact.times - 1 and game.game_over:  # not yet: the N-1th
            assert [e.by for e in game.events if type(e).__name__ == "GameWon"] != ["setbacks"]
        _play_out(game, rng, until=lambda g: max(g.setbacks) >= fact.times)
        if max(game.setbacks) >= fact.times:
            assert game.game_over  # the hand of the Nth set-back ends the game
        losers = [seat for seat in range(game.players) if game.setbacks[seat] >= fact.times]
        if losers:
            assert all(game.side_of[seat] != game.winner for seat in losers)
            seen += 1
    return seen


def _near_going_out(t: Trace) -> list[PlayedHand]:
    """Hands dealt to a table one point from the target, until a few have gone out."""
    rng = random.Random(f"going out {t.plan.variant.id}")
    target = t.fact(fk.Target)
    players = _counts(t.module)[0]
    out: list[PlayedHand] = []
    for _ in range(200):
        game = t.module.Game(
            players,
            seed=rng.randrange(10**6),
            scores=[1 if target.countdown else target.target - 1] * players,
        )
        game.deal()
        while game.to_act is not None:
            game.apply(_choose(game.phase, tuple(game.legal_actions()), rng))
        events = tuple(_this_hand(game.events))
        result = game.hand_result
        out.append(PlayedHand(players, tuple(game.side_of), (), events, result, (), None, None))
        if sum(_won_by(h) == "going_out" for h in out) >= 3:
            break
    return out


def check_going_out(t: Trace, fact: fk.GoingOut) -> int:
    """x-7.7: a game the pitcher's side goes out in ends between two tricks, with the bid
    made by points credited to that side only (none of those known only at the end of the
    hand), which bring it to the target; every other hand is played to its last trick."""
    down = -1 if fact.countdown else 1
    goal = 0 if fact.countdown else fact.target
    values = {point.id: point.value for point in t.module.RULES.points}
    at_the_end = {point for point, when in fact.points if when == "end"}
    hand_size = t.module.RULES.hand_at_play
    seen = 0
    for hand in (*t.hands, *_brink(t), *_near_going_out(t)):
        result = hand.result
        if _won_by(hand) != "going_out":
            continue
        side = hand.side_of[result.pitcher]
        credited = {point: to for point, to in result.points.items() if to is not None}
        assert set(credited.values()) == {side}, result
        assert not at_the_end & set(credited), result
        made = sum(values[point] for point in credited)
        assert result.made is True and result.bid is not None and made >= result.bid
        assert result.scores[result.pitcher] == result.scores_before[result.pitcher] + made * down
        assert result.scores[result.pitcher] * down >= goal * down
        assert 0 < len(result.tricks) < hand_size and result.winner == side
        seen += 1
    return seen


def check_fixed_deals(t: Trace, fact: fk.FixedDeals) -> int:
    """x-7.8: once each player has dealt `times` times, a game no side has won ends, and
    the best score wins it alone; while the best is tied, play goes on a deal at a time."""
    rng = random.Random(f"fixed deals {t.plan.variant.id}")
    seen = 0
    for players in _counts(t.module)[:2]:
        limit = fact.times * players
        for _ in range(10):
            game = t.module.Game(players, dealer=rng.randrange(players))
            for _ in range(limit + 30):
                game.deal()
                while game.to_act is not None:
                    game.apply(rng.choice(game.legal_actions()))
                best = [game.scores[s] * game.direction for s in range(game.sides)]
                tied = best.count(max(best)) > 1
                if game.deals_dealt >= limit and not game.game_over:
                    assert tied  # past the deals, only a tie at the top plays on
                if game.game_over:
                    break
            won = [e.by for e in game.events if type(e).__name__ == "GameWon"]
            if won == ["deals"]:
                assert game.deals_dealt >= limit and not tied
                assert best.index(max(best)) == game.winner
                seen += 1
    return seen


def check_refused(t: Trace, fact: fk.Refused) -> int:
    """x-9.1: an illegal action is refused, naming a rule of this rulebook; nothing changes."""
    seen = 0
    prefix = t.plan.variant.prefix
    for players in _counts(t.module)[:2]:
        game = t.module.Game(players, seed=players)
        game.deal()
        rng = random.Random(players)
        while game.to_act is not None:
            before = game.observation(game.to_act)
            legal = set(game.legal_actions())
            wrong = next(
                a for a in ("bid 99", "play ZZ", "pass", "done", "stand") if a not in legal
            )
            with pytest.raises(t.module.IllegalAction) as refused:
                game.apply(wrong)
            assert refused.value.rule.startswith(f"{prefix}-")
            assert game.observation(game.to_act) == before
            seen += 1
            game.apply(rng.choice(sorted(legal)))
    return seen


def check_no_penalties(t: Trace, fact: fk.NoPenalties) -> int:
    """x-9.2: a misdeal cannot happen: a deal of the wrong cards is refused."""
    players = _counts(t.module)[0]
    game = t.module.Game(players, seed=1)
    size = t.fact(fk.Dealing).hand_size
    cards = _all_cards(t.hands[0])
    with pytest.raises(Exception):  # noqa: B017 (a card dealt twice)
        game.deal([[cards[0]] * size for _ in range(players)])
    return 1


def check_pitch(t: Trace, fact: fk.Pitch) -> int:
    """x-4.1: the pitcher (without an auction, the player next to the dealer) leads; the
    suit of that card is trump (a joker pitched: the suit the rulebook names)."""
    seen = 0
    for hand in t.hands:
        if not hand.result.tricks:
            continue
        first = hand.result.tricks[0]
        contract = _events(hand, "Contract")[0]
        if fact.no_auction:
            assert contract.pitcher == (hand.result.dealer + _step(fact)) % hand.players
        assert first.leader == contract.pitcher
        card = first.cards[0]
        declared = t.fact(fk.DeclaredPitch)
        if declared is not None and len(_suits_of_pitch(t, declared, card)) > 1:
            continue  # the pitcher declares its suit: check_declared_pitch
        codes = t.fact(fk.CardCodes).codes
        assert hand.result.trump == (fact.joker_trump if card in codes else card[1])
        seen += 1
    return seen


_OTHER_OF_COLOUR = {"S": "C", "C": "S", "H": "D", "D": "H"}


def _suits_of_pitch(t: Trace, fact: fk.DeclaredPitch, card: str) -> set[str]:
    """The suits a pitched card may make trump, as x-4.10 states them: any for a joker that
    names none, its own or the other of its colour for a card of the joined card's rank."""
    if card in t.fact(fk.CardCodes).codes:  # a joker
        return set("SHDC") if fact.jokers != "none" else set()
    if fact.joined is not None and card[0] == fact.joined.rank:
        return {card[1], _OTHER_OF_COLOUR[card[1]]}
    return {card[1]}


def check_declared_pitch(t: Trace, fact: fk.DeclaredPitch) -> int:
    """x-4.10: a pitch that could make several suits trump waits for its pitcher, who
    declares one of them (and nothing else) before anyone plays; that suit is trump. A
    plain pitch is not declared."""
    seen = 0
    for hand in t.hands:
        if not hand.result.tricks:
            continue
        card = hand.result.tricks[0].cards[0]
        suits = _suits_of_pitch(t, fact, card)
        declaring = [s for s in hand.steps if s.phase == "declaring"]
        if len(suits) < 2:
            assert not declaring
            continue
        (step,) = declaring
        assert step.seat == hand.result.tricks[0].leader and step.trick == (card,)
        assert set(step.legal) == {f"name {suit}" for suit in suits}
        assert hand.result.trump == step.action.removeprefix("name ")
        seen += 1
    return seen


def check_first_lead(t: Trace, fact: fk.FirstLead) -> int:
    """Eldest, the player next to the dealer, leads to the first trick."""
    seats = t.fact(fk.Seats)
    seen = 0
    for hand in t.hands:
        if hand.result.tricks:
            eldest = (hand.result.dealer + _step(seats)) % hand.players
            assert hand.result.tricks[0].leader == eldest
            seen += 1
    return seen


def check_maker_leads(t: Trace, fact: fk.MakerLeads) -> int:
    """The maker leads to the first trick (only trumps played: the first from the maker who
    holds one)."""
    seen = 0
    for hand in t.hands:
        result = hand.result
        if not result.tricks or result.pitcher is None:
            continue
        if getattr(fact, "left_of_maker", False):
            assert result.tricks[0].leader == (result.pitcher + _step(fact)) % hand.players
        elif fact.trumps_only is None:
            assert result.tricks[0].leader == result.pitcher
        else:
            order, n = _trump_order(t, result.trump), hand.players
            held = {seat for card, seat in _played(hand).items() if card in order}
            ring = [(result.pitcher + _step(fact) * k) % n for k in range(n)]
            assert result.tricks[0].leader == next(seat for seat in ring if seat in held)
        seen += 1
    return seen


def check_named_trump(t: Trace, fact: fk.NamedTrump) -> int:
    """The maker names trump."""
    seen = 0
    for hand in t.hands:
        for fixed in _events(hand, "TrumpFixed"):
            assert fixed.how == "named" and fixed.seat == hand.result.pitcher
            seen += 1
    return seen


def check_trumps_only(t: Trace, fact: fk.TrumpsOnly) -> int:
    """Only trumps are played: every card played is a trump."""
    seen = 0
    for hand in t.hands:
        if hand.result.trump is None:
            continue
        order = _trump_order(t, hand.result.trump)
        for trick in hand.result.tricks:
            assert all(card in order for card in trick.cards), trick
            seen += 1
    return seen


def check_no_undertrump(t: Trace, fact: fk.NoUndertrump) -> int:
    """No trump below one already in the trick on a plain lead, unless holding only trumps."""
    seen = 0
    for hand in t.hands:
        trump = hand.result.trump
        if trump is None:
            continue
        order = _trump_order(t, trump)
        for step in _plays(hand):
            in_trick = [order.index(c) for c in step.trick if c in order]
            if _suit(step.trick[0], order, trump) == trump or not in_trick:
                continue
            if all(card in order for card in step.hand):
                continue
            for card in _cards_played(step):
                assert card not in order or order.index(card) < min(in_trick), step
            seen += 1
    return seen


def check_nobody_buys(t: Trace, fact: fk.NobodyBuys) -> int:
    """Nobody bids for the pitch: the seller pitches without a contract."""
    seen = 0
    for players in _counts(t.module):
        game = t.module.Game(players, dealer=0, seed=players)
        game.deal()
        seller = _step(t.fact(fk.Seats)) % players
        while game.phase == "auction":
            game.apply("pass")
        contract = [e for e in game.events if type(e).__name__ == "Contract"]
        assert contract and (contract[0].pitcher, contract[0].bid) == (seller, None)
        seen += 1
    return seen


def check_instant(t: Trace, fact: fk.InstantWins) -> int:
    """x-7.2: a made smudge wins at once (not from the hole); a side that takes every point
    of the hand wins."""
    seen = 0
    for hand in t.hands:
        result = hand.result
        if not _scored(hand) or result.pitcher is None:
            assert fact.smudge is not None or _won_by(hand) not in ("smudge", "all_points")
            continue
        side = hand.side_of[result.pitcher]
        before = _side_score(hand, result.scores_before)[side]
        hole = before > fact.target if fact.countdown else before < 0
        smudge = fact.smudge
        smudged = smudge is not None and result.bid == smudge.bid
        if smudged and result.made and not (hole and smudge is not None and smudge.unless_in_hole):
            assert result.winner == side and _won_by(hand) == "smudge", result
            seen += 1
        every = {result.points.get(p) for p in fact.every}
        if fact.all_points and len(every) == 1 and None not in every:
            assert result.winner == every.pop()
            seen += 1
        if fact.smudge is None and not fact.all_points:  # "no bid wins the game at once"
            assert _won_by(hand) not in ("smudge", "all_points"), result
            seen += 1
        if smudged and fact.set_loses and result.made is False:
            assert result.winner is not None and result.winner != side, result
            seen += 1
    pitched = t.fact(fk.Pitch)
    if fact.smudge is not None and (pitched is None or pitched.no_auction):
        return seen + _bid_the_smudge(t, fact)
    if pitched is None or pitched.no_auction or t.fact(fk.InPlay).kind != "dealt":
        return seen
    if fact.smudge is None and not fact.all_points:
        return seen
    bid = fact.smudge.bid if fact.smudge is not None else t.fact(fk.Bids).min_bid
    in_the_hole = fact.target + 1 if fact.countdown else -1
    level = fact.target if fact.countdown else 0
    game = _sweep(t, bid, level)  # not in the hole: the sweep wins at once
    side = game.side_of[game.hand_result.pitcher]
    if fact.all_points:
        assert {game.hand_result.points[p] for p in fact.every} == {side}
    assert game.winner == side, game.hand_result
    from_the_hole = _sweep(t, bid, in_the_hole)
    if fact.all_points or (fact.smudge is not None and not fact.smudge.unless_in_hole):
        assert from_the_hole.winner == side  # "whatever the scores"
    elif fact.smudge is not None:  # from the hole, it just scores (the target is far off)
        assert not from_the_hole.game_over
    return seen + 1


def _sweep(t: Trace, bid: int, start: int) -> Any:
    """A hand built for a pitcher who takes every trick and every point: the player left of
    the dealer, at `start`, holds the top trumps and the lowest one, bids `bid` and leads
    them; no one else holds a spade."""
    players, hand_size = _counts(t.module)[0], t.fact(fk.Dealing).hand_size
    ranks = t.fact(fk.PackOfCards).ranks
    pitcher = _step(t.fact(fk.Seats)) % players
    spades = [rank + "S" for rank in (*ranks[: hand_size - 1], ranks[-1])]
    others = iter(rank + suit for rank in reversed(ranks) for suit in "HDC")
    hands = [
        spades if seat == pitcher else [next(others) for _ in range(hand_size)]
        for seat in range(players)
    ]
    game = t.module.Game(players, dealer=0, scores=[start] * players)
    game.deal(hands)
    while game.phase == "auction":
        game.apply(f"bid {bid}" if game.to_act == pitcher else "pass")
    while game.to_act is not None:
        legal = game.legal_actions()
        mine = [a for a in legal if a.removeprefix("play ") in spades]
        game.apply(mine[0] if game.to_act == pitcher and mine else legal[0])
    return game


def _bid_the_smudge(t: Trace, fact: fk.InstantWins) -> int:
    """Games whose first bidder bids the smudge, played on at random from near the end:
    made, it wins at once (not from the hole, where the rule says so); set, where a set
    smudge loses the game, the other side wins."""
    assert fact.smudge is not None
    rng = random.Random(f"smudge {t.plan.variant.id}")
    seen = 0
    for _ in range(12):
        players = _counts(t.module)[-1]
        game = t.module.Game(players, seed=rng.randrange(10**6))
        before = list(game.scores)
        game.deal()
        game.apply(f"bid {fact.smudge.bid}")
        while game.to_act is not None:
            game.apply(rng.choice(game.legal_actions()))
        result, side = game.hand_result, game.side_of[game.hand_result.pitcher]
        if result.made:
            assert game.winner == side, result
        elif fact.set_loses:
            assert game.winner is not None and game.winner != side, result
        else:
            assert game.winner is None, (before, result)
        seen += 1
    return seen


def _every_point(t: Trace, _: Any) -> int:
    return sum(
        check_point(t, each)
        for each in t.plan.facts()
        if isinstance(each, fk.PointOfTheHand) and _point_checked(each)
    )


def check_counting_cards(t: Trace, fact: fk.CountingCards) -> int:
    """The counting cards' values are those the point counts with (and the point's check
    counts with them)."""
    point = next(
        each
        for each in t.plan.facts()
        if isinstance(each, fk.PointOfTheHand) and each.point.id == fact.point_id
    )
    assert isinstance(point.select, model.MostCount)
    assert point.select.counts == fact.counts
    return check_point(t, point)


def _trump_order_used(t: Trace, _: Any) -> int:
    """The trump order (and the card of trump's colour as a trump): every trick won as that
    order says, every lead followed as it says."""
    return check_tricks(t, t.fact(fk.WinningTricks)) + check_trump_lead(t, t.fact(fk.TrumpLead))


def _point_checked(fact: fk.PointOfTheHand) -> bool:
    return isinstance(
        fact.select,
        model.HighestTrump
        | model.LowestTrump
        | model.TrumpCard
        | model.SameColourCard
        | model.JokerCard
        | model.MostCount,
    ) and (
        isinstance(fact.select, model.MostCount)
        or fact.point.credit
        in (
            "holder",
            "capturer",
            "player",
        )
    )


def check_turn_up(t: Trace, fact: fk.TurnUp | fk.StockTrump) -> int:
    """The card turned up from the stock fixes trump: its suit (the last one turned up that
    was not set aside)."""
    seen = 0
    for hand in t.hands:
        fixed = [e for e in _events(hand, "TrumpFixed") if e.how in ("turn_up", "top_of_stock")]
        if fixed:
            shown = [e.card for e in _events(hand, "CardTurnedUp") if not e.set_aside]
            assert fixed[0].suit == shown[-1][1], hand.events
            seen += 1
    return seen


def _begged(hand: PlayedHand) -> list[Any]:
    return _events(hand, "Begged")


def check_beg_or_stand(t: Trace, fact: fk.BegOrStand) -> int:
    """Eldest, the player next to the dealer, alone decides, once: stand or beg."""
    step, seen = _step(t.fact(fk.Seats)), 0
    for hand in t.hands:
        begged = _begged(hand)
        if begged:
            eldest = (hand.result.dealer + step) % hand.players
            assert begged[0].seat == eldest and begged[0].action in ("stand", "beg")
            assert [e.seat for e in begged].count(eldest) == 1 or eldest == hand.result.dealer
            seen += 1
    return seen


def check_stand(t: Trace, fact: fk.Stand) -> int:
    """Standing, the turned-up suit is trump and play begins: no run, no second turn-up."""
    seen = 0
    for hand in t.hands:
        begged = _begged(hand)
        if begged and begged[0].action == "stand":
            shown = _events(hand, "CardTurnedUp")
            assert len(shown) == 1 and not _events(hand, "RunDealt")
            assert hand.result.trump == shown[0].card[1]
            seen += 1
    return seen


def check_beg(t: Trace, fact: fk.Beg) -> int:
    """To a beg, the dealer answers: gives the gift, or runs the cards."""
    seen = 0
    for hand in t.hands:
        begged = _begged(hand)
        if begged and begged[0].action == "beg":
            answer = begged[1]
            assert answer.seat == hand.result.dealer and answer.action in ("give", "run")
            if answer.action == "give":  # the turned-up suit is trump
                assert hand.result.trump == _events(hand, "CardTurnedUp")[0].card[1]
            seen += 1
    return seen


def check_run_again(t: Trace, fact: fk.RunAgain) -> int:
    """A card turned up in the refused suit is set aside, and the dealer runs again."""
    seen = 0
    for hand in t.hands:
        shown = _events(hand, "CardTurnedUp")
        for card in shown[1:]:
            assert card.set_aside == (card.card[1] == shown[0].card[1]), shown
            seen += 1
    return seen


def check_held_at_play(
    t: Trace, fact: fk.DealBack | fk.RobThePack | fk.DownTo | fk.DiscardAfterRun
) -> int:
    """After the discards (dealt back, the pack robbed, down to the hand size), every
    player holds so many cards when it first plays."""
    seen = 0
    for hand in t.hands:
        first: dict[int, Step] = {}
        for step in hand.steps:
            if step.phase == "play":
                first.setdefault(step.seat, step)
        for step in first.values():
            assert len(step.hand) == fact.keep, step
            seen += 1
    return seen


def check_discard_plain(t: Trace, fact: fk.DiscardPlain) -> int:
    """Each player (but the one who robs the pack) discards plain cards, every one (or up
    to so many, as it chooses); a trump only while holding more trumps than the hand size,
    or, trumps too, any card; never a point card the rulebook keeps."""
    seen = 0
    for hand in t.hands:
        trump = hand.result.trump
        if trump is None:
            continue
        order = _trump_order(t, trump)
        kept = set()
        if fact.kept is not None:
            kept |= {rank + trump for rank in fact.kept.trumps}
            kept |= {rank + _COLOUR[trump] for rank in fact.kept.same_colour}
            kept |= set(t.fact(fk.CardCodes).codes) if fact.kept.joker else set()
        robber = {"dealer": hand.result.dealer, "pitcher": hand.result.pitcher}.get(fact.robber)
        passed = False  # the pack passed to the partner: the rest is robbing (its own rule)
        for step in hand.steps:
            passed = passed or step.action == "partner"
            if step.phase != "discard" or not any(a.startswith("discard ") for a in step.legal):
                continue
            if step.seat == robber or passed:  # robbing the pack, any card goes (its own rule)
                continue
            dropping = {a.split()[1] for a in step.legal if a.startswith("discard ")}
            trumps = [card for card in step.hand if card in order]
            plain = {card for card in step.hand if card not in order}
            assert not dropping & kept, step
            if fact.trumps_too:  # any card goes, trumps too
                assert dropping <= set(step.hand), step
            elif len(trumps) <= fact.keep:
                assert dropping <= plain, step
            if fact.at_most == 0 and plain - kept:
                assert "done" not in step.legal, step
            seen += 1
    return seen


def check_gift(t: Trace, fact: fk.GiftPoint) -> int:
    """The dealer gives: the gift is scored at once, worth its value, by who the rulebook
    names at that table (eldest, each opponent, eldest's side, each side but the dealer's)."""
    step, seen = _step(t.fact(fk.Seats)), 0
    for hand in t.hands:
        if not any(e.action == "give" for e in _begged(hand)):
            continue
        n, dealer = hand.players, hand.result.dealer
        dealer_side = hand.side_of[dealer]
        receivers = {
            "eldest": {hand.side_of[(dealer + step) % n]},
            "eldest_side": {hand.side_of[(dealer + step) % n]},
            "each_opponent": set(hand.side_of) - {dealer_side},
            "each_other_side": set(hand.side_of) - {dealer_side},
        }[dict(fact.receivers)[n]]
        gifts = [e for e in _events(hand, "PointScored") if e.point == fact.point_id]
        assert {e.side for e in gifts} == receivers and all(e.at_once for e in gifts)
        assert {e.value for e in gifts} == {fact.value}
        seen += 1
    return seen


def check_run(t: Trace, fact: fk.Run) -> int:
    """Running the cards: so many more cards to each player, then a new card turned up."""
    seen = 0
    for hand in t.hands:
        for run in _events(hand, "RunDealt"):
            assert {len(cards) for cards in run.cards} == {fact.size}
            seen += 1
    return seen


def check_no_auction(t: Trace, fact: fk.NoAuction) -> int:
    """x-3.1: no bidding: the player next to the dealer pitches, without a contract."""
    for hand in t.hands:
        contract = _events(hand, "Contract")[0]
        assert not _auction(hand)
        assert contract.pitcher == (hand.result.dealer + _step(fact)) % hand.players
        assert contract.bid is None
    return len(t.hands)


CHECKS: dict[type, Check] = {
    fk.GiftPoint: check_gift,
    fk.Run: check_run,
    fk.DealBack: check_held_at_play,
    fk.RobThePack: check_held_at_play,
    fk.DownTo: check_held_at_play,
    fk.DiscardAfterRun: check_held_at_play,
    fk.DiscardPlain: check_discard_plain,
    fk.TurnUp: check_turn_up,
    fk.StockTrump: check_turn_up,
    fk.BegOrStand: check_beg_or_stand,
    fk.Stand: check_stand,
    fk.Beg: check_beg,
    fk.RunAgain: check_run_again,
    fk.NoAuction: check_no_auction,
    fk.Players: check_players,
    fk.TheSides: check_sides,
    fk.Seats: check_seats,
    fk.PackOfCards: check_pack,
    fk.CardCodes: check_card_codes,
    fk.SameColourTrump: _trump_order_used,
    fk.CardSuits: _trump_order_used,
    fk.CountingCards: check_counting_cards,
    fk.Dealing: check_dealing,
    fk.InPlay: _every_point,
    fk.Rotation: check_rotation,
    fk.BiddingOrder: check_bidding_order,
    fk.Bids: check_bids,
    fk.DealersPrivilege: check_privilege,
    fk.RetakeTopBid: lambda t, _: check_bids(t, t.fact(fk.Bids)),
    fk.SmudgeBid: check_smudge,
    fk.AllPass: check_all_pass,
    fk.ForcedBid: check_forced,
    fk.NobodyBuys: check_nobody_buys,
    fk.TheContract: check_contract,
    fk.NamedTrump: check_named_trump,
    fk.Pitch: check_pitch,
    fk.DeclaredPitch: check_declared_pitch,
    fk.FirstLead: check_first_lead,
    fk.MakerLeads: check_maker_leads,
    fk.TrumpLead: check_trump_lead,
    fk.PlainLead: check_plain_lead,
    fk.WinningTricks: check_tricks,
    fk.AllTricks: check_all_tricks,
    fk.NoUndertrump: check_no_undertrump,
    fk.RenegePenalty: check_renege,
    fk.TrumpsOnly: check_trumps_only,
    fk.PointOfTheHand: check_point,
    fk.EveryTrickPoint: check_every_trick_point,
    fk.PointsMade: check_points_made,
    fk.SideCount: check_points_made,
    fk.InPlayOnly: _every_point,
    fk.OthersScore: check_others_score,
    fk.ByDifference: check_by_difference,
    fk.SetSide: check_set_side,
    fk.ContractScoring: check_contract_scoring,
    fk.SetbacksRecorded: check_setbacks_recorded,
    fk.Target: check_target,
    fk.InstantWins: check_instant,
    fk.CountingOut: check_count_out,
    fk.OneWinner: check_one_winner,
    fk.SetbacksLose: check_setbacks_lose,
    fk.GoingOut: check_going_out,
    fk.FixedDeals: check_fixed_deals,
    fk.NoStakes: check_no_stakes,
    fk.Settle: check_settle,
    fk.SetbackChips: lambda t, _: check_settle(t, t.fact(fk.Settle)),
    fk.NetChips: check_net,
    fk.Refused: check_refused,
    fk.NoPenalties: check_no_penalties,
}

_TURN_UP = (
    "the turn-up line's limit on the gift, bunching, what a run's turn-up scores, discards "
    "out of play and the points scored before the play are played on hands built "
    "for each rule in tests/behaviour/test_seven_up_rules.py and "
    "test_turn_up_family_rules.py, and against the independent Seven-Up oracle on random "
    "deals (tests/property/test_seven_up_against_oracle.py)"
)
_DRAW = (
    "taking the kitty and dealing on from the discards are played against the independent "
    "Cinch "
    "oracle on random deals (tests/property/test_cinch_against_oracle.py) and on the hands "
    "built for them above (Cinch, Pidro, Ten-Point Pitch)"
)
# The statements not checked here, by kind, and why (each is a kind of fact; every
# statement of that kind, in every variant, is left to what the reason names).
NOT_CHECKED: dict[type, str] = {
    fk.TurnedUpPoint: _TURN_UP,
    fk.GiftLimit: _TURN_UP,
    fk.Bunch: _TURN_UP,
    fk.DiscardsOut: _TURN_UP,
    fk.Drawing: _TURN_UP,
    fk.BeforePlay: _TURN_UP,
    fk.AtOnce: _TURN_UP,
    fk.FromDiscards: _DRAW,
    fk.KittyTaken: _DRAW,
    fk.SaleOfThePitch: (
        "a sale's price is scored before the play: the count-out and scoring checks here "
        "start from the scores with the price in, and test_commercial_count_out_counts_the_"
        "price plays a sold pitch on a hand built for it"
    ),
    fk.Hole: (
        "a definition (a score below zero, or above the target counting down, is 'in the "
        "hole'): it names no play; the contract check sets pitchers back below zero, and "
        "the smudge check reads the hole from the score before the hand"
    ),
    fk.NoTrumpInPlay: (
        "no trump in play cannot happen where the pitch names trump, and random deals "
        "seldom reach it where trump is named; the points' check asserts no one scores a "
        "trump point whose card is not in play"
    ),
}

_PLAIN_CARDS = (
    "a point for each card of a rank in a plain suit (the Don games' fives and nines), to "
    "whoever takes it: the hand's result names one side per point, so this is checked "
    "only in what each side made, by the points-made check"
)


_SCORED_AT_ONCE = (
    "counting out after the play where most points are scored the moment their trick is "
    "taken (the Don games): random play ends these games during the hand, by a point "
    "scored at once (the AtOnce statements), before the points counted after the play"
)


def _reason(fact: Any) -> str | None:
    """Why a statement is not checked here; None when it is."""
    if isinstance(fact, fk.PointOfTheHand) and not _point_checked(fact):
        return _PLAIN_CARDS
    if isinstance(fact, fk.CountingOut) and fact.at_once and fact.mode == "in_order":
        return _SCORED_AT_ONCE
    return NOT_CHECKED.get(type(fact))


@cache
def planned(variant_id: str) -> fk.Plan:
    return fk.plan(variant(variant_id))


def _statements() -> list[tuple[str, str, str]]:
    """Every rule statement of every bundled variant: (variant, number, rule id)."""
    return [
        (variant_id, rule.number, rule.id)
        for variant_id in VARIANT_IDS
        for section in planned(variant_id).sections
        for rule in section.rules
    ]


def unchecked() -> list[tuple[str, str, str]]:
    """The statements not checked against the engine here, each with why: (variant,
    number, reason)."""
    out = []
    for variant_id, number, rule_id in _statements():
        found = planned(variant_id).rule(rule_id)
        assert found is not None
        reason = _reason(found.fact)
        if reason is not None:
            out.append((variant_id, number, reason))
    return out


def test_every_statement_is_checked_or_says_why() -> None:
    """Every kind of fact a rulebook states has a check against the engine here, or a
    reason in NOT_CHECKED; never both."""
    kinds = set(fk.FACT_KINDS)
    assert kinds == set(CHECKS) | set(NOT_CHECKED), kinds ^ (set(CHECKS) | set(NOT_CHECKED))
    assert not set(CHECKS) & set(NOT_CHECKED)
    left = unchecked()
    assert all(reason for _, _, reason in left)
    assert len(left) < len(_statements()) // 4  # most statements are played


@pytest.mark.parametrize(("variant_id", "number", "rule_id"), _statements())
def test_statement_matches_the_engine(
    variant_id: str, number: str, rule_id: str, rules_module: Module
) -> None:
    """The statement `number` of `variant_id` holds on the hands played for it."""
    found = planned(variant_id).rule(rule_id)
    assert found is not None
    fact = found.fact
    if _reason(fact) is not None:
        return  # listed, with its reason, by unchecked()
    t = trace(variant_id, rules_module(variant_id))._replace(stated=(fact,))
    seen = CHECKS[type(fact)](t, fact)
    assert seen > 0, f"{number} ({type(fact).__name__}) was never put to the test"
