"""A reference adapter written as an implementer would write one: the protocol over the
generated rules modules, with the standard library only and without the kit.

It plays every line of the family: the auction-pitch line's records (`allfours-hand/1`),
the turn-up line's (`allfours-hand/2`: a stock dealt with the hands, `stand`, `beg`,
`give`, `run` and `discard XX`, a result with `turnups` and `redeal`) and the Pedro
line's (`allfours-hand/2`: a stock, `name X`, `discard XX` and `done`, a result with the
contract and trump, null until named, and set-backs only where a side that falls short is
set back by its bid, as in Pidro). It reads nothing but what docs/implementers.md says a
`start` request and a result hold.

    reference.py [VARIANT ...]    (default: every module in generated/rules)
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

RULES = Path(__file__).resolve().parents[3] / "generated" / "rules"
PROTOCOL = "allfours-conformance/1"
sys.path.insert(0, str(RULES))  # the modules import the engine beside them


def load(variant: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"reference_{variant}", RULES / f"{variant}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


class Adapter:
    def __init__(self, variants: list[str]) -> None:
        self.modules = {variant: load(variant) for variant in variants}
        self.module: ModuleType | None = None
        self.game: Any = None

    def start(self, request: dict[str, Any]) -> None:
        self.module = module = self.modules[request["variant"]]
        self.game = module.Game(
            request["players"],
            dealer=request["dealer"],
            scores=request["scores"],
            setbacks=request["setbacks"],
        )
        self.game.deal(request["hands"], request.get("stock"))  # a stock in format 2

    def result(self) -> dict[str, Any]:
        game = self.game
        kind = game.rules.trump.kind
        turned = kind in ("turn_up", "top_of_stock")  # the turn-up line
        named = kind == "named"  # the Pedro line: the high bidder names trump
        seen = game.observation(0)
        done = game.hand_result
        tricks = [
            {"leader": t.leader, "cards": list(t.cards), "winner": t.winner}
            for t in (game.tricks if done is None else done.tricks)
        ]
        if done is None:  # the middle of a hand: what is known so far
            known: dict[str, Any] = {"tricks": tricks}
            if turned:
                known.update(turnups=seen["turnups"], trump=seen["trump"])
            else:
                if seen["pitcher"] is not None:
                    known.update(pitcher=seen["pitcher"], bid=seen["bid"])
                if seen["trump"] is not None or named:  # named: null until it is
                    known["trump"] = seen["trump"]
            return known
        out: dict[str, Any] = {
            "trump": done.trump,
            "tricks": tricks,
            "points": done.points,
            "scores": list(done.scores),
            "game_over": done.game_over,
            "winner": done.winner,
        }
        if turned:
            out["turnups"] = seen["turnups"]
            out["redeal"] = done.redeal
        else:
            out.update(pitcher=done.pitcher, bid=done.bid, made=done.made)
            # Set-backs where a side that falls short is set back by its bid: always
            # where trump is pitched, in the Pedro line only where the rules say so (Pidro).
            if not named or game.rules.scoring.contract == "reach_bid":
                out["setbacks"] = list(done.setbacks)
        if game.rules.settlement is not None:
            out["payouts"] = game.payouts()
        return out

    def handle(self, request: dict[str, Any]) -> dict[str, Any]:
        op = request.get("op")
        if op == "hello":
            return {
                "protocol": PROTOCOL,
                "implementation": "reference",
                "variants": [*self.modules],
            }
        if op == "start":
            self.start(request)
            return {}
        if op == "legal":
            return {"to_act": self.game.to_act, "legal": list(self.game.legal_actions())}
        if op == "apply":
            assert self.module is not None
            try:
                self.game.apply(request["action"], request["seat"])
            except self.module.IllegalAction as refused:
                return {"accepted": False, "rule": refused.rule, "message": refused.reason}
            return {"accepted": True}
        if op == "result":
            return {"result": self.result()}
        if op == "bye":
            return {}
        raise ValueError(f"unknown op {op!r}")


def main() -> None:
    adapter = Adapter(sys.argv[1:] or sorted(path.stem for path in RULES.glob("[a-z]*.py")))
    for line in sys.stdin:
        request = json.loads(line)
        try:
            reply = {"ok": True, **adapter.handle(request)}
        except Exception as error:  # a request it cannot do is an error reply, not a crash
            reply = {"ok": False, "error": f"{type(error).__name__}: {error}"}
        print(json.dumps({"id": request.get("id"), **reply}), flush=True)
        if request.get("op") == "bye":
            break


if __name__ == "__main__":
    main()
