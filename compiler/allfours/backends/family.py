"""The family page: every bundled variant side by side, one page per language.

Cells are short phrases for the same facts the rulebooks state in full (`facts.plan`),
so the table cannot say anything a rulebook does not. The page is read as the family's
lines: each base game (a variant that extends none) with the house rules built on it, in
two narrow tables (the table and the deal; the points and the game), and only the
columns that differ within a line shown: what every game of a line shares is said once
above its tables. In a house rule's row a setting as in its base shows as "=", and a
setting it changes is highlighted, so "Auction Pitch to 11" is its target and nothing
else. Base games with no house rule share one last section.

A rule card shows the same phrases (`glance`), so the family page and the cards cannot
disagree. Point names, section titles and the game's terms are the rulebook languages'
own (`point_title`, `GLOSSARY`); the short phrases here are the table's.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

from allfours import ir
from allfours.backends.escape import md_text
from allfours.backends.rulebook import LANGUAGES, Language, page_name, polish, spanish
from allfours.backends.rulebook import facts as f
from allfours.runtime import model

_MINUS = "\N{MINUS SIGN}"  # the formulas' minus, as the reference rules print it

# A setting's column: its key, and the rule whose number a card cites for it.
_TABLE_COLUMNS = (
    ("players", "table.players"),
    ("pack", "table.pack"),
    ("deal", "deal.deal"),
    ("trump", ""),
    ("play", "play.plain_lead"),
    ("bids", "auction.bids"),
    ("privilege", "auction.privilege"),
    ("all_pass", "auction.all_pass"),
    ("draw", ""),
)
_GAME_COLUMNS = (
    ("points", ""),
    ("tie", ""),
    ("scored", ""),
    ("target", "game.target"),
    ("going_out", "game.count_out"),
    ("instant", ""),
    ("settlement", "settle.chips"),
)
COLUMNS = tuple(key for key, _ in (*_TABLE_COLUMNS, *_GAME_COLUMNS))

_ES, _PL = spanish.GLOSSARY, polish.GLOSSARY


def _the(noun: str) -> str:
    """A Spanish noun with its article, once ("el que reparte" has it already)."""
    return noun if noun.startswith(("el ", "la ")) else f"el {noun}"


_ES_DEALER, _ES_BIDDER = _the(_ES["dealer"]), _the(_ES["highest bidder"])

# The table's words in each language. Placeholders in braces.
WORDS: dict[str, dict[str, str]] = {
    "en": {
        # headings
        "title": "The family",
        "intro": (
            "Every bundled variant by setting, line by line: a base game and the house "
            "rules built on it. Each variant's rulebook states the same settings in full."
        ),
        "table_part": "Table, deal and auction",
        "game_part": "Points and the game",
        "line": "{base} and its house rules",
        "others": "Other games",
        "shared": "In every game of this line:",
        "shared_others": "In every one of these games:",
        "game": "game",
        "on": "on {base}",
        "same": "as in its base",
        "players": "players",
        "pack": "pack",
        "deal": "deal",
        "trump": "trump",
        "play": "plain lead",
        "bids": "bids",
        "privilege": "dealer's privilege",
        "all_pass": "all pass",
        "draw": "begging / draw",
        "points": "points (to whom)",
        "tie": "tie for Game",
        "scored": "hand scored",
        "target": "target",
        "going_out": "going out",
        "instant": "instant wins",
        "settlement": "settlement (chips)",
        # cells
        "none": "—",
        "dropped": "none",
        "or": " or ",
        "to": "{a} to {b}",
        "sides": "{sides} sides of {size}",
        "opposite": ", partners opposite",
        "alternate": ", partners alternate",
        "low_rank": " (A to {rank})",
        "joker": " + joker",
        "jokers": " + {n} jokers",
        "deal_cells": "{hand}, in {packet}s",
        "right": ", to the right",
        "turned_up": "turned up",
        "stock": "top of the stock, drawn",
        "face_up": " (face up)",
        "face_down": " (face down)",
        "named": "named by the high bidder",
        "same_colour": " + the {rank} of its colour",
        "and_joker": " and the joker",
        "and_jokers": " and the jokers",
        "trumps_only": "; trumps only",
        "pitched": "pitched",
        "follow_or_trump": "follow suit or trump",
        "follow": "follow suit",
        "void_trump": "; if void, trump",
        "no_auction": "no auction",
        "sold": "sold by eldest; ",
        "smudge": ", smudge {bid}",
        "retake": "; {top} over {top}",
        "rounds": ", in rounds",
        "forced": "; forced {bid}",
        "match": "may match",
        "match_except_smudge": "may match, not a smudge",
        "match_even_smudge": "may match, even a smudge",
        "stick_the_dealer": "dealer must bid",
        "stuck_at": "dealer must bid {bid}+",
        "redeal_by_next_dealer": "next dealer deals",
        "redeal_by_same_dealer": "same dealer deals again",
        "eldest_pitches": "eldest pitches, no contract",
        "dealer_plays": "dealer plays, no contract",
        "refill": "discard plain cards, draw to {keep}; {robber} robs the pack",
        "robber_pitcher": "high bidder",
        "robber_dealer": "dealer",
        "refill_none": "discard plain cards, draw to {keep}; no one robs the pack",
        "points_kept": "; point cards kept",
        "down_to": "all discard to {keep} once trump is named",
        "plain_first": "; plain cards first",
        "packet_each": "a packet of {n} each",
        "widow": "widow of {n}",
        "kitty": "{taken} once trump is named; all discard to {keep}",
        "beg": "gift {value} or run {size}",
        "discard_to": ", discard to {keep}",
        "keep_run": ", keep the run",
        "gift_limit": "; no gift to the target",
        "turn_up_point": "turn-up: {worth}",
        "gift_point": "gift {value}",
        "holder": "dealt",
        "held": "held",
        "capturer": "taker",
        "player": "player",
        "most": "most",
        "hanged": "{n} hanged",
        "at_once": "at once",
        "tie_nobody": "no point",
        "tie_pitcher": "pitcher",
        "tie_eldest": "eldest",
        "difference": "by difference; set: {total} + bid {minus} count",
        "contract": "points made; set back by the bid",
        "smudge_scores": "; smudge scores {n}",
        "made": "points made",
        "counted_down": " (counted down)",
        "higher_score": "higher score",
        "bid_out": "bid out: only the pitcher's side, making its bid",
        "one_side": "one side scores a hand",
        "pitcher_first": "pitcher first, then ",
        "made_smudge": "made smudge",
        "not_in_hole": " (not from the hole)",
        "set_smudge": "set smudge loses",
        "all_points": "all points, anyone",
        "points_at_once": "{points} at once",
        "setbacks_lose": "{n} set-backs lose",
        "no_stakes": "none",
        "settle": "{above} from each loser at {good}, {below} at {bad}",
        "at_least": "≥ {n}",
        "at_most": "≤ {n}",
        "settle_sides": "; to each winner",
        "per_setback": "; +{n} a set-back",
        "legend": (
            "Trump is **pitched** (the suit of the first card led), **turned up** from the "
            "stock, the **top of the stock** (drawn from after every trick) or **named by "
            "the high bidder**. A bid of **n over n**: a later player may take the top bid "
            "by bidding it again. A point goes to the player **dealt** the card, who "
            "**held** and played it, the **taker** of the trick holding it, or the "
            "**player** who plays it; Game to the **most** counting cards; **hanged**: "
            "worth that much when an opponent of its holder takes it; **at once**: scored "
            "the moment it happens. **By difference**: only the side with the higher "
            "count scores. Settlement is the chips each losing player pays each winning "
            "player (in partnerships, every player of a losing side pays every player of "
            "the winning side), by the loser's final score: 1 or more / 0 or less, or, "
            "where scores count down from the target, below the target / at or above it."
        ),
    },
    "es": {
        "title": "La familia",
        "intro": (
            "Todas las variantes incluidas, ajuste por ajuste y línea por línea: un juego "
            "base y las reglas de la casa construidas sobre él. El reglamento de cada "
            "variante dice lo mismo por extenso."
        ),
        "table_part": "Mesa, reparto y subasta",
        "game_part": "Puntos y partida",
        "line": "{base} y sus reglas de la casa",
        "others": "Otros juegos",
        "shared": "En todos los juegos de esta línea:",
        "shared_others": "En todos estos juegos:",
        "game": "juego",
        "on": "sobre {base}",
        "same": "como en su base",
        "players": f"{_ES['player']}es",
        "pack": _ES["pack"],
        "deal": _ES["deal"],
        "trump": _ES["trump"],
        "play": "salida de otro palo",
        "bids": f"{_ES['bid']}s",
        "privilege": _ES["dealer's privilege"],
        "all_pass": "si todos pasan",
        "draw": "pedir / robar",
        "points": f"{_ES['point']}s (para quién)",
        "tie": f"empate en {_ES['game']}",
        "scored": f"{_ES['score']} de la {_ES['hand']}",
        "target": _ES["target"],
        "going_out": "quién sale",
        "instant": "victorias inmediatas",
        "settlement": f"{_ES['settlement']} ({_ES['chip']}s)",
        "none": "—",
        "dropped": "no hay",
        "or": " o ",
        "to": "de {a} a {b}",
        "sides": "{sides} equipos de {size}",
        "opposite": ", compañeros enfrente",
        "alternate": ", compañeros alternados",
        "low_rank": " (del as al {rank})",
        "joker": " + comodín",
        "jokers": " + {n} comodines",
        "deal_cells": "{hand}, de {packet} en {packet}",
        "right": ", hacia la derecha",
        "turned_up": "de muestra",
        "stock": f"la carta de encima del {_ES['stock']}, que se roba",
        "face_up": " (boca arriba)",
        "face_down": " (boca abajo)",
        "named": f"lo elige {_ES_BIDDER}",
        "same_colour": " + el {rank} de su color",
        "and_joker": " y el comodín",
        "and_jokers": " y los comodines",
        "trumps_only": f"; solo {_ES['trump']}s",
        "pitched": f"{_ES['pitch']}",
        "follow_or_trump": f"{_ES['follow suit']} o {_ES['to trump']}",
        "follow": _ES["follow suit"],
        "void_trump": f"; sin el palo, {_ES['to trump']}",
        "no_auction": f"sin {_ES['auction']}",
        "sold": "la vende la mano; ",
        "smudge": f", {_ES['smudge']} {{bid}}",
        "retake": "; {top} sobre {top}",
        "rounds": ", por rondas",
        "forced": "; obligada de {bid}",
        "match": "puede igualar",
        "match_except_smudge": f"puede igualar, no una {_ES['smudge']}",
        "match_even_smudge": f"puede igualar, incluso una {_ES['smudge']}",
        "stick_the_dealer": f"{_ES_DEALER} debe pujar",
        "stuck_at": f"{_ES_DEALER} debe pujar {{bid}}+",
        "redeal_by_next_dealer": "reparte el siguiente",
        "redeal_by_same_dealer": "vuelve a repartir el mismo",
        "eldest_pitches": f"lanza la {_ES['eldest']}, sin {_ES['contract']}",
        "dealer_plays": f"juega {_ES_DEALER}, sin {_ES['contract']}",
        "refill": "descartar las que no son triunfo, robar hasta {keep}; {robber} roba el mazo",
        "robber_pitcher": _ES_BIDDER,
        "robber_dealer": _ES_DEALER,
        "refill_none": "descartar las que no son triunfo, robar hasta {keep}; nadie roba el mazo",
        "points_kept": "; las cartas de punto se guardan",
        "down_to": "todos se descartan hasta {keep} al elegir el triunfo",
        "plain_first": "; primero las que no son triunfo",
        "packet_each": "un paquete de {n} cada uno",
        "widow": "viuda de {n}",
        "kitty": "{taken} al elegir el triunfo; todos se descartan hasta {keep}",
        "beg": "regalo de {value} o correr {size}",
        "discard_to": ", descartarse hasta {keep}",
        "keep_run": ", se guardan",
        "gift_limit": "; sin regalo hasta la meta",
        "turn_up_point": "muestra: {worth}",
        "gift_point": "regalo {value}",
        "holder": "repartida",
        "held": "tenida",
        "capturer": "quien la gana",
        "player": "quien la juega",
        "most": "más",
        "hanged": "{n} ahorcada",
        "at_once": "al momento",
        "tie_nobody": "sin punto",
        "tie_pitcher": _ES["pitcher"],
        "tie_eldest": _ES["eldest"],
        "difference": "por diferencia; retrasado: {total} + oferta {minus} cuenta",
        "contract": f"{_ES['point']}s ganados; {_ES['set back']} por la {_ES['bid']}",
        "smudge_scores": f"; la {_ES['smudge']} vale {{n}}",
        "made": f"{_ES['point']}s ganados",
        "counted_down": " (hacia atrás)",
        "higher_score": f"mayor {_ES['score']}",
        "bid_out": f"solo sale el equipo del {_ES['pitcher']} que cumple",
        "one_side": "un solo equipo puntúa en cada mano",
        "pitcher_first": f"primero el {_ES['pitcher']}, luego ",
        "made_smudge": f"{_ES['smudge']} cumplida",
        "not_in_hole": f" (no {_ES['in the hole']})",
        "set_smudge": f"{_ES['smudge']} fallida pierde",
        "all_points": "todos los puntos, cualquiera",
        "points_at_once": "{points} al momento",
        "setbacks_lose": "{n} retrasos pierden",
        "no_stakes": "ninguna",
        "settle": "{above} de cada perdedor con {good}, {below} con {bad}",
        "at_least": "≥ {n}",
        "at_most": "≤ {n}",
        "settle_sides": "; a cada ganador",
        "per_setback": "; +{n} por retraso",
        "legend": (
            f"El triunfo es la **{_ES['pitch']}** (el palo de la primera carta), **de "
            f"muestra** (la carta que se vuelve del {_ES['stock']}), **la carta de encima "
            f"del {_ES['stock']}** (que se roba tras cada baza) o **lo elige "
            f"{_ES_BIDDER}**. Una oferta **n sobre n**: un jugador posterior "
            "puede quedarse con la oferta más alta repitiéndola. Un punto es para quien "
            "recibió la carta en el reparto (**repartida**), quien la tenía y la jugó "
            "(**tenida**), **quien la gana** en una baza o **quien la juega**; "
            f"{_ES['game']}, para quien tiene **más** cartas que cuentan; **ahorcada**: lo "
            "que vale cuando la gana un rival de quien la tenía; **al momento**: se anota "
            "en cuanto ocurre. **Por diferencia**: solo puntúa el equipo con la cuenta "
            f"más alta. {_ES['settlement'].capitalize()}: las {_ES['chip']}s que cada "
            "perdedor paga al ganador según su puntuación final (en parejas, cada jugador "
            "del equipo perdedor a cada jugador del ganador)."
        ),
    },
    "pl": {
        "title": "Rodzina gier",
        "intro": (
            "Wszystkie dołączone warianty, ustawienie po ustawieniu i linia po linii: gra "
            "bazowa i zbudowane na niej zasady domowe. Regulamin każdego wariantu podaje "
            "te same ustawienia w pełnym brzmieniu."
        ),
        "table_part": "Stół, rozdanie i licytacja",
        "game_part": "Punkty i partia",
        "line": "{base}: gra bazowa i zasady domowe",
        "others": "Pozostałe gry",
        "shared": "We wszystkich grach tej linii:",
        "shared_others": "We wszystkich tych grach:",
        "game": "gra",
        "on": "na bazie: {base}",
        "same": "jak w grze bazowej",
        "players": "gracze",
        "pack": "talia",
        "deal": "rozdanie",
        "trump": _PL["trump"],
        "play": f"wyjście w {_PL['plain suit']}",
        "bids": "oferty",
        "privilege": _PL["dealer's privilege"],
        "all_pass": "gdy wszyscy pasują",
        "draw": "proszenie / dobieranie",
        "points": "punkty (dla kogo)",
        "tie": f"remis o punkt {_PL['game point']}",
        "scored": "zapis rozdania",
        "target": "cel",
        "going_out": "kto kończy",
        "instant": "natychmiastowe wygrane",
        "settlement": f"{_PL['settlement']} (żetony)",
        "none": "—",
        "dropped": "brak",
        "or": " lub ",
        "to": "od {a} do {b}",
        "sides": "{sides} strony po {size}",
        "opposite": ", partnerzy naprzeciw siebie",
        "alternate": ", partnerzy na przemian",
        "low_rank": " (od asa do {rank})",
        "joker": " + joker",
        "jokers": " + {n} jokery",
        "deal_cells": "{hand}, po {packet}",
        "right": ", w prawo",
        "turned_up": "odkryty z talonu",
        "stock": "wierzch talonu, dobierany",
        "face_up": " (odkryty)",
        "face_down": " (zakryty)",
        "named": "wybiera najwyżej licytujący",
        "same_colour": " + {rank} tej samej barwy",
        "and_joker": " i joker",
        "and_jokers": " i jokery",
        "trumps_only": "; tylko atuty",
        "pitched": "narzucony",
        "follow_or_trump": f"{_PL['follow suit']} lub przebić atutem",
        "follow": _PL["follow suit"],
        "void_trump": "; bez koloru: przebić atutem",
        "no_auction": "bez licytacji",
        "sold": f"sprzedaje {_PL['eldest']}; ",
        "smudge": f", {_PL['smudge']} {{bid}}",
        "retake": "; {top} na {top}",
        "rounds": ", w kolejnych okrążeniach",
        "forced": "; przymusowa {bid}",
        "match": "może wyrównać",
        "match_except_smudge": f"może wyrównać, nie {_PL['smudge']}",
        "match_even_smudge": f"może wyrównać, nawet {_PL['smudge']}",
        "stick_the_dealer": f"{_PL['dealer']} musi licytować",
        "stuck_at": f"{_PL['dealer']} musi licytować {{bid}}+",
        "redeal_by_next_dealer": "rozdaje następny",
        "redeal_by_same_dealer": "ten sam rozdaje ponownie",
        "eldest_pitches": f"narzuca {_PL['eldest']}, bez kontraktu",
        "dealer_plays": f"gra {_PL['dealer']}, bez kontraktu",
        "refill": "zrzuć karty nieatutowe, dobierz do {keep}; {robber} bierze talon",
        "robber_pitcher": "najwyżej licytujący",
        "robber_dealer": _PL["dealer"],
        "refill_none": "zrzuć karty nieatutowe, dobierz do {keep}; nikt nie bierze talonu",
        "points_kept": "; karty punktowe zostają",
        "down_to": "wszyscy zrzucają do {keep} po wyborze atutu",
        "plain_first": "; najpierw nieatutowe",
        "packet_each": "paczka {n} kart dla każdego",
        "widow": "wdowa z {n} kart",
        "kitty": "{taken} po wyborze atutu; wszyscy zrzucają do {keep}",
        "beg": "darowany punkt {value} albo dalsze rozdanie {size}",
        "discard_to": ", zrzucić do {keep}",
        "keep_run": ", karty zostają",
        "gift_limit": "; bez darowania do celu",
        "turn_up_point": "karta odkryta: {worth}",
        "gift_point": "darowany {value}",
        "holder": "rozdana",
        "held": "trzymana",
        "capturer": "bierze lewę",
        "player": "zagrywający",
        "most": "najwięcej",
        "hanged": "{n} powieszona",
        "at_once": "od razu",
        "tie_nobody": "bez punktu",
        "tie_pitcher": _PL["pitcher"],
        "tie_eldest": _PL["eldest"],
        "difference": "różnicą; cofnięcie: {total} + oferta {minus} zdobycz",
        "contract": f"zdobyte punkty; {_PL['set back']} o kontrakt",
        "smudge_scores": f"; {_PL['smudge']} daje {{n}}",
        "made": "zdobyte punkty",
        "counted_down": " (liczony w dół)",
        "higher_score": "wyższy wynik",
        "bid_out": f"kończy tylko strona {_PL['pitcher']}a, wypełniając kontrakt",
        "one_side": "w rozdaniu punktuje jedna strona",
        "pitcher_first": f"najpierw {_PL['pitcher']}, potem ",
        "made_smudge": f"wypełnione {_PL['smudge']}",
        "not_in_hole": f" (nie {_PL['in the hole']})",
        "set_smudge": f"niewypełnione {_PL['smudge']} przegrywa",
        "all_points": "wszystkie punkty, każdy",
        "points_at_once": "{points} od razu",
        "setbacks_lose": "{n} cofnięcia przegrywają",
        "no_stakes": "brak",
        "settle": "{above} od każdego przegranego przy {good}, {below} przy {bad}",
        "at_least": "≥ {n}",
        "at_most": "≤ {n}",
        "settle_sides": "; dla każdego zwycięzcy",
        "per_setback": "; +{n} za cofnięcie",
        "legend": (
            "Atut jest **narzucony** (kolor pierwszej zagranej karty), **odkryty z "
            "talonu**, to **wierzch talonu** (dobieranego po każdej lewie) albo **wybiera "
            "go najwyżej licytujący**. Oferta **n na n**: późniejszy gracz może przejąć "
            "najwyższą ofertę, powtarzając ją. Punkt dostaje gracz, któremu kartę "
            "**rozdano**, który ją **trzymał** i zagrał, który **bierze lewę** z nią, "
            f"albo **zagrywający** ją; {_PL['game point']}: kto ma **najwięcej** kart "
            "liczących się; **powieszona**: tyle jest warta, gdy weźmie ją przeciwnik jej "
            "posiadacza; **od razu**: zapisywana w chwili, gdy się zdarzy. **Różnicą**: "
            "punktuje tylko strona z wyższą zdobyczą. Rozliczenie: żetony, które każdy "
            "przegrany płaci zwycięzcy przy danym wyniku końcowym (w parach każdy gracz "
            "przegranej strony każdemu graczowi zwycięskiej)."
        ),
    },
}


class Cell(NamedTuple):
    column: str  # a key of COLUMNS
    text: str  # Markdown, escaped where it holds variant text
    rule: str  # the number of the rule the cell sums up ("AP-3.2"), or ""


def _rank(rank: str) -> str:
    return "10" if rank == "T" else rank


def _players(fact: f.Players, w: dict[str, str]) -> str:
    counts = [n for n in range(fact.players_min, fact.players_max + 1) if n not in fact.excluded]
    alone = [n for n in counts if n not in fact.partnered]
    sides = ""
    if fact.sides:
        sides = w["sides"].format(sides=len(fact.sides), size=fact.partnership_size)
        seats = fact.sides[0]
        table = len(fact.sides) * fact.partnership_size
        if len(seats) > 1 and seats[1] - seats[0] == table // fact.partnership_size:
            sides += w["opposite"] if fact.partnership_size == 2 else w["alternate"]
    if fact.sides and not alone:
        return f"{fact.players_min}: {sides}"
    if len(counts) == 1:
        said = str(counts[0])
    elif fact.excluded:
        said = w["or"].join(str(n) for n in counts)
    else:
        said = w["to"].format(a=fact.players_min, b=fact.players_max)
    if fact.sides:
        said += f" ({w['or'].join(str(n) for n in fact.partnered)}: {sides})"
    return said


def _pack(fact: f.PackOfCards, w: dict[str, str]) -> str:
    low = "" if fact.ranks.endswith("2") else w["low_rank"].format(rank=_rank(fact.ranks[-1]))
    joker = {0: "", 1: w["joker"]}.get(fact.jokers, w["jokers"].format(n=fact.jokers))
    return f"{fact.size}{low}{joker}"


def _trump(plan: f.Plan, w: dict[str, str]) -> str:
    facts = plan.facts()
    if any(isinstance(fact, f.TurnUp) for fact in facts):
        return w["turned_up"]
    if any(isinstance(fact, f.StockTrump) for fact in facts):
        draws = [fact for fact in facts if isinstance(fact, f.Drawing)]
        seen = "" if not draws else w["face_up"] if draws[0].face_up else w["face_down"]
        return w["stock"] + seen
    if any(isinstance(fact, f.NamedTrump) for fact in facts):
        joined = [fact for fact in facts if isinstance(fact, f.SameColourTrump)]
        placed = [fact.placed for fact in facts if isinstance(fact, f.TrumpLead) and fact.placed]
        jokers = "" if not placed else w["and_jokers" if placed[0].number == 2 else "and_joker"]
        also = w["same_colour"].format(rank=_rank(joined[0].card.rank)) + jokers if joined else ""
        only = w["trumps_only"] if any(isinstance(fact, f.TrumpsOnly) for fact in facts) else ""
        return w["named"] + also + only
    return w["pitched"]


def _play(plan: f.Plan, w: dict[str, str]) -> str:
    """What a player must play to a plain lead (where plain suits are played)."""
    rule = plan.rule("play.plain_lead")
    if rule is None or not isinstance(rule.fact, f.PlainLead):
        return w["none"]
    said = w["follow_or_trump" if rule.fact.may_trump else "follow"]
    return said + (w["void_trump"] if rule.fact.void == "must_trump" else "")


def _bids(plan: f.Plan, w: dict[str, str]) -> str:
    order, bids, smudge, forced = (
        plan.rule(r) for r in ("auction.order", "auction.bids", "auction.smudge", "auction.forced")
    )
    if order is None or isinstance(order.fact, f.NoAuction) or bids is None:
        return w["no_auction"]
    assert isinstance(bids.fact, f.Bids) and isinstance(order.fact, f.BiddingOrder)
    prefix = w["sold"] if order.fact.kind == "sell" else ""
    made = ""
    if smudge and isinstance(smudge.fact, f.SmudgeBid):
        made = w["smudge"].format(bid=smudge.fact.bid)
    top = bids.fact.max_bid
    again = w["retake"].format(top=top) if bids.fact.retake else ""
    rounds = order.fact.kind == "rounds" or order.fact.sold_in_rounds
    bid_range = w["to"].format(a=bids.fact.min_bid, b=top) + (w["rounds"] if rounds else "")
    if forced and isinstance(forced.fact, f.ForcedBid):
        again += w["forced"].format(bid=forced.fact.at_least)
    return prefix + bid_range + made + again


def _privilege(plan: f.Plan, w: dict[str, str]) -> str:
    rule = plan.rule("auction.privilege")
    if rule is None or not isinstance(rule.fact, f.DealersPrivilege) or rule.fact.kind == "none":
        return w["none"]
    return w[rule.fact.kind]


def _all_pass(plan: f.Plan, w: dict[str, str]) -> str:
    rule = plan.rule("auction.all_pass")
    if rule is None:
        return w["none"]
    if isinstance(rule.fact, f.NobodyBuys):
        return w["eldest_pitches"]
    assert isinstance(rule.fact, f.AllPass)
    if rule.fact.kind == "stick_the_dealer":
        bids = plan.rule("auction.bids")
        if bids and isinstance(bids.fact, f.Bids) and rule.fact.min_bid > bids.fact.min_bid:
            return w["stuck_at"].format(bid=rule.fact.min_bid)
    return w[rule.fact.kind]


def _begging(plan: f.Plan, w: dict[str, str]) -> str:
    facts = plan.facts()
    refills = [fact for fact in facts if isinstance(fact, f.DealBack)]
    if refills:
        kept = any(isinstance(fact, f.DiscardPlain) and fact.kept for fact in facts)
        robber = refills[0].robber
        if robber == "none":  # everyone is dealt back, and no one takes the rest
            said = w["refill_none"].format(keep=refills[0].keep)
        else:
            said = w["refill"].format(keep=refills[0].keep, robber=w[f"robber_{robber}"])
        return said + (w["points_kept"] if kept else "")
    downs = [fact for fact in facts if isinstance(fact, f.DownTo)]
    if downs:
        kitties = [fact for fact in facts if isinstance(fact, f.KittyTaken) and fact.size]
        first = w["plain_first"] if downs[0].plain_first else ""
        if not kitties:
            return w["down_to"].format(keep=downs[0].keep) + first
        kitty = kitties[0]
        taken = w["packet_each" if kitty.each else "widow"].format(n=kitty.size)
        return w["kitty"].format(taken=taken, keep=downs[0].keep) + first
    gifts = [fact for fact in facts if isinstance(fact, f.GiftPoint)]
    runs = [fact for fact in facts if isinstance(fact, f.Run)]
    if not gifts or not runs:
        return w["none"]
    discards = [fact for fact in facts if isinstance(fact, f.DiscardAfterRun)]
    kept_run = w["discard_to"].format(keep=discards[0].keep) if discards else w["keep_run"]
    limit = w["gift_limit"] if gifts[0].limit else ""
    return w["beg"].format(value=gifts[0].value, size=runs[0].size) + kept_run + limit


_Point = f.PointOfTheHand | f.TurnedUpPoint | f.GiftPoint


def _point(fact: _Point, language: Language, w: dict[str, str]) -> str:
    match fact:
        case f.TurnedUpPoint(point_id=point_id, values=values):
            worth = " / ".join(f"{_rank(rank)} {value}" for rank, value in values)
            said = w["turn_up_point"].format(worth=worth)
            return f"{language.point_title(point_id)} ({said})"
        case f.GiftPoint(point_id=point_id, value=value):
            said = w["gift_point"].format(value=value)
            return f"{language.point_title(point_id)} ({said})"
        case f.PointOfTheHand(point=point, in_play=in_play):
            credit = point.credit or ""
            whom = "held" if credit == "holder" and in_play != "dealt" else credit
            parts = [w.get(whom, w["most"]) if whom else w["most"]]
            if point.value != 1:
                parts.append(f"{point.value}")
            if point.hanged:
                parts.append(w["hanged"].format(n=point.hanged))
            if point.at_once:
                parts.append(w["at_once"])
            return f"{language.point_title(point.id)} ({', '.join(parts)})"


def _tie(points: list[_Point], w: dict[str, str]) -> str:
    ties = {
        p.tie
        for p in points
        if isinstance(p, f.PointOfTheHand) and isinstance(p.select, model.MostCount)
    }
    if not ties:
        return w["none"]
    said = {"eldest_if_level": "eldest"}
    return " / ".join(sorted({w[f"tie_{said.get(tie, tie)}"] for tie in ties}))


def _scored(plan: f.Plan, w: dict[str, str]) -> str:
    facts = plan.facts()
    sets = [fact for fact in facts if isinstance(fact, f.SetSide)]
    if sets and any(isinstance(fact, f.ByDifference) for fact in facts):
        return w["difference"].format(total=sets[0].total, minus=_MINUS)
    contract = [fact for fact in facts if isinstance(fact, f.ContractScoring)]
    if contract:
        smudge = contract[0].smudge_scores_bid
        made = w["smudge_scores"].format(n=smudge) if smudge is not None else ""
        return w["contract"] + made
    return w["made"]


def _going_out(fact: f.CountingOut, language: Language, w: dict[str, str]) -> str:
    if fact.mode == "higher_score":
        return w["higher_score"]
    if fact.mode == "bid_out":
        return w["bid_out"]
    if fact.mode == "none":
        return w["one_side"]
    order = ", ".join(language.point_title(point) for point in fact.order)
    return (w["pitcher_first"] if fact.pitcher_first else "") + order


def _instant(plan: f.Plan, language: Language, w: dict[str, str]) -> str:
    wins = []
    for fact in plan.facts():
        match fact:
            case f.InstantWins(smudge=smudge, all_points=all_points, set_loses=set_loses):
                if smudge is not None:
                    wins.append(
                        w["made_smudge"] + (w["not_in_hole"] if smudge.unless_in_hole else "")
                    )
                if set_loses is not None:
                    wins.append(w["set_smudge"])
                if all_points:
                    wins.append(w["all_points"])
            case f.AtOnce(before_play=before, on_capture=on_capture, never=never):
                can = [p for p in (*before, *on_capture) if p not in dict(never)]
                if can:
                    titles = ", ".join(language.point_title(p) for p in can)
                    wins.append(w["points_at_once"].format(points=titles))
            case f.SetbacksLose(times=times) if times:
                wins.append(w["setbacks_lose"].format(n=times))
    return "; ".join(wins) or w["none"]


def _settlement(plan: f.Plan, w: dict[str, str]) -> str:
    settle, chips = plan.rule("settle.chips"), plan.rule("settle.setbacks")
    if settle is None or not isinstance(settle.fact, f.Settle):
        return w["no_stakes"]
    fact = settle.fact
    if fact.countdown:  # scores count down to 0: the target is the start
        good, bad = w["at_most"].format(n=fact.target - 1), w["at_least"].format(n=fact.target)
    else:
        good, bad = w["at_least"].format(n=1), w["at_most"].format(n=0)
    said = w["settle"].format(
        above=fact.above_zero, good=good, below=fact.at_or_below_zero, bad=bad
    )
    if plan.sides:
        said += w["settle_sides"]
    if chips is not None and isinstance(chips.fact, f.SetbackChips) and chips.fact.per_setback:
        said += w["per_setback"].format(n=chips.fact.per_setback)
    return said


def _fact(plan: f.Plan, rule_id: str) -> f.Fact:
    rule = plan.rule(rule_id)
    assert rule is not None, rule_id
    return rule.fact


def glance(v: ir.Variant, language: Language) -> tuple[Cell, ...]:
    """Every setting of `v` as a short phrase in `language`, with the number of the rule
    it sums up: a row of the family table, and the card's summary."""
    w = WORDS[language.code]
    plan = f.plan(v)
    points = [fact for fact in plan.facts() if isinstance(fact, _Point)]
    players, pack, deal = (_fact(plan, r) for r in ("table.players", "table.pack", "deal.deal"))
    target, count_out = _fact(plan, "game.target"), _fact(plan, "game.count_out")
    assert isinstance(players, f.Players) and isinstance(pack, f.PackOfCards)
    assert isinstance(deal, f.Dealing) and isinstance(target, f.Target)
    assert isinstance(count_out, f.CountingOut)
    dealt = w["deal_cells"].format(hand=deal.hand_size, packet=deal.packet_size)
    texts: dict[str, str] = {
        "players": _players(players, w),
        "pack": _pack(pack, w),
        "deal": dealt + (w["right"] if deal.direction == "right" else ""),
        "trump": _trump(plan, w),
        "play": _play(plan, w),
        "bids": _bids(plan, w),
        "privilege": _privilege(plan, w),
        "all_pass": _all_pass(plan, w),
        "draw": _begging(plan, w),
        "points": ", ".join(_point(point, language, w) for point in points),
        "tie": _tie(points, w),
        "scored": _scored(plan, w),
        "target": f"{target.target}" + (w["counted_down"] if target.countdown else ""),
        "going_out": _going_out(count_out, language, w),
        "instant": _instant(plan, language, w),
        "settlement": _settlement(plan, w),
    }
    rules = dict((*_TABLE_COLUMNS, *_GAME_COLUMNS))
    cells = []
    for column in COLUMNS:
        found = plan.rule(rules[column]) if rules[column] else None
        cells.append(Cell(column, texts[column], found.number if found else ""))
    return tuple(cells)


def column_title(column: str, language: Language) -> str:
    return WORDS[language.code][column]


def column_words(language: Language) -> tuple[str, str]:
    """How a setting a house rule drops is said ("none"), and the cell of a setting a
    game does not have ("—")."""
    w = WORDS[language.code]
    return w["dropped"], w["none"]


# --- the page --------------------------------------------------------------------------


def _root(v: ir.Variant) -> ir.Variant:
    while v.parent is not None:
        v = v.parent
    return v


def _tree(root: ir.Variant, children: dict[str, list[ir.Variant]]) -> list[ir.Variant]:
    """A base game, then each house rule followed by the house rules built on it."""
    found = [root]
    for child in sorted(children.get(root.id, []), key=lambda c: c.title):
        found += _tree(child, children)
    return found


def _lines(variants: Sequence[ir.Variant]) -> list[tuple[ir.Variant | None, list[ir.Variant]]]:
    """The family's lines: each base game with its house rules, base games by title; then
    (None) the base games that have no house rule."""
    known = {v.id: v for v in variants}
    children: dict[str, list[ir.Variant]] = {}
    for v in variants:
        if v.parent is not None and v.parent.id in known:
            children.setdefault(v.parent.id, []).append(known[v.id])
    roots = sorted(
        (v for v in variants if v.parent is None or v.parent.id not in known),
        key=lambda v: v.title,
    )
    lines: list[tuple[ir.Variant | None, list[ir.Variant]]] = [
        (root, _tree(root, children)) for root in roots if root.id in children
    ]
    alone = [root for root in roots if root.id not in children]
    if alone:
        lines.append((None, alone))
    return lines


def _table(
    rows: list[tuple[ir.Variant, dict[str, str]]],
    columns: list[str],
    language: Language,
    link: Callable[[ir.Variant], str],
) -> list[str]:
    w = WORDS[language.code]
    cells = dict(rows)
    known = {v.id for v, _ in rows}
    head = [w["game"], *(w[c] for c in columns)]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for v, texts in rows:
        parent = v.parent if v.parent is not None and v.parent.id in known else None
        name = link(v)
        if parent is not None:
            name += (
                f"<br><small>{w['on'].format(base=md_text(parent.title_in(language.code)))}</small>"
            )
        shown = [name]
        for column in columns:
            text = texts[column]
            if parent is None:
                shown.append(text)
            elif text == cells[parent][column]:
                shown.append(f'<span class="same" title="{w["same"]}">=</span>')
            else:
                shown.append(f"<mark>{w['dropped'] if text == w['none'] else text}</mark>")
        # Every cell is built from md_text, which escapes `|` too: no cell can split.
        lines.append("| " + " | ".join(shown) + " |")
    return lines


def family_page(variants: Sequence[ir.Variant], language: Language | None = None) -> str:
    """The family page in `language` (the site's first language by default)."""
    language = language or LANGUAGES[0]
    w = WORDS[language.code]

    def link(v: ir.Variant) -> str:
        page = page_name(v.id, LANGUAGES[0], LANGUAGES[0])  # the i18n plugin localises it
        return f"[{md_text(v.title_in(language.code))}](rulebook/{page})"

    lines = [
        "---",
        "hide:",
        "  - toc",
        "---",
        "",
        f"# {w['title']}",
        "",
        "<!-- @generated by allfours from the bundled variants; do not edit by hand. -->",
        "",
        w["intro"],
        "",
    ]
    for base, members in _lines(variants):
        heading = (
            w["line"].format(base=md_text(base.title_in(language.code)))
            if base is not None
            else w["others"]
        )
        rows = [(v, {c.column: c.text for c in glance(v, language)}) for v in members]
        lines += [f"## {heading}", ""]
        shared = [c for c in COLUMNS if len({texts[c] for _, texts in rows}) == 1]
        if len(rows) > 1 and shared:
            said = "; ".join(
                f"{w[c]}: {rows[0][1][c]}" for c in shared if rows[0][1][c] != w["none"]
            )
            lines += [f"{w['shared'] if base is not None else w['shared_others']} {said}.", ""]
        for part, keys in (("table_part", _TABLE_COLUMNS), ("game_part", _GAME_COLUMNS)):
            columns = [key for key, _ in keys if len(rows) == 1 or key not in shared]
            if not columns:
                continue
            lines += [f"### {w[part]}", "", '<div class="family-table" markdown>', ""]
            lines += _table(rows, columns, language, link)
            lines += ["", "</div>", ""]
    lines += [w["legend"]]
    return "\n".join(lines) + "\n"
