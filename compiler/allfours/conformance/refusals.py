"""Illegal records from the engine's own refusals, found at the steps of random hands.

At each step of a hand, the player to act offers every action of the family's words that
is not legal there (each bid, each word, each card they hold and one they do not), and
the next player offers the first legal action as if it were their turn. The reference
refuses each one, naming the rule: for an action a phase's constraints drop, the rule of
the first constraint that drops it (`first_refusal`); for any other, the rule of the
phase's own refusal (a card not held, a word of another phase, a turn not one's own).
Nothing here says what is refused or why: the engine does, and a refusal it learns
comes with its own records.

Refusals are told apart by what the engine says about them: the phase, the rule, and
the reason with its numbers and card names left out ("a bid must be higher than N").
The first hand and step that shows each is the record: the hand's steps up to there,
then the refused action.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from allfours.conformance.modules import rules_of
from allfours.conformance.records import Record
from allfours.conformance.trace import dealt

WORDS = (
    "pass",
    "sell",
    "refuse",
    "stand",
    "beg",
    "give",
    "run",
    "done",
    "take set",
    "rob",
    "partner",
)
UNKNOWN = "draw"  # no action of the family has this word
NAMES = ("name S", "name H", "name D", "name C", "name X")


@dataclass(frozen=True, slots=True, order=True)
class Refusal:
    """A kind of refusal: the phase it happens in, the rule and the reason's shape."""

    phase: str  # "auction", "sale", "begging", "naming", "discard", "play" or "over"
    rule: str  # the rule's id, e.g. "auction.bids"
    reason: str  # the reason, its numbers as N and its card names as CARD

    @property
    def slug(self) -> str:
        """The kind as a kebab-case name: the phase, the rule and the reason's words."""
        words = re.findall(r"[a-z0-9]+", f"{self.phase} {self.rule} {self.reason}".lower())
        return "-".join(words)


@dataclass(frozen=True, slots=True)
class Found:
    """Where a refusal was first seen: a hand, a step of it, and the refused action."""

    refusal: Refusal
    hand: int  # the index of the hand in the pool
    step: int  # the index of the step the action is offered at
    seat: int
    action: str
    reason: str  # as the engine gave it


def card_names(module: Any) -> tuple[str, ...]:
    """The name of every card of the variant's pack, as the engine's reasons say them."""
    cards = module.Game(rules_of(module).table.players_min).cards
    return tuple(cards.name(card) for card in range(cards.size))


def shape(reason: str, card_names: Iterable[str]) -> str:
    """A reason with its card names and numbers left out."""
    return re.sub(r"-?\d+", "N", _names_pattern(tuple(card_names)).sub("CARD", reason))


@functools.lru_cache(maxsize=64)
def _names_pattern(names: tuple[str, ...]) -> re.Pattern[str]:
    """Any of `names`, the longest first (so that "ten of trumps" is not "ten")."""
    return re.compile("|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)))


def _offers(
    game: Any, seat: int, legal: tuple[str, ...], bids: range, pack: tuple[str, ...]
) -> Iterator[str]:
    """The actions of the family's words `seat` may try now, legal or not: every value of
    a word the legal set has (every bid, every card held and one not held), one of each
    other word."""
    words = {action.partition(" ")[0] for action in legal}
    yield from WORDS
    yield UNKNOWN
    amounts = list(bids) if words & {"bid", "pass"} else [bids.start]
    yield from (f"bid {amount}" for amount in amounts)
    yield from NAMES if "name" in words else NAMES[:1]
    codes = game.codes
    held = [codes[card] for card in game.hands[seat]]
    not_held = [code for code in pack if code not in held][:1]
    for word in ("play", "discard"):
        cards = [*held, *not_held] if word in words else [*held[:1], *not_held]
        yield from (f"{word} {code}" for code in cards)


def bids_of(rules: Any) -> range:
    """The bids to offer: every bid of the auction and one past each end of it."""
    auction = rules.auction
    return range(auction.min_bid - 1, auction.max_bid + 2) if auction is not None else range(1, 2)


def refused_offers(game: Any, dealer: int, bids: range) -> list[tuple[int, str]]:
    """What the players offer that the rules refuse now, as (seat, action): the player to
    act, every action of the family's words that is not legal; the next player, the first
    legal action as if it were their turn; once the hand is over, the dealer, a pass."""
    seat = game.to_act
    if seat is None:
        return [(dealer, "pass")]
    legal = game.legal_actions()
    offers = [(seat, a) for a in _offers(game, seat, legal, bids, game.codes) if a not in legal]
    other = (seat + 1) % game.players
    word = legal[0].partition(" ")[0] if legal else "pass"
    hand = game.hands[other]
    if word in ("play", "discard") and hand:
        offers.append((other, f"{word} {game.codes[hand[0]]}"))
    else:
        offers.append((other, legal[0] if legal else "pass"))
    return offers


def refusals_of(
    module: Any, record: Record, hand: int, card_names: tuple[str, ...], bids: range
) -> Iterator[Found]:
    """Every refusal the reference makes at the steps of a completed hand record (and
    after its end), with the first action that shows it at each step."""
    game = dealt(module.Engine, module.RULES, record)
    steps = record["steps"]
    for index in range(len(steps) + 1):
        seat = game.to_act
        phase = game.phase if seat is not None else "over"
        offers = refused_offers(game, record["dealer"], bids)
        seen: set[Refusal] = set()
        for by, action in offers:
            try:
                game.apply(action, by)
            except module.IllegalAction as refused:
                kind = Refusal(phase, refused.rule_id, shape(refused.reason, card_names))
                if kind not in seen:
                    seen.add(kind)
                    yield Found(kind, hand, index, by, action, refused.reason)
            else:  # pragma: no cover - only actions that are not legal are offered
                raise AssertionError(f"{action!r} by seat {by} was legal")
        if index == len(steps) or seat is None:
            return
        step = steps[index]
        game.apply(step["action"], step["seat"])
