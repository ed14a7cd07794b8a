"""An implementation that plays by the rules except when told to misbehave.

It is the reference (generated/rules/auction_pitch.py) behind the protocol, with one
fault switched on from the command line, aimed at the record whose first seat was dealt
the cards given with --on (so that a restart does not move the fault to another record):

    misbehave.py MODE [--on "AS KS ..."]

MODE: crash, hang, garbage, refuse, wrong-id (on that record); die-at-start, no-hello,
noisy-stderr (always); honest (never).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from allfours.conformance.engine_adapter import module_implementation
from allfours.conformance.modules import load_module
from allfours.conformance.protocol import Message, serve

ROOT = Path(__file__).resolve().parents[3]


class Misbehaving:
    def __init__(self, mode: str, cards: list[str]) -> None:
        module = load_module(str(ROOT / "generated" / "rules" / "auction_pitch.py"))
        self.honest = module_implementation([module])
        self.mode = mode
        self.cards = cards
        self.aimed = False  # playing the record aimed at

    def handle(self, request: Mapping[str, Any]) -> Message:
        op = request.get("op")
        if op == "start":
            self.aimed = request["hands"][0] == self.cards
        if op == "hello" and self.mode == "no-hello":
            time.sleep(3600)
        if self.aimed and op == "start":
            if self.mode == "crash":
                print("boom: the implementation fell over", file=sys.stderr, flush=True)
                os._exit(3)
            if self.mode == "hang":
                time.sleep(3600)
            if self.mode == "garbage":
                sys.stdout.write("Traceback? no, just some debugging output\n")
                sys.stdout.flush()
        if self.mode == "noisy-stderr":
            sys.stderr.write("x" * 10_000 + "\n")
        reply = self.honest.handle(request)
        if self.aimed and op == "apply" and self.mode == "refuse":
            return {"ok": True, "accepted": False, "rule": "AP-9.9", "message": "not today"}
        if self.aimed and op == "result" and self.mode == "wrong-id":
            return {**reply, "id": -1}
        if self.aimed and op == "result" and "result" in reply:
            result = dict(reply["result"])
            if self.mode == "missing-field":  # a field the record expects, left out
                result.pop("points", None)
            if self.mode == "extra-field" and isinstance(result.get("points"), dict):
                result["points"] = {**result["points"], "bonus": 0}  # a point no one has
            return {**reply, "result": result}
        return reply


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("mode")
    parser.add_argument("--on", default="")
    args = parser.parse_args()
    if args.mode == "die-at-start":
        print("cannot start: no licence for this card game", file=sys.stderr)
        return 1
    return serve(Misbehaving(args.mode, args.on.split()))


if __name__ == "__main__":
    raise SystemExit(main())
