"""A hand played by rule-based players, step by step, each step with its rules' numbers.

The hand is the engine's own event log, played by the package's runtime: nothing here
decides what the rules say. A step's numbers are those of the rules that decided it:
the rule an event carries out (a trick won: the trick rule; a point scored: the point's
rule), and for an action, the rules that refused every other action of its kind the
player held (the cards that had to follow suit, the bids too low), as the engine itself
words a refusal.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from allfours.simulate.players import maker_of

if TYPE_CHECKING:
    from allfours import ir

PLAYER = "rule"
# The rule each kind of event carries out, where the variant has it (a point's rule is
# its own: `points.<id>`). Events of kinds not named here are shown without a number.
EVENT_RULES: dict[str, tuple[str, ...]] = {
    "Dealt": ("deal.deal",),
    "Bid": ("auction.order",),
    "Contract": ("auction.contract",),
    "ThrownIn": ("auction.all_pass",),
    "TrickWon": ("play.trick",),
    "SetBack": ("scoring.contract",),
    "Reneged": ("play.renege",),
    "HandScored": ("scoring.others",),
}
GAME_WON_RULES = {
    "target": "game.target",
    "pitcher_first": "game.count_out",
    "count_out": "game.count_out",
    "at_once": "game.instant",
    "smudge": "game.instant",
    "all_points": "game.instant",
    "going_out": "game.going_out",
    "deals": "game.deals",
}
# At most this many steps: a hand has a few dozen; a variant that never ends one is cut.
MAX_STEPS = 2000


def _candidates(action: str, hand: list[str], bids: range) -> list[str]:
    """The actions of the same kind as `action` that a player could have tried."""
    verb = action.split(" ", 1)[0]
    if verb == "play":
        return [f"play {card}" for card in hand]
    if verb == "bid":
        return [f"bid {n}" for n in bids]
    return []


def _refused_by(game: Any, seat: int, tried: list[str], legal: tuple[str, ...]) -> list[str]:
    """The numbers of the rules that refuse the actions of `tried` that are not legal. A
    refused action leaves the game as it was, so trying one changes nothing."""
    found: list[str] = []
    for action in tried:
        if action in legal:
            continue
        try:
            game.apply(action, seat)
        except Exception as refusal:  # IllegalAction, of the module playing the game
            rule = getattr(refusal, "rule", None)
            if rule and rule not in found:
                found.append(rule)
        else:  # pragma: no cover - legal_actions and apply disagree: the engine's bug
            raise AssertionError(f"{action!r} was not legal, yet was played")
    return sorted(found)


def _event(event: Any, numbers: dict[str, str]) -> dict[str, Any]:
    kind = type(event).__name__
    shown: dict[str, Any] = {"kind": kind, **event._asdict()}
    ids = list(EVENT_RULES.get(kind, ()))
    if kind == "PointScored":
        ids.append(f"points.{event.point}")
    if kind == "GameWon" and event.by in GAME_WON_RULES:
        ids.append(GAME_WON_RULES[event.by])
    shown["rules"] = [numbers[rule] for rule in ids if rule in numbers]
    return shown


def play_hand(variant: ir.Variant, seed: int, language: str) -> dict[str, Any]:
    """One hand of `variant` at its usual table, from the deal to the score."""
    from allfours.backends.python import default_players
    from allfours.backends.rulebook import LANGUAGES, sections
    from allfours.playground.markdown import render
    from allfours.sources import rules_module

    module = rules_module(variant)
    rules = variant.rules
    players = default_players(rules)
    rng = random.Random(seed)
    game = module.Game(players, dealer=0, seed=rng.getrandbits(64))
    make = maker_of(PLAYER)
    bots = [make(module, seat, random.Random(rng.getrandbits(64))) for seat in range(players)]
    numbers = dict(rules.numbers)
    auction = rules.auction
    bids = range(auction.min_bid, auction.max_bid + 1) if auction is not None else range(0)
    game.deal()
    steps: list[dict[str, Any]] = []
    seen = 0
    refused: list[str] = []  # the rules that refused the other actions of the last one
    for _ in range(MAX_STEPS):
        for event in game.events[seen:]:
            step = _event(event, numbers)
            step["rules"] = sorted({*refused, *step["rules"]})
            refused = []
            steps.append(step)
        seen = len(game.events)
        if game.to_act is None:
            break
        seat = game.to_act
        observation = game.observation(seat)
        legal = tuple(game.legal_actions())
        action = bots[seat].choose(observation)
        tried = _candidates(action, list(observation["hand"]), bids)
        refused = _refused_by(game, seat, tried, legal)
        game.apply(action, seat)
    spoken = next((each for each in LANGUAGES if each.code == language), LANGUAGES[0])
    cited = {number for step in steps for number in step.get("rules", ())}
    sentences = {
        rule.number: render(rule.text, [])
        for section in sections(variant, spoken)
        for rule in section.rules
        if rule.number in cited
    }
    return {
        "players": players,
        "side_of": list(game.side_of),
        "steps": steps,
        "rules": sentences,
        "points": {point.id: spoken.point_title(point.id) for point in rules.points},
        "scores": list(game.scores),
    }
