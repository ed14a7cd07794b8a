"""Driving a game of a rules module in a test: a given deal (`start`), actions and whole
tricks in turn order (`act`, `play`, `finish`), and a refused action that must change
nothing observable (`assert_refused`, by `snapshot`). Shared by every test that plays
scripted hands."""

from __future__ import annotations

from collections.abc import Sequence
from types import ModuleType
from typing import Any

import pytest


def start(
    module: ModuleType,
    hands: Sequence[str],
    *,
    dealer: int,
    scores: list[int] | None = None,
    setbacks: list[int] | None = None,
) -> Any:
    """A game with the given deal: one space-separated string of card codes per seat."""
    game = module.Game(len(hands), dealer=dealer, scores=scores, setbacks=setbacks)
    game.deal([hand.split() for hand in hands])
    return game


def act(game: Any, *actions: str) -> None:
    """Auction or sale actions in turn order, each checked against the seat to act."""
    for action in actions:
        game.apply(action, seat=game.to_act)


def play(game: Any, *tricks: str) -> None:
    """Whole tricks, each the space-separated cards in play order from its leader."""
    for trick in tricks:
        for code in trick.split():
            game.apply("play " + code, seat=game.to_act)


def finish(game: Any) -> None:
    """Play the rest of the hand, always the first legal card."""
    while game.to_act is not None:
        game.apply(game.legal_actions()[0])


def snapshot(game: Any) -> dict[str, Any]:
    """Everything observable about a game, to show that a refusal changed nothing."""
    return {
        "observations": [game.observation(seat) for seat in range(game.players)],
        "legal": game.legal_actions(),
        "to_act": game.to_act,
        "phase": game.phase,
        "dealer": game.dealer,
        "scores": list(game.scores),
        "setbacks": list(game.setbacks),
        "hand_result": game.hand_result,
        "winner": game.winner,
        "game_over": game.game_over,
        "events": list(game.events),
    }


def assert_refused(
    module: ModuleType, game: Any, action: str, rule: str | None, seat: int | None = None
) -> Any:
    """`action` raises IllegalAction citing `rule` (unless None), saying what was refused
    and why; nothing observable changes."""
    before = snapshot(game)
    with pytest.raises(module.IllegalAction) as refused:
        game.apply(action, seat=seat)
    if rule is not None:
        assert refused.value.rule == rule, refused.value
    assert refused.value.action == action
    assert refused.value.reason
    assert snapshot(game) == before
    return refused.value
