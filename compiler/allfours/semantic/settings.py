"""The settings in force for a variant: its own statements over its bases' statements."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple, TypeVar

from allfours import ast, ir

S = TypeVar("S")


class Settings(NamedTuple):
    """Each setting key mapped to the statement that decides it, nearest file first."""

    by_key: dict[str, ast.Statement]
    points: tuple[ast.Point, ...]  # in the order they were first defined, overrides in place
    files: tuple[str, ...]  # the chain's files, the variant's own first

    def nearer(self, path: str, than: str) -> bool:
        """Whether `path` is a file nearer the variant than `than` in its extends chain."""
        return self.files.index(path) < self.files.index(than)

    def stated(self, key: str) -> ast.Stated | None:
        """The statement in force of a setting the registry declares whole, by its key."""
        statement = self.by_key.get(key)
        return statement if isinstance(statement, ast.Stated) else None

    def get(self, kind: type[S]) -> S | None:
        for statement in self.by_key.values():
            if isinstance(statement, kind):
                return statement
        return None


def effective_settings(chain: Sequence[ast.VariantFile]) -> Settings:
    """Merge a chain given leaf first: a later (nearer) file overrides an earlier one."""
    by_key: dict[str, ast.Statement] = {}
    point_order: list[str] = []
    for variant in reversed(chain):
        for statement in variant.statements:
            if statement.key not in by_key and isinstance(statement, ast.Point):
                point_order.append(statement.key)
            by_key[statement.key] = statement
    # A point a nearer file removed (`point ID: none`) is not a point of the variant.
    points = tuple(p for key in point_order if isinstance(p := by_key[key], ast.Point))
    files = tuple(variant.path for variant in chain)
    return Settings(by_key, points, files)


def pack_ranks(pack: ast.Pack | None) -> str:
    """The pack's ranks, high to low: the ace down to the two, or to a stated rank."""
    lowest = ir.RANK_WORDS[pack.lowest_rank.value] if pack and pack.lowest_rank else "2"
    return "".join(ir.RANKS[: ir.RANKS.index(lowest) + 1])


def pack_size_of(pack: ast.Pack | None) -> int:
    """How many cards the pack holds: four suits of its ranks, and its jokers."""
    return 4 * len(pack_ranks(pack)) + (pack.jokers if pack else 0)
