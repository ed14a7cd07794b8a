"""The teaching parts of a page in English: the game in brief, the example's sentences,
the table rules and the glossary."""

from __future__ import annotations

from allfours import ir
from allfours.backends.rulebook.english import _JOKER_NAMES, _RANK_NAMES, _SUIT_NAMES, English
from allfours.backends.rulebook.example import Example, PointWon
from allfours.backends.rulebook.lesson import (
    Phrases,
    Play,
    at_stake,
    chips,
    is_all_fours,
    score,
)
from allfours.runtime import events as e

_SUITS: dict[str, str] = {code: word for code, word in _SUIT_NAMES.items()}  # by any code


class EnglishLessons(Phrases):
    language = English()

    def titles(self) -> dict[str, str]:
        return {
            "brief": "The game in brief",
            "example": "An example hand",
            "example_intro": "One hand, dealt and played by these rules: every card, bid and "
            "point below is what the rules module made of it.",
            "hands": "The hands dealt",
            "points": "The points of the hand",
            "player": "Player",
            "jokers": "Jokers",
            "table_rules": "Table rules",
            "table_rules_badge": "Table rules: for players to adopt",
            "table_rules_note": "These rules for the mistakes people make come from the "
            "historical sources of the family (Hoyle-style rules). They replace section 9, "
            "where a mistake is simply put right; the rules module does not play them. Agree "
            "on them before the game.",
            "glossary": "Glossary",
            "and_": "and",
            "both_sides": "both sides",
        }

    def card(self, code: str) -> str:
        if code in _JOKER_NAMES:
            return _JOKER_NAMES[code]
        return f"the {_RANK_NAMES[code[:-1]]} of {_SUITS[code[-1]]}"

    def rank(self, rank: str) -> str:
        return _RANK_NAMES[rank]

    def suit(self, code: str) -> str:
        return _SUITS[code]

    # -- the game in brief -------------------------------------------------------------
    def brief(self, v: ir.Variant) -> list[str]:
        rules = v.rules
        table = rules.table
        points, before = at_stake(v)
        who = "side" if v.partnerships else "player"
        titles = [f"**{self.language.point_title(point.id)}**" for point in points]
        early = [f"**{self.language.point_title(point.id)}**" for point in before]
        stake = sum(point.value for point in points)
        down = rules.scoring.direction == "down"
        goal = (
            f"to be the first {who} to count down from {rules.game.target} to 0"
            if down
            else f"to be the first {who} to score {rules.game.target} points"
        )
        players = (
            f"{table.players_min} players"
            if table.players_min == table.players_max
            else f"{table.players_min} to {table.players_max} players"
        )
        partners = " in two partnerships, partners sitting opposite" if v.partnerships else ""
        if v.partnerships and v.sides > 2:
            partners = f" in {v.sides} partnerships"
        opening = (
            f"A game of the All Fours family for {players}{partners}. The object is {goal}. "
            f"Each hand puts points at stake, {stake} in all: {self.names(titles)}."
        )
        if is_all_fours(points):
            opening += ' These are the "all fours" the family is named for.'
        if early:
            opening += f" Before the play, {self.names(early)} may also be scored."
        steps = [f"The dealer deals {rules.deal.hand_size} cards to each player."]
        auction, kind = rules.auction, rules.trump.kind
        if kind == "turn_up" and rules.begging is not None:
            steps.append(
                "The dealer turns up a card for trump. The player left of the dealer stands "
                "(keeps that trump) or begs; to a beg, the dealer either gives that player a "
                f"point, and the trump stands, or deals {rules.begging.run_size} more cards "
                "to everyone and turns up a new trump."
            )
        elif kind == "turn_up":
            steps.append("The dealer turns up a card: its suit is trump.")
        elif kind == "top_of_stock":
            steps.append(
                "The top card of the rest of the pack (the stock) is turned up: its suit is "
                "trump. After each trick, each player draws a card from the stock."
            )
        if auction is not None:
            if auction.kind == "sell":
                steps.append(
                    "The player left of the dealer may sell the right to pitch to the other "
                    "players for points, or keep it."
                )
            else:
                steps.append(
                    f"The players bid, from {auction.min_bid} to {auction.max_bid}, for the "
                    "right to choose trump: the highest bidder must then make at least "
                    "that many points."
                )
        if kind == "named":
            steps.append("The highest bidder names trump.")
        if rules.refill is not None or rules.discard_down is not None:
            steps.append("The players discard cards they do not want and the hands are made up.")
        lead = "The highest bidder" if auction is not None else "The player left of the dealer"
        if kind == "first_card_pitched":
            steps.append(f"{lead} leads (pitches) the first card: its suit is trump for the hand.")
        else:
            steps.append(f"{lead} leads to the first trick.")
        steps.append(
            "Each player plays a card to each trick, following suit or trumping as "
            f"the rules of the play say{self.following(v)}; the highest trump, or the "
            "highest card of the suit led, wins "
            "the trick, and its winner leads the next."
        )
        steps.append("When the cards are played, the points above are scored.")
        if auction is not None and auction.kind != "sell":
            steps.append(
                "If the highest bidder made fewer points than the bid, that player is set "
                "back: the bid is taken off their score, which may go below zero (in the "
                "hole)."
                if rules.scoring.contract == "reach_bid"
                else "If the highest bidder made fewer points than the bid, the other side "
                "scores instead."
            )
        numbered = "\n".join(f"{i}. {step}" for i, step in enumerate(steps, start=1))
        return [opening, f"How a hand goes:\n\n{numbered}"]

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
    def table_rules(self, v: ir.Variant) -> list[str]:
        bidding = v.rules.auction is not None and v.rules.auction.kind != "sell"
        role = "maker" if v.rules.trump.kind == "named" else "pitcher"
        revoke = (
            "the offender is set back the amount of the bid (or scores nothing for the hand), "
            f"and the {role} cannot be set back in a hand in which another player revoked "
            "(1911 Britannica; Foster)"
            if bidding
            else "the other side scores one point, or, at some tables, the game (English and "
            "Trinidad rules)"
        )
        return [
            "**The first deal.** The players cut the pack; the highest card deals first, ace "
            "high (Bicycle). Some tables cut for the lowest.",
            "**Misdeal, exposed card.** A card exposed in dealing, or a player dealt the wrong "
            "number of cards, is a misdeal if it is noticed before the first card is played: "
            "a new deal may be demanded, and the same dealer deals again (1911 Britannica; "
            "Bicycle). Some tables pass the deal instead and give the other side a point "
            "(Seven-Up, Trinidad).",
            f"**Revoke.** A player who does not follow suit when able and required to revokes; "
            f"when it is found, {revoke}.",
            "**Playing out of turn.** The sources give no rule; the usual practice: a card "
            "played out of turn is taken back if it is noticed before the trick is complete, "
            "with the cards played after it. Once the trick is turned, it stands.",
            "**A wrong score.** Points scored that were not won are taken down, and the other "
            "side scores a penalty agreed beforehand (Cassell's).",
        ]

    def glossary(self, v: ir.Variant) -> list[tuple[str, str]]:
        rules = v.rules
        terms: list[tuple[str, str]] = [
            ("Dealer", "the player who deals the hand; the deal passes on after each hand."),
            ("Trick", "one card from each player, in turn; the best card wins it."),
            ("Lead", "the first card of a trick; the winner of a trick leads the next."),
            ("Follow suit", "play a card of the suit led."),
            ("Trump", "the suit chosen for the hand: any trump beats any card of another suit."),
        ]
        if rules.auction is not None:
            terms.append(("Bid", "the number of points a player undertakes to make."))
            terms.append(
                ("Maker", "the highest bidder, who names trump and leads first.")
                if rules.trump.kind == "named"
                else ("Pitcher", "the player who won the auction and leads first.")
            )
        if rules.trump.kind == "first_card_pitched":
            terms.append(("Pitch", "the first card led, whose suit is trump."))
        if rules.scoring.contract == "reach_bid" and rules.auction is not None:
            terms.append(("Set back", "to lose the amount of the bid for failing to make it."))
            terms.append(("In the hole", "with a score below zero."))
        if rules.auction is not None and rules.auction.smudge is not None:
            terms.append(("Smudge", f"a bid of {rules.auction.smudge.bid}, the top bid."))
        if rules.begging is not None:
            terms.append(("Eldest", "the player the turn passes to from the dealer, first to act."))
            terms.append(("Stand", "to accept the suit turned up as trump."))
            terms.append(("Beg", "to ask the dealer for a point or a new trump suit."))
            terms.append(
                ("Run the cards", "to deal more cards to everyone and turn up a new trump.")
            )
        if rules.game.count_out.mode == "in_order":
            terms.append(
                (
                    "Count-out",
                    "deciding who wins when more than one reaches the target in the "
                    "same hand, by crediting the hand's points in a fixed order.",
                )
            )
        meanings = {
            "high": "the highest trump in play.",
            "low": "the lowest trump in play.",
            "jack": "the jack of trumps.",
            "game": "the most counting cards taken in tricks.",
        }
        terms += [
            (self.language.point_title(point.id), f"the point for {meanings[point.id]}")
            for point in rules.points
            if point.id in meanings
        ]
        return terms
