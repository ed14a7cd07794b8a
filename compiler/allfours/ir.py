"""The IR: a variant fully resolved, `extends` applied and every default filled in.

`Variant.rules` is the game itself, the typed tree the engine plays
(`allfours.runtime.model`), which the Python backend emits into the rules module as it
is. Around it, the IR keeps what only the compiler needs: where the variant and each
setting came from, its base, its description and its own file. Every backend reads
this and never the AST.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from allfours.runtime.cards import RANK_NAMES, SUIT_CODES, SUIT_NAMES

if TYPE_CHECKING:  # for types only: `allfours check` reads the card words, not the model
    from allfours.runtime.model import Rules

# The card vocabulary in the words of the variant language: derived from the runtime's.
RANKS = "".join(RANK_NAMES)  # high to low, as card-code letters
SUIT_WORDS = dict(zip(SUIT_NAMES, SUIT_CODES, strict=True))  # "spades" -> "S"
RANK_WORDS = {word: code for code, word in RANK_NAMES.items()}  # "jack" -> "J"
JOKER_CODE = "JK"
JOKER_CODES = {"high": "HJ", "low": "LJ"}  # two jokers, a high and a low


class Origin(NamedTuple):
    """Where a setting was stated: for comments in generated code and 'differs from' notes."""

    path: str
    line: int
    text: str


class Variant(NamedTuple):
    rules: Rules
    prefix: str  # the rule numbers' prefix, "AP"
    description: str
    source: str  # the variant's file, as shown
    lineage: tuple[str, ...]  # this variant's id, then its base's, up to the root
    # setting key -> where it was stated; settings left at their default are absent
    origins: tuple[tuple[str, Origin], ...]
    parent: Variant | None  # the variant this one extends, resolved the same way
    source_text: str  # the variant's own file, shown beside its rulebook
    # the title and description in the site's other languages, from the variant's own file:
    # (("description pl", "..."), ("title es", "..."), ...), sorted
    translations: tuple[tuple[str, str], ...] = ()

    @property
    def id(self) -> str:
        return self.rules.id

    @property
    def title(self) -> str:
        return self.rules.title

    def title_in(self, language: str) -> str:
        """The title in a language (a code, "es"), or the English title where the file
        gives none in it."""
        return dict(self.translations).get(f"title {language}", self.title)

    def description_in(self, language: str) -> str:
        """The description in a language, or the English description where the file
        gives none in it."""
        return dict(self.translations).get(f"description {language}", self.description)

    def translated(self, what: str) -> tuple[tuple[str, str], ...]:
        """The title (`what` "title") or description ("description") in each language the
        file gives it in: (("es", "..."), ("pl", "...")), by language code."""
        prefix = f"{what} "
        return tuple(
            (key.removeprefix(prefix), text)
            for key, text in self.translations
            if key.startswith(prefix)
        )

    @property
    def base(self) -> str | None:
        return self.lineage[1] if len(self.lineage) > 1 else None

    def origin(self, key: str) -> Origin | None:
        return dict(self.origins).get(key)

    @property
    def partnerships(self) -> bool:
        """Whether every table of the variant plays in partnerships."""
        table = self.rules.table
        return table.players_min == table.players_max and bool(table.partnered)

    @property
    def sides(self) -> int:
        """The number of sides at the smallest table."""
        table = self.rules.table
        return table.sides(table.players_min)
