"""The engine: one game of an All Fours variant, hand after hand, driven by its Rules.

Nothing in here knows a particular variant: every choice comes from `Rules`. The
engine refuses an illegal action with `IllegalAction`, naming the rule it breaks,
and leaves the state as it was (AP-9.1).

Hot paths (legal actions and applying a play) are kept lean on purpose: the legal
actions of the current state are computed once and cached until the next action.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .cards import (
    CARD_CODES,
    CARD_OF_CODE,
    CARD_OF_PLAY,
    PACK_SIZE,
    PLAY_ACTIONS,
    RANK_CODES,
    SUIT_CODES,
    SUIT_OF,
    card_name,
)
from .rules import Rules

PASS = "pass"
AUCTION, PLAY, HAND_OVER, GAME_OVER, WAITING = (
    "auction",
    "play",
    "hand_over",
    "game_over",
    "waiting",
)


class IllegalAction(Exception):
    """An action the rules do not allow now. `rule` is the rule it breaks, e.g. `AP-4.3`."""

    def __init__(self, action: str, rule: str, reason: str) -> None:
        super().__init__(f"{action!r} is not allowed: {reason} ({rule})")
        self.action = action
        self.rule = rule
        self.reason = reason


@dataclass(frozen=True, slots=True)
class Trick:
    leader: int
    cards: tuple[str, ...]
    winner: int


@dataclass(frozen=True, slots=True)
class HandResult:
    """What a finished hand decided (rulebook sections 5 to 8)."""

    dealer: int
    passed_out: bool  # everyone passed and the hand was thrown in (3.5)
    pitcher: int | None
    bid: int | None
    trump: str | None
    tricks: tuple[Trick, ...]
    points: dict[str, int | None]  # point id -> seat credited, None when no one scores it
    points_made: tuple[int, ...]
    made: bool | None
    scores_before: tuple[int, ...]
    scores: tuple[int, ...]
    setbacks: tuple[int, ...]
    winner: int | None

    @property
    def game_over(self) -> bool:
        return self.winner is not None


class Engine:
    """A game in progress. Subclassed by each generated module with its variant's Rules."""

    def __init__(
        self,
        rules: Rules,
        players: int,
        *,
        dealer: int = 0,
        seed: int | None = None,
        scores: Sequence[int] | None = None,
        setbacks: Sequence[int] | None = None,
    ) -> None:
        if not rules.players_min <= players <= rules.players_max:
            raise ValueError(
                f"{rules.title} is for {rules.players_min} to {rules.players_max} players, "
                f"not {players} ({rules.rule('1.1')})"
            )
        if not 0 <= dealer < players:
            raise ValueError(f"the dealer must be a seat from 0 to {players - 1}")
        self.rules = rules
        self.players = players
        self.dealer = dealer
        self.scores = list(scores) if scores is not None else [0] * players
        self.setbacks = list(setbacks) if setbacks is not None else [0] * players
        if len(self.scores) != players or len(self.setbacks) != players:
            raise ValueError("scores and set-backs need one entry per seat")
        self.rng = random.Random(seed)
        self.phase = WAITING
        self.hand_result: HandResult | None = None
        self.winner: int | None = None
        self.hands_played = 0
        self._bid_actions = {f"bid {b}": b for b in range(rules.min_bid, rules.max_bid + 1)}
        self._points_by_id = {point.id: point for point in rules.points}
        self._reset_hand()

    # -- the deal (section 2) --------------------------------------------------------
    def _reset_hand(self) -> None:
        n = self.players
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.holder = [-1] * PACK_SIZE
        self.captured_by = [-1] * PACK_SIZE
        self.played_by = [-1] * PACK_SIZE
        self.bids: list[tuple[int, str]] = []
        self.high_bid = 0
        self.high_bidder = -1
        self.pitcher = -1
        self.trump = -1
        self.trick: list[int] = []
        self.leader = -1
        self.tricks: list[Trick] = []
        self.to_act: int | None = None
        self._legal: tuple[str, ...] | None = None

    def deal(self, hands: Sequence[Sequence[str]] | None = None) -> None:
        """Start the next hand: a random deal, or the given hands (card codes, one list a seat)."""
        if self.phase in (AUCTION, PLAY):
            raise IllegalAction("deal", self.rules.rule("4.5"), "the current hand is not finished")
        if self.phase == GAME_OVER:
            raise IllegalAction("deal", self.rules.rule("7.4"), "the game is over")
        if self.hand_result is not None:
            self.dealer = self._next_dealer(self.hand_result)
        self._reset_hand()
        if hands is None:
            self._deal_random()
        else:
            self._deal_given(hands)
        for seat, hand in enumerate(self.hands):
            for card in hand:
                self.holder[card] = seat
        self.phase = AUCTION
        self.to_act = (self.dealer + 1) % self.players
        self.hand_result = None

    def _next_dealer(self, result: HandResult) -> int:
        if result.passed_out and self.rules.all_pass == "redeal_by_same_dealer":
            return self.dealer
        return (self.dealer + self.rules.deal_rotation) % self.players

    def _deal_random(self) -> None:
        rules, n = self.rules, self.players
        order = self.rng.sample(range(PACK_SIZE), n * rules.hand_size)
        packet, at = rules.packet_size, 0
        for _ in range(rules.hand_size // packet):
            for offset in range(1, n + 1):
                self.hands[(self.dealer + offset) % n].extend(order[at : at + packet])
                at += packet

    def _deal_given(self, hands: Sequence[Sequence[str]]) -> None:
        if len(hands) != self.players:
            raise ValueError(f"need {self.players} hands, one per seat, got {len(hands)}")
        seen: set[int] = set()
        for seat, codes in enumerate(hands):
            if len(codes) != self.rules.hand_size:
                raise ValueError(
                    f"seat {seat} was dealt {len(codes)} cards; every player gets "
                    f"{self.rules.hand_size} ({self.rules.rule('2.1')})"
                )
            for code in codes:
                card = CARD_OF_CODE.get(code)
                if card is None:
                    raise ValueError(f"{code!r} is not a card code ({self.rules.rule('1.4')})")
                if card in seen:
                    raise ValueError(f"{code} was dealt twice ({self.rules.rule('1.3')})")
                seen.add(card)
                self.hands[seat].append(card)

    # -- what may be done now --------------------------------------------------------
    def legal_actions(self) -> tuple[str, ...]:
        """Every action the player to act may take now (empty between hands)."""
        legal = self._legal
        if legal is None:
            if self.phase == PLAY:
                legal = self._legal_plays()
            elif self.phase == AUCTION:
                legal = self._legal_bids()
            else:
                legal = ()
            self._legal = legal
        return legal

    def _smudged(self) -> bool:
        return self.rules.smudge_bid is not None and self.high_bid == self.rules.smudge_bid

    def _lowest_bid_for(self, seat: int) -> int:
        rules = self.rules
        if self.high_bid == 0:
            return rules.min_bid
        may_match = seat == self.dealer and rules.privilege != "none"
        if self._smudged():
            # A smudge cannot be taken away (3.4), unless the dealer may match even a smudge.
            return self.high_bid if may_match and rules.privilege == "match_even_smudge" else 0
        return self.high_bid if may_match else self.high_bid + 1

    def _dealer_is_stuck(self, seat: int) -> bool:
        return (
            seat == self.dealer and self.high_bid == 0 and self.rules.all_pass == "stick_the_dealer"
        )

    def _legal_bids(self) -> tuple[str, ...]:
        seat = self.to_act
        assert seat is not None
        lowest = self._lowest_bid_for(seat)
        bids = [f"bid {b}" for b in range(lowest, self.rules.max_bid + 1)] if lowest else []
        return tuple(bids) if self._dealer_is_stuck(seat) else (PASS, *bids)

    def _legal_plays(self) -> tuple[str, ...]:
        seat = self.to_act
        assert seat is not None
        hand = self.hands[seat]
        if self.trick:
            lead = SUIT_OF[self.trick[0]]
            trump = self.trump
            follow = [c for c in hand if SUIT_OF[c] == lead]
            if follow:
                if lead != trump and self.rules.plain_lead == "follow_or_trump":
                    follow = [c for c in hand if SUIT_OF[c] == lead or SUIT_OF[c] == trump]
                return tuple([PLAY_ACTIONS[c] for c in follow])
        return tuple([PLAY_ACTIONS[c] for c in hand])

    # -- doing it --------------------------------------------------------------------
    def apply(self, action: str, seat: int | None = None) -> None:
        """Take `action` for the player to act (checked against `seat` when given)."""
        if action not in self.legal_actions() or (seat is not None and seat != self.to_act):
            raise self._why_illegal(action, seat)
        actor = self.to_act
        assert actor is not None
        self._legal = None
        if self.phase == PLAY:
            self._play(actor, CARD_OF_PLAY[action])
        else:
            self._bid(actor, action)

    def _bid(self, seat: int, action: str) -> None:
        self.bids.append((seat, action))
        if action != PASS:
            self.high_bid = self._bid_actions[action]
            self.high_bidder = seat
        if seat != self.dealer:
            self.to_act = (seat + 1) % self.players
            return
        # The dealer bids last (3.1): the auction is over.
        if self.high_bid == 0:
            self._finish_hand(passed_out=True)
            return
        self.pitcher = self.high_bidder
        self.phase = PLAY
        self.to_act = self.leader = self.pitcher

    def _play(self, seat: int, card: int) -> None:
        self.hands[seat].remove(card)
        self.played_by[card] = seat
        trick = self.trick
        if not trick and self.trump < 0:
            self.trump = SUIT_OF[card]  # the pitch names trump (4.1)
        trick.append(card)
        if len(trick) < self.players:
            self.to_act = (seat + 1) % self.players
            return
        winner = self._trick_winner(trick)
        for played in trick:
            self.captured_by[played] = winner
        self.tricks.append(Trick(self.leader, tuple([CARD_CODES[c] for c in trick]), winner))
        self.trick = []
        self.to_act = self.leader = winner
        if len(self.tricks) == self.rules.hand_size:
            self._finish_hand(passed_out=False)

    def _trick_winner(self, trick: list[int]) -> int:
        """The highest trump, else the highest card of the suit led (4.4)."""
        trump = self.trump
        best = trick[0]
        best_suit = SUIT_OF[best]
        for card in trick[1:]:
            suit = SUIT_OF[card]
            if suit == best_suit:
                if card < best:  # same suit: a smaller number is a higher card
                    best = card
            elif suit == trump:
                best, best_suit = card, suit
        return (self.leader + trick.index(best)) % self.players

    # -- the end of a hand (sections 5 to 8) ----------------------------------------
    def _credit(self, recipient: str | None, card: int) -> int:
        if recipient == "capturer":
            return self.captured_by[card]
        if recipient == "player":
            return self.played_by[card]
        return self.holder[card]

    def _award(self) -> dict[str, int | None]:
        """Who scores each point of the hand (section 5)."""
        trump_base = self.trump * 13
        dealt_trumps = [c for c in range(trump_base, trump_base + 13) if self.holder[c] >= 0]
        awarded: dict[str, int | None] = {}
        for point in self.rules.points:
            seat: int | None = None
            if point.kind == "highest_trump":
                seat = self._credit(point.recipient, dealt_trumps[0])
            elif point.kind == "lowest_trump":
                seat = self._credit(point.recipient, dealt_trumps[-1])
            elif point.kind == "trump_card":
                assert point.rank is not None
                card = trump_base + RANK_CODES.index(point.rank)
                seat = self._credit(point.recipient, card) if self.holder[card] >= 0 else None
            else:
                seat = self._most_count(dict(point.counts), point.tie)
            awarded[point.id] = seat
        return awarded

    def _most_count(self, values: dict[str, int], tie: str | None) -> int | None:
        totals = [0] * self.players
        for trick in self.tricks:
            totals[trick.winner] += sum(values.get(code[0], 0) for code in trick.cards)
        best = max(totals)
        leaders = [seat for seat, total in enumerate(totals) if total == best]
        if len(leaders) == 1:
            return leaders[0]
        if tie == "pitcher" and self.pitcher in leaders:
            return self.pitcher
        return None

    def _finish_hand(self, *, passed_out: bool) -> None:
        n = self.players
        before = tuple(self.scores)
        points: dict[str, int | None] = {}
        made_counts = [0] * n
        made: bool | None = None
        winner: int | None = None
        if not passed_out:
            points = self._award()
            for seat in points.values():
                if seat is not None:
                    made_counts[seat] += 1
            pitcher = self.pitcher
            made = made_counts[pitcher] >= self.high_bid
            for seat in range(n):
                if seat != pitcher or made:
                    self.scores[seat] += made_counts[seat]
            if not made:
                self.scores[pitcher] -= self.high_bid
                self.setbacks[pitcher] += 1
            winner = self._decide_winner(points, made_counts, made, before)
        self.hand_result = HandResult(
            dealer=self.dealer,
            passed_out=passed_out,
            pitcher=None if passed_out else self.pitcher,
            bid=None if passed_out else self.high_bid,
            trump=None if passed_out else SUIT_CODES[self.trump],
            tricks=tuple(self.tricks),
            points=points,
            points_made=tuple(made_counts),
            made=made,
            scores_before=before,
            scores=tuple(self.scores),
            setbacks=tuple(self.setbacks),
            winner=winner,
        )
        self.hands_played += 1
        self.to_act = None
        self.winner = winner
        self.phase = GAME_OVER if winner is not None else HAND_OVER

    def _decide_winner(
        self,
        points: dict[str, int | None],
        made_counts: list[int],
        made: bool,
        before: tuple[int, ...],
    ) -> int | None:
        """Instant wins (7.2), then counting out when someone reaches the target (7.3)."""
        rules, pitcher = self.rules, self.pitcher
        if (
            made
            and rules.smudge_wins_game
            and self.high_bid == rules.smudge_bid
            and not (rules.smudge_unless_in_hole and before[pitcher] < 0)
        ):
            return pitcher
        if rules.all_points_wins_game and points:
            holders = set(points.values())
            if len(holders) == 1 and None not in holders:
                return holders.pop()
        if max(self.scores) < rules.target:
            return None
        if rules.count_out_pitcher_first and made and self.scores[pitcher] >= rules.target:
            return pitcher
        running = list(before)
        for point_id in rules.count_out_order:
            seat = points.get(point_id)
            if seat is None or (seat == pitcher and not made):
                continue
            running[seat] += 1
            if running[seat] >= rules.target:
                return seat
        # Unreachable while every point is in the count-out order; kept as a safe answer.
        return max(range(self.players), key=lambda s: self.scores[s])

    # -- reading the game ------------------------------------------------------------
    @property
    def game_over(self) -> bool:
        return self.phase == GAME_OVER

    def payouts(self) -> list[int] | None:
        """Net chips per seat once the game is over (section 8), else None."""
        winner = self.winner
        if winner is None:
            return None
        rules = self.rules
        net = [0] * self.players
        for seat, score in enumerate(self.scores):
            if seat == winner:
                continue
            chips = rules.settle_above_zero if score >= 1 else rules.settle_at_or_below_zero
            chips += rules.setback_chips * self.setbacks[seat]
            net[seat] -= chips
            net[winner] += chips
        return net

    def observation(self, seat: int) -> dict[str, Any]:
        """What `seat` may see: its own hand, the bidding, the table, the scores."""
        if not 0 <= seat < self.players:
            raise ValueError(f"no seat {seat} at a table of {self.players}")
        return {
            "seat": seat,
            "players": self.players,
            "dealer": self.dealer,
            "phase": self.phase,
            "hand": [CARD_CODES[c] for c in self.hands[seat]],
            "bids": [{"seat": s, "action": a} for s, a in self.bids],
            "pitcher": self.pitcher if self.pitcher >= 0 else None,
            "bid": self.high_bid if self.pitcher >= 0 else None,
            "trump": SUIT_CODES[self.trump] if self.trump >= 0 else None,
            "trick": [
                {"seat": (self.leader + i) % self.players, "card": CARD_CODES[c]}
                for i, c in enumerate(self.trick)
            ],
            "tricks_taken": [
                sum(1 for t in self.tricks if t.winner == s) for s in range(self.players)
            ],
            "scores": list(self.scores),
            "setbacks": list(self.setbacks),
            "to_act": self.to_act,
            "legal": list(self.legal_actions()) if seat == self.to_act else [],
        }

    # -- why an action is refused -----------------------------------------------------
    def _why_illegal(self, action: str, seat: int | None) -> IllegalAction:
        rule = self.rules.rule
        if self.phase not in (AUCTION, PLAY):
            if self.phase == GAME_OVER:
                return IllegalAction(action, rule("7.4"), "the game is over")
            return IllegalAction(action, rule("2.1"), "no hand is being played; deal first")
        if seat is not None and seat != self.to_act:
            if self.phase == AUCTION:
                where = "3.1"  # one turn each, from the dealer's left
            elif self.trick:
                where = "1.2"  # play goes clockwise
            else:
                where = "4.4" if self.tricks else "4.1"  # the winner leads; first, the pitcher
            return IllegalAction(
                action, rule(where), f"it is seat {self.to_act}'s turn, not seat {seat}'s"
            )
        if self.phase == AUCTION:
            return self._why_bid_illegal(action)
        return self._why_play_illegal(action)

    def _why_bid_illegal(self, action: str) -> IllegalAction:
        rules, rule = self.rules, self.rules.rule
        seat = self.to_act
        assert seat is not None
        if action.startswith("play "):
            return IllegalAction(action, rule("4.1"), "the auction is not over; bid or pass")
        if action == PASS:
            return IllegalAction(
                action, rule("3.5"), "everyone else passed, so the dealer must bid"
            )
        amount = self._bid_actions.get(action)
        if amount is None:
            return IllegalAction(
                action,
                rule("3.2"),
                f"bids are `bid N` with N from {rules.min_bid} to {rules.max_bid}",
            )
        if self._smudged():
            return IllegalAction(
                action, rule("3.4"), "a smudge cannot be taken away; only pass is left"
            )
        if seat == self.dealer and self.high_bid and rules.privilege != "none":
            return IllegalAction(
                action,
                rule("3.3"),
                f"the dealer may take the contract at {self.high_bid} or bid higher, not lower",
            )
        if amount == self.high_bid and seat == self.dealer:
            return IllegalAction(
                action, rule("3.3"), "the dealer may not take the contract at an equal bid"
            )
        return IllegalAction(action, rule("3.2"), f"a bid must be higher than {self.high_bid}")

    def _why_play_illegal(self, action: str) -> IllegalAction:
        rule = self.rules.rule
        seat = self.to_act
        assert seat is not None
        card = CARD_OF_PLAY.get(action)
        if card is None:
            if action == PASS or action.startswith("bid "):
                return IllegalAction(action, rule("3.1"), "the auction is over; play a card")
            return IllegalAction(action, rule("9.1"), "not an action of this game")
        if card not in self.hands[seat]:
            return IllegalAction(
                action, rule("2.1"), f"seat {seat} does not hold the {card_name(card)}"
            )
        if SUIT_OF[self.trick[0]] == self.trump:
            return IllegalAction(
                action, rule("4.2"), "trump was led; play a trump while you hold one"
            )
        if self.rules.plain_lead == "follow_or_trump":
            return IllegalAction(
                action, rule("4.3"), "follow suit or trump while you hold the suit led"
            )
        return IllegalAction(action, rule("4.3"), "follow suit while you hold the suit led")
