"""Hand-worked self-tests for the Cinch oracle (rules/cinch.md, CI-x.y)."""

from __future__ import annotations

import random

import pytest

from .cinch_oracle import PACK, POINT_IDS, TARGET, VALUES, complete_record, random_record

Step = dict[str, object]
Record = dict[str, object]

NO_POINTS: dict[str, object] = dict.fromkeys(POINT_IDS)


def _record(
    dealer: int, scores: list[int], hands: list[str], stock: str, steps: list[Step]
) -> Record:
    """Build an input record; hands and stock are space-separated card codes."""
    return {
        "format": "allfours-hand/2",
        "id": "selftest",
        "variant": "cinch",
        "players": 4,
        "dealer": dealer,
        "scores": scores,
        "hands": [hand.split() for hand in hands],
        "stock": stock.split(),
        "steps": steps,
    }


def _acts(seat: int, actions: str) -> list[Step]:
    """Steps of one seat, actions separated by commas."""
    return [{"seat": seat, "action": action.strip()} for action in actions.split(",")]


def _auction(dealer: int, actions: str) -> list[Step]:
    """The four auction steps from the dealer's left (CI-3.1), actions comma-separated."""
    words = [word.strip() for word in actions.split(",")]
    assert len(words) == 4
    return [{"seat": (dealer + 1 + i) % 4, "action": word} for i, word in enumerate(words)]


def _discards(seat: int, cards: str) -> list[Step]:
    """Discard steps of one seat (cards space-separated), then `done`."""
    return [{"seat": seat, "action": "discard " + card} for card in cards.split()] + _acts(
        seat, "done"
    )


def _trick(leader: int, cards: str) -> list[Step]:
    """Play steps for one trick led by `leader`, cards space-separated."""
    return [{"seat": (leader + i) % 4, "action": "play " + c} for i, c in enumerate(cards.split())]


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


def _points(**credited: object) -> dict[str, object]:
    """All six point ids, null unless given."""
    return {**NO_POINTS, **credited}


# -- deal A: dealer 3, hearts trump, the Left Pedro is 5D ------------------------------
#
# After the draw: seat 0 AH 2H KS QS 7D 6D, seat 1 5D 3H 9S 8S 9D 8D, seat 2 JH TH 4C
# 3C 2C 5S, seat 3 (dealer) 4H 5H KH QH 9H 8H. Each non-dealer keeps its two trumps and
# gets four cards from the top of the stock; the dealer takes the last four (13 cards)
# and discards seven, the trumps 7H and 6H among them (CI-4.4).

A_HANDS = [
    "AH 2H AS JS TS 7S 6S 4S 3S",
    "5D 3H 2S AD KD QD JD TD 4D",
    "JH TH 3D 2D AC KC QC JC TC",
    "4H 5H KH QH 9H 8H 7H 9C 8C",
]
A_STOCK = "KS QS 7D 6D 9S 8S 9D 8D 4C 3C 2C 5S 6H 7C 6C 5C"
A_DRAW = (
    _acts(0, "name H")
    + _discards(0, "AS JS TS 7S 6S 4S 3S")
    + _discards(1, "2S AD KD QD JD TD 4D")
    + _discards(2, "3D 2D AC KC QC JC TC")
    + _discards(3, "7H 9C 8C 6H 7C 6C 5C")
)
A_PLAY = (
    _trick(0, "KS 9S 5S 8H")
    + _trick(3, "9H 2H 3H TH")
    + _trick(2, "JH 4H AH 5D")
    + _trick(0, "7D 9D 2C 5H")
    + _trick(3, "KH 6D 8D 3C")
    + _trick(3, "QH QS 8S 4C")
)
A_POINTS = _points(high=0, low=0, jack=0, game=0, right_pedro=1, left_pedro=0)  # 9 to 5
A_NAME = 4  # step indexes
A_FIRST_PLAY = 4 + 1 + 8 * 3 + 8


def _deal_a(bid: int, scores: list[int] | None = None) -> Record:
    """Deal A with seat 0 bidding `bid` and the others passing, played out."""
    steps = _auction(3, f"bid {bid}, pass, pass, pass") + A_DRAW + A_PLAY
    return _record(3, scores or [0, 0, 0, 0], A_HANDS, A_STOCK, steps)


def test_deal_a_legal_lists() -> None:
    """Auction, naming, discards and the follow rules of deal A, step by step."""
    out = complete_record(_deal_a(7))
    assert "error" not in out
    assert _legal(out, 0) == ["pass"] + [f"bid {n}" for n in range(1, 15)]  # CI-3.2
    assert _legal(out, 1) == ["pass"] + [f"bid {n}" for n in range(8, 15)]
    assert _legal(out, A_NAME) == ["name S", "name H", "name D", "name C"]  # CI-3.5
    assert _legal(out, 5) == _discarding("AS JS TS 7S 6S 4S 3S")  # CI-4.1: not AH 2H
    assert _legal(out, 12) == ["done"]
    assert _legal(out, 13) == _discarding("2S AD KD QD JD TD 4D")  # 5D is a trump
    # CI-4.4: the dealer holds nine plus the four cards left in the stock.
    assert _legal(out, 29) == _discarding("4H 5H KH QH 9H 8H 7H 9C 8C 6H 7C 6C 5C")
    assert _legal(out, 35) == _discarding("4H 5H KH QH 9H 8H 5C")  # seventh discard
    assert _legal(out, 36) == ["done"]
    first = A_FIRST_PLAY
    assert _legal(out, first) == _plays("AH 2H KS QS 7D 6D")  # CI-5.1: the maker leads
    assert _legal(out, first + 1) == _plays("5D 3H 9S 8S")  # CI-5.4: follow or trump
    assert _legal(out, first + 2) == _plays("JH TH 5S")
    assert _legal(out, first + 3) == _plays("4H 5H KH QH 9H 8H")  # void in spades
    assert _legal(out, first + 5) == _plays("AH 2H")  # CI-5.3: trump led
    assert _legal(out, first + 6) == _plays("5D 3H")
    assert _legal(out, first + 10) == _plays("AH")
    assert _legal(out, first + 11) == _plays("5D")  # CI-5.3: the Left Pedro follows trump
    assert _legal(out, first + 13) == _plays("9D 8D")  # diamond led: 5D already gone
    assert _legal(out, first + 15) == _plays("5H KH QH")  # void in diamonds
    assert _winners(out) == [3, 2, 0, 3, 3, 3]


def test_deal_a_made_scores_the_difference() -> None:
    """Side 0 bids 7 and counts 9 to 5: made, side 0 scores 4 (CI-7.1)."""
    for bid in (7, 9):
        exp = _expect(complete_record(_deal_a(bid)))
        assert exp == {
            "pitcher": 0,
            "bid": bid,
            "trump": "H",
            "tricks": exp["tricks"],
            "points": A_POINTS,
            "made": True,
            "scores": [4, 0, 4, 0],
            "game_over": False,
            "winner": None,
        }
    tricks = _expect(complete_record(_deal_a(7)))["tricks"]
    assert isinstance(tricks, list)
    assert tricks[2] == {"leader": 2, "cards": ["JH", "4H", "AH", "5D"], "winner": 0}


def test_deal_a_set_scores_fourteen_plus_bid_minus_count() -> None:
    """Side 0 bids 10 and counts 9: set, side 1 scores 14 + 10 - 9 = 15 (CI-7.2)."""
    exp = _expect(complete_record(_deal_a(10, [20, 30, 20, 30])))
    assert (exp["made"], exp["points"]) == (False, A_POINTS)
    assert exp["scores"] == [20, 45, 20, 45]  # CI-7.4: the set side keeps its score
    exp = _expect(complete_record(_deal_a(14, [20, 30, 20, 30])))
    assert exp["scores"] == [20, 49, 20, 49]  # 14 + 14 - 9
    assert (exp["game_over"], exp["winner"]) == (False, None)


def test_game_over_at_51() -> None:
    """47 + 4 = 51 ends the game (CI-8.1); 46 + 4 = 50 does not."""
    exp = _expect(complete_record(_deal_a(7, [47, 50, 47, 50])))
    assert (exp["scores"], exp["game_over"], exp["winner"]) == ([51, 50, 51, 50], True, 0)
    exp = _expect(complete_record(_deal_a(7, [46, 50, 46, 50])))
    assert (exp["scores"], exp["game_over"], exp["winner"]) == ([50, 50, 50, 50], False, None)
    exp = _expect(complete_record(_deal_a(12, [47, 36, 47, 36])))  # set: 36 + 17 = 53
    assert (exp["scores"], exp["game_over"], exp["winner"]) == ([47, 53, 47, 53], True, 1)


def test_tied_counts_score_nothing() -> None:
    """Deal A played otherwise: side 1 wins 2H and TH under KH, and 5H; side 0 wins AH,
    JH and 5D. 7 to 7: made, and no one scores (CI-7.1); bid 8 is set by 14 + 8 - 7."""
    steps = list(A_DRAW)
    steps += _trick(0, "KS 9S 5S 8H") + _trick(3, "KH 2H 3H TH") + _trick(3, "9H AH 5D JH")
    steps += _trick(0, "7D 9D 2C 5H") + _trick(3, "QH 6D 8D 3C") + _trick(3, "4H QS 8S 4C")
    tied = _points(high=0, low=1, jack=0, game=1, right_pedro=1, left_pedro=0)
    auction = _auction(3, "bid 2, pass, pass, pass")
    out = complete_record(_record(3, [5, 8, 5, 8], A_HANDS, A_STOCK, auction + steps))
    assert "error" not in out
    assert _winners(out) == [3, 3, 0, 3, 3, 3]
    exp = _expect(out)
    assert (exp["points"], exp["made"], exp["scores"]) == (tied, True, [5, 8, 5, 8])
    auction = _auction(3, "bid 8, pass, pass, pass")
    exp = _expect(complete_record(_record(3, [5, 8, 5, 8], A_HANDS, A_STOCK, auction + steps)))
    assert (exp["points"], exp["made"], exp["scores"]) == (tied, False, [5, 23, 5, 23])


def test_all_pass_dealer_is_maker_without_contract() -> None:
    """Four passes: seat 3 (dealer) names and leads; bid and made are null (CI-3.4).
    Side 0 counts 9, the dealer's side 5, so side 0 scores 4 (b = 0, CI-7.1)."""
    draw = _acts(3, "name H") + A_DRAW[1:]
    steps = _auction(3, "pass, pass, pass, pass") + draw
    steps += _trick(3, "4H 2H 5D TH") + _trick(2, "JH KH AH 3H") + _trick(0, "KS 9S 5S 5H")
    steps += _trick(3, "QH 6D 8S 2C") + _trick(3, "9H QS 8D 3C") + _trick(3, "8H 7D 9D 4C")
    out = complete_record(_record(3, [0, 0, 0, 0], A_HANDS, A_STOCK, steps))
    assert "error" not in out
    assert _legal(out, 3) == ["pass"] + [f"bid {n}" for n in range(1, 15)]  # dealer: any bid
    assert _legal(out, A_FIRST_PLAY) == _plays("4H 5H KH QH 9H 8H")
    assert _legal(out, A_FIRST_PLAY + 9) == _plays("9S 8S")  # spade led, no trump left
    exp = _expect(out)
    assert _winners(out) == [2, 0, 3, 3, 3, 3]
    assert (exp["pitcher"], exp["bid"], exp["made"]) == (3, None, None)
    assert exp["points"] == _points(high=0, low=0, jack=0, game=0, right_pedro=1, left_pedro=0)
    assert (exp["scores"], exp["game_over"]) == ([4, 0, 4, 0], False)


def test_seven_trumps_and_nothing_else() -> None:
    """Deal A with spades trump: seat 0 holds seven spades; any card may go while seven
    trumps are held, plain or trump (CI-4.1)."""
    steps = _auction(3, "bid 1, pass, pass, pass") + _acts(0, "name S")
    steps += _acts(0, "discard AH, discard 2H, discard 3S")
    out = complete_record(_record(3, [0, 0, 0, 0], A_HANDS, A_STOCK, steps))
    assert "error" not in out
    assert _legal(out, 5) == _discarding("AH 2H AS JS TS 7S 6S 4S 3S")  # 7 trumps: any
    assert _legal(out, 6) == _discarding("2H AS JS TS 7S 6S 4S 3S")
    assert _legal(out, 7) == _discarding("AS JS TS 7S 6S 4S 3S")  # still seven
    assert _expect(out) == {"pitcher": 0, "bid": 1, "trump": "S", "tricks": []}


# -- CI-4.1: seven trumps may drop a trump, six may not --------------------------------

B_HANDS = [
    "AH KH QH JH TH 9H 5D 2S 3S",
    "AS KS QS JS TS 9S 8S 7S 6S",
    "AD KD QD JD TD 9D 8D 7D 6D",
    "AC KC QC JC TC 9C 8C 7C 6C",
]
B_STOCK = "8H 7H 6H 5H 4H 3H 2H 5S 4S 5C 4C 3C 2C 4D 3D 2D"


def test_seven_trumps_may_discard_a_trump_six_may_not() -> None:
    """Seat 0 holds six hearts and the Left Pedro 5D: seven trumps (CI-1.3, CI-4.1)."""
    head = _auction(3, "bid 5, pass, pass, pass") + _acts(0, "name H")
    steps = head + _acts(0, "discard 2S, discard 5D, discard AH")
    out = complete_record(_record(3, [0, 0, 0, 0], B_HANDS, B_STOCK, steps))
    assert _legal(out, 5) == _discarding("AH KH QH JH TH 9H 5D 2S 3S")  # any card
    assert _legal(out, 6) == _discarding("AH KH QH JH TH 9H 5D 3S")  # still seven
    assert _legal(out, 7) == _discarding("3S")  # six trumps: the non-trump only
    assert out["error"] == {"step": 7, "action": "discard AH"}
    assert _expect(out) == {"pitcher": 0, "bid": 5, "trump": "H", "tricks": []}
    steps = head + _acts(0, "discard 9H, discard 2S, done")
    out = complete_record(_record(3, [0, 0, 0, 0], B_HANDS, B_STOCK, steps))
    assert _legal(out, 7) == _discarding("3S")
    assert out["error"] == {"step": 7, "action": "done"}  # CI-4.1: a non-trump is left
    steps = head + _acts(0, "discard 9H, discard 2S, discard 3S, done") + _acts(1, "discard AS")
    out = complete_record(_record(3, [0, 0, 0, 0], B_HANDS, B_STOCK, steps))
    assert "error" not in out
    assert _legal(out, 8) == ["done"]  # the only legal action
    assert _legal(out, 9) == _discarding("AS KS QS JS TS 9S 8S 7S 6S")  # seat 1 next


def test_with_diamonds_trump_five_of_hearts_is_the_left_pedro() -> None:
    """Diamonds trump: seat 0's trumps are 5D (the Right Pedro) only; its hearts are
    plain, and 5H (Left Pedro) is in the stock (CI-1.3)."""
    steps = _auction(3, "bid 5, pass, pass, pass") + _acts(0, "name D")
    out = complete_record(_record(3, [0, 0, 0, 0], B_HANDS, B_STOCK, steps + _acts(0, "done")))
    assert _legal(out, 5) == _discarding("AH KH QH JH TH 9H 2S 3S")
    assert out["error"] == {"step": 5, "action": "done"}


def test_nine_trumps_discard_down_to_six() -> None:
    """Seat 1 (dealer 0) holds eight spades and the Left Pedro 5C: nine trumps; any card
    while more than six remain, then `done` (CI-4.1)."""
    hands = [
        "AC KC QC JC TC 9C 8C 7C 6C",
        "AS KS QS JS TS 9S 8S 7S 5C",
        "AD KD QD JD TD 9D 8D 7D 6D",
        "AH KH QH JH TH 9H 8H 7H 6H",
    ]
    stock = "6S 5S 4S 3S 2S 5H 4H 3H 2H 5D 4D 3D 2D 4C 3C 2C"
    steps = _auction(0, "bid 9, pass, pass, pass") + _acts(1, "name S")
    steps += _acts(1, "discard 5C, discard AS, discard KS, done") + _acts(2, "discard AD")
    out = complete_record(_record(0, [0, 0, 0, 0], hands, stock, steps))
    assert _legal(out, 5) == _discarding("AS KS QS JS TS 9S 8S 7S 5C")
    assert _legal(out, 6) == _discarding("AS KS QS JS TS 9S 8S 7S")
    assert _legal(out, 7) == _discarding("KS QS JS TS 9S 8S 7S")
    assert _legal(out, 8) == ["done"]
    assert _legal(out, 9) == _discarding("AD KD QD JD TD 9D 8D 7D 6D")  # seat 2 next
    assert "error" not in out


def test_wrong_seat_and_bids_not_above_the_high_bid() -> None:
    """An illegal step stops the replay with its index (CI-9.1)."""
    record = _record(3, [0, 0, 0, 0], B_HANDS, B_STOCK, _acts(1, "pass") + _acts(2, "pass"))
    out = complete_record(record)
    assert out["error"] == {"step": 0, "action": "pass"}  # seat 0 bids first
    assert _legal(out, 0) == ["pass"] + [f"bid {n}" for n in range(1, 15)]
    assert "legal" not in _steps(out)[1]
    assert _expect(out) == {"trump": None, "tricks": []}
    steps = _auction(3, "bid 6, bid 8, bid 8, pass")
    out = complete_record(_record(3, [0, 0, 0, 0], B_HANDS, B_STOCK, steps))
    assert out["error"] == {"step": 2, "action": "bid 8"}  # CI-3.2: higher than every bid
    assert _legal(out, 2) == ["pass"] + [f"bid {n}" for n in range(9, 15)]
    steps = _auction(3, "pass, bid 14, pass, pass") + _acts(1, "name C")
    out = complete_record(_record(3, [0, 0, 0, 0], B_HANDS, B_STOCK, steps))
    assert _legal(out, 2) == ["pass"]  # after 14 only passes
    assert _legal(out, 3) == ["pass"]
    assert "error" not in out
    assert _expect(out) == {"pitcher": 1, "bid": 14, "trump": "C", "tricks": []}


def test_illegal_play_keeps_completed_tricks() -> None:
    """Seat 1 revokes in the second trick: the first trick is kept (CI-5.3, CI-9.1)."""
    steps = _auction(3, "bid 7, pass, pass, pass") + A_DRAW
    steps += _trick(0, "KS 9S 5S 8H") + _trick(3, "9H 2H 9D TH")
    out = complete_record(_record(3, [0, 0, 0, 0], A_HANDS, A_STOCK, steps))
    index = A_FIRST_PLAY + 6
    assert out["error"] == {"step": index, "action": "play 9D"}
    assert _legal(out, index) == _plays("5D 3H")
    assert "legal" not in _steps(out)[index + 1]
    assert _expect(out) == {
        "pitcher": 0,
        "bid": 7,
        "trump": "H",
        "tricks": [{"leader": 0, "cards": ["KS", "9S", "5S", "8H"], "winner": 3}],
    }


def test_step_after_the_end_is_an_error() -> None:
    """A 25th play: `legal` is empty, the finished hand's expect is kept."""
    record = _deal_a(7)
    steps = record["steps"]
    assert isinstance(steps, list)
    steps.append({"seat": 3, "action": "play QH"})
    out = complete_record(record)
    assert out["error"] == {"step": len(steps) - 1, "action": "play QH"}
    assert _legal(out, len(steps) - 1) == []
    assert _expect(out)["scores"] == [4, 0, 4, 0]


def test_dealer_must_discard_to_six() -> None:
    """The dealer cannot stop above six, and cannot discard at six (CI-4.4)."""
    steps = _auction(3, "bid 7, pass, pass, pass") + A_DRAW[:-2] + _acts(3, "done")
    out = complete_record(_record(3, [0, 0, 0, 0], A_HANDS, A_STOCK, steps))
    assert out["error"] == {"step": 35, "action": "done"}  # seven cards held
    steps = _auction(3, "bid 7, pass, pass, pass") + A_DRAW[:-1] + _acts(3, "discard 4H")
    out = complete_record(_record(3, [0, 0, 0, 0], A_HANDS, A_STOCK, steps))
    assert out["error"] == {"step": 36, "action": "discard 4H"}
    assert _legal(out, 36) == ["done"]


# -- CI-4.3: the stock runs out, the dealer goes on from the discards ------------------

C_HANDS = [
    "AH 2S 3S 4S 5S 6S 7S 8S 9S",
    "TS JS QS KS AS 2C 3C 4C 5C",
    "6C 7C 8C 9C TC JC QC KC AC",
    "KH QH JH TH 9H 8H 7H 6H 5H",
]
C_STOCK = "4H 3H 2H 5D AD KD QD JD TD 9D 8D 7D 6D 4D 3D 2D"


@pytest.mark.parametrize("first", ["2S", "9S"])
def test_refill_from_the_discards(first: str) -> None:
    """The non-dealers keep AH only: seat 0 gets five stock cards, seat 1 six, seat 2
    the last five and then seat 0's first discard; the dealer gets nothing (CI-4.2 to
    CI-4.4)."""
    spades = ["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S"]
    spades.remove(first)
    steps = _auction(3, "bid 1, pass, pass, pass") + _acts(0, "name H")
    steps += _discards(0, " ".join([first, *spades]))
    steps += _discards(1, "TS JS QS KS AS 2C 3C 4C 5C")
    steps += _discards(2, "6C 7C 8C 9C TC JC QC KC AC")
    steps += _discards(3, "5H 6H 7H")
    steps += _trick(0, "AH 8D 2D JH") + _trick(0, "2H 9D 3D 8H") + _trick(3, "TH 5D TD 4D")
    steps += _trick(3, "KH 4H JD 6D") + _trick(3, "QH 3H QD 7D") + _trick(3, f"9H AD KD {first}")
    out = complete_record(_record(3, [0, 0, 0, 0], C_HANDS, C_STOCK, steps))
    assert "error" not in out
    assert _legal(out, 5) == _discarding("2S 3S 4S 5S 6S 7S 8S 9S")
    assert _legal(out, 34) == _discarding(C_HANDS[3])  # the stock is empty: nine cards
    assert _legal(out, 37) == ["done"]
    assert _legal(out, 38) == _plays("AH 4H 3H 2H 5D AD")
    assert _legal(out, 39) == _plays("KD QD JD TD 9D 8D")  # no trump: anything
    assert _legal(out, 40) == _plays("7D 6D 4D 3D 2D " + first)
    assert _legal(out, 41) == _plays("KH QH JH TH 9H 8H")
    assert _legal(out, 47) == _plays("4H 3H 5D")  # CI-5.3: the Left Pedro is a trump
    exp = _expect(out)
    tricks = exp["tricks"]
    assert isinstance(tricks, list)
    assert tricks[0] == {"leader": 0, "cards": ["AH", "8D", "2D", "JH"], "winner": 0}
    assert _winners(out) == [0, 3, 3, 3, 3, 3]
    # CI-6.2: the dealer discarded 5H, so right_pedro goes to no one. Side 0 (the makers)
    # count 2 and make their bid of 1; side 1 counts 7 and scores 7 - 2 (CI-7.1).
    assert exp["points"] == _points(high=0, low=1, jack=0, game=1, left_pedro=1)
    assert (exp["made"], exp["scores"]) == (True, [0, 5, 0, 5])


# -- malformed records -----------------------------------------------------------------


def test_malformed_records_raise() -> None:
    """Cards, counts, the pack, scores and the dealer are checked (CI-1, CI-2.1, CI-10.1)."""
    good = _record(3, [0, 0, 0, 0], A_HANDS, A_STOCK, [])
    complete_record(good)

    def changed(**fields: object) -> Record:
        return {**good, **fields}

    hands = [hand.split() for hand in A_HANDS]
    bad: list[Record] = [
        changed(hands=[["AH", "2H", "AS", "JS", "TS", "7S", "6S", "4S", "1S"], *hands[1:]]),
        changed(hands=hands[:3]),
        changed(hands=[hands[0][:8], *hands[1:]]),
        changed(stock=A_STOCK.split()[:15]),
        changed(stock=[*A_STOCK.split()[:15], "AH"]),  # AH twice, 5C missing
        changed(scores=[1, 0, 0, 0]),  # partners unequal
        changed(scores=[51, 0, 51, 0]),  # CI-10.1: both under 51
        changed(scores=[0, 0, 0]),
        changed(dealer=4),
        changed(players=3),
        changed(variant="pedro"),
        changed(steps="pass"),
        changed(steps=["pass"]),
    ]
    for record in bad:
        with pytest.raises(ValueError):
            complete_record(record)
    assert sorted(" ".join([*A_HANDS, A_STOCK]).split()) == sorted(PACK)


# -- random hands ----------------------------------------------------------------------


def test_random_records_are_deterministic() -> None:
    """The same seed gives the same record; the id has the documented shape."""
    one = random_record(random.Random(7), dealer=2, scores=[3, 9, 3, 9])
    two = random_record(random.Random(7), dealer=2, scores=[3, 9, 3, 9])
    assert one == two
    identifier = one["id"]
    assert isinstance(identifier, str) and identifier.startswith("oracle-random-cinch-")
    assert len(identifier) == len("oracle-random-cinch-") + 8
    assert one["tags"] == ["random"]


def test_random_sweep_invariants() -> None:
    """300 random hands: every hand is replayed to its end with consistent results."""
    rng = random.Random(20240611)
    seen: set[str] = set()
    for _game in range(300):
        dealer = rng.randrange(4)
        side_scores = [rng.randrange(TARGET) for _ in range(2)]
        scores = [side_scores[seat % 2] for seat in range(4)]
        out = random_record(rng, dealer=dealer, scores=scores)
        assert "error" not in out
        assert complete_record(out) == out  # replaying changes nothing
        hands, stock = out["hands"], out["stock"]
        assert isinstance(hands, list) and isinstance(stock, list)
        assert sorted([card for hand in hands for card in hand] + stock) == sorted(PACK)
        steps = _steps(out)
        for step in steps:
            legal = step["legal"]
            assert isinstance(legal, list) and legal
            assert step["action"] in legal
        actions = [step["action"] for step in steps]
        assert [step["seat"] for step in steps[:4]] == [(dealer + 1 + i) % 4 for i in range(4)]
        assert sum(1 for a in actions if isinstance(a, str) and a.startswith("play ")) == 24
        assert actions.count("done") == 4
        exp = _expect(out)
        assert isinstance(exp["tricks"], list) and len(exp["tricks"]) == 6
        final = exp["scores"]
        assert isinstance(final, list)
        assert final[0] == final[2] and final[1] == final[3]  # CI-7.4
        assert all(after >= before for after, before in zip(final, scores, strict=True))
        gains = [final[side] - scores[side] for side in (0, 1)]
        assert min(gains) == 0  # CI-8.2: only one side scores
        points = exp["points"]
        assert isinstance(points, dict) and set(points) == set(POINT_IDS)
        count = [0, 0]
        for point, side in points.items():
            if side is not None:
                assert isinstance(side, int)
                count[side] += VALUES[point]
        assert sum(count) <= 14
        pitcher = exp["pitcher"]
        assert isinstance(pitcher, int)
        if exp["bid"] is None:
            assert pitcher == dealer and exp["made"] is None  # CI-3.4
            seen.add("no-contract")
        elif exp["made"] is False:
            bid = exp["bid"]
            assert isinstance(bid, int)
            assert gains[1 - pitcher % 2] == 14 + bid - count[pitcher % 2]  # CI-7.2
            seen.add("set")
        else:
            assert exp["made"] is True
            seen.add("made")
        if exp["made"] is not False:
            assert max(gains) == abs(count[0] - count[1])  # CI-7.1
        winner = exp["winner"]
        if exp["game_over"]:
            assert isinstance(winner, int) and final[winner] >= TARGET
            seen.add("game-over")
        else:
            assert winner is None and max(final) < TARGET
        if any(value is None for value in points.values()):
            seen.add("point-not-in-play")
    assert {"set", "made", "game-over", "point-not-in-play"} <= seen  # four passes: rare
