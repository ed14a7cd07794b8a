"""The rulebook in Spanish: every kind of fact as a sentence.

The game's words are those of the Spanish seed document (seeds/000_8d91211e0578f16b.txt),
as the catalogs (locales/es/) hold them, the glossary and the point names among them; the
sentences here use no other word for a term the catalogs name. Every subject a rule speaks
of (jugador, equipo, lanzador, el que reparte) is masculine, so the words that agree with it
(retrasado, cumplido) never change form.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import assert_never

from allfours.backends.rulebook import facts as f
from allfours.backends.rulebook.language import Language
from allfours.catalogs import catalog


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
        role = catalog("es")("rule-role", role="maker" if plan.maker else "pitcher")
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
