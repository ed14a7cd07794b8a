"""The site's pages from its committed simulation (`generated/simulation/*.json`, written
by `allfours simulate --site`): a "What these rules do" section for each rulebook page,
in its language, and the page "What the house rules do".

The figures are the files' own; this only puts them into players' words (from
`simulation_words`, one table per language): sentences first, the numbers with their
intervals behind a toggle, a share of fewer than 30 events as its counts ("3 of 9"),
variants by their titles, and for a house rule, what changes against its base, where
the rule matters and a hand it changes, both versions side by side.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from babel.numbers import format_decimal

from allfours.backends.escape import md_text
from allfours.backends.rulebook.example_text import card as card_words
from allfours.backends.simulation_words import NAMES, columns, figure_label, words
from allfours.catalogs import card_rank, catalog, listed
from allfours.simulate.charts import length_chart
from allfours.simulate.statistics import FEW

SUIT_SIGNS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
TO = " \N{EN DASH} "  # between the two ends of an interval
NONE = "\N{EM DASH}"  # a cell with nothing to show
CHARTS = "charts"  # the folder, beside the rulebook pages, of the pages' charts


def load(folder: Path) -> dict[str, dict[str, Any]]:
    """Every simulation file of the folder, by variant id (none when it is missing)."""
    if not folder.is_dir():
        return {}
    return {
        path.stem: json.loads(path.read_text(encoding="utf-8"))
        for path in sorted(folder.glob("*.json"))
    }


# -- numbers ---------------------------------------------------------------------------


def _decimal(value: float, code: str, places: int = 1) -> str:
    """A number in the language's digits (Babel's CLDR data): 1,234.5, 1234,5."""
    pattern = "#,##0." + "0" * places if places else "#,##0"
    return format_decimal(value, pattern, locale=catalog(code).cldr)


def _count(value: int, code: str) -> str:
    return _decimal(value, code, 0)


def _percent(value: float, code: str, places: int | None = None) -> str:
    """A share as a percentage, its sign as the catalog writes it ("65,6 %" in Spanish);
    by default whole below 100 and above 10, a decimal under 10% so that a rare event
    does not read "0%"."""
    if places is None:
        places = 1 if 0 < 100 * value < 9.95 else 0
    return words(code).fmt("percent", value=_decimal(100 * value, code, places))


def _share(figure: dict[str, Any], code: str, form: str = "share") -> str:
    """A share as players read it: a percentage, or its counts below `FEW` events."""
    w = words(code)
    events, trials = figure.get("events"), figure["trials"]
    if events is not None and min(events, trials - events) < FEW:
        return w.fmt(f"{form}_counts", events=_count(events, code), trials=_count(trials, code))
    return w.fmt(f"{form}_percent", percent=_percent(figure["value"], code))


def _value(figure: dict[str, Any], code: str, places: int = 1) -> str:
    if figure["kind"] == "share":
        return _share(figure, code)
    if figure.get("key") == "dealer_points":
        return _percent(figure["value"], code)
    return _decimal(figure["value"], code, places)


def _interval(figure: dict[str, Any], code: str, percent: bool) -> str:
    if percent:
        return _percent(figure["low"], code, 1) + TO + _percent(figure["high"], code, 1)
    return _decimal(figure["low"], code, 2) + TO + _decimal(figure["high"], code, 2)


def _row(cells: Sequence[str]) -> str:
    return "| " + " | ".join(cells) + " |"


def _title(data: dict[str, Any], code: str, field: str = "titles") -> str:
    return md_text(str(data[field].get(code) or data[field]["en"]))


def _by_key(data: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """The figures by key, with and without their parameter ("comeback.3", "comeback")."""
    out: dict[str, dict[str, Any]] = {}
    for figure in data["figures"]:
        key = str(figure["key"])
        out[key] = figure
        out.setdefault(key.split(".")[0], figure)
    return out


# -- a rulebook page's section ---------------------------------------------------------


def section(data: dict[str, Any], code: str, chart: bool = True) -> str:
    """The "What these rules do" section of a rulebook page in language `code`; `chart`:
    with the site's chart of game lengths (the playground's comparison has none)."""
    w = words(code)
    figures = _by_key(data)
    lines = [f"## {w['heading']}", ""]
    lines += [
        w.fmt("bots", games=_count(data["games"], code), players=len(data["players"])),
        "",
    ]
    bullets = _bullets(data, figures, code)
    lines += [f"- {b}" for b in bullets] + [""]
    if chart:
        lines += [f"![{w['chart_length']}]({CHARTS}/{data['variant']}.svg)", ""]
    lines += _details(w["details"], _figure_table(data, code))
    if data.get("against_base"):
        lines += ["", *against(data, code)]
    return "\n".join(lines).rstrip("\n") + "\n"


def _bullets(data: dict[str, Any], figures: dict[str, dict[str, Any]], code: str) -> list[str]:
    w = words(code)
    out = []
    shortest, longest = data["spread"]
    out.append(
        w.fmt(
            "length",
            hands=_decimal(figures["hands_per_game"]["value"], code),
            shortest=shortest,
            longest=longest,
        )
    )
    out.append(w.fmt("points", points=_decimal(figures["points_per_hand"]["value"], code)))
    made = figures.get("pitcher_made")
    if made is not None:
        text = w.fmt("contracts", made=_share(made, code, "often"))
        bids = [f for key, f in figures.items() if key.startswith("pitcher_made_bid.")]
        if bids:
            listed = ", ".join(
                w.fmt("bid_share", bid=f["key"].split(".")[1], share=_share(f, code)) for f in bids
            )
            text += " " + w.fmt("by_bid", bids=listed)
        setbacks = figures.get("setbacks_per_game")
        if setbacks is not None:
            text += " " + w.fmt("setbacks", setbacks=_decimal(setbacks["value"], code))
        out.append(text)
    for word in ("smudge", "moon"):
        bid, made_it = figures.get(f"{word}_bid"), figures.get(f"{word}_made")
        if bid is not None and made_it is not None:
            name = w[f"word_{word}"]
            out.append(
                w.fmt(
                    "smudges",
                    Word=name[0].upper() + name[1:],
                    word=name.lower() if code != "pl" else name,
                    bid=_share(bid, code, "often"),
                    made=_share(made_it, code, "often"),
                )
            )
    thrown = figures.get("passed_out")
    if thrown is not None and thrown["events"]:
        out.append(w.fmt("thrown_in", share=_share(thrown, code, "hands")))
    out.append(
        w.fmt(
            "swings",
            changes=_decimal(figures["lead_changes"]["value"], code),
            comeback=_share(figures["comeback"], code, "games"),
            margin=figures["comeback"]["key"].split(".")[1],
            last=_share(figures["last_hand_decides"], code, "games"),
        )
    )
    first = figures["first_dealer_wins"]
    text = w.fmt("places", first=_share(first, code, "games"), fair=_percent(first["fair"], code))
    eldest = figures.get("eldest_wins")
    if eldest is not None:
        text += " " + w.fmt("eldest", eldest=_share(eldest, code, "games"))
    dealer = figures["dealer_points"]
    text += " " + w.fmt(
        "dealer_points", share=_percent(dealer["value"], code), fair=_percent(dealer["fair"], code)
    )
    out.append(text)
    skill = data.get("skill")
    if skill is not None:
        out.append(_skill(skill, code))
    return out


def _skill(skill: dict[str, Any], code: str) -> str:
    w = words(code)
    share = skill["wins"] / max(skill["trials"], 1)
    fair = skill["fair"]
    edge = (share - fair) / (1 - fair) if fair < 1 else 0.0
    level = "high" if edge >= 0.6 else "middle" if edge >= 0.3 else "low"
    figure = {"events": skill["wins"], "trials": skill["trials"], "value": share}
    return w.fmt(
        "skill",
        wins=_share(figure, code, "games"),
        fair=_percent(fair, code),
        verdict=w[f"skill-verdict-{level}"],
    )


def _figure_table(data: dict[str, Any], code: str) -> list[str]:
    w = words(code)
    lines = [_row(columns(w, "columns")), _row(["---", "---:", "---:", "---:"])]
    for figure in data["figures"]:
        percent = figure["kind"] == "share" or figure["key"] == "dealer_points"
        unit = _over(figure)
        lines.append(
            _row(
                [
                    _figure_name(figure, code),
                    _value(figure, code, 2),
                    _interval(figure, code, percent),
                    w.fmt(f"over-{unit}", n=_count(_chances(figure, unit), code)),
                ]
            )
        )
    return lines


def _figure_name(figure: dict[str, Any], code: str) -> str:
    key, _, rest = str(figure["key"]).partition(".")
    value = int(rest) if rest.isdigit() else None
    player = rest if rest and not rest.isdigit() else ""
    return figure_label(code, key, value, player)


def _over(figure: dict[str, Any]) -> str:
    from allfours.simulate.figures import COUNTED_OVER

    return COUNTED_OVER[str(figure["key"]).split(".")[0]]


def _chances(figure: dict[str, Any], unit: str) -> int:
    return int(figure["games"] if unit == "games" else figure["trials"])


def _details(title: str, table: Sequence[str]) -> list[str]:
    """A table shown folded, opened by its title (pymdownx.details); its first column
    (what a row is about) stays in sight while the table scrolls on a phone."""
    body = ['<div class="figures-table" markdown>', "", *table, "", "</div>"]
    return [f'??? info "{title}"', "", *(f"    {line}" if line else "" for line in body), ""]


# -- a house rule against its base -----------------------------------------------------


def against(data: dict[str, Any], code: str) -> list[str]:
    w = words(code)
    base = _title(data, code, "base_titles")
    link = f"{data['base']}.md" if code == "en" else f"{data['base']}.{code}.md"
    pairs = data["against_base"]
    tests = sum(1 for p in pairs if p["verdict"] != "few")
    lines = [f"### {w.fmt('against_heading', base=base)}", ""]
    lines += [
        w.fmt(
            "against_intro", base=base, link=link, games=_count(data["games"], code), tests=tests
        ),
        "",
    ]
    changes = [p for p in pairs if p["verdict"] == "change"]
    for pair in changes:
        lines.append(f"- {_change(pair, code)}")
    quiet = [_figure_name(p["here"], code) for p in pairs if p["verdict"] in ("small", "unclear")]
    few = [_figure_name(p["here"], code) for p in pairs if p["verdict"] == "few"]
    if quiet:
        key = "no_change" if changes else "no_change_at_all"
        lines.append(f"- {w.fmt(key, figures=', '.join(quiet))}")
    if few:
        lines.append(f"- {w.fmt('too_few', figures=', '.join(few))}")
    lines.append("")
    lines += _details(w["against_details"], _against_table(data, code, base))
    if "matters" in data:  # measured by the site (the playground's comparison has not)
        lines += ["", *_matters(data, code, base)]
    return lines


def _change(pair: dict[str, Any], code: str) -> str:
    w = words(code)
    first, second = pair["base"], pair["here"]
    if pair["figure"] == "hands_per_game":
        key = "longer" if pair["difference"] > 0 else "shorter"
        return w.fmt(
            key, first=_decimal(first["value"], code), second=_decimal(second["value"], code)
        )
    name = _figure_name(second, code)
    key = "rises" if pair["difference"] > 0 else "falls"
    return w.fmt(
        key,
        label=name[0].upper() + name[1:],
        first=_value(first, code),
        second=_value(second, code),
    )


def _signed(value: float, code: str, percent: bool) -> str:
    sign = "+" if round(value, 4) > 0 else ""
    return sign + (_percent(value, code, 1) if percent else _decimal(value, code, 2))


def _span(pair: dict[str, Any], code: str, percent: bool) -> str:
    """A difference's interval, each end signed."""
    return _signed(pair["low"], code, percent) + TO + _signed(pair["high"], code, percent)


def _against_table(data: dict[str, Any], code: str, base: str) -> list[str]:
    w = words(code)
    head = columns(w, "against_columns", base=base)
    lines = [_row(head), _row(["---", "---:", "---:", "---:", "---:", "---:"])]
    for pair in data["against_base"]:
        percent = bool(pair["percent"])
        few = pair["verdict"] == "few"
        lines.append(
            _row(
                [
                    _figure_name(pair["here"], code),
                    _value(pair["base"], code, 2),
                    _value(pair["here"], code, 2),
                    _signed(pair["difference"], code, percent),
                    NONE if few else _span(pair, code, percent),
                    NONE if few else _decimal(pair["adjusted_p"], code, 3),
                ]
            )
        )
    return lines


# -- where this rule matters -----------------------------------------------------------


def _matters(data: dict[str, Any], code: str, base: str) -> list[str]:
    w = words(code)
    matters = data.get("matters") or {}
    lines = [f"### {w['matters_heading']}", ""]
    if not matters.get("shared"):
        return [*lines, w.fmt("matters_none", base=base), ""]
    hands = matters["hands"]
    if matters["changed"] == 0:
        return [*lines, w.fmt("matters_never", hands=_count(hands, code), base=base), ""]
    changed = {
        "events": matters["changed"],
        "trials": hands,
        "value": matters["changed"] / max(hands, 1),
    }
    scored = {
        "events": matters["scored"],
        "trials": hands,
        "value": matters["scored"] / max(hands, 1),
    }
    lines += [
        w.fmt(
            "matters",
            hands=_count(hands, code),
            base=base,
            changed=_share(changed, code, "hands"),
            scored=_share(scored, code, "hands"),
        ),
        "",
    ]
    example = matters.get("example")
    if example is not None:
        lines += example_hand(example, code, base)
    return lines


def example_hand(example: dict[str, Any], code: str, base: str) -> list[str]:
    """The hand side by side: the deal, the steps both versions took alike (in one
    column), the first step where they part and each version's steps after it, then the
    scores after the hand and whether the game was won."""
    w = words(code)
    record = example["base"]
    players = int(record["players"])
    dealer = int(record["dealer"])
    names = {seat: NAMES[(seat - dealer - 1) % players] for seat in range(players)}
    side_names = _side_names(record, names, code)
    scores = _scores(record["scores"], side_names, players, dealer)
    lines = [w.fmt("example_intro", scores=scores), ""]
    head = columns(w, "example_columns", base=base)
    lines += [_row(head), _row(["---", "---", "---"])]
    deal = "<br>".join(
        f"{names[seat]}: {' '.join(_card(c, code) for c in record['hands'][seat])}"
        for seat in _turn_order(players, dealer)
    )
    lines.append(_row([w["example_deal"], deal, deal]))
    first = int(example["first_difference"])
    base_events, here_events = example["base_events"], example["here_events"]
    same = [_step(e, names, side_names, code) for e in base_events[:first]]
    same = [s for s in same if s]
    for chunk in _chunks(same, 8):
        lines.append(_row([w["example_same"], "<br>".join(chunk), "<br>".join(chunk)]))
    rest_base = [s for s in (_step(e, names, side_names, code) for e in base_events[first:]) if s]
    rest_here = [s for s in (_step(e, names, side_names, code) for e in here_events[first:]) if s]
    if rest_base or rest_here:
        lines.append(
            _row(
                [
                    w["example_first"],
                    f"**{rest_base[0]}**" if rest_base else "",
                    f"**{rest_here[0]}**" if rest_here else "",
                ]
            )
        )
        later_base, later_here = _chunks(rest_base[1:], 8), _chunks(rest_here[1:], 8)
        for index in range(max(len(later_base), len(later_here))):
            left = "<br>".join(later_base[index]) if index < len(later_base) else ""
            right = "<br>".join(later_here[index]) if index < len(later_here) else ""
            lines.append(_row(["", left, right]))
    after = []
    for side_record in (example["base"], example["here"]):
        expect = side_record["expect"]
        shown = _scores(expect["scores"], side_names, players, dealer)
        if expect.get("winner") is not None:
            shown += "<br>" + w.fmt("example_won", side=side_names[expect["winner"]])
        else:
            shown += "<br>" + w["example_goes_on"]
        after.append(shown)
    lines.append(_row([w["example_after"], *after]))
    return [*lines, ""]


def _scores(scores: Sequence[int], side_names: dict[int, str], players: int, dealer: int) -> str:
    """Each side's score, in turn order from the eldest hand."""
    order = [s for s in _turn_order(players, dealer) if s in side_names]
    return ", ".join(f"{side_names[side]} {scores[side]}" for side in order)


def _sides(record: dict[str, Any]) -> list[list[int]]:
    return list(record.get("sides") or [])


def _turn_order(players: int, dealer: int) -> list[int]:
    return [(dealer + 1 + i) % players for i in range(players)]


def _side_names(record: dict[str, Any], names: dict[int, str], code: str) -> dict[int, str]:
    """A side by its players' names (a side is named by its lowest seat)."""
    sides = _sides(record)
    if not sides:
        return names
    said = catalog(code).text  # the names joined the language's way ("Anna and Clara")
    return {min(seats): said(listed([names[s] for s in seats])) for seats in sides}


def _chunks(items: Sequence[str], size: int) -> list[list[str]]:
    return [list(items[i : i + size]) for i in range(0, len(items), size)]


def _card(card: str, code: str) -> str:
    """A card as the rulebooks' hands show it: the rank's short name in the language and
    the suit's sign ("10♠", "D♥" in Polish), a joker by its name."""
    words = catalog(code)
    if len(card) >= 2 and card[-1] in SUIT_SIGNS:
        return words("rank-short", rank=card_rank(card[:-1])) + SUIT_SIGNS[card[-1]]
    return words.render(card_words(card))


def _step(event: list[Any], names: dict[int, str], sides: dict[int, str], code: str) -> str:
    """One event of the hand's log in words ("" for those the table does not see)."""
    w = words(code)
    kind, fields = event[0], event[1:]

    def action_words(action: str) -> str:
        verb, _, amount = action.partition(" ")
        return w.fmt(f"action-{verb}", n=amount) if f"action-{verb}" in w else action

    def side(number: Any) -> str:
        return sides.get(number, names.get(number, str(number)))

    match kind:
        case "Bid" | "Begged":
            return w.fmt(f"step-{kind}", who=names[fields[0]], action=action_words(fields[1]))
        case "SaleAnswered":
            return w.fmt(f"step-{kind}", who=names[fields[0]], action=action_words(fields[1]))
        case "Contract":
            if fields[1] is None:
                return w.fmt("step-Contract_none", who=names[fields[0]])
            return w.fmt(f"step-{kind}", who=names[fields[0]], bid=fields[1])
        case "ThrownIn" | "RunDealt" | "Bunched":
            return w[f"step-{kind}"]
        case "CardTurnedUp":
            return w.fmt(f"step-{kind}", card=_card(fields[0], code))
        case "Discarded":
            return w.fmt(f"step-{kind}", who=names[fields[0]], card=_card(fields[1], code))
        case "TrumpFixed":
            return w.fmt(f"step-{kind}", suit=SUIT_SIGNS.get(fields[0], fields[0]))
        case "Played":
            return w.fmt(f"step-{kind}", who=names[fields[0]], card=_card(fields[1], code))
        case "TrickWon":
            return w.fmt(f"step-{kind}", who=names[fields[2]])
        case "PointScored":
            if fields[1] is None:
                return w.fmt("step-PointScored_none", point=_point(fields[0], code))
            return w.fmt(f"step-{kind}", point=_point(fields[0], code), who=side(fields[1]))
        case "SetBack":
            return w.fmt(f"step-{kind}", who=side(fields[0]), amount=fields[1])
        case "HandScored":
            return ""  # the scores after the hand close the table
        case "GameWon":
            return w.fmt(f"step-{kind}", who=side(fields[0]))
    return ""


def _point(point: str, code: str) -> str:
    """A point's name in the language: the rulebooks' own word for it."""
    from allfours.backends.rulebook.language import point_title

    return point_title(code, point)


# -- charts ----------------------------------------------------------------------------


def chart(data: dict[str, Any], everything: dict[str, dict[str, Any]], code: str) -> str:
    """The page's chart: how many hands a game lasts (beside its base, for a house rule)."""
    w = words(code)
    series = []
    base = everything.get(data.get("base") or "")
    for each in (data, base) if base is not None else (data,):
        counts = {int(n): c for n, c in each["lengths"].items()}
        series.append((_title(each, code).replace("\\", ""), counts))
    return length_chart(w["chart_length"], w["chart_hands"], series)


def charts(everything: dict[str, dict[str, Any]], code: str) -> dict[str, str]:
    """Every page's chart in language `code`, by file name in the charts folder."""
    return {f"{variant}.svg": chart(data, everything, code) for variant, data in everything.items()}


# -- the option-impact page ------------------------------------------------------------


def load_strength(folder: Path) -> dict[str, Any] | None:
    """The bots' measured strength (`simulate --site --strength`), if it was measured."""
    files = sorted((folder / "strength").glob("*.json")) if folder.is_dir() else []
    return json.loads(files[0].read_text(encoding="utf-8")) if files else None


def strength_text(strength: dict[str, Any], code: str) -> str:
    """How strong the site's bots are, in a few sentences: each kind of player's share of
    the games against them in duplicate pairs."""
    w = words(code)
    said = [w.fmt("strength", variant=_title(strength, code))]
    for rung in strength["rungs"]:
        share = w.fmt(
            "strength_share",
            value=_percent(rung["share"], code, 1),
            low=_percent(rung["low"], code, 1),
            high=_percent(rung["high"], code, 1),
        )
        kind, _, worlds = rung["player"].partition(":")
        if kind == "search":
            verdict = w["strength-verdict-" + ("stronger" if rung["low"] > 0.5 else "even")]
            said.append(w.fmt("strength-search", worlds=worlds, share=share, verdict=verdict))
        else:
            said.append(w.fmt(f"strength-{kind}", share=share))
    return " ".join(said)


def impact_page(
    data: dict[str, dict[str, Any]], code: str = "en", strength: dict[str, Any] | None = None
) -> str:
    """The page "What the house rules do" in language `code`: a sentence for each house
    rule (what it clearly changes, how often it matters), then the numbers folded; with
    the bots' measured strength, what it is, under the introduction."""
    w = words(code)
    houses = [d for d in data.values() if d.get("against_base")]
    games = houses[0]["games"] if houses else 0
    lines = [
        f"# {w['impact_title']}",
        "",
        w.fmt("impact_intro", games=_count(games, code)),
        "",
    ]
    if strength is not None:
        lines += [strength_text(strength, code), ""]
    rows = []
    suffix = "" if code == "en" else f".{code}"
    for house in houses:
        # the sentence keeps to the whole game's figures; the table has each bid's too
        said = [
            _change(p, code)
            for p in house["against_base"]
            if p["verdict"] == "change" and p["figure"] != "pitcher_made_bid"
        ]
        matters = house.get("matters") or {}
        if matters.get("shared") and matters.get("hands"):
            share = {
                "events": matters["changed"],
                "trials": matters["hands"],
                "value": matters["changed"] / matters["hands"],
            }
            if matters["changed"]:
                said.append(w.fmt("impact_matters", share=_share(share, code, "hands")))
            else:
                said.append(w.fmt("impact_never", hands=_count(matters["hands"], code)))
        text = " ".join(said) if said else w["impact_nothing"] + "."
        lines.append(
            "- "
            + w.fmt(
                "impact_row",
                title=_title(house, code),
                link=f"rulebook/{house['variant']}{suffix}.md",
                base=_title(house, code, "base_titles"),
                base_link=f"rulebook/{house['base']}{suffix}.md",
                changes=text,
            )
        )
        for pair in house["against_base"]:
            if pair["verdict"] != "change":
                continue
            percent = bool(pair["percent"])
            rows.append(
                _row(
                    [
                        _title(house, code),
                        _figure_name(pair["here"], code),
                        _value(pair["base"], code, 2),
                        _value(pair["here"], code, 2),
                        _span(pair, code, percent),
                    ]
                )
            )
    lines.append("")
    table = [_row(columns(w, "impact_columns")), _row(["---", "---", "---:", "---:", "---:"])]
    table += rows
    lines += _details(w["impact_details"], table)
    return "\n".join(lines).rstrip("\n") + "\n"
