"""The engine: one game of an All Fours variant, hand after hand, driven by its Rules.

Nothing in here knows a particular variant: every choice comes from `Rules`. The
engine refuses an illegal action with `IllegalAction`, naming the rule it breaks,
and leaves the state as it was (rulebook 9.1).

Players sit in sides: each player alone, or partnerships where seat s plays for side
s % sides. Points, scores and wins belong to sides; a side is named by its lowest seat,
so in a game of individuals a side is simply a seat. Scores are kept per seat, partners
holding the same score.

Hot paths (legal actions and applying a play) are kept lean on purpose: the legal
actions of the current state are computed once and cached until the next action.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from .cards import SUIT_CODES, Pack, build_pack
from .rules import Rules

PASS, SELL, REFUSE = "pass", "sell", "refuse"
AUCTION, SALE, PLAY = "auction", "sale", "play"
HAND_OVER, GAME_OVER, WAITING = "hand_over", "game_over", "waiting"


class IllegalAction(Exception):
    """An action the rules do not allow now. `rule` is the rule it breaks, e.g. `AP-4.3`."""

    def __init__(self, action: str, rule: str, reason: str) -> None:
        super().__init__(f"{action!r} is not allowed: {reason} ({rule})")
        self.action = action
        self.rule = rule
        self.reason = reason

    @property
    def anchor(self) -> str:
        """The rule's anchor on the variant's rulebook page, e.g. `ap-4-3`."""
        return self.rule.lower().replace(".", "-")


class Trick(NamedTuple):  # a tuple: built once per trick on the hot path
    leader: int
    cards: tuple[str, ...]
    winner: int


@dataclass(frozen=True, slots=True)
class HandResult:
    """What a finished hand decided (rulebook sections 5 to 8). Sides are named by seat."""

    dealer: int
    passed_out: bool  # everyone passed and the hand was thrown in (3.5)
    pitcher: int | None
    bid: int | None  # the contract; None when the pitcher plays without one
    trump: str | None
    tricks: tuple[Trick, ...]
    points: dict[str, int | None]  # point id -> side credited, None when no one scores it
    points_made: tuple[int, ...]  # per side
    made: bool | None  # None when there was no contract
    scores_before: tuple[int, ...]
    scores: tuple[int, ...]
    setbacks: tuple[int, ...]
    winner: int | None

    @property
    def game_over(self) -> bool:
        return self.winner is not None


_COUNT_TABLES: dict[int, tuple[Rules, dict[str, list[int]]]] = {}


def count_tables(rules: Rules) -> dict[str, list[int]]:
    """Each "most counting cards" point's count value of every card, by card number.

    Cached by identity: a module's Rules is built once, and hashing it would cost more
    than the tables save when a game is created per replayed record.
    """
    cached = _COUNT_TABLES.get(id(rules))
    if cached is None or cached[0] is not rules:
        pack = build_pack(rules.ranks, rules.jokers)
        # A card counts by its rank; the joker has no rank and counts nothing.
        ranks = [
            pack.ranks[order] if card != pack.joker else ""
            for card, order in enumerate(pack.order_of)
        ]
        tables = {
            point.id: [dict(point.counts).get(rank, 0) for rank in ranks]
            for point in rules.points
            if point.kind == "most_count"
        }
        cached = _COUNT_TABLES[id(rules)] = (rules, tables)
    return cached[1]


class Engine:
    """A game in progress. Subclassed by each generated module with its variant's Rules."""

    # Slots keep attribute access fast: past 30 attributes, CPython gives up the compact
    # shared-key layout of instance dicts, and every access in the hot paths slows down.
    __slots__ = (
        "_bid_actions",
        "_card_of_play",
        "_count_values",
        "_effective_suit",
        "_hand_from",
        "_legal",
        "_may_trump_on_plain_lead",
        "_play_from",
        "_plays",
        "_taken",
        "bids",
        "captured_by",
        "contract",
        "dealer",
        "direction",
        "hand_result",
        "hands",
        "hands_played",
        "high_bid",
        "high_bidder",
        "holder",
        "leader",
        "pack",
        "phase",
        "pitcher",
        "played_by",
        "players",
        "rng",
        "rules",
        "scores",
        "setbacks",
        "side_of",
        "sides",
        "start_score",
        "to_act",
        "trick",
        "tricks",
        "trump",
        "winner",
    )

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
            allowed = (
                f"{rules.players_min}"
                if rules.players_min == rules.players_max
                else f"{rules.players_min} to {rules.players_max}"
            )
            raise ValueError(
                f"{rules.title} is for {allowed} players, not {players} ({rules.rule('1.1')})"
            )
        if not 0 <= dealer < players:
            raise ValueError(f"the dealer must be a seat from 0 to {players - 1}")
        self.rules = rules
        self.players = players
        self.dealer = dealer
        self.pack: Pack = build_pack(rules.ranks, rules.jokers)
        self.sides = players // rules.partnership_size
        self.side_of = [seat % self.sides for seat in range(players)]
        self.start_score = rules.target if rules.countdown else 0
        self.direction = -1 if rules.countdown else 1
        self.scores = list(scores) if scores is not None else [self.start_score] * players
        self.setbacks = list(setbacks) if setbacks is not None else [0] * players
        if len(self.scores) != players or len(self.setbacks) != players:
            raise ValueError("scores and set-backs need one entry per seat")
        self.rng = random.Random(seed)
        self.phase = WAITING
        self.hand_result: HandResult | None = None
        self.winner: int | None = None
        self.hands_played = 0
        self._bid_actions = {f"bid {b}": b for b in range(rules.min_bid, rules.max_bid + 1)}
        self._plays = self.pack.play_actions
        self._card_of_play = self.pack.card_of_play
        self._may_trump_on_plain_lead = rules.plain_lead == "follow_or_trump"
        self._count_values = count_tables(rules)
        self._reset_hand()

    # -- the deal (section 2) --------------------------------------------------------
    def _reset_hand(self) -> None:
        size = self.pack.size
        self.hands: list[list[int]] = [[] for _ in range(self.players)]
        self.holder = [-1] * size
        self.captured_by = [-1] * size
        self.played_by = [-1] * size
        self.bids: list[tuple[int, str]] = []
        self.high_bid = 0
        self.high_bidder = -1
        self.pitcher = -1
        self.contract = 0  # the bid the pitcher must make; 0: no contract
        self.trump = -1
        # A card's suit for following and winning tricks: its own, but the joker's is
        # trump's, known only once trump is named (a copy is made only for the joker).
        self._effective_suit: Sequence[int] = self.pack.suit_of
        self.trick: list[int] = []
        self.leader = -1
        self.tricks: list[Trick] = []
        self._taken: list[tuple[int, list[int]]] = []  # each trick's winner and cards
        self.to_act: int | None = None
        self._legal: tuple[str, ...] | None = None
        self._hand_from = tuple(self.scores)  # the scores when the hand was dealt
        self._play_from: tuple[int, ...] = ()  # the scores when play began (after a sale)

    def deal(self, hands: Sequence[Sequence[str]] | None = None) -> None:
        """Start the next hand: a random deal, or the given hands (card codes, one list a seat)."""
        if self.phase in (AUCTION, SALE, PLAY):
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
        self.hand_result = None
        eldest = (self.dealer + 1) % self.players
        if self.rules.auction == "none":
            self._start_play(eldest, 0)
        else:
            self.phase = AUCTION
            # When the pitch is sold, the player left of the dealer sells and the others bid.
            self.to_act = (eldest + 1) % self.players if self.rules.auction == "sell" else eldest

    def _next_dealer(self, result: HandResult) -> int:
        if result.passed_out and self.rules.all_pass == "redeal_by_same_dealer":
            return self.dealer
        return (self.dealer + self.rules.deal_rotation) % self.players

    def _deal_random(self) -> None:
        rules, n = self.rules, self.players
        order = self.rng.sample(range(self.pack.size), n * rules.hand_size)
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
                card = self.pack.card_of.get(code) if isinstance(code, str) else None
                if card is None:
                    raise ValueError(
                        f"{code!r} is not a card of this pack ({self.rules.rule('1.4')})"
                    )
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
            elif self.phase == SALE:
                legal = (SELL, REFUSE)
            else:
                legal = ()
            self._legal = legal
        return legal

    def _smudged(self) -> bool:
        return self.rules.smudge_bid is not None and self.high_bid == self.rules.smudge_bid

    def _lowest_bid_for(self, seat: int) -> int:
        """The lowest bid `seat` may make now, 0 when it may not bid at all."""
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
        hand = self.hands[self.to_act or 0]  # to_act is a seat whenever cards are played
        plays = self._plays
        trick = self.trick
        if trick:
            effective = self._effective_suit
            lead = effective[trick[0]]
            follow = [c for c in hand if effective[c] == lead]
            if follow:
                trump = self.trump
                if lead != trump and self._may_trump_on_plain_lead:
                    follow = [c for c in hand if effective[c] == lead or effective[c] == trump]
                return tuple([plays[c] for c in follow])
        return tuple([plays[c] for c in hand])

    # -- doing it --------------------------------------------------------------------
    def apply(self, action: str, seat: int | None = None) -> None:
        """Take `action` for the player to act (checked against `seat` when given)."""
        legal = self._legal if self._legal is not None else self.legal_actions()
        if action not in legal or (seat is not None and seat != self.to_act):
            raise self._why_illegal(action, seat)
        actor = self.to_act
        assert actor is not None
        self._legal = None
        if self.phase == PLAY:
            self._play(actor, self._card_of_play[action])
        elif self.phase == AUCTION:
            self._bid(actor, action)
        else:
            self._decide_sale(actor, action)

    def _bid(self, seat: int, action: str) -> None:
        self.bids.append((seat, action))
        if action != PASS:
            self.high_bid = self._bid_actions[action]
            self.high_bidder = seat
        if seat != self.dealer:
            self.to_act = (seat + 1) % self.players
            return
        # The dealer bids last (3.1): the auction is over.
        eldest = (self.dealer + 1) % self.players
        if self.rules.auction == "sell":
            if self.high_bid:
                self.phase = SALE
                self.to_act = eldest
            else:
                self._start_play(eldest, 0)  # nobody bid: the seller pitches, no contract
        elif self.high_bid:
            self._start_play(self.high_bidder, self.high_bid)
        elif self.rules.all_pass == "eldest_pitches":
            self._start_play(eldest, 0)
        else:
            self._finish_hand(passed_out=True)

    def _decide_sale(self, seller: int, action: str) -> None:
        """The seller sells the pitch for the high bid, or refuses and pitches bound to it."""
        self.bids.append((seller, action))
        if action == REFUSE:
            self._start_play(seller, self.high_bid)
            return
        # Sold: the price is scored to the seller at once, which may end the game (7.1).
        self._add(self.side_of[seller], self.high_bid * self.direction)
        if self._reached(self.scores[seller]):
            self.pitcher, self.contract = self.high_bidder, self.high_bid
            self._finish_hand(passed_out=False, winner=self.side_of[seller])
            return
        self._start_play(self.high_bidder, self.high_bid)

    def _start_play(self, pitcher: int, contract: int) -> None:
        self.pitcher = pitcher
        self.contract = contract
        self.phase = PLAY
        self.to_act = self.leader = pitcher
        self._play_from = tuple(self.scores)

    def _play(self, seat: int, card: int) -> None:
        self.hands[seat].remove(card)
        self.played_by[card] = seat
        trick = self.trick
        if not trick and self.trump < 0:
            self._name_trump(card)  # the pitch names trump (4.1)
        trick.append(card)
        if len(trick) < self.players:
            self.to_act = (seat + 1) % self.players
            return
        winner = self._trick_winner(trick)
        captured_by = self.captured_by
        for played in trick:
            captured_by[played] = winner
        self._taken.append((winner, trick))
        codes = self.pack.codes
        self.tricks.append(Trick(self.leader, tuple([codes[c] for c in trick]), winner))
        self.trick = []
        self.to_act = self.leader = winner
        if len(self.tricks) == self.rules.hand_size:
            self._finish_hand(passed_out=False)

    def _name_trump(self, card: int) -> None:
        joker = self.pack.joker
        if card == joker:
            assert self.rules.joker_trump is not None
            self.trump = SUIT_CODES.index(self.rules.joker_trump)
        else:
            self.trump = self.pack.suit_of[card]
        if joker >= 0:
            effective = list(self.pack.suit_of)
            effective[joker] = self.trump  # the joker belongs to the trump suit
            self._effective_suit = effective

    def _trick_winner(self, trick: list[int]) -> int:
        """The highest trump, else the highest card of the suit led (4.4).

        Within a suit a smaller card number is a higher card, and the joker, numbered
        after every natural card, is the lowest trump: comparing numbers is enough.
        """
        effective, trump = self._effective_suit, self.trump
        best = trick[0]
        best_suit = effective[best]
        for card in trick[1:]:
            suit = effective[card]
            if suit == best_suit:
                if card < best:
                    best = card
            elif suit == trump:
                best, best_suit = card, suit
        return (self.leader + trick.index(best)) % self.players

    # -- the end of a hand (sections 5 to 8) ----------------------------------------
    def _add(self, side: int, amount: int) -> None:
        for seat in range(side, self.players, self.sides):
            self.scores[seat] += amount

    def _reached(self, score: int) -> bool:
        target = 0 if self.rules.countdown else self.rules.target
        return score * self.direction >= target * self.direction

    def _in_the_hole(self, score: int) -> bool:
        return (score - self.start_score) * self.direction < 0

    def _credit(self, recipient: str | None, card: int) -> int:
        if recipient == "capturer":
            seat = self.captured_by[card]
        elif recipient == "player":
            seat = self.played_by[card]
        else:
            seat = self.holder[card]
        return self.side_of[seat]

    def _award(self) -> dict[str, int | None]:
        """Which side scores each point of the hand (section 5)."""
        pack, holder = self.pack, self.holder
        natural_trumps = [c for c in pack.suit_cards(self.trump) if holder[c] >= 0]
        joker_in_play = pack.joker >= 0 and holder[pack.joker] >= 0
        trumps_in_play = natural_trumps + ([pack.joker] if joker_in_play else [])
        awarded: dict[str, int | None] = {}
        for point in self.rules.points:
            side: int | None = None
            if point.kind == "highest_trump":
                side = self._credit(point.recipient, trumps_in_play[0])
            elif point.kind == "lowest_trump":
                # The joker never counts as Low: the lowest natural trump does.
                if natural_trumps:
                    side = self._credit(point.recipient, natural_trumps[-1])
            elif point.kind in ("trump_card", "joker"):
                if point.kind == "joker":
                    card = pack.joker
                else:
                    assert point.rank is not None
                    card = pack.card(point.rank, self.trump)
                if card >= 0 and holder[card] >= 0:
                    side = self._credit(point.recipient, card)
            else:
                side = self._most_count(self._count_values[point.id], point.tie)
            awarded[point.id] = side
        return awarded

    def _most_count(self, values: list[int], tie: str | None) -> int | None:
        totals = [0] * self.sides
        side_of = self.side_of
        for winner, cards in self._taken:
            totals[side_of[winner]] += sum([values[c] for c in cards])
        best = max(totals)
        leaders = [side for side, total in enumerate(totals) if total == best]
        if len(leaders) == 1:
            return leaders[0]
        pitcher_side = self.side_of[self.pitcher]
        if tie == "pitcher" and pitcher_side in leaders:
            return pitcher_side
        return None

    def _contract_made(self, points: dict[str, int | None], made_counts: list[int]) -> bool:
        rules, side = self.rules, self.side_of[self.pitcher]
        if rules.smudge_needs_every_trick and self.contract == rules.smudge_bid:
            every_point = all(credited == side for credited in points.values())
            every_trick = all(self.side_of[t.winner] == side for t in self.tricks)
            return every_point and every_trick
        return made_counts[side] >= self.contract

    def _finish_hand(self, *, passed_out: bool, winner: int | None = None) -> None:
        """Score the hand and decide the game. `winner` is set when a sale ended it early."""
        before = self._hand_from
        points: dict[str, int | None] = {}
        made_counts = [0] * self.sides
        made: bool | None = None
        if not passed_out and winner is None:
            points = self._award()
            for side in points.values():
                if side is not None:
                    made_counts[side] += 1
            pitcher_side = self.side_of[self.pitcher]
            made = self._contract_made(points, made_counts) if self.contract else None
            gains = made_counts[:]  # what each side adds to its score (section 6)
            if made is False:
                gains[pitcher_side] = -self.contract
            elif made and self.contract == self.rules.smudge_bid and self.rules.smudge_scores_bid:
                gains[pitcher_side] = self.contract  # a made smudge scores its bid
            direction, side_of, scores = self.direction, self.side_of, self.scores
            for seat in range(self.players):
                scores[seat] += gains[side_of[seat]] * direction
                if made is False and side_of[seat] == pitcher_side:
                    self.setbacks[seat] += 1
            winner = self._decide_winner(points, made, self._play_from or before)
        contract_known = not passed_out and self.pitcher >= 0
        self.hand_result = HandResult(
            dealer=self.dealer,
            passed_out=passed_out,
            pitcher=self.pitcher if contract_known else None,
            bid=self.contract if contract_known and self.contract else None,
            trump=SUIT_CODES[self.trump] if self.trump >= 0 else None,
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
        self, points: dict[str, int | None], made: bool | None, before: tuple[int, ...]
    ) -> int | None:
        """Instant wins (7.2), then counting out when a side reaches the target (7.3)."""
        rules = self.rules
        pitcher_side = self.side_of[self.pitcher]
        if (
            made
            and rules.smudge_wins_game
            and self.contract == rules.smudge_bid
            and not (rules.smudge_unless_in_hole and self._in_the_hole(before[pitcher_side]))
        ):
            return pitcher_side
        if rules.all_points_wins_game and points:
            credited = set(points.values())
            if len(credited) == 1 and None not in credited:
                return credited.pop()
        reached = [side for side in range(self.sides) if self._reached(self.scores[side])]
        if not reached:
            return None
        if rules.count_out_mode == "higher_score":
            best = max(self.scores[side] * self.direction for side in reached)
            leaders = [side for side in reached if self.scores[side] * self.direction == best]
            if len(leaders) == 1:
                return leaders[0]
            if pitcher_side in leaders:
                return pitcher_side
        elif rules.count_out_pitcher_first and made and pitcher_side in reached:
            return pitcher_side
        # Credit the hand's points one at a time, in the count-out order (7.3).
        running = [before[side] for side in range(self.sides)]
        for point_id in rules.count_out_order:
            side = points.get(point_id)
            if side is None or (side == pitcher_side and made is False):
                continue
            running[side] += self.direction
            if self._reached(running[side]):
                return side
        # Only when the count-out order cannot decide (a smudge scoring its bid): the best.
        return max(reached, key=lambda side: (self.scores[side] * self.direction, -side))

    # -- reading the game ------------------------------------------------------------
    @property
    def game_over(self) -> bool:
        return self.phase == GAME_OVER

    def side_seats(self, side: int) -> list[int]:
        """The seats of a side (a side is named by its lowest seat)."""
        return list(range(side, self.players, self.sides))

    def payouts(self) -> list[int] | None:
        """Net chips per seat once the game is over (section 8), else None.

        Every player of a losing side pays every player of the winning side: by the
        loser's final score, plus the set-back chips.
        """
        winner = self.winner
        if winner is None:
            return None
        rules = self.rules
        net = [0] * self.players
        winners = self.side_seats(winner)
        for seat, score in enumerate(self.scores):
            if self.side_of[seat] == winner:
                continue
            progress = (score - self.start_score) * self.direction
            chips = rules.settle_above_zero if progress >= 1 else rules.settle_at_or_below_zero
            chips += rules.setback_chips * self.setbacks[seat]
            for collector in winners:
                net[seat] -= chips
                net[collector] += chips
        return net

    def observation(self, seat: int) -> dict[str, Any]:
        """What `seat` may see: its own hand, the bidding, the table, the scores."""
        if not 0 <= seat < self.players:
            raise ValueError(f"no seat {seat} at a table of {self.players}")
        codes = self.pack.codes
        playing = self.pitcher >= 0
        return {
            "seat": seat,
            "side": self.side_of[seat],
            "players": self.players,
            "dealer": self.dealer,
            "phase": self.phase,
            "hand": [codes[c] for c in self.hands[seat]],
            "bids": [{"seat": s, "action": a} for s, a in self.bids],
            "pitcher": self.pitcher if playing else None,
            "bid": self.contract if playing and self.contract else None,
            "trump": SUIT_CODES[self.trump] if self.trump >= 0 else None,
            "trick": [
                {"seat": (self.leader + i) % self.players, "card": codes[c]}
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
        if self.phase not in (AUCTION, SALE, PLAY):
            if self.phase == GAME_OVER:
                return IllegalAction(action, rule("7.4"), "the game is over")
            return IllegalAction(action, rule("2.1"), "no hand is being played; deal first")
        if seat is not None and seat != self.to_act:
            if self.phase in (AUCTION, SALE):
                where = "3.1"  # one turn each, from the dealer's left
            elif self.trick:
                where = "1.2"  # play goes clockwise
            else:
                where = "4.4" if self.tricks else "4.1"  # the winner leads; first, the pitcher
            return IllegalAction(
                action, rule(where), f"it is seat {self.to_act}'s turn, not seat {seat}'s"
            )
        if self.phase == SALE:
            return IllegalAction(action, rule("3.3"), "the seller must `sell` or `refuse`")
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
        card = self.pack.card_of_play.get(action)
        if card is None:
            if action in (PASS, SELL, REFUSE) or action.startswith("bid "):
                return IllegalAction(action, rule("3.1"), "the auction is over; play a card")
            return IllegalAction(action, rule("9.1"), "not an action of this game")
        if card not in self.hands[seat]:
            return IllegalAction(
                action, rule("2.1"), f"seat {seat} does not hold the {self.pack.name(card)}"
            )
        if self._effective_suit[self.trick[0]] == self.trump:
            return IllegalAction(
                action, rule("4.2"), "trump was led; play a trump while you hold one"
            )
        if self.rules.plain_lead == "follow_or_trump":
            return IllegalAction(
                action, rule("4.3"), "follow suit or trump while you hold the suit led"
            )
        return IllegalAction(action, rule("4.3"), "follow suit while you hold the suit led")
