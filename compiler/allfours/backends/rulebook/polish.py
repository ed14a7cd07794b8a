"""The rulebook in Polish: every kind of fact as a sentence.

The terms are those of the Polish seed document (seeds/001_5419c2b023dabe5c.txt), as the
catalogs (locales/pl/) hold them, the glossary and the point names among them; the
sentences say the facts of `facts.py` one by one, as `english.py` does.
Polish nouns take their form from the number before them (1 punkt, 2 punkty, 5 punktów):
`plural` and `count` pick it, and every place where a number meets a noun goes through
them. Verbs and adjectives agree with who scores: a player (gracz, masculine) or a side
(strona, feminine).
"""

from __future__ import annotations

from typing import NamedTuple, assert_never

from allfours.backends.rulebook import facts as f
from allfours.backends.rulebook.language import Language

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
