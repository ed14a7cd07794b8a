"""Behaviour of the generated `auction_pitch` module, hand by hand, against the rules.

Every test plays real hands through `generated/rules/auction_pitch.py` (and, for AP-8.2,
`auction_pitch_setback_payouts.py`) with hand-crafted deals; each docstring cites the
rule of `rules/auction-pitch.md` it checks. The expected values were worked out by hand
from the rules, never copied from the engine's output.
"""

from __future__ import annotations

import random
from pathlib import Path
from types import ModuleType
from typing import Any, TypedDict

import pytest

from conftest import built_in_memory, load_rules_module
from playing import act as bid
from playing import assert_refused, play, start

CARD_CODES = {rank + suit for suit in "SHDC" for rank in "AKQJT98765432"}


# -- helpers --------------------------------------------------------------------------


def play_hand(
    ap: ModuleType,
    hands: list[str],
    *,
    dealer: int,
    auction: list[str],
    tricks: list[str],
    scores: list[int] | None = None,
    setbacks: list[int] | None = None,
) -> Any:
    """Deal, bid and play a complete hand; return the game."""
    game = start(ap, hands, dealer=dealer, scores=scores, setbacks=setbacks)
    bid(game, *auction)
    play(game, *tricks)
    assert game.hand_result is not None, "the script did not finish the hand"
    return game


class HandScript(TypedDict):
    """The keyword arguments of `play_hand` that script a hand: who deals, the auction
    and the tricks."""

    dealer: int
    auction: list[str]
    tricks: list[str]


def points(game: Any) -> dict[str, int | None]:
    return dict(game.hand_result.points)


# -- deals used by several tests ------------------------------------------------------

# Seat 0 holds six spades and the others none: seat 0 wins every trick and all four points
# (High AS, Low 2S, Jack JS, Game: everything). Dealer 3, so seat 0 bids first.
SWEEP = [
    "AS KS QS JS TS 2S",
    "AH KH QH JH TH 9H",
    "AD KD QD JD TD 9D",
    "AC KC QC JC TC 9C",
]
SWEEP_TRICKS = [
    "AS AH AD AC",
    "KS KH KD KC",
    "QS QH QD QC",
    "JS JH JD JC",
    "TS TH TD TC",
    "2S 9H 9D 9C",
]
# The same, but the jack of spades is not dealt (9S instead): seat 0 can win only
# High, Low and Game, although the other three jacks are in play.
SWEEP_NO_JACK = ["AS KS QS 9S TS 2S", *SWEEP[1:]]
SWEEP_NO_JACK_TRICKS = [t.replace("JS", "9S") for t in SWEEP_TRICKS]

# Four players, dealer 3, seat 0 pitches 5S at a bid of 2 and wins nothing:
# seat 1 holds AS and 2S (High and Low), seat 2 takes the JS with itself (Jack) and the
# three tens (Game, 31 to seat 1's 4). The pitcher is set back 2.
COUNT_OUT = [
    "5S 3H 4H 3D 4D 3C",
    "AS 2S 5H 6H 5D 6D",
    "JS TH TD TC 9C 8C",
    "9H 8H 9D 8D 2C 4C",
]
COUNT_OUT_TRICKS = [
    "5S 2S JS 9H",  # seat 2's JS wins
    "TH 8H 3H 5H",  # seat 2 leads
    "TD 9D 3D 5D",
    "TC 2C 3C 6H",  # seat 1, void in clubs, keeps its AS
    "9C 4C 4H 6D",
    "8C 8D 4D AS",  # seat 1 trumps the last trick
]

# Four players, dealer 3, seat 0 pitches AS at a bid of 2: seat 0 makes High and Game
# (28 to 5), seat 1 makes Low (2S) and Jack (it leads the JS when no one else has a trump).
PITCHER_FIRST = [
    "AS 3H 4D TD TC AC",
    "2S JS AH 5D 5C 6C",
    "4H 5H 6D 7D 7C 8C",
    "6H 7H 8D 9D 9C 2C",
]
PITCHER_FIRST_TRICKS = [
    "AS 2S 4H 6H",
    "3H AH 5H 7H",  # seat 1's AH wins
    "JS 6D 8D 4D",  # seat 1 leads the JS, no one can beat it
    "5D 7D 9D TD",  # seat 0 wins with TD
    "TC 5C 7C 9C",
    "AC 6C 8C 2C",
]


# -- AP-2 the deal ----------------------------------------------------------------------


@pytest.mark.parametrize("players", range(2, 8))
def test_random_deal_gives_six_distinct_cards_each(auction_pitch: ModuleType, players: int) -> None:
    """AP-2.1: everyone gets six cards from one pack; no card is dealt twice."""
    for seed in range(25):
        game = auction_pitch.Game(players, dealer=seed % players, seed=seed)
        game.deal()
        hands = [game.observation(seat)["hand"] for seat in range(players)]
        assert [len(hand) for hand in hands] == [6] * players
        dealt = [card for hand in hands for card in hand]
        assert len(set(dealt)) == 6 * players
        assert set(dealt) <= CARD_CODES


def test_random_deal_is_reproducible_from_the_seed(auction_pitch: ModuleType) -> None:
    """AP-2.1: a seeded deal is the same every time, and different seeds deal differently."""

    def deal(seed: int) -> list[list[str]]:
        game = auction_pitch.Game(4, seed=seed)
        game.deal()
        return [game.observation(seat)["hand"] for seat in range(4)]

    assert deal(11) == deal(11)
    assert deal(11) != deal(12)


@pytest.mark.parametrize("players", [2, 4, 7])
def test_random_deal_starts_left_of_the_dealer(auction_pitch: ModuleType, players: int) -> None:
    """AP-2.1: the deal is laid out from the dealer, clockwise: the same shuffled pack
    dealt by the next dealer gives every hand to the next seat (the packet test below
    pins the first packet to the dealer's left)."""
    for seed in range(5):
        hands = []
        for dealer in range(players):
            game = auction_pitch.Game(players, dealer=dealer, seed=seed)
            game.deal()
            hands.append([game.observation(seat)["hand"] for seat in range(players)])
        for dealer in range(1, players):
            for seat in range(players):
                assert hands[dealer][(seat + dealer) % players] == hands[0][seat]


@pytest.mark.parametrize("players", [2, 3, 4, 7])
def test_random_deal_goes_round_three_cards_at_a_time(
    auction_pitch: ModuleType, players: int
) -> None:
    """AP-2.1: three cards at a time, clockwise from the dealer's left, twice round.

    This pins the engine's dealing procedure: the seeded random generator draws the
    6n cards used in the hand (`Random(seed).sample` of the pack, in pack order
    AS..2S, AH..2H, AD..2D, AC..2C); packet k of that order goes to seat
    dealer+1+k (mod n), three cards each.
    """
    pack = [rank + suit for suit in "SHDC" for rank in "AKQJT98765432"]
    for seed in range(5):
        dealer = seed % players
        game = auction_pitch.Game(players, dealer=dealer, seed=seed)
        game.deal()
        order = [pack[c] for c in random.Random(seed).sample(range(52), 6 * players)]
        packets = [order[i : i + 3] for i in range(0, 6 * players, 3)]
        for seat in range(players):
            first = (seat - dealer - 1) % players
            expected = packets[first] + packets[first + players]
            assert game.observation(seat)["hand"] == expected


def test_given_deal_must_be_six_distinct_cards(auction_pitch: ModuleType) -> None:
    """AP-2.1 / AP-1.3: a deal of five cards, a card twice or a bad code is refused."""
    game = auction_pitch.Game(2)
    with pytest.raises(ValueError, match=r"AP-2\.1"):
        game.deal([["AS", "KS", "QS", "JS", "TS"], ["AH", "KH", "QH", "JH", "TH", "9H"]])
    with pytest.raises(ValueError, match=r"AP-1\.3"):
        game.deal([["AS", "KS", "QS", "JS", "TS", "9S"], ["AS", "KH", "QH", "JH", "TH", "9H"]])
    with pytest.raises(ValueError, match=r"AP-1\.4"):
        game.deal([["AS", "KS", "QS", "JS", "TS", "1S"], ["AH", "KH", "QH", "JH", "TH", "9H"]])


def test_undealt_cards_never_score(auction_pitch: ModuleType) -> None:
    """AP-2.2: AS, 2S and JS are not dealt, so High is the KS, Low the 3S, and no Jack."""
    game = play_hand(
        auction_pitch,
        ["KS 5S 2H 3H 4H 5H", "3S 6D 7D 8D 9D AD"],
        dealer=1,
        auction=["bid 2", "pass"],
        tricks=["KS 3S", "5S 6D", "2H 7D", "3H 8D", "4H 9D", "5H AD"],
    )
    assert points(game) == {"high": 0, "low": 1, "jack": None, "game": 0}
    assert game.hand_result.points_made == (2, 1)
    assert game.scores == [2, 1]


def test_deal_passes_to_the_left_after_each_hand(auction_pitch: ModuleType) -> None:
    """AP-2.3: the next dealer is (dealer+1) mod n, and each auction starts at its left."""
    players, first_dealer = 5, 3
    game = auction_pitch.Game(players, dealer=first_dealer, seed=2024)
    rng = random.Random(5)
    dealers = []
    while not game.game_over:
        game.deal()
        dealers.append(game.dealer)
        assert game.observation(0)["dealer"] == game.dealer
        assert game.to_act == (game.dealer + 1) % players
        while game.to_act is not None:
            game.apply(rng.choice(game.legal_actions()))
        assert game.hand_result.dealer == dealers[-1]
        assert len(dealers) < 200, "the game does not end"
    assert len(dealers) >= 6, "the seeded game should last several hands"
    assert dealers == [(first_dealer + k) % players for k in range(len(dealers))]


# -- AP-3 the auction -------------------------------------------------------------------


def test_auction_goes_once_round_from_the_dealers_left(auction_pitch: ModuleType) -> None:
    """AP-3.1: bidding starts left of the dealer, each player acts once, the dealer last."""
    game = start(auction_pitch, SWEEP, dealer=2)
    order = []
    for action in ["pass", "bid 2", "pass", "pass"]:
        order.append(game.to_act)
        assert game.observation(0)["phase"] == "auction"
        bid(game, action)
    assert order == [3, 0, 1, 2]
    assert game.observation(0)["bids"] == [
        {"seat": 3, "action": "pass"},
        {"seat": 0, "action": "bid 2"},
        {"seat": 1, "action": "pass"},
        {"seat": 2, "action": "pass"},
    ]
    # One turn each: after the dealer the auction is over and the pitcher (seat 0) leads.
    assert game.observation(0)["phase"] == "play"
    assert game.to_act == 0
    assert all(action.startswith("play ") for action in game.legal_actions())


def test_auction_out_of_turn_is_refused(auction_pitch: ModuleType) -> None:
    """AP-3.1: only the player whose turn it is may bid; AP-9.1: the state is unchanged."""
    game = start(auction_pitch, SWEEP, dealer=2)
    assert_refused(auction_pitch, game, "bid 2", "AP-3.1", seat=0)
    assert_refused(auction_pitch, game, "pass", "AP-3.1", seat=2)
    bid(game, "pass")
    assert_refused(auction_pitch, game, "bid 3", "AP-3.1", seat=3)  # the same seat again


def test_bids_are_two_to_four_and_must_rise(auction_pitch: ModuleType) -> None:
    """AP-3.2: bids are 2, 3 or 4, each higher than every earlier bid."""
    game = start(auction_pitch, SWEEP, dealer=3)
    assert set(game.legal_actions()) == {"pass", "bid 2", "bid 3", "bid 4"}
    for bad in ["bid 1", "bid 5", "bid 0", "bid two"]:
        assert_refused(auction_pitch, game, bad, "AP-3.2")
    bid(game, "bid 3")
    assert set(game.legal_actions()) == {"pass", "bid 4"}
    assert_refused(auction_pitch, game, "bid 3", "AP-3.2")  # equal, not the dealer
    assert_refused(auction_pitch, game, "bid 2", "AP-3.2")  # lower
    bid(game, "pass")
    assert set(game.legal_actions()) == {"pass", "bid 4"}  # still above 3, after a pass
    bid(game, "bid 4", "pass")
    assert game.hand_result is None
    assert (game.pitcher, game.observation(0)["bid"]) == (2, 4)


def test_dealer_takes_the_contract_at_an_equal_bid(auction_pitch: ModuleType) -> None:
    """AP-3.3 (edge case): the dealer may take at the current high bid and is the pitcher.

    Seat 1 bids 2, the dealer (seat 0) says `bid 2` and plays the hand as pitcher: seat 1,
    out-bid only by the privilege, is neither pitcher nor set back.
    """
    game = start(auction_pitch, SWEEP, dealer=0)
    bid(game, "bid 2", "pass", "pass")
    assert game.to_act == 0
    assert set(game.legal_actions()) == {"pass", "bid 2", "bid 3", "bid 4"}
    bid(game, "bid 2")
    assert game.observation(1)["pitcher"] == 0
    assert game.observation(1)["bid"] == 2
    assert game.to_act == 0  # the dealer, now pitcher, leads
    play(game, *SWEEP_TRICKS)
    result = game.hand_result
    assert (result.pitcher, result.bid, result.made) == (0, 2, True)
    assert game.scores == [4, 0, 0, 0]
    assert game.setbacks == [0, 0, 0, 0]


def test_dealer_may_also_bid_higher(auction_pitch: ModuleType) -> None:
    """AP-3.3: the dealer may bid above the high bid like anyone else."""
    game = start(auction_pitch, SWEEP, dealer=0)
    bid(game, "bid 2", "bid 3", "pass", "bid 4")
    assert (game.pitcher, game.observation(0)["bid"]) == (0, 4)


def test_dealer_may_not_bid_below_the_high_bid(auction_pitch: ModuleType) -> None:
    """AP-3.3: the privilege is an equal bid, never a lower one; refused, state unchanged."""
    game = start(auction_pitch, SWEEP, dealer=0)
    bid(game, "pass", "bid 3", "pass")
    # AP-3.2 ("higher than every earlier bid") or AP-3.3 (the dealer's exception) are both
    # defensible citations; the test below pins AP-3.3.
    error = assert_refused(auction_pitch, game, "bid 2", None)
    assert error.rule in {"AP-3.2", "AP-3.3"}


def test_dealer_underbid_cites_the_dealers_privilege(auction_pitch: ModuleType) -> None:
    """AP-3.3: the rule the dealer's too-low bid breaks is the dealer's privilege."""
    game = start(auction_pitch, SWEEP, dealer=0)
    bid(game, "pass", "bid 3", "pass")
    error = assert_refused(auction_pitch, game, "bid 2", "AP-3.3")
    assert "higher than 3" not in error.reason


def test_smudge_before_the_dealers_turn_leaves_only_pass(auction_pitch: ModuleType) -> None:
    """AP-3.4 (edge case): after a bid of 4 everyone left, the dealer included, may only pass."""
    game = start(auction_pitch, SWEEP, dealer=3)
    bid(game, "pass", "bid 4")
    assert game.legal_actions() == ("pass",)
    assert_refused(auction_pitch, game, "bid 4", "AP-3.4")
    bid(game, "pass")
    assert game.to_act == 3  # the dealer still takes its turn
    assert game.legal_actions() == ("pass",)
    assert_refused(auction_pitch, game, "bid 4", "AP-3.4")  # not even at an equal bid
    assert_refused(auction_pitch, game, "bid 3", "AP-3.4")
    bid(game, "pass")
    assert game.observation(0)["pitcher"] == 1
    assert game.observation(0)["bid"] == 4
    assert game.to_act == 1


def test_stuck_dealer_may_not_pass(auction_pitch: ModuleType) -> None:
    """AP-3.5 (edge case): when all before the dealer pass, the dealer must bid 2, 3 or 4."""
    game = start(auction_pitch, SWEEP, dealer=3)
    bid(game, "pass", "pass", "pass")
    assert set(game.legal_actions()) == {"bid 2", "bid 3", "bid 4"}
    assert_refused(auction_pitch, game, "pass", "AP-3.5")
    bid(game, "bid 2")
    assert (game.pitcher, game.observation(0)["bid"]) == (3, 2)
    assert game.to_act == 3


def test_dealer_may_pass_when_someone_bid(auction_pitch: ModuleType) -> None:
    """AP-3.5: the dealer is stuck only when everyone else passed."""
    game = start(auction_pitch, SWEEP, dealer=3)
    bid(game, "pass", "pass", "bid 2")
    assert "pass" in game.legal_actions()
    bid(game, "pass")
    assert game.pitcher == 2


def test_highest_bidder_is_the_pitcher(auction_pitch: ModuleType) -> None:
    """AP-3.6: the highest bidder is the pitcher, the bid the contract; the pitcher leads."""
    game = start(auction_pitch, SWEEP, dealer=3)
    bid(game, "bid 2", "bid 3", "pass", "pass")
    observation = game.observation(2)
    assert (observation["pitcher"], observation["bid"]) == (1, 3)
    assert game.to_act == 1


# -- AP-4 the play ----------------------------------------------------------------------

# Dealer 2, seat 0 bids 2 and holds AS, but pitches the 5H: hearts are trump.
TRUMP_HANDS = [
    "5H AS KH 4C 5C 6C",
    "2H JH QS 7C 8C 9D",
    "AD KD QD JD TD 9S",
]


def test_pitcher_leads_and_the_pitch_names_trump(auction_pitch: ModuleType) -> None:
    """AP-4.1: the pitcher leads the first trick; the suit of that card is trump."""
    game = start(auction_pitch, TRUMP_HANDS, dealer=2)
    bid(game, "bid 2", "pass", "pass")
    assert game.to_act == 0
    assert game.observation(0)["trump"] is None
    assert set(game.legal_actions()) == {"play " + c for c in TRUMP_HANDS[0].split()}
    assert_refused(auction_pitch, game, "play 2H", "AP-4.1", seat=1)
    play(game, "5H")
    assert game.observation(1)["trump"] == "H"
    play(game, "2H AD")  # seat 1 follows with 2H, seat 2 (no hearts) throws AD
    # The 5H wins: hearts are trump, although seat 0 also holds the AS.
    assert game.observation(0)["tricks_taken"] == [1, 0, 0]
    assert game.to_act == 0


def test_trump_lead_must_be_followed_with_trump(auction_pitch: ModuleType) -> None:
    """AP-4.2: on a trump lead a player holding trump must play one; a player without
    trump may play anything."""
    game = start(auction_pitch, TRUMP_HANDS, dealer=2)
    bid(game, "bid 2", "pass", "pass")
    play(game, "5H")
    assert set(game.legal_actions()) == {"play 2H", "play JH"}
    for bad in ["play QS", "play 7C", "play 9D"]:
        assert_refused(auction_pitch, game, bad, "AP-4.2")
    play(game, "JH")
    assert set(game.legal_actions()) == {"play " + c for c in TRUMP_HANDS[2].split()}
    play(game, "9S")
    # A later trump lead is the same: seat 1 (JH won) leads 2H, seat 2 has no trump,
    # seat 0 holds KH and must play it.
    assert game.to_act == 1
    play(game, "2H AD")
    assert game.legal_actions() == ("play KH",)
    assert_refused(auction_pitch, game, "play AS", "AP-4.2")


def test_plain_lead_follow_suit_or_trump(auction_pitch: ModuleType) -> None:
    """AP-4.3: on a plain lead, a player holding the suit plays it or a trump (trumping
    is allowed though able to follow); a player void in it may play any card."""
    game = start(auction_pitch, TRUMP_HANDS, dealer=2)
    bid(game, "bid 2", "pass", "pass")
    play(game, "5H 2H 9S")  # seat 0 wins with 5H (the 2H is lower)
    play(game, "4C")  # a plain lead
    assert set(game.legal_actions()) == {"play 7C", "play 8C", "play JH"}
    assert_refused(auction_pitch, game, "play QS", "AP-4.3")
    assert_refused(auction_pitch, game, "play 9D", "AP-4.3")
    play(game, "JH")  # trumps although it holds clubs
    assert set(game.legal_actions()) == {"play AD", "play KD", "play QD", "play JD", "play TD"}
    play(game, "AD")
    assert game.observation(0)["tricks_taken"] == [1, 1, 0]
    assert game.to_act == 1


def test_trick_winner_and_next_leader(auction_pitch: ModuleType) -> None:
    """AP-4.4: the highest trump wins, else the highest card of the suit led (a higher
    card of another plain suit does not); the winner leads the next trick."""
    game = start(auction_pitch, TRUMP_HANDS, dealer=2)
    bid(game, "bid 2", "pass", "pass")
    play(game, "5H 2H 9S")  # trump lead: 5H beats 2H
    play(game, "4C 7C AD")  # club lead: 7C beats 4C; the AD is not a club
    assert [trick.winner for trick in game.tricks] == [0, 1]
    assert game.to_act == 1  # the winner leads
    play(game, "QS KD AS")  # spade lead: AS beats QS
    play(game, "5C JH QD")  # club lead: seat 1 trumps with JH though it holds 8C
    play(game, "9D TD 6C")  # diamond lead: TD beats 9D; 6C is off-suit
    play(game, "JD KH 8C")  # diamond lead: seat 0's KH, a trump, beats the JD
    result = game.hand_result
    assert [t.winner for t in result.tricks] == [0, 1, 0, 1, 2, 0]
    assert [t.leader for t in result.tricks] == [0, 0, 1, 0, 1, 2]
    assert result.tricks[4].cards == ("9D", "TD", "6C")


def test_all_six_tricks_are_played(auction_pitch: ModuleType) -> None:
    """AP-4.5: the hand ends only after the sixth trick; then nothing more may be played."""
    game = start(auction_pitch, SWEEP, dealer=3)
    bid(game, "bid 2", "pass", "pass", "pass")
    play(game, *SWEEP_TRICKS[:5])
    assert game.hand_result is None
    assert game.to_act == 0
    assert len(game.legal_actions()) == 1  # seat 0 has the 2S left
    play(game, SWEEP_TRICKS[5])
    result: Any = game.hand_result  # the hand just ended: no longer the None asserted above
    assert len(result.tricks) == 6
    assert all(len(trick.cards) == 4 for trick in result.tricks)
    assert game.to_act is None
    assert game.legal_actions() == ()
    assert game.observation(0)["hand"] == []
    with pytest.raises(auction_pitch.IllegalAction):
        game.apply("play 2S")


# -- AP-5 points of the hand ------------------------------------------------------------


def test_high_goes_to_the_holder_of_the_highest_trump(auction_pitch: ModuleType) -> None:
    """AP-5.1: High goes to the player dealt the highest trump, here not the pitcher."""
    game = play_hand(
        auction_pitch,
        COUNT_OUT,
        dealer=3,
        auction=["bid 2", "pass", "pass", "pass"],
        tricks=COUNT_OUT_TRICKS,
    )
    assert game.hand_result.trump == "S"
    assert points(game) == {"high": 1, "low": 1, "jack": 2, "game": 2}
    assert game.hand_result.points_made == (0, 2, 2, 0)


def test_single_trump_in_play_is_both_high_and_low(auction_pitch: ModuleType) -> None:
    """AP-5.2 (edge case): the KH is the only heart dealt, so it is both High and Low."""
    game = play_hand(
        auction_pitch,
        ["KH 2C 3C 4C 5C 6C", "AS KS QS JS TS 9S", "AD KD QD JD TD 9D"],
        dealer=2,
        auction=["bid 2", "pass", "pass"],
        tricks=["KH AS AD", "2C KS KD", "3C QS QD", "4C JS JD", "5C TS TD", "6C 9S 9D"],
    )
    assert game.hand_result.trump == "H"
    assert points(game) == {"high": 0, "low": 0, "jack": None, "game": 0}
    assert game.hand_result.points_made == (3, 0, 0)
    assert game.scores == [3, 0, 0]


def test_low_is_scored_by_its_holder_even_when_captured(auction_pitch: ModuleType) -> None:
    """AP-5.2 (edge case): seat 1 must play the 2H (Low) under the AH; seat 0 captures
    it, but Low still goes to seat 1, who was dealt it (AP-6.1: a non-pitcher adds it)."""
    game = play_hand(
        auction_pitch,
        ["AH KH 3C 4C 5C 6C", "2H AS KS QS JS 9S", "AD KD QD JD TD 9D"],
        dealer=2,
        auction=["bid 2", "pass", "pass"],
        tricks=["AH 2H AD", "KH AS KD", "3C KS QD", "4C QS JD", "5C JS TD", "6C 9S 9D"],
    )
    assert game.hand_result.tricks[0].winner == 0
    assert points(game) == {"high": 0, "low": 1, "jack": None, "game": 0}
    assert game.hand_result.points_made == (2, 1, 0)
    assert game.hand_result.made is True
    assert game.scores == [2, 1, 0]


def test_jack_goes_to_the_player_who_captures_it(auction_pitch: ModuleType) -> None:
    """AP-5.3: seat 1 is dealt the JS and must play it under the AS: Jack to seat 0."""
    game = play_hand(
        auction_pitch,
        ["AS 2S 3C 4C 5C 6C", "JS AH KH QH TH 9H", "AD KD QD JD TD 9D"],
        dealer=2,
        auction=["bid 2", "pass", "pass"],
        tricks=["AS JS AD", "2S AH KD", "3C KH QD", "4C QH JD", "5C TH TD", "6C 9H 9D"],
    )
    assert points(game) == {"high": 0, "low": 0, "jack": 0, "game": 0}
    assert game.hand_result.points_made == (4, 0, 0)
    assert game.scores == [4, 0, 0]


def test_jack_not_dealt_is_scored_by_no_one(auction_pitch: ModuleType) -> None:
    """AP-5.3 (edge case): the JS is not dealt (the other jacks are): no one scores Jack."""
    game = play_hand(
        auction_pitch,
        SWEEP_NO_JACK,
        dealer=3,
        auction=["bid 3", "pass", "pass", "pass"],
        tricks=SWEEP_NO_JACK_TRICKS,
    )
    assert points(game)["jack"] is None
    assert points(game) == {"high": 0, "low": 0, "jack": None, "game": 0}
    assert game.hand_result.points_made == (3, 0, 0, 0)
    assert game.hand_result.made is True
    assert game.scores == [3, 0, 0, 0]


def test_game_goes_to_the_highest_count_not_the_most_tricks(auction_pitch: ModuleType) -> None:
    """AP-5.4: seat 0 takes five tricks worth 0, seat 1 one trick with the TH (10): Game
    to seat 1."""
    game = play_hand(
        auction_pitch,
        ["6S 5S 4S 3S 2S 9H", "TH 7D 8D 9D 7C 8C"],
        dealer=1,
        auction=["bid 2", "pass"],
        tricks=["6S 7D", "5S 8D", "4S 9D", "3S 7C", "2S 8C", "9H TH"],
    )
    assert [t.winner for t in game.hand_result.tricks] == [0, 0, 0, 0, 0, 1]
    assert points(game) == {"high": 0, "low": 0, "jack": None, "game": 1}
    assert game.scores == [2, 1]


def test_tie_for_game_scores_no_one(auction_pitch: ModuleType) -> None:
    """AP-5.4 (edge case): seat 0 takes AS+9S (4), seat 1 JH+KH (1+3 = 4, the JH of a plain
    suit counts too): a tie, so no one scores Game; the pitcher makes 1 of 2 and is set
    back (AP-6.2)."""
    game = play_hand(
        auction_pitch,
        ["AS JH 2C 3C 4C 5C", "9S KH 6D 7D 8D 9D"],
        dealer=1,
        auction=["bid 2", "pass"],
        tricks=["AS 9S", "JH KH", "6D 2C", "7D 3C", "8D 4C", "9D 5C"],
    )
    assert [t.winner for t in game.hand_result.tricks] == [0, 1, 1, 1, 1, 1]
    assert points(game) == {"high": 0, "low": 1, "jack": None, "game": None}
    assert game.hand_result.points_made == (1, 1)
    assert game.hand_result.made is False
    assert game.scores == [-2, 1]
    assert game.setbacks == [1, 0]


def test_points_made_counts_the_points_each_seat_won(auction_pitch: ModuleType) -> None:
    """AP-5.5: a seat made n points when n of the four went to it."""
    game = play_hand(
        auction_pitch,
        SWEEP,
        dealer=3,
        auction=["bid 2", "pass", "pass", "pass"],
        tricks=SWEEP_TRICKS,
    )
    assert points(game) == {"high": 0, "low": 0, "jack": 0, "game": 0}
    assert game.hand_result.points_made == (4, 0, 0, 0)


# -- AP-6 scoring the hand --------------------------------------------------------------


def test_pitcher_who_makes_the_bid_adds_all_points_made(auction_pitch: ModuleType) -> None:
    """AP-6.2: a pitcher who made at least the bid adds every point made (4, not the 3 bid)."""
    game = play_hand(
        auction_pitch,
        SWEEP,
        dealer=3,
        auction=["bid 3", "pass", "pass", "pass"],
        tricks=SWEEP_TRICKS,
        scores=[1, 2, -3, 0],
        setbacks=[1, 0, 2, 0],
    )
    result = game.hand_result
    assert result.made is True
    assert result.scores_before == (1, 2, -3, 0)
    assert game.scores == [5, 2, -3, 0]
    assert game.setbacks == [1, 0, 2, 0]
    assert game.game_over is False


def test_non_pitchers_add_their_points_and_the_pitcher_is_set_back(
    auction_pitch: ModuleType,
) -> None:
    """AP-6.1, AP-6.2, AP-6.3: seats 1 and 2 add 2 each; the pitcher, with 0, loses its bid
    of 2 and goes into the hole."""
    game = play_hand(
        auction_pitch,
        COUNT_OUT,
        dealer=3,
        auction=["bid 2", "pass", "pass", "pass"],
        tricks=COUNT_OUT_TRICKS,
        scores=[1, 1, 1, 1],
    )
    result = game.hand_result
    assert (result.pitcher, result.bid, result.made) == (0, 2, False)
    assert game.scores == [-1, 3, 3, 1]
    assert game.setbacks == [1, 0, 0, 0]


def test_pitcher_set_back_does_not_add_the_points_made(auction_pitch: ModuleType) -> None:
    """AP-6.2, AP-6.3: bid 4, made 3: the 3 are not added, 4 are subtracted; already in the
    hole, the pitcher goes deeper."""
    game = play_hand(
        auction_pitch,
        SWEEP_NO_JACK,
        dealer=3,
        auction=["bid 4", "pass", "pass", "pass"],
        tricks=SWEEP_NO_JACK_TRICKS,
        scores=[-1, 0, 5, 6],
    )
    assert game.hand_result.points_made == (3, 0, 0, 0)
    assert game.scores == [-5, 0, 5, 6]
    assert game.game_over is False


def test_set_backs_are_counted(auction_pitch: ModuleType) -> None:
    """AP-6.4: each set-back adds one to the pitcher's count; no one else's changes."""
    game = play_hand(
        auction_pitch,
        ["AS JH 2C 3C 4C 5C", "9S KH 6D 7D 8D 9D"],
        dealer=1,
        auction=["bid 2", "pass"],
        tricks=["AS 9S", "JH KH", "6D 2C", "7D 3C", "8D 4C", "9D 5C"],
        setbacks=[2, 1],
    )
    assert game.setbacks == [3, 1]
    assert game.hand_result.setbacks == (3, 1)
    assert game.observation(1)["setbacks"] == [3, 1]


def test_smudge_fails_when_the_jack_is_out(auction_pitch: ModuleType) -> None:
    """AP-6.5 (edge case): a smudge needs all four points; with the JS not dealt the
    smudger wins every trick, makes 3 and is set back 4."""
    game = play_hand(
        auction_pitch,
        SWEEP_NO_JACK,
        dealer=3,
        auction=["bid 4", "pass", "pass", "pass"],
        tricks=SWEEP_NO_JACK_TRICKS,
    )
    result = game.hand_result
    assert all(trick.winner == 0 for trick in result.tricks)
    assert result.made is False
    assert game.scores == [-4, 0, 0, 0]
    assert game.setbacks == [1, 0, 0, 0]
    assert game.winner is None
    assert game.game_over is False


# -- AP-7 winning the game --------------------------------------------------------------


def test_six_is_not_enough_seven_wins(auction_pitch: ModuleType) -> None:
    """AP-7.1: the game ends after the first hand at whose end someone has 7 or more."""
    sweep: HandScript = {
        "dealer": 3,
        "auction": ["bid 2", "pass", "pass", "pass"],
        "tricks": SWEEP_TRICKS,
    }
    six = play_hand(auction_pitch, SWEEP, scores=[2, 0, 0, 0], **sweep)
    assert six.scores == [6, 0, 0, 0]
    assert (six.winner, six.game_over, six.hand_result.winner) == (None, False, None)
    seven = play_hand(auction_pitch, SWEEP, scores=[3, 0, 0, 0], **sweep)
    assert seven.scores == [7, 0, 0, 0]
    assert (seven.winner, seven.game_over, seven.hand_result.game_over) == (0, True, True)


def test_a_non_pitcher_reaching_seven_wins(auction_pitch: ModuleType) -> None:
    """AP-7.1, AP-7.3: the pitcher makes its bid but stays below 7; seat 1, scoring Low
    from 6, reaches 7 and wins."""
    game = play_hand(
        auction_pitch,
        ["AH KH 3C 4C 5C 6C", "2H AS KS QS JS 9S", "AD KD QD JD TD 9D"],
        dealer=2,
        auction=["bid 2", "pass", "pass"],
        tricks=["AH 2H AD", "KH AS KD", "3C KS QD", "4C QS JD", "5C JS TD", "6C 9S 9D"],
        scores=[0, 6, 6],
    )
    assert game.scores == [2, 7, 6]
    assert game.winner == 1


def test_smudge_made_from_zero_wins_the_game(auction_pitch: ModuleType) -> None:
    """AP-7.2 (edge case): a smudge made by a pitcher at 0 (not in the hole, AP-6.3) wins
    at once, with 4 points, although others are nearer 7."""
    game = play_hand(
        auction_pitch,
        SWEEP,
        dealer=3,
        auction=["bid 4", "pass", "pass", "pass"],
        tricks=SWEEP_TRICKS,
        scores=[0, 6, 5, -1],
    )
    assert game.hand_result.made is True
    assert game.scores == [4, 6, 5, -1]
    assert game.winner == 0
    assert game.game_over is True
    assert game.hand_result.winner == 0


def test_smudge_made_in_the_hole_just_scores_four(auction_pitch: ModuleType) -> None:
    """AP-7.2 (edge case): a pitcher at -3 makes a smudge: +4, to 1, and play goes on."""
    game = play_hand(
        auction_pitch,
        SWEEP,
        dealer=3,
        auction=["bid 4", "pass", "pass", "pass"],
        tricks=SWEEP_TRICKS,
        scores=[-3, 2, 0, 0],
    )
    assert game.hand_result.made is True
    assert game.scores == [1, 2, 0, 0]
    assert game.winner is None
    assert game.game_over is False
    assert game.payouts() is None
    game.deal()  # the game goes on with the next dealer
    assert game.dealer == 0
    assert game.to_act == 1


def test_pitcher_going_out_wins_before_a_higher_total(auction_pitch: ModuleType) -> None:
    """AP-7.3 (1) (edge case): from 5 the pitcher makes 2 (High, Game) and reaches 7; seat
    1, from 6, makes Low and Jack and reaches 8, and would count out first in the order
    High, Low, Jack, Game; but the pitcher's points count first: the pitcher wins."""
    game = play_hand(
        auction_pitch,
        PITCHER_FIRST,
        dealer=3,
        auction=["bid 2", "pass", "pass", "pass"],
        tricks=PITCHER_FIRST_TRICKS,
        scores=[5, 6, 0, 0],
    )
    assert points(game) == {"high": 0, "low": 1, "jack": 1, "game": 0}
    assert game.scores == [7, 8, 0, 0]
    assert game.winner == 0


def test_count_out_order_decides_between_two_others(auction_pitch: ModuleType) -> None:
    """AP-7.3 (2) (edge case): the pitcher is set back; seat 1 (5) has High and Low, seat
    2 (6) has Jack and Game. Counting High, Low, Jack, Game from the scores before the
    hand, seat 1 reaches 7 at Low, before seat 2's Jack: seat 1 wins on 7 against 8."""
    game = play_hand(
        auction_pitch,
        COUNT_OUT,
        dealer=3,
        auction=["bid 2", "pass", "pass", "pass"],
        tricks=COUNT_OUT_TRICKS,
        scores=[0, 5, 6, 0],
    )
    assert game.scores == [-2, 7, 8, 0]
    assert game.winner == 1


def test_count_out_order_reversed_holdings(auction_pitch: ModuleType) -> None:
    """AP-7.3 (2): the same hand from other scores: seat 1 (4) reaches only 6; seat 2 (5)
    reaches 7 with Game (Jack takes it to 6), so seat 2 wins."""
    game = play_hand(
        auction_pitch,
        COUNT_OUT,
        dealer=3,
        auction=["bid 2", "pass", "pass", "pass"],
        tricks=COUNT_OUT_TRICKS,
        scores=[6, 4, 5, 6],
    )
    # The pitcher at 6 is set back to 4, seat 3 stays at 6.
    assert game.scores == [4, 6, 7, 6]
    assert game.winner == 2


def test_only_one_winner_and_nothing_after_the_game(auction_pitch: ModuleType) -> None:
    """AP-7.4: one winner; no further deal or action is accepted once the game is over."""
    game = play_hand(
        auction_pitch,
        COUNT_OUT,
        dealer=3,
        auction=["bid 2", "pass", "pass", "pass"],
        tricks=COUNT_OUT_TRICKS,
        scores=[0, 5, 6, 0],
    )
    assert isinstance(game.winner, int)
    assert [seat for seat in range(4) if game.winner == seat] == [1]
    with pytest.raises(auction_pitch.IllegalAction) as refused:
        game.deal()
    assert refused.value.rule == "AP-7.4"
    assert_refused(auction_pitch, game, "pass", "AP-7.4")
    assert game.winner == 1


# -- AP-8 settlement --------------------------------------------------------------------


def finish_example_game(module: ModuleType) -> Any:
    """The catalogue example: seat 0 sweeps from 3 to 7; final scores [7, 3, 0, -2],
    set-backs [1, 0, 2, 1]."""
    game = play_hand(
        module,
        SWEEP,
        dealer=3,
        auction=["bid 2", "pass", "pass", "pass"],
        tricks=SWEEP_TRICKS,
        scores=[3, 3, 0, -2],
        setbacks=[1, 0, 2, 1],
    )
    assert game.scores == [7, 3, 0, -2]
    assert game.setbacks == [1, 0, 2, 1]
    assert game.winner == 0
    return game


def test_payouts_one_chip_above_zero_two_at_or_below(auction_pitch: ModuleType) -> None:
    """AP-8.1, AP-8.3: 1 chip from the player at 3, 2 from those at 0 and -2: the winner
    collects 5, and the net chips sum to zero."""
    game = finish_example_game(auction_pitch)
    assert game.payouts() == [5, -1, -2, -2]
    assert sum(game.payouts()) == 0


def test_payouts_with_the_set_back_variation(auction_pitch_setback_payouts: ModuleType) -> None:
    """AP-8.2, AP-8.3: `auction_pitch_setback_payouts` adds a chip per set-back of each
    loser (not the winner's own): 1+0, 2+2, 2+1, so the winner collects 8."""
    assert auction_pitch_setback_payouts.RULES.settlement.per_setback == 1
    game = finish_example_game(auction_pitch_setback_payouts)
    assert game.payouts() == [8, -1, -4, -3]
    assert sum(game.payouts()) == 0


def test_payouts_when_a_non_pitcher_wins(
    auction_pitch: ModuleType, auction_pitch_setback_payouts: ModuleType
) -> None:
    """AP-8.1, AP-8.2, AP-8.3: seat 1 wins by counting out; the pitcher, set back in this
    very hand to -2, pays 2 (3 with the variation); seat 2 at 8 pays 1, seat 3 at 0 pays 2."""
    expected = {auction_pitch: [-2, 5, -1, -2], auction_pitch_setback_payouts: [-3, 6, -1, -2]}
    for module, payouts in expected.items():
        game = play_hand(
            module,
            COUNT_OUT,
            dealer=3,
            auction=["bid 2", "pass", "pass", "pass"],
            tricks=COUNT_OUT_TRICKS,
            scores=[0, 5, 6, 0],
        )
        assert game.setbacks == [1, 0, 0, 0]
        assert game.payouts() == payouts


def test_no_payouts_before_the_game_ends(auction_pitch: ModuleType) -> None:
    """AP-8.3: settlement happens once there is a winner."""
    game = start(auction_pitch, SWEEP, dealer=3)
    assert game.payouts() is None
    bid(game, "bid 2", "pass", "pass", "pass")
    play(game, *SWEEP_TRICKS)
    assert game.payouts() is None


# -- AP-9 refusing bad input, through the record replay ----------------------------------


def test_refused_actions_name_their_rule(auction_pitch: ModuleType) -> None:
    """AP-9.1 with AP-3.2, AP-3.4, AP-3.5, AP-4.2, AP-4.3: each refusal names the rule it
    breaks and leaves the state unchanged."""
    game = start(auction_pitch, TRUMP_HANDS, dealer=2)
    assert_refused(auction_pitch, game, "bid 7", "AP-3.2")
    assert_refused(auction_pitch, game, "play 5H", "AP-4.1")  # the auction is not over
    bid(game, "bid 4", "pass")
    assert_refused(auction_pitch, game, "bid 4", "AP-3.4")
    bid(game, "pass")
    assert_refused(auction_pitch, game, "pass", "AP-3.1")  # the auction is over
    assert_refused(auction_pitch, game, "play 2H", "AP-2.1")  # seat 0 does not hold it
    play(game, "5H")
    assert_refused(auction_pitch, game, "play QS", "AP-4.2")
    play(game, "2H 9S", "4C")
    assert_refused(auction_pitch, game, "play 9D", "AP-4.3")

    stuck = start(auction_pitch, TRUMP_HANDS, dealer=2)
    bid(stuck, "pass", "pass")
    assert_refused(auction_pitch, stuck, "pass", "AP-3.5")


def test_replay_reports_an_illegal_step(auction_pitch: ModuleType) -> None:
    """AP-9.1: replaying a record stops at an illegal step, reporting its index and rule."""
    record = {
        "format": "allfours-hand/1",
        "id": "illegal-trump-lead-follow",
        "variant": "auction_pitch",
        "players": 3,
        "dealer": 2,
        "scores": [0, 0, 0],
        "setbacks": [0, 0, 0],
        "hands": [hand.split() for hand in TRUMP_HANDS],
        "steps": [
            {"seat": 0, "action": "bid 2"},
            {"seat": 1, "action": "pass"},
            {"seat": 2, "action": "pass"},
            {"seat": 0, "action": "play 5H"},
            {"seat": 1, "action": "play QS"},
            {"seat": 2, "action": "play AD"},
        ],
    }
    completed = auction_pitch.replay(record)
    assert completed["error"]["step"] == 4
    assert completed["error"]["rule"] == "AP-4.2"
    assert completed["error"]["action"] == "play QS"
    assert set(completed["steps"][4]["legal"]) == {"play 2H", "play JH"}
    assert completed["expect"]["pitcher"] == 0
    assert completed["expect"]["trump"] == "H"
    assert "scores" not in completed["expect"]
    assert "error" not in record  # the input is not changed


def replay_seat_record(seat: object) -> dict[str, Any]:
    """A two-player record whose second step (seat 1's pass) names its seat as `seat`."""
    return {
        "format": "allfours-hand/1",
        "id": "seat-field",
        "variant": "auction_pitch",
        "players": 2,
        "dealer": 1,
        "scores": [0, 0],
        "setbacks": [0, 0],
        "hands": [["AS", "JH", "2C", "3C", "4C", "5C"], ["9S", "KH", "6D", "7D", "8D", "9D"]],
        "steps": [{"seat": 0, "action": "bid 2"}, {"seat": seat, "action": "pass"}],
    }


@pytest.mark.parametrize("seat", [0, "1", None])
def test_replay_reports_a_step_with_a_wrong_seat(
    auction_pitch: ModuleType, oracle: ModuleType, seat: object
) -> None:
    """AP-3.1, AP-9.1: a step that does not name the seat to act is reported, not played,
    by replay and by the oracle alike."""
    record = replay_seat_record(seat)
    completed = auction_pitch.replay(record)
    assert completed["error"]["step"] == 1
    assert completed["error"]["rule"] == "AP-3.1"
    assert oracle.complete_record(record)["error"]["step"] == 1


def test_replay_does_not_take_true_for_seat_one(
    auction_pitch: ModuleType, oracle: ModuleType
) -> None:
    """AP-9.1: `"seat": true` names no seat; replay must report the step as the oracle does."""
    record = replay_seat_record(True)
    assert oracle.complete_record(record)["error"]["step"] == 1
    assert auction_pitch.replay(record).get("error", {}).get("step") == 1


# -- a set smudge counting as two set-backs (house rule) ---------------------------------

SMUDGE_TWICE = "auction_pitch_setback_payouts_smudge_twice"
# Two players, dealer 1, spades trump: seat 0 takes High (AS) and its trick; seat 1 holds
# Low (9S, the lowest trump dealt) and takes the other five tricks; Game ties at 4 pips
# (AS against JH KH) and scores nothing; the JS is not dealt. Seat 0 makes 1.
SHORT = ["AS JH 2C 3C 4C 5C", "9S KH 6D 7D 8D 9D"]
SHORT_TRICKS = ["AS 9S", "JH KH", "6D 2C", "7D 3C", "8D 4C", "9D 5C"]


def test_a_set_smudge_counts_as_two_set_backs() -> None:
    """`auction_pitch_setback_payouts_smudge_twice` ("set, it counts as 2 set-backs"): seat 0
    smudges (bids 4) and makes 1: it is set back 4, and its count of set-backs goes from 1
    to 3; seat 1's count stays at 0."""
    game = play_hand(
        load_rules_module(SMUDGE_TWICE),
        SHORT,
        dealer=1,
        auction=["bid 4", "pass"],
        tricks=SHORT_TRICKS,
        setbacks=[1, 0],
    )
    assert game.hand_result.made is False
    assert game.scores == [-4, 1]
    assert game.setbacks == [3, 0]
    assert game.hand_result.setbacks == (3, 0)


def test_a_set_bid_below_the_smudge_still_counts_once() -> None:
    """The same house rule: a bid of 2 that is set is no smudge, and counts one set-back."""
    game = play_hand(
        load_rules_module(SMUDGE_TWICE),
        SHORT,
        dealer=1,
        auction=["bid 2", "pass"],
        tricks=SHORT_TRICKS,
        setbacks=[1, 0],
    )
    assert game.hand_result.made is False
    assert game.scores == [-2, 1]
    assert game.setbacks == [2, 0]


def test_a_set_smudge_pays_two_set_back_chips(
    auction_pitch_setback_payouts: ModuleType,
) -> None:
    """AP-8.2 with the house rule: seat 0 smudges from 0 and is set, to -4; seat 1 scores
    Low from 6 and wins with 7. Seat 0 pays 2 chips for a score at or below 0 and one for
    each set-back: 2 + 2 = 4 with the house rule, where the base counts the smudge once and
    takes 2 + 1 = 3."""
    expected = {load_rules_module(SMUDGE_TWICE): [-4, 4], auction_pitch_setback_payouts: [-3, 3]}
    for module, payouts in expected.items():
        game = play_hand(
            module,
            SHORT,
            dealer=1,
            auction=["bid 4", "pass"],
            tricks=SHORT_TRICKS,
            scores=[0, 6],
        )
        assert game.scores == [-4, 7]
        assert game.winner == 1
        assert game.payouts() == payouts


def test_a_set_smudge_brings_the_losing_set_back_sooner(tmp_path: Path) -> None:
    """`set-backs: a side set back 3 times loses the game` with the set smudge counting
    twice: seat 0, set back once before, is set on its smudge: 1 + 2 = 3 set-backs, and seat
    1 wins at once with 1 point; a bid of 2 set there counts once (2) and the game goes on."""
    path = tmp_path / "house.variant"
    path.write_text(
        'variant house "House" extends auction_pitch\nplayers: 2\n'
        "set-backs: a side set back 3 times loses the game\n"
        "smudge: a bid of 4; made, it wins the game unless the bidder is in the hole; "
        "set, it counts as 2 set-backs\n",
        "utf-8",
    )
    house, _, _ = built_in_memory(path)
    for bid_of, setbacks, over in ((4, [3, 0], True), (2, [2, 0], False)):
        game = play_hand(
            house,
            SHORT,
            dealer=1,
            auction=[f"bid {bid_of}", "pass"],
            tricks=SHORT_TRICKS,
            setbacks=[1, 0],
        )
        assert game.setbacks == setbacks
        assert game.game_over is over
        assert game.winner == (1 if over else None)


# -- a game a smudge decides paying double (house rule) ----------------------------------


def test_a_game_won_by_a_smudge_pays_double() -> None:
    """`auction_pitch_smudge_pays_double` ("smudge chips: double for a game a smudge
    decides"): seat 0 makes a smudge from 0 and wins at once with 4; seat 1 at 6 and seat 2
    at 5 would pay 1 chip each and seat 3 at -1 pays 2 (AP-8.1): doubled, 2, 2 and 4, so
    the winner collects 8."""
    game = play_hand(
        load_rules_module("auction_pitch_smudge_pays_double"),
        SWEEP,
        dealer=3,
        auction=["bid 4", "pass", "pass", "pass"],
        tricks=SWEEP_TRICKS,
        scores=[0, 6, 5, -1],
    )
    assert game.winner == 0
    assert game.payouts() == [8, -2, -2, -4]


def test_a_game_won_without_a_smudge_pays_single() -> None:
    """The same house rule: the catalogue example, won on a bid of 2, pays as AP-8.1 says,
    1 + 2 + 2 = 5 chips."""
    game = finish_example_game(load_rules_module("auction_pitch_smudge_pays_double"))
    assert game.payouts() == [5, -1, -2, -2]
