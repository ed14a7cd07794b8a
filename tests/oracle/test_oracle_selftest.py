"""Hand-worked self-tests for the Auction Pitch oracle."""

from __future__ import annotations

from .auction_pitch_oracle import complete_record

Step = dict[str, object]


def _auction(first: int, players: int, actions: list[str]) -> list[Step]:
    """Auction steps starting at seat `first`, clockwise."""
    return [{"seat": (first + i) % players, "action": a} for i, a in enumerate(actions)]


def _trick(leader: int, players: int, cards: str) -> list[Step]:
    """Play steps for one trick led by `leader`, cards space-separated."""
    return [
        {"seat": (leader + i) % players, "action": "play " + c} for i, c in enumerate(cards.split())
    ]


def _plays(cards: str) -> list[str]:
    """Play actions for space-separated card codes, in order."""
    return ["play " + c for c in cards.split()]


def _record(
    dealer: int,
    scores: list[int],
    setbacks: list[int],
    hands: list[str],
    steps: list[Step],
) -> dict[str, object]:
    """Build an input record; hands are space-separated card codes."""
    return {
        "format": "allfours-hand/1",
        "id": "selftest",
        "variant": "auction_pitch",
        "players": len(scores),
        "dealer": dealer,
        "scores": scores,
        "setbacks": setbacks,
        "hands": [h.split() for h in hands],
        "steps": steps,
    }


def _expect(out: dict[str, object]) -> dict[str, object]:
    """The `expect` dict of an oracle output."""
    expect = out["expect"]
    assert isinstance(expect, dict)
    return expect


def _legal(out: dict[str, object], index: int) -> object:
    """The `legal` list the oracle put on step `index`."""
    steps = out["steps"]
    assert isinstance(steps, list)
    step = steps[index]
    assert isinstance(step, dict)
    return step["legal"]


# Four players; seat 0 holds the six top spades, everyone else one plain suit.
SWEEP_HANDS = [
    "AS KS QS JS TS 9S",
    "AH KH QH JH TH 9H",
    "AD KD QD JD TD 9D",
    "AC KC QC JC TC 9C",
]


def _sweep_steps(bid: str) -> list[Step]:
    """Seat 0 bids, the rest pass; seat 0 then wins every trick."""
    steps = _auction(0, 4, [bid, "pass", "pass", "pass"])
    for rank in "AKQJT9":
        steps += _trick(0, 4, f"{rank}S {rank}H {rank}D {rank}C")
    return steps


def test_e10_payouts_and_setback_variation() -> None:
    """Final scores [7, 3, 0, -2], set-backs [1, 0, 2, 1]: seat 0 collects 5 (or 8)."""
    record = _record(3, [3, 3, 0, -2], [1, 0, 2, 1], SWEEP_HANDS, _sweep_steps("bid 2"))
    out = complete_record(record)
    exp = _expect(out)
    assert "error" not in out
    assert (exp["pitcher"], exp["bid"], exp["trump"]) == (0, 2, "S")
    assert exp["points"] == {"high": 0, "low": 0, "jack": 0, "game": 0}
    assert exp["made"] is True
    assert exp["scores"] == [7, 3, 0, -2]
    assert exp["setbacks"] == [1, 0, 2, 1]
    assert (exp["game_over"], exp["winner"]) == (True, 0)
    assert exp["payouts"] == [5, -1, -2, -2]
    assert _expect(complete_record(record, setback_chips=1))["payouts"] == [8, -1, -4, -3]
    assert _legal(out, 0) == ["pass", "bid 2", "bid 3", "bid 4"]
    assert _legal(out, 1) == ["pass", "bid 3", "bid 4"]
    assert _legal(out, 3) == ["pass", "bid 2", "bid 3", "bid 4"]  # AP-3.3
    assert _legal(out, 4) == _plays(SWEEP_HANDS[0])
    assert _legal(out, 5) == _plays(SWEEP_HANDS[1])
    assert record.get("expect") is None  # the input is not modified


def test_single_trump_is_high_and_low() -> None:
    """Only AS is a trump: seat 0 gets High and Low, Jack is not in play."""
    hands = [
        "AS 2H 3H 4H 5H 6H",
        "KH QH JH TH 9H 8H",
        "KD QD JD TD 9D 8D",
        "KC QC JC TC 9C 8C",
    ]
    steps = _auction(0, 4, ["bid 2", "pass", "pass", "pass"])
    steps += _trick(0, 4, "AS KH KD KC")
    steps += _trick(0, 4, "2H QH QD QC")
    for rank, low in zip("JT98", "3456", strict=True):
        steps += _trick(1, 4, f"{rank}H {rank}D {rank}C {low}H")
    out = complete_record(_record(3, [0, 0, 0, 0], [0, 0, 0, 0], hands, steps))
    exp = _expect(out)
    assert exp["points"] == {"high": 0, "low": 0, "jack": None, "game": 1}
    tricks = exp["tricks"]
    assert isinstance(tricks, list)
    assert [t["winner"] for t in tricks] == [0, 1, 1, 1, 1, 1]
    assert exp["made"] is True
    assert exp["scores"] == [2, 1, 0, 0]
    assert (exp["game_over"], exp["winner"], exp["payouts"]) == (False, None, None)
    # AP-4.3: seat 1 holds hearts on the 2H lead; seat 2 is void and plays anything.
    assert _legal(out, 9) == _plays("QH JH TH 9H 8H")
    assert _legal(out, 10) == _plays("QD JD TD 9D 8D")


def test_tied_game_scores_nothing_and_dealer_is_stuck() -> None:
    """Two players tie at 4 for Game; the stuck dealer is set back."""
    hands = ["2S AD 6C 7C 8C 9C", "AS 2D 2C 3C 4C 5C"]
    steps = _auction(0, 2, ["pass", "bid 2"])
    steps += _trick(1, 2, "AS 2S")
    steps += _trick(1, 2, "2D AD")
    for lead, follow in zip("6789", "2345", strict=True):
        steps += _trick(0, 2, f"{lead}C {follow}C")
    out = complete_record(_record(1, [0, 0], [0, 0], hands, steps))
    exp = _expect(out)
    assert _legal(out, 1) == ["bid 2", "bid 3", "bid 4"]  # AP-3.5
    assert _legal(out, 3) == ["play 2S"]  # AP-4.2
    assert _legal(out, 5) == ["play AD"]  # AP-4.3, no trump left
    assert exp["points"] == {"high": 1, "low": 0, "jack": None, "game": None}
    assert exp["made"] is False
    assert exp["scores"] == [1, -2]
    assert exp["setbacks"] == [0, 1]
    assert exp["game_over"] is False


def test_pitcher_counts_out_first() -> None:
    """Pitcher reaches 7 and wins although the opponent ends on 8 (AP-7.3 (1))."""
    hands = ["JS AD KD QD TD 9C", "AS 2S 2D 3D 4D 5D"]
    steps = _auction(0, 2, ["pass", "bid 2"])
    steps += _trick(1, 2, "2S JS")
    for lead, follow in zip("AKQT", "2345", strict=True):
        steps += _trick(0, 2, f"{lead}D {follow}D")
    steps += _trick(0, 2, "9C AS")
    out = complete_record(_record(1, [6, 5], [2, 0], hands, steps))
    exp = _expect(out)
    # AP-4.3: trumping is allowed even when able to follow.
    assert _legal(out, 5) == _plays("AS 2D 3D 4D 5D")
    assert exp["points"] == {"high": 1, "low": 1, "jack": 0, "game": 0}
    assert exp["scores"] == [8, 7]
    assert (exp["game_over"], exp["winner"], exp["payouts"]) == (True, 1, [-1, 1])
    with_variation = _expect(complete_record(out, setback_chips=1))
    assert with_variation["payouts"] == [-3, 3]


def test_non_pitchers_credited_high_low_jack_game() -> None:
    """Pitcher is set back; Jack is credited before Game, so seat 2 wins (AP-7.3 (2))."""
    hands = ["AS 2S 3H 4H 5H 6H", "AD KD QD TD 9C 8C", "JS 2D 3D 4D 5D 6D"]
    steps = _auction(0, 3, ["bid 3", "pass", "pass"])
    steps += _trick(0, 3, "2S 9C JS")
    steps += _trick(2, 3, "2D 3H AD")
    for rank, low, mine in zip("KQT", "345", "456", strict=True):
        steps += _trick(1, 3, f"{rank}D {low}D {mine}H")
    steps += _trick(1, 3, "8C 6D AS")
    out = complete_record(_record(2, [0, 6, 6], [0, 0, 0], hands, steps))
    exp = _expect(out)
    assert _legal(out, 1) == ["pass", "bid 4"]
    assert _legal(out, 2) == ["pass", "bid 3", "bid 4"]
    assert exp["points"] == {"high": 0, "low": 0, "jack": 2, "game": 1}
    assert exp["made"] is False
    assert exp["scores"] == [-3, 7, 7]
    assert exp["setbacks"] == [1, 0, 0]
    assert (exp["game_over"], exp["winner"]) == (True, 2)
    assert exp["payouts"] == [-2, -1, 3]
    assert _expect(complete_record(out, setback_chips=1))["payouts"] == [-3, -1, 4]


def test_smudge() -> None:
    """A made smudge wins at once unless the pitcher was in the hole (AP-7.2)."""
    record = _record(3, [0, 0, 0, 0], [0, 0, 0, 0], SWEEP_HANDS, _sweep_steps("bid 4"))
    out = complete_record(record)
    exp = _expect(out)
    assert [_legal(out, i) for i in (1, 2, 3)] == [["pass"]] * 3  # AP-3.4
    assert exp["scores"] == [4, 0, 0, 0]
    assert (exp["game_over"], exp["winner"], exp["payouts"]) == (True, 0, [6, -2, -2, -2])
    record["scores"] = [-1, 0, 0, 0]
    exp = _expect(complete_record(record))
    assert exp["scores"] == [3, 0, 0, 0]
    assert (exp["game_over"], exp["winner"], exp["payouts"]) == (False, None, None)


def test_dealer_takes_at_equal_bid_partial_record() -> None:
    """Dealer takes the contract at 3; steps end before the play."""
    steps = _auction(0, 4, ["bid 3", "pass", "pass", "bid 3"])
    out = complete_record(_record(3, [0, 0, 0, 0], [0, 0, 0, 0], SWEEP_HANDS, steps))
    assert _legal(out, 3) == ["pass", "bid 3", "bid 4"]
    assert _expect(out) == {"pitcher": 3, "bid": 3, "tricks": []}
    assert "error" not in out


def test_illegal_steps_are_reported() -> None:
    """An illegal bid or a wrong seat stops the replay at that step."""
    steps = _auction(0, 4, ["bid 2", "bid 2", "pass", "pass"])
    out = complete_record(_record(3, [0, 0, 0, 0], [0, 0, 0, 0], SWEEP_HANDS, steps))
    assert out["error"] == {"step": 1, "action": "bid 2"}
    assert _expect(out) == {"tricks": []}
    steps = _auction(0, 4, ["pass", "pass", "pass", "bid 2"]) + _trick(1, 4, "AH")
    out = complete_record(_record(3, [0, 0, 0, 0], [0, 0, 0, 0], SWEEP_HANDS, steps))
    assert out["error"] == {"step": 4, "action": "play AH"}
    assert _expect(out) == {"pitcher": 3, "bid": 2, "tricks": []}
    # AP-4.2: a trump lead must be followed with trump when able.
    hands = ["AS KH QH JH TH 9H", "2S AD KD QD JD TD"]
    steps = _auction(0, 2, ["bid 2", "pass"]) + _trick(0, 2, "AS AD")
    out = complete_record(_record(1, [0, 0], [0, 0], hands, steps))
    assert out["error"] == {"step": 3, "action": "play AD"}
    assert _legal(out, 3) == ["play 2S"]
    assert _expect(out) == {"pitcher": 0, "bid": 2, "trump": "S", "tricks": []}
