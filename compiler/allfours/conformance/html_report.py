"""`conformance run --format html`: the report as one standalone page a person reads.

A rule-by-result table first (each rule's number, its sentence, the records that carry
it, passed and failed), then, for each failing record, the hand as the record plays it,
step by step up to the first divergence: the cards dealt, who did what, and at the step
where the implementation parted from the rules what the record expected, what the
implementation said, and the sentence of the rule that decides it.

The page needs nothing but itself: no script, no font, no stylesheet from elsewhere.
Everything from a suite or an implementation (ids, descriptions, actions, replies) is
text, escaped wherever it is written.
"""

from __future__ import annotations

import html
import json
from collections.abc import Mapping, Sequence
from typing import Any

from allfours.conformance.records import Record, is_game
from allfours.conformance.rulebook import Rulebook, known_rulebook, number_key
from allfours.conformance.runner import MISSING, Difference, Outcome, Report

_STYLE = """
body { font: 15px/1.45 system-ui, sans-serif; margin: 1.5em auto; max-width: 72em;
       padding: 0 1em; color: #1b1b1b; }
h1 { font-size: 1.5em; } h2 { font-size: 1.2em; margin-top: 2em; }
table { border-collapse: collapse; margin: .6em 0; width: 100%; }
th, td { border: 1px solid #d0d0d0; padding: .25em .5em; text-align: left;
         vertical-align: top; }
th { background: #f2f2f2; }
td.n { text-align: right; white-space: nowrap; }
.pass { background: #dff3df; } .fail { background: #f8d7d5; } .none { color: #777; }
.rule { font-weight: 600; white-space: nowrap; }
.diverge td { background: #f8d7d5; }
code, .mono { font-family: ui-monospace, monospace; font-size: .95em; }
.record { border-top: 3px solid #c43b30; margin-top: 2.2em; }
.says { margin: .3em 0 .6em 1em; color: #333; }
.summary { padding: .6em .8em; border-radius: 4px; }
details { margin: .4em 0; }
"""


def _e(text: Any) -> str:
    return html.escape(str(text), quote=True)


def _value(value: Any) -> str:
    if value is MISSING:
        return "(nothing)"
    return json.dumps(value, ensure_ascii=False, sort_keys=False)


def render_html(
    report: Report, records: Sequence[Record], rulebooks: Mapping[str, Rulebook]
) -> str:
    """The whole page of a run's report."""
    by_id = {record["id"]: record for record in records}
    variants = sorted({str(record.get("variant", "")) for record in records})
    books = {v: rulebooks.get(v) or known_rulebook(v) for v in variants}
    titles = ", ".join(books[v].title or v for v in variants)
    verdict = "pass" if report.ok else "fail"
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>Conformance report: {_e(titles)}</title>",
        f"<style>{_STYLE}</style></head><body>",
        f"<h1>Conformance report: {_e(titles)}</h1>",
        f'<p class="summary {verdict}">{_e(report.summary())}</p>',
    ]
    if report.too_few is not None:
        parts.append(f"<p><strong>No verdict:</strong> {_e(report.too_few)}</p>")
    suspects = report.suspects()
    if suspects:
        parts.append(f"<p>Look first at rule {_e(suspects[0])}.</p>")
    parts.append(_rule_table(report, books))
    failures = report.failures
    if failures:
        parts.append(f"<h2>Failing records ({len(failures)})</h2>")
        for outcome in failures:
            record = by_id.get(outcome.id)
            book = books.get(str(record.get("variant", ""))) if record else None
            parts.append(_failure(outcome, record, book or Rulebook({})))
    skipped = report.skipped
    if skipped:
        parts.append(f"<h2>Skipped records ({len(skipped)})</h2><ul>")
        parts += [f"<li><code>{_e(o.id)}</code>: {_e(o.detail)}</li>" for o in skipped]
        parts.append("</ul>")
    parts.append("</body></html>\n")
    return "\n".join(parts)


def _rule_table(report: Report, books: Mapping[str, Rulebook]) -> str:
    """Each rule the records carry: its number, its sentence, passed and failed."""
    texts: dict[str, str] = {}
    for book in books.values():
        texts.update(book.texts)
    counts = report.by_tag()
    rows = []
    for number in sorted(counts, key=number_key):
        carried, failed = counts[number]
        passed = carried - failed
        mark = "fail" if failed else "pass"
        sentence = texts.get(number, "")
        rows.append(
            f'<tr class="{mark}"><td class="rule" id="rule-{_e(number)}">{_e(number)}</td>'
            f"<td>{_e(sentence) or '<span class=none>(no sentence in the suite)</span>'}</td>"
            f'<td class="n">{carried}</td><td class="n">{passed}</td><td class="n">{failed}</td>'
            "</tr>"
        )
    return (
        "<h2>Rules</h2><table><thead><tr><th>rule</th><th>what it says</th>"
        "<th>records</th><th>passed</th><th>failed</th></tr></thead><tbody>"
        + "".join(rows)
        + "</tbody></table>"
    )


def _failure(outcome: Outcome, record: Record | None, book: Rulebook) -> str:
    first = next((d for d in outcome.differences if not d.consequence), None)
    out = [
        f'<section class="record" id="record-{_e(outcome.id)}">',
        f"<h3><code>{_e(outcome.id)}</code></h3>",
    ]
    if outcome.description:
        out.append(f"<p>{_e(outcome.description)}</p>")
    if first is None:  # a crash, a hang, garbage, a failed start: nothing was compared
        out.append(f"<p><strong>{_e(outcome.kind)}</strong>: {_e(outcome.detail)}</p>")
    else:
        out.append(_rule_said(first, book))
    if outcome.repeats:
        out.append(
            f'<p>The same difference as <a href="#record-{_e(outcome.repeats)}">'
            f"<code>{_e(outcome.repeats)}</code></a>: a consequence, not a new failure.</p>"
        )
    if record is not None and first is not None:
        out.append(_hand(record, first))
    others = [d for d in outcome.differences if d is not first]
    if others:
        out.append("<details><summary>Every other difference of this record</summary><ul>")
        for diff in others:
            follows = " (follows from the first)" if diff.consequence else ""
            out.append(f"<li>{_e(diff.line())}{_e(follows)}</li>")
        out.append("</ul></details>")
    if outcome.retry is not None:
        out.append(f"<p>Run again alone: {_e(outcome.retry.explain())}</p>")
    out.append("</section>")
    return "\n".join(out)


def _rule_said(diff: Difference, book: Rulebook) -> str:
    sentence = book.text(diff.rule) if diff.rule else ""
    rule = (
        f'<a class="rule" href="#rule-{_e(diff.rule)}">{_e(diff.rule)}</a>'
        if diff.rule
        else "the record's rule"
    )
    said = f'<blockquote class="says">{_e(sentence)}</blockquote>' if sentence else ""
    where = f" ({_e(diff.context)})" if diff.context else ""
    return (
        f"<p>First divergence, at <code>{_e(diff.where)}</code>{where}, decided by {rule}:</p>"
        f"{said}"
        f"<table><tr><th>the rules say</th><td class=mono>{_e(_value(diff.expected))}</td></tr>"
        f"<tr><th>the implementation said</th><td class=mono>{_e(_value(diff.got))}</td></tr>"
        + (f"<tr><th>detail</th><td>{_e(diff.detail)}</td></tr>" if diff.detail else "")
        + "</table>"
    )


def _hand(record: Record, diff: Difference) -> str:
    """The deal and the steps of the record's hand up to the divergence (the deal it is
    in, for a game record)."""
    where = diff.where
    hand: Mapping[str, Any] = record
    prefix = ""
    if is_game(record) and where.startswith("deals["):
        index = int(where[6 : where.index("]")])
        deals = record.get("deals") or []
        if index < len(deals):
            hand = deals[index]
            prefix = f"Deal {index + 1} of the game, dealt by seat {hand.get('dealer')}. "
        where = where.split("].", 1)[1] if "]." in where else ""
    step_at = int(where[6 : where.index("]")]) if where.startswith("steps[") else None
    if where == "error.rule" and isinstance(hand.get("error"), dict):
        step_at = hand["error"].get("step")
    hands = hand.get("hands") or []
    out = [f"<p>{_e(prefix)}The deal:</p><table><tr><th>seat</th><th>cards</th></tr>"]
    for seat, cards in enumerate(hands):
        shown = " ".join(map(str, cards)) if isinstance(cards, list) else str(cards)
        out.append(f'<tr><td class="n">{seat}</td><td class="mono">{_e(shown)}</td></tr>')
    out.append("</table>")
    if isinstance(hand.get("stock"), list) and hand["stock"]:
        stock = " ".join(map(str, hand["stock"]))
        out.append(f'<p>The stock, top first: <span class="mono">{_e(stock)}</span></p>')
    steps = hand.get("steps") or []
    last = step_at if step_at is not None else len(steps) - 1
    out.append(
        "<p>The hand, step by step"
        + (" to the divergence" if step_at is not None else "; it diverged in the result")
        + ":</p><table><thead><tr><th>step</th><th>seat</th><th>action</th>"
        "<th>legal then</th></tr></thead><tbody>"
    )
    for number, step in enumerate(steps[: last + 1]):
        if not isinstance(step, dict):
            continue
        legal = step.get("legal")
        legal_text = " · ".join(map(str, legal)) if isinstance(legal, list) else ""
        row = ' class="diverge"' if number == step_at else ""
        out.append(
            f'<tr{row}><td class="n">{number}</td><td class="n">{_e(step.get("seat"))}</td>'
            f'<td class="mono">{_e(step.get("action"))}</td>'
            f'<td class="mono">{_e(legal_text)}</td></tr>'
        )
    out.append("</tbody></table>")
    return "\n".join(out)
