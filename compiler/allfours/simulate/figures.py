"""The figures a table asks about, measured from each game's hands and score history.

Every figure is a ratio over games: each game contributes a total (hands it lasted,
contracts made, lead changes) and its chances for it (one game, the contracts bid), so
that one figure of two variants played on the same seeds can be compared game by game
(`compare`). Which figures a variant has is read from its rules: contracts, set-backs
and bids where there is an auction, a smudge (or a moon, where a set smudge loses the
game) where it has one, hands thrown in where everyone may pass or the cards may be
bunched, the eldest's place where there are more than two sides.

A share is of events (a contract made, a game won): with fewer than `FEW` of them it
is shown as its counts ("3 of 9") and left out of comparisons. Places at the table are
named from the dealer, never by seat number: the first dealer's side, the eldest's side
(left of the first dealer), the dealer's side in each hand.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Literal, NamedTuple

from allfours.runtime import model
from allfours.simulate.simulation import GameSummary, HandSummary
from allfours.simulate.statistics import FEW, Estimate, ratio_interval, wilson

Kind = Literal["share", "ratio"]


class Figure(NamedTuple):
    key: str  # stable: the words for it, and the same figure of another variant
    kind: Kind
    totals: tuple[float, ...]  # per game
    chances: tuple[float, ...]  # per game
    # The smallest difference that matters at a table (in the figure's own unit);
    # a smaller one is "no practical change", however sure.
    practical: float
    fair: float | None = None  # a share by place: what it would be if place did not matter
    value: int | None = None  # the figure's parameter: a bid, a margin
    percent: bool = False  # a ratio that is a share of something shared out (points)
    player: str = ""  # the kind of player whose wins it counts

    @property
    def events(self) -> int:
        return round(sum(self.totals))

    @property
    def trials(self) -> int:
        return round(sum(self.chances))

    @property
    def estimate(self) -> Estimate:
        if self.kind == "share":
            return wilson(self.events, self.trials)
        return ratio_interval(self.totals, self.chances)

    @property
    def few(self) -> bool:
        """Too few events (or non-events) to state the share as a percentage."""
        return self.kind == "share" and min(self.events, self.trials - self.events) < FEW


class Table(NamedTuple):
    """What a variant's rules say about its score history."""

    sides: int
    start: int  # a side's score before the first hand
    direction: int  # 1 counting up to the target, -1 counting down to 0
    target: int

    def progress(self, score: int) -> int:
        return (score - self.start) * self.direction

    @property
    def margin(self) -> int:
        """A side this far behind the leader is well behind: a third of the way."""
        return max(2, -(-self.target // 3))


def table_of(rules: model.Rules, players: int) -> Table:
    down = rules.scoring.direction == "down"
    target = rules.game.target
    return Table(rules.table.sides(players), target if down else 0, -1 if down else 1, target)


def _leader(table: Table, scores: Sequence[int]) -> int | None:
    """The side ahead of every other, or None when the lead is shared."""
    progress = [table.progress(s) for s in scores]
    best = max(progress)
    leaders = [side for side, p in enumerate(progress) if p == best]
    return leaders[0] if len(leaders) == 1 else None


def history(table: Table, game: GameSummary) -> list[tuple[int, ...]]:
    """Each side's score before the first hand and after each hand."""
    return [(table.start,) * table.sides, *(h.scores for h in game.hands)]


def lead_changes(table: Table, game: GameSummary) -> int:
    """How often a side took the lead alone from another side that had held it."""
    changes, last = 0, None
    for scores in history(table, game)[1:]:
        leader = _leader(table, scores)
        if leader is None:
            continue
        if last is not None and leader != last:
            changes += 1
        last = leader
    return changes


def came_back(table: Table, game: GameSummary) -> bool:
    """The winner was at some point `margin` or more behind the side then leading."""
    if game.winner is None:
        return False
    for scores in history(table, game):
        progress = [table.progress(s) for s in scores]
        if max(progress) - progress[game.winner] >= table.margin:
            return True
    return False


def decided_by_last_hand(table: Table, game: GameSummary) -> bool:
    """Before the last hand, the winner was not ahead alone."""
    if game.winner is None:
        return False
    return _leader(table, history(table, game)[-2]) != game.winner


PerGame = Callable[[GameSummary], tuple[float, float]]


def figures(rules: model.Rules, games: Sequence[GameSummary]) -> list[Figure]:
    """Every figure the variant's rules give a meaning to, in the order shown."""
    if not games:
        return []
    players = len(games[0].players)
    table = table_of(rules, players)
    sides = table.sides
    made: list[Figure] = []

    def add(
        key: str,
        kind: Kind,
        per_game: PerGame,
        practical: float,
        fair: float | None = None,
        value: int | None = None,
        percent: bool = False,
        player: str = "",
    ) -> None:
        pairs = [per_game(g) for g in games]
        chances = tuple(c for _, c in pairs)
        if not any(chances):
            return  # nothing to measure it on (a bid nobody made)
        totals = tuple(t for t, _ in pairs)
        made.append(Figure(key, kind, totals, chances, practical, fair, value, percent, player))

    def over_finished(test: Callable[[GameSummary], float]) -> PerGame:
        return lambda g: (test(g), 1.0) if g.winner is not None else (0.0, 0.0)

    def over_hands(
        chance: Callable[[HandSummary], float], total: Callable[[HandSummary], float]
    ) -> PerGame:
        return lambda g: (
            float(sum(total(h) for h in g.hands if chance(h))),
            float(sum(chance(h) for h in g.hands)),
        )

    def played(h: HandSummary) -> float:
        return 0.0 if h.passed_out else 1.0

    def contract(h: HandSummary) -> float:
        return 1.0 if h.bid is not None and h.made is not None else 0.0

    add("hands_per_game", "ratio", over_finished(lambda g: len(g.hands)), 0.25)
    add("points_per_hand", "ratio", over_hands(played, lambda h: sum(h.points_made)), 0.1)
    auction = rules.auction
    if auction is not None:
        add("pitcher_made", "share", over_hands(contract, lambda h: bool(h.made)), 0.02)
        for bid in range(auction.min_bid, auction.max_bid + 1):
            add(
                "pitcher_made_bid",
                "share",
                over_hands(_contract_of(bid), lambda h: bool(h.made)),
                0.02,
                value=bid,
            )
        add(
            "setbacks_per_game",
            "ratio",
            over_finished(lambda g: sum(1 for h in g.hands if h.made is False)),
            0.1,
        )
        smudge = auction.smudge
        if smudge is not None:
            word = "moon" if smudge.set_loses else "smudge"
            add(f"{word}_bid", "share", over_hands(contract, lambda h: h.bid == smudge.bid), 0.01)
            add(
                f"{word}_made",
                "share",
                over_hands(lambda h: contract(h) * (h.bid == smudge.bid), lambda h: bool(h.made)),
                0.05,
            )
    if (auction is not None and auction.all_pass.startswith("redeal")) or (
        rules.begging is not None
    ):
        add("passed_out", "share", over_hands(lambda h: 1.0, lambda h: h.passed_out), 0.02)
    add("comeback", "share", over_finished(lambda g: came_back(table, g)), 0.02, value=table.margin)
    add("lead_changes", "ratio", over_finished(lambda g: lead_changes(table, g)), 0.1)
    add("last_hand_decides", "share", over_finished(lambda g: decided_by_last_hand(table, g)), 0.02)
    fair = 1 / sides
    add(
        "first_dealer_wins",
        "share",
        over_finished(lambda g: g.winner == g.first_dealer % sides),
        0.02,
        fair,
    )
    if sides > 2:
        turn = rules.table.turn
        add(
            "eldest_wins",
            "share",
            over_finished(lambda g: g.winner == (g.first_dealer + turn) % players % sides),
            0.02,
            fair,
        )
    add(
        "dealer_points",
        "ratio",
        lambda g: (
            float(sum(h.points_made[h.dealer % sides] for h in g.hands)),
            float(sum(sum(h.points_made) for h in g.hands)),
        ),
        0.01,
        fair,
        percent=True,
    )
    kinds = sorted(set(games[0].players))
    if len(kinds) > 1:
        kind_of_side = {s % sides: k for s, k in enumerate(games[0].players)}
        one_kind_a_side = all(kind_of_side[s % sides] == k for s, k in enumerate(games[0].players))
        for kind in kinds if one_kind_a_side else ():
            theirs = frozenset(side for side, k in kind_of_side.items() if k == kind)
            add(
                "kind_wins",
                "share",
                over_finished(_won_by(theirs)),
                0.02,
                len(theirs) / sides,
                player=kind,
            )
    return made


def _contract_of(bid: int) -> Callable[[HandSummary], float]:
    """1 for a hand played for a contract of `bid`."""
    return lambda h: 1.0 if h.bid == bid and h.made is not None else 0.0


def _won_by(sides: frozenset[int]) -> Callable[[GameSummary], float]:
    return lambda g: 1.0 if g.winner in sides else 0.0


def spread(games: Sequence[GameSummary]) -> tuple[int, int]:
    """The number of hands that the shortest tenth of finished games stay under and the
    longest tenth go beyond: most games last between the two."""
    lengths = sorted(len(g.hands) for g in games if g.winner is not None)
    if not lengths:
        return (0, 0)
    return lengths[len(lengths) // 10], lengths[min(len(lengths) - 1, (9 * len(lengths)) // 10)]


# What each figure's chances are: what "counted over" says.
COUNTED_OVER = {
    "hands_per_game": "games",
    "points_per_hand": "hands",
    "pitcher_made": "contracts",
    "pitcher_made_bid": "contracts",
    "setbacks_per_game": "games",
    "smudge_bid": "contracts",
    "smudge_made": "contracts",
    "moon_bid": "contracts",
    "moon_made": "contracts",
    "passed_out": "hands",
    "comeback": "games",
    "lead_changes": "games",
    "last_hand_decides": "games",
    "first_dealer_wins": "games",
    "eldest_wins": "games",
    "dealer_points": "points",
    "kind_wins": "games",
}
