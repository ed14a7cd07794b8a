"""The engine: one game of an All Fours variant, hand after hand, driven by its Rules.

Nothing in here knows a particular variant: every choice comes from `Rules`. A hand is
a sequence of phases (`phases`): the engine keeps the state they share (the hands, the
stock, the trick, the scores), starts and ends hands, and scores them. An illegal
action raises `IllegalAction` naming the rule it breaks, and is checked before anything
changes, so the game is left exactly as it was (rulebook 9.1). Everything that happens
in a hand is appended to its log, `events` (see `events`), which replay, observations
and the conformance kit read.

Players sit in sides: each player alone, or partnerships where seat s plays for side
s % sides. Points, scores and wins belong to sides; a side is named by its lowest seat,
so in a game of individuals a side is simply a seat. Scores are kept per seat, partners
holding the same score.

Hot paths (legal actions and applying a play) are kept lean on purpose: the legal
actions of the current state are computed once and cached until the next action.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from .cards import SUIT_CODES, Cards, TrumpContext, cards_of
from .events import (
    Bid,
    Bunched,
    CardTurnedUp,
    Contract,
    Dealt,
    Drew,
    Event,
    GameEndedBy,
    GameWon,
    HandScored,
    Played,
    PointScored,
    Reneged,
    RunDealt,
    SaleAnswered,
    SetBack,
    ThrownIn,
    TrickWon,
    TrumpFixed,
)
from .model import (
    EveryTrick,
    Gift,
    HighestTrump,
    JokerCard,
    LowestTrump,
    MostCount,
    PlainCards,
    Point,
    RuleId,
    Rules,
    SameColourCard,
    Smudge,
    TrumpCard,
    TurnedUp,
)
from .phases import (
    Allowed,
    AuctionPhase,
    BegPhase,
    Between,
    DiscardDownPhase,
    DiscardPhase,
    NamePhase,
    Phase,
    PlayPhase,
    RefillPhase,
    SalePhase,
    _event,
)

WAITING, HAND_OVER, GAME_OVER = Between("waiting"), Between("hand_over"), Between("game_over")
Trick = TrickWon  # a trick once played: its leader, its cards in play order, its winner
# Who a point went to: a side, no one (None), or the sides it went to, in order, where the
# rules credit several (a gift to each opponent; each plain nine taken).
Credited = int | list[int] | None


class IllegalAction(Exception):
    """An action the rules do not allow now. `rule` is the rule it breaks, e.g. `AP-4.3`
    (`rule_id` the same rule's stable id, e.g. `play.plain_lead`)."""

    def __init__(self, action: str, rule: str, reason: str, rule_id: str = "") -> None:
        super().__init__(f"{action!r} is not allowed: {reason} ({rule})")
        self.action = action
        self.rule = rule
        self.rule_id = rule_id
        self.reason = reason

    @property
    def anchor(self) -> str:
        """The rule's anchor on the variant's rulebook page, e.g. `ap-4-3`."""
        return self.rule.lower().replace(".", "-")


class HandResult(NamedTuple):
    """What a finished hand decided (rulebook sections 5 to 8). Sides are named by seat."""

    dealer: int
    passed_out: bool  # everyone passed and the hand was thrown in, or the cards bunched
    pitcher: int | None
    bid: int | None  # the contract; None when the pitcher plays without one
    trump: str | None
    tricks: tuple[Trick, ...]
    points: Mapping[str, Credited]  # point id -> side credited, None when no one scores it
    points_made: tuple[int, ...]  # per side: the value of the points it made
    made: bool | None  # None when there was no contract
    scores_before: tuple[int, ...]
    scores: tuple[int, ...]
    setbacks: tuple[int, ...]
    winner: int | None
    redeal: bool = False  # the stock ran out while running the cards: the same dealer again

    @property
    def game_over(self) -> bool:
        return self.winner is not None


class Prepared:
    """What an engine derives from its Rules before a game starts: the cards, the rule
    numbers, the phases, the count tables. Made once per Rules and shared by every game
    of it (a replay makes a game per record)."""

    __slots__ = (
        "_draws",
        "_packets",
        "_rounds",
        "after_naming",
        "at_once",
        "auction_phase",
        "beg_phase",
        "bid_amounts",
        "bid_events",
        "capture_points",
        "cards",
        "carries",
        "cite",
        "count_values",
        "deal",
        "discard_phase",
        "end_points",
        "hanged",
        "keeps_stock",
        "name_phase",
        "play_phase",
        "played_events",
        "point_cards",
        "point_events",
        "prelude",
        "sale_phase",
        "turn",
        "values",
    )

    def __init__(self, rules: Rules) -> None:
        self.cards = cards = cards_of(rules.pack)
        self.cite = dict(rules.numbers)
        self.deal = rules.deal
        self._packets: dict[int, list[list[int]]] = {}
        self._draws: dict[int, list[tuple[int, int, int]]] = {}
        self._rounds: dict[int, list[list[int]]] = {}
        self.turn = rules.table.turn
        auction = rules.auction
        self.bid_amounts = (
            {f"bid {b}": b for b in range(auction.min_bid, auction.max_bid + 1)} if auction else {}
        )
        self.auction_phase: Phase | None = AuctionPhase(rules) if auction else None
        self.sale_phase: Phase = SalePhase()
        self.play_phase = PlayPhase(rules)
        self.beg_phase: Phase | None = BegPhase(rules) if rules.begging else None
        discarding = rules.begging is not None and rules.begging.discard_to is not None
        self.discard_phase: DiscardPhase | None = DiscardPhase(rules) if discarding else None
        self.name_phase: NamePhase | None = NamePhase() if rules.trump.named else None
        # What follows the naming of trump: discarding and drawing, or discarding down
        # (after taking a kitty, where there is one).
        self.after_naming: RefillPhase | DiscardDownPhase | None = (
            RefillPhase(rules)
            if rules.refill is not None
            else DiscardDownPhase(rules)
            if rules.discard_down is not None
            else None
        )
        self.values = {point.id: point.value for point in rules.points}
        # Per trump suit, the cards that points are about (a refill may not discard them).
        self.point_cards = [
            frozenset(
                card for point in rules.points if (card := _card_of(cards, point, trump)) >= 0
            )
            for trump in range(len(SUIT_CODES))
        ]
        # When each point is scored: by a turn-up or a gift before the play; the moment
        # its card is taken; or at the end of the hand.
        self.prelude = [p for p in rules.points if p.before_play]
        self.capture_points = [p for p in rules.points if p.at_once]
        self.at_once = {p.id for p in rules.points if p.scored_at_once}
        self.end_points = [p for p in rules.points if not p.scored_at_once]
        self.hanged = any(p.hanged for p in self.end_points)
        # the points whose tie carries their value over to the next hand (Phat's muck)
        self.carries = [
            p
            for p in self.end_points
            if isinstance(p.select, MostCount) and p.select.tie == "carried"
        ]
        # Whether a hand takes cards from the stock after the deal (a turn-up, a run, a
        # draw, a refill, a kitty), so that a deal must keep the undealt cards in order.
        self.keeps_stock = (
            rules.trump.from_stock or rules.refill is not None or rules.discard_down is not None
        )
        # Events are immutable, so the ones a hand is made of, over and over (a seat
        # playing a card, a seat bidding), are made once here and shared.
        seats = range(rules.table.players_max)
        self.played_events = [[Played(seat, code) for code in cards.codes] for seat in seats]
        self.bid_events = [
            {action: Bid(seat, action) for action in ("pass", *self.bid_amounts)} for seat in seats
        ]
        sides: list[int | None] = [None, *seats]
        self.point_events = {
            point.id: {side: PointScored(point.id, side, point.value) for side in sides}
            for point in self.end_points
        }
        # A "most counting cards" point's value of every card, by card number: a card
        # counts by its rank, and a joker has no rank. Where a joker counts half a point,
        # every value is counted in halves (doubled) and a joker counts 1.
        ranks = [
            cards.ranks[order] if card not in cards.jokers else ""
            for card, order in enumerate(cards.rank_of)
        ]
        self.count_values = {
            point.id: [
                (1 if not rank else 2 * dict(point.select.counts).get(rank, 0))
                if point.select.joker_half
                else dict(point.select.counts).get(rank, 0)
                for rank in ranks
            ]
            for point in rules.points
            if isinstance(point.select, MostCount)
        }

    def rounds(self, players: int) -> list[list[int]]:
        """Each seat's round of the table: the seats in turn order, starting with it."""
        rounds = self._rounds.get(players)
        if rounds is None:
            turn, seats = self.turn, range(players)
            rounds = [[(s + i * turn) % players for i in seats] for s in seats]
            self._rounds[players] = rounds
        return rounds

    def draws(self, players: int) -> list[tuple[int, int, int]]:
        """The draws of a random deal, one a card: how many cards are left to draw from,
        the bits a draw takes, and the place of the last of them. The whole pack is
        drawn where the stock is used, else only the dealt cards."""
        plan = self._draws.get(players)
        if plan is None:
            size = len(self.cards.codes)
            undealt = 0 if self.keeps_stock else size - players * self.deal.hand_size
            plan = self._draws[players] = [
                (left, left.bit_length(), left - 1) for left in range(size, undealt, -1)
            ]
        return plan

    def packets(self, players: int) -> list[list[int]]:
        """Where each seat's cards lie in a random order of the dealt cards, counted from
        the dealer's left: a packet each in turn, round after round."""
        plan = self._packets.get(players)
        if plan is None:
            deal, size = self.deal, self.deal.packet_size
            plan = self._packets[players] = [
                [
                    (rnd * players + offset) * size + i
                    for rnd in range(deal.hand_size // size)
                    for i in range(size)
                ]
                for offset in range(players)
            ]
        return plan


def _card_of(cards: Cards, point: Point, trump: int) -> int:
    """The one card a point is about once `trump` is known, or -1 (a point about the
    highest or lowest trump in play, a count, a turn-up)."""
    match point.select:
        case TrumpCard(rank=rank):
            return cards.card(rank, trump)
        case SameColourCard(rank=rank):
            return cards.same_colour_card(rank, trump)
        case JokerCard(code=code):
            return cards.card_of[code]
    return -1


_PREPARED: dict[int, tuple[Rules, Prepared]] = {}


def prepared(rules: Rules) -> Prepared:
    """The engine's view of `rules`, cached by identity: a module's Rules is built once,
    and hashing it would cost more than the cache saves."""
    cached = _PREPARED.get(id(rules))
    if cached is None or cached[0] is not rules:
        cached = _PREPARED[id(rules)] = (rules, Prepared(rules))
    return cached[1]


class Engine:
    """A game in progress. Subclassed by each generated module with its variant's Rules."""

    # Slots keep attribute access fast: past 30 attributes, CPython gives up the compact
    # shared-key layout of instance dicts, and every access in the hot paths slows down.
    __slots__ = (
        "_cite",
        "_count_values",
        "_deals_limit",
        "_eldest_offset",
        "_first_bidder",
        "_hand_from",
        "_legal",
        "_packets",
        "_phase",
        "_play_from",
        "_prepared",
        "_public_bids",
        "_public_tricks",
        "_seen_events",
        "_values",
        "all_pass",
        "auction_phase",
        "begged",
        "bid_amounts",
        "bid_events",
        "capture_points",
        "captured",
        "captured_by",
        "card_of_play",
        "cards",
        "carried",
        "codes",
        "context",
        "context_unknown",
        "contract",
        "dealer",
        "deals_dealt",
        "direction",
        "discards",
        "events",
        "follow",
        "hand_result",
        "hands",
        "hands_played",
        "high_bid",
        "high_bidder",
        "holder",
        "in_trick",
        "leader",
        "passed",
        "passer",
        "pitcher",
        "play_actions",
        "play_phase",
        "played_by",
        "played_events",
        "players",
        "point_events",
        "privilege",
        "reneges",
        "rng",
        "rob_choice",
        "robber",
        "round_from",
        "rules",
        "sale_phase",
        "scores",
        "setbacks",
        "side_of",
        "sides",
        "situation",
        "smudge",
        "start_score",
        "stick_the_dealer",
        "stock",
        "suit_of",
        "taken",
        "to_act",
        "trick",
        "tricks",
        "trump_suit",
        "turn",
        "turnups",
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
        self.rules = rules
        ready = prepared(rules)
        self._cite = ready.cite
        table = rules.table
        if not table.allows(players):
            counts = [n for n in range(table.players_min, table.players_max + 1) if table.allows(n)]
            allowed = (
                " or ".join(map(str, counts))
                if len(counts) <= 2
                else f"{table.players_min} to {table.players_max}"
            )
            raise ValueError(
                f"{rules.title} is for {allowed} players, not {players} "
                f"({self.cite('table.players')})"
            )
        if not 0 <= dealer < players:
            raise ValueError(f"the dealer must be a seat from 0 to {players - 1}")
        self.players = players
        self.dealer = dealer
        self.cards = ready.cards
        self.codes = ready.cards.codes
        self.card_of_play = ready.cards.card_of_play
        self.played_events = ready.played_events
        self.point_events = ready.point_events
        self.bid_events = ready.bid_events
        self.play_actions = ready.cards.play_actions
        self._prepared = ready
        self.sides = table.sides(players)
        self.side_of = [seat % self.sides for seat in range(players)]
        self.turn = table.turn
        self.round_from = ready.rounds(players)
        self.capture_points = ready.capture_points
        countdown = rules.scoring.direction == "down"
        self.start_score = rules.game.target if countdown else 0
        self.direction = -1 if countdown else 1
        self.scores = list(scores) if scores is not None else [self.start_score] * players
        self.setbacks = list(setbacks) if setbacks is not None else [0] * players
        if len(self.scores) != players or len(self.setbacks) != players:
            raise ValueError("scores and set-backs need one entry per seat")
        self.rng = random.Random(seed)
        # what a tie carried over from the hands before: point id -> its value waiting
        # (the game's, not the hand's: a record starts with nothing carried)
        self.carried: dict[str, int] = {}
        self.hand_result: HandResult | None = None
        self.hands_played = 0
        # Deals that passed the deal on (a hand dealt again by the same dealer is not
        # one), counted for a game of a fixed number of deals (0: no limit).
        self.deals_dealt = 0
        self._deals_limit = rules.game.deals_each * players
        auction = rules.auction
        self.smudge: Smudge | None = auction.smudge if auction else None
        self.privilege = auction is not None and auction.privilege == "match"
        self.all_pass = auction.all_pass if auction else "eldest_pitches"
        self.stick_the_dealer = self.all_pass == "stick_the_dealer"
        self.bid_amounts = ready.bid_amounts
        self.auction_phase = ready.auction_phase
        self.sale_phase = ready.sale_phase
        self.play_phase = ready.play_phase
        # The first to act after the deal, counted from the dealer: the player on the
        # dealer's left, or the one after them when that player sells the pitch.
        self._first_bidder = 2 if auction is not None and auction.kind == "sell" else 1
        self._eldest_offset = self.turn
        self._packets = ready.packets(players)
        self._count_values = ready.count_values
        self._values = ready.values
        self._phase: Phase = WAITING
        self._reset_hand()
        self.hands: list[list[int]] = [[] for _ in range(players)]  # each seat's; a deal sets them

    # -- citing rules ------------------------------------------------------------------
    def cite(self, rule: RuleId) -> str:
        return self._cite[rule]

    def illegal(self, action: str, rule: RuleId, reason: str) -> IllegalAction:
        return IllegalAction(action, self.cite(rule), reason, rule)

    def log(self, event: Event) -> None:
        self.events.append(event)

    # -- the deal -----------------------------------------------------------------------
    def _reset_hand(self) -> None:
        size = self.cards.size
        self.stock: list[int] = []
        self.holder = [-1] * size
        self.captured_by = [-1] * size
        self.played_by = [-1] * size
        self.high_bid: int = 0
        self.high_bidder: int = -1
        self.passed = [False] * self.players  # in an auction of rounds, a pass is final
        self.pitcher: int = -1
        self.contract: int = 0  # the bid the pitcher must make; 0: no contract
        # Until trump is known, cards follow their natural suits; then, the trump context's.
        self.context: TrumpContext = self.cards.context(0)
        self.context_unknown = True
        self.suit_of: tuple[int, ...] = self.cards.suit_of
        self.trump_suit = -1
        self.trick: list[int] = []
        self.situation = ""  # the play's situation now: a lead, a trump led, a plain suit led
        self.follow: tuple[Allowed, ...] = ()  # the filters of its constraints
        self.leader = -1
        self.in_trick: list[int] = []  # the seats that play to this trick, from its leader
        self.tricks: list[Trick] = []
        self.taken: list[tuple[int, list[int]]] = []  # each trick's winner and cards
        self.to_act: int | None = None
        self._legal: tuple[str, ...] | None = None
        self.turnups: list[int] = []  # every card turned up for trump, in order
        self.discards: list[int] = []  # the players' discards before a refill, in order
        self.robber = -1  # who robs the pack in a refill (the dealer, the high bidder; -1: no one)
        self.rob_choice = False  # the high bidder chooses who robs the pack: itself or partner
        self.passer = -1  # the high bidder who passed the pack to its partner (-1: none)
        self.begged = False
        # Points scored the moment they happened: point id -> the sides credited, in order.
        self.captured: dict[str, list[int]] = {}
        self.reneges: list[Reneged] = []  # found as the hand ends (where one is allowed)
        # The log is the hand's: a game's whole history would keep every event alive
        # until the game ends, and the garbage collector would walk it again and again.
        self.events: list[Event] = []
        # What observations show of the log, built as it grows (an observation is asked
        # for at every choice, and reading the whole log each time was most of its cost).
        self._seen_events = 0
        self._public_bids: list[tuple[int, str]] = []
        self._public_tricks: list[dict[str, Any]] = []
        self._hand_from = tuple(self.scores)  # the scores when the hand was dealt
        self._play_from: tuple[int, ...] = ()  # the scores when play began (after a sale)

    def deal(
        self, hands: Sequence[Sequence[str]] | None = None, stock: Sequence[str] | None = None
    ) -> None:
        """Start the next hand: a random deal, or the given hands (card codes, one list a
        seat) and, optionally, the undealt cards in order (top first), which then are the
        stock. A deal that is refused changes nothing.

        A random deal keeps the stock in order only where the rules take cards from it
        after the deal (a turn-up, a run, a draw); elsewhere the rest of the pack is not
        used in the hand."""
        if self._phase not in (WAITING, HAND_OVER, GAME_OVER):
            raise self.illegal("deal", "play.all_tricks", "the current hand is not finished")
        if self._phase is GAME_OVER:
            raise self.illegal("deal", "game.one_winner", "the game is over")
        # Everything that can refuse the deal comes before anything changes.
        dealer = self.dealer if self.hand_result is None else self._next_dealer(self.hand_result)
        dealt, rest = self._deal_random(dealer) if hands is None else self._dealt(hands, stock)
        if self._prepared.keeps_stock and hands is not None and stock is None:
            raise ValueError(
                f"a deal of {self.rules.title} needs its stock, the undealt cards in order "
                f"({self.cite('deal.deal')})"
            )
        self.dealer = dealer
        self._reset_hand()
        self.hands, self.stock = dealt, rest
        holder = self.holder
        for seat, hand in enumerate(dealt):
            for card in hand:
                holder[card] = seat
        self.hand_result = None
        codes = self.codes
        cards = tuple([tuple([codes[c] for c in hand]) for hand in dealt])
        stock = tuple([codes[c] for c in rest])
        self.events.append(_event(Dealt, (dealer, cards, stock, self._hand_from)))
        first = (dealer + self._first_bidder * self.turn) % self.players
        kind = self.rules.trump.kind
        if kind == "turn_up":
            self.turn_up_for_trump()
        elif kind == "top_of_stock":
            # The stock's top card fixes trump and stays there, to be drawn.
            self.turnups.append(self.stock[0])
            self.log(CardTurnedUp(self.codes[self.stock[0]], False))
            self.fix_trump(self.suit_of[self.stock[0]], dealer)
            self.start_play(self.eldest, None)
        elif self.auction_phase is None:
            self.start_play(first, None)
        else:
            self.enter(self.auction_phase, first)

    @property
    def eldest(self) -> int:
        """The player the turn passes to from the dealer: first to act in the hand."""
        return (self.dealer + self._eldest_offset) % self.players

    def _same_dealer_again(self, redeal: bool, passed_out: bool) -> bool:
        return redeal or (passed_out and self.all_pass == "redeal_by_same_dealer")

    def _next_dealer(self, result: HandResult) -> int:
        if self._same_dealer_again(result.redeal, result.passed_out):
            return self.dealer
        return (self.dealer + self.rules.deal.rotation) % self.players

    def _deal_random(self, dealer: int) -> tuple[list[list[int]], list[int]]:
        """Random hands, dealt in packets clockwise from the dealer's left.

        The cards are drawn one by one from what is left of the pack (a partial
        Fisher-Yates shuffle on `getrandbits`): the very draws `random.sample` makes, so
        a seed deals what it always dealt, but written here, so that it stays so on any
        Python, and twice as quick (sampling was most of the cost of a random deal)."""
        n = self.players
        pool = list(range(self.cards.size))
        bits = self.rng.getrandbits
        order: list[int] = []
        draw = order.append
        for left, width, last in self._prepared.draws(n):
            pick = bits(width)
            while pick >= left:
                pick = bits(width)
            draw(pool[pick])
            pool[pick] = pool[last]
        hands: list[list[int]] = [[]] * n
        seats = self.round_from[dealer]  # the first packet to the player after the dealer
        for offset, places in enumerate(self._packets, start=1):
            hands[seats[offset % n]] = [order[i] for i in places]
        return hands, order[n * self.rules.deal.hand_size :]

    def _dealt(
        self, hands: Sequence[Sequence[str]], stock: Sequence[str] | None
    ) -> tuple[list[list[int]], list[int]]:
        """The given hands and stock as cards, checked: one hand a seat, each of the deal's
        size, every card of this pack once. Without a stock, it is the rest in pack order."""
        if len(hands) != self.players:
            raise ValueError(f"need {self.players} hands, one per seat, got {len(hands)}")
        size = self.rules.deal.hand_size
        seen: set[int] = set()
        dealt: list[list[int]] = []
        for seat, codes in enumerate(hands):
            if len(codes) != size:
                raise ValueError(
                    f"seat {seat} was dealt {len(codes)} cards; every player gets "
                    f"{size} ({self.cite('deal.deal')})"
                )
            dealt.append(self._cards_once(codes, seen))
        if stock is None:
            return dealt, []
        rest = self._cards_once(stock, seen)
        if len(seen) != self.cards.size:
            missing = self.cards.size - len(seen)
            raise ValueError(
                f"the hands and the stock leave out {missing} card{'s' if missing != 1 else ''} "
                f"of the pack ({self.cite('table.pack')})"
            )
        return dealt, rest

    def _cards_once(self, codes: Sequence[object], seen: set[int]) -> list[int]:
        """The cards of `codes`: each a code of this pack, none of them in `seen` (which
        they join)."""
        card_of = self.cards.card_of
        cards = []
        for code in codes:
            card = card_of.get(code) if isinstance(code, str) else None
            if card is None:
                raise ValueError(
                    f"{code!r} is not a card of this pack ({self.cite('table.card_codes')})"
                )
            if card in seen:
                raise ValueError(f"{code} was dealt twice ({self.cite('table.pack')})")
            seen.add(card)
            cards.append(card)
        return cards

    # -- what may be done now --------------------------------------------------------
    @property
    def phase(self) -> str:
        return self._phase.name

    def legal_actions(self) -> tuple[str, ...]:
        """Every action the player to act may take now (empty between hands)."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self._phase.legal(self)
        return legal

    def enter(self, phase: Phase, to_act: int | None) -> None:
        self._phase = phase
        self.to_act = to_act

    # -- doing it --------------------------------------------------------------------
    def apply(self, action: str, seat: int | None = None) -> None:
        """Take `action` for the player to act (checked against `seat` when given)."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self._phase.legal(self)
        if action not in legal or (seat is not None and seat != self.to_act):
            raise self._refusal(action, seat)
        actor = self.to_act
        assert actor is not None
        self._legal = None
        self._phase.apply(self, actor, action)

    def _refusal(self, action: str, seat: int | None) -> IllegalAction:
        phase = self._phase
        if self.to_act is None:
            return phase.refusal(self, action)
        if seat is not None and seat != self.to_act:
            return self.illegal(
                action, phase.turn_rule(self), f"it is seat {self.to_act}'s turn, not seat {seat}'s"
            )
        return phase.refusal(self, action)

    def start_play(self, pitcher: int, contract: int | None) -> None:
        """The auction is over: the pitcher plays for the contract (0: none). Where the
        high bidder names trump, naming (and any discarding) comes before the play."""
        self.pitcher = pitcher
        self.contract = contract or 0
        self.events.append(_event(Contract, (pitcher, contract)))
        self._play_from = tuple(self.scores)
        name = self._prepared.name_phase
        if name is not None:
            after = self._prepared.after_naming
            if isinstance(after, DiscardDownPhase) and after.before_naming:
                after.before_trump(self, name)  # the widow is seen before trump is named
            else:
                self.enter(name, pitcher)
        else:
            self.begin_play()

    def begin_play(self) -> None:
        """The pitcher leads the first trick (or the player on the pitcher's left, where
        the rules say so)."""
        self.play_phase.start(self)
        self._phase = self.play_phase
        first = self.pitcher
        if self.rules.play.first_lead == "left_of_maker":
            first = self.round_from[first][1]
        if not self.lead_from(first):
            self.finish_hand()  # nobody can play a card: only with trumps only and no trumps

    def lead_from(self, seat: int) -> bool:
        """`seat` leads the next trick, and the others play in turn; where only trumps are
        played, the first player from `seat` who holds one leads, and only those who hold
        one play. False when nobody is left to play: the hand is over."""
        if not self.rules.play.trumps_only:
            if not self.hands[seat]:  # every hand is the same size
                return False
            self.leader, self.to_act, self.in_trick = seat, seat, self.round_from[seat]
            return True
        suit, trump, hands = self.suit_of, self.trump_suit, self.hands
        playing = [s for s in self.round_from[seat] if any(suit[c] == trump for c in hands[s])]
        if not playing:
            return False
        self.leader = self.to_act = playing[0]
        self.in_trick = playing
        return True

    def point_cards(self) -> frozenset[int]:
        """The cards that points are about, once trump is known (a card of the trump suit
        or of its colour named by a point, the joker)."""
        return self._prepared.point_cards[self.trump_suit]

    def fix_trump(self, suit: int, seat: int) -> None:
        self.context = context = self.cards.context(suit)
        self.context_unknown = False
        self.suit_of, self.trump_suit = context.suit, context.trump
        self.events.append(_event(TrumpFixed, (SUIT_CODES[suit], seat, self.rules.trump.kind)))

    # -- a named trump: dealing back from the stock, robbing the pack ---------------------
    def others_of_robber(self) -> list[int]:
        """Every player but the one who robs the pack, in turn from the dealer's left."""
        dealer = self.dealer
        return [s for s in (*self.round_from[dealer][1:], dealer) if s != self.robber]

    def deal_back(self, size: int) -> None:
        """The dealer deals every player but the robber, from the dealer's left, back to
        `size`: from the top of the stock, then from the discards in the order made."""
        stock, discards = self.stock, self.discards
        for seat in self.others_of_robber():
            hand = self.hands[seat]
            while len(hand) < size:
                card = stock.pop(0) if stock else discards.pop(0)
                hand.append(card)
                self.holder[card] = seat
                self.log(Drew(seat, self.codes[card]))

    def partner_of(self, seat: int) -> int:
        """`seat`'s one partner (-1: none, or more than one)."""
        partners = [s for s in self.side_seats(self.side_of[seat]) if s != seat]
        return partners[0] if len(partners) == 1 else -1

    def rob_the_pack(self) -> None:
        """The robber (the dealer, or the high bidder) takes every card left in the stock."""
        robber, hand = self.robber, self.hands[self.robber]
        for card in self.stock:
            hand.append(card)
            self.holder[card] = robber
            self.log(Drew(robber, self.codes[card]))
        self.stock = []

    # -- a turned-up trump: begging, running the cards ------------------------------------
    def turn_up_for_trump(self) -> None:
        """Turn up the stock's top card; its points score at once; then eldest stands or
        begs (where the rules have begging), else its suit is trump."""
        card = self.stock.pop(0)
        self.turnups.append(card)
        self.log(CardTurnedUp(self.codes[card], False))
        if self._score_turn_up(card):
            return
        if self._prepared.beg_phase is not None:
            self.enter(self._prepared.beg_phase, self.eldest)
        else:
            self.accept_turn_up()

    def accept_turn_up(self) -> None:
        self.fix_trump(self.cards.suit_of[self.turnups[0]], self.dealer)
        self.start_play(self.eldest, None)

    def _gift_sides(self) -> list[int]:
        """Each side but the dealer's, from eldest round the table."""
        dealer_side, sides = self.side_of[self.dealer], []
        for seat in self.round_from[self.eldest]:
            side = self.side_of[seat]
            if side != dealer_side and side not in sides:
                sides.append(side)
        return sides

    def gift_ends_game(self) -> bool:
        """Whether the gift would bring a receiving side to the target."""
        worth = sum(p.value for p in self._prepared.prelude if isinstance(p.select, Gift))
        return any(
            self.reached(self.scores[s] + worth * self.direction) for s in self._gift_sides()
        )

    def give_gift(self) -> None:
        self.fix_trump(self.cards.suit_of[self.turnups[0]], self.dealer)  # the turned suit
        for point in self._prepared.prelude:
            if isinstance(point.select, Gift) and self._score_now(point, self._gift_sides()):
                return
        self.start_play(self.eldest, None)

    def run_the_cards(self) -> None:
        """Deal a packet more to each player and turn up the next card, again while it
        shows the refused suit; bunch when the stock cannot serve a run."""
        begging = self.rules.begging
        assert begging is not None
        refused = self.cards.suit_of[self.turnups[0]]
        size, n = begging.run_size, self.players
        while True:
            if len(self.stock) < n * size + 1:
                self.log(Bunched())
                self._end_hand(
                    {p.id: self._credit(p.id) for p in self.rules.points},
                    [0] * self.sides,
                    None,
                    passed_out=True,
                    winner=None,
                    redeal=True,
                )
                return
            packets: list[tuple[str, ...]] = [()] * n
            for seat in self.round_from[self.eldest]:
                packet, self.stock = self.stock[:size], self.stock[size:]
                self.hands[seat].extend(packet)
                for card in packet:
                    self.holder[card] = seat
                packets[seat] = tuple([self.codes[c] for c in packet])
            self.log(RunDealt(tuple(packets)))
            card = self.stock.pop(0)
            self.turnups.append(card)
            if self.cards.suit_of[card] == refused:
                self.log(CardTurnedUp(self.codes[card], True))
                continue
            self.log(CardTurnedUp(self.codes[card], False))
            self.fix_trump(self.cards.suit_of[card], self.dealer)
            if self._score_turn_up(card):
                return
            discard = self._prepared.discard_phase
            if discard is not None:
                discard.start(self)
            else:
                self.start_play(self.eldest, None)
            return

    def _score_turn_up(self, card: int) -> bool:
        """Score a turned-up card's points to the dealer's side; True if that won."""
        rank = self.cards.ranks[self.cards.rank_of[card]] if card not in self.cards.jokers else ""
        for point in self._prepared.prelude:
            if isinstance(point.select, TurnedUp):
                worth = dict(point.select.values).get(rank, 0)
                if worth and self._score_now(point, [self.side_of[self.dealer]], worth):
                    return True
        return False

    def _score_now(self, point: Point, sides: list[int], worth: int | None = None) -> bool:
        """Score a point the moment it happens; True if a side it reached the target won
        the game, which ends the hand at once."""
        self._credit_now(point, sides, worth)
        return self._won_at_once(sides)

    def _credit_now(self, point: Point, sides: list[int], worth: int | None = None) -> None:
        value = point.value if worth is None else worth
        credited = self.captured.setdefault(point.id, [])
        for side in sides:
            self.add(side, value * self.direction)
            self.log(PointScored(point.id, side, value, True))
            credited.append(side)

    def _won_at_once(self, sides: list[int]) -> bool:
        """Whether one of `sides`, just credited, reached the target: then it wins, and the
        hand ends at once."""
        won = next((side for side in sides if self.reached(self.scores[side])), None)
        if won is None:
            return False
        self.log(HandScored(tuple(self.scores), None))
        winner = self._won(won, "at_once")
        points = {p.id: self._credit(p.id) for p in self.rules.points}
        self._end_hand(points, [0] * self.sides, None, passed_out=False, winner=winner)
        return True

    def _credit(self, point_id: str) -> Credited:
        """A point scored at once, as a record shows it: the side, the sides, or None."""
        sides: list[int] = []
        for side in self.captured.get(point_id, ()):
            if side not in sides:
                sides.append(side)
        return sides[0] if len(sides) == 1 else (sides or None)

    # -- points on capture, drawing -------------------------------------------------------
    def score_captured(self, trick: list[int], winner: int) -> bool:
        """Score the points of the trick's cards that count the moment they are taken, all
        of them, as one capture; True if that won the game."""
        trump, cards = self.trump_suit, self.cards
        credited: list[int] = []
        for point in self.capture_points:
            select = point.select
            named = _card_of(cards, point, trump)
            for card in trick:
                match select:
                    case PlainCards(rank=rank):
                        hit = (
                            card not in cards.jokers
                            and self.suit_of[card] != trump
                            and cards.ranks[cards.rank_of[card]] == rank
                        )
                    case _:
                        hit = card == named
                if not hit:
                    continue
                side = self.side_of[self._seat_credited(point, card, winner)]
                self._credit_now(point, [side], self._worth(point, card, winner))
                if side not in credited:
                    credited.append(side)
        return bool(credited) and self._won_at_once(credited)

    def _seat_credited(self, point: Point, card: int, winner: int) -> int:
        match point.credit:
            case "holder":
                return self.holder[card]
            case "player":
                return self.played_by[card]
        return winner

    def _worth(self, point: Point, card: int, capturer: int) -> int:
        """A point's value; a hanged card (taken by an opponent of its holder) may be worth
        more."""
        if point.hanged and self.side_of[self.holder[card]] != self.side_of[capturer]:
            return point.hanged
        return point.value

    def draw_after_trick(self, winner: int) -> None:
        """The winner draws the stock's top card, then each other player in turn."""
        for seat in self.round_from[winner]:
            card = self.stock.pop(0)
            self.hands[seat].append(card)
            self.holder[card] = seat
            self.log(Drew(seat, self.codes[card]))

    # -- going out during the play (a house rule) -----------------------------------------
    def go_out(self) -> bool:
        """Between two tricks, where the pitcher's side goes out during the play: if the
        points already certain to be its own make the bid and bring it to the target, they
        are credited and it wins there and then; the rest of the hand is not played. True
        if it did. A smudge that needs every trick or scores other than its points made is
        decided at the end of the hand."""
        contract, smudge = self.contract, self.smudge
        if not contract or (
            smudge is not None
            and contract == smudge.bid
            and (
                smudge.needs_every_trick
                or smudge.scores_bid
                or smudge.hole_reset
                or smudge.hole_scores is not None
            )
        ):
            return False
        side = self.side_of[self.pitcher]
        certain = self._certain_points(side)
        made = sum(certain.values())
        if made < contract or not self.reached(self.scores[self.pitcher] + made * self.direction):
            return False
        for point in self._prepared.end_points:
            if point.id in certain:
                self._credit_now(point, [side], certain[point.id])
        self.log(HandScored(tuple(self.scores), True))
        winner = self._won(side, "going_out")
        made_counts = [0] * self.sides
        made_counts[side] = made
        points = {p.id: self._credit(p.id) for p in self.rules.points}
        self._end_hand(points, made_counts, True, passed_out=False, winner=winner)
        return True

    def _certain_points(self, side: int) -> dict[str, int]:
        """The points counted at the end of the hand that are already certain to go to
        `side`, and their worth: no card still to be played can change them. High once
        the highest trump of the pack is played, Low once the lowest that can be Low is, a
        card's point once its card is played (and so taken), Game once the counting cards
        not yet played could no longer catch up with the side's count; a slam only at the
        end. Cards not yet played count as in play, since no player can know otherwise."""
        context, played, side_of = self.context, self.played_by, self.side_of
        seat_of = {"holder": self.holder, "capturer": self.captured_by, "player": played}
        certain: dict[str, int] = {}
        for point in self._prepared.end_points:
            card = -1
            match point.select:
                case HighestTrump():
                    top = context.trumps[0]
                    jokers = self.cards.jokers
                    if self.cards.jokers_level and top in jokers:  # level jokers: both played
                        if all(played[joker] >= 0 for joker in jokers):
                            card = self._level_joker(top, list(jokers))
                    elif played[top] >= 0:
                        card = top
                case LowestTrump():
                    low = context.can_be_low
                    bottom = next((t for t in reversed(context.trumps) if low[t]), -1)
                    if bottom >= 0 and played[bottom] >= 0:
                        card = bottom
                case TrumpCard() | SameColourCard() | JokerCard():
                    named = _card_of(self.cards, point, context.trump)
                    if named >= 0 and played[named] >= 0:
                        card = named
                case MostCount(tie=tie):
                    if self._count_certain(self._count_values[point.id], side, tie):
                        certain[point.id] = point.value
                    continue
                case _:  # a slam is known only with the last trick
                    continue
            if card < 0:
                continue
            seat = seat_of[point.credit or "holder"][card]
            if seat >= 0 and side_of[seat] == side:
                certain[point.id] = self._worth(point, card, self.captured_by[card])
        return certain

    def _count_certain(self, values: list[int], side: int, tie: str) -> bool:
        """Whether `side` has the most counting cards whatever the cards not yet played
        (all of them to the best of the other sides): ahead, or level where a tie goes to
        it."""
        totals = self._count_totals(values)
        side_of = self.side_of
        played = self.played_by
        left = sum([value for card, value in enumerate(values) if played[card] < 0])
        others = max((t for s, t in enumerate(totals) if s != side), default=0)
        lead = totals[side] - others - left
        takes_a_tie = tie == "pitcher" or (tie == "eldest" and side_of[self.eldest] == side)
        return lead > 0 or (lead == 0 and takes_a_tie)

    def trick_winner(self, trick: list[int]) -> int:
        """The highest trump, else the highest card of the suit led."""
        suit, rank, trump = self.suit_of, self.context.rank, self.trump_suit
        best = trick[0]
        best_suit = suit[best]
        for card in trick[1:]:
            card_suit = suit[card]
            if card_suit == best_suit:
                if rank[card] < rank[best]:
                    best = card
            elif card_suit == trump:
                best, best_suit = card, card_suit
        if self.cards.jokers_level == "later" and best in self.cards.jokers:
            # Level jokers: a joker played after the best one (the other joker) beats it.
            for card in trick[trick.index(best) + 1 :]:
                if card in self.cards.jokers:
                    best = card
        return self.in_trick[trick.index(best)]

    # -- a renege (where the rules allow one, with a penalty) -----------------------------
    def note_renege(self, seat: int, card: int) -> None:
        """Before `card`, a card the follow rules as written forbid, leaves `seat`'s hand:
        a renege, found when the hand ends with the penalty the hand shows now."""
        renege = self.rules.play.renege
        assert renege is not None
        hand = self.hands[seat]
        penalty = renege.points
        trump = self.trump_suit
        if self.suit_of[self.trick[0]] == trump:  # a renege in trumps
            penalty = renege.in_trumps
            if renege.in_trumps_holding_ten:  # only with a trump of the ten or higher
                rank, ranks = self.context.rank, self.cards.ranks
                # a pack without tens (the ace down to the jack): every trump is higher
                ten = rank[self.cards.card("T" if "T" in ranks else ranks[-1], trump)]
                if not any(self.suit_of[c] == trump and rank[c] <= ten for c in hand):
                    penalty = renege.points
        self.reneges.append(Reneged(seat, self.codes[card], len(self.tricks), penalty))

    def _renege_penalties(self) -> list[int]:
        """What each side scores for the hand's reneges: each renege's penalty to every
        side but the reneger's. The reneges are logged: this is when they are found."""
        owed = [0] * self.sides
        for renege in self.reneges:
            self.events.append(renege)
            for side in range(self.sides):
                if side != self.side_of[renege.seat]:
                    owed[side] += renege.penalty
        return owed

    # -- the end of a hand -------------------------------------------------------------
    def add(self, side: int, amount: int) -> None:
        for seat in range(side, self.players, self.sides):
            self.scores[seat] += amount

    def reached(self, score: int) -> bool:
        target = 0 if self.direction < 0 else self.rules.game.target
        return score * self.direction >= target * self.direction

    def _in_the_hole(self, score: int) -> bool:
        return (score - self.start_score) * self.direction < 0

    def _award(self) -> tuple[dict[str, int | None], dict[str, int]]:
        """Which side scores each point counted at the end of the hand (section 5), and
        what each is worth."""
        holder, context, side_of = self.holder, self.context, self.side_of
        # who is credited with a card: the player dealt it, who took it, who played it
        seat_of = {"holder": holder, "capturer": self.captured_by, "player": self.played_by}
        played = self.played_by
        in_play = [c for c in context.trumps if played[c] >= 0]  # played to a trick
        awarded: dict[str, int | None] = {}
        hanged = self._prepared.hanged
        worth = dict(self._values) if hanged else self._values
        for point in self._prepared.end_points:
            card = -1
            match point.select:
                case HighestTrump():
                    card = self._level_joker(in_play[0], in_play) if in_play else -1
                case LowestTrump():
                    low = context.can_be_low
                    for trump in reversed(in_play):
                        if low[trump]:
                            card = trump
                            break
                case TrumpCard() | SameColourCard() | JokerCard():
                    card = _card_of(self.cards, point, context.trump)
                case MostCount(tie=tie):
                    awarded[point.id] = self._most_count(self._count_values[point.id], tie)
                    continue
                case EveryTrick():  # a slam: the one side that took every trick
                    takers = {side_of[trick.winner] for trick in self.tricks}
                    awarded[point.id] = takers.pop() if len(takers) == 1 else None
                    continue
            if card >= 0 and played[card] < 0:
                card = -1  # not in play: no one scores it
            seat = seat_of[point.credit or "holder"][card] if card >= 0 else -1
            awarded[point.id] = side_of[seat] if seat >= 0 else None
            if hanged and seat >= 0 and point.hanged:
                worth[point.id] = self._worth(point, card, self.captured_by[card])
        if self._prepared.carries:
            worth = self._carry_over(awarded, worth)
        return awarded, worth

    def _carry_over(self, awarded: dict[str, int | None], worth: dict[str, int]) -> dict[str, int]:
        """A point whose tie carries over: tied, its value waits for the next hand (on top
        of any value already waiting); scored, it is worth its value and all that waited."""
        worth = dict(worth) if worth is self._values else worth
        carried = self.carried
        for point in self._prepared.carries:
            waiting = carried.pop(point.id, 0)
            if awarded[point.id] is None:
                carried[point.id] = waiting + worth[point.id]
            else:
                worth[point.id] += waiting
        return worth

    def _level_joker(self, card: int, in_play: list[int]) -> int:
        """Two jokers that rank alike (Smear): where they are the highest trumps in play,
        High is the one that would win a trick holding both, the one played first or the
        one played later (`jokers_level`), not the one the pack lists first."""
        jokers, level = self.cards.jokers, self.cards.jokers_level
        both = [c for c in in_play if c in jokers]
        if not level or card not in jokers or len(both) < 2:
            return card
        order = [c for _, cards in self.taken for c in cards]  # the cards in play order
        first, later = sorted(both, key=order.index)
        return first if level == "first" else later

    def _count_totals(self, values: list[int]) -> list[int]:
        """Each side's total of the counting cards it has taken so far (`values`: each
        card's count)."""
        totals = [0] * self.sides
        side_of = self.side_of
        for winner, cards in self.taken:
            totals[side_of[winner]] += sum([values[c] for c in cards])
        return totals

    def _most_count(self, values: list[int], tie: str) -> int | None:
        totals = self._count_totals(values)
        best = max(totals)
        leaders = [side for side, total in enumerate(totals) if total == best]
        if len(leaders) == 1:
            return leaders[0]
        pitcher_side = self.side_of[self.pitcher]
        if tie == "pitcher" and pitcher_side in leaders:
            return pitcher_side
        if tie == "eldest":
            return self.side_of[self.eldest]
        return None

    def _contract_made(self, points: dict[str, int | None], made: list[int]) -> bool:
        side, smudge = self.side_of[self.pitcher], self.smudge
        if smudge is not None and smudge.needs_every_trick and self.contract == smudge.bid:
            every_point = all(credited == side for credited in points.values())
            every_trick = all(self.side_of[t.winner] == side for t in self.tricks)
            return every_point and every_trick
        match self.rules.scoring.contract:
            case "reach_bid" | "difference":
                return made[side] >= self.contract

    def take_the_set(self, seat: int) -> None:
        """A dealer stuck by everyone passing takes a set instead of bidding: its side is
        set back so many points, as by a set bid (one set-back), and the hand ends unplayed;
        the deal passes on."""
        auction = self.rules.auction
        assert auction is not None
        side, amount = self.side_of[seat], auction.stuck_set
        self.log(Bid(seat, "take set"))
        self.log(SetBack(side, amount))
        self.add(side, -amount * self.direction)
        for each in self.side_seats(side):
            self.setbacks[each] += 1
        self.log(HandScored(tuple(self.scores), None))
        lost = self.rules.game.setbacks_lose
        winner = None
        if lost and self.setbacks[seat] >= lost:
            winner = self._won(1 - side, "setbacks")  # checked: two sides
        self._end_hand({}, [0] * self.sides, None, passed_out=True, winner=winner)

    def throw_in(self) -> None:
        """Everyone passed: the hand is not played, and the same scores stand."""
        self.log(ThrownIn())
        self.log(HandScored(tuple(self.scores), None))
        self._end_hand({}, [0] * self.sides, None, passed_out=True, winner=None)

    def sale_wins(self, buyer: int, price: int, seller_side: int) -> None:
        """A sold pitch whose price takes the seller to the target: the game ends."""
        self.pitcher, self.contract = buyer, price
        self.log(Contract(buyer, price))
        self.log(HandScored(tuple(self.scores), None))
        winner = self._won(seller_side, "sale")
        self._end_hand({}, [0] * self.sides, None, passed_out=False, winner=winner)

    def finish_hand(self) -> None:
        """Score the played hand (section 6) and decide the game (section 7)."""
        points, values = self._award()
        scored, events = self.point_events, self.events
        made_counts = [0] * self.sides
        plain = values is self._values  # no point's worth changed this hand
        for point_id, side in points.items():
            if plain or values[point_id] == self._values[point_id]:
                events.append(scored[point_id][side])
            else:
                events.append(PointScored(point_id, side, values[point_id]))
            if side is not None:
                made_counts[side] += values[point_id]
        # The scores the count-out starts from: when play began, or, where points were
        # scored during the play, just before the hand's last points.
        before = tuple(self.scores) if self.capture_points else self._play_from or self._hand_from
        pitcher_side = self.side_of[self.pitcher]
        made = self._contract_made(points, made_counts) if self.contract else None
        gains = made_counts[:]  # what each side adds to its score
        smudge = self.smudge
        if self.rules.scoring.contract == "difference":
            gains = self._difference(made_counts, made)
        elif made is False:
            gains[pitcher_side] = -self.contract
            self.events.append(_event(SetBack, (pitcher_side, self.contract)))
        elif made and smudge is not None and self.contract == smudge.bid and smudge.scores_bid:
            gains[pitcher_side] = self.contract  # a made smudge scores its bid
        if (
            made
            and smudge is not None
            and (smudge.hole_reset or smudge.hole_scores is not None)
            and self.contract == smudge.bid
            and self._in_the_hole(before[pitcher_side])
        ):
            if smudge.hole_scores is not None:  # made from the hole: it advances N points
                gains[pitcher_side] = smudge.hole_scores
            else:  # made from the hole: the score goes back to the start, whatever the count
                gains[pitcher_side] = (
                    self.start_score - self.scores[self.pitcher]
                ) * self.direction
        penalties = self._renege_penalties() if self.reneges else None
        if penalties is not None:  # not toward a contract: added after it is judged
            gains = [gain + owed for gain, owed in zip(gains, penalties, strict=True)]
        direction, side_of, scores = self.direction, self.side_of, self.scores
        set_back = made is False and self.rules.scoring.contract == "reach_bid"
        # a set smudge may count as more than one set-back
        counted = smudge.set_counts if smudge is not None and self.contract == smudge.bid else 1
        for seat in range(self.players):
            scores[seat] += gains[side_of[seat]] * direction
            if set_back and side_of[seat] == pitcher_side:
                self.setbacks[seat] += counted
        self.events.append(_event(HandScored, (tuple(scores), made)))
        winner = self._decide_winner(points, values, made, before, penalties)
        if self._prepared.at_once:  # the record shows every point, those scored at once too
            shown: dict[str, Credited] = {
                p.id: points.get(p.id, self._credit(p.id)) for p in self.rules.points
            }
            self._end_hand(shown, made_counts, made, passed_out=False, winner=winner)
        else:
            self._end_hand(points, made_counts, made, passed_out=False, winner=winner)

    def _difference(self, counts: list[int], made: bool | None) -> list[int]:
        """Scoring by difference between two sides: made (or without a contract), the side
        with more points scores the difference; set, the pitcher's side scores nothing and
        the other side every point of the hand plus the shortfall (or, by a house rule, its
        own points plus the bid: less where a point was out of play)."""
        pitcher_side = self.side_of[self.pitcher]
        other = 1 - pitcher_side  # checked: two sides
        gains = [0, 0]
        if made is False and self.rules.scoring.set_own_plus_bid:
            gains[other] = counts[other] + self.contract
        elif made is False:
            every_point = sum(self._values.values())
            gains[other] = every_point + self.contract - counts[pitcher_side]
        elif counts[pitcher_side] != counts[other]:
            ahead = pitcher_side if counts[pitcher_side] > counts[other] else other
            gains[ahead] = abs(counts[pitcher_side] - counts[other])
        return gains

    def _won(self, side: int, by: GameEndedBy) -> int:
        self.log(GameWon(side, by))
        return side

    def _decide_winner(
        self,
        points: dict[str, int | None],
        values: dict[str, int],
        made: bool | None,
        before: tuple[int, ...],
        penalties: list[int] | None = None,
    ) -> int | None:
        """Instant wins, then counting out when a side reaches the target (section 7).
        Renege penalties count out first: they are found before the hand's points."""
        game = self.rules.game
        pitcher_side = self.side_of[self.pitcher]
        smudge = self.smudge
        if (
            made
            and smudge is not None
            and smudge.wins_game
            and self.contract == smudge.bid
            and not (smudge.unless_in_hole and self._in_the_hole(before[pitcher_side]))
        ):
            return self._won(pitcher_side, "smudge")
        if (
            made is False
            and smudge is not None
            and smudge.set_loses
            and self.contract == smudge.bid
        ):
            other = 1 - pitcher_side  # checked: two sides
            return self._won(other, "smudge")
        lost = game.setbacks_lose
        if made is False and lost and self.setbacks[self.pitcher] >= lost:
            return self._won(1 - pitcher_side, "setbacks")  # checked: two sides
        if game.all_points_wins and points:
            credited = set(points.values())
            only = credited.pop() if len(credited) == 1 else None
            if only is not None:
                return self._won(only, "all_points")
        direction, scores = self.direction, self.scores
        count_out = game.count_out
        if count_out.mode == "bid_out":  # a side at the target while defending plays on
            if made and self.reached(scores[pitcher_side]):
                return self._won(pitcher_side, "bid_out")
            return None
        line = (0 if direction < 0 else game.target) * direction  # `reached`, inlined
        reached = [side for side in range(self.sides) if scores[side] * direction >= line]
        if not reached:
            return None
        if len(reached) == 1:
            return self._won(reached[0], "target")
        if count_out.mode == "higher_score":
            best = max(self.scores[side] * self.direction for side in reached)
            leaders = [side for side in reached if self.scores[side] * self.direction == best]
            if len(leaders) == 1:
                return self._won(leaders[0], "higher_score")
            if pitcher_side in leaders:
                return self._won(pitcher_side, "higher_score")
            reached = leaders  # level: the hand's points decide between them
        elif count_out.pitcher_first and made and pitcher_side in reached:
            return self._won(pitcher_side, "pitcher_first")
        # Credit the hand's points one at a time, in the count-out order.
        running = [before[side] for side in range(self.sides)]
        for penalised, owed in enumerate(penalties or ()):  # found before the hand's points
            running[penalised] += owed * self.direction
            if owed and penalised in reached and self.reached(running[penalised]):
                return self._won(penalised, "count_out")
        for point_id in count_out.order:
            side = points.get(point_id)
            if side is None or (side == pitcher_side and made is False):
                continue
            running[side] += values[point_id] * self.direction
            if side in reached and self.reached(running[side]):
                return self._won(side, "count_out")
        # Only when the order cannot decide (a smudge scoring its bid): the best score.
        best_side = max(reached, key=lambda side: (self.scores[side] * self.direction, -side))
        return self._won(best_side, "count_out")

    def _end_hand(
        self,
        points: Mapping[str, Credited],
        made_counts: list[int],
        made: bool | None,
        *,
        passed_out: bool,
        winner: int | None,
        redeal: bool = False,
    ) -> None:
        if self._deals_limit and not self._same_dealer_again(redeal, passed_out):
            self.deals_dealt += 1
            if winner is None and self.deals_dealt >= self._deals_limit:
                winner = self._after_the_deals()
        played = not passed_out and self.pitcher >= 0
        self.hand_result = _event(  # built once a hand, on the hot path
            HandResult,
            (
                self.dealer,
                passed_out,
                self.pitcher if played else None,
                self.contract if played and self.contract else None,
                None if self.context_unknown else SUIT_CODES[self.context.trump],
                tuple(self.tricks),
                points,
                tuple(made_counts),
                made,
                self._hand_from,
                tuple(self.scores),
                tuple(self.setbacks),
                winner,
                redeal,
            ),
        )
        self.hands_played += 1
        self._phase, self.to_act = (GAME_OVER if winner is not None else HAND_OVER), None

    def _after_the_deals(self) -> int | None:
        """Each player has dealt as often as the game lasts: the side with the highest
        score wins; a tie plays on, and this is asked again after the next deal."""
        best = max(self.scores[side] * self.direction for side in range(self.sides))
        leaders = [s for s in range(self.sides) if self.scores[s] * self.direction == best]
        return self._won(leaders[0], "deals") if len(leaders) == 1 else None

    # -- reading the game ------------------------------------------------------------
    @property
    def winner(self) -> int | None:
        result = self.hand_result
        return result.winner if result is not None else None

    @property
    def game_over(self) -> bool:
        return self._phase is GAME_OVER

    @property
    def trump(self) -> int:
        """The trump suit's number once known, else -1."""
        return -1 if self.context_unknown else self.context.trump

    def _stock_face_up(self) -> bool:
        draw = self.rules.draw
        return draw is not None and draw.face_up

    def side_seats(self, side: int) -> list[int]:
        """The seats of a side (a side is named by its lowest seat)."""
        return list(range(side, self.players, self.sides))

    def payouts(self) -> list[int] | None:
        """Net chips per seat once the game is over (section 8), else None.

        Every player of a losing side pays every player of the winning side: by the
        loser's final score, plus the set-back chips.
        """
        winner = self.winner
        settle = self.rules.settlement
        if winner is None or settle is None:
            return None
        net = [0] * self.players
        winners = self.side_seats(winner)
        won = next((e for e in reversed(self.events) if isinstance(e, GameWon)), None)
        rate = 2 if settle.smudge_double and won is not None and won.by == "smudge" else 1
        for seat, score in enumerate(self.scores):
            if self.side_of[seat] == winner:
                continue
            progress = (score - self.start_score) * self.direction
            chips = settle.above_zero if progress >= 1 else settle.at_or_below_zero
            chips += settle.per_setback * self.setbacks[seat]
            chips *= rate
            for collector in winners:
                net[seat] -= chips
                net[collector] += chips
        return net

    def observation(self, seat: int) -> dict[str, Any]:
        """What `seat` may see: its own hand, the bidding, the table, the scores."""
        if not 0 <= seat < self.players:
            raise ValueError(f"no seat {seat} at a table of {self.players}")
        codes = self.cards.codes
        playing = self.pitcher >= 0
        self._catch_up_public()
        taken = [0] * self.players
        for trick in self.tricks:
            taken[trick.winner] += 1
        in_trick = self.in_trick
        return {
            "seat": seat,
            "side": self.side_of[seat],
            "players": self.players,
            "dealer": self.dealer,
            "phase": self._phase.name,
            "hand": [codes[c] for c in self.hands[seat]],
            "bids": [{"seat": who, "action": action} for who, action in self._public_bids],
            "high_bid": self.high_bid or None,  # the auction's highest bid so far
            "pitcher": self.pitcher if playing else None,
            "bid": self.contract if playing and self.contract else None,
            "trump": None if self.context_unknown else SUIT_CODES[self.context.trump],
            "trick": [{"seat": in_trick[i], "card": codes[c]} for i, c in enumerate(self.trick)],
            "tricks_taken": taken,
            # The hand's finished tricks are public: every player saw them played, and by
            # whom (where only trumps are played, not every seat plays to every trick).
            "tricks": [
                {**trick, "cards": list(trick["cards"]), "seats": list(trick["seats"])}
                for trick in self._public_tricks
            ],
            "turnups": [codes[c] for c in self.turnups],
            # A face-up stock shows its top card; a face-down one only its size.
            "stock_top": codes[self.stock[0]] if self.stock and self._stock_face_up() else None,
            "stock_size": len(self.stock) if self._prepared.keeps_stock else 0,
            "scores": list(self.scores),
            "setbacks": list(self.setbacks),
            "to_act": self.to_act,
            "legal": list(self.legal_actions()) if seat == self.to_act else [],
            **self._renege_choices(seat),
        }

    def _renege_choices(self, seat: int) -> dict[str, list[str]]:
        """Where a renege is allowed, `reneges`: the legal cards of the seat to act that
        would be one (a player knows when it fails to follow); elsewhere nothing."""
        if self.rules.play.renege is None:
            return {}
        phase = self._phase
        if seat != self.to_act or not isinstance(phase, PlayPhase):
            return {"reneges": []}
        return {"reneges": list(phase.reneges(self))}

    def _catch_up_public(self) -> None:
        """Bring the public bids and tricks up to the log: only what was logged since the
        last observation is read."""
        events, seen = self.events, self._seen_events
        if seen < len(events):
            bids = self._public_bids
            for event in events[seen:]:
                if isinstance(event, Bid | SaleAnswered):
                    bids.append((event.seat, event.action))
            self._seen_events = len(events)
        public, tricks = self._public_tricks, self.tricks
        if len(public) < len(tricks):
            played_by, card_of_play = self.played_by, self.card_of_play
            for trick in tricks[len(public) :]:
                public.append(
                    {
                        "leader": trick.leader,
                        "cards": tuple(trick.cards),
                        "seats": tuple(played_by[card_of_play["play " + c]] for c in trick.cards),
                        "winner": trick.winner,
                    }
                )
