"""Property tests: random deals and random legal play through the generated modules.

Every hand is played with uniformly random legal actions for 2 to 7 players and checked
against invariants of the rules (rules/auction-pitch.md) and against the independent
oracle (tests/oracle/auction_pitch_oracle.py) through the `allfours-hand/1` record
format. Everything is deterministic: hypothesis runs derandomized, the sweeps use fixed
seeds.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass
from types import ModuleType
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sampling import examples

RANKS = "AKQJT98765432"
SUITS = "SHDC"
PACK = tuple(rank + suit for suit in SUITS for rank in RANKS)
COUNT_VALUES = {"T": 10, "A": 4, "K": 3, "Q": 2, "J": 1}
POINT_IDS = ("high", "low", "jack", "game")
# Every action string a player might try: all bids (legal or not), all cards, nonsense.
ALL_ACTIONS = (
    "pass",
    *(f"bid {n}" for n in range(0, 6)),
    *(f"play {card}" for card in PACK),
    "fold",
    "",
)
SEARCH = settings(
    max_examples=examples(1000),
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)


def strength(card: str) -> int:
    return len(RANKS) - RANKS.index(card[0])


def choose(rng: random.Random, legal: tuple[str, ...], cautious: bool) -> str:
    """A random legal action. A cautious player mostly passes and bids low (so that
    contracts are made and games end); otherwise every legal action is equally likely."""
    if not cautious or legal[0].startswith("play "):
        return rng.choice(legal)
    bids = [action for action in legal if action != "pass"]
    if not bids or ("pass" in legal and rng.random() < 0.7):
        return "pass"
    return bids[0] if rng.random() < 0.7 else rng.choice(bids)


@dataclass
class Setup:
    players: int
    dealer: int
    scores: list[int]
    setbacks: list[int]
    hands: list[list[str]]
    rng: random.Random
    cautious: bool


@st.composite
def setups(draw: st.DrawFn) -> Setup:
    players = draw(st.integers(2, 7))
    dealer = draw(st.integers(0, players - 1))
    # Scores before the hand stay below 7 (the game would be over); a close finish, with
    # everyone at 3 to 6, makes several players reach 7 in the same hand (AP-7.3).
    score = st.integers(3, 6) if draw(st.booleans()) else st.integers(-6, 6)
    scores = draw(st.lists(score, min_size=players, max_size=players))
    setbacks = draw(st.lists(st.integers(0, 3), min_size=players, max_size=players))
    pack = draw(st.permutations(PACK))
    hands = [list(pack[6 * seat : 6 * seat + 6]) for seat in range(players)]
    rng = draw(st.randoms(use_true_random=False))
    return Setup(players, dealer, scores, setbacks, hands, rng, draw(st.booleans()))


def seeded_setup(seed: int) -> Setup:
    """Hand number `seed` of the sweep: 2 + seed % 6 players, half of the players
    cautious, a third of the hands a close finish."""
    rng = random.Random(seed)
    players = 2 + seed % 6
    pack = rng.sample(PACK, 52)
    lowest = 3 if (seed // 12) % 3 == 0 else -6
    return Setup(
        players=players,
        dealer=rng.randrange(players),
        scores=[rng.randint(lowest, 6) for _ in range(players)],
        setbacks=[rng.randint(0, 3) for _ in range(players)],
        hands=[pack[6 * seat : 6 * seat + 6] for seat in range(players)],
        rng=rng,
        cautious=seed % 12 >= 6,
    )


@dataclass
class PlayedHand:
    game: Any
    record: dict[str, Any]
    legal: list[tuple[str, ...]]  # the legal actions offered before each step


def play_random_hand(ap: ModuleType, setup: Setup) -> PlayedHand:
    """Deal `setup` and play it out with random legal actions, recording every step."""
    game = ap.Game(setup.players, dealer=setup.dealer, scores=setup.scores, setbacks=setup.setbacks)
    game.deal(setup.hands)
    steps: list[dict[str, Any]] = []
    legal_seen: list[tuple[str, ...]] = []
    while game.to_act is not None:
        seat, legal = game.to_act, game.legal_actions()
        assert legal, "the player to act always has a legal action"
        action = choose(setup.rng, legal, setup.cautious)
        steps.append({"seat": seat, "action": action})
        legal_seen.append(legal)
        game.apply(action, seat=seat)
    record = {
        "format": "allfours-hand/1",
        "id": "random-hand",
        "variant": ap.VARIANT["id"],
        "players": setup.players,
        "dealer": setup.dealer,
        "scores": list(setup.scores),
        "setbacks": list(setup.setbacks),
        "hands": [list(hand) for hand in setup.hands],
        "steps": steps,
    }
    return PlayedHand(game, record, legal_seen)


# -- invariants of one hand --------------------------------------------------------------


def check_hand_invariants(played: PlayedHand) -> None:
    game, record = played.game, played.record
    n = record["players"]
    result = game.hand_result
    assert result is not None and not result.passed_out
    dealt = {card: seat for seat, hand in enumerate(record["hands"]) for card in hand}

    # The auction (AP-3): one turn each from the dealer's left, then the play.
    auction = record["steps"][:n]
    assert [step["seat"] for step in auction] == [(record["dealer"] + 1 + i) % n for i in range(n)]
    bids = [(s["seat"], int(s["action"].split()[1])) for s in auction if s["action"] != "pass"]
    assert bids, "stick the dealer (AP-3.5): someone always bids"
    assert all(2 <= amount <= 4 for _, amount in bids)
    assert (result.pitcher, result.bid) == bids[-1]
    assert result.bid == max(amount for _, amount in bids)

    # Tricks (AP-4): six of n cards, every dealt card played exactly once.
    tricks = result.tricks
    assert len(tricks) == 6
    assert all(len(trick.cards) == n for trick in tricks)
    played_cards = [card for trick in tricks for card in trick.cards]
    assert len(played_cards) == len(set(played_cards)) == 6 * n
    assert set(played_cards) == set(dealt)
    assert tricks[0].leader == result.pitcher
    assert tricks[0].cards[0][1] == result.trump
    for before, after in itertools.pairwise(tricks):
        assert after.leader == before.winner
    for trick in tricks:
        for i, card in enumerate(trick.cards):
            assert dealt[card] == (trick.leader + i) % n  # clockwise, own cards only
        trumps = [c for c in trick.cards if c[1] == result.trump]
        candidates = trumps or [c for c in trick.cards if c[1] == trick.cards[0][1]]
        best = max(candidates, key=strength)
        assert trick.winner == (trick.leader + trick.cards.index(best)) % n

    # Points (AP-5): each awarded at most once, only to a seat.
    points = result.points
    assert set(points) == set(POINT_IDS)
    assert all(seat is None or 0 <= seat < n for seat in points.values())
    trumps_dealt = sorted((c for c in dealt if c[1] == result.trump), key=strength)
    assert points["high"] == dealt[trumps_dealt[-1]]
    assert points["low"] == dealt[trumps_dealt[0]]
    jack = "J" + result.trump
    if jack in dealt:
        assert points["jack"] == next(t.winner for t in tricks if jack in t.cards)
    else:
        assert points["jack"] is None
    totals = [0] * n
    for trick in tricks:
        totals[trick.winner] += sum(COUNT_VALUES.get(card[0], 0) for card in trick.cards)
    leaders = [seat for seat in range(n) if totals[seat] == max(totals)]
    assert points["game"] == (leaders[0] if len(leaders) == 1 else None)
    made_counts = [sum(1 for seat in points.values() if seat == s) for s in range(n)]
    assert list(result.points_made) == made_counts
    assert sum(made_counts) == sum(1 for seat in points.values() if seat is not None)

    # Scores (AP-6): non-pitchers add what they made, the pitcher adds it or loses the bid.
    pitcher, contract = result.pitcher, result.bid
    assert result.made == (made_counts[pitcher] >= contract)
    before = record["scores"]
    assert list(result.scores_before) == before
    for seat in range(n):
        if seat != pitcher or result.made:  # AP-6.1, AP-6.2
            expected = before[seat] + made_counts[seat]
        else:
            expected = before[seat] - contract
        assert result.scores[seat] == expected == game.scores[seat]
    expected_setbacks = list(record["setbacks"])
    if not result.made:
        expected_setbacks[pitcher] += 1
    assert list(result.setbacks) == expected_setbacks == game.setbacks

    # The end of the game (AP-7) and the settlement (AP-8).
    smudge_won = contract == 4 and result.made and before[pitcher] >= 0
    assert result.game_over == (smudge_won or max(result.scores) >= 7)
    assert game.game_over == result.game_over
    assert game.winner == result.winner
    if smudge_won:
        assert result.winner == pitcher
    if result.made and result.scores[pitcher] >= 7:
        assert result.winner == pitcher
    payouts = game.payouts()
    if result.winner is None:
        assert payouts is None
    else:
        assert 0 <= result.winner < n
        assert sum(payouts) == 0
        assert payouts[result.winner] > 0
        for seat in range(n):
            if seat != result.winner:
                assert payouts[seat] == (-1 if result.scores[seat] >= 1 else -2)


def check_replay_reproduces(ap: ModuleType, played: PlayedHand) -> dict[str, Any]:
    """`replay` of the recorded hand is deterministic and gives back what was played."""
    record = played.record
    completed: dict[str, Any] = ap.replay(record)
    assert ap.replay(record) == completed
    assert "error" not in completed
    assert [step["legal"] for step in completed["steps"]] == [list(x) for x in played.legal]
    assert [(s["seat"], s["action"]) for s in completed["steps"]] == [
        (s["seat"], s["action"]) for s in record["steps"]
    ]
    result, expect = played.game.hand_result, completed["expect"]
    assert expect["pitcher"] == result.pitcher
    assert expect["bid"] == result.bid
    assert expect["trump"] == result.trump
    assert expect["tricks"] == [
        {"leader": t.leader, "cards": list(t.cards), "winner": t.winner} for t in result.tricks
    ]
    assert expect["points"] == result.points
    assert expect["made"] == result.made
    assert expect["scores"] == list(result.scores)
    assert expect["setbacks"] == list(result.setbacks)
    assert expect["game_over"] == result.game_over
    assert expect["winner"] == result.winner
    assert expect["payouts"] == played.game.payouts()
    assert "steps" in record and all("legal" not in s for s in record["steps"])  # unchanged
    return completed


def assert_same_as_oracle(completed: dict[str, Any], expected: dict[str, Any]) -> None:
    """The engine's completed record agrees with the oracle's: legal sets, expect, error."""
    engine_steps, oracle_steps = completed["steps"], expected["steps"]
    error = completed.get("error")
    assert (error is None) == ("error" not in expected)
    if error is not None:
        assert error["step"] == expected["error"]["step"]
        assert error["action"] == expected["error"]["action"]
    assert len(engine_steps) == len(oracle_steps)
    for index, (mine, theirs) in enumerate(zip(engine_steps, oracle_steps, strict=True)):
        if error is not None and index > error["step"]:
            # Steps after an illegal one are kept as given, with no legal set.
            assert "legal" not in mine and "legal" not in theirs
            continue
        assert set(mine["legal"]) == set(theirs["legal"]), f"legal actions at step {index}"
        assert len(mine["legal"]) == len(set(mine["legal"]))
    assert set(completed["expect"]) == set(expected["expect"])
    for field, value in expected["expect"].items():
        assert completed["expect"][field] == value, field


@SEARCH
@given(setup=setups())
def test_random_hand_invariants(auction_pitch: ModuleType, setup: Setup) -> None:
    """AP-2 to AP-8: invariants of any hand played with random legal actions."""
    check_hand_invariants(play_random_hand(auction_pitch, setup))


@SEARCH
@given(setup=setups())
def test_random_hand_replay_matches_the_oracle(
    auction_pitch: ModuleType, oracle: ModuleType, setup: Setup
) -> None:
    """Conformance: replay(record) equals the oracle's complete_record(record), and replay
    reproduces the hand as played."""
    played = play_random_hand(auction_pitch, setup)
    completed = check_replay_reproduces(auction_pitch, played)
    assert_same_as_oracle(completed, oracle.complete_record(played.record))


def scenario_tags(played: PlayedHand) -> set[str]:
    """The edge cases of the rules that a played hand exercises."""
    record, result = played.record, played.game.hand_result
    n, pitcher = record["players"], result.pitcher
    auction = [step["action"] for step in record["steps"][:n]]
    dealt = {card: seat for seat, hand in enumerate(record["hands"]) for card in hand}
    trumps = sorted((card for card in dealt if card[1] == result.trump), key=strength)
    low_taker = next(t.winner for t in result.tricks if trumps[0] in t.cards)
    reached = [seat for seat in range(n) if result.scores[seat] >= 7]
    tags = {
        f"players-{n}",
        "made" if result.made else "set-back",
        *(f"{point}-to-no-one" for point, seat in result.points.items() if seat is None),
    }
    if len(trumps) == 1:
        tags.add("single-trump")
    if low_taker != dealt[trumps[0]]:
        tags.add("low-captured")
    if all(action == "pass" for action in auction[:-1]):
        tags.add("stuck-dealer")
    elif auction[-1] != "pass" and auction[-1] in auction[:-1]:
        tags.add("dealer-equal-bid")
    if "bid 4" in auction[:-1]:
        tags.add("smudge-before-dealer")
    if result.bid == 4 and result.made:
        in_hole = result.scores_before[pitcher] < 0
        tags.add("smudge-made-in-hole" if in_hole else "smudge-made-wins")
    if result.bid == 4 and result.points["jack"] is None:
        tags.add("smudge-jack-out")
    if result.winner is not None and len(reached) >= 2:
        tags.add("several-reach-7")
        if result.scores[result.winner] < max(result.scores):
            tags.add("pitcher-first" if result.winner == pitcher else "count-out-beats-higher")
    if result.winner is not None and result.winner != pitcher:
        tags.add("non-pitcher-wins")
    return tags


def test_seeded_sweep_against_the_oracle(
    auction_pitch: ModuleType, auction_pitch_setback_payouts: ModuleType, oracle: ModuleType
) -> None:
    """Conformance, a fixed sweep of 1,200 hands (200 per table size of 2 to 7) for both
    bundled modules (AP-8.2's variation is the oracle with one chip per set-back); the
    sweep is checked to reach every edge case of the rules."""
    seen: dict[str, int] = {}
    for seed in range(1200):
        played = play_random_hand(auction_pitch, seeded_setup(seed))
        check_hand_invariants(played)
        completed = check_replay_reproduces(auction_pitch, played)
        assert_same_as_oracle(completed, oracle.complete_record(played.record))
        variation = auction_pitch_setback_payouts.replay(played.record)
        assert_same_as_oracle(variation, oracle.complete_record(played.record, setback_chips=1))
        assert variation["steps"] == completed["steps"]
        for tag in scenario_tags(played):
            seen[tag] = seen.get(tag, 0) + 1
    wanted = {f"players-{n}": 200 for n in range(2, 8)}
    wanted |= dict.fromkeys(
        [
            "made",
            "set-back",
            "jack-to-no-one",
            "game-to-no-one",
            "single-trump",
            "low-captured",
            "stuck-dealer",
            "dealer-equal-bid",
            "smudge-before-dealer",
            "smudge-made-in-hole",
            "smudge-made-wins",
            "smudge-jack-out",
            "several-reach-7",
            "pitcher-first",
            "count-out-beats-higher",
            "non-pitcher-wins",
        ],
        1,
    )
    missing = {tag: n for tag, n in wanted.items() if seen.get(tag, 0) < n}
    assert not missing, f"the sweep no longer reaches {missing} (seen {seen})"


# -- records with an illegal step --------------------------------------------------------


def expected_rules(game: Any, action: str, seat: int) -> set[str]:
    """The rule(s) an illegal `action` by `seat` breaks, worked out from the rules."""
    n, to_act = game.players, game.to_act
    observation = game.observation(to_act)
    phase = observation["phase"]
    if seat != to_act:  # out of turn
        if phase == "auction":
            return {"AP-3.1"}
        opening = not game.tricks and not observation["trick"]
        return {"AP-4.1"} if opening else {"AP-4.4", "AP-1.2"}
    words = action.split()
    if phase == "auction":
        if action == "pass":
            return {"AP-3.5"}
        if words[:1] == ["play"]:
            return {"AP-4.1"}
        if len(words) != 2 or words[0] != "bid" or words[1] not in {"2", "3", "4"}:
            return {"AP-3.2", "AP-9.1"}
        bids = [int(b["action"].split()[1]) for b in observation["bids"] if b["action"] != "pass"]
        if 4 in bids:
            return {"AP-3.4"}
        if seat == game.dealer:
            return {"AP-3.2", "AP-3.3"}
        return {"AP-3.2"}
    assert n >= 2
    if action == "pass" or words[:1] == ["bid"]:
        return {"AP-3.1"}
    if len(words) != 2 or words[0] != "play" or words[1] not in PACK:
        return {"AP-9.1"}
    card = words[1]
    if card not in observation["hand"]:
        return {"AP-2.1"}
    led = observation["trick"][0]["card"][1]
    return {"AP-4.2"} if led == observation["trump"] else {"AP-4.3"}


@SEARCH
@given(setup=setups(), data=st.data())
def test_records_with_an_illegal_step(
    auction_pitch: ModuleType, oracle: ModuleType, setup: Setup, data: st.DataObject
) -> None:
    """AP-9.1: a record with one illegal step (a forbidden action, or a legal one out of
    turn) is reported at the same step by replay and the oracle, citing the right rule;
    an IllegalAction from the live game names the same rule and changes nothing."""
    played = play_random_hand(auction_pitch, setup)
    steps = played.record["steps"]
    index = data.draw(st.integers(0, len(steps) - 1), label="illegal step")
    # Replay the hand up to the step, live, to learn the state there.
    game = auction_pitch.Game(
        setup.players, dealer=setup.dealer, scores=setup.scores, setbacks=setup.setbacks
    )
    game.deal(setup.hands)
    for step in steps[:index]:
        game.apply(step["action"], seat=step["seat"])
    legal = game.legal_actions()
    if data.draw(st.booleans(), label="out of turn"):
        seat = (game.to_act + data.draw(st.integers(1, setup.players - 1))) % setup.players
        action = data.draw(st.sampled_from(legal), label="action")
    else:
        seat = game.to_act
        action = data.draw(st.sampled_from([a for a in ALL_ACTIONS if a not in legal]))
    rules = expected_rules(game, action, seat)

    before = [game.observation(s) for s in range(setup.players)]
    with pytest.raises(auction_pitch.IllegalAction) as refused:
        game.apply(action, seat=seat)
    assert refused.value.rule in rules
    assert [game.observation(s) for s in range(setup.players)] == before

    record = dict(played.record)
    record["steps"] = [*steps[:index], {"seat": seat, "action": action}, *steps[index + 1 :]]
    completed = auction_pitch.replay(record)
    assert completed["error"]["step"] == index
    assert completed["error"]["rule"] == refused.value.rule
    assert completed["error"]["message"]
    assert completed["steps"][index]["legal"] == list(legal)
    assert_same_as_oracle(completed, oracle.complete_record(record))


# -- whole games -------------------------------------------------------------------------


def play_random_game(ap: ModuleType, players: int, seed: int) -> tuple[Any, list[Any]]:
    rng = random.Random(seed)
    game = ap.Game(players, dealer=rng.randrange(players), seed=seed)
    results = []
    while not game.game_over:
        game.deal()
        while game.to_act is not None:
            game.apply(choose(rng, game.legal_actions(), cautious=True))
        results.append(game.hand_result)
        assert len(results) < 200, "the game does not end"
    return game, results


@pytest.mark.parametrize("players", range(2, 8))
def test_complete_games_end_with_exactly_one_winner(
    auction_pitch: ModuleType, auction_pitch_setback_payouts: ModuleType, players: int
) -> None:
    """AP-7.1, AP-7.4, AP-2.3, AP-8: 50 whole games per table size (300 in all), played
    to the end with random legal actions: exactly one winner, at the first hand that
    reaches 7 or makes a smudge from 0 or more; the payouts settle it."""
    for seed in range(50):
        game, results = play_random_game(auction_pitch, players, seed)
        first_dealer = results[0].dealer
        for number, result in enumerate(results):
            assert result.dealer == (first_dealer + number) % players
            if number:
                assert result.scores_before == results[number - 1].scores
            ended = max(result.scores) >= 7 or (
                result.bid == 4 and result.made and result.scores_before[result.pitcher] >= 0
            )
            assert result.game_over == ended == (number == len(results) - 1)
        winner = game.winner
        assert isinstance(winner, int) and 0 <= winner < players
        assert results[-1].winner == winner
        assert [r.winner for r in results[:-1]] == [None] * (len(results) - 1)
        assert list(game.scores) == list(results[-1].scores)
        payouts = game.payouts()
        assert sum(payouts) == 0
        assert payouts[winner] > 0
        assert all(payouts[seat] < 0 for seat in range(players) if seat != winner)
        with pytest.raises(auction_pitch.IllegalAction):
            game.deal()

        # The set-back variation plays the same game and only settles it differently.
        same, same_results = play_random_game(auction_pitch_setback_payouts, players, seed)
        assert [tuple(r) for r in same_results] == [tuple(r) for r in results]
        extra = [same.payouts()[s] - payouts[s] for s in range(players)]
        for seat in range(players):
            if seat != winner:
                assert extra[seat] == -game.setbacks[seat]
        assert sum(extra) == 0
