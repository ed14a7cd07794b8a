"""An implementation that plays by the rules until its third hand, then fails.

It is the reference (generated/rules/auction_pitch.py) behind the protocol; the fault
comes on the third `start` of every process, whichever record that is, as a flaky
engine's would. Run alone on a fresh process, any record passes: only the runner's
suite verdict can catch it.

    faulty.py MODE

MODE: crash (exits), hang (never answers), grandchild-kills (a process it started kills
it), session-grandchild (a process it started in a session of its own keeps its output
open, then it exits), deep-reply (a reply nested 200,000 deep), huge-reply (a 64 MiB
reply line).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from allfours.conformance.engine_adapter import module_implementation
from allfours.conformance.modules import load_module
from allfours.conformance.protocol import Message

ROOT = Path(__file__).resolve().parents[3]
FAULTY_HAND = 3
SLEEPER = "import time\nwhile True: time.sleep(60)\n"


class Faulty:
    def __init__(self, mode: str) -> None:
        module = load_module(str(ROOT / "generated" / "rules" / "auction_pitch.py"))
        self.honest = module_implementation([module])
        self.mode = mode
        self.hands = 0

    def handle(self, request: Mapping[str, Any]) -> Message:
        if request.get("op") == "hello" and self.mode == "session-grandchild":
            # Holds stdout and stderr open for as long as it lives, out of the process
            # group the runner ends.
            subprocess.Popen([sys.executable, "-c", SLEEPER], start_new_session=True)
        if request.get("op") == "start":
            self.hands += 1
            if self.hands == FAULTY_HAND:
                self._fail()
        return self.honest.handle(request)

    def _fail(self) -> None:
        if self.mode in ("crash", "session-grandchild"):
            print("crashing on the third hand", file=sys.stderr, flush=True)
            os._exit(3)
        if self.mode == "hang":
            time.sleep(3600)
        if self.mode == "grandchild-kills":
            killer = f"import os, signal\nos.kill({os.getpid()}, signal.SIGKILL)\n"
            subprocess.run([sys.executable, "-c", killer], check=False)
            time.sleep(3600)
        depth = 200_000
        if self.mode == "deep-reply":
            sys.stdout.write('{"id": 0, "ok": true, "x": ' + "[" * depth + "]" * depth + "}\n")
        if self.mode == "huge-reply":
            sys.stdout.write('{"id": 0, "ok": true, "x": "' + "x" * (64 << 20) + '"}\n')
        sys.stdout.flush()
        time.sleep(3600)


def main() -> int:
    """One reply a line, each written at once: the fault comes exactly where it says."""
    faulty = Faulty(sys.argv[1])
    for line in sys.stdin:
        request = json.loads(line)
        reply = faulty.handle(request)
        sys.stdout.write(json.dumps({"id": request.get("id"), **reply}) + "\n")
        sys.stdout.flush()
        if request.get("op") == "bye":
            break
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
