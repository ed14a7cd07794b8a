"""SVG charts of a simulation's figures, written by hand (no plotting library): a bar per
figure with its 95% confidence interval as an error bar, one chart per group of figures
(pitcher success by bid, win rate by seat, ...), a second variant's bars beside the
first's when two are compared."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from xml.sax.saxutils import escape

from allfours.simulate.report import Metric

BAR, GAP, HEIGHT, LEFT, TOP, BOTTOM = 28, 18, 220, 56, 40, 70
COLOURS = ("#3b6ea5", "#d08a2e")

# chart file -> (title, the keys of its figures start with)
GROUPS = {
    "pitcher_by_bid": ("Pitcher makes the contract, by bid", "pitcher_made.bid_"),
    "win_rate_by_seat": ("Win rate by seat", "win_rate.seat_"),
    "payouts_by_seat": ("Chips per game, by seat", "payout.seat_"),
}


def bar_chart(title: str, series: Sequence[tuple[str, Sequence[Metric]]]) -> str:
    """One chart: the figures of each series (a variant) side by side, by label."""
    labels = list(dict.fromkeys(m.label.strip() for _, metrics in series for m in metrics))
    by_label = [{m.label.strip(): m for m in metrics} for _, metrics in series]
    values = [
        v for _, metrics in series for m in metrics for v in (m.estimate.low, m.estimate.high, 0.0)
    ]
    top, bottom = max(values), min(values)
    if top == bottom:
        top = bottom + 1.0
    group = BAR * len(series) + GAP
    width = LEFT + group * len(labels) + GAP
    total_height = TOP + HEIGHT + BOTTOM

    def y(value: float) -> float:
        return TOP + HEIGHT * (top - value) / (top - bottom)

    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{total_height}" '
        f'viewBox="0 0 {width} {total_height}" font-family="sans-serif" font-size="11">',
        f"<title>{escape(title)}</title>",
        f'<text x="{LEFT}" y="20" font-size="14">{escape(title)}</text>',
        f'<line x1="{LEFT}" y1="{y(0):.1f}" x2="{width - GAP}" y2="{y(0):.1f}" stroke="#444"/>',
    ]
    for tick in (bottom, (top + bottom) / 2, top):
        parts.append(
            f'<text x="{LEFT - 6}" y="{y(tick) + 4:.1f}" text-anchor="end">'
            f"{_tick(tick, series)}</text>"
        )
    for index, label in enumerate(labels):
        x0 = LEFT + GAP + index * group
        for number, metrics in enumerate(by_label):
            metric = metrics.get(label)
            if metric is None:
                continue
            x = x0 + number * BAR
            e = metric.estimate
            low_y, high_y = sorted((y(0), y(e.value)))
            parts.append(
                f'<rect x="{x}" y="{low_y:.1f}" width="{BAR - 4}" height="{high_y - low_y:.1f}" '
                f'fill="{COLOURS[number % len(COLOURS)]}"><title>{escape(label)}: '
                f"{_value(metric)} (95% CI {_shown(metric, e.low)} to {_shown(metric, e.high)}, "
                f"n={e.n})</title></rect>"
            )
            middle = x + (BAR - 4) / 2
            parts.append(
                f'<line x1="{middle}" y1="{y(e.low):.1f}" x2="{middle}" '
                f'y2="{y(e.high):.1f}" stroke="#111"/>'
            )
        parts.append(
            f'<text x="{x0 + BAR * len(series) / 2:.1f}" y="{TOP + HEIGHT + 16}" '
            f'text-anchor="middle">{escape(label)}</text>'
        )
    for number, (name, _) in enumerate(series):
        ly = TOP + HEIGHT + 36 + 14 * number
        parts.append(
            f'<rect x="{LEFT}" y="{ly - 9}" width="10" height="10" '
            f'fill="{COLOURS[number % len(COLOURS)]}"/>'
        )
        parts.append(f'<text x="{LEFT + 14}" y="{ly}">{escape(name)}</text>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def _shown(metric: Metric, value: float) -> str:
    return f"{100 * value:.1f}%" if metric.kind == "proportion" else f"{value:.2f}"


def _value(metric: Metric) -> str:
    return _shown(metric, metric.estimate.value)


def _tick(value: float, series: Sequence[tuple[str, Sequence[Metric]]]) -> str:
    proportions = all(m.kind == "proportion" for _, metrics in series for m in metrics)
    return f"{100 * value:.0f}%" if proportions else f"{value:.1f}"


def write_charts(directory: Path, series: Sequence[tuple[str, Sequence[Metric]]]) -> list[Path]:
    """Every chart the figures have, as DIRECTORY/NAME.svg; the files written."""
    directory.mkdir(parents=True, exist_ok=True)
    written = []
    for name, (title, prefix) in GROUPS.items():
        chosen = [
            (label, [m for m in metrics if m.key.startswith(prefix)]) for label, metrics in series
        ]
        if not any(metrics for _, metrics in chosen):
            continue
        path = directory / f"{name}.svg"
        path.write_text(bar_chart(title, chosen), encoding="utf-8")
        written.append(path)
    return written
