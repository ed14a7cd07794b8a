"""A person against bots in the terminal.

At each turn the table is shown (scores, contract, trump, the trick so far, the hand
sorted by suit and rank, trump first) and the legal actions are offered, numbered; one is
chosen by its number or typed (`bid 2`, `play AS`, or just the card `AS`). An action the
rules refuse is answered with the rule it breaks, quoted with its number. Each hand ends
with its summary. End of input (Ctrl-D) or Ctrl-C leaves the game cleanly.
"""

from __future__ import annotations

import random
from types import ModuleType
from typing import IO, Any

from allfours.simulate.cards import SUITS, TrumpOrder, sense_of
from allfours.simulate.players import PlayerMaker
from allfours.simulate.variants import variant_rules

SUIT_WORDS = dict(zip(SUITS, ("spades", "hearts", "diamonds", "clubs"), strict=True))


class Quit(Exception):
    """The person left the game (end of input, or `quit`)."""


def sort_hand(order: TrumpOrder, hand: list[str]) -> list[str]:
    """Trumps first, then the suits in pack order; high cards first within a suit."""

    def key(card: str) -> tuple[int, int]:
        suit = order.suit[card]
        if order.is_trump(card):
            group = 0
        else:  # a joker before trump is known follows no suit: last
            group = 1 + SUITS.index(suit) if suit in SUITS else len(SUITS) + 1
        return (group, -order.strength[card])

    return sorted(hand, key=key)


class TerminalGame:
    def __init__(
        self,
        module: ModuleType,
        seat: int,
        bots: PlayerMaker,
        bot_name: str,
        seed: int | None,
        players: int,
        out: IO[str],
        inp: IO[str],
    ) -> None:
        self.module = module
        self.rules = variant_rules(module)
        self.sense = sense_of(self.rules)
        self.seat = seat
        self.out = out
        self.inp = inp
        rng = random.Random(seed)
        self.game: Any = module.Game(players, seed=rng.getrandbits(64))
        self.bot_name = bot_name
        self.bots = {
            s: bots(module, s, random.Random(rng.getrandbits(64)))
            for s in range(players)
            if s != seat
        }

    def say(self, text: str = "") -> None:
        self.out.write(text + "\n")
        self.out.flush()

    def who(self, seat: int) -> str:
        return "you" if seat == self.seat else f"seat {seat} ({self.bot_name})"

    def run(self) -> int:
        game = self.game
        sides = game.sides
        partners = [
            s for s in range(game.players) if s % sides == self.seat % sides and s != self.seat
        ]
        self.say(
            f"{self.rules.title}: you are seat {self.seat} of {game.players}"
            + (f", partnered with seat {', '.join(map(str, partners))}" if partners else "")
            + f"; first to {self.rules.game.target}."
        )
        self.say(
            "Choose an action by its number, or type it (`bid 2`, `play AS`, or just `AS`); "
            "`quit` leaves."
        )
        try:
            while not game.game_over:
                game.deal()
                self.say(f"\n=== Hand {game.hands_played + 1}: seat {game.dealer} deals ===")
                tricks_seen = 0
                while game.to_act is not None:
                    seat = game.to_act
                    if seat == self.seat:
                        self.human_turn()
                    else:
                        action = self.bots[seat].choose(game.observation(seat))
                        game.apply(action, seat)
                        self.say(f"  {self.who(seat)}: {action}")
                    tricks_seen = self.tell_tricks(tricks_seen)
                self.summary()
        except Quit:
            self.say("\nYou left the game.")
            return 0
        winner = game.winner
        mine = game.side_of[self.seat]
        self.say(
            f"\nGame over: {'your side wins' if winner == mine else f'side of seat {winner} wins'}."
        )
        payouts = game.payouts()
        if payouts is not None:
            self.say(
                "Payouts: " + ", ".join(f"{self.who(s)} {p:+d}" for s, p in enumerate(payouts))
            )
        return 0

    def tell_tricks(self, seen: int) -> int:
        observation = self.game.observation(self.seat)
        for trick in observation["tricks"][seen:]:
            self.say(f"  -> {self.who(trick['winner'])} took the trick: {' '.join(trick['cards'])}")
        return len(observation["tricks"])

    def show_table(self, observation: dict[str, Any]) -> None:
        scores = observation["scores"]
        sides = self.game.sides
        shown = ", ".join(f"{self.who(s)} {scores[s]}" for s in range(sides))
        self.say(
            f"\nScores: {shown}"
            + ("  (partners share their side's score)" if sides < len(scores) else "")
        )
        if observation["pitcher"] is not None:
            bid = observation["bid"]
            self.say(
                f"Pitcher: {self.who(observation['pitcher'])}"
                + (f", contract {bid}" if bid else ", no contract")
            )
        elif observation["high_bid"]:
            self.say(f"High bid so far: {observation['high_bid']}")
        trump = observation["trump"]
        self.say(f"Trump: {SUIT_WORDS[trump] if trump else 'not yet fixed'}")
        if observation["turnups"]:
            self.say(f"Turned up: {' '.join(observation['turnups'])}")
        if observation["trick"]:
            self.say(
                "Trick: "
                + ", ".join(f"{self.who(e['seat'])} {e['card']}" for e in observation["trick"])
            )
        order = self.sense.order(trump)
        self.say(f"Your hand: {' '.join(sort_hand(order, observation['hand']))}")

    def human_turn(self) -> None:
        game = self.game
        observation = game.observation(self.seat)
        self.show_table(observation)
        legal: list[str] = observation["legal"]
        offered = self._in_order(observation, legal)
        self.say("Your turn (" + observation["phase"] + "):")
        for number, action in enumerate(offered, start=1):
            self.say(f"  {number}. {action}")
        while True:
            self.out.write("> ")
            self.out.flush()
            line = self.inp.readline()
            if not line:
                raise Quit
            text = line.strip()
            if text in ("quit", "q", "exit"):
                raise Quit
            if not text:
                continue
            action = self._action_of(text, offered)
            try:
                game.apply(action, self.seat)
            except self.module.IllegalAction as refused:
                self.say(f"Not allowed: {refused.reason} (rule {refused.rule}). Choose again.")
                continue
            self.say(f"  you: {action}")
            return

    def _in_order(self, observation: dict[str, Any], legal: list[str]) -> list[str]:
        """The legal actions as offered: bids low to high, then cards in the hand's order."""
        order = self.sense.order(observation["trump"])
        cards = [a.partition(" ")[2] for a in legal if a.partition(" ")[2] in order.strength]
        place = {card: index for index, card in enumerate(sort_hand(order, cards))}

        def key(action: str) -> tuple[int, int]:
            rest = action.partition(" ")[2]
            if rest in place:
                return (2, place[rest])
            return (1, int(rest)) if rest.isdigit() else (0, 0)

        return sorted(legal, key=key)

    @staticmethod
    def _action_of(text: str, offered: list[str]) -> str:
        """A number of the list, an action offered, a card of the hand (`AS`), or the
        action as typed (which the rules then refuse, saying why)."""
        if text.isdigit() and 1 <= int(text) <= len(offered):
            return offered[int(text) - 1]
        words = text.split()
        for action in offered:
            if (
                action.lower() == " ".join(words).lower()
                or action.partition(" ")[2] == text.upper()
            ):
                return action
        if len(words) == 2 and words[0].lower() in ("play", "discard"):
            return f"{words[0].lower()} {words[1].upper()}"
        return " ".join(words).lower()

    def summary(self) -> None:
        result = self.game.hand_result
        self.say("--- Hand over ---")
        if result.passed_out:
            self.say("The hand was not played (thrown in, or the cards bunched).")
        else:
            if result.pitcher is not None:
                contract = f" bid {result.bid}" if result.bid is not None else ""
                outcome = {True: ", made it", False: ", set back", None: ""}[result.made]
                self.say(
                    f"Pitcher {self.who(result.pitcher)}{contract}{outcome}; trump {result.trump}."
                )
            for point, side in result.points.items():
                if side is None:
                    taker = "no one"
                elif isinstance(side, list):
                    taker = ", ".join(f"side of {self.who(s)}" for s in side)
                else:
                    taker = f"side of {self.who(side)}"
                self.say(f"  {point}: {taker}")
        self.say(
            "Scores: "
            + ", ".join(f"{self.who(s)} {result.scores[s]}" for s in range(self.game.sides))
        )
