"""A completed record, played again by the reference module and read off its engine.

The detectors of `cases.py` read a Trace to decide which edge cases a record exercises.
Nothing here works out what the rules say: the record is played through the generated
module, and each step is taken with what the engine itself shows before it (the seat to
act, the phase, the high bid, the hand, the trick, trump), the end of the hand with the
engine's event log (who won each trick, how the game was won, the cards turned up, run,
discarded and drawn, the points scored before the play), and every card's suit and rank
with the engine's trump context (so a joker, or a card of trump's colour that joins the
trump suit, is no special case here).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from allfours.conformance.modules import rules_of
from allfours.runtime import model

JOKER = "JK"
SUITS = "SHDC"


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
class BegStep:
    """A step while the turned-up trump is offered: eldest's turn, or the dealer's."""

    index: int
    seat: int
    to_act: int  # whose turn it was
    action: str
    legal: tuple[str, ...]
    begged: bool  # eldest has begged: the dealer answers
    is_dealer: bool


@dataclass(frozen=True, slots=True)
class NameStep:
    """A step while the high bidder is to name trump."""

    index: int
    seat: int
    to_act: int
    action: str
    legal: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class DiscardStep:
    index: int
    seat: int
    to_act: int
    card: str | None  # None when the action is not `discard XX`
    action: str
    legal: tuple[str, ...]
    hand: tuple[str, ...]  # the seat's cards before this step
    trump: str | None = None
    is_dealer: bool = False
    # the seat is the one who robs the pack in a refill (the dealer, or the high bidder)
    is_robber: bool = False


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
    module: ModuleType  # the reference: the variant's generated rules module
    rules: model.Rules
    cards: Any  # the engine's cards (`runtime.cards.Cards`) of the variant's pack
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
    turn: int = 1  # 1: the turn passes to the left; -1: to the right
    bids: list[BidStep] = field(default_factory=list)
    sale: list[BidStep] = field(default_factory=list)
    begs: list[BegStep] = field(default_factory=list)
    names: list[NameStep] = field(default_factory=list)
    discards: list[DiscardStep] = field(default_factory=list)
    plays: list[PlayStep] = field(default_factory=list)
    capturer: dict[str, int] = field(default_factory=dict)
    played_by: dict[str, int] = field(default_factory=dict)  # every card played to a trick
    turnups: list[tuple[str, bool]] = field(default_factory=list)  # (card, set aside)
    runs: int = 0  # how often the cards were run
    bunched: bool = False
    # card -> the seat that discarded it, for the cards still out of play at the end
    discarded: dict[str, int] = field(default_factory=dict)
    drawn: int = 0  # cards drawn: from the stock after tricks, or dealt back after discards
    redealt: list[str] = field(default_factory=list)  # discards dealt again, in order
    robbed: list[str] = field(default_factory=list)  # the stock's cards the robber took
    # who robs the pack in a refill: the dealer, or the high bidder (None: no refill)
    robber: int | None = None
    # Points scored the moment they happened (a turn-up, a gift, a capture), in order:
    # (point id, side, value).
    at_once: list[tuple[str, int, int]] = field(default_factory=list)
    won_by: str | None = None  # how the game was won, as the engine's GameWon says
    error: Mapping[str, Any] | None = None
    # "auction", "sale", "begging", "naming", "discard", "play" or "over"
    error_phase: str | None = None

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
        """Every trick was played and scored (not thrown in, bunched or won before)."""
        return (
            self.complete
            and bool(self.expect.get("points"))
            and not self.redeal
            and self.won_by not in ("at_once", "going_out")
        )

    @property
    def trump(self) -> str | None:
        value = self.expect.get("trump")
        return value if isinstance(value, str) else None

    @property
    def pitched(self) -> bool:
        """Trump is named by the pitcher's first card (the auction-pitch line)."""
        return self.rules.trump.pitched

    @property
    def redeal(self) -> bool:
        return self.expect.get("redeal") is True

    @property
    def turnup_cards(self) -> list[str]:
        return [card for card, _ in self.turnups]

    @property
    def set_aside(self) -> list[str]:
        """The cards turned up of the refused suit again, and set aside."""
        return [card for card, aside in self.turnups if aside]

    @property
    def trump_turnup(self) -> str | None:
        """The turned-up card whose suit became trump (by a stand, a gift or a run)."""
        offered = [card for card, aside in self.turnups if not aside]
        if self.trump is None or not offered:
            return None
        return offered[-1]

    @property
    def pitcher(self) -> int | None:
        value = self.expect.get("pitcher")
        return value if isinstance(value, int) else None

    @property
    def contract(self) -> int | None:
        value = self.expect.get("bid")
        return value if isinstance(value, int) else None

    @property
    def points(self) -> dict[str, Any]:
        """Point id -> the side credited, None, or a list of sides (a gift to several)."""
        value = self.expect.get("points")
        return dict(value) if isinstance(value, dict) else {}

    def sides_credited(self) -> list[int]:
        """Every side a point of the hand went to, once for each point (and each side)."""
        return [side for point_id in self.points for side in self.credited(point_id)]

    def credited(self, point_id: str) -> list[int]:
        """The sides a point went to (none, one, or several)."""
        value = self.points.get(point_id)
        if isinstance(value, list):
            return [v for v in value if isinstance(v, int)]
        return [value] if isinstance(value, int) and not isinstance(value, bool) else []

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

    # -- cards, as the engine's trump context has them -----------------------------
    def _context(self, trump: str | None) -> Any:
        return None if trump is None else self.cards.context("SHDC".index(trump))

    def rank(self, card: str) -> int:
        """0 for the highest rank; a joker ranks below every natural card."""
        return int(self.cards.rank_of[self.cards.card_of[card]])

    def suit(self, card: str, trump: str | None) -> str | None:
        """The suit a card follows and wins in, once trump is known."""
        context = self._context(trump)
        number = self.cards.card_of[card]
        suit = context.suit[number] if context is not None else self.cards.suit_of[number]
        return "SHDC"[suit] if suit < 4 else None

    def in_play(self, card: str) -> bool:
        """Whether the card was played to a trick (a card in the stock, turned up or
        discarded never is)."""
        return card in self.played_by

    def trumps_in_play(self) -> list[str]:
        """The trumps played this hand, highest first."""
        context = self._context(self.trump)
        if context is None:
            return []
        codes = self.cards.codes
        return [codes[c] for c in context.trumps if codes[c] in self.played_by]

    def is_trump(self, card: str) -> bool:
        return self.trump is not None and self.suit(card, self.trump) == self.trump

    def outranks(self, card: str, other: str) -> bool:
        return self.rank(card) < self.rank(other)

    def natural_trumps_in_play(self) -> list[str]:
        """The trumps in play that can be Low (a joker cannot), highest first."""
        context = self._context(self.trump)
        if context is None:
            return []
        return [c for c in self.trumps_in_play() if context.can_be_low[self.cards.card_of[c]]]

    def point_card(self, point: model.Point) -> str | None:
        """The card a point of one named card is about, this hand."""
        select = point.select
        if isinstance(select, model.JokerCard):
            return select.code
        if self.trump is None:
            return None
        if isinstance(select, model.TrumpCard):
            return f"{select.rank}{self.trump}"
        if isinstance(select, model.SameColourCard):
            return self._of_trumps_colour(select.rank)
        return None

    def point_cards(self) -> set[str]:
        """The cards this hand's points are about (the ace of trumps, the Left Pedro, a
        joker...), once trump is known: those a refill may forbid to discard."""
        cards = (self.point_card(point) for point in self.rules.points)
        return {card for card in cards if card is not None}

    def _of_trumps_colour(self, rank: str) -> str:
        """The card of `rank` in the other suit of trump's colour (trump is known)."""
        trump = "SHDC".index(self.trump or "")
        return str(self.cards.codes[self.cards.same_colour_card(rank, trump)])

    def same_colour_card(self) -> str | None:
        """The card of the other suit of trump's colour that belongs to trump this hand
        (Cinch's Left Pedro), if the pack has one and trump is known."""
        same = self.rules.pack.same_colour
        if same is None or self.trump is None:
            return None
        return self._of_trumps_colour(same.rank)

    def trumps_held(self, hand: tuple[str, ...] | list[str], trump: str | None) -> int:
        """How many trumps a hand holds, once trump is known."""
        return sum(1 for card in hand if trump is not None and self.suit(card, trump) == trump)

    def count(self, side: int) -> int:
        """The value of the points a side won this hand (its count, where the difference
        of the counts is scored)."""
        values = {point.id: point.value for point in self.rules.points}
        return sum(
            values.get(point_id, 0) for point_id in self.points if side in self.credited(point_id)
        )

    def winner_without_pitcher_first(self) -> int | None:
        """The side the reference would name the winner of this hand if the pitcher's
        points did not count first: the record played again under that one change."""
        return self._winner_with_count_out(pitcher_first=False)

    def winner_under_count_out(self, mode: str) -> int | None:
        """The side the reference would name the winner of this hand if sides reaching
        the target together were decided another way (`in_order`: the hand's points
        credited in order, the pitcher's first)."""
        return self._winner_with_count_out(mode=mode, pitcher_first=True)

    def _winner_with_count_out(self, **changes: Any) -> int | None:
        rules = self.module.RULES
        count_out = rules.game.count_out._replace(**changes)
        changed = rules._replace(game=rules.game._replace(count_out=count_out))
        game = dealt(self.module.Engine, changed, self.record)
        for step in self.record["steps"][: self.error_step]:
            game.apply(step["action"], step["seat"])
        return game.hand_result.winner if game.hand_result is not None else None

    def count_totals(self, point: model.Point, whole: bool = False) -> list[int]:
        """Each side's total of counting cards taken, for a most-counting-cards point (a
        joker counts nothing: it has no rank). Where a joker taken counts half a point,
        the totals are in halves (each value doubled, a joker 1), unless `whole`."""
        assert isinstance(point.select, model.MostCount)
        values = dict(point.select.counts)
        jokers = {joker.code for joker in self.cards.jokers.values()}
        halves = point.select.joker_half and not whole
        totals = [0] * self.sides
        for trick in self.expect.get("tricks", []):
            total = sum(values.get(card[0], 0) for card in trick["cards"] if card not in jokers)
            taken = sum(1 for card in trick["cards"] if card in jokers)
            totals[self.side(trick["winner"])] += 2 * total + taken if halves else total
        return totals


def _bid_amount(action: str) -> int | None:
    word, _, amount = action.partition(" ")
    if word == "bid" and amount.isdigit():
        return int(amount)
    return None


def dealt(engine: Any, rules: Any, record: Mapping[str, Any]) -> Any:
    """A game of `rules` (the module's own IR values) dealt as the record says."""
    game = engine(
        rules,
        record["players"],
        dealer=record["dealer"],
        scores=record.get("scores"),
        setbacks=record.get("setbacks"),
    )
    game.deal([list(hand) for hand in record["hands"]], record.get("stock"))
    return game


def _robber_of(game: Any) -> int:
    """Who robs the pack in the engine's refill: the dealer, or the high bidder (the
    engine knows once the discards begin; the dealer before, or where it has no say)."""
    robber = getattr(game, "robber", -1)
    return robber if isinstance(robber, int) and robber >= 0 else int(game.dealer)


def trace(record: Mapping[str, Any], module: ModuleType) -> Trace:
    """Play a record completed by `replay` through the reference module, step by step."""
    game = dealt(module.Engine, module.RULES, record)
    t = begin(record, module, game)
    for index, step in enumerate(record["steps"]):
        seat, action = step.get("seat"), step["action"]
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < t.players:
            seat = -1
        legal = step.get("legal")
        phase = observe(
            t, game, index, seat, action, game.legal_actions() if legal is None else legal
        )
        try:
            game.apply(action, seat)
        except module.IllegalAction:
            t.error, t.error_phase = record.get("error") or {"step": index}, phase
            break
    return end(t, game)


def begin(record: Mapping[str, Any], module: ModuleType, game: Any) -> Trace:
    """The trace of a hand dealt on `game` as `record` says, before its first step (the
    record's steps and `expect` may be filled in as the hand is played)."""
    rules = rules_of(module)
    players: int = record["players"]
    dealer: int = record["dealer"]
    hands = [list(hand) for hand in record["hands"]]
    # The scores before the hand: a card turned up at the deal may have scored already.
    dealt: Any = game.events[0] if game.events else None
    before = list(dealt.scores) if type(dealt).__name__ == "Dealt" else list(game.scores)
    turn = rules.table.turn
    return Trace(
        record=record,
        module=module,
        rules=rules,
        cards=game.cards,
        players=players,
        sides=rules.table.sides(players),
        dealer=dealer,
        eldest=(dealer + turn) % players,
        start=game.start_score,
        direction=game.direction,
        scores_before=before,
        setbacks_before=list(game.setbacks),
        hands=hands,
        holder={card: seat for seat, hand in enumerate(hands) for card in hand},
        turn=turn,
    )


def observe(t: Trace, game: Any, index: int, seat: int, action: str, legal: Sequence[str]) -> str:
    """Note step `index` (`seat` taking `action`, `legal` being the legal set) as the
    engine shows it before the step is taken; the phase it is taken in."""
    to_act = game.to_act
    phase: str = game.phase if to_act is not None else "over"
    # What the seat's observation would say, read off the engine: building a whole
    # observation at every step was most of the time a trace took.
    codes = game.codes
    hand = tuple([codes[card] for card in game.hands[seat if seat >= 0 else to_act or 0]])
    trump = None if game.context_unknown else SUITS[game.context.trump]
    legal = tuple(legal)
    dealer = t.dealer
    if phase in ("auction", "sale"):
        high_bid = game.high_bid
        entry = BidStep(
            index,
            seat,
            to_act if to_act is not None else -1,
            action,
            legal,
            high_bid,
            game.high_bidder if high_bid else -1,
            seat == dealer,
            _bid_amount(action),
        )
        (t.sale if phase == "sale" else t.bids).append(entry)
    elif phase == "begging":
        begged = any(type(e).__name__ == "Begged" and e.action == "beg" for e in game.events)
        t.begs.append(
            BegStep(
                index,
                seat,
                to_act if to_act is not None else -1,
                action,
                legal,
                begged,
                seat == dealer,
            )
        )
    elif phase in ("naming", "declaring"):  # naming trump, or declaring it for a pitch
        t.names.append(NameStep(index, seat, to_act if to_act is not None else -1, action, legal))
    elif phase == "discard":
        robber = _robber_of(game)
        t.discards.append(
            DiscardStep(
                index,
                seat,
                to_act if to_act is not None else -1,
                action[8:] if action.startswith("discard ") else None,
                action,
                legal,
                hand,
                trump,
                seat == dealer,
                seat == robber,
            )
        )
    elif phase == "play":
        seats = game.in_trick
        trick = tuple([(seats[i], codes[card]) for i, card in enumerate(game.trick)])
        t.plays.append(
            PlayStep(
                index,
                seat,
                to_act if to_act is not None else -1,
                action[5:] if action.startswith("play ") else None,
                action,
                legal,
                hand,
                trick,
                len(game.tricks),
                trump,
            )
        )
    return phase


def end(t: Trace, game: Any) -> Trace:
    """The trace completed from the engine's event log once the steps are taken."""
    t.robber = _robber_of(game) if t.rules.refill is not None else None
    robber = -1 if t.robber is None else t.robber
    for event in game.events:
        kind = type(event).__name__
        if kind == "TrickWon":
            for card in event.cards:
                t.capturer[card] = event.winner
        elif kind == "Played":
            t.played_by[event.card] = event.seat
        elif kind == "GameWon":
            t.won_by = event.by
        elif kind == "CardTurnedUp":
            t.turnups.append((event.card, event.set_aside))
        elif kind == "RunDealt":
            t.runs += 1
            for seat, packet in enumerate(event.cards):
                t.holder.update((card, seat) for card in packet)
        elif kind == "Drew":
            t.drawn += 1
            t.holder[event.card] = event.seat
            if t.discarded.pop(event.card, None) is not None:
                t.redealt.append(event.card)
            elif event.seat == robber:
                t.robbed.append(event.card)
        elif kind == "Bunched":
            t.bunched = True
        elif kind == "Discarded":
            t.discarded[event.card] = event.seat
        elif kind == "PointScored" and event.at_once and event.side is not None:
            t.at_once.append((event.point, event.side, event.value))
    return t
