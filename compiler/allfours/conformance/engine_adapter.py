"""A generated rules module as an implementation under test: the protocol over `Game`.

This is how the kit proves its own suites (the reference must pass what it generated,
through the same protocol every other implementation speaks), and it is the adapter a
Python program built on a generated module can use as is. Only the module's public
surface is used: `Game` (`deal`, which also starts a game's next hand, `dealer`, `to_act`,
`legal_actions`, `apply`), `IllegalAction`
(`rule`, `reason`) and `expect_of`, which says what a hand decided with the fields a
record of the variant has: the very function that completes the suite's records, so the
result and the records cannot disagree about which fields a variant's hand has.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from allfours.conformance.protocol import Hand, HandImplementation, Refused
from allfours.conformance.records import GAME_FORMAT, RECORD_FORMAT, RECORD_FORMAT_2

GameFactory = Callable[..., Any]  # (players, *, dealer, scores, setbacks) -> a game


@dataclass(frozen=True, slots=True)
class Engine:
    """How to make a game of one variant, and the exception its refusals raise."""

    new_game: GameFactory
    illegal: type[Exception]
    result: Callable[[Any], Mapping[str, Any]]  # what a game's hand decided, as an expect


class EngineImplementation(HandImplementation):
    """Plays every hand through a Game-like object: the reference, or a variation of it."""

    def __init__(self, engines: Mapping[str, Engine], name: str = "allfours rules module") -> None:
        self.engines = dict(engines)
        self.name = name
        self.variants = sorted(self.engines)
        self.formats = [RECORD_FORMAT, RECORD_FORMAT_2, GAME_FORMAT]
        self.game: Any = None
        self.engine: Engine | None = None

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
        self.game, self.engine = game, engine

    def deal(self, hands: list[list[str]], stock: list[str] | None) -> int:
        game = self._game()
        try:
            if stock is None:
                game.deal(hands)
            else:
                game.deal(hands, stock)
        except self._engine().illegal as refused:  # the hand is not over, or the game is
            raise ValueError(getattr(refused, "reason", str(refused))) from None
        return int(game.dealer)

    def _game(self) -> Any:
        if self.game is None:
            raise ValueError("no hand was started")
        return self.game

    def _engine(self) -> Engine:
        if self.engine is None:
            raise ValueError("no hand was started")
        return self.engine

    def legal(self) -> tuple[int | None, Sequence[str]]:
        game = self._game()
        return game.to_act, game.legal_actions()

    def apply(self, seat: int, action: str) -> None:
        game, illegal = self._game(), self._engine().illegal
        try:
            game.apply(action, seat)
        except illegal as refused:
            reason = getattr(refused, "reason", str(refused))
            raise Refused(reason, getattr(refused, "rule", None)) from None

    def result(self) -> Mapping[str, Any]:
        return self._engine().result(self._game())


def module_engine(module: ModuleType) -> Engine:
    return Engine(module.Game, module.IllegalAction, module.expect_of)


def module_implementation(modules: Sequence[ModuleType]) -> EngineImplementation:
    """The generated modules as one implementation that plays each of their variants."""
    return EngineImplementation({m.VARIANT["id"]: module_engine(m) for m in modules})
