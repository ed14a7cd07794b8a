"""A generated rules module as an implementation under test: the protocol over `Game`.

This is how the kit proves its own suites (the reference must pass what it generated,
through the same protocol every other implementation speaks), and it is the adapter a
Python program built on a generated module can use as is. Only the module's public
surface is used: `Game` (`rules`, `deal`, `to_act`, `legal_actions`, `apply`,
`observation`, `tricks`, `hand_result`, `payouts`) and `IllegalAction` (`rule`,
`reason`). A game whose rules pitch trump answers with the auction-pitch line's result
(the contract, set-backs, payouts); one whose trump comes from the stock with the
turn-up line's (the cards turned up, and whether the cards were bunched).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from allfours.conformance.protocol import Hand, HandImplementation, Refused

GameFactory = Callable[..., Any]  # (players, *, dealer, scores, setbacks) -> a game


@dataclass(frozen=True, slots=True)
class Engine:
    """How to make a game of one variant, and the exception its refusals raise."""

    new_game: GameFactory
    illegal: type[Exception]


class EngineImplementation(HandImplementation):
    """Plays every hand through a Game-like object: the reference, or a variation of it."""

    def __init__(self, engines: Mapping[str, Engine], name: str = "allfours rules module") -> None:
        self.engines = dict(engines)
        self.name = name
        self.variants = sorted(self.engines)
        self.game: Any = None
        self.illegal: type[Exception] = Exception

    def start(self, hand: Hand) -> None:
        engine = self.engines.get(hand.variant)
        if engine is None:
            raise ValueError(f"this implementation does not play {hand.variant!r}")
        game = engine.new_game(
            hand.players, dealer=hand.dealer, scores=hand.scores, setbacks=hand.setbacks
        )
        if hand.stock is None:
            game.deal(hand.hands)
        else:
            game.deal(hand.hands, hand.stock)
        self.game, self.illegal = game, engine.illegal

    def _game(self) -> Any:
        if self.game is None:
            raise ValueError("no hand was started")
        return self.game

    def legal(self) -> tuple[int | None, Sequence[str]]:
        game = self._game()
        return game.to_act, game.legal_actions()

    def apply(self, seat: int, action: str) -> None:
        try:
            self._game().apply(action, seat)
        except self.illegal as refused:
            reason = getattr(refused, "reason", str(refused))
            raise Refused(reason, getattr(refused, "rule", None)) from None

    def result(self) -> Mapping[str, Any]:
        game = self._game()
        if not game.rules.trump.pitched:
            return _turn_up_result(game)
        done = game.hand_result
        if done is None:
            seen = game.observation(0)
            out: dict[str, Any] = {}
            if seen["pitcher"] is not None:
                out["pitcher"], out["bid"] = seen["pitcher"], seen["bid"]
            if seen["trump"] is not None:
                out["trump"] = seen["trump"]
            out["tricks"] = _tricks(game.tricks)
            return out
        return {
            "pitcher": done.pitcher,
            "bid": done.bid,
            "trump": done.trump,
            "tricks": _tricks(done.tricks),
            "points": dict(done.points),
            "made": done.made,
            "scores": list(done.scores),
            "setbacks": list(done.setbacks),
            "game_over": done.game_over,
            "winner": done.winner,
            "payouts": game.payouts(),
        }


def _turn_up_result(game: Any) -> dict[str, Any]:
    """The result of a hand whose trump came from the stock: no contract, no set-backs,
    payouts only where the game has stakes, and a redeal where the cards can bunch."""
    seen = game.observation(0)
    out: dict[str, Any] = {"turnups": list(seen["turnups"])}
    done = game.hand_result
    if done is None:  # the middle of a hand: what is known so far (trump null until fixed)
        out["trump"] = seen["trump"]
        out["tricks"] = _tricks(game.tricks)
        return out
    out.update(
        trump=done.trump,
        tricks=_tricks(done.tricks),
        points=dict(done.points),
        scores=list(done.scores),
        game_over=done.game_over,
        winner=done.winner,
    )
    if game.rules.begging is not None:
        out["redeal"] = done.redeal
    if game.rules.settlement is not None:
        out["payouts"] = game.payouts()
    return out


def _tricks(tricks: Sequence[Any]) -> list[dict[str, Any]]:
    return [{"leader": t.leader, "cards": list(t.cards), "winner": t.winner} for t in tricks]


def module_engine(module: ModuleType) -> Engine:
    return Engine(module.Game, module.IllegalAction)


def module_implementation(modules: Sequence[ModuleType]) -> EngineImplementation:
    """The generated modules as one implementation that plays each of their variants."""
    return EngineImplementation({m.VARIANT["id"]: module_engine(m) for m in modules})
