"""A completed record, walked step by step: who held what, what was led, what was bid.

The detectors of `cases.py` read a Trace to decide which edge cases a record exercises.
The walk only keeps books (cards held, the trick on the table, the high bid); every
judgement of the rules comes from the record itself, which the reference module wrote.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from allfours.runtime.rules import Rules

JOKER = "JK"


@dataclass(frozen=True, slots=True)
class BidStep:
    index: int
    seat: int
    to_act: int  # whose turn it was
    action: str
    legal: tuple[str, ...]
    high_bid: int  # before this step; 0 when nobody has bid
    high_bidder: int  # -1 when nobody has bid
    is_dealer: bool
    bid: int | None  # the amount when the action is `bid N`


@dataclass(frozen=True, slots=True)
class PlayStep:
    index: int
    seat: int
    to_act: int  # whose turn it was
    card: str | None  # None when the action is not `play XX`
    action: str
    legal: tuple[str, ...]
    hand: tuple[str, ...]  # the seat's cards before this step
    trick: tuple[tuple[int, str], ...]  # (seat, card) already on the table, from the leader
    tricks_done: int
    trump: str | None  # None before the pitch


@dataclass
class Trace:
    record: Mapping[str, Any]
    rules: Rules
    players: int
    sides: int
    dealer: int
    eldest: int
    start: int  # the score nobody has moved from: 0, or the target when counting down
    direction: int  # +1, or -1 when counting down
    scores_before: list[int]
    setbacks_before: list[int]
    hands: list[list[str]]
    holder: dict[str, int]
    bids: list[BidStep] = field(default_factory=list)
    sale: list[BidStep] = field(default_factory=list)
    plays: list[PlayStep] = field(default_factory=list)
    capturer: dict[str, int] = field(default_factory=dict)
    error: Mapping[str, Any] | None = None
    error_phase: str | None = None  # "auction", "sale", "play" or "over"

    # -- reading the record -------------------------------------------------------
    @property
    def expect(self) -> Mapping[str, Any]:
        value = self.record.get("expect")
        return value if isinstance(value, dict) else {}

    @property
    def complete(self) -> bool:
        """The hand was finished (scored, or thrown in) without an illegal step."""
        return self.error is None and "points" in self.expect

    @property
    def played(self) -> bool:
        """Every trick was played and scored."""
        return self.complete and bool(self.expect.get("points"))

    @property
    def trump(self) -> str | None:
        value = self.expect.get("trump")
        return value if isinstance(value, str) else None

    @property
    def pitcher(self) -> int | None:
        value = self.expect.get("pitcher")
        return value if isinstance(value, int) else None

    @property
    def contract(self) -> int | None:
        value = self.expect.get("bid")
        return value if isinstance(value, int) else None

    @property
    def points(self) -> dict[str, int | None]:
        value = self.expect.get("points")
        return dict(value) if isinstance(value, dict) else {}

    @property
    def winner(self) -> int | None:
        value = self.expect.get("winner")
        return value if isinstance(value, int) else None

    @property
    def error_step(self) -> int | None:
        return self.error["step"] if self.error is not None else None

    def accepted(self, index: int) -> bool:
        """Whether step `index` was played (it came before any illegal step)."""
        return self.error is None or index < self.error["step"]

    def side(self, seat: int) -> int:
        return seat % self.sides

    def progress(self, score: int) -> int:
        """How far a score has moved towards the target (negative: in the hole)."""
        return (score - self.start) * self.direction

    def side_progress_before(self, side: int) -> int:
        return self.progress(self.scores_before[side])

    def side_progress_after(self, side: int) -> int:
        scores = self.expect.get("scores")
        assert isinstance(scores, list)
        return self.progress(scores[side])

    # -- cards ------------------------------------------------------------------------
    def rank(self, card: str) -> int:
        """0 for the highest rank; the joker ranks below every natural card."""
        return len(self.rules.ranks) if card == JOKER else self.rules.ranks.index(card[0])

    def suit(self, card: str, trump: str | None) -> str | None:
        return trump if card == JOKER else card[1]

    def in_play(self, card: str) -> bool:
        return card in self.holder

    def natural_trumps_in_play(self) -> list[str]:
        """The natural cards of trump dealt this hand, highest first."""
        trump = self.trump
        if trump is None:
            return []
        return sorted(
            (c for c in self.holder if c != JOKER and c[1] == trump), key=lambda c: self.rank(c)
        )

    def trumps_in_play(self) -> list[str]:
        joker = [JOKER] if JOKER in self.holder and self.trump is not None else []
        return self.natural_trumps_in_play() + joker

    def point_rules(self, kind: str) -> list[Any]:
        return [p for p in self.rules.points if p.kind == kind]

    def point_card(self, point: Any) -> str | None:
        """The card a `trump_card` or `joker` point is about, this hand."""
        if point.kind == "joker":
            return JOKER
        if point.kind == "trump_card" and self.trump is not None:
            return f"{point.rank}{self.trump}"
        return None

    def count_totals(self, point: Any) -> list[int]:
        """Each side's total of counting cards taken, for a `most_count` point (the joker
        counts nothing: it has no rank)."""
        values = dict(point.counts)
        totals = [0] * self.sides
        for trick in self.expect.get("tricks", []):
            winner = trick["winner"]
            totals[self.side(winner)] += sum(
                values.get(card[0], 0) for card in trick["cards"] if card != JOKER
            )
        return totals


def _bid_amount(action: str) -> int | None:
    word, _, amount = action.partition(" ")
    if word == "bid" and amount.isdigit():
        return int(amount)
    return None


def _phase_of(legal: tuple[str, ...]) -> str:
    if not legal:
        return "over"
    first = legal[0]
    if first.startswith("play "):
        return "play"
    if first in ("sell", "refuse"):
        return "sale"
    return "auction"


def trace(record: Mapping[str, Any], rules: Rules) -> Trace:
    """Walk a record completed by `replay`: every step has its `legal` list."""
    players: int = record["players"]
    sides = players // rules.partnership_size
    dealer: int = record["dealer"]
    start = rules.target if rules.countdown else 0
    hands = [list(hand) for hand in record["hands"]]
    t = Trace(
        record=record,
        rules=rules,
        players=players,
        sides=sides,
        dealer=dealer,
        eldest=(dealer + 1) % players,
        start=start,
        direction=-1 if rules.countdown else 1,
        scores_before=list(record.get("scores") or [start] * players),
        setbacks_before=list(record.get("setbacks") or [0] * players),
        hands=hands,
        holder={card: seat for seat, hand in enumerate(hands) for card in hand},
    )
    error = record.get("error")
    error_step = error["step"] if isinstance(error, dict) else None
    t.error = error if isinstance(error, dict) else None
    held = [list(hand) for hand in hands]
    table: list[tuple[int, str]] = []
    high_bid, high_bidder, tricks_done = 0, -1, 0
    trump: str | None = None
    bidder = (t.eldest + 1) % players if rules.auction == "sell" else t.eldest
    tricks = t.expect.get("tricks", [])
    leader = t.pitcher if t.pitcher is not None else t.eldest
    for index, step in enumerate(record["steps"]):
        legal = tuple(step.get("legal", ()))
        phase = _phase_of(legal)
        if index == error_step:
            t.error_phase = phase
        if error_step is not None and index > error_step:
            break
        seat, action = step.get("seat"), step["action"]
        if not isinstance(seat, int):
            seat = -1
        if phase in ("auction", "sale"):
            amount = _bid_amount(action)
            to_act = t.eldest if phase == "sale" else bidder
            entry = BidStep(
                index, seat, to_act, action, legal, high_bid, high_bidder, seat == dealer, amount
            )
            (t.sale if phase == "sale" else t.bids).append(entry)
            if index != error_step:
                bidder = (bidder + 1) % players
                if amount is not None:
                    high_bid, high_bidder = amount, seat
        elif phase == "play":
            card = action[5:] if action.startswith("play ") else None
            hand = tuple(held[seat]) if 0 <= seat < players else ()
            to_act = (leader + len(table)) % players
            t.plays.append(
                PlayStep(
                    index, seat, to_act, card, action, legal, hand, tuple(table), tricks_done, trump
                )
            )
            if index != error_step and card is not None:
                if trump is None:
                    trump = rules.joker_trump if card == JOKER else card[1]
                held[seat].remove(card)
                table.append((seat, card))
                if len(table) == players:
                    if tricks_done < len(tricks):
                        leader = tricks[tricks_done]["winner"]
                    table, tricks_done = [], tricks_done + 1
    for trick in t.expect.get("tricks", []):
        for card in trick["cards"]:
            t.capturer[card] = trick["winner"]
    return t
