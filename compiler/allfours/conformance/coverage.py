"""What a suite exercises: every rule number, setting, edge case and refusal of its variant.

Coverage is measured from the records, against what the generator's search of the variant
found (`generate.Reach`), so the report is true of any suite, generated or written by hand:

- an edge case is exercised by the records its detector finds it in;
- a rule, by the records of the cases that show it and of the refusals that cite it;
- a setting, by the records that tell one of its mutants from the reference
  (`mutation`): played again with one field of `RULES` changed, a legal set or the
  result would change;
- a kind of refusal, by the records whose illegal step the engine refuses that way.

Whatever the suite leaves out is listed first, with the reason when the search found
nothing that shows it: no hand shows the case, or every change of the setting plays
every hand the same (its mutants are equivalent).
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING, Any

from allfours.conformance.cases import Case, catalogue
from allfours.conformance.games import GameCase
from allfours.conformance.games import game_cases as all_game_cases
from allfours.conformance.modules import rules_of
from allfours.conformance.mutation import Mutant, kills, playing_settings
from allfours.conformance.records import Record, deal_view, hand_format_of, is_game
from allfours.conformance.refusals import Refusal, card_names, shape
from allfours.conformance.scenarios import Ctx
from allfours.conformance.trace import Trace, trace
from allfours.registry.rules import topic, unobservable
from allfours.registry.settings import BY_KEY
from allfours.runtime.model import Rules

if TYPE_CHECKING:
    from allfours.conformance.generate import Reach

UNREACHED = "no hand of the search shows it"


@dataclass(frozen=True, slots=True)
class Item:
    """One rule, setting, case or kind of refusal, and the records that exercise it."""

    name: str  # "AP-3.3", "dealer's privilege", "game-tie", "auction-bids-a-bid-must-..."
    about: str  # a topic, a setting's value, a case's summary, a refusal's reason
    records: tuple[str, ...]  # record ids
    # the cases that bear on a rule; a case's rules; a setting's mutants no record of the
    # suite tells apart
    related: tuple[str, ...]
    note: str = ""  # why no record can show it, when the search found none that does
    mutants: tuple[int, int] = (0, 0)  # a setting's mutants told apart, of all

    @property
    def exercised(self) -> bool:
        return bool(self.records)


KINDS = ("rule", "setting", "edge case", "refusal")


@dataclass(frozen=True, slots=True)
class Coverage:
    variant: str
    records: int
    random: int
    illegal: int
    rules: tuple[Item, ...]
    settings: tuple[Item, ...]
    cases: tuple[Item, ...]
    refusals: tuple[Item, ...]
    hands: int  # the pool hands the search read
    equivalent: tuple[str, ...]  # the mutants no hand of the search tells apart

    def _groups(self) -> tuple[tuple[str, tuple[Item, ...]], ...]:
        return tuple(
            zip(KINDS, (self.rules, self.settings, self.cases, self.refusals), strict=True)
        )

    def gaps(self, explained: bool = True) -> list[str]:
        """Everything left out, one line each: `what: why` (without the gaps no record
        can fill, unless `explained`)."""
        lines = []
        for kind, items in self._groups():
            for item in items:
                if not item.exercised and (explained or not item.note):
                    why = item.note or "no record exercises it"
                    lines.append(f"{kind} {item.name} ({item.about}): {why}")
        return lines

    def missing(self) -> list[str]:
        """The gaps a suite could fill: those the search found a hand for."""
        return [
            item.name
            for _, items in self._groups()
            for item in items
            if not item.exercised and not item.note
        ]

    def summary(self, named: bool = True) -> str:
        def count(items: Sequence[Item]) -> str:
            return f"{sum(i.exercised for i in items)} of {len(items)}"

        told = sum(item.mutants[0] for item in self.settings)
        made = sum(item.mutants[1] for item in self.settings)
        return (
            (f"{self.variant}: " if named else "")
            + f"{self.records} records ({self.records - self.random} targeted, "
            f"{self.random} random, {self.illegal} with an illegal step); exercises "
            f"{count(self.rules)} rules, {count(self.settings)} settings, "
            f"{count(self.cases)} edge cases, {count(self.refusals)} refusals; tells "
            f"{told} of {made} one-field mutants of the rules apart "
            f"({len(self.equivalent)} equivalent)"
        )

    def to_json(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    def render_json(self) -> str:
        return json.dumps(self.to_json(), indent=2) + "\n"

    def render_text(self, explained: bool = True) -> str:
        lines = [self.summary()]
        lines.extend(f"  left out: {gap}" for gap in self.gaps(explained))
        return "\n".join(lines) + "\n"

    def render_markdown(self, suite_name: str, command: str) -> str:
        out = [
            f"# Conformance suite `{self.variant}`: coverage",
            "",
            f"<!-- @generated by {command}; do not edit by hand. -->",
            "",
            f"`{suite_name}`: {self.summary(named=False)}.",
            "",
            f"Measured against a search of {self.hands} random hands of the variant (and "
            "a builder for each rare event they miss): an edge case or refusal no hand of "
            "it shows, and a change of the rules no hand of it tells apart, is left out "
            "with that reason.",
            "",
            "## Left out",
            "",
        ]
        gaps = self.gaps()
        out.extend(f"- {_md(gap)}" for gap in gaps)
        if not gaps:
            out.append(
                "Nothing: every rule, setting, edge case and refusal of the variant is exercised."
            )
        out += ["", "## Equivalent mutants", ""]
        out.extend(f"- `{_md(label)}`" for label in self.equivalent)
        if not self.equivalent:
            out.append("None: every one-field change of the rules is told apart.")
        rows: tuple[tuple[str, str, tuple[Item, ...]], ...] = (
            ("Rules", "| rule | about | records | edge cases |", self.rules),
            ("Settings", "| setting | value | records | mutants told apart |", self.settings),
            ("Edge cases", "| edge case | what happens | records | rules |", self.cases),
            ("Refusals", "| refusal | what the engine says | records | |", self.refusals),
        )
        for title, header, items in rows:
            out += ["", f"## {title}", "", header, "|---|---|---:|---|"]
            for item in items:
                related = ", ".join(item.related) or "-"
                if title == "Settings":
                    told, made = item.mutants
                    related = f"{told} of {made}"
                elif title == "Refusals":
                    related = ""
                about = item.about + (f" ({item.note})" if item.note else "")
                out.append(f"| {item.name} | {_md(about)} | {len(item.records)} | {related} |")
        return "\n".join(out) + "\n"


def _md(text: str) -> str:
    return text.replace("|", "\\|").replace("<", "&lt;")


def _value(value: object) -> str:
    """A setting's value in the IR, compactly: `match`, `bid=4, wins_game=True`."""
    if value is None:
        return "none"
    if isinstance(value, tuple) and hasattr(value, "_fields"):
        fields = zip(value._fields, value, strict=True)
        return ", ".join(f"{name}={_nested(item)}" for name, item in fields) or "(default)"
    if isinstance(value, tuple):
        return ", ".join(getattr(v, "id", None) or _value(v) for v in value) or "none"
    return str(value)


def _nested(value: object) -> str:
    text = _value(value)
    return f"({text})" if isinstance(value, tuple) and hasattr(value, "_fields") else text


def _at(rules: Rules, path: str) -> object:
    """The part of the IR at a dotted path (`auction.privilege`); None under a missing part."""
    value: object = rules
    for name in path.split("."):
        if value is None:
            return None
        value = getattr(value, name)
    return value


def measure(records: Sequence[Record], module: ModuleType, reach: Reach | None = None) -> Coverage:
    """The coverage of `records`, all of the variant of the generated rules `module`,
    against `reach` (by default, what the search of the default seed finds)."""
    if reach is None:
        from allfours.conformance.generate import search_reach

        reach = search_reach(module)
    rules = rules_of(module)
    numbers = dict(rules.numbers)
    cases = catalogue(rules)
    by_case: dict[str, list[str]] = {case.id: [] for case in cases}
    by_rule: dict[str, list[str]] = {}
    by_refusal: dict[tuple[str, str, str], list[str]] = {}
    names = card_names(module)
    refused = numbers.get("errors.refused", "")
    illegal = random = 0
    game_cases: list[GameCase] | None = None
    for record in records:
        if is_game(record):
            # A game record: its deals, each traced as the hand it is, and the cases
            # only a game shows (the dealer's rotation, the end on the target...).
            if game_cases is None:
                game_cases = all_game_cases(Ctx(module))
            hand_format = hand_format_of(record)
            traces = [
                trace(deal_view(record, i, hand_format), module)
                for i in range(len(record["deals"]))
            ]
            found = [case for case in cases if any(case.detect(t) for t in traces)]
            cited = {numbers[rule] for case in found for rule in case.rules}
            ctx = Ctx(module)
            for game_case in game_cases:
                if game_case.detect(ctx, record):
                    cited.update(numbers[rule] for rule in game_case.rules)
        else:
            traces = [trace(record, module)]
            found = [case for case in cases if case.detect(traces[0])]
            cited = {numbers[rule] for case in found for rule in case.rules}
        errors = [t for t in traces if t.error is not None]
        for traced in errors:  # a refused action shows its rule, and that actions are refused
            cited.update((str(traced.error["rule"]) if traced.error else "", refused))
            by_refusal.setdefault(_refusal_key(traced, names), []).append(record["id"])
        illegal += bool(errors)
        random += "random" in record.get("tags", ())
        for case in found:
            by_case[case.id].append(record["id"])
        for number in cited:
            by_rule.setdefault(number, []).append(record["id"])
    settings = _setting_items(module, records, reach)
    for item in settings:  # a record that tells a setting's mutant apart shows its rules
        for rule in BY_KEY[item.name].rules:
            if rule in numbers:
                by_rule.setdefault(numbers[rule], []).extend(item.records)
    by_rule = {number: list(dict.fromkeys(ids)) for number, ids in by_rule.items()}
    return Coverage(
        variant=rules.id,
        records=len(records),
        random=random,
        illegal=illegal,
        rules=tuple(_rule_items(rules, cases, by_rule, reach.rules)),
        settings=tuple(settings),
        cases=tuple(
            Item(
                case.id,
                case.summary,
                tuple(by_case[case.id]),
                tuple(numbers[rule] for rule in case.rules),
                "" if case.id in reach.cases else UNREACHED,
            )
            for case in cases
        ),
        refusals=tuple(
            Item(
                refusal.slug,
                f"{refusal.phase}: {refusal.reason} ({numbers.get(refusal.rule, refusal.rule)})",
                tuple(by_refusal.get(_key(refusal, numbers), ())),
                (),
            )
            for refusal in reach.refusals
        ),
        hands=reach.hands,
        equivalent=tuple(sorted(reach.equivalent)),
    )


def _key(refusal: Refusal, numbers: dict[str, str]) -> tuple[str, str, str]:
    """A refusal as a record shows it: the phase, the rule's number and the reason."""
    return refusal.phase, numbers.get(refusal.rule, refusal.rule), refusal.reason


def _refusal_key(traced: Trace, names: Sequence[str]) -> tuple[str, str, str]:
    error = traced.error
    assert error is not None
    return (
        traced.error_phase or "",
        str(error.get("rule", "")),
        shape(str(error.get("message", "")), names),
    )


def _rule_items(
    rules: Rules, cases: list[Case], by_rule: dict[str, list[str]], reached: frozenset[str]
) -> list[Item]:
    items = []
    for rule, number in rules.numbers:
        bearing = tuple(case.id for case in cases if rule in case.rules)
        note = unobservable(rule) or ("" if number in reached else UNREACHED)
        items.append(
            Item(number, topic(rules, rule), tuple(by_rule.get(number, ())), bearing, note)
        )
    return items


def _setting_items(module: ModuleType, records: Sequence[Record], reach: Reach) -> list[Item]:
    """One item per setting that decides a rule of the variant: the records that tell one
    of its mutants apart from the reference (the first record that tells each apart)."""
    rules = rules_of(module)
    of_setting: dict[str, list[Mutant]] = {}
    for mutant in reach.mutants:
        of_setting.setdefault(mutant.setting, []).append(mutant)
    items = []
    for setting in playing_settings(rules):
        mutants = of_setting.get(setting.key, [])
        told: list[str] = []
        untold: list[str] = []
        for mutant in mutants:
            if mutant.label in reach.equivalent:
                continue
            changed = mutant.rules(module)
            first = next((r["id"] for r in records if kills(module, changed, r)), None)
            if first is None:
                untold.append(mutant.label)
            elif first not in told:
                told.append(first)
        killed = len(mutants) - len(untold) - sum(m.label in reach.equivalent for m in mutants)
        note = ""
        value = _at(rules, setting.ir)
        if not mutants:
            none = value is None or value == ()
            note = "the variant has none to change" if none else "its type allows no other value"
        elif all(m.label in reach.equivalent for m in mutants):
            note = "every change of it plays every hand of the search the same"
        items.append(
            Item(
                setting.key,
                _value(value),
                tuple(told),
                tuple(untold),
                note,
                (killed, len(mutants)),
            )
        )
    return items
