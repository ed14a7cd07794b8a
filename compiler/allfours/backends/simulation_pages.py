"""The site's pages from its committed simulation (`generated/simulation/*.json`, written
by `allfours simulate --site`): a "what these rules do" section for each rulebook page, in
its language, and the option-impact page that sets every house rule against its base.

The figures are the files' own; this only puts them into words and tables. A variant
without a file gets no section.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from babel.numbers import format_decimal

from allfours.backends.escape import md_text
from allfours.catalogs import Words, catalog


def _words(code: str) -> Words:
    """The language's words (locales/<code>/simulation.ftl): the section's heading and
    introduction, the tables' headings, each figure's name by its key (the keys of
    `allfours.simulate.site.SHOWN`)."""
    return Words(catalog(code), "sim")


def _columns(words: Words, key: str, count: int, **args: str) -> list[str]:
    return [words.fmt(f"{key}-{index}", **args) for index in range(count)]


def _name(words: Words, key: str, label: str) -> str:
    return words.get(f"figure-{key.replace('.', '-')}", md_text(label))


def load(folder: Path) -> dict[str, dict[str, Any]]:
    """Every simulation file of the folder, by variant id (none when it is missing)."""
    if not folder.is_dir():
        return {}
    return {
        path.stem: json.loads(path.read_text(encoding="utf-8"))
        for path in sorted(folder.glob("*.json"))
    }


def _number(kind: str, value: float, code: str, signed: bool = False) -> str:
    """A figure in the language's digits (Babel's CLDR decimal sign) and, for a proportion,
    its percent sign as the catalog writes it ("65,6 %" in Spanish)."""
    shown = round(100 * value, 1) if kind == "proportion" else round(value, 2)
    shown = 0.0 if shown == 0 else shown  # no "-0.00"
    sign = "+" if signed and shown > 0 else ""
    words = catalog(code)
    if kind == "proportion":
        return sign + words("sim-percent", value=format_decimal(shown, "0.0", locale=words.cldr))
    return sign + format_decimal(shown, "0.00", locale=words.cldr)


TO = " \N{EN DASH} "  # between the two ends of an interval


def _row(cells: list[str]) -> str:
    return "| " + " | ".join(cells) + " |"


def section(data: dict[str, Any], code: str) -> str:
    """The "what these rules do" section of a rulebook page in language `code`."""
    words = _words(code)
    lines = [
        f"## {words['heading']}",
        "",
        words.fmt(
            "intro", games=data["games"], players=len(data["players"]), seed=str(data["seed"])
        ),
        "",
        _row(_columns(words, "columns", 3)),
        _row(["---", "---:", "---:"]),
    ]
    kinds = {}
    for figure in data["figures"]:
        kind = kinds[figure["key"]] = figure["kind"]
        interval = _number(kind, figure["low"], code) + TO + _number(kind, figure["high"], code)
        name = _name(words, figure["key"], figure["label"])
        lines.append(_row([name, _number(kind, figure["value"], code), interval]))
    against = data.get("against_base")
    if against:
        base = data["base"]
        columns = _columns(words, "against_columns", 6, base=base)
        lines += ["", words.fmt("against", base=base), "", _row(columns)]
        lines.append(_row(["---", "---:", "---:", "---:", "---:", "---:"]))
        for pair in against:
            kind = kinds.get(pair["key"], "mean")
            mark = " *" if pair["significant"] else ""
            lines.append(
                _row(
                    [
                        _name(words, pair["key"], pair["label"]),
                        _number(kind, pair["first"], code),
                        _number(kind, pair["second"], code),
                        _number(kind, pair["difference"], code, signed=True) + mark,
                        _number(kind, pair["low"], code, signed=True)
                        + TO
                        + _number(kind, pair["high"], code, signed=True),
                        format_decimal(pair["p"], "0.000", locale=catalog(code).cldr),
                    ]
                )
            )
    return "\n".join(lines) + "\n"


def impact_page(data: dict[str, dict[str, Any]], code: str = "en") -> str:
    """The option-impact page in language `code`: a row for each house rule, with the
    figures that its rule changes against its base's (p < 0.05) and those it leaves
    alone."""
    words = _words(code)
    lines = [
        f"# {words['impact_title']}",
        "",
        words["impact_intro"],
        "",
        _row(_columns(words, "impact_columns", 3)),
        _row(["---", "---", "---"]),
    ]
    for house in (d for d in data.values() if d.get("against_base")):
        kinds = {f["key"]: f["kind"] for f in house["figures"]}
        changes, same = [], []
        for pair in house["against_base"]:
            kind = kinds.get(pair["key"], "mean")
            name = _name(words, pair["key"], pair["label"])
            if not pair["significant"]:
                same.append(name)
                continue
            changes.append(
                f"{name}: {_number(kind, pair['first'], code)} → "
                f"{_number(kind, pair['second'], code)} "
                f"({_number(kind, pair['low'], code, signed=True)} {words['to']} "
                f"{_number(kind, pair['high'], code, signed=True)})"
            )
        variant, base = house["variant"], house["base"]
        lines.append(
            _row(
                [
                    f"[{variant}](rulebook/{variant}.md), {words['on']} "
                    f"[{base}](rulebook/{base}.md)",
                    "<br>".join(changes) or words["nothing"],
                    ", ".join(same) or "—",
                ]
            )
        )
    return "\n".join(lines) + "\n"
