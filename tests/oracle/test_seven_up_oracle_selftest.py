"""Hand-worked self-tests for the Seven-Up / All Fours oracle (rules/seven-up.md)."""

from __future__ import annotations

import random

import pytest

from .seven_up_oracle import complete_record, random_record

Step = dict[str, object]
Record = dict[str, object]

# Filler cards for the stock, in a fixed order: clubs, diamonds, spades, hearts, low first.
POOL_ORDER = [rank + suit for suit in "CDSH" for rank in "23456789TJQKA"]
NO_POINTS: dict[str, object] = {
    "turned_jack": None,
    "gift": None,
    "high": None,
    "low": None,
    "jack": None,
    "game": None,
}


def _stock(hands: list[str], top: str) -> list[str]:
    """The stock: `top` (card codes, `+N` = the next N unused cards), then the rest."""
    used = set(" ".join(hands).split()) | {token for token in top.split() if "+" not in token}
    pool = [card for card in POOL_ORDER if card not in used]
    stock: list[str] = []
    for token in top.split():
        if token.startswith("+"):
            count = int(token[1:])
            stock += pool[:count]
            del pool[:count]
        else:
            stock.append(token)
    return stock + pool


def _record(
    dealer: int,
    scores: list[int],
    hands: list[str],
    top: str,
    steps: list[Step],
    variant: str = "seven_up",
) -> Record:
    """Build an input record; hands are space-separated card codes."""
    return {
        "format": "allfours-hand/2",
        "id": "selftest",
        "variant": variant,
        "players": len(scores),
        "dealer": dealer,
        "scores": scores,
        "hands": [hand.split() for hand in hands],
        "stock": _stock(hands, top),
        "steps": steps,
    }


def _acts(seat: int, actions: str) -> list[Step]:
    """Steps of one seat, actions separated by commas."""
    return [{"seat": seat, "action": action.strip()} for action in actions.split(",")]


def _discards(seat: int, cards: str) -> list[Step]:
    """Discard steps of one seat, cards space-separated."""
    return [{"seat": seat, "action": "discard " + card} for card in cards.split()]


def _trick(leader: int, players: int, cards: str) -> list[Step]:
    """Play steps for one trick led by `leader`, cards space-separated."""
    return [
        {"seat": (leader + i) % players, "action": "play " + c} for i, c in enumerate(cards.split())
    ]


def _plays(cards: str) -> list[str]:
    """Play actions for space-separated card codes, in order."""
    return ["play " + c for c in cards.split()]


def _discarding(cards: str) -> list[str]:
    """Discard actions for space-separated card codes, in order."""
    return ["discard " + c for c in cards.split()]


def _expect(out: Record) -> dict[str, object]:
    """The `expect` dict of an oracle output."""
    expect = out["expect"]
    assert isinstance(expect, dict)
    return expect


def _steps(out: Record) -> list[dict[str, object]]:
    """The steps of an oracle output."""
    steps = out["steps"]
    assert isinstance(steps, list)
    return steps


def _legal(out: Record, index: int) -> list[str]:
    """The `legal` list the oracle put on step `index`."""
    legal = _steps(out)[index]["legal"]
    assert isinstance(legal, list)
    return legal


def _winners(out: Record) -> list[object]:
    """Trick winners, in order."""
    tricks = _expect(out)["tricks"]
    assert isinstance(tricks, list)
    return [trick["winner"] for trick in tricks]


def _seat(step: Step) -> int:
    """The seat of a step."""
    seat = step["seat"]
    assert isinstance(seat, int)
    return seat


def _points(**credited: object) -> dict[str, object]:
    """All six point ids, null unless given."""
    return {**NO_POINTS, **credited}


# -- a stand, the follow rules, Low to its holder, Jack not in play --------------------

STAND_HANDS = ["AS 3S KH 2H 3D 4D", "KS 2S AH TH 5D 6D"]
STAND_STEPS = (
    _acts(0, "stand")
    + _trick(0, 2, "AS 2S")
    + _trick(0, 2, "KH AH")
    + _trick(1, 2, "KS 3S")
    + _trick(1, 2, "TH 2H")
    + _trick(1, 2, "5D 3D")
    + _trick(1, 2, "6D 4D")
)


def test_stand_follow_rules_and_low_to_its_holder() -> None:
    """Eldest stands on 9S; seat 1's 2S is Low though seat 0 captured it (SU-6.4)."""
    record = _record(1, [0, 0], STAND_HANDS, "9S", STAND_STEPS)
    out = complete_record(record)
    exp = _expect(out)
    assert "error" not in out
    assert _legal(out, 0) == ["stand", "beg"]  # SU-3.1
    assert _legal(out, 1) == _plays("AS 3S KH 2H 3D 4D")
    assert _legal(out, 2) == _plays("KS 2S")  # SU-5.2: trump led, must trump
    assert _legal(out, 4) == _plays("KS AH TH")  # SU-5.3: follow suit or trump
    assert _legal(out, 8) == _plays("2H")  # SU-5.3: no trump left, must follow
    assert exp["turnups"] == ["9S"]
    assert exp["trump"] == "S"
    assert _winners(out) == [0, 1, 1, 1, 1, 1]
    # JS is in the stock: not in play, no Jack (SU-6.5). Game: 4 to 20 (SU-6.7).
    assert exp["points"] == _points(high=0, low=1, game=1)
    assert exp["scores"] == [1, 2]
    assert (exp["game_over"], exp["winner"], exp["redeal"]) == (False, None, False)
    assert record.get("expect") is None  # the input is not modified


def test_illegal_steps_stop_the_replay() -> None:
    """A wrong seat or a revoke is refused; later steps get no legal list (SU-9.1)."""
    steps = _acts(1, "stand") + STAND_STEPS[1:]
    out = complete_record(_record(1, [0, 0], STAND_HANDS, "9S", steps))
    assert out["error"] == {"step": 0, "action": "stand"}
    assert _legal(out, 0) == ["stand", "beg"]
    assert all("legal" not in step for step in _steps(out)[1:])
    assert _expect(out) == {"turnups": ["9S"], "trump": None, "tricks": []}

    steps = [*STAND_STEPS[:4], {"seat": 1, "action": "play 5D"}, *STAND_STEPS[5:]]
    out = complete_record(_record(1, [0, 0], STAND_HANDS, "9S", steps))
    assert out["error"] == {"step": 4, "action": "play 5D"}  # holds hearts: SU-5.3
    assert _expect(out) == {
        "turnups": ["9S"],
        "trump": "S",
        "tricks": [{"leader": 0, "cards": ["AS", "2S"], "winner": 0}],
    }

    steps = [*STAND_STEPS, {"seat": 0, "action": "play AS"}]
    out = complete_record(_record(1, [0, 0], STAND_HANDS, "9S", steps))
    assert out["error"] == {"step": 13, "action": "play AS"}  # the hand is over
    assert _legal(out, 13) == []
    assert _expect(out)["scores"] == [1, 2]  # the finished hand is still reported


def test_partial_record_reports_what_is_known() -> None:
    """Steps ending mid-hand: only turnups, trump and tricks."""
    out = complete_record(_record(1, [0, 0], STAND_HANDS, "9S", STAND_STEPS[:4]))
    assert "error" not in out
    assert _expect(out) == {
        "turnups": ["9S"],
        "trump": "S",
        "tricks": [{"leader": 0, "cards": ["AS", "2S"], "winner": 0}],
    }


# -- begging and the gift --------------------------------------------------------------


def test_beg_give_two_players_counts_out() -> None:
    """Eldest takes the gift to 5, then High and Low put it out (SU-3.4, SU-7.3)."""
    hands = ["AS KS QS JS TS 9S", "AH KH QH JH TH 9H"]
    steps = _acts(1, "beg") + _acts(0, "give")
    for rank in "AKQJT9":
        steps += _trick(1, 2, f"{rank}H {rank}S")
    out = complete_record(_record(0, [2, 4], hands, "2H", steps))
    exp = _expect(out)
    assert _legal(out, 1) == ["give", "run"]
    assert exp["trump"] == "H"
    assert exp["points"] == _points(gift=1, high=1, low=1, jack=1, game=1)
    assert exp["scores"] == [2, 9]
    assert (exp["game_over"], exp["winner"], exp["redeal"]) == (True, 1, False)


def test_beg_give_three_players_credits_both_adversaries() -> None:
    """With three, the gift goes to both non-dealers, eldest first (SU-3.4, SU-8.3)."""
    hands = ["AS KS QS JS TS 9S", "AD KD QD JD TD 9D", "AH KH QH JH TH 9H"]
    steps = _acts(2, "beg") + _acts(1, "give")
    for rank in "AKQJT9":
        steps += _trick(2, 3, f"{rank}H {rank}S {rank}D")
    out = complete_record(_record(1, [1, 2, 0], hands, "2H", steps))
    exp = _expect(out)
    assert exp["points"] == _points(gift=[2, 0], high=2, low=2, jack=2, game=2)
    assert exp["scores"] == [2, 2, 5]
    assert exp["game_over"] is False


def test_beg_give_four_players_credits_eldests_partnership() -> None:
    """With four, the gift and every point of seat 0 or 2 go to side 0 (SU-1.3)."""
    hands = ["AH KH QH JH TH 9H", "AS KS QS JS TS 9S", "3H AD KD QD JD TD", "AC KC QC JC TC 9C"]
    steps = _acts(0, "beg") + _acts(3, "give") + _trick(0, 4, "AH AS 3H AC")
    for ours, theirs, partner, last in zip("KQJT9", "KQJT9", "AKQJT", "KQJT9", strict=True):
        steps += _trick(0, 4, f"{ours}H {theirs}S {partner}D {last}C")
    out = complete_record(_record(3, [1, 2, 1, 2], hands, "2H", steps))
    exp = _expect(out)
    assert "error" not in out
    assert _legal(out, 4) == ["play 3H"]  # SU-5.2
    assert _legal(out, 3) == _plays(hands[1])  # void: anything (SU-5.3)
    assert exp["points"] == _points(gift=0, high=0, low=0, jack=0, game=0)  # 3H: seat 2
    assert exp["scores"] == [6, 2, 6, 2]


def test_gift_refused_near_the_target() -> None:
    """SU-3.5: a gift that would put a receiver out is illegal; the dealer's own score
    does not matter."""
    hands = ["AS KS QS JS TS 9S", "AH KH QH JH TH 9H"]
    steps = _acts(1, "beg") + _acts(0, "give")
    out = complete_record(_record(0, [0, 6], hands, "2H", steps))
    assert _legal(out, 1) == ["run"]
    assert out["error"] == {"step": 1, "action": "give"}
    assert _expect(out) == {"turnups": ["2H"], "trump": None, "tricks": []}
    out = complete_record(_record(0, [6, 0], hands, "2H", steps))
    assert _legal(out, 1) == ["give", "run"]
    assert "error" not in out
    # Three players: either adversary at 6 blocks the gift.
    hands3 = [*hands, "AD KD QD JD TD 9D"]
    out = complete_record(_record(2, [0, 6, 0], hands3, "2H", _acts(0, "beg") + _acts(2, "run")))
    assert _legal(out, 1) == ["run"]


def test_all_fours_gift_has_no_limit_and_can_end_the_game() -> None:
    """AF-2.1: the dealer may give eldest its tenth point; the game ends at once."""
    hands = ["AS KS QS JS TS 9S", "AH KH QH JH TH 9H"]
    steps = _acts(1, "beg") + _acts(0, "give") + _trick(1, 2, "AH")
    out = complete_record(_record(0, [3, 9], hands, "2H", steps, "all_fours"), variant="all_fours")
    exp = _expect(out)
    assert _legal(out, 1) == ["give", "run"]
    assert out["error"] == {"step": 2, "action": "play AH"}  # nothing more is played
    assert _legal(out, 2) == []
    assert exp == {
        "turnups": ["2H"],
        "trump": "H",
        "tricks": [],
        "points": _points(gift=1),
        "scores": [3, 10],
        "game_over": True,
        "winner": 1,
        "redeal": False,
    }


# -- running the cards and discarding --------------------------------------------------


def test_run_new_suit_then_discards_in_order() -> None:
    """Three players: a run turns 8S; discards go eldest, then clockwise (SU-3.6, SU-4.1)."""
    hands = ["AC KC QC JC TC 9C", "AS KS QS 2D 3D 4D", "AH KH QH JH TH 9H"]
    top = "5H 2C 3C 4C 5C 6C 7C 8C 5D 6D 8S"
    steps = _acts(1, "beg") + _acts(0, "run")
    steps += _discards(1, "2C 3C 4C") + _discards(2, "5C 6C 7C") + _discards(0, "8C 5D 6D")
    for trick in ("AS AH AC", "KS KH KC", "QS QH QC", "2D JH JC", "3D TH TC", "4D 9H 9C"):
        steps += _trick(1, 3, trick)
    out = complete_record(_record(0, [0, 0, 0], hands, top, steps))
    exp = _expect(out)
    assert "error" not in out
    assert _legal(out, 1) == ["give", "run"]
    assert _legal(out, 2) == _discarding("AS KS QS 2D 3D 4D 2C 3C 4C")
    assert _legal(out, 4) == _discarding("AS KS QS 2D 3D 4D 4C")
    assert _legal(out, 5) == _discarding("AH KH QH JH TH 9H 5C 6C 7C")
    assert _legal(out, 8) == _discarding("AC KC QC JC TC 9C 8C 5D 6D")
    assert _legal(out, 11) == _plays("AS KS QS 2D 3D 4D")
    assert _legal(out, 12) == _plays("AH KH QH JH TH 9H")  # void in trumps
    assert exp["turnups"] == ["5H", "8S"]
    assert exp["trump"] == "S"
    assert _winners(out) == [1] * 6
    # Trumps in play: AS KS QS; the discards and the turn-ups never count (SU-2.4).
    assert exp["points"] == _points(high=1, low=1, game=1)
    assert exp["scores"] == [0, 3, 0]
    # A discard out of turn is refused.
    wrong = [*steps[:4], *_discards(2, "5C")]
    out = complete_record(_record(0, [0, 0, 0], hands, top, wrong))
    assert out["error"] == {"step": 4, "action": "discard 5C"}


def test_run_repeats_while_the_refused_suit_turns_up() -> None:
    """Four players: the run turns JH (set aside, no point), runs again, turns 2D."""
    hands = ["AH KH QH TH 9H 8H", "AS KS QS JS TS 9S", "AD KD QD JD TD 9D", "AC KC QC JC TC 9C"]
    record = _record(0, [0, 0, 0, 0], hands, "5H +12 JH +12 2D", [])
    stock = record["stock"]
    assert isinstance(stock, list)
    packets = [stock[1 + 3 * k : 4 + 3 * k] for k in range(4)]  # seats 1, 2, 3, 0
    second = [stock[14 + 3 * k : 17 + 3 * k] for k in range(4)]
    seat1 = hands[1].split() + packets[0] + second[0]
    seat2 = hands[2].split() + packets[1] + second[1]
    steps = _acts(1, "beg") + _acts(0, "run") + _discards(1, " ".join(seat1[:6]))
    steps += _discards(2, seat2[0])
    record["steps"] = steps
    out = complete_record(record)
    assert "error" not in out
    assert _legal(out, 2) == ["discard " + card for card in seat1]  # twelve cards
    assert _legal(out, 8) == ["discard " + card for card in seat2]  # seat 2's turn
    assert _expect(out) == {"turnups": ["5H", "JH", "2D"], "trump": "D", "tricks": []}
    record["steps"] = steps[:8] + _discards(1, seat1[6])  # a seventh discard: out of turn
    out = complete_record(record)
    assert out["error"] == {"step": 8, "action": "discard " + seat1[6]}


def test_bunch_after_repeated_runs() -> None:
    """Four players: two runs fit; both turn hearts, so the hand is bunched (SU-3.8).
    The set-aside JH scored nothing (SU-3.7)."""
    hands = ["AH KH QH TH 9H 8H", "AS KS QS JS TS 9S", "AD KD QD JD TD 9D", "AC KC QC JC TC 9C"]
    steps = _acts(1, "beg") + _acts(0, "run") + _acts(1, "stand")
    out = complete_record(_record(0, [1, 2, 1, 2], hands, "5H +12 JH +12 3H", steps))
    assert out["error"] == {"step": 2, "action": "stand"}
    assert _legal(out, 2) == []
    assert _expect(out) == {
        "turnups": ["5H", "JH", "3H"],
        "trump": None,
        "tricks": [],
        "points": NO_POINTS,
        "scores": [1, 2, 1, 2],
        "game_over": False,
        "winner": None,
        "redeal": True,
    }


def test_bunch_keeps_a_turned_jack() -> None:
    """Two players: five runs of hearts after a turned JH; the point stands (SU-3.8)."""
    hands = ["AS KS QS JS TS 9S", "AD KD QD JD TD 9D"]
    top = "JH +6 2H +6 3H +6 4H +6 5H +6 6H"
    out = complete_record(_record(0, [0, 0], hands, top, _acts(1, "beg") + _acts(0, "run")))
    exp = _expect(out)
    assert "error" not in out
    assert exp["turnups"] == ["JH", "2H", "3H", "4H", "5H", "6H"]
    assert (exp["trump"], exp["tricks"], exp["redeal"]) == (None, [], True)
    assert exp["points"] == _points(turned_jack=0)
    assert exp["scores"] == [1, 0]
    assert (exp["game_over"], exp["winner"]) == (False, None)


# -- turned jacks ----------------------------------------------------------------------


def test_turned_jack_at_the_deal_and_jack_not_in_play() -> None:
    """JD turned: the dealer scores at once; JD is then trump but not in play (SU-6.5)."""
    hands = ["AD KD QD TD 9D 8D", "AS KS QS JS TS 9S"]
    steps = _acts(0, "stand")
    for ours, theirs in zip("AKQT98", "AKQJT9", strict=True):
        steps += _trick(0, 2, f"{ours}D {theirs}S")
    out = complete_record(_record(1, [0, 0], hands, "JD", steps))
    exp = _expect(out)
    assert "error" not in out
    assert exp["trump"] == "D"
    assert exp["points"] == _points(turned_jack=1, high=0, low=0, game=0)
    assert exp["scores"] == [3, 1]


def test_turned_jack_wins_at_once() -> None:
    """Side 1 at 6 deals a jack: the game ends before any step (SU-7.2, SU-8.2)."""
    hands = ["AH KH QH TH 9H 8H", "AS KS QS JS TS 9S", "AD KD QD JD TD 9D", "AC KC QC 2C TC 9C"]
    out = complete_record(_record(1, [3, 6, 3, 6], hands, "JC", []))
    assert _steps(out) == []
    assert _expect(out) == {
        "turnups": ["JC"],
        "trump": None,
        "tricks": [],
        "points": _points(turned_jack=1),
        "scores": [3, 7, 3, 7],
        "game_over": True,
        "winner": 1,
        "redeal": False,
    }
    out = complete_record(_record(1, [3, 6, 3, 6], hands, "JC", _acts(2, "stand")))
    assert out["error"] == {"step": 0, "action": "stand"}
    assert _legal(out, 0) == []


def test_run_jack_scores_again_and_wins() -> None:
    """JH turned (5 -> 6), begged, run turns JS: turned_jack again, 7, game (SU-3.6)."""
    hands = ["AS KS QS TS 9S 8S", "AD KD QD JD TD 9D"]
    steps = _acts(1, "beg") + _acts(0, "run") + _discards(1, "AD")
    out = complete_record(_record(0, [5, 0], hands, "JH +6 JS", steps))
    assert _legal(out, 1) == ["give", "run"]
    assert out["error"] == {"step": 2, "action": "discard AD"}  # nothing is discarded
    assert _legal(out, 2) == []
    assert _expect(out) == {
        "turnups": ["JH", "JS"],
        "trump": "S",
        "tricks": [],
        "points": _points(turned_jack=0),
        "scores": [7, 0],
        "game_over": True,
        "winner": 0,
        "redeal": False,
    }


# -- Game ties and the count-out -------------------------------------------------------

NO_COUNT_HANDS = ["2S 3S 4H 5H 6H 7H", "4S 5S 2D 3D 4D 5D"]
NO_COUNT_STEPS = (
    _acts(0, "stand")
    + _trick(0, 2, "2S 4S")
    + _trick(1, 2, "5S 3S")
    + _trick(1, 2, "2D 4H")
    + _trick(1, 2, "3D 5H")
    + _trick(1, 2, "4D 6H")
    + _trick(1, 2, "5D 7H")
)
TIE_HANDS = ["2S AH 3D 6C 7C 8C", "3S 2H AD 9C 5D 4D"]
TIE_STEPS = (
    _acts(0, "stand")
    + _trick(0, 2, "AH 2H")
    + _trick(0, 2, "2S 3S")
    + _trick(1, 2, "AD 3D")
    + _trick(1, 2, "9C 6C")
    + _trick(1, 2, "5D 7C")
    + _trick(1, 2, "4D 8C")
)


def test_game_without_counting_cards() -> None:
    """0-0: no Game in Seven-Up (SU-6.7), eldest's in All Fours (AF-3.1)."""
    record = _record(1, [0, 0], NO_COUNT_HANDS, "9S", NO_COUNT_STEPS)
    exp = _expect(complete_record(record))
    assert exp["points"] == _points(high=1, low=0)  # 2S: seat 0's, captured
    assert exp["scores"] == [1, 1]
    exp = _expect(complete_record(record, variant="all_fours"))
    assert exp["points"] == _points(high=1, low=0, game=0)
    assert exp["scores"] == [2, 1]


def test_game_tie() -> None:
    """4-4: no Game in Seven-Up (SU-6.7), eldest's in All Fours (AF-3.1)."""
    record = _record(1, [0, 0], TIE_HANDS, "9S", TIE_STEPS)
    out = complete_record(record)
    assert _legal(out, 2) == _plays("3S 2H")  # SU-5.3: follow or trump
    assert _winners(out) == [0, 1, 1, 1, 1, 1]
    assert _expect(out)["points"] == _points(high=1, low=0)
    exp = _expect(complete_record(record, variant="all_fours"))
    assert exp["points"] == _points(high=1, low=0, game=0)
    assert exp["scores"] == [2, 1]
    # With dealer 0 the eldest is seat 1, which then gets the tied Game.
    swapped = _record(0, [0, 0], TIE_HANDS[::-1], "9S", [])
    swapped["steps"] = [{**step, "seat": 1 - _seat(step)} for step in TIE_STEPS]
    exp = _expect(complete_record(swapped, variant="all_fours"))
    assert exp["points"] == _points(high=0, low=1, game=1)


def test_count_out_order_when_both_sides_pass() -> None:
    """Side 0 gets High and Low, side 1 Jack and Game; both pass 7, side 0 counts out
    first though side 1 ends higher (SU-7.3)."""
    hands = [
        "AS 2S 4H 5H 6H 7H",
        "JS TC TD AC AD KC",
        "8H 3C 3D 4C 4D 5C",
        "9H 6C 6D 7C 7D 8C",
    ]
    steps = _acts(0, "stand") + _trick(0, 4, "4H JS 8H 9H")
    steps += _trick(1, 4, "TC 3C 6C 5H") + _trick(1, 4, "TD 3D 6D 6H")
    steps += _trick(1, 4, "AC 4C 7C 7H") + _trick(1, 4, "AD 4D 7D AS")
    steps += _trick(0, 4, "2S KC 5C 8C")
    out = complete_record(_record(3, [5, 6, 5, 6], hands, "9S", steps))
    exp = _expect(out)
    assert "error" not in out
    assert _legal(out, 2) == _plays(hands[1])  # void in hearts: anything
    assert _legal(out, 3) == ["play 8H"]
    assert _winners(out) == [1, 1, 1, 1, 0, 0]
    assert exp["points"] == _points(high=0, low=0, jack=1, game=1)
    assert exp["scores"] == [7, 8, 7, 8]
    assert (exp["game_over"], exp["winner"]) == (True, 0)
    # Under All Fours (target 10) nobody is out yet.
    exp = _expect(complete_record(out, variant="all_fours"))
    assert (exp["scores"], exp["game_over"], exp["winner"]) == ([7, 8, 7, 8], False, None)


# -- malformed records -----------------------------------------------------------------


def test_malformed_records_raise() -> None:
    """Player counts, cards and scores are checked (SU-1.1, AF-1.1, SU-8.1)."""
    hands2 = ["AS KS QS JS TS 9S", "AH KH QH JH TH 9H"]
    hands3 = [*hands2, "AD KD QD JD TD 9D"]
    good = _record(0, [0, 0, 0], hands3, "2H", [])
    complete_record(good)
    with pytest.raises(ValueError):
        complete_record(good, variant="all_fours")  # no three-hand All Fours
    with pytest.raises(ValueError):
        complete_record(good, variant="pitch")
    with pytest.raises(ValueError):
        complete_record(_record(0, [7, 0], hands2, "2H", []))  # at the target
    complete_record(_record(0, [9, 0], hands2, "2H", []), variant="all_fours")
    with pytest.raises(ValueError):
        complete_record(_record(0, [1, 0, 0, 1], [*hands3, "AC KC QC JC TC 9C"], "2H", []))
    bad_card = _record(0, [0, 0], hands2, "2H", [])
    bad_card["hands"] = [["AS", "KS", "QS", "JS", "TS", "1S"], hands2[1].split()]
    with pytest.raises(ValueError):
        complete_record(bad_card)
    twice = _record(0, [0, 0], hands2, "2H", [])
    stock = twice["stock"]
    assert isinstance(stock, list)
    stock[-1] = "AS"  # AS dealt and in the stock
    with pytest.raises(ValueError):
        complete_record(twice)
    five = _record(0, [0] * 5, [*hands3, "AC KC QC JC TC 9C", "2S 3S 4S 5S 6S 7S"], "2H", [])
    with pytest.raises(ValueError):
        complete_record(five)


# -- random hands ----------------------------------------------------------------------

CONFIGS = [("seven_up", 2), ("seven_up", 3), ("seven_up", 4), ("all_fours", 2), ("all_fours", 4)]
TARGETS = {"seven_up": 7, "all_fours": 10}


def _side(seat: int, players: int) -> int:
    """A seat's side (SU-1.3)."""
    return seat % 2 if players == 4 else seat


def test_random_sweep_invariants() -> None:
    """300 random hands: every hand is replayed to its end with consistent results."""
    rng = random.Random(20240607)
    seen: set[str] = set()
    for game in range(300):
        variant, players = CONFIGS[game % len(CONFIGS)]
        target = TARGETS[variant]
        dealer = rng.randrange(players)
        side_scores = [rng.randrange(target) for _ in range(2 if players == 4 else players)]
        scores = [side_scores[_side(seat, players)] for seat in range(players)]
        out = random_record(rng, variant=variant, players=players, dealer=dealer, scores=scores)
        assert "error" not in out
        assert complete_record(out, variant=variant) == out  # replaying changes nothing
        exp = _expect(out)
        steps = _steps(out)
        for step in steps:
            legal = step["legal"]
            assert isinstance(legal, list) and legal  # nonempty until the hand ends
            assert step["action"] in legal
        final = exp["scores"]
        assert isinstance(final, list)
        assert all(after >= before for after, before in zip(final, scores, strict=True))
        if players == 4:
            assert final[0] == final[2] and final[1] == final[3]  # SU-1.3
        stock = out["stock"]
        assert isinstance(stock, list)
        turnups = exp["turnups"]
        assert isinstance(turnups, list) and turnups[0] == stock[0]  # SU-2.2
        points = exp["points"]
        assert isinstance(points, dict) and set(points) == set(NO_POINTS)
        winner = exp["winner"]
        if exp["game_over"]:
            assert isinstance(winner, int)
            assert final[winner] >= target
            assert exp["redeal"] is False
        else:
            assert winner is None
            assert max(final) < target
        if exp["redeal"]:
            assert (exp["trump"], exp["tricks"]) == (None, [])
            assert all(points[key] is None for key in ("gift", "high", "low", "jack", "game"))
            seen.add("redeal")
        elif exp["tricks"]:
            assert len(_winners(out)) == 6
            if variant == "all_fours":
                assert points["game"] is not None  # AF-3.1
            seen.add("played")
        else:
            assert exp["game_over"] is True  # won before the play (SU-7.2)
            seen.add("won-before-play")
        if len(turnups) > 1:
            seen.add("run")
    assert {"redeal", "played", "run"} <= seen
