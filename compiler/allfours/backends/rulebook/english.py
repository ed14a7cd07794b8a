"""The rulebook in English: every kind of fact as a sentence."""

from __future__ import annotations

from typing import NamedTuple, assert_never

from allfours import ir
from allfours.backends.rulebook import facts as f
from allfours.backends.rulebook.language import Language, point_title
from allfours.runtime import model

_RANK_NAMES = {code: word for word, code in ir.RANK_WORDS.items()}


# A joker by its card code: one alone, or the high and the low one of two.
_JOKER_NAMES = {"JK": "the joker", "HJ": "the high joker", "LJ": "the low joker"}


def _point_title(point_id: str) -> str:
    return point_title("en", point_id)


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


def _recipient(
    kind: str | None, w: Wording, held: bool = False, kept: bool = False, drawn: bool = True
) -> str:
    """Who a card's point goes to. `held`: cards reach a hand after the deal too (a run,
    a draw), so its holder is the player who held it, which is who played it; `kept`:
    players discard and draw before the play, so its holder is who holds it then."""
    own = " (and so to their side)" if w.each == "side" else ""
    holder = (
        f"holds it when the play begins, after the discards{' and the draw' if drawn else ''}"
        if kept
        else "held and played it"
        if held
        else "was dealt it"
    )
    return {
        "holder": f"the player who {holder}{own}",
        "capturer": f"the player who wins the trick containing it{own}",
        "player": f"the player who plays it to a trick{own}",
    }.get(kind or "", "")


def _card(select: model.TrumpCard | model.JokerCard | model.SameColourCard) -> str:
    if isinstance(select, model.JokerCard):
        return _JOKER_NAMES.get(select.code, "the joker")
    if isinstance(select, model.SameColourCard):
        return f"the {_RANK_NAMES[select.rank]} of the other suit of trump's colour"
    return f"the {_RANK_NAMES[select.rank]} of trumps"


def _point(fact: f.PointOfTheHand, w: Wording) -> str:
    said = _dealt_point(fact, w) if fact.in_play == "dealt" else _played_point(fact, w)
    return said + _point_worth(fact, w)


def _dealt_point(fact: f.PointOfTheHand, w: Wording) -> str:
    """A point where every card in play was dealt (the auction-pitch line)."""
    point = fact.point
    title = f"**{_point_title(point.id)}**"
    to = _recipient(point.credit, w)
    match fact.select:
        case model.HighestTrump():
            return f"{title}: the highest trump in play, to {to}.{_level_high(fact)}"
        case model.LowestTrump():
            joker = _joker_never_low(title, fact.two_jokers) if fact.jokers else ""
            return (
                f"{title}: the lowest trump in play, to {to}. If only one trump is in play, it "
                f"is both the highest and the lowest.{joker}"
            )
        case model.TrumpCard() | model.JokerCard() | model.SameColourCard():
            card = _card(fact.select)
            return f"{title}: {card}, to {to}. If {card} was not dealt, no one scores {title}."
        case model.PlainCards(rank=rank):
            return f"{title}: each {_RANK_NAMES[rank]} of a plain suit, on its own, to {to}."
        case model.MostCount(counts=counts):
            values = ", ".join(f"{'10' if r == 'T' else r} = {v}" for r, v in counts)
            won = "they won" if w.each == "player" else "its players won"
            return (
                f"{title}: each {w.each} totals the cards {won} in tricks, counting {values}, "
                f"other cards 0. The {w.each} with the highest total scores it. "
                f"{_tie(fact, w)}"
            )
        case _:
            assert_never(fact.select)


def _level_high(fact: f.PointOfTheHand) -> str:
    """Which of two jokers that rank alike is the highest trump, where they are."""
    if not fact.level:
        return ""
    which = "first" if fact.level == "first" else "later"
    return (
        " Where the two jokers are the highest trumps in play, they rank alike, and the "
        f"highest is the one played {which}."
    )


def _joker_never_low(title: str, two: bool = False) -> str:
    """What the joker is to Low: never it, and the only trump in play it is High only."""
    if two:
        return (
            f" Neither joker ever counts as {title}: the lowest other trump does; when the "
            "jokers are the only trumps in play, the higher of them is the highest, and no "
            f"one scores {title}."
        )
    return (
        f" The joker never counts as {title}: the lowest natural trump does; when the "
        f"joker is the only trump in play, it is the highest, and no one scores {title}."
    )


def _played_point(fact: f.PointOfTheHand, w: Wording) -> str:
    """A point where a card is in play once played to a trick (the turn-up line)."""
    point = fact.point
    title = f"**{_point_title(point.id)}**"
    to = _recipient(point.credit, w, held=True, kept=fact.in_play == "kept", drawn=fact.drawn)
    # A card that counts for the one who held it, whoever takes it.
    kept = (
        f", even when another {w.each} wins the trick containing it"
        if point.credit in ("holder", "player")
        else ""
    )
    match fact.select:
        case model.HighestTrump():
            return f"{title}: the highest trump in play, to {to}.{_level_high(fact)}"
        case model.LowestTrump():
            joker = _joker_never_low(title, fact.two_jokers) if fact.jokers else ""
            return (
                f"{title}: the lowest trump in play, to {to}{kept}. If only one trump is in "
                f"play, it is both the highest and the lowest.{joker}"
            )
        case model.TrumpCard() | model.JokerCard() | model.SameColourCard():
            card = _card(fact.select)
            missing = (
                f" If it is not in play ({_places(fact.out)}), no one scores {title}."
                if fact.out and fact.missing
                else ""
            )
            return f"{title}: {card}, to {to}{kept}.{missing}"
        case model.PlainCards(rank=rank):
            return f"{title}: each {_RANK_NAMES[rank]} of a plain suit, on its own, to {to}."
        case model.MostCount():
            counted = (
                f"the counting cards ({fact.counting})" if fact.counting else "the counting cards"
            )
            won = "they won" if w.each == "player" else "it won"
            return (
                f"{title}: each {w.each} totals {counted} in the tricks {won}; the highest "
                f"total scores it. {_tie(fact, w)}"
            )
        case _:
            assert_never(fact.select)


def _eldest(fact: f.PointOfTheHand, w: Wording) -> str:
    """Eldest's side, as the page names it."""
    who = "eldest" if fact.eldest else f"the player on the dealer's {fact.direction}"
    return f"{who}'s side" if w.each == "side" else who


def _tie(fact: f.PointOfTheHand, w: Wording) -> str:
    """What a tie for the highest total of counting cards gives."""
    zero = " (all totals 0 included)" if fact.eldest else ""
    match fact.tie:
        case "nobody":
            return f"If two or more {w.each}s tie for the highest total{zero}, no one scores it."
        case "pitcher":
            return (
                f"If {w.pitcher} ties for the highest total, {w.pitcher} scores it; any "
                "other tie scores nothing."
            )
        case "eldest":
            return (
                f"If two or more {w.each}s tie for the highest total{zero}, "
                f"{_eldest(fact, w)} scores it."
            )
        case "eldest_if_level":
            who = _eldest(fact, w)
            return (
                f"If {who} ties for the highest total, {who} scores it; any other tie "
                "scores nothing."
            )
        case _:
            assert_never(fact.tie)


def _point_worth(fact: f.PointOfTheHand, w: Wording) -> str:
    """What a point is worth when not 1, worth when hanged, and when it is scored."""
    point = fact.point
    each = isinstance(fact.select, model.PlainCards)
    said = ""
    if point.value != 1:
        said += f" {'Each' if each else 'It'} is worth {_points(point.value)}."
    if point.hanged:
        holder = "the player who held it" if w.each == "player" else "the side that held it"
        said += (
            f" {'Each' if each else 'It'} is worth {_points(point.hanged)} instead when an "
            f"opponent of {holder} wins the trick containing it."
        )
    if fact.at_once:
        said += (
            f" {'Each' if each else 'It'} scores the moment its trick is taken ({fact.at_once})."
        )
    return said


def _points(n: int) -> str:
    return f"{n} point{'' if n == 1 else 's'}"


_PLACES = {
    "stock": "left in the stock",
    "turned_up": "turned up",
    "discarded": "discarded",
}


def _places(out: tuple[f.Place, ...]) -> str:
    return _series([_PLACES[place] for place in out], "or")


def _series(items: list[str], last: str) -> str:
    """ "a", "a and b", "a, b and c"."""
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} {last} {items[-1]}"


class English(Language):
    code = "en"
    name = "English"

    def say(self, fact: f.Fact, plan: f.Plan) -> str:
        w = Wording.of(plan)
        match fact:
            case f.PointOfTheHand():
                return _point(fact, w)
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
