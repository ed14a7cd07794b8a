"""Running a suite against an implementation: requests per record, replies checked.

For each record the runner plans every request at once (start the hand, then for each
step ask the legal actions and apply the step, then ask the result), sends them, and
checks the replies in order. The first difference is the verdict: the field (a path
such as `steps[7].legal` or `expect.points.low`) with the value the record expects and
the value the implementation gave. A record with an illegal step passes when the
implementation refuses that step (citing the same rule, if it cites one) and its legal
actions are unchanged afterwards.
"""

from __future__ import annotations

import collections
import dataclasses
import json
import math
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, cast

from allfours.conformance import blame, defaults
from allfours.conformance.protocol import Implementation, Message
from allfours.conformance.records import (
    EXPECT_KEYS,
    Record,
    deal_view,
    hand_format_of,
    is_game,
)
from allfours.conformance.rulebook import Rulebook, known_rulebook
from allfours.conformance.transport import Batch, Exchange, InProcess, Problem, Transport
from allfours.runtime.replay import too_deep

DEFAULT_TIMEOUT = defaults.TIMEOUT
GIVE_UP_AFTER = 3  # consecutive failures to start before the rest is not run
WINDOW = 4  # records in flight at once
KIND_WORDS = {
    "differs": "differ",
    "refused": "refused a legal action",
    "accepted": "accepted an illegal one",
    "error": "answered with an error",
    "crash": "crashed",
    "timeout": "timed out",
    "garbage": "garbled the protocol",
    "start": "could not start",
    "not-run": "not run",
    "unsupported": "unsupported",
    "skipped": "skipped",
}
NOT_RUN = ("start", "not-run", "unsupported", "skipped")  # kinds where nothing was played
MISSING = object()
SHOWN_DEPTH = 8  # a value from a reply nested deeper is described, not shown
SHOWN_LENGTH = 2_000  # nor one longer than this as JSON
RANKED = 5  # rules shown in the text report's ranking
UBIQUITOUS = 0.8  # an edge case more records carry than this share says nothing of a failure
FAULTS = ("crash", "timeout", "garbage")


@dataclass(frozen=True, slots=True)
class Outcome:
    """The verdict on one record."""

    id: str
    description: str
    tags: tuple[str, ...]
    passed: bool
    kind: str = "pass"  # pass, differs, refused, accepted, error, crash, timeout, garbage,
    #                     start, unsupported, not-run
    where: str = ""  # the first differing field
    expected: Any = None
    got: Any = None
    detail: str = ""
    # A record that met a crash, a hang or garbage among other records is run again
    # alone on a fresh process: what that showed. It never changes the verdict.
    retry: Outcome | None = None
    # Every difference found (the first of each phase, every field of the result), each
    # with its rule; the first is the one in `where`, `expected`, `got`.
    differences: tuple[Difference, ...] = ()
    # The earlier record whose differences this one only repeats (the same rule and
    # field): a consequence of that failure, not a new one.
    repeats: str = ""

    @property
    def rule_tags(self) -> list[str]:
        return [tag for tag in self.tags if _is_rule(tag)]

    @property
    def skipped(self) -> bool:
        return self.kind == "skipped"

    @property
    def rule(self) -> str:
        """The rule of the first difference that follows from no other, if any."""
        primary = [d for d in self.differences if not d.consequence]
        return primary[0].rule if primary else ""

    def failed_rules(self) -> list[str]:
        """The rules of the differences that follow from no earlier one, in order."""
        out: list[str] = []
        for diff in self.differences:
            if diff.rule and not diff.consequence and diff.rule not in out:
                out.append(diff.rule)
        return out

    def explain(self) -> str:
        if self.passed:
            return "pass"
        if self.differences:
            return self.differences[0].line()
        if self.kind in ("differs", "refused", "accepted"):
            text = f"{self.where}: expected {_show(self.expected)}, got {_show(self.got)}"
            return f"{text} ({self.detail})" if self.detail else text
        return f"{self.kind}: {self.detail}"

    def render(self) -> str:
        """One line for a pass; for a failure, the verdict, where in the hand it happened,
        the record's other differences, and what the record is about."""
        if self.passed:
            return f"PASS {_printable(self.id)}\n"
        if self.skipped:
            return f"SKIP {_printable(self.id)}: {_printable(self.detail)}\n"
        first = self.differences[0] if self.differences else None
        at = f"; at {first.context}" if first is not None and first.context else ""
        lines = [f"FAIL {_printable(self.id)}: {_printable(self.explain() + at)}"]
        for diff in self.differences[1:]:
            follows = " (follows from the above)" if diff.consequence else ""
            at = f"; at {diff.context}" if diff.context else ""
            lines.append(f"     and {_printable(diff.line() + at)}{follows}")
        if self.repeats:
            lines.append(
                f"     consequence: the same difference as {_printable(self.repeats)},"
                " not a new one"
            )
        if self.description:
            lines.append(f"     record: {_printable(self.description)}")
        if self.retry:
            lines.append(f"     run again alone: {_printable(self.retry.explain())}")
        return "\n".join(lines) + "\n"

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "passed": self.passed, "kind": self.kind}
        if not self.passed:
            out["where"] = self.where
            # A field one side left out is not a value: it is named in `absent` instead.
            sides = {"expected": self.expected, "got": self.got}
            out.update((name, value) for name, value in sides.items() if value is not MISSING)
            absent = [name for name, value in sides.items() if value is MISSING]
            if absent:
                out["absent"] = absent
            out["detail"] = self.detail
            if self.differences:
                out["rule"] = self.rule
                out["differences"] = [d.to_json() for d in self.differences]
            if self.repeats:
                out["consequence_of"] = self.repeats
        if self.retry is not None:
            out["retry"] = {k: v for k, v in self.retry.to_json().items() if k != "tags"}
        out["tags"] = list(self.tags)
        return out


@dataclass
class Report:
    outcomes: list[Outcome] = field(default_factory=list)
    restarts: int = 0
    seconds: float = 0.0
    startup_seconds: float = 0.0  # until the hello replies, every start together
    first_startup: float | None = None  # the first start alone
    strict: bool = False  # skipped records fail the run
    min_records: int = 0  # fewer records played than this fail the run

    @property
    def ok(self) -> bool:
        every = all(o.passed or (o.skipped and not self.strict) for o in self.outcomes)
        return every and self.too_few is None

    @property
    def played(self) -> int:
        """How many records were played (not skipped, not left unplayed)."""
        return sum(1 for o in self.outcomes if o.kind not in NOT_RUN)

    @property
    def too_few(self) -> str | None:
        """Why the run proves nothing, when fewer records were played than it needs: a
        verdict only comes from records that ran."""
        played = self.played
        if played >= self.min_records:
            return None
        skipped = len(self.skipped)
        why = f"; {skipped} skipped, outside what the implementation's hello lists"
        why = why if skipped else ""
        return (
            f"only {played} of {len(self.outcomes)} records were played, fewer than the "
            f"{self.min_records} a verdict needs{why}"
        )

    @property
    def failures(self) -> list[Outcome]:
        return [o for o in self.outcomes if not o.passed and not o.skipped]

    @property
    def skipped(self) -> list[Outcome]:
        return [o for o in self.outcomes if o.skipped]

    def _rule_records(self) -> dict[str, set[int]]:
        """Each rule -> the records of it: those that carry its tag, and those that
        failed on it without (one count for both tables of the report)."""
        out: dict[str, set[int]] = {}
        for index, outcome in enumerate(self.outcomes):
            if outcome.kind in NOT_RUN:
                continue
            for rule in {*outcome.rule_tags, *outcome.failed_rules()}:
                out.setdefault(rule, set()).add(index)
        return out

    def by_rule(self) -> list[tuple[str, int, int]]:
        """(rule, failed, records) for every rule a difference that follows from no other
        was tied to, the likeliest culprit first: failed is how many records have such a
        difference of that rule, records how many are the rule's (see `_rule_records`).
        The ranking is by the lower bound of the failure rate's confidence interval
        (Wilson, 95%): a rule that fails wherever it appears comes before one that
        almost every record carries, and many failures before one or two."""
        failed: dict[str, int] = {}
        for outcome in self.outcomes:
            for rule in outcome.failed_rules():
                failed[rule] = failed.get(rule, 0) + 1
        records = self._rule_records()
        out = [(rule, count, len(records.get(rule, ())) or count) for rule, count in failed.items()]
        out.sort(key=lambda e: (-_wilson_low(e[1], e[2]), -e[1], _tag_key(e[0])))
        return out

    def consequences_only(self) -> list[tuple[str, int]]:
        """Rules seen only in differences that follow from an earlier one, never first:
        (rule, records), so that what no other record shows is still named."""
        primary = {rule for rule, _, _ in self.by_rule()}
        seen: dict[str, int] = {}
        for outcome in self.outcomes:
            rules = {d.rule for d in outcome.differences if d.consequence and d.rule}
            for rule in rules - primary:
                seen[rule] = seen.get(rule, 0) + 1
        return sorted(seen.items(), key=lambda e: (-e[1], _tag_key(e[0])))

    def ran(self) -> bool:
        """Whether any record was played at all (not all failed to start or skipped)."""
        return any(o.kind not in NOT_RUN for o in self.outcomes)

    def by_tag(self, rules_only: bool = True) -> dict[str, tuple[int, int]]:
        """Tag -> (records, failures), rule tags in rule order. A rule's records are those
        that carry its tag or failed on it (as in `by_rule`)."""
        counts: dict[str, list[int]] = {}
        records = self._rule_records() if rules_only else {}
        for index, outcome in enumerate(self.outcomes):
            tags = list(outcome.tags) if not rules_only else outcome.rule_tags
            if rules_only:
                tags = [rule for rule, members in records.items() if index in members]
            for tag in tags:
                entry = counts.setdefault(tag, [0, 0])
                entry[0] += 1
                entry[1] += not outcome.passed and not outcome.skipped
        return {tag: (n, f) for tag, (n, f) in sorted(counts.items(), key=lambda i: _tag_key(i[0]))}

    def suspects(self, rules_only: bool = True, count: int = 1) -> list[str]:
        """Where to look first. For rules: the rules the differences were tied to, the
        likeliest first (see `by_rule`); for edge cases, and for rules when no difference
        names one (crashes, hangs): the tags records fail with much more often than
        records without them, leaving out those nearly every record carries. Nothing
        when nothing ran."""
        if not self.ran():
            return []
        if rules_only:
            ranked = self.by_rule()
            if ranked:
                return [f"{rule} ({f} of its {n} records)" for rule, f, n in ranked[:count]]
        played = [o for o in self.outcomes if o.kind not in NOT_RUN]
        total, failed = len(played), sum(not o.passed for o in played)
        counts: dict[str, list[int]] = {}
        for outcome in played:
            for tag in outcome.rule_tags if rules_only else outcome.tags:
                entry = counts.setdefault(tag, [0, 0])
                entry[0] += 1
                entry[1] += not outcome.passed
        scored = []
        for tag, (n, f) in counts.items():
            if not f or (not rules_only and _is_rule(tag)) or tag in ("random", "fuzz"):
                continue
            if n > UBIQUITOUS * total:
                continue  # carried by nearly every record: it tells nothing
            others = (failed - f) / (total - n) if total > n else 0.0
            scored.append((f / n - others, f, tag, n))
        scored.sort(key=lambda entry: (-entry[0], -entry[1], _tag_key(entry[2])))
        return [f"{tag} ({f} of its {n} records)" for _, f, tag, n in scored[:count]]

    def summary(self) -> str:
        kinds: dict[str, int] = {}
        for outcome in self.failures:
            kinds[outcome.kind] = kinds.get(outcome.kind, 0) + 1
        detail = ", ".join(f"{n} {KIND_WORDS.get(kind, kind)}" for kind, n in sorted(kinds.items()))
        repeats = sum(1 for o in self.failures if o.repeats)
        if repeats:
            detail += f"; {repeats} only repeating an earlier record's difference"
        failed = f"{len(self.failures)} failed" + (f" ({detail})" if detail else "")
        skipped = len(self.skipped)
        passed = len(self.outcomes) - len(self.failures) - skipped
        skip = f", {skipped} skipped" + (" (--strict: they fail)" if self.strict else "")
        playing = max(self.seconds - self.startup_seconds, 0.0)
        played = sum(1 for o in self.outcomes if o.kind not in NOT_RUN)
        rate = played / playing if playing else 0.0
        startup = ""
        if self.first_startup is not None:
            startup = f", start-up {self.first_startup:.2f} s"
            if self.restarts:
                startup += f" ({self.startup_seconds:.2f} s over {self.restarts + 1} starts)"
        verdict = f"; FAILED: {self.too_few}" if self.too_few is not None else ""
        return (
            f"{len(self.outcomes)} records: {passed} passed, "
            f"{failed}{skip if skipped else ''}; {self.restarts} restarts; "
            f"{self.seconds:.2f} s ({rate:,.0f} records/s{startup}){verdict}"
        )

    def render_text(self, verbose: bool = False) -> str:
        """Each failing record (every record when verbose), the tally by rule, the summary."""
        lines = [outcome.render() for outcome in self.outcomes if verbose or not outcome.passed]
        return "".join(lines) + ("\n" if lines else "") + self.render_tally()

    def render_tally(self) -> str:
        lines = ["by rule tag: records, failed"] if self.outcomes else []
        for tag, (n, failed) in self.by_tag().items():
            mark = f"  <- FAIL {100 * failed // n}%" if failed else ""
            lines.append(f"  {tag:<10} {n:>4} {failed:>4}{mark}")
        if lines:
            lines.append("")
        ranked = self.by_rule() if self.ran() else []
        if ranked:
            lines.append("rules by failures: failed of the records that carry the rule")
            for rule, failed, carried in ranked[:RANKED]:
                lines.append(f"  {rule:<10} {failed:>4} of {carried:<4}")
            lines.append("")
        suspects = [f"rule {s}" for s in self.suspects()]
        suspects += [f"edge case {s}" for s in self.suspects(rules_only=False)]
        if suspects:
            lines.append("failures concentrate on " + " and ".join(suspects))
        after = self.consequences_only()
        if after:
            named = ", ".join(f"{rule} ({n} records)" for rule, n in after[:RANKED])
            lines.append(f"also differing, only after an earlier difference: {named}")
        lines.append(self.summary())
        return "\n".join(map(_printable, lines)) + "\n"  # tags come from the suite file

    def to_json(self) -> dict[str, Any]:
        return {
            "ok": self.ok,
            "summary": self.summary(),
            "restarts": self.restarts,
            "seconds": round(self.seconds, 3),
            "by_tag": {tag: {"records": n, "failed": f} for tag, (n, f) in self.by_tag().items()},
            "suspects": self.suspects() + self.suspects(rules_only=False),
            "by_rule": [
                {"rule": rule, "failed": f, "carried": n}
                for rule, f, n in (self.by_rule() if self.ran() else [])
            ],
            "after_earlier": [{"rule": rule, "records": n} for rule, n in self.consequences_only()],
            "skipped": len(self.skipped),
            "startup_seconds": round(self.startup_seconds, 3),
            "records": [o.to_json() for o in self.outcomes],
        }

    def render_junit(self, name: str = "allfours-conformance") -> str:
        """JUnit XML for CI systems: one testcase per record, a failure naming the rule
        and listing the differences, a skipped record as skipped."""
        from xml.etree import ElementTree as ET

        def clean(text: str) -> str:  # XML 1.0 cannot hold most control characters
            return "".join(ch if ch in "\t\n" or ch >= " " else ascii(ch)[1:-1] for ch in text)

        failures = [
            o
            for o in self.failures
            if o.kind not in ("error", "crash", "timeout", "garbage", "start", "not-run")
        ]
        errors = len(self.failures) - len(failures)
        suite = ET.Element(
            "testsuite",
            name=name,
            tests=str(len(self.outcomes)),
            failures=str(len(failures)),
            errors=str(errors),
            skipped=str(len(self.skipped)),
            time=f"{self.seconds:.3f}",
        )
        for outcome in self.outcomes:
            case = ET.SubElement(
                suite, "testcase", classname=name, name=clean(outcome.id), time="0"
            )
            if outcome.passed:
                continue
            if outcome.skipped:
                ET.SubElement(case, "skipped", message=clean(outcome.detail))
                continue
            tag = "failure" if outcome in failures else "error"
            rule = outcome.rule
            message = (f"[{rule}] " if rule else "") + outcome.explain().removeprefix(
                f"[{rule}] " if rule else ""
            )
            element = ET.SubElement(case, tag, message=clean(message), type=outcome.kind)
            if rule:
                element.set("rule", rule)
            element.text = clean(outcome.render())
        ET.indent(suite)
        return '<?xml version="1.0" encoding="utf-8"?>\n' + ET.tostring(suite, "unicode") + "\n"

    def render_json(self) -> str:
        return json.dumps(self.to_json(), indent=1) + "\n"


def _printable(text: str) -> str:
    """Text from a suite or an implementation, safe to print on a terminal: a control
    character (an escape sequence, a carriage return) is shown escaped, never sent."""
    if text.isprintable():
        return text
    return "".join(ch if ch.isprintable() else ascii(ch)[1:-1] for ch in text)


def _wilson_low(failed: int, total: int, z: float = 1.96) -> float:
    """The lower bound of the Wilson score interval of a proportion failed / total."""
    if total <= 0:
        return 0.0
    p = failed / total
    centre = p + z * z / (2 * total)
    spread = z * math.sqrt((p * (1 - p) + z * z / (4 * total)) / total)
    return (centre - spread) / (1 + z * z / total)


def _is_rule(tag: str) -> bool:
    prefix, _, number = tag.rpartition("-")
    return prefix.isupper() and prefix.isalpha() and "." in number


def _tag_key(tag: str) -> tuple[str, int, int]:
    prefix, _, number = tag.rpartition("-")
    major, _, minor = number.partition(".")
    if major.isdigit() and minor.isdigit():
        return prefix, int(major), int(minor)
    return tag, 0, 0


def _show(value: Any) -> str:
    if value is MISSING:
        return "nothing"
    return json.dumps(value, sort_keys=False)


def shown(value: Any) -> Any:
    """A value as a report may hold it: an implementation's reply can be nested or long
    enough to break a report (or the JSON encoder), so such a value is described."""
    if value is MISSING or not isinstance(value, (dict, list)):
        return value
    if too_deep(value, SHOWN_DEPTH) is not None:
        return f"(a value nested more than {SHOWN_DEPTH} deep)"
    text = json.dumps(value)
    return value if len(text) <= SHOWN_LENGTH else f"(a value of {len(text):,} characters)"


def rulebook_for(record: Record, rulebooks: Mapping[str, Rulebook] | None = None) -> Rulebook:
    """The rulebook a record is judged by: its suite's header, else the bundled variant of
    its id (compiled from the installed package, whatever the folder)."""
    variant = str(record.get("variant", ""))
    given = rulebooks.get(variant) if rulebooks else None
    return given if given is not None else known_rulebook(variant)


# -- planning --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Check:
    """What one request's reply is checked for."""

    kind: str  # "start", "deal", "legal", "apply", "unchanged", "result"
    step: int = -1
    deal: int = 0  # in a game record, the deal the request is about


# The fields of a record that are not its deal: what it is, and what is played and comes out.
NOT_THE_DEAL = (
    "format",
    "id",
    "variant",
    "description",
    "tags",
    "steps",
    "deals",
    "expect",
    "error",
)


def start_request(record: Record, book: Rulebook | None = None) -> Message:
    """The `start` request of a record: its whole deal (the stock too, and any field a
    variant's deal adds), with scores and set-backs filled in where a record leaves
    them out, and the table's layout: `sides`, each side's seats (a record may give its
    own)."""
    players = record["players"]
    request: Message = {
        "op": "start",
        "variant": record["variant"],
        "players": players,
        "dealer": record["dealer"],
        "scores": record.get("scores") or [0] * players,
        "setbacks": record.get("setbacks") or [0] * players,
        "hands": record["hands"],
        "sides": blame.sides(record, book or rulebook_for(record)),
    }
    for key, value in record.items():
        if key not in request and key not in NOT_THE_DEAL:
            request[key] = value
    return request


def plan(record: Record, book: Rulebook | None = None) -> tuple[list[Message], list[Check]]:
    """Every request for a record, and what each reply must show."""
    book = book or rulebook_for(record)
    if is_game(record):
        return _plan_game(record, book)
    return _plan_hand(record, book)


def _plan_game(record: Record, book: Rulebook) -> tuple[list[Message], list[Check]]:
    """A game record: `start` with the first deal (and the game's scores before it), then
    for each later deal a `deal` request with its cards only: the implementation deals it
    for the dealer its rules give, with the scores and set-backs it carried over, and says
    who deals. Each deal's steps and result as for a hand record."""
    requests: list[Message] = []
    checks: list[Check] = []
    hand_format = hand_format_of(record)
    for index, deal in enumerate(record["deals"]):
        deal_requests, deal_checks = _plan_hand(deal_view(record, index, hand_format), book)
        if index > 0:
            deal_requests[0] = {"op": "deal", "hands": deal["hands"]}
            if "stock" in deal:
                deal_requests[0]["stock"] = deal["stock"]
            deal_checks[0] = Check("deal")
        requests += deal_requests
        checks += [dataclasses.replace(c, deal=index) for c in deal_checks]
    return requests, checks


def _plan_hand(record: Record, book: Rulebook) -> tuple[list[Message], list[Check]]:
    requests: list[Message] = [start_request(record, book)]
    checks = [Check("start")]
    error = record.get("error")
    error_step = error["step"] if isinstance(error, dict) else None
    for index, step in enumerate(record["steps"]):
        if "legal" in step:
            requests.append({"op": "legal"})
            checks.append(Check("legal", index))
        requests.append({"op": "apply", "seat": step.get("seat"), "action": step["action"]})
        checks.append(Check("apply", index))
        if index == error_step:
            if "legal" in step:
                requests.append({"op": "legal"})
                checks.append(Check("unchanged", index))
            break
    if isinstance(record.get("expect"), dict):
        requests.append({"op": "result"})
        checks.append(Check("result"))
    return requests, checks


# -- checking ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Difference:
    """One difference between a record and the replies: the field, both values, and the
    rule that decides the field (its number, e.g. AP-5.2, or its id without a rulebook)."""

    kind: str
    where: str
    expected: Any
    got: Any
    detail: str = ""
    rule: str = ""  # the rule's number in the variant (or its id)
    rule_id: str = ""
    phase: str = ""  # auction, begging, discard, play, result
    context: str = ""  # the seat, the phase, trump, the trick so far
    consequence: bool = False  # follows from an earlier difference of the record

    def explain(self) -> str:
        if self.kind in ("differs", "refused", "accepted"):
            text = f"{self.where}: expected {_show(self.expected)}, got {_show(self.got)}"
        else:
            text = f"{self.where}: {self.kind}"
        return f"{text} ({self.detail})" if self.detail else text

    def line(self) -> str:
        rule = f"[{self.rule}] " if self.rule else ""
        return f"{rule}{self.explain()}"

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "where": self.where}
        sides = {"expected": self.expected, "got": self.got}
        out.update((name, value) for name, value in sides.items() if value is not MISSING)
        absent = [name for name, value in sides.items() if value is MISSING]
        if absent:
            out["absent"] = absent
        out.update(
            detail=self.detail,
            rule=self.rule,
            rule_id=self.rule_id,
            phase=self.phase,
            context=self.context,
            consequence=self.consequence,
        )
        return out

    def signature(self) -> tuple[str, ...]:
        """What makes two records' differences the same problem."""
        if self.where.startswith("expect."):
            return (self.rule, blame.normalized(self.where))
        return (self.rule, blame.normalized(self.where), self.kind, self.detail)


def _same(expected: Any, got: Any) -> bool:
    if isinstance(expected, bool) or isinstance(got, bool):
        return isinstance(expected, bool) and isinstance(got, bool) and expected == got
    if isinstance(expected, (int, float)) and isinstance(got, (int, float)):
        return expected == got
    return type(expected) is type(got) and expected == got


def equal(expected: Any, got: Any) -> bool:
    """Strict JSON equality: true is not 1, and a list equals a tuple with the same items.

    The fast check every reply goes through; `first_difference` then finds where.
    """
    kind = type(expected)
    if kind is not type(got):
        if kind in (int, float) and type(got) in (int, float):
            return bool(expected == got)
        if not (kind in (list, tuple) and type(got) in (list, tuple)):
            return False
    if kind is dict:
        if len(expected) != len(got):
            return False
        for key, value in expected.items():
            if key not in got or not equal(value, got[key]):
                return False
        return True
    if kind is list or kind is tuple:
        return len(expected) == len(got) and all(map(equal, expected, got))
    return bool(expected == got)


def first_difference(where: str, expected: Any, got: Any) -> tuple[str, Any, Any] | None:
    """The first place, in the record's order, where `got` differs from `expected`."""
    if isinstance(expected, Mapping):
        if not isinstance(got, Mapping):
            return where, expected, got
        for key in expected:
            found = first_difference(f"{where}.{key}", expected[key], got.get(key, MISSING))
            if found:
                return found
        extra = [key for key in got if key not in expected]
        if extra:
            return f"{where}.{extra[0]}", MISSING, got[extra[0]]
        return None
    if isinstance(expected, (list, tuple)):
        if not isinstance(got, (list, tuple)):
            return where, expected, got
        for index, (e, g) in enumerate(zip(expected, got, strict=False)):
            found = first_difference(f"{where}[{index}]", e, g)
            if found:
                return found
        if len(expected) != len(got):
            return where, expected, got
        return None
    if got is MISSING or not _same(expected, got):
        return where, expected, got
    return None


def _legal_sets(step: Mapping[str, Any], legal: Any) -> tuple[list[Any], list[Any]]:
    try:
        actions = set(legal) if isinstance(legal, list) else set()
    except TypeError:
        actions = set()
    expected = set(step["legal"])
    return sorted(expected - actions, key=str), sorted(actions - expected, key=str)


def _check_seat(record: Record, index: int, reply: Message) -> Difference | None:
    """The seat to act, checked before the legal set: a turn given to the wrong player is
    that, not a legal set listing another seat's cards."""
    step = record["steps"][index]
    is_error = isinstance(record.get("error"), dict) and record["error"]["step"] == index
    if is_error or reply.get("to_act") == step.get("seat"):
        return None
    return Difference(
        "differs", f"steps[{index}].seat", step.get("seat"), reply.get("to_act"), "to act"
    )


def _check_legal(record: Record, index: int, reply: Message, again: bool) -> Difference | None:
    step = record["steps"][index]
    legal: Any = reply.get("legal")
    try:
        actions = set(legal) if isinstance(legal, list) else None
    except TypeError:
        actions = None
    if actions is None:
        return Difference("error", f"steps[{index}].legal", step["legal"], legal, "not a list")
    expected = set(step["legal"])
    if actions != expected:
        missing, extra = _legal_sets(step, legal)
        parts = [f"missing {missing}" if missing else "", f"extra {extra}" if extra else ""]
        detail = ", ".join(p for p in parts if p)
        if again:
            detail = "after refusing the step, the legal actions changed: " + detail
        return Difference("differs", f"steps[{index}].legal", step["legal"], legal, detail)
    return None


def _check_apply(
    record: Record, index: int, reply: Message, strict_rules: bool
) -> Difference | None:
    step = record["steps"][index]
    accepted = reply.get("accepted")
    if not isinstance(accepted, bool):
        return Difference("error", f"steps[{index}]", "accepted", reply, "no `accepted` in reply")
    error = record.get("error")
    illegal = isinstance(error, dict) and error["step"] == index
    action = f"{step['action']!r} by seat {step.get('seat')}"
    if illegal and accepted:
        assert isinstance(error, dict)
        return Difference(
            "accepted",
            f"steps[{index}]",
            f"refused ({error['rule']})",
            "accepted",
            f"{action} breaks {error['rule']}: {error.get('message', '')}",
        )
    if not illegal and not accepted:
        why = " ".join(str(reply.get(k)) for k in ("rule", "message") if reply.get(k))
        return Difference(
            "refused", f"steps[{index}]", "accepted", "refused", f"{action} is legal; {why}"
        )
    if illegal and not accepted:
        assert isinstance(error, dict)
        rule = reply.get("rule")
        if (rule is not None or strict_rules) and rule != error["rule"]:
            return Difference(
                "differs", "error.rule", error["rule"], rule, f"the rule {action} breaks"
            )
    return None


def _result_differences(expect: Mapping[str, Any], result: Mapping[str, Any]) -> list[Difference]:
    """Every differing field of the result: each point and each trick on its own, the
    first difference within any other field."""
    found: list[Difference] = []
    ordered = {k: expect[k] for k in (*EXPECT_KEYS, *sorted(expect)) if k in expect}
    for key, value in ordered.items():
        got = result.get(key, MISSING)
        if equal(value, got):
            continue
        parts: list[tuple[str, Any, Any]] = []
        if key == "points" and isinstance(value, Mapping) and isinstance(got, Mapping):
            parts = [(f"expect.points.{k}", v, got.get(k, MISSING)) for k, v in value.items()]
            parts += [(f"expect.points.{k}", MISSING, v) for k, v in got.items() if k not in value]
        elif (
            key == "tricks"
            and isinstance(value, list)
            and isinstance(got, list)
            and len(value) == len(got)
        ):
            parts = [
                (f"expect.tricks[{i}]", e, g)
                for i, (e, g) in enumerate(zip(value, got, strict=True))
            ]
        if not parts:
            parts = [(f"expect.{key}", value, got)]
        for where, e, g in parts:
            diff = first_difference(where, e, g)
            if diff is not None:
                found.append(Difference("differs", *diff))
    return found


def _blamed(
    record: Record,
    differences: list[Difference],
    book: Rulebook,
    result: Mapping[str, Any] | None = None,
) -> list[Difference]:
    """Each difference with its rule, its context, and whether it follows from an earlier
    one: a later stage of the hand after a difference that changes its course (the seat
    to act, a result field), or the same field already wrong at an earlier step."""
    situations = blame.situations(record, book)
    out: list[Difference] = []
    course: list[int] = []  # stages of earlier differences that change the hand's course
    seen: set[str] = set()
    wrong_steps: set[int] = set()
    for diff in differences:
        step = _step_of(diff.where)
        if diff.where == "error.rule":
            error = record.get("error")
            step = error.get("step", -1) if isinstance(error, dict) else -1
        situation = situations[step] if 0 <= step < len(situations) else None
        if diff.where.startswith("expect"):
            phase = "result"
            rule_id = blame.result_rule(book, record, diff.where, result)
            context = blame.result_context(record)
        else:
            phase = situation.phase if situation else "play"
            field = "seat" if diff.where.endswith(".seat") else "legal"
            if diff.where == "error.rule" or diff.kind == "accepted":
                rule_id = ""
            else:
                sets: tuple[Sequence[Any], Sequence[Any]] = ((), ())
                if diff.kind == "refused":  # the legal set that lacks the step's action
                    sets = ([record["steps"][step]["action"]], [])
                elif field == "seat":  # the seat the record has act, and the one given
                    sets = ([diff.expected], [diff.got])
                elif field == "legal" and step >= 0 and "legal" in record["steps"][step]:
                    sets = _legal_sets(record["steps"][step], diff.got)
                rule_id = blame.step_rule(book, situation, field, sets, record)
            context = situation.describe() if situation else ""
        number = book.number(rule_id) if rule_id else ""
        if not rule_id:  # an illegal action: the rule the record says it breaks
            error = record.get("error")
            number = str(error.get("rule", "")) if isinstance(error, dict) else ""
            rule_id = number
        stage = blame.stage(diff.where, phase)
        path = f"{number} {blame.normalized(diff.where)}"
        consequence = any(s < stage for s in course) or path in seen
        # A step refused where the seat to act or the legal set already differed.
        consequence = consequence or (step >= 0 and step in wrong_steps)
        seen.add(path)
        if step >= 0:
            wrong_steps.add(step)
        if diff.where.startswith("expect") or diff.where.endswith(".seat"):
            course.append(stage)
        out.append(
            dataclasses.replace(
                diff,
                rule=number,
                rule_id=rule_id,
                phase=phase,
                context=context,
                consequence=consequence,
            )
        )
    return out


def _step_of(where: str) -> int:
    if where.startswith("steps["):
        return int(where[6 : where.index("]")])
    return -1


def check_all(
    record: Record,
    checks: Sequence[Check],
    exchange: Exchange,
    strict_rules: bool = False,
    book: Rulebook | None = None,
) -> list[Difference]:
    """The differences between a record and the implementation's replies: the first of
    each phase of the hand (auction, begging, discard, play) and every differing field
    of the result, each with its rule. An error reply or a refused legal step ends the
    comparison: what the implementation says after it is about another hand."""
    book = book or rulebook_for(record)
    if is_game(record):
        return _check_game(record, checks, exchange, strict_rules, book)
    found: list[Difference] = []
    phases_done: set[str] = set()
    steps = record["steps"]
    answered: Mapping[str, Any] | None = None  # the implementation's result

    def phase_of(index: int) -> str:
        return blame.phase_of(steps[index])

    for check_, reply in zip(checks, exchange.replies, strict=False):
        if reply.get("ok") is not True:
            where = f"steps[{check_.step}]" if check_.step >= 0 else check_.kind
            message = reply.get("error", "no `ok: true` in the reply")
            found.append(Difference("error", where, None, None, f"{check_.kind} failed: {message}"))
            break
        here: Difference | None = None
        if check_.kind in ("legal", "unchanged"):
            # Only once a phase has differed is a step's phase needed (most records agree).
            if phases_done and phase_of(check_.step) in phases_done:
                continue
            if check_.kind == "legal":
                here = _check_seat(record, check_.step, reply)
            if here is None:
                here = _check_legal(record, check_.step, reply, check_.kind == "unchanged")
        elif check_.kind == "apply":
            here = _check_apply(record, check_.step, reply, strict_rules)
        elif check_.kind == "result":
            result = reply.get("result")
            if not isinstance(result, Mapping):
                found.append(Difference("error", "expect", record["expect"], result, "no result"))
                break
            answered = result
            found.extend(_result_differences(record["expect"], result))
        if here is not None:
            found.append(here)
            if check_.step >= 0:
                phases_done.add(phase_of(check_.step))
            if here.kind in ("refused", "accepted", "error"):
                break
    return _blamed(record, found, book, answered) if found else found


def _check_game(
    record: Record, checks: Sequence[Check], exchange: Exchange, strict_rules: bool, book: Rulebook
) -> list[Difference]:
    """The differences of a game record, deal by deal: each deal is checked as the hand
    record it is (its paths under `deals[i].`), after the dealer the implementation says
    it dealt for. Once a deal differs, every difference of a later deal follows from it
    (the scores, the dealer, the cards held all carry over); a refused step or an error
    reply ends the comparison, the implementation's game being another one."""
    found: list[Difference] = []
    hand_format = hand_format_of(record)
    replies = exchange.replies
    differed = False
    at = 0
    last_result: Any = MISSING  # what the implementation said of the last deal played
    played = 0
    for index in range(len(record["deals"])):
        deal_checks = [c for c in checks if c.deal == index]
        deal_replies = replies[at : at + len(deal_checks)]
        at += len(deal_checks)
        if not deal_replies:
            break
        view = deal_view(record, index, hand_format)
        here: list[Difference] = []
        dealer_differs = False
        if deal_checks[0].kind == "deal":
            dealt = _check_dealer(record, index, deal_replies[0], book)
            if dealt is not None:
                if dealt.kind == "error":
                    found.append(dataclasses.replace(dealt, consequence=differed))
                    break
                found.append(dataclasses.replace(dealt, consequence=differed))
                dealer_differs = True
            deal_checks = [Check("start"), *deal_checks[1:]]
        here += check_all(view, deal_checks, Exchange(list(deal_replies)), strict_rules, book)
        prefix = f"deals[{index}]."
        follows = differed or dealer_differs  # another dealer: another eldest, another turn
        for diff in here:
            found.append(
                dataclasses.replace(
                    diff, where=prefix + diff.where, consequence=diff.consequence or follows
                )
            )
        differed = differed or dealer_differs or bool(here)
        played += 1
        if deal_checks[-1].kind == "result" and len(deal_replies) == len(deal_checks):
            last_result = deal_replies[-1].get("result", MISSING)
        if any(d.kind in ("refused", "accepted", "error") for d in here):
            break
    expect = record.get("expect")
    if isinstance(expect, Mapping) and played == len(record["deals"]):
        # The game's own outcome: how many deals, and the last one's end of the game, as
        # the implementation said them (after a difference, they follow from it).
        said = dict(last_result) if isinstance(last_result, Mapping) else {}
        said["deals"] = played
        for key, value in expect.items():
            got = said.get(key, MISSING)
            parts = first_difference(f"expect.{key}", value, got)
            if parts is not None:
                difference = Difference("differs", parts[0], parts[1], parts[2])
                blamed = _blamed(record, [difference], book, said)
                found += [dataclasses.replace(d, consequence=differed) for d in blamed]
    return found


def _check_dealer(record: Record, index: int, reply: Message, book: Rulebook) -> Difference | None:
    """The dealer of deal `index` as the implementation dealt it, against the record's."""
    where = f"deals[{index}].dealer"
    if reply.get("ok") is not True:
        message = reply.get("error", "no `ok: true` in the reply")
        return Difference("error", where, None, None, f"deal failed: {message}", phase="deal")
    expected = record["deals"][index].get("dealer")
    got = reply.get("dealer", MISSING)
    if expected is None or _same(expected, got):
        return None
    before = record["deals"][index - 1]
    previous = before.get("expect") or {}
    rule_id = book.first("deal.rotation")
    if previous.get("redeal") is True:
        rule_id = book.first("beg.bunch", "deal.rotation")
    elif previous.get("points") == {} and not previous.get("tricks"):
        rule_id = book.first("auction.all_pass", "deal.rotation")  # thrown in
    return Difference(
        "differs",
        where,
        expected,
        got,
        "the dealer of the next deal",
        rule=book.number(rule_id),
        rule_id=rule_id,
        phase="deal",
        context=f"deal {index + 1}, after deal {index} dealt by seat {before.get('dealer')}",
    )


def check(
    record: Record,
    checks: Sequence[Check],
    exchange: Exchange,
    strict_rules: bool = False,
    book: Rulebook | None = None,
) -> Difference | None:
    """The first difference between a record and the implementation's replies."""
    found = check_all(record, checks, exchange, strict_rules, book)
    return found[0] if found else None


# -- running ------------------------------------------------------------------------------


def _outcome(record: Record, kind: str, **found: Any) -> Outcome:
    return Outcome(
        record["id"],
        record.get("description", ""),
        tuple(record.get("tags", ())),
        kind == "pass",
        kind,
        **found,
    )


def verdict(
    record: Record,
    checks: Sequence[Check],
    exchange: Exchange,
    strict_rules: bool = False,
    book: Rulebook | None = None,
) -> Outcome:
    """The outcome of a record from the replies its requests got."""
    differences = [
        dataclasses.replace(d, got=shown(d.got))
        for d in check_all(record, checks, exchange, strict_rules, book)
    ]
    problem: Problem | None = exchange.problem
    if differences:
        difference = differences[0]
        detail = difference.detail
        if problem is not None:
            detail = f"{detail}; then {problem.kind}: {problem.message}".lstrip("; ")
            differences[-1] = dataclasses.replace(
                differences[-1],
                detail=f"{differences[-1].detail}; then {problem.kind}: {problem.message}".lstrip(
                    "; "
                ),
            )
        return _outcome(
            record,
            difference.kind,
            where=difference.where,
            expected=difference.expected,
            got=difference.got,
            detail=detail,
            differences=tuple(differences),
        )
    if problem is not None:
        return _outcome(record, problem.kind, detail=problem.message)
    return _outcome(record, "pass")


def _repeating(outcome: Outcome, seen: dict[tuple[str, ...], str]) -> Outcome:
    """`outcome` marked as a consequence when each of its differences (those that follow
    from no other) repeats one of an earlier record: the same rule and field, the same
    legal-set difference. `seen` holds the differences of the records before it."""
    primary = [d for d in outcome.differences if not d.consequence]
    if outcome.passed or not primary:
        return outcome
    earlier = [seen.get(d.signature()) for d in primary]
    for diff in primary:
        seen.setdefault(diff.signature(), outcome.id)
    if all(earlier):
        return dataclasses.replace(outcome, repeats=str(earlier[0]))
    return outcome


class _Suite:
    """The order records are played in, and their verdicts as they settle.

    Records are pipelined (`window` in flight). When a crash, a hang or garbage ends the
    implementation with records in flight, the runner cannot tell which of them it was
    playing: those records are played again one at a time on a fresh process, and the
    first of them to meet a fault there is the one it happened in. If none does, the
    first whose replies did not come fails with the fault it met. A record that met a
    fault after other records on the same process is then played once more alone on a
    fresh process, and that is reported beside its failure; it never changes it.
    """

    def __init__(self, count: int, progress: Callable[[Outcome], None] | None) -> None:
        self.pending = collections.deque(range(count))
        self.one_at_a_time: collections.deque[int] = collections.deque()
        self.retries: collections.deque[int] = collections.deque()
        self.faulted: dict[int, Outcome] = {}  # waiting for their retry alone
        # The first record without all its replies when a fault hit the pipeline, and
        # what it met; held while the records in flight are played one at a time.
        self.suspect: tuple[int, Outcome] | None = None
        self.suspect_again: Outcome | None = None  # how the suspect did, one at a time
        self.outcomes: dict[int, Outcome] = {}
        self.reported: list[Outcome] = []
        self.seen: dict[tuple[str, ...], str] = {}  # a difference -> the first record with it
        self.progress = progress

    def next_batch(self, window: int, in_flight: int) -> list[int]:
        """The records to send now, given how many are in flight."""
        for alone in (self.retries, self.one_at_a_time):
            if alone:
                return [alone.popleft()] if not in_flight else []
        room = max(1, window) - in_flight
        batch: list[int] = []
        while self.pending and len(batch) < room:
            batch.append(self.pending.popleft())
        return batch

    def settle(self, index: int, outcome: Outcome) -> None:
        self.outcomes[index] = outcome
        while len(self.reported) in self.outcomes:  # report in suite order
            settled = _repeating(self.outcomes[len(self.reported)], self.seen)
            self.reported.append(settled)
            if self.progress is not None:
                self.progress(settled)

    def answered(self, index: int, outcome: Outcome, fault: bool, company: bool) -> None:
        """Record `index` got `outcome`: `fault` when it met a crash, hang or garbage,
        `company` when other records were played before it on its process."""
        first = self.faulted.pop(index, None)
        if first is not None:  # its retry alone
            self.settle(index, dataclasses.replace(first, retry=outcome))
            return
        if self.suspect is not None and index == self.suspect[0] and not fault:
            self.suspect_again = outcome  # settled once the others are played
        elif fault and company:
            self.faulted[index] = outcome
            self.retries.append(index)
        else:
            self.settle(index, outcome)
        if fault and self.suspect is not None:
            self._clear_suspect()  # the fault came again: it is where it happened
        if self.suspect is not None and not self.one_at_a_time:
            index, first_outcome = self.suspect
            again = self.suspect_again
            self.suspect = self.suspect_again = None
            # Played one at a time, nothing failed: the pipelined fault is the verdict.
            self.settle(index, dataclasses.replace(first_outcome, retry=again))

    def pipeline_fault(self, index: int, outcome: Outcome, behind: list[int]) -> None:
        """A fault ended the implementation while `behind` were in flight after `index`."""
        self.suspect = (index, outcome)
        self.one_at_a_time.extend([index, *behind])

    def finish(self) -> None:
        """Settle what waits for a run that will not come (the suite was cut short)."""
        if self.suspect is not None:
            index, outcome = self.suspect
            self.settle(index, dataclasses.replace(outcome, retry=self.suspect_again))
        for index, outcome in self.faulted.items():
            self.settle(index, outcome)
        self.suspect, self.faulted = None, {}

    def _clear_suspect(self) -> None:
        assert self.suspect is not None
        index, _ = self.suspect
        if self.suspect_again is not None:
            self.settle(index, self.suspect_again)
        self.suspect = self.suspect_again = None


def run_suite(
    records: Sequence[Record],
    transport: Transport,
    *,
    timeout: float = DEFAULT_TIMEOUT,
    strict_rules: bool = False,
    window: int = WINDOW,
    progress: Callable[[Outcome], None] | None = None,
    strict: bool = False,
    close: bool = True,
    rulebooks: Mapping[str, Rulebook] | None = None,
    min_records: int = 0,
) -> Report:
    """Every record through `transport`, the implementation (re)started as needed.

    Up to `window` records are in flight at once, so that the implementation plays the
    next hand while the runner checks this one. A crash, a hang or garbage fails the
    record it happened in (see `_Suite` for how the runner finds it), and the suite.
    A record outside what the implementation's hello declared (its variants, player
    counts, record formats) is skipped: it fails the run only when `strict`.
    `rulebooks` gives each variant's rulebook (a suite's header); a variant it lacks is
    judged by the bundled variant of its id.
    """

    def book(record: Record) -> Rulebook:
        return rulebook_for(record, rulebooks)

    report = Report(strict=strict, min_records=min_records)
    began = time.perf_counter()
    suite = _Suite(len(records), progress)
    in_flight: collections.deque[tuple[int, Batch, list[Check]]] = collections.deque()
    failed_starts = 0
    played = 0  # records the running process has answered
    try:
        while suite.pending or suite.one_at_a_time or suite.retries or in_flight:
            if not in_flight:
                if failed_starts >= GIVE_UP_AFTER:
                    why = f"the implementation failed to start {failed_starts} times in a row"
                    for index in [*suite.retries, *suite.one_at_a_time, *suite.pending]:
                        suite.settle(index, _outcome(records[index], "not-run", detail=why))
                    break
                problem = transport.start()
                if problem is not None:
                    failed_starts += 1
                    index = suite.next_batch(1, 0)[0]
                    failed = _outcome(records[index], "start", detail=problem.message)
                    suite.answered(index, failed, fault=False, company=False)
                    continue
                failed_starts = 0
            for index in suite.next_batch(window, len(in_flight)):
                record = records[index]
                why = transport.capabilities.refuses(record)
                if why:
                    skipped = _outcome(record, "skipped", detail=why)
                    suite.answered(index, skipped, fault=False, company=False)
                    continue
                requests, checks = plan(record, book(record))
                in_flight.append((index, transport.send(requests), checks))
            if not in_flight:
                continue
            index, batch, checks = in_flight.popleft()
            exchange = transport.receive(batch, timeout)
            record = records[index]
            outcome = verdict(record, checks, exchange, strict_rules, book(record))
            fault = exchange.problem is not None
            if fault and in_flight:
                # The transport has ended the implementation with others in flight.
                behind = [entry[0] for entry in in_flight]
                in_flight.clear()
                suite.pipeline_fault(index, outcome, behind)
            else:
                suite.answered(index, outcome, fault, company=played > 0)
            played = 0 if fault else played + 1
    finally:
        if close:  # else the implementation keeps running for the caller's next records
            transport.close()
        suite.finish()
        report.outcomes = suite.reported
        report.restarts = transport.restarts
        report.seconds = time.perf_counter() - began
        report.startup_seconds = transport.startup_seconds
        report.first_startup = transport.first_startup
    return report


def run_in_process(
    records: Sequence[Record],
    implementation: Implementation | Callable[[], Implementation],
    *,
    strict_rules: bool = False,
    rulebooks: Mapping[str, Rulebook] | None = None,
) -> Report:
    """The in-process path: `implementation` is an object with `handle`, or a factory of
    them (used again after the implementation raises)."""
    factory: Callable[[], Implementation]
    if not isinstance(implementation, type) and callable(getattr(implementation, "handle", None)):
        instance = implementation
        factory = lambda: cast(Implementation, instance)  # noqa: E731
    else:
        factory = cast(Callable[[], Implementation], implementation)
    return run_suite(
        records, InProcess(factory), strict_rules=strict_rules, window=1, rulebooks=rulebooks
    )


def check_record(
    record: Record,
    implementation: Implementation | Callable[[], Implementation],
    *,
    strict_rules: bool = False,
    rulebooks: Mapping[str, Rulebook] | None = None,
) -> Outcome:
    """One record through an in-process implementation."""
    report = run_in_process(
        [record], implementation, strict_rules=strict_rules, rulebooks=rulebooks
    )
    return report.outcomes[0]


def assert_conforms(
    record: Record,
    implementation: Implementation | Callable[[], Implementation],
    *,
    strict_rules: bool = False,
    rulebooks: Mapping[str, Rulebook] | None = None,
) -> None:
    """Fail (AssertionError) with the runner's verdict unless the implementation passes."""
    outcome = check_record(record, implementation, strict_rules=strict_rules, rulebooks=rulebooks)
    if not outcome.passed:
        raise AssertionError(outcome.render().rstrip())


def assert_suite(
    records: Sequence[Record],
    implementation: Implementation | Callable[[], Implementation],
    *,
    strict_rules: bool = False,
    rulebooks: Mapping[str, Rulebook] | None = None,
) -> Report:
    """Fail with the whole report unless every record passes; the report otherwise."""
    report = run_in_process(records, implementation, strict_rules=strict_rules, rulebooks=rulebooks)
    if not report.ok:
        raise AssertionError(report.render_text())
    return report
