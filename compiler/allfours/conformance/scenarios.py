"""Scenarios: how to steer a hand into an edge case.

A scenario fixes the table (players, dealer, scores before the hand), part of the deal,
and the choices of the players (policies); the rest is dealt and chosen at random from a
seeded generator. The generated module plays the hand (it is the reference), and the
case's detector decides afterwards whether the hand really exercises the case: a
scenario only makes that likely, so the generator tries a few seeds.

Where the rules take cards from the stock after the deal (a turn-up, a run, a draw, a
refill), the deal is the hands and the stock in order (format `allfours-hand/2`): a
scenario may fix cards at places in the stock (the turn-up is its first card), and a
scenario that fixes nothing is dealt by the engine itself, shuffled from the seeded
generator.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from allfours.conformance.modules import rules_of
from allfours.conformance.trace import JOKER, Trace, begin, end, observe
from allfours.runtime import model

SUITS = "SHDC"


@dataclass(frozen=True, slots=True)
class View:
    """What a policy sees before choosing an action for the player to act."""

    rng: random.Random
    seat: int
    legal: tuple[str, ...]
    phase: str  # "auction", "sale", "begging", "naming", "discard" or "play"
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
    eldest: int = 0
    turnups: tuple[str, ...] = ()  # the cards turned up for trump so far
    scores: tuple[int, ...] = ()
    # Once trump is known, the suit of each card (not a joker) that does not follow its
    # printed suit: the card of trump's colour that joins trump
    moved: tuple[tuple[str, str], ...] = ()
    # who robs the pack in a refill, once the discards begin (the dealer, or the high
    # bidder); -1 before
    robber: int = -1


Policy = Callable[[View], str | None]


@dataclass
class Scenario:
    players: int
    dealer: int
    progress: list[int] | None = None  # per side, how far along before the hand
    setbacks: list[int] | None = None  # per seat
    fixed: dict[int, list[str]] = field(default_factory=dict)  # seat -> cards it holds
    # Cards nobody is dealt (where there is a stock, they lie at its bottom).
    exclude: set[str] = field(default_factory=set)
    avoid: dict[int, set[str]] = field(default_factory=dict)  # seat -> suits (or JK) it lacks
    stock: dict[int, str] = field(default_factory=dict)  # place in the stock -> its card
    auction: Policy | None = None  # the auction and the sale
    begging: Policy | None = None  # standing or begging, giving or running
    naming: Policy | None = None  # naming trump
    discard: Policy | None = None
    play: Policy | None = None


class Ctx:
    """A variant's settings, with the helpers every scenario needs."""

    def __init__(self, module: ModuleType) -> None:
        self.module = module
        self.rules = rules_of(module)
        rules = self.rules
        # The rules take cards from the stock after the deal: a record holds it, in order.
        # (A kitty, or discarding down from a widow, takes from it too.)
        self.keeps_stock = (
            rules.trump.from_stock
            or rules.refill is not None
            or getattr(rules, "discard_down", None) is not None
        )
        # A side that falls short is set back by its bid, and set-backs are counted (the
        # auction-pitch line, and Pidro): a record carries them, and scores can fall.
        self.sets_back = any(rule == "scoring.setbacks" for rule, _ in rules.numbers)
        self.pitched = rules.trump.pitched
        self.turned = rules.trump.from_stock  # the turn-up line
        self.named = rules.trump.named  # the high bidder names trump (the Pedro line)
        self.refill = rules.refill
        self.turn = rules.table.turn
        self.begging = rules.begging
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
        self._moved: dict[str, tuple[tuple[str, str], ...]] = {}
        self._cards: Any = None

    @property
    def cards(self) -> Any:
        """The engine's cards of the variant's pack (`runtime.cards.Cards`)."""
        if self._cards is None:
            self._cards = self.module.Game(self.player_counts[0]).cards
        return self._cards

    def trumps(self, trump: str) -> list[str]:
        """Every trump when `trump` is the trump suit, high to low, as the engine ranks
        them (the jokers and a card of trump's colour among them)."""
        cards = self.cards
        return [cards.codes[card] for card in cards.context(SUITS.index(trump)).trumps]

    def moved(self, trump: str | None) -> tuple[tuple[str, str], ...]:
        """The cards (not the jokers) that leave their printed suit once `trump` is known,
        each with the suit it then follows: the engine's trump context says which."""
        if trump is None:
            return ()
        if trump not in self._moved:
            cards = self.cards
            context = cards.context(SUITS.index(trump))
            self._moved[trump] = tuple(
                (code, SUITS[context.suit[card]])
                for card, code in enumerate(cards.codes)
                if card not in cards.jokers and context.suit[card] != cards.suit_of[card]
            )
        return self._moved[trump]

    def same_colour_of(self, trump: str) -> str:
        """The card of the other suit of trump's colour that joins trump (the Left Pedro),
        for a pack that has one."""
        same = self.rules.pack.same_colour
        assert same is not None, "the pack has no card of trump's colour joining trump"
        return str(self.cards.codes[self.cards.same_colour_card(same.rank, SUITS.index(trump))])

    def point_card(self, point: model.Point, trump: str) -> str | None:
        """The card a point of one named card is about when `trump` is trump."""
        select = point.select
        if isinstance(select, model.JokerCard):
            return select.code
        if isinstance(select, model.TrumpCard):
            return f"{select.rank}{trump}"
        if isinstance(select, model.SameColourCard):
            return self.same_colour_of(trump)
        return None

    @property
    def player_counts(self) -> list[int]:
        table = self.rules.table
        return [n for n in range(table.players_min, table.players_max + 1) if table.allows(n)]

    def sides(self, players: int) -> int:
        return self.rules.table.sides(players)

    def eldest(self, players: int, dealer: int) -> int:
        """The player the turn passes to from the dealer: first to act."""
        return (dealer + self.turn) % players

    def stock_size(self, players: int) -> int:
        return len(self.pack) - players * self.rules.deal.hand_size

    def turn_up_place(self, players: int, runs: int) -> int:
        """Where in the stock lies the card turned up after `runs` runs of the cards."""
        size = self.begging.run_size if self.begging is not None else 0
        return runs * (size * players + 1)

    def runs_that_fit(self, players: int) -> int:
        """How many runs the stock can serve before the cards are bunched."""
        if self.begging is None:
            return 0
        runs, left = 0, self.stock_size(players) - 1
        while left >= self.begging.run_size * players + 1:
            runs, left = runs + 1, left - self.begging.run_size * players - 1
        return runs

    def table(self, rng: random.Random, at_least: int = 2) -> tuple[int, int]:
        """A random number of players (at least `at_least` if the variant allows) and dealer."""
        counts = [n for n in self.player_counts if n >= at_least] or self.player_counts
        players = rng.choice(counts)
        return players, rng.randrange(players)

    def first_bidder(self, players: int, dealer: int) -> int:
        eldest = self.eldest(players, dealer)
        return (eldest + self.turn) % players if self.sells else eldest

    def pitcher_of(self, players: int, dealer: int) -> int:
        """The seat the usual scenarios make the pitcher (or, without a pitcher, the
        leader of the first trick): the first bidder (who pitches once a seller sells),
        or the player left of the dealer when there is no auction."""
        if not self.bidding:
            return self.eldest(players, dealer)
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


def deal_with_stock(
    ctx: Ctx, scenario: Scenario, rng: random.Random
) -> tuple[list[list[str]], list[str] | None] | None:
    """The hands (the scenario's fixed cards plus random ones) and, where the rules use
    it, the stock in order (its fixed places, then random cards, the excluded ones at the
    bottom); None when they cannot be dealt."""
    size = ctx.rules.deal.hand_size
    used: set[str] = set()
    hands: list[list[str]] = []
    for seat in range(scenario.players):
        cards = list(scenario.fixed.get(seat, []))
        if len(cards) > size or any(c not in ctx.pack or c in used for c in cards):
            return None
        used.update(cards)
        hands.append(cards)
    placed = scenario.stock
    if placed:
        if not ctx.keeps_stock:
            return None
        length = ctx.stock_size(scenario.players)
        cards = list(placed.values())
        if any(c not in ctx.pack or c in used for c in cards) or len(set(cards)) < len(cards):
            return None
        if any(not 0 <= place < length for place in placed):
            return None
        used.update(cards)
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
    if not ctx.keeps_stock:
        return hands, None
    bottom = sorted(scenario.exclude)
    rng.shuffle(bottom)
    rest = iter([*free, *bottom])
    length = ctx.stock_size(scenario.players)
    stock = [placed[place] if place in placed else next(rest) for place in range(length)]
    return hands, stock


def _fixes_nothing(scenario: Scenario) -> bool:
    return not (scenario.fixed or scenario.exclude or scenario.avoid or scenario.stock)


# -- playing -----------------------------------------------------------------------------


def cautious(view: View) -> str:
    """A random player who mostly passes and bids low, so that hands are made and lost;
    who stands, begs, gives, runs and discards at random."""
    return cautious_choice(view.phase, view.legal, view.rng)


def cautious_choice(phase: str, legal: Sequence[str], rng: random.Random) -> str:
    """What `cautious` chooses, from the phase and the legal set alone."""
    if phase != "auction":
        return rng.choice(legal)
    bids = [a for a in legal if a != "pass"]
    if not bids or ("pass" in legal and rng.random() < 0.55):
        return "pass"
    return bids[0] if rng.random() < 0.7 else rng.choice(bids)


def _view(game: Any, ctx: Ctx, rng: random.Random, players: int, dealer: int) -> View:
    """What the player to act would observe, read off the engine's state: a whole
    observation at every step was most of the time a scenario took to play."""
    seat = game.to_act
    codes = game.codes
    trump = None if game.context_unknown else SUITS[game.context.trump]
    in_trick = game.in_trick
    return View(
        rng=rng,
        seat=seat,
        legal=tuple(game.legal_actions()),
        phase=game.phase,
        players=players,
        dealer=dealer,
        first_bidder=ctx.first_bidder(players, dealer),
        high_bid=game.high_bid,
        bids_made=sum(1 for e in game.events if type(e).__name__ in ("Bid", "SaleAnswered")),
        hand=tuple([codes[c] for c in game.hands[seat]]),
        hands=tuple(tuple([codes[c] for c in hand]) for hand in game.hands),
        trick=tuple([(in_trick[i], codes[c]) for i, c in enumerate(game.trick)]),
        trump=trump,
        pitcher=game.pitcher if game.pitcher >= 0 else None,
        tricks_done=len(game.tricks),
        eldest=ctx.eldest(players, dealer),
        turnups=tuple([codes[c] for c in game.turnups]),
        scores=tuple(game.scores),
        moved=ctx.moved(trump),
        robber=_robber(game),
    )


def _robber(game: Any) -> int:
    robber = getattr(game, "robber", -1)
    return robber if isinstance(robber, int) else -1


def deal_game(
    ctx: Ctx, scenario: Scenario, rng: random.Random, scores: list[int] | None
) -> tuple[Any, list[list[str]], list[str] | None] | None:
    """A game of the scenario, dealt: by the scenario's cards, or (where the rules use a
    stock and the scenario fixes no card) by the engine's own shuffle, seeded from `rng`."""
    players, dealer, setbacks = scenario.players, scenario.dealer, scenario.setbacks
    if ctx.keeps_stock and _fixes_nothing(scenario):
        seed = rng.getrandbits(64)
        game = ctx.module.Game(players, dealer=dealer, scores=scores, setbacks=setbacks, seed=seed)
        game.deal()
        dealt = game.events[0]
        return game, [list(hand) for hand in dealt.hands], list(dealt.stock)
    cards = deal_with_stock(ctx, scenario, rng)
    if cards is None:
        return None
    hands, stock = cards
    game = ctx.module.Game(players, dealer=dealer, scores=scores, setbacks=setbacks)
    if stock is None:
        game.deal(hands)
    else:
        game.deal(hands, stock)
    return game, hands, stock


Chooser = Callable[[Any, tuple[str, ...]], str]  # the action for the game's player to act


def play_traced(
    ctx: Ctx, scenario: Scenario, rng: random.Random, choose: Chooser | None = None
) -> tuple[dict[str, Any], Trace] | None:
    """Deal and play the scenario with the reference module, tracing each step as it is
    taken: the record (its deal, its steps with their legal sets, its `expect`, as
    `replay` would complete them) and its trace; None when it cannot be dealt. `choose`
    picks each action (by default, the scenario's policies on a view of the game)."""
    players = scenario.players
    dealt = deal_game(ctx, scenario, rng, ctx.scores(players, scenario.progress))
    if dealt is None:
        return None
    game, hands, stock = dealt
    pick = choose if choose is not None else _policies(ctx, scenario, rng)
    steps: list[dict[str, Any]] = []
    record = raw_record(ctx, scenario, hands, stock, steps)
    traced = begin(record, ctx.module, game)
    while game.to_act is not None:
        seat, legal = game.to_act, game.legal_actions()
        action = pick(game, legal)
        steps.append({"seat": seat, "action": action, "legal": list(legal)})
        observe(traced, game, len(steps) - 1, seat, action, legal)
        game.apply(action, seat)
    record["expect"] = ctx.module.expect_of(game)
    return record, end(traced, game)


def _policies(ctx: Ctx, scenario: Scenario, rng: random.Random) -> Chooser:
    """The scenario's policy for each phase, on a view of the game; `cautious` where it
    has none, or where its choice is not legal."""
    policies = {
        "play": scenario.play,
        "begging": scenario.begging,
        "naming": scenario.naming,
        "discard": scenario.discard,
    }

    def choose(game: Any, legal: tuple[str, ...]) -> str:
        view = _view(game, ctx, rng, scenario.players, scenario.dealer)
        policy = policies.get(view.phase, scenario.auction)
        action = policy(view) if policy is not None else None
        return action if action is not None and action in legal else cautious(view)

    return choose


def raw_record(
    ctx: Ctx,
    scenario: Scenario,
    hands: list[list[str]],
    stock: list[str] | None,
    steps: list[dict[str, Any]],
) -> dict[str, Any]:
    """A scenario's hand as a record's deal and steps (what `replay` completes)."""
    players, dealer, setbacks = scenario.players, scenario.dealer, scenario.setbacks
    scores = ctx.scores(players, scenario.progress)
    start = ctx.start
    if stock is not None:  # format 2: the stock; set-backs only where they are counted
        counted = {"setbacks": list(setbacks) if setbacks is not None else [0] * players}
        return {
            "players": players,
            "dealer": dealer,
            "scores": scores if scores is not None else [start] * players,
            **(counted if ctx.sets_back else {}),
            "hands": hands,
            "stock": stock,
            "steps": steps,
        }
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


def suit_of(view: View, card: str) -> str | None:
    """The suit a card follows once trump is known: its printed suit, but trump for a
    joker and for the card of trump's colour that joins trump."""
    if card == JOKER or card[1:] not in SUITS:  # a joker ("JK", "HJ", "LJ") is a trump
        return view.trump
    for moved, suit in view.moved:
        if moved == card:
            return suit
    return card[1]
