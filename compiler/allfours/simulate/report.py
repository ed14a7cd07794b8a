"""The figures of a simulation, each with its 95% confidence interval, and the difference
between two variants' figures with its significance; as a terminal table or JSON.

Which figures a variant has is read from its rules: pitcher success and set-backs where
there is a contract, smudges (or moons, where a set smudge loses the game) where the
auction has one, payouts where the game is settled.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal, NamedTuple

from allfours.runtime import model
from allfours.simulate.simulation import GameSummary
from allfours.simulate.statistics import (
    Difference,
    Estimate,
    mean_difference,
    mean_interval,
    proportion_difference,
    wilson,
)

SIGNIFICANT = 0.05


class Metric(NamedTuple):
    key: str  # stable, to match the same figure of two variants
    label: str
    kind: Literal["proportion", "mean"]
    estimate: Estimate
    successes: int = 0  # a proportion's counts
    samples: tuple[float, ...] = ()  # a mean's values


def proportion(key: str, label: str, successes: int, n: int) -> Metric:
    return Metric(key, label, "proportion", wilson(successes, n), successes=successes)


def mean(key: str, label: str, values: Sequence[float]) -> Metric:
    return Metric(key, label, "mean", mean_interval(values), samples=tuple(values))


def figures(rules: model.Rules, games: Sequence[GameSummary]) -> list[Metric]:
    """Every figure the variant's rules give a meaning to."""
    finished = [g for g in games if g.winner is not None]
    hands = [h for g in games for h in g.hands]
    played = [h for h in hands if not h.passed_out]
    metrics = [
        mean("hands_per_game", "hands per game", [len(g.hands) for g in finished]),
        mean(
            "points_per_hand",
            "points made per hand (all sides)",
            [sum(h.points_made) for h in played],
        ),
        proportion(
            "passed_out", "hands thrown in or bunched", len(hands) - len(played), len(hands)
        ),
    ]
    contracts = [h for h in played if h.bid is not None and h.made is not None]
    if contracts:
        made = sum(1 for h in contracts if h.made)
        metrics.append(
            proportion("pitcher_made", "pitcher makes the contract", made, len(contracts))
        )
        metrics.append(
            proportion("set_back", "pitcher set back", len(contracts) - made, len(contracts))
        )
        for bid in sorted({h.bid for h in contracts if h.bid is not None}):
            of_bid = [h for h in contracts if h.bid == bid]
            metrics.append(
                proportion(
                    f"pitcher_made.bid_{bid}",
                    f"  bid {bid}: made",
                    sum(1 for h in of_bid if h.made),
                    len(of_bid),
                )
            )
        metrics.append(
            mean(
                "pitcher_points",
                "pitcher's side: points made per hand",
                [
                    h.points_made[_side(rules, h.pitcher, games[0])]
                    for h in contracts
                    if h.pitcher is not None
                ],
            )
        )
    smudge = rules.auction.smudge if rules.auction is not None else None
    if smudge is not None:
        word = "moon" if smudge.set_loses else "smudge"
        tried = [h for h in contracts if h.bid == smudge.bid]
        metrics.append(
            proportion(f"{word}_bid", f"{word} bid (of contracts)", len(tried), len(contracts))
        )
        metrics.append(
            proportion(
                f"{word}_made",
                f"{word} made (of {word} bids)",
                sum(1 for h in tried if h.made),
                len(tried),
            )
        )
    if games:
        seats = len(games[0].players)
        for seat in range(seats):
            side = _side(rules, seat, games[0])
            wins = sum(1 for g in finished if g.winner == side)
            label = f"seat {seat} ({games[0].players[seat]}) wins"
            metrics.append(proportion(f"win_rate.seat_{seat}", label, wins, len(finished)))
        kinds = sorted(set(games[0].players))
        if len(kinds) > 1:
            for kind in kinds:
                wins = sum(1 for g in finished if _side_kinds(rules, g, g.winner) == {kind})
                metrics.append(
                    proportion(
                        f"win_rate.{kind}", f"a side of {kind} players wins", wins, len(finished)
                    )
                )
    settled = [g for g in finished if g.payouts is not None]
    if rules.settlement is not None and settled:
        for seat in range(len(settled[0].players)):
            metrics.append(
                mean(
                    f"payout.seat_{seat}",
                    f"seat {seat}: chips per game",
                    [float(g.payouts[seat]) for g in settled if g.payouts],
                )
            )
    return metrics


def _side(rules: model.Rules, seat: int, game: GameSummary) -> int:
    return seat % rules.table.sides(len(game.players))


def _side_kinds(rules: model.Rules, game: GameSummary, side: int | None) -> set[str]:
    sides = rules.table.sides(len(game.players))
    return {kind for seat, kind in enumerate(game.players) if seat % sides == side}


def compare(first: list[Metric], second: list[Metric]) -> list[tuple[Metric, Metric, Difference]]:
    """Each figure both variants have, with second - first and its significance."""
    theirs = {m.key: m for m in second}
    pairs = []
    for ours in first:
        other = theirs.get(ours.key)
        if other is None or ours.kind != other.kind:
            continue
        if ours.kind == "proportion":
            diff = proportion_difference(
                (ours.successes, ours.estimate.n), (other.successes, other.estimate.n)
            )
        else:
            diff = mean_difference(ours.samples, other.samples)
        pairs.append((ours, other, diff))
    return pairs


# -- rendering -------------------------------------------------------------------------


def _number(metric: Metric, value: float) -> str:
    return f"{100 * value:.1f}%" if metric.kind == "proportion" else f"{value:.2f}"


def table(title: str, games: int, complete: bool, metrics: list[Metric]) -> str:
    head = f"{title}: {games} games" + ("" if complete else " (interrupted: partial result)")
    width = max([len(m.label) for m in metrics] + [6])
    lines = [head, f"{'figure':<{width}}  {'value':>8}  {'95% CI':>17}  {'n':>7}"]
    for m in metrics:
        interval = f"{_number(m, m.estimate.low)} .. {_number(m, m.estimate.high)}"
        lines.append(
            f"{m.label:<{width}}  {_number(m, m.estimate.value):>8}  {interval:>17}  "
            f"{m.estimate.n:>7}"
        )
    return "\n".join(lines)


def comparison_table(names: tuple[str, str], pairs: list[tuple[Metric, Metric, Difference]]) -> str:
    width = max([len(a.label) for a, _, _ in pairs] + [6])
    lines = [
        f"{names[1]} against {names[0]} (difference = {names[1]} - {names[0]}; "
        f"* marks p < {SIGNIFICANT})",
        f"{'figure':<{width}}  {names[0][:10]:>10}  {names[1][:10]:>10}  "
        f"{'difference':>10}  {'95% CI':>19}  {'p':>7}",
    ]
    for a, b, d in pairs:
        interval = f"{_number(a, d.low)} .. {_number(a, d.high)}"
        mark = " *" if d.p < SIGNIFICANT else ""
        lines.append(
            f"{a.label:<{width}}  {_number(a, a.estimate.value):>10}  "
            f"{_number(b, b.estimate.value):>10}  {_number(a, d.value):>10}  {interval:>19}  "
            f"{d.p:>7.4f}{mark}"
        )
    return "\n".join(lines)


def metric_json(metric: Metric) -> dict[str, Any]:
    e = metric.estimate
    return {
        "key": metric.key,
        "label": metric.label.strip(),
        "kind": metric.kind,
        "value": e.value,
        "low": e.low,
        "high": e.high,
        "n": e.n,
    }


def comparison_json(pairs: list[tuple[Metric, Metric, Difference]]) -> list[dict[str, Any]]:
    return [
        {
            "key": a.key,
            "label": a.label.strip(),
            "first": a.estimate.value,
            "second": b.estimate.value,
            "difference": d.value,
            "low": d.low,
            "high": d.high,
            "p": d.p,
            "significant": d.p < SIGNIFICANT,
        }
        for a, b, d in pairs
    ]
