"""The rulebook in Spanish: every kind of fact as a sentence.

The game's words are those of the Spanish seed document (seeds/000_8d91211e0578f16b.txt):
`GLOSSARY` below is the one list of them; the sentences use no other word for a term it
lists, and the point names come from it. Every subject a rule speaks of (jugador, equipo,
lanzador, el que reparte) is masculine, so the words that agree with it (retrasado, cumplido)
never change form.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import assert_never

from allfours import ir
from allfours.backends.rulebook import facts as f
from allfours.backends.rulebook.language import Language, point_title
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
    "dealer": "el que reparte",  # the seed's «crupier» is casino register
    "dealer's privilege": "privilegio del que reparte",
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
    # the turn-up line, in the words of Spanish card tables (Brisca, Tute, Guiñote)
    "eldest": "mano",  # «ser mano»: the player the deal starts with, who acts first
    "stock": "mazo",
    "turn-up": "muestra",  # the card turned up that shows trump
    "to stand": "plantarse",  # «me quedo»
    "to beg": "pedir",
    "to give": "dar",  # «regalar un punto»
    "to run the cards": "correr las cartas",  # «dar de nuevo»
    "to bunch": "juntar las cartas",
    "to discard": "descartarse",
    "to draw": "robar",
    "counting cards": "cartas que cuentan",
    "turned_jack": "Jota de muestra",
    "gift": "Regalo",
    "kick": "Muestra",  # Trinidad's kick: the turned-up card's points
    # the Pedro line (Cinch), in the words of Spanish card tables
    "maker": "declarante",  # the high bidder, who names trump and plays the contract
    "to name trump": "elegir el triunfo",
    "to rob the pack": "robar el mazo",
    "count": "cuenta",  # a side's points in the hand
    # Pidro: only trumps are played, and a player out of trumps is out of the hand
    "to go cold": "quedarse fuera",  # «se queda fuera», «queda frío»
    "cold": "frío",
    "right_pedro": "Pedro derecho",  # the five of trumps
    "left_pedro": "Pedro izquierdo",  # the five of the other suit of trump's colour
    # the counting trumps of Sancho and Dom Pedro, proper names at every table
    "pedro": "Pedro",  # the five of trumps
    "sancho": "Sancho",  # the nine of trumps
    "dom": "Dom",  # the three of trumps
    # Ten-Point Pitch: the jack of trump's colour, the two jokers, the trey
    "off_jack": "Jota del mismo color",  # the jack of the other suit of trump's colour
    "high_joker": "Comodín alto",
    "low_joker": "Comodín bajo",
    "trey": "Tres",  # the three of trumps, worth 3
    # the counting cards of the Don games, by the point ids their variants use
    "ace": "As",
    "king": "Rey",
    "queen": "Reina",
    "big_don": "Don grande",
    "small_don": "Don pequeño",
    "nines": "Nueves",
    "fives": "Cincos",
    # Nine-Five's counting trumps, the nine and the five of trumps
    "nine": "Nueve",
    "five": "Cinco",
    # Schmier's bowers: the jack of trumps and the jack of trump's colour (as in Euchre)
    "right_bower": "Bower derecho",
    "left_bower": "Bower izquierdo",
}

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


def _de(phrase: str) -> str:
    """ "de" before a phrase, contracted: "del lanzador", "de la baza"."""
    return f"del {phrase[3:]}" if phrase.startswith("el ") else f"de {phrase}"


def _short(code: str) -> str:
    """A rank where ranks are listed or counted: the court cards and the ace by their
    Spanish names (the English letters K, Q, J are not Spanish), the others in digits:
    "as, rey, reina, jota, 10, 9"."""
    return _RANK_NAMES[code][0] if code in "AKQJ" else "10" if code == "T" else code


def _rank(code: str) -> str:
    """A rank with its article: "el siete", "la jota"."""
    name, feminine = _RANK_NAMES[code]
    return f"{'la' if feminine else 'el'} {name}"


def _point_title(point_id: str) -> str:
    return point_title("es", point_id)


@dataclass(frozen=True, slots=True)
class Wording:
    """Who scores, in the variant's own words: players, or the sides of a partnership game.

    Both nouns are masculine, so every adjective and pronoun agrees with either."""

    each: str  # "jugador" | "equipo"
    each_plural: str  # "jugadores" | "equipos"
    pitcher: str  # "el lanzador" | "el equipo del lanzador" (or the declarante's)
    sides: bool
    role: str  # who plays the contract: "lanzador" | "declarante" (who names trump)

    @classmethod
    def of(cls, plan: f.Plan) -> Wording:
        role = GLOSSARY["maker"] if plan.maker else GLOSSARY["pitcher"]
        if plan.sides:
            return cls("equipo", "equipos", f"el equipo del {role}", True, role)
        return cls("jugador", "jugadores", f"el {role}", False, role)


def _recipient(
    kind: str | None,
    pronoun: str,
    w: Wording,
    held: bool = False,
    kept: bool = False,
    drawn: bool = True,
) -> str:
    """Who a card's point goes to; `pronoun` is the card's ("lo" el triunfo, "la" la jota).
    `held`: cards reach a hand after the deal too, so its holder is who held and played it;
    `kept`: players discard and draw before the play, so its holder is who holds it then."""
    own = " (y, por tanto, para su equipo)" if w.sides else ""
    holder = (
        f"para el jugador que {pronoun} tiene al empezar la jugada, después del descarte"
        f"{' y el robo' if drawn else ''}"
        if kept
        else f"para el jugador que {pronoun} tuvo y {pronoun} jugó"
        if held
        else f"para el jugador que {pronoun} recibió en el reparto"
    )
    who = {
        "holder": holder,
        "capturer": f"para el jugador que gana la baza que {pronoun} contiene",
        "player": f"para el jugador que {pronoun} juega en una baza",
    }.get(kind or "")
    return f"{who}{own}" if who else ""


def _joker_never_low(title: str, two: bool = False) -> str:
    """Lo que es el comodín para el punto Bajo: nunca lo es, y, único triunfo, es el Alto."""
    if two:
        return (
            " Ningún comodín cuenta nunca para este punto: cuenta el triunfo más bajo que no "
            "sea comodín; si los comodines son los únicos triunfos en juego, el mayor de ellos "
            f"es el más alto, y nadie se anota el punto {title}."
        )
    return (
        " El comodín nunca cuenta para este punto: cuenta el triunfo natural más bajo; "
        "si el comodín es el único triunfo en juego, es el más alto, y nadie se anota "
        f"el punto {title}."
    )


# A joker by its card code: one alone, or the high and the low one of two.
_JOKER_NAMES = {"JK": "el comodín", "HJ": "el comodín alto", "LJ": "el comodín bajo"}


def _point_card(select: model.TrumpCard | model.JokerCard | model.SameColourCard) -> str:
    """The card a card point names: "la jota de triunfo", "el comodín"."""
    if isinstance(select, model.JokerCard):
        return _JOKER_NAMES.get(select.code, "el comodín")
    if isinstance(select, model.SameColourCard):
        return f"{_rank(select.rank)} del otro palo del color del triunfo"
    return f"{_rank(select.rank)} de triunfo"


def _point_sentence(fact: f.PointOfTheHand, w: Wording) -> str:
    said = _dealt_point(fact, w) if fact.in_play == "dealt" else _played_point(fact, w)
    return said + _point_worth(fact, w)


def _dealt_point(fact: f.PointOfTheHand, w: Wording) -> str:
    """A point where every card in play was dealt (the auction-pitch line)."""
    point = fact.point
    title = f"**{_point_title(point.id)}**"
    match fact.select:
        case model.HighestTrump():
            return (
                f"{title}: el triunfo más alto en juego, {_recipient(point.credit, 'lo', w)}."
                f"{_level_high(fact)}"
            )
        case model.LowestTrump():
            joker = _joker_never_low(title, fact.two_jokers) if fact.jokers else ""
            return (
                f"{title}: el triunfo más bajo en juego, {_recipient(point.credit, 'lo', w)}. "
                "Si solo hay un triunfo en juego, es a la vez el más alto y el más bajo."
                f"{joker}"
            )
        case model.TrumpCard() | model.JokerCard() | model.SameColourCard():
            card = _point_card(fact.select)
            pronoun = "la" if card.startswith("la ") else "lo"
            return (
                f"{title}: {card}, {_recipient(point.credit, pronoun, w)}. Si {card} no se "
                f"repartió, nadie se anota el punto {title}."
            )
        case model.PlainCards(rank=rank):
            return f"{title}: {_each_plain(rank)}, {_recipient(point.credit, _pronoun(rank), w)}."
        case model.MostCount(counts=counts):
            values = ", ".join(f"{_short(r)} = {n}" for r, n in counts)
            won = "ganó" if not w.sides else "ganaron sus jugadores"
            return (
                f"{title}: cada {w.each} suma el valor de las cartas que {won} en bazas, "
                f"contando {values} y las demás cartas 0. El {w.each} con el total más alto se "
                f"anota el punto. {_tie(fact, w)}"
            )
        case _:
            assert_never(fact.select)


def _pronoun(rank: str) -> str:
    return "la" if _RANK_NAMES[rank][1] else "lo"


def _level_high(fact: f.PointOfTheHand) -> str:
    """Which of two jokers that rank alike is the highest trump, where they are."""
    if not fact.level:
        return ""
    which = "primero" if fact.level == "first" else "después"
    return (
        " Si los dos comodines son los triunfos más altos en juego, valen lo mismo, y el más "
        f"alto es el que se juega {which}."
    )


def _each_plain(rank: str) -> str:
    """ "cada nueve de un palo que no es triunfo, por separado"."""
    return f"cada {_RANK_NAMES[rank][0]} de un palo que no es triunfo, por separado"


def _played_point(fact: f.PointOfTheHand, w: Wording) -> str:
    """A point where a card is in play once played to a trick (the turn-up line)."""
    point = fact.point
    title = f"**{_point_title(point.id)}**"
    match fact.select:
        case model.HighestTrump():
            to = _recipient(
                point.credit, "lo", w, held=True, kept=fact.in_play == "kept", drawn=fact.drawn
            )
            return f"{title}: el triunfo más alto en juego, {to}.{_level_high(fact)}"
        case model.LowestTrump():
            to = _recipient(
                point.credit, "lo", w, held=True, kept=fact.in_play == "kept", drawn=fact.drawn
            )
            joker = _joker_never_low(title, fact.two_jokers) if fact.jokers else ""
            return (
                f"{title}: el triunfo más bajo en juego, {to}{_kept(point, 'lo', w)}. Si solo "
                "hay un triunfo en juego, es a la vez el más alto y el más bajo."
                f"{joker}"
            )
        case model.TrumpCard() | model.JokerCard() | model.SameColourCard():
            card = _point_card(fact.select)
            pronoun = "la" if card.startswith("la ") else "lo"
            to = _recipient(
                point.credit, pronoun, w, held=True, kept=fact.in_play == "kept", drawn=fact.drawn
            )
            missing = (
                f" Si no está en juego ({_places(fact.out)}), nadie se anota el punto {title}."
                if fact.out and fact.missing
                else ""
            )
            return f"{title}: {card}, {to}{_kept(point, pronoun, w)}.{missing}"
        case model.PlainCards(rank=rank):
            to = _recipient(point.credit, _pronoun(rank), w, held=True)
            return f"{title}: {_each_plain(rank)}, {to}."
        case model.MostCount():
            counted = (
                f"las cartas que cuentan ({fact.counting})"
                if fact.counting
                else "las cartas que cuentan"
            )
            return (
                f"{title}: cada {w.each} suma {counted} de las bazas que ganó; el {w.each} con "
                f"el total más alto se anota el punto. {_tie(fact, w)}"
            )
        case _:
            assert_never(fact.select)


def _kept(point: model.Point, pronoun: str, w: Wording) -> str:
    """A card that counts for the one who held it, whoever takes it."""
    if point.credit not in ("holder", "player"):
        return ""
    return f", aunque otro {w.each} gane la baza que {pronoun} contiene"


def _eldest_side(fact: f.PointOfTheHand, w: Wording) -> str:
    who = "el mano" if fact.eldest else f"el jugador de la {_hand(fact.direction)} del que reparte"
    return f"el equipo {_de(who)}" if w.sides else who


def _tie(fact: f.PointOfTheHand, w: Wording) -> str:
    zero = " (también a 0)" if fact.eldest else ""
    match fact.tie:
        case "nobody":
            return (
                f"Si dos o más {w.each_plural} empatan con el total más alto{zero}, nadie se "
                "lo anota."
            )
        case "pitcher":
            return (
                f"Si {w.pitcher} empata con el total más alto, se lo anota {w.pitcher}; "
                "cualquier otro empate no da el punto a nadie."
            )
        case "eldest":
            return (
                f"Si dos o más {w.each_plural} empatan con el total más alto{zero}, se lo "
                f"anota {_eldest_side(fact, w)}."
            )
        case "eldest_if_level":
            who = _eldest_side(fact, w)
            return (
                f"Si {who} empata con el total más alto, se lo anota {who}; cualquier otro "
                "empate no da el punto a nadie."
            )
        case _:
            assert_never(fact.tie)


def _point_worth(fact: f.PointOfTheHand, w: Wording) -> str:
    """What a point is worth when not 1, worth when hanged, and when it is scored."""
    point = fact.point
    each = "Cada uno vale" if isinstance(fact.select, model.PlainCards) else "Vale"
    said = ""
    if point.value != 1:
        said += f" {each} {_count(point.value, 'punto', 'puntos', False)}."
    if point.hanged:
        holder = (
            "del jugador que tenía la carta" if not w.sides else "del equipo que tenía la carta"
        )
        said += (
            f" {each} {_count(point.hanged, 'punto', 'puntos', False)} si gana su baza un "
            f"contrario {holder}."
        )
    if fact.at_once:
        said += f" Se anota en el momento en que se gana su baza ({fact.at_once})."
    return said


_PLACES = {
    "stock": "quedó en el mazo",
    "turned_up": "salió de muestra",
    "discarded": "se descartó",
}


def _places(out: tuple[f.Place, ...]) -> str:
    """ "si quedó en el mazo, salió de muestra o se descartó"."""
    return "si " + _join_or([_PLACES[place] for place in out])


def _join_or(items: list[str]) -> str:
    """ "A, B o C"."""
    if len(items) < 2:
        return "".join(items)
    return f"{', '.join(items[:-1])} o {items[-1]}"


def _hand(direction: f.Direction) -> str:
    """ "izquierda" or "derecha"."""
    return "izquierda" if direction == "left" else "derecha"


class Spanish(Language):
    code = "es"
    name = "Español"

    def say(self, fact: f.Fact, plan: f.Plan) -> str:
        w = Wording.of(plan)
        match fact:
            case f.PointOfTheHand():
                return _point_sentence(fact, w)
            case (
                f.Rotation()
                | f.TurnUp()
                | f.StockTrump()
                | f.NoAuction()
                | f.BiddingOrder()
                | f.NobodyBuys()
                | f.TheContract()
                | f.NamedTrump()
                | f.BegOrStand()
                | f.MakerLeads()
                | f.Players()
                | f.Seats()
                | f.TheSides()
                | f.PackOfCards()
                | f.CardCodes()
                | f.CountingCards()
                | f.SameColourTrump()
                | f.SaleOfThePitch()
                | f.ForcedBid()
                | f.Stand()
                | f.Beg()
                | f.DiscardsOut()
                | f.Pitch()
                | f.FirstLead()
                | f.CardSuits()
                | f.WinningTricks()
                | f.NoUndertrump()
                | f.GiftLimit()
                | f.PointsMade()
                | f.SideCount()
                | f.NoTrumpInPlay()
                | f.OneWinner()
                | f.SetbacksLose()
                | f.NoStakes()
                | f.NetChips()
                | f.Refused()
                | f.NoPenalties()
                | f.CountingOut()
                | f.InstantWins()
                | f.ContractScoring()
                | f.AtOnce()
                | f.InPlayOnly()
                | f.BeforePlay()
                | f.Target()
                | f.OthersScore()
                | f.Bids()
                | f.DealersPrivilege()
                | f.RetakeTopBid()
                | f.SmudgeBid()
                | f.AllPass()
                | f.ByDifference()
                | f.SetSide()
                | f.SetbacksRecorded()
                | f.Hole()
                | f.Settle()
                | f.SetbackChips()
                | f.Run()
                | f.RunAgain()
                | f.Bunch()
                | f.DiscardAfterRun()
                | f.AllTricks()
                | f.TrumpsOnly()
                | f.Drawing()
                | f.Dealing()
                | f.InPlay()
                | f.TurnedUpPoint()
                | f.GiftPoint()
                | f.DiscardPlain()
                | f.DealBack()
                | f.FromDiscards()
                | f.RobThePack()
                | f.KittyTaken()
                | f.DownTo()
                | f.TrumpLead()
                | f.PlainLead()
            ):
                raise AssertionError(f"said by the catalogs: {fact}")  # sentences.py
            case _:
                assert_never(fact)
