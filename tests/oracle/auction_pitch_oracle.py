"""Independent, deliberately simple reference implementation of Auction Pitch.

Used only by the test-suite as an oracle to cross-check the main engine. It follows
`rules/auction-pitch.md` (sections AP-x.y) and the `allfours-hand/1` record format.
"""

from __future__ import annotations

import copy

RANKS = "AKQJT98765432"  # AP-1.3, high to low
SUITS = "SHDC"  # AP-1.4
PIP_VALUES = {"T": 10, "A": 4, "K": 3, "Q": 2, "J": 1}  # AP-5.4
POINT_ORDER = ("high", "low", "jack", "game")  # AP-5 and the AP-7.3 crediting order
TARGET = 7  # AP-7.1
SMUDGE = 4  # AP-3.4
MIN_BID = 2  # AP-3.2
CARDS_PER_HAND = 6  # AP-2.1
MIN_PLAYERS = 2  # AP-1.1
MAX_PLAYERS = 7  # AP-1.1


def _suit(card: str) -> str:
    """Return the suit letter of a card code."""
    return card[1]


def _strength(card: str) -> int:
    """Return a number that is larger for higher-ranked cards (AP-1.3)."""
    return len(RANKS) - RANKS.index(card[0])


def _is_card(code: object) -> bool:
    """Tell whether a value is a valid card code (AP-1.4)."""
    return isinstance(code, str) and len(code) == 2 and code[0] in RANKS and code[1] in SUITS


def _as_int(value: object, what: str) -> int:
    """Return value as an int, or raise ValueError."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{what} must be an integer, got {value!r}")
    return value


def _as_int_list(value: object, what: str, length: int) -> list[int]:
    """Return value as a list of `length` ints, or raise ValueError."""
    if not isinstance(value, list) or len(value) != length:
        raise ValueError(f"{what} must be a list of {length} integers, got {value!r}")
    return [_as_int(item, what) for item in value]


def _as_hands(value: object, players: int) -> list[list[str]]:
    """Return the dealt hands, checking AP-1.4 codes, six cards each, no duplicates."""
    if not isinstance(value, list) or len(value) != players:
        raise ValueError(f"hands must be a list of {players} hands")
    hands: list[list[str]] = []
    for hand in value:
        if not isinstance(hand, list) or len(hand) != CARDS_PER_HAND:
            raise ValueError(f"each hand must hold {CARDS_PER_HAND} cards, got {hand!r}")
        cards: list[str] = []
        for card in hand:
            if not isinstance(card, str) or not _is_card(card):
                raise ValueError(f"bad card code {card!r}")
            cards.append(card)
        hands.append(cards)
    everything = [card for hand in hands for card in hand]
    if len(set(everything)) != len(everything):
        raise ValueError("a card was dealt twice")
    return hands


def _as_steps(value: object) -> list[dict[str, object]]:
    """Return the steps list, checking that each step is an object."""
    if not isinstance(value, list):
        raise ValueError("steps must be a list")
    steps: list[dict[str, object]] = []
    for step in value:
        if not isinstance(step, dict):
            raise ValueError(f"each step must be an object, got {step!r}")
        steps.append({str(key): item for key, item in step.items()})
    return steps


class _Hand:
    """The state of one hand being replayed."""

    def __init__(self, players: int, dealer: int, dealt: list[list[str]]) -> None:
        """Start a hand just after the deal."""
        self.players = players
        self.dealer = dealer
        self.dealt = dealt
        self.held = [list(hand) for hand in dealt]  # kept in dealt order
        self.auction_turns_taken = 0
        self.high_bid = 0  # 0 = nobody has bid yet
        self.pitcher: int | None = None
        self.trump: str | None = None
        self.leader = -1  # leader of the trick in progress
        self.current: list[str] = []  # cards of the trick in progress, in play order
        self.tricks: list[dict[str, object]] = []
        self.won: list[list[str]] = [[] for _ in range(players)]

    def auction_over(self) -> bool:
        """Tell whether every player has had their one auction turn (AP-3.1)."""
        return self.auction_turns_taken == self.players

    def hand_over(self) -> bool:
        """Tell whether all six tricks have been played (AP-4.5)."""
        return len(self.tricks) == CARDS_PER_HAND

    def seat_to_act(self) -> int | None:
        """Return the seat whose turn it is, or None when the hand is over."""
        if not self.auction_over():
            return (self.dealer + 1 + self.auction_turns_taken) % self.players
        if not self.hand_over():
            return (self.leader + len(self.current)) % self.players
        return None

    def legal_actions(self) -> list[str]:
        """List every legal action now: pass, bids ascending, plays in dealt order."""
        seat = self.seat_to_act()
        if seat is None:
            return []
        if not self.auction_over():
            return self._legal_auction_actions(seat)
        return ["play " + card for card in self._legal_cards(seat)]

    def _legal_auction_actions(self, seat: int) -> list[str]:
        """Legal auction actions for `seat` (AP-3.2 to AP-3.5)."""
        if self.high_bid == SMUDGE:
            return ["pass"]  # AP-3.4: nobody may bid after a smudge
        if seat == self.dealer:
            if self.high_bid == 0:
                lowest, can_pass = MIN_BID, False  # AP-3.5: stick the dealer
            else:
                lowest, can_pass = self.high_bid, True  # AP-3.3: equal bid allowed
        else:
            lowest, can_pass = max(MIN_BID, self.high_bid + 1), True  # AP-3.2
        bids = [f"bid {amount}" for amount in range(lowest, SMUDGE + 1)]
        return (["pass"] if can_pass else []) + bids

    def _legal_cards(self, seat: int) -> list[str]:
        """Cards `seat` may play now (AP-4.1 to AP-4.3), in dealt order."""
        hand = self.held[seat]
        if not self.current:
            return list(hand)  # any lead; the very first card names trump (AP-4.1)
        led = _suit(self.current[0])
        trumps = [card for card in hand if _suit(card) == self.trump]
        if led == self.trump:
            return trumps if trumps else list(hand)  # AP-4.2
        if any(_suit(card) == led for card in hand):
            return [card for card in hand if _suit(card) in (led, self.trump)]  # AP-4.3
        return list(hand)  # AP-4.3: void in the led suit

    def apply(self, seat: int, action: str) -> None:
        """Apply an action already checked to be legal."""
        if not self.auction_over():
            if action != "pass":
                self.high_bid = int(action.split()[1])
                self.pitcher = seat  # bids only rise (or the dealer equals): last wins
            self.auction_turns_taken += 1
            if self.auction_over():
                assert self.pitcher is not None  # AP-3.5 guarantees a bid
                self.leader = self.pitcher  # AP-4.1
            return
        card = action.split()[1]
        if self.trump is None:
            self.trump = _suit(card)  # AP-4.1: the pitch names trump
        self.held[seat].remove(card)
        self.current.append(card)
        if len(self.current) == self.players:
            winner = self._trick_winner()
            self.tricks.append(
                {"leader": self.leader, "cards": list(self.current), "winner": winner}
            )
            self.won[winner].extend(self.current)
            self.leader = winner  # AP-4.4: the winner leads next
            self.current = []

    def _trick_winner(self) -> int:
        """Seat winning the full trick in progress (AP-4.4)."""
        trumps = [card for card in self.current if _suit(card) == self.trump]
        led = _suit(self.current[0])
        candidates = trumps if trumps else [c for c in self.current if _suit(c) == led]
        best = max(candidates, key=_strength)
        return (self.leader + self.current.index(best)) % self.players

    def points(self) -> dict[str, int | None]:
        """Who scored High, Low, Jack and Game (AP-5); only once the hand is over."""
        trump = self.trump
        assert trump is not None
        in_play = [
            (card, seat)
            for seat, hand in enumerate(self.dealt)
            for card in hand
            if _suit(card) == trump
        ]
        high = max(in_play, key=lambda pair: _strength(pair[0]))[1]  # AP-5.1
        low = min(in_play, key=lambda pair: _strength(pair[0]))[1]  # AP-5.2
        jack: int | None = None  # AP-5.3
        for trick in self.tricks:
            cards = trick["cards"]
            assert isinstance(cards, list)
            if "J" + trump in cards:
                winner = trick["winner"]
                assert isinstance(winner, int)
                jack = winner
        totals = [sum(PIP_VALUES.get(card[0], 0) for card in won) for won in self.won]
        best = max(totals)
        leaders = [seat for seat, total in enumerate(totals) if total == best]
        game = leaders[0] if len(leaders) == 1 else None  # AP-5.4: a tie scores nothing
        return {"high": high, "low": low, "jack": jack, "game": game}


def _game_winner(
    pitcher: int,
    bid: int,
    made: bool,
    points: dict[str, int | None],
    scores_before: list[int],
    scores_after: list[int],
) -> int | None:
    """Return the winner of the game after this hand, or None (AP-7)."""
    if bid == SMUDGE and made and scores_before[pitcher] >= 0:
        return pitcher  # AP-7.2
    if max(scores_after) < TARGET:
        return None  # AP-7.1
    if made and scores_after[pitcher] >= TARGET:
        return pitcher  # AP-7.3 (1)
    running = list(scores_before)  # AP-7.3 (2)
    for point in POINT_ORDER:
        seat = points[point]
        if seat is None or seat == pitcher:
            continue
        running[seat] += 1
        if running[seat] >= TARGET:
            return seat
    raise AssertionError("unreachable: every pre-hand score is below the target")


def _payouts(winner: int, scores: list[int], setbacks: list[int], setback_chips: int) -> list[int]:
    """Net chips per seat (AP-8): the winner collects from everyone else."""
    net = [0] * len(scores)
    for seat, score in enumerate(scores):
        if seat == winner:
            continue
        chips = (1 if score >= 1 else 2) + setback_chips * setbacks[seat]
        net[seat] -= chips
        net[winner] += chips
    return net


def complete_record(record: dict[str, object], *, setback_chips: int = 0) -> dict[str, object]:
    """Replay a hand record and return a copy with every `legal` list and `expect` filled.

    `setback_chips` is the AP-8.2 variation (extra chips per set-back; 0 = plain game).
    An illegal step stops the replay and adds `error: {"step", "action"}`; `expect`
    then holds only what was known. Raises ValueError on a malformed record.
    """
    players = _as_int(record.get("players"), "players")
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"players must be {MIN_PLAYERS}..{MAX_PLAYERS}")
    dealer = _as_int(record.get("dealer"), "dealer")
    if not 0 <= dealer < players:
        raise ValueError("dealer is not a seat")
    scores_before = _as_int_list(record.get("scores"), "scores", players)
    if max(scores_before) >= TARGET:
        raise ValueError("a pre-hand score is already at the target: game was over")
    setbacks_before = _as_int_list(record.get("setbacks"), "setbacks", players)
    dealt = _as_hands(record.get("hands"), players)
    steps = _as_steps(record.get("steps"))

    hand = _Hand(players, dealer, dealt)
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
            error = {"step": index, "action": action}
            continue
        assert isinstance(seat, int)
        hand.apply(seat, action)
    out["steps"] = new_steps

    expect: dict[str, object] = {}
    if hand.auction_over():
        expect["pitcher"] = hand.pitcher
        expect["bid"] = hand.high_bid
    if hand.trump is not None:
        expect["trump"] = hand.trump
    expect["tricks"] = copy.deepcopy(hand.tricks)
    if hand.hand_over():
        pitcher = hand.pitcher
        assert pitcher is not None
        bid = hand.high_bid
        points = hand.points()
        made_count = [0] * players
        for seat_or_none in points.values():
            if seat_or_none is not None:
                made_count[seat_or_none] += 1
        scores = list(scores_before)
        setbacks = list(setbacks_before)
        for seat in range(players):
            if seat != pitcher:
                scores[seat] += made_count[seat]  # AP-6.1
        made = made_count[pitcher] >= bid
        if made:
            scores[pitcher] += made_count[pitcher]  # AP-6.2
        else:
            scores[pitcher] -= bid  # AP-6.2: set back
            setbacks[pitcher] += 1  # AP-6.4
        winner = _game_winner(pitcher, bid, made, points, scores_before, scores)
        expect["points"] = points
        expect["made"] = made
        expect["scores"] = scores
        expect["setbacks"] = setbacks
        expect["game_over"] = winner is not None
        expect["winner"] = winner
        expect["payouts"] = (
            None if winner is None else _payouts(winner, scores, setbacks, setback_chips)
        )
    out["expect"] = expect
    out.pop("error", None)
    if error is not None:
        out["error"] = error
    return out
