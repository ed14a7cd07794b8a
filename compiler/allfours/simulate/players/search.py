"""The search player: determinized Monte Carlo over the cards it cannot see.

At each choice of a card it deals the unseen cards out again, many times, in ways
consistent with what it has seen (every card played, every suit a player showed out of),
rebuilds each such deal as a real game of the module (`Game.deal(hands=...)`, then the
hand's public actions replayed: the bids and the cards played), tries each legal card in
it, plays the hand out with rule-based players, and keeps the card that did best on
average for its side. Anything else (bids, naming, begging, discards) it decides as the
rule-based player does.

A deal can be rebuilt from the public actions only where the hand's cards are all dealt
at once and trump is pitched: where trump comes from the stock, cards are drawn, or the
players discard and refill, the observation does not show enough of what happened (who
begged, who drew what) to replay it, and the player plays as the rule-based one does.
"""

from __future__ import annotations

import random
from types import ModuleType
from typing import Any

from allfours.runtime import model
from allfours.runtime.cards import cards_of
from allfours.simulate.cards import CardSense, TrumpOrder, sense_of
from allfours.simulate.players.base import Observation, honest
from allfours.simulate.players.rule_based import RuleBasedPlayer, seen_cards
from allfours.simulate.variants import variant_rules

DEFAULT_WORLDS = 12
TRIES_PER_WORLD = 20  # deals drawn before giving up on one consistent with the play


def can_rebuild(rules: model.Rules) -> bool:
    """Whether a hand is fixed by its deal and its public actions alone."""
    return (
        rules.trump.pitched
        and rules.begging is None
        and rules.draw is None
        and rules.refill is None
        and not rules.play.trumps_only
    )


def declared_pitches(rules: model.Rules) -> frozenset[str]:
    """The cards that do not make trump plain when pitched, where the pitcher declares it."""
    if not (rules.trump.pitched and rules.trump.declared):
        return frozenset()
    cards = cards_of(rules.pack)
    return frozenset(
        code for card, code in enumerate(cards.codes) if len(cards.pitched_suits(card, True)) > 1
    )


class SearchPlayer:
    name = "search"

    def __init__(
        self, module: ModuleType, seat: int, rng: random.Random, worlds: int = DEFAULT_WORLDS
    ) -> None:
        self.module = module
        self.rules = variant_rules(module)
        self.seat = seat
        self.rng = rng
        self.worlds = worlds
        self.sense: CardSense = sense_of(self.rules)
        self.fallback = RuleBasedPlayer(module, seat, rng)
        self.searching = can_rebuild(self.rules)
        # The cards whose pitch the pitcher declares trump for: a step of the history.
        self.declared = declared_pitches(self.rules)
        self.won_bonus = float(self.sense.total_points() * 3)

    def choose(self, observation: Observation) -> str:
        legal = honest(observation)
        if len(legal) == 1 or not self.searching or observation["phase"] != "play":
            return self.fallback.choose(observation)
        totals = dict.fromkeys(legal, 0.0)
        tried = 0
        for _ in range(self.worlds):
            hands = self.sample_hands(observation)
            if hands is None:
                continue
            for action in legal:
                game = self.rebuild(observation, hands)
                if game is None:
                    break
                game.apply(action)
                totals[action] += self.play_out(game, observation)
            else:
                tried += 1
        preferred = self.fallback.choose(observation)
        if not tried:
            return preferred
        # A card the worlds cannot tell from the rule-based player's choice is no reason
        # to leave it: with few worlds most cards tie, and the first of them listed is a
        # worse guess than the rules' choice.
        return max(legal, key=lambda action: (totals[action], action == preferred))

    # -- a world: the unseen cards dealt again -----------------------------------------
    def history(self, observation: Observation) -> list[tuple[int | None, str]]:
        """The hand's public actions in order: the bids (and a sale), then each card
        played, with its seat."""
        actions: list[tuple[int | None, str]] = [
            (bid["seat"], bid["action"]) for bid in observation["bids"]
        ]
        players, turn = observation["players"], self.rules.table.turn
        for trick in observation["tricks"]:
            for offset, card in enumerate(trick["cards"]):
                actions.append(((trick["leader"] + offset * turn) % players, f"play {card}"))
        actions.extend((entry["seat"], f"play {entry['card']}") for entry in observation["trick"])
        bids = len(observation["bids"])
        if len(actions) > bids and actions[bids][1][5:] in self.declared:
            actions.insert(bids + 1, (actions[bids][0], f"name {observation['trump']}"))
        return actions

    def voids(self, observation: Observation, order: TrumpOrder) -> list[set[str]]:
        """The suits each seat has shown it holds none of, by not following them."""
        play = self.rules.play
        players, turn = observation["players"], self.rules.table.turn
        shown: list[set[str]] = [set() for _ in range(players)]
        tricks = [
            [((t["leader"] + i * turn) % players, card) for i, card in enumerate(t["cards"])]
            for t in observation["tricks"]
        ]
        tricks.append([(entry["seat"], entry["card"]) for entry in observation["trick"]])
        for trick in tricks:
            if not trick:
                continue
            led = order.suit[trick[0][1]]
            for seat, card in trick[1:]:
                suit = order.suit[card]
                if suit == led:
                    continue
                if (
                    led == order.trump
                    or play.plain_lead == "must_follow"
                    or (play.plain_lead == "follow_or_trump" and suit != order.trump)
                ):
                    shown[seat].add(led)  # not following shows a void where following binds
                if play.void == "must_trump" and suit != order.trump:
                    shown[seat].add(str(order.trump))
        return shown

    def sample_hands(self, observation: Observation) -> list[list[str]] | None:
        """Every seat's hand as dealt, the unseen cards drawn at random where they fit."""
        players, seat = observation["players"], observation["seat"]
        hand_size = self.rules.deal.hand_size
        played: list[list[str]] = [[] for _ in range(players)]
        for who, action in self.history(observation):
            if who is not None and action.startswith("play "):
                played[who].append(action[5:])
        order = self.sense.order(observation["trump"])
        voids = self.voids(observation, order)
        pool = sorted(frozenset(self.sense.codes) - seen_cards(observation))
        for _ in range(TRIES_PER_WORLD):
            self.rng.shuffle(pool)
            hands = [list(cards) for cards in played]
            hands[seat] = list(observation["hand"]) + played[seat]
            room = [hand_size - len(hands[s]) if s != seat else 0 for s in range(players)]
            # Seats that have shown out of suits take their cards first: they fit fewer.
            ok = True
            for card in sorted(pool, key=lambda c: -sum(order.suit[c] in v for v in voids)):
                fits = [
                    s for s in range(players) if room[s] > 0 and order.suit[card] not in voids[s]
                ]
                if not fits:
                    if sum(room) == 0:
                        break  # every hand is full: the rest were not dealt
                    continue
                chosen = max(fits, key=lambda s: (room[s], self.rng.random()))
                hands[chosen].append(card)
                room[chosen] -= 1
            if any(room):
                ok = False
            if ok:
                return hands
        return None

    def rebuild(self, observation: Observation, hands: list[list[str]]) -> Any:
        """A game of the module at this very moment of the hand, with `hands` dealt; None
        when the deal cannot have led here (an action it makes illegal)."""
        game = self.module.Game(
            observation["players"],
            dealer=observation["dealer"],
            scores=observation["scores"],
            setbacks=observation["setbacks"],
        )
        try:
            game.deal(hands=hands)
            for seat, action in self.history(observation):
                game.apply(action, seat)
        except (self.module.IllegalAction, ValueError):
            return None
        # Points already scored (a sale's price, a card that scores at once) are in the
        # scores the world starts from and are scored again in it: a world where that ends
        # the game before this choice is no use.
        return game if game.to_act == observation["seat"] else None

    def play_out(self, game: Any, observation: Observation) -> float:
        """Play the hand to its end with rule-based players; what it was worth to us."""
        bots = [RuleBasedPlayer(self.module, s, self.rng) for s in range(game.players)]
        while game.to_act is not None:
            seat = game.to_act
            game.apply(bots[seat].choose(game.observation(seat)))
        result = game.hand_result
        before, after = result.scores_before, result.scores
        sign = -1 if self.rules.scoring.direction == "down" else 1
        mine = observation["side"]
        sides = self.rules.table.sides(game.players)
        gains = [sign * (after[s] - before[s]) for s in range(sides)]
        ours = gains[mine]
        theirs = max(g for s, g in enumerate(gains) if s != mine)
        value = float(ours - theirs)
        if result.winner is not None:
            value += self.won_bonus if result.winner == mine else -self.won_bonus
        return value
