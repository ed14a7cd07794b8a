"""The figures a table asks about, worked out by hand on games written out here: each
game's score history gives its length, lead changes, comeback and last hand; places at
the table are counted from the dealer; a share of few events is shown as its counts."""

from __future__ import annotations

import pytest

from allfours.simulate.compare import compare
from allfours.simulate.figures import Figure, Table, figures, lead_changes, spread
from allfours.simulate.report import value_text
from allfours.simulate.simulation import GameSummary, HandSummary
from allfours.simulate.variants import open_spec, variant_rules

RULES = variant_rules(open_spec("auction_pitch"))
CUTTHROAT = Table(sides=4, start=0, direction=1, target=7)


def game(
    number: int, history: list[tuple[int, ...]], winner: int | None, dealer: int = 0
) -> GameSummary:
    """A game of four players from the scores after each hand (a contract of 2 by the
    dealer each hand, made when the dealer's score rose)."""
    hands = []
    before: tuple[int, ...] = (0, 0, 0, 0)
    for index, scores in enumerate(history):
        hand_dealer = (dealer + index) % 4
        gains = tuple(max(0, a - b) for a, b in zip(scores, before, strict=True))
        made = scores[hand_dealer] > before[hand_dealer]
        hands.append(HandSummary(hand_dealer, False, hand_dealer, 2, made, gains, scores))
        before = scores
    return GameSummary(number, ("rule",) * 4, 4, tuple(hands), winner, before, None, "")


# Seat 1 leads, seat 2 takes the lead, seat 1 takes it back and wins: two lead changes,
# seat 1 was never 3 behind, and was ahead before the last hand.
STEADY = game(0, [(0, 2, 0, 0), (0, 2, 4, 0), (1, 5, 4, 1), (1, 7, 4, 1)], 1)
# Seat 3 is 4 behind, then wins with the last hand: a comeback, and a game the last
# hand turned (seat 3 was not ahead before it).
COMEBACK = game(1, [(4, 0, 0, 0), (4, 1, 0, 2), (5, 1, 1, 4), (5, 1, 1, 8)], 3, dealer=1)


def by_key(games: list[GameSummary]) -> dict[str, Figure]:
    return {f.key: f for f in figures(RULES, games)}


def test_lead_changes_count_a_new_leader_alone() -> None:
    assert lead_changes(CUTTHROAT, STEADY) == 2
    assert lead_changes(CUTTHROAT, COMEBACK) == 1  # seat 0 alone, then seat 3


def test_comeback_and_last_hand_from_the_score_history() -> None:
    measured = by_key([STEADY, COMEBACK])
    assert measured["comeback"].value == 3  # a third of the way to 7, rounded up
    assert (measured["comeback"].events, measured["comeback"].trials) == (1, 2)
    assert (measured["last_hand_decides"].events, measured["last_hand_decides"].trials) == (1, 2)
    assert measured["lead_changes"].estimate.value == pytest.approx(1.5)
    assert measured["hands_per_game"].estimate.value == 4


def test_places_are_counted_from_the_first_dealer() -> None:
    measured = by_key([STEADY, COMEBACK])
    # STEADY: first dealer seat 0, won by seat 1 (the eldest); COMEBACK: dealer 1, won by 3.
    assert measured["first_dealer_wins"].events == 0
    assert measured["eldest_wins"].events == 1
    assert measured["first_dealer_wins"].fair == 0.25
    dealer = measured["dealer_points"]
    taken = sum(sum(h.points_made) for g in (STEADY, COMEBACK) for h in g.hands)
    by_dealer = sum(h.points_made[h.dealer] for g in (STEADY, COMEBACK) for h in g.hands)
    assert dealer.estimate.value == pytest.approx(by_dealer / taken)


def test_a_share_of_few_events_is_shown_as_counts() -> None:
    measured = by_key([STEADY, COMEBACK])
    assert value_text(measured["comeback"]) == "1 of 2"
    many = Figure("pitcher_made", "share", (40.0, 30.0), (60.0, 40.0), 0.02)
    assert not many.few and value_text(many) == "70.0%"
    nearly_all = Figure("pitcher_made", "share", (99.0,), (100.0,), 0.02)
    assert nearly_all.few and value_text(nearly_all) == "99 of 100"


def test_figures_follow_the_rules_of_the_variant() -> None:
    turn_up = variant_rules(open_spec("seven_up"))
    keys = {f.key for f in figures(turn_up, [STEADY])}
    assert "hands_per_game" in keys
    assert not keys & {"pitcher_made", "setbacks_per_game", "smudge_bid"}
    assert {"pitcher_made", "setbacks_per_game"} <= set(by_key([STEADY]))


def test_spread_is_the_middle_of_the_game_lengths() -> None:
    games = [game(i, [(0, 0, 0, 7)] * (1 + i % 10), 3) for i in range(100)]
    assert spread(games) == (2, 10)


def test_few_events_are_not_tested_and_many_are_corrected_together() -> None:
    few = Figure("smudge_made", "share", (1.0, 1.0, 0.0), (1.0, 1.0, 1.0), 0.05)
    more = Figure("smudge_made", "share", (0.0, 0.0, 1.0), (1.0, 1.0, 1.0), 0.05)
    (pair,) = compare([few], [more])
    assert pair.verdict == "few" and pair.adjusted_p == 1.0
