"""What a house rule changes: the site's simulation of it and of its base, in steps.

The games are the site's (`simulate.site`: its seed, its number of games, rule-based
players at the variant's usual table), played by the modules compiled in memory, so a
bundled variant unchanged gives the figures its rulebook page shows. The page asks for a
few games at a time, shows the progress, and stays free to check the text in between.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from allfours.catalogs import SITE_LANGUAGES
from allfours.simulate.figures import Figure, figures
from allfours.simulate.players import maker_of
from allfours.simulate.simulation import GameSummary, Setup, play_game
from allfours.simulate.site import GAMES, PLAYER, SEED, against_base, games_data
from allfours.simulate.variants import title_of

if TYPE_CHECKING:
    from allfours import ir

STEP = 10  # games played between two answers to the page


class _Run:
    """The games of one variant."""

    def __init__(self, variant: ir.Variant, games: int, seed: int) -> None:
        from allfours.backends.python import default_players
        from allfours.sources import rules_module

        self.variant = variant
        self.module = rules_module(variant)
        self.players = (PLAYER,) * default_players(variant.rules)
        self.makers = [maker_of(spec) for spec in self.players]
        self.games = games
        self.seed = seed
        self.played: list[GameSummary] = []

    @property
    def done(self) -> bool:
        return len(self.played) >= self.games

    def step(self, count: int) -> None:
        start = len(self.played)
        for index in range(start, min(start + count, self.games)):
            self.played.append(play_game(self.module, self.makers, self.players, self.seed, index))

    def figures(self) -> list[Figure]:
        return figures(self.variant.rules, self.played)


class Comparison:
    """A variant's games and its base's, played `STEP` at a time; the base's first."""

    def __init__(self, variant: ir.Variant, games: int = GAMES, seed: int = SEED) -> None:
        games = max(1, min(games, GAMES * 10))
        self.variant = _Run(variant, games, seed)
        self.base = _Run(variant.parent, games, seed) if variant.parent is not None else None
        self.runs = [run for run in (self.base, self.variant) if run is not None]

    @property
    def done(self) -> bool:
        return all(run.done for run in self.runs)

    def step(self) -> None:
        running = next((run for run in self.runs if not run.done), None)
        if running is not None:
            running.step(STEP)

    def progress(self) -> dict[str, int]:
        return {
            "played": sum(len(run.played) for run in self.runs),
            "total": sum(run.games for run in self.runs),
        }

    def data(self) -> dict[str, Any]:
        """The site's simulation data of the variant (`generated/simulation/ID.json`): its
        figures, and those of its base set against them; not the skill figure, nor where
        the rule matters, which the site measures on games of their own."""
        run = self.variant
        measured = run.figures()
        setup = Setup(run.variant.id, run.players, run.seed)
        data = games_data(run.module, setup, run.played, measured)
        if self.base is not None:
            base = self.base
            data["base"] = base.variant.id
            data["base_titles"] = {code: title_of(base.module, code) for code in SITE_LANGUAGES}
            data["against_base"] = against_base(base.figures(), measured)
        return data

    def section(self, language: str) -> str:
        """ "What these rules do", as the variant's rulebook page ends with it."""
        from allfours.backends import simulation_pages

        return simulation_pages.section(self.data(), language, chart=False)
