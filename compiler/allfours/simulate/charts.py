"""SVG bar charts, written by hand (no plotting library), laid out from their text.

Every piece of text is given the room it needs: a label's width is estimated from its
characters (a generous average advance for a sans-serif face), the chart is as wide as
its title, its legend and its groups of bars need, and a group as wide as its label, so
that nothing is clipped or overlaps (the site's browser test measures every text box).

- `bar_chart`: groups of bars, one bar per series (a variant), each with its label;
- `write_charts`: the CLI's `--svg` charts of a simulation's figures (contracts made by
  bid; wins by place at the table), a second variant's bars beside the first's;
- `length_chart`: how many hands a game lasts, as shares of games (the site's chart).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from xml.sax.saxutils import escape

from allfours.simulate.figures import Figure
from allfours.simulate.report import label, shown

FONT = 12  # px, every label
TITLE = 15
ADVANCE = 0.62  # a character's width, as a share of the font size (generous)
BAR, GAP, HEIGHT, MARGIN = 26, 18, 200, 12
COLOURS = ("#3b6ea5", "#d08a2e", "#5a9e5a")


def text_width(text: str, size: float = FONT) -> float:
    return len(text) * size * ADVANCE


class Series:
    """One variant's bars: a name, and a value (with an interval) for each group."""

    def __init__(
        self, name: str, values: Sequence[tuple[float, float, float] | None], tips: Sequence[str]
    ) -> None:
        self.name = name
        self.values = list(values)
        self.tips = list(tips)


def bar_chart(
    title: str, groups: Sequence[str], series: Sequence[Series], percent: bool = True
) -> str:
    """Bars for each group, one per series, with their 95% intervals as error bars."""
    numbers = [v for s in series for value in s.values if value for v in value]
    top = max([*numbers, 0.0]) or 1.0
    if percent:
        top = min(1.0, top * 1.1) if top < 0.95 else 1.0
    ticks = [0.0, top / 2, top]
    tick_text = [f"{100 * t:.0f}%" if percent else f"{t:.1f}" for t in ticks]
    left = MARGIN + max(text_width(t) for t in tick_text) + 8
    bars = BAR * len(series)
    widths = [max(bars + GAP, text_width(g) + GAP) for g in groups]
    legend_rows = [(s.name, MARGIN + 16 + text_width(s.name)) for s in series]
    plot_width = sum(widths)
    width = max(
        left + plot_width + MARGIN,
        MARGIN + text_width(title, TITLE) + MARGIN,
        max((w for _, w in legend_rows), default=0.0) + MARGIN,
    )
    top_y = MARGIN + TITLE + 14
    axis_y = top_y + HEIGHT
    legend_y = axis_y + FONT + 22
    height = legend_y + 18 * len(series) + MARGIN

    def y(value: float) -> float:
        return axis_y - HEIGHT * value / top

    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height:.0f}" '
        f'viewBox="0 0 {width:.0f} {height:.0f}" font-family="sans-serif" font-size="{FONT}">',
        f"<title>{escape(title)}</title>",
        f'<rect width="{width:.0f}" height="{height:.0f}" fill="#fff"/>',
        f'<text x="{MARGIN}" y="{MARGIN + TITLE}" font-size="{TITLE}">{escape(title)}</text>',
        f'<line x1="{left:.1f}" y1="{axis_y:.1f}" x2="{left + plot_width:.1f}" '
        f'y2="{axis_y:.1f}" stroke="#444"/>',
    ]
    for tick, text in zip(ticks, tick_text, strict=True):
        parts.append(
            f'<text x="{left - 6:.1f}" y="{y(tick) + 4:.1f}" text-anchor="end">{text}</text>'
        )
    x0 = left
    for index, group in enumerate(groups):
        group_width = widths[index]
        first = x0 + (group_width - bars) / 2
        for number, s in enumerate(series):
            value = s.values[index] if index < len(s.values) else None
            if value is None:
                continue
            middle_value, low, high = value
            x = first + number * BAR
            bar_top = y(middle_value)
            colour = COLOURS[number % len(COLOURS)]
            parts.append(
                f'<rect x="{x + 2:.1f}" y="{bar_top:.1f}" width="{BAR - 4}" '
                f'height="{axis_y - bar_top:.1f}" fill="{colour}">'
                f"<title>{escape(s.tips[index])}</title></rect>"
            )
            centre = x + BAR / 2
            parts.append(
                f'<line x1="{centre:.1f}" y1="{y(low):.1f}" x2="{centre:.1f}" '
                f'y2="{y(high):.1f}" stroke="#111"/>'
            )
        parts.append(
            f'<text x="{x0 + group_width / 2:.1f}" y="{axis_y + FONT + 6:.1f}" '
            f'text-anchor="middle">{escape(group)}</text>'
        )
        x0 += group_width
    for number, s in enumerate(series):
        row = legend_y + 18 * number
        colour = COLOURS[number % len(COLOURS)]
        parts.append(
            f'<rect x="{MARGIN}" y="{row - 10:.1f}" width="11" height="11" fill="{colour}"/>'
        )
        parts.append(f'<text x="{MARGIN + 16}" y="{row:.1f}">{escape(s.name)}</text>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


# The CLI's charts: file name -> (title, the figures it shows, each group's label).
GROUPS: dict[str, tuple[str, tuple[str, ...]]] = {
    "contracts_by_bid": ("Contracts made, by bid", ("pitcher_made_bid",)),
    "wins_by_place": (
        "Games won, by place at the table",
        ("first_dealer_wins", "eldest_wins", "kind_wins"),
    ),
}


def _figure_series(
    name: str, figures: Sequence[Figure], groups: Sequence[str], keys: tuple[str, ...]
) -> Series:
    by_label = {label(f): f for f in figures if f.key in keys}
    values: list[tuple[float, float, float] | None] = []
    tips = []
    for group in groups:
        f = by_label.get(group)
        if f is None:
            values.append(None)
            tips.append("")
            continue
        e = f.estimate
        values.append((e.value, e.low, e.high))
        count = f" ({f.events} of {f.trials})" if f.kind == "share" else ""
        tips.append(
            f"{name}: {shown(f, e.value)}{count}, 95% {shown(f, e.low)} to {shown(f, e.high)}"
        )
    return Series(name, values, tips)


def write_charts(directory: Path, series: Sequence[tuple[str, Sequence[Figure]]]) -> list[Path]:
    """Every chart the figures have, as DIRECTORY/NAME.svg; the files written."""
    directory.mkdir(parents=True, exist_ok=True)
    written = []
    for name, (title, keys) in GROUPS.items():
        groups = list(
            dict.fromkeys(label(f) for _, figures in series for f in figures if f.key in keys)
        )
        if not groups:
            continue
        chart = bar_chart(title, groups, [_figure_series(n, f, groups, keys) for n, f in series])
        path = directory / f"{name}.svg"
        path.write_text(chart, encoding="utf-8")
        written.append(path)
    return written


def length_chart(
    title: str, axis: str, lengths: Sequence[tuple[str, dict[int, int]]], most: int = 16
) -> str:
    """How many hands games last: for each series (a variant), the share of its games
    that lasted each number of hands (the longest gathered as "`most`+")."""
    top = max((max(counts, default=0) for _, counts in lengths), default=0)
    last = min(top, most)
    groups = [str(n) for n in range(1, last)] + [f"{last}+" if top > last else str(last)]
    series = []
    for name, counts in lengths:
        total = sum(counts.values()) or 1
        shares = []
        for n in range(1, last + 1):
            games = counts.get(n, 0) if n < last else sum(c for k, c in counts.items() if k >= n)
            shares.append((games / total, games / total, games / total))
        tips = [
            f"{name}: {g} {axis}: {100 * s[0]:.1f}%" for g, s in zip(groups, shares, strict=True)
        ]
        series.append(Series(name, shares, tips))
    return bar_chart(title, groups, series)
