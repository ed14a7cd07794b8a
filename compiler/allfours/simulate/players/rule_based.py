"""The rule-based player: bids what its hand can win, plays to take the points.

It reads the variant's rules as data (its points, its pack, its table) and the table as
its observation shows it; it never looks at another seat's cards. Every phase of the
family is answered: bids and the sale of the pitch, naming trump, standing or begging,
giving or running, discards, and the play.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache
from types import ModuleType

from allfours.runtime import model
from allfours.simulate.cards import SUITS, CardSense, TrumpOrder, sense_of
from allfours.simulate.players.base import Observation, honest
from allfours.simulate.players.estimate import HandView, best_suit, estimate
from allfours.simulate.variants import variant_rules


def seen_cards(observation: Observation) -> set[str]:
    """Every card this seat has seen: its hand, the tricks, the turn-ups, the stock's top."""
    seen = set(observation["hand"])
    for trick in observation["tricks"]:
        seen.update(trick["cards"])
    seen.update(entry["card"] for entry in observation["trick"])
    seen.update(observation["turnups"])
    if observation.get("stock_top"):
        seen.add(observation["stock_top"])
    return seen


@cache
def view_of(rules: model.Rules, players: int) -> HandView:
    return HandView(rules, players)


class Table:
    """What a seat knows of the table from its observation, with the rules' cards."""

    def __init__(self, sense: CardSense, observation: Observation) -> None:
        self.sense = sense
        self.players: int = observation["players"]
        self.view = view_of(sense.rules, self.players)
        self.seat: int = observation["seat"]
        self.hand: list[str] = observation["hand"]
        self.trump: str | None = observation["trump"]
        self.order: TrumpOrder = sense.order(self.trump)
        self.unseen = sense.all_codes - seen_cards(observation)
        # The others hold about as many cards as this seat does.
        others = (self.players - 1) * max(len(self.hand), 1)
        self.dealt_share = min(1.0, others / max(len(self.unseen), 1))

    def side_of(self, seat: int) -> int:
        return seat % self.view.sides

    def stake(self, card: str) -> float:
        return self.sense.stake(card, self.trump, self.unseen, self.dealt_share)

    def is_master(self, card: str, led: str) -> bool:
        """No card still unseen would take a trick from `card` (`TrumpOrder.beats` over
        the unseen cards, written out: the play asks it of every card it weighs)."""
        order = self.order
        suit, strength, trump = order.suit, order.strength, order.trump
        mine, mine_strength = suit[card], strength[card]
        plain = mine != trump
        level_joker = order.level == "later" and card in order.jokers
        for other in self.unseen:
            other_suit = suit[other]
            if other_suit == mine:
                if strength[other] > mine_strength or (level_joker and other in order.jokers):
                    return False
            elif other_suit == trump or (plain and other_suit == led):
                return False
        return True

    def keep_value(self, card: str) -> float:
        """How much the hand wants to keep `card`: trumps, then points, then high cards."""
        trump = 20.0 + self.order.strength[card] if self.order.is_trump(card) else 0.0
        return trump + 5.0 * self.stake(card) + 0.1 * self.order.strength[card]


class RuleBasedPlayer:
    name = "rule"

    def __init__(self, module: ModuleType, seat: int, rng: random.Random) -> None:
        self.rules = rules = variant_rules(module)
        self.seat = seat
        self.rng = rng
        self.sense = sense_of(rules)
        # A run of discards is judged once, when it starts: the value of keeping each
        # card, by the hand it was worked out for (its dealer, trump and scores).
        self._keeping: tuple[object, dict[str, float]] = ((), {})
        self._best_for: tuple[object, tuple[str, float]] = ((), ("", 0.0))

    def choose(self, observation: Observation) -> str:
        legal = honest(observation)
        if len(legal) == 1:
            return legal[0]
        if legal[0].startswith("discard ") and "done" not in legal:
            return "discard " + min(
                (a[len("discard ") :] for a in legal), key=self._keep(observation)
            )
        table = Table(self.sense, observation)
        if legal[0].startswith("play "):
            return "play " + self.play(table, observation, [a[5:] for a in legal])
        if any(a.startswith("bid ") for a in legal):
            return self.bid(table, legal)
        if "sell" in legal:
            price = observation["high_bid"] or 0
            return "refuse" if self.hand_worth(table) >= price else "sell"
        if legal[0].startswith("name "):
            if not observation["trick"]:
                suit, _ = self._best(table, SUITS)
                return f"name {suit}"
            # Declaring trump for the card just pitched: the suit among those it may make
            # trump that the hand, that card included, makes the most of.
            hand = [*table.hand, *(str(entry["card"]) for entry in observation["trick"])]
            suits = tuple(action[len("name ") :] for action in legal)
            suit, _ = best_suit(self.sense, table.view, hand, table.unseen, suits)
            return f"name {suit}"
        if "stand" in legal or "give" in legal:
            return self.beg(table, observation, legal)
        if "partner" in legal:  # robbing the pack: pass it on when the hand is full of trumps
            return self.rob_or_pass(table)
        if "done" in legal:
            return "done"
        if legal[0].startswith("discard "):
            cards = [a[len("discard ") :] for a in legal]
            return "discard " + min(cards, key=table.keep_value)
        return legal[0]

    def _keep(self, observation: Observation) -> Callable[[str], float]:
        # the stock's size too: a partner who robs the pack discards a second run in a hand
        hand_key = (
            observation["dealer"],
            observation["trump"],
            tuple(observation["scores"]),
            observation["stock_size"],
        )
        key, values = self._keeping
        if key != hand_key:
            if observation["trump"] is None:  # discarding before naming (a widow seen):
                # keep the cards of the suit the hand will name
                suit, _ = self._best(Table(self.sense, observation), SUITS)
                observation = {**observation, "trump": suit}
            table = Table(self.sense, observation)
            values = {card: table.keep_value(card) for card in table.hand}
            self._keeping = (hand_key, values)
        return values.__getitem__

    # -- before the play ---------------------------------------------------------------
    def hand_worth(self, table: Table) -> float:
        suits = (table.trump,) if table.trump is not None else SUITS
        return self._best(table, suits)[1]

    def _best(self, table: Table, suits: tuple[str, ...]) -> tuple[str, float]:
        """`best_suit`, remembered for the hand and cards it was asked about: an auction
        in rounds asks again with the same cards."""
        key = (tuple(table.hand), suits, len(table.unseen))
        if self._best_for[0] != key:
            self._best_for = (
                key,
                best_suit(self.sense, table.view, table.hand, table.unseen, suits),
            )
        return self._best_for[1]

    def bid(self, table: Table, legal: list[str]) -> str:
        """The highest bid the hand is worth; a pass when it is worth none."""
        worth = self.hand_worth(table)
        bids = sorted((int(a.split()[1]), a) for a in legal if a.startswith("bid "))
        affordable = [action for amount, action in bids if amount <= worth + 0.25]
        if affordable:
            return affordable[-1]
        if "take set" in legal:  # stuck, with a hand worth no bid: the set, if no dearer
            auction = self.rules.auction
            offered = auction.stuck_set if auction is not None else 0
            # a bid the hand is not worth is likely set back by as much, and the others
            # score their points besides; a set no dearer ends the hand with none scored
            return "take set" if offered <= bids[0][0] else bids[0][1]
        return "pass" if "pass" in legal else bids[0][1]

    def beg(self, table: Table, observation: Observation, legal: list[str]) -> str:
        """Stand (or give) with a fair share of the points in the turned-up suit."""
        turned = observation["turnups"][0] if observation["turnups"] else ""
        suit = self.sense.order(None).suit.get(turned) or SUITS[0]
        worth = estimate(self.sense, table.view, table.hand, suit, table.unseen)
        fair = self.sense.total_points() / table.view.sides
        if "stand" in legal:
            return "stand" if worth >= fair else "beg"
        return "give" if "give" in legal and worth >= 0.8 * fair else "run"

    def rob_or_pass(self, table: Table) -> str:
        """Rob the pack while the hand holds fewer trumps than it keeps; with as many
        trumps as it keeps, the pack can only help the partner."""
        keep = self.rules.refill.hand_size if self.rules.refill is not None else 0
        trumps = sum(1 for card in table.hand if table.order.is_trump(card))
        return "partner" if trumps >= keep else "rob"

    # -- the play ----------------------------------------------------------------------
    def play(self, table: Table, observation: Observation, cards: list[str]) -> str:
        trick: list[dict[str, object]] = observation["trick"]
        if not trick:
            return self.lead(table, observation, cards)
        return self.follow(table, trick, cards)

    def lead(self, table: Table, observation: Observation, cards: list[str]) -> str:
        order, strength = table.order, table.order.strength
        if table.trump is None:
            # This lead fixes trump: the suit the hand makes the most of, its top card.
            natural = tuple(sorted({c[1] for c in cards if c not in self.sense.jokers}))
            suit, _ = best_suit(self.sense, table.view, table.hand, table.unseen, natural or SUITS)
            of_suit = [c for c in cards if c not in self.sense.jokers and c[1] == suit]
            return max(of_suit or cards, key=lambda c: strength[c])
        trumps = [c for c in cards if order.is_trump(c)]
        trumps_out = any(order.is_trump(c) for c in table.unseen)
        if trumps and trumps_out:
            top = max(trumps, key=lambda c: strength[c])
            pitching = observation["pitcher"] is not None and table.side_of(
                observation["pitcher"]
            ) == table.side_of(table.seat)
            if table.is_master(top, order.suit[top]) or (pitching and len(trumps) >= 3):
                return top
        plain = [c for c in cards if not order.is_trump(c)]
        pool = plain or cards
        return min(pool, key=lambda c: (table.stake(c), strength[c]))

    def follow(self, table: Table, trick: list[dict[str, object]], cards: list[str]) -> str:
        order, strength = table.order, table.order.strength
        played = [str(entry["card"]) for entry in trick]
        led = order.suit[played[0]]
        best = order.winning(played)
        best_card, best_seat = played[best], int(str(trick[best]["seat"]))
        last = len(trick) == table.players - 1
        ours = table.side_of(best_seat) == table.side_of(table.seat)
        at_stake = sum(table.stake(c) for c in played)

        def dump() -> str:
            return min(cards, key=lambda c: (table.stake(c), order.is_trump(c), strength[c]))

        if ours and (last or table.is_master(best_card, led)):
            # The trick is ours: give it the points we can spare.
            giving = max(cards, key=lambda c: (table.stake(c), -table.keep_value(c)))
            return giving if table.stake(giving) > 0 else dump()
        winners = [c for c in cards if order.beats(c, best_card, led)]
        if not winners:
            return dump()
        safe = winners if last else [c for c in winners if table.is_master(c, led)]
        if safe:
            return max(safe, key=lambda c: (table.stake(c), -strength[c]))
        if at_stake > 0 and not ours:
            return max(winners, key=lambda c: strength[c])
        return dump()
