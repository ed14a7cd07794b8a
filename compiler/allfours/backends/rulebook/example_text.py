"""The worked example in words: which message tells each thing that happened.

The example's facts come from the engine (`example`); this module orders them into
Markdown and decides, once for every language, which message of the catalogs
(`locales/<code>/example.ftl`) tells each one and with which values: who (a player's
name, and the name's grammatical gender, which Spanish and Polish sentences agree with),
which card (its rank and suit, for the catalog to name), which rule to cite. Players are
named, not numbered (`NAMES`, given in turn order from the player left of the dealer; the
dealer is the last). Every trick is told: the first ones card by card with what each card
shows, the later ones in a line each. Where cards were drawn, run or discarded before the
play, a second table shows the hands the play began with.
"""

from __future__ import annotations

from collections.abc import Sequence

from allfours import ir
from allfours.backends.rulebook.example import TRICKS_SHOWN, Example, PointWon, example
from allfours.backends.rulebook.language import point_name
from allfours.catalogs import Arg, Catalog, Listed, Say, card_rank, listed, say
from allfours.runtime import events as e
from allfours.runtime.cards import RANK_NAMES, SAME_COLOUR, SUIT_CODES

MINUS = "\N{MINUS SIGN}"  # scores below zero, as the rulebooks print them

# The example's players, in turn order from the player left of the dealer: names read
# the same in every language of the site, none inside another, and so does each name's
# gender (f, m), which the Spanish and Polish sentences agree with ("Clara es la
# lanzadora"; the Polish cases of each are in the catalog). There is one for each card of
# the largest pack, so that every table a pack can deal to has its names.
NAMES = (
    *("Anna", "Ben", "Clara", "Dan", "Eva", "Felix", "Greta", "Hugo", "Ida"),
    *("Jan", "Kamil", "Lena", "Max", "Nina", "Otto", "Paula", "Rosa", "Sam"),
    *("Tom", "Ursula", "Victor", "Wanda", "Xavier", "Yvonne", "Zoe", "Adam", "Bruno"),
    *("Carla", "David", "Irena", "Frank", "Gina", "Helga", "Igor", "Julia", "Karl"),
    *("Laura", "Marta", "Noel", "Olga", "Pablo", "Rita", "Simon", "Teresa", "Uma"),
    *("Vera", "Walter", "Alex", "Diana", "Emil", "Flora", "Leon", "Maria", "Oscar"),
)
GENDERS = (
    *("f", "m", "f", "m", "f", "m", "f", "m", "f", "m", "m", "f", "m", "f", "m", "f", "f", "m"),
    *("m", "f", "m", "f", "m", "f", "f", "m", "m", "f", "m", "f", "m", "f", "f", "m", "f", "m"),
    *("f", "f", "m", "f", "m", "f", "m", "f", "f", "f", "m", "m", "f", "m", "f", "m", "f", "m"),
)
assert len(NAMES) == len(GENDERS) >= 4 * len(RANK_NAMES) + 2, "a name for every card"


def score(points: int) -> str:
    """A score as printed: 5, or a minus sign before a score below zero."""
    return f"{MINUS}{-points}" if points < 0 else str(points)


def chips(net: int) -> str:
    """Chips won or lost, signed: +4, 0, or with a minus sign."""
    return f"+{net}" if net > 0 else score(net)


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _link(number: str) -> str:
    return f" ([{number}](#{number.lower().replace('.', '-')}))" if number else ""


def cite(x: Example, rule_id: str) -> str:
    """A link to a rule on the page, in parentheses; "" if the variant lacks it."""
    return _link(x.number(rule_id))


def seat_names(x: Example) -> dict[int, str]:
    return {seat: NAMES[x.order(seat)] for seat in range(x.players)}


def _gender(x: Example, seats: Sequence[int]) -> str:
    """The grammatical gender of one player ("f", "m") or of several ("fp": all women,
    "mp": any man among them, as Spanish and Polish plurals agree)."""
    genders = {GENDERS[x.order(seat)] for seat in seats}
    if len(seats) == 1:
        return genders.pop()
    return "mp" if "m" in genders else "fp"


class Who:
    """The players and sides of the example as message arguments."""

    def __init__(self, x: Example) -> None:
        self.x = x
        self.name = seat_names(x)

    def player(self, seat: int) -> dict[str, Arg]:
        return {"who": self.name[seat], "g": _gender(self.x, [seat])}

    def seats(self, side: int) -> list[int]:
        return sorted(self.x.seats_of(side), key=self.x.order)

    def side(self, side: int) -> Arg:
        """A side by its players' names: "Anna and Clara" (a player alone: the name)."""
        seats = self.seats(side)
        return self.name[seats[0]] if len(seats) == 1 else listed([self.name[s] for s in seats])

    def side_args(self, side: int, key: str = "who") -> dict[str, Arg]:
        return {key: self.side(side), f"{key}g" if key != "who" else "g": self.g(side)}

    def g(self, side: int) -> str:
        return _gender(self.x, self.seats(side))

    def sides(self, sides: Sequence[int]) -> Arg:
        """Some of the sides: "both sides" where that is all of two partnerships."""
        if self.x.partnerships and len(sides) == self.x.sides == 2:
            return say("teach-both-sides")
        if self.x.partnerships:
            return listed([self.side(side) for side in sides], "parts")
        return listed([self.side(side) for side in sides])

    def scores(self, per_side: Sequence[int | str]) -> Listed:
        """Each side's score, "Anna 5, Ben 3 and Clara 1"; partnerships' in parts, "Anna
        and Clara 5; Ben and Dan 4", so that the names of a side stay together."""
        items = [
            say(
                "example-score",
                who=self.side(side),
                score=value if isinstance(value, str) else score(value),
            )
            for side, value in enumerate(per_side)
        ]
        return listed(items, "parts" if self.x.partnerships else "standard")

    def sides_g(self, sides: Sequence[int]) -> str:
        return _gender(self.x, [seat for side in sides for seat in self.seats(side)])


def card(code: str) -> Say:
    """A card in words, by its code: "the queen of hearts", "the high joker"."""
    if code[-1] not in SUIT_CODES:
        return say("card-name", rank="joker", suit="", joker=code)
    return say("card-name", rank=card_rank(code[:-1]), suit=code[-1], joker="")


def _natural_codes() -> frozenset[str]:
    return frozenset(rank + suit for suit in SUIT_CODES for rank in ir.RANKS)


def _table(x: Example, words: Catalog, hands: Sequence[Sequence[str]]) -> list[str]:
    """The hands as a table that fits a phone: a column per suit, headed by its symbol
    (its name as the title), ranks high to low by their short names, jokers apart."""
    name = seat_names(x)
    jokers = any(code not in _natural_codes() for hand in hands for code in hand)
    head = [
        words("teach-player"),
        *(
            words("suit-heading", suit=code, name=say("suit-title", suit=code))
            for code in SUIT_CODES
        ),
    ]
    if jokers:
        head.append(words("teach-jokers"))
    # In a box of its own (print.css, `hands-table`): narrow columns that fit a phone.
    lines = ['<div class="hands-table" markdown>', ""]
    lines += ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for seat in sorted(range(x.players), key=x.order):
        hand = hands[seat]
        cells = [name[seat]]
        for suit in SUIT_CODES:
            ranks = [code[:-1] for code in hand if code in _natural_codes() and code[-1] == suit]
            ranks.sort(key=ir.RANKS.index)
            cells.append(" ".join(words("rank-short", rank=card_rank(r)) for r in ranks) or "—")
        if jokers:
            held = [words.render(card(code)) for code in hand if code not in _natural_codes()]
            cells.append(", ".join(held) or "—")
        lines.append("| " + " | ".join(cells) + " |")
    return [*lines, "", "</div>"]


def _trick_seats(x: Example, trick: e.TrickWon) -> list[int]:
    """The seats that played the trick's cards, in order, from the log."""
    plays = [event for event in x.events if isinstance(event, e.Played)]
    for start in range(len(plays)):
        window = plays[start : start + len(trick.cards)]
        if tuple(event.card for event in window) == trick.cards:
            return [event.seat for event in window]
    return []


def _holdings_before(x: Example, trick: e.TrickWon | None) -> dict[int, list[str]]:
    """Each seat's cards as a trick starts (the first, with None: when the play begins):
    dealt, run and drawn, less those discarded and those played to earlier tricks."""
    held: dict[int, list[str]] = {seat: list(hand) for seat, hand in enumerate(x.hands)}
    for event in x.events:
        if trick is None and isinstance(event, e.Played):
            return held
        if isinstance(event, e.TrickWon) and event == trick:
            break
        match event:
            case e.Played(seat=seat, card=code) | e.Discarded(seat=seat, card=code):
                held[seat].remove(code)
            case e.Drew(seat=seat, card=code):
                held[seat].append(code)
            case e.RunDealt(cards=cards):
                for seat, extra in enumerate(cards):
                    held[seat].extend(extra)
    if trick is not None:
        for seat, code in zip(_trick_seats(x, trick), trick.cards, strict=True):
            held[seat].append(code)  # the trick's own cards, already removed: still in hand
    return held


def _joined_trumps(v: ir.Variant, x: Example) -> frozenset[str]:
    """The card of the other suit of trump's colour that is a trump (Cinch's Left Pedro)."""
    same = v.rules.pack.same_colour
    if same is None or not x.trump:
        return frozenset()
    partner = SUIT_CODES[SAME_COLOUR[SUIT_CODES.index(x.trump)]]
    return frozenset({same.rank + partner})


def _plays(
    x: Example, trick: e.TrickWon, first: bool, who: Who, joined: frozenset[str]
) -> list[Say]:
    """A trick's cards, each with what it shows: the pitch (the first card, whose suit is
    trump), a trump on a plain lead by a player who could follow, a trump or another suit
    with no card of the suit led, another suit on a trump lead with no trump."""
    trump = x.trump
    pitched = first and any(
        isinstance(event, e.TrumpFixed) and event.how == "first_card_pitched" for event in x.events
    )
    held = _holdings_before(x, trick)

    def suit(code: str) -> str:  # the suit a card follows: a joker's, or a joined card's, trump
        return trump if code not in _natural_codes() or code in joined else code[-1]

    led = suit(trick.cards[0])
    out: list[Say] = []
    for index, (seat, code) in enumerate(zip(_trick_seats(x, trick), trick.cards, strict=True)):
        person = who.player(seat)
        note: Arg = ""
        if index == 0 and pitched:
            note = say("note-pitch", suit=trump)
        elif index > 0 and suit(code) != led:
            void = not any(suit(held_card) == led for held_card in held[seat])
            kind = (
                "no-trumps"
                if led == trump
                else ("void-trumps" if void else "trumps")
                if suit(code) == trump
                else "void"
            )
            note = say(f"note-{kind}", g=person["g"])
        out.append(say("example-play", card=card(code), note=note, **person))
    return out


def _setting(x: Example, who: Who) -> Say:
    order = sorted(range(x.players), key=x.order)
    seating = "none"
    if x.partnerships:
        seating = "opposite" if x.players == 2 * x.sides else "alternate"
    bidding = any(isinstance(event, e.Bid | e.SaleAnswered) for event in x.events)
    game = (
        say("example-game-down", target=x.target)
        if x.countdown
        else say("example-game-to", target=x.target)
    )
    return say(
        "example-setting",
        players=listed([who.name[seat] for seat in order]),
        dealer=who.name[x.dealer],
        eldest=who.name[x.eldest],
        eldestg=_gender(x, [x.eldest]),
        side="left" if x.turn == 1 else "right",
        first="bid" if bidding else "play",
        seating=seating,
        game=game,
        scores=who.scores(x.scores_before),
        ends="yes" if x.winner is not None else "no",
    )


def _before_play(x: Example, event: e.Event, who: Who) -> Say | None:
    role = "maker" if x.maker else "pitcher"
    match event:
        case e.Bid(seat=seat, action="pass"):
            return say("example-pass", **who.player(seat))
        case e.Bid(seat=seat, action=action):
            return say("example-bid", bid=int(action.removeprefix("bid ")), **who.player(seat))
        case e.SaleAnswered(seat=seat, action="sell", price=price):
            return say("example-sell", price=price, **who.player(seat))
        case e.SaleAnswered(seat=seat, action="refuse", price=price):
            return say("example-refuse", price=price, **who.player(seat))
        case e.Contract(pitcher=pitcher, bid=None) if x.turned_up:
            return say("example-leads-first", **who.player(pitcher))
        case e.Contract(pitcher=pitcher, bid=None):
            return say("example-pitches-free", **who.player(pitcher))
        case e.Contract(pitcher=pitcher, bid=bid):
            rule = cite(x, "auction.contract")
            return say(
                "example-contract", role=role, bid=bid or 0, cite=rule, **who.player(pitcher)
            )
        case e.CardTurnedUp(card=code, set_aside=True):
            return say("example-set-aside", card=card(code))
        case e.CardTurnedUp(card=code):
            return say("example-turn-up", card=card(code), **who.player(x.dealer))
        case e.Begged(seat=seat, action="stand"):
            return say("example-stand", **who.player(seat))
        case e.Begged(seat=seat, action="beg"):
            return say("example-beg", cite=cite(x, "beg.beg"), **who.player(seat))
        case e.Begged(seat=seat, action="give"):
            return say("example-give", **who.player(seat))
        case e.Begged(seat=seat, action="run"):
            return say("example-run", cite=cite(x, "beg.run"), **who.player(seat))
        case e.TrumpFixed(suit=suit, seat=seat, how="named"):
            rule = cite(x, "trump.named")
            return say("example-name-trump", suit=suit, cite=rule, **who.player(seat))
        case e.TrumpFixed(suit=suit, how="turn_up" | "top_of_stock"):
            return say("example-trump-is", suit=suit)
    return None


def _before(x: Example, who: Who) -> tuple[list[Say], bool]:
    """What happens before the first card is played, and whether cards changed hands
    (a run, a draw, a discard), so that the hands the play begins with differ."""
    said: list[Say] = []
    exchanged: dict[int, list[int]] = {}  # seat -> discarded, drew, drew first
    moved = False
    high = 0  # the high bid so far
    for event in x.events:
        if isinstance(event, e.Played):
            break
        if isinstance(event, e.Discarded):
            exchanged.setdefault(event.seat, [0, 0, 0])[0] += 1
        elif isinstance(event, e.Drew):
            exchanged.setdefault(event.seat, [0, 0, 1])[1] += 1
        elif isinstance(event, e.RunDealt):
            moved = True
            seats = sorted(range(x.players), key=x.order)
            run = [
                say(
                    "example-run-cards",
                    cards=listed([card(c) for c in event.cards[s]]),
                    **who.player(s),
                )
                for s in seats
            ]
            said.append(say("example-run-dealt", cards=listed(run, "parts")))
        elif isinstance(event, e.Bid) and event.action.startswith("bid "):
            bid = int(event.action.removeprefix("bid "))
            if bid == high and event.seat == x.dealer:
                rule = cite(x, "auction.privilege")
                said.append(say("example-privilege", bid=bid, cite=rule, **who.player(event.seat)))
            else:
                said.append(say("example-bid", bid=bid, **who.player(event.seat)))
            high = max(high, bid)
        else:
            sentence = _before_play(x, event, who)
            if sentence is not None:
                said.append(sentence)
    if exchanged:
        moved = True
        seats = sorted(exchanged, key=x.order)
        moves = [
            say(
                "example-exchange",
                out=exchanged[s][0],
                drew=exchanged[s][1],
                order="drew-first" if exchanged[s][2] else "discarded-first",
                **who.player(s),
            )
            for s in seats
        ]
        drew = "yes" if any(exchanged[s][1] for s in seats) else "no"
        said.append(say("example-exchanges", drew=drew, moves=listed(moves, "parts")))
    return said, moved


def _point(x: Example, won: PointWon, who: Who, held: str) -> Say:
    """A point of the hand: who scores it, and why (`held`: when a card's holder counts,
    as dealt, or as holding it when the play begins)."""
    rule = cite(x, f"points.{won.point}")
    to: Arg = who.side(won.side) if won.side is not None else say("example-no-one")
    worth: Arg = (
        say("example-worth", value=won.value) if won.value != 1 and won.side is not None else ""
    )
    why: Say | None = None
    if won.how in ("highest", "lowest", "card") and won.card:
        rank = "joker" if won.card[-1] not in SUIT_CODES else card_rank(won.card[:-1])
        what = say(f"why-{won.how}", card=card(won.card), rank=rank)
        relation = "held" if won.credit == "holder" and held == "kept" else won.credit
        if won.discarded_by >= 0:
            why = say(
                "why-discarded", what=what, how=won.how, rank=rank, **who.player(won.discarded_by)
            )
        elif not won.in_play and won.dealt_to >= 0:
            why = say("why-unplayed", what=what, how=won.how, rank=rank, **who.player(won.dealt_to))
        elif not won.in_play:
            why = say("why-nowhere", what=what, how=won.how, rank=rank)
        else:
            why = say(
                "why-credited",
                what=what,
                how=won.how,
                rank=rank,
                relation=relation,
                **who.player(won.seat),
            )
    elif won.how == "count":
        totals = who.scores([str(n) for n in won.counts])
        tie = "level" if won.side is None else won.tie or "none"
        why = say("why-count", totals=totals, tie=tie)
    elif won.how == "turned_up" and won.card:
        why = say("why-turned-up", card=card(won.card))
    elif won.how == "gift":
        why = say("why-gift")
    title = point_name(won.point)
    if why is None:
        return say("example-point-bare", title=title, cite=rule, to=to, worth=worth)
    return say("example-point", title=title, cite=rule, why=why, to=to, worth=worth)


def _contract(x: Example, who: Who) -> Say:
    """Whether the pitcher made the bid, and what it cost or brought."""
    own = x.side_of(x.pitcher)
    pitcher = who.player(x.pitcher)
    team: dict[str, Arg] = {"side": who.side(own), "sideg": who.g(own)}
    team["team"] = "yes" if x.partnerships else "no"
    if x.by_difference:
        made = who.scores([str(n) for n in x.made_points])
        gainer = next((side for side in range(x.sides) if x.gain(side) > 0), None)
        scored = (
            say("example-level")
            if gainer is None
            else say(
                "example-gain", gain=x.gain(gainer), team=team["team"], **who.side_args(gainer)
            )
        )
        kind = "difference-made" if x.made else "difference-set"
        rule = cite(x, "scoring.difference" if x.made else "scoring.set")
        return say(
            f"example-{kind}", bid=x.bid or 0, made=made, scored=scored, cite=rule, **pitcher
        )
    points = x.made_points[own]
    rule = cite(x, "scoring.contract")
    if x.made:
        return say("example-made", bid=x.bid or 0, points=points, cite=rule, **team, **pitcher)
    return say(
        "example-set",
        bid=x.bid or 0,
        points=points,
        before=score(x.scores_before[own]),
        after=score(x.scores_after[own]),
        cite=rule,
        **team,
        **pitcher,
    )


def _outcome(x: Example, who: Who, reached: list[int]) -> Say:
    """Who won the game, and how (or that it goes on)."""
    role = "maker" if x.maker else "pitcher"
    team = "yes" if x.partnerships else "no"
    if not x.won_by:
        return say("example-goes-on")
    assert x.winner is not None
    winner = {"winner": who.side(x.winner), "g": who.g(x.winner), "team": team}
    both = {"reached": who.sides(reached), "reachedg": who.sides_g(reached)}
    rule = cite(x, "game.count_out") or cite(x, "game.target")
    match x.won_by:
        case "target":
            return say("example-won-target", cite=cite(x, "game.target"), **winner)
        case "pitcher_first":
            pitcher = _gender(x, [x.pitcher])
            return say(
                "example-won-pitcher-first", role=role, pg=pitcher, cite=rule, **both, **winner
            )
        case "count_out":
            return say("example-won-count-out", cite=rule, **both, **winner)
        case "higher_score":
            return say("example-won-higher", cite=rule, **both, **winner)
        case "at_once":
            return say("example-won-at-once", cite=cite(x, "game.at_once"), **winner)
        case "going_out":
            return say("example-won-going-out", cite=cite(x, "game.going_out"), **winner)
    return say("example-won", cite=cite(x, "game.instant"), **winner)


def _reached(v: ir.Variant, points: int) -> bool:
    target = v.rules.game.target
    return points <= 0 if v.rules.scoring.direction == "down" else points >= target


def example_intro(v: ir.Variant) -> Say:
    """The example's first line: what the engine made of the hand ("every card, bid and
    point", with no bids where the variant has none)."""
    return say("teach-example-intro", bids="yes" if v.rules.auction is not None else "no")


def render_example(v: ir.Variant, words: Catalog) -> str:
    """The worked example as Markdown (without its heading)."""
    x = example(v)
    who = Who(x)
    out: list[str] = [words.render(_setting(x, who))]
    out += ["", f"**{words('teach-hands')}**", "", *_table(x, words, x.hands), ""]
    said, moved = _before(x, who)
    if said:
        out += [" ".join(words.render(sentence) for sentence in said), ""]
    if moved:
        at_play = _holdings_before(x, None)
        hands = [at_play[seat] for seat in range(x.players)]
        out += [f"**{words('teach-hands-at-play')}**", "", *_table(x, words, hands), ""]
    joined = _joined_trumps(v, x)
    for number, trick in enumerate(x.tricks, start=1):
        plays = _plays(x, trick, number == 1, who, joined)
        winner = who.player(trick.winner)["who"]
        if number <= TRICKS_SHOWN:
            lead, *rest = plays
            rule = cite(x, "play.trick") if number == 1 else ""
            first = Say("example-lead", lead.args)
            told = say(
                "example-trick",
                number=number,
                lead=first,
                rest=listed(rest),
                winner=winner,
                cite=rule,
            )
        else:
            told = say("example-trick-short", number=number, plays=listed(plays), winner=winner)
        out.append(f"- {words.render(told)}")
    out += ["", f"**{words('teach-points')}**", ""]
    held = (
        "kept"
        if not v.rules.trump.from_stock
        and (v.rules.refill is not None or v.rules.discard_down is not None)
        else "dealt"
    )
    out += [f"- {words.render(_point(x, won, who, held))}" for won in x.points]
    out.append("")
    closing: list[Say] = []
    if x.pitcher >= 0 and x.made is not None:
        closing.append(_contract(x, who))
    closing.append(say("example-scores", scores=who.scores(x.scores_after)))
    reached = [side for side in range(x.sides) if _reached(v, x.scores_after[side])]
    text = [words.render(sentence) for sentence in closing]
    text.append(capital(words.render(_outcome(x, who, reached))))
    if x.payouts:
        order = sorted(range(x.players), key=x.order)
        net = [
            say("example-score", who=who.name[seat], score=chips(x.payouts[seat])) for seat in order
        ]
        rule = cite(x, "settle.chips")
        text.append(words.render(say("example-payouts", net=listed(net), cite=rule)))
    out += [" ".join(text)]
    return "\n".join(out)
