"""Rule statements that disagreed with the engine (issue 13, "False or ambiguous"): each
corrected sentence is checked for its key words in every language, and, where a hand can
show it, played through the generated module to see that the sentence is true."""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from allfours import ir
from allfours.backends.family import family_page
from allfours.backends.rulebook import LANGUAGES, differences, sections
from allfours.backends.rulebook.english import English
from allfours.backends.rulebook.page import dropped, render_page
from allfours.pipeline import check_variant
from allfours.registry.rules import numbered
from allfours.semantic.resolve import Loader

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
                return rule.text
    raise KeyError(f"{variant_id} has no rule {number}")


def rule_ids(variant_id: str) -> set[str]:
    v = variant(variant_id)
    return {rule.id for rule in numbered(v.rules, v.prefix)}


def start(module: ModuleType, hands: list[str], dealer: int, scores: list[int]) -> Any:
    game = module.Game(len(hands), dealer=dealer, scores=scores)
    game.deal([hand.split() for hand in hands])
    return game


def act(game: Any, *actions: str) -> None:
    for action in actions:
        game.apply(action, seat=game.to_act)


def play(game: Any, *tricks: str) -> None:
    for trick in tricks:
        for code in trick.split():
            game.apply(f"play {code}", seat=game.to_act)


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
        ("pl", ("(**High**, **Low**, **Walet** i **Gra**)", "nikt nie zdobył wszystkich")),
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
                    assert word not in rule.text.lower(), (rule.number, language.code, word)


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
    [("en", "dealer who took"), ("es", "crupier que se quedó"), ("pl", "krupier, który przejął")],
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
    """AP-6.4 says why set-backs are recorded: they cost chips (AP-8.2), or they are only a
    record of the game, and it says which."""
    v = variant(variant_id)
    if "scoring.setbacks" not in rule_ids(variant_id):
        # No bids; or a side that is set only scores nothing (scoring by difference, CI-7.2)
        assert v.rules.auction is None or v.rules.scoring.contract == "difference"
        return
    settlement = v.rules.settlement
    costs = settlement is not None and settlement.per_setback > 0
    number = {n.id: n.number for n in numbered(v.rules, v.prefix)}
    # Without a settlement (Pidro), set-backs are only a record, with no rule to cite.
    chips = f"({number['settle.setbacks']})" if settlement is not None else ""
    words = {
        "en": ("each set-back costs chips", "for the record only"),
        "es": ("cada vez cuesta fichas", "solo como registro de la partida"),
        "pl": ("każde cofnięcie kosztuje żetony", "tylko jako zapis przebiegu partii"),
    }
    for language in LANGUAGES:
        text = rule_text(variant_id, number["scoring.setbacks"], language.code)
        said, other = words[language.code] if costs else words[language.code][::-1]
        assert said in text and other not in text and chips in text


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
    assert {r.number for r in differences(variant("pitch_smudge"), English())} >= {
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
    assert not dropped(variant("auction_pitch_to_11"), English())


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
        ("es", ("el crupier es el declarante, sin contrato", "como si la oferta fuera 0 (CI-7.1)")),
        ("pl", ("rozgrywającym bez kontraktu zostaje krupier", "jakby oferta wynosiła 0 (CI-7.1)")),
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
    texts = {rule.number: rule.text for section in sections(v, English()) for rule in section.rules}
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
                "la **Jota del mismo color**, el comodín alto, el comodín bajo, 10 9",
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
