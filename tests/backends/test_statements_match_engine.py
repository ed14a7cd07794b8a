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
    chips = next(n.number for n in numbered(v.rules, v.prefix) if n.id == "settle.setbacks")
    words = {
        "en": ("each set-back costs chips", "for the record only"),
        "es": ("cada vez cuesta fichas", "solo como registro de la partida"),
        "pl": ("każde cofnięcie kosztuje żetony", "tylko jako zapis przebiegu partii"),
    }
    for language in LANGUAGES:
        text = rule_text(variant_id, f"{v.prefix}-6.4", language.code)
        said, other = words[language.code] if costs else words[language.code][::-1]
        assert said in text and other not in text and f"({chips})" in text


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
