"""The rule numbers every backend cites: the section layout of rules/auction-pitch.md.

Numbers are stable across variants: section x.y states the same question in every
rulebook (who deals, who bids first, ...), answered by each variant's settings; only
section 5, the points, numbers one rule per point of the variant.
"""

from __future__ import annotations

from allfours import ir


class RuleNumbers:
    def __init__(self, variant: ir.Variant) -> None:
        self.prefix = variant.rule_prefix
        self._points = {point.id: index for index, point in enumerate(variant.points, start=1)}

    def cite(self, number: str) -> str:
        return f"{self.prefix}-{number}"

    def point(self, point_id: str) -> str:
        return self.cite(f"5.{self._points[point_id]}")

    def points_made(self) -> str:
        return self.cite(f"5.{len(self._points) + 1}")
