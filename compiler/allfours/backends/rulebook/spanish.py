"""The rulebook in Spanish: every kind of fact as a sentence.

The game's words are those of the Spanish seed document (seeds/000_8d91211e0578f16b.txt):
`GLOSSARY` below is the one list of them; the sentences use no other word for a term it
lists, and the point names come from it. Every subject a rule speaks of (jugador, equipo,
lanzador, crupier) is masculine, so the words that agree with it (retrasado, cumplido)
never change form.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import assert_never

from allfours import ir
from allfours.backends.escape import md_text
from allfours.backends.rulebook import facts as f
from allfours.backends.rulebook.language import Language
from allfours.registry.rules import SectionId
from allfours.runtime import model

# The game's terms, English -> Spanish, as the seed document says them. Point names are
# keyed by the point ids a variant uses (`high`, `low`, `jack`, `game`, `joker`).
GLOSSARY: dict[str, str] = {
    # the seed's four terms
    "pitcher": "lanzador",
    "smudge": "mancha",  # the bid; the seed: «si algún jugador oferta cuatro, se dice que mancha»
    "to smudge": "manchar",
    "smudger": "manchador",
    "in the hole": "en el hoyo",
    "set back": "retrasado",  # «será retrasado por el monto de la oferta»
    # the play
    "trump": "triunfo",
    "trump suit": "palo de triunfo",
    "to trump": "triunfar",
    "trick": "baza",
    "suit": "palo",
    "follow suit": "seguir el palo",
    "lead": "salida",
    "to lead": "salir",
    "pitch": "carta lanzada",  # the first card, whose suit is trump
    "to pitch": "lanzar",
    # the auction
    "auction": "subasta",
    "bid": "oferta",
    "to bid": "pujar",
    "pass": "pasar",
    "highest bidder": "mejor postor",
    "contract": "contrato",
    "dealer": "crupier",
    "dealer's privilege": "privilegio del crupier",
    # the table
    "player": "jugador",
    "side": "equipo",
    "partnership": "pareja",
    "partner": "compañero",
    "seat": "puesto",
    "pack": "baraja",
    "card": "carta",
    "joker card": "comodín",
    "deal": "reparto",  # the seed's «el trato» is a mistranslation of the noun
    "to deal": "repartir",
    "hand": "mano",
    "match": "partida",  # the whole game, kept apart from the point Juego
    "score": "puntuación",
    "point": "punto",
    "target": "meta",
    "chip": "ficha",
    "settlement": "liquidación",
    "revoke": "renuncio",
    # the points of the hand, by id (the seed: «alto, bajo, jota, juego»)
    "high": "Alto",
    "low": "Bajo",
    "jack": "Jota",
    "game": "Juego",
    "joker": "Comodín",
}

_POINT_IDS = ("high", "low", "jack", "game", "joker")

_NUMBER_WORDS = (
    "cero",
    "uno",
    "dos",
    "tres",
    "cuatro",
    "cinco",
    "seis",
    "siete",
    "ocho",
    "nueve",
    "diez",
)
_SUIT_NAMES = {"S": "picas", "H": "corazones", "D": "diamantes", "C": "tréboles"}
# Rank code -> (name, feminine)
_RANK_NAMES: dict[str, tuple[str, bool]] = dict(
    zip(
        ir.RANKS,
        (
            ("as", False),
            ("rey", False),
            ("reina", True),
            ("jota", True),
            ("diez", False),
            ("nueve", False),
            ("ocho", False),
            ("siete", False),
            ("seis", False),
            ("cinco", False),
            ("cuatro", False),
            ("tres", False),
            ("dos", False),
        ),
        strict=True,
    )
)


def _words(n: int, feminine: bool = False) -> str:
    """A number in words before a noun: "un"/"una", "dos", ...; digits above ten."""
    if n == 1:
        return "una" if feminine else "un"
    return _NUMBER_WORDS[n] if 0 <= n < len(_NUMBER_WORDS) else str(n)


def _count(n: int, singular: str, plural: str, feminine: bool) -> str:
    """ "una carta", "tres cartas", "un punto", "cero fichas"."""
    return f"{_words(n, feminine)} {singular if n == 1 else plural}"


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _de(phrase: str) -> str:
    """ "de" before a phrase, contracted: "del lanzador", "de la baza"."""
    return f"del {phrase[3:]}" if phrase.startswith("el ") else f"de {phrase}"


def _a(phrase: str) -> str:
    """ "a" before a phrase, contracted: "al siete", "a la reina"."""
    return f"al {phrase[3:]}" if phrase.startswith("el ") else f"a {phrase}"


def _join(items: list[str]) -> str:
    """ "A, B y C"."""
    if len(items) < 2:
        return "".join(items)
    return f"{', '.join(items[:-1])} y {items[-1]}"


def _rank(code: str) -> str:
    """A rank with its article: "el siete", "la jota"."""
    name, feminine = _RANK_NAMES[code]
    return f"{'la' if feminine else 'el'} {name}"


def _point_title(point_id: str) -> str:
    if point_id in _POINT_IDS:
        return md_text(GLOSSARY[point_id])
    return md_text(point_id.replace("_", " ").capitalize())


@dataclass(frozen=True, slots=True)
class Wording:
    """Who scores, in the variant's own words: players, or the sides of a partnership game.

    Both nouns are masculine, so every adjective and pronoun agrees with either."""

    each: str  # "jugador" | "equipo"
    each_plural: str  # "jugadores" | "equipos"
    pitcher: str  # "el lanzador" | "el equipo del lanzador"
    sides: bool

    @classmethod
    def of(cls, plan: f.Plan) -> Wording:
        if plan.sides:
            return cls("equipo", "equipos", "el equipo del lanzador", True)
        return cls("jugador", "jugadores", "el lanzador", False)


def _recipient(kind: str | None, pronoun: str, w: Wording) -> str:
    """Who a card's point goes to; `pronoun` is the card's ("lo" el triunfo, "la" la jota)."""
    own = " (y, por tanto, para su equipo)" if w.sides else ""
    who = {
        "holder": f"para el jugador que {pronoun} recibió en el reparto",
        "capturer": f"para el jugador que gana la baza que {pronoun} contiene",
        "player": f"para el jugador que {pronoun} juega en una baza",
    }.get(kind or "")
    return f"{who}{own}" if who else ""


def _point_card(select: model.TrumpCard | model.JokerCard) -> str:
    """The card a card point names: "la jota de triunfo", "el comodín"."""
    if isinstance(select, model.JokerCard):
        return "el comodín"
    return f"{_rank(select.rank)} de triunfo"


def _point_sentence(fact: f.PointOfTheHand, w: Wording) -> str:
    point = fact.point
    title = f"**{_point_title(point.id)}**"
    match point.select:
        case model.HighestTrump():
            return f"{title}: el triunfo más alto en juego, {_recipient(point.credit, 'lo', w)}."
        case model.LowestTrump():
            joker = (
                " El comodín nunca cuenta para este punto: cuenta el triunfo natural más bajo."
                if fact.jokers
                else ""
            )
            return (
                f"{title}: el triunfo más bajo en juego, {_recipient(point.credit, 'lo', w)}. "
                "Si solo hay un triunfo en juego, es a la vez el más alto y el más bajo."
                f"{joker}"
            )
        case model.TrumpCard() | model.JokerCard():
            card = _point_card(point.select)
            pronoun = "la" if card.startswith("la ") else "lo"
            return (
                f"{title}: {card}, {_recipient(point.credit, pronoun, w)}. Si {card} no se "
                f"repartió, nadie se anota el punto {title}."
            )
        case model.MostCount(counts=counts, tie=tie):
            values = ", ".join(f"{'10' if r == 'T' else r} = {n}" for r, n in counts)
            won = "ganó" if not w.sides else "ganaron sus jugadores"
            said_tie = (
                f"Si dos o más {w.each_plural} empatan con el total más alto, nadie se lo anota."
                if tie == "nobody"
                else f"Si {w.pitcher} empata con el total más alto, se lo anota {w.pitcher}; "
                "cualquier otro empate no da el punto a nadie."
            )
            return (
                f"{title}: cada {w.each} suma el valor de las cartas que {won} en bazas, "
                f"contando {values} y las demás cartas 0. El {w.each} con el total más alto se "
                f"anota el punto. {said_tie}"
            )
        case _:
            assert_never(point.select)


def _players_rule(fact: f.Players) -> str:
    if fact.sides:
        seats = ["los puestos " + _join([str(s) for s in side]) for side in fact.sides]
        teams = " contra ".join(seats) if len(fact.sides) == 2 else "; ".join(seats)
        size = _words(fact.partnership_size)
        kind = (
            f"equipos de {size} (parejas)" if fact.partnership_size == 2 else f"equipos de {size}"
        )
        seating = "uno frente al otro" if fact.partnership_size == 2 else "en puestos alternos"
        return (
            f"{_cap(_words(fact.players_min))} jugadores en {_words(len(fact.sides))} {kind}, "
            f"con los compañeros sentados {seating}: {teams}. Los compañeros comparten una "
            "sola puntuación; lo que gana cualquiera de ellos cuenta para su equipo."
        )
    count = (
        f"De {_words(fact.players_min)} a {_words(fact.players_max)} jugadores"
        if fact.players_min != fact.players_max
        else f"{_cap(_words(fact.players_min))} jugadores"
    )
    return f"{count}; cada uno juega por su cuenta."


def _pack_rule(fact: f.PackOfCards) -> str:
    ranks = " ".join("10" if r == "T" else r for r in fact.ranks)
    if len(fact.ranks) == len(ir.RANKS):
        base = "Una baraja estándar de 52 cartas"
        joker = " y un comodín" if fact.jokers else ", sin comodines"
    else:
        base = f"Una baraja de {fact.size} cartas: cada palo del as {_a(_rank(fact.ranks[-1]))}"
        joker = ", y un comodín" if fact.jokers else ", sin comodines"
    return f"{base}{joker}. Orden de las cartas en cada palo, de mayor a menor: {ranks}."


def _bids_rule(min_bid: int, max_bid: int, exception: str) -> str:
    if min_bid == max_bid:
        return f"La única oferta posible es {min_bid}; nadie puede pujar después de ella."
    return (
        f"Las ofertas van de {min_bid} a {max_bid}. Cada oferta debe ser más alta que "
        f"todas las anteriores{exception}."
    )


_MATCH = (
    "Privilegio del crupier: el crupier puede igualar la oferta más alta hasta ese momento "
    "y quedarse con el contrato por ese monto"
)
_PRIVILEGE = {
    "none": "El crupier no tiene privilegio: como todos los demás, debe pujar más alto que "
    "la oferta más alta para quedarse con el contrato.",
    "match": f"{_MATCH}; también puede pujar más alto, como cualquier otro.",
    "match_except_smudge": f"{_MATCH}, salvo si es una mancha; también puede pujar más "
    "alto, como cualquier otro.",
    "match_even_smudge": f"{_MATCH}, aunque sea una mancha; también puede pujar más alto.",
}


def _smudge_rule(fact: f.SmudgeBid, w: Wording) -> str:
    needs = (
        f" Una mancha solo se cumple si {w.pitcher} gana todos los puntos y todas las "
        "bazas; cuando la carta de algún punto no está en juego, no se puede cumplir."
        if fact.needs_every_trick
        else ""
    )
    return (
        f"Mancha: quien oferta {fact.bid} «mancha», y esa oferta ya no se le puede quitar: "
        "después de ella ningún jugador puede pujar"
        + (
            ", salvo el crupier para igualarla"
            if fact.dealer_may_match
            else ", ni siquiera el crupier"
        )
        + ". Los jugadores que vienen detrás del manchador conservan su turno, pero solo "
        f"pueden pasar.{needs}"
    )


def _all_pass(fact: f.AllPass, w: Wording) -> str:
    return {
        "stick_the_dealer": "Si todos los jugadores anteriores al crupier pasan, el crupier no "
        f"puede pasar y debe pujar {fact.min_bid} o más (el crupier queda «obligado»).",
        "redeal_by_next_dealer": "Si todos pasan, se recogen las cartas y el siguiente crupier "
        "reparte una mano nueva.",
        "redeal_by_same_dealer": "Si todos pasan, se recogen las cartas y el mismo crupier "
        "vuelve a repartir.",
        "eldest_pitches": "Si todos pasan, el jugador de la izquierda del crupier lanza sin "
        + (
            "contrato; su equipo anota lo que haga, como los demás, y no puede quedar retrasado."
            if w.sides
            else "contrato, anota lo que haga como todos los demás y no puede quedar retrasado."
        ),
    }[fact.kind]


def _score(countdown: bool) -> str:
    """What a player does with the points made: counting down, they come off the score."""
    return "resta de su puntuación" if countdown else "anota"


def _contract_scoring(fact: f.ContractScoring, w: Wording) -> str:
    score = _score(fact.countdown)
    setback = (
        "la oferta se suma a su puntuación y los puntos hechos no se restan"
        if fact.countdown
        else "la oferta se resta de su puntuación y los puntos hechos no se suman"
    )
    if fact.no_auction:
        return (
            f"No hay contrato: {w.pitcher} {score} los puntos hechos, como cualquier otro "
            f"{w.each}, y nunca queda «retrasado»."
        )
    no_contract = (
        f" Cuando {w.pitcher} juega sin contrato, {score} los puntos hechos como cualquier "
        f"otro {w.each} y no puede quedar retrasado."
        if fact.without_contract
        else ""
    )
    smudge_bid = (
        f" Una mancha cumplida anota su oferta, {fact.smudge_scores_bid}, en lugar de los "
        "puntos hechos."
        if fact.smudge_scores_bid is not None
        else ""
    )
    every_point = ""
    if fact.smudge_needs_all is not None:
        needs = fact.smudge_needs_all
        example = (
            ""
            if needs.example is None
            else f" (por ejemplo, si {_point_card(needs.example)} no está en juego)"
        )
        every_point = (
            " Por tanto, una mancha solo se cumple ganando "
            + ("el único punto" if needs.points == 1 else f"los {_words(needs.points)} puntos")
            + f"; si alguno no es para nadie{example}, no se puede cumplir y {w.pitcher} "
            f"queda retrasado en {_count(needs.bid, 'punto', 'puntos', False)}."
        )
    return (
        f"{_cap(w.pitcher)} {score} los puntos hechos si llegan al menos a la oferta; si "
        f"no, queda «retrasado» por el monto de la oferta: {setback}."
        f"{every_point}{no_contract}{smudge_bid}"
    )


def _hole(fact: f.Hole, w: Wording) -> str:
    ring = " En la hoja de puntuación, una puntuación en el hoyo se anota rodeada con un círculo."
    if fact.countdown:
        return (
            f"Las puntuaciones se cuentan hacia atrás: cada {w.each} empieza con {fact.target} "
            "puntos, la meta, y le va restando los puntos que hace; quedar retrasado le vuelve "
            f"a sumar la oferta. Una puntuación de más de {fact.target} está «en el hoyo»; una "
            f"puntuación de exactamente {fact.target} no lo está.{ring}"
        )
    return (
        f"Las puntuaciones pueden bajar de cero. Un {w.each} con puntuación negativa está "
        f"«en el hoyo»; una puntuación de exactamente 0 no está en el hoyo.{ring}"
    )


def _goal(countdown: bool, target: int) -> str:
    return "0 o menos" if countdown else f"{target} o más"


def _reaches(countdown: bool) -> tuple[str, str]:
    """Reaching the target, singular and plural: 0 when scores count down."""
    return ("llega a 0", "llegan a 0") if countdown else ("alcanza la meta", "alcanzan la meta")


def _target(fact: f.Target, w: Wording) -> str:
    goal = _goal(fact.countdown, fact.target)
    target = (
        f"La meta es {fact.target} puntos, que se cuentan hacia atrás hasta 0: la partida "
        f"termina al acabar la primera mano tras la cual algún {w.each} tiene 0 o menos."
        if fact.countdown
        else f"La meta es {fact.target} puntos: la partida termina al acabar la primera mano "
        f"tras la cual algún {w.each} tiene {goal}."
    )
    if fact.sale:
        target += (
            " Una venta puede terminarla antes de jugar una carta, si el precio deja "
            f"{'al equipo del vendedor' if w.sides else 'al vendedor'} con {goal}."
        )
    return target


def _instant(fact: f.InstantWins, w: Wording) -> str:
    smudge = fact.smudge
    if smudge is not None:
        hole = f"con más de {fact.target}" if fact.countdown else "con puntuación negativa"
        unless = (
            f", salvo que estuviera en el hoyo ({hole}) antes de la mano; en ese caso "
            + ("su equipo" if w.sides else "el manchador")
            + " solo se anota los puntos y la partida sigue"
            if smudge.unless_in_hole
            else ""
        )
        who = (
            f"si el lanzador manchó con {smudge.bid} y cumple la oferta, su equipo gana"
            if w.sides
            else f"el lanzador que manchó con {smudge.bid} y cumple la oferta gana"
        )
        instant = f"Mancha: {who} la partida en el acto, sea cual sea la puntuación{unless}."
    else:
        instant = "Ninguna oferta gana la partida en el acto."
    if fact.all_points:
        pitching = "sea o no el equipo del lanzador" if w.sides else "sea o no el lanzador"
        instant += (
            f" Un {w.each} que se lleva todos los puntos de una mano gana la partida en el acto, "
            f"sea cual sea su puntuación, {pitching}."
        )
    return instant


def _count_out(fact: f.CountingOut, w: Wording) -> str:
    goal = _goal(fact.countdown, fact.target)
    reaches, reach = _reaches(fact.countdown)
    if fact.mode == "higher_score":
        return (
            f"Cuando más de un {w.each} {reaches} en la misma mano, gana la mejor puntuación; "
            f"si hay empate, gana {w.pitcher} si está entre ellos y, si no, deciden los puntos "
            "de la mano, acreditados de uno en uno en el orden en que están numerados."
        )
    order = _join([_point_title(p) for p in fact.order])
    winner = "ese equipo" if w.sides else "el lanzador"
    first = (
        f" Primero cuentan los puntos {_de(w.pitcher)}: si {w.pitcher} cumplió la oferta "
        f"y ahora tiene {goal}, gana {winner}, aunque otro {w.each} tenga una puntuación "
        "total mejor. Si no, los puntos"
        if fact.pitcher_first
        else " Los puntos"
    )
    return (
        f"Cuando uno o más {w.each_plural} {reach} en la misma mano, el ganador se decide "
        f"contando los puntos de la mano en orden.{first} se acreditan de uno en uno en el "
        f"orden {order}, partiendo de la puntuación de cada {w.each} antes de la mano, y "
        f"gana el primer {w.each} que {reaches}."
    )


def _settle(fact: f.Settle, w: Wording) -> str:
    good, bad = (
        (f"{fact.target - 1} o menos", f"{fact.target} o más")
        if fact.countdown
        else ("1 o más", "0 o menos")
    )
    above = _count(fact.above_zero, "ficha", "fichas", True)
    below = _count(fact.at_or_below_zero, "ficha", "fichas", True)
    if w.sides:
        return (
            f"Cada jugador de un equipo perdedor paga a cada jugador del equipo ganador {above} "
            f"si la puntuación final de su equipo es {good}, y {below} si es {bad}."
        )
    return (
        f"El ganador cobra {above} de cada uno de los demás jugadores cuya puntuación final "
        f"sea {good}, y {below} de cada uno cuya puntuación final sea {bad}."
    )


def _setback_chips(fact: f.SetbackChips, w: Wording) -> str:
    extra = _count(fact.per_setback, "ficha adicional", "fichas adicionales", True)
    if not fact.per_setback:
        return (
            "Quedar retrasado no cuesta nada en la liquidación: solo cuentan las puntuaciones "
            "finales."
        )
    if w.sides:
        return (
            f"Variante en vigor: cada jugador de un equipo perdedor paga además a cada jugador "
            f"del equipo ganador {extra} por cada vez que su equipo quedó retrasado durante la "
            "partida."
        )
    return (
        f"Variante en vigor: el ganador cobra además {extra} de cada jugador perdedor por "
        "cada vez que ese jugador quedó retrasado durante la partida."
    )


class Spanish(Language):
    code = "es"
    name = "Español"

    def section_titles(self) -> dict[SectionId, str]:
        return {
            "table": "Jugadores, puestos y cartas",
            "deal": "El reparto",
            "auction": "La subasta",
            "play": "La jugada",
            "points": "Puntos de la mano",
            "scoring": "Puntuación de la mano",
            "game": "Cómo se gana la partida",
            "settlement": "Liquidación",
            "errors": "Acciones ilegales",
        }

    def point_title(self, point_id: str) -> str:
        return _point_title(point_id)

    def say(self, fact: f.Fact, plan: f.Plan) -> str:
        w = Wording.of(plan)
        match fact:
            case f.Players():
                return _players_rule(fact)
            case f.Seats():
                return (
                    "Los puestos se numeran de 0 a n-1 en el sentido de las agujas del reloj. "
                    "«A la izquierda del crupier» es el puesto siguiente en ese sentido; el "
                    "reparto, la subasta y las bazas van siempre en el sentido de las agujas "
                    "del reloj."
                )
            case f.PackOfCards():
                return _pack_rule(fact)
            case f.CardCodes(jokers=jokers):
                return (
                    "Códigos de carta en los archivos legibles por máquina: el valor "
                    "`A K Q J T 9 8 7 6 5 4 3 2` seguido del palo `S H D C` (picas, corazones, "
                    "diamantes, tréboles), por ejemplo `AS`, `TD`, `2C`"
                    + ("; el comodín es `JK`." if jokers else ".")
                )
            case f.Dealing(hand_size=hand_size, packet_size=packet_size):
                packet = _words(packet_size, feminine=True)
                return (
                    f"El crupier reparte las cartas de {packet} en {packet}, en el sentido de "
                    "las agujas del reloj, empezando por el jugador de su izquierda, hasta que "
                    f"cada jugador tenga {_count(hand_size, 'carta', 'cartas', True)}. El resto "
                    "de la baraja no se usa en esa mano."
                )
            case f.InPlay():
                return (
                    "Una carta está «en juego» si se repartió a un jugador. Las cartas no "
                    "repartidas nunca puntúan."
                )
            case f.Rotation(step=step):
                rotation = {
                    1: "pasa a la izquierda: el siguiente crupier es el jugador de la izquierda "
                    "del crupier",
                    -1: "pasa a la derecha: el siguiente crupier es el jugador de la derecha del "
                    "crupier",
                    0: "no rota: el mismo jugador reparte todas las manos",
                }[step]
                return f"Después de cada mano, el reparto {rotation}."
            case f.NoAuction():
                return (
                    "No hay subasta: el lanzador es el jugador de la izquierda del crupier, y "
                    "juega sin contrato."
                )
            case f.BiddingOrder(kind="sell"):
                return (
                    "El jugador de la izquierda del crupier tiene derecho a lanzar y puede "
                    "vender ese derecho. Empezando por el jugador siguiente, cada uno de los "
                    "demás, con el crupier en último lugar, tiene exactamente un turno: pujar "
                    "o pasar."
                )
            case f.BiddingOrder():
                return (
                    "La subasta empieza por el jugador de la izquierda del crupier y da una "
                    "sola vuelta a la mesa; el crupier puja el último. Cada jugador tiene "
                    "exactamente un turno: pujar o pasar."
                )
            case f.Bids(min_bid=low, max_bid=high, exception=exception):
                return _bids_rule(
                    low, high, f", con una excepción ({exception})" if exception else ""
                )
            case f.DealersPrivilege(kind=kind):
                return _PRIVILEGE[kind]
            case f.SaleOfThePitch():
                return (
                    "No hay privilegio del crupier: en su lugar decide el vendedor. Si vende "
                    "(`sell`), el vendedor se anota en el acto la oferta más alta, lo que puede "
                    "darle la partida antes de jugar una sola carta, y el mejor postor es el "
                    "lanzador, obligado a cumplir su oferta. Si no vende (`refuse`), lanza el "
                    "propio vendedor, obligado a cumplir la oferta más alta."
                )
            case f.SmudgeBid():
                return _smudge_rule(fact, w)
            case f.AllPass():
                return _all_pass(fact, w)
            case f.NobodyBuys():
                return "Si nadie puja, el vendedor lanza sin contrato y no puede quedar retrasado."
            case f.TheContract(kind="sell"):
                return "El contrato es la oferta del lanzador o el precio que el vendedor rechazó."
            case f.TheContract():
                return (
                    "El mejor postor (o el crupier que se quedó con el contrato) es el "
                    "lanzador; su oferta es el contrato."
                )
            case f.Pitch(no_auction=no_auction, joker_trump=joker_trump):
                pitcher = (
                    "El lanzador (el jugador de la izquierda del crupier)"
                    if no_auction
                    else "El lanzador"
                )
                joker = (
                    " Si la carta lanzada es el comodín, el palo de triunfo es "
                    f"{_SUIT_NAMES[joker_trump]}."
                    if joker_trump
                    else ""
                )
                return (
                    f"{pitcher} sale a la primera baza; el palo de esa carta, la carta "
                    f"«lanzada», es el palo de triunfo de la mano.{joker}"
                )
            case f.TrumpLead(joker=joker):
                return (
                    "Cuando se sale de triunfo, cada jugador debe jugar un triunfo si puede (la "
                    "primera baza siempre es una salida de triunfo)."
                    + (
                        " El comodín es un triunfo, el más bajo de todos, y solo sigue el palo "
                        "cuando se sale de triunfo."
                        if joker
                        else ""
                    )
                )
            case f.PlainLead(may_trump=True):
                return (
                    "Cuando se sale de un palo que no es triunfo, el jugador que tenga cartas de "
                    "ese palo debe jugar o bien una de ellas o bien un triunfo (se permite "
                    "triunfar aun pudiendo seguir el palo). Quien no tenga cartas del palo de "
                    "salida puede jugar cualquier carta."
                )
            case f.PlainLead():
                return (
                    "Cuando se sale de un palo que no es triunfo, el jugador que tenga cartas de "
                    "ese palo debe seguirlo. Quien no tenga cartas del palo de salida puede "
                    "jugar cualquier carta, triunfo incluido."
                )
            case f.WinningTricks():
                return (
                    "Gana la baza quien juegue el triunfo más alto o, si la baza no contiene "
                    "ningún triunfo, la carta más alta del palo de salida. Quien gana la baza "
                    "sale a la siguiente."
                )
            case f.AllTricks(tricks=tricks):
                if tricks == 1:
                    return "Se juega una sola baza."
                return f"Se juegan las {_words(tricks, feminine=True)} bazas."
            case f.PointOfTheHand():
                return _point_sentence(fact, w)
            case f.PointsMade(points=points):
                if points == 1:
                    return (
                        f"Un {w.each} «hizo» 1 punto en la mano si ese punto fue para él, y 0 "
                        "si no. El punto vale 1."
                    )
                return (
                    f"Un {w.each} «hizo» k puntos en la mano cuando k de estos "
                    f"{_words(points)} puntos fueron para él. Cada punto vale 1."
                )
            case f.OthersScore(countdown=countdown):
                return f"Cada {w.each}, salvo {w.pitcher}, {_score(countdown)} los puntos que hizo."
            case f.ContractScoring():
                return _contract_scoring(fact, w)
            case f.Hole():
                return _hole(fact, w)
            case f.SetbacksRecorded():
                return (
                    f"Se anota cuántas veces ha quedado retrasado cada {w.each} a lo largo de "
                    "la partida."
                )
            case f.Target():
                return _target(fact, w)
            case f.InstantWins():
                return _instant(fact, w)
            case f.CountingOut():
                return _count_out(fact, w)
            case f.OneWinner():
                return f"Cada partida la gana un solo {w.each}."
            case f.Settle():
                return _settle(fact, w)
            case f.SetbackChips():
                return _setback_chips(fact, w)
            case f.NetChips():
                net = (
                    "las ganancias de los ganadores igualan las pérdidas de los perdedores."
                    if w.sides
                    else "la ganancia del ganador es igual a la suma de las pérdidas de los demás."
                )
                return f"La liquidación se expresa por puesto, en fichas netas: {net}"
            case f.Refused():
                return (
                    "Una acción que no es legal en el estado actual se rechaza con un error que "
                    "nombra la regla que infringe; el estado no cambia."
                )
            case f.NoPenalties():
                return (
                    "Los repartos mal hechos y los renuncios no pueden darse en un motor que "
                    "rechaza las acciones ilegales, así que este reglamento no les fija ninguna "
                    "penalización."
                )
            case _:
                assert_never(fact)

    def page_text(self) -> dict[str, str]:
        return {
            "generated": "@generated por allfours a partir de {source}; no lo edite a mano.",
            "variant": "Variante `{id}`",
            "built_on": ", basada en {base}",
            "numbering": "Las reglas se numeran {prefix}-*sección*.*regla*; el módulo de "
            "reglas `{module}` cita los mismos números.",
            "differs_title": "En qué se diferencia de {base_title}",
            "differs_intro": "Todas las reglas son como en {base}, salvo estas:",
            "differs_none": "Todas las reglas son como en {base}; solo cambia el nombre.",
            "full_rulebook": "La tarjeta de reglas del juego; todas las reglas, numeradas, "
            "están en el [reglamento completo]({link}).",
            "source_title": "El archivo de la variante",
            "source_intro": "Este reglamento se genera a partir de {source}:",
        }
