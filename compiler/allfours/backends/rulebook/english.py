"""The rulebook in English: every kind of fact as a sentence."""

from __future__ import annotations

from typing import NamedTuple, assert_never

from allfours import ir
from allfours.backends.escape import md_text
from allfours.backends.rulebook import facts as f
from allfours.backends.rulebook.language import Language
from allfours.registry.rules import SectionId
from allfours.runtime import model

_NUMBER_WORDS = (
    "no",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
)
_SUIT_NAMES = {code: word for word, code in ir.SUIT_WORDS.items()}
_RANK_NAMES = {code: word for word, code in ir.RANK_WORDS.items()}


def _words(n: int) -> str:
    return _NUMBER_WORDS[n] if 0 <= n < len(_NUMBER_WORDS) else str(n)


def _point_title(point_id: str) -> str:
    return md_text(point_id.replace("_", " ").capitalize())


class Wording(NamedTuple):
    """Who scores, in the variant's own words: players, or the sides of a partnership game."""

    each: str  # "player" | "side"
    pitcher: str  # "the pitcher" | "the pitcher's side"
    pitchers: str  # possessive: "the pitcher's" | "the pitcher's side's"
    own: str  # "their" | "its"
    them: str  # "them" | "it"
    they_make: str  # "they make" | "it makes"

    @classmethod
    def of(cls, plan: f.Plan) -> Wording:
        if plan.sides:
            return cls(
                "side", "the pitcher's side", "the pitcher's side's", "its", "it", "it makes"
            )
        return cls("player", "the pitcher", "the pitcher's", "their", "them", "they make")


def _recipient(kind: str | None, w: Wording) -> str:
    own = " (and so to their side)" if w.each == "side" else ""
    return {
        "holder": f"the player who was dealt it{own}",
        "capturer": f"the player who wins the trick containing it{own}",
        "player": f"the player who plays it to a trick{own}",
    }.get(kind or "", "")


def _plural(count: int, word: str) -> str:
    return f"{_words(count)} {word}{'' if count == 1 else 's'}"


def _card(select: model.TrumpCard | model.JokerCard) -> str:
    if isinstance(select, model.JokerCard):
        return "the joker"
    return f"the {_RANK_NAMES[select.rank]} of trumps"


def _point(fact: f.PointOfTheHand, w: Wording) -> str:
    point = fact.point
    title = f"**{_point_title(point.id)}**"
    to = _recipient(point.credit, w)
    match point.select:
        case model.HighestTrump():
            return f"{title}: the highest trump in play, to {to}."
        case model.LowestTrump():
            joker = (
                f" The joker never counts as {title}: the lowest natural trump does."
                if fact.jokers
                else ""
            )
            return (
                f"{title}: the lowest trump in play, to {to}. If only one trump is in play, it "
                f"is both the highest and the lowest.{joker}"
            )
        case model.TrumpCard() | model.JokerCard():
            card = _card(point.select)
            return f"{title}: {card}, to {to}. If {card} was not dealt, no one scores {title}."
        case model.MostCount(counts=counts, tie=tie):
            values = ", ".join(f"{'10' if r == 'T' else r} = {v}" for r, v in counts)
            won = "they won" if w.each == "player" else "its players won"
            said_tie = (
                f"If two or more {w.each}s tie for the highest total, no one scores it."
                if tie == "nobody"
                else f"If {w.pitcher} ties for the highest total, {w.pitcher} scores it; any "
                "other tie scores nothing."
            )
            return (
                f"{title}: each {w.each} totals the cards {won} in tricks, counting {values}, "
                f"other cards 0. The {w.each} with the highest total scores it. {said_tie}"
            )
        case _:
            assert_never(point.select)


def _bid_range(min_bid: int, max_bid: int) -> str:
    if min_bid == max_bid:
        return f"The only bid is {min_bid}."
    return f"Bids run from {min_bid} to {max_bid}."


def _series(items: list[str], last: str) -> str:
    """ "a", "a and b", "a, b and c"."""
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} {last} {items[-1]}"


def _players(fact: f.Players) -> str:
    if fact.sides:
        teams = _series(
            ["seats " + _series([str(s) for s in side], "and") for side in fact.sides],
            "against" if len(fact.sides) == 2 else "and",
        )
        seating = "opposite each other" if fact.partnership_size == 2 else "alternately"
        return (
            f"{_words(fact.players_min).capitalize()} players in {_words(len(fact.sides))} "
            f"partnerships of {_words(fact.partnership_size)}, partners sitting {seating}: "
            f"{teams}. Partners share one score; what either wins counts for their side."
        )
    count = (
        f"{_words(fact.players_min).capitalize()} to {_words(fact.players_max)} players"
        if fact.players_min != fact.players_max
        else f"{_words(fact.players_min).capitalize()} players"
    )
    return f"{count}, each playing for themselves."


def _pack(fact: f.PackOfCards) -> str:
    ranks = " ".join("10" if r == "T" else r for r in fact.ranks)
    if len(fact.ranks) == len(ir.RANKS):
        base = "One standard 52-card pack"
    else:
        base = (
            f"One {fact.size}-card pack: each suit from the ace down to the "
            f"{_RANK_NAMES[fact.ranks[-1]]}"
        )
    joker = ", and one joker" if fact.jokers else ", no jokers"
    return f"{base}{joker}. Rank in every suit, high to low: {ranks}."


_PRIVILEGE = {
    "none": "The dealer has no privilege: like everyone else, the dealer must bid higher "
    "than the high bid to take the contract.",
    "match": "Dealer's privilege: the dealer may take the contract at the current high bid "
    "(an equal bid), and may also bid higher like anyone else.",
    "match_except_smudge": "Dealer's privilege: the dealer may take the contract at the "
    "current high bid (an equal bid), except a smudge, and may also bid higher like "
    "anyone else.",
    "match_even_smudge": "Dealer's privilege: the dealer may take the contract at the "
    "current high bid (an equal bid), even a smudge, and may also bid higher.",
}


def _smudge(fact: f.SmudgeBid, w: Wording) -> str:
    needs = (
        f" A smudge is made only by {w.pitcher} taking every point and every trick; when a "
        "point's card is not in play it cannot be made."
        if fact.needs_every_trick
        else ""
    )
    return (
        f"Smudge: a bid of {fact.bid} is a smudge. It cannot be taken away: once anyone has "
        "bid it, no later player may bid"
        + (", except the dealer matching it" if fact.dealer_may_match else ", the dealer included")
        + ". The players after the smudger still take their turn; passing is their only "
        f"legal action.{needs}"
    )


def _all_pass(fact: f.AllPass, w: Wording) -> str:
    return {
        "stick_the_dealer": "If every player before the dealer passes, the dealer may not pass "
        f'and must bid {fact.min_bid} or more ("stick the dealer").',
        "redeal_by_next_dealer": "If everyone passes, the cards are thrown in and the next "
        "dealer deals a new hand.",
        "redeal_by_same_dealer": "If everyone passes, the cards are thrown in and the same "
        "dealer deals again.",
        "eldest_pitches": "If everyone passes, the player left of the dealer pitches without "
        f"a contract; {w.pitcher} scores what {w.they_make} like everyone else and cannot be "
        "set back.",
    }[fact.kind]


def _contract_scoring(fact: f.ContractScoring, w: Wording) -> str:
    # Counting down, points made come off the score and a set-back goes on.
    score, unscore = ("takes off", "added to") if fact.countdown else ("adds", "subtracted from")
    if fact.no_auction:
        return (
            f"There is no contract: {w.pitcher} {score} the points made like any other "
            f"{w.each} and is never set back."
        )
    no_contract = (
        f" When {w.pitcher} plays without a contract, {w.pitcher} scores like any other "
        f"{w.each} and cannot be set back."
        if fact.without_contract
        else ""
    )
    smudge_bid = (
        f" A made smudge scores its bid, {fact.smudge_scores_bid}, instead of the points made."
        if fact.smudge_scores_bid is not None
        else ""
    )
    every_point = ""
    if fact.smudge_needs_all is not None:
        needs = fact.smudge_needs_all
        example = "" if needs.example is None else f" ({_card(needs.example)} not in play, say)"
        every_point = (
            f" So a smudge is made only by winning all {_words(needs.points)} points; when one "
            f"of them goes to no one{example}, it cannot be made and {w.pitcher} is set back "
            f"{needs.bid}."
        )
    return (
        f"{w.pitcher.capitalize()} {score} the points made if they are at least the bid; "
        f"otherwise {w.pitcher} is set back: the bid is {unscore} {w.pitchers} score and "
        f"the points made are not counted.{every_point}{no_contract}{smudge_bid}"
    )


def _hole(fact: f.Hole, w: Wording) -> str:
    if fact.countdown:
        return (
            f"Scores count down: every {w.each} starts at the target, {fact.target}, and takes "
            f"off the points {w.they_make}; a set-back adds the bid back on. A score above the "
            'target is "in the hole"; a score of exactly the target is not.'
        )
    return (
        f'Scores may go below zero. A {w.each} with a negative score is "in the hole"; a '
        "score of exactly 0 is not in the hole."
    )


def _target(fact: f.Target, w: Wording) -> str:
    goal = "0 or less" if fact.countdown else f"{fact.target} or more"
    target = (
        f"The target is {fact.target}, counted down to 0: the game ends after the first hand "
        f"at whose end some {w.each} has 0 or less."
        if fact.countdown
        else f"The target is {fact.target}: the game ends after the first hand at whose end "
        f"some {w.each} has {goal}."
    )
    if fact.sale:
        seller = "the seller" if w.each == "player" else "the seller's side"
        target += f" A sold pitch can end it before play, when the price takes {seller} there."
    return target


def _instant(fact: f.InstantWins, w: Wording) -> str:
    smudge = fact.smudge
    if smudge is not None:
        hole = "a score above the target" if fact.countdown else "a negative score"
        instant = (
            f"Smudge: when {w.pitcher} bid {smudge.bid} and made it, {w.pitcher} wins the game "
            "at once, whatever the scores"
            + (
                f", unless {w.pitcher} was in the hole ({hole}) before the hand; then "
                f"{w.pitcher} just scores the points and play goes on"
                if smudge.unless_in_hole
                else ""
            )
            + "."
        )
    else:
        instant = "No bid wins the game at once."
    if fact.all_points:
        instant += (
            f" A {w.each} {'who' if w.each == 'player' else 'that'} takes every point of a hand "
            f"wins the game at once, whatever {w.own} score, pitching or not."
        )
    return instant


def _count_out(fact: f.CountingOut, w: Wording) -> str:
    goal = "0 or less" if fact.countdown else f"{fact.target} or more"
    reach = "count down to 0" if fact.countdown else "reach the target"
    if fact.mode == "higher_score":
        return (
            f"When more than one {w.each} reaches the goal in the same hand, the better "
            f"score wins; if they are level, {w.pitcher} wins if it is one of them, otherwise "
            "the points of the hand decide, credited one at a time in the order they are "
            "numbered."
        )
    order = ", ".join(_point_title(p) for p in fact.order)
    first = (
        f"first {w.pitchers} points count: if {w.pitcher} made the bid and now has "
        f"{goal}, {w.pitcher} wins, even if another {w.each} has a better total; otherwise "
        if fact.pitcher_first
        else ""
    )
    return (
        f"When one or more {w.each}s {reach} in the same hand, the winner is "
        f"decided by counting the hand's points in order: {first}the points are credited "
        f"one at a time in the order {order}, starting from each {w.each}'s score before "
        f"the hand; the first {w.each} to {reach} wins."
    )


def _settle(fact: f.Settle, w: Wording) -> str:
    good, bad = (
        (f"{fact.target - 1} or less", f"{fact.target} or more")
        if fact.countdown
        else ("1 or more", "0 or less")
    )
    above, below = _plural(fact.above_zero, "chip"), _plural(fact.at_or_below_zero, "chip")
    if w.each == "side":
        return (
            f"Every player of a losing side pays every player of the winning side {above} if "
            f"their side's final score is {good}, and {below} if it is {bad}."
        )
    return (
        f"The winner collects {above} from each other player whose final score is {good}, "
        f"and {below} from each other player whose final score is {bad}."
    )


def _setback_chips(fact: f.SetbackChips, w: Wording) -> str:
    extra = _plural(fact.per_setback, "extra chip")
    if not fact.per_setback:
        return "Set-backs cost nothing at settlement: only final scores count."
    if w.each == "player":
        return (
            f"Variation in force: the winner also collects {extra} from each other player for "
            "every time that player was set back during the game."
        )
    return (
        f"Variation in force: every player of a losing side also pays {extra} to every "
        "player of the winning side for every time their side was set back during the game."
    )


class English(Language):
    code = "en"
    name = "English"

    def section_titles(self) -> dict[SectionId, str]:
        return {
            "table": "Players, seats, cards",
            "deal": "The deal",
            "auction": "The auction",
            "play": "The play",
            "points": "Points of the hand",
            "scoring": "Scoring the hand",
            "game": "Winning the game",
            "settlement": "Settlement",
            "errors": "Illegal actions",
        }

    def point_title(self, point_id: str) -> str:
        return _point_title(point_id)

    def say(self, fact: f.Fact, plan: f.Plan) -> str:
        w = Wording.of(plan)
        match fact:
            case f.Players():
                return _players(fact)
            case f.Seats():
                return (
                    'Seats are numbered 0 to n-1 clockwise. "Left of the dealer" is the next '
                    "seat clockwise; play, bidding and the deal all go clockwise."
                )
            case f.PackOfCards():
                return _pack(fact)
            case f.CardCodes(jokers=jokers):
                return (
                    "Card codes in machine-readable files: rank `A K Q J T 9 8 7 6 5 4 3 2` "
                    "followed by suit `S H D C`, for example `AS`, `TD`, `2C`"
                    + ("; the joker is `JK`." if jokers else ".")
                )
            case f.Dealing(hand_size=hand_size, packet_size=packet_size):
                return (
                    f"The dealer deals {_plural(packet_size, 'card')} at a time, clockwise, "
                    "starting with the player on the dealer's left, until everyone has "
                    f"{_words(hand_size)}. The rest of the pack is not used in the hand."
                )
            case f.InPlay():
                return (
                    'A card is "in play" when it was dealt to a player. Undealt cards never score.'
                )
            case f.Rotation(step=step):
                rotation = {
                    1: "to the left: the next dealer is the player on the dealer's left",
                    -1: "to the right: the next dealer is the player on the dealer's right",
                    0: "to no one: the same player deals every hand",
                }[step]
                return f"After each hand the deal passes {rotation}."
            case f.NoAuction():
                return (
                    "There is no auction: the player left of the dealer is the pitcher, and "
                    "plays without a contract."
                )
            case f.BiddingOrder(kind="sell"):
                return (
                    "The player left of the dealer holds the pitch and may sell it. "
                    "Starting with the next player, every other player, the dealer last, has "
                    "exactly one turn: bid or pass."
                )
            case f.BiddingOrder():
                return (
                    "Bidding starts with the player left of the dealer and goes once around "
                    "the table; the dealer bids last. Each player has exactly one turn: bid "
                    "or pass."
                )
            case f.Bids(min_bid=low, max_bid=high, exception=exception):
                return f"{_bid_range(low, high)} A bid must be higher than every earlier bid" + (
                    f", with one exception ({exception})." if exception else "."
                )
            case f.DealersPrivilege(kind=kind):
                return _PRIVILEGE[kind]
            case f.SaleOfThePitch():
                return (
                    "There is no dealer's privilege: the seller decides instead. "
                    "Selling (`sell`), the seller scores the high bid at once, which can win "
                    "the game before a card is played, and the highest bidder pitches, bound "
                    "to make the bid. Refusing (`refuse`), the seller pitches, bound to make "
                    "the high bid."
                )
            case f.SmudgeBid():
                return _smudge(fact, w)
            case f.AllPass():
                return _all_pass(fact, w)
            case f.NobodyBuys():
                return (
                    "If nobody bids, the seller pitches without a contract and cannot be set back."
                )
            case f.TheContract(kind="sell"):
                return "The pitcher's bid, or the price the seller refused, is the contract."
            case f.TheContract():
                return (
                    "The highest bidder (or the dealer who took the contract) is the "
                    "pitcher; the bid is the contract."
                )
            case f.Pitch(no_auction=no_auction, joker_trump=joker_trump):
                pitch = "pitcher (the player left of the dealer)" if no_auction else "pitcher"
                joker = (
                    f" If the pitch is the joker, {_SUIT_NAMES[joker_trump]} are trump."
                    if joker_trump
                    else ""
                )
                return (
                    f"The {pitch} leads to the first trick; the suit of that card (the "
                    f'"pitch") is trump for the hand.{joker}'
                )
            case f.TrumpLead(joker=joker):
                return (
                    "When trump is led, each player must play a trump if able (the first "
                    "trick is always a trump lead)."
                    + (
                        " The joker is a trump, the lowest of all, and follows only trump leads."
                        if joker
                        else ""
                    )
                )
            case f.PlainLead(may_trump=True):
                return (
                    "When a plain suit is led, a player who holds that suit must play either "
                    "that suit or a trump (trumping is allowed even when able to follow). A "
                    "player who holds none of the led suit may play any card."
                )
            case f.PlainLead():
                return (
                    "When a plain suit is led, a player who holds that suit must play it. A "
                    "player who holds none of the led suit may play any card, a trump included."
                )
            case f.WinningTricks():
                return (
                    "A trick is won by the highest trump in it or, if it holds no trump, by the "
                    "highest card of the suit led. The winner leads to the next trick."
                )
            case f.AllTricks(tricks=tricks):
                if tricks == 1:
                    return "The one trick is played."
                return f"All {_words(tricks)} tricks are played."
            case f.PointOfTheHand():
                return _point(fact, w)
            case f.PointsMade(points=points):
                return (
                    f'A {w.each} "made" k points in the hand when k of these '
                    f"{_plural(points, 'point')} went to {w.them}. Each point is worth 1."
                )
            case f.OthersScore(countdown=countdown):
                who = "they" if w.each == "player" else "it"
                score = "takes off" if countdown else "adds"
                return f"Every {w.each} other than {w.pitcher} {score} the points {who} made."
            case f.ContractScoring():
                return _contract_scoring(fact, w)
            case f.Hole():
                return _hole(fact, w)
            case f.SetbacksRecorded():
                return f"Each {w.each}'s number of set-backs in the game is recorded."
            case f.Target():
                return _target(fact, w)
            case f.InstantWins():
                return _instant(fact, w)
            case f.CountingOut():
                return _count_out(fact, w)
            case f.OneWinner():
                return f"Only one {w.each} wins a game."
            case f.Settle():
                return _settle(fact, w)
            case f.SetbackChips():
                return _setback_chips(fact, w)
            case f.NetChips():
                net = (
                    "the winners' gains equal the losers' losses."
                    if w.each == "side"
                    else "the winner's gain equals the sum of the others' losses."
                )
                return f"Settlement is reported per seat as net chips: {net}"
            case f.Refused():
                return (
                    "An action that is not legal in the current state is refused with an "
                    "error that names the rule it breaks; the state is unchanged."
                )
            case f.NoPenalties():
                return (
                    "Misdeals and revokes cannot happen in an engine that refuses illegal "
                    "actions, so this rulebook sets no penalties for them."
                )
            case _:
                assert_never(fact)

    def page_text(self) -> dict[str, str]:
        return {
            "generated": "@generated by allfours from {source}; do not edit by hand.",
            "variant": "Variant `{id}`",
            "built_on": ", built on {base}",
            "numbering": "Rules are numbered {prefix}-*section*.*rule*; the rules module "
            "`{module}` cites the same numbers.",
            "differs_title": "How it differs from {base_title}",
            "differs_intro": "Every rule is as in {base}, except these:",
            "differs_none": "Every rule is as in {base}; only the name differs.",
            "full_rulebook": "The rule card of the game; every rule, numbered, is in the "
            "[full rulebook]({link}).",
            "source_title": "The variant file",
            "source_intro": "This rulebook is generated from {source}:",
        }
