"""A generated rules module as an implementation under test: the protocol over `Game`.

This is how the kit proves its own suites (the reference must pass what it generated,
through the same protocol every other implementation speaks), and it is the adapter a
Python program built on a generated module can use as is. Only the module's public
surface is used: `Game` (`rules`, `deal`, `to_act`, `legal_actions`, `apply`,
`observation`, `tricks`, `hand_result`, `payouts`) and `IllegalAction` (`rule`,
`reason`). A game whose rules pitch trump answers with the auction-pitch line's result
(the contract, set-backs, payouts); one whose trump comes from the stock with the
turn-up line's (the cards turned up, and whether the cards were bunched); one whose
high bidder names trump with the Pedro line's (the contract, and set-backs only where a
side that falls short is set back by its bid, as in Pidro).
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
        return result_of(self._game())


def result_of(game: Any) -> dict[str, Any]:
    """What a hand decided so far, with the fields of a record's `expect` that the
    variant's rules give: a contract where trump is pitched or named by the high bidder,
    set-backs where they are counted (trump pitched, or a contract that sets back by the
    bid), the cards turned up where trump comes from the stock, a redeal where the cards
    can be bunched, payouts where there are stakes (and always, null or not, where trump
    is pitched). Trump is null until known where it is not pitched; in the middle of a
    hand (after an illegal step) only what is known."""
    rules = game.rules
    trump = rules.trump
    pitched = trump.pitched
    bidding = pitched or trump.named
    done = game.hand_result
    # An observation is built only where it is needed: it costs more than the rest.
    seen = game.observation(0) if done is None or trump.from_stock else {}
    out: dict[str, Any] = {}
    if trump.from_stock:
        out["turnups"] = list(seen["turnups"])
    if done is None:
        if bidding and seen["pitcher"] is not None:
            out["pitcher"], out["bid"] = seen["pitcher"], seen["bid"]
        if seen["trump"] is not None or not pitched:
            out["trump"] = seen["trump"]
        out["tricks"] = _tricks(game.tricks)
        return out
    if bidding:
        out.update(pitcher=done.pitcher, bid=done.bid)
    out.update(trump=done.trump, tricks=_tricks(done.tricks), points=dict(done.points))
    if bidding:
        out["made"] = done.made
    out["scores"] = list(done.scores)
    if pitched or any(rule == "scoring.setbacks" for rule, _ in rules.numbers):
        out["setbacks"] = list(done.setbacks)
    out.update(game_over=done.game_over, winner=done.winner)
    if rules.begging is not None:
        out["redeal"] = done.redeal
    if pitched or rules.settlement is not None:
        out["payouts"] = game.payouts()
    return out


def _tricks(tricks: Sequence[Any]) -> list[dict[str, Any]]:
    return [{"leader": t.leader, "cards": list(t.cards), "winner": t.winner} for t in tricks]


def module_engine(module: ModuleType) -> Engine:
    return Engine(module.Game, module.IllegalAction)


def module_implementation(modules: Sequence[ModuleType]) -> EngineImplementation:
    """The generated modules as one implementation that plays each of their variants."""
    return EngineImplementation({m.VARIANT["id"]: module_engine(m) for m in modules})
