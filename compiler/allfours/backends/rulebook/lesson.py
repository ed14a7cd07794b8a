"""The teaching parts of a rulebook page: the game in brief, a worked example, the table
rules and a glossary, in one language.

The example's facts come from the engine (`example`); this module orders them into
Markdown and asks a language's `Phrases` for every sentence. Players are named, not
numbered (`NAMES`, given in turn order from the player left of the dealer; the dealer
is the last), and cards are named in words, never by their codes. Text from a variant
file (a point's name) reaches the page only through the language's `point_title`,
which escapes it.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import NamedTuple

from allfours import ir
from allfours.backends.rulebook.example import TRICKS_SHOWN, Example, PointWon, example
from allfours.backends.rulebook.language import Language, point_name
from allfours.catalogs import Arg, Catalog, Listed, Say, catalog, listed, say
from allfours.registry.rules import numbered
from allfours.runtime import events as e
from allfours.runtime.cards import SAME_COLOUR, SUIT_CODES
from allfours.runtime.model import Point

MINUS = "\N{MINUS SIGN}"  # scores below zero, as the rulebooks print them


def score(points: int) -> str:
    """A score as printed: 5, or a minus sign before a score below zero."""
    return f"{MINUS}{-points}" if points < 0 else str(points)


def chips(net: int) -> str:
    """Chips won or lost, signed: +4, 0, or with a minus sign."""
    return f"+{net}" if net > 0 else score(net)


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


# The example's players, in turn order from the player left of the dealer: names read
# the same in every language of the site.
NAMES = ("Anna", "Ben", "Clara", "Dan", "Eva", "Felix", "Greta")


class Play(NamedTuple):
    """One card played to a trick, and what it shows: "pitch" (the first card, whose
    suit is trump), "trumps" (a trump on a plain lead by a player who could follow),
    "void_trumps" (a trump, with no card of the suit led), "void" (another suit, with no
    card of the suit led), "no_trumps" (another suit on a trump lead, with no trump)."""

    who: str
    card: str  # in words
    note: str


class Phrases(ABC):
    """A language's sentences for the teaching parts of a page."""

    language: Language  # the rulebook language: point titles come from it

    @abstractmethod
    def card(self, code: str) -> str:
        """A card in words: "the queen of hearts"."""

    @abstractmethod
    def rank(self, rank: str) -> str:
        """A rank in words, for a hand's column of one suit: "queen"."""

    @abstractmethod
    def suit(self, code: str) -> str:
        """A suit's name: "hearts"."""

    @abstractmethod
    def setting(self, x: Example, who: list[str], scores: list[tuple[str, int]]) -> str:
        """Who plays, who deals, the scores before the hand."""

    @abstractmethod
    def before_play(self, x: Example, event: e.Event, name: dict[int, str]) -> str:
        """One thing done before the play (a bid, a beg, trump named...), "" to say none."""

    @abstractmethod
    def run_dealt(self, x: Example, cards: list[tuple[str, list[str]]]) -> str:
        """The cards the run gave each player, in words."""

    @abstractmethod
    def privilege(self, x: Example, dealer: str, bid: int) -> str:
        """The dealer taking the contract at the high bid (the dealer's privilege)."""

    @abstractmethod
    def exchanges(self, x: Example, counts: list[tuple[str, int, int, bool]]) -> str:
        """The cards each player discarded and drew: (who, discarded, drew, whether the
        player drew first, as the dealer robbing the pack does)."""

    @abstractmethod
    def trick(self, x: Example, number: int, plays: list[Play], winner: str) -> str: ...

    @abstractmethod
    def rest(self, x: Example, played: int, won: list[tuple[str, int]]) -> str:
        """The tricks not told card by card: who won how many."""

    @abstractmethod
    def point(self, x: Example, won: PointWon, name: dict[int, str], sides: dict[int, str]) -> str:
        """A point of the hand: who scores it, and why."""

    @abstractmethod
    def contract(self, x: Example, pitcher: str, sides: dict[int, str]) -> str:
        """Whether the pitcher made the bid, and what it cost or brought."""

    @abstractmethod
    def scores(self, x: Example, scores: list[tuple[str, int]]) -> str: ...

    @abstractmethod
    def outcome(self, x: Example, winner: str, reached: list[str]) -> str:
        """Who won the game, and how (or that it goes on)."""

    @abstractmethod
    def payouts(self, x: Example, net: list[tuple[str, int]]) -> str: ...

    def cite(self, x: Example, rule_id: str) -> str:
        """A link to a rule on the page, in parentheses; "" if the variant lacks it."""
        return _link(x.number(rule_id))

    def rule(self, v: ir.Variant, rule_id: str) -> str:
        """The same, for the variant's rules outside the example."""
        numbers = {rule.id: rule.number for rule in numbered(v.rules, v.prefix)}
        return _link(numbers.get(rule_id, ""))

    @property
    def catalog(self) -> Catalog:
        return catalog(self.language.code)

    def sides_named(self, x: Example, sides: list[str]) -> str:
        """Some of the sides: "both sides" where that is all of two partnerships."""
        if x.partnerships and len(sides) == x.sides == 2:
            return self.catalog("teach-both-sides")
        return "; ".join(sides) if x.partnerships else self.names(sides)

    def following(self, v: ir.Variant) -> str:
        """A link to the rule that says which cards may be played to a trick."""
        return self.rule(v, "play.plain_lead") or self.rule(v, "play.trump_lead")

    def names(self, people: list[str]) -> str:
        """ "Anna, Ben and Clara"."""
        return self.catalog.text(listed(people))


def at_stake(v: ir.Variant) -> tuple[tuple[Point, ...], tuple[Point, ...]]:
    """The points a hand's play decides, and those scored before it (a turn-up, a gift)."""
    points = v.rules.points
    return (
        tuple(point for point in points if not point.before_play),
        tuple(point for point in points if point.before_play),
    )


def is_all_fours(points: tuple[Point, ...]) -> bool:
    """The four points the family is named for, and no other."""
    return [point.id for point in points] == ["high", "low", "jack", "game"]


def _link(number: str) -> str:
    return f" ([{number}](#{number.lower().replace('.', '-')}))" if number else ""


def seat_names(x: Example) -> dict[int, str]:
    return {seat: NAMES[x.order(seat)] for seat in range(x.players)}


def side_names(x: Example, phrases: Phrases) -> dict[int, str]:
    name = seat_names(x)
    return {
        side: phrases.names([name[seat] for seat in sorted(x.seats_of(side), key=x.order)])
        for side in range(x.sides)
    }


def _hands(x: Example, phrases: Phrases, name: dict[int, str]) -> list[str]:
    words = phrases.catalog
    jokers = any(code not in _natural_codes() for hand in x.hands for code in hand)
    head = [words("teach-player"), *(phrases.suit(code).capitalize() for code in SUIT_CODES)]
    if jokers:
        head.append(words("teach-jokers"))
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for seat in sorted(range(x.players), key=x.order):
        hand = x.hands[seat]
        cells = [name[seat]]
        for suit in SUIT_CODES:
            ranks = [code[:-1] for code in hand if code in _natural_codes() and code[-1] == suit]
            ranks.sort(key=ir.RANKS.index)
            cells.append(", ".join(phrases.rank(rank) for rank in ranks) or "—")
        if jokers:
            held = [phrases.card(code) for code in hand if code not in _natural_codes()]
            cells.append(", ".join(held) or "—")
        lines.append("| " + " | ".join(cells) + " |")
    return lines


def _natural_codes() -> frozenset[str]:
    return frozenset(rank + suit for suit in SUIT_CODES for rank in ir.RANKS)


def _plays(
    x: Example, trick: e.TrickWon, first: bool, phrases: Phrases, joined: frozenset[str]
) -> list[Play]:
    """A trick's cards in words, each with what it shows (`joined`: the cards of another
    suit that are trumps, such as the Left Pedro)."""
    name = seat_names(x)
    trump = x.trump
    pitched = first and any(
        isinstance(event, e.TrumpFixed) and event.how == "first_card_pitched" for event in x.events
    )
    held = _holdings_before(x, trick)

    def suit(code: str) -> str:  # the suit a card follows: a joker's, or a joined card's, trump
        return trump if code not in _natural_codes() or code in joined else code[-1]

    led = suit(trick.cards[0])
    out: list[Play] = []
    for index, (seat, code) in enumerate(zip(_trick_seats(x, trick), trick.cards, strict=True)):
        note = ""
        if index == 0 and pitched:
            note = "pitch"
        elif index > 0 and suit(code) != led:
            void = not any(suit(card) == led for card in held[seat])
            if led == trump:
                note = "no_trumps"
            elif suit(code) == trump:
                note = "void_trumps" if void else "trumps"
            else:
                note = "void"
        out.append(Play(name[seat], phrases.card(code), note))
    return out


def _trick_seats(x: Example, trick: e.TrickWon) -> list[int]:
    """The seats that played the trick's cards, in order, from the log."""
    plays = [event for event in x.events if isinstance(event, e.Played)]
    for start in range(len(plays)):
        window = plays[start : start + len(trick.cards)]
        if tuple(event.card for event in window) == trick.cards:
            return [event.seat for event in window]
    return []


def _holdings_before(x: Example, trick: e.TrickWon) -> dict[int, list[str]]:
    """Each seat's cards as the trick starts: dealt, run and drawn, less those discarded
    and those played to earlier tricks."""
    held: dict[int, list[str]] = {seat: list(hand) for seat, hand in enumerate(x.hands)}
    for event in x.events:
        if isinstance(event, e.TrickWon) and event == trick:
            break
        match event:
            case e.Played(seat=seat, card=card) | e.Discarded(seat=seat, card=card):
                held[seat].remove(card)
            case e.Drew(seat=seat, card=card):
                held[seat].append(card)
            case e.RunDealt(cards=cards):
                for seat, extra in enumerate(cards):
                    held[seat].extend(extra)
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


def render_example(v: ir.Variant, phrases: Phrases) -> str:
    """The worked example as Markdown (without its heading)."""
    x = example(v)
    name, sides = seat_names(x), side_names(x, phrases)
    words = phrases.catalog
    out: list[str] = []
    out.append(
        phrases.setting(
            x,
            [name[seat] for seat in sorted(range(x.players), key=x.order)],
            [(sides[side], x.scores_before[side]) for side in range(x.sides)],
        )
    )
    out += ["", f"**{words('teach-hands')}**", "", *_hands(x, phrases, name), ""]
    said: list[str] = []
    exchanged: dict[int, list[int]] = {}  # seat -> discarded, drew, drew first
    high = 0  # the high bid so far
    for event in x.events:
        if isinstance(event, e.Played):
            break
        if isinstance(event, e.Discarded):
            exchanged.setdefault(event.seat, [0, 0, 0])[0] += 1
        elif isinstance(event, e.Drew):
            counts = exchanged.setdefault(event.seat, [0, 0, 1])
            counts[1] += 1
        elif isinstance(event, e.RunDealt):
            seats = sorted(range(x.players), key=x.order)
            run = [(name[s], [phrases.card(code) for code in event.cards[s]]) for s in seats]
            said.append(phrases.run_dealt(x, run))
        elif isinstance(event, e.Bid) and event.action.startswith("bid "):
            bid = int(event.action.removeprefix("bid "))
            matched = bid == high and event.seat == x.dealer
            said.append(
                phrases.privilege(x, name[event.seat], bid)
                if matched
                else phrases.before_play(x, event, name)
            )
            high = max(high, bid)
        else:
            sentence = phrases.before_play(x, event, name)
            if sentence:
                said.append(sentence)
    if exchanged:
        seats = sorted(exchanged, key=x.order)
        moved = [(name[s], exchanged[s][0], exchanged[s][1], bool(exchanged[s][2])) for s in seats]
        said.append(phrases.exchanges(x, moved))
    if said:
        out += [" ".join(said), ""]
    joined = _joined_trumps(v, x)
    for number, trick in enumerate(x.tricks[:TRICKS_SHOWN], start=1):
        plays = _plays(x, trick, number == 1, phrases, joined)
        out += [f"- {phrases.trick(x, number, plays, name[trick.winner])}"]
    if len(x.tricks) > TRICKS_SHOWN:
        won: dict[int, int] = {}
        for trick in x.tricks[TRICKS_SHOWN:]:
            won[trick.winner] = won.get(trick.winner, 0) + 1
        rest = [(name[seat], won[seat]) for seat in sorted(won, key=x.order)]
        out += [f"- {phrases.rest(x, len(x.tricks) - TRICKS_SHOWN, rest)}"]
    out += ["", f"**{words('teach-points')}**", ""]
    out += [f"- {phrases.point(x, won_, name, sides)}" for won_ in x.points]
    out.append("")
    closing: list[str] = []
    if x.pitcher >= 0 and x.made is not None:
        closing.append(phrases.contract(x, name[x.pitcher], sides))
    closing.append(phrases.scores(x, [(sides[s], x.scores_after[s]) for s in range(x.sides)]))
    reached = [sides[s] for s in range(x.sides) if _reached(v, x.scores_after[s])]
    outcome = phrases.outcome(x, sides[x.winner] if x.winner is not None else "", reached)
    closing.append(capital(outcome))
    if x.payouts:
        net = [(name[seat], x.payouts[seat]) for seat in sorted(range(x.players), key=x.order)]
        closing.append(phrases.payouts(x, net))
    out += [" ".join(closing)]
    return "\n".join(out)


def _reached(v: ir.Variant, score: int) -> bool:
    target = v.rules.game.target
    return score <= 0 if v.rules.scoring.direction == "down" else score >= target


# -- the game in brief, the table rules, the glossary: planned here, worded in the catalogs --


def _rule_link(v: ir.Variant, rule_id: str) -> str:
    numbers = {rule.id: rule.number for rule in numbered(v.rules, v.prefix)}
    return _link(numbers.get(rule_id, ""))


def _following(v: ir.Variant) -> str:
    """A link to the rule that says which cards may be played to a trick."""
    return _rule_link(v, "play.plain_lead") or _rule_link(v, "play.trump_lead")


def _bold_points(v: ir.Variant, points: tuple[Point, ...]) -> Say | Listed:
    return listed([say("bold", text=point_name(point.id)) for point in points])


def brief(v: ir.Variant) -> tuple[list[Say], list[Say]]:
    """The game in brief: the opening paragraph's sentences, and the steps of a hand."""
    rules = v.rules
    table = rules.table
    points, before = at_stake(v)
    who = "side" if v.partnerships else "player"
    target = rules.game.target
    goal = (
        say("brief-goal-count-down", who=who, target=target)
        if rules.scoring.direction == "down"
        else say("brief-goal-score", who=who, target=target)
    )
    players = (
        say("brief-players", count=table.players_min)
        if table.players_min == table.players_max
        else say("brief-players-range", min=table.players_min, max=table.players_max)
    )
    partners: Arg = ""
    if v.partnerships:
        partners = (
            say("brief-partners-two") if v.sides == 2 else say("brief-partners-many", sides=v.sides)
        )
    opening = [
        say(
            "brief-opening",
            players=players,
            partners=partners,
            goal=goal,
            stake=sum(point.value for point in points),
            points=_bold_points(v, points),
        )
    ]
    if is_all_fours(points):
        opening.append(say("brief-all-fours"))
    if before:
        opening.append(say("brief-early", early=_bold_points(v, before)))
    steps = [say("brief-deal", cards=rules.deal.hand_size)]
    auction, kind = rules.auction, rules.trump.kind
    if kind == "turn_up" and rules.begging is not None:
        steps.append(say("brief-turn-up-beg", run=rules.begging.run_size))
    elif kind == "turn_up":
        steps.append(say("brief-turn-up"))
    elif kind == "top_of_stock":
        steps.append(say("brief-top-of-stock"))
    if auction is not None:
        steps.append(
            say("brief-sell")
            if auction.kind == "sell"
            else say("brief-bid", min=auction.min_bid, max=auction.max_bid)
        )
    if kind == "named":
        steps.append(say("brief-name-trump"))
    if rules.refill is not None or rules.discard_down is not None:
        steps.append(say("brief-discard"))
    bidder = "yes" if auction is not None else "no"
    steps.append(
        say("brief-pitch", bidder=bidder)
        if kind == "first_card_pitched"
        else say("brief-lead", bidder=bidder)
    )
    steps.append(say("brief-tricks", rule=_following(v)))
    steps.append(say("brief-score"))
    if auction is not None and auction.kind != "sell":
        steps.append(
            say("brief-set-back")
            if rules.scoring.contract == "reach_bid"
            else say("brief-others-score")
        )
    return opening, steps


def table_rules(v: ir.Variant) -> list[Say]:
    """The table rules for mistakes, one list item each."""
    bidding = v.rules.auction is not None and v.rules.auction.kind != "sell"
    role = "maker" if v.rules.trump.kind == "named" else "pitcher"
    revoke = say("table-revoke-bidding", role=role) if bidding else say("table-revoke-no-bids")
    return [
        say("table-first-deal"),
        say("table-misdeal"),
        say("table-revoke", revoke=revoke),
        say("table-out-of-turn"),
        say("table-wrong-score"),
    ]


# The points whose glossary entry the catalogs hold, by id.
_GLOSSED_POINTS = ("high", "low", "jack", "game")


def glossary(v: ir.Variant) -> list[tuple[Say, Say]]:
    """The terms the variant uses: (term, meaning); a term's message holds its meaning as
    the attribute `means`, a point's entry is its name and `glossary-point`."""
    rules = v.rules
    terms = ["dealer", "trick", "lead", "follow-suit", "trump"]
    if rules.auction is not None:
        terms += ["bid", "maker" if rules.trump.kind == "named" else "pitcher"]
    if rules.trump.kind == "first_card_pitched":
        terms.append("pitch")
    if rules.scoring.contract == "reach_bid" and rules.auction is not None:
        terms += ["set-back", "in-the-hole"]
    said: list[tuple[Say, Say]] = [
        (say(f"glossary-{term}"), say(f"glossary-{term}.means")) for term in terms
    ]
    if rules.auction is not None and rules.auction.smudge is not None:
        smudge = say("glossary-smudge", bid=rules.auction.smudge.bid)
        said.append((smudge, Say("glossary-smudge.means", smudge.args)))
    if rules.begging is not None:
        said += [
            (say(f"glossary-{term}"), say(f"glossary-{term}.means"))
            for term in ("eldest", "stand", "beg", "run")
        ]
    if rules.game.count_out.mode == "in_order":
        said.append((say("glossary-count-out"), say("glossary-count-out.means")))
    said += [
        (point_name(point.id), say("glossary-point", point=point.id))
        for point in rules.points
        if point.id in _GLOSSED_POINTS
    ]
    return said


def render_brief(v: ir.Variant, words: Catalog) -> str:
    opening, steps = brief(v)
    numbered_steps = "\n".join(
        f"{i}. {words.render(step)}" for i, step in enumerate(steps, start=1)
    )
    paragraph = " ".join(words.render(sentence) for sentence in opening)
    return f"{paragraph}\n\n{words('brief-how')}\n\n{numbered_steps}"


def render_table_rules(v: ir.Variant, words: Catalog) -> str:
    items = "\n".join(f"- {words.render(rule)}" for rule in table_rules(v))
    badge, note = words("teach-table-rules-badge"), words("teach-table-rules-note")
    return f'!!! info "{badge}"\n    {note}\n\n{items}'


def render_glossary(v: ir.Variant, words: Catalog) -> str:
    return "\n".join(
        f"- **{words.render(term)}**: {words.render(meaning)}" for term, meaning in glossary(v)
    )


def teaching_titles(words: Catalog) -> dict[str, str]:
    """The headings of the teaching parts, for the page template."""
    keys = ("brief", "example", "example_intro", "table_rules", "glossary")
    return {key: words(f"teach-{key.replace('_', '-')}") for key in keys}
