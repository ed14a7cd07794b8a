"""A worked example: one hand of a variant, played by its own engine from a fixed seed.

The example is data, in no language: who sat where, the cards dealt, every action, the
engine's log of the hand (`runtime.events`), and, for every point scored, the card it was
about and the player who was dealt it or took it. The rulebook's languages put it into
words (`lesson`); nothing in it is typed in by hand, so it cannot contradict the rules.

The hand is the last of a game: the scores before it are set close to the target, so
that the one hand shows a count-out and the settlement where the variant has them. The
players choose their actions as the generated module's script does (`cautious_choice`,
from the engine's own seeded generator); of the first `SEEDS` seeds, the one whose hand
shows the most of the game is kept (the lowest seed of the best), so the example is the
same on every build.
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from allfours import ir
from allfours.registry.rules import numbered
from allfours.runtime import events as e
from allfours.runtime.cards import SUIT_CODES
from allfours.runtime.engine import Engine
from allfours.runtime.model import (
    Gift,
    HighestTrump,
    JokerCard,
    LowestTrump,
    MostCount,
    Point,
    Rules,
    SameColourCard,
    TrumpCard,
    TurnedUp,
)
from allfours.runtime.script import cautious_choice

SEEDS = 100
# The scores before the example's hand, side by side, as points still to go to the
# target: two sides close to it, one in the hole (HOLE), one far off.
HOLE = -1
TO_GO = (2, 3, HOLE, 0)  # 0: one point made, the rest of the way to go
# How many tricks are told card by card; the rest are summed up.
TRICKS_SHOWN = 2


class PointWon(NamedTuple):
    """A point of the hand as the engine scored it, and why."""

    point: str  # the point's id
    side: int | None  # the side credited (None: no one)
    value: int
    card: str  # the card it is about ("" for a count or a point without a card)
    # "highest", "lowest" (a trump in play), "card" (a named card), "count", "turned_up",
    # "gift", or "" (a point told by its name alone)
    how: str
    credit: str  # who a card's point goes to: "holder" (dealt it), "capturer", "player"
    in_play: bool  # `card` was played to a trick
    dealt_to: int  # the seat that was dealt `card` (-1: no one, or no card)
    taken_by: int  # the seat that took `card` in a trick (-1: not in play, or no card)
    played_by: int  # the seat that played `card` (-1: not in play, or no card)
    discarded_by: int  # the seat that discarded `card`, so that it is not in play (-1: none)
    counts: tuple[int, ...]  # for a count: each side's total of counting cards taken
    tie: str  # a count level at the top and scored all the same: to "pitcher" or "eldest"

    @property
    def seat(self) -> int:
        """The seat the card's point went through: who was dealt, took or played it."""
        return {"holder": self.dealt_to, "capturer": self.taken_by}.get(self.credit, self.played_by)


class Example(NamedTuple):
    variant: str
    seed: int
    players: int
    dealer: int
    eldest: int
    turn: int  # 1: the turn passes to the left; -1: to the right
    sides: int
    target: int
    countdown: bool  # the scores count down from the target to 0
    scores_before: tuple[int, ...]  # per side
    hands: tuple[tuple[str, ...], ...]  # per seat, as dealt
    actions: tuple[tuple[int, str], ...]  # every action, with the seat that took it
    events: tuple[e.Event, ...]  # the engine's log of the hand
    tricks: tuple[e.TrickWon, ...]
    points: tuple[PointWon, ...]
    made: bool | None
    made_points: tuple[int, ...]  # per side: the value of the points it made
    by_difference: bool  # the side with more points scores the difference
    maker: bool  # the high bidder names trump (and is called the maker, not the pitcher)
    turned_up: bool  # trump is a card turned up before the play: no one pitches it
    pitcher: int  # -1: no one pitched
    bid: int | None
    trump: str  # the trump suit's code
    scores_after: tuple[int, ...]  # per side
    winner: int | None  # the side that won the game
    won_by: str  # how (`events.GameEndedBy`), "" when the game goes on
    payouts: tuple[int, ...]  # net chips per seat; () where the game has no stakes
    rule_numbers: tuple[tuple[str, str], ...]  # rule id -> its number on the page

    def number(self, rule_id: str) -> str:
        """The rule's number on the variant's page ("" if the variant has no such rule)."""
        return dict(self.rule_numbers).get(rule_id, "")

    @property
    def partnerships(self) -> bool:
        return self.sides < self.players

    def gain(self, side: int) -> int:
        """What the hand added to the side's score (a game counted down: took off)."""
        change = self.scores_after[side] - self.scores_before[side]
        return -change if self.countdown else change

    def side_of(self, seat: int) -> int:
        return seat % self.sides

    def seats_of(self, side: int) -> tuple[int, ...]:
        return tuple(seat for seat in range(self.players) if seat % self.sides == side)

    def order(self, seat: int) -> int:
        """The seat's place at the table counted in the turn's direction from eldest (0),
        the dealer last: the order names are given in."""
        return ((seat - self.eldest) * self.turn) % self.players


def table_size(rules: Rules) -> int:
    """The example's table: four where the game allows it, else the smallest table."""
    table = rules.table
    if table.allows(4):
        return 4
    return next(n for n in range(table.players_min, table.players_max + 1) if table.allows(n))


def _starting_scores(rules: Rules, sides: int) -> list[int]:
    """Each side's score before the hand (a game counted down starts at the target)."""
    target = rules.game.target
    start, direction = (target, -1) if rules.scoring.direction == "down" else (0, 1)
    made = {HOLE: -1, 0: 1}  # in the hole by one point; one point made
    return [
        start + direction * made.get(to_go, target - to_go)
        for to_go in (TO_GO[side % len(TO_GO)] for side in range(sides))
    ]


def _play(rules: Rules, players: int, seed: int) -> tuple[Engine, list[tuple[int, str]]]:
    sides = rules.table.sides(players)
    dealer = (-rules.table.turn) % players  # so that eldest is seat 0
    per_side = _starting_scores(rules, sides)
    game = Engine(
        rules,
        players,
        dealer=dealer,
        seed=seed,
        scores=[per_side[s % sides] for s in range(players)],
    )
    game.deal()
    actions: list[tuple[int, str]] = []
    while game.to_act is not None:
        seat, action = game.to_act, cautious_choice(game)
        game.apply(action)
        actions.append((seat, action))
    return game, actions


def _interest(game: Engine, actions: list[tuple[int, str]]) -> int:
    """How much of the game a hand shows: a higher number, more."""
    log = game.events
    if any(isinstance(event, e.ThrownIn | e.Bunched) for event in log) or not game.tricks:
        return -100
    score = 0
    if game.winner is not None:
        score += 8
    won = next((event for event in log if isinstance(event, e.GameWon)), None)
    if won is not None and won.by in ("count_out", "pitcher_first", "higher_score"):
        score += 4
    made = next((event.made for event in log if isinstance(event, e.HandScored)), None)
    if made:
        score += 3
    bids = [action for _, action in actions if action.startswith("bid")]
    passes = [action for _, action in actions if action == "pass"]
    if bids and passes:
        score += 2
    if len(bids) >= 2:  # a real auction: someone outbids someone
        score += 3
    begs = [event for event in log if isinstance(event, e.Begged)]
    if any(event.action == "beg" for event in begs):
        score += 2
    scorers = {ev.side for ev in log if isinstance(ev, e.PointScored) and ev.side is not None}
    score += min(len(scorers), 3)
    # A point no one scores is a rule worth showing, but not in every other line.
    score -= 2 * sum(isinstance(event, e.PointScored) and event.side is None for event in log)
    # A pitcher holding a few trumps plays as people do.
    if game.pitcher >= 0 and game.trump_suit >= 0:
        dealt = next(event for event in log if isinstance(event, e.Dealt))
        trump = SUIT_CODES[game.trump_suit]
        score += 2 if sum(code[-1] == trump for code in dealt.hands[game.pitcher]) >= 3 else 0
    return score


def _point_card(rules: Rules, game: Engine, point: Point) -> tuple[int, str]:
    """The card a point is about in the hand just played, and how it was chosen."""
    context, played = game.context, game.played_by
    in_play = [card for card in context.trumps if played[card] >= 0]
    match point.select:
        case HighestTrump():
            return (in_play[0] if in_play else -1), "highest"
        case LowestTrump():
            low = [card for card in in_play if context.can_be_low[card]]
            return (low[-1] if low else -1), "lowest"
        case TrumpCard(rank=rank):
            return game.cards.card(rank, context.trump), "card"
        case SameColourCard(rank=rank):
            return game.cards.same_colour_card(rank, context.trump), "card"
        case JokerCard(code=code):
            return game.cards.card_of.get(code, -1), "card"
        case MostCount():
            return -1, "count"
        case TurnedUp():
            return -1, "turned_up"  # the card is the turn-up just before it (`_points`)
        case Gift():
            return -1, "gift"
    return -1, ""


def _points(rules: Rules, game: Engine) -> tuple[PointWon, ...]:
    by_id = {point.id: point for point in rules.points}
    sides = game.sides
    out: list[PointWon] = []
    turned = -1  # the last card turned up: a turn-up's point is scored right after it
    discarded = {event.card: event.seat for event in game.events if isinstance(event, e.Discarded)}
    for event in game.events:
        if isinstance(event, e.CardTurnedUp):
            turned = game.cards.card_of[event.card]
        if not isinstance(event, e.PointScored):
            continue
        point = by_id[event.point]
        card, how = _point_card(rules, game, point)
        card = turned if how == "turned_up" else card
        counts: tuple[int, ...] = ()
        tie = ""
        if isinstance(point.select, MostCount):
            values = dict(point.select.counts)
            cards = game.cards
            totals = [0] * sides
            for trick in game.tricks:
                totals[game.side_of[trick.winner]] += sum(
                    values.get(cards.ranks[cards.rank_of[card]], 0)
                    for card in map(cards.card_of.__getitem__, trick.cards)
                    if card not in cards.jokers
                )
            counts = tuple(totals)
            if totals.count(max(totals)) > 1 and event.side is not None:
                tie = point.select.tie
        shown = card >= 0 and game.played_by[card] >= 0 and how != "turned_up"
        out.append(
            PointWon(
                event.point,
                event.side,
                event.value,
                game.codes[card] if card >= 0 else "",
                how,
                point.credit or "holder",
                shown,
                game.holder[card] if card >= 0 and how != "turned_up" else -1,
                game.captured_by[card] if shown else -1,
                game.played_by[card] if shown else -1,
                discarded.get(game.codes[card], -1) if card >= 0 and not shown else -1,
                counts,
                tie,
            )
        )
    return tuple(out)


@cache
def example(v: ir.Variant) -> Example:
    """The variant's worked example (computed once a build: every language tells it)."""
    rules = v.rules
    players = table_size(rules)
    best = max(range(SEEDS), key=lambda seed: (_interest(*_play(rules, players, seed)), -seed))
    game, actions = _play(rules, players, best)
    log = tuple(game.events)
    dealt = next(event for event in log if isinstance(event, e.Dealt))
    contract = next((event for event in log if isinstance(event, e.Contract)), None)
    scored = next(event for event in log if isinstance(event, e.HandScored))
    won = next((event for event in log if isinstance(event, e.GameWon)), None)
    sides = game.sides
    payouts = game.payouts()
    result = game.hand_result
    assert result is not None, "the hand was played to its end"
    return Example(
        variant=v.id,
        seed=best,
        players=players,
        dealer=dealt.dealer,
        eldest=game.eldest,
        turn=rules.table.turn,
        sides=sides,
        target=rules.game.target,
        countdown=rules.scoring.direction == "down",
        scores_before=dealt.scores[:sides],
        hands=dealt.hands,
        actions=tuple(actions),
        events=log,
        tricks=tuple(game.tricks),
        points=_points(rules, game),
        made=scored.made,
        made_points=result.points_made,
        by_difference=rules.scoring.contract == "difference",
        maker=rules.trump.kind == "named",
        turned_up=rules.trump.kind in ("turn_up", "top_of_stock"),
        pitcher=game.pitcher,
        bid=contract.bid if contract is not None else None,
        trump=SUIT_CODES[game.trump_suit] if game.trump_suit >= 0 else "",
        scores_after=scored.scores[:sides],
        winner=won.side if won is not None else None,
        won_by=won.by if won is not None else "",
        payouts=tuple(payouts) if payouts is not None else (),
        rule_numbers=tuple((rule.id, rule.number) for rule in numbered(rules, v.prefix)),
    )
