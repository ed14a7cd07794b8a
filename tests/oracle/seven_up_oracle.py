"""Independent, deliberately simple reference implementation of Seven-Up and All Fours.

Used only by the test-suite as an oracle to cross-check the main engine. It follows
`rules/seven-up.md` (sections SU-x.y, and AF-x.y for the English All Fours) and the
`allfours-hand/2` record format of `conformance.md`.

Two variants: `seven_up` (2 to 4 players, target 7, SU-3.5 limits the gift, a tied Game
scores nothing) and `all_fours` (2 or 4 players, target 10, no gift limit, a tied or
empty Game goes to eldest's side).
"""

from __future__ import annotations

import copy
import random

RANKS = "AKQJT98765432"  # SU-1.4 (as AP-1.3): high to low
SUITS = "SHDC"  # SU-1.4 (as AP-1.4)
PACK = [rank + suit for suit in SUITS for rank in RANKS]  # SU-1.4: 52 cards
PIP_VALUES = {"T": 10, "A": 4, "K": 3, "Q": 2, "J": 1}  # SU-1.5
POINT_IDS = ("turned_jack", "gift", "high", "low", "jack", "game")  # SU-6
PLAY_POINTS = ("high", "low", "jack", "game")  # SU-7.3: the count-out order
CARDS_PER_HAND = 6  # SU-2.1
PACKET = 3  # SU-2.1 and SU-3.6: three cards at a time
VARIANTS = ("seven_up", "all_fours")
TARGETS = {"seven_up": 7, "all_fours": 10}  # SU-7.1, AF-1.2
PLAYER_COUNTS = {"seven_up": (2, 3, 4), "all_fours": (2, 4)}  # SU-1.1, AF-1.1

Step = dict[str, object]
Record = dict[str, object]


def _suit(card: str) -> str:
    """Return the suit letter of a card code."""
    return card[1]


def _strength(card: str) -> int:
    """Return a number that is larger for higher-ranked cards (SU-1.4)."""
    return len(RANKS) - RANKS.index(card[0])


def _is_card(code: object) -> bool:
    """Tell whether a value is a valid card code (SU-1.4)."""
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

    def __init__(self, record: Record, variant: str) -> None:
        """Read and check the record's deal fields, raising ValueError when malformed."""
        if variant not in VARIANTS:
            raise ValueError(f"variant must be one of {VARIANTS}, got {variant!r}")
        self.variant = variant
        self.target = TARGETS[variant]
        self.players = _as_int(record.get("players"), "players")
        if self.players not in PLAYER_COUNTS[variant]:
            raise ValueError(f"{variant} is for {PLAYER_COUNTS[variant]} players")
        self.dealer = _as_int(record.get("dealer"), "dealer")
        if not 0 <= self.dealer < self.players:
            raise ValueError("dealer is not a seat")
        raw_scores = record.get("scores")
        if not isinstance(raw_scores, list) or len(raw_scores) != self.players:
            raise ValueError(f"scores must be a list of {self.players} integers")
        self.scores = [_as_int(score, "scores") for score in raw_scores]
        for seat, score in enumerate(self.scores):
            if not 0 <= score < self.target:  # SU-8.1: all below the target; SU-7.1
                raise ValueError(f"score {score} of seat {seat} is not in 0..{self.target - 1}")
        if self.players == 4 and (
            self.scores[0] != self.scores[2] or self.scores[1] != self.scores[3]
        ):
            raise ValueError("partners must have equal scores (SU-1.3)")
        raw_hands = record.get("hands")
        if not isinstance(raw_hands, list) or len(raw_hands) != self.players:
            raise ValueError(f"hands must be a list of {self.players} hands")
        self.hands = [_as_cards(hand, "a hand", CARDS_PER_HAND) for hand in raw_hands]
        stock_size = len(PACK) - CARDS_PER_HAND * self.players
        self.stock = _as_cards(record.get("stock"), "stock", stock_size)
        everything = [card for hand in self.hands for card in hand] + self.stock
        if sorted(everything) != sorted(PACK):  # SU-8.1: the pack exactly once
            raise ValueError("hands and stock must hold every card of the pack exactly once")


class _Hand:
    """The state of one hand being replayed.

    Phases: "decide" (eldest stands or begs), "answer" (the dealer gives or runs),
    "discard", "play", and "over" (played out, won before the play, or bunched).
    """

    def __init__(self, deal: _Deal) -> None:
        """Start a hand just after the deal: turn up the first card (SU-2.2, SU-2.3)."""
        self.variant = deal.variant
        self.target = deal.target
        self.players = deal.players
        self.dealer = deal.dealer
        self.eldest = (deal.dealer + 1) % deal.players  # SU-1.2
        self.scores = list(deal.scores)
        self.held = [list(hand) for hand in deal.hands]  # dealt order, run cards appended
        self.stock = list(deal.stock)  # what remains undealt, top first (SU-8.1)
        self.turnups: list[str] = []
        self.trump: str | None = None
        self.points: dict[str, object] = dict.fromkeys(POINT_IDS)
        self.winner: int | None = None
        self.redeal = False
        self.phase = "decide"
        self.discarder = -1  # seat discarding now (SU-4.1)
        self.to_discard = 0  # discards the current discarder still owes
        self.scores_before_play: list[int] = []  # SU-7.3: count-out starts here
        self.leader = self.eldest  # SU-5.1
        self.current: list[str] = []  # cards of the trick in progress, in play order
        self.tricks: list[dict[str, object]] = []
        self.won: list[list[str]] = [[] for _ in range(deal.players)]  # cards won, per seat

        first = self.stock.pop(0)  # SU-2.2: the top card of the stock is turned up
        self.turnups.append(first)
        if first[0] == "J":
            self._score_turned_jack()  # SU-2.3: whatever becomes of its suit

    # -- sides and scoring -------------------------------------------------

    def side_of(self, seat: int) -> int:
        """The side a seat plays for (SU-1.3): 0 or 1 with four players, else the seat."""
        return seat % 2 if self.players == 4 else seat

    def _credit(self, side: int) -> None:
        """Add 1 to a side's score: to every seat of it (SU-1.3, SU-7.1)."""
        for seat in range(self.players):
            if self.side_of(seat) == side:
                self.scores[seat] += 1

    def _reached(self, side: int) -> bool:
        """Tell whether a side's score is at the target (a side is named by its lowest seat)."""
        return self.scores[side] >= self.target

    def _win_now(self, side: int) -> None:
        """A point before the play put `side` at the target: it wins at once (SU-7.2)."""
        self.winner = side
        self.phase = "over"

    def _score_turned_jack(self) -> None:
        """The dealer's side scores `turned_jack` (SU-2.3, SU-3.6; SU-6.1: one id)."""
        side = self.side_of(self.dealer)
        self._credit(side)
        self.points["turned_jack"] = side
        if self._reached(side):
            self._win_now(side)  # SU-7.2

    def receiving_sides(self) -> list[int]:
        """Sides credited by a gift, eldest first (SU-3.4)."""
        if self.players == 3:
            return [self.eldest, (self.eldest + 1) % 3]  # both adversaries of the dealer
        return [self.side_of(self.eldest)]  # eldest, or eldest's partnership

    # -- whose turn, what is legal -----------------------------------------

    def seat_to_act(self) -> int | None:
        """Return the seat whose turn it is, or None when the hand is over."""
        if self.phase == "decide":
            return self.eldest  # SU-3.1
        if self.phase == "answer":
            return self.dealer  # SU-3.3
        if self.phase == "discard":
            return self.discarder  # SU-4.1
        if self.phase == "play":
            return (self.leader + len(self.current)) % self.players  # SU-5.1
        return None

    def legal_actions(self) -> list[str]:
        """List every legal action now (empty once the hand is over)."""
        seat = self.seat_to_act()
        if seat is None:
            return []
        if self.phase == "decide":
            return ["stand", "beg"]  # SU-3.1
        if self.phase == "answer":
            if self.variant == "seven_up" and any(
                self.scores[side] + 1 >= self.target for side in self.receiving_sides()
            ):
                return ["run"]  # SU-3.5 (AF-2.1: not in All Fours)
            return ["give", "run"]  # SU-3.3
        if self.phase == "discard":
            return ["discard " + card for card in self.held[seat]]  # SU-4.1: any card held
        return ["play " + card for card in self._legal_cards(seat)]

    def _legal_cards(self, seat: int) -> list[str]:
        """Cards `seat` may play now (SU-5.2, SU-5.3), in the order held."""
        hand = self.held[seat]
        if not self.current:
            return list(hand)  # SU-5.1: any lead
        led = _suit(self.current[0])
        if led == self.trump:
            trumps = [card for card in hand if _suit(card) == self.trump]
            return trumps if trumps else list(hand)  # SU-5.2
        if any(_suit(card) == led for card in hand):
            return [card for card in hand if _suit(card) in (led, self.trump)]  # SU-5.3
        return list(hand)  # SU-5.3: void in the suit led, need not trump

    # -- applying actions --------------------------------------------------

    def apply(self, seat: int, action: str) -> None:
        """Apply an action already checked to be legal for `seat`."""
        if action == "stand":
            self.trump = _suit(self.turnups[0])  # SU-3.2
            self._start_play()
        elif action == "beg":
            self.phase = "answer"  # SU-3.3
        elif action == "give":
            self._give()
        elif action == "run":
            self._run()
        elif action.startswith("discard "):
            self._discard(seat, action.split()[1])
        else:
            self._play(seat, action.split()[1])

    def _give(self) -> None:
        """The dealer gives: the other sides score `gift`, the turned suit is trump (SU-3.4)."""
        sides = self.receiving_sides()
        for side in sides:
            self._credit(side)
        self.points["gift"] = sides if self.players == 3 else sides[0]  # SU-8.3
        self.trump = _suit(self.turnups[0])  # SU-3.4
        for side in sides:
            if self._reached(side):
                self._win_now(side)  # SU-7.2, AF-2.1 (in Seven-Up SU-3.5 prevents it)
                return
        self._start_play()

    def _run(self) -> None:
        """Run the cards until a new suit turns up or the pack is exhausted (SU-3.6 to 3.8)."""
        refused = _suit(self.turnups[0])  # SU-3.6: the first turn-up's suit
        while True:
            if len(self.stock) < PACKET * self.players + 1:
                # SU-3.8: bunched; the hand ends unplayed, a turned_jack scored stands.
                self.redeal = True
                self.phase = "over"
                return
            for offset in range(self.players):  # SU-3.6: one packet each from eldest
                seat = (self.eldest + offset) % self.players
                self.held[seat].extend(self.stock[:PACKET])
                del self.stock[:PACKET]
            card = self.stock.pop(0)  # SU-3.6: then turn up the next card
            self.turnups.append(card)
            if _suit(card) != refused:
                break
            # SU-3.7: the refused suit again: set aside (a jack scores nothing), run again.
        self.trump = _suit(card)  # SU-3.6: trump without further option
        if card[0] == "J":
            self._score_turned_jack()  # SU-3.6: turned_jack again
            if self.phase == "over":
                return  # SU-7.2: nothing is discarded or played
        self.phase = "discard"  # SU-4.1
        self.discarder = self.eldest
        self.to_discard = len(self.held[self.eldest]) - CARDS_PER_HAND

    def _discard(self, seat: int, card: str) -> None:
        """One discard; eldest first, then clockwise, each all at once (SU-4.1)."""
        self.held[seat].remove(card)  # SU-4.2: out of play
        self.to_discard -= 1
        if self.to_discard > 0:
            return
        next_seat = (seat + 1) % self.players
        if next_seat == self.eldest:
            self._start_play()
            return
        self.discarder = next_seat
        self.to_discard = len(self.held[next_seat]) - CARDS_PER_HAND

    def _start_play(self) -> None:
        """Begin the play: eldest leads (SU-5.1)."""
        self.phase = "play"
        self.leader = self.eldest
        self.scores_before_play = list(self.scores)  # SU-7.3: after the pre-play points

    def _play(self, seat: int, card: str) -> None:
        """Play a card to the trick in progress; score the hand after the sixth trick."""
        self.held[seat].remove(card)
        self.current.append(card)
        if len(self.current) < self.players:
            return
        winner = self._trick_winner()
        self.tricks.append({"leader": self.leader, "cards": list(self.current), "winner": winner})
        self.won[winner].extend(self.current)
        self.leader = winner  # SU-5.1: the winner leads next
        self.current = []
        if len(self.tricks) == CARDS_PER_HAND:
            self._score_play()

    def _trick_winner(self) -> int:
        """Seat winning the full trick in progress (SU-5.4)."""
        trumps = [card for card in self.current if _suit(card) == self.trump]
        led = _suit(self.current[0])
        candidates = trumps if trumps else [c for c in self.current if _suit(c) == led]
        best = max(candidates, key=_strength)
        return (self.leader + self.current.index(best)) % self.players

    # -- the points after the play ------------------------------------------

    def _play_points(self) -> dict[str, int | None]:
        """Who scores High, Low, Jack and Game (SU-6.2 to SU-6.7, AF-3.1)."""
        trump = self.trump
        assert trump is not None
        played: list[tuple[str, int]] = []  # (card, seat that played it): SU-2.4, in play
        for trick in self.tricks:
            leader, cards = trick["leader"], trick["cards"]
            assert isinstance(leader, int) and isinstance(cards, list)
            for offset, card in enumerate(cards):
                played.append((card, (leader + offset) % self.players))
        trumps = [(card, seat) for card, seat in played if _suit(card) == trump]
        high: int | None = None
        low: int | None = None
        if trumps:  # SU-6.6: no trump in play, no High or Low
            high = self.side_of(max(trumps, key=lambda pair: _strength(pair[0]))[1])  # SU-6.3
            low = self.side_of(min(trumps, key=lambda pair: _strength(pair[0]))[1])  # SU-6.4
        jack: int | None = None  # SU-6.5: null when the jack of trumps is not in play
        for trick in self.tricks:
            cards, winner = trick["cards"], trick["winner"]
            assert isinstance(cards, list) and isinstance(winner, int)
            if "J" + trump in cards:
                jack = self.side_of(winner)
        sides = sorted({self.side_of(seat) for seat in range(self.players)})
        totals = dict.fromkeys(sides, 0)
        for seat, cards_won in enumerate(self.won):
            totals[self.side_of(seat)] += sum(PIP_VALUES.get(card[0], 0) for card in cards_won)
        best = max(totals.values())
        leaders = [side for side in sides if totals[side] == best]
        game: int | None
        if len(leaders) == 1 and best > 0:
            game = leaders[0]  # SU-6.7
        elif self.variant == "all_fours":
            game = self.side_of(self.eldest)  # AF-3.1: a tie or nothing to count
        else:
            game = None  # SU-6.7: a tie (0-0 included) scores nothing
        return {"high": high, "low": low, "jack": jack, "game": game}

    def _score_play(self) -> None:
        """Add High, Low, Jack and Game, then count out if needed (SU-7.3)."""
        play_points = self._play_points()
        self.points.update(play_points)
        for point in PLAY_POINTS:
            side = play_points[point]
            if side is not None:
                self._credit(side)
        self.phase = "over"
        if max(self.scores) < self.target:
            return
        running = list(self.scores_before_play)  # SU-7.3: count out, one point at a time
        for point in PLAY_POINTS:
            side = play_points[point]
            if side is None:
                continue
            running[side] += 1  # a side's score is its lowest seat's
            if running[side] >= self.target:
                self.winner = side  # SU-7.3: the first to reach the target wins
                return
        raise AssertionError("unreachable: someone reached the target")

    def expect(self) -> dict[str, object]:
        """The SU-8.3 `expect` fields known now (all of them once the hand is over)."""
        expect: dict[str, object] = {
            "turnups": list(self.turnups),
            "trump": self.trump,
            "tricks": copy.deepcopy(self.tricks),
        }
        if self.phase == "over":
            expect["points"] = copy.deepcopy(self.points)
            expect["scores"] = list(self.scores)
            expect["game_over"] = self.winner is not None
            expect["winner"] = self.winner
            expect["redeal"] = self.redeal  # SU-3.8: trump null, tricks empty
        return expect


def complete_record(record: Record, *, variant: str = "seven_up") -> Record:
    """Replay a hand record and return a copy with every `legal` list and `expect` filled.

    `variant` is "seven_up" or "all_fours". An illegal step (wrong seat, an action not
    in the legal set, any step once the hand is over) stops the replay: that step still
    gets its `legal` list, later steps get none, `error: {"step", "action"}` is added,
    and `expect` holds only what was known (turnups, trump, tricks for an unfinished
    hand). Raises ValueError on a malformed record.
    """
    hand = _Hand(_Deal(record, variant))
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
        to_act = hand.seat_to_act()
        seat_ok = isinstance(seat, int) and not isinstance(seat, bool) and seat == to_act
        if not seat_ok or not isinstance(action, str) or action not in legal:
            error = {"step": index, "action": action}  # SU-9.1
            continue
        assert isinstance(seat, int)
        hand.apply(seat, action)
    out["steps"] = new_steps
    out["expect"] = hand.expect()
    out.pop("error", None)
    if error is not None:
        out["error"] = error
    return out


def random_record(
    rng: random.Random, *, variant: str, players: int, dealer: int, scores: list[int]
) -> Record:
    """Shuffle, deal and play one hand with uniformly random legal actions.

    The deal is SU-2.1's: packets of three, two rounds, clockwise from eldest, the pack
    read top first; the rest is the stock. Returns the record completed by
    `complete_record` (every `legal` list and `expect` filled).
    """
    pack = list(PACK)
    rng.shuffle(pack)
    hands: list[list[str]] = [[] for _ in range(players)]
    position = 0
    for _round in range(CARDS_PER_HAND // PACKET):  # SU-2.1
        for offset in range(players):
            seat = (dealer + 1 + offset) % players
            hands[seat].extend(pack[position : position + PACKET])
            position += PACKET
    record: Record = {
        "format": "allfours-hand/2",
        "id": f"oracle-random-{variant.replace('_', '-')}-{players}p-{rng.getrandbits(32):08x}",
        "variant": variant,
        "description": "a hand played with random legal actions by the Seven-Up oracle",
        "tags": ["random"],
        "players": players,
        "dealer": dealer,
        "scores": list(scores),
        "hands": hands,
        "stock": pack[position:],
        "steps": [],
    }
    hand = _Hand(_Deal(record, variant))
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
    return complete_record(record, variant=variant)
