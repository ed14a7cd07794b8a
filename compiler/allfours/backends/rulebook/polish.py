"""The rulebook in Polish: every kind of fact as a sentence.

The terms are those of the Polish seed document (seeds/001_5419c2b023dabe5c.txt), collected
in `GLOSSARY`; the sentences say the facts of `facts.py` one by one, as `english.py` does.
Polish nouns take their form from the number before them (1 punkt, 2 punkty, 5 punktów):
`plural` and `count` pick it, and every place where a number meets a noun goes through
them. Verbs and adjectives agree with who scores: a player (gracz, masculine) or a side
(strona, feminine).
"""

from __future__ import annotations

from typing import NamedTuple, assert_never

from allfours.backends.rulebook import facts as f
from allfours.backends.rulebook.language import Language

# The game's terms in Polish, as the seed document names them (English term -> Polish).
# Where the seed gives no word (a side, a chip, the joker), the usual card-table word.
GLOSSARY: dict[str, str] = {
    "pitcher": "miotacz",
    "pitch": "karta narzucona",
    "to pitch": "narzucić",
    "smudge": "rozmazanie",
    "to smudge": "rozmazać się",
    "smudger": "rozmazujący",
    "in the hole": "na dołku",
    "set back": "cofnięty",
    "set-back": "cofnięcie",
    "trump": "atut",
    "trump suit": "kolor atutowy",
    "plain suit": "kolor nieatutowy",
    "trick": "lewa",
    "lead": "wyjście",
    "follow suit": "dołożyć do koloru",
    "bid": "oferta",
    "to bid": "licytować",
    "auction": "licytacja",
    "pass": "pas",
    "to pass": "spasować",
    "contract": "kontrakt",
    "dealer": "rozdający",
    "dealer's privilege": "przywilej rozdającego",
    "stick the dealer": "przymus rozdającego",
    "hand": "rozdanie",
    "game": "partia",
    "score": "wynik",
    "seller": "sprzedający",
    "side": "strona",
    "partnership": "para",
    "partner": "partner",
    "chip": "żeton",
    "settlement": "rozliczenie",
    # The four points in Polish words, never the English ones (the seed's «high, low,
    # walet i gra» mixes them): Wysoka and Niska (karta), the highest and the lowest trump
    # in play; Walet, the jack of trumps; Oczka, the point for the most card values taken,
    # as Polish tables call those values (tysiąc, sześćdziesiąt sześć: «liczyć oczka»). Not
    # «Gra»: that word is the game itself («gra się do 7»), so the point would read as
    # the game.
    "high": "Wysoka",
    "low": "Niska",
    "jack": "Walet",
    "game point": "Oczka",
    "joker": "Joker",
    # the turn-up line, as Polish card tables say it
    "eldest": "przodownik",  # «gracz na ręce»: the player the deal starts with
    "stock": "talon",
    "turn-up": "karta odkryta",  # «odkryty atut»
    "to stand": "zostać",  # «zostaję», «gram»
    "to beg": "prosić",  # «proszę»; żebrać
    "to give": "dać punkt",  # «daję punkt»
    "to run the cards": "rozdawać dalej",  # «rozdaję dalej», dokładać karty
    "to bunch": "zebrać karty",
    "to discard": "zrzucać karty",
    "to draw": "dobierać",
    "turned_jack": "Odkryty walet",
    "gift": "Darowany punkt",
    "kick": "Karta odkryta",  # Trinidad's kick: the turned-up card's points
    # the Pedro line (Cinch), as Polish card tables say it
    "maker": "rozgrywający",  # the high bidder, who names trump and plays the contract
    "to name trump": "wybrać atut",
    "to rob the pack": "brać talon",  # «biorę talon»
    "count": "zdobycz",  # a side's points in the hand
    # Pidro: only trumps are played, and a player out of trumps is out of the hand
    "to go cold": "wypaść z rozdania",  # «wypadam», «jestem zimny»
    "colour": "barwa",  # red or black: two suits of the same colour
    "right_pedro": "Prawy Pedro",  # the five of trumps
    "left_pedro": "Lewy Pedro",  # the five of the other suit of trump's colour
    # the counting trumps of Sancho and Dom Pedro, proper names at every table
    "pedro": "Pedro",  # the five of trumps
    "sancho": "Sancho",  # the nine of trumps
    "dom": "Dom",  # the three of trumps
    # Ten-Point Pitch: the jack of trump's colour («barwa»: red or black), the two
    # jokers, the trey
    "off_jack": "Walet tej samej barwy",
    "high_joker": "Joker wysoki",
    "low_joker": "Joker niski",
    "trey": "Trójka",  # the three of trumps, worth 3
    # the counting cards of the Don games, by the point ids their variants use
    "ace": "As",
    "king": "Król",
    "queen": "Dama",
    "big_don": "Duży don",
    "small_don": "Mały don",
    "nines": "Dziewiątki",
    "fives": "Piątki",
    # Nine-Five's counting trumps, the nine and the five of trumps
    "nine": "Dziewiątka",
    "five": "Piątka",
    # Schmier's bowers: the jack of trumps and the jack of trump's colour (as in Euchre)
    "right_bower": "Prawy bower",
    "left_bower": "Lewy bower",
}

# Noun forms after a number: (1, 2-4, 5 and more), in the case the sentence needs.
CARDS = ("karta", "karty", "kart")
POINTS = ("punkt", "punkty", "punktów")
POINTS_GENITIVE = ("punktu", "punktów", "punktów")
CHIPS = ("żeton", "żetony", "żetonów")
PLAYERS = ("gracz", "graczy", "graczy")  # after a masculine-personal numeral: dwóch graczy


def plural(number: int, forms: tuple[str, str, str]) -> str:
    """The form of a noun after `number`: forms for 1, for 2-4 (not 12-14), for the rest.

    >>> plural(1, POINTS), plural(3, POINTS), plural(5, POINTS), plural(22, POINTS)
    ('punkt', 'punkty', 'punktów', 'punkty')
    """
    one, few, many = forms
    if number == 1:
        return one
    if 2 <= number % 10 <= 4 and not 12 <= number % 100 <= 14:
        return few
    return many


def count(number: int, forms: tuple[str, str, str], words: tuple[str, ...] = ()) -> str:
    """`number` and its noun: "5 punktów"; in words when `words` holds the numeral."""
    numeral = words[number] if 0 < number < len(words) else str(number)
    return f"{numeral} {plural(number, forms)}"


class Noun(NamedTuple):
    nom: str  # mianownik: gracz
    gen: str  # dopełniacz: (oprócz) gracza


_PLAYER = Noun("gracz", "gracza")
_SIDE = Noun("strona", "strony")
_PITCHER = Noun("miotacz", "miotacza")
_PITCHERS_SIDE = Noun("strona miotacza", "strony miotacza")


_MAKER = Noun("rozgrywający", "rozgrywającego")
_MAKERS_SIDE = Noun("strona rozgrywającego", "strony rozgrywającego")


class Wording(NamedTuple):
    """Who scores, in the variant's own words: players (masculine), or sides (feminine)."""

    feminine: bool
    each: Noun  # gracz | strona
    pitcher: Noun  # miotacz | strona miotacza (or the rozgrywający's, who names trump)
    role: Noun  # who plays the contract: miotacz | rozgrywający
    role_ins: str  # the same, as what one becomes: miotaczem | rozgrywającym

    @classmethod
    def of(cls, plan: f.Plan) -> Wording:
        role, role_ins = (_MAKER, "rozgrywającym") if plan.maker else (_PITCHER, "miotaczem")
        if plan.sides:
            side = _MAKERS_SIDE if plan.maker else _PITCHERS_SIDE
            return cls(True, _SIDE, side, role, role_ins)
        return cls(False, _PLAYER, role, role, role_ins)

    def g(self, masculine: str, feminine: str) -> str:
        """The form that agrees with a player (masculine) or a side (feminine)."""
        return feminine if self.feminine else masculine

    @property
    def sides(self) -> bool:
        return self.feminine


class Polish(Language):
    code = "pl"
    name = "Polski"

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
