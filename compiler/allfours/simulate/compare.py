"""Two variants' figures set side by side, game by game, with a verdict a table can use.

The games of two simulations with the same seed are paired by their index (the same
seed, so the same cards where the packs agree), each figure's difference is tested on
the pairs (`statistics.paired_difference`), and the p-values of one comparison are
corrected together for their number (Holm). A difference is a change only when it is
both clear (its corrected p-value below `SIGNIFICANT`) and large enough to matter at a
table (at least the figure's `practical` size); a share with too few events on either
side is not tested at all.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal, NamedTuple

from allfours.simulate.figures import Figure
from allfours.simulate.statistics import Difference, holm, paired_difference

SIGNIFICANT = 0.05

# "change": clear and large enough to matter; "small": clear, but smaller than matters;
# "unclear": no clear difference; "few": too few events to say.
Verdict = Literal["change", "small", "unclear", "few"]


class Compared(NamedTuple):
    first: Figure
    second: Figure
    difference: Difference  # second minus first
    adjusted_p: float  # Holm's, over the figures of this comparison (1 when untested)
    verdict: Verdict

    @property
    def key(self) -> str:
        return identity(self.first)


def identity(figure: Figure) -> str:
    """A figure's key with its parameter: the same figure of another variant."""
    parts = [figure.key, "" if figure.value is None else str(figure.value), figure.player]
    return ".".join(part for part in parts if part)


def compare(first: Sequence[Figure], second: Sequence[Figure]) -> list[Compared]:
    """Each figure both have, in the first's order: the second minus the first."""
    theirs = {identity(f): f for f in second}
    # A share by place means something else at another table (cutthroat or partners):
    # only figures with the same even share are set side by side.
    pairs = [
        (f, theirs[identity(f)])
        for f in first
        if identity(f) in theirs and f.fair == theirs[identity(f)].fair
    ]
    differences = []
    for ours, other in pairs:
        games = min(len(ours.totals), len(other.totals))  # a run cut short: its games
        differences.append(
            paired_difference(
                (ours.totals[:games], ours.chances[:games]),
                (other.totals[:games], other.chances[:games]),
            )
        )
    tested = [i for i, (a, b) in enumerate(pairs) if not (a.few or b.few)]
    adjusted = dict(zip(tested, holm([differences[i].p for i in tested]), strict=True))
    out = []
    for index, ((ours, other), difference) in enumerate(zip(pairs, differences, strict=True)):
        p = adjusted.get(index, 1.0)
        verdict: Verdict
        if index not in adjusted:
            verdict = "few"
        elif p >= SIGNIFICANT:
            verdict = "unclear"
        elif abs(difference.value) < ours.practical:
            verdict = "small"
        else:
            verdict = "change"
        out.append(Compared(ours, other, difference, p, verdict))
    return out
