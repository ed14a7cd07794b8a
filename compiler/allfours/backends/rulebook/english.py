"""The rulebook in English: every kind of fact as a sentence."""

from __future__ import annotations

from typing import NamedTuple, assert_never

from allfours.backends.rulebook import facts as f
from allfours.backends.rulebook.language import Language


class Wording(NamedTuple):
    """Who scores, in the variant's own words: players, or the sides of a partnership game."""

    each: str  # "player" | "side"
    pitcher: str  # "the pitcher" | "the pitcher's side" (or the maker, who names trump)
    pitchers: str  # possessive: "the pitcher's" | "the pitcher's side's"
    own: str  # "their" | "its"
    them: str  # "them" | "it"
    they_make: str  # "they make" | "it makes"
    role: str  # who plays the contract: "pitcher" | "maker"

    @classmethod
    def of(cls, plan: f.Plan) -> Wording:
        role = "maker" if plan.maker else "pitcher"
        if plan.sides:
            return cls(
                "side",
                f"the {role}'s side",
                f"the {role}'s side's",
                "its",
                "it",
                "it makes",
                role,
            )
        return cls("player", f"the {role}", f"the {role}'s", "their", "them", "they make", role)


class English(Language):
    code = "en"
    name = "English"

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
