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

from allfours.backends.escape import md_text

# Each language's words: the section's heading and introduction, the tables' headings,
# and each figure's name by its key (the keys of `allfours.simulate.site.SHOWN`).
_WORDS: dict[str, dict[str, Any]] = {
    "en": {
        "heading": "What these rules do",
        "intro": "From {games} games between rule-based players, {players} at the table "
        "(seed {seed}, `allfours simulate --site`); each figure with its 95% confidence "
        "interval.",
        "against": "Against [{base}]({base}.md), the variant this one changes, over as many "
        "games; * marks a difference with p < 0.05.",
        "columns": ("figure", "value", "95% interval"),
        "against_columns": ("figure", "{base}", "here", "difference", "95% interval", "p"),
        "figures": {
            "hands_per_game": "hands per game",
            "points_per_hand": "points made per hand",
            "pitcher_made": "the contract is made",
            "set_back": "the pitcher is set back",
            "smudge_bid": "a smudge is bid (of contracts)",
            "smudge_made": "a smudge is made (of smudges bid)",
            "moon_bid": "the moon is bid (of contracts)",
            "moon_made": "the moon is made (of moons bid)",
            "passed_out": "hands thrown in",
            "win_rate.seat_0": "the first seat wins",
        },
        "impact_title": "What the house rules do",
        "impact_intro": "Every bundled house rule set against the variant it extends, from the "
        "site's simulation: rule-based players at the variant's usual table, the same number "
        "of games for each variant and the same seed (`allfours simulate --site`). A change "
        "is listed where the difference from the base has p < 0.05, with the base's figure, "
        "the house rule's, and the difference's 95% interval; each rulebook page has every "
        "figure.",
        "impact_columns": ("house rule", "what it changes", "no clear change in"),
        "on": "on",
        "to": "to",
        "nothing": "nothing measurable",
    },
    "es": {
        "heading": "Qué producen estas reglas",
        "intro": "De {games} partidas entre jugadores que siguen reglas fijas, {players} a "
        "la mesa (semilla {seed}, `allfours simulate --site`); cada cifra con su intervalo "
        "de confianza del 95 %.",
        "against": "Frente a [{base}]({base}.es.md), la variante que esta modifica, con "
        "otras tantas partidas; * señala una diferencia con p < 0,05.",
        "columns": ("cifra", "valor", "intervalo del 95 %"),
        "against_columns": ("cifra", "{base}", "aquí", "diferencia", "intervalo del 95 %", "p"),
        "figures": {
            "hands_per_game": "manos por partida",
            "points_per_hand": "puntos ganados por mano",
            "pitcher_made": "se cumple el contrato",
            "set_back": "el lanzador queda retrasado",
            "smudge_bid": "se oferta una mancha (de los contratos)",
            "smudge_made": "se cumple la mancha (de las ofertadas)",
            "moon_bid": "se oferta la luna (de los contratos)",
            "moon_made": "se cumple la luna (de las ofertadas)",
            "passed_out": "manos anuladas",
            "win_rate.seat_0": "gana el primer puesto",
        },
        "impact_title": "Qué cambian las reglas de la casa",
        "impact_intro": "Cada regla de la casa incluida frente a la variante que extiende, "
        "según la simulación del sitio: jugadores que siguen reglas fijas en la mesa "
        "habitual de la variante, el mismo número de partidas para cada variante y la misma "
        "semilla (`allfours simulate --site`). Un cambio aparece cuando la diferencia con la "
        "base tiene p < 0,05, con la cifra de la base, la de la regla de la casa y el "
        "intervalo del 95 % de la diferencia; cada página de reglamento tiene todas las "
        "cifras.",
        "impact_columns": ("regla de la casa", "qué cambia", "sin cambio claro en"),
        "on": "sobre",
        "to": "a",
        "nothing": "nada medible",
    },
    "pl": {
        "heading": "Co dają te zasady",
        "intro": "Z {games} partii między graczami grającymi według stałych reguł, {players} "
        "przy stole (ziarno {seed}, `allfours simulate --site`); każda liczba z 95-procentowym "
        "przedziałem ufności.",
        "against": "W porównaniu z [{base}]({base}.pl.md), wariantem, który ten zmienia, na "
        "tylu samo partiach; * oznacza różnicę z p < 0,05.",
        "columns": ("wielkość", "wartość", "przedział 95%"),
        "against_columns": ("wielkość", "{base}", "tutaj", "różnica", "przedział 95%", "p"),
        "figures": {
            "hands_per_game": "rozdań na partię",
            "points_per_hand": "punktów zdobytych w rozdaniu",
            "pitcher_made": "kontrakt wypełniony",
            "set_back": "miotacz cofnięty",
            "smudge_bid": "licytowane rozmazanie (spośród kontraktów)",
            "smudge_made": "wypełnione rozmazanie (spośród licytowanych)",
            "moon_bid": "licytowany księżyc (spośród kontraktów)",
            "moon_made": "wypełniony księżyc (spośród licytowanych)",
            "passed_out": "rozdania unieważnione",
            "win_rate.seat_0": "wygrywa pierwsze miejsce",
        },
        "impact_title": "Co zmieniają reguły domowe",
        "impact_intro": "Każda dołączona reguła domowa zestawiona z wariantem, który "
        "rozszerza, według symulacji strony: gracze grający według stałych reguł przy "
        "zwykłym dla wariantu stole, ta sama liczba partii dla każdego wariantu i to samo "
        "ziarno (`allfours simulate --site`). Zmiana jest podana, gdy różnica względem bazy "
        "ma p < 0,05, z liczbą dla bazy, dla reguły domowej i 95-procentowym przedziałem "
        "różnicy; każda strona regulaminu ma wszystkie liczby.",
        "impact_columns": ("reguła domowa", "co zmienia", "bez wyraźnej zmiany"),
        "on": "na bazie",
        "to": "do",
        "nothing": "nic mierzalnego",
    },
}


def load(folder: Path) -> dict[str, dict[str, Any]]:
    """Every simulation file of the folder, by variant id (none when it is missing)."""
    if not folder.is_dir():
        return {}
    return {
        path.stem: json.loads(path.read_text(encoding="utf-8"))
        for path in sorted(folder.glob("*.json"))
    }


def _number(kind: str, value: float, code: str, signed: bool = False) -> str:
    shown = round(100 * value, 1) if kind == "proportion" else round(value, 2)
    value = 0.0 if shown == 0 else value  # no "-0.00"
    sign = "+" if signed and shown > 0 else ""
    text = f"{sign}{100 * value:.1f}%" if kind == "proportion" else f"{sign}{value:.2f}"
    return text.replace(".", ",") if code != "en" else text


TO = " \N{EN DASH} "  # between the two ends of an interval


def _row(cells: list[str]) -> str:
    return "| " + " | ".join(cells) + " |"


def section(data: dict[str, Any], code: str) -> str:
    """The "what these rules do" section of a rulebook page in language `code`."""
    words = _WORDS[code]
    names = words["figures"]
    lines = [
        f"## {words['heading']}",
        "",
        words["intro"].format(games=data["games"], players=len(data["players"]), seed=data["seed"]),
        "",
        _row(list(words["columns"])),
        _row(["---", "---:", "---:"]),
    ]
    kinds = {}
    for figure in data["figures"]:
        kind = kinds[figure["key"]] = figure["kind"]
        interval = _number(kind, figure["low"], code) + TO + _number(kind, figure["high"], code)
        name = names.get(figure["key"], md_text(figure["label"]))
        lines.append(_row([name, _number(kind, figure["value"], code), interval]))
    against = data.get("against_base")
    if against:
        base = data["base"]
        columns = [c.format(base=base) for c in words["against_columns"]]
        lines += ["", words["against"].format(base=base), "", _row(columns)]
        lines.append(_row(["---", "---:", "---:", "---:", "---:", "---:"]))
        for pair in against:
            kind = kinds.get(pair["key"], "mean")
            mark = " *" if pair["significant"] else ""
            lines.append(
                _row(
                    [
                        names.get(pair["key"], md_text(pair["label"])),
                        _number(kind, pair["first"], code),
                        _number(kind, pair["second"], code),
                        _number(kind, pair["difference"], code, signed=True) + mark,
                        _number(kind, pair["low"], code, signed=True)
                        + TO
                        + _number(kind, pair["high"], code, signed=True),
                        f"{pair['p']:.3f}".replace(".", "," if code != "en" else "."),
                    ]
                )
            )
    return "\n".join(lines) + "\n"


def impact_page(data: dict[str, dict[str, Any]], code: str = "en") -> str:
    """The option-impact page in language `code`: a row for each house rule, with the
    figures that its rule changes against its base's (p < 0.05) and those it leaves
    alone."""
    words = _WORDS[code]
    names = words["figures"]
    lines = [
        f"# {words['impact_title']}",
        "",
        words["impact_intro"],
        "",
        _row(list(words["impact_columns"])),
        _row(["---", "---", "---"]),
    ]
    for house in (d for d in data.values() if d.get("against_base")):
        kinds = {f["key"]: f["kind"] for f in house["figures"]}
        changes, same = [], []
        for pair in house["against_base"]:
            kind = kinds.get(pair["key"], "mean")
            name = names.get(pair["key"], md_text(pair["label"]))
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
