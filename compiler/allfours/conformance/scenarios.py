"""Scenarios: how to steer a hand into an edge case.

A scenario fixes the table (players, dealer, scores before the hand), part of the deal,
and the choices of the players (policies); the rest is dealt and chosen at random from a
seeded generator. The generated module plays the hand (it is the reference), and the
case's detector decides afterwards whether the hand really exercises the case: a
scenario only makes that likely, so the generator tries a few seeds.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from allfours.conformance.modules import rules_of
from allfours.conformance.trace import JOKER

SUITS = "SHDC"


@dataclass(frozen=True, slots=True)
class View:
    """What a policy sees before choosing an action for the player to act."""

    rng: random.Random
    seat: int
    legal: tuple[str, ...]
    phase: str  # "auction", "sale" or "play"
    players: int
    dealer: int
    first_bidder: int
    high_bid: int
    bids_made: int
    hand: tuple[str, ...]
    hands: tuple[tuple[str, ...], ...]
    trick: tuple[tuple[int, str], ...]
    trump: str | None
    pitcher: int | None
    tricks_done: int


Policy = Callable[[View], str | None]
Injector = Callable[[View], tuple[int, str] | None]


@dataclass
class Scenario:
    players: int
    dealer: int
    progress: list[int] | None = None  # per side, how far along before the hand
    setbacks: list[int] | None = None  # per seat
    fixed: dict[int, list[str]] = field(default_factory=dict)  # seat -> cards it holds
    exclude: set[str] = field(default_factory=set)  # cards nobody is dealt
    avoid: dict[int, set[str]] = field(default_factory=dict)  # seat -> suits (or JK) it lacks
    auction: Policy | None = None
    play: Policy | None = None
    inject: Injector | None = None  # the illegal step, when it returns one
    after_hand: tuple[int, str] | None = None  # an illegal step once the hand is over


class Ctx:
    """A variant's settings, with the helpers every scenario needs."""

    def __init__(self, module: ModuleType) -> None:
        self.module = module
        self.rules = rules_of(module)
        rules = self.rules
        self.pack = [rank + suit for suit in SUITS for rank in rules.pack.ranks]
        self.pack += [joker.code for joker in rules.pack.jokers]
        self.bidding = rules.auction is not None
        self.sells = rules.auction is not None and rules.auction.kind == "sell"
        countdown = rules.scoring.direction == "down"
        self.start = rules.game.target if countdown else 0
        self.direction = -1 if countdown else 1
        # The few numbers most scenarios steer by (0 or None where the variant lacks them).
        auction = rules.auction
        self.min_bid = auction.min_bid if auction is not None else 0
        self.max_bid = auction.max_bid if auction is not None else 0
        self.smudge_bid = auction.smudge.bid if auction and auction.smudge else None
        self.privilege = auction.privilege if auction is not None else "none"
        self.ranks = rules.pack.ranks
        self.target = rules.game.target
        jokers = rules.pack.jokers
        self.joker_trump = jokers[0].pitched_trump if jokers else None

    @property
    def player_counts(self) -> list[int]:
        table = self.rules.table
        return list(range(table.players_min, table.players_max + 1))

    def sides(self, players: int) -> int:
        return players // self.rules.table.partnership_size

    def table(self, rng: random.Random, at_least: int = 2) -> tuple[int, int]:
        """A random number of players (at least `at_least` if the variant allows) and dealer."""
        counts = [n for n in self.player_counts if n >= at_least] or self.player_counts
        players = rng.choice(counts)
        return players, rng.randrange(players)

    def first_bidder(self, players: int, dealer: int) -> int:
        eldest = (dealer + 1) % players
        return (eldest + 1) % players if self.sells else eldest

    def pitcher_of(self, players: int, dealer: int) -> int:
        """The seat the usual scenarios make the pitcher: the first bidder (who pitches
        once a seller sells), or the player left of the dealer when there is no auction."""
        if not self.bidding:
            return (dealer + 1) % players
        return self.first_bidder(players, dealer)

    def strong_hand(self, suit: str, with_jack: bool = True) -> list[str]:
        """The top trumps and the lowest one: a hand that takes every trick and point."""
        ranks = self.rules.pack.ranks
        wanted = [r for r in ranks[:6] if with_jack or r != "J"]
        if ranks[-1] not in wanted:
            wanted = [*wanted[:5], ranks[-1]]
        return [r + suit for r in wanted[: self.rules.deal.hand_size]]

    def scores(self, players: int, progress: list[int] | None) -> list[int] | None:
        """Per-seat scores from per-side progress (partners hold the same score)."""
        if progress is None:
            return None
        sides = self.sides(players)
        return [self.start + progress[seat % sides] * self.direction for seat in range(players)]

    def smudge_policy(self, pitcher: int, bid: int) -> Policy:
        """`pitcher` bids `bid`, everybody else passes; a seller sells, so that the
        bidder pitches."""

        def choose(view: View) -> str | None:
            if view.phase == "sale":
                return "sell"
            if view.seat == pitcher:
                return f"bid {bid}"
            return "pass"

        return choose


# -- dealing -----------------------------------------------------------------------------


def deal(ctx: Ctx, scenario: Scenario, rng: random.Random) -> list[list[str]] | None:
    """The scenario's fixed cards plus random ones, or None when they cannot be dealt."""
    size = ctx.rules.deal.hand_size
    used: set[str] = set()
    hands: list[list[str]] = []
    for seat in range(scenario.players):
        cards = list(scenario.fixed.get(seat, []))
        if len(cards) > size or any(c not in ctx.pack or c in used for c in cards):
            return None
        used.update(cards)
        hands.append(cards)
    if used & scenario.exclude:
        return None
    free = [c for c in ctx.pack if c not in used and c not in scenario.exclude]
    rng.shuffle(free)
    for seat in sorted(range(scenario.players), key=lambda s: -len(scenario.avoid.get(s, ()))):
        avoid = scenario.avoid.get(seat, set())
        while len(hands[seat]) < size:
            pick = next(
                (c for c in free if c not in avoid and (c == JOKER or c[1] not in avoid)), None
            )
            if pick is None:
                return None
            free.remove(pick)
            hands[seat].append(pick)
    for hand in hands:
        rng.shuffle(hand)
    return hands


# -- playing -----------------------------------------------------------------------------


def cautious(view: View) -> str:
    """A random player who mostly passes and bids low, so that hands are made and lost."""
    legal, rng = view.legal, view.rng
    if view.phase == "sale":
        return rng.choice(legal)
    if view.phase == "play":
        return rng.choice(legal)
    bids = [a for a in legal if a != "pass"]
    if not bids or ("pass" in legal and rng.random() < 0.55):
        return "pass"
    return bids[0] if rng.random() < 0.7 else rng.choice(bids)


def _view(game: Any, ctx: Ctx, rng: random.Random, players: int, dealer: int) -> View:
    seat = game.to_act
    observed = game.observation(seat)
    return View(
        rng=rng,
        seat=seat,
        legal=tuple(game.legal_actions()),
        phase=observed["phase"],
        players=players,
        dealer=dealer,
        first_bidder=ctx.first_bidder(players, dealer),
        high_bid=observed["high_bid"] or 0,
        bids_made=len(observed["bids"]),
        hand=tuple(observed["hand"]),
        hands=tuple(tuple(game.observation(s)["hand"]) for s in range(players)),
        trick=tuple((t["seat"], t["card"]) for t in observed["trick"]),
        trump=observed["trump"],
        pitcher=observed["pitcher"],
        tricks_done=sum(observed["tricks_taken"]),
    )


def play_out(ctx: Ctx, scenario: Scenario, rng: random.Random) -> dict[str, Any] | None:
    """Deal and play the scenario with the reference module: the record's deal and steps."""
    hands = deal(ctx, scenario, rng)
    if hands is None:
        return None
    players, dealer = scenario.players, scenario.dealer
    scores = ctx.scores(players, scenario.progress)
    setbacks = scenario.setbacks
    game = ctx.module.Game(players, dealer=dealer, scores=scores, setbacks=setbacks)
    game.deal(hands)
    steps: list[dict[str, Any]] = []
    while game.to_act is not None:
        view = _view(game, ctx, rng, players, dealer)
        if scenario.inject is not None:
            injected = scenario.inject(view)
            if injected is not None:
                steps.append({"seat": injected[0], "action": injected[1]})
                break
        policy = scenario.play if view.phase == "play" else scenario.auction
        action = policy(view) if policy is not None else None
        if action is None or action not in view.legal:
            action = cautious(view)
        steps.append({"seat": view.seat, "action": action})
        game.apply(action, view.seat)
    else:
        if scenario.after_hand is not None:
            steps.append({"seat": scenario.after_hand[0], "action": scenario.after_hand[1]})
        elif scenario.inject is not None:
            return None  # the illegal moment never came
    start = ctx.start
    return {
        "players": players,
        "dealer": dealer,
        "scores": scores if scores is not None else [start] * players,
        "setbacks": list(setbacks) if setbacks is not None else [0] * players,
        "hands": hands,
        "steps": steps,
    }


# -- play policies -------------------------------------------------------------------------


def leads(
    ctx: Ctx, pitcher: int, first: str | None = None, highest_of: str | None = None
) -> Policy:
    """The pitcher pitches `first`, then leads its highest card of `highest_of` while it can."""
    ranks = ctx.rules.pack.ranks

    def choose(view: View) -> str | None:
        if view.seat != pitcher or view.trick:
            return None
        if view.tricks_done == 0 and first is not None:
            return f"play {first}"
        if highest_of is not None:
            own = [c for c in view.hand if c != JOKER and c[1] == highest_of]
            if own:
                return "play " + min(own, key=lambda c: ranks.index(c[0]))
        return None

    return choose


def prefer(test: Callable[[View, str], bool]) -> Policy:
    """Play a legal card passing `test` when there is one, else leave it to chance."""

    def choose(view: View) -> str | None:
        good = [a for a in view.legal if a.startswith("play ") and test(view, a[5:])]
        return view.rng.choice(good) if good else None

    return choose


def lead_suit(view: View) -> str | None:
    if not view.trick:
        return None
    card = view.trick[0][1]
    return view.trump if card == JOKER else card[1]


def suit_of(view: View, card: str) -> str | None:
    return view.trump if card == JOKER else card[1]
