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

from allfours.backends.rulebook import facts as f
from allfours.backends.rulebook.language import Language

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


class Spanish(Language):
    code = "es"
    name = "Español"

    def say(self, fact: f.Fact, plan: f.Plan) -> str:
        match fact:
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
                | f.PointOfTheHand()
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
