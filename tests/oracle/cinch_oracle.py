"""Independent, deliberately simple reference implementation of Cinch (Double Pedro).

Used only by the test-suite as an oracle to cross-check the main engine. It follows
`rules/cinch.md` (sections CI-x.y) and the `allfours-hand/2` record format of
`conformance.md`, and nothing else: four players in two partnerships, nine cards dealt
each, a 16-card stock, one auction turn each, trump named by the maker, the draw (CI-4),
six tricks, six points worth 14 in all, game at 51.

Record (CI-10): `players` 4, `dealer`, `scores` (per seat, partners equal), `hands`
(nine cards per seat), `stock` (the 16 others, top first), `steps`, `expect`. Steps in
the CI-10.2 order: four auction steps (`pass` / `bid N`), `name X`, each non-dealer's
`discard XX` steps then `done` (seat order from the dealer's left), the dealer's
`discard XX` steps then `done`, then 24 `play XX`. Dealing from the stock is no step.

Legal lists are in a fixed natural order: `pass` then bids ascending; `name S H D C`;
discards in the order of the cards in hand (dealt cards first, then cards received, in
the order received), or `["done"]` alone; plays in hand order.
"""

from __future__ import annotations

import copy
import random

VARIANT = "cinch"
FORMAT = "allfours-hand/2"
RANKS = "AKQJT98765432"  # CI-1.3: plain cards, high to low
SUITS = "SHDC"  # CI-1.2 (as AP-1.4)
PACK = [rank + suit for suit in SUITS for rank in RANKS]  # CI-1.2: 52 cards
SAME_COLOUR = {"S": "C", "C": "S", "H": "D", "D": "H"}  # CI-1.3
PLAYERS = 4  # CI-1.1
DEALT = 9  # CI-2.1
PACKET = 3  # CI-2.1
STOCK_SIZE = len(PACK) - PLAYERS * DEALT  # CI-2.1: 16
KEEP = 6  # CI-4.1 to CI-4.4: every hand plays six cards
MAX_BID = 14  # CI-3.2
TARGET = 51  # CI-8.1
TOTAL_POINTS = 14  # CI-6.1, CI-7.2
POINT_IDS = ("high", "low", "jack", "game", "right_pedro", "left_pedro")  # CI-6.1
VALUES = {
    "high": 1,
    "low": 1,
    "jack": 1,
    "game": 1,
    "right_pedro": 5,
    "left_pedro": 5,
}  # CI-6.1

Step = dict[str, object]
Record = dict[str, object]


def _side(seat: int) -> int:
    """The side of a seat: 0 for seats 0 and 2, 1 for seats 1 and 3 (CI-1.1)."""
    return seat % 2


def left_pedro(trump: str) -> str:
    """The Left Pedro: the five of the other suit of the trump's colour (CI-1.3)."""
    return "5" + SAME_COLOUR[trump]


def is_trump(card: str, trump: str) -> bool:
    """Tell whether a card is one of the 14 trumps (CI-1.3)."""
    return card[1] == trump or card == left_pedro(trump)


def _belongs(card: str, trump: str) -> str:
    """The suit a card belongs to in play: its printed suit, but trump for the Left
    Pedro (CI-5.2)."""
    return trump if is_trump(card, trump) else card[1]


def trump_order(trump: str) -> list[str]:
    """The 14 trumps, high to low: A K Q J T 9 8 7 6 5, Left Pedro, 4 3 2 (CI-1.3)."""
    return (
        [rank + trump for rank in "AKQJT98765"]
        + [left_pedro(trump)]
        + [rank + trump for rank in "432"]
    )


def point_cards(trump: str) -> dict[str, str]:
    """The card of each point (CI-6.1)."""
    return {
        "high": "A" + trump,
        "low": "2" + trump,
        "jack": "J" + trump,
        "game": "T" + trump,
        "right_pedro": "5" + trump,
        "left_pedro": left_pedro(trump),
    }


def _is_card(code: object) -> bool:
    """Tell whether a value is a valid card code (CI-1.2)."""
    return isinstance(code, str) and len(code) == 2 and code[0] in RANKS and code[1] in SUITS


def _as_int(value: object, what: str) -> int:
    """Return value as an int, or raise ValueError."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{what} must be an integer, got {value!r}")
    return value


def _as_cards(value: object, what: str, length: int) -> list[str]:
    """Return value as a list of `length` card codes, or raise ValueError."""
    if not isinstance(value, list) or len(value) != length:
        raise ValueError(f"{what} must be a list of {length} cards, got {value!r}")
    cards: list[str] = []
    for card in value:
        if not isinstance(card, str) or not _is_card(card):
            raise ValueError(f"bad card code {card!r} in {what}")
        cards.append(card)
    return cards


def _as_steps(value: object) -> list[Step]:
    """Return the steps list, checking that each step is an object."""
    if not isinstance(value, list):
        raise ValueError("steps must be a list")
    steps: list[Step] = []
    for step in value:
        if not isinstance(step, dict):
            raise ValueError(f"each step must be an object, got {step!r}")
        steps.append({str(key): item for key, item in step.items()})
    return steps


class _Deal:
    """The validated input of one hand: who deals, the scores, the cards."""

    def __init__(self, record: Record) -> None:
        """Read and check the record's deal fields, raising ValueError when malformed."""
        if record.get("format", FORMAT) != FORMAT:
            raise ValueError(f"format must be {FORMAT!r}, got {record.get('format')!r}")
        if record.get("variant", VARIANT) != VARIANT:
            raise ValueError(f"variant must be {VARIANT!r}, got {record.get('variant')!r}")
        players = _as_int(record.get("players", PLAYERS), "players")
        if players != PLAYERS:
            raise ValueError(f"cinch is for {PLAYERS} players, got {players}")  # CI-1.1
        self.dealer = _as_int(record.get("dealer"), "dealer")
        if not 0 <= self.dealer < PLAYERS:
            raise ValueError(f"dealer {self.dealer} is not a seat")
        raw_scores = record.get("scores")
        if not isinstance(raw_scores, list) or len(raw_scores) != PLAYERS:
            raise ValueError(f"scores must be a list of {PLAYERS} integers")
        self.scores = [_as_int(score, "scores") for score in raw_scores]
        for seat, score in enumerate(self.scores):
            if not 0 <= score < TARGET:  # CI-10.1: both under 51
                raise ValueError(f"score {score} of seat {seat} is not in 0..{TARGET - 1}")
        if self.scores[0] != self.scores[2] or self.scores[1] != self.scores[3]:
            raise ValueError("partners must have equal scores (CI-7.4, CI-10.1)")
        raw_hands = record.get("hands")
        if not isinstance(raw_hands, list) or len(raw_hands) != PLAYERS:
            raise ValueError(f"hands must be a list of {PLAYERS} hands")
        self.hands = [_as_cards(hand, "a hand", DEALT) for hand in raw_hands]  # CI-2.1
        self.stock = _as_cards(record.get("stock"), "stock", STOCK_SIZE)  # CI-2.1
        everything = [card for hand in self.hands for card in hand] + self.stock
        if sorted(everything) != sorted(PACK):  # CI-1.2: the pack exactly once
            raise ValueError("hands and stock must hold every card of the pack exactly once")


class _Hand:
    """The state of one hand being replayed.

    Phases: "auction", "name", "discard" (the non-dealers, CI-4.1), "rob" (the dealer,
    CI-4.4), "play", "over".
    """

    def __init__(self, deal: _Deal) -> None:
        """Start a hand just after the deal (CI-2.1)."""
        self.dealer = deal.dealer
        self.scores = list(deal.scores)
        self.held = [list(hand) for hand in deal.hands]  # dealt order, received appended
        self.stock = list(deal.stock)  # what remains, top first
        self.phase = "auction"
        self.turn = (deal.dealer + 1) % PLAYERS  # CI-3.1: from the dealer's left
        self.auction_turns = 0
        self.high_bid: int | None = None
        self.maker: int | None = None
        self.trump: str | None = None
        self.discards: list[str] = []  # the non-dealers' discards, in order (CI-4.3)
        self.leader = -1
        self.current: list[str] = []  # the trick in progress, in play order
        self.tricks: list[dict[str, object]] = []
        self.points: dict[str, int | None] = dict.fromkeys(POINT_IDS)
        self.made: bool | None = None
        self.winner: int | None = None

    # -- whose turn, what is legal -----------------------------------------

    def seat_to_act(self) -> int | None:
        """Return the seat whose turn it is, or None when the hand is over."""
        if self.phase == "over":
            return None
        if self.phase == "play":
            return (self.leader + len(self.current)) % PLAYERS  # CI-5.5: clockwise
        return self.turn

    def _trump(self) -> str:
        """The named trump (only called after CI-3.5)."""
        assert self.trump is not None
        return self.trump

    def legal_actions(self) -> list[str]:
        """List every legal action now (empty once the hand is over)."""
        seat = self.seat_to_act()
        if seat is None:
            return []
        if self.phase == "auction":
            lowest = 1 if self.high_bid is None else self.high_bid + 1  # CI-3.2
            return ["pass"] + [f"bid {n}" for n in range(lowest, MAX_BID + 1)]
        if self.phase == "name":
            return [f"name {suit}" for suit in SUITS]  # CI-3.5
        hand = self.held[seat]
        if self.phase == "discard":
            trump = self._trump()
            trumps = [card for card in hand if is_trump(card, trump)]
            plain = [card for card in hand if not is_trump(card, trump)]
            if len(trumps) > KEEP:
                return ["discard " + card for card in hand]  # CI-4.1: any card held
            if plain:
                return ["discard " + card for card in plain]  # CI-4.1: only a non-trump
            return ["done"]  # CI-4.1: no non-trump, at most six trumps
        if self.phase == "rob":
            if len(hand) > KEEP:
                return ["discard " + card for card in hand]  # CI-4.4: any cards
            return ["done"]  # CI-4.4: at six
        return ["play " + card for card in self._legal_cards(seat)]

    def _legal_cards(self, seat: int) -> list[str]:
        """Cards `seat` may play now (CI-5.1 to CI-5.4), in the order held."""
        hand = self.held[seat]
        if not self.current:
            return list(hand)  # CI-5.1, CI-5.5: the leader plays any card
        trump = self._trump()
        led = _belongs(self.current[0], trump)  # CI-5.2: the Left Pedro leads trump
        if led == trump:
            trumps = [card for card in hand if is_trump(card, trump)]
            return trumps if trumps else list(hand)  # CI-5.3
        if any(_belongs(card, trump) == led for card in hand):  # CI-5.4: not the Left Pedro
            return [card for card in hand if _belongs(card, trump) in (led, trump)]
        return list(hand)  # CI-5.4: void in the suit led, any card

    # -- applying actions --------------------------------------------------

    def apply(self, seat: int, action: str) -> None:
        """Apply an action already checked to be legal for `seat`."""
        word, _, arg = action.partition(" ")
        if self.phase == "auction":
            self._auction(seat, word, arg)
        elif self.phase == "name":
            self.trump = arg  # CI-3.5
            self.phase = "discard"
            self.turn = (self.dealer + 1) % PLAYERS  # CI-4.1: from the dealer's left
        elif self.phase == "discard":
            self._non_dealer(seat, word, arg)
        elif self.phase == "rob":
            if word == "discard":
                self.held[seat].remove(arg)  # CI-4.4, CI-4.5: out of play
            else:
                self.phase = "play"
                self.leader = self._maker()  # CI-5.1: the maker leads
        else:
            self._play(seat, arg)

    def _maker(self) -> int:
        """The maker (only called after the auction)."""
        assert self.maker is not None
        return self.maker

    def _auction(self, seat: int, word: str, arg: str) -> None:
        """One auction turn (CI-3.1 to CI-3.4)."""
        if word == "bid":
            self.high_bid = int(arg)
            self.maker = seat  # CI-3.3: the highest bidder so far
        self.auction_turns += 1
        if self.auction_turns < PLAYERS:
            self.turn = (seat + 1) % PLAYERS  # CI-3.1
            return
        if self.maker is None:
            self.maker = self.dealer  # CI-3.4: all passed, no contract
        self.phase = "name"
        self.turn = self.maker  # CI-3.5

    def _non_dealer(self, seat: int, word: str, arg: str) -> None:
        """One discard or `done` by a non-dealer (CI-4.1); after the third `done`, the
        dealer fills the hands (CI-4.2, CI-4.3) and robs the pack (CI-4.4)."""
        if word == "discard":
            self.held[seat].remove(arg)
            self.discards.append(arg)  # CI-4.3: remembered in the order discarded
            return
        following = (seat + 1) % PLAYERS
        if following != self.dealer:
            self.turn = following  # CI-4.1: each non-dealer in turn
            return
        for offset in range(1, PLAYERS):  # CI-4.2: seat order from the dealer's left
            taker = (self.dealer + offset) % PLAYERS
            while len(self.held[taker]) < KEEP:  # CI-4.2: until that player has six
                source = self.stock if self.stock else self.discards  # CI-4.3
                self.held[taker].append(source.pop(0))
        self.held[self.dealer].extend(self.stock)  # CI-4.4: every card left in the stock
        self.stock = []
        self.phase = "rob"
        self.turn = self.dealer

    def _play(self, seat: int, card: str) -> None:
        """Play a card to the trick in progress; score the hand after the sixth trick."""
        self.held[seat].remove(card)
        self.current.append(card)
        if len(self.current) < PLAYERS:
            return
        winner = self._trick_winner()
        self.tricks.append({"leader": self.leader, "cards": list(self.current), "winner": winner})
        self.leader = winner  # CI-5.5: the winner leads next
        self.current = []
        if len(self.tricks) == KEEP:  # CI-5.5: all six tricks
            self._score()

    def _trick_winner(self) -> int:
        """Seat winning the full trick in progress (CI-5.5)."""
        trump = self._trump()
        order = trump_order(trump)
        trumps = [card for card in self.current if is_trump(card, trump)]
        if trumps:
            best = min(trumps, key=order.index)  # CI-1.3: earliest in the order is highest
        else:
            led = self.current[0][1]  # no trump in the trick: a plain suit was led
            best = min((c for c in self.current if c[1] == led), key=lambda c: RANKS.index(c[0]))
        return (self.leader + self.current.index(best)) % PLAYERS

    # -- points and scores --------------------------------------------------

    def _score(self) -> None:
        """Credit the points (CI-6), score the hand (CI-7), see if the game ended (CI-8)."""
        cards = point_cards(self._trump())
        for point, card in cards.items():
            for trick in self.tricks:  # CI-6.2: a card not in play is in no trick
                trick_cards, winner = trick["cards"], trick["winner"]
                assert isinstance(trick_cards, list) and isinstance(winner, int)
                if card in trick_cards:
                    self.points[point] = _side(winner)  # CI-6.1: the trick's winner's side
        count = [0, 0]  # CI-6.3
        for point, side in self.points.items():
            if side is not None:
                count[side] += VALUES[point]
        bidding = _side(self._maker())
        contract = 0 if self.high_bid is None else self.high_bid  # CI-3.4: b = 0
        ours, theirs = count[bidding], count[1 - bidding]
        gain = [0, 0]
        if ours >= contract:  # CI-7.1: made
            if ours != theirs:
                gain[bidding if ours > theirs else 1 - bidding] = abs(ours - theirs)
            made = True
        else:  # CI-7.2: set; the bidders score 0
            gain[1 - bidding] = TOTAL_POINTS + contract - ours
            made = False
        self.made = None if self.high_bid is None else made  # CI-10.3: null after CI-3.4
        for seat in range(PLAYERS):
            self.scores[seat] += gain[_side(seat)]  # CI-7.4: both partners show it
        for side in (0, 1):
            if self.scores[side] >= TARGET:  # CI-8.1 (CI-8.2: at most one side)
                self.winner = side
        self.phase = "over"

    def expect(self) -> dict[str, object]:
        """The CI-10.3 `expect` fields known now (all of them once the hand is over).

        Before the end: `pitcher` and `bid` once the auction is over, `trump` (null
        until named) and the completed `tricks`.
        """
        expect: dict[str, object] = {}
        if self.maker is not None and self.phase != "auction":  # the auction is over
            expect["pitcher"] = self.maker
            expect["bid"] = self.high_bid
        expect["trump"] = self.trump
        expect["tricks"] = copy.deepcopy(self.tricks)
        if self.phase == "over":
            expect["points"] = dict(self.points)
            expect["made"] = self.made
            expect["scores"] = list(self.scores)
            expect["game_over"] = self.winner is not None
            expect["winner"] = self.winner
        return expect


def complete_record(record: Record) -> Record:
    """Replay a Cinch hand record and return a copy with every `legal` list and `expect`.

    The record is `allfours-hand/2`, variant `cinch` (a missing `format`, `variant` or
    `players` is taken as those). An illegal step (wrong seat, an action not in the
    legal set, any step once the hand is over) stops the replay (CI-9.1): that step
    still gets its `legal` list (empty once the hand is over), later steps get none,
    and `error: {"step": index, "action": action}` is added.

    `expect` holds what is known when the replay stops. Once the hand is played out,
    every CI-10.3 field: `pitcher`, `bid`, `trump`, `tricks`, `points`, `made`,
    `scores`, `game_over`, `winner` (also when an extra step after the end is the
    error). Before that (an error, or the steps simply run out): `pitcher` and `bid`
    only once all four auction turns are taken, `trump` (null until named), and
    `tricks` (the completed tricks only, possibly empty); no points, made, scores,
    game_over or winner.

    Raises ValueError on a malformed record: bad card codes, hands not four lists of
    nine, a stock not of 16, hands and stock not the 52-card pack exactly once, scores
    not four integers 0..50 with partners equal, a bad dealer, steps not a list of
    objects.
    """
    hand = _Hand(_Deal(record))
    steps = _as_steps(record.get("steps"))
    out = copy.deepcopy(record)
    new_steps: list[object] = []
    error: dict[str, object] | None = None
    for index, step in enumerate(steps):
        new_step = copy.deepcopy(step)
        if error is not None:
            new_step.pop("legal", None)  # nothing is known after an illegal step
            new_steps.append(new_step)
            continue
        legal = hand.legal_actions()
        new_step["legal"] = legal
        new_steps.append(new_step)
        seat, action = step.get("seat"), step.get("action")
        seat_ok = (
            isinstance(seat, int) and not isinstance(seat, bool) and seat == hand.seat_to_act()
        )
        if not seat_ok or not isinstance(action, str) or action not in legal:
            error = {"step": index, "action": action}  # CI-9.1
            continue
        assert isinstance(seat, int)
        hand.apply(seat, action)
    out["steps"] = new_steps
    out["expect"] = hand.expect()
    out.pop("error", None)
    if error is not None:
        out["error"] = error
    return out


def deal(pack: list[str], dealer: int) -> tuple[list[list[str]], list[str]]:
    """Deal a pack (top first) by CI-2.1: packets of three, clockwise from the dealer's
    left, until each player has nine; return the hands in seat order and the stock."""
    hands: list[list[str]] = [[] for _ in range(PLAYERS)]
    position = 0
    for _round in range(DEALT // PACKET):
        for offset in range(1, PLAYERS + 1):
            seat = (dealer + offset) % PLAYERS
            hands[seat].extend(pack[position : position + PACKET])
            position += PACKET
    return hands, pack[position:]


def random_record(rng: random.Random, *, dealer: int, scores: list[int]) -> Record:
    """Shuffle, deal (CI-2.1) and play one Cinch hand with uniformly random legal actions.

    Returns the record completed by `complete_record` (every `legal` list and `expect`
    filled). The same rng state gives the same record.
    """
    pack = list(PACK)
    rng.shuffle(pack)
    hands, stock = deal(pack, dealer)
    record: Record = {
        "format": FORMAT,
        "id": f"oracle-random-cinch-{rng.getrandbits(32):08x}",
        "variant": VARIANT,
        "description": "a Cinch hand played with random legal actions by the Cinch oracle",
        "tags": ["random"],
        "players": PLAYERS,
        "dealer": dealer,
        "scores": list(scores),
        "hands": hands,
        "stock": stock,
        "steps": [],
    }
    hand = _Hand(_Deal(record))
    steps: list[Step] = []
    while True:
        actor = hand.seat_to_act()
        legal = hand.legal_actions()
        if actor is None or not legal:
            break  # the hand is over
        action = rng.choice(legal)  # uniformly among the legal actions
        steps.append({"seat": actor, "action": action})
        hand.apply(actor, action)
    record["steps"] = steps
    return complete_record(record)
