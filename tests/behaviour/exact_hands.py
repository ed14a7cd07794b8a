"""Exact hands for the behaviour tests of the turn-up line: a deal of given hands and
stock, driven step by step, that remembers every step with the legal set the live game
offered, so that the same hand can be replayed as an `allfours-hand/2` record and the
two compared."""

from __future__ import annotations

from collections.abc import Sequence
from types import ModuleType
from typing import Any

PACK = tuple(rank + suit for suit in "SHDC" for rank in "AKQJT98765432")


def full_stock(hands: Sequence[str], top: str = "", pack: Sequence[str] = PACK) -> list[str]:
    """The stock for `hands`: the cards of `top` first (top of the stock first), then every
    card not yet used, in pack order. With the hands it holds the pack exactly once."""
    used = " ".join(hands).split() + top.split()
    assert len(used) == len(set(used)), "a card is dealt twice"
    assert set(used) <= set(pack), "a card not of the pack"
    return top.split() + [card for card in pack if card not in used]


class Hand:
    """One hand dealt exactly and driven step by step. Every step is recorded with the
    legal set the live game offered, so that the same hand can be replayed as a record."""

    def __init__(
        self,
        module: ModuleType,
        hands: Sequence[str],
        top: str = "",
        *,
        dealer: int,
        scores: Sequence[int] | None = None,
        pack: Sequence[str] = PACK,  # the 52 cards; a pack with jokers adds their codes
    ) -> None:
        self.module = module
        self.players = len(hands)
        self.dealer = dealer
        self.hands = [hand.split() for hand in hands]
        self.stock = full_stock(hands, top, pack)
        assert len(self.stock) + sum(map(len, self.hands)) == len(pack)
        self.scores = list(scores) if scores is not None else [0] * self.players
        # Seeded, so that a test that deals again after its exact hand deals the same cards.
        self.game: Any = module.Game(self.players, dealer=dealer, scores=list(self.scores), seed=0)
        self.game.deal(self.hands, self.stock)
        self.steps: list[dict[str, Any]] = []

    def act(self, *actions: str) -> None:
        """Actions in turn order, each for the seat whose turn it is."""
        for action in actions:
            seat = self.game.to_act
            legal = list(self.game.legal_actions())
            self.game.apply(action, seat=seat)
            self.steps.append({"seat": seat, "action": action, "legal": legal})

    def play(self, *tricks: str) -> None:
        """Whole tricks, each the cards in play order from its leader."""
        for trick in tricks:
            self.act(*("play " + card for card in trick.split()))

    def discard(self, *cards: str) -> None:
        self.act(*("discard " + card for card in cards))

    def finish(self) -> None:
        """The rest of the hand, always the first legal action."""
        while self.game.to_act is not None:
            self.act(self.game.legal_actions()[0])

    def record(self) -> dict[str, Any]:
        return {
            "format": "allfours-hand/2",
            "id": "behaviour-test",
            "variant": self.module.VARIANT["id"],
            "players": self.players,
            "dealer": self.dealer,
            "scores": list(self.scores),
            "hands": [list(hand) for hand in self.hands],
            "stock": list(self.stock),
            "steps": [{"seat": s["seat"], "action": s["action"]} for s in self.steps],
        }

    def replayed(self) -> dict[str, Any]:
        """The record of this hand, completed by `replay`; its legal sets must be the live
        game's, step by step."""
        record = self.record()
        completed: dict[str, Any] = self.module.replay(record)
        assert "error" not in completed, completed["error"]
        assert [set(step["legal"]) for step in completed["steps"]] == [
            set(step["legal"]) for step in self.steps
        ]
        return completed
