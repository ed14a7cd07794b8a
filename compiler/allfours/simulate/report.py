"""`allfours simulate`'s output: a variant's figures, and two variants compared, as a
terminal table or JSON.

A share with fewer than `statistics.FEW` events is shown as its counts ("3 of 9"), never
as a bare percentage; variants are named by their full titles; a comparison of A
against B is A minus B, said once in its heading.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from allfours.backends.simulation_words import figure_label, words
from allfours.simulate.compare import Compared, identity
from allfours.simulate.divergence import Divergence
from allfours.simulate.figures import COUNTED_OVER, Figure
from allfours.simulate.statistics import FEW, Difference

EN = words("en")


def label(figure: Figure) -> str:
    return figure_label("en", figure.key, figure.value, figure.player)


def shown(figure: Figure, value: float, signed: bool = False) -> str:
    """A value in the figure's unit: a percentage for shares, else two decimals."""
    sign = "+" if signed and round(value, 4) > 0 else ""
    if figure.kind == "share" or figure.percent:
        return f"{sign}{100 * value:.1f}%"
    return f"{sign}{value:.2f}"


def value_text(figure: Figure) -> str:
    """The figure as a player should read it: its counts when there are few."""
    if figure.few:
        return EN.fmt("counted", events=figure.events, trials=figure.trials)
    return shown(figure, figure.estimate.value)


def over(figure: Figure) -> str:
    unit = COUNTED_OVER[figure.key]
    count = len([c for c in figure.chances if c]) if unit == "games" else figure.trials
    return EN.fmt(f"over-{unit}", n=f"{count:,}")


def table(title: str, games: int, stopped: str, figures: Sequence[Figure]) -> str:
    head = EN.fmt("cli_head", title=title, games=f"{games:,}")
    if stopped:
        head += EN["cli_partial"] + f": {stopped}"
    rows = [(EN["cli_figure"], EN["cli_value"], EN["cli_interval"], EN["cli_counted"])]
    for f in figures:
        e = f.estimate
        rows.append((label(f), value_text(f), f"{shown(f, e.low)} .. {shown(f, e.high)}", over(f)))
    return head + "\n" + _columns(rows, right=(1, 2, 3))


def comparison_table(titles: tuple[str, str], pairs: Sequence[Compared]) -> str:
    """`titles[0]` against `titles[1]`: each pair holds (the second's figure, the first's),
    so the difference printed is the first minus the second."""
    first, second = titles
    head = EN.fmt("cli_against", first=first, second=second)
    rows = [
        (
            EN["cli_figure"],
            first,
            second,
            EN["cli_difference"],
            EN["cli_interval"],
            EN["cli_p"],
            EN["cli_verdict"],
        )
    ]
    for pair in pairs:
        ours, theirs, d = pair.second, pair.first, pair.difference
        rows.append(
            (
                label(ours),
                value_text(ours),
                value_text(theirs),
                shown(ours, d.value, signed=True),
                f"{shown(ours, d.low, signed=True)} .. {shown(ours, d.high, signed=True)}",
                "" if pair.verdict == "few" else f"{pair.adjusted_p:.4f}",
                EN[f"verdict-{pair.verdict}"],
            )
        )
    return _wrap(head) + "\n" + _columns(rows, right=(1, 2, 3, 4, 5))


def divergence_line(divergence: Divergence | None) -> str:
    if divergence is None:
        return EN["cli_no_shared_deals"]

    def share(events: int) -> str:
        hands = divergence.hands
        if min(events, hands - events) < FEW:
            return EN.fmt("counted", events=f"{events:,}", trials=f"{hands:,}")
        return f"{100 * events / hands:.0f}%"

    return EN.fmt(
        "cli_matters",
        share=share(divergence.changed),
        hands=f"{divergence.hands:,}",
        scored=share(divergence.scored),
    )


def _columns(rows: Sequence[Sequence[str]], right: tuple[int, ...]) -> str:
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = []
    for row in rows:
        cells = [
            cell.rjust(widths[i]) if i in right else cell.ljust(widths[i])
            for i, cell in enumerate(row)
        ]
        lines.append("  ".join(cells).rstrip())
    return "\n".join(lines)


def _wrap(text: str, width: int = 88) -> str:
    lines, line = [], ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return "\n".join([*lines, line])


def figure_json(figure: Figure) -> dict[str, Any]:
    e = figure.estimate
    out: dict[str, Any] = {
        "key": identity(figure),
        "label": label(figure),
        "kind": figure.kind,
        "value": e.value,
        "low": e.low,
        "high": e.high,
        "events": figure.events if figure.kind == "share" else None,
        "trials": figure.trials,
        "games": len([c for c in figure.chances if c]),
        "few": figure.few,
    }
    if figure.fair is not None:
        out["fair"] = figure.fair
    return out


def difference_json(d: Difference) -> dict[str, Any]:
    return {"difference": d.value, "low": d.low, "high": d.high, "p": d.p, "pairs": d.pairs}


def comparison_json(pairs: Sequence[Compared]) -> list[dict[str, Any]]:
    """Each pair as the first variant minus the second (`pair.second` is the first's)."""
    return [
        {
            "key": pair.key,
            "label": label(pair.second),
            "first": pair.second.estimate.value,
            "second": pair.first.estimate.value,
            **difference_json(pair.difference),
            "adjusted_p": pair.adjusted_p,
            "verdict": pair.verdict,
        }
        for pair in pairs
    ]
