"""Exact hands for the behaviour tests: a deal of given hands and stock, driven step by
step, that remembers every step with the legal set the live game offered, so that the
same hand can be replayed as an `allfours-hand/2` record and the two compared; and what
every behaviour test checks of a hand (`check`) or of a refused action (`assert_refused`)."""

from __future__ import annotations

from collections.abc import Collection, Sequence
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


# -- what the behaviour tests check of a hand ----------------------------------------------


def trick(leader: int, cards: str, winner: int) -> dict[str, Any]:
    """A trick as a record's expect shows it."""
    return {"leader": leader, "cards": cards.split(), "winner": winner}


def _live_field(game: Any, field: str) -> Any:
    """One field of a record's expect, as the live game shows it once the hand is over."""
    result = game.hand_result
    if field == "turnups":
        return game.observation(0)["turnups"]
    if field == "tricks":
        return [trick(t.leader, " ".join(t.cards), t.winner) for t in result.tricks]
    if field == "points":
        return dict(result.points)
    if field in ("scores", "setbacks"):
        return list(getattr(game, field))
    if field in ("game_over", "winner"):
        return getattr(game, field)
    if field == "payouts":
        return game.payouts()
    if field == "reneges":  # every renege found, from the log
        return [
            {"seat": e.seat, "card": e.card, "trick": e.trick, "penalty": e.penalty}
            for e in game.events
            if type(e).__name__ == "Reneged"
        ]
    return getattr(result, field)  # pitcher, bid, trump, made, redeal


def check(hand: Hand, *, fields: Collection[str] | None = None, **expected: Any) -> dict[str, Any]:
    """The hand is over; its record, replayed, has an expect of exactly `fields` (what the
    variant's records hold, from its rulebook; any, when None), which the live game
    shows field for field; each expected field holds in both. The live view is returned."""
    assert hand.game.hand_result is not None, "the hand is not over"
    replayed = hand.replayed()["expect"]
    if fields is not None:
        assert set(replayed) == set(fields)
    assert set(expected) <= set(replayed), "a field the record does not hold"
    live = {field: _live_field(hand.game, field) for field in replayed}
    for field, value in expected.items():
        assert live[field] == value, (field, live[field])
        assert replayed[field] == value, (field, replayed[field])
    assert replayed == live
    return live
