"""The teaching parts of a page in English: the game in brief, the example's sentences,
the table rules and the glossary."""

from __future__ import annotations

from allfours.backends.rulebook.english import _JOKER_NAMES, _RANK_NAMES, _SUIT_NAMES, English
from allfours.backends.rulebook.example import Example, PointWon
from allfours.backends.rulebook.lesson import (
    Phrases,
    Play,
    chips,
    score,
)
from allfours.runtime import events as e

_SUITS: dict[str, str] = {code: word for code, word in _SUIT_NAMES.items()}  # by any code


class EnglishLessons(Phrases):
    language = English()

    def card(self, code: str) -> str:
        if code in _JOKER_NAMES:
            return _JOKER_NAMES[code]
        return f"the {_RANK_NAMES[code[:-1]]} of {_SUITS[code[-1]]}"

    def rank(self, rank: str) -> str:
        return _RANK_NAMES[rank]

    def suit(self, code: str) -> str:
        return _SUITS[code]

    # -- the game in brief -------------------------------------------------------------
    # -- the example --------------------------------------------------------------------
    def setting(self, x: Example, who: list[str], scores: list[tuple[str, int]]) -> str:
        *others, dealer = who
        target = f"counted down from {x.target} to 0" if x.countdown else f"to {x.target}"
        said = ", ".join(f"{name} {score(points)}" for name, points in scores)
        seats = (
            f"{self.names(who)} play; {dealer} deals, and {others[0]} sits on the dealer's "
            f"{'left' if x.turn == 1 else 'right'}, first to play"
        )
        if x.partnerships:
            seats += (
                ", partners sitting opposite"
                if x.players == 2 * x.sides
                else ", partners sitting alternately"
            )
        return (
            f"{seats}. It is late in a game {target}, and the scores stand at {said}. "
            "Here is the hand that ends it."
        )

    def before_play(self, x: Example, event: e.Event, name: dict[int, str]) -> str:
        dealer = name[x.dealer]
        match event:
            case e.Bid(seat=seat, action="pass"):
                return f"{name[seat]} passes."
            case e.Bid(seat=seat, action=action):
                return f"{name[seat]} bids {action.removeprefix('bid ')}."
            case e.SaleAnswered(seat=seat, action="sell", price=price):
                return f"{name[seat]} sells the pitch for {price}."
            case e.SaleAnswered(seat=seat, action="refuse", price=price):
                return f"{name[seat]} refuses {price} and keeps the pitch."
            case e.Contract(pitcher=pitcher, bid=None) if x.turned_up:
                return f"{name[pitcher]} leads to the first trick."
            case e.Contract(pitcher=pitcher, bid=None):
                return f"{name[pitcher]} pitches, with no contract."
            case e.Contract(pitcher=pitcher, bid=bid):
                return (
                    f"{name[pitcher]} is the {'maker' if x.maker else 'pitcher'}, with a bid of "
                    f"{bid}{self.cite(x, 'auction.contract')}."
                )
            case e.CardTurnedUp(card=card, set_aside=True):
                return (
                    f"The next card turned up, {self.card(card)}, is of the same suit: it is set "
                    "aside."
                )
            case e.CardTurnedUp(card=card):
                return f"{dealer} turns up {self.card(card)}."
            case e.Begged(seat=seat, action="stand"):
                return f"{name[seat]} stands: the suit turned up is trump."
            case e.Begged(seat=seat, action="beg"):
                return f"{name[seat]} begs{self.cite(x, 'beg.beg')}."
            case e.Begged(seat=seat, action="give"):
                return f"{name[seat]} gives a point rather than run the cards."
            case e.Begged(seat=seat, action="run"):
                return (
                    f"{name[seat]} runs the cards: more cards to each player, and a new "
                    f"turn-up{self.cite(x, 'beg.run')}."
                )
            case e.TrumpFixed(suit=suit, seat=seat, how="named"):
                return f"{name[seat]} names {self.suit(suit)} trump{self.cite(x, 'trump.named')}."
            case e.TrumpFixed(suit=suit, how="turn_up" | "top_of_stock"):
                return f"{self.suit(suit).capitalize()} are trump."
        return ""

    def run_dealt(self, x: Example, cards: list[tuple[str, list[str]]]) -> str:
        return "The run: " + "; ".join(f"{who} {self.names(got)}" for who, got in cards) + "."

    def privilege(self, x: Example, dealer: str, bid: int) -> str:
        cite = self.cite(x, "auction.privilege")
        return f"{dealer}, the dealer, takes the contract at {bid}: the dealer's privilege{cite}."

    def exchanges(self, x: Example, counts: list[tuple[str, int, int, bool]]) -> str:
        said = "; ".join(
            f"{who} draws {drew} and discards {out}"
            if first
            else f"{who} discards {out} and draws {drew}"
            if drew
            else f"{who} discards {out}"
            for who, out, drew, first in counts
        )
        return f"{'Discards and draws' if any(c[2] for c in counts) else 'Discards'}: {said}."

    def trick(self, x: Example, number: int, plays: list[Play], winner: str) -> str:
        notes = {
            "pitch": f" (the pitch: {self.suit(x.trump)} are trump)",
            "trumps": " (trumps, though able to follow)",
            "void_trumps": " (trumps, having none of the suit led)",
            "void": " (has none of the suit led)",
            "no_trumps": " (has no trump)",
            "": "",
        }
        lead, *rest = plays
        then = ", ".join(f"{play.who} {play.card}{notes[play.note]}" for play in rest)
        cards = f"{lead.who} leads {lead.card}{notes[lead.note]}; then {then}"
        return (
            f"Trick {number}: {cards}. {winner} wins "
            f"it{self.cite(x, 'play.trick') if number == 1 else ''}."
        )

    def rest(self, x: Example, played: int, won: list[tuple[str, int]]) -> str:
        said = ", ".join(f"{who} {count}" for who, count in won)
        return f"The last trick: {said}." if played == 1 else f"The other {played} tricks: {said}."

    def point(self, x: Example, won: PointWon, name: dict[int, str], sides: dict[int, str]) -> str:
        title = self.language.point_title(won.point)
        cite = self.cite(x, f"points.{won.point}")
        to = sides[won.side] if won.side is not None else "no one"
        worth = f" ({won.value} points)" if won.value != 1 and won.side is not None else ""
        why = ""
        if won.how in ("highest", "lowest", "card") and won.card:
            card = self.card(won.card)
            what = {
                "highest": f"the highest trump in play is {card}",
                "lowest": f"the lowest trump in play is {card}",
                "card": card,
            }[won.how]
            relation = {"holder": "dealt to", "capturer": "taken by", "player": "played by"}
            if won.discarded_by >= 0:
                why = f"{what}, discarded by {name[won.discarded_by]}: not in play"
            elif not won.in_play and won.dealt_to >= 0:
                why = f"{what}, held by {name[won.dealt_to]} but never played"
            elif not won.in_play:
                why = f"{what}, in no player's hand: not in play"
            else:
                why = f"{what}, {relation[won.credit]} {name[won.seat]}"
        elif won.how == "count":
            totals = ", ".join(f"{sides[s]} {count}" for s, count in enumerate(won.counts))
            tie = {"": "", "pitcher": "; a tie, to the pitcher", "eldest": "; a tie, to eldest"}
            why = f"counting cards taken: {totals}" + (
                "; a tie" if won.side is None else tie[won.tie]
            )
        elif won.how == "turned_up" and won.card:
            why = f"the turn-up is {self.card(won.card)}"
        elif won.how == "gift":
            why = "the dealer's gift"
        return (
            f"**{title}**{cite}: {why} → {to}{worth}."
            if why
            else f"**{title}**{cite} → {to}{worth}."
        )

    def contract(self, x: Example, pitcher: str, sides: dict[int, str]) -> str:
        own = x.side_of(x.pitcher)
        points = x.made_points[own]
        if x.by_difference:
            said = ", ".join(f"{sides[side]} {n}" for side, n in enumerate(x.made_points))
            gainer = next((side for side in range(x.sides) if x.gain(side) > 0), None)
            if gainer is None:
                scored = "the points are level: no one scores"
            else:
                verb = "score" if x.partnerships else "scores"
                scored = f"{sides[gainer]} {verb} {x.gain(gainer)}"
            if x.made:
                rule = self.cite(x, "scoring.difference")
                return (
                    f"{pitcher} bid {x.bid}; points made: {said}. The bid is made, and the "
                    f"side with more points scores the difference: {scored}{rule}."
                )
            rule = self.cite(x, "scoring.set")
            return (
                f"{pitcher} bid {x.bid}; points made: {said}. The bid is not made: {scored}{rule}."
            )
        cite = self.cite(x, "scoring.contract")
        side = f", and {sides[own]}" if x.partnerships else " and"
        if x.made:
            return f"{pitcher} bid {x.bid}{side} made {points}: the bid is made{cite}."
        before, after = x.scores_before[own], x.scores_after[own]
        return (
            f"{pitcher} bid {x.bid}{side.replace('and', 'but')} made only {points}: set back "
            f"{x.bid}, from {score(before)} to {score(after)}{cite}."
        )

    def scores(self, x: Example, scores: list[tuple[str, int]]) -> str:
        return "Scores after the hand: " + ", ".join(f"{w} {score(s)}" for w, s in scores) + "."

    def outcome(self, x: Example, winner: str, reached: list[str]) -> str:
        cite = self.cite(x, "game.count_out") or self.cite(x, "game.target")
        wins = "win" if x.partnerships else "wins"
        match x.won_by:
            case "":
                return "No one has reached the target: the game goes on."
            case "target":
                return (
                    f"{winner} alone reached the target and {wins} the "
                    f"game{self.cite(x, 'game.target')}."
                )
            case "pitcher_first":
                return (
                    f"{self.sides_named(x, reached)} reached the target; the "
                    f"{'maker' if x.maker else 'pitcher'} made the bid and "
                    f"counts out first: {winner} {wins} the game{cite}."
                )
            case "count_out":
                return (
                    f"{self.sides_named(x, reached)} reached the target in the same hand; "
                    "crediting the "
                    f"points one by one in order, {winner} got there first and {wins}{cite}."
                )
            case "higher_score":
                return (
                    f"{self.sides_named(x, reached)} reached the target: the higher score wins, "
                    f"{winner}{cite}."
                )
            case "at_once":
                return (
                    f"A point scored during the play brought {winner} to the target: the game "
                    f"ends at once{self.cite(x, 'game.at_once')}."
                )
        return f"{winner} {wins} the game{self.cite(x, 'game.instant')}."

    def payouts(self, x: Example, net: list[tuple[str, int]]) -> str:
        said = ", ".join(f"{who} {chips(net_)}" for who, net_ in net)
        return f"Settlement in chips{self.cite(x, 'settle.chips')}: {said}."

    # -- table rules and glossary -----------------------------------------------------------
